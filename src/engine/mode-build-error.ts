// The error a mode converter (Custom or Infused code → playable mode) throws when the code's data
// cannot become a mode: a wrong shape, a value out of range, or a size that would exhaust memory.
// Expression failures inside the data stay CalcArrayErrors.

export type ModeBuildErrorKind =
  | 'value' // a field has the wrong shape or an unusable value
  | 'limit'; // a field is too large to build safely (grid size, box counts, rule counts …)

export class ModeBuildError extends Error {
  override readonly name = 'ModeBuildError';
  constructor(
    readonly kind: ModeBuildErrorKind,
    /** Which part of the code, e.g. "customMerges[2]" or "infused value 23". */
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}
