// Controls for declared options (mode options and modifier options), generic over the option
// types: a checkbox for booleans, a number field for numbers (range and default shown, errors
// announced), a select for choices, a text field for lists of numbers ("2, 3, 5"). Labels, hints and errors are tied to their controls for
// screen readers.
import type { ModeOptionValue, ModeOptionView } from '../worker/protocol.ts';
import { el } from './dom.ts';
import { optionValueText } from '../worker/option-text.ts';
import {
  listRangeText,
  parseNumberOption,
  parseNumbersOption,
  rangeText,
  withDefaults,
  type OptionValues,
} from './option-values.ts';

export interface OptionForm {
  readonly root: HTMLElement;
  /** The current values, or null while a field holds something invalid (its error is shown). */
  values(): Record<string, ModeOptionValue> | null;
  /** Puts every control back to its default. */
  reset(): void;
}

interface Control {
  readonly node: HTMLElement;
  read(): ModeOptionValue | null;
  set(v: ModeOptionValue): void;
}

let nextFormId = 0;

function control(spec: ModeOptionView, uid: string, onChange: () => void): Control {
  const id = `${uid}-${spec.id}`;
  const hintId = `${id}-hint`;
  const defaultText = `Default: ${optionValueText(spec, spec.default)}`;
  const help = spec.help ? `${spec.help} ` : '';
  switch (spec.type) {
    case 'boolean': {
      const input = el('input', { type: 'checkbox', id, 'aria-describedby': hintId, onchange: onChange });
      const node = el(
        'div',
        { class: 'opt opt-bool' },
        el('label', { for: id }, input, ` ${spec.label}`),
        el('span', { class: 'opt-hint', id: hintId }, `${help}${defaultText}.`),
      );
      return { node, read: () => input.checked, set: (v) => (input.checked = v === true) };
    }
    case 'number': {
      const errId = `${id}-error`;
      const range = rangeText(spec);
      const input = el('input', {
        type: 'number',
        id,
        inputmode: spec.step !== undefined && !Number.isInteger(spec.step) ? 'decimal' : 'numeric',
        min: spec.min,
        max: spec.max,
        step: spec.step ?? 'any',
        'aria-describedby': `${hintId} ${errId}`,
        oninput: onChange,
      });
      // Counters the original lets reach ∞: a switch beside the field (a number field holds no ∞).
      const endless = spec.infinite
        ? el('input', {
            type: 'checkbox',
            id: `${id}-infinite`,
            onchange: () => {
              input.disabled = endless!.checked;
              onChange();
            },
          })
        : null;
      const error = el('span', { class: 'opt-error', id: errId, role: 'alert' });
      const node = el(
        'div',
        { class: 'opt opt-number' },
        el('label', { for: id }, spec.label),
        input,
        endless ? el('label', { for: `${id}-infinite`, class: 'opt-infinite' }, endless, ' ∞ (no limit)') : null,
        el('span', { class: 'opt-hint', id: hintId }, `${help}${defaultText}${range ? `; ${range}` : ''}.`),
        error,
      );
      return {
        node,
        read: () => {
          const p = endless?.checked ? ({ ok: true, value: Infinity } as const) : parseNumberOption(spec, input.value);
          error.textContent = p.ok ? '' : p.error;
          if (p.ok) input.removeAttribute('aria-invalid');
          else input.setAttribute('aria-invalid', 'true');
          return p.ok ? p.value : null;
        },
        set: (v) => {
          const infinite = v === Infinity && endless !== null;
          if (endless) endless.checked = infinite;
          input.disabled = infinite;
          input.value = infinite ? '' : String(v);
          error.textContent = '';
          input.removeAttribute('aria-invalid');
        },
      };
    }
    case 'numbers': {
      const errId = `${id}-error`;
      const input = el('input', {
        type: 'text',
        id,
        inputmode: 'text',
        autocomplete: 'off',
        spellcheck: 'false',
        'aria-describedby': `${hintId} ${errId}`,
        oninput: onChange,
      });
      const error = el('span', { class: 'opt-error', id: errId, role: 'alert' });
      const node = el(
        'div',
        { class: 'opt opt-numbers' },
        el('label', { for: id }, spec.label),
        input,
        el('span', { class: 'opt-hint', id: hintId }, `${help}${defaultText}; ${listRangeText(spec)}.`),
        error,
      );
      return {
        node,
        read: () => {
          const p = parseNumbersOption(spec, input.value);
          error.textContent = p.ok ? '' : p.error;
          if (p.ok) input.removeAttribute('aria-invalid');
          else input.setAttribute('aria-invalid', 'true');
          return p.ok ? p.value : null;
        },
        set: (v) => {
          input.value = optionValueText(spec, v);
          error.textContent = '';
          input.removeAttribute('aria-invalid');
        },
      };
    }
    case 'choice': {
      const select = el(
        'select',
        { id, 'aria-describedby': hintId, onchange: onChange },
        ...spec.choices.map((c) => el('option', { value: c.value }, c.label)),
      );
      const node = el(
        'div',
        { class: 'opt opt-choice' },
        el('label', { for: id }, spec.label),
        select,
        el('span', { class: 'opt-hint', id: hintId }, `${help}${defaultText}.`),
      );
      return { node, read: () => select.value, set: (v) => (select.value = String(v)) };
    }
  }
}

/** A form for `specs` starting from `initial` (missing or unfitting values show the default). */
export function optionForm(
  specs: readonly ModeOptionView[],
  initial: OptionValues | undefined,
  onChange: () => void = () => {},
): OptionForm {
  const uid = `opt${++nextFormId}`;
  const controls = specs.map((s) => ({ spec: s, c: control(s, uid, onChange) }));
  const start = withDefaults(specs, initial);
  for (const { spec, c } of controls) c.set(start[spec.id]!);
  return {
    root: el('div', { class: 'opt-list' }, ...controls.map(({ c }) => c.node)),
    values: () => {
      const out: Record<string, ModeOptionValue> = {};
      let ok = true;
      for (const { spec, c } of controls) {
        const v = c.read();
        if (v === null) ok = false;
        else out[spec.id] = v;
      }
      return ok ? out : null;
    },
    reset: () => {
      for (const { spec, c } of controls) c.set(spec.default);
    },
  };
}
