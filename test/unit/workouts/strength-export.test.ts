import { Decoder, Stream } from '@garmin/fitsdk';
import { describe, expect, it } from 'vitest';
import { encodeWorkoutFit } from '../../../functions/modules/workouts/fit-workout';
import { canWrite } from '../../../functions/modules/workouts/trainer-files/trainer-file';
import { toGarminWorkout } from '../../../functions/providers/garmin/workout-converter';
import { buildStrengthSession } from '@shared/training/strength';

/** A strength session reaches the watch as Garmin's own strength sport (Training API and FIT), never as a run. */
describe('strength and mobility workouts leave the app as strength workouts', () => {
  const details = buildStrengthSession(30);

  it('Garmin Training API: sport STRENGTH_TRAINING, no pool, the circuit as a repeat of timed steps', () => {
    const g = toGarminWorkout(details, 'w1');
    expect(g.sport).toBe('STRENGTH_TRAINING');
    expect(g.segments[0].sport).toBe('STRENGTH_TRAINING');
    expect(g.poolLength).toBeNull();
    const circuit = g.segments[0].steps.find((s) => s.type === 'WorkoutRepeatStep') as {
      repeatValue: number;
      steps: Array<Record<string, unknown>>;
    };
    expect(circuit.repeatValue).toBe(3);
    expect(circuit.steps.every((s) => s.durationType === 'TIME' && s.targetType === 'OPEN')).toBe(true);
  });

  it('FIT: sport training, sub-sport strength training', async () => {
    const bytes = await encodeWorkoutFit('w1', details, new Date('2027-01-04T06:00:00Z'));
    const { messages, errors } = new Decoder(Stream.fromByteArray(Array.from(bytes))).read();
    expect(errors).toEqual([]);
    expect(messages.workoutMesgs?.[0]).toMatchObject({ sport: 'training', subSport: 'strengthTraining' });
  });

  it('no indoor-trainer files', () => {
    for (const f of ['zwo', 'erg', 'mrc'] as const) expect(canWrite(details, f)).toBe(false);
  });
});
