import type { Plugin } from 'vite';
import { INLINED_STYLESHEET } from './inline-stylesheet.js';

/** The file list of a chunk's `__vite__mapDeps` helper, as the minifier writes it. */
const DEPENDENCY_FILES = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/;
const DEPENDENCY_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/** A chunk's code without the inlined stylesheet among its lazy imports' dependencies. */
export function withoutInlinedStylesheet(code: string): string {
  const list = DEPENDENCY_FILES.exec(code);
  if (!list) return code;
  const files = JSON.parse(list[1]) as string[];
  const dropped = new Set(files.flatMap((file, i) => (INLINED_STYLESHEET.test(file) ? [String(i)] : [])));
  if (!dropped.size) return code;
  return code.replace(DEPENDENCY_CALL, (_, ids: string) => {
    const kept = ids.split(',').filter((id) => id && !dropped.has(id));
    return `__vite__mapDeps([${kept.join(',')}])`;
  });
}

/**
 * Vite's preload helper would add the inlined stylesheet as a <link> on the first lazy import that depends on it: a
 * second copy of every rule (a full style recalculation) and a download the import waits for. This drops it from
 * each import's list of dependencies (`__vite__mapDeps([...])` indexes the chunk's file list); Vite 8 appends CSS
 * after `modulePreload.resolveDependencies`, so that option cannot.
 */
export function skipInlinedStylesheetPreload(): Plugin {
  return {
    name: 'tricoach-skip-inlined-stylesheet-preload',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk') chunk.code = withoutInlinedStylesheet(chunk.code);
      },
    },
  };
}
