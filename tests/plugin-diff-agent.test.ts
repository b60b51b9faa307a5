// plugin-diff with the agent as the player (`--player agent`): random games never reach a win
// screen, so the rules there (goals reached, Continue, postgame) are checked on a mode whose agent
// game wins and plays on within 200 moves (the long run: `--player agent --moves 1500`, see docs/plugins.md).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { agentChooser } from '../src/agent/play.ts';
import { diffFile } from '../src/conformance/plugin-diff.ts';
import { registeredPlugins, type PluginFileJson } from '../src/conformance/replay-cases.ts';

const corpus = fileURLToPath(new URL('../../shared/conformance', import.meta.url));
const plugins = await registeredPlugins();
const player = agentChooser({ effort: 80 });

describe('the agent plays the recorded code past a win, and our plugin replays it', () => {
  it.each([['replays-variants/40--Wildcard2048_chaosSpawns_button', 4, 180]] as const)(
    '%s, seed %i, %i moves',
    (id, seed, moves) => {
      const file = JSON.parse(readFileSync(`${corpus}/${id}.json`, 'utf8')) as PluginFileJson;
      const [r] = diffFile(`${id}.json`, file, plugins, { seeds: [seed], moves, player })!;
      expect(r!.problem).toBeNull();
      // The agent's game reached the win screen and went on (a random game of these moves does not).
      expect(r!.continued).toBe(true);
      expect(r!.wonAt).toBeGreaterThan(0);
      expect(r!.wonAt).toBeLessThan(moves);
      expect(diffFile(`${id}.json`, file, plugins, { seeds: [seed], moves })![0]!.continued).toBe(false);
    },
  );
});
