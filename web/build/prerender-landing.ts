import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { alias, repoRoot, webRoot } from './paths.js';

/** What the SSR entry (src/prerender.tsx) exports. */
interface Prerender {
  renderLandingShell: () => Promise<string>;
  renderAuthShell: () => Promise<string>;
}

/**
 * Runs first in index.html's body. On / (English, outside the installed app) the pre-rendered landing stays. On
 * /auth without a query (the register tab, an invite or Garmin's return render otherwise) the sign-in card from the
 * template, inert until the app replaces it (a tap or typing before then would be lost). Anywhere else only the
 * header's logo stays (every screen has that fixed header).
 */
export const KEEP_FIRST_SCREEN_SCRIPT =
  '<script>(function(){try{' +
  "var r=document.getElementById('root'),l=document.documentElement.lang,p=location.pathname," +
  "app=matchMedia('(display-mode: standalone)').matches||navigator.standalone;" +
  "if(p==='/'&&l!=='pl'&&!app)return;" +
  "var a=document.getElementById('first-screen-auth');" +
  "if(p==='/auth'&&!location.search&&l!=='pl'&&a){r.innerHTML=a.innerHTML;var m=r.querySelector('main');if(m)m.setAttribute('inert','');return}" +
  "var h=r.querySelector('header'),b=h&&h.firstElementChild;r.innerHTML='';if(!b)return;" +
  'while(b.children.length>1)b.removeChild(b.lastElementChild);' +
  // Kept for a visitor in another language, the logo loses its English label.
  "if(l!=='en'){var k=b.querySelector('[aria-label]');if(k)k.setAttribute('aria-label','Tricoach')}r.appendChild(h)" +
  '}catch(e){}})()</script>';

export interface PrerenderOptions {
  /** The Vite root the SSR entry is built from. */
  root?: string;
  /** The SSR entry, relative to root. */
  entry?: string;
  /** Where the SSR build goes (emptied first). */
  outDir?: string;
}

/**
 * Puts the landing page's first screen (rendered by src/prerender.tsx) into index.html and the sign-in card as a
 * template (KEEP_FIRST_SCREEN_SCRIPT chooses what stays). If the render fails the build goes on with the plain
 * index.html.
 */
export function prerenderLanding({
  root = webRoot,
  entry = 'src/prerender.tsx',
  outDir = join(repoRoot, 'node_modules/.cache/tricoach-prerender'),
}: PrerenderOptions = {}): Plugin {
  return {
    name: 'tricoach-prerender-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const started = Date.now();
        try {
          // A separate SSR build of the entry (a dev server would keep the build process alive), under a new name
          // each time: a second build in the same process must not import the first one's module.
          const fileName = `prerender-${started}.mjs`;
          await build({
            configFile: false,
            root,
            logLevel: 'error',
            plugins: [react()],
            resolve: { alias },
            build: {
              ssr: entry,
              outDir,
              emptyOutDir: true,
              minify: false,
              rollupOptions: { output: { format: 'es', entryFileNames: fileName } },
            },
          });
          const mod = (await import(pathToFileURL(join(outDir, fileName)).href)) as Prerender;
          const landing = await mod.renderLandingShell();
          const auth = await mod.renderAuthShell();
          return html.replace(
            '<div id="root"></div>',
            `<div id="root">${landing}</div>\n    <template id="first-screen-auth">${auth}</template>\n    ${KEEP_FIRST_SCREEN_SCRIPT}`,
          );
        } catch (error) {
          console.warn(`landing prerender skipped: ${error instanceof Error ? error.message : String(error)}`);
          return html;
        } finally {
          if (process.env.PRERENDER_DEBUG) console.log(`prerender took ${Date.now() - started} ms`);
        }
      },
    },
  };
}
