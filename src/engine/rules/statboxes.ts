// Stat boxes (engine.md §10) and tile texts (§9.1–9.2) as plain text, for the conformance runner
// and any text-only front end. Rendering proper (colours, sizes) belongs to the display layer.
import { deepEqual, type Value } from '../../calc/values.ts';
import { splitRule } from './merge-rules.ts';
import type { Core } from '../core.ts';

/** JS `x == false` for language values (hidden stat boxes use a loose test). */
export function looseFalse(x: Value): boolean {
  if (x === false || x === 0 || x === '' || x === 0n) return true;
  if (typeof x === 'string') return x.trim() === '' || Number(x) === 0;
  if (Array.isArray(x))
    return looseFalse(x.length === 0 ? '' : x.length === 1 && !Array.isArray(x[0]) ? String(x[0] ?? '') : 'x');
  return false;
}

function text(core: Core, x: Value, v: number | 'None', h: number | 'None', container?: Value): string {
  const t = core.evaluator.text;
  if (!t) return String(core.ev(x, { v, h, container }));
  return t(x, core.state, v, h, container);
}

/** The display rule of a tile (§9.1): first entry whose matcher equals or accepts it, else the last. */
export function displayRule(
  core: Core,
  tile: Value,
  v: number | 'None',
  h: number | 'None',
  container: Value,
): Value[] | null {
  const types = core.mode.tileTypes;
  let last: Value[] | null = null;
  for (const raw of types) {
    const { body } = splitRule(raw);
    last = body;
    const matcher = body[0];
    if (deepEqual(matcher, tile)) return body;
    if (matcher === true) return body;
    if (Array.isArray(matcher) || typeof matcher === 'string') {
      const r = core.ev(matcher, { v, h, vdir: 0, hdir: 0, addInfo: [1, Infinity, 0, 0], container });
      if (r === true) return body;
    }
  }
  return last;
}

/** The text shown on a tile drawn on its own (stat boxes: container = the tile). */
export function tileText(core: Core, tile: Value, scheme: Value): string {
  if (scheme !== 'Self') return text(core, '@This 0', 'None', 'None', tile);
  const rule = displayRule(core, tile, 'None', 'None', tile);
  return rule ? text(core, rule[1], 'None', 'None', tile) : '';
}

/**
 * Each stat box as `[title, text]` (tile boxes: the list of tile texts), plus "hidden". A hidden
 * box is not redrawn: it keeps the text it last showed (`previous`), "0" / [] if it never showed.
 */
export function statBoxTexts(core: Core, previous?: readonly Value[]): Value[] {
  return core.mode.statBoxes.map((raw, i) => {
    const box = Array.isArray(raw) ? raw : [];
    const hidden = box[6] !== undefined && looseFalse(core.ev(box[6], {}));
    const kind = box[4];
    const tiles = kind === 'Tile' || kind === 'TileArray';
    let value: Value;
    if (hidden) {
      const prev = previous?.[i];
      value = Array.isArray(prev) ? prev[1] : tiles ? [] : '0';
    } else if (tiles) {
      const r = core.ev(box[1], {});
      const list = kind === 'Tile' ? [r] : Array.isArray(r) ? r : [];
      // A value that is not an array is drawn as a one-number tile.
      value = list.map((t) => tileText(core, Array.isArray(t) ? t : [t], box[5]));
    } else value = text(core, box[1], 0, 0);
    const out: Value[] = [text(core, box[0], 0, 0), value];
    if (hidden) out.push('hidden');
    return out;
  });
}
