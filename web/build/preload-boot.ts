import type { Plugin } from 'vite';
import { chunkClosure, chunkOf } from './chunk-closure.js';

/**
 * The entry waits for a first frame before importing src/boot.tsx (the app). Away from / and /auth this script
 * modulepreloads boot's chunks with the HTML instead of after that frame (fetched and compiled, not run). There the
 * pre-rendered landing or sign-in card is the first screen: nothing competes with it, the app's code follows.
 */
export function preloadBoot(): Plugin {
  return {
    name: 'tricoach-preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const boot = chunkOf(bundle, 'src/boot.tsx');
        // The entry's other dynamic imports (React, evaluated a task before boot) are on the same path.
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
        const starts = [boot.fileName, ...(entry?.type === 'chunk' ? entry.dynamicImports : [])];
        const files = [...new Set(starts.flatMap((file) => chunkClosure(bundle, file)))];
        const script =
          `<script>if(location.pathname!=='/'&&location.pathname!=='/auth'){${JSON.stringify(files)}.forEach(function(f){` +
          "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+f;document.head.appendChild(l)})}</script>";
        return html.replace('</head>', `    ${script}\n  </head>`);
      },
    },
  };
}
