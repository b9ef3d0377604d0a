import type { SessionText } from './types';

const noun = (s: 'run' | 'bike') => (s === 'run' ? 'Run' : 'Ride');
const move = (s: 'run' | 'bike') => (s === 'run' ? 'jog' : 'spin');

export const enSession: SessionText = {
  landWhere: (v) => (v === 'treadmill' ? ' (treadmill)' : v === 'trainer' ? ' (indoor trainer)' : ''),
  poolWhere: ' (pool)',
  kmh: (n) => `${n} km/h`,
  easyMove: (s) => `Easy ${move(s)}`,
  recovery: {
    wu: (s) => `Very easy ${move(s)}, relaxed breathing`,
    main: 'Recovery pace: you could chat the whole time',
    cd: (s) => `Easy ${move(s)} to finish`,
    name: (s, dur) => `Recovery ${noun(s)} ${dur}`,
    about: (s, where) =>
      `Recovery ${s === 'run' ? 'run' : 'spin'}${where}: zone 1 only. It helps you absorb the harder days; if you feel flat, cut it short rather than push.`,
  },
  easy: {
    wu: (s) => `Easy ${move(s)}, build gradually`,
    main: 'Aerobic endurance, zone 2: steady and conversational',
    stride: 'Stride: smooth and quick, relaxed shoulders, not a sprint',
    strideRec: 'Walk or jog back',
    cadence: 'High cadence 100+ rpm, light gear',
    cadenceRec: 'Normal cadence, easy',
    name: (s, dur) => `Easy ${noun(s)} ${dur}`,
    about: (s, where, extra) =>
      `Aerobic ${s === 'run' ? 'run' : 'ride'}${where} in zone 2. ${
        extra === 'strides'
          ? 'Finish with four relaxed strides to keep your form sharp.'
          : extra === 'cadence'
            ? 'Cadence drills at the end keep your pedal stroke smooth.'
            : 'Keep it easy enough to talk in full sentences.'
      }`,
  },
  long: {
    wu: (s) => `Easy ${move(s)}, settle in`,
    main: (s) =>
      s === 'run'
        ? 'Steady zone 2; walk breaks at aid-station intervals are fine'
        : 'Steady zone 2; eat and drink every 20 minutes',
    racePart: (pace) => `Race pace ${pace}: practise your race-day effort and fuelling`,
    name: (s, dur) => `Long ${noun(s)} ${dur}`,
    about: (where, raceMinutes, pace) =>
      `The key endurance session of the week${where}. Mostly zone 2${
        raceMinutes > 0 ? `, finishing with ${raceMinutes} min at race pace (${pace})` : ''
      }. Rehearse race nutrition: about 60-90 g carbohydrate per hour on sessions over 90 minutes.`,
  },
  tempo: {
    wu: (s) => `Easy ${move(s)} building to steady`,
    main: 'Tempo zone 3: comfortably hard, controlled breathing',
    name: (s, reps, w) => `Tempo ${noun(s)} ${reps > 1 ? `${reps}x${w} min` : `${w} min`}`,
    about: (where, reps, w) =>
      `Tempo${where}: ${reps > 1 ? `${reps} x ${w} min` : `${w} min`} in zone 3 to raise your aerobic ceiling without deep fatigue. Stay smooth; this is not a race.`,
  },
  intervals: {
    wu: (s) => `Easy ${move(s)}, last 3 minutes progressively faster`,
    work: (vo2, zone, pace) =>
      `${vo2 ? 'VO2max' : 'Threshold'} effort, zone ${zone}${pace ? ` at ${pace}` : ''}: strong but even`,
    rec: (s) => `Easy ${move(s)}, let your heart rate come down`,
    name: (s, reps, work, zone) => `${noun(s)} Intervals ${reps}x${work} min Z${zone}`,
    about: (where, reps, work, zone, pace, rest) =>
      `Quality session${where}: ${reps} x ${work} min in zone ${zone}${pace ? ` (${pace})` : ''} with ${rest} min easy between. Hold the same effort on every rep; if the last reps fade badly, stop one early.`,
  },
  brick: {
    settle: 'Straight off the bike: short quick steps, find your rhythm',
    main: (pace) => `Race pace ${pace}: hold form on tired legs`,
    cd: 'Easy jog or walk',
    name: (dur) => `Brick Run ${dur} off the bike`,
    about:
      'Run straight after your ride (transition under 5 minutes). Teaches your legs the bike-to-run switch; the first minutes feel heavy, that is normal.',
  },
  opener: {
    pickup: (pace) => `Pick-up to race pace ${pace}, relaxed`,
    name: (s, dur) => `${noun(s)} Opener ${dur}`,
    about: (where) =>
      `Short pre-race session${where}: a few race-pace pick-ups to wake the legs up without tiring them. Check your equipment while you are at it.`,
  },
  swim: {
    wu: (ow) =>
      ow ? 'Easy swim, get used to the water; breathe bilaterally' : 'Easy freestyle, mix in backstroke if you like',
    restAtWall: 'Rest at the wall',
    cd: 'Easy swim, any stroke',
    ow: {
      block: 'Steady: sight every 6-8 strokes, swim straight lines',
      rec: 'Easy breaststroke or freestyle, look around',
      name: (total) => `Open Water Swim ${total} m`,
      about:
        'Open-water skills: sighting, drafting feel and steady pacing. Swim with a buddy or a tow float, never alone.',
    },
    technique: {
      drill: 'Drill: catch-up / fingertip drag / 6-kick switch, focus on a long body line',
      swim: 'Smooth freestyle, apply the drill focus',
      name: (recovery, total) => `${recovery ? 'Recovery' : 'Technique'} Swim ${total} m`,
      about:
        'Technique first: drills for body position and catch, then relaxed 100s holding the same form. Quality strokes over speed.',
    },
    css: {
      rep: 'At CSS pace: strong and even, same time on every 100',
      name: (reps) => `CSS Swim ${reps}x100 m`,
      about: (reps, css) =>
        `Threshold swim: ${reps} x 100 m at CSS pace (${css}) with short rests. Builds the speed you can hold for the whole race swim.`,
    },
    opener: {
      rep: 'Race-pace 50: fast but relaxed',
      easy: 'Easy swim, long strokes',
      name: (total) => `Swim Opener ${total} m`,
      about: 'Short pre-race swim: a few race-pace 50s to feel sharp, the rest easy.',
    },
    steady: {
      rep: (tempo) => (tempo ? 'Race pace: settle into your race rhythm' : 'Steady aerobic: long strokes, even pace'),
      name: (long, reps, len) => `${long ? 'Endurance' : 'Aerobic'} Swim ${reps}x${len} m`,
      about: (tempo, reps, len, pace) =>
        `${tempo ? 'Race-pace' : 'Aerobic'} swim: ${reps} x ${len} m ${tempo ? 'at race rhythm' : `steady (about ${pace})`}. Builds swim-specific endurance so you leave the water with energy to spare.`,
    },
  },
};
