import { describe, expect, it } from 'vitest';
import { MODE_2048 } from '../../tests/helpers/formats-fixtures.ts';
import type { Value } from '../calc/values.ts';
import { heEncode } from './entities.ts';
import { MODE_VERSIONS, encodeText, joinCode } from './envelope.ts';
import { sameData } from './equality.ts';
import { SaveCodeError } from './errors.ts';
import { exportModeCode, importModeCode } from './mode-code.ts';
import { modeLayout } from './mode-parts.ts';
import { writeSlots } from './slots.ts';
import type { RawModeParts } from './types.ts';

function errorOf(f: () => unknown): SaveCodeError {
  try {
    f();
  } catch (e) {
    if (e instanceof SaveCodeError) return e;
    throw e;
  }
  throw new Error('did not throw');
}

const base = (): RawModeParts => importModeCode(MODE_2048).mode;

/** Writes `mode` in the part layout of an older version (pre-3.0 str parts get the raw strings). */
function oldModeCode(version: string, mode: Record<string, Value>): string {
  const vi = MODE_VERSIONS.indexOf(version);
  return joinCode(
    'mode',
    version,
    writeSlots(modeLayout(vi), (k) => mode[k]),
  );
}

describe('Mode codes: the original 2048 code', () => {
  it('imports named fields', () => {
    const { kind, version, mode } = importModeCode(MODE_2048);
    expect([kind, version]).toEqual(['mode', '3.0']);
    expect([mode.width, mode.height, mode.TileNumAmount]).toEqual([4, 4, 1]);
    expect(mode.startingGrid).toEqual(Array.from({ length: 4 }, () => Array(4).fill('@Empty')));
    expect(mode.MergeRules).toEqual([
      [2, ['@Next 1 0', '=', '@This 0'], true, [[['@This 0', '+', 1]]], [2, '^', ['@This 0', '+', 1]], [false, true]],
    ]);
    expect(mode.startTileSpawns).toEqual([
      [[0], 85],
      [[1], 12],
      [[2], 3],
    ]);
    expect((mode.directions as Value[][])[0]![1]).toBe('↑'); // &#x2191; decoded
    expect((mode.directions as Value[][])[0]![0]).toEqual([-1, 0, Infinity, 0, [1, true, true, true]]);
    expect(mode.spawnLocation).toBe('All');
    expect([mode.startTileAmount, mode.randomTileAmount, mode.nextTiles]).toEqual([2, 1, 0]);
    expect(mode.gameplayBackground).toBe('#fff5da');
    expect((mode.gameplayRulesText as Value[])[1]).toEqual(['h1', '2048']);
    expect([
      mode.tileDisplayKnownLevel,
      mode.mergeResultKnownLevel,
      mode.knownMergeLookbackDistance,
      mode.knownMergeMaxLength,
    ]).toEqual([3, 2, 0, 2]);
    expect(mode.tileValueFunction).toEqual([2, '^', '@This 0']);
    expect(mode.displayGridIntervalTime).toBe(Infinity);
    expect(mode.displayLagReductions).toEqual([]);
  });

  it('exports byte for byte, with 46 data parts and 49 fields', () => {
    const code = exportModeCode(base());
    expect(code).toBe(MODE_2048);
    expect(code.split('|')).toHaveLength(49);
  });
});

