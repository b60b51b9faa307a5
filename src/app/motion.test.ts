import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../storage/storage.ts';
import { motionFactor } from './motion.ts';

describe('motionFactor', () => {
  it('follows the speed setting', () => {
    expect(motionFactor(DEFAULT_SETTINGS, false)).toBe(1);
    expect(motionFactor({ ...DEFAULT_SETTINGS, speed: 'off' }, false)).toBe(0);
    expect(motionFactor({ ...DEFAULT_SETTINGS, speed: 'slow' }, false)).toBeGreaterThan(1);
  });
  it('honours reduced motion from the system unless overridden', () => {
    expect(motionFactor(DEFAULT_SETTINGS, true)).toBe(0);
    expect(motionFactor({ ...DEFAULT_SETTINGS, reducedMotion: 'off' }, true)).toBe(1);
    expect(motionFactor({ ...DEFAULT_SETTINGS, reducedMotion: 'on' }, false)).toBe(0);
  });
});
