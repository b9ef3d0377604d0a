import { withPowerTargets } from './power';
import type { WorkoutDetails } from '../schemas/training';
import { pacesFor, KEY_OF, type DistanceClass } from './profile';
import { parseKind, parseMetres, parseMinutes, parseVenue } from './prompt-parse';
import { buildSession, type PhaseKey, type SessionKind } from './sessions';
import type { SingleWorkoutInput } from './types';
import { phaseForWeek } from './week-context';
import { longMinutes } from './allocation';

const DEFAULT_MINUTES: Record<'swim' | 'bike' | 'run', number> = { swim: 45, bike: 75, run: 50 };

function distanceFromPlan(description: string | undefined): DistanceClass {
  const d = (description ?? '').toLowerCase();
  if (/full distance|pełny dystans|ironman\)/.test(d)) return 'full';
  if (/half distance|połowa dystansu|70\.3/.test(d)) return 'half';
  if (/sprint/.test(d)) return 'sprint';
  return 'olympic';
}

/** One workout on demand (flow mode): honours "I have 1h for run", "45 min easy swim", "10 km tempo". */
export function buildSingleWorkout(input: SingleWorkoutInput): WorkoutDetails {
  const sport = KEY_OF[input.sport];
  const prompt = input.prompt ?? '';
  const plan = input.planOverview ?? null;
  const phase: PhaseKey = plan && input.weekFirstDay ? phaseForWeek(plan, input.weekFirstDay).key : 'base';
  const distance = distanceFromPlan(plan?.eventDescription);
  const paces = pacesFor(input.fitness, input.thresholds);
  let minutes = parseMinutes(prompt);
  const metres = minutes === null ? parseMetres(prompt) : null;
  if (minutes === null && metres !== null) {
    const speed =
      sport === 'swim' ? paces.swimCss * 0.8 : sport === 'bike' ? paces.bikeThreshold * 0.8 : paces.runThreshold * 0.8;
    minutes = metres / speed / 60;
  }
  let kind: SessionKind | null = parseKind(prompt, sport);
  if (kind === 'brick' && sport !== 'run') kind = null;
  if (!kind)
    kind =
      phase === 'race'
        ? 'opener'
        : phase === 'taper'
          ? 'easy'
          : phase === 'base'
            ? sport === 'swim'
              ? 'technique'
              : 'easy'
            : 'tempo';
  if (minutes === null) {
    minutes = kind === 'long' ? longMinutes(sport, DEFAULT_MINUTES[sport] * 3, distance) : DEFAULT_MINUTES[sport];
    if (phase === 'race' || phase === 'taper') minutes = Math.min(minutes, 40);
  }
  minutes = Math.min(Math.max(minutes, 15), sport === 'bike' ? 420 : sport === 'run' ? 210 : 120);
  return withPowerTargets(
    buildSession({
      sport,
      kind,
      minutes,
      phase,
      fitness: input.fitness,
      distance,
      venue: parseVenue(prompt),
      lang: input.lang,
      thresholds: input.thresholds ?? null,
    }),
    input.thresholds?.ftp,
  );
}
