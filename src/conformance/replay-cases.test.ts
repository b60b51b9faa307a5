import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importModeCode } from '../formats/index.ts';
import { modeFromRaw, type ModeDefinition } from '../engine/index.ts';
import { runReplayGame, type ReplayFileJson } from './replay.ts';
import { GameState } from '../engine/index.ts';
import { pluginFor, spawnTablesEquivalent } from './replay-cases.ts';
import { defaultMode } from '../engine/index.ts';

const REPLAYS = join(import.meta.dirname, '../../../shared/conformance/replays');
import type { ModePlugin } from '../plugins/types.ts';

describe('spawn tables written differently', () => {
  const state = new GameState();
  state.discoveredTiles = [[1], [5], [3]];
  const recorded = [[['@CalcArray', 1, 'rand_int', ['@DiscTiles', 'arr_length'], 'Array'], 10]];
  it('are equivalent when their expressions evaluate alike under the same draws', () => {
    const ours = [
      [
        ['@CalcArray', 3, 'rand_int', 1, 'Array'],
        [5, '*', 2],
      ],
    ];
    expect(spawnTablesEquivalent(recorded, ours, state)).toBe(true);
  });
  it('are not when a value or a draw differs', () => {
    expect(spawnTablesEquivalent(recorded, [[['@CalcArray', 4, 'rand_int', 1, 'Array'], 10]], state)).toBe(false);
    expect(spawnTablesEquivalent(recorded, [[['@CalcArray', 1, 'rand_int', 3, 'Array'], 11]], state)).toBe(false);
    expect(spawnTablesEquivalent(recorded, [], state)).toBe(false);
  });
});

describe('pluginFor', () => {
  const p: ModePlugin = {
    id: 'pc.x',
    version: '1.0.0',
    kind: 'mode',
    name: 'X',
    recreates: [{ modeId: '38' }],
    build: () => defaultMode(),
  };
  it('finds the plugin of a variant file by its base mode id', () => {
    expect(pluginFor([p], '38')).toBe(p);
    expect(pluginFor([p], '38--toggleArrangement')).toBe(p);
    expect(pluginFor([p], '3')).toBeUndefined();
  });
});

describe('plugin replays compare types, not only the recorded spelling', () => {
  // 1845's tiles are BigInts, recorded as "@BigInt n". A definition that spawns the strings
  // "@BigInt 1" instead plays the same (the BigInt operators read such strings) and stringifies
  // the same: only the strict check tells them apart.
  const file = JSON.parse(readFileSync(join(REPLAYS, '91.json'), 'utf8')) as ReplayFileJson;
  const real = modeFromRaw(importModeCode(file.modeCode).mode);
  const asStrings: ModeDefinition = {
    ...real,
    startTileSpawns: real.startTileSpawns.map((e) =>
      Array.isArray(e) && Array.isArray(e[0])
        ? [e[0].map((x) => (typeof x === 'bigint' ? `@BigInt ${x}` : x)), ...e.slice(1)]
        : e,
    ),
  };
  const game = file.games[0]!;
  it('a tile held as a tagged-looking string passes the plain check and fails the strict one', () => {
    expect(runReplayGame(file, game, { modeFor: () => real, strictTypes: true }).passed).toBe(true);
    expect(runReplayGame(file, game, { modeFor: () => asStrings }).passed).toBe(true);
    const strict = runReplayGame(file, game, { modeFor: () => asStrings, strictTypes: true });
    expect(strict.passed).toBe(false);
    expect(strict.mismatch?.actual).toMatch(/holds the string "@BigInt 1"/);
  });
});
