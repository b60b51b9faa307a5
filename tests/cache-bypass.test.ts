// Leaving out a transparent merge-result cache (src/engine/speedups/cache-transparency.ts) against keeping
// it: modes are played twice from the same seed, with the cache left out where the proof allows and
// with it always kept (`cacheBypass: false`), with the same seeded moves, undos, redos, Play Again
// and Continue; after every action both games must have the same state and return the same result.
// Merge events are compared with their rule: a hit names the rule that gave the stored outcome.
// Recorded modes that qualify are played, then random small modes of 180-like line rules, whose key
// settings (checked cells, lookback) range over values the proof accepts and refuses.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayFiles } from '../src/conformance/replay-cases.ts';
import type { Value } from '../src/calc/values.ts';
import { calcEvaluator } from '../src/engine/index.ts';
import type { MoveResult } from '../src/engine/index.ts';
import { Game } from '../src/engine/index.ts';
import { defaultMode, modeFromRaw, type ModeDefinition } from '../src/engine/index.ts';
import { Sfc32 } from '../src/engine/index.ts';
import { importModeCode } from '../src/formats/index.ts';
import { resultText, stateText } from './helpers/game-text.ts';
import { fuzzSettings } from './helpers/fuzz-settings.ts';

const replays = fileURLToPath(new URL('../../shared/conformance/replays', import.meta.url));

/** What the two games did: actions, actions with the cache left out, cache entries the other kept. */
interface Played {
  actions: number;
  bypassed: number;
  keptEntries: number;
}

/** Plays `mode` both ways for `actions` actions; throws at the first difference. */
function playBoth(mode: ModeDefinition, seed: number, actions: number): Played {
  const make = (cacheBypass: boolean): Game =>
    new Game(structuredClone(mode), { evaluator: calcEvaluator, seed, clock: () => 0, cacheBypass, fastMoves: false });
  const games = [make(true), make(false)];
  const [a, b] = games as [Game, Game];
  const pick = new Sfc32(`cache-bypass:${seed}`);
  const played: Played = { actions: 0, bypassed: 0, keptEntries: 0 };
  const step = (what: string, act: (g: Game) => MoveResult | boolean): void => {
    const [ra, rb] = games.map(act) as [MoveResult | boolean, MoveResult | boolean];
    if (resultText(ra) !== resultText(rb))
      throw new Error(`${what}: results differ\n${resultText(ra)}\n${resultText(rb)}`);
    if (stateText(a) !== stateText(b)) throw new Error(`${what}: states differ\n${stateText(a)}\n${stateText(b)}`);
    played.actions++;
    if (a.core.cache.bypass) played.bypassed++;
    played.keptEntries += b.core.cache.size;
    expect(b.core.cache.bypass).toBe(false);
  };
  step('start', (g) => g.start());
  for (let n = 0; n < actions; n++) {
    const s = a.state;
    const _roll = pick.next();
    if (s.screen === 'Win' && s.postgameAllowed) step(`${n}: continue`, (g) => g.continuePlaying());
    else if (s.screen !== 'Gameplay') step(`${n}: play again`, (g) => g.playAgain());
    else {
      const dirs: number[] = [];
      for (let d = 0; d < a.mode.directions.length; d++) if (a.canMove(d)) dirs.push(d);
      if (dirs.length === 0) step(`${n}: play again`, (g) => g.playAgain());
      else {
        const d = dirs[Math.floor(pick.next() * dirs.length)]!;
        step(`${n}: move ${d}`, (g) => g.move(d));
      }
    }
  }
  return played;
}

describe('the merge-result cache left out = kept, on recorded modes', () => {
  const modes = replayFiles(replays).map((f) => {
    const file = JSON.parse(readFileSync(f, 'utf8')) as { modeId: string; modeCode: string };
    return { id: file.modeId, mode: modeFromRaw(importModeCode(file.modeCode).mode) };
  });
  const used: string[] = [];

  it('plays every recorded mode whose cache is transparent the same both ways', { timeout: 120_000 }, () => {
    for (const { id, mode } of modes) {
      const p = playBoth(mode, 11, 5);
      if (p.bypassed === 0) continue;
      used.push(id);
      const q = playBoth(mode, 12, 150);
      expect(q.bypassed).toBe(q.actions);
      expect(q.keptEntries).toBeGreaterThan(0);
    }
    // 180 (38) among them; classic (1) too, played here by the general move.
    expect(used).toContain('38');
    expect(used).toContain('1');
    expect(used.length).toBeGreaterThan(10);
  });
});

