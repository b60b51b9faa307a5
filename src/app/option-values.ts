// Player-chosen option values (mode options and modifier options) on the page: parsing what a
// control holds, falling back to defaults, and keeping only what differs from the defaults in
// storage. Pure: no DOM. The worker resolves values again (`resolveOptions`); this is for the UI.
import { countBounds, entryFits, optionFits, sameOptionValue } from '../worker/option-text.ts';
import type { ModeOptionValue, ModeOptionView, ModifierChoice } from '../worker/protocol.ts';

export type OptionValues = Readonly<Record<string, ModeOptionValue>>;

export function fits(spec: ModeOptionView, v: unknown): v is ModeOptionValue {
  return optionFits(spec, v);
}

/** Every declared option: the stored value where it still fits, the default elsewhere. */
export function withDefaults(
  specs: readonly ModeOptionView[],
  stored: OptionValues | undefined,
): Record<string, ModeOptionValue> {
  const out: Record<string, ModeOptionValue> = {};
  for (const s of specs) {
    const v = stored && Object.hasOwn(stored, s.id) ? stored[s.id] : undefined;
    out[s.id] = fits(s, v) ? v : s.default;
  }
  return out;
}

/** Only the values that differ from their defaults (what is worth storing). */
export function changedOnly(specs: readonly ModeOptionView[], values: OptionValues): Record<string, ModeOptionValue> {
  const out: Record<string, ModeOptionValue> = {};
  for (const s of specs)
    if (Object.hasOwn(values, s.id) && fits(s, values[s.id]) && !sameOptionValue(values[s.id], s.default))
      out[s.id] = values[s.id]!;
  return out;
}

export type Parsed = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly error: string };

/** A number field's text, checked against the option's range and step. */
export function parseNumberOption(spec: Extract<ModeOptionView, { type: 'number' }>, text: string): Parsed {
  const t = text.trim();
  if (spec.infinite && /^(∞|inf|infinity)$/i.test(t)) return { ok: true, value: Infinity };
  const n = t === '' ? NaN : Number(t);
  const range = rangeText(spec);
  if (!Number.isFinite(n)) return { ok: false, error: `Enter a number${range ? ` (${range})` : ''}.` };
  if ((spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max))
    return { ok: false, error: `Enter a number ${range}.` };
  if (spec.step !== undefined && Number.isInteger(spec.step) && !Number.isInteger(n))
    return { ok: false, error: 'Enter a whole number.' };
  return { ok: true, value: n };
}

export type ParsedList =
  | { readonly ok: true; readonly value: readonly number[] }
  | { readonly ok: false; readonly error: string };

type NumbersView = Extract<ModeOptionView, { type: 'numbers' }>;

/** A list field's text ("2, 3, 5": commas or spaces between entries), each entry checked against the option. */
export function parseNumbersOption(spec: NumbersView, text: string): ParsedList {
  const parts = text
    .split(/[,;\s]+/)
    .map((t) => t.trim())
    .filter((t) => t !== '');
  const [least, most] = countBounds(spec);
  const what = spec.integer ? 'whole number' : 'number';
  const range = rangeText({ type: 'number', id: spec.id, label: spec.label, default: 0, ...bounds(spec) });
  const value: number[] = [];
  for (const t of parts) {
    const n = Number(t);
    if (!Number.isFinite(n)) return { ok: false, error: `“${t}” is not a number: enter ${what}s separated by commas.` };
    if (!entryFits(spec, n))
      return {
        ok: false,
        error:
          spec.integer && !Number.isInteger(n)
            ? `“${t}” is not a whole number.`
            : `Each ${what} must be ${range} (not ${t}).`,
      };
    value.push(n);
  }
  if (value.length < least)
    return { ok: false, error: least === 1 ? `Enter at least one ${what}.` : `Enter at least ${least} ${what}s.` };
  if (value.length > most) return { ok: false, error: `Enter at most ${most} ${what}s.` };
  return { ok: true, value };
}

function bounds(spec: NumbersView): { min?: number; max?: number } {
  return { ...(spec.min !== undefined ? { min: spec.min } : {}), ...(spec.max !== undefined ? { max: spec.max } : {}) };
}

/** What a list field accepts, in words: "whole numbers from 2 to 9, 1 to 8 of them". */
export function listRangeText(spec: NumbersView): string {
  const [least, most] = countBounds(spec);
  const range = rangeText({ type: 'number', id: spec.id, label: spec.label, default: 0, ...bounds(spec) });
  const count = least === most ? `${least} of them` : `${least} to ${most} of them`;
  return `${spec.integer ? 'whole numbers' : 'numbers'}${range ? ` ${range}` : ''}, ${count}, separated by commas`;
}

/** "from 1 to 16", "at least 1", "at most 9", or "" without bounds. */
export function rangeText(spec: Extract<ModeOptionView, { type: 'number' }>): string {
  if (spec.infinite)
    return `${rangeText({ ...spec, infinite: false })}${spec.min !== undefined || spec.max !== undefined ? ', or ' : ''}∞`;
  if (spec.min !== undefined && spec.max !== undefined) return `from ${spec.min} to ${spec.max}`;
  if (spec.min !== undefined) return `at least ${spec.min}`;
  if (spec.max !== undefined) return `at most ${spec.max}`;
  return '';
}

/** Switches a modifier on (with options) or off, keeping the others in their order. */
export function toggleModifier(
  list: readonly ModifierChoice[],
  id: string,
  on: boolean,
  options: OptionValues = {},
): ModifierChoice[] {
  const rest = list.filter((m) => m.id !== id);
  if (!on) return rest;
  const i = list.findIndex((m) => m.id === id);
  const entry: ModifierChoice = { id, options: { ...options } };
  if (i < 0) return [...rest, entry];
  return [...list.slice(0, i), entry, ...list.slice(i + 1)];
}

/** Stored modifier choices that still name an available modifier. */
export function availableModifiers(list: readonly ModifierChoice[], known: ReadonlySet<string>): ModifierChoice[] {
  return list.filter((m) => typeof m?.id === 'string' && known.has(m.id));
}

/**
 * Modifiers the original keeps a list of (its automatic moves): each entry is its own choice with
 * the same id, and the Modifiers screen shows a form per entry.
 */
export const REPEATABLE_MODIFIERS: ReadonlySet<string> = new Set(['pc.automatic-move']);

/**
 * Sets every entry of a repeatable modifier at once: where its first entry was (at the end when
 * there was none), one entry per options in `entries`; no entries switches it off.
 */
export function setModifierEntries(
  list: readonly ModifierChoice[],
  id: string,
  entries: readonly OptionValues[],
): ModifierChoice[] {
  const at = list.findIndex((m) => m.id === id);
  const made = entries.map((options): ModifierChoice => ({ id, options: { ...options } }));
  const before = at < 0 ? list : list.slice(0, at);
  const after = at < 0 ? [] : list.slice(at);
  return [...before, ...made, ...after.filter((m) => m.id !== id)];
}
