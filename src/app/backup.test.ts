import { describe, expect, it } from 'vitest';
import type { InstalledPlugin, SavedGameRecord } from '../storage/storage.ts';
import { DEFAULT_SETTINGS } from '../storage/storage.ts';
import { BACKUP_FORMAT, type Backup, backupText, KEPT_PREFIX, mergeBackups, parseBackup } from './backup.ts';

function game(modeKey: string, savedAt: number, moves: number): SavedGameRecord {
  return {
    seq: savedAt,
    modeKey,
    savedAt,
    source: { kind: 'mode', modeId: modeKey },
    session: { format: 'real-1', modeId: modeKey, data: { moves, big: 10n ** 30n, inf: Number.POSITIVE_INFINITY } },
    status: 'playing',
    title: modeKey.toUpperCase(),
  };
}

function plugin(id: string, version: string): InstalledPlugin {
  return {
    info: { id, kind: 'mode', name: id, version },
    text: `{"id":"${id}","version":"${version}"}`,
    installedAt: 1,
  };
}

function backup(parts: Partial<Backup>): Backup {
  return { format: BACKUP_FORMAT, exportedAt: 1, games: [], stats: {}, modes: [], plugins: [], feeds: [], ...parts };
}

describe('backup file', () => {
  it('round-trips what saved games hold: bigints, Infinity, -0, typed arrays, $t keys', () => {
    const g = game('2048', 5, 3);
    const odd = {
      ...g,
      session: { ...g.session, data: { z: -0, t: new Int32Array([1, -2]), $t: 'mine', u: [undefined] } },
    };
    const b = backup({ games: [odd], settings: DEFAULT_SETTINGS });
    const r = parseBackup(backupText(b));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.backup).toEqual(b);
    const data = r.backup.games[0]!.session.data as { z: number; t: Int32Array };
    expect(Object.is(data.z, -0)).toBe(true);
    expect(data.t).toBeInstanceOf(Int32Array);
    expect(
      parseBackup(backupText(backup({ games: [g] }))).ok &&
        (parseBackup(backupText(backup({ games: [g] }))) as { backup: Backup }).backup.games[0],
    ).toEqual(g);
  });

  it('refuses other files; skips (counts) unusable records', () => {
    expect(parseBackup('{"format":"x"}').ok).toBe(false);
    expect(parseBackup('garbage').ok).toBe(false);
    const text = backupText(backup({ games: [game('a', 1, 1)] })).replace('"games":[', '"games":[{"nope":1},');
    const r = parseBackup(text);
    expect(r.ok && r.skipped).toBe(1);
    expect(r.ok && r.backup.games.length).toBe(1);
  });
});

describe('mergeBackups', () => {
  it('keeps both sides’ games: different modes side by side, the same mode’s other game under a key of its own', () => {
    const local = backup({ games: [game('a', 10, 1), game('b', 30, 2)] });
    const incoming = backup({ games: [game('b', 20, 9), game('c', 5, 4)] });
    const { merged, report } = mergeBackups(local, incoming);
    expect(report).toMatchObject({ gamesAdded: 1, gamesKeptBoth: 1 });
    const keys = merged.games.map((g) => g.modeKey);
    expect(keys).toHaveLength(4);
    expect(keys[keys.length - 1]).toBe('b'); // this device's current game stays current
    expect(merged.games.find((g) => g.modeKey === 'b')!.savedAt).toBe(30);
    const kept = merged.games.find((g) => g.modeKey.startsWith(KEPT_PREFIX))!;
    expect(kept.savedAt).toBe(20);
    expect(kept.title).toBe('B (other copy)');
    expect(kept.session).toEqual(game('b', 20, 9).session);
    // Every game of either side is in the result.
    for (const g of [...local.games, ...incoming.games])
      expect(
        merged.games.some(
          (m) =>
            JSON.stringify(m.session, (_k, v) => (typeof v === 'bigint' ? `${v}` : v)) ===
            JSON.stringify(g.session, (_k, v) => (typeof v === 'bigint' ? `${v}` : v)),
        ),
      ).toBe(true);
  });

  it('the newer incoming game takes the mode’s place; the local one is kept aside', () => {
    const { merged } = mergeBackups(backup({ games: [game('a', 10, 1)] }), backup({ games: [game('a', 50, 7)] }));
    expect(merged.games.find((g) => g.modeKey === 'a')!.savedAt).toBe(50);
    expect(merged.games.find((g) => g.modeKey.startsWith(KEPT_PREFIX))!.savedAt).toBe(10);
  });

  it('a local game with no move made gives way to the file’s game of its mode', () => {
    const { merged, report } = mergeBackups(
      backup({ games: [game('a', 99, 0)] }),
      backup({ games: [game('a', 5, 7)] }),
      'a',
    );
    expect(merged.games).toEqual([game('a', 5, 7)]);
    expect(report.gamesAdded).toBe(1);
  });

  it('importing the same file twice changes nothing more', () => {
    const local = backup({ games: [game('a', 10, 1)] });
    const incoming = backup({ games: [game('a', 20, 2), game('c', 5, 4)], plugins: [plugin('p', '1')] });
    const once = mergeBackups(local, incoming).merged;
    const twice = mergeBackups(once, incoming);
    expect(twice.merged).toEqual(once);
    expect(twice.report).toEqual({
      gamesAdded: 0,
      gamesKeptBoth: 0,
      modesAdded: 0,
      pluginsAdded: 0,
      pluginsUpdated: 0,
    });
  });

  it('scores keep the higher figures; plugins the higher version; local settings win, other options added', () => {
    const local = backup({
      stats: { a: { best: 100, games: 5, wins: 1 }, b: { best: 8, games: 1, wins: 0 } },
      plugins: [plugin('p', '1.0.0'), plugin('q', '3.0.0')],
      settings: { ...DEFAULT_SETTINGS, theme: 'dark', modeOptions: { a: { size: 5 } } },
    });
    const incoming = backup({
      stats: { a: { best: 50, bestText: '50', games: 9, wins: 0 }, c: { best: 4, games: 1, wins: 0 } },
      plugins: [plugin('p', '2.0.0'), plugin('q', '1.0.0'), plugin('r', '1')],
      settings: { ...DEFAULT_SETTINGS, theme: 'light', modeOptions: { a: { size: 7 }, b: { huge: true } } },
      feeds: [{ url: 'https://x/f.json', name: 'x', addedAt: 1 }],
    });
    const { merged, report } = mergeBackups(local, incoming);
    expect(merged.stats['a']).toEqual({ best: 100, games: 9, wins: 1 });
    expect(merged.stats['c']).toEqual({ best: 4, games: 1, wins: 0 });
    expect(merged.plugins.map((p) => `${p.info.id}@${p.info.version}`)).toEqual(['p@2.0.0', 'q@3.0.0', 'r@1']);
    expect(report).toMatchObject({ pluginsAdded: 1, pluginsUpdated: 1 });
    expect(merged.settings?.theme).toBe('dark');
    expect(merged.settings?.modeOptions).toEqual({ a: { size: 5 }, b: { huge: true } });
    expect(merged.feeds).toHaveLength(1);
    // A device that never saved settings takes the backup's.
    expect(mergeBackups(backup({}), incoming).merged.settings?.theme).toBe('light');
  });
});
