import type { SportKey } from '../profile';
import type { AdaptText } from './types';

const LONG: Record<SportKey, string> = { run: 'Long run', bike: 'Long ride', swim: 'Long swim' };
const ONE: Record<SportKey, string> = { run: 'run', bike: 'ride', swim: 'swim' };
const DISCIPLINE: Record<SportKey, string> = { run: 'running', bike: 'cycling', swim: 'swimming' };
const COUNT = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];

const count = (n: number) => COUNT[n] ?? String(n);
const sessions = (sport: SportKey, n: number) => `${count(n)} ${ONE[sport]}${n === 1 ? '' : 's'}`;
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const enAdapt: AdaptText = {
  label: (sport, isLong, weekday) => (isLong ? LONG[sport] : `${capitalised(weekday)}'s ${ONE[sport]}`),
  shortened: (label, _sport, _isLong, from, to) => `${label} shortened from ${from} to ${to}`,
  lengthened: (label, _sport, _isLong, from, to) => `${label} lengthened from ${from} to ${to}`,
  eased: (label) => `${label} eased to a steady effort`,
  recovery: (label, from, to) => `${label} turned into an easy recovery session (${from} → ${to})`,
  easyName: (name) => `Easy: ${name}`,
  missed: (sport, n) => `${sessions(sport, n)} missed last week`,
  cutShort: (sport, n) => `${sessions(sport, n)} cut short last week`,
  harder: (sport) => `your last ${ONE[sport]}s were harder than planned`,
  sick: 'your note that you were ill',
  injury: (part, note) => (part ? `your ${part} note` : `your note ‘${note}’`),
  travel: 'your travel note',
  lowForm: 'your form is low: fatigue is well above fitness',
  behind: (sport) => `${DISCIPLINE[sport]} is furthest behind its plan`,
  consistentBlock: 'a consistently completed block: the planned progression stays',
  injuredSkip: 'the session you skipped injured or in pain',
  tooTired: 'you skipped sessions because you were too tired',
  lowReadiness: (days) =>
    `your readiness was low on ${count(days)} day${days === 1 ? '' : 's'} last week: the volume holds instead of rising`,
  readinessKept: (kept) =>
    kept === 1
      ? 'you trained as planned through a low-readiness day'
      : `you trained as planned through ${count(kept)} low-readiness days`,
  nothingReported: 'Nothing reported for last week: the plan continues as planned',
  notReported: (n) =>
    `${capitalised(count(n))} ${n === 1 ? 'session' : 'sessions'} not reported last week: read as neither done nor missed`,
  list: (items) =>
    items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`,
};
