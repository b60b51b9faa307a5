// hammerjs gestures on the board: swipes become directions (by angle, see directions.ts), taps
// become cell clicks. The board takes every touch (`touch-action: none`), so swiping never
// scrolls the page or triggers back navigation.
//
// Hammer's Swipe recogniser ignores a gesture whose x and y travel are exactly equal (a perfect
// diagonal gets no direction) and slow drags; a Pan recogniser catches those at pan end.
//
// A drag that has gone COMMIT_DISTANCE clearly towards one direction moves at once, while the finger
// is still down: waiting for the finger to lift costs a frame or two before the tiles start (the
// browser runs a frame for the touchend before the worker's answer), which players feel as lag.
// "Clearly" widens with the travel (`coneShare` in directions.ts): a longer drag is less likely to
// turn. A drag still near the boundary between two directions (a diagonal among four) waits for the lift;
// meanwhile (from LOOKAHEAD_DISTANCE) the page has the two moves it lies between worked out ahead
// (`onUndecided`), so the one chosen at the lift can start at once; `onRelease` drops them.

import Hammer from 'hammerjs';
import { COMMIT_DISTANCE, coneShare, LOOKAHEAD_DISTANCE, WIDE_SHARE } from './directions.ts';

export interface GestureHandlers {
  onSwipe(dx: number, dy: number): void;
  /**
   * Whether a drag still in progress already points clearly at one direction: within the inner
   * `share` of that direction's sector (see `clearDirection`).
   */
  isClear?(dx: number, dy: number, share: number): boolean;
  onTap(clientX: number, clientY: number): void;
  /** A drag in progress (of travel dx, dy) points clearly at no direction yet: it may end either way. */
  onUndecided?(dx: number, dy: number): void;
  /** The drag ended (after its `onSwipe`, if any). */
  onRelease?(): void;
}

/** Minimum travel (px) of a slow drag that still counts as a swipe. */
const DRAG_DISTANCE = 30;

export function attachGestures(el: HTMLElement, handlers: GestureHandlers): () => void {
  el.style.touchAction = 'none';
  const mc = new Hammer.Manager(el, { touchAction: 'none' });
  const swipe = new Hammer.Swipe({ direction: Hammer.DIRECTION_ALL, threshold: 20, velocity: 0.1 });
  const pan = new Hammer.Pan({ direction: Hammer.DIRECTION_ALL, threshold: 10 });
  const tap = new Hammer.Tap({ taps: 1, threshold: 8, time: 400 });
  // Swipe first so it wins when both recognise the same gesture.
  mc.add([swipe, pan, tap]);
  swipe.recognizeWith(pan);
  let handled = false;
  mc.on('panstart', () => (handled = false));
  mc.on('panmove', (e) => {
    if (handled) return;
    if (e.distance >= COMMIT_DISTANCE && handlers.isClear?.(e.deltaX, e.deltaY, coneShare(e.distance))) {
      handled = true;
      handlers.onSwipe(e.deltaX, e.deltaY);
    } else if (e.distance >= LOOKAHEAD_DISTANCE && !handlers.isClear?.(e.deltaX, e.deltaY, WIDE_SHARE))
      handlers.onUndecided?.(e.deltaX, e.deltaY);
  });
  mc.on('swipe', (e) => {
    if (!handled) {
      handled = true;
      handlers.onSwipe(e.deltaX, e.deltaY);
    }
    handlers.onRelease?.();
  });
  mc.on('panend pancancel', (e) => {
    if (!handled && e.type === 'panend' && e.distance >= DRAG_DISTANCE) {
      handled = true;
      handlers.onSwipe(e.deltaX, e.deltaY);
    }
    handlers.onRelease?.();
  });
  mc.on('tap', (e) => handlers.onTap(e.center.x, e.center.y));
  // Stop the browser's own reactions (pull-to-refresh, edge-swipe history) on the board.
  const stop = (e: TouchEvent): void => {
    if (e.cancelable) e.preventDefault();
  };
  el.addEventListener('touchmove', stop, { passive: false });
  return () => {
    el.removeEventListener('touchmove', stop);
    mc.destroy();
  };
}
