// Maps a gesture or key to the nearest of the mode's directions by screen angle: 4, 8, or 6 on
// hexagonal boards (whose grid vectors are not square on screen, hence the layout's help).

import type { DirectionView } from '../worker/protocol.ts';

export interface ScreenPoint {
  readonly x: number;
  readonly y: number;
}

/** Converts a grid vector (dv, dh) to its on-screen direction (y down). */
export type ScreenVectorOf = (dv: number, dh: number) => ScreenPoint;

/** Each moving direction's unit screen vector and its cosine with (dx, dy); none for a gesture of no length. */
function screenCosines(
  dx: number,
  dy: number,
  dirs: readonly DirectionView[],
  toScreen: ScreenVectorOf,
): { index: number; cos: number; x: number; y: number }[] {
  const len = Math.hypot(dx, dy);
  if (!(len > 0)) return [];
  const out: { index: number; cos: number; x: number; y: number }[] = [];
  for (const d of dirs) {
    const s = toScreen(d.vector[0], d.vector[1]);
    const sl = Math.hypot(s.x, s.y);
    if (sl > 0) out.push({ index: d.index, cos: (s.x * dx + s.y * dy) / (sl * len), x: s.x / sl, y: s.y / sl });
  }
  return out;
}

/**
 * The direction whose on-screen vector is closest in angle to (dx, dy), or null if the gesture
 * has no length or the mode has no moving direction. Stay-still (0,0) directions are never chosen.
 */
export function nearestDirection(
  dx: number,
  dy: number,
  dirs: readonly DirectionView[],
  toScreen: ScreenVectorOf,
): number | null {
  let best: number | null = null;
  let bestCos = -Infinity;
  for (const d of screenCosines(dx, dy, dirs, toScreen))
    if (d.cos > bestCos + 1e-9) {
      bestCos = d.cos;
      best = d.index;
    }
  return best;
}

/**
 * `nearestDirection`, but only when (dx, dy) lies in the inner `share` of that direction's sector:
 * its angle to the nearest direction is at most `share` of the half-angle between that direction and
 * the next nearest one. With the default ½: within 22.5° of an axis among four directions, 11.25°
 * among eight; with ¾: 33.75° and 16.9°. Otherwise null: the gesture may still turn, so it waits
 * for the finger to lift.
 */
export function clearDirection(
  dx: number,
  dy: number,
  dirs: readonly DirectionView[],
  toScreen: ScreenVectorOf,
  share = 0.5,
): number | null {
  const seen = screenCosines(dx, dy, dirs, toScreen).map((d) => ({
    ...d,
    angle: Math.acos(Math.max(-1, Math.min(1, d.cos))),
  }));
  seen.sort((p, q) => p.angle - q.angle);
  const best = seen[0];
  if (!best) return null;
  // A mode may list one screen direction twice: the next nearest is the nearest drawn elsewhere.
  const next = seen.find((o) => Math.hypot(o.x - best.x, o.y - best.y) > 1e-9);
  if (!next) return best.index;
  // The sector's half-angle is (best + next) / 2 when the gesture lies between the two directions.
  return best.angle <= (share * (best.angle + next.angle)) / 2 ? best.index : null;
}

/**
 * The two directions a drag lies between: the nearest in angle and the next nearest drawn elsewhere
 * (one when the mode has a single screen direction, none for a gesture of no length). These are the
 * candidates worked out ahead while the drag is undecided (src/app/lookahead.ts).
 */
export function candidateDirections(
  dx: number,
  dy: number,
  dirs: readonly DirectionView[],
  toScreen: ScreenVectorOf,
): number[] {
  const seen = screenCosines(dx, dy, dirs, toScreen).sort((p, q) => q.cos - p.cos);
  const best = seen[0];
  if (!best) return [];
  const next = seen.find((o) => Math.hypot(o.x - best.x, o.y - best.y) > 1e-9);
  return next ? [best.index, next.index] : [best.index];
}

/** Travel (px) after which a drag that points clearly at one direction moves before the finger lifts. */
export const COMMIT_DISTANCE = 40;
/** Travel (px) from which a drag counts as clear over the inner three quarters of its sector. */
const WIDE_DISTANCE = 60;
/** The widest share of a sector in which a drag counts as clear (`coneShare` at WIDE_DISTANCE). */
export const WIDE_SHARE = 0.75;
/** Travel (px) from which a drag outside every direction's WIDE_SHARE has its two candidate moves worked out ahead. */
export const LOOKAHEAD_DISTANCE = 15;

/**
 * The share of a direction's sector (for `clearDirection`) in which a drag of `distance` px counts
 * as clear: none below COMMIT_DISTANCE, ½ there (22.5° of an axis among four directions), growing
 * to ¾ at WIDE_DISTANCE (33.75°; 16.9° among eight).
 */
export function coneShare(distance: number): number {
  if (!(distance >= COMMIT_DISTANCE)) return 0;
  return 0.5 + (WIDE_SHARE - 0.5) * Math.min(1, (distance - COMMIT_DISTANCE) / (WIDE_DISTANCE - COMMIT_DISTANCE));
}

/** The standard orthogonal set (up, down, left, right, in any order)? */
export function isStandardFour(dirs: readonly DirectionView[]): boolean {
  if (dirs.length !== 4) return false;
  const want = new Set(['-1,0', '1,0', '0,-1', '0,1']);
  return dirs.every((d) => want.delete(`${d.vector[0]},${d.vector[1]}`));
}

const FALLBACK_KEYS: Record<string, ScreenPoint> = {
  ArrowUp: { x: 0, y: -1 },
  KeyW: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  KeyS: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  KeyA: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  KeyD: { x: 1, y: 0 },
};

/**
 * `KeyboardEvent.code` → direction index: the mode's own keys first, then arrows and WASD mapped
 * by angle for modes that do not bind them.
 */
export function buildKeyMap(dirs: readonly DirectionView[], toScreen: ScreenVectorOf): Map<string, number> {
  const map = new Map<string, number>();
  for (const d of dirs) for (const k of d.keys) if (!map.has(k)) map.set(k, d.index);
  for (const [code, p] of Object.entries(FALLBACK_KEYS)) {
    if (map.has(code)) continue;
    const i = nearestDirection(p.x, p.y, dirs, toScreen);
    if (i !== null) map.set(code, i);
  }
  return map;
}
