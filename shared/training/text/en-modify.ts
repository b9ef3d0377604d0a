import type { ModifyText, SummaryText } from './types';

export const enModify: ModifyText = {
  swapped: (sport) => `Swapped to a ${sport} session of the same length and intensity.`,
  openWater: 'Moved to open water: continuous blocks with sighting.',
  poolName: (n) => n.replace(/open water/i, 'Pool').replace(/ \(pool\)$/, '') + (/pool/i.test(n) ? '' : ' (pool)'),
  pool: 'Set for the pool.',
  treadmillName: (n) => n.replace(/ \((treadmill|outdoor)\)$/, '') + ' (treadmill)',
  treadmillDescription: 'On the treadmill set a 1 % incline to mimic outdoor running.',
  treadmill: 'Set for the treadmill (1 % incline).',
  trainerName: (n) => n.replace(/ \((indoor trainer|outdoor)\)$/, '') + ' (indoor trainer)',
  trainerDescription: 'Indoors, speed targets are replaced by heart-rate zones; use a fan.',
  trainer: 'Set for the indoor trainer: speed targets became heart-rate zones.',
  outdoorName: (n) => n.replace(/ \((treadmill|indoor trainer|pool)\)$/, ''),
  outdoor: 'Set for outdoors.',
  venueMismatch: (venue, sport) => `A ${venue} does not fit a ${sport} workout.`,
  noIntervals: 'This workout has no interval set to change.',
  intervals: (fewer, from, to) => `${fewer ? 'Fewer' : 'More'} intervals: ${from} -> ${to} repeats.`,
  harder: 'Harder: main-set targets raised one zone (or about 3 % faster).',
  easier: 'Easier: main-set targets lowered one zone (or about 5 % slower).',
  noReorder: 'There is no hard block and steady block to reorder in this workout.',
  moved: (where) => `Moved the hard part to the ${where}.`,
  setTo: (wanted, now) => `Set to about ${wanted} (now ${now}).`,
  byPercent: (shorter, pct, now) => `${shorter ? 'Shortened' : 'Lengthened'} by about ${pct} % (now ${now}).`,
  fromTo: (shorter, before, now) => `${shorter ? 'Shortened' : 'Lengthened'} from ${before} to ${now}.`,
  nothingChanged: (failed) => `Nothing was changed: ${failed.join(' ')}`,
  notUnderstood:
    'Nothing was changed: I could not understand the request. Try for example "20 minutes shorter", "make it easier", "fewer intervals", "swap to the bike", "move it to the pool" or "move the hard part to the end".',
};

export const enSummary: SummaryText = {
  matchReason: (type, day, done, planned) => `${type} on ${day}, ${done} of ${planned} planned minutes`,
  completed: (done, planned, compliance) =>
    `You completed ${done} of ${planned} planned sessions (${compliance} % of the planned time).`,
  doneVsPlanned: (list) => `Done vs planned: ${list.map((x) => `${x.sport} ${x.done}/${x.planned} min`).join(', ')}.`,
  missedKey: (names) => `Missed key sessions: ${names.join(', ')}.`,
  allKeyDone: 'All key sessions were done.',
  extra: (n) => `${n} extra ${n === 1 ? 'activity was' : 'activities were'} recorded outside the plan.`,
  nothingPlanned: 'Plan a regular week: nothing was scheduled for this one.',
  great: 'Great consistency: continue with the planned progression next week.',
  onTrack: 'Mostly on track: keep next week at the planned load, do not make up missed sessions.',
  hold: 'Hold the load next week at this week’s level instead of increasing it, and replace one quality session with an easy one.',
  reset: 'Reset next week: reduce the volume by about 15 % and keep all sessions easy to rebuild consistency.',
  repeatLong: 'Repeat the missed long session at the same length next week rather than making it longer.',
  countExtra: 'Count unplanned activities as part of the load: keep the easy days easy.',
  notReported: (n) =>
    `${n} ${n === 1 ? 'session was' : 'sessions were'} not reported: ${n === 1 ? 'it counts' : 'they count'} neither as done nor as missed.`,
  nothingKnown:
    'Nothing was recorded or reported this week, so the plan goes on as planned. Mark sessions done or skipped (or upload them) so the coach can follow you.',
  skipped: (n) => `${n} ${n === 1 ? 'session was' : 'sessions were'} skipped.`,
};
