// The board as table rows of tile texts, for screen readers (the canvas is hidden from them).
// A board of up to MAX_GRID_CELLS cells is a grid of rows and cells ("empty" where no tile is).
// A larger one (up to 256×256) is a list of its tiles with their places instead, at most
// MAX_LISTED_TILES of them: 65,536 table cells rebuilt on every move took the page seconds a move
// (style and layout of the hidden table), and no one reads a grid that size cell by cell.
import type { BoardView } from '../worker/protocol.ts';
import { el } from './dom.ts';

/** Boards of more cells than this (32×32) are described as a list of their tiles. */
export const MAX_GRID_CELLS = 1024;
/** Tiles listed on a large board; the rest are counted. */
export const MAX_LISTED_TILES = 200;

const tileText = (t: BoardView['tiles'][number]): string => t.text.map((r) => r.text).join('');

/** The rows of the table that describes `view` to screen readers. */
export function boardRows(view: BoardView): HTMLElement[] {
  if (view.width * view.height > MAX_GRID_CELLS) return tileListRows(view);
  const text = new Map(view.tiles.map((t) => [`${t.v},${t.h}`, tileText(t)]));
  const rows: HTMLElement[] = [];
  for (let v = 0; v < view.height; v++) {
    const cells: HTMLElement[] = [];
    for (let h = 0; h < view.width; h++) {
      const c = view.cells[v * view.width + h];
      if (!c || c.kind === 'void') continue;
      cells.push(el('td', {}, text.get(`${v},${h}`) ?? 'empty'));
    }
    if (cells.length) rows.push(el('tr', {}, ...cells));
  }
  return rows;
}

/** A large board: its size, then one row per tile (row, column, text) in reading order, then how many more. */
function tileListRows(view: BoardView): HTMLElement[] {
  const tiles = [...view.tiles].sort((a, b) => a.v - b.v || a.h - b.h);
  const rows = [
    el(
      'tr',
      {},
      el('td', {}, `${view.width} by ${view.height} board, ${tiles.length} tile${tiles.length === 1 ? '' : 's'}`),
    ),
  ];
  for (const t of tiles.slice(0, MAX_LISTED_TILES))
    rows.push(el('tr', {}, el('td', {}, `row ${t.v + 1}, column ${t.h + 1}`), el('td', {}, tileText(t))));
  if (tiles.length > MAX_LISTED_TILES)
    rows.push(el('tr', {}, el('td', {}, `and ${tiles.length - MAX_LISTED_TILES} more tiles`)));
  return rows;
}
