import type { Plugin } from 'vite';

/** The entry's stylesheet, which index.html carries inline. */
export const INLINED_STYLESHEET = /^assets\/index-[\w-]+\.css$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The stylesheet (about 10 KB gzipped) goes inline: no render-blocking request before the first screen (the
 * pre-rendered landing on /, the header elsewhere).
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'tricoach-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const css = Object.values(ctx.bundle ?? {}).find((a) => a.type === 'asset' && a.fileName.endsWith('.css'));
        if (!css || css.type !== 'asset') return html;
        if (!INLINED_STYLESHEET.test(css.fileName)) {
          throw new Error(
            `the inlined stylesheet ${css.fileName} is not the one skipInlinedStylesheetPreload leaves out`,
          );
        }
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${escapeRegExp(css.fileName)}"[^>]*>`);
        return html.replace(link, () => `<style>${String(css.source)}</style>`);
      },
    },
  };
}
