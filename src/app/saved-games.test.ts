import { describe, expect, it } from 'vitest';
import type { SavedGameRecord } from '../storage/storage.ts';
import type { GameSource, ModeOptionValue } from '../worker/protocol.ts';
import { importedGames, importUndo, inProgress, isImportedKey, resumes, sameSource } from './saved-games.ts';

const mode = (modeId: string, options?: Record<string, ModeOptionValue>): GameSource =>
  options ? { kind: 'mode', modeId, options } : { kind: 'mode', modeId };
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
    // Lists of numbers compare entry by entry (a stored list is a new array).
    expect(sameSource(mode('pc.180', { lengthList: [3, 2] }), mode('pc.180', { lengthList: [3, 2] }))).toBe(true);
    expect(sameSource(mode('pc.180', { lengthList: [3, 2] }), mode('pc.180', { lengthList: [2, 3] }))).toBe(false);
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

  it('lists the imported games among the saved ones, most recently played first, with their titles', () => {
    const entry = (modeKey: string, status?: SavedGameRecord['status'], title?: string) => ({
      modeKey,
      seq: 1,
      savedAt: 0,
      ...(status ? { status } : {}),
      ...(title ? { title } : {}),
    });
    const entries = [
      entry('code:a', 'playing', 'Game A'),
      entry('2048', 'playing', '2048'),
      entry('installed:x', 'playing', 'X'),
      entry('code:b', 'over', ' Game B '),
      entry('code:c'),
    ];
    expect(importedGames(entries)).toEqual([
      { key: 'code:c', title: '', inProgress: true },
      { key: 'code:b', title: 'Game B', inProgress: false },
      { key: 'code:a', title: 'Game A', inProgress: true },
    ]);
    // The storage list is left as it was (the current game is its last entry).
    expect(entries.map((e) => e.modeKey)).toEqual(['code:a', '2048', 'installed:x', 'code:b', 'code:c']);
    expect(isImportedKey('code:x')).toBe(true);
    expect(isImportedKey('installed:x')).toBe(false);
    expect(isImportedKey('2048')).toBe(false);
  });

  describe('the Undo after importing a Game code', () => {
    const code: GameSource = { kind: 'code', code: '@2048PowCompGame|x' };
    const shown = (status: SavedGameRecord['status'] & string, modeKey = '2048') => ({
      modeKey,
      source: mode(modeKey),
      session: { format: 'f', modeId: modeKey, data: 'shown' },
      status,
    });
    const saved = (status?: SavedGameRecord['status'], modeKey = 'code:x'): SavedGameRecord => ({
      ...record(code, status),
      modeKey,
    });

    it('brings back the game shown, and writes back the code mode’s own saved game', () => {
      const r = importUndo(shown('playing'), saved('playing'), 'code:x');
      expect(r).toEqual({
        game: { modeKey: '2048', source: mode('2048'), session: shown('playing').session },
        counted: 'code:x',
        stored: saved('playing'),
      });
      // The code's saved game is written back even when the shown game alone asked for the Undo.
      expect(importUndo(shown('won'), saved('over'), 'code:x')?.stored).toEqual(saved('over'));
      // A finished shown game comes back too when the code's own game in progress was replaced.
      expect(importUndo(shown('over'), saved('continued'), 'code:x')).toMatchObject({
        game: { modeKey: '2048' },
        counted: 'code:x',
        stored: saved('continued'),
      });
    });

    it('has nothing to write back when the code had no saved game, or it is the game shown', () => {
      expect(importUndo(shown('playing'), null, 'code:x')).toEqual({
        game: { modeKey: '2048', source: mode('2048'), session: shown('playing').session },
        counted: 'code:x',
      });
      const same = importUndo(shown('continued', 'code:x'), saved('continued'), 'code:x');
      expect(same).toEqual({
        game: { modeKey: 'code:x', source: mode('code:x'), session: shown('playing', 'code:x').session },
        counted: 'code:x',
      });
      // Another mode's record is never written back under the code's mode.
      expect(importUndo(shown('playing'), saved('playing', 'pc.180'), 'code:x')).not.toHaveProperty('stored');
    });

    it('offers nothing when no game in progress was replaced', () => {
      expect(importUndo(null, null, 'code:x')).toBeNull();
      expect(importUndo(shown('over'), null, 'code:x')).toBeNull();
      expect(importUndo(shown('over'), saved('over'), 'code:x')).toBeNull();
      expect(importUndo(shown('over', 'code:x'), saved('playing'), 'code:x')).toBeNull();
    });

    it('brings back the code mode’s own game when no game was shown', () => {
      expect(importUndo(null, saved('playing'), 'code:x')).toEqual({
        game: { modeKey: 'code:x', source: code, session: saved().session },
        counted: 'code:x',
      });
    });
  });
});
