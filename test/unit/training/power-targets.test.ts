import { Decoder, Stream } from '@garmin/fitsdk';
import { describe, expect, it } from 'vitest';
import type { GeneratedWeek, PlanInput, WorkoutDetails, WorkoutStep } from '@shared/schemas/training';
import {
  addDays,
  buildPlanOverview,
  buildSingleWorkout,
  buildWeekWorkouts,
  checkWeek,
  checkWorkout,
  repairWeek,
} from '@shared/training';
import { isHardWorkout } from '@shared/training/intensity';
import { stepTarget } from '@shared/weeks/workout-display';
import { weekCheckContext } from '../../../functions/providers/ai/week-check';
import { toGarminWorkout } from '../../../functions/providers/garmin/workout-converter';
import { encodeWorkoutFit } from '../../../functions/modules/workouts/fit-workout';
import { trainerBlocks, unrolled } from '../../../functions/modules/workouts/trainer-files/trainer-steps';
import { athleteRacing, PLAN_STARTS } from './fixtures';

/** Bike steps in power (% of FTP) when the FTP is known, heart rate otherwise, never a bare speed (decision record 024). */
const planStarts = PLAN_STARTS;
const plan: PlanInput = athleteRacing('olympic', 16, { fitness: { swimLevel: 55, bikeLevel: 55, runLevel: 55 } });
const stepsOf = (w: WorkoutDetails): WorkoutStep[] =>
  w.steps.flatMap((s) => (s.type === 'WorkoutRepeatStep' ? s.steps : [s]));
const bikeSteps = (week: GeneratedWeek) =>
  week.workouts.filter((w) => w.workoutDetails.sport === 'CYCLING').flatMap((w) => stepsOf(w.workoutDetails));
const weekInput = (ftp: number | null) => ({
  plan,
  planOverview: buildPlanOverview(plan),
  weekFirstDay: addDays(planStarts, 9 * 7),
  weekNumber: 10,
  trainingStyle: 'classic' as const,
  thresholds: { ftp },
});

