import type { LandSport, SessionText } from './types';

const easyMove = (s: LandSport) => (s === 'run' ? 'Spokojny trucht' : 'Spokojne kręcenie');
const times = (reps: number, w: number) => (reps > 1 ? `${reps}×${w} min` : `${w} min`);
const dec = (n: number) => String(n).replace('.', ',');

export const plSession: SessionText = {
  landWhere: (v) => (v === 'treadmill' ? ' (bieżnia)' : v === 'trainer' ? ' (trenażer)' : ''),
  poolWhere: ' (basen)',
  kmh: (n) => `${dec(n)} km/h`,
  easyMove,
  recovery: {
    wu: (s) => `${s === 'run' ? 'Bardzo spokojny trucht' : 'Bardzo spokojne kręcenie'}, swobodny oddech`,
    main: 'Tempo regeneracyjne: przez cały czas możesz swobodnie rozmawiać',
    cd: (s) => `${easyMove(s)} na koniec`,
    name: (s, dur) => `${s === 'run' ? 'Bieg regeneracyjny' : 'Jazda regeneracyjna'} ${dur}`,
    about: (s, where) =>
      `${s === 'run' ? 'Bieg regeneracyjny' : 'Regeneracyjne kręcenie'}${where}: tylko strefa tętna 1. Pomaga przyswoić mocniejsze dni; jeśli czujesz się bez energii, skróć trening zamiast się zmuszać.`,
  },
  easy: {
    wu: (s) => `${easyMove(s)}, stopniowo się rozkręcaj`,
    main: 'Wytrzymałość tlenowa, strefa tętna 2: równo, w tempie konwersacyjnym',
    stride: 'Przebieżka: płynnie i szybko, luźne ramiona, to nie sprint',
    strideRec: 'Marsz lub trucht z powrotem',
    cadence: 'Wysoka kadencja 100+ obr./min, lekkie przełożenie',
    cadenceRec: 'Normalna kadencja, spokojnie',
    name: (s, dur) => `${s === 'run' ? 'Spokojny bieg' : 'Spokojna jazda'} ${dur}`,
    about: (s, where, extra) =>
      `${s === 'run' ? 'Bieg tlenowy' : 'Jazda tlenowa'}${where} w strefie tętna 2. ${
        extra === 'strides'
          ? 'Na koniec cztery luźne przebieżki, żeby utrzymać dobrą technikę.'
          : extra === 'cadence'
            ? 'Ćwiczenia kadencji na końcu utrzymują płynne pedałowanie.'
            : 'Tak spokojnie, żebyś mógł mówić pełnymi zdaniami.'
      }`,
  },
  long: {
    wu: (s) => `${easyMove(s)}, wejdź w rytm`,
    main: (s) =>
      s === 'run'
        ? 'Równo w strefie 2; krótki marsz co punkt odżywczy jest w porządku'
        : 'Równo w strefie 2; jedz i pij co 20 min',
    racePart: (pace) => `Tempo startowe ${pace}: przećwicz wysiłek i żywienie jak w dniu startu`,
    name: (s, dur) => `${s === 'run' ? 'Długi bieg' : 'Długa jazda'} ${dur}`,
    about: (where, raceMinutes, pace) =>
      `Kluczowy trening wytrzymałościowy tygodnia${where}. Głównie strefa tętna 2${
        raceMinutes > 0 ? `, na koniec ${raceMinutes} min w tempie startowym (${pace})` : ''
      }. Przećwicz żywienie startowe: ok. 60-90 g węglowodanów na godzinę na treningach dłuższych niż 90 min.`,
  },
  tempo: {
    wu: (s) => `${easyMove(s)}, stopniowo do równego tempa`,
    main: 'Tempo, strefa tętna 3: umiarkowanie mocno, kontrolowany oddech',
    name: (s, reps, w) => `${s === 'run' ? 'Bieg tempowy' : 'Jazda tempowa'} ${times(reps, w)}`,
    about: (where, reps, w) =>
      `Tempo${where}: ${reps > 1 ? `${reps} × ${w} min` : `${w} min`} w strefie tętna 3, żeby podnieść pułap tlenowy bez dużego zmęczenia. Płynnie; to nie są zawody.`,
  },
  intervals: {
    wu: (s) => `${easyMove(s)}, ostatnie 3 min stopniowo szybciej`,
    work: (vo2, zone, pace) =>
      `Wysiłek ${vo2 ? 'na VO2max' : 'progowy'}, strefa tętna ${zone}${pace ? `, tempo ${pace}` : ''}: mocno, ale równo`,
    rec: (s) => `${easyMove(s)}, niech tętno spadnie`,
    name: (s, reps, work, zone) => `Interwały ${s === 'run' ? 'biegowe' : 'rowerowe'} ${reps}×${work} min S${zone}`,
    about: (where, reps, work, zone, pace, rest) =>
      `Mocny trening${where}: ${reps} × ${work} min w strefie tętna ${zone}${pace ? ` (${pace})` : ''} z ${dec(rest)} min spokojnie między powtórzeniami. Trzymaj ten sam wysiłek w każdym powtórzeniu; jeśli ostatnie wyraźnie słabną, skończ jedno wcześniej.`,
  },
  brick: {
    settle: 'Prosto z roweru: krótkie, szybkie kroki, złap rytm',
    main: (pace) => `Tempo startowe ${pace}: utrzymaj technikę na zmęczonych nogach`,
    cd: 'Spokojny trucht lub marsz',
    name: (dur) => `Zakładka: bieg ${dur} po rowerze`,
    about:
      'Biegnij zaraz po jeździe (zmiana poniżej 5 min). Uczy nogi przejścia z roweru do biegu; pierwsze minuty są ciężkie i to normalne.',
  },
  opener: {
    pickup: (pace) => `Przyspieszenie do tempa startowego ${pace}, luźno`,
    name: (s, dur) => `Pobudzenie ${s === 'run' ? 'biegowe' : 'rowerowe'} ${dur}`,
    about: (where) =>
      `Krótki trening przed startem${where}: kilka przyspieszeń do tempa startowego, żeby obudzić nogi bez ich męczenia. Przy okazji sprawdź sprzęt.`,
  },
  swim: {
    wu: (ow) =>
      ow ? 'Spokojne pływanie, oswój się z wodą; oddech na obie strony' : 'Spokojny kraul, jeśli chcesz, wpleć grzbiet',
    restAtWall: 'Odpoczynek przy ścianie',
    cd: 'Spokojne pływanie, dowolnym stylem',
    ow: {
      block: 'Równo: nawigacja co 6-8 ruchów, płyń prosto',
      rec: 'Spokojna żabka lub kraul, rozejrzyj się',
      name: (total) => `Pływanie na wodach otwartych ${total} m`,
      about:
        'Umiejętności na wodach otwartych: nawigacja, płynięcie za kimś i równe tempo. Pływaj z partnerem lub z bojką asekuracyjną, nigdy sam.',
    },
    technique: {
      drill: 'Ćwiczenie: catch-up / palce po wodzie / zmiana co 6 kopnięć, długa linia ciała',
      swim: 'Płynny kraul, zastosuj element z ćwiczenia',
      name: (recovery, total) => `Pływanie ${recovery ? 'regeneracyjne' : 'techniczne'} ${total} m`,
      about:
        'Najpierw technika: ćwiczenia na pozycję ciała i chwyt wody, potem luźne setki z tą samą techniką. Jakość ruchu ważniejsza niż prędkość.',
    },
    css: {
      rep: 'Tempo CSS: mocno i równo, ten sam czas na każdej setce',
      name: (reps) => `Pływanie CSS ${reps}×100 m`,
      about: (reps, css) =>
        `Pływanie progowe: ${reps} × 100 m w tempie CSS (${css}) z krótkimi przerwami. Buduje prędkość, którą utrzymasz przez cały etap pływacki.`,
    },
    opener: {
      rep: '50 m w tempie startowym: szybko, ale luźno',
      easy: 'Spokojne pływanie, długie ruchy',
      name: (total) => `Pobudzenie w wodzie ${total} m`,
      about: 'Krótkie pływanie przed startem: kilka pięćdziesiątek w tempie startowym dla świeżości, reszta spokojnie.',
    },
    steady: {
      rep: (tempo) => (tempo ? 'Tempo startowe: złap swój startowy rytm' : 'Równo, tlenowo: długie ruchy, równe tempo'),
      name: (long, reps, len) => `Pływanie ${long ? 'wytrzymałościowe' : 'tlenowe'} ${reps}×${len} m`,
      about: (tempo, reps, len, pace) =>
        `Pływanie ${tempo ? 'w tempie startowym' : 'tlenowe'}: ${reps} × ${len} m ${tempo ? 'w rytmie startowym' : `równo (ok. ${pace})`}. Buduje wytrzymałość pływacką, żebyś wyszedł z wody z zapasem sił.`,
    },
  },
};
