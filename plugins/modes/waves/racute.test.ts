import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calcEvaluator, Game, modeFromRaw, type ModeDefinition } from '../../../src/engine/index.ts';
import { importModeCode } from '../../../src/formats/index.ts';
import { PluginRegistry } from '../../../src/plugins/registry.ts';
import { TileDisplay } from '../../../src/worker/display.ts';
import type { StatBoxView } from '../../../src/worker/protocol.ts';
import { ViewBuilder } from '../../../src/worker/view-model.ts';
import { registerBuiltins } from '../../index.ts';
import { BigRational } from '../../../src/calc/values.ts';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { modeRacute } from './racute.ts';

const q = (n: bigint, d: bigint = 1n): BigRational => BigRational.of(n, d);

describe('RACUTE', () => {
  it('merges when the sum keeps a small denominator, scoring the lcm of the denominators', () => {
    const g = playOn(modeRacute, [[[q(1n, 3n)], [q(1n, 6n)], E]]);
    const r = g.move(LEFT);
    expect(g.state.grid[0]![0]).toEqual([q(1n, 2n)]);
    expect(r.scoreDelta).toBe(6);
  });
  it('does not merge when the sum needs a larger denominator', () => {
    const g = playOn(modeRacute, [[[q(1n, 2n)], [q(1n, 3n)], E]]);
    g.move(LEFT);
    expect(g.state.grid[0]!.slice(0, 2)).toEqual([[q(1n, 2n)], [q(1n, 3n)]]);
  });
  it('spawns unit fractions from whole tiles and denominators on the board', () => {
    const g = playOn(modeRacute, [
      [E, [q(5n)], [q(2n, 7n)]],
      [E, [q(3n, 5n)], E],
    ]);
    g.move(LEFT);
    expect(g.state.gameVars[0]).toEqual([q(1n, 5n), q(1n, 7n)]);
    expect(displayedText(g, [q(1n, 11n)])).toBe('1/11');
  });
});

const registry = registerBuiltins(new PluginRegistry());

/** The Score box as the view draws it, with a score of 360. */
function scoreBox(mode: ModeDefinition): StatBoxView | undefined {
  const game = new Game({ ...mode, startTileAmount: 0 }, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
  game.start();
  game.state.score = 360;
  const display = new TileDisplay(game.core, null, (name) => registry.scheme(name));
  return new ViewBuilder({ modeId: 'test', modeName: 'Test', game, display }).build(false, false).view.statBoxes[0];
}

describe("RACUTE's stat boxes", () => {
  it('draw the score like the original\'s (scheme "Rational DIVE", not the tiles\' own "RACUTE")', () => {
    const code = (JSON.parse(readFileSync('../shared/conformance/replays/102.json', 'utf8')) as { modeCode: string })
      .modeCode;
    const original = scoreBox(modeFromRaw(importModeCode(code).mode));
    expect(original?.tiles?.[0]?.picture?.key).toMatch(/^Rational DIVE\|/);
    expect(scoreBox(modeRacute.build({}))).toEqual(original);
  });
});
