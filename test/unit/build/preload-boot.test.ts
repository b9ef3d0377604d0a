import { describe, expect, it } from 'vitest';
import { preloadBoot } from '../../../web/build/preload-boot.js';
import { bundleOf, chunk, modulePreloadsAt } from './fixture-bundle.js';
import { transformHtml } from './transform-html.js';

const bundle = bundleOf(
  chunk('assets/index-1.js', {
    isEntry: true,
    facadeModuleId: '/web/index.html',
    dynamicImports: ['assets/boot-1.js', 'assets/react-1.js'],
  }),
  chunk('assets/boot-1.js', {
    facadeModuleId: '/web/src/boot.tsx',
    imports: ['assets/shell-1.js', 'assets/react-1.js'],
    dynamicImports: ['assets/week-1.js'],
  }),
  chunk('assets/shell-1.js', { imports: ['assets/vendor-1.js'] }),
  chunk('assets/vendor-1.js'),
  chunk('assets/react-1.js'),
  chunk('assets/week-1.js'),
);

describe('preloadBoot', () => {
  it("modulepreloads boot's chunks and the entry's other lazy imports away from / and /auth", async () => {
    const html = await transformHtml(preloadBoot(), '<head>\n</head>', bundle);
    expect(html).toMatch(/^<head>\n {4}<script>.*<\/script>\n {2}<\/head>$/);
    expect(modulePreloadsAt(html, 0, '/dashboard')).toEqual([
      '/assets/boot-1.js',
      '/assets/shell-1.js',
      '/assets/vendor-1.js',
      '/assets/react-1.js',
    ]);
  });

  it('preloads nothing on the pre-rendered screens (/ and /auth)', async () => {
    const html = await transformHtml(preloadBoot(), '<head></head>', bundle);
    expect(modulePreloadsAt(html, 0, '/')).toEqual([]);
    expect(modulePreloadsAt(html, 0, '/auth')).toEqual([]);
  });

  it('fails the build when boot.tsx is not a chunk of its own', async () => {
    await expect(
      transformHtml(preloadBoot(), '<head></head>', bundleOf(chunk('assets/index-1.js', { isEntry: true }))),
    ).rejects.toThrow('src/boot.tsx');
  });
});
