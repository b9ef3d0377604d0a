import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import {
  skipInlinedStylesheetPreload,
  withoutInlinedStylesheet,
} from '../../../web/build/skip-inlined-stylesheet-preload.js';
import { bundleOf, chunk, handlerOf } from './fixture-bundle.js';

/** What Vite's preload helper writes into a minified chunk with lazy imports. */
const code = (files: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);` +
  'a(()=>import("./week.js"),__vite__mapDeps([0,1,2]));b(()=>import("./plan.js"),__vite__mapDeps([1]));';

describe('skipInlinedStylesheetPreload', () => {
  it("drops the inlined stylesheet from every lazy import's dependencies, keeping the file list's indexes", () => {
    const out = withoutInlinedStylesheet(code(['assets/week-1.js', 'assets/index-Xy_9.css', 'assets/week-2.css']));
    expect(out).toContain('__vite__mapDeps([0,2])');
    expect(out).toContain('__vite__mapDeps([])');
    expect(out).toContain('["assets/week-1.js","assets/index-Xy_9.css","assets/week-2.css"]');
  });

  it('leaves chunks without the inlined stylesheet, or without lazy imports, as they were', () => {
    const other = code(['assets/week-1.js', 'assets/week-2.css', 'assets/week-3.js']);
    expect(withoutInlinedStylesheet(other)).toBe(other);
    expect(withoutInlinedStylesheet('export const a=1;')).toBe('export const a=1;');
  });

  it('rewrites the chunks of the bundle being written', () => {
    const bundle = bundleOf(
      chunk('assets/app.js', { code: code(['assets/index-Xy_9.css', 'assets/week-1.js', 'assets/x.js']) }),
    );
    handlerOf(
      skipInlinedStylesheetPreload().generateBundle as (o: Rollup.NormalizedOutputOptions, b: typeof bundle) => void,
    ).call({} as never, {} as Rollup.NormalizedOutputOptions, bundle);
    expect((bundle['assets/app.js'] as { code: string }).code).toContain('__vite__mapDeps([1,2])');
  });
});
