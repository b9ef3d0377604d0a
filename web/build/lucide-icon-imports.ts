import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Every name lucide-react's entry exports from one icon's file ('ArrowLeft', 'ArrowLeftIcon', 'LucideArrowLeft'),
 * with that file's subpath export ('lucide-react/icons/arrow-left'), read from the package's own entry.
 */
export function lucideIconFiles(entrySource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of entrySource.matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, `lucide-react/icons/${file}`);
  }
  return files;
}

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;

/**
 * `import { Check, X as Close } from 'lucide-react'` as one import per icon file, or undefined when nothing changes.
 * Type-only names and anything that is not an icon (LucideIcon, Icon, createLucideIcon) stay on the entry.
 */
export function rewriteLucideImports(code: string, files: Map<string, string>): string | undefined {
  let changed = false;
  const out = code.replace(NAMED_IMPORT, (statement, list: string) => {
    const kept: string[] = [];
    const perIcon: string[] = [];
    for (const raw of list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [imported, local = imported] = raw.split(/\s+as\s+/).map((s) => s.trim()) as [string, string?];
      const file = raw.startsWith('type ') ? undefined : files.get(imported);
      if (file) perIcon.push(`import ${local} from '${file}';`);
      else kept.push(raw);
    }
    if (!perIcon.length) return statement;
    changed = true;
    // One line, then the statement's own line breaks: the module's other lines keep their numbers (and source maps).
    const imports = [...(kept.length ? [`import { ${kept.join(', ')} } from 'lucide-react';`] : []), ...perIcon];
    return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
  return changed ? out : undefined;
}

/**
 * lucide-react's entry re-exports ~2,000 icons. Imported through it, every icon any screen uses is reachable from the
 * app's shell (web/build/shell-chunks.ts follows static imports), so all ~110 of them rode in the vendor chunk that
 * every page, the landing included, waits for. Imported from its own file, an icon goes with the screens that show
 * it. The same rewrite Next.js applies to lucide-react (`optimizePackageImports`).
 */
export function lucideIconImports(root: string): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'tricoach-lucide-icon-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes('node_modules') || !code.includes('lucide-react')) return undefined;
      if (!files) {
        const entry = createRequire(join(root, 'package.json')).resolve('lucide-react/package.json');
        files = lucideIconFiles(readFileSync(join(entry, '../dist/esm/lucide-react.mjs'), 'utf8'));
      }
      const rewritten = rewriteLucideImports(code, files);
      return rewritten === undefined ? undefined : { code: rewritten, map: null };
    },
  };
}
