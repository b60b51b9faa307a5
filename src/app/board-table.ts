// The board as table rows of tile texts, for screen readers (the canvas is hidden from them).
import type { BoardView } from '../worker/protocol.ts';
import { el } from './dom.ts';

export function boardRows(view: BoardView): HTMLElement[] {
  const text = new Map(view.tiles.map((t) => [`${t.v},${t.h}`, t.text.map((r) => r.text).join('')]));
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
