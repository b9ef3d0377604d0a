import { describe, expect, it } from 'vitest';
import { inlineStylesheet } from '../../../web/build/inline-stylesheet.js';
import { asset, bundleOf, chunk } from './fixture-bundle.js';
import { transformHtml } from './transform-html.js';

const html = '<head>\n<link rel="stylesheet" crossorigin href="/assets/index-Ab1_x.css">\n</head>';

describe('inlineStylesheet', () => {
  it("replaces the entry stylesheet's <link> with its rules", async () => {
    const bundle = bundleOf(chunk('assets/index-1.js'), asset('assets/index-Ab1_x.css', 'body{color:red}$&'));
    expect(await transformHtml(inlineStylesheet(), html, bundle)).toBe(
      '<head>\n<style>body{color:red}$&</style>\n</head>',
    );
  });

  it('leaves the page alone when the build has no stylesheet', async () => {
    expect(await transformHtml(inlineStylesheet(), html, bundleOf(chunk('assets/index-1.js')))).toBe(html);
  });

  it('fails the build when the stylesheet is not the entry one (its preload would stay)', async () => {
    const bundle = bundleOf(asset('assets/page-1.css', 'p{}'));
    await expect(transformHtml(inlineStylesheet(), html, bundle)).rejects.toThrow('assets/page-1.css');
  });
});
