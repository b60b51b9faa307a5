// Announcements and notices: shown as toasts and read by screen readers (aria-live). A toast may
// carry one action (a real button, e.g. "Undo" after New game).

import { el } from './dom.ts';

export interface ToastAction {
  /** The button's text. */
  readonly label: string;
  /** Its accessible name when the text alone would be ambiguous (it should contain the text). */
  readonly name?: string;
  run(): void;
}

export interface ToastHandle {
  /** Removes the toast now (no-op once gone). */
  dismiss(): void;
}

export class Toaster {
  readonly root = el('div', { class: 'toasts', role: 'status', 'aria-live': 'polite' });

  show(text: string, ms = 2500, kind: 'info' | 'warn' = 'info', action?: ToastAction): ToastHandle {
    const t = el('div', { class: `toast toast-${kind}` }, text);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const dismiss = (): void => {
      clearTimeout(timer);
      t.remove();
    };
    if (action) {
      t.classList.add('has-action');
      t.append(
        el(
          'button',
          {
            class: 'btn small toast-action',
            type: 'button',
            'aria-label': action.name,
            onclick: () => {
              dismiss();
              action.run();
            },
          },
          action.label,
        ),
      );
    }
    this.root.appendChild(t);
    while (this.root.childElementCount > 4) this.root.firstElementChild?.remove();
    timer = setTimeout(
      () => {
        // A keyboard user who reached the button keeps it until they move on.
        if (t.contains(document.activeElement)) t.addEventListener('focusout', dismiss, { once: true });
        else dismiss();
      },
      Math.max(800, Math.min(ms, 15000)),
    );
    return { dismiss };
  }
}
