import { describe, expect, it } from 'vitest';
import { Animator, ease, type Animatable } from './animator.ts';

const node = (): Animatable => ({ x: 0, y: 0, scale: 1, alpha: 1 });

describe('Animator', () => {
  it('tweens over time and stops', () => {
    let now = 0;
    const a = new Animator(() => now);
    const n = node();
    a.tween(n, { x: 100 }, { duration: 100, ease: ease.linear });
    now = 50;
    expect(a.update(now)).toBe(true);
    expect(n.x).toBe(50);
    now = 100;
    expect(a.update(now)).toBe(false);
    expect(n.x).toBe(100);
  });
  it('delays start values until the tween begins', () => {
    const now = 0;
    const a = new Animator(() => now);
    const n = node();
    n.scale = 0;
    a.tween(n, { scale: 1 }, { delay: 100, duration: 100, from: { scale: 0.5 }, ease: ease.linear });
    a.update(50);
    expect(n.scale).toBe(0);
    a.update(150);
    expect(n.scale).toBe(0.75);
  });
  it('fast-forwards everything, callbacks included', () => {
    const a = new Animator(() => 0);
    const n = node();
    const done: string[] = [];
    a.tween(n, { x: 10, alpha: 0 }, { duration: 100 });
    a.after(100, () => done.push('removed'));
    a.finishAll();
    expect([n.x, n.alpha, done, a.running, a.size]).toEqual([10, 0, ['removed'], false, 0]);
  });
  it('a newer tween of a property replaces the older one; cancel forgets a target', () => {
    const now = 0;
    const a = new Animator(() => now);
    const n = node();
    a.tween(n, { x: 100 }, { duration: 100 });
    a.tween(n, { x: -100 }, { duration: 100 });
    expect(a.size).toBe(1);
    a.cancel(n);
    expect(a.running).toBe(false);
  });
  it('zero duration applies at once', () => {
    const a = new Animator(() => 0);
    const n = node();
    a.tween(n, { y: 7 }, { duration: 0 });
    expect(n.y).toBe(7);
  });
  it('outBack overshoots and settles', () => {
    expect(ease.outBack(0)).toBeCloseTo(0);
    expect(Math.max(...[0.5, 0.6, 0.7, 0.8].map(ease.outBack))).toBeGreaterThan(1);
    expect(ease.outBack(1)).toBeCloseTo(1);
  });
});
