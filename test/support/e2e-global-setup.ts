import { fileURLToPath } from 'node:url';
import { buildWeb, webBuildState } from '../../functions/local/web-build';

/**
 * e2e layer: build the SPA once per run when dist/web is missing or older than its sources (npm test has just
 * built it, so this is usually a no-op); the stacks the tests start then serve it as it is.
 */
export default async function setup() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const state = webBuildState(root);
  if (state !== 'missing' && state !== 'stale') return;
  const result = await buildWeb(root);
  if (!result.ok) throw new Error(`The web app does not build, so the e2e tests cannot run:\n${result.output}`);
}
