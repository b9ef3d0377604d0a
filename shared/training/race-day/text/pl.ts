import type { RaceDayText } from './types';

const num = (n: number) => String(Math.round(n * 10) / 10).replace('.', ',');
const SPORT = { swim: 'pływania', bike: 'roweru', run: 'biegu' } as const;

export const plRaceDay: RaceDayText = {
  legName: { swim: 'Pływanie', bike: 'Rower', run: 'Bieg' },
  describeLegs: (legs) =>
    legs
      .map((l) =>
        l.sport === 'swim'
          ? `${num(l.distance)} m pływania`
          : `${num(l.distance)} km ${SPORT[l.sport]}${l.elevationM ? ` (${Math.round(l.elevationM)} m przewyższenia)` : ''}`,
      )
      .join(', '),
  swimTarget: (pace) => `średnio ${pace}`,
  bikeTarget: (speed, watts) =>
    watts ? `${watts.low}-${watts.high} W, około ${num(speed)} km/h` : `około ${num(speed)} km/h po płaskim`,
  runTarget: (pace) => `${pace} po płaskim`,
  heartRate: (cap) => `tętno poniżej ${cap} ud./min`,
  effort: (h) =>
    h < 1.25
      ? 'RPE 8/10: mocno, mówisz pojedyncze słowa'
      : h < 2.5
        ? 'RPE 7/10: dość mocno, krótkie zwroty'
        : h < 5
          ? 'RPE 6/10: równo, powiesz całe zdanie'
          : 'RPE 5/10: pod kontrolą, wciąż możesz rozmawiać',
  fromFitness: 'Szacunek z Twoich poziomów formy: dodaj progi w ustawieniach, aby dostać cele w Twoich liczbach.',
  legAdvice(sport, f) {
    const out: string[] = [];
    if (sport === 'swim') {
      out.push(
        'Ustaw się w fali zgodnie ze swoją prędkością; złap rytm po pierwszych 200 m.',
        'Nawiguj co 6-8 ruchów i płyń prosto między bojami.',
      );
      if (f.hoursAtEnd > 1) out.push('Płyń luźno: wyścig rozstrzyga się później.');
    }
    if (sport === 'bike') {
      if (f.afterSwim) out.push('Pierwsze 10 minut spokojniej: niech tętno opadnie po pływaniu.');
      if (f.elevationM > 0)
        out.push(
          f.climbWattsCap
            ? `Na podjazdach nie przekraczaj ${f.climbWattsCap} W; zmieniaj biegi wcześnie i kręć.`
            : 'Na podjazdach trzymaj wysiłek, nie prędkość: zmieniaj biegi wcześnie i kręć.',
        );
      if (f.fuelled) out.push('Zacznij jeść i pić po 15 minutach, potem co 15-20 minut.');
      if (f.beforeRun) out.push('W ostatnich 10 minutach kręć wyższą kadencją, by przygotować nogi do biegu.');
    }
    if (sport === 'run') {
      out.push(
        f.afterBike
          ? 'Pierwsze 2 km po rowerze wydają się wolne: biegnij je 5-10 s/km wolniej niż cel.'
          : 'Pierwszy kilometr biegnij trochę wolniej niż cel.',
      );
      if (f.elevationM > 0) out.push('Pod górę trzymaj wysiłek i pozwól spaść tempu; z góry krótkie, szybkie kroki.');
      if (f.hoursAtEnd > 4) out.push('Przejście przez punkty odżywcze jest w porządku: pij, jedz i biegnij dalej.');
      out.push('W ostatniej jednej piątej przyspiesz, jeśli nadal czujesz się dobrze.');
    }
    return out;
  },
  transition: {
    walkThrough: 'Przed startem przejdź trasę: wyjście z wody, Twój stojak, wyjazd rowerem, zjazd, wybieg.',
    bagsInTent: 'Weź worek ze stojaka i przebierz się w namiocie; wszystko odłóż z powrotem do worka.',
    wetsuitDown: 'Pianka do pasa już w biegu; zdejmij ją przy stanowisku.',
    capGoggles: 'Czepek i okularki do worka lub skrzynki.',
    helmetFirst: 'Kask na głowę i zapięty, zanim dotkniesz roweru.',
    sunglasses: 'Okulary przeciwsłoneczne.',
    bikeShoesOn: 'Buty rowerowe (albo wpięte w pedały, jeśli to ćwiczyłeś).',
    mountLine: 'Wyprowadź rower i wsiądź za linią wsiadania.',
    dismountLine: 'Zsiądź przed linią zsiadania.',
    rackThenHelmet: 'Najpierw odwieś rower, potem odepnij kask.',
    runShoesOn: 'Buty biegowe (elastyczne sznurówki oszczędzają czas).',
    beltFront: 'Pas z numerem z przodu, czapka lub daszek.',
    grabFood: 'Weź żele i ruszaj; resztę popraw w marszu.',
  },
  kit: {
    number: 'Numer startowy i naklejki (rower, kask, worek)',
    chip: 'Chip do pomiaru czasu',
    id: 'Dowód lub licencja',
    sunscreen: 'Krem z filtrem (wodoodporny)',
    antiChafe: 'Krem przeciw otarciom',
    wetsuit: 'Pianka (jeśli temperatura wody na nią pozwala)',
    goggles: 'Dwie pary okularków (jasne i przyciemniane)',
    swimCap: 'Czepek od organizatora',
    bikeCheck: 'Sprawdzony rower: ciśnienie w oponach, hamulce, przerzutki, nasmarowany łańcuch',
    helmet: 'Kask',
    bikeShoes: 'Buty rowerowe',
    bottles: 'Bidony z napojem',
    bikeFood: 'Jedzenie na rower przyklejone lub w skrzynce, policzone według planu',
    repairKit: 'Zapasowa dętka lub kołki, CO2 lub pompka, łyżki do opon',
    runShoes: 'Buty biegowe z elastycznymi sznurówkami',
    raceBelt: 'Pas na numer',
    capVisor: 'Czapka lub daszek',
    runFood: 'Żele na bieg',
    heat: 'Upał: biała czapka, więcej kremu, lód w stroju na punktach',
    cold: 'Zimno: rękawki, kamizelka i rękawiczki na rower',
    dryClothes: 'Suche, ciepłe ubrania na metę',
  },
  fuellingAdvice(f, sports, temperatureC) {
    const out: string[] = [];
    out.push(
      f.breakfastCarbsG
        ? `Śniadanie około 3 godziny przed startem: ${f.breakfastCarbsG} g węglowodanów (2 g na kg), mało błonnika i tłuszczu, sprawdzone na treningu.`
        : 'Śniadanie około 3 godziny przed startem: bogate w węglowodany (około 2 g na kg masy ciała), mało błonnika i tłuszczu, sprawdzone na treningu.',
    );
    if (f.carbsPerHour === 0)
      out.push('W trakcie wyścigu jedzenie nie jest potrzebne: wystarczy napój izotoniczny lub płukanie ust.');
    else
      out.push(
        `Przyjmuj ${f.carbsPerHour} g węglowodanów na godzinę: żel ma około 25 g, bidon 500 ml napoju około 30-40 g.`,
      );
    if (f.carbsPerHour >= 60)
      out.push(
        'Powyżej 60 g na godzinę używaj mieszanek glukozy z fruktozą i przećwicz tę ilość na długich treningach.',
      );
    if (sports.includes('bike') && sports.includes('run') && f.carbsPerHour > 0)
      out.push('Większość zjedz na rowerze, gdzie jest łatwiej; na biegu żele i napój z punktów odżywczych.');
    out.push(
      `Pij około ${f.fluidMlPerHour} ml na godzinę małymi łykami co 10-15 minut, nie więcej, niż podpowiada pragnienie.`,
    );
    if (f.sodiumMgPerHour > 0)
      out.push(`Sód około ${f.sodiumMgPerHour} mg na godzinę z napoju, kapsułek z solą lub słonego jedzenia.`);
    if (temperatureC >= 25) out.push('W upale: woda na głowę i kark na każdym punkcie i start nieco wolniej niż cel.');
    return out;
  },
  warmUp: {
    jogStrides: (m) => `${m} min spokojnego truchtu, potem 4 przebieżki po 20 s`,
    jogEasy: (m) => `${m} min spokojnego truchtu z kilkoma ćwiczeniami`,
    mobility: (m) => `${m} min mobilizacji i krótki, spokojny trucht`,
    spin: (m) => `${m} min spokojnego kręcenia, na końcu 3 krótkie przyspieszenia`,
    swimBuilds: (m) => `${m} min rozgrzewki w wodzie: spokojnie, potem 4 × 25 m z narastaniem do tempa startowego`,
    swimEasy: (m) => `${m} min spokojnego pływania, by oswoić się z wodą`,
    toStart: () => 'Bądź na starcie: nie wychładzaj się i przejdź w głowie pierwsze minuty',
    easyStart: (m) => `Pierwsze ${m} minut wyścigu to Twoja rozgrzewka: zacznij poniżej celu`,
  },
};
