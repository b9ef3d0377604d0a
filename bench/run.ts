import { sections } from './sections/index';

/** `npm run bench [-- section ...]`: prints figures and ratios; never part of `npm test`. */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

async function main() {
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = wanted.filter((name) => !(name in sections));
  if (unknown.length) {
    console.error(`Unknown bench section(s): ${unknown.join(', ')}. Known: ${Object.keys(sections).join(', ')}`);
    process.exit(1);
  }
  const names = wanted.length ? wanted : Object.keys(sections);
  console.log(`Tricoach bench: ${names.join(', ')} (node ${process.version}, ${new Date().toISOString()})`);
  let failed = 0;
  for (const name of names) {
    const { section } = await sections[name]!();
    console.log(`\n## ${section.name}${section.description ? `: ${section.description}` : ''}`);
    const started = Date.now();
    try {
      await section.run();
    } catch (error) {
      failed++;
      console.error(`  section failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
    console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  process.exit(failed ? 1 : 0);
}

void main();
