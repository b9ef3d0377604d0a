import { createUserRepository } from '../../../functions/modules/accounts/user-repository';
import { createWeekServices } from '../../../functions/modules/weeks/compose';
import { isoDateSchema } from '@shared/schemas/common';
import { CliError, type CliCommand } from '../types';

const SPORTS = ['RUNNING', 'CYCLING', 'SWIMMING', 'STRENGTH_TRAINING'];

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** The arguments as the service wants them; a CliError names the first bad one. */
export function parseSimulateArgs(args: string[]) {
  const email = args[0] && !args[0].startsWith('--') ? args[0].trim().toLowerCase() : undefined;
  if (!email) throw new CliError(`Usage: npm run cli -- ${command.usage}`);
  const sport = (option(args, 'sport') ?? 'RUNNING').toUpperCase();
  if (!SPORTS.includes(sport)) throw new CliError(`--sport must be one of ${SPORTS.join(', ')}`);
  const date = option(args, 'date') ?? new Date().toISOString().slice(0, 10);
  if (!isoDateSchema.safeParse(date).success) throw new CliError('--date must be a real day as YYYY-MM-DD');
  const minutes = Number(option(args, 'minutes') ?? 45);
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 24 * 60)
    throw new CliError('--minutes must be a number of minutes between 1 and 1440');
  const distanceText = option(args, 'distance-km');
  const distanceKm = distanceText === undefined ? null : Number(distanceText);
  if (distanceKm !== null && (!Number.isFinite(distanceKm) || distanceKm < 0))
    throw new CliError('--distance-km must be a positive number');
  const time = option(args, 'time') ?? '07:00';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw new CliError('--time must be HH:MM');
  const hrText = option(args, 'avg-hr');
  const averageHeartRate = hrText === undefined ? null : Number(hrText);
  if (
    averageHeartRate !== null &&
    (!Number.isInteger(averageHeartRate) || averageHeartRate < 40 || averageHeartRate > 230)
  )
    throw new CliError('--avg-hr must be a whole number of beats per minute between 40 and 230');
  const maxText = option(args, 'max-hr');
  const maxHeartRate = maxText === undefined ? null : Number(maxText);
  if (maxHeartRate !== null && (!Number.isInteger(maxHeartRate) || maxHeartRate < 60 || maxHeartRate > 230))
    throw new CliError('--max-hr must be a whole number of beats per minute between 60 and 230');
  if (maxHeartRate !== null && averageHeartRate !== null && maxHeartRate < averageHeartRate)
    throw new CliError('--max-hr cannot be below --avg-hr');
  return {
    email,
    sport,
    startTime: `${date}T${time}:00.000Z`,
    durationInSeconds: Math.round(minutes * 60),
    distanceInMeters: distanceKm === null ? null : Math.round(distanceKm * 1000),
    // The progress screen estimates the load from heart rate when the activity has one.
    ...(averageHeartRate !== null ? { averageHeartRate } : {}),
    // Thresholds are estimated from the highest max heart rate recorded.
    ...(maxHeartRate !== null ? { maxHeartRate } : {}),
  };
}

export const command: CliCommand = {
  usage:
    'simulate-activity EMAIL --sport RUNNING --date YYYY-MM-DD --minutes 45 [--distance-km 9] [--avg-hr 150] [--max-hr 182] [--time HH:MM]',
  description: 'Records an activity as the watch push would, completing the matching workout of the active week.',
  async run(args, { platform, target }) {
    const input = parseSimulateArgs(args);
    const userId = await createUserRepository(platform.db).userIdByEmail(input.email);
    if (!userId) throw new CliError(`No account with email ${input.email} in the ${target}.`);
    const { activities } = createWeekServices(platform);
    const { activity, completedWorkoutId } = await activities.record(userId, {
      ...input,
      activityType: input.sport,
      source: 'simulation',
    });
    const done = completedWorkoutId
      ? `; it completed workout ${completedWorkoutId}`
      : '; no planned workout matched it';
    return `Recorded ${activity.activityType} on ${activity.startTime.slice(0, 10)} (${Math.round(activity.durationInSeconds / 60)} min) for ${input.email}${done} (${target}).`;
  },
};
