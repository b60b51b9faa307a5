// The Rule inspector (issue 30): the mode's merge rules expanded, the phases of one turn, and the
// last move traced by the engine (the worker replays it from the position before it with the
// engine's tracer on). Shown on the Rules screen for the game, and on the Replays screen for the
// recorded move that led to the position shown.

import { el, fill } from '../dom.ts';
import type { MoveTraceView, RuleInspectorView } from '../../worker/protocol.ts';

/** A move's trace: phases as headings of nested lists. */
export function traceBlock(trace: MoveTraceView | null): HTMLElement {
  if (!trace)
    return el('p', { class: 'inspector-trace' }, 'No move to explain yet: make a move, then open this again.');
  const list = el('ul', { class: 'inspector-trace', 'aria-label': trace.title });
  for (const l of trace.lines)
    list.append(
      el(
        'li',
        { class: `trace-${l.kind} indent-${Math.min(l.depth, 6)}` },
        l.depth === 0 ? el('strong', {}, l.text) : l.text,
      ),
    );
  return el(
    'div',
    { class: 'inspector-move' },
    el('h4', {}, trace.title),
    trace.stopped ? el('p', { class: 'notice', role: 'note' }, trace.stopped) : null,
    list,
    trace.dropped > 0 ? el('p', {}, `…and ${trace.dropped} more events not shown.`) : null,
  );
}

/** The inspector's three parts. */
export function inspectorBody(view: RuleInspectorView): HTMLElement[] {
  const rules = el(
    'details',
    { class: 'inspector-rules' },
    el('summary', {}, `Merge rules, expanded (${view.rules.length + view.moreRules})`),
    ...view.rules.map((r) =>
      el(
        'div',
        { class: 'formula-rule' },
        el('p', { class: 'formula-title' }, r.title),
        el(
          'dl',
          { class: 'formula-parts' },
          el('dt', {}, 'length'),
          el('dd', {}, el('code', {}, r.length)),
          el('dt', {}, 'order'),
          el('dd', {}, r.order),
          el('dt', {}, 'condition'),
          el('dd', {}, el('code', {}, r.condition)),
          el('dt', {}, 'tried'),
          el('dd', {}, el('ul', {}, ...r.expanded.map((x) => el('li', {}, x)))),
        ),
      ),
    ),
    view.moreRules > 0 ? el('p', {}, `…and ${view.moreRules} more.`) : null,
  );
  const phases = el(
    'details',
    { class: 'inspector-phases' },
    el('summary', {}, 'One turn, in order'),
    el(
      'ol',
      {},
      ...view.phases.map((p) => el('li', {}, p.title, p.scripts.length ? ` — scripts: ${p.scripts.join(', ')}` : '')),
    ),
  );
  return [rules, phases, traceBlock(view.lastMove)];
}

/** A section that loads the inspector when opened (the trace replays a move: not done unasked). */
export function inspectorSection(
  load: () => Promise<RuleInspectorView | null>,
  title = 'Rule inspector',
): HTMLDetailsElement {
  const body = el('div', { class: 'inspector-body', 'aria-live': 'polite' });
  const section = el('details', { class: 'rules-inspector' }, el('summary', {}, title), body);
  section.addEventListener('toggle', () => {
    if (!section.open) return;
    body.setAttribute('aria-busy', 'true');
    void load()
      .then((view) => fill(body, ...(view ? inspectorBody(view) : [el('p', {}, 'This game cannot be inspected.')])))
      .catch((e: unknown) => fill(body, el('p', { role: 'alert' }, e instanceof Error ? e.message : String(e))))
      .finally(() => body.removeAttribute('aria-busy'));
  });
  return section;
}
