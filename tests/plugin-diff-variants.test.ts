// CI sample of the plugin differential check (src/conformance/plugin-diff.ts) on the variant and
// modifier corpora: for every file, short seeded random games (seeds no recording holds) played
// with the recorded mode code are replayed with our mode plugin in that variant and our modifier
// plugins, as `conformance replays --plugins` judges the held-out recordings. Any divergence fails.
// The long run: `npm run -s plugin-diff -- ../shared/conformance/replays-variants --seeds 3..12`.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { diffFile, recordOwnGame, runPluginDiff } from '../src/conformance/plugin-diff.ts';
import { pluginStartRoll, registeredPlugins, type PluginFileJson } from '../src/conformance/replay-cases.ts';

const CORPUS = join(import.meta.dirname, '../../shared/conformance');

// Every snapshot field the replay judge compares, and the stat boxes' texts, after every move.
const CASES = [
  { folder: 'replays-variants', seeds: [3], moves: 30, files: 141 },
  { folder: 'replays-modifiers', seeds: [3], moves: 30, files: 91 },
];

describe('our plugins play unrecorded games like the recorded variant and modifier codes', () => {
  for (const c of CASES)
    it(`${c.folder}: ${c.seeds.length} seed(s) × ${c.moves} moves per file`, async () => {
      const plugins = await registeredPlugins();
      const { passed, failed, skipped, results } = runPluginDiff(join(CORPUS, c.folder), plugins, {
        seeds: c.seeds,
        moves: c.moves,
      });
      const problems = results.filter((r) => r.problem !== null).map((r) => `${r.file} seed ${r.seed}: ${r.problem}`);
      expect(problems).toEqual([]);
      expect(skipped).toBe(0);
      expect(failed).toBe(0);
      // Every file was played (a corpus that shrank or failed to load would pass vacuously).
      expect(passed).toBe(c.files * c.seeds.length);
    }, 120_000);
});

describe('other seeds roll other first goals, as the held-out recordings do', () => {
  const path = join(CORPUS, 'replays-variants/72--3026_randomGoals_button.json');
  const file = JSON.parse(readFileSync(path, 'utf8')) as PluginFileJson;
  it('the recorded code plays our roll on each seed, and our plugin replays it (3026: goal, ratio)', async () => {
    const plugins = await registeredPlugins();
    const recorded = JSON.stringify(file.games[0]!.initial.gameVars);
    const seen = new Set<string>();
    for (const seed of [3, 4, 5, 10]) {
      const roll = pluginStartRoll(file, plugins, seed);
      expect(roll && [...roll.keys()].sort()).toEqual([4, 7]);
      const { game } = recordOwnGame(file, seed, { moves: 5 }, roll);
      const vars = game.initial.gameVars as unknown[];
      expect(vars[4]).toEqual(roll!.get(4));
      seen.add(JSON.stringify(vars));
    }
    // Not the one roll the recording holds.
    expect(seen.size).toBeGreaterThan(1);
    expect(seen.has(recorded)).toBe(false);
    const results = diffFile(path, file, plugins, { seeds: [4, 10], moves: 100 })!;
    expect(results.map((r) => r.problem)).toEqual([null, null]);
  }, 60_000);
});

describe('stat-box clicks (`clicks`): the written-down game has box-click steps our plugin replays', () => {
  const path = join(CORPUS, 'replays-variants/41--XpowY_randomGoals_button.json');
  const file = JSON.parse(readFileSync(path, 'utf8')) as PluginFileJson;
  it('X^Y random goals: clicks on the Discovered boxes (which share the goal game variable) show the same goal', async () => {
    const plugins = await registeredPlugins();
    const results = diffFile(path, file, plugins, { seeds: [6, 7], moves: 40, clicks: 0.2 })!;
    for (const r of results) {
      expect(r.problem).toBeNull();
      expect(r.clicks).toBeGreaterThan(0);
    }
    const { game } = recordOwnGame(file, 6, { moves: 40, clicks: 0.2 });
    expect(game.steps.some((st) => st.event === 'box-click')).toBe(true);
  }, 60_000);
});
