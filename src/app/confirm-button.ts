// A "Remove" button that asks first, in place (no native dialog): the first press shows the
// question with "Yes, remove" and "Keep"; only "Yes" runs the action.

import { el, fill } from './dom.ts';

export function confirmButton(label: string, question: string, action: () => Promise<void> | void): HTMLElement {
  const box = el('span', { class: 'confirm' });
  const ask = (): void => {
    const yes = el(
      'button',
      {
        class: 'btn small danger',
        type: 'button',
        onclick: async () => {
          yes.disabled = true;
          await action();
        },
      },
      'Yes, remove',
    );
    fill(
      box,
      el('span', { role: 'alert' }, question),
      ' ',
      yes,
      ' ',
      el('button', { class: 'btn small', type: 'button', onclick: idle }, 'Keep'),
    );
    yes.focus();
  };
  const idle = (): void =>
    fill(box, el('button', { class: 'btn small', type: 'button', 'aria-label': label, onclick: ask }, 'Remove'));
  idle();
  return box;
}
