import { describe, expect, it } from 'vitest';
import { chunkClosure, chunkOf } from '../../../web/build/chunk-closure.js';
import { asset, bundleOf, chunk } from './fixture-bundle.js';

describe('chunkClosure', () => {
  const bundle = bundleOf(
    chunk('assets/page.js', { imports: ['assets/shell.js', 'assets/react.js'], dynamicImports: ['assets/lazy.js'] }),
    chunk('assets/shell.js', { imports: ['assets/react.js', 'assets/index.css'] }),
    chunk('assets/react.js', { imports: ['assets/page.js'] }),
    chunk('assets/lazy.js'),
    asset('assets/index.css', 'body{}'),
  );

  it('lists the chunk first, then every chunk it imports statically, once each, through cycles', () => {
    expect(chunkClosure(bundle, 'assets/page.js')).toEqual(['assets/page.js', 'assets/shell.js', 'assets/react.js']);
  });

  it('leaves out dynamic imports, assets and files not in the bundle', () => {
    expect(chunkClosure(bundle, 'assets/lazy.js')).toEqual(['assets/lazy.js']);
    expect(chunkClosure(bundle, 'assets/index.css')).toEqual([]);
    expect(chunkClosure(bundle, 'assets/missing.js')).toEqual([]);
  });
});

describe('chunkOf', () => {
  it('finds the chunk by its facade module, or names the missing source', () => {
    const bundle = bundleOf(chunk('assets/boot-1.js', { facadeModuleId: '/repo/web/src/boot.tsx' }));
    expect(chunkOf(bundle, 'src/boot.tsx').fileName).toBe('assets/boot-1.js');
    expect(() => chunkOf(bundle, 'src/main.tsx')).toThrow('src/main.tsx is not a chunk of the build');
  });
});
