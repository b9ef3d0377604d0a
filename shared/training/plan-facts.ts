import type { PlanFacts, WeekFacts } from '../schemas/plan-facts';
import type { EventInput, Fitness, PlanInput } from '../schemas/training';
import { layoutWeek } from './allocation';
import type { Periodisation, WeekPlan } from './periodisation';
import { formatPacePer100, formatPacePerKm, pacesFor, type SportKey } from './profile';

const NOTE_LENGTH = 160;

/** The engine's plan overview as codes and numbers: what its text says, for the reader's language to render. */
export function planFacts(input: PlanInput, p: Periodisation): PlanFacts {
  const pace = pacesFor(input.fitness);
  return {
    distance: p.distance,
    level: p.level,
    sports: p.sports,
    event: eventFacts(input.primaryEvent),
    otherRaces: input.secondaryEvents.map((e) => ({
      name: e.name,
      date: e.date,
      buildUp: e.date < input.primaryEvent.date && e.date >= input.planStarts,
    })),
    strategy: strategyFacts(input, p),
    phases: p.phases.map((ph) => ph.key),
    weeks: Object.fromEntries(p.weeks.map((w) => [String(w.week), weekFacts(w, p)])),
    estimates: {
      runPace: p.sports.includes('run') ? formatPacePerKm(pace.runThreshold) : null,
      bikeKmh: p.sports.includes('bike') ? Math.round(pace.bikeThreshold * 3.6) : null,
      css: p.sports.includes('swim') ? formatPacePer100(pace.swimCss) : null,
    },
  };
}

function eventFacts(e: EventInput): PlanFacts['event'] {
  return {
    name: e.name,
    type: e.type,
    date: e.date,
    swimDistance: e.swimDistance ?? null,
    bikeDistance: e.bikeDistance ?? null,
    runDistance: e.runDistance ?? null,
    bikeElevation: e.bikeElevation ?? null,
    runElevation: e.runElevation ?? null,
  };
}

function strategyFacts(input: PlanInput, p: Periodisation): PlanFacts['strategy'] {
  const weakest = [...p.sports].sort((a, b) => score(input.fitness, a) - score(input.fitness, b))[0];
  const note = [input.trainingPreferences, input.personalDescription]
    .map((x) => (x ?? '').trim().replace(/[.!]+$/, ''))
    .filter(Boolean)
    .join('. ')
    .trim();
  return {
    totalWeeks: p.totalWeeks,
    workoutsPerWeek: input.workoutsPerWeek,
    days: input.workoutDays,
    startMinutes: p.startMinutes,
    peakMinutes: p.peakMinutes,
    rhythm: p.rhythm,
    taperWeeks: p.phases.find((x) => x.key === 'taper')?.weeks ?? null,
    weakest: p.sports.length > 1 ? weakest : null,
    note: note ? `${note.slice(0, NOTE_LENGTH)}${note.length > NOTE_LENGTH ? '...' : ''}` : null,
    limit: p.limited ? { sessions: p.sessions, minSessions: p.limited.minSessions, hours: p.limited.hours } : null,
  };
}

function score(f: Fitness, s: SportKey): number {
  return s === 'swim' ? f.swimLevel : s === 'bike' ? f.bikeLevel : f.runLevel;
}

function weekFacts(w: WeekPlan, p: Periodisation): WeekFacts {
  const layout = w.layout ?? layoutWeek(w.volume, p.sessions, { distance: p.distance, level: p.level, peak: p.peak });
  return {
    phase: w.phase,
    kind: w.kind,
    totalMinutes: w.volume.swim + w.volume.bike + w.volume.run,
    longRideMinutes: layout.bike.length ? layout.bike[0] : null,
    longRunMinutes: layout.run.length ? layout.run[0] : null,
    secondaryEvent: w.secondaryEvent,
  };
}
