import { longDate } from './en-plan-core';
import type { WeekText } from './types';

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

export const enWeek: WeekText = {
  transitionGoal: 'Recover from your race and enjoy easy, unstructured training.',
  fallbackGoal: (phaseName) => `${phaseName} week`,
  flow: (week, total, phaseName) =>
    `Week ${week} of ${total} (${phaseName}), flow mode: generate each workout when you are ready to train, one sport at a time.`,
  empty: (week, total, phaseName) =>
    `Week ${week} of ${total} (${phaseName}): no training days are available this week, so nothing is planned.`,
  headline: (f) =>
    `Week ${f.week} of ${f.total} (${f.phaseName}${f.light ? ', lighter week' : ''}): ${f.sessions} sessions, ${f.totalTime} in total (swim ${f.swim} min, bike ${f.bike} min, run ${f.run} min).`,
  keySessions: (list) => `Key sessions: ${list.map((k) => `${k.name} on ${cap(k.day)}`).join('; ')}.`,
  hardDays: (days) => `Hard days: ${days.map(cap).join(', ')}, with easy days around them.`,
  noHardDays: 'No hard sessions this week: keep everything conversational.',
  raceDay: (date) =>
    `Race day is ${longDate(date)}: the last days are short and sharp, the day before is an opener at most.`,
  secondaryRace: (name) => `${name} is this week: race it as a rehearsal; the days around it are easy.`,
  reqExcludedDays: (days) => `No training on ${days.join(', ')} as requested.`,
  reqDroppedSports: (sports) => `No ${sports.join(' or ')} this week as requested.`,
  reqMoreOf: (sport) => `A little more ${sport} time as requested.`,
  reqEasy: 'Kept easy as requested: lower volume and no hard sessions.',
  reqHarder: 'One extra quality session where the schedule allows it.',
};
