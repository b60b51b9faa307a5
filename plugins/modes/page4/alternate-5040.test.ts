import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calcEvaluator, Game, modeFromRaw, Sfc32 } from '../../../src/engine/index.ts';
import { importModeCode, scStringify } from '../../../src/formats/index.ts';
import { E, LEFT, define, displayedText, playOn } from '../page2/test-kit.ts';
import { modeAlternate5040 } from './alternate-5040.ts';
import type { Value } from '../../../src/plugins/kit.ts';

/** A recorded variant game (../replays-variants): its mode code is the original's own for the variant. */
function readVariant(id: string): { modeCode: string } {
  const url = new URL(`../../../../shared/conformance/replays-variants/${id}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as { modeCode: string };
}

const emptyGrid = (n: number): Value[][] => Array.from({ length: n }, () => new Array<Value>(n).fill(E));

describe('Alternate 5040 (1762 variant)', () => {
  it('tiles of a tier merge like 1762 and reaching the next factorial starts the next tier', () => {
    const g = playOn(modeAlternate5040, [
      [[1n, 1n], [1n, 1n], E],
      [[2n, 1n], [2n, 1n], E],
      [[2n, 2n], [2n, 1n], E],
      [[3n, 2n], [3n, 2n], E],
      [[2n, 1n], [3n, 1n], E],
    ]);
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [2n, 1n],
      [2n, 2n],
      [3n, 1n],
      [4n, 1n],
      [2n, 1n],
    ]);
    expect(r.scoreDelta).toBe(2 + 4 + 6 + 24);
  });
  it('a merge must keep the next factorial reachable: 12 + 6 = 18 is refused in the 6 tier', () => {
    const g = playOn(modeAlternate5040, [[[3n, 2n], [3n, 1n], E]]);
    g.move(LEFT);
    expect(g.state.grid[0]).toEqual([[3n, 2n], [3n, 1n], E]);
  });
  it('shows n! × k; 5040 wins', () => {
    const g = playOn(modeAlternate5040, [[E]]);
    expect(
      [
        [1n, 1n],
        [3n, 2n],
        [4n, 3n],
        [7n, 1n],
      ].map((t) => displayedText(g, t)),
    ).toEqual(['1', '12', '72', '5040']);
  });

  it('"10" variant (variant tile 19): a tile [n, k, s] shows and is worth n! × k × s, its sign included', () => {
    const g = playOn(modeAlternate5040, [[E]], { variant: '19' });
    const tiles: Value[] = [
      [1n, 1n, -1],
      [2n, 2n, -1],
      [3n, 1n, 1],
    ];
    expect(tiles.map((t) => displayedText(g, t))).toEqual(['-1', '-4', '6']);
  });

  it('XXXX variant (variant tile 8): n + 1 tiles of tier n make the next tier; fewer do not', () => {
    const xxxx = { variant: '8' };
    const g = playOn(
      modeAlternate5040,
      [
        [[1n, 1n], [1n, 1n], E, E],
        [[2n, 1n], [2n, 1n], [2n, 1n], E],
        [[3n, 1n], [3n, 1n], [3n, 1n], E],
      ],
      xxxx,
    );
    const r = g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [2n, 1n],
      [3n, 1n],
      [3n, 1n],
    ]);
    expect(r.scoreDelta).toBe(2 + 6);
    expect(modeAlternate5040.optionsFromModeVars?.([8, true, 0, 0, 2, 0])).toMatchObject({ ...xxxx, width: 9 });
  });

  it('180 variant (variant tile 9): exact runs of a prime factor of n + 1 whose sum divides n + 1', () => {
    const g = playOn(
      modeAlternate5040,
      [
        [[5n, 1n], [5n, 1n], [5n, 1n], E],
        [[5n, 3n], [5n, 3n], E, E],
        [
          [1n, 1n],
          [1n, 1n],
          [1n, 1n],
          [1n, 1n],
        ],
      ],
      { variant: '9' },
    );
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [5n, 3n],
      [6n, 1n],
      [1n, 1n],
    ]);
    expect(g.state.grid[2]).toEqual([
      [1n, 1n],
      [1n, 1n],
      [1n, 1n],
      [1n, 1n],
    ]);
  });

  it('1668 variant (variant tile 2): two 1s make 2; three tiles a, a, b add up towards n + 1', () => {
    const g = playOn(
      modeAlternate5040,
      [
        [[1n, 1n], [1n, 1n], E],
        [
          [2n, 1n],
          [2n, 1n],
          [2n, 1n],
        ],
        [[3n, 1n], [3n, 1n], E],
      ],
      { variant: '2' },
    );
    g.move(LEFT);
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [2n, 1n],
      [3n, 1n],
      [3n, 2n],
    ]);
  });

  it('SCAPRIM variant (variant tile 6): ratio one less than a prime; a new tier lists its multipliers', () => {
    const g = playOn(
      modeAlternate5040,
      [
        [[6n, 1n], [6n, 6n], E],
        [[2n, 1n], [2n, 3n], E],
      ],
      { variant: '6' },
    );
    g.move(LEFT);
    // 1 + 6 = 7 makes 7! (tier 7, whose multipliers towards 8 are then listed); 3 / 1 + 1 = 4 is no prime.
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [7n, 1n],
      [2n, 1n],
    ]);
    expect(g.state.gameVars[1]).toBe(8n);
    expect((g.state.gameVars[0] as Value[])[7]).toEqual([8n, 4n, 2n, 1n]);
  });

  it('3069 variant (variant tile 3): a total that bumps a prime factor to the next prime', () => {
    const g = playOn(
      modeAlternate5040,
      [
        [[1n, 1n], [1n, 1n], E],
        [[2n, 2n], [2n, 1n], E],
        [[4n, 1n], [4n, 1n], E],
      ],
      { variant: '3' },
    );
    g.move(LEFT);
    // 1 + 1 = 2 = 2! / 1!; 2 + 1 = 3 = 2 × 3/2 reaches 3!; in tier 4, 1 + 1 = 2 is on the way to 5.
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [2n, 1n],
      [3n, 1n],
      [4n, 2n],
    ]);
  });

  it('Ratio-Fill 1296 variant (variant tile 21): below tier 2 multiples add; later tiles fill bars', () => {
    const none: Value = [-1];
    const g = playOn(
      modeAlternate5040,
      [
        [[1n, none, 1n], [1n, none, 1n], E],
        [[2n, [false, false], 2n], [2n, [false, false], 2n], E],
        [[2n, [true, false], 4n], [2n, [false, false], 2n], E],
      ],
      { variant: '21' },
    );
    g.move(LEFT);
    // 1 + 1 = 2 = 2!: tier 2 with its two empty bars; 2 + 2/1 fills bar 0; 4 + 4/2 fills the last bar: 3!.
    expect(g.state.grid.map((row) => row[0])).toEqual([
      [2n, [false, false], 2n],
      [2n, [true, false], 4n],
      [3n, [false, false, false], 6n],
    ]);
  });
});

describe('Alternate 5040, 3375 variant (variant tile 12)', () => {
  const v3375 = { variant: '12' };

  it('doubles powers of 2 and fills the missing bits, where 1762 adds neighbours', () => {
    const board = (): Value[][] => [
      // Tier 4 (T = 5): 2 + 2 = 4 in 3375, refused in 1762 (5 out of reach); 2 + 1 = 3 the other way round.
      [[4n, 2n], [4n, 2n], E],
      [[4n, 2n], [4n, 1n], E],
      // Tier 6 (T = 7): 4 takes 1 (7's lowest bit) to make 5; 5 takes 2 to make 7 = the next tier.
      [[6n, 4n], [6n, 1n], E],
      [[6n, 2n], [6n, 5n], E],
      // 4 + 2 = 6 in tier 6: 2 is not 7's lowest bit (refused); 1762 refuses it too (7 out of reach from 6).
      [[6n, 4n], [6n, 2n], E],
    ];
    const ours = playOn(modeAlternate5040, board(), v3375);
    const r = ours.move(LEFT);
    expect(ours.state.grid.map((row) => row[0])).toEqual([
      [4n, 4n],
      [4n, 2n],
      [6n, 5n],
      [7n, 1n],
      [6n, 4n],
    ]);
    expect(r.scoreDelta).toBe(24 * 4 + 720 * 5 + 5040);
    const g1762 = playOn(modeAlternate5040, board());
    g1762.move(LEFT);
    expect(g1762.state.grid.map((row) => row[0])).toEqual([
      [4n, 2n],
      [4n, 3n],
      [6n, 4n],
      [6n, 2n],
      [6n, 4n],
    ]);
  });

  it('is read from the recorded mode variables, with the original title', () => {
    const o = modeAlternate5040.optionsFromModeVars?.([12, true, 0, 0, 2, 0]);
    expect(o).toMatchObject({ ...v3375, width: 4 });
    expect(JSON.stringify(define(modeAlternate5040, v3375).gameplayRulesText)).toContain(
      'Alternate 5040 (3375 Variant)',
    );
  });

  it('plays seeded games board for board like the recorded mode code', () => {
    const file = readVariant('100--alternate5040_variantTile_12');
    const oracle = modeFromRaw(importModeCode(file.modeCode).mode);
    const ours = define(modeAlternate5040, v3375);
    let moves = 0;
    let topTier = 0n;
    for (const size of [4, 6])
      for (const seed of [1, 2, 3, 4, 5]) {
        const over = { width: size, height: size, startingGrid: emptyGrid(size) };
        const a = new Game({ ...oracle, ...over }, { evaluator: calcEvaluator, seed, clock: () => 0 });
        const b = new Game({ ...ours, ...over }, { evaluator: calcEvaluator, seed, clock: () => 0 });
        a.start();
        b.start();
        const pick = new Sfc32(`player:${seed}`);
        for (let k = 0; k < 400 && a.state.screen !== 'Game Over'; k++) {
          if (a.state.screen === 'Win') {
            a.continuePlaying();
            b.continuePlaying();
          }
          const dirs = [0, 1, 2, 3].filter((d) => a.canMove(d));
          if (dirs.length === 0) break;
          const d = dirs[Math.floor(pick.next() * dirs.length)]!;
          const ra = a.move(d);
          const rb = b.move(d);
          const sa = scStringify([a.state.grid, a.state.score, a.state.won] as Value);
          const sb = scStringify([b.state.grid, b.state.score, b.state.won] as Value);
          expect(rb.error ?? '', `${size}×${size} seed ${seed} move ${k}`).toBe(ra.error ?? '');
          expect(sb, `${size}×${size} seed ${seed} move ${k} (${d})`).toBe(sa);
          moves++;
        }
        for (const row of a.state.grid)
          for (const t of row) if (Array.isArray(t) && (t[0] as bigint) > topTier) topTier = t[0] as bigint;
      }
    // The games are long and reach the tiers where 3375 and 1762 part (tier 4 on).
    expect(moves).toBeGreaterThan(2000);
    expect(topTier).toBeGreaterThanOrEqual(5n);
  });

  it('plays crafted boards of tiers 1 to 9 like the recorded mode code', () => {
    // Random play stays below tier 6, where a tile first takes a bit below T (T = 7: 4 + 1 = 5).
    const file = readVariant('100--alternate5040_variantTile_12');
    const oracle = modeFromRaw(importModeCode(file.modeCode).mode);
    const ours = define(modeAlternate5040, v3375);
    const pick = new Sfc32('crafted 3375');
    const below = (n: number): number => Math.floor(pick.next() * n);
    let merged = 0;
    for (let i = 0; i < 300; i++) {
      // One or two tiers per board and few multipliers, so mergeable pairs are common.
      const tier = BigInt(1 + below(9));
      const pal: Value[] = Array.from({ length: 2 + below(3) }, () => [
        below(4) === 0 ? tier + 1n : tier,
        BigInt(1 + below(Number(tier) + 1)),
      ]);
      const grid = Array.from({ length: 3 }, () =>
        Array.from({ length: 4 }, (): Value => (below(5) === 0 ? E : pal[below(pal.length)]!)),
      );
      const over = { width: 4, height: 3, startingGrid: grid, startTileAmount: 0, spawnConditions: false as Value };
      const a = new Game({ ...oracle, ...over }, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
      const b = new Game({ ...ours, ...over }, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
      a.start();
      b.start();
      for (let k = 0; k < 3; k++) {
        const d = below(4);
        const ra = a.move(d);
        const rb = b.move(d);
        const sa = scStringify([a.state.grid, a.state.score] as Value);
        expect(scStringify([b.state.grid, b.state.score] as Value), `board ${scStringify(grid)} move ${k}`).toBe(sa);
        expect(rb.error ?? '').toBe(ra.error ?? '');
        if (ra.scoreDelta) merged++;
      }
    }
    expect(merged).toBeGreaterThan(100);
  });
});
