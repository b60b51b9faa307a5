import { describe, expect, it } from 'vitest';
import type { SavedGameRecord } from '../storage/storage.ts';
import type { GameSource } from '../worker/protocol.ts';
import { inProgress, resumes, sameSource } from './saved-games.ts';

const mode = (modeId: string, options?: Record<string, number | string | boolean>): GameSource => (options ? { kind: 'mode', modeId, options } : { kind: 'mode', modeId });
const record = (source: GameSource, status?: SavedGameRecord['status']): SavedGameRecord => ({
  seq: 1,
  modeKey: source.kind === 'mode' ? source.modeId : 'installed:x',
  savedAt: 0,
  source,
  session: { format: 'f', modeId: 'm', data: null },
  ...(status ? { status } : {}),
});

describe('saved games', () => {
  it('compares sources by mode and options, or by code', () => {
    expect(sameSource(mode('2048'), mode('2048'))).toBe(true);
    expect(sameSource(mode('2048'), mode('2048', {}))).toBe(true);
    expect(sameSource(mode('2048', { width: 5, big: true }), mode('2048', { big: true, width: 5 }))).toBe(true);
    expect(sameSource(mode('2048', { width: 5 }), mode('2048', { width: 6 }))).toBe(false);
    expect(sameSource(mode('2048', { width: 5 }), mode('2048'))).toBe(false);
    expect(sameSource(mode('2048'), mode('2048', { width: 5 }))).toBe(false);
    expect(sameSource(mode('2048', { width: 5 }), mode('2048', { height: 5 }))).toBe(false);
    expect(sameSource(mode('2048'), mode('pc.180'))).toBe(false);
    expect(sameSource({ kind: 'code', code: 'abc ' }, { kind: 'code', code: 'abc' })).toBe(true);
    expect(sameSource({ kind: 'code', code: 'abc' }, { kind: 'code', code: 'abd' })).toBe(false);
    expect(sameSource({ kind: 'code', code: '2048' }, mode('2048'))).toBe(false);
    expect(sameSource(mode('2048'), { kind: 'code', code: '2048' })).toBe(false);
  });

  it('resumes a game still going that was started the same way', () => {
    expect(resumes(record(mode('2048')), mode('2048'))).toBe(true);
    expect(resumes(record(mode('2048'), 'playing'), mode('2048'))).toBe(true);
    expect(resumes(record(mode('2048'), 'won'), mode('2048'))).toBe(true);
    expect(resumes(record(mode('2048'), 'continued'), mode('2048'))).toBe(true);
    expect(resumes(record(mode('2048'), 'over'), mode('2048'))).toBe(false);
    expect(resumes(record(mode('2048', { width: 5 })), mode('2048'))).toBe(false);
    // Records of older versions carry no status: they are resumed (a finished one shows its panel).
    expect(inProgress({})).toBe(true);
  });
});
