// Rules of the current mode.

import { el } from '../dom.ts';
import { screenFrame } from './frame.ts';
import type { ScreenApi } from './types.ts';

export function rulesScreen(api: ScreenApi): HTMLElement {
  const m = api.currentMode();
  const body = m
    ? [el('h3', {}, m.summary.name), ...m.summary.rules.split(/\n\s*\n/).map((p) => el('p', {}, p)), el('h3', {}, 'Controls'), el('p', {}, 'Swipe on the board, use the arrow keys (or WASD and the mode\'s own keys), or the move buttons. Ctrl+Z undoes, Ctrl+Y redoes.')]
    : [el('p', {}, 'No game is running.')];
  return screenFrame('rules', 'Rules', () => api.close(), ...body);
}
