import type { PlanNarrative } from './types';
import { isDistanceType } from './event-kind';
import { longDate } from './pl-plan-core';

const DAY: Record<string, string> = {
  monday: 'pon',
  tuesday: 'wt',
  wednesday: 'śr',
  thursday: 'czw',
  friday: 'pt',
  saturday: 'sob',
  sunday: 'nd',
};
const LEVEL_WORD = {
  beginner: 'początkującego zawodnika',
  intermediate: 'zawodnika średniozaawansowanego',
  advanced: 'doświadczonego zawodnika',
};
const SPORT_WORD = { swim: 'pływanie', bike: 'rower', run: 'bieg' };
const dec = (n: number) => String(n).replace('.', ',');
const times = (n: number) => (n === 1 ? 'raz' : `${n} razy`);

/** The plan overview's prose: written once, when a plan is made, so it stays out of the other bundles. */
export const plPlanNarrative: PlanNarrative = {
  describeEvent(e, label) {
    const legs: string[] = [];
    if (e.swimDistance) legs.push(`pływanie ${dec(e.swimDistance)} m`);
    if (e.bikeDistance)
      legs.push(`rower ${dec(e.bikeDistance)} km${e.bikeElevation ? ` z ${e.bikeElevation} m przewyższenia` : ''}`);
    if (e.runDistance)
      legs.push(`bieg ${dec(e.runDistance)} km${e.runElevation ? ` z ${e.runElevation} m przewyższenia` : ''}`);
    const kind = isDistanceType(e.type, label) ? `triathlon, ${label}` : `${e.type.trim()}, ${label}`;
    return `${e.name}, ${longDate(e.date)}: ${kind}${legs.length ? ` (${legs.join(', ')})` : ''}.`;
  },
  buildUpRace: (name, date) =>
    `${name} (${longDate(date)}) to start kontrolny: tydzień wokół niego ma mini-taper, a sam start traktujesz jak próbę generalną, nie walkę na 100 %.`,
  outsideRace: (name, date) =>
    `${name} (${longDate(date)}) wypada poza okresem przygotowań do głównego startu i nie jest uwzględniony w planie.`,
  strategy(f) {
    const parts = [
      `Plan na ${f.totalWeeks} tyg. dla ${LEVEL_WORD[f.level]}, który trenuje ${times(f.workoutsPerWeek)} w tygodniu (${f.days.length ? f.days.map((d) => DAY[d] ?? d).join(', ') : 'nie wybrano jeszcze dni'}).`,
      `Czas treningu rośnie od ok. ${f.startHours} do ${f.peakHours} tygodniowo w blokach: ${f.rhythm} tygodnie narastającego obciążenia, potem lżejszy tydzień na ok. 70 %, dzięki czemu forma rośnie bez kumulowania zmęczenia.`,
      'Baza buduje wytrzymałość tlenową i technikę, Budowanie dodaje intensywność startową i zakładki, Szczyt formy to próba startu przy pełnej objętości,',
      f.taperWeeks
        ? `a ${f.taperWeeks}-tygodniowy taper zdejmuje zmęczenie, żebyś stanął na starcie świeży.`
        : 'a ostatnie dni są lekkie, żebyś stanął na starcie świeży.',
    ];
    if (f.weakest)
      parts.push(
        `Najsłabszą dyscypliną w Twoim profilu jest ${SPORT_WORD[f.weakest]}, więc dostaje nieco większą część czasu.`,
      );
    if (f.note)
      parts.push(
        `Twoje preferencje i doświadczenie („${f.note}”) uwzględnisz w wymaganiach tygodniowych przy tworzeniu każdego tygodnia.`,
      );
    return parts;
  },
  phaseTexts(key, longRace, beginner) {
    switch (key) {
      case 'base':
        return {
          focus: 'Wytrzymałość tlenowa, technika i regularność',
          description:
            'Głównie trening w strefach tętna 1-2, który buduje silnik tlenowy, ścięgna i nawyk. W wodzie skupiamy się na technice, na rowerze i w biegu na spokojnej objętości, z odrobiną tempa i krótkimi przebieżkami dla świeżości.',
          keyConsiderations: beginner
            ? 'Regularność wygrywa z bohaterstwem: kończ każdy trening z poczuciem, że dałbyś radę więcej. Dwa tygodnie budowania, potem lżejszy. Poznaj swoje strefy tętna.'
            : 'Spokojne dni mają być naprawdę spokojne (80 % czasu w strefach 1-2). Długą jazdę i długi bieg wydłużaj stopniowo i poważnie traktuj lżejsze tygodnie.',
        };
      case 'build':
        return {
          focus: 'Siła specyficzna i próg',
          description: `Interwały progowe na rowerze i w biegu, serie CSS w wodzie i zakładki po jeździe. ${longRace ? 'Długie treningi zawierają bloki w tempie startowym i próbę żywienia.' : 'Mocne treningi zbliżają się do intensywności startowej.'}`,
          keyConsiderations:
            'Nigdy dwa mocne dni z rzędu. Wraz z intensywnością rośnie znaczenie snu i odżywiania. Ćwicz strefę zmian i żywienie startowe na zakładkach.',
        };
      case 'peak':
        return {
          focus: 'Symulacja startu przy pełnej objętości',
          description: longRace
            ? 'Najdłuższe jazdy i biegi w planie z wydłużonymi blokami w tempie startowym, zakładki i pływanie na wodach otwartych: przećwicz tempo, żywienie i sprzęt dokładnie jak w dniu startu.'
            : 'Ostre tempo startowe i praca na VO2max, zakładki w intensywności startowej i pływanie na wodach otwartych: organizm uczy się ścigać mocno od startu do mety.',
          keyConsiderations:
            'Największe zmęczenie w planie: zwracaj uwagę na słaby sen, podwyższone tętno spoczynkowe czy drobne bóle i w razie potrzeby zamień mocny trening na spokojny.',
        };
      case 'taper':
        return {
          focus: 'Zdjąć zmęczenie, zachować świeżość',
          description:
            'Objętość wyraźnie spada, ale krótkie odcinki w tempie startowym zostają, więc forma zostaje, a świeżość wraca.',
          keyConsiderations:
            'Nie sprawdzaj formy i nie dokładaj treningów: niepokój jest normalny. Dopnij sprzęt, żywienie i logistykę startu.',
        };
      case 'race':
        return {
          focus: 'Przyjść świeżym i zrealizować plan startowy',
          description:
            'Kilka krótkich treningów z przyspieszeniami do tempa startowego, dzień wolny lub krótkie pobudzenie przed startem, potem dzień startu.',
          keyConsiderations:
            'W dniu startu nic nowego. Spakuj się dzień wcześniej, jedz sprawdzone rzeczy i zaczynaj każdy etap zachowawczo.',
        };
      default:
        return {
          focus: 'Regeneracja',
          description: 'Lekki, swobodny ruch bez planu.',
          keyConsiderations: 'Odpoczywaj i ciesz się ruchem.',
        };
    }
  },
  limitWarning: (f) => {
    const n = f.sessions;
    const word =
      n === 1 ? 'trening' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'treningi' : 'treningów';
    return `Uwaga: ${n} ${word} w tygodniu nie przygotują Cię w pełni do startu (${f.distance}). Potrzeba co najmniej ${f.minSessions} treningów w tygodniu (co najmniej dwa pływania i dwa biegi, długa jazda i długi bieg) i około ${dec(f.hours[0])}-${dec(f.hours[1])} h w najcięższych tygodniach; do tego czasu długie treningi pozostaną na poziomie, na jaki pozwala Twój tydzień, krótsze niż typowe dla tego dystansu.`;
  },
  weekFocus(f) {
    const keys: string[] = [];
    if (f.longRide) keys.push(`długa jazda ${f.longRide}`);
    if (f.longRun) keys.push(`długi bieg ${f.longRun}`);
    switch (f.kind) {
      case 'recovery':
        return `${f.phase} - tydzień regeneracyjny (${f.total}): mniejsze obciążenie, tylko spokojne treningi tlenowe, przyswojenie poprzednich tygodni.`;
      case 'mini-taper':
        return `${f.phase} - mini-taper przed startem ${f.secondaryEvent} (${f.total}): mniejsza objętość, start jako próba tempa i żywienia, potem spokojne dni.`;
      case 'taper':
        return `Taper (${f.total}): krótsze treningi z krótkimi odcinkami w tempie startowym; więcej odpoczynku, zachowaj świeżość.`;
      case 'race':
        return `Tydzień startowy (${f.total} przed dniem startu): pobudzenia, odpoczynek i start.`;
      default: {
        const what =
          f.phaseKey === 'base'
            ? 'wytrzymałość tlenowa i technika'
            : f.phaseKey === 'build'
              ? 'praca progowa i zakładki'
              : 'symulacja startu i bloki w tempie startowym';
        return `${f.phase} - ${what} (${f.total}); kluczowe treningi: ${keys.join(', ') || 'spokojna wytrzymałość'}.`;
      }
    }
  },
  workoutTypes(sports) {
    const t = [
      {
        name: 'Spokojny tlen',
        description:
          'Strefa tętna 2, tempo konwersacyjne. Większość treningu: buduje wytrzymałość przy małym zmęczeniu.',
      },
      {
        name: 'Regeneracja',
        description: 'Strefa tętna 1, krótko. Poprawia krążenie i regenerację po mocnych dniach.',
      },
      { name: 'Tempo', description: 'Bloki 8-15 min w strefie 3: umiarkowanie mocno, podnosi pułap tlenowy.' },
      {
        name: 'Interwały progowe',
        description:
          'Powtórzenia 3-5 min w strefie 4 z krótkimi spokojnymi przerwami; główny mocny trening w Budowaniu.',
      },
    ];
    if (sports.includes('bike'))
      t.push({
        name: 'Długa jazda',
        description:
          'Kluczowa jazda wytrzymałościowa tygodnia w strefie 2, później w planie z blokami w tempie startowym; przećwicz żywienie.',
      });
    if (sports.includes('run'))
      t.push({
        name: 'Długi bieg',
        description: 'Najdłuższy bieg tygodnia w spokojnym tempie; buduje odporność na ostatni etap.',
      });
    if (sports.includes('swim')) {
      t.push({
        name: 'Pływanie techniczne',
        description: 'Ćwiczenia na pozycję ciała i chwyt wody, potem swobodne pływanie z utrzymaniem techniki.',
      });
      t.push({
        name: 'Pływanie CSS',
        description:
          'Powtórzenia 100 m w tempie CSS (krytyczna prędkość pływania) z krótkimi przerwami: Twoje tempo startowe w wodzie.',
      });
      t.push({
        name: 'Wody otwarte',
        description:
          'Nawigacja, płynięcie za kimś i równe tempo na wodach otwartych (zawsze z partnerem lub bojką asekuracyjną).',
      });
    }
    if (sports.includes('bike') && sports.includes('run'))
      t.push({
        name: 'Zakładka',
        description: 'Krótki bieg zaraz po jeździe, który uczy nogi przejścia z roweru do biegu.',
      });
    t.push({
      name: 'Pobudzenie',
      description: 'Krótki trening z przyspieszeniami do tempa startowego w dniach przed startem.',
    });
    return t;
  },
  notes(e) {
    const est: string[] = [];
    if (e.runPace) est.push(`tempo progowe w biegu ${e.runPace}`);
    if (e.bikeKmh !== null) est.push(`prędkość progową na płaskim ok. ${e.bikeKmh} km/h`);
    if (e.css) est.push(`CSS ${e.css}`);
    return [
      'Strefy tętna 1-5 to strefy zapisane w Twoim zegarku: 1 regeneracja, 2 wytrzymałość tlenowa, 3 tempo, 4 próg, 5 VO2max.',
      `Na podstawie Twojego poziomu szacujemy ${est.join(', ')}; doprecyzuj to po 20-minutowym teście w pierwszych tygodniach.`,
      'Objętość tygodniowa to planowany czas treningu w minutach dla każdej dyscypliny.',
      'Jeśli opuścisz trening, nie nadrabiaj go: kontynuuj plan, a kolejny tydzień to wchłonie.',
    ].join(' ');
  },
  trainingTips(sports, beginner) {
    const tips = [
      'Ok. 80 % czasu treningu trzymaj spokojnie (strefy 1-2), żeby mocne treningi mogły być naprawdę mocne.',
      'Nigdy nie planuj dwóch mocnych treningów dzień po dniu; spokojne pływanie to dobry trening na dzień po.',
      'Szanuj lżejsze tygodnie: to wtedy zachodzi adaptacja.',
      'Przed każdymi interwałami rób co najmniej 10 min rozgrzewki, a po nich schłodzenie.',
      'Ćwicz żywienie startowe na każdym treningu dłuższym niż 90 min.',
    ];
    if (sports.includes('bike') && sports.includes('run'))
      tips.push('Przygotuj w domu strefę zmian do zakładek i mierz czas przebierania się.');
    if (sports.includes('swim')) tips.push('Przed startem przepłyń kilka razy wody otwarte w piance.');
    if (beginner)
      tips.push(
        'Jeśli trening jest za ciężki, zwolnij albo przejdź do marszu: lepiej skończyć spokojnie niż przerwać.',
      );
    return tips;
  },
  nutrition(d) {
    const race =
      d === 'full'
        ? 'W dniu startu celuj w 70-90 g węglowodanów na godzinę na rowerze i jedz dalej w biegu; przetestuj dokładnie te produkty na długich jazdach.'
        : d === 'half'
          ? 'W dniu startu celuj w 60-90 g węglowodanów na godzinę na rowerze, a w biegu w żele lub napój izotoniczny.'
          : 'Start jest na tyle krótki, że wystarczy dobre śniadanie 2-3 h wcześniej i żel lub napój izotoniczny.';
    return `Jedz głównie nieprzetworzone jedzenie z ilością węglowodanów wystarczającą na trening: więcej w długie i mocne dni, mniej w dni wolne. Białko 1,6-2 g na kg masy ciała rozłożone na cały dzień, a w ciągu godziny po kluczowych treningach przekąska z węglowodanami i białkiem. Pij według pragnienia, w upale dodaj elektrolity. ${race}`;
  },
  recovery(beginner) {
    return `Śpij 7-9 h; to najskuteczniejsze narzędzie regeneracji. Miej co najmniej jeden pełny dzień wolny w tygodniu, spokojne dni trzymaj spokojnie, a lżejsze tygodnie wykorzystaj na odbudowę. Sygnały ostrzegawcze to tętno spoczynkowe wyższe o 5+ uderzeń przez kilka dni, słaby sen, ciężkie nogi lub brak motywacji: zamień najbliższy mocny trening na spokojny. ${
      beginner
        ? 'Drobne bóle, które zmieniają sposób poruszania się, to powód, żeby przerwać i odpocząć dzień lub dwa.'
        : 'Ćwiczenia mobilności i lekki trening siłowy dwa razy w tygodniu pomagają przyswoić obciążenie.'
    }`;
  },
};
