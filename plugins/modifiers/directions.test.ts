// Direction sets and the stay-still move through the real engine.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/calc/values.ts';
import { calcEvaluator } from '../../src/engine/index.ts';
import { Game } from '../../src/engine/index.ts';
import { defaultMode, orthogonalDirections } from '../../src/engine/index.ts';
import { BUILTIN_MODIFIERS } from './basic.ts';
import { applyDirections, directionSets, isOrthogonalSet } from './directions.ts';
import { mode2048 } from '../modes/page1/offset-powers.ts';
import { board, built, E, withModifier } from './test-kit.ts';

const vectors = (dirs: readonly Value[]): string[] =>
  dirs.map((d) => ((d as Value[])[0] as Value[]).slice(0, 3).join(','));
const keys = (dirs: readonly Value[]): Value[] => dirs.map((d) => (d as Value[])[7]);
const slideLimit = BUILTIN_MODIFIERS.find((m) => m.id === 'pc.slide-limit')!;

describe('Directions', () => {
  it('builds Orthogonal, Diagonal and Both (8) sets, keeping the mode’s slide limit', () => {
    const base = withModifier(built(mode2048), slideLimit, { cells: 2 });
    expect(vectors(withModifier(base, directionSets, { set: 'orthogonal' }).directions)).toEqual([
      '-1,0,2',
      '1,0,2',
      '0,-1,2',
      '0,1,2',
    ]);
    expect(vectors(withModifier(base, directionSets, { set: 'diagonal' }).directions)).toEqual([
      '-1,-1,2',
      '-1,1,2',
      '1,-1,2',
      '1,1,2',
    ]);
    const both = withModifier(base, directionSets, { set: 'both' }).directions;
    expect(vectors(both)).toEqual(['-1,0,2', '1,0,2', '0,-1,2', '0,1,2', '-1,-1,2', '-1,1,2', '1,-1,2', '1,1,2']);
    expect(keys(both).slice(4)).toEqual([['KeyQ'], ['KeyE'], ['KeyZ'], ['KeyC']]);
  });

  it('merges along a diagonal', () => {
    const def = withModifier(built(mode2048), directionSets, { set: 'both' });
    const g = board(def, [
      [[1], E, E],
      [E, E, E],
      [E, E, [1]],
    ]);
    expect(g.move(4).moved).toBe(true);
    expect(g.state.grid).toEqual([
      [[2], E, E],
      [E, E, E],
      [E, E, E],
    ]);
    const g2 = board(def, [
      [E, E, [3]],
      [E, E, E],
      [E, E, E],
    ]);
    g2.move(6);
    expect(g2.state.grid).toEqual([
      [E, E, E],
      [E, E, E],
      [[3], E, E],
    ]);
  });

  it('adds a stay-still move (Space) that only spawns, and counts as a move while a cell is empty', () => {
    const def = withModifier(defaultMode({ width: 3, height: 1, mergeResultKnownLevel: 0 }), directionSets, {
      set: 'orthogonal',
      stayStill: true,
    });
    const still = def.directions[4] as Value[];
    expect(vectors([still])).toEqual(['0,0,0']);
    expect(still[7]).toEqual(['Space']);
    const g = new Game(
      { ...def, startingGrid: [[[1], E, [1]]], startTileAmount: 0 },
      { evaluator: calcEvaluator, seed: 2, clock: () => 0 },
    );
    g.start();
    expect(g.move(4).moved).toBe(true);
    expect(g.state.moves).toBe(1);
    expect(g.state.grid[0]![0]).toEqual([1]);
    expect(g.state.grid[0]![2]).toEqual([1]);
    expect(Array.isArray(g.state.grid[0]![1])).toBe(true);
    // A full board: staying still is not a move.
    expect(g.move(4).moved).toBe(false);
  });

  it('leaves boards without the four orthogonal moves alone (hexagonal, custom sets), and adds one stay-still only', () => {
    const hex = defaultMode({ hexagonal: true, directions: [orthogonalDirections()[0]!] });
    expect(applyDirections(hex, { set: 'both', stayStill: false })).toBe(hex);
    expect(vectors(applyDirections(hex, { set: 'both', stayStill: true }).directions)).toEqual([
      '-1,0,Infinity',
      '0,0,0',
    ]);
    const twice = withModifier(
      withModifier(defaultMode(), directionSets, { set: 'orthogonal', stayStill: true }),
      directionSets,
      { set: 'orthogonal', stayStill: true },
    );
    expect(vectors(twice.directions).filter((v) => v === '0,0,0')).toHaveLength(1);
    expect(isOrthogonalSet(defaultMode().directions)).toBe(true);
  });
});
