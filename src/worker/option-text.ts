// Option values as text for the game and rules screens, shared by the worker (which knows the
// resolved values) and the page (which shows what the player picked), and whether a value fits its
// option (the registry's own test, so the page's forms and the worker agree). Pure.
import type { ModeOptionValue, ModeOptionView, SettingView } from './protocol.ts';

import { sameOptionValue } from '../plugins/option-fit.ts';

export { countBounds, entryFits, optionFits, sameOptionValue } from '../plugins/option-fit.ts';

export function optionValueText(spec: ModeOptionView, value: ModeOptionValue): string {
  switch (spec.type) {
    case 'boolean':
      return value === true ? 'on' : 'off';
    case 'choice':
      return spec.choices.find((c) => c.value === value)?.label ?? String(value);
    case 'number':
      return value === Infinity ? '∞' : String(value);
    case 'numbers':
      return Array.isArray(value) ? numbersText(value) : String(value);
  }
}

/** A list of numbers as the player types it: "2, 3, 5". */
export function numbersText(list: readonly number[]): string {
  return list.join(', ');
}

/** Each declared option with its value (the default where none is given). */
export function settingViews(
  specs: readonly ModeOptionView[],
  values: Readonly<Record<string, ModeOptionValue>>,
): SettingView[] {
  return specs.map((spec) => {
    const v = Object.hasOwn(values, spec.id) ? values[spec.id]! : spec.default;
    return { label: spec.label, value: optionValueText(spec, v), changed: !sameOptionValue(v, spec.default) };
  });
}

/** A modifier as a short phrase: its name, then its option values ("Grid size: 5"; past three options, the changed ones by name). */
export function modifierText(
  name: string,
  specs: readonly ModeOptionView[],
  values: Readonly<Record<string, ModeOptionValue>>,
): string {
  const views = settingViews(specs, values);
  // Many options (Statistics boxes, Grid shape): only the changed ones, by name ("Moves", "Shape Hexagon").
  const parts =
    specs.length > 3
      ? views.flatMap((v, i) =>
          !v.changed
            ? []
            : specs[i]!.type === 'boolean'
              ? v.value === 'on'
                ? [v.label]
                : []
              : [`${v.label} ${v.value}`],
        )
      : views.map((s) => s.value);
  return parts.length ? `${name}: ${parts.join(', ')}` : name;
}
