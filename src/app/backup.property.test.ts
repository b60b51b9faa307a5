// mergeBackups on generated devices: nothing of either side is lost, the result is a fixed point
// (importing the same file again changes nothing), and every key holds one game.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SavedGameRecord } from '../storage/storage.ts';
import { BACKUP_FORMAT, type Backup, backupText, mergeBackups, parseBackup } from './backup.ts';

const record = fc
  .record({
    modeKey: fc.constantFrom('2048', '3125', 'pc.1024', 'code:abc', 'x'),
    savedAt: fc.integer({ min: 1, max: 1000 }),
    moves: fc.integer({ min: 0, max: 5 }),
    big: fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
  })
  .map(
    ({ modeKey, savedAt, moves, big }): SavedGameRecord => ({
      seq: savedAt,
      modeKey,
      savedAt,
      source: { kind: 'mode', modeId: modeKey },
      session: { format: 'real-1', modeId: modeKey, data: { moves, big } },
    }),
  );

/** A device's games: one per mode key, as storage keeps them. */
const device = fc.array(record, { maxLength: 6 }).map((rs): Backup => {
  const byKey = new Map(rs.map((r) => [r.modeKey, r]));
  return {
    format: BACKUP_FORMAT,
    exportedAt: 0,
    games: [...byKey.values()],
    stats: {},
    modes: [],
    plugins: [],
    feeds: [],
  };
});

const text = (r: SavedGameRecord): string =>
  backupText({ ...emptyBackup(), games: [{ ...r, modeKey: '', title: '' }] });
const emptyBackup = (): Backup => ({
  format: BACKUP_FORMAT,
  exportedAt: 0,
  games: [],
  stats: {},
  modes: [],
  plugins: [],
  feeds: [],
});

describe('mergeBackups (generated)', () => {
  it('keeps every game of both sides, one game per key, and is a fixed point', () => {
    fc.assert(
      fc.property(device, device, (local, incoming) => {
        // Through the file, as a real import reads it.
        const parsed = parseBackup(backupText(incoming));
        if (!parsed.ok) throw new Error(parsed.message);
        const { merged } = mergeBackups(local, parsed.backup);
        const have = new Set(merged.games.map(text));
        for (const g of [...local.games, ...incoming.games]) expect(have.has(text(g))).toBe(true);
        expect(new Set(merged.games.map((g) => g.modeKey)).size).toBe(merged.games.length);
        // This device's current game stays the current one.
        const current = local.games[local.games.length - 1];
        if (current) expect(merged.games[merged.games.length - 1]!.modeKey).toBe(current.modeKey);
        expect(mergeBackups(merged, parsed.backup).merged).toEqual(merged);
      }),
      { numRuns: 500 },
    );
  });
});
