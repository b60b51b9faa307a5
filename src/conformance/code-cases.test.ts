import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { exportCustomCode, exportInfusedCode } from '../formats/index.ts';
import type { RawCustom } from '../formats/types.ts';
import { freshInfused } from '../engine/index.ts';
import { checkCode, labelCodes, runCodeCorpus } from './code-cases.ts';

const colour = ['@HSLA', 0, 0, 50, 1, 1, false, 0, 0, false, 0, 0, false, 0, 0, false, 0, 0];
const custom = (extra: Partial<RawCustom> = {}): RawCustom => ({
  customSpawningTiles: [false, [1, 1]],
  customMerges: [[1, [1, Infinity, 0, 1], [[true, 0]], [[true, 1]], false]],
  customColors: [[1, [1, Infinity, 0, 1], [colour], [0], ['@linear-gradient', 180], colour]],
  customBackground: [['@linear-gradient', 180, [0], [['@HSLA', 44, 100, 93, 1]]]],
  customWins: [1, 11],
  customLosses: [0],
  customRulesText: ['', 'T', 'D', 0, ''],
  ...extra,
});

describe('community code checks', () => {
  it('a good Custom code and a fresh Infused code pass', () => {
    expect(checkCode({ title: 'c', code: exportCustomCode(custom()) }, 'c', { moves: 30 }).problem).toBeNull();
    expect(checkCode({ title: 'i', code: exportInfusedCode(freshInfused()) }, 'i', { moves: 30 }).problem).toBeNull();
  });

  it('malformed and hostile codes fail with a clear message, never a crash or a hang', () => {
    expect(checkCode({ title: 'x', code: 'hello' }, 'x').problem).toMatch(/^import: SaveCodeError/);
    const box = checkCode(
      { title: 'b', code: exportCustomCode(custom({ customSpawningTiles: [true, [1, 1e12]] })) },
      'b',
    );
    expect(box.problem).toMatch(/^building the mode: ModeBuildError/);
    const raw = freshInfused();
    const values = raw.values.slice();
    values[2] = '[[2, ["@This 0", "/", 0, "throwIfInfinite"], true, [[0]], 0]]';
    values[7] = '[[[0, "@repeat", "@Infinity", "+", 1, "@end-repeat"], "EndTurn"]]';
    const r = checkCode({ title: 'h', code: exportInfusedCode({ values }) }, 'h', { moves: 5 });
    expect(r.problem).toMatch(/^play: /);
  });

  it('numbers repeated titles', () => {
    expect(
      labelCodes([
        { title: 'a', code: '' },
        { title: 'b', code: '' },
        { title: 'a', code: '' },
      ]),
    ).toEqual(['a', 'b', 'a #2']);
  });

  it('runs a folder and prints one line per failing code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'codes-'));
    writeFileSync(
      join(dir, 'codes.json'),
      JSON.stringify([
        { title: 'good', creator: null, code: exportCustomCode(custom()) },
        { title: 'bad', creator: null, code: '@2048PowCompCustom|2.0|!!' },
      ]),
    );
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const r = await runCodeCorpus(dir, new Set(['--moves=20']));
    const lines = log.mock.calls.map((c) => String(c[0]));
    log.mockRestore();
    expect(r).toEqual({ passed: 1, failed: 1 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^FAIL bad: import: /);
  });
});
