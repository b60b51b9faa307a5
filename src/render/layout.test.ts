import { describe, expect, it } from 'vitest';
import { computeLayout, hexagonPoints } from './layout.ts';

describe('square layout', () => {
  const l = computeLayout({ width: 4, height: 4, hexagonal: false }, 412, 412);
  it('fits the box and centres cells on an even pitch', () => {
    expect(l.boardWidth).toBeCloseTo(412);
    const a = l.center(0, 0);
    const b = l.center(0, 1);
    const c = l.center(1, 0);
    expect(b.x - a.x).toBeCloseTo(c.y - a.y);
    expect(a.x - l.tileWidth / 2).toBeGreaterThan(0);
    expect(l.center(3, 3).x + l.tileWidth / 2).toBeLessThan(l.boardWidth);
  });
  it('hit-tests the cell under a point', () => {
    const p = l.center(2, 1);
    expect(l.cellAt(p.x, p.y)).toEqual([2, 1]);
    expect(l.cellAt(-5, 10)).toBeNull();
  });
  it('fits wide boards to the width and tall ones to the height', () => {
    const wide = computeLayout({ width: 8, height: 2, hexagonal: false }, 400, 400);
    expect(wide.boardWidth).toBeCloseTo(400);
    expect(wide.boardHeight).toBeLessThan(400);
    const tall = computeLayout({ width: 2, height: 8, hexagonal: false }, 400, 400);
    expect(tall.boardHeight).toBeCloseTo(400);
  });
});

describe('hexagonal layout', () => {
  const l = computeLayout({ width: 9, height: 5, hexagonal: true }, 500, 500);
  it('puts (0,±2) and (±1,±1) neighbours at equal distances', () => {
    const c = l.center(2, 4);
    const d = (v: number, h: number) => Math.hypot(l.center(v, h).x - c.x, l.center(v, h).y - c.y);
    for (const [v, h] of [
      [2, 6],
      [2, 2],
      [1, 3],
      [1, 5],
      [3, 3],
      [3, 5],
    ] as const)
      expect(d(v, h)).toBeCloseTo(l.textUnit);
  });
  it('maps grid vectors to screen directions (a 60° star)', () => {
    const s = l.screenVector(-1, 1);
    expect((Math.atan2(-s.y, s.x) * 180) / Math.PI).toBeCloseTo(60);
  });
  it('hit-tests only real hexagon cells', () => {
    const p = l.center(1, 3);
    expect(l.cellAt(p.x + 2, p.y - 2)).toEqual([1, 3]);
  });
  it('stays inside its box', () => {
    expect(l.boardWidth).toBeLessThanOrEqual(500 + 1e-9);
    expect(l.boardHeight).toBeLessThanOrEqual(500 + 1e-9);
    expect(hexagonPoints(10)).toHaveLength(12);
  });
});
