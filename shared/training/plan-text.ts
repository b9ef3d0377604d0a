import type { PlanFacts, WeekFacts } from '../schemas/plan-facts';
import type { PhaseKey } from './sessions';
import { formatMinutes, halfHours } from './minutes';
import type { PlanWords } from './text/types';

/** The plan overview's text, written from its facts (planFacts), so the stored text and the codes say the same. */
export function eventDescription(f: PlanFacts, t: PlanWords): string {
  const primary = t.plan.describeEvent(f.event, t.plan.distanceLabel[f.distance]);
  const others = f.otherRaces.map((e) =>
    e.buildUp ? t.plan.buildUpRace(e.name, e.date) : t.plan.outsideRace(e.name, e.date),
  );
  return [primary, ...others].join(' ');
}

export function strategySummary(f: PlanFacts, t: PlanWords): string {
  const s = f.strategy;
  return t.plan
    .strategy({
      totalWeeks: s.totalWeeks,
      level: f.level,
      workoutsPerWeek: s.workoutsPerWeek,
      days: s.days,
      startHours: t.plan.hours(halfHours(s.startMinutes)),
      peakHours: t.plan.hours(halfHours(s.peakMinutes)),
      rhythm: s.rhythm,
      taperWeeks: s.taperWeeks,
      weakest: s.weakest,
      note: s.note,
    })
    .concat(
      s.limit
        ? [
            t.plan.limitWarning({
              sessions: s.limit.sessions,
              distance: t.plan.distanceLabel[f.distance],
              minSessions: s.limit.minSessions,
              hours: s.limit.hours,
            }),
          ]
        : [],
    )
    .join(' ');
}

export const isLongRace = (f: Pick<PlanFacts, 'distance'>) => f.distance === 'half' || f.distance === 'full';

export function phaseTexts(
  key: PhaseKey,
  f: PlanFacts,
  t: PlanWords,
): { focus: string; description: string; keyConsiderations: string } {
  return t.plan.phaseTexts(key, isLongRace(f), f.level === 'beginner');
}

export function weekFocus(w: WeekFacts, t: PlanWords): string {
  return t.plan.weekFocus({
    phase: t.plan.phaseName[w.phase],
    phaseKey: w.phase,
    kind: w.kind,
    total: formatMinutes(w.totalMinutes),
    secondaryEvent: w.secondaryEvent,
    longRide: w.longRideMinutes === null ? null : formatMinutes(w.longRideMinutes),
    longRun: w.longRunMinutes === null ? null : formatMinutes(w.longRunMinutes),
  });
}
