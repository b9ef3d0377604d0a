import type { PlanInput } from '../../schemas/training';
import type { RaceDayContent, RaceDayLeg } from '../../schemas/race-day';
import type { ThresholdValues } from '../../schemas/thresholds';
import { textFor } from '../text/index';
import type { Lang } from '../types';
import { kitList, transitionSteps } from './checklist';
import { courseLegs } from './course';
import { roundTo } from './curve';
import { eventKey } from './event-key';
import { fuelling } from './fuelling';
import { paceRace, type LegPace } from './pacing';
import { taperWeeks } from './taper';
import { raceDayTextFor, type RaceDayText } from './text/index';
import { warmUp } from './warm-up';

export { eventKey } from './event-key';

export interface RaceDayInput {
  plan: PlanInput;
  /** The plan's stored overview (any shape: it is checked before use). */
  planOverview: unknown;
  thresholds: ThresholdValues | null;
  thresholdsUpdatedAt: string | null;
  temperatureC: number;
  weightKg: number | null;
  lang: Lang;
  /** The athlete's daily load before the taper, as new weeks are built against it (taperWeeks). */
  loadHistory?: Readonly<Record<string, number>> | null;
}

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds) % 60).padStart(2, '0')}`;

function legView(leg: LegPace, legs: LegPace[], fuelled: boolean, t: RaceDayText): RaceDayLeg {
  const index = legs.indexOf(leg);
  const pace =
    leg.paceSeconds === null
      ? null
      : leg.sport === 'swim'
        ? `${mmss(leg.paceSeconds)}/100 m`
        : `${mmss(leg.paceSeconds)}/km`;
  const target =
    leg.sport === 'swim'
      ? t.swimTarget(pace!)
      : leg.sport === 'bike'
        ? t.bikeTarget(leg.speedKmh, leg.watts)
        : t.runTarget(pace!);
  const advice = t.legAdvice(leg.sport, {
    afterSwim: legs[index - 1]?.sport === 'swim',
    afterBike: legs.slice(0, index).some((l) => l.sport === 'bike'),
    beforeRun: legs[index + 1]?.sport === 'run',
    elevationM: leg.elevationM,
    hoursAtEnd: leg.hoursAtEnd,
    fuelled,
    climbWattsCap: leg.watts ? roundTo(leg.watts.high * 1.1, 5) : null,
    pace,
  });
  if (leg.basis === 'fitness') advice.push(t.fromFitness);
  return {
    sport: leg.sport,
    distance: leg.distance,
    elevationM: leg.elevationM,
    expectedMinutes: Math.round(leg.minutes),
    basis: leg.basis,
    paceSeconds: leg.paceSeconds,
    speedKmh: Math.round(leg.speedKmh * 10) / 10,
    watts: leg.watts,
    heartRateCap: leg.heartRateCap,
    target,
    effort: [t.effort(leg.hoursAtEnd), leg.heartRateCap ? t.heartRate(leg.heartRateCap) : null]
      .filter(Boolean)
      .join(' · '),
    advice,
  };
}

/**
 * The race-day plan of the primary event, for every event type (triathlons and single-sport races): pacing from the
 * athlete's thresholds (else the fitness levels) and the course, transitions, kit, fuelling by duration and
 * temperature, warm-up and the taper's key sessions. Pure and deterministic: the same input gives the same plan.
 */
export function buildRaceDayPlan(input: RaceDayInput): RaceDayContent {
  const event = input.plan.primaryEvent;
  const t = raceDayTextFor(input.lang);
  const legs = courseLegs(event);
  const pacing = paceRace(legs, input.plan.fitness, input.thresholds);
  const sports = legs.map((l) => l.sport);
  const fuelledMinutes = pacing.legs.filter((l) => l.sport !== 'swim').reduce((sum, l) => sum + l.minutes, 0);
  const fuel = fuelling(pacing.totalMinutes, fuelledMinutes, input.temperatureC, input.weightKg);
  const longRace = pacing.totalMinutes >= 7 * 60;
  const transitions = pacing.legs.slice(1).map((leg, i) => {
    const from = pacing.legs[i].sport;
    return {
      name: `T${i + 1}`,
      from,
      to: leg.sport,
      expectedMinutes: pacing.transitionMinutes,
      items: transitionSteps(from, leg.sport, longRace, i === 0).map((k) => t.transition[k]),
    };
  });
  return {
    lang: input.lang,
    event: {
      name: event.name,
      date: event.date,
      type: event.type,
      description: `${event.name}, ${textFor(input.lang).plan.longDate(event.date)}: ${t.describeLegs(legs)}`,
    },
    temperatureC: input.temperatureC,
    expectedMinutes: Math.round(pacing.totalMinutes),
    legs: pacing.legs.map((leg) => legView(leg, pacing.legs, fuel.carbsPerHour > 0, t)),
    transitions,
    kit: kitList(sports, input.temperatureC).map((k) => t.kit[k]),
    fuelling: {
      carbsPerHour: fuel.carbsPerHour,
      fluidMlPerHour: fuel.fluidMlPerHour,
      sodiumMgPerHour: fuel.sodiumMgPerHour,
      fuelledMinutes: fuel.fuelledMinutes,
      totals: fuel.totals,
      advice: t.fuellingAdvice(fuel, sports, input.temperatureC),
    },
    warmUp: warmUp(sports, pacing.totalMinutes).map((s) => ({
      startsBefore: s.startsBefore,
      minutes: s.minutes,
      sport: s.sport,
      text: t.warmUp[s.kind](s.minutes),
    })),
    taper: taperWeeks(input.plan, input.planOverview, input.lang, input.loadHistory ?? null),
    basedOn: { thresholdsUpdatedAt: input.thresholdsUpdatedAt, eventKey: eventKey(event) },
  };
}
