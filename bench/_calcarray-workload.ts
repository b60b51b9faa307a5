// The CalcArray benchmark's workload (bench/calcarray.ts runs it, normally from an esbuild bundle
// under plain node): three single-expression figures and the whole visible corpus.
import { createHost, evaluate, evaluateColor, evaluateText, type TileContext, type Value } from '../src/calc/index.ts';
import { loadCalcCases, prepareCase, type CalcCase, type PreparedCase } from '../src/conformance/calcarray-cases.ts';
import { rate, report } from './_measure.ts';

const GRID: Value[][] = [
  [[1], [1], '@Empty', [2]],
  ['@Empty', [3], [3], [3]],
  [[5], [2], [5], '@Empty'],
  [[2], [4], [2], [4]],
];
const DIRS: [number, number][] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/** Corpus cases prepared (and live) at a time during the corpus figure's timed loop. */
const CORPUS_CHUNK = 256;

export interface CalcArrayBenchOptions {
  /** Folder of the CalcArray corpus (shared/conformance/calcarray). */
  corpus: string;
}

export function runCalcArrayBench(opts: CalcArrayBenchOptions): void {
  const host = createHost({ grid: GRID, width: 4, height: 4, screen: 'Gameplay' });
  const tile: TileContext = { v: 0, h: 0, vdir: 0, hdir: 0, addInfo: [2, Infinity, 0, 1], container: GRID };

  const merge: Value = ['@Next 1 0', '=', '@This 0'];
  report(
    'merge-condition',
    rate(() => {
      for (const [vd, hd] of DIRS)
        for (let v = 0; v < 4; v++)
          for (let h = 0; h < 4; h++) {
            tile.v = v;
            tile.h = h;
            tile.vdir = vd;
            tile.hdir = hd;
            evaluate(merge, host, tile);
          }
    }, 64),
    'evals/s',
  );

  const text: Value = [2, '^', '@This 0'];
  report(
    'display-text',
    rate(() => {
      for (let v = 0; v < 4; v++) for (let h = 0; h < 4; h++) evaluateText(text, host, v, h);
    }, 16),
    'evals/s',
  );

  const color: Value = ['@HSLA', [-15, '*', '@This 0', '+', 520], 100, [0.9, '^', ['@This 0', '-', 20], '*', 36], 1];
  report(
    'display-color',
    rate(() => {
      for (let v = 0; v < 4; v++)
        for (let h = 0; h < 4; h++) if (typeof GRID[v]![h] !== 'string') evaluateColor(color, host, v, h);
    }, 12),
    'evals/s',
  );

  // The whole visible corpus, evaluation only: hosts are prepared outside the timed loop, and each
  // case runs on a fresh copy so that cases that edit state stay repeatable.
  const cases = loadCalcCases(opts.corpus).filter(
    (c) => !c.hangs && c.category !== 'limits' && c.category !== 'random',
  );
  // Cases are prepared and timed a chunk at a time, in corpus order, and a round's time is the sum
  // of its chunks. Preparing all 12k hosts at once would leave several MB of fresh objects live in
  // the young generation during the timed loop, and nearly every round would then pay a 10-20 ms
  // scavenge copying and promoting them: a cost of the preparation, not of the evaluation. Garbage
  // made by the evaluation itself is still collected inside the timed loop.
  const chunks: CalcCase[][] = [];
  for (let i = 0; i < cases.length; i += CORPUS_CHUNK) chunks.push(cases.slice(i, i + CORPUS_CHUNK));
  // Untimed preparation, timed evaluation, repeated for about three seconds; best round counts.
  let best = 0;
  const until = performance.now() + 3000;
  while (performance.now() < until) {
    let seconds = 0;
    for (const chunk of chunks) {
      const batch: PreparedCase[] = chunk.map(prepareCase);
      const start = performance.now();
      for (const p of batch) {
        try {
          p.run();
        } catch {
          // Cases recorded as throwing are part of the workload.
        }
      }
      seconds += (performance.now() - start) / 1000;
    }
    best = Math.max(best, cases.length / seconds);
  }
  const corpusRate = best;
  report('corpus', corpusRate, 'evals/s');
}
