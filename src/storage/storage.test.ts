// In Node there is no IndexedDB: this exercises the degraded path (memory, one report) and the
// coalescing saver. The real IndexedDB path is covered by the browser persistence test. A "reload"
// here is a second AppStorage over the same in-memory stores.

import { describe, expect, it } from 'vitest';
import type { GameSource, SavedSession } from '../worker/protocol.ts';
import { AppStorage, MAX_SAVED_GAMES, type SavedGameRecord, type StoreOpener } from './storage.ts';
import { KvStore, type KvUpdate } from './kv.ts';

/** A store that records each write (the keys it puts) and lets it take a little while, like a disk. */
class SlowStore<T> extends KvStore<T> {
  readonly writes: string[][] = [];
  override async batch(
    puts: readonly (readonly [string, T])[],
    dels: readonly string[] = [],
    updates: readonly KvUpdate<T>[] = [],
  ): Promise<boolean> {
    this.writes.push([...puts.map(([k]) => k), ...updates.map(([k]) => k)]);
    await new Promise((r) => setTimeout(r, 2));
    return super.batch(puts, dels, updates);
  }
}

/** Stores that outlive an AppStorage, so a second one over them is the app after a reload. */
function disk(): { open: StoreOpener; game: SlowStore<unknown> } {
  const stores = new Map<string, KvStore<unknown>>();
  const game = new SlowStore<unknown>('game', () => undefined);
  stores.set('game', game);
  const open = <T>(name: string): KvStore<T> => {
    if (!stores.has(name)) stores.set(name, new KvStore<unknown>(name, () => undefined));
    return stores.get(name) as KvStore<T>;
  };
  return { open, game };
}

const mode = (modeId: string): GameSource => ({ kind: 'mode', modeId });
const session = (modeId: string, data: unknown): SavedSession => ({ format: 'f', modeId, data });

describe('KvStore without IndexedDB', () => {
  it('keeps working in memory and reports once', async () => {
    const reports: string[] = [];
    const s = new KvStore<number>('t', (name) => reports.push(name));
    expect(s.degraded).toBe(true);
    await s.set('a', 1);
    await s.set('__proto__', 2);
    expect(await s.get('a')).toBe(1);
    expect(await s.get('__proto__')).toBe(2);
    expect(await s.get('constructor')).toBeUndefined();
    expect([...(await s.all()).keys()]).toEqual(['a', '__proto__']);
    await s.delete('a');
    expect(await s.get('a')).toBeUndefined();
    expect(reports).toEqual(['t']);
  });
});

