import { describe, expect, it } from 'vitest';
import { shellChunks } from '../../../web/build/shell-chunks.js';
import { handlerOf } from './fixture-bundle.js';

/** A module graph: id -> the ids it imports statically. */
const graph: Record<string, string[]> = {
  '/web/src/main.tsx': ['/web/src/first-frame.ts', '/web/node_modules/vite/preload-helper.js'],
  '/web/src/first-frame.ts': [],
  '/web/node_modules/vite/preload-helper.js': [],
  '/web/src/boot.tsx': ['/web/src/app/app.tsx', '/web/src/first-frame.ts', '/web/node_modules/react/index.js'],
  '/web/src/app/app.tsx': [
    '/web/node_modules/react-dom/client.js',
    '/web/node_modules/i18next/index.js',
    '/web/node_modules/lucide-react/dist/esm/icons/menu.mjs',
    '/web/src/boot.tsx',
  ],
  '/web/node_modules/lucide-react/dist/esm/icons/menu.mjs': [],
  '/web/node_modules/lucide-react/dist/esm/icons/trophy.mjs': [],
  '/web/node_modules/react/index.js': [],
  '/web/node_modules/react-dom/client.js': ['/web/node_modules/scheduler/index.js'],
  '/web/node_modules/scheduler/index.js': [],
  '/web/node_modules/i18next/index.js': [],
  '/web/src/features/week/week-page.tsx': [
    '/web/node_modules/recharts/index.js',
    '/web/node_modules/lucide-react/dist/esm/icons/trophy.mjs',
  ],
  '/web/node_modules/recharts/index.js': [],
};

function collect(shell: ReturnType<typeof shellChunks>, modules = graph) {
  const context = {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => (modules[id] ? { importedIds: modules[id] } : null),
  };
  handlerOf(shell.collect.buildEnd as () => void).call(context);
}

/** The group a module lands in: the matching group of highest priority, as Rolldown picks it. */
function groupOf(shell: ReturnType<typeof shellChunks>, id: string): string | undefined {
  const groups = [...shell.codeSplitting.groups].sort((a, b) => b.priority - a.priority);
  return groups.find((group) => group.test(id))?.name;
}

describe('shellChunks', () => {
  it("puts what boot.tsx reaches and main.tsx does not into three chunks: React, other libraries, the app's code", () => {
    const shell = shellChunks();
    collect(shell);
    expect(groupOf(shell, '/web/node_modules/react/index.js')).toBe('react');
    expect(groupOf(shell, '/web/node_modules/react-dom/client.js')).toBe('react');
    expect(groupOf(shell, '/web/node_modules/scheduler/index.js')).toBe('react');
    expect(groupOf(shell, '/web/node_modules/i18next/index.js')).toBe('vendor');
    expect(groupOf(shell, '/web/src/app/app.tsx')).toBe('shell');
  });

  it("leaves the entry's own modules, boot.tsx itself and lazy pages to Rolldown", () => {
    const shell = shellChunks();
    collect(shell);
    for (const id of [
      '/web/src/main.tsx',
      '/web/src/first-frame.ts',
      '/web/node_modules/vite/preload-helper.js',
      '/web/src/boot.tsx',
    ]) {
      expect(groupOf(shell, id)).toBeUndefined();
    }
    expect(groupOf(shell, '/web/src/features/week/week-page.tsx')).toBeUndefined();
    expect(groupOf(shell, '/web/node_modules/recharts/index.js')).toBeUndefined();
  });

  it("keeps the header's icons with the shell and offers the screens' icons to one shared chunk", () => {
    const shell = shellChunks();
    collect(shell);
    expect(groupOf(shell, '/web/node_modules/lucide-react/dist/esm/icons/menu.mjs')).toBe('vendor');
    // Rolldown takes it into `icons` only when two or more screens import it (minShareCount); else it stays theirs.
    expect(groupOf(shell, '/web/node_modules/lucide-react/dist/esm/icons/trophy.mjs')).toBe('icons');
    expect(shell.codeSplitting.groups.find((group) => group.name === 'icons')).toMatchObject({ minShareCount: 2 });
  });

  it('fails the build when the entry or boot.tsx is missing', () => {
    const { ['/web/src/boot.tsx']: _boot, ...withoutBoot } = graph;
    expect(() => collect(shellChunks(), withoutBoot)).toThrow('/src/boot.tsx is not in the build');
  });
});
