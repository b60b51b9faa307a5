// An Infused code (`@2048PowCompInfused`, custom-modes.md §6) → a playable mode for chosen mode
// variables: the 43 values are parsed, `@InfusedCalcArray` values computed with the variables
// `[mode_vars, modifiers, [settingModifiers, directions, auto_directions]]`, and assigned in the
// original's load order onto the 2048 mode, after the mode's overrides of modifiers and settings.
// `InfusedMode` is the pre-game screen's model: controls as typed data, actions, default size.
import { createHost, type CalcHost } from '../../calc/host.ts';
import type { Value } from '../../calc/values.ts';
import { parseInfusedValue, scStringify } from '../../formats/index.ts';
import type { RawInfused } from '../../formats/types.ts';
import { calcEvaluator } from '../calc-evaluator.ts';
import {
  DEFAULT_MODIFIERS,
  DEFAULT_SETTINGS,
  applyBasicModifiers,
  checkGridSide,
  unappliedModifiers,
} from '../global-modifiers.ts';
import {
  applyAction,
  readControls,
  renderControl,
  type ControlAction,
  type ControlSpec,
  type InfusedControl,
} from './infused-controls.ts';
import { ModeBuildError } from '../mode-build-error.ts';
import { defaultMode, orthogonalDirections, type ModeDefinition } from '../mode.ts';

export type { ControlAction, InfusedControl } from './infused-controls.ts';

/** Where the infused mode is opened: the player's global modifiers and settings. */
export interface InfusedEnvironment {
  modifiers?: readonly Value[];
  settings?: readonly Value[];
  directions?: readonly Value[];
  autoDirections?: readonly Value[];
  /** Random source for computed values (default Math.random). */
  random?: () => number;
}

/** Value 34: which global modifiers the mode respects. */
export interface RespectedModifiers {
  negativeTiles: boolean;
  spawnRules: boolean;
  garbageTiles: boolean;
  multicolor: boolean;
  destroyingClicks: boolean;
}

export interface InfusedPresentation {
  preGameBackground: Value;
  preGameRulesText: Value;
  /** `false` hides the icon. */
  iconText: Value;
  iconFontSize: Value;
  iconBackground: Value;
}

export interface InfusedBuild {
  mode: ModeDefinition;
  modeVars: Value[];
  defaultSize: number;
  /** The modifiers and settings in force for this game (after the mode's overrides). */
  modifiers: Value[];
  settings: Value[];
  respected: RespectedModifiers;
  presentation: InfusedPresentation;
  /** Non-default modifiers this build did not apply (no modifier pipeline for them yet). */
  unappliedModifiers: number[];
  /** Setting 18, for `EngineOptions.maxMergeResultKnownLevel`. */
  maxMergeResultKnownLevel: number;
}

/** Infused value index → the mode field it sets (custom-modes.md §6.2). */
export const INFUSED_FIELDS: ReadonlyMap<number, keyof ModeDefinition> = new Map<number, keyof ModeDefinition>([
  [0, 'tileNumAmount'],
  [1, 'tileTypes'],
  [2, 'mergeRules'],
  [3, 'startTileSpawns'],
  [4, 'startForcedSpawns'],
  [5, 'statBoxes'],
  [6, 'startGameVars'],
  [7, 'scripts'],
  [8, 'tileDisplayKnownLevel'],
  [9, 'mergeResultKnownLevel'],
  [10, 'knownMergeMaxLength'],
  [11, 'knownMergeLookbackDistance'],
  [12, 'winConditions'],
  [13, 'winRequirement'],
  [14, 'loseConditions'],
  [15, 'loseRequirement'],
  [16, 'winPriority'],
  [17, 'postgameAllowed'],
  [18, 'gameplayBackground'],
  [19, 'gridBackground'],
  [20, 'tileBackground'],
  [21, 'textBackground'],
  [22, 'gameplayRulesText'],
  [24, 'movementParameters'],
  [25, 'spawnConditions'],
  [26, 'tileValueFunction'],
  [27, 'discoveredTilesFilter'],
  [36, 'displayGridIntervalTime'],
  [39, 'spawnTileBlocked'],
  [40, 'directionBlocked'],
  [41, 'gameplayComponentOpacities'],
  [42, 'displayLagReductions'],
]);

/** The original's load order (start game variables first so later values can read them). */
export const INFUSED_LOAD_ORDER: readonly number[] = [
  6, 26, 27, 0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 25, 36, 39, 40, 41, 42,
];

