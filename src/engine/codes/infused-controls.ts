// Mode-variable controls of an Infused code (custom-modes.md §6.3), as typed data a pre-game
// screen can render, and the actions that change `mode_vars`. Evaluation goes through a callback
// so this module does not know where the variables come from.
import type { Value } from '../../calc/values.ts';
import { ModeBuildError } from '../mode-build-error.ts';

interface ControlBase {
  /** Position in value 28 = the index of the `mode_vars` entry the control owns. */
  index: number;
  /** The control's current value (`mode_vars[index]`). */
  value: Value;
  /** The visibility expression did not give a loosely-false result. */
  visible: boolean;
  /** A change re-evaluates the default grid size (value 23). */
  reloadSize: boolean;
}

export type InfusedControl =
  | (ControlBase & { type: 'options'; options: { label: Value; colour: Value }[] })
  | (ControlBase & {
      type: 'counterSimple';
      title: Value;
      colour: Value;
      step: Value;
      min: Value;
      max: Value;
      canDecrease: boolean;
      canIncrease: boolean;
    })
  | (ControlBase & { type: 'counterAdvanced'; title: Value; colour: Value; canDecrease: boolean; canIncrease: boolean })
  | (ControlBase & { type: 'input'; title: Value; colour: Value })
  | (ControlBase & { type: 'list'; title: Value; colour: Value })
  | (ControlBase & { type: 'hidden'; kind: Value });

export type ControlAction =
  | { type: 'click' }
  | { type: 'minus' }
  | { type: 'plus' }
  | { type: 'input'; text: string }
  | { type: 'list'; texts: readonly string[] };

/** The parsed control definition (value 28 entry). */
export interface ControlSpec {
  type: InfusedControl['type'];
  raw: Value[];
  start: Value;
}

/** Most controls a code may declare. */
export const MAX_CONTROLS = 256;

export function readControls(x: Value): ControlSpec[] {
  if (!Array.isArray(x))
    throw new ModeBuildError('value', 'infused value 28', 'the mode-variable controls must be a list');
  if (x.length > MAX_CONTROLS)
    throw new ModeBuildError('limit', 'infused value 28', `more than ${MAX_CONTROLS} controls`);
  return x.map((c, i) => {
    if (!Array.isArray(c)) throw new ModeBuildError('value', `infused value 28[${i}]`, 'a control must be a list');
    switch (c[0]) {
      case 'Options':
        if (!Array.isArray(c[1]))
          throw new ModeBuildError('value', `infused value 28[${i}]`, 'Options need a list of [label, colour]');
        return { type: 'options', raw: c, start: 0 };
      case 'CounterSimple':
        return { type: 'counterSimple', raw: c, start: c[3] };
      case 'CounterAdvanced':
        return { type: 'counterAdvanced', raw: c, start: c[3] };
      case 'Input':
        return { type: 'input', raw: c, start: c[3] };
      case 'List':
        return { type: 'list', raw: c, start: c[3] };
      default:
        return { type: 'hidden', raw: c, start: c[1] };
    }
  });
}

/** JavaScript's `x == false` on the values the language produces (hidden when true). */
export function looselyFalse(x: Value): boolean {
  if (x === false || x === 0 || x === 0n || x === '') return true;
  if (typeof x === 'number') return x === 0;
  if (typeof x === 'string') return x.trim() === '' || Number(x) === 0;
  if (Array.isArray(x)) {
    if (x.length === 0) return true;
    if (x.length === 1 && !Array.isArray(x[0]))
      return looselyFalse(x[0] === undefined || x[0] === null ? '' : String(x[0]));
    return false;
  }
  return false;
}

/** What the controls need from the mode: evaluation with the control variables. */
export interface ControlHost {
  /** Evaluates `expr` with variables `[modeVars, modifiers, [settings, dirs, autoDirs], extra?]`. */
  evaluate(expr: Value, modeVars: readonly Value[], extra?: Value): Value;
  modeVars(): Value[];
}

function _isFalse(x: Value): boolean {
  return x === false;
}