describe('AppStorage', () => {
  it('coalesces saves: the newest record wins and earlier callers resolve', async () => {
    const st = new AppStorage(() => undefined);
    const source = { kind: 'mode', modeId: '2048' } as const;
    const saves = [1, 2, 3].map((n) =>
      st.saveGame('2048', source, { format: 'f', modeId: '2048', data: n }, 'playing'),
    );
    await Promise.all(saves);
    await st.drain();
    expect((await st.loadGame())?.session.data).toBe(3);
    expect(st.lastSeq).toBe(3);
  });
  it("keeps both tabs' stats updates (one read-change-write transaction each)", async () => {
    const { open } = disk();
    const tabs = [new AppStorage(() => undefined, open), new AppStorage(() => undefined, open)];
    await Promise.all(tabs.map((st) => st.updateStats('2048', (s) => ({ ...s, games: s.games + 1 }))));
    expect((await tabs[0]!.allStats()).get('2048')?.games).toBe(2);
  });
  it('stores stats, settings and installed modes', async () => {
    const st = new AppStorage(() => undefined);
    await st.updateStats('2048', (s) => ({ ...s, best: 10 }));
    await st.updateStats('2048', (s) => ({ ...s, games: s.games + 1 }));
    expect((await st.allStats()).get('2048')).toEqual({ best: 10, games: 1, wins: 0 });
    await st.saveSettings({ ...(await st.loadSettings()), theme: 'dark', replayDelay: 100 });
    expect(await st.loadSettings()).toMatchObject({ theme: 'dark', replayDelay: 100 });
    const summary = { id: 'installed:x', name: 'X', category: 'Installed', description: '', rules: '' };
    await st.installMode({ summary, code: 'c', installedAt: 1 });
    expect((await st.installedModes()).map((m) => m.summary.id)).toEqual(['installed:x']);
    await st.removeMode('installed:x');
    expect(await st.installedModes()).toEqual([]);
  });
  it('keeps modifiers and mode options with the settings, and repairs settings from an older version', async () => {
    const st = new AppStorage(() => undefined);
    expect(await st.loadSettings()).toMatchObject({ modifiers: [], modeOptions: {} });
    const modifiers = [{ id: 'pc.grid-size', options: { size: 5 } }];
    await st.saveSettings({ ...(await st.loadSettings()), modifiers, modeOptions: { '2048': { width: 6 } } });
    expect(await st.loadSettings()).toMatchObject({ modifiers, modeOptions: { '2048': { width: 6 } } });
    // An older record without the fields (or with damaged ones) loads with the defaults.
    await st.saveSettings({ speed: 'fast', modifiers: 'x', modeOptions: null } as unknown as Parameters<
      AppStorage['saveSettings']
    >[0]);
    expect(await st.loadSettings()).toMatchObject({ speed: 'fast', modifiers: [], modeOptions: {} });
  });

  it('keeps installed plugin files apart from installed codes, oldest first, skipping damaged records', async () => {
    const st = new AppStorage(() => undefined);
    const info = (id: string) => ({ id, kind: 'mode' as const, name: id, version: '1.0.0' });
    await st.installPlugin({ info: info('b.two'), text: '{}', installedAt: 2 });
    await st.installPlugin({ info: info('a.one'), text: '{}', installedAt: 1 });
    await st.installPlugin({ info: info('c.bad'), text: 5 as unknown as string, installedAt: 3 });
    expect((await st.installedPlugins()).map((p) => p.info.id)).toEqual(['a.one', 'b.two']);
    expect(await st.installedModes()).toEqual([]);
    await st.removePlugin('a.one');
    expect((await st.installedPlugins()).map((p) => p.info.id)).toEqual(['b.two']);
    expect((await st.loadSettings()).colorScheme).toBe('');
  });

  it('keeps a game per mode, coalescing per mode: only the newest of each is written, the last saved is current', async () => {
    const { open, game } = disk();
    const st = new AppStorage(() => undefined, open);
    const saves = [
      st.saveGame('2048', mode('2048'), session('2048', 1), 'playing'),
      st.saveGame('2048', mode('2048'), session('2048', 2), 'playing'),
      st.saveGame('pc.180', mode('pc.180'), session('pc.180', 1), 'playing'),
      st.saveGame('2048', mode('2048'), session('2048', 3), 'playing'),
      st.saveGame('pc.180', mode('pc.180'), session('pc.180', 2), 'won'),
    ];
    // Before anything is written, reads see the newest requested saves.
    expect((await st.loadGameFor('2048'))?.session.data).toBe(3);
    expect((await st.savedGames()).map((e) => [e.modeKey, e.status])).toEqual([
      ['2048', 'playing'],
      ['pc.180', 'won'],
    ]);
    expect((await st.loadGame())?.session.data).toBe(2);
    await Promise.all(saves);
    await st.drain();
    // One write per mode (the game and the index together), the mode saved last written last.
    expect(game.writes).toEqual([
      ['mode:2048', 'index'],
      ['mode:pc.180', 'index'],
    ]);
    expect((await st.loadGameFor('2048'))?.session.data).toBe(3);
    expect(await st.loadGameFor('pc.180')).toMatchObject({ modeKey: 'pc.180', status: 'won', session: { data: 2 } });
    expect(await st.loadGameFor('pc.2187')).toBeNull();
    expect((await st.loadGame())?.modeKey).toBe('pc.180');

    // A save while another mode's write is in flight waits for it, and becomes the current game.
    const first = st.saveGame('pc.180', mode('pc.180'), session('pc.180', 3), 'playing');
    await new Promise((r) => setTimeout(r, 0));
    expect(game.writes).toHaveLength(3);
    const second = st.saveGame('2048', mode('2048'), session('2048', 4), 'over');
    const third = st.saveGame('2048', mode('2048'), session('2048', 5), 'playing');
    await Promise.all([first, second, third]);
    await st.drain();
    expect(game.writes.slice(2)).toEqual([
      ['mode:pc.180', 'index'],
      ['mode:2048', 'index'],
    ]);
    expect((await st.loadGame())?.session.data).toBe(5);

    // After a reload: the same games, the same current one, and saves keep counting up.
    const seq = st.lastSeq;
    const again = new AppStorage(() => undefined, open);
    expect(await again.loadGame()).toMatchObject({ modeKey: '2048', seq, session: { data: 5 } });
    expect((await again.loadGameFor('pc.180'))?.session.data).toBe(3);
    expect((await again.savedGames()).map((e) => [e.modeKey, e.status])).toEqual([
      ['pc.180', 'playing'],
      ['2048', 'playing'],
    ]);
    expect(again.lastSeq).toBe(seq);
    await again.saveGame('pc.180', mode('pc.180'), session('pc.180', 4));
    expect(again.lastSeq).toBe(seq + 1);
    expect((await again.loadGame())?.modeKey).toBe('pc.180');
  });

  it(`drops no saved game beyond ${MAX_SAVED_GAMES} (the app asks first), and lists them in save order`, async () => {
    const { open } = disk();
    const st = new AppStorage(() => undefined, open);
    const keys = Array.from({ length: MAX_SAVED_GAMES + 3 }, (_, i) => `m${i}`);
    for (const k of [...keys.slice(0, 5), 'm1', ...keys.slice(5)]) await st.saveGame(k, mode(k), session(k, k));
    const kept = (await st.savedGames()).map((e) => e.modeKey);
    expect(kept).toHaveLength(MAX_SAVED_GAMES + 3);
    expect(kept.slice(0, 5)).toEqual(['m0', 'm2', 'm3', 'm4', 'm1']);
    const again = new AppStorage(() => undefined, open);
    expect((await again.savedGames()).map((e) => e.modeKey)).toEqual(kept);
    expect((await again.loadGameFor('m0'))?.session.data).toBe('m0');
    await again.removeGame('m0');
    expect((await again.savedGames()).map((e) => e.modeKey)).toEqual(kept.slice(1));
  });

  it('migrates the single game of an older version: it loads, and stays as its mode’s game', async () => {
    const { open, game } = disk();
    const legacy: SavedGameRecord = {
      seq: 41,
      modeKey: 'pc.180',
      savedAt: 5,
      source: mode('pc.180'),
      session: session('pc.180', 'old'),
    };
    await game.set('current', legacy);
    const st = new AppStorage(() => undefined, open);
    expect(await st.loadGame()).toEqual(legacy);
    expect(await st.loadGameFor('pc.180')).toEqual(legacy);
    expect(st.lastSeq).toBe(41);
    expect([...(await game.all()).keys()].sort()).toEqual(['index', 'mode:pc.180']);
    await st.saveGame('2048', mode('2048'), session('2048', 'new'), 'playing');
    expect(st.lastSeq).toBe(42);
    const again = new AppStorage(() => undefined, open);
    expect((await again.loadGame())?.modeKey).toBe('2048');
    expect(await again.loadGameFor('pc.180')).toEqual(legacy);
  });

  it('keeps each game’s title in the index, and forgets one game on request (a save still waiting too)', async () => {
    const { open, game } = disk();
    const st = new AppStorage(() => undefined, open);
    const code = (c: string): GameSource => ({ kind: 'code', code: c });
    await st.saveGame('code:a', code('A'), session('code:a', 1), 'playing', 'Game A');
    await st.saveGame('2048', mode('2048'), session('2048', 1), 'playing', '2048');
    await st.saveGame('code:b', code('B'), session('code:b', 1), 'over');
    await st.drain();
    const again = new AppStorage(() => undefined, open);
    expect((await again.savedGames()).map((e) => [e.modeKey, e.title])).toEqual([
      ['code:a', 'Game A'],
      ['2048', '2048'],
      ['code:b', undefined],
    ]);
    expect((await again.loadGameFor('code:a'))?.title).toBe('Game A');

    // Removed: gone from the index and the store; the current game stays the one saved last.
    await again.removeGame('code:a');
    expect(await again.loadGameFor('code:a')).toBeNull();
    expect((await again.savedGames()).map((e) => e.modeKey)).toEqual(['2048', 'code:b']);
    expect([...(await game.all()).keys()].sort()).toEqual(['index', 'mode:2048', 'mode:code:b']);
    // A save of it not yet written is dropped with it.
    const waiting = again.saveGame('2048', mode('2048'), session('2048', 2), 'playing');
    void again.saveGame('code:b', code('B'), session('code:b', 2), 'playing');
    await again.removeGame('code:b');
    await waiting;
    await again.drain();
    expect(await again.loadGameFor('code:b')).toBeNull();
    // One being written is let finish, then removed (its write cannot bring it back).
    void again.saveGame('code:b', code('B'), session('code:b', 3), 'playing');
    await new Promise((r) => setTimeout(r, 0));
    expect(game.writes[game.writes.length - 1]).toEqual(['mode:code:b', 'index']);
    await again.removeGame('code:b');
    await again.drain();
    expect(await again.loadGameFor('code:b')).toBeNull();
    const third = new AppStorage(() => undefined, open);
    expect((await third.savedGames()).map((e) => e.modeKey)).toEqual(['2048']);
    expect(await third.loadGameFor('code:b')).toBeNull();
    expect((await third.loadGame())?.session.data).toBe(2);
    // Removing a game that is not saved changes nothing.
    const writes = game.writes.length;
    await third.removeGame('code:zz');
    expect(game.writes).toHaveLength(writes);
  });

  it('ignores a damaged index or game record', async () => {
    const { open, game } = disk();
    await game.set('index', { version: 1, entries: [{ modeKey: '2048', seq: 3, savedAt: 0 }, 'junk', { seq: 'x' }] });
    await game.set('mode:2048', { modeKey: '2048' });
    const st = new AppStorage(() => undefined, open);
    expect((await st.savedGames()).map((e) => e.modeKey)).toEqual(['2048']);
    expect(await st.loadGame()).toBeNull();
    await game.set('index', 'junk');
    expect(await new AppStorage(() => undefined, open).loadGame()).toBeNull();
  });

  it('two tabs saving different modes: both games stay listed and resumable (finding 7)', async () => {
    const { open } = disk();
    const tabA = new AppStorage(() => undefined, open);
    const tabB = new AppStorage(() => undefined, open);
    // Each tab reads the index first (as at start-up), then they take turns saving.
    expect(await tabA.savedGames()).toEqual([]);
    expect(await tabB.savedGames()).toEqual([]);
    for (let i = 1; i <= 3; i++) {
      await tabA.saveGame('2048', mode('2048'), session('2048', i), 'playing');
      await tabB.saveGame('pc.180', mode('pc.180'), session('pc.180', i), 'playing');
    }
    await Promise.all([
      tabA.saveGame('2048', mode('2048'), session('2048', 4)),
      tabB.saveGame('pc.180', mode('pc.180'), session('pc.180', 4)),
    ]);
    const reload = new AppStorage(() => undefined, open);
    expect((await reload.savedGames()).map((e) => e.modeKey).sort()).toEqual(['2048', 'pc.180']);
    expect((await reload.loadGameFor('2048'))?.session.data).toBe(4);
    expect((await reload.loadGameFor('pc.180'))?.session.data).toBe(4);
    // Each tab sees the other's game too (the picker's "In progress").
    expect((await tabA.savedGames()).map((e) => e.modeKey).sort()).toEqual(['2048', 'pc.180']);
  });

  it('lists again a game the index lost (an older two-tab race), and rebuilds a damaged index from the records (finding 8)', async () => {
    const { open, game } = disk();
    const rec = (k: string, at: number): SavedGameRecord => ({
      seq: at,
      modeKey: k,
      savedAt: at,
      source: mode(k),
      session: session(k, k),
      status: 'playing',
    });
    await game.set('mode:a', rec('a', 1));
    await game.set('mode:b', rec('b', 2));
    await game.set('index', { version: 1, entries: [{ modeKey: 'b', seq: 2, savedAt: 2 }] });
    const st = new AppStorage(() => undefined, open);
    expect((await st.savedGames()).map((e) => e.modeKey)).toEqual(['a', 'b']);
    expect((await game.get('index')) as unknown).toMatchObject({ entries: [{ modeKey: 'a' }, { modeKey: 'b' }] });
    await game.set('index', 'junk');
    const again = new AppStorage(() => undefined, open);
    expect((await again.savedGames()).map((e) => e.modeKey)).toEqual(['a', 'b']);
    expect((await again.loadGame())?.modeKey).toBe('b');
    expect((await again.loadGameFor('a'))?.session.data).toBe('a');
  });

  it('sets a damaged game record aside (kept, exportable, removable) instead of letting a new game replace it (finding 8)', async () => {
    const { open, game } = disk();
    const told: string[] = [];
    await game.set('mode:2048', { modeKey: '2048', seq: 'broken', session: null });
    await game.set('mode:ok', { seq: 1, modeKey: 'ok', savedAt: 1, source: mode('ok'), session: session('ok', 7) });
    await game.set('index', {
      version: 1,
      entries: [
        { modeKey: 'ok', seq: 1, savedAt: 1 },
        { modeKey: '2048', seq: 2, savedAt: 2 },
      ],
    });
    const st = new AppStorage(() => undefined, open);
    st.onDamaged = (k, why) => told.push(`${k}: ${why}`);
    expect(await st.loadGame()).toBeNull();
    expect(told).toEqual(['2048: the saved record is damaged']);
    expect((await st.loadGameFor('ok'))?.session.data).toBe(7);
    await st.saveGame('2048', mode('2048'), session('2048', 'new'), 'playing');
    const damaged = await st.damagedRecords();
    expect(damaged).toHaveLength(1);
    expect(damaged[0]).toMatchObject({ what: 'Saved game of 2048', reason: 'the saved record is damaged' });
    expect(JSON.parse(damaged[0]!.text)).toEqual({ modeKey: '2048', seq: 'broken', session: null });
    // A game the engine refused is set aside the same way (the app does it), with its reason.
    await st.setAside('ok', undefined, 'it took too long to resume');
    expect(await st.loadGameFor('ok')).toBeNull();
    expect((await st.damagedRecords()).map((d) => d.reason)).toContain('it took too long to resume');
    expect((await st.savedGames()).map((e) => e.modeKey)).toEqual(['2048']);
    for (const d of await st.damagedRecords()) await st.removeDamaged(d.id);
    expect(await st.damagedRecords()).toEqual([]);
  });

  it('skips a damaged installed mode (listed as damaged, removable) and repairs damaged settings (finding 8)', async () => {
    const { open } = disk();
    const st = new AppStorage(() => undefined, open);
    const summary = { id: 'installed:x', name: 'X', category: 'Installed', description: '', rules: '' };
    await st.installMode({ summary, code: 'c', installedAt: 1 });
    await open<unknown>('modes').set('installed:bad', { summary: null, code: 5 });
    await open<unknown>('modes').set('installed:worse', null);
    expect((await st.installedModes()).map((m) => m.summary.id)).toEqual(['installed:x']);
    const damaged = await st.damagedRecords();
    expect(damaged.map((d) => d.id).sort()).toEqual(['modes/installed:bad', 'modes/installed:worse']);
    await st.removeDamaged('modes/installed:bad');
    expect((await st.damagedRecords()).map((d) => d.id)).toEqual(['modes/installed:worse']);
    await open<unknown>('settings').set('settings', { theme: 5, speed: 'fast', modifiers: [null], replayDelay: -1 });
    const again = new AppStorage(() => undefined, open);
    expect(await again.loadSettings()).toMatchObject({
      theme: 'system',
      speed: 'fast',
      modifiers: [],
      replayDelay: 600,
    });
    expect(again.settingsRepaired).toBe(true);
  });
});