const LIST_FIELDS = new Set<keyof ModeDefinition>([
  'tileTypes',
  'mergeRules',
  'startTileSpawns',
  'startForcedSpawns',
  'statBoxes',
  'startGameVars',
  'scripts',
  'winConditions',
  'loseConditions',
  'movementParameters',
  'discoveredTilesFilter',
  'gameplayComponentOpacities',
  'displayLagReductions',
]);
const NUMBER_FIELDS = new Set<keyof ModeDefinition>([
  'tileDisplayKnownLevel',
  'mergeResultKnownLevel',
  'knownMergeMaxLength',
  'knownMergeLookbackDistance',
  'displayGridIntervalTime',
]);

/** Modifiers 5–11 (grid shape and directions) cannot be overridden. */
const FIXED_MODIFIERS = new Set([5, 6, 7, 8, 9, 10, 11]);
/** The reload-save settings cannot be overridden. */
const FIXED_SETTINGS = new Set([8, 9, 10]);
/** Value 34's flags → the modifier each one lets the mode ignore, and its "off" value. */
const RESPECT_FLAGS: readonly [keyof RespectedModifiers, number][] = [
  ['negativeTiles', 13],
  ['spawnRules', 15],
  ['garbageTiles', 12],
  ['multicolor', 24],
  ['destroyingClicks', 33],
];

function isComputed(x: Value): x is Value[] {
  return Array.isArray(x) && x[0] === '@InfusedCalcArray';
}

export class InfusedMode {
  private vars: Value[];
  private readonly specs: ControlSpec[];
  private readonly modifiers: Value[];
  private readonly settings: Value[];
  private readonly directions: Value[];
  private readonly autoDirections: Value[];
  private readonly host: CalcHost;

  /** Opens the mode: applies the "when opened" overrides, sets the controls to their start values. */
  constructor(
    readonly raw: RawInfused,
    env: InfusedEnvironment = {},
  ) {
    this.modifiers = (env.modifiers ?? DEFAULT_MODIFIERS).slice();
    this.settings = (env.settings ?? DEFAULT_SETTINGS).slice();
    this.directions = (env.directions ?? orthogonalDirections()).slice();
    this.autoDirections = (env.autoDirections ?? []).slice();
    this.host = createHost({ random: env.random ?? Math.random });
    this.vars = [];
    this.applyOverrides(false, this.modifiers, this.settings, null);
    this.specs = readControls(this.computed(28));
    this.vars = this.specs.map((s) => s.start);
    this.preGameScript();
  }

  /** The current `mode_vars`. */
  get modeVars(): Value[] {
    return this.vars.slice();
  }

  /** Sets `mode_vars` directly (e.g. restored from a saved pre-game choice). */
  setModeVars(vars: readonly Value[]): void {
    this.vars = vars.slice();
  }

  /** The controls of the pre-game screen with their current values and visibility. */
  controls(): InfusedControl[] {
    return this.specs.map((s, i) => renderControl(s, i, this.controlHost()));
  }

  /** A player action on control `index`; returns whether `mode_vars` changed. */
  act(index: number, action: ControlAction): boolean {
    const spec = this.specs[index];
    if (!spec) throw new ModeBuildError('value', `control ${index}`, 'no such control');
    const next = applyAction(spec, index, action, this.controlHost());
    if (!next) return false;
    this.vars = next;
    this.preGameScript();
    return true;
  }

  /** Value 23 evaluated with `[mode_vars, modifiers]`. */
  defaultSize(): number {
    let v = this.value(23);
    if (isComputed(v)) v = v.slice(1);
    const size =
      Array.isArray(v) || typeof v === 'string' ? this.evaluate(v, [this.modeVars, this.modifiers.slice()]) : v;
    if (typeof size !== 'number')
      throw new ModeBuildError('value', 'infused value 23', 'the default grid size is not a number');
    return checkGridSide(size, 'infused value 23');
  }

