import { runPendingMigrations } from '../../../functions/db/migrations/runner';
import type { CliCommand } from '../types';

export const command: CliCommand = {
  usage: 'migrate',
  description: 'Applies the data migrations this table has not recorded yet (npm start and a deploy run them too).',
  async run(_args, { platform, target }) {
    const runs = await runPendingMigrations(platform.db, { log: (line) => console.log(line) });
    const applied = runs.filter((run) => run.outcome === 'applied');
    if (applied.length === 0) return `Every migration (${runs.length}) was already applied to the ${target}.`;
    return `Applied ${applied.map((run) => `${run.id} ${JSON.stringify(run.counts)}`).join(', ')} to the ${target}.`;
  },
};