/** The typed, rendered state of one control. */
export function renderControl(spec: ControlSpec, index: number, host: ControlHost): InfusedControl {
  const c = spec.raw;
  const vars = host.modeVars();
  const value = vars[index];
  const ev = (expr: Value, extra?: Value): Value => host.evaluate(expr, vars, extra);
  const shown = (expr: Value): boolean => expr === undefined || !looselyFalse(ev(expr, value));
  const base = (vis: Value, reload: Value): ControlBase => ({
    index,
    value,
    visible: shown(vis),
    reloadSize: reload === true,
  });
  switch (spec.type) {
    case 'options': {
      const options = (c[1] as Value[]).map((o) =>
        Array.isArray(o) ? { label: o[0], colour: o[1] } : { label: o, colour: undefined },
      );
      return { ...base(c[3], c[4]), type: 'options', options };
    }
    case 'counterSimple': {
      const [step, min, max] = [c[4], c[5], c[6]];
      return {
        ...base(c[8], c[9]),
        type: 'counterSimple',
        title: c[1],
        colour: c[2],
        step,
        min,
        max,
        canDecrease: !isAtOrBeyond(ev, value, min, '<='),
        canIncrease: !isAtOrBeyond(ev, value, max, '>='),
      };
    }
    case 'counterAdvanced':
      return {
        ...base(c[8], c[9]),
        type: 'counterAdvanced',
        title: c[1],
        colour: c[2],
        canDecrease: shown(c[6]),
        canIncrease: shown(c[7]),
      };
    case 'input':
      return { ...base(c[7], c[8]), type: 'input', title: c[1], colour: c[2] };
    case 'list':
      return { ...base(c[6], c[7]), type: 'list', title: c[1], colour: c[2] };
    case 'hidden':
      return { index, value, visible: false, reloadSize: false, type: 'hidden', kind: c[0] };
  }
}

type Ev = (expr: Value, extra?: Value) => Value;

function isAtOrBeyond(ev: Ev, value: Value, bound: Value, op: '<=' | '>='): boolean {
  if (bound === undefined) return false;
  if (typeof value === 'number' && typeof bound === 'number') return op === '<=' ? value <= bound : value >= bound;
  return ev([value, op, bound]) === true;
}

function step(ev: Ev, value: Value, by: Value, sign: 1 | -1): Value {
  if (typeof value === 'number' && typeof by === 'number') return value + sign * by;
  // BigRational / bigint counters: exact arithmetic by the language's rational operators.
  return ev([value, sign === 1 ? '+BR' : '-BR', by]);
}

function accepted(ev: Ev, valid: Value, text: Value): boolean {
  return valid === undefined || !looselyFalse(ev(valid, text));
}

/**
 * Applies an action to control `index`: computes the control's new value and, if it changed,
 * sets it and runs the control's script. Returns the new `mode_vars`, or null if the action did
 * nothing (hidden buttons, rejected input).
 */
export function applyAction(
  spec: ControlSpec,
  index: number,
  action: ControlAction,
  host: ControlHost,
): Value[] | null {
  const c = spec.raw;
  const vars = host.modeVars();
  const current = vars[index];
  const ev: Ev = (expr, extra) => host.evaluate(expr, vars, extra);
  const wrong = (): never => {
    throw new ModeBuildError('value', `control ${index}`, `a ${spec.type} control does not take "${action.type}"`);
  };
  let next: Value;
  let script: Value;
  switch (spec.type) {
    case 'options': {
      if (action.type !== 'click') return wrong();
      const n = (c[1] as Value[]).length;
      next = n ? ((Number(current) || 0) + 1) % n : 0;
      script = c[2];
      break;
    }
    case 'counterSimple': {
      if (action.type !== 'minus' && action.type !== 'plus') return wrong();
      const bound = action.type === 'minus' ? c[5] : c[6];
      if (isAtOrBeyond(ev, current, bound, action.type === 'minus' ? '<=' : '>=')) return null;
      next = step(ev, current, c[4], action.type === 'minus' ? -1 : 1);
      script = c[7];
      break;
    }
    case 'counterAdvanced': {
      if (action.type !== 'minus' && action.type !== 'plus') return wrong();
      const visible = action.type === 'minus' ? c[6] : c[7];
      if (visible !== undefined && looselyFalse(ev(visible, current))) return null;
      next = current;
      script = action.type === 'minus' ? c[4] : c[5];
      break;
    }
    case 'input': {
      if (action.type !== 'input') return wrong();
      if (accepted(ev, c[4], action.text)) next = action.text;
      else {
        const fallback = c[5] === undefined ? undefined : ev(c[5], action.text);
        if (typeof fallback !== 'string') return null;
        next = fallback;
      }
      script = c[6];
      break;
    }
    case 'list': {
      if (action.type !== 'list') return wrong();
      // Element-wise validation: an element that fails keeps the list unchanged.
      if (!action.texts.every((t) => accepted(ev, c[4], t))) return null;
      next = action.texts.slice();
      script = c[5];
      break;
    }
    case 'hidden':
      return wrong();
  }
  const withValue = vars.slice();
  withValue[index] = next;
  return runScript(host, withValue, script, next);
}

/** `mode_vars = ["@var_retain", script, "2nd", "@Var 0"]` with the control's value as variable 3. */
function runScript(host: ControlHost, vars: Value[], script: Value, value: Value): Value[] {
  const out = host.evaluate(['@var_retain', script === undefined ? [] : script, '2nd', '@Var 0'], vars, value);
  if (!Array.isArray(out))
    throw new ModeBuildError('value', 'control script', 'the script did not leave mode_vars a list');
  return out;
}
