// '.js' specifiers (resolved to the .ts files): web/build/first-screen-reads.ts imports this file, and Vite's config loader asks for
// file extensions on everything it loads.
import { ROUTE_INDEX } from '../../../shared/api/route-index.js';
import { FIRST_SCREEN_READS, firstScreenPathParams } from './first-screen-reads.js';
import { routePathPattern } from './route-path-pattern.js';

/**
 * The body of index.html's inline script (web/build/first-screen-reads.ts) that, once the session check there (`__tricoachSession`)
 * names a user, starts the current path's first-screen reads before the app's code has loaded:
 * `window.__tricoachReads` resolves to their responses by URL (src/app/prefetch.ts adopts them). Written from
 * FIRST_SCREEN_READS; `{n}` in a URL is the path's n-th captured segment. Plain ES5: it runs before anything else.
 */
export function firstScreenReadsScript(): string {
  const table = FIRST_SCREEN_READS.map((row) => {
    const names = firstScreenPathParams(row.path);
    const urls = row.reads.map((id) =>
      ROUTE_INDEX[id][1].replace(/\{(\w+)\}/g, (_, name: string) => {
        if (!names.includes(name))
          throw new Error(`first-screen-reads.ts: ${id} needs {${name}}, which ${row.path} does not have`);
        return `{${names.indexOf(name) + 1}}`;
      }),
    );
    return [routePathPattern(row.path), urls, 'adminsOnly' in row ? 1 : 0];
  });
  return (
    `(function(){var s=window.__tricoachSession,r=${JSON.stringify(table)},p=location.pathname,m,i;if(!s)return;` +
    'for(i=0;i<r.length&&!m;i++)m=new RegExp(r[i][0]).exec(p);if(!m)return;var row=r[i-1];' +
    'window.__tricoachReads=s.then(function(res){return res&&res.ok?res.clone().json():null}).then(function(u){' +
    'if(!u||(row[2]&&!u.isAdmin))return null;var o={};row[1].forEach(function(t){' +
    'var url=t.replace(/\\{(\\d+)\\}/g,function(_,n){try{return encodeURIComponent(decodeURIComponent(m[n]))}catch(e){return m[n]}});' +
    "o[url]=fetch(url,{credentials:'include',headers:{Accept:'application/json'}}).catch(function(){return null})});return o" +
    '}).catch(function(){return null})})()'
  );
}
