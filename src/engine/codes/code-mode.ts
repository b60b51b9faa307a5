// Any imported save code → the playable mode it describes: Mode/Game/Replay codes carry a baked
// mode, Custom and Infused codes go through their converters. Modifiers codes describe no mode.
import type { Value } from '../../calc/values.ts';
import type { ImportedCode } from '../../formats/types.ts';
import { customModeFromRaw, type CustomModeBuild } from './custom-mode.ts';
import { infusedModeFromRaw, type InfusedBuild, type InfusedEnvironment } from './infused-mode.ts';
import { modeFromRaw, type ModeDefinition } from '../mode.ts';

export interface PlayableOptions {
  /** Grid side chosen on the pre-game screen (Custom and Infused codes). */
  size?: number;
  /** Global modifiers (Custom and Infused codes; baked codes ignore them). */
  modifiers?: readonly Value[];
  /** Chosen mode variables of an Infused code (default: its controls' start values). */
  modeVars?: readonly Value[];
  /** Infused environment (settings, directions, random source for computed values). */
  infused?: InfusedEnvironment;
}

export interface PlayableCode {
  mode: ModeDefinition;
  custom?: CustomModeBuild;
  infused?: InfusedBuild;
  /** For `EngineOptions.maxMergeResultKnownLevel` when the code overrides setting 18. */
  maxMergeResultKnownLevel?: number;
}

/** The paragraph an imported Game code's rules text gets (formats.md §4.3, step 2). */
export const RESUMED_NOTE: readonly Value[] = ['p', 'This game was resumed from a save code.'];

/**
 * A Game code's rules text with RESUMED_NOTE appended unless already present: so exporting the game
 * again and importing that does not add it twice. Rules text that is not a list (no recorded code
 * has one) is left as it is.
 */
export function withResumedNote(rules: Value): Value {
  if (!Array.isArray(rules)) return rules;
  const has = rules.some(
    (e) => Array.isArray(e) && e.length === 2 && e[0] === RESUMED_NOTE[0] && e[1] === RESUMED_NOTE[1],
  );
  return has ? rules : [...rules, RESUMED_NOTE.slice()];
}

/**
 * The playable mode of an imported code, or null for a Modifiers code. Throws ModeBuildError,
 * SaveCodeError (an Infused value that does not parse) or CalcArrayError (a computed value fails).
 */
export function playableFromImport(imp: ImportedCode, opts: PlayableOptions = {}): PlayableCode | null {
  switch (imp.kind) {
    case 'mode':
      return { mode: modeFromRaw(imp.mode) };
    case 'game': {
      const mode = modeFromRaw(imp.mode);
      mode.gameplayRulesText = withResumedNote(mode.gameplayRulesText);
      return { mode };
    }
    case 'replay':
      return { mode: modeFromRaw(imp.replay.mode) };
    case 'custom': {
      const custom = customModeFromRaw(imp.custom, { size: opts.size, modifiers: opts.modifiers });
      return { mode: custom.mode, custom };
    }
    case 'infused': {
      const env: InfusedEnvironment = { ...opts.infused, ...(opts.modifiers ? { modifiers: opts.modifiers } : {}) };
      const infused = infusedModeFromRaw(imp.infused, { modeVars: opts.modeVars, size: opts.size, env });
      return { mode: infused.mode, infused, maxMergeResultKnownLevel: infused.maxMergeResultKnownLevel };
    }
    case 'modifiers':
      return null;
  }
}
