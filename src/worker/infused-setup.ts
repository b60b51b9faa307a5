// The pre-game controls of an Infused code (custom-modes.md §6.3; src/engine/codes/infused-controls.ts)
// for the page: open a code, act on its controls, and bake the chosen variant into a Mode code
// (as the original does when a running infused game is exported), which the app installs and plays.
import { jsString, type Value } from '../calc/values.ts';
import { InfusedMode } from '../engine/codes/infused-mode.ts';
import type { ControlAction, InfusedControl } from '../engine/codes/infused-controls.ts';
import { rawModeFromMode } from '../engine/index.ts';
import { Sfc32 } from '../engine/index.ts';
import { exportModeCode } from '../formats/index.ts';
import { codeError, readCode } from './mode-catalog.ts';
import { SessionError, type InfusedAction, type InfusedControlView, type InfusedSetupView } from './protocol.ts';

/** Text of a label or value (codes' labels are text values; others print as the language does). */
function shown(x: Value): string {
  if (typeof x === 'string') return x;
  if (x === undefined || x === null) return '';
  try {
    return jsString(x);
  } catch {
    return '';
  }
}

function controlView(c: InfusedControl): InfusedControlView | null {
  if (!c.visible || c.type === 'hidden') return null;
  const value = Array.isArray(c.value) ? c.value.map(shown).join(', ') : shown(c.value);
  switch (c.type) {
    case 'options': {
      const options = c.options.map((o) => shown(o.label));
      return { index: c.index, type: 'options', title: options[Number(c.value) || 0] ?? '', value, options };
    }
    case 'counterSimple':
    case 'counterAdvanced':
      return {
        index: c.index,
        type: c.type,
        title: shown(c.title),
        value,
        canDecrease: c.canDecrease,
        canIncrease: c.canIncrease,
      };
    case 'input':
    case 'list':
      return { index: c.index, type: c.type, title: shown(c.title), value };
  }
}

function action(a: InfusedAction): ControlAction {
  switch (a?.type) {
    case 'click':
    case 'minus':
    case 'plus':
      return { type: a.type };
    case 'input':
      if (typeof a.text !== 'string') break;
      return { type: 'input', text: a.text.slice(0, 10_000) };
    case 'list':
      if (!Array.isArray(a.texts) || !a.texts.every((t) => typeof t === 'string')) break;
      return { type: 'list', texts: a.texts.slice(0, 1_000) };
  }
  throw new SessionError('bad-request', 'unknown control action');
}

export class InfusedSetup {
  private open: { code: string; mode: InfusedMode } | null = null;

  /** Opens an Infused code's controls (their start values). */
  start(code: string): InfusedSetupView {
    const imported = readCode(code);
    if (imported.kind !== 'infused')
      throw new SessionError('unsupported', 'Only Infused codes have mode variables to set.');
    try {
      // Values computed at random draw from a fixed seed, as a code mode's first game does.
      const rng = new Sfc32(1);
      this.open = { code, mode: new InfusedMode(imported.infused, { random: () => rng.next() }) };
    } catch (e) {
      throw codeError(e);
    }
    return this.view();
  }

  act(index: number, a: InfusedAction): InfusedSetupView {
    const open = this.current();
    if (!Number.isInteger(index)) throw new SessionError('bad-request', 'control index must be an integer');
    try {
      open.mode.act(index, action(a));
    } catch (e) {
      throw codeError(e);
    }
    return this.view();
  }

  /** The variant chosen now, baked into a Mode code. */
  bake(): string {
    const open = this.current();
    try {
      return exportModeCode(rawModeFromMode(open.mode.build().mode));
    } catch (e) {
      throw codeError(e);
    }
  }

  private current(): { code: string; mode: InfusedMode } {
    if (!this.open) throw new SessionError('no-game', 'no Infused code is open');
    return this.open;
  }

  private view(): InfusedSetupView {
    const controls: InfusedControlView[] = [];
    try {
      for (const c of this.current().mode.controls()) {
        const v = controlView(c);
        if (v) controls.push(v);
      }
    } catch (e) {
      throw codeError(e);
    }
    return { controls };
  }
}
