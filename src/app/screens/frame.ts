// A full-screen panel over the game, with a heading, a close button and Escape to close.

import { el } from '../dom.ts';

export function screenFrame(id: string, title: string, onClose: () => void, ...body: (Node | null)[]): HTMLElement {
  const heading = el('h2', { id: `${id}-title`, tabindex: -1 }, title);
  const root = el(
    'section',
    { class: 'screen', id: `screen-${id}`, role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': `${id}-title` },
    el(
      'header',
      { class: 'screen-bar' },
      heading,
      el('button', { class: 'btn', type: 'button', 'aria-label': 'Close', onclick: onClose }, '✕'),
    ),
    // Focusable, so a keyboard can scroll a long screen.
    el('div', { class: 'screen-body', tabindex: 0 }, ...body),
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

const closers = new WeakMap<HTMLElement, () => void>();

/** Registers what a screen must release when it is closed (timers, a renderer, the worker's replay). */
export function onScreenClosed(screen: HTMLElement, f: () => void): void {
  closers.set(screen, f);
}

/** Called by the app when it removes a screen. */
export function screenClosed(screen: HTMLElement): void {
  closers.get(screen)?.();
  closers.delete(screen);
}
