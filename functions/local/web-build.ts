import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const IGNORED = new Set(['node_modules', 'dist', '.data', '.git']);

/** The newest modification time of any file under the given paths. */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) if (!IGNORED.has(name)) visit(join(path, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

export type WebBuildState = 'fresh' | 'stale' | 'missing' | 'no-web-app';

/** Whether dist/web must be (re)built: missing, or older than anything the web build reads. */
export function webBuildState(root: string): WebBuildState {
  if (!existsSync(join(root, 'web/vite.config.ts'))) return 'no-web-app';
  const index = join(root, 'dist/web/index.html');
  if (!existsSync(index)) return 'missing';
  const sources = newestMtime(['web', 'shared', 'locales', 'package.json', 'tsconfig.json'].map((p) => join(root, p)));
  return sources > statSync(index).mtimeMs ? 'stale' : 'fresh';
}

function firstLines(text: string, count: number): string {
  const ansiColour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
  const progress = /^(vite v|transforming|rendering|computing|✓ \d+ modules)/;
  const lines = text
    .replace(ansiColour, '')
    .split('\n')
    .filter((line) => line.trim() && !progress.test(line.trim()));
  return (
    lines.slice(0, count).join('\n') +
    (lines.length > count ? `\n(... ${lines.length - count} more lines: run npm run build:web)` : '')
  );
}

/** Vite's last line on success; a plugin's leftover timer must not keep the start waiting after it. */
const BUILT = /built in [\d.]+ ?m?s/;
const LINGER_MS = 5_000;

/** `vite build --config web/vite.config.ts` in a child process; its output is shown only when it fails. */
export function buildWeb(root: string): Promise<{ ok: true } | { ok: false; output: string }> {
  return new Promise((resolve) => {
    const vite = join(root, 'node_modules/vite/bin/vite.js');
    const child = spawn(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Always a production build: under vitest (NODE_ENV=test) Vite would bundle React's development build (2x the
      // code, slower) into dist/web, which `npm start` and the web bench then serve as if it were the real one.
      env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    let lingering: NodeJS.Timeout | undefined;
    const collect = (d: Buffer) => {
      output += d.toString();
      if (!lingering && BUILT.test(output)) {
        lingering = setTimeout(() => {
          child.kill('SIGTERM');
          resolve({ ok: true });
        }, LINGER_MS);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) => resolve({ ok: false, output: error.message }));
    child.on('exit', (code) => {
      clearTimeout(lingering);
      resolve(code === 0 || lingering ? { ok: true } : { ok: false, output: firstLines(output, 12) });
    });
  });
}
