// Whether a value fits a declared option (type, range, choice list). One function so the registry,
// which resolves a player's stored choices, and the app's option forms always agree.

export type FittableOption =
  | { readonly type: 'boolean' }
  | {
      readonly type: 'number';
      readonly min?: number | undefined;
      readonly max?: number | undefined;
      readonly infinite?: boolean | undefined;
    }
  | { readonly type: 'choice'; readonly choices: readonly { readonly value: string }[] }
  | NumbersBounds;

/** The bounds of a list-of-numbers option. */
export interface NumbersBounds {
  readonly type: 'numbers';
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  readonly integer?: boolean | undefined;
  readonly minCount?: number | undefined;
  readonly maxCount?: number | undefined;
}

/** The longest list any numbers option holds (a stored list is never trusted to be small). */
export const NUMBERS_MAX_COUNT = 64;

export function optionFits(spec: FittableOption, v: unknown): boolean {
  switch (spec.type) {
    case 'boolean':
      return typeof v === 'boolean';
    case 'number':
      if (v === Infinity) return spec.infinite === true;
      return (
        typeof v === 'number' &&
        Number.isFinite(v) &&
        (spec.min === undefined || v >= spec.min) &&
        (spec.max === undefined || v <= spec.max)
      );
    case 'choice':
      return typeof v === 'string' && spec.choices.some((c) => c.value === v);
    case 'numbers':
      return Array.isArray(v) && numbersListFits(spec, v);
  }
}

function numbersListFits(spec: NumbersBounds, v: readonly unknown[]): boolean {
  const [least, most] = countBounds(spec);
  return v.length >= least && v.length <= most && v.every((n) => typeof n === 'number' && entryFits(spec, n));
}

/** Whether one entry of a numbers option fits its bounds. */
export function entryFits(spec: NumbersBounds, n: number): boolean {
  return (
    Number.isFinite(n) &&
    (spec.integer !== true || Number.isInteger(n)) &&
    (spec.min === undefined || n >= spec.min) &&
    (spec.max === undefined || n <= spec.max)
  );
}

/** How many entries a numbers option allows: [least, most] (1 and NUMBERS_MAX_COUNT unless declared). */
export function countBounds(spec: NumbersBounds): readonly [number, number] {
  return [spec.minCount ?? 1, Math.min(spec.maxCount ?? NUMBERS_MAX_COUNT, NUMBERS_MAX_COUNT)];
}

/** Two option values are the same (lists entry by entry). */
export function sameOptionValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
  return Object.is(a, b);
}
