// The original's optional statistics boxes and timers (its Settings page 1: s[2]–s[6], s[11]–s[16])
// on our Settings screen. They are the Statistics boxes modifier's options (plugins/modifiers/
// stat-boxes.ts), so this form edits that modifier's choice: on while any option differs from its
// default, off otherwise. The Modifiers screen shows the same choice.
import { el, fill } from '../dom.ts';
import { optionForm } from '../option-form.ts';
import { changedOnly, toggleModifier } from '../option-values.ts';
import type { ScreenApi } from './types.ts';

export const STAT_BOXES_MODIFIER = 'pc.stat-boxes';

export function statBoxesSection(api: ScreenApi): HTMLElement {
  const body = el('div', {}, el('p', {}, 'Loading…'));
  void api.modifiers().then(
    (all) => {
      const m = all.find((x) => x.id === STAT_BOXES_MODIFIER);
      if (!m) return fill(body, el('p', {}, 'Statistics boxes are not available.'));
      const current = api.settings().modifiers.find((c) => c.id === m.id);
      const form = optionForm(m.options, current?.options, () => {
        const values = form.values();
        if (!values) return;
        const on = Object.keys(changedOnly(m.options, values)).length > 0;
        api.updateSettings({ modifiers: toggleModifier(api.settings().modifiers, m.id, on, values) });
      });
      fill(body, form.root);
    },
    () =>
      fill(body, el('p', { role: 'alert' }, 'The statistics boxes could not be loaded. Close Settings and try again.')),
  );
  return el(
    'fieldset',
    { class: 'choice stat-box-settings' },
    el('legend', {}, 'Statistics boxes and timers'),
    el('p', { class: 'opt-hint' }, 'Shown beside the score from your next new game, when the mode does not show them.'),
    body,
  );
}
