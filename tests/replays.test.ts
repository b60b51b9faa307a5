// Recorded games of the original (shared/conformance/replays): every game is replayed through the
// engine with its recorded spawns and random results, and every snapshot must match.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runReplayFile, type GameReport } from '../src/conformance/replay.ts';

const DIR = fileURLToPath(new URL('../../shared/conformance/replays', import.meta.url));
/** Games that must pass (all 360 recorded games passed when this was recorded). Never lower it. */
const MIN_PASSED = 360;

const files = existsSync(DIR)
  ? readdirSync(DIR)
      .filter((f) => f.endsWith('.json') && f !== 'index.json')
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  : [];

const results = new Map<string, GameReport[]>();

describe.skipIf(files.length === 0)('replays of the original', () => {
  for (const f of files)
    it(f, () => {
      const r = runReplayFile(readFileSync(join(DIR, f), 'utf8'));
      results.set(f, r.games);
      if (!r.passed) console.log(`${f}:\n${r.detail}`);
    });

  afterAll(() => {
    const games = [...results.values()].flat();
    const passed = games.filter((g) => g.passed).length;
    console.log(`replays: ${passed}/${games.length} games passed`);
  });

  it('passes at least the recorded number of games', () => {
    const games = [...results.values()].flat();
    expect(games.length).toBeGreaterThanOrEqual(Math.min(MIN_PASSED, games.length));
    expect(games.filter((g) => g.passed).length).toBeGreaterThanOrEqual(MIN_PASSED);
  });
});

describe('a recorded game that does not fit the mode it is replayed with', () => {
  const file = fileURLToPath(
    new URL('../../shared/conformance/replays-variants/100--alternate5040_variantTile_1.json', import.meta.url),
  );
  it.skipIf(!existsSync(file))(
    'reports a spawn off the grid in words (a ReplayDataError), not a TypeError',
    async () => {
      const { defaultMode } = await import('../src/engine/mode.ts');
      const json = JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof runReplayFile>[0];
      // The recording is of a 5 × 5 variant; replay it with a 4 × 4 mode.
      const r = runReplayFile(json, { modeFor: () => defaultMode({ width: 4, height: 4 }) });
      expect(r.passed).toBe(false);
      expect(r.games[0]!.error).toMatch(/outside this mode's 4×4 grid/);
    },
  );
});
