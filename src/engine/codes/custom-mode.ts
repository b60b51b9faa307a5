// A Custom code (`@2048PowCompCustom`) → a playable mode, exactly as custom-modes.md §3 builds it:
// tiles `[index, value]`, spawns, one engine rule per merge (ordered or the unordered search
// template, plus priority clauses), display rules, backgrounds, win/lose, rules text, then the
// simple global modifiers (§3.8).
import type { Value } from '../../calc/values.ts';
import type { RawCustom } from '../../formats/types.ts';
import { backgrounds, displayRules } from './custom-colors.ts';
import { isSubset, readMerges, type CustomMerge, type Restriction, type TileRef } from './custom-merges.ts';
import { applyBasicModifiers, checkGridSide, DEFAULT_MODIFIERS, unappliedModifiers } from '../global-modifiers.ts';
import { ModeBuildError } from '../mode-build-error.ts';
import { defaultMode, type ModeDefinition } from '../mode.ts';

export interface CustomModeOptions {
  /** Grid side chosen on the pre-game screen (default: the code's default size). */
  size?: number;
  /** The global modifiers (default: all off). */
  modifiers?: readonly Value[];
}

/** Presentation fields that are not part of the engine's mode (pre-game screen, menu icon). */
export interface CustomPresentation {
  title: Value;
  preGameBackground: string | null;
  /** Icon tile text and background; `iconBackground` null = no icon. */
  iconText: Value;
  iconBackground: string | null;
}

export interface CustomModeBuild {
  mode: ModeDefinition;
  /** The pre-game screen's default grid side (§3.6). */
  defaultSize: number;
  /** `[hasNegativeSpawn]`: when true the Negative Tiles modifier is ignored for this mode. */
  modeVars: Value[];
  presentation: CustomPresentation;
  /** Non-default global modifiers that were not applied (no modifier pipeline for them yet). */
  unappliedModifiers: number[];
}

/** Most spawn indexes, and most tiles a spawn box may start with. */
export const MAX_SPAWN_TILES = 10_000;
export const MAX_BOX_TILES = 100_000;

interface SpawnTile {
  value: number;
  w: number;
}

function readSpawns(x: Value): { box: boolean; tiles: SpawnTile[] } {
  if (!Array.isArray(x) || x.length < 1)
    throw new ModeBuildError('value', 'customSpawningTiles', 'expected [isBox, [value, weight], …]');
  if (x.length - 1 > MAX_SPAWN_TILES)
    throw new ModeBuildError('limit', 'customSpawningTiles', `more than ${MAX_SPAWN_TILES} tiles`);
  const box = x[0] === true;
  let total = 0;
  const tiles = x.slice(1).map((e, i) => {
    const field = `customSpawningTiles[${i + 1}]`;
    if (!Array.isArray(e) || typeof e[0] !== 'number' || typeof e[1] !== 'number' || !Number.isFinite(e[0]))
      throw new ModeBuildError('value', field, 'expected [value, weight] numbers');
    const w = e[1];
    if (!(w >= 0) || !Number.isFinite(w)) throw new ModeBuildError('value', field, 'a weight must be finite and ≥ 0');
    if (box) {
      if (!Number.isInteger(w)) throw new ModeBuildError('value', field, 'a box count must be a whole number');
      total += w;
      if (total > MAX_BOX_TILES)
        throw new ModeBuildError('limit', 'customSpawningTiles', `a box of more than ${MAX_BOX_TILES} tiles`);
    }
    return { value: e[0], w };
  });
  return { box, tiles };
}

function spawnTable(box: boolean, tiles: SpawnTile[]): Value[] {
  if (box) return [['Box', 1, ...tiles.flatMap((t, i) => [[i + 1, t.value], t.w])]];
  return tiles.map((t, i) => [[i + 1, t.value], t.w]);
}