describe('AppStorage backups', () => {
  it('exports everything and restores it on an empty device, games and current game included', async () => {
    const a = new AppStorage(() => undefined, disk().open);
    await a.saveGame('x', mode('x'), session('x', 1), 'playing', 'X');
    await a.saveGame('y', mode('y'), session('y', 2), 'playing', 'Y');
    await a.updateStats('x', (s) => ({ ...s, best: 64, games: 2 }));
    await a.installPlugin({ info: { id: 'p', kind: 'mode', name: 'P', version: '1' }, text: '{}', installedAt: 1 });
    await a.addFeed({ url: 'https://f.example/feed.json', name: 'F', addedAt: 2 });
    const all = await a.exportEverything();
    expect(all.games.map((g) => g.modeKey)).toEqual(['x', 'y']);
    expect(all.settings).toBeUndefined();

    const b = new AppStorage(() => undefined, disk().open);
    await b.restoreEverything(all);
    expect((await b.savedGames()).map((e) => e.modeKey)).toEqual(['x', 'y']);
    expect((await b.loadGame())?.session).toEqual(session('y', 2));
    expect((await b.allStats()).get('x')?.best).toBe(64);
    expect((await b.installedPlugins()).map((p) => p.info.id)).toEqual(['p']);
    expect((await b.feeds()).map((f) => f.name)).toEqual(['F']);
    // A save after the restore counts on from the restored games.
    await b.saveGame('z', mode('z'), session('z', 3));
    expect((await b.loadGame())?.seq).toBeGreaterThan(Math.max(...all.games.map((g) => g.seq)));
  });
});
