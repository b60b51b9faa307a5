// Any imported save code → the playable mode it describes: Mode/Game/Replay codes carry a baked
// mode, Custom and Infused codes go through their converters. Modifiers codes describe no mode.
import type { Value } from '../calc/values.ts';
import type { ImportedCode } from '../formats/types.ts';
import { customModeFromRaw, type CustomModeBuild } from './custom-mode.ts';
import { infusedModeFromRaw, type InfusedBuild, type InfusedEnvironment } from './infused-mode.ts';
import { modeFromRaw, type ModeDefinition } from './mode.ts';

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

/**
 * The playable mode of an imported code, or null for a Modifiers code. Throws ModeBuildError,
 * SaveCodeError (an Infused value that does not parse) or CalcArrayError (a computed value fails).
 */
export function playableFromImport(imp: ImportedCode, opts: PlayableOptions = {}): PlayableCode | null {
  switch (imp.kind) {
    case 'mode':
    case 'game':
      return { mode: modeFromRaw(imp.mode) };
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