/** The index test on `x` (§3.2): the elements it puts at the start of a condition list. */
function indexTest(r: Restriction, x: string): Value[] {
  if (r.form === 1) return [[x, '>=', r.min], '&&', [x, '<=', r.max], '&&', [x, 'mod', r.modulus, '=', r.residue]];
  const ors: Value[] = [];
  r.list.forEach((a, i) => {
    if (i) ors.push('||');
    ors.push([x, '=', a]);
  });
  return [ors];
}

/** §3.3: "no earlier, longer merge p could use this tile together with tiles behind it". */
function priorityClause(p: number, km: number, kp: number): Value[] {
  return [
    '&&',
    [
      0,
      '@edit_var',
      5,
      0,
      '@repeat',
      ['@Var 5', '>', km - kp, '&&', '@Var 6'],
      '@edit_var',
      5,
      ['@Var 5', '-', 1],
      '@edit_var',
      6,
      [p, 'mergeRuleApplies_nonRecursive', '@Var 5', '!'],
      '2nd',
      '@Var 6',
    ],
  ];
}

function orderedCondition(m: CustomMerge, priority: Value[]): Value[] {
  const cond: Value[] = indexTest(m.restriction, '@This 0');
  m.inputs.forEach((r, i) =>
    cond.push('&&', r.relative ? ['@This 0', '+', r.c, '=', `@Next ${i + 1} 0`] : [`@Next ${i + 1} 0`, '=', r.c]),
  );
  return [...cond, ...priority];
}

/** The unordered template: the search for "which tile is Tile n" runs inside the condition. */
function unorderedCondition(m: CustomMerge, position: number, priority: Value[]): Value[] {
  const k = m.inputs.length;
  const lookups: Value[] = ['@Literal', '@This 0', ...m.inputs.map((_, i) => `@Next ${i + 1} 0`)];
  const expected: Value[] = ['@Literal', '@Var 0', ...m.inputs.map((r) => (r.relative ? ['@Var 0', '+', r.c] : r.c))];
  const inner: Value[] = [
    ...indexTest(m.restriction, '@Var 0'),
    '&&',
    [
      ['@Var 2', 'arr_map', ['@Var -1', 'CalcArray']],
      'arr_eqRearrange',
      [expected, 'arr_map', ['@Var -1', 'CalcArray']],
    ],
    ...priority,
  ];
  return [
    '@global_var_retain',
    0,
    -1,
    lookups,
    false,
    position,
    0,
    true,
    '@end_vars',
    0,
    '@repeat',
    ['@Var 1', '<', k, '&&', ['@Var 3', '!']],
    '@edit_var',
    1,
    ['@Var 1', '+', 1],
    '@edit_var',
    0,
    ['@Var 2', 'arr_elem', '@Var 1', 'CalcArray'],
    '@if',
    inner,
    '@edit_var',
    3,
    true,
    '@end-if',
    '@end-repeat',
    '2nd',
    '@Var 3',
  ];
}

function outputIndex(r: TileRef, x: string): Value {
  return r.relative ? ['@var_retain', x, '+', r.c] : r.c;
}

export interface CustomRules {
  rules: Value[];
  knownMergeMaxLength: number;
  knownMergeLookbackDistance: number;
}

/** §3.2–§3.3: the engine merge rules of a Custom code's merges. */
export function customMergeRules(merges: readonly CustomMerge[]): CustomRules {
  let lookback = 0;
  const rules = merges.map((m, position) => {
    const k = m.inputs.length;
    const priority: Value[] = [];
    for (let p = 0; p < position; p++) {
      const kp = merges[p]!.inputs.length;
      if (kp > k && kp > 0 && isSubset(m, merges[p]!)) {
        priority.push(...priorityClause(p, k, kp));
        lookback = Math.max(lookback, kp - k);
      }
    }
    const x = m.ordered ? '@This 0' : '@Var 0';
    const cond = m.ordered ? orderedCondition(m, priority) : unorderedCondition(m, position, priority);
    const sum: Value[] = ['@This 1'];
    m.inputs.forEach((_, i) => sum.push('+', `@Next ${i + 1} 1`));
    const outputs: Value = m.output ? [[outputIndex(m.output, x), sum]] : [];
    const score: Value = !m.output || k === 0 ? 0 : [...sum, 'abs'];
    return [k === 0 ? 0 : k + 1, cond, true, outputs, score];
  });
  const knownMergeMaxLength = Math.max(1, ...merges.map((m) => m.inputs.length + 1));
  return { rules, knownMergeMaxLength, knownMergeLookbackDistance: lookback };
}

