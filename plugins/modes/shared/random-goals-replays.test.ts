// The original's random-goals games (shared/conformance/replays-variants, `*_randomGoals_button`)
// replayed with our plugins, from the goals the original rolled.
//
// The original rolls the first goal (and, in some modes, the random weights that steer later
// goals) in the page's script when the mode loads, with `Math.random`, outside the game's replay
// log; the rolled values are part of the mode's start game variables. Our plugins roll them in a
// game-start script instead (from the game's own seed), so the start values cannot match a
// recording. This test starts from the recorded values and drops our start roll, so it checks
// everything after the roll: where each goal lives, how a reached goal is noticed and how the next
// one is chosen (those draws are in the replay log and are fed back).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { pluginFor } from '../../../src/conformance/replay-cases.ts';
import type { ModeDefinition } from '../../../src/engine/index.ts';
import { runReplayGame, type ReplayFileJson, type ReplayGameJson } from '../../../src/conformance/replay.ts';
import { decodeCorpusValue } from '../../../src/formats/extended-json.ts';
import type { ModePlugin } from '../../../src/plugins/types.ts';
import { registeredBuiltins } from '../../index.ts';

const DIR = fileURLToPath(new URL('../../../../shared/conformance/replays-variants', import.meta.url));
const files = existsSync(DIR)
  ? readdirSync(DIR)
      .filter((f) => f.endsWith('_randomGoals_button.json'))
      .sort()
  : [];

const modes = registeredBuiltins.filter((p): p is ModePlugin => p.kind === 'mode');

/** The plugin's definition starting from the recorded start game variables, without our start roll. */
function fromRecordedRoll(def: ModeDefinition, gameVars: Value[]): ModeDefinition {
  const rollsAtStart = (s: Value): boolean => Array.isArray(s) && s[1] === 'RestartMode';
  return { ...def, startGameVars: gameVars, scripts: def.scripts.filter((s) => !rollsAtStart(s)) };
}

describe.skipIf(files.length === 0)('random goals after the original roll', () => {
  for (const f of files) {
    const json = JSON.parse(readFileSync(join(DIR, f), 'utf8')) as ReplayFileJson & {
      modeId: string;
      modeVars?: unknown;
      games: ReplayGameJson[];
    };
    it(f, () => {
      const plugin = pluginFor(modes, json.modeId);
      expect(plugin, 'a plugin recreates the mode').toBeDefined();
      const options = plugin!.optionsFromModeVars?.(decodeCorpusValue(json.modeVars ?? []) as Value[]) ?? {};
      expect(options['randomGoals'], 'the mode variables turn random goals on').not.toBe('off');
      const def = plugin!.build(options);
      for (const game of json.games) {
        const start = fromRecordedRoll(def, decodeCorpusValue(game.initial.gameVars) as Value[]);
        const r = runReplayGame(json, game, { modeFor: () => start, strictTypes: true });
        const m = r.mismatch;
        expect(
          r.passed,
          r.error ??
            (m ? `move ${m.move}: ${m.field} expected ${m.expected.slice(0, 200)} got ${m.actual.slice(0, 200)}` : ''),
        ).toBe(true);
      }
    });
  }
});
