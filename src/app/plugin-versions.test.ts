import { describe, expect, it } from 'vitest';
import { compareVersions, planInstall } from './plugin-versions.ts';

describe('plugin versions', () => {
  it('compare numerically part by part', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
    expect(compareVersions('2', '10')).toBe(-1);
    expect(compareVersions('1.0.0-beta', '1.0.0-alpha')).toBe(1);
  });

  it('plan: new, update, or refused (same or older) with the versions named', () => {
    expect(planInstall('X', undefined, '1.0.0')).toEqual({ kind: 'new' });
    expect(planInstall('X', '1.0.0', '2.0.0')).toEqual({ kind: 'update', from: '1.0.0', to: '2.0.0' });
    const same = planInstall('X', '1.0.0', '1.0.0');
    expect(same.kind === 'refuse' && same.message).toMatch(/already installed/);
    const older = planInstall('X', '2.0.0', '1.5.0');
    expect(older.kind === 'refuse' && older.message).toMatch(/older version \(v1\.5\.0\)/);
  });
});
