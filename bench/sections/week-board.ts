import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildWeb } from '../../functions/local/web-build';
import { kb, table, verdict, type BenchSection } from '../lib/report';
import { entryKeys, moduleKey, readManifest, routeChunks, sizes, staticClosure, total } from '../lib/route-chunks';

/**
 * Budgets (gzipped): the board's own chunk (the board and dnd-kit) <= 25 KB; everything opening /week downloads
 * after the entry (Radix dialog and menu chunks shared with other pages included) <= 70 KB; dnd-kit nowhere else.
 */
const OWN_BUDGET = 25 * 1000;
const CHUNK_BUDGET = 70 * 1000;
const root = fileURLToPath(new URL('../..', import.meta.url));
const BOARD = 'features/weeks/pages/week-board-page.tsx';
const DND_KIT_MARK = 'DndDescribedBy';

export const section: BenchSection = {
  name: 'week-board',
  description: `the /week route (the week board with @dnd-kit): its own chunk (budget ${kb(OWN_BUDGET)} gzipped), all its chunks after the entry (budget ${kb(CHUNK_BUDGET)}), and no dnd-kit code in what the entry, /dashboard or / load`,
  async run() {
    const built = await buildWeb(root);
    if (!built.ok) throw new Error(`vite build failed:\n${built.output}`);
    const dist = join(root, 'dist/web');
    const manifest = readManifest(dist);
    const board = routeChunks(dist, manifest, BOARD);
    const entry = staticClosure(manifest, entryKeys(manifest));
    const dashboard = staticClosure(manifest, [moduleKey(manifest, 'features/dashboard/pages/dashboard-page.tsx')]);
    const landing = staticClosure(manifest, [moduleKey(manifest, 'features/landing/pages/landing-page.tsx')]);
    // dnd-kit's code is known by its accessibility ids: no chunk the entry, /dashboard or / load may hold it.
    const holdsDndKit = (key: string) => readFileSync(join(dist, manifest[key]!.file), 'utf8').includes(DND_KIT_MARK);
    const elsewhere = [...new Set([...entry, ...dashboard, ...landing])]
      .filter(holdsDndKit)
      .map((key) => manifest[key]!.file);
    const inBoard = [...staticClosure(manifest, [moduleKey(manifest, BOARD)])].some(holdsDndKit);
    const own = total(sizes(dist, manifest, [moduleKey(manifest, BOARD)]));
    console.log('');
    table(
      ['web chunks (gzip -9)', 'files', 'gzip', 'budget', 'verdict'],
      [
        ['/week own chunk (board + dnd-kit)', 1, kb(own), kb(OWN_BUDGET), verdict(own, OWN_BUDGET)],
        [
          '/week route (after the entry)',
          board.length,
          kb(total(board)),
          kb(CHUNK_BUDGET),
          verdict(total(board), CHUNK_BUDGET),
        ],
        ['entry (every page)', entry.size, kb(total(sizes(dist, manifest, entry))), '-', '-'],
        [
          '/dashboard route (after the entry)',
          dashboard.size,
          kb(total(routeChunks(dist, manifest, 'features/dashboard/pages/dashboard-page.tsx'))),
          '-',
          '-',
        ],
      ],
    );
    console.log(`  /week chunks: ${board.map((c) => `${c.file} ${kb(c.gzip)}`).join(', ')}`);
    console.log(
      `  dnd-kit found in the /week chunks: ${inBoard ? 'yes' : 'NO (the marker changed?)'}; in what the entry, /dashboard or / load: ${elsewhere.length ? elsewhere.join(', ') : 'none'}`,
    );
  },
};
