import { describe, expect, it } from 'vitest';
import type { DirectionView } from '../worker/protocol.ts';
import {
  buildKeyMap,
  candidateDirections,
  clearDirection,
  coneShare,
  isStandardFour,
  nearestDirection,
  WIDE_SHARE,
} from './directions.ts';

const dir = (index: number, v: number, h: number, keys: string[] = []): DirectionView => ({
  index,
  vector: [v, h],
  label: '',
  keys,
});
const FOUR = [dir(0, -1, 0, ['ArrowUp']), dir(1, 1, 0), dir(2, 0, -1), dir(3, 0, 1)];
const EIGHT = [...FOUR, dir(4, -1, -1), dir(5, -1, 1), dir(6, 1, -1), dir(7, 1, 1)];
const HEX = [dir(0, -1, -1), dir(1, -1, 1), dir(2, 0, -2), dir(3, 0, 2), dir(4, 1, -1), dir(5, 1, 1)];
const square = (dv: number, dh: number) => ({ x: dh, y: dv });
const hex = (dv: number, dh: number) => ({ x: dh / 2, y: (dv * Math.sqrt(3)) / 2 });

describe('nearestDirection', () => {
  it('maps swipes to the four directions by angle', () => {
    expect(nearestDirection(-100, 10, FOUR, square)).toBe(2);
    expect(nearestDirection(30, -80, FOUR, square)).toBe(0);
    expect(nearestDirection(0, 0, FOUR, square)).toBeNull();
  });
  it('uses diagonals on eight-direction modes', () => {
    expect(nearestDirection(100, 100, EIGHT, square)).toBe(7);
    expect(nearestDirection(-90, -100, EIGHT, square)).toBe(4);
    expect(nearestDirection(100, 20, EIGHT, square)).toBe(3);
  });
  it('uses screen geometry on hexagonal boards (60° apart)', () => {
    const at = (deg: number) =>
      nearestDirection(Math.cos((deg * Math.PI) / 180), -Math.sin((deg * Math.PI) / 180), HEX, hex);
    expect([0, 60, 120, 180, 240, 300].map(at)).toEqual([3, 1, 0, 2, 4, 5]);
    expect(at(80)).toBe(1); // 80° is nearest to up-right (60°)
  });
  it('never picks a stay-still direction', () => {
    expect(nearestDirection(1, 0, [dir(0, 0, 0), dir(1, 0, -1)], square)).toBe(1);
  });
});

describe('buildKeyMap', () => {
  it("uses the mode's own keys first and fills arrows/WASD by angle", () => {
    const m = buildKeyMap(
      HEX.map((d, i) => ({ ...d, keys: i === 0 ? ['KeyQ'] : [] })),
      hex,
    );
    expect(m.get('KeyQ')).toBe(0);
    expect(m.get('ArrowLeft')).toBe(2);
    expect(m.get('KeyD')).toBe(3);
    expect(m.has('ArrowUp')).toBe(true);
    expect(buildKeyMap(FOUR, square).get('ArrowUp')).toBe(0);
  });
  it('recognises the standard set', () => {
    expect(isStandardFour(FOUR)).toBe(true);
    expect(isStandardFour(EIGHT)).toBe(false);
    expect(isStandardFour(HEX.slice(0, 4))).toBe(false);
  });
});

