// The Playground (issue 30): a player types a formula or a CalcArray and the engine worker evaluates
// it step by step on a copy of the game shown (or the sample board): value, type, steps charged and
// each part's value in evaluation order (src/calc/formula/explain.ts, as `npm run calc` prints it).

import { el, fill } from '../dom.ts';
import type { PlaygroundView } from '../../worker/protocol.ts';
import type { ScreenApi } from './types.ts';

/** The error with a caret under its column of the formula (or of the typed text, when it could not be read). */
function errorBlock(view: PlaygroundView, typed: string): HTMLElement[] {
  const err = view.error!;
  const text = view.formula || typed;
  const line = text.includes('\n') ? '' : text;
  const message = el(
    'p',
    { class: 'playground-error', role: 'alert' },
    `Column ${err.column}: ${err.message.replace(/^column \d+: /, '')}`,
  );
  if (!line) return [message];
  return [el('pre', { class: 'playground-caret' }, `${line}\n${' '.repeat(Math.max(0, err.column - 1))}^`), message];
}

function resultBlock(view: PlaygroundView, typed: string): HTMLElement[] {
  const summary = el(
    'dl',
    { class: 'playground-summary' },
    el('dt', {}, 'Formula'),
    el('dd', {}, el('code', {}, view.formula || typed)),
    ...(view.error
      ? []
      : [
          el('dt', {}, 'Value'),
          el('dd', {}, el('code', { class: 'playground-value' }, view.value ?? '')),
          el('dt', {}, 'Type'),
          el('dd', { class: 'playground-type' }, view.type ?? ''),
        ]),
    el('dt', {}, 'Steps'),
    el('dd', { class: 'playground-steps' }, String(view.steps)),
    el('dt', {}, 'Board'),
    el('dd', {}, view.board === 'game' ? 'the game shown' : 'the sample board'),
  );
  const steps = el(
    'ol',
    { class: 'playground-trace', 'aria-label': 'Each part, in evaluation order' },
    ...view.trace.map((t) =>
      el(
        'li',
        { class: `indent-${Math.min(t.depth, 6)}` },
        el('code', {}, t.formula),
        ' → ',
        t.error
          ? el('span', { class: 'playground-part-error' }, `error: ${t.error}`)
          : el('code', {}, `${t.value} (${t.type})`),
      ),
    ),
  );
  return [
    ...(view.error ? errorBlock(view, typed) : []),
    summary,
    view.trace.length ? el('h4', {}, 'Step by step') : null,
    view.trace.length ? steps : null,
    view.omitted > 0 ? el('p', {}, `…and ${view.omitted} more parts not shown.`) : null,
  ].filter((x): x is HTMLElement => x !== null);
}

/** The Playground section of the Rules screen. */
export function playgroundSection(api: ScreenApi): HTMLElement {
  const input = el('textarea', {
    class: 'code playground-input',
    rows: 2,
    'aria-label': 'Formula or CalcArray',
    placeholder: '@Next(1, 0) = @This(0)',
    spellcheck: 'false',
  });
  const num = (label: string, value: number): HTMLInputElement =>
    el('input', { type: 'number', step: 1, value, 'aria-label': label, class: 'playground-num' });
  const v = num('Tile row (from 0)', 0);
  const h = num('Tile column (from 0)', 0);
  const board = el(
    'select',
    { 'aria-label': 'Board' },
    el('option', { value: 'game', selected: true }, 'The game shown'),
    el('option', { value: 'sample' }, 'The sample board'),
  );
  // The move direction @Next looks along: none, or one of the game's directions (their vectors).
  const dirs = (api.currentView()?.directions ?? []).filter((d) => d.vector[0] !== 0 || d.vector[1] !== 0);
  const direction = el(
    'select',
    { 'aria-label': 'Move direction' },
    el('option', { value: '' }, 'No direction'),
    ...dirs.map((d, i) => el('option', { value: String(i) }, `Moving ${d.label}`)),
  );
  const out = el('div', { class: 'playground-result', 'aria-live': 'polite' });
  const run = async (): Promise<void> => {
    const typed = input.value;
    const dir = direction.value === '' ? undefined : dirs[Number(direction.value)];
    out.setAttribute('aria-busy', 'true');
    try {
      const view = await api.playground({
        source: typed,
        board: board.value === 'sample' ? 'sample' : 'game',
        v: Math.trunc(Number(v.value) || 0),
        h: Math.trunc(Number(h.value) || 0),
        ...(dir ? { vdir: dir.vector[0], hdir: dir.vector[1] } : {}),
      });
      fill(out, ...resultBlock(view, typed));
    } catch (e) {
      fill(out, el('p', { class: 'playground-error', role: 'alert' }, e instanceof Error ? e.message : String(e)));
    } finally {
      out.removeAttribute('aria-busy');
    }
  };
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void run();
    }
  });
  return el(
    'details',
    { class: 'rules-playground' },
    el('summary', {}, 'Playground'),
    el(
      'p',
      {},
      'Type a formula or a CalcArray and evaluate it. @This is the tile at the row and column below; @Next(1, 0) is the tile one step ahead in the direction chosen.',
    ),
    input,
    el('div', { class: 'row' }, el('label', {}, 'Row ', v), el('label', {}, 'Column ', h), direction, board),
    el('button', { class: 'btn primary', type: 'button', onclick: () => void run() }, 'Evaluate'),
    out,
  );
}
