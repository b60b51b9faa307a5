// The mode-variable controls of an Infused code (custom-modes.md §6.3), shown after the code is
// imported: options cycle on a tap, counters step, text inputs are set; "Play this variant" bakes the
// chosen variables into a Mode code (the worker's `infusedBake`), installs it and starts it.

import { el, fill } from './dom.ts';
import type { InfusedControlView, InfusedSetupView } from '../worker/protocol.ts';
import type { ScreenApi } from './screens/types.ts';

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function infusedControlsForm(api: ScreenApi, code: string): HTMLElement {
  const list = el('div', { class: 'opt-list' });
  const status = el('p', { class: 'infused-status', role: 'status', 'aria-live': 'polite' });
  const after = el('div', { class: 'code-after' });
  const act = (index: number, action: Parameters<ScreenApi['infusedAct']>[1]): void => {
    void api.infusedAct(index, action).then(render, (err) => (status.textContent = describe(err)));
  };
  const control = (c: InfusedControlView): HTMLElement => {
    switch (c.type) {
      case 'options':
        return el(
          'div',
          { class: 'opt' },
          el(
            'button',
            { class: 'btn', type: 'button', 'data-control': c.index, onclick: () => act(c.index, { type: 'click' }) },
            c.title || `Option ${Number(c.value) + 1}`,
          ),
        );
      case 'counterSimple':
      case 'counterAdvanced':
        return el(
          'div',
          { class: 'opt row' },
          el('span', {}, `${c.title} ${c.value}`),
          el(
            'button',
            {
              class: 'btn small',
              type: 'button',
              disabled: c.canDecrease === false,
              'aria-label': `${c.title} less`,
              onclick: () => act(c.index, { type: 'minus' }),
            },
            '−',
          ),
          el(
            'button',
            {
              class: 'btn small',
              type: 'button',
              disabled: c.canIncrease === false,
              'aria-label': `${c.title} more`,
              onclick: () => act(c.index, { type: 'plus' }),
            },
            '+',
          ),
        );
      default: {
        const id = `infused-${c.index}`;
        const input = el('input', { id, type: 'text', value: c.value, autocomplete: 'off' });
        input.addEventListener('change', () =>
          act(
            c.index,
            c.type === 'list'
              ? { type: 'list', texts: input.value.split(',').map((t) => t.trim()) }
              : { type: 'input', text: input.value },
          ),
        );
        return el('div', { class: 'opt mk-field wide' }, el('label', { for: id }, c.title), input);
      }
    }
  };
  const render = (v: InfusedSetupView): void => {
    fill(list, ...v.controls.map(control));
    if (!v.controls.length) status.textContent = 'This mode has no variables to set.';
  };
  const play = async (): Promise<void> => {
    fill(after);
    try {
      const baked = (await api.infusedBake()).code;
      const outcome = await api.importCode(baked);
      status.textContent = outcome.message;
      if (outcome.playKey) api.play(outcome.playKey);
    } catch (err) {
      status.textContent = describe(err);
    }
  };
  void api.infusedOpen(code).then(render, (err) => (status.textContent = describe(err)));
  return el(
    'section',
    { class: 'infused-setup' },
    el('h3', {}, 'Mode variables'),
    list,
    el('button', { class: 'btn primary', type: 'button', onclick: () => void play() }, 'Play this variant'),
    status,
    after,
  );
}
