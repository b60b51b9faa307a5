// Vite plugin: after a client build, prints the gzipped size of the initial JS (the entry chunk
// and everything it imports statically), of the JS needed for the first board (plus the renderer
// chunk), and of the engine worker.

import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}

function closure(
  start: Iterable<string>,
  bundle: Record<string, unknown>,
  follow: (c: ChunkLike) => string[],
): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    const c = bundle[f] as ChunkLike | undefined;
    if (!c || c.type !== 'chunk') continue;
    seen.add(f);
    stack.push(...follow(c));
  }
  return seen;
}

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

export function initialJsSize(budgetKb = 250): Plugin {
  return {
    name: 'pow2048-initial-js-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (c): c is typeof c & ChunkLike => c.type === 'chunk',
      ) as unknown as ChunkLike[];
      const entries = chunks.filter((c) => c.isEntry);
      if (entries.length === 0) return;
      const gz = (files: Iterable<string>): number => {
        let n = 0;
        for (const f of files) n += gzipSync((bundle[f] as unknown as ChunkLike).code, { level: 9 }).length;
        return n;
      };
      const initial = closure(
        entries.map((c) => c.fileName),
        bundle,
        (c) => c.imports,
      );
      const rendererChunks = chunks
        .filter((c) => initial.has(c.fileName))
        .flatMap((c) => c.dynamicImports)
        .filter((f) => /board-renderer/.test(f));
      // Upper bound: the renderer chunk and everything it may load (every Pixi backend included).
      const board = new Set([
        ...initial,
        ...closure(rendererChunks, bundle, (c) => [...c.imports, ...c.dynamicImports]),
      ]);
      const initialSize = gz(initial);
      const lines = [
        `initial JS: ${kb(initialSize)} gzipped (${initial.size} files; budget ${budgetKb} KB)`,
        `first-board JS: ${kb(gz(board))} gzipped at most (initial + renderer and all its backends)`,
      ];
      console.log(`\n[pow2048] ${lines.join('\n[pow2048] ')}`);
      if (initialSize > budgetKb * 1024) this.warn(`initial JS is over the ${budgetKb} KB budget`);
    },
  };
}
