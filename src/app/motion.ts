// Animation time factor from the settings and the system's reduced-motion preference.

import type { Settings } from '../storage/storage.ts';

const SPEED: Record<Settings['speed'], number> = { off: 0, fast: 0.55, normal: 1, slow: 1.8 };

export function systemPrefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function motionFactor(s: Settings, systemReduced: boolean): number {
  const reduced = s.reducedMotion === 'on' || (s.reducedMotion === 'system' && systemReduced);
  return reduced ? 0 : SPEED[s.speed];
}
