import { longDate } from './pl-plan-core';
import type { WeekText } from './types';

const DAY: Record<string, string> = {
  monday: 'poniedziałek',
  tuesday: 'wtorek',
  wednesday: 'środa',
  thursday: 'czwartek',
  friday: 'piątek',
  saturday: 'sobota',
  sunday: 'niedziela',
};
const day = (d: string) => DAY[d] ?? d;
const SPORT = { swim: 'pływania', bike: 'roweru', run: 'biegania' };

export const plWeek: WeekText = {
  transitionGoal: 'Odpocznij po starcie i ciesz się spokojnym, swobodnym treningiem.',
  fallbackGoal: (phaseName) => `Tydzień: ${phaseName}`,
  flow: (week, total, phaseName) =>
    `Tydzień ${week} z ${total} (${phaseName}), tryb flow: generuj każdy trening, kiedy jesteś gotów trenować, po jednej dyscyplinie.`,
  empty: (week, total, phaseName) =>
    `Tydzień ${week} z ${total} (${phaseName}): w tym tygodniu nie ma dostępnych dni treningowych, więc nic nie zaplanowano.`,
  headline: (f) =>
    `Tydzień ${f.week} z ${f.total} (${f.phaseName}${f.light ? ', lżejszy tydzień' : ''}): treningi: ${f.sessions}, łącznie ${f.totalTime} (pływanie ${f.swim} min, rower ${f.bike} min, bieg ${f.run} min).`,
  keySessions: (list) => `Kluczowe treningi: ${list.map((k) => `${k.name} (${day(k.day)})`).join('; ')}.`,
  hardDays: (days) => `Mocne dni: ${days.map(day).join(', ')}, a wokół nich spokojne dni.`,
  noHardDays: 'W tym tygodniu nie ma mocnych treningów: wszystko w tempie konwersacyjnym.',
  raceDay: (date) =>
    `Dzień startu: ${longDate(date)}. Ostatnie dni są krótkie i dynamiczne, dzień przed startem co najwyżej pobudzenie.`,
  secondaryRace: (name) => `W tym tygodniu ${name}: potraktuj start jak próbę generalną; dni wokół niego są spokojne.`,
  reqExcludedDays: (days) => `Zgodnie z prośbą bez treningu: ${days.map(day).join(', ')}.`,
  reqDroppedSports: (sports) => `Zgodnie z prośbą w tym tygodniu bez ${sports.map((s) => SPORT[s]).join(' i ')}.`,
  reqMoreOf: (sport) => `Zgodnie z prośbą trochę więcej ${SPORT[sport]}.`,
  reqEasy: 'Zgodnie z prośbą spokojnie: mniejsza objętość i bez mocnych treningów.',
  reqHarder: 'Jeden dodatkowy mocny trening, jeśli pozwala na to grafik.',
};
