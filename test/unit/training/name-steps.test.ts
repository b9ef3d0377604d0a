import { describe, expect, it } from 'vitest';
import type { WorkoutDetails } from '@shared/schemas/training';
import { checkWorkout, repairWorkout } from '@shared/training';
import { agreeingName, nameDisagreements } from '@shared/training/guardrails/name-steps';
import { finishWorkout, hr, metres, mins, open, repeat, step } from '@shared/training/steps';

/**
 * Sessions as their authors published them, not as our builders write them:
 * - Seiler, S., Hetlelid, K.J. (2005). The impact of rest duration on work intensity and RPE during interval training.
 *   MSSE 37(9), 1601-1606: 6 x 4 min running intervals with 2 min recovery.
 * - Swim: 10 x 100 m on CSS with 15-20 s rest, the classic CSS set (Wakayoshi et al. 1992 define CSS; the set is the
 *   one Swim Smooth publishes); here with a 400 m warm-up and 200 m cool-down: 1600 m.
 */
function seiler(times: number, workMin: number): WorkoutDetails {
  return finishWorkout('Run Intervals 6x4 min Z4 (50 min)', 'Seiler & Hetlelid 2005', 'RUNNING', [
    step('WARMUP', mins(10), hr(2), 'easy'),
    repeat(times, [step('INTERVAL', mins(workMin), hr(4), 'hard'), step('RECOVERY', mins(2), hr(1), 'jog')]),
    step('COOLDOWN', mins(5), hr(1), 'easy'),
  ]);
}

const css = (name: string): WorkoutDetails =>
  finishWorkout(name, 'CSS', 'SWIMMING', [
    step('WARMUP', metres(400), open, 'easy'),
    repeat(10, [step('INTERVAL', metres(100), open, 'CSS'), step('REST', { secs: 20 }, open, 'rest')]),
    step('COOLDOWN', metres(200), open, 'easy'),
  ]);

describe('a name agrees with its steps (rule 9)', () => {
  it('Seiler & Hetlelid 6 x 4 min in 51 min agrees with "(50 min)"; 5 repeats, 3-minute work or a wrong duration do not', () => {
    expect(nameDisagreements(seiler(6, 4))).toEqual([]);
    expect(nameDisagreements(seiler(5, 4)).join()).toMatch(/6x4 min/);
    expect(nameDisagreements(seiler(6, 3)).join()).toMatch(/6x4 min/);
    const long = { ...seiler(6, 4), workoutName: 'Run Intervals 6x4 min Z4 (1h15)' };
    expect(nameDisagreements(long).join()).toMatch(/\(1h15\) but the steps last 51 min/);
  });

  it('the CSS set: "10x100 m" and its 1600 m agree; "2000 m" does not', () => {
    expect(nameDisagreements(css('CSS Swim 10x100 m'))).toEqual([]);
    expect(nameDisagreements(css('Endurance Swim 1600 m'))).toEqual([]);
    expect(nameDisagreements(css('Endurance Swim 2000 m')).join()).toMatch(/1600 m/);
  });

  it('repair rewrites the numbers a name states from the steps and keeps its words; the guardrail then passes it clean', () => {
    const wrong = seiler(5, 3);
    expect(checkWorkout(wrong).warnings.join()).toMatch(/name says/);
    const fixed = repairWorkout(wrong);
    expect(fixed.workoutName).toBe('Run Intervals 5x3 min Z4 (40 min)');
    expect(checkWorkout(fixed).warnings.filter((w) => /name says/.test(w))).toEqual([]);
    expect(agreeingName(css('Endurance Swim 2000 m'))).toBe('Endurance Swim 1600 m');
    expect(agreeingName({ ...seiler(6, 4), workoutName: 'Hill session' })).toBe('Hill session');
  });
});
