// A mode's rules as readable formulas (docs/formulas.md) for the Rules screen: each merge rule split
// into its labelled parts (engine.md §4.1), then the win and lose conditions and the spawn table.
// Every part is one value of the mode printed with `printFormula`, so it parses back to that value.
import { printFormula } from '../calc/formula/index.ts';
import type { Value } from '../calc/values.ts';
import type { ModeDefinition } from '../engine/index.ts';
import type { FormulaGroupView, RuleFormulasView } from './protocol.ts';

/** One labelled part of a rule: a value of the mode, as written there. */
export interface RulePart {
  readonly label: string;
  readonly value: Value;
}

/** A rule or condition of the mode, split into labelled parts. */
export interface RuleParts {
  readonly title: string;
  readonly parts: readonly RulePart[];
}

/** Enough for any built-in mode; a mode with more says how many are left out. */
const MAX_ENTRIES = 200;

const BODY_LABELS = [
  'length',
  'condition',
  'order',
  'results',
  'score',
  'used-up flags',
  'base length',
  'step orders',
  'length step',
  'max length',
];

/** Leading merge modifiers of a results list (engine.md §4.5) and the `fill` token (§4.2). */
function isResultToken(x: Value): boolean {
  return typeof x === 'string' && (x.startsWith('@Merge') || x === 'fill');
}

/** A results list, one part per resulting tile (one per tile value when a tile holds several). */
function resultParts(outputs: Value): RulePart[] {
  if (!Array.isArray(outputs) || outputs[0] === '@CalcArray') return [{ label: 'results', value: outputs }];
  const parts: RulePart[] = [];
  let n = 0;
  for (const out of outputs) {
    if (isResultToken(out)) {
      parts.push({ label: 'merge modifier', value: out });
      continue;
    }
    n++;
    if (Array.isArray(out) && out.length === 1) parts.push({ label: `result ${n}`, value: out[0] });
    else if (Array.isArray(out) && out.length > 1)
      out.forEach((v, j) => parts.push({ label: `result ${n}, value ${j + 1}`, value: v }));
    else parts.push({ label: `result ${n}`, value: out });
  }
  return parts.length ? parts : [{ label: 'results', value: outputs }];
}

/** A merge rule's parts: its variables, then length, condition, order, results, score, flags (engine.md §4.1). */
export function mergeRuleParts(rule: Value): RulePart[] {
  // A rule of another shape is shown whole.
  if (!Array.isArray(rule)) return [{ label: 'rule', value: rule }];
  const end = rule.indexOf('@end_vars');
  let start = 0;
  const parts: RulePart[] = [];
  if (rule[0] === '@include_gvars') {
    parts.push({ label: 'variables', value: rule[0] });
    start = 1;
  }
  if (end >= start) {
    for (let i = start; i < end; i++) parts.push({ label: `variable ${i - start}`, value: rule[i] });
    start = end + 1;
  }
  const body = rule.slice(start);
  if (body.length < 5) return [{ label: 'rule', value: rule }];
  body.forEach((v, i) => {
    if (i === 3) parts.push(...resultParts(v));
    else parts.push({ label: BODY_LABELS[i] ?? `part ${i + 1}`, value: v });
  });
  return parts;
}

function limited<T>(list: readonly T[]): { shown: readonly T[]; more: number } {
  return { shown: list.slice(0, MAX_ENTRIES), more: Math.max(0, list.length - MAX_ENTRIES) };
}

/** The mode's rules as labelled values, in groups: merge rules, winning, losing, spawns, scripts. */
export function ruleGroups(mode: ModeDefinition): { title: string; rules: RuleParts[]; more: number }[] {
  const merges = limited(Array.isArray(mode.mergeRules) ? mode.mergeRules : []);
  const wins = limited(Array.isArray(mode.winConditions) ? mode.winConditions : []);
  const loses = limited(Array.isArray(mode.loseConditions) ? mode.loseConditions : []);
  const spawns = limited(Array.isArray(mode.startTileSpawns) ? mode.startTileSpawns : []);
  const scripts = limited(Array.isArray(mode.scripts) ? mode.scripts : []);
  return [
    {
      title: 'Merge rules',
      rules: merges.shown.map((r, i) => ({ title: `Rule ${i + 1}`, parts: mergeRuleParts(r) })),
      more: merges.more,
    },
    {
      title: 'Winning',
      rules: [
        ...wins.shown.map((c, i) => ({ title: `Winning tile ${i + 1}`, parts: [{ label: 'tile or test', value: c }] })),
        { title: 'Winning tiles needed', parts: [{ label: 'requirement', value: mode.winRequirement }] },
      ],
      more: wins.more,
    },
    {
      title: 'Losing',
      rules: [
        ...loses.shown.map((c, i) => ({ title: `Losing tile ${i + 1}`, parts: [{ label: 'tile or test', value: c }] })),
        { title: 'Losing tiles needed', parts: [{ label: 'requirement', value: mode.loseRequirement }] },
      ],
      more: loses.more,
    },
    {
      title: 'Spawns',
      rules: spawns.shown.map((s, i) => ({ title: `Spawn ${i + 1}`, parts: spawnParts(s) })),
      more: spawns.more,
    },
    {
      title: 'Scripts',
      rules: scripts.shown.map((s, i) => ({ title: `Script ${i + 1}`, parts: scriptParts(s) })),
      more: scripts.more,
    },
  ];
}

const SCRIPT_LABELS = ['script', 'runs on', 'every (ms)', 'stops when'];

/** A script `[expression, timing, period, stop condition]` (engine.md §7; data plugins' hooks are scripts too). */
function scriptParts(entry: Value): RulePart[] {
  if (!Array.isArray(entry) || entry.length < 2 || entry[0] === '@CalcArray') return [{ label: 'entry', value: entry }];
  return entry.map((value, i) => ({ label: SCRIPT_LABELS[i] ?? `part ${i + 1}`, value }));
}

/** A spawn-table entry `[tile, weight]` (engine.md §6.1); other shapes whole. */
function spawnParts(entry: Value): RulePart[] {
  if (Array.isArray(entry) && entry.length === 2 && entry[0] !== '@CalcArray')
    return [
      { label: 'tile', value: entry[0] },
      { label: 'weight', value: entry[1] },
    ];
  return [{ label: 'entry', value: entry }];
}

/** Longer formulas are cut (built-in modes' longest is under 2,000 characters; a code's may be any size). */
export const MAX_FORMULA_CHARS = 5000;

/** One part as text: a value the printer cannot handle (nested past the stack) is named, never thrown. */
function partText(value: Value): string {
  let text: string;
  try {
    text = printFormula(value);
  } catch {
    return '(too deeply nested to print)';
  }
  return text.length > MAX_FORMULA_CHARS
    ? `${text.slice(0, MAX_FORMULA_CHARS)} … (${text.length - MAX_FORMULA_CHARS} more characters)`
    : text;
}

/** The Rules screen's formulas for a mode. */
export function ruleFormulas(mode: ModeDefinition): RuleFormulasView {
  const groups: FormulaGroupView[] = ruleGroups(mode).map((g) => ({
    title: g.title,
    rules: g.rules.map((r) => ({
      title: r.title,
      parts: r.parts.map((p) => ({ label: p.label, formula: partText(p.value) })),
    })),
    more: g.more,
  }));
  return { groups };
}
