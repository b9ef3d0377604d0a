import type { PlanNarrative } from './types';
import { isDistanceType } from './event-kind';
import { longDate } from './en-plan-core';

const LEVEL_WORD = { beginner: 'a newer', intermediate: 'an intermediate', advanced: 'an experienced' };
const SPORT_WORD = { swim: 'swim', bike: 'bike', run: 'run' };

/** The plan overview's prose: written once, when a plan is made, so it stays out of the other bundles. */
export const enPlanNarrative: PlanNarrative = {
  describeEvent(e, label) {
    const legs: string[] = [];
    if (e.swimDistance) legs.push(`${e.swimDistance} m swim`);
    if (e.bikeDistance)
      legs.push(`${e.bikeDistance} km bike${e.bikeElevation ? ` with ${e.bikeElevation} m of climbing` : ''}`);
    if (e.runDistance)
      legs.push(`${e.runDistance} km run${e.runElevation ? ` with ${e.runElevation} m of climbing` : ''}`);
    const kind = isDistanceType(e.type, label) ? `${label} race` : `${e.type.trim()}, ${label}`;
    return `${e.name} on ${longDate(e.date)}: ${kind}${legs.length ? ` (${legs.join(', ')})` : ''}.`;
  },
  buildUpRace: (name, date) =>
    `${name} on ${longDate(date)} is a build-up race: the week around it gets a mini-taper, and you race it as a rehearsal, not an all-out effort.`,
  outsideRace: (name, date) =>
    `${name} on ${longDate(date)} falls outside the build-up to your main race and is not planned around.`,
  strategy(f) {
    const parts = [
      `A ${f.totalWeeks}-week plan for ${LEVEL_WORD[f.level]} athlete training ${f.workoutsPerWeek} times a week (${f.days.length ? f.days.map((d) => d[0].toUpperCase() + d.slice(1, 3)).join(', ') : 'no days selected yet'}).`,
      `Training time builds from about ${f.startHours} to ${f.peakHours} a week in blocks of ${f.rhythm} progressive weeks followed by a lighter week at about 70 %, so fitness grows without piling up fatigue.`,
      'Base builds aerobic endurance and technique, Build adds race-specific intensity and brick runs, Peak rehearses race day at full volume',
      f.taperWeeks
        ? `and a ${f.taperWeeks}-week taper sheds fatigue so you arrive fresh.`
        : 'and the final days are kept light so you arrive fresh.',
    ];
    if (f.weakest)
      parts.push(
        `Your ${SPORT_WORD[f.weakest]} is the weakest discipline on your profile, so it gets a slightly bigger share of the time.`,
      );
    if (f.note)
      parts.push(
        `Your preferences and background ("${f.note}") are reflected in the weekly requirements you can add when creating each week.`,
      );
    return parts;
  },
  phaseTexts(key, longRace, beginner) {
    switch (key) {
      case 'base':
        return {
          focus: 'Aerobic endurance, technique and consistency',
          description:
            'Mostly zone 1-2 training that builds the aerobic engine, tendons and routine. Swims focus on technique, rides and runs on steady time, with a little tempo and short strides to stay sharp.',
          keyConsiderations: beginner
            ? 'Consistency beats heroics: finish every session feeling you could do more. Two building weeks, then a lighter one. Learn your heart-rate zones.'
            : 'Keep easy days truly easy (80 % of the time in zones 1-2). Progress the long ride and long run gradually and take the lighter weeks seriously.',
        };
      case 'build':
        return {
          focus: 'Race-specific strength and threshold',
          description: `Threshold intervals on the bike and run, CSS swim sets and brick runs after rides. ${longRace ? 'Long sessions include race-pace blocks and nutrition rehearsal.' : 'Quality sessions move closer to race intensity.'}`,
          keyConsiderations:
            'Never two hard days in a row. Sleep and fuelling matter more as intensity rises. Practise transitions and race nutrition in bricks.',
        };
      case 'peak':
        return {
          focus: 'Race simulation at full volume',
          description: longRace
            ? 'The longest rides and runs of the plan with extended race-pace blocks, bricks and open-water swims: rehearse pacing, fuelling and equipment exactly as on race day.'
            : 'Sharp race-pace and VO2max work, bricks at race intensity and open-water swims: the body learns to race hard from start to finish.',
          keyConsiderations:
            'Highest fatigue of the plan: watch for poor sleep, a raised resting heart rate or niggles, and swap a hard session for an easy one if they show up.',
        };
      case 'taper':
        return {
          focus: 'Shed fatigue, keep sharpness',
          description:
            'Volume drops clearly while short efforts at race pace stay in, so fitness is kept and freshness returns.',
          keyConsiderations:
            'Do not test your fitness or add extra sessions: feeling restless is normal. Finalise race kit, nutrition and logistics.',
        };
      case 'race':
        return {
          focus: 'Arrive fresh and race your plan',
          description:
            'A few short sessions with race-pace pick-ups, a day of rest or a short opener before the race, then race day.',
          keyConsiderations:
            'Nothing new on race day. Pack the day before, eat familiar food and pace the first part of each leg conservatively.',
        };
      default:
        return { focus: 'Recovery', description: 'Easy, unstructured movement.', keyConsiderations: 'Rest and enjoy.' };
    }
  },
  limitWarning: (f) =>
    `Warning: ${f.sessions} sessions a week cannot fully prepare you for the ${f.distance} distance. It takes at least ${f.minSessions} sessions a week (two or more swims and runs, a long ride and a long run) and about ${f.hours[0]}-${f.hours[1]} hours at peak; until then the long sessions stay at what your week allows, short of the distance's usual ones.`,
  weekFocus(f) {
    const keys: string[] = [];
    if (f.longRide) keys.push(`long ride ${f.longRide}`);
    if (f.longRun) keys.push(`long run ${f.longRun}`);
    switch (f.kind) {
      case 'recovery':
        return `${f.phase} - recovery week (${f.total}): lighter load, easy aerobic sessions only, absorb the previous weeks.`;
      case 'mini-taper':
        return `${f.phase} - mini-taper for ${f.secondaryEvent} (${f.total}): reduced volume, race it as a rehearsal of pacing and nutrition, easy days afterwards.`;
      case 'taper':
        return `Taper (${f.total}): shorter sessions with short race-pace efforts; rest more, stay sharp.`;
      case 'race':
        return `Race week (${f.total} before race day): openers, rest and race day.`;
      default: {
        const what =
          f.phaseKey === 'base'
            ? 'aerobic endurance and technique'
            : f.phaseKey === 'build'
              ? 'threshold work and brick runs'
              : 'race simulation and race-pace blocks';
        return `${f.phase} - ${what} (${f.total}); key sessions: ${keys.join(', ') || 'steady endurance'}.`;
      }
    }
  },
  workoutTypes(sports) {
    const t = [
      {
        name: 'Easy aerobic',
        description: 'Zone 2, conversational. The bulk of the training: builds endurance with little fatigue.',
      },
      { name: 'Recovery', description: 'Zone 1, short. Promotes blood flow and recovery after hard days.' },
      { name: 'Tempo', description: 'Zone 3 blocks of 8-15 minutes: comfortably hard, raises the aerobic ceiling.' },
      {
        name: 'Threshold intervals',
        description: 'Zone 4 repeats of 3-5 minutes with short easy recoveries; the main quality session in Build.',
      },
    ];
    if (sports.includes('bike'))
      t.push({
        name: 'Long ride',
        description:
          'The week’s key endurance ride in zone 2, with race-pace blocks later in the plan; rehearse fuelling.',
      });
    if (sports.includes('run'))
      t.push({
        name: 'Long run',
        description: 'The week’s longest run at easy pace; builds durability for the final leg.',
      });
    if (sports.includes('swim')) {
      t.push({
        name: 'Technique swim',
        description: 'Drills for body position and catch followed by relaxed swimming holding the form.',
      });
      t.push({
        name: 'CSS swim',
        description: 'Repeats of 100 m at critical swim speed with short rests: your sustainable race swim pace.',
      });
      t.push({
        name: 'Open water swim',
        description: 'Sighting, drafting and steady pacing in open water (always with a buddy or tow float).',
      });
    }
    if (sports.includes('bike') && sports.includes('run'))
      t.push({
        name: 'Brick run',
        description: 'A short run straight after a ride, teaching the legs the bike-to-run transition.',
      });
    t.push({ name: 'Opener', description: 'A short session with race-pace pick-ups in the days before a race.' });
    return t;
  },
  notes(e) {
    const est: string[] = [];
    if (e.runPace) est.push(`threshold run pace ${e.runPace}`);
    if (e.bikeKmh !== null) est.push(`threshold speed on the flat about ${e.bikeKmh} km/h`);
    if (e.css) est.push(`CSS ${e.css}`);
    return [
      'Heart-rate zones 1-5 are the zones saved on your watch: 1 recovery, 2 aerobic endurance, 3 tempo, 4 threshold, 5 VO2max.',
      `From your fitness levels we estimate ${est.join(', ')}; refine these after a 20-minute test in the first weeks.`,
      'Weekly volume is planned training time in minutes per discipline.',
      'If you miss sessions, do not make them up: continue with the plan and let the next week absorb it.',
    ].join(' ');
  },
  trainingTips(sports, beginner) {
    const tips = [
      'Keep about 80 % of your training time easy (zones 1-2) so the hard sessions can be truly hard.',
      'Never put two hard sessions on consecutive days; an easy swim is a good day-after session.',
      'Respect the lighter weeks: that is when the adaptation happens.',
      'Warm up for at least 10 minutes before any intervals, and cool down afterwards.',
      'Practise race nutrition in every session longer than 90 minutes.',
    ];
    if (sports.includes('bike') && sports.includes('run'))
      tips.push('Set up a transition area at home for brick sessions and time your changes.');
    if (sports.includes('swim')) tips.push('Do at least a few open-water swims in your wetsuit before race day.');
    if (beginner) tips.push('If a session feels too hard, slow down or walk: finishing easy beats stopping.');
    return tips;
  },
  nutrition(d) {
    const race =
      d === 'full'
        ? 'On race day aim for 70-90 g of carbohydrate per hour on the bike and keep fuelling on the run; rehearse the exact products on long rides.'
        : d === 'half'
          ? 'On race day aim for 60-90 g of carbohydrate per hour on the bike and gels or sports drink on the run.'
          : 'The race is short enough that a good breakfast 2-3 hours before and a gel or sports drink are enough.';
    return `Eat mostly whole foods with enough carbohydrate to fuel training: more on long and hard days, less on rest days. Get 1.6-2 g of protein per kg of body weight spread over the day, and a carbohydrate-plus-protein snack within an hour after key sessions. Drink to thirst and add electrolytes in the heat. ${race}`;
  },
  recovery(beginner) {
    return `Sleep 7-9 hours; it is the most effective recovery tool. Take at least one full rest day a week, keep easy days easy, and use the lighter weeks to recharge. Warning signs are a resting heart rate 5+ beats above normal for several days, poor sleep, heavy legs or low motivation: swap the next hard session for an easy one. ${
      beginner
        ? 'Niggles that change the way you move are a reason to stop and rest for a day or two.'
        : 'Mobility work and light strength twice a week help you absorb the load.'
    }`;
  },
};