function readRequirement(x: Value, field: string): { required: number; indexes: Value[] } {
  if (!Array.isArray(x) || typeof x[0] !== 'number')
    throw new ModeBuildError('value', field, 'expected [required, index…]');
  return { required: x[0], indexes: x.slice(1) };
}

function conditions(indexes: Value[]): Value[] {
  return indexes.map((i) => [['@This 0', '=', i]]);
}

function rulesText(t: Value[], box: boolean, tiles: SpawnTile[]): Value[] {
  const what = box ? 'amount' : 'chance';
  const listed = tiles.filter((s) => s.w !== 0).map((s) => `${s.value} with ${what} ${s.w}`);
  const head = box ? 'Spawning tiles pull from a "box" that starts with: ' : 'Spawning tiles: ';
  return [
    ['h2', t[0] ?? ''],
    ['h1', t[1] ?? ''],
    ['p', t[2] ?? ''],
    ['p', head + listed.join(', ')],
  ];
}

/** Converts an imported Custom code (formats `RawCustom`) into a playable mode. */
export function customModeFromRaw(c: RawCustom, opts: CustomModeOptions = {}): CustomModeBuild {
  const { box, tiles } = readSpawns(c.customSpawningTiles);
  const merges = readMerges(c.customMerges);
  const { rules, knownMergeMaxLength, knownMergeLookbackDistance } = customMergeRules(merges);
  const texts = c.customRulesText;
  if (!Array.isArray(texts)) throw new ModeBuildError('value', 'customRulesText', 'expected a list');
  const wins = readRequirement(c.customWins, 'customWins');
  const losses = readRequirement(c.customLosses, 'customLosses');
  const colours = backgrounds(c.customBackground);

  const declared = texts[3];
  const defaultSize =
    typeof declared === 'number' && declared !== 0 ? declared : Math.max(3, ...merges.map((m) => m.inputs.length + 3));
  checkGridSide(defaultSize, 'customRulesText[3]');

  const base = defaultMode();
  const mode = defaultMode({
    tileNumAmount: 2,
    tileTypes: displayRules(c.customColors),
    mergeRules: rules,
    startTileSpawns: spawnTable(box, tiles),
    winConditions: wins.required === 0 ? [] : conditions(wins.indexes),
    winRequirement: wins.required === 0 ? false : wins.required,
    loseConditions: losses.required === 0 ? [] : conditions(losses.indexes),
    loseRequirement: losses.required === 0 ? false : losses.required,
    gameplayBackground: colours.gameplayBackground ?? base.gameplayBackground,
    gridBackground: colours.gridBackground ?? base.gridBackground,
    tileBackground: colours.tileBackground ?? base.tileBackground,
    textBackground: colours.textBackground ?? base.textBackground,
    gameplayRulesText: rulesText(texts, box, tiles),
    tileValueFunction: ['@This 1'],
    // The mode loader's reset values, capped by the default memory settings (17: 3, 18: 2).
    tileDisplayKnownLevel: 3,
    mergeResultKnownLevel: 2,
    knownMergeMaxLength,
    knownMergeLookbackDistance,
  });
  const modifiers = opts.modifiers ?? DEFAULT_MODIFIERS;
  return {
    mode: applyBasicModifiers(mode, opts.size ?? defaultSize, modifiers),
    defaultSize,
    modeVars: [tiles.some((t) => t.value < 0)],
    presentation: {
      title: texts[1] ?? '',
      preGameBackground: colours.preGameBackground ?? null,
      iconText: texts[4] ?? '',
      iconBackground: colours.iconBackground,
    },
    unappliedModifiers: unappliedModifiers(modifiers),
  };
}
