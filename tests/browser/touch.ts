// CDP touch input, shared by the browser tests and the render benchmark (no test-runner imports here).
import type { CDPSession } from 'playwright-core';

/** A touch swipe through CDP (hammerjs does not see Playwright's synthetic TouchEvents). */
export async function cdpSwipe(
  cdp: CDPSession,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  steps = 8,
): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y: y0 }] });
  for (let i = 1; i <= steps; i++) {
    await new Promise((r) => setTimeout(r, 12));
    const t = i / steps;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
