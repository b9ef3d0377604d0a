import type { RaceDayText } from './types';

const num = (n: number) => String(Math.round(n * 10) / 10);

export const enRaceDay: RaceDayText = {
  legName: { swim: 'Swim', bike: 'Bike', run: 'Run' },
  describeLegs: (legs) =>
    legs
      .map((l) =>
        l.sport === 'swim'
          ? `${num(l.distance)} m swim`
          : `${num(l.distance)} km ${l.sport}${l.elevationM ? ` (${Math.round(l.elevationM)} m climbing)` : ''}`,
      )
      .join(', '),
  swimTarget: (pace) => `${pace} on average`,
  bikeTarget: (speed, watts) =>
    watts ? `${watts.low}-${watts.high} W, about ${num(speed)} km/h` : `about ${num(speed)} km/h on the flat`,
  runTarget: (pace) => `${pace} on the flat`,
  heartRate: (cap) => `heart rate below ${cap} bpm`,
  effort: (h) =>
    h < 1.25
      ? 'RPE 8/10: hard, a few words at a time'
      : h < 2.5
        ? 'RPE 7/10: comfortably hard, short phrases'
        : h < 5
          ? 'RPE 6/10: steady, you could say a sentence'
          : 'RPE 5/10: controlled, you could still chat',
  fromFitness: 'Estimated from your fitness levels: add your thresholds in settings for targets in your own numbers.',
  legAdvice(sport, f) {
    const out: string[] = [];
    if (sport === 'swim') {
      out.push(
        'Start where your speed fits the wave; settle into your rhythm after the first 200 m.',
        'Sight every 6-8 strokes and swim straight lines between buoys.',
      );
      if (f.hoursAtEnd > 1) out.push('Swim relaxed: the race is won later.');
    }
    if (sport === 'bike') {
      if (f.afterSwim) out.push('First 10 minutes easier: let your heart rate settle after the swim.');
      if (f.elevationM > 0)
        out.push(
          f.climbWattsCap
            ? `On climbs stay below ${f.climbWattsCap} W; shift early and keep spinning.`
            : 'On climbs hold the effort, not the speed: shift early and keep spinning.',
        );
      if (f.fuelled) out.push('Start eating and drinking after 15 minutes, then every 15-20 minutes.');
      if (f.beforeRun) out.push('Spin a higher cadence in the last 10 minutes to get the legs ready for the run.');
    }
    if (sport === 'run') {
      out.push(
        f.afterBike
          ? 'The first 2 km feel fast off the bike: run them 5-10 s/km slower than the target.'
          : 'Run the first kilometre a little slower than the target.',
      );
      if (f.elevationM > 0) out.push('Uphill, keep the effort and let the pace drop; downhill, quick short steps.');
      if (f.hoursAtEnd > 4) out.push('Walking the aid stations is fine: drink, eat, and run again.');
      out.push('In the last fifth, raise the pace if you still feel good.');
    }
    return out;
  },
  transition: {
    walkThrough: 'Before the start, walk the route: swim in, your rack, bike out, bike in, run out.',
    bagsInTent: 'Take your bag from the rack and change in the tent; put everything back in the bag.',
    wetsuitDown: 'Wetsuit down to the waist while you run in; off at your spot.',
    capGoggles: 'Cap and goggles into the bag or the box.',
    helmetFirst: 'Helmet on and buckled before you touch the bike.',
    sunglasses: 'Sunglasses on.',
    bikeShoesOn: 'Bike shoes on (or clipped on the pedals if you practised it).',
    mountLine: 'Push the bike out and mount after the mount line.',
    dismountLine: 'Get off before the dismount line.',
    rackThenHelmet: 'Rack the bike first, then unbuckle the helmet.',
    runShoesOn: 'Run shoes on (elastic laces save time).',
    beltFront: 'Race belt on with the number at the front, cap or visor on.',
    grabFood: 'Take your gels and go; finish dressing while you walk.',
  },
  kit: {
    number: 'Race number and stickers (bike, helmet, bag)',
    chip: 'Timing chip',
    id: 'ID or race licence',
    sunscreen: 'Sunscreen (waterproof)',
    antiChafe: 'Anti-chafe cream',
    wetsuit: 'Wetsuit (if the water temperature allows it)',
    goggles: 'Two pairs of goggles (clear and tinted)',
    swimCap: 'Swim cap from the organiser',
    bikeCheck: 'Bike checked: tyres pumped, brakes, gears, chain lubed',
    helmet: 'Helmet',
    bikeShoes: 'Bike shoes',
    bottles: 'Bottles filled with your drink mix',
    bikeFood: 'Bike food taped or in the box, counted for the plan',
    repairKit: 'Spare tube or plugs, CO2 or pump, tyre levers',
    runShoes: 'Run shoes with elastic laces',
    raceBelt: 'Race belt',
    capVisor: 'Cap or visor',
    runFood: 'Gels for the run',
    heat: 'Heat: a white cap, extra sunscreen, ice in the suit at aid stations',
    cold: 'Cold: arm warmers, a vest and gloves for the bike',
    dryClothes: 'Dry, warm clothes for after the finish',
  },
  fuellingAdvice(f, sports, temperatureC) {
    const out: string[] = [];
    out.push(
      f.breakfastCarbsG
        ? `Breakfast about 3 hours before: ${f.breakfastCarbsG} g of carbohydrate (2 g per kg), low in fibre and fat, tried in training.`
        : 'Breakfast about 3 hours before: a carbohydrate-rich meal (about 2 g per kg of body weight), low in fibre and fat, tried in training.',
    );
    if (f.carbsPerHour === 0) out.push('No food needed during the race: a sports drink or a mouth rinse is enough.');
    else
      out.push(
        `Take ${f.carbsPerHour} g of carbohydrate per hour: a gel has about 25 g, a 500 ml bottle of sports drink about 30-40 g.`,
      );
    if (f.carbsPerHour >= 60)
      out.push('Above 60 g per hour use glucose + fructose mixes, and practise the amount in your long sessions.');
    if (sports.includes('bike') && sports.includes('run') && f.carbsPerHour > 0)
      out.push('Take most of it on the bike, where eating is easier; on the run, gels and drink at the aid stations.');
    out.push(
      `Drink about ${f.fluidMlPerHour} ml per hour in small sips every 10-15 minutes, and not more than your thirst asks for.`,
    );
    if (f.sodiumMgPerHour > 0)
      out.push(`Sodium about ${f.sodiumMgPerHour} mg per hour from your drink, salt capsules or salty food.`);
    if (temperatureC >= 25)
      out.push(
        'In the heat: water over the head and neck at every aid station, and start a little slower than the target.',
      );
    return out;
  },
  warmUp: {
    jogStrides: (m) => `${m} min easy jog, then 4 strides of 20 s`,
    jogEasy: (m) => `${m} min easy jog with a few drills`,
    mobility: (m) => `${m} min of mobility and a short easy jog`,
    spin: (m) => `${m} min easy spin, the last minutes with 3 short pick-ups`,
    swimBuilds: (m) => `${m} min swim warm-up: easy, then 4 × 25 m building to race pace`,
    swimEasy: (m) => `${m} min easy swim to get used to the water`,
    toStart: () => 'Be at the start: stay warm and go through your first minutes in your head',
    easyStart: (m) => `The first ${m} minutes of the race are your warm-up: start below the target`,
  },
};
