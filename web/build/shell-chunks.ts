import type { Plugin } from 'vite';

/**
 * The app's shell: every module src/boot.tsx imports statically (directly or not) that the entry (src/main.tsx)
 * does not. Laid out in three chunks (React, the other libraries, the app's own code) instead of one per module that
 * a lazy page shares with it (14 files): on HTTP/1.1 each file costs a round trip on one of six connections before
 * a signed-in page renders.
 *
 * `collect` (a plugin) fills the shell's module list when the module graph is complete; `codeSplitting` (Rolldown's
 * output option) reads it while the chunks are laid out, which happens after.
 */
/** One icon's module of lucide-react (web/build/lucide-icon-imports.ts imports each icon from its own file). */
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

export function shellChunks(entry = '/src/main.tsx', boot = '/src/boot.tsx') {
  const shell = new Set<string>();
  const inShell = (pattern: RegExp) => (id: string) => shell.has(id) && pattern.test(id);

  const collect: Plugin = {
    name: 'tricoach-shell-modules',
    apply: 'build',
    buildEnd() {
      const moduleIds = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const id = moduleIds.find((candidate) => candidate.endsWith(suffix));
        if (!id) throw new Error(`${suffix} is not in the build`);
        return id;
      };
      const reached = (from: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        visit(from);
        return seen;
      };
      const entryModules = reached(find(entry));
      const bootId = find(boot);
      shell.clear();
      // boot.tsx itself stays its chunk's facade (preloadBoot and the landing JS bench look it up).
      for (const id of reached(bootId)) if (!entryModules.has(id) && id !== bootId) shell.add(id);
    },
  };

  const codeSplitting = {
    // The groups hold the whole shell already; following dependencies further would pull in the entry's own modules
    // (Vite's preload helper) and make the entry import the shell statically.
    includeDependenciesRecursively: false,
    groups: [
      { name: 'react', test: inShell(/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/), priority: 4 },
      { name: 'vendor', test: inShell(/[\\/]node_modules[\\/]/), priority: 2 },
      { name: 'shell', test: inShell(/./), priority: 1 },
      // An icon two screens show would be a file of its own (~40 files of 300-600 bytes, each a request and a
      // preload); together they are one small chunk. An icon one screen shows goes with that screen.
      { name: 'icons', test: (id: string) => LUCIDE_ICON.test(id), minShareCount: 2, priority: 0 },
    ],
  };

  return { collect, codeSplitting };
}
