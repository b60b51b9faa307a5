// CI sample of the plugin differential check (src/conformance/plugin-diff.ts) on the variant and
// modifier corpora: for every file, short seeded random games (seeds no recording holds) played
// with the recorded mode code are replayed with our mode plugin in that variant and our modifier
// plugins, as `conformance replays --plugins` judges the held-out recordings. Any divergence fails.
// The long run: `npm run -s plugin-diff -- ../shared/conformance/replays-variants --seeds 3..12`.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPluginDiff } from '../src/conformance/plugin-diff.ts';
import { registeredPlugins } from '../src/conformance/replay-cases.ts';

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
