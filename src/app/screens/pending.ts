// Screens whose backend is not ready yet say so plainly (no dead buttons).

import { screenFrame, notReady } from './frame.ts';
import type { ScreenApi } from './types.ts';

export function replaysScreen(api: ScreenApi): HTMLElement {
  return screenFrame(
    'replays',
    'Replays',
    () => api.close(),
    notReady('Replays', 'Watching and recording replays needs the full game engine, which is still being written. Replay codes cannot be imported until then.'),
  );
}

export function modifiersScreen(api: ScreenApi): HTMLElement {
  return screenFrame(
    'modifiers',
    'Modifiers',
    () => api.close(),
    notReady('Modifiers', 'Grid shapes, sizes, slide amounts and the other modifiers need the full game engine, which is still being written. Games start with each mode\'s default settings until then.'),
  );
}
