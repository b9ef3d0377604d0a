import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );
}

/** Every literal key a component asks for, e.g. t('weeks.planner.title') or i18nKey="...". */
function literalKeys(): Array<{ key: string; file: string }> {
  const found: Array<{ key: string; file: string }> = [];
  for (const file of sourceFiles(join(root, 'web/src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*['"]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"]/g))
      found.push({ key: match[1]!, file });
    for (const match of text.matchAll(/i18nKey=["']([a-zA-Z][\w-]*(?:\.[\w-]+)+)["']/g))
      found.push({ key: match[1]!, file });
  }
  return found;
}

describe('translations used by the web app', () => {
  const keys = literalKeys();

  it('finds the keys the screens use', () => {
    expect(keys.length).toBeGreaterThan(200);
  });

  it.each(['en', 'pl'])('every literal key exists in %s, so no screen shows a raw key', (lng) => {
    const tree = JSON.parse(readFileSync(join(root, 'locales', lng, 'translation.json'), 'utf8')) as unknown;
    const missing = keys.filter(({ key }) => {
      if (lookup(tree, key) !== undefined) return false;
      // i18next plural and context forms: key_one / key_other.
      return lookup(tree, `${key}_one`) === undefined && lookup(tree, `${key}_other`) === undefined;
    });
    expect(missing.map(({ key, file }) => `${key} (${file.slice(root.length + 1)})`)).toEqual([]);
  });
});
