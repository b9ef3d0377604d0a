import type { ModifyText, SummaryText } from './types';

const SPORT_ADJ = { swim: 'pływacki', bike: 'rowerowy', run: 'biegowy' };
const SPORT_GEN = { swim: 'pływackiego', bike: 'rowerowego', run: 'biegowego' };
const SPORT_NOUN = { swim: 'pływanie', bike: 'rower', run: 'bieg' };
const VENUE: Record<string, string> = {
  openwater: 'wody otwarte',
  pool: 'basen',
  treadmill: 'bieżnia',
  trainer: 'trenażer',
  outdoor: 'na zewnątrz',
};
/** Strips a venue tag in either language. */
const bare = (n: string) => n.replace(/ \((basen|bieżnia|trenażer|pool|treadmill|indoor trainer|outdoor)\)$/, '');
/** 1 powtórzenie, 2-4 powtórzenia, 5+ powtórzeń. */
const repeats = (n: number) =>
  n === 1 ? 'powtórzenie' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'powtórzenia' : 'powtórzeń';
const dec = (s: string) => s.replace('.', ',');

export const plModify: ModifyText = {
  swapped: (sport) => `Zamieniono na trening ${SPORT_ADJ[sport]} o tej samej długości i intensywności.`,
  openWater: 'Przeniesiono na wody otwarte: ciągłe bloki z nawigacją.',
  poolName: (n) =>
    `${bare(n)
      .replace(/ na wodach otwartych/i, '')
      .replace(/open water swim/i, 'Pływanie')} (basen)`,
  pool: 'Ustawiono na basen.',
  treadmillName: (n) => `${bare(n)} (bieżnia)`,
  treadmillDescription: 'Na bieżni ustaw nachylenie 1 %, żeby odwzorować bieganie na zewnątrz.',
  treadmill: 'Ustawiono na bieżnię (nachylenie 1 %).',
  trainerName: (n) => `${bare(n)} (trenażer)`,
  trainerDescription: 'W domu cele prędkości zastępują strefy tętna; użyj wentylatora.',
  trainer: 'Ustawiono na trenażer: cele prędkości zamieniono na strefy tętna.',
  outdoorName: (n) => bare(n),
  outdoor: 'Ustawiono na trening na zewnątrz.',
  venueMismatch: (venue, sport) => `Miejsce „${VENUE[venue] ?? venue}” nie pasuje do treningu ${SPORT_GEN[sport]}.`,
  noIntervals: 'Ten trening nie ma serii interwałów, którą można zmienić.',
  intervals: (fewer, from, to) => `${fewer ? 'Mniej' : 'Więcej'} interwałów: ${from} → ${to} ${repeats(to)}.`,
  harder: 'Mocniej: cele części głównej podniesione o jedną strefę (lub ok. 3 % szybciej).',
  easier: 'Lżej: cele części głównej obniżone o jedną strefę (lub ok. 5 % wolniej).',
  noReorder: 'W tym treningu nie ma mocnego i spokojnego bloku, które można zamienić miejscami.',
  moved: (where) =>
    `Mocną część przeniesiono ${where === 'end' ? 'na koniec' : where === 'middle' ? 'na środek' : 'na początek'}.`,
  setTo: (wanted, now) => `Ustawiono na ok. ${wanted} (teraz ${now}).`,
  byPercent: (shorter, pct, now) => `${shorter ? 'Skrócono' : 'Wydłużono'} o ok. ${dec(pct)} % (teraz ${now}).`,
  fromTo: (shorter, before, now) => `${shorter ? 'Skrócono' : 'Wydłużono'} z ${before} do ${now}.`,
  nothingChanged: (failed) => `Nic nie zmieniono: ${failed.join(' ')}`,
  notUnderstood:
    'Nic nie zmieniono: nie zrozumiałem prośby. Spróbuj np. „krócej o 20 min”, „lżej”, „mniej interwałów”, „zamień na rower”, „przenieś na basen” albo „mocna część na koniec”.',
};

export const plSummary: SummaryText = {
  matchReason: (type, day, done, planned) => `${type}, ${day}: ${done} z ${planned} zaplanowanych minut`,
  completed: (done, planned, compliance) =>
    `Wykonane treningi: ${done} z ${planned} zaplanowanych (${compliance} % planowanego czasu).`,
  doneVsPlanned: (list) =>
    `Wykonano / plan: ${list.map((x) => `${SPORT_NOUN[x.sport]} ${x.done}/${x.planned} min`).join(', ')}.`,
  missedKey: (names) => `Opuszczone kluczowe treningi: ${names.join(', ')}.`,
  allKeyDone: 'Wszystkie kluczowe treningi zostały wykonane.',
  extra: (n) => `Poza planem zapisano dodatkowe aktywności: ${n}.`,
  nothingPlanned: 'Zaplanuj normalny tydzień: na ten nic nie było zaplanowane.',
  great: 'Świetna regularność: w przyszłym tygodniu kontynuuj zaplanowaną progresję.',
  onTrack:
    'W większości zgodnie z planem: w przyszłym tygodniu trzymaj zaplanowane obciążenie i nie nadrabiaj opuszczonych treningów.',
  hold: 'W przyszłym tygodniu utrzymaj obciążenie na poziomie tego tygodnia zamiast je zwiększać i zamień jeden mocny trening na spokojny.',
  reset:
    'Przyszły tydzień na reset: zmniejsz objętość o ok. 15 % i wszystkie treningi rób spokojnie, żeby odbudować regularność.',
  repeatLong: 'Powtórz opuszczony długi trening w przyszłym tygodniu w tej samej długości, zamiast go wydłużać.',
  countExtra: 'Licz nieplanowane aktywności do obciążenia: spokojne dni trzymaj spokojnie.',
  notReported: (n) => `Treningi bez informacji: ${n}. Nie liczymy ich ani jako wykonanych, ani jako opuszczonych.`,
  nothingKnown:
    'W tym tygodniu nic nie zapisano ani nie zgłoszono, więc plan toczy się dalej bez zmian. Oznaczaj treningi jako wykonane lub opuszczone (albo je wgrywaj), żeby trener mógł za Tobą nadążać.',
  skipped: (n) => `Opuszczone treningi (z podanym powodem): ${n}.`,
};
