// Lists the engine builds for the state stay packed when optimised code builds them (packed.ts).
// V8 tells the two shapes apart only through its natives, switched on here for this file's process
// (vitest runs each file in its own fork).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { importModeCode } from '../../formats/index.ts';
import { calcEvaluator } from '../calc-evaluator.ts';
import { Game } from '../game.ts';
import { computeResults } from '../rules/merge.ts';
import { modeFromRaw, type ModeDefinition } from '../mode.ts';
import { moveHandler } from '../rules/move.ts';
import { allTrue, mapPacked } from './packed.ts';
import { resolveSpawnTile } from '../rules/spawn.ts';

setFlagsFromString('--allow-natives-syntax');
const holey = new Function('a', 'return %HasHoleyElements(a)') as (a: unknown) => boolean;
const prepare = new Function('f', '%PrepareFunctionForOptimization(f)') as (f: unknown) => void;
const optimizeNext = new Function('f', '%OptimizeFunctionOnNextCall(f)') as (f: unknown) => void;
const optimized = new Function('f', 'return (%GetOptimizationStatus(f) & 64) !== 0') as (f: unknown) => boolean;

/** Calls `run` until `f` has feedback, then has V8 optimise `f` before the last call. */
function optimisedRun(f: unknown, run: () => void): void {
  prepare(f);
  for (let k = 0; k < 5; k++) run();
  optimizeNext(f);
  run();
}

/** DIVE (recorded mode 50): its spawn tile and merge output are evaluated element by element. */
function diveMode(): ModeDefinition {
  const replays = fileURLToPath(new URL('../../../../shared/conformance/replays', import.meta.url));
  const raw = JSON.parse(readFileSync(join(replays, '50.json'), 'utf8')) as { modeCode: string };
  return modeFromRaw(importModeCode(raw.modeCode).mode);
}

describe('packed lists', () => {
  it('mapPacked and allTrue give what map gives, packed also from optimised code', () => {
    const lists: unknown[][] = [[], [1], ['a', [2n]], [1, 'a', [2n]], [1, 'a', [2n], true, 5n]];
    const viaMap = (l: unknown[]) => l.map((x) => [x]);
    const viaPacked = (l: unknown[]) => mapPacked(l, (x) => [x]);
    for (const list of lists) {
      let a: unknown[] = [];
      let b: unknown[] = [];
      optimisedRun(viaMap, () => (a = viaMap(list)));
      optimisedRun(viaPacked, () => (b = viaPacked(list)));
      expect(optimized(viaMap) && optimized(viaPacked)).toBe(true);
      expect(b).toEqual(a);
      // The reason for packed.ts: an inlined map allocates its result at full length.
      if (list.length > 0) expect(holey(a)).toBe(true);
      expect(holey(b)).toBe(false);
    }
    // Each element's function runs once, in order.
    const seen: number[] = [];
    mapPacked([1, 2, 3], (x) => seen.push(x));
    mapPacked([4, 5], (x) => seen.push(x));
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    const trues = (n: number) => allTrue(n);
    for (const n of [0, 3, 4, 8]) {
      let t: boolean[] = [];
      optimisedRun(trues, () => (t = trues(n)));
      expect(t).toEqual(new Array(n).fill(true));
      expect(holey(t)).toBe(false);
    }
  });

  it('spawned tiles and the available directions stay packed in long play, the builders optimised', () => {
    // Long enough for V8 to optimise the move on its own (the bench saw the first holey lists
    // after about 800 moves), and the builders forced early as well.
    const game = new Game(diveMode(), { evaluator: calcEvaluator, seed: 3, clock: () => 0 });
    expect(game.start().error).toBeUndefined();
    const builders = [resolveSpawnTile, computeResults, moveHandler];
    for (const f of builders) prepare(f);
    const wasOptimized = builders.map(() => false);
    let moves = 0;
    for (let k = 0; k < 2500; k++) {
      if (k === 40) for (const f of builders) optimizeNext(f);
      const d = [0, 1, 2, 3].find((x) => game.canMove(x));
      if (d === undefined || game.state.screen !== 'Gameplay') {
        expect(game.playAgain().error).toBeUndefined();
        continue;
      }
      if (game.move(d).accepted) moves++;
      const s = game.state;
      expect(holey(s.directionsAvailable)).toBe(false);
      for (const row of s.grid) for (const t of row) if (Array.isArray(t)) expect(holey(t)).toBe(false);
      builders.forEach((f, i) => (wasOptimized[i] ||= optimized(f)));
    }
    expect(wasOptimized).toEqual([true, true, true]);
    expect(moves).toBeGreaterThan(2000);
  });

  it('merge results computed element by element are packed from optimised code', () => {
    const game = new Game(diveMode(), { evaluator: calcEvaluator, seed: 3, clock: () => 0 });
    expect(game.start().error).toBeUndefined();
    const tile = { v: 0, h: 0, vdir: 0, hdir: 0, addInfo: [1, Infinity, 0, 0], container: game.state.grid };
    // One result tile of two evaluated components, one taken as it is.
    const entries = [[['@This 0', '+B', '1n'], 'x']];
    let out: unknown[] = [];
    optimisedRun(computeResults, () => (out = computeResults(game.core, entries, tile, null)));
    expect(optimized(computeResults)).toBe(true);
    expect(out).toEqual([[['@This 0', '+B', '1n'], 'x'].map((e) => game.core.evRule(e, { ...tile, vars: null }))]);
    expect(holey(out)).toBe(false);
    expect(holey(out[0])).toBe(false);
  });
});
