// Temporary holes through the real engine: when they appear, how they block, how they expire.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/calc/values.ts';
import { calcEvaluator } from '../../src/engine/index.ts';
import { Game } from '../../src/engine/index.ts';
import { defaultMode, type ModeDefinition } from '../../src/engine/index.ts';
import { mode2048 } from '../modes/page1/offset-powers.ts';
import { applyTemporaryHoles, temporaryHoles, temporaryHoleSpawn } from './temporary-holes.ts';
import { board, built, E, LEFT, RIGHT, withModifier } from './test-kit.ts';

const holesIn = (grid: Value[][]): string[] =>
  grid.flat().filter((c): c is string => typeof c === 'string' && c.startsWith('@TemporaryHole'));

function started(def: ModeDefinition, seed = 3): Game {
  const g = new Game(def, { evaluator: calcEvaluator, seed, clock: () => 0 });
  const r = g.start();
  if (r.error) throw new Error(r.error);
  return g;
}

describe('Temporary holes', () => {
  it('is one forced spawn after the normal spawns, on turns where moves % interval = 0', () => {
    const def = withModifier(built(mode2048), temporaryHoles, { perSpawn: 2, interval: 3, lifespan: 5 });
    expect(def.startForcedSpawns).toEqual([
      [['@Moves', '%', 3, '=', 0], 'AfterSpawns', false, '@TemporaryHole 5', '@TemporaryHole 5'],
    ]);
    expect(temporaryHoleSpawn({ perSpawn: 1, interval: 1, lifespan: 1 })).toEqual([
      ['@Moves', '%', 1, '=', 0],
      'AfterSpawns',
      false,
      '@TemporaryHole 1',
    ]);
  });

  it('places holes at the start (moves = 0) next to the start tiles, then on every interval', () => {
    const def = withModifier(defaultMode({ width: 5, height: 5 }), temporaryHoles, {
      perSpawn: 2,
      interval: 2,
      lifespan: 9,
    });
    const g = started(def);
    expect(holesIn(g.state.grid)).toEqual(['@TemporaryHole 9', '@TemporaryHole 9']);
    expect(g.state.grid.flat().filter(Array.isArray)).toHaveLength(2);
    let moves = 0;
    for (let d = 0; moves < 2; d = (d + 1) % 4) if (g.move(d).moved) moves++;
    // Move 1: no holes (1 % 2 ≠ 0), the old ones count down; move 2: two new ones.
    expect(g.state.moves).toBe(2);
    expect(holesIn(g.state.grid).sort()).toEqual([
      '@TemporaryHole 7',
      '@TemporaryHole 7',
      '@TemporaryHole 9',
      '@TemporaryHole 9',
    ]);
  });

  it('blocks tiles like a wall and disappears after its lifespan', () => {
    // The hole this modifier spawns, placed by hand (the forced spawn itself is tested above).
    const hole = temporaryHoleSpawn({ perSpawn: 1, interval: 1, lifespan: 2 })[3]!;
    const g = board(defaultMode({ mergeResultKnownLevel: 0 }), [[[1], hole, [1], E]]);
    g.move(RIGHT);
    // The 2 behind the hole cannot pass it; the one beyond slides; the hole counts down.
    expect(g.state.grid[0]).toEqual([[1], '@TemporaryHole 1', E, [1]]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[1], E, [1], E]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[2], E, E, E]);
  });

  it('does nothing with 0 holes and never mutates the definition', () => {
    const base = built(mode2048);
    const before = JSON.stringify(base);
    expect(applyTemporaryHoles(base, { perSpawn: 0, interval: 1, lifespan: 1 })).toBe(base);
    withModifier(base, temporaryHoles);
    expect(JSON.stringify(base)).toBe(before);
  });
});
