// Rules of the current mode.

import { el, fill } from '../dom.ts';
import { importedRules, ruleParagraphs } from '../imported-rules.ts';
import type { FormulaGroupView, RuleFormulaView } from '../../worker/protocol.ts';
import { inspectorSection } from './inspector.ts';
import { playgroundSection } from './playground.ts';
import { screenFrame } from './frame.ts';
import type { ScreenApi } from './types.ts';

/** The options and modifiers of the game in progress. */
function setupSection(api: ScreenApi): HTMLElement | null {
  const setup = api.currentView()?.setup;
  if (!setup || (setup.options.length === 0 && setup.modifiers.length === 0)) return null;
  return el(
    'section',
    { class: 'rules-setup' },
    el('h3', {}, 'This game'),
    setup.options.length
      ? el(
          'dl',
          { class: 'setup-list' },
          ...setup.options.flatMap((o) => [
            el('dt', {}, o.label),
            el('dd', {}, o.changed ? `${o.value} (changed)` : o.value),
          ]),
        )
      : null,
    el('p', {}, setup.modifiers.length ? `Modifiers: ${setup.modifiers.join('; ')}.` : 'No modifiers.'),
  );
}

/** A game imported from a Game code: its rules come from the code, read again by the worker. */
function importedSection(api: ScreenApi): HTMLElement {
  const section = el(
    'section',
    { class: 'rules-imported', 'aria-busy': 'true' },
    el('p', {}, 'This game was imported from a Game code.'),
  );
  void api
    .currentCode()
    .catch(() => null)
    .then((info) => {
      fill(section, ...importedRules(info).map((p) => el('p', {}, p)));
      section.removeAttribute('aria-busy');
    });
  return section;
}

function formulaRule(r: RuleFormulaView): HTMLElement {
  return el(
    'div',
    { class: 'formula-rule' },
    el('p', { class: 'formula-title' }, r.title),
    el(
      'dl',
      { class: 'formula-parts' },
      ...r.parts.flatMap((p) => [el('dt', {}, p.label), el('dd', {}, el('code', {}, p.formula))]),
    ),
  );
}

function formulaGroup(g: FormulaGroupView, open: boolean): HTMLElement {
  return el(
    'details',
    { open },
    el('summary', {}, g.title),
    ...g.rules.map(formulaRule),
    g.more > 0 ? el('p', {}, `…and ${g.more} more.`) : null,
  );
}

/** The game's rules as formulas (docs/formulas.md), printed by the worker from the mode itself. */
function formulasSection(api: ScreenApi): HTMLElement {
  const section = el('section', { class: 'rules-formulas', 'aria-busy': 'true' }, el('h3', {}, 'Rules as formulas'));
  void api.ruleFormulas().then((view) => {
    section.removeAttribute('aria-busy');
    if (!view) {
      section.append(el('p', {}, 'The rules of this game cannot be shown as formulas.'));
      return;
    }
    const groups = view.groups.filter((g) => g.rules.length > 0);
    section.append(
      el(
        'p',
        {},
        "Operators run left to right, with no precedence; [ ] is a sub-expression, { } a list. @This(0) is the moving tile's first value, @Next(1, 0) that of the tile one step ahead.",
      ),
      ...groups.map((g, i) => formulaGroup(g, i === 0)),
    );
  });
  return section;
}

export function rulesScreen(api: ScreenApi): HTMLElement {
  const m = api.currentMode();
  const body = m
    ? [
        el('h3', {}, m.summary.name),
        ...(m.imported ? [importedSection(api)] : ruleParagraphs(m.summary.rules).map((p) => el('p', {}, p))),
        setupSection(api),
        formulasSection(api),
        playgroundSection(api),
        inspectorSection(() => api.inspectRules(false)),
        el('h3', {}, 'Controls'),
        el(
          'p',
          {},
          "Swipe on the board, use the arrow keys (or WASD and the mode's own keys), or the move buttons. Ctrl+Z undoes, Ctrl+Y redoes.",
        ),
      ]
    : [el('p', {}, 'No game is running.')];
  return screenFrame('rules', 'Rules', () => api.close(), ...body);
}
