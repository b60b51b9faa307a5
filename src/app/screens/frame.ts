// A full-screen panel over the game, with a heading, a close button and Escape to close.

import { el } from '../dom.ts';

export function screenFrame(id: string, title: string, onClose: () => void, ...body: (Node | null)[]): HTMLElement {
  const heading = el('h2', { id: `${id}-title`, tabindex: -1 }, title);
  const root = el(
    'section',
    { class: 'screen', id: `screen-${id}`, role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': `${id}-title` },
    el('header', { class: 'screen-bar' }, heading, el('button', { class: 'btn', type: 'button', 'aria-label': 'Close', onclick: onClose }, '✕')),
    el('div', { class: 'screen-body' }, ...body),
  );
  root.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  });
  queueMicrotask(() => heading.focus());
  return root;
}

/** A plain notice for features whose backend is not ready yet. */
export function notReady(what: string, detail: string): HTMLElement {
  return el('div', { class: 'notice', role: 'note' }, el('p', {}, el('strong', {}, `${what} are not available yet.`)), el('p', {}, detail));
}
