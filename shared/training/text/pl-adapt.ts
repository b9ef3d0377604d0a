import type { SportKey } from '../profile';
import type { AdaptText } from './types';

type Gender = 'm' | 'f' | 'n';
const GENDER: Record<SportKey, Gender> = { run: 'm', bike: 'f', swim: 'n' };
const LONG: Record<SportKey, string> = { run: 'Długi bieg', bike: 'Długa jazda', swim: 'Długie pływanie' };
const ONE: Record<SportKey, string> = { run: 'Bieg', bike: 'Jazda', swim: 'Pływanie' };
const ON_DAY: Record<string, string> = {
  monday: 'w poniedziałek',
  tuesday: 'we wtorek',
  wednesday: 'w środę',
  thursday: 'w czwartek',
  friday: 'w piątek',
  saturday: 'w sobotę',
  sunday: 'w niedzielę',
};
const SHORTENED: Record<Gender, string> = { m: 'skrócony', f: 'skrócona', n: 'skrócone' };
const LENGTHENED: Record<Gender, string> = { m: 'wydłużony', f: 'wydłużona', n: 'wydłużone' };
/** Accusative after 'opuszczono' / 'skrócono': one, few (2-4), many (5+). */
const SESSIONS: Record<SportKey, Record<'one' | 'few' | 'many', string>> = {
  run: { one: 'bieg', few: 'biegi', many: 'biegów' },
  bike: { one: 'jazdę', few: 'jazdy', many: 'jazd' },
  swim: { one: 'trening pływacki', few: 'treningi pływackie', many: 'treningów pływackich' },
};
const ADJECTIVE: Record<SportKey, string> = { run: 'biegowe', bike: 'rowerowe', swim: 'pływackie' };
const DISCIPLINE: Record<SportKey, string> = { run: 'bieganie', bike: 'kolarstwo', swim: 'pływanie' };
const plural = new Intl.PluralRules('pl');

const sessions = (sport: SportKey, n: number) => {
  const form = plural.select(n);
  return `${n} ${SESSIONS[sport][form === 'one' || form === 'few' ? form : 'many']}`;
};

export const plAdapt: AdaptText = {
  label: (sport, isLong, weekday) => (isLong ? LONG[sport] : `${ONE[sport]} ${ON_DAY[weekday] ?? weekday}`),
  shortened: (label, sport, _isLong, from, to) => `${label} ${SHORTENED[GENDER[sport]]} z ${from} do ${to}`,
  lengthened: (label, sport, _isLong, from, to) => `${label} ${LENGTHENED[GENDER[sport]]} z ${from} do ${to}`,
  eased: (label) => `${label}: spokojne tempo zamiast mocnych odcinków`,
  recovery: (label, from, to) => `${label}: spokojny trening regeneracyjny (${from} → ${to})`,
  easyName: (name) => `Spokojnie: ${name}`,
  missed: (sport, n) => `w zeszłym tygodniu opuszczono ${sessions(sport, n)}`,
  cutShort: (sport, n) => `w zeszłym tygodniu skrócono ${sessions(sport, n)}`,
  harder: (sport) => `ostatnie treningi ${ADJECTIVE[sport]} były mocniejsze niż w planie`,
  sick: 'Twoja notatka o chorobie',
  injury: (_part, note) => `Twoja notatka „${note}”`,
  travel: 'Twoja notatka o wyjeździe',
  lowForm: 'niska forma: zmęczenie wyraźnie przewyższa wytrenowanie',
  behind: (sport) => `${DISCIPLINE[sport]} najbardziej odstaje od planu`,
  consistentBlock: 'konsekwentnie zrealizowany blok: planowana progresja zostaje',
  injuredSkip: 'trening opuszczony z powodu kontuzji lub bólu',
  tooTired: 'opuszczone treningi z powodu zmęczenia',
  lowReadiness: (days) =>
    `niska gotowość w zeszłym tygodniu (${days} ${days === 1 ? 'dzień' : 'dni'}): objętość nie rośnie`,
  readinessKept: (kept) => `trening według planu mimo niskiej gotowości (${kept} ${kept === 1 ? 'dzień' : 'dni'})`,
  nothingReported: 'Brak informacji o zeszłym tygodniu: plan toczy się dalej bez zmian',
  notReported: (n) =>
    `Treningi bez informacji z zeszłego tygodnia: ${n}. Nie liczymy ich ani jako wykonanych, ani jako opuszczonych`,
  list: (items) =>
    items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} i ${items[items.length - 1]}`,
};
