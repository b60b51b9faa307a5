// Decides whether display expressions depend only on the tile they draw, so their results can be
// cached per tile value for the whole game. Conservative by construction: any special string that
// is not known to read only the tile itself (the position, the grid, the score, game variables,
// the clock …) or any operator that touches the host or draws random numbers makes it impure.
import type { Value } from '../calc/values.ts';

/** `@` words that never read game state or the tile's position. */
const PURE_WORDS: ReadonlySet<string> = new Set([
  '@This',
  // evaluation structure
  '@CalcArray',
  '@CalcArrayNumber',
  '@Literal',
  '@end_vars',
  '@var_retain',
  '@var_copy',
  '@add_var',
  '@edit_var',
  '@insert_var',
  '@remove_var',
  '@if',
  '@else',
  '@else-if',
  '@end-if',
  '@end-else',
  '@end-else-if',
  '@repeat',
  '@end-repeat',
  '@end-stack',
  // constant in display contexts (direction (0,0), default merge info)
  '@MLength',
  '@SlideAmount',
  '@MoveType',
  '@DirectionIndex',
  '@VDir',
  '@HDir',
  // text words
  '@TextE',
  '@Bold',
  '@Italic',
  '@UnBold',
  '@UnItalic',
  '@Underline',
  '@Overline',
  '@Strikethrough',
  '@NoLine',
  '@Superscript',
  '@Subscript',
  '@TextColor',
  '@TextShadow',
  '@ComposeTE',
  // colour words
  '@HSLA',
  '@RGBA',
  '@HSVA',
  '@linear-gradient',
  '@radial-gradient',
  '@conic-gradient',
  '@repeating-linear-gradient',
  '@repeating-radial-gradient',
  '@repeating-conic-gradient',
  '@GradientDetails',
  '@multi-gradient',
  '@rotate',
  '@ColorScheme',
  '@DisplayTile',
  // markers and tags that are data
  '@Empty',
  '@Void',
  '@Slippery',
  '@BlackBox',
  '@Signless',
  '@no-negative-sign',
]);

/** `@This n` (a component of the tile itself) and local variables / parents. */
const PURE_PATTERNS: readonly RegExp[] = [/^@This \d+$/, /^@Var(?: -?\d+)?$/, /^@Parent(?: \d+)?$/, /^@@/];

/** Operators (no `@`) that read or change the host, or draw random numbers. */
const IMPURE_OPERATORS: ReadonlySet<string> = new Set([
  'rand_int',
  'rand_float',
  'rand_bigint',
  'weightedRandomArrayEntry',
  'tileValue',
  'mergeRuleApplies',
  'discoveredTilesFilter',
]);

function pureString(s: string): boolean {
  if (s.charCodeAt(0) !== 0x40) return !IMPURE_OPERATORS.has(s);
  return PURE_WORDS.has(s) || PURE_PATTERNS.some((p) => p.test(s));
}

/** Whether `expr` (any nesting of arrays) can only depend on the tile it is evaluated for. */
export function dependsOnlyOnTile(expr: Value): boolean {
  const stack: Value[] = [expr];
  const seen = new Set<Value[]>();
  while (stack.length > 0) {
    const x = stack.pop();
    if (typeof x === 'string') {
      if (!pureString(x)) return false;
    } else if (Array.isArray(x)) {
      if (seen.has(x)) continue;
      seen.add(x);
      for (let i = 0; i < x.length; i++) stack.push(x[i]);
    }
  }
  return true;
}
