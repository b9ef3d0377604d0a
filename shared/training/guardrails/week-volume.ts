import type { GeneratedWorkout, SportVolume } from '../../schemas/training';

/** Planned minutes per race sport from the workouts' estimated durations (strength work is not swim, bike or run time). */
export function weekVolume(workouts: Pick<GeneratedWorkout, 'workoutDetails'>[]): SportVolume {
  const v = { run: 0, bike: 0, swim: 0 };
  for (const w of workouts) {
    const m = w.workoutDetails.estimatedDurationInSecs / 60;
    if (w.workoutDetails.sport === 'RUNNING') v.run += m;
    else if (w.workoutDetails.sport === 'CYCLING') v.bike += m;
    else if (w.workoutDetails.sport === 'SWIMMING') v.swim += m;
  }
  return { run: Math.round(v.run), bike: Math.round(v.bike), swim: Math.round(v.swim) };
}
