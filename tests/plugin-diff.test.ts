// Our mode plugins against the recorded mode codes on seeds the recordings do not hold (a sample of
// `npm run -s plugin-diff`): each recorded definition plays short seeded games in our engine and our
// plugin must replay them snapshot for snapshot, stat boxes included.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ModePlugin } from '../src/plugins/types.ts';
import { diffFile, recordOwnGame } from '../src/conformance/plugin-diff.ts';
import { pluginFor, registeredPlugins, replayFiles, type PluginFileJson } from '../src/conformance/replay-cases.ts';
import { runReplayGame } from '../src/conformance/replay.ts';

const replays = fileURLToPath(new URL('../../shared/conformance/replays', import.meta.url));
const plugins = await registeredPlugins();
const files = replayFiles(replays);
const read = (f: string): PluginFileJson => JSON.parse(readFileSync(f, 'utf8')) as PluginFileJson;
const SAMPLE = { seeds: [4, 5], moves: 60 };

describe('every mode plugin plays like the recorded code on unrecorded seeds', () => {
  it('covers every recorded mode', () => {
    expect(files.length).toBeGreaterThanOrEqual(120);
  });
  it.each(files.map((f) => [basename(f, '.json'), f]))('mode %s', (_id, f) => {
    const results = diffFile(f, read(f), plugins, SAMPLE);
    expect(results, 'no plugin recreates this mode').toBeDefined();
    expect(results!.filter((r) => r.problem !== null).map((r) => `seed ${r.seed}: ${r.problem}`)).toEqual([]);
    expect(results!.map((r) => r.seed)).toEqual(SAMPLE.seeds);
  });
});

describe('the differential check', () => {
  const file = read(`${replays}/56.json`);
  it("writes games the recorded definition replays exactly (the recorder's own check)", () => {
    const { game, error } = recordOwnGame(file, 7, { moves: 120 });
    expect(error).toBeUndefined();
    expect(game.moves).toBeGreaterThan(20);
    expect(runReplayGame(file, game, { statBoxes: true })).toMatchObject({ passed: true });
  });
  it('writes a game a timer ends after failed attempts so that it replays (VS The Void Tiler, seed 26)', () => {
    const tiler = read(`${replays}/0.0001.json`);
    const { game } = recordOwnGame(tiler, 26, { moves: 150 });
    expect(game.end).toBe('gameover');
    expect(game.steps.at(-1)).toMatchObject({ event: 'end-after-failed', screen: 'Gameplay' });
    expect(runReplayGame(tiler, game, { statBoxes: true })).toMatchObject({ passed: true });
  });
  it('finds a plugin that scores one merge differently, at the move it happens', () => {
    // 3645's extra merge x + 5x + 9x scored as the value it makes (the original scores 15 × 2^a × 5^b).
    const real = pluginFor(plugins.modes, '56')!;
    const plainScore: ModePlugin = {
      ...real,
      build: (o) => {
        const def = real.build(o);
        const rules = def.mergeRules.map((r) => (Array.isArray(r) ? r.slice() : r));
        const extra = rules[3] as unknown[];
        extra[4] = [[3, '^', ['@This 0', '+', 1]], '*', [5, '^', ['@This 1', '+', 1]]];
        return { ...def, mergeRules: rules };
      },
    };
    const seeds = [3, 4, 5, 6, 7, 8];
    const results = diffFile('56.json', file, { ...plugins, modes: [plainScore] }, { seeds, moves: 150 });
    const failed = results!.filter((r) => r.problem !== null);
    expect(failed.length).toBeGreaterThan(0);
    for (const r of failed) expect(r.problem).toMatch(/^move \d+: score expected \d+ got \d+$/);
    // The real plugin plays the same games alike.
    expect(diffFile('56.json', file, plugins, { seeds, moves: 150 })!.every((r) => r.problem === null)).toBe(true);
  });
});
