// Recorded games of the original with global modifiers on (shared/conformance/replays-modifiers):
// replayed with the recorded mode codes (plus the game-start placements of their `modifiers`), and
// with our mode plugins and our modifier plugins configured from the recorded settings.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runReplayCorpus } from '../src/conformance/replay-cases.ts';

const DIR = fileURLToPath(new URL('../../shared/conformance/replays-modifiers', import.meta.url));
/** Games that must pass (all 182 passed both ways when this was recorded). Never lower it. */
const MIN_PASSED = 182;

describe.skipIf(!existsSync(DIR))('replays of the original with global modifiers', () => {
  it('every game replays with the recorded codes', async () => {
    const r = await runReplayCorpus(DIR, new Set());
    expect(r.passed).toBeGreaterThanOrEqual(MIN_PASSED);
    expect(r.failed).toBe(0);
  }, 180_000);
  it('every game replays with our mode and modifier plugins', async () => {
    const r = await runReplayCorpus(DIR, new Set(['--plugins']));
    expect(r.passed).toBeGreaterThanOrEqual(MIN_PASSED);
    expect(r.failed).toBe(0);
  }, 180_000);
});
