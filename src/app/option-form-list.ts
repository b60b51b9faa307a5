// A numbered list of option forms, for a modifier the original keeps a list of (its automatic
// moves: "Automatic Move i / n", add one, remove this one). Each entry keeps its own form while
// others are added or removed; the last one cannot be removed (the modifier's switch does that).
import type { ModeOptionValue, ModeOptionView } from '../worker/protocol.ts';
import { el, fill } from './dom.ts';
import { optionForm, type OptionForm } from './option-form.ts';
import type { OptionValues } from './option-values.ts';

export interface OptionFormList {
  readonly root: HTMLElement;
  /** Each entry's values, or null for an entry whose fields hold something invalid. */
  values(): (Record<string, ModeOptionValue> | null)[];
}

/** `noun` names one entry ("Automatic move"); `initial` holds one options object per entry (at least one is shown). */
export function optionFormList(
  specs: readonly ModeOptionView[],
  initial: readonly OptionValues[],
  noun: string,
  onChange: () => void,
): OptionFormList {
  const forms: OptionForm[] = (initial.length ? initial : [{}]).map((o) => optionForm(specs, o, onChange));
  const entries = el('div', { class: 'opt-entries' });
  const lower = noun.toLowerCase();

  const draw = (): void => {
    fill(
      entries,
      ...forms.map((f, i) =>
        el(
          'fieldset',
          { class: 'opt-entry' },
          el('legend', {}, `${noun} ${i + 1} of ${forms.length}`),
          f.root,
          forms.length > 1
            ? el(
                'button',
                {
                  type: 'button',
                  class: 'btn',
                  onclick: () => {
                    forms.splice(i, 1);
                    draw();
                    onChange();
                  },
                },
                `Remove ${lower} ${i + 1}`,
              )
            : null,
        ),
      ),
    );
  };
  draw();

  const add = (): void => {
    forms.push(optionForm(specs, undefined, onChange));
    draw();
    onChange();
  };

  return {
    root: el(
      'div',
      { class: 'opt-entry-list' },
      entries,
      el('button', { type: 'button', class: 'btn', onclick: add }, `Add another ${lower}`),
    ),
    values: () => forms.map((f) => f.values()),
  };
}
