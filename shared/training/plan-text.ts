import type { EventInput, Fitness, PlanInput } from '../schemas/training';
import { formatPacePer100, formatPacePerKm, pacesFor, type DistanceClass, type Level, type SportKey } from './profile';
import type { PhaseKey } from './sessions';
import { formatMinutes } from './sessions';
import type { Periodisation, WeekPlan } from './periodisation';
import { layoutWeek } from './allocation';
import type { PlanWords } from './text/types';

export function describeEvent(e: EventInput, distance: DistanceClass, t: PlanWords): string {
  return t.plan.describeEvent(e, t.plan.distanceLabel[distance]);
}

export function eventDescription(input: PlanInput, p: Periodisation, t: PlanWords): string {
  const primary = describeEvent(input.primaryEvent, p.distance, t);
  const secondary = input.secondaryEvents.map((e) =>
    e.date < input.primaryEvent.date && e.date >= input.planStarts
      ? t.plan.buildUpRace(e.name, e.date)
      : t.plan.outsideRace(e.name, e.date),
  );
  return [primary, ...secondary].join(' ');
}

export function strategySummary(input: PlanInput, p: Periodisation, t: PlanWords): string {
  const hours = (m: number) => t.plan.hours(Math.round((m / 60) * 2) / 2);
  const weakest = [...p.sports].sort((a, b) => score(input.fitness, a) - score(input.fitness, b))[0];
  const taper = p.phases.find((x) => x.key === 'taper');
  const note = [input.trainingPreferences, input.personalDescription]
    .map((x) => (x ?? '').trim().replace(/[.!]+$/, ''))
    .filter(Boolean)
    .join('. ')
    .trim();
  return t.plan
    .strategy({
      totalWeeks: p.totalWeeks,
      level: p.level,
      workoutsPerWeek: input.workoutsPerWeek,
      days: input.workoutDays,
      startHours: hours(p.startMinutes),
      peakHours: hours(p.peakMinutes),
      rhythm: p.rhythm,
      taperWeeks: taper ? taper.weeks : null,
      weakest: p.sports.length > 1 ? weakest : null,
      note: note ? `${note.slice(0, 160)}${note.length > 160 ? '...' : ''}` : null,
    })
    .concat(
      p.limited
        ? [
            t.plan.limitWarning({
              sessions: p.sessions,
              distance: t.plan.distanceLabel[p.distance],
              minSessions: p.limited.minSessions,
              hours: p.limited.hours,
            }),
          ]
        : [],
    )
    .join(' ');
}

function score(f: Fitness, s: SportKey): number {
  return s === 'swim' ? f.swimLevel : s === 'bike' ? f.bikeLevel : f.runLevel;
}

const LONG_RACE = (d: DistanceClass) => d === 'half' || d === 'full';

export function phaseTexts(
  key: PhaseKey,
  d: DistanceClass,
  level: Level,
  t: PlanWords,
): { focus: string; description: string; keyConsiderations: string } {
  return t.plan.phaseTexts(key, LONG_RACE(d), level === 'beginner');
}

export function weekFocus(w: WeekPlan, p: Periodisation, t: PlanWords): string {
  const layout = w.layout ?? layoutWeek(w.volume, p.sessions, { distance: p.distance, level: p.level, peak: p.peak });
  const counts = { swim: layout.swim.length, bike: layout.bike.length, run: layout.run.length };
  const longest = (s: SportKey) => layout[s][0];
  return t.plan.weekFocus({
    phase: t.plan.phaseName[w.phase],
    phaseKey: w.phase,
    kind: w.kind,
    total: formatMinutes(w.volume.swim + w.volume.bike + w.volume.run),
    secondaryEvent: w.secondaryEvent,
    longRide: counts.bike ? formatMinutes(longest('bike')) : null,
    longRun: counts.run ? formatMinutes(longest('run')) : null,
  });
}

export function workoutTypes(p: Periodisation, t: PlanWords): { name: string; description: string }[] {
  return t.plan.workoutTypes(p.sports);
}

export function notes(input: PlanInput, p: Periodisation, t: PlanWords): string {
  const pace = pacesFor(input.fitness);
  return t.plan.notes({
    runPace: p.sports.includes('run') ? formatPacePerKm(pace.runThreshold) : null,
    bikeKmh: p.sports.includes('bike') ? Math.round(pace.bikeThreshold * 3.6) : null,
    css: p.sports.includes('swim') ? formatPacePer100(pace.swimCss) : null,
  });
}

export function trainingTips(p: Periodisation, t: PlanWords): string[] {
  return t.plan.trainingTips(p.sports, p.level === 'beginner');
}

export function nutrition(d: DistanceClass, t: PlanWords): string {
  return t.plan.nutrition(d);
}

export function recovery(level: Level, t: PlanWords): string {
  return t.plan.recovery(level === 'beginner');
}