// Random small modes: tiles [n] (n 0–2), 180-like rules of 2, 3 or 4 equal tiles with optional
// guards on the tile behind and the one after, a flag list, and the cache's key settings.
const FUZZ = fuzzSettings('CACHE_BYPASS', 250, 20_261_126);

const eq = (d: number): Value => [`@Next ${d} 0`, '=', '@This 0'];
const lineRule = fc
  .record({
    L: fc.integer({ min: 2, max: 4 }),
    behind: fc.boolean(),
    after: fc.integer({ min: 0, max: 2 }),
    flags: fc.option(fc.array(fc.constantFrom<Value>(true, false, 0, 1), { minLength: 4, maxLength: 4 }), {
      nil: null,
    }),
    plus: fc.integer({ min: 1, max: 2 }),
  })
  .map(({ L, behind, after, flags, plus }): Value => {
    const cond: Value[] = [eq(1)];
    for (let d = 2; d < L; d++) cond.push('&&', eq(d));
    if (behind) cond.push('&&', ['@NextNE -1 0', '!=', '@This 0']);
    // A guard on a cell past the tiles: how far past decides whether the key holds it.
    if (after > 0) cond.push('&&', [`@Next ${L - 1 + after} 0`, '!=', '@This 0']);
    const rule: Value[] = [L, cond, true, [[['@This 0', '+', plus]]], ['@This 0', '+', L]];
    if (flags) rule.push(flags.slice(0, L));
    return rule;
  });

const cell = fc.oneof(
  { weight: 10, arbitrary: fc.constant<Value>('@Empty') },
  { weight: 1, arbitrary: fc.constant<Value>('@Void') },
  { weight: 1, arbitrary: fc.constant<Value>('@Slippery') },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 2 }).map((n): Value => [n]) },
);

const smallMode = fc
  .record({
    width: fc.integer({ min: 2, max: 6 }),
    height: fc.integer({ min: 2, max: 6 }),
    cells: fc.array(cell, { minLength: 36, maxLength: 36 }),
    rules: fc.array(lineRule, { minLength: 1, maxLength: 3 }),
    maxLength: fc.integer({ min: 1, max: 6 }),
    lookback: fc.integer({ min: 0, max: 3 }),
    level: fc.constantFrom(1, 2, 2, 3),
    spawnMax: fc.integer({ min: 0, max: 2 }),
  })
  .map(
    (r): ModeDefinition =>
      defaultMode({
        width: r.width,
        height: r.height,
        startingGrid: Array.from({ length: r.height }, (_, v) => r.cells.slice(v * r.width, (v + 1) * r.width)),
        mergeRules: r.rules,
        startTileSpawns: Array.from({ length: r.spawnMax + 1 }, (_, n): Value => [[n], 4 - n]),
        knownMergeMaxLength: r.maxLength,
        knownMergeLookbackDistance: r.lookback,
        mergeResultKnownLevel: r.level,
        winConditions: [[9]],
      }),
  );

describe('the merge-result cache left out = kept, on random small modes', () => {
  it(`plays both ways the same (${FUZZ.numRuns} runs, seed ${FUZZ.seed})`, {
    timeout: Math.max(60_000, FUZZ.numRuns * 1_000),
  }, () => {
    const seen = { runs: 0, bypassed: 0, kept: 0 };
    fc.assert(
      fc.property(smallMode, fc.integer({ min: 1, max: 1000 }), (mode, seed) => {
        const p = playBoth(mode, seed, 40);
        seen.runs++;
        if (p.bypassed > 0) seen.bypassed++;
        else seen.kept++;
      }),
      { numRuns: FUZZ.numRuns, seed: FUZZ.seed, path: FUZZ.path },
    );
    // The proof both accepts and refuses among these modes.
    expect(seen.bypassed).toBeGreaterThan(seen.runs / 5);
    expect(seen.kept).toBeGreaterThan(seen.runs / 10);
  });
});
