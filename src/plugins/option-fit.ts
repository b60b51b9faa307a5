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
  | { readonly type: 'choice'; readonly choices: readonly { readonly value: string }[] };

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
  }
}
