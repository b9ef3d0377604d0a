import type { Rollup } from 'vite';

/** A small stand-in for the bundle Vite hands to generateBundle and transformIndexHtml: only the fields the plugins read. */
export function chunk(fileName: string, fields: Partial<Rollup.OutputChunk> = {}): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports: [],
    dynamicImports: [],
    facadeModuleId: null,
    isEntry: false,
    code: '',
    ...fields,
  } as Rollup.OutputChunk;
}

export function asset(fileName: string, source: string): Rollup.OutputAsset {
  return { type: 'asset', fileName, source } as Rollup.OutputAsset;
}

export function bundleOf(...items: Array<Rollup.OutputChunk | Rollup.OutputAsset>): Rollup.OutputBundle {
  return Object.fromEntries(items.map((item) => [item.fileName, item]));
}

/** A plugin hook's function, whether the plugin wrote it bare or as `{ order, handler }`. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export function handlerOf<T extends Function>(hook: T | { handler: T } | undefined): T {
  if (!hook) throw new Error('the plugin has no such hook');
  return typeof hook === 'function' ? hook : hook.handler;
}

/** Runs index.html's inline <script> number `index` at a path; returns the hrefs it modulepreloads. */
export function modulePreloadsAt(html: string, index: number, pathname: string): string[] {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const links: Array<{ rel?: string; href?: string }> = [];
  const document = {
    createElement: () => ({}),
    head: { appendChild: (link: { rel?: string; href?: string }) => links.push(link) },
  };
  new Function('location', 'document', scripts[index])({ pathname }, document);
  return links.map((link) => {
    if (link.rel !== 'modulepreload') throw new Error(`a ${link.rel} link`);
    return link.href!;
  });
}
