import { describe, expect, it } from 'vitest';
import { firstScreenReadsScript } from '../../../web/src/app/first-screen-reads-script.js';
import { startFirstScreenReads } from '../../../web/build/first-screen-reads.js';
import { transformHtml } from './transform-html.js';

describe('startFirstScreenReads', () => {
  it("puts the first-screen reads script at the end of index.html's <head>, in dev and build", async () => {
    const plugin = startFirstScreenReads();
    expect(plugin.apply).toBeUndefined();
    const html = await transformHtml(plugin, '<head><script src="/session.js"></script></head><body></body>');
    expect(html).toBe(
      `<head><script src="/session.js"></script>    <script>${firstScreenReadsScript()}</script>\n  </head><body></body>`,
    );
  });
});
