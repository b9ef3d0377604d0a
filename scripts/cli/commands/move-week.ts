import { HttpError } from '../../../functions/lib/errors';
import { createUserRepository } from '../../../functions/modules/accounts/user-repository';
import { createWeekServices } from '../../../functions/modules/weeks/compose';
import { isoDateSchema } from '@shared/schemas/common';
import { addDays } from '@shared/calendar/days';
import { WEEK_DAYS } from '@shared/weeks/dates';
import { CliError, type CliCommand } from '../types';

/** The arguments as the mover wants them; without --first-day the week ends today (its summary is offered). */
export function parseMoveWeekArgs(args: string[], today: string) {
  const email = args[0] && !args[0].startsWith('--') ? args[0].trim().toLowerCase() : undefined;
  if (!email) throw new CliError(`Usage: npm run cli -- ${command.usage}`);
  const i = args.indexOf('--first-day');
  const firstDay = i >= 0 ? args[i + 1] : addDays(today, -(WEEK_DAYS - 1));
  if (!firstDay || !isoDateSchema.safeParse(firstDay).success)
    throw new CliError('--first-day must be a real day as YYYY-MM-DD');
  return { email, firstDay };
}

export const command: CliCommand = {
  usage: 'move-week EMAIL [--first-day YYYY-MM-DD]',
  description:
    "Moves the athlete's active week and its workouts to start on that day (default: the week ends today, so its summary is offered).",
  async run(args, { platform, target }) {
    const { email, firstDay } = parseMoveWeekArgs(args, platform.clock().toISOString().slice(0, 10));
    const userId = await createUserRepository(platform.db).userIdByEmail(email);
    if (!userId) throw new CliError(`No account with email ${email} in the ${target}.`);
    const moved = await createWeekServices(platform)
      .mover.moveActive(userId, firstDay)
      .catch((error: unknown) => {
        throw error instanceof HttpError ? new CliError(error.message) : error;
      });
    return `Moved the active week of ${email} from ${moved.from} to ${moved.to} (${moved.workoutsMoved} workouts) (${target}).`;
  },
};
