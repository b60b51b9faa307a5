// The modifiers placed anew at every game start (the original's loadResettingModifiers): random
// holes (m[17]), block tiles (m[18]) and slippery cells (m[28]), in that order, on random empty
// cells, before the start tiles. Recorded in the replay's first entry like spawns, so a replay
// (and the conformance runner's spawn feed) places them where they were.
import type { Value } from '../calc/values.ts';
import type { Core } from './core.ts';
import type { Pos } from './rules/state.ts';
import type { StartPlacements } from './mode.ts';

export type { StartPlacements };
import { chargeWork } from './work-meter.ts';

/** True when a mode places nothing at game start (every count 0 or the field absent). */
export function noStartPlacements(p: StartPlacements | undefined): boolean {
  return p === undefined || (p.holes <= 0 && p.blockTiles <= 0 && p.slipperyCells <= 0);
}

/** Places the mode's start placements; `blockTile` makes a block tile of the game's tile length. */
export function placeAtStart(core: Core, p: StartPlacements, blockTile: () => Value): void {
  const s = core.state;
  const place = (cell: () => Value, n: number): void => {
    for (let k = 0; k < n; k++) {
      chargeWork(s.stepMeter, ((s.width * s.height) >> 4) + 1, 'game start');
      let at: Pos | null;
      let value: Value;
      if (core.feed) {
        const rec = core.feed.next();
        if (!rec) return;
        value = rec[0];
        at = [rec[1], rec[2]];
      } else {
        const empty = core.geometry.pos.filter(([v, h]) => s.grid[v]![h] === '@Empty');
        if (empty.length === 0) return;
        at = empty[Math.floor(core.random() * empty.length)]!;
        value = cell();
      }
      core.tiles.set(at, value);
      s.currentMovePlayed.push([value, at[0], at[1]]);
    }
  };
  place(() => '@Void', p.holes);
  place(blockTile, p.blockTiles);
  place(() => '@Slippery', p.slipperyCells);
}
