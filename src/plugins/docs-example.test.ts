// The two complete examples of docs/plugins.md, kept working: the files in src/plugins/examples/
// are what the page shows (checked word for word), and here they are registered, installed,
// updated and played.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PluginInstaller } from '../worker/plugin-install.ts';
import { powersOfThree } from './examples/powers-of-three.ts';
import { parseDataPlugin, PluginRegistry, planInstall, pluginSchemaProblem, type PluginFileData } from './index.ts';
import { PluginSession } from './session.ts';

const read = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');
const docs = read('../../docs/plugins.md');
const v1 = read('./examples/big-board.v1.json');
const v2 = read('./examples/big-board.v2.json');

describe('docs/plugins.md examples', () => {
  it('the page shows the example files as they are', () => {
    for (const [lang, text] of [
      ['ts', read('./examples/powers-of-three.ts')],
      ['json', v1],
    ])
      expect(docs).toContain(`\`\`\`${lang}\n${text.trimEnd()}\n\`\`\``);
  });

  it('example 1, the code plugin made with the kit, plays: three equal tiles merge, two do not', () => {
    const r = new PluginRegistry();
    r.register(powersOfThree);
    const s = new PluginSession(r, { mode: { id: 'alice.threes', options: { width: 4 } }, seed: 3 });
    expect(s.start().error).toBeUndefined();
    expect([s.game.state.width, s.game.state.height]).toEqual([4, 5]);
    let merges = 0;
    for (let i = 0; i < 300; i++) {
      const res = s.move(i % 4);
      expect(res.error).toBeUndefined();
      for (const e of res.events)
        if (e.type === 'merge') {
          merges++;
          expect(e.consumed).toHaveLength(3);
        }
      if (s.game.state.screen === 'Game Over') break;
    }
    expect(merges).toBeGreaterThan(0);
    expect(powersOfThree.rules).toContain('New tiles: 1 (90%), 3 (10%).');
  });

  it('example 2, the data plugin, fits the schema, installs, counts merges in its hook, and updates to v1.1.0', () => {
    expect(pluginSchemaProblem(JSON.parse(v1))).toBeNull();
    expect(pluginSchemaProblem(JSON.parse(v2))).toBeNull();
    const r = new PluginRegistry();
    const installer = new PluginInstaller(r);
    installer.install(v1);
    expect(r.buildMode('alice.big-2048', { huge: true }).width).toBe(9);
    const s = new PluginSession(r, { mode: { id: 'alice.big-2048' }, seed: 1 });
    expect(s.start().error).toBeUndefined();
    let merges = 0;
    for (let i = 0; i < 40; i++) merges += s.move(i % 4).events.filter((e) => e.type === 'merge').length;
    expect(merges).toBeGreaterThan(0);
    expect(s.game.state.gameVars[0]).toBe(merges);

    const plan = planInstall(JSON.parse(v1) as PluginFileData, JSON.parse(v2) as PluginFileData);
    expect(plan.kind).toBe('update');
    expect(plan.changes.map((c) => c.field)).toEqual(['name', 'definition.winConditions']);
    expect(() => installer.install(v2)).toThrow(/Confirm the update/);
    installer.install(v2, { update: true });
    expect(r.get('mode', 'alice.big-2048')?.version).toBe('1.1.0');
    expect(parseDataPlugin(v2).name).toBe('4096 on a big board');
  });
});
