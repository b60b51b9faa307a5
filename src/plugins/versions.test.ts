import { describe, expect, it } from 'vitest';
import { compareVersions, describePlan, isVersion, planInstall, type PluginFileData } from './versions.ts';

describe('plugin versions', () => {
  it('orders versions as semver does', () => {
    const ordered = [
      '0.9.9',
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0',
      '1.0.1',
      '1.2.0',
      '1.10.0',
      '2.0.0',
    ];
    for (let i = 0; i < ordered.length; i++)
      for (let j = 0; j < ordered.length; j++)
        expect(compareVersions(ordered[i]!, ordered[j]!), `${ordered[i]} vs ${ordered[j]}`).toBe(Math.sign(i - j));
    expect(compareVersions('1.2.3+build.7', '1.2.3')).toBe(0);
  });

  it('knows what a version is', () => {
    for (const v of ['1.2.3', '0.0.0', '10.20.30-rc.1+sha.5114f85', '1.0.0-x-y']) expect(isVersion(v), v).toBe(true);
    for (const v of ['1.2', '01.2.3', '1.2.3-', 'v1.2.3', '1.2.3.4', '', '1.2.3-a..b', '1234567890.0.0', 1])
      expect(isVersion(v), String(v)).toBe(false);
    expect(() => compareVersions('1', '1.0.0')).toThrow(RangeError);
  });

  const v1: PluginFileData = {
    format: 'pow2048-plugin/1',
    kind: 'mode',
    id: 'alice.big',
    version: '1.0.0',
    name: 'Big',
    options: [{ id: 'huge', label: 'Huge', type: 'boolean', default: false }],
    definition: { width: 6, height: 6, winConditions: [[11]] },
  };

  it('plans new, update, same and older installs', () => {
    expect(planInstall(undefined, v1).kind).toBe('new');
    expect(planInstall(v1, { ...v1 }).kind).toBe('same');
    expect(planInstall(v1, { ...v1, version: '0.9.0' })).toMatchObject({ kind: 'older', from: '1.0.0', to: '0.9.0' });
    const v2: PluginFileData = {
      ...v1,
      version: '1.1.0',
      name: 'Bigger',
      options: [{ id: 'size', label: 'Size', type: 'number', default: 7 }],
      definition: { height: 6, width: 7, startTileAmount: 3 },
    };
    const plan = planInstall(v1, v2);
    expect(plan).toMatchObject({ kind: 'update', from: '1.0.0', to: '1.1.0' });
    expect(plan.changes.map((c) => `${c.change} ${c.field}`)).toEqual([
      'changed name',
      'removed options.huge',
      'added options.size',
      'changed definition.width',
      'removed definition.winConditions',
      'added definition.startTileAmount',
    ]);
    expect(describePlan(plan, 'Big')[0]).toBe('Update “Big” from v1.0.0 to v1.1.0.');
    expect(describePlan(plan, 'Big', 2)).toContain('and 4 more changes');
  });

  it('sees no change where only key order differs', () => {
    const reordered: PluginFileData = {
      ...v1,
      version: '1.0.1',
      definition: { winConditions: [[11]], height: 6, width: 6 },
    };
    const plan = planInstall(v1, reordered);
    expect(plan.changes).toEqual([]);
    expect(describePlan(plan, 'Big')).toContain('Nothing but the version changes.');
  });
});
