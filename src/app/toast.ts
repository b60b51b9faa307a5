// Announcements and notices: shown as toasts and read by screen readers (aria-live).

import { el } from './dom.ts';

export class Toaster {
  readonly root = el('div', { class: 'toasts', role: 'status', 'aria-live': 'polite' });

  show(text: string, ms = 2500, kind: 'info' | 'warn' = 'info'): void {
    const t = el('div', { class: `toast toast-${kind}` }, text);
    this.root.appendChild(t);
    while (this.root.childElementCount > 4) this.root.firstElementChild?.remove();
    setTimeout(() => t.remove(), Math.max(800, Math.min(ms, 15000)));
  }
}
