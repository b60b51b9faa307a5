// A small window hook for the browser tests and the render benchmark (read-mostly; it can only do
// what the player can do: move, start games, import codes).

import type { BoardView } from '../worker/protocol.ts';
import type { App } from './app.ts';

export function installDebugHook(app: App): void {
  const hook = {
    ready: app.ready,
    view: () => app.view,
    /** The view the board last drew (after display settings such as readable tile numbers). */
    drawn: () => app.renderer?.shownView ?? null,
    stats: () => app.renderStats(),
    tileRect: (id: number) => app.renderer?.tileRect(id) ?? null,
    savedSeq: () => app.storage.savedSeq,
    lastSeq: () => app.storage.lastSeq,
    drain: () => app.storage.drain(),
    move: (d: number) => app.move(d),
    newGame: (key: string, seed?: number, width?: number, height?: number) =>
      app.startMode(key, seed, width && height ? { width, height } : undefined),
    importCode: async (code: string) => (await app.importCode(code)).message,
    /** The Game code and the Replay code of the game shown (what Codes and Replays export). */
    gameCode: async () => (await app.engine.call('exportCode', {})).code,
    replayCode: async () => (await app.engine.call('exportReplay', {})).code,
    /** Installs a Mode code and gives the key to start it with (null when it is not one). */
    installMode: async (code: string) => (await app.importCode(code)).playKey ?? null,
    animating: () => app.renderer?.isAnimating ?? false,
    /** The position the Replays screen shows (null when no replay is open). */
    replay: () => app.replayFrame,
    frameTimes: () => app.renderer?.takeFrameTimes() ?? [],
    /** Paint times (ms) of new scheme picture textures since the last call. */
    pictureTimes: () => app.renderer?.takePictureTimes() ?? [],
    /** Scheme tiles in their base colour instead of their picture (the render bench's yardstick). */
    plainPictures: (on: boolean) => app.renderer?.setPlainPictures(on),
    loseContext: () => app.renderer?.loseContextForTest() ?? false,
    /** Draws an arbitrary view (renderer tests of cell kinds and backgrounds the stand-in never makes). */
    showView: (v: BoardView) => app.renderer?.show(v, null),
  };
  (globalThis as unknown as { __pow2048: typeof hook }).__pow2048 = hook;
}