  /** The playable mode for the current `mode_vars` (a game start: "at game start" overrides apply). */
  build(opts: { size?: number } = {}): InfusedBuild {
    const modifiers = this.modifiers.slice();
    const settings = this.settings.slice();
    const dirs: { directions?: Value[]; autoDirections?: Value[] } = {};
    this.applyOverrides(true, modifiers, settings, dirs);
    const respected = this.respected();
    const pipeline = modifiers.slice();
    for (const [flag, index] of RESPECT_FLAGS) if (!respected[flag]) pipeline[index] = DEFAULT_MODIFIERS[index];

    const defaultSize = this.defaultSize();
    const h = this.host;
    Object.assign(h, createHost({ random: h.random }));
    const vars = (): Value[] => [
      this.modeVars,
      modifiers.slice(),
      [settings.slice(), this.directions.slice(), this.autoDirections.slice()],
    ];
    let mode = applyBasicModifiers(defaultMode(), opts.size ?? defaultSize, pipeline);
    for (const i of INFUSED_LOAD_ORDER) {
      const field = INFUSED_FIELDS.get(i)!;
      let v = this.value(i);
      if (isComputed(v)) v = this.evaluate(v.slice(1), vars());
      if (i === 22 && typeof v === 'boolean') v = this.computed(30, vars());
      if (i === 39) v = ['@var_retain', mode.spawnTileBlocked, '||', v];
      mode = { ...mode, [field]: this.checked(i, field, v) };
      this.mirror(field, mode);
    }
    if (dirs.directions) mode.directions = dirs.directions;
    if (dirs.autoDirections) mode.autoDirections = dirs.autoDirections;
    // Memory levels capped by settings 17 and 18 (modifier pipeline step 15).
    mode.tileDisplayKnownLevel = Math.min(mode.tileDisplayKnownLevel, Number(settings[17] ?? 3));
    mode.mergeResultKnownLevel = Math.min(mode.mergeResultKnownLevel, Number(settings[18] ?? 2));
    mode.startMvarIndices = mode.startModifierVars.map(() => false);
    return {
      mode,
      modeVars: this.modeVars,
      defaultSize,
      modifiers,
      settings,
      respected,
      presentation: {
        preGameBackground: this.computed(29, vars()),
        preGameRulesText: this.computed(30, vars()),
        iconText: this.computed(31, vars()),
        iconFontSize: this.computed(32, vars()),
        iconBackground: this.computed(33, vars()),
      },
      unappliedModifiers: unappliedModifiers(pipeline),
      maxMergeResultKnownLevel: typeof settings[18] === 'number' ? settings[18] : 2,
    };
  }

  // --- internals ---------------------------------------------------------------------------------

  private value(i: number): Value {
    return parseInfusedValue(this.raw, i);
  }

  private evaluate(expr: Value, vars: Value[]): Value {
    return calcEvaluator.evaluate(expr, this.host, { vars });
  }

  /** The parsed value, computed if it is an `@InfusedCalcArray`. */
  private computed(i: number, vars?: Value[]): Value {
    const v = this.value(i);
    if (!isComputed(v)) return v;
    return this.evaluate(
      v.slice(1),
      vars ?? [
        this.modeVars,
        this.modifiers.slice(),
        [this.settings.slice(), this.directions.slice(), this.autoDirections.slice()],
      ],
    );
  }

  private controlHost() {
    return {
      modeVars: () => this.modeVars,
      evaluate: (expr: Value, modeVars: readonly Value[], extra?: Value): Value => {
        const vars: Value[] = [
          modeVars.slice(),
          this.modifiers.slice(),
          [this.settings.slice(), this.directions.slice(), this.autoDirections.slice()],
        ];
        if (extra !== undefined) vars.push(extra);
        return this.evaluate(expr, vars);
      },
    };
  }

  /** Value 35: after every pre-game change its result becomes `mode_vars` (an empty script: none). */
  private preGameScript(): void {
    let v = this.value(35);
    if (isComputed(v)) v = v.slice(1);
    if (Array.isArray(v) && v.length === 0) return;
    const out = this.evaluate(v, [
      this.modeVars,
      this.modifiers.slice(),
      [this.settings.slice(), this.directions.slice(), this.autoDirections.slice()],
    ]);
    if (!Array.isArray(out))
      throw new ModeBuildError('value', 'infused value 35', 'the pre-game script must give a list');
    this.vars = out;
  }

  private respected(): RespectedModifiers {
    const f = this.raw.values[34];
    const flag = (i: number): boolean => !Array.isArray(f) || f[i] !== false;
    return {
      negativeTiles: flag(0),
      spawnRules: flag(1),
      garbageTiles: flag(2),
      multicolor: flag(3),
      destroyingClicks: flag(4),
    };
  }

  /** Values 37/38: `[target, value, atGameStart]` entries of the requested form. */
  private applyOverrides(
    atStart: boolean,
    modifiers: Value[],
    settings: Value[],
    dirs: { directions?: Value[]; autoDirections?: Value[] } | null,
  ): void {
    const vars = (): Value[] => [
      this.modeVars,
      modifiers.slice(),
      [settings.slice(), this.directions.slice(), this.autoDirections.slice()],
    ];
    for (const [index, target] of [
      [37, modifiers],
      [38, settings],
    ] as const) {
      const list = this.computed(index, vars());
      if (!Array.isArray(list)) throw new ModeBuildError('value', `infused value ${index}`, 'overrides must be a list');
      for (const e of list) {
        if (!Array.isArray(e) || (e[2] === true) !== atStart) continue;
        let v = e[1];
        // "At game start" entries are computed (a CalcArray with the mode variables).
        if (atStart) v = this.evaluate(isComputed(v) ? v.slice(1) : v, vars());
        else if (isComputed(v)) v = this.evaluate(v.slice(1), vars());
        const t = e[0];
        if (index === 37 && atStart && dirs && (t === 'Directions' || t === 'AutoDirections')) {
          if (!Array.isArray(v)) throw new ModeBuildError('value', `infused value ${index}`, `${t} must be a list`);
          if (t === 'Directions') dirs.directions = v;
          else dirs.autoDirections = v;
          continue;
        }
        if (typeof t !== 'number' || !Number.isInteger(t) || t < 0 || t >= target.length) continue;
        if (index === 37 ? FIXED_MODIFIERS.has(t) : FIXED_SETTINGS.has(t)) continue;
        target[t] = v;
      }
    }
  }

