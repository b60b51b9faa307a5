// Engine speed: `npm run -s bench -- engine [figure…] [--ms N] [--tsx]`.
// Seeded random play (a uniform pick among the directions the game allows, Play Again on game
// over, every accepted move counted) of recorded modes, one line per mode:
//   classic-2048: N moves/s      2048 defined as data (mode 1's recorded code), 4×4
//   heavy-180 / heavy-factup / heavy-dive: N moves/s
//   anchor-flat-2048: N moves/s  not our engine: our own hand-written flat-array 2048 (the kind of
//                                program the issue's ≈3.2 M anchor names; _anchor-2048.ts), to tell
//                                how fast this host is in the same run
// Anchors (the original's move logic in Node, display stubbed out, same kind of machine):
// 2048 ≈ 215 moves/s, 180 on 7×7 ≈ 22 moves/s. Goals: 2048 ≥ 1,000,000 moves/s, heavy modes
// ≥ 1000× the original (docs/performance.md explains the assumed figures for FACTUP and DIVE).
//
// The workload runs from an esbuild bundle under plain node, as a production bundle would run
// (tsx's loader adds overhead that is not the engine's), each figure in a fresh node process: run
// one after another in one process, a mode inherits the JIT feedback and heap the modes before it
// left (FACTUP and DIVE measured 5–25% lower after the others). `--tsx` runs all figures in
// this process instead.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBundledEach } from './_bundled.ts';
import { CASES, selected } from './_engine-workload.ts';

const here = dirname(fileURLToPath(import.meta.url));
const replays = join(here, '..', '..', 'shared', 'conformance', 'replays');

interface Parsed {
  only: string[];
  ms?: number;
  tsx: boolean;
}

function parse(args: string[]): Parsed {
  const out: Parsed = { only: [], tsx: false };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--tsx') out.tsx = true;
    else if (a === '--ms') out.ms = Number(args[++i]);
    else out.only.push(a);
  }
  return out;
}

export async function main(args: string[] = []): Promise<void> {
  const p = parse(args);
  if (p.tsx) {
    const { runEngineBench } = await import('./_engine-workload.ts');
    runEngineBench({ replays, only: p.only, ms: p.ms });
    return;
  }
  const figures = CASES.filter((c) => selected(c.figure, p.only)).map((c) => c.figure);
  runBundledEach(
    '_engine-workload.ts',
    'runEngineBench',
    figures.map((f) => ({ replays, only: [f], exact: true, ms: p.ms })),
  );
}
