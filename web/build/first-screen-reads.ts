import type { Plugin } from 'vite';
import { firstScreenReadsScript } from '../src/app/first-screen-reads-script.js';

/**
 * A signed-in page's data calls would start only after the app's code has loaded and evaluated: an inline script
 * starts them with the session answer instead (src/app/first-screen-reads-script.ts). Dev and build alike.
 */
export function startFirstScreenReads(): Plugin {
  const script = `<script>${firstScreenReadsScript()}</script>`;
  return {
    name: 'tricoach-first-screen-reads',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</head>', `    ${script}\n  </head>`),
    },
  };
}