  private checked(i: number, field: keyof ModeDefinition, v: Value): Value {
    const where = `infused value ${i}`;
    if (field === 'tileNumAmount') {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 1024)
        throw new ModeBuildError('value', where, 'TileNumAmount must be an integer from 1 to 1024');
      return v;
    }
    if (LIST_FIELDS.has(field)) {
      if (!Array.isArray(v)) throw new ModeBuildError('value', where, `${field} must be a list`);
      return v;
    }
    if (NUMBER_FIELDS.has(field)) {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      if (typeof n !== 'number' || Number.isNaN(n))
        throw new ModeBuildError('value', where, `${field} must be a number`);
      return n;
    }
    if (field === 'winPriority' || field === 'postgameAllowed')
      return v !== false && v !== 0 && v !== '' && v !== null && v !== undefined;
    return v;
  }

  /** Assigning a value also updates the globals later values can read (`@GVar`, spawns …). */
  private mirror(field: keyof ModeDefinition, mode: ModeDefinition): void {
    const h = this.host;
    switch (field) {
      case 'startGameVars':
        h.gameVars = mode.startGameVars.slice();
        break;
      case 'startTileSpawns':
        h.tileSpawns = mode.startTileSpawns.slice();
        break;
      case 'startForcedSpawns':
        h.forcedSpawns = mode.startForcedSpawns.slice();
        break;
      case 'tileValueFunction':
        h.tileValueFunction = mode.tileValueFunction;
        break;
      case 'discoveredTilesFilter':
        h.discoveredTilesFilter = mode.discoveredTilesFilter;
        break;
      case 'tileNumAmount':
        h.tileNumAmount = mode.tileNumAmount;
        break;
      case 'mergeRules':
        h.mergeRules = mode.mergeRules;
        break;
      case 'scripts':
        h.scripts = mode.scripts;
        break;
      default:
    }
  }
}

/** One call: the playable mode of an Infused code for the given (or the default) mode variables. */
export function infusedModeFromRaw(
  raw: RawInfused,
  opts: { modeVars?: readonly Value[]; size?: number; env?: InfusedEnvironment } = {},
): InfusedBuild {
  const m = new InfusedMode(raw, opts.env);
  if (opts.modeVars) m.setModeVars(opts.modeVars);
  return m.build({ size: opts.size });
}

/** Presentation fields for `infusedFromMode` (the pre-game screen of the source mode). */
export interface InfusePresentation {
  preGameBackground?: Value;
  preGameRulesText?: Value;
  iconText?: Value;
  iconFontSize?: Value;
  iconBackground?: Value;
  /** A Custom mode with negative spawns: Negative Tiles is not respected. */
  hasNegativeSpawn?: boolean;
}

/** §6.5: the Infused values a mode fills in (`freshInfused()` = the 2048 mode). */
export function infusedFromMode(mode: ModeDefinition, p: InfusePresentation = {}): RawInfused {
  const values: Value[] = new Array<Value>(43);
  for (const [i, field] of INFUSED_FIELDS) values[i] = scStringify(mode[field] as Value);
  values[23] = scStringify(mode.width);
  values[28] = '[]';
  values[29] = scStringify(p.preGameBackground ?? mode.gameplayBackground);
  values[30] = scStringify(p.preGameRulesText ?? mode.gameplayRulesText);
  values[31] = scStringify(p.iconText ?? false);
  values[32] = scStringify(p.iconFontSize ?? false);
  values[33] = scStringify(p.iconBackground ?? false);
  values[34] = [!p.hasNegativeSpawn, true, true, true, true];
  values[35] = '[]';
  values[37] = '[]';
  values[38] = '[]';
  return { values };
}

/** The values of a fresh infusion (the 2048 mode). */
export function freshInfused(): RawInfused {
  return infusedFromMode(defaultMode());
}
