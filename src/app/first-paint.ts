// The first paint of a returning player's board: the last board shown is kept in localStorage (read
// synchronously, unlike IndexedDB) and drawn with plain DOM the moment the page starts, before the
// engine worker and PixiJS are ready; the real renderer replaces it when its first frame is drawn.
// The stored board is the page's own record of mode-provided colours, so they pass safe-css again.

import { computeLayout } from '../render/layout.ts';
import { readableTileText } from '../render/text-size.ts';
import type { BoardView } from '../worker/protocol.ts';
import { el } from './dom.ts';
import { safeCss } from './safe-css.ts';

const KEY = 'pow2048-first-board';
/** A board larger than this (in characters of JSON) is not kept: the first paint must stay cheap. */
const MAX_STORED = 200_000;
const WRITE_DELAY_MS = 300;

/** What is kept of the last board: enough to draw it, and the game it belongs to. */
export interface RememberedBoard {
  readonly modeKey: string;
  readonly view: BoardView;
}

let pending: ReturnType<typeof setTimeout> | null = null;

/** Keeps the board shown (written once moves pause, so fast play writes once). */
export function rememberBoard(modeKey: string, view: BoardView): void {
  if (pending !== null) clearTimeout(pending);
  pending = setTimeout(() => {
    pending = null;
    try {
      const text = JSON.stringify({ modeKey, view } satisfies RememberedBoard);
      if (text.length <= MAX_STORED) localStorage.setItem(KEY, text);
      else localStorage.removeItem(KEY);
    } catch {
      /* storage full or blocked: the next start simply waits for the engine */
    }
  }, WRITE_DELAY_MS);
}

/** The board kept by the last visit, if it is whole. */
export function rememberedBoard(): RememberedBoard | null {
  try {
    const text = localStorage.getItem(KEY);
    if (!text) return null;
    const r = JSON.parse(text) as Partial<RememberedBoard> | null;
    const v = r?.view;
    if (typeof r?.modeKey !== 'string' || !v || !Array.isArray(v.tiles) || !Array.isArray(v.cells)) return null;
    if (!(v.width >= 1 && v.height >= 1 && v.width * v.height === v.cells.length)) return null;
    return r as RememberedBoard;
  } catch {
    return null;
  }
}

const safe = (property: 'background' | 'color', css: unknown, fallback: string): string =>
  (typeof css === 'string' && safeCss(property, css)) || fallback;

/** Hexagon outline of a pointy-top cell, as layout.ts draws them. */
const HEX_CLIP = 'polygon(50% 0, 100% 25%, 100% 75%, 50% 100%, 0 75%, 0 25%)';

/** Draws `view` as DOM inside `host` (which it fills); returns the element to remove later. */
export function paintBoard(host: HTMLElement, view: BoardView): HTMLElement {
  const rect = host.getBoundingClientRect();
  const layout = computeLayout(
    { width: view.width, height: view.height, hexagonal: view.hexagonal },
    rect.width,
    rect.height,
  );
  const ox = (rect.width - layout.boardWidth) / 2;
  const oy = (rect.height - layout.boardHeight) / 2;
  const board = el('div', { class: 'first-board', 'aria-hidden': 'true' });
  const boardBg = el('div', { class: 'first-board-bg' });
  Object.assign(boardBg.style, {
    left: `${ox}px`,
    top: `${oy}px`,
    width: `${layout.boardWidth}px`,
    height: `${layout.boardHeight}px`,
    background: safe('background', view.boardColor, '#bbada0'),
  });
  if (!view.hexagonal) boardBg.style.borderRadius = `${layout.radius * 2}px`;
  board.append(boardBg);
  const empty = safe('background', view.emptyColor, '#cdc1b4');
  const place = (node: HTMLElement, v: number, h: number): void => {
    const c = layout.center(v, h);
    Object.assign(node.style, {
      left: `${ox + c.x - layout.tileWidth / 2}px`,
      top: `${oy + c.y - layout.tileHeight / 2}px`,
      width: `${layout.tileWidth}px`,
      height: `${layout.tileHeight}px`,
      borderRadius: view.hexagonal ? '0' : `${layout.radius}px`,
      clipPath: view.hexagonal ? HEX_CLIP : '',
    });
  };
  for (const cell of view.cells) {
    if (cell.kind === 'void') continue;
    const node = el('div', { class: 'first-cell' });
    node.style.background = safe('background', cell.background, empty);
    place(node, cell.v, cell.h);
    board.append(node);
  }
  for (const tile of view.tiles) {
    const text = readableTileText(layout.textUnit, tile.text, tile.size);
    const node = el('div', { class: 'first-tile' }, text.runs.map((r) => r.text).join(''));
    node.style.background = safe('background', tile.background, '#eee4da');
    node.style.color = safe('color', tile.color, '#776e65');
    node.style.fontSize = `${text.fontSize}px`;
    place(node, tile.v, tile.h);
    board.append(node);
  }
  host.append(board);
  return board;
}
