import type { IndexHtmlTransformContext, Plugin, Rollup } from 'vite';
import { handlerOf } from './fixture-bundle.js';

type TransformIndexHtml = (html: string, ctx: IndexHtmlTransformContext) => string | Promise<string>;

/** A plugin's transformIndexHtml run on `html` as the build would, with the given bundle. */
export async function transformHtml(plugin: Plugin, html: string, bundle: Rollup.OutputBundle = {}): Promise<string> {
  const handler = handlerOf(plugin.transformIndexHtml as TransformIndexHtml | { handler: TransformIndexHtml });
  return handler.call({} as never, html, { path: '/index.html', filename: 'index.html', bundle });
}
