// Our Page 1 plugins against the original: every recorded game replayed with our definition, and
// crafted boards played both with our definition and with the recorded mode code (the oracle).
import { describe, expect, it } from 'vitest';
import { calcEvaluator } from '../../../src/engine/index.ts';
import { Game } from '../../../src/engine/index.ts';
import { modeFromRaw, type ModeDefinition } from '../../../src/engine/index.ts';
import { runReplayFile } from '../../../src/conformance/replay.ts';
import { decodeCorpusValue, importModeCode, scStringify } from '../../../src/formats/index.ts';
import type { Value } from '../../../src/calc/values.ts';
import { page1Modes } from './index.ts';
import { optionsOf, recordedFile } from './test-kit.ts';

/** A small deterministic generator (xorshift32). */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

/** Plays the same crafted boards and moves with both definitions; returns the first difference. */
function compareOnBoards(
  ours: ModeDefinition,
  oracle: ModeDefinition,
  alphabet: Value[],
  boards: number,
  seed: number,
): string | null {
  const r = rng(seed);
  for (let i = 0; i < boards; i++) {
    const w = 3 + Math.floor(r() * 4);
    const h = 1 + Math.floor(r() * 4);
    // Few distinct tiles per board, so runs of equal tiles are common.
    const pal = Array.from({ length: 1 + Math.floor(r() * 3) }, () => alphabet[Math.floor(r() * alphabet.length)]!);
    const grid = Array.from({ length: h }, () =>
      Array.from({ length: w }, () => (r() < 0.2 ? '@Empty' : pal[Math.floor(r() * pal.length)]!)),
    );
    const over = { width: w, height: h, startingGrid: grid, startTileAmount: 0, spawnConditions: false as Value };
    const a = new Game({ ...oracle, ...over }, { evaluator: calcEvaluator, seed: 1 });
    const b = new Game({ ...ours, ...over }, { evaluator: calcEvaluator, seed: 1 });
    a.start();
    b.start();
    for (let k = 0; k < 4; k++) {
      const d = Math.floor(r() * 4);
      const ra = a.move(d);
      const rb = b.move(d);
      const sa = scStringify([a.state.grid, a.state.score, a.state.won] as Value);
      const sb = scStringify([b.state.grid, b.state.score, b.state.won] as Value);
      if (ra.error || rb.error || sa !== sb)
        return `board ${scStringify(grid)} move ${k} (${d}): original ${sa} ${ra.error ?? ''} / ours ${sb} ${rb.error ?? ''}`;
    }
  }
  return null;
}

for (const plugin of page1Modes) {
  const id = plugin.recreates![0]!.modeId;
  describe(`mode ${id} (${plugin.name}) against the original`, () => {
    const file = recordedFile(id);
    const def = plugin.build(optionsOf(plugin, decodeCorpusValue(file.modeVars ?? []) as Value[]));

    it('replays every recorded game with our definition', () => {
      const report = runReplayFile(file, { modeFor: () => def, statBoxes: true });
      expect(report.detail ?? '').toBe('');
      expect(report.games.length).toBeGreaterThan(0);
    });

    it('plays crafted boards like the recorded mode code', () => {
      const oracle = modeFromRaw(importModeCode(file.modeCode).mode);
      const alphabet = Object.keys(file.tileTexts).map((k) => decodeCorpusValue(JSON.parse(k)));
      expect(compareOnBoards(def, oracle, alphabet, 60, Number(id) * 977)).toBeNull();
    });
  });
}
