import { commands } from './cli/registry';
import { resolveTarget } from './cli/target';
import { CliError } from './cli/types';

/** `npm run cli -- <command> [args] [--aws]`: admin chores against the local stack or a deployed table. */
async function main(argv: string[]): Promise<number> {
  const useAws = argv.includes('--aws');
  const [name, ...args] = argv.filter((a) => a !== '--aws');
  const load = name ? commands[name] : undefined;
  if (!load) {
    const list = await Promise.all(Object.entries(commands).map(async ([, l]) => (await l()).command));
    console.log(
      [
        'Usage: npm run cli -- <command> [--aws]',
        '',
        ...list.map((c) => `  ${c.usage.padEnd(28)} ${c.description}`),
      ].join('\n'),
    );
    return name ? 1 : 0;
  }
  const { command } = await load();
  try {
    console.log(await command.run(args, await resolveTarget(useAws)));
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`cli failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
