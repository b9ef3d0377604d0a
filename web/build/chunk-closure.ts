import type { Rollup } from 'vite';

/** A chunk's file and every file it statically imports, in the bundle being written (the chunk first). */
export function chunkClosure(bundle: Rollup.OutputBundle, fileName: string): string[] {
  const files: string[] = [];
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (files.includes(name) || !chunk || chunk.type !== 'chunk') return;
    files.push(name);
    chunk.imports.forEach(visit);
  };
  visit(fileName);
  return files;
}

/** The chunk whose facade module is the given source file ('src/boot.tsx'), or an error naming it. */
export function chunkOf(bundle: Rollup.OutputBundle, source: string): Rollup.OutputChunk {
  const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(source));
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${source} is not a chunk of the build`);
  return chunk;
}