describe('clearDirection (a drag that may move before the finger lifts)', () => {
  const deg = (a: number) => [Math.cos((a * Math.PI) / 180), -Math.sin((a * Math.PI) / 180)] as const;
  it('answers only within the inner half of a sector: 22.5° of an axis among four', () => {
    expect(clearDirection(...deg(20), FOUR, square)).toBe(3);
    expect(clearDirection(...deg(25), FOUR, square)).toBeNull();
    expect(clearDirection(...deg(95), FOUR, square)).toBe(0);
    expect(clearDirection(0, 0, FOUR, square)).toBeNull();
  });
  it('is stricter among eight directions (11.25°) and follows the hexagonal screen geometry', () => {
    expect(clearDirection(...deg(10), EIGHT, square)).toBe(3);
    expect(clearDirection(...deg(15), EIGHT, square)).toBeNull();
    expect(clearDirection(...deg(58), HEX, hex)).toBe(1);
    expect(clearDirection(...deg(80), HEX, hex)).toBeNull();
  });
  it('treats a direction listed twice as one', () => {
    expect(clearDirection(...deg(5), [...FOUR, dir(4, 0, 1)], square)).not.toBeNull();
  });
  it('widens to the inner three quarters of a sector with share ¾: 33.75° among four, 16.9° among eight', () => {
    expect(clearDirection(...deg(30), FOUR, square, 0.75)).toBe(3);
    expect(clearDirection(...deg(-33), FOUR, square, 0.75)).toBe(3);
    expect(clearDirection(...deg(120), FOUR, square, 0.75)).toBe(0);
    expect(clearDirection(...deg(35), FOUR, square, 0.75)).toBeNull();
    expect(clearDirection(...deg(45), FOUR, square, 0.75)).toBeNull();
    expect(clearDirection(...deg(16), EIGHT, square, 0.75)).toBe(3);
    expect(clearDirection(...deg(30), EIGHT, square, 0.75)).toBe(5); // 15° from up-right
    expect(clearDirection(...deg(22), EIGHT, square, 0.75)).toBeNull();
  });
});

describe('coneShare (how far a drag must go before it may move, and how wide its cone is)', () => {
  it('is none below 40 px, ½ at 40 px, growing to ¾ from 60 px on', () => {
    expect(coneShare(39)).toBe(0);
    expect(coneShare(Number.NaN)).toBe(0);
    expect(coneShare(40)).toBe(0.5);
    expect(coneShare(50)).toBeCloseTo(0.625);
    expect(coneShare(60)).toBe(0.75);
    expect(coneShare(500)).toBe(0.75);
  });
  it('lets a 30° drag move at 60 px but not at 40 px; a 40° drag never', () => {
    const at = (a: number, len: number) =>
      clearDirection(
        len * Math.cos((a * Math.PI) / 180),
        -len * Math.sin((a * Math.PI) / 180),
        FOUR,
        square,
        coneShare(len),
      );
    expect(at(30, 40)).toBeNull();
    expect(at(30, 60)).toBe(3);
    expect(at(40, 200)).toBeNull();
  });
});

describe('candidateDirections', () => {
  const slant = (deg: number) => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)] as const;
  it('names the two directions a near-diagonal drag lies between, nearest first', () => {
    // 40° below the right axis (y down): right, then down.
    const [x, y] = slant(40);
    expect(candidateDirections(x, y, FOUR, square)).toEqual([3, 1]);
    expect(candidateDirections(-y, -x, FOUR, square)).toEqual([0, 2]);
    // Such a drag is clear of neither sector's inner three quarters: it is one the page looks ahead for.
    expect(clearDirection(x, y, FOUR, square, WIDE_SHARE)).toBeNull();
    expect(clearDirection(...slant(30), FOUR, square, WIDE_SHARE)).toBe(3);
  });
  it('uses the mode’s own geometry (eight directions, hexagonal boards) and skips stay-still ones', () => {
    expect(candidateDirections(...slant(30), EIGHT, square)).toEqual([7, 3]);
    expect(candidateDirections(...slant(-85), HEX, hex)).toEqual([1, 0]);
    expect(candidateDirections(1, 0.2, [dir(0, 0, 0), dir(1, 0, 1)], square)).toEqual([1]);
    expect(candidateDirections(0, 0, FOUR, square)).toEqual([]);
  });
  it('counts a direction the mode lists twice once', () => {
    expect(candidateDirections(1, 0.9, [dir(0, 0, 1), dir(1, 0, 1), dir(2, 1, 0)], square)).toEqual([0, 2]);
  });
});
