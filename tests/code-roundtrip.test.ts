// Issue #3, acceptance 3: export → import identity for every code kind on every recorded mode.
// For each replay file: the Mode code, the mode as the engine holds it, a Game code of a game in
// progress (20 random moves), the Replay codes, a Modifiers code and the mode infused (§6.5);
// then the community Custom and Infused codes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Value } from '../src/calc/values.ts';
import { loadCodes } from '../src/conformance/code-cases.ts';
import { replayFiles } from '../src/conformance/replay-cases.ts';
import { customModeFromRaw } from '../src/engine/index.ts';
import { DEFAULT_MODIFIERS } from '../src/engine/index.ts';
import { INFUSED_FIELDS, infusedFromMode, infusedModeFromRaw } from '../src/engine/index.ts';
import { modeFromRaw, type ModeDefinition } from '../src/engine/index.ts';
import { playRandom } from '../src/conformance/random-play.ts';
import { rawGameFromGame, rawModeFromMode } from '../src/engine/index.ts';
import {
  exportCode,
  exportGameCode,
  exportInfusedCode,
  exportModeCode,
  exportModifiersCode,
  importCode,
  importGameCode,
  importInfusedCode,
  importModeCode,
  importModifiersCode,
  withoutIndex16,
  type ImportedCode,
} from '../src/formats/index.ts';
import { sameData } from '../src/formats/equality.ts';

const replays = fileURLToPath(new URL('../../shared/conformance/replays', import.meta.url));
const community = fileURLToPath(new URL('../../shared/conformance/community', import.meta.url));

interface ReplayFile {
  modeId: string;
  modeCode: string;
  games: { seed: number; replayCode?: string }[];
}

const files = replayFiles(replays).map((f) => JSON.parse(readFileSync(f, 'utf8')) as ReplayFile);

function again(x: ImportedCode): ImportedCode {
  return importCode(exportCode(x));
}

function same(a: unknown, b: unknown): boolean {
  return sameData(a, b);
}

function asRecord(m: ModeDefinition): Record<string, Value> {
  return m as unknown as Record<string, Value>;
}

describe('recorded modes: export → import identity', () => {
  it('covers every replay file', () => expect(files.length).toBe(120));

  it.each(files.map((f) => [f.modeId, f] as const))('mode %s', (_id, f) => {
    // Mode code.
    const imp = importModeCode(f.modeCode);
    expect(same(again(imp), imp)).toBe(true);
    expect(exportModeCode(imp.mode)).toBe(f.modeCode);

    // The engine's mode definition through a Mode code.
    const mode = modeFromRaw(imp.mode);
    const back = modeFromRaw(importModeCode(exportModeCode(rawModeFromMode(mode))).mode);
    expect(same(asRecord(back), asRecord(mode))).toBe(true);

    // A Game code of a game in progress.
    const play = playRandom(mode, { moves: 20, seed: 11 });
    expect(play.error).toBeUndefined();
    const rawMode = rawModeFromMode(play.game.mode);
    const rawGame = rawGameFromGame(play.game);
    const gameCode = exportGameCode(rawMode, rawGame);
    const game = importGameCode(gameCode);
    expect(game.warnings).toEqual([]);
    expect(same(game.mode, rawMode)).toBe(true);
    expect(same(game.game, rawGame)).toBe(true);
    expect(exportGameCode(game.mode, game.game)).toBe(gameCode);

    // Replay codes.
    for (const g of f.games) {
      if (!g.replayCode) continue;
      const r = importCode(g.replayCode);
      expect(r.kind).toBe('replay');
      expect(same(again(r), r)).toBe(true);
    }

    // A Modifiers code (all modifiers off, the mode's automatic moves).
    const mods = {
      modifiers: withoutIndex16(DEFAULT_MODIFIERS),
      auto_directions: mode.autoDirections,
      customGrid: null,
    };
    expect(same(importModifiersCode(exportModifiersCode(mods)).modifiers, mods)).toBe(true);

    // Infused from this mode (§6.5): the code round-trips and rebuilds the mode's fields.
    const infused = infusedFromMode(mode);
    const reread = importInfusedCode(exportInfusedCode(infused));
    expect(same(reread.infused, infused)).toBe(true);
    expect(same(again(reread), reread)).toBe(true);
    const rebuilt = infusedModeFromRaw(reread.infused, { size: mode.width, env: { random: () => 0.5 } }).mode;
    for (const [i, field] of INFUSED_FIELDS) {
      if (i === 39 || field === 'mergeResultKnownLevel' || field === 'tileDisplayKnownLevel') continue;
      expect(same(rebuilt[field], mode[field]), `${f.modeId}: infused value ${i} (${field})`).toBe(true);
    }
  });
});

describe('community Custom and Infused codes: export → import identity', () => {
  const codes = loadCodes(community);
  it.each(codes.map((c, i) => [`${i} ${c.title}`, c.code] as const))('%s', (_label, code) => {
    const imp = importCode(code);
    const re = again(imp);
    expect(same(re, { ...imp, version: '3.0' })).toBe(true);
    expect(same(again(re), re)).toBe(true);
    if (imp.kind === 'custom') {
      // The converted mode is the same from the re-imported code, and survives a Mode code.
      const mode = customModeFromRaw(imp.custom).mode;
      expect(same(asRecord(customModeFromRaw((re as typeof imp).custom).mode), asRecord(mode))).toBe(true);
      const back = modeFromRaw(importModeCode(exportModeCode(rawModeFromMode(mode))).mode);
      expect(same(asRecord(back), asRecord(mode))).toBe(true);
    }
  });
});