describe('power targets on the bike', () => {
  it('with an FTP every targeted bike step is a % FTP band; without one, heart rate; never a speed; the week passes the guardrails', () => {
    const powered = buildWeekWorkouts(weekInput(250));
    const targeted = bikeSteps(powered).filter((s) => s.targetType !== 'OPEN');
    expect(targeted.length).toBeGreaterThan(0);
    for (const s of targeted) {
      expect(s.targetType).toBe('POWER');
      expect(s.targetValueLow).toBeGreaterThanOrEqual(45);
      expect(s.targetValueHigh).toBeLessThanOrEqual(120);
    }
    expect(checkWeek(powered, weekCheckContext(weekInput(250))).errors).toEqual([]);
    const hr = buildWeekWorkouts(weekInput(null));
    expect(new Set(bikeSteps(hr).map((s) => s.targetType))).toEqual(
      new Set(['HEART_RATE', 'OPEN'].filter((t) => bikeSteps(hr).some((s) => s.targetType === t))),
    );
    expect(bikeSteps(hr).some((s) => s.targetType === 'SPEED' || s.targetType === 'POWER')).toBe(false);
    // Run and swim steps never get power.
    expect(
      powered.workouts
        .filter((w) => w.workoutDetails.sport !== 'CYCLING')
        .flatMap((w) => stepsOf(w.workoutDetails))
        .some((s) => s.targetType === 'POWER'),
    ).toBe(false);
  });

  it('threshold power makes a session hard whatever the step intensity; power on a run or an implausible band is refused', () => {
    const ride = buildSingleWorkout({
      sport: 'CYCLING',
      prompt: '1h easy',
      fitness: plan.fitness,
      thresholds: { ftp: 250 },
    });
    expect(isHardWorkout(ride)).toBe(false);
    const tempo = {
      ...ride,
      steps: ride.steps.map((s) =>
        s.type === 'WorkoutStep' && s.intensity === 'ACTIVE' ? { ...s, targetValueLow: 95, targetValueHigh: 100 } : s,
      ),
    };
    expect(isHardWorkout(tempo)).toBe(true);
    expect(checkWorkout(ride).errors).toEqual([]);
    const run = buildSingleWorkout({ sport: 'RUNNING', prompt: '45 min easy', fitness: plan.fitness });
    const powerRun = {
      ...run,
      steps: run.steps.map((s) =>
        s.type === 'WorkoutStep'
          ? { ...s, targetType: 'POWER' as const, targetValue: null, targetValueLow: 60, targetValueHigh: 70 }
          : s,
      ),
    };
    expect(checkWorkout(powerRun).errors.join()).toMatch(/power targets are for the bike only/);
    const wild = {
      ...ride,
      steps: ride.steps.map((s) =>
        s.type === 'WorkoutStep' && s.targetType === 'POWER' ? { ...s, targetValueLow: 300, targetValueHigh: 400 } : s,
      ),
    };
    expect(checkWorkout(wild).errors.join()).toMatch(/implausible/);
  });

  it('an AI bike speed becomes a power band with the FTP, and a fraction of FTP becomes a percentage', () => {
    const ride = buildSingleWorkout({ sport: 'CYCLING', prompt: '1h easy', fitness: plan.fitness });
    const speedy = {
      ...ride,
      steps: ride.steps.map((s) =>
        s.type === 'WorkoutStep'
          ? { ...s, targetType: 'SPEED' as const, targetValue: null, targetValueLow: 7, targetValueHigh: 8 }
          : s,
      ),
    };
    const week: GeneratedWeek = { goal: 'g', overview: 'o', workouts: [{ day: '2027-03-08', workoutDetails: speedy }] };
    const repaired = repairWeek(week, { bikeThreshold: 9, ftp: 250 });
    expect(bikeSteps(repaired).some((s) => s.targetType === 'SPEED')).toBe(false);
    expect(bikeSteps(repaired).filter((s) => s.targetType === 'POWER').length).toBe(
      speedy.steps.filter((s) => s.type === 'WorkoutStep').length,
    );
    const fraction = {
      ...ride,
      steps: ride.steps.map((s) =>
        s.type === 'WorkoutStep'
          ? { ...s, targetType: 'POWER' as const, targetValue: null, targetValueLow: 0.56, targetValueHigh: 0.75 }
          : s,
      ),
    };
    const fixed = repairWeek({ ...week, workouts: [{ day: '2027-03-08', workoutDetails: fraction }] });
    expect(bikeSteps(fixed).map((s) => [s.targetValueLow, s.targetValueHigh])[0]).toEqual([56, 75]);
  });

  it('Garmin, FIT, the trainer files and the workout view carry the band', async () => {
    const ride = buildSingleWorkout({
      sport: 'CYCLING',
      prompt: '1h intervals',
      fitness: plan.fitness,
      thresholds: { ftp: 250 },
    });
    const power = stepsOf(ride).find((s) => s.targetType === 'POWER') as WorkoutStep;
    const garmin = JSON.stringify(toGarminWorkout(ride, 'w1'));
    expect(garmin).toContain(
      `"targetType":"POWER","targetValue":null,"targetValueLow":${power.targetValueLow},"targetValueHigh":${power.targetValueHigh},"targetValueType":"PERCENT"`,
    );
    const bytes = await encodeWorkoutFit('w1', ride, new Date('2027-01-04T06:00:00Z'));
    const { messages, errors } = new Decoder(Stream.fromByteArray(Array.from(bytes))).read();
    expect(errors).toEqual([]);
    expect(
      messages.workoutStepMesgs?.some(
        (m) => m.targetType === 'power' && m.customTargetValueLow === power.targetValueLow,
      ),
    ).toBe(true);
    const held = unrolled(trainerBlocks(ride, null, 'en'))
      .map((s) => s.band)
      .filter(Boolean);
    expect(held).toContainEqual({
      low: (power.targetValueLow as number) / 100,
      high: (power.targetValueHigh as number) / 100,
    });
    expect(stepTarget(power, 'CYCLING')).toMatchObject({
      kind: 'power',
      low: power.targetValueLow,
      high: power.targetValueHigh,
    });
  });
});
