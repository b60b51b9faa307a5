// Discovery, winning and losing (engine.md §8).
import type { Value } from '../calc/values.ts';
import { deepEqual } from '../calc/values.ts';
import type { Core } from './core.ts';
import { tileKey } from './tile-key.ts';

const START_MODIFIERS = new Set([
  '@var_retain',
  '@var_copy',
  '@global_var_retain',
  '@global_var_copy',
  '@global_var_none',
  '@global_var_retain_inner',
  '@global_var_copy_inner',
  '@global_var_none_inner',
]);

/** The discovered form of a tile: the tile run through `discoveredTilesFilter` (§8.1). */
export function discoveredForm(core: Core, tile: Value[]): Value {
  const f = core.state.discoveredTilesFilter;
  if (!Array.isArray(f) || f.length === 0) return tile;
  let lead = 0;
  while (lead < f.length && typeof f[lead] === 'string' && START_MODIFIERS.has(f[lead] as string)) lead++;
  const end = f.indexOf('@end_vars');
  const expr: Value[] =
    end >= 0
      ? [...f.slice(0, end + 1), ['@Literal', ...tile], ...f.slice(end + 1)]
      : [...f.slice(0, lead), '@end_vars', ['@Literal', ...tile], ...f.slice(lead)];
  return core.ev(expr, {});
}

function containsKey(list: Value[], x: Value): boolean {
  const k = tileKey(x);
  return list.some((e) => tileKey(e) === k);
}

/** Appends every tile on the grid (discovered form) not yet in `discoveredTiles`. */
export function discoveryCheck(core: Core): void {
  const s = core.state;
  const known = new Set(s.discoveredTiles.map(tileKey));
  for (const row of s.grid)
    for (const cell of row) {
      if (!Array.isArray(cell)) continue;
      const d = discoveredForm(core, cell);
      const k = tileKey(d);
      if (known.has(k)) continue;
      known.add(k);
      s.discoveredTiles.push(d);
    }
}

/** A condition matches a discovered form if it deep-equals it or evaluates to `true` on it. */
function conditionMatches(core: Core, cond: Value, d: Value): boolean {
  if (deepEqual(cond, d)) return true;
  // A one-element list of a plain value evaluates to that value: skip the evaluation.
  if (Array.isArray(cond) && cond.length === 1 && typeof cond[0] !== 'string' && !Array.isArray(cond[0])) return cond[0] === true;
  if (!Array.isArray(cond) && typeof cond !== 'string') return cond === true;
  return core.ev(cond, { v: 'None', h: 'None', container: d }) === true;
}

function collect(core: Core, conditions: Value[], found: Value[]): void {
  if (conditions.length === 0) return;
  for (const row of core.state.grid)
    for (const cell of row) {
      if (!Array.isArray(cell)) continue;
      const d = discoveredForm(core, cell);
      if (containsKey(found, d)) continue;
      for (const c of conditions)
        if (conditionMatches(core, c, d)) {
          found.push(d);
          break;
        }
    }
}

/** Win check (§8.2): 2 both, 1 win, −1 loss, 0 nothing. Updates `won` and the discovered lists. */
export function winCheck(core: Core): number {
  const s = core.state;
  const m = core.mode;
  collect(core, m.winConditions, s.discoveredWinning);
  collect(core, m.loseConditions, s.discoveredLosing);
  let checkWin = false;
  if (s.won !== -1 && s.won !== -3) {
    if (s.won >= 0) s.won = s.discoveredWinning.length;
    const req = m.winRequirement;
    checkWin = typeof req === 'number' ? s.discoveredWinning.length >= req : core.ev(req, {}) === true;
  }
  const lreq = m.loseRequirement;
  const checkLose =
    s.won === -2 ||
    s.won === -3 ||
    (typeof lreq === 'number' ? s.discoveredLosing.length >= lreq : lreq !== false && core.ev(lreq, {}) === true);
  return checkWin && checkLose ? 2 : checkWin ? 1 : checkLose ? -1 : 0;
}
