// In Node there is no IndexedDB: this exercises the degraded path (memory, one report) and the
// coalescing saver. The real IndexedDB path is covered by the browser persistence test.

import { describe, expect, it } from 'vitest';
import { AppStorage } from './storage.ts';
import { KvStore } from './kv.ts';

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
    const saves = [1, 2, 3].map((n) => st.saveGame('2048', source, { format: 'f', modeId: '2048', data: n }));
    await Promise.all(saves);
    await st.drain();
    expect((await st.loadGame())?.session.data).toBe(3);
    expect(st.lastSeq).toBe(3);
  });
  it('stores stats, settings and installed modes', async () => {
    const st = new AppStorage(() => undefined);
    await st.updateStats('2048', (s) => ({ ...s, best: 10 }));
    await st.updateStats('2048', (s) => ({ ...s, games: s.games + 1 }));
    expect((await st.allStats()).get('2048')).toEqual({ best: 10, games: 1, wins: 0 });
    await st.saveSettings({ ...(await st.loadSettings()), theme: 'dark' });
    expect((await st.loadSettings()).theme).toBe('dark');
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
    await st.saveSettings({ speed: 'fast', modifiers: 'x', modeOptions: null } as unknown as Parameters<AppStorage['saveSettings']>[0]);
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
});
