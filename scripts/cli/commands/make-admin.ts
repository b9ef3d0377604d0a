import { createUserRepository } from '../../../functions/modules/accounts/user-repository';
import { CliError, type CliCommand } from '../types';

export const command: CliCommand = {
  usage: 'make-admin EMAIL [--revoke]',
  description: 'Grants (or with --revoke, removes) admin rights for the account with this email.',
  async run(args, { platform, target }) {
    const email = args
      .find((a) => !a.startsWith('--'))
      ?.trim()
      .toLowerCase();
    if (!email) throw new CliError(`Usage: npm run cli -- ${this.usage}`);
    const revoke = args.includes('--revoke');
    const users = createUserRepository(platform.db);
    const userId = await users.userIdByEmail(email);
    if (!userId) throw new CliError(`No account with email ${email} in the ${target}.`);
    await users.setAdmin(userId, !revoke);
    return `${email} is ${revoke ? 'no longer an admin' : 'now an admin'} (${target}).`;
  },
};
