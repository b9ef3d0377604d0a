import { createAppConfigRepository } from '../../../functions/modules/config/app-config-repository';
import { CliError, type CliCommand } from '../types';

export const command: CliCommand = {
  usage: 'signups on|off|status',
  description: 'Opens or closes registration (closed: visitors get the beta list; invite codes still work).',
  async run(args, { platform, target }) {
    const config = createAppConfigRepository(platform.db);
    const choice = args[0];
    if (choice === 'status' || choice === undefined)
      return `Signups are ${(await config.acceptingSignups()) ? 'open' : 'closed'} (${target}).`;
    if (choice !== 'on' && choice !== 'off') throw new CliError(`Usage: npm run cli -- ${this.usage}`);
    await config.setAcceptingSignups(choice === 'on', platform.clock().toISOString());
    return `Signups are now ${choice === 'on' ? 'open' : 'closed'} (${target}).`;
  },
};
