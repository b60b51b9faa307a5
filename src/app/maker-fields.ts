// Form controls of the Mode maker: labelled inputs bound to a draft field, each with a slot for the
// issue that points at it (`data-field` = the issue's field path). No engine here: the worker
// checks the draft (src/maker through the protocol).

import { el } from './dom.ts';
import type { MakerIssue } from '../worker/protocol.ts';

let nextId = 0;

/** What the controls call when the player changed the draft: `structural` = lists changed, redraw the step. */
export type OnChange = (structural: boolean) => void;

function errorSlot(id: string): HTMLElement {
  return el('p', { class: 'field-error', id, hidden: true, role: 'alert' });
}

/** A text field (numbers, formulas, texts) bound to `get`/`set`. */
export function textField(
  label: string,
  field: string,
  get: () => string,
  set: (v: string) => void,
  changed: OnChange,
  opts: { multiline?: boolean; wide?: boolean; hint?: string } = {},
): HTMLElement {
  const id = `mk-${nextId++}`;
  const input = opts.multiline
    ? el('textarea', { id, rows: 3, spellcheck: 'true' })
    : el('input', { id, type: 'text', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false' });
  input.value = get();
  input.setAttribute('aria-describedby', `${id}-err`);
  input.addEventListener('input', () => {
    set(input.value);
    changed(false);
  });
  return el(
    'div',
    { class: `mk-field${opts.wide || opts.multiline ? ' wide' : ''}`, 'data-field': field },
    el('label', { for: id }, label),
    input,
    opts.hint ? el('span', { class: 'mk-hint' }, opts.hint) : null,
    errorSlot(`${id}-err`),
  );
}

export function checkField(
  label: string,
  field: string,
  get: () => boolean,
  set: (v: boolean) => void,
  changed: OnChange,
  structural = false,
): HTMLElement {
  const id = `mk-${nextId++}`;
  const input = el('input', { id, type: 'checkbox', 'aria-describedby': `${id}-err` });
  input.checked = get();
  input.addEventListener('change', () => {
    set(input.checked);
    changed(structural);
  });
  return el(
    'div',
    { class: 'mk-field mk-check wide', 'data-field': field },
    el('label', { for: id }, input, label),
    errorSlot(`${id}-err`),
  );
}

export function selectField(
  label: string,
  field: string,
  options: readonly (readonly [value: string, label: string])[],
  get: () => string,
  set: (v: string) => void,
  changed: OnChange,
  structural = false,
): HTMLElement {
  const id = `mk-${nextId++}`;
  const select = el('select', { id, 'aria-describedby': `${id}-err` });
  for (const [value, text] of options) select.appendChild(el('option', { value }, text));
  // A value the list lacks (an unusual code) stays selectable as itself.
  if (!options.some(([v]) => v === get())) select.appendChild(el('option', { value: get() }, get()));
  select.value = get();
  select.addEventListener('change', () => {
    set(select.value);
    changed(structural);
  });
  return el(
    'div',
    { class: 'mk-field', 'data-field': field },
    el('label', { for: id }, label),
    select,
    errorSlot(`${id}-err`),
  );
}

export function smallButton(label: string, onclick: () => void, aria?: string): HTMLButtonElement {
  return el('button', { class: 'btn small', type: 'button', onclick, 'aria-label': aria }, label);
}

/** A group of fields with a heading (a fieldset, so screen readers name the group). */
export function group(title: string, field: string | null, ...children: (Node | null)[]): HTMLElement {
  return el('fieldset', { class: 'mk-group', 'data-field': field }, el('legend', {}, title), ...children);
}

/** Whether issue field `f` lies under field path `prefix` (same path or deeper). */
function under(f: string, prefix: string): boolean {
  return f === prefix || f.startsWith(`${prefix}.`);
}

/**
 * Shows each issue at the deepest element of `form` whose field contains it (an input's own slot,
 * or a group's first slot); returns the issues shown.
 */
export function showIssues(form: HTMLElement, issues: readonly MakerIssue[]): number {
  for (const slot of form.querySelectorAll<HTMLElement>('.field-error')) {
    slot.hidden = true;
    slot.textContent = '';
  }
  for (const input of form.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
  const owners = [...form.querySelectorAll<HTMLElement>('[data-field]')];
  const bySlot = new Map<HTMLElement, MakerIssue[]>();
  for (const issue of issues) {
    let best: HTMLElement | null = null;
    for (const o of owners) {
      const f = o.dataset['field']!;
      if (under(issue.field, f) && (!best || f.length > best.dataset['field']!.length)) best = o;
    }
    const slot = best?.querySelector<HTMLElement>('.field-error');
    if (slot) bySlot.set(slot, [...(bySlot.get(slot) ?? []), issue]);
  }
  let shown = 0;
  for (const [slot, list] of bySlot) {
    slot.hidden = false;
    slot.textContent = list.map((i) => i.message).join(' ');
    const error = list.some((i) => i.severity === 'error');
    slot.classList.toggle('warning', !error);
    slot.setAttribute('role', error ? 'alert' : 'status');
    slot.parentElement?.querySelector('input, select, textarea')?.setAttribute('aria-invalid', String(error));
    shown += list.length;
  }
  return shown;
}
