// The one error type save-code import/export may throw. The original wrapped its whole import in
// one try/catch and showed the message; we keep the part that failed and why.
import { MAX_SAVED_DEPTH } from '../calc/stored-size.ts';
import { setWalkMeter, type WalkMeter } from '../calc/values.ts';

export type SaveCodeErrorKind =
  | 'type' // unknown header: the original's "Invalid save code type"
  | 'version' // version not accepted for this header: "Invalid update"
  | 'base64' // a part is not valid base64 (or missing): the original's InvalidCharacterError
  | 'json' // a JSON part does not parse, or a tagged string (`@BigInt …`) is malformed
  | 'value' // a decoded value is unacceptable (width, raw flags, legacy markup, too-short lists …)
  | 'limit' // the code exceeds a size cap (length, parts, nesting, number size)
  | 'internal'; // an unexpected failure inside the importer (a bug: reported, never a crash)

export class SaveCodeError extends Error {
  override readonly name = 'SaveCodeError';
  constructor(
    readonly kind: SaveCodeErrorKind,
    /** What went wrong, e.g. "Invalid width" (the original's text where it had one). */
    readonly reason: string,
    /** Index of the `|`-separated field (0 = header, 1 = version, 2 = first data part). */
    readonly part?: number,
    /** Name of the field stored in that part, e.g. "TileTypes". */
    readonly field?: string,
  ) {
    super(
      part !== undefined
        ? `part ${part}${field ? ` (${field})` : ''}: ${reason}`
        : field
          ? `${field}: ${reason}`
          : reason,
    );
  }
}

/** Size caps that keep a malformed or hostile code from exhausting memory or time. */
export interface FormatLimits {
  /** Longest code accepted, in characters. */
  maxCodeLength: number;
  /** Most `|`-separated fields accepted. */
  maxParts: number;
  /** Deepest array nesting in a JSON part (and in values given to the exporter). */
  maxDepth: number;
  /** Longest digit string of one `@BigInt` / `@GaussianBigInt` / `@BigRational` number. */
  maxBigIntDigits: number;
}

export const DEFAULT_FORMAT_LIMITS: FormatLimits = {
  maxCodeLength: 8 * 1024 * 1024,
  maxParts: 256,
  // Shared with the engine's stores and the app's position save (stored-size.ts).
  maxDepth: MAX_SAVED_DEPTH,
  // ~1M bits, the language's own bigint cap (CalcLimits.maxBigIntBits).
  maxBigIntDigits: 320_000,
};

/**
 * Steps one import or export may take, counted as the CalcArray language counts them (~100 ns
 * each; ACTION_STEP_BUDGET, the engine's budget for one action, is the same): parsing long numbers,
 * reducing `@BigRational` parts, reading JSON. A code within every size cap can still be slow to
 * read (two 300,000-digit parts with many Euclid rounds took 28 s): it stops here instead.
 */
export const IMPORT_STEP_BUDGET = 10_000_000;

/** The walk meter installed while a code is read: runs out with a SaveCodeError. */
class ImportMeter implements WalkMeter {
  private left = IMPORT_STEP_BUDGET;
  charge(n: number, where: string): void {
    this.left -= n;
    if (this.left < 0)
      throw new SaveCodeError(
        'limit',
        `the code takes too long to read (${where}: more than ${IMPORT_STEP_BUDGET} steps)`,
      );
  }
}

/**
 * Runs an importer (or exporter) so that nothing but SaveCodeError escapes (a bug becomes kind
 * 'internal'), under its own step budget (IMPORT_STEP_BUDGET).
 */
export function guarded<T>(f: () => T): T {
  const outer = setWalkMeter(new ImportMeter());
  try {
    return f();
  } catch (e) {
    if (e instanceof SaveCodeError) throw e;
    throw new SaveCodeError('internal', e instanceof Error ? `${e.name} ${e.message}` : String(e));
  } finally {
    setWalkMeter(outer);
  }
}
