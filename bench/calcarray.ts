// CalcArray evaluation speed: `npm run -s bench -- calcarray`.
// Anchors (the original, same kind of machine): merge condition ≈61,000/s, display text ≈75,000/s,
// display colour ≈14,300/s, whole corpus ≈10,400/s. Goal: 100× each.
import { fileURLToPath } from 'node:url';
import { createHost, evaluate, evaluateColor, evaluateText, type TileContext, type Value } from '../src/calc/index.ts';
import { loadCalcCases, prepareCase, type PreparedCase } from '../src/conformance/calcarray-cases.ts';
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

export function main(): void {
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
      for (let v = 0; v < 4; v++) for (let h = 0; h < 4; h++) if (typeof GRID[v]![h] !== 'string') evaluateColor(color, host, v, h);
    }, 12),
    'evals/s',
  );

  // The whole visible corpus, evaluation only: hosts are prepared outside the timed loop, and each
  // case runs on a fresh copy so that cases that edit state stay repeatable.
  const dir = fileURLToPath(new URL('../../shared/conformance/calcarray', import.meta.url));
  const cases = loadCalcCases(dir).filter((c) => !c.hangs && c.category !== 'limits' && c.category !== 'random');
  // Untimed preparation, timed evaluation, repeated for about three seconds; best round counts.
  let best = 0;
  const until = performance.now() + 3000;
  while (performance.now() < until) {
    const batch: PreparedCase[] = cases.map(prepareCase);
    const start = performance.now();
    for (const p of batch) {
      try {
        p.run();
      } catch {
        // Cases recorded as throwing are part of the workload.
      }
    }
    const seconds = (performance.now() - start) / 1000;
    best = Math.max(best, batch.length / seconds);
  }
  const corpusRate = best;
  report('corpus', corpusRate, 'evals/s');
}
