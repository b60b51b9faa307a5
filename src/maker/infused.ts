// The Mode maker's Infused form: an Infused code (custom-modes.md §6) ↔ its draft (each value as the
// text its author typed), the draft's checks (every value reads, and the mode opens and builds for
// its controls' start values) and what saving writes: the Infused code, a plugin file of the mode
// at those start values, and the code the preview plays. Pure: no DOM, no worker.
import type { Value } from '../calc/values.ts';
import { parseFormula } from '../calc/formula/index.ts';
import { InfusedMode, type InfusedBuild } from '../engine/codes/infused-mode.ts';
import { ModeBuildError } from '../engine/mode-build-error.ts';
import { Sfc32 } from '../engine/rng.ts';
import { SaveCodeError } from '../formats/errors.ts';
import { scParse, scStringify } from '../formats/extended-json.ts';
import { exportInfusedCode, importInfusedCode } from '../formats/infused-code.ts';
import type { RawInfused } from '../formats/types.ts';
import type { MakerInfusedDraft, MakerIssue } from './draft.ts';
import { IssueList } from './fields.ts';
import { MakerOpenError } from './open-error.ts';
import { pluginFileFromMode } from './plugin-file.ts';

/** An Infused code has this many values (custom-modes.md §6.2). */
export const INFUSED_VALUES = 43;
/** The seed of the random source computed values draw from when the maker builds the mode. */
const CHECK_SEED = 1;

/** The draft of an imported Infused code's values (after the importer's padding). */
export function draftFromInfused(raw: RawInfused): MakerInfusedDraft {
  const v = raw.values;
  if (v.length !== INFUSED_VALUES)
    throw new MakerOpenError(`The maker cannot open this code: it has ${v.length} values, not ${INFUSED_VALUES}.`);
  const flags = v[34];
  if (!Array.isArray(flags) || flags.length !== 5 || !flags.every((f) => typeof f === 'boolean'))
    throw new MakerOpenError('The maker cannot open this code: value 34 is not five true/false flags.');
  const values = v.map((x, i) => {
    if (i === 34) return '';
    if (typeof x !== 'string') throw new MakerOpenError(`The maker cannot open this code: value ${i} is not text.`);
    return x;
  });
  return { kind: 'infused', values, respects: flags.slice() as MakerInfusedDraft['respects'] };
}

export function draftFromInfusedCode(code: string): MakerInfusedDraft {
  return draftFromInfused(importInfusedCode(code).infused);
}

/** One value's text as the code stores it: JSON text as typed; a formula as the JSON of the CalcArray it writes. */
function valueText(text: string, i: number, out: IssueList): string | null {
  const field = `infused.${i}`;
  if (text.trim() === '') {
    out.error(field, 'Fill in a value (JSON text or a formula).');
    return null;
  }
  try {
    scParse(text);
    return text;
  } catch {
    // Not JSON: a formula, read below.
  }
  try {
    return scStringify(parseFormula(text));
  } catch (e) {
    out.error(field, `This is neither JSON nor a formula we can read (${e instanceof Error ? e.message : String(e)}).`);
    return null;
  }
}

/** The draft field a build error points at (`infused value 23`, `value 12`, `control 2` …). */
function errorField(e: ModeBuildError | SaveCodeError): string {
  const where = e instanceof ModeBuildError ? e.field : (e.field ?? '');
  const value = /value (\d+)/.exec(where);
  if (value && Number(value[1]) < INFUSED_VALUES) return Number(value[1]) === 34 ? 'respects' : `infused.${value[1]}`;
  // A control's error, or one of a computed value whose index is not known: the controls field.
  return 'infused.28';
}

function why(e: unknown): string {
  if (e instanceof ModeBuildError || e instanceof SaveCodeError) return e.reason;
  return e instanceof Error ? e.message : String(e);
}

/** The mode an Infused code builds at its controls' start values, computed values drawing from a fixed seed. */
export function buildInfused(raw: RawInfused, seed = CHECK_SEED): InfusedBuild {
  const rng = new Sfc32(seed);
  return new InfusedMode(raw, { random: () => rng.next() }).build();
}

export interface InfusedResult {
  /** The Infused code's values; null when an error stops saving. */
  readonly infused: RawInfused | null;
  /** The mode it builds at the start values (null with `infused`). */
  readonly build: InfusedBuild | null;
  readonly issues: MakerIssue[];
}

/** Checks an Infused draft: every value reads, and the mode opens and builds. */
export function infusedFromDraft(d: MakerInfusedDraft): InfusedResult {
  const out = new IssueList();
  if (!Array.isArray(d.values) || d.values.length !== INFUSED_VALUES)
    return {
      infused: null,
      build: null,
      issues: [{ field: 'infused', message: `An Infused mode has ${INFUSED_VALUES} values.`, severity: 'error' }],
    };
  const values: Value[] = d.values.map((t, i) => (i === 34 ? d.respects.map((f) => f === true) : valueText(t, i, out)));
  if (out.hasErrors) return { infused: null, build: null, issues: out.issues };
  const infused: RawInfused = { values };
  try {
    return { infused, build: buildInfused(infused), issues: out.issues };
  } catch (e) {
    if (e instanceof ModeBuildError || e instanceof SaveCodeError)
      out.error(errorField(e), `This mode cannot be built: ${why(e)}.`);
    // A computed value or a control script failed (CalcArrayError), or anything else the engine refused.
    else out.error('infused.28', `This mode cannot be built: ${why(e)}.`);
    return { infused: null, build: null, issues: out.issues };
  }
}

/** A name for the plugin file: the rules text's first heading, if it is plain text. */
function modeName(b: InfusedBuild): string {
  const rules = b.mode.gameplayRulesText;
  if (Array.isArray(rules))
    for (const e of rules)
      if (Array.isArray(e) && (e[0] === 'h1' || e[0] === 'h2') && typeof e[1] === 'string' && e[1].trim())
        return e[1].trim();
  return 'Infused mode';
}

export interface InfusedOutput {
  readonly code: string | null;
  readonly plugin: string | null;
  readonly preview: string | null;
  readonly issues: MakerIssue[];
}

/** Checks an Infused draft and, when it has no errors, exports its code, plugin file and preview code. */
export function codeFromInfusedDraft(d: MakerInfusedDraft): InfusedOutput {
  const { infused, build, issues } = infusedFromDraft(d);
  if (!infused || !build) return { code: null, plugin: null, preview: null, issues };
  let code: string;
  try {
    code = exportInfusedCode(infused);
  } catch (e) {
    if (!(e instanceof SaveCodeError)) throw e;
    return {
      code: null,
      plugin: null,
      preview: null,
      issues: [
        ...issues,
        { field: 'infused', message: `This mode is too large for a code: ${e.reason}.`, severity: 'error' },
      ],
    };
  }
  const plugin = pluginFileFromMode(build.mode, code, {
    name: modeName(build),
    description: 'An Infused mode from the Mode maker, at its variables’ start values.',
  });
  return { code, plugin, preview: code, issues };
}
