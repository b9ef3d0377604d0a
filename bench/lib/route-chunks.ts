import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
}

/** A module's chunk and every chunk it imports statically (what loading it downloads, before what is already there). */
export function staticClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return seen;
}

export const entryKeys = (manifest: Manifest) => Object.keys(manifest).filter((key) => manifest[key]!.isEntry);

export const moduleKey = (manifest: Manifest, suffix: string) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`${suffix} is not in the build manifest`);
  return key;
};

export function sizes(dist: string, manifest: Manifest, keys: Iterable<string>): ChunkSize[] {
  return [...keys].map((key) => {
    const bytes = readFileSync(join(dist, manifest[key]!.file));
    return { file: manifest[key]!.file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

/** What opening a lazy route downloads after the entry: its chunk and static imports the entry does not already hold. */
export function routeChunks(dist: string, manifest: Manifest, routeModuleSuffix: string): ChunkSize[] {
  const entry = staticClosure(manifest, entryKeys(manifest));
  const route = staticClosure(manifest, [moduleKey(manifest, routeModuleSuffix)]);
  return sizes(
    dist,
    manifest,
    [...route].filter((key) => !entry.has(key)),
  );
}

export const total = (chunks: readonly ChunkSize[]) => chunks.reduce((sum, c) => sum + c.gzip, 0);

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}