describe('Mode codes: older versions', () => {
  it('2.2: shifted parts, defaults for absent fields, pre-3.0 migrations', () => {
    const m = base() as unknown as Record<string, Value>;
    const old = {
      ...m,
      gameplayBackground: 'linear-gradient(#fff, #eee)',
      gameplayRulesText: '<h1>2048</h1><p>Merge <b>equal</b> tiles &amp; win</p>',
      statBoxes: [
        ['Score', '@Score'],
        ['Best', ['@GVar 0'], false, false, 'Tile'],
      ],
    };
    const code = oldModeCode('2.2', old);
    expect(code.split('|')).toHaveLength(2 + 39 + 1); // parts 2–40 and the empty tail
    const { version, mode } = importModeCode(code);
    expect(version).toBe('2.2');
    expect(mode.gameplayBackground).toBe('linear-gradient(#fff, #eee)');
    // 2.1.4–2.3 rules text is entity-decoded a second time, then composed.
    expect(mode.gameplayRulesText).toEqual([
      ['h1', '2048'],
      ['p', ['@TextE', 'Merge ', ['@Bold', 'equal'], ' tiles & win']],
    ]);
    expect((mode.TileTypes as Value[][])[0]![1]).toEqual(['@var_retain', '@ComposeTE', 1]);
    expect(mode.statBoxes).toEqual([
      ['Score', ['@var_retain', '@ComposeTE', '@Score']],
      ['Best', ['@GVar 0'], false, false, 'Tile'],
    ]);
    expect(mode.tileValueFunction).toEqual([2, '^', '@This 0']); // present from 2.2
    expect(mode.discoveredTilesFilter).toEqual([]);
    expect([mode.displayGridIntervalTime, mode.spawnTileBlocked, mode.directionBlocked]).toEqual([
      Infinity,
      false,
      false,
    ]);
    expect([mode.gameplayComponentOpacities, mode.displayLagReductions, mode.start_mvar_indices]).toEqual([[], [], []]);
  });

  it('2.0: rules text decoded once; 1.3 lacks hexagonal and the cache fields', () => {
    const m = base() as unknown as Record<string, Value>;
    // Before 2.1.4 the part pipeline's one decoding is all: an entity typed in the text stays.
    const v20 = importModeCode(oldModeCode('2.0', { ...m, gameplayRulesText: '<p>a &amp; b</p>' })).mode;
    expect(v20.gameplayRulesText).toEqual([['p', 'a &amp; b']]);
    // From 2.1.4 to 2.3 it is decoded twice, so text that was encoded once more comes back.
    const v23 = importModeCode(oldModeCode('2.3', { ...m, gameplayRulesText: heEncode('<p>a &amp; b</p>') })).mode;
    expect(v23.gameplayRulesText).toEqual([['p', 'a &amp; b']]);
    const v13 = importModeCode(oldModeCode('1.3', { ...m, hexagonal: true, gameplayRulesText: '' })).mode;
    expect([v13.hexagonal, v13.hiddenTileText]).toEqual([false, false]);
    expect([
      v13.tileDisplayKnownLevel,
      v13.mergeResultKnownLevel,
      v13.knownMergeLookbackDistance,
      v13.knownMergeMaxLength,
    ]).toEqual([2, 0, Infinity, Infinity]);
    expect(v13.tileValueFunction).toEqual([0]);
    const v14 = importModeCode(oldModeCode('1.4', { ...m, hexagonal: true, gameplayRulesText: '' })).mode;
    expect(v14.hexagonal).toBe(true);
  });

  it('start_mvar_indices defaults to one false per start modifier variable', () => {
    const m = base() as unknown as Record<string, Value>;
    const mode = importModeCode(oldModeCode('2.3', { ...m, start_modifier_vars: [5, 6], gameplayRulesText: '' })).mode;
    expect(mode.start_mvar_indices).toEqual([false, false]);
  });

  it('export of a migrated mode re-imports to the same data', () => {
    const m = base() as unknown as Record<string, Value>;
    const first = importModeCode(oldModeCode('2.1.13', { ...m, gameplayRulesText: '<p>x<sup>2</sup></p>' })).mode;
    const again = importModeCode(exportModeCode(first)).mode;
    expect(sameData(first, again)).toBe(true);
  });

  it('bad legacy markup is an import error on the rules part', () => {
    const m = base() as unknown as Record<string, Value>;
    const e = errorOf(() => importModeCode(oldModeCode('2.3', { ...m, gameplayRulesText: '<div>x</div>' })));
    expect([e.kind, e.field, e.part]).toEqual(['value', 'gameplayRulesText', 24]);
  });
});

describe('Mode codes: validation and quirks', () => {
  const withPart = (index: number, text: string): string => {
    const f = MODE_2048.split('|');
    f[index] = encodeText(text);
    return f.join('|');
  };

  it('checks width, height and TileNumAmount', () => {
    for (const bad of ['0', '2.5', 'abc', '', 'Infinity', '-3']) {
      const e = errorOf(() => importModeCode(withPart(2, bad)));
      expect([e.kind, e.reason, e.part]).toEqual(['value', 'Invalid width', 2]);
    }
    expect(errorOf(() => importModeCode(withPart(3, '0'))).reason).toBe('Invalid height');
    expect(errorOf(() => importModeCode(withPart(8, '1.5'))).reason).toBe('Invalid amount of tile tier numbers');
    expect(importModeCode(withPart(2, ' 7 ')).mode.width).toBe(7); // Number(" 7 ")
  });

  it('displayLagReductions that does not parse becomes NaN; bad base64 there still fails', () => {
    expect(importModeCode(withPart(46, 'not json')).mode.displayLagReductions).toBeNaN();
    const f = MODE_2048.split('|');
    f[46] = '*';
    expect(errorOf(() => importModeCode(f.join('|'))).kind).toBe('base64');
  });

  it('a truncated code fails on the first missing part', () => {
    const f = MODE_2048.split('|').slice(0, 30);
    const e = errorOf(() => importModeCode(f.join('|')));
    expect([e.kind, e.part]).toEqual(['base64', 30]);
    // …while extra parts after the last one needed are ignored
    expect(importModeCode(MODE_2048 + 'garbage|more|').mode.width).toBe(4);
  });

  it('a JSON error names its part', () => {
    const e = errorOf(() => importModeCode(withPart(9, '[[0],1')));
    expect([e.kind, e.part, e.field]).toEqual(['json', 9, 'TileTypes']);
  });

  it('refuses other kinds', () => {
    expect(errorOf(() => importModeCode(MODE_2048.replace('@2048PowCompMode', '@2048PowCompGame'))).kind).toBe('type');
  });
});
