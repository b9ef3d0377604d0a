// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { KEEP_FIRST_SCREEN_SCRIPT } from '../../../web/build/prerender-landing.js';
import { renderAuthShell, renderLandingShell } from '../../fixtures/build/prerender-entry.js';

/** #root as a browser at `path` shows it once the script has run over the pre-rendered body. */
async function firstScreenAt(path: string, language?: string) {
  history.replaceState(null, '', path);
  // index.html's head script has set <html lang> from the stored or the browser's language.
  document.documentElement.lang = language ?? 'en';
  document.body.innerHTML = `<div id="root">${await renderLandingShell()}</div><template id="first-screen-auth">${await renderAuthShell()}</template>`;
  new Function(/<script>([\s\S]*)<\/script>/.exec(KEEP_FIRST_SCREEN_SCRIPT)![1])();
  return document.getElementById('root')!;
}

describe('the pre-rendered first screen', () => {
  it('stays on / for an English visitor', async () => {
    expect((await firstScreenAt('/')).querySelector('h1')?.textContent).toBe('Plan your season');
  });

  it('becomes the sign-in card on /auth, inert until the app takes over', async () => {
    const root = await firstScreenAt('/auth');
    expect(root.querySelector('h1')).toBeNull();
    expect(root.querySelector('main')?.hasAttribute('inert')).toBe(true);
    expect(root.querySelector('input[name="email"]')).not.toBeNull();
  });

  it("is only the header's logo elsewhere, for a Polish visitor, and on /auth with a query", async () => {
    for (const [path, language] of [['/dashboard'], ['/', 'pl'], ['/auth', 'pl'], ['/auth?invite=x']] as const) {
      expect((await firstScreenAt(path, language)).innerHTML).toBe(
        '<header><div><a href="/">Tricoach</a></div></header>',
      );
    }
  });
});
