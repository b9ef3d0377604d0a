import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { KEEP_FIRST_SCREEN_SCRIPT, prerenderLanding } from '../../../web/build/prerender-landing.js';
import { transformHtml } from './transform-html.js';

const fixtures = resolve(__dirname, '../../fixtures/build');
const indexHtml =
  '<body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>';

const prerender = (entry: string) =>
  transformHtml(
    prerenderLanding({ root: fixtures, entry, outDir: mkdtempSync(join(tmpdir(), 'prerender-')) }),
    indexHtml,
  );

describe('prerenderLanding', () => {
  it('builds the entry and puts the landing into #root, the sign-in card into a template, then the script choosing', async () => {
    expect(await prerender('prerender-entry.ts')).toBe(
      '<body>\n    <div id="root"><header><div><a href="/">Tricoach</a><nav>Sign in</nav></div></header><main><h1>Plan your season</h1></main></div>\n' +
        '    <template id="first-screen-auth"><header><div><a href="/">Tricoach</a></div></header><main><form><input name="email"></form></main></template>\n' +
        `    ${KEEP_FIRST_SCREEN_SCRIPT}\n    <script type="module" src="/src/main.tsx"></script>\n  </body>`,
    );
  }, 60_000);

  it('leaves index.html as it was when the render fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await prerender('prerender-broken.ts')).toBe(indexHtml);
    expect(warn).toHaveBeenCalledWith('landing prerender skipped: no landing today');
    warn.mockRestore();
  }, 60_000);
});
