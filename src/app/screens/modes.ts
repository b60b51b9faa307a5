// Mode picker: cards in each mode's own colours (its `look`, checked by safe-css), filters by
// category, search, best score per mode, installed modes, games imported from Game codes (under
// Imported, while they have a saved game), each mode's options (set before starting; the last
// choice is remembered per mode), and the stored records that cannot be used (saved games set
// aside, damaged installed modes): exported as they were stored, or removed.

import { el, fill } from '../dom.ts';
import { confirmButton } from '../confirm-button.ts';
import { optionForm } from '../option-form.ts';
import { safeCss } from '../safe-css.ts';
import { changedOnly } from '../option-values.ts';
import { screenFrame } from './frame.ts';
import type { PickerEntry, ScreenApi } from './types.ts';
import type { DamagedRecord } from '../../storage/storage.ts';

/** The "Damaged saved games" list: each record can be downloaded as stored, or removed (asked first). */
function damagedSection(api: ScreenApi, records: DamagedRecord[]): HTMLElement | null {
  if (records.length === 0) return null;
  const list = el('ul', {});
  const section = el('section', { class: 'mode-cat damaged', 'aria-label': 'Damaged saved games' }, el('h3', {}, 'Damaged saved games'), el('p', { class: 'mode-desc' }, 'These could not be used. Export one to keep it (as it was stored), or remove it.'), list);
  const row = (d: DamagedRecord, i: number): HTMLElement =>
    el(
      'li',
      { class: 'mode-item', 'data-damaged': d.id },
      el(
        'div',
        { class: 'mode-row' },
        el('span', { class: 'mode-btn' }, el('span', { class: 'mode-name' }, d.what), el('span', { class: 'mode-desc' }, `Why: ${d.reason}.`)),
        el('button', { class: 'btn small', type: 'button', 'aria-label': `Export ${d.what}`, onclick: () => {
          const url = URL.createObjectURL(new Blob([d.text], { type: 'application/json' }));
          el('a', { href: url, download: `damaged-record-${i + 1}.json` }).click();
          setTimeout(() => URL.revokeObjectURL(url), 1000);
        } }, 'Export'),
        confirmButton(`Remove ${d.what}`, `Remove this damaged record for good?`, async () => {
          await api.removeDamaged(d.id);
          records = records.filter((x) => x !== d);
          if (records.length === 0) section.remove();
          else fill(list, ...records.map(row));
        }),
      ),
    );
  fill(list, ...records.map(row));
  return section;
}

/** Dresses a mode's card in its menu colours when both are safe. */
function dress(card: HTMLElement, e: PickerEntry): void {
  const look = e.summary.look;
  const background = look && safeCss('background', look.background);
  const color = look && safeCss('color', look.text);
  if (!background || !color) return;
  card.style.background = background;
  card.style.color = color;
  card.classList.add('dressed');
}

const categoryOf = (e: PickerEntry): string => (e.imported ? 'Imported' : e.installed ? 'Installed' : e.summary.category);

/** The options panel of one mode: controls, reset, and play (built when first opened). */
function optionsPanel(api: ScreenApi, e: PickerEntry, panel: HTMLElement): void {
  const specs = e.summary.options ?? [];
  const form = optionForm(specs, api.modeOptions(e.key));
  const status = el('p', { class: 'opt-status', role: 'status', 'aria-live': 'polite' });
  const play = (): void => {
    const values = form.values();
    if (!values) {
      status.textContent = 'Fix the highlighted options first.';
      return;
    }
    api.play(e.key, changedOnly(specs, values));
  };
  fill(
    panel,
    form.root,
    el(
      'div',
      { class: 'row' },
      el('button', { class: 'btn primary', type: 'button', onclick: play, 'data-play-options': e.key }, 'Play with these options'),
      el('button', { class: 'btn', type: 'button', onclick: () => {
        form.reset();
        status.textContent = 'Options reset to their defaults.';
      } }, 'Reset to defaults'),
    ),
    status,
  );
}

export function modesScreen(api: ScreenApi): HTMLElement {
  const search = el('input', { type: 'search', class: 'search', placeholder: 'Search modes', 'aria-label': 'Search modes', autocomplete: 'off' });
  const list = el('div', { class: 'mode-list' }, el('p', {}, 'Loading modes…'));
  let entries: PickerEntry[] = [];
  let best = new Map<string, string>();
  let saved: ReadonlySet<string> = new Set();
  let nextPanel = 0;
  /** The category shown, or '' for all. */
  let shownCategory = '';
  const filters = el('div', { class: 'mode-filters', role: 'group', 'aria-label': 'Show modes of' });

  const item = (e: PickerEntry): HTMLElement => {
    const hasOptions = (e.summary.options?.length ?? 0) > 0;
    const panelId = `mode-options-${++nextPanel}`;
    const panel = hasOptions ? el('div', { class: 'mode-options', id: panelId, role: 'group', 'aria-label': `Options for ${e.summary.name}`, hidden: true, tabindex: -1 }) : null;
    const chosen = Object.keys(api.modeOptions(e.key)).length;
    const toggle = panel
      ? el('button', { class: 'btn small opt-toggle', type: 'button', 'aria-expanded': 'false', 'aria-controls': panelId, 'aria-label': `Options for ${e.summary.name}${chosen ? `, ${chosen} changed` : ''}`, 'data-options': e.key }, chosen ? `Options (${chosen})` : 'Options')
      : null;
    toggle?.addEventListener('click', () => {
      const open = panel!.hidden;
      if (open && !panel!.firstChild) optionsPanel(api, e, panel!);
      panel!.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
      // The panel, not its first field: a phone would open its keyboard over the list.
      if (open) panel!.focus();
    });
    const card = el(
      'button',
      { class: 'mode-btn', type: 'button', onclick: () => api.play(e.key), 'data-mode': e.key },
      el('span', { class: 'mode-name' }, e.summary.name),
      el('span', { class: 'mode-desc' }, e.summary.description),
      e.summary.installed ? el('span', { class: 'mode-by' }, `v${e.summary.installed.version}${e.summary.installed.author ? ` · by ${e.summary.installed.author}` : ''}`) : null,
      // One state a mode: a game in progress has been played, whatever its best says.
      best.get(e.key) ? el('span', { class: 'mode-best' }, `Best ${best.get(e.key)}`) : saved.has(e.key) ? null : el('span', { class: 'mode-best' }, 'Not played'),
      saved.has(e.key) ? el('span', { class: 'mode-progress' }, 'In progress') : null,
    );
    dress(card, e);
    return el(
      'li',
      { class: 'mode-item' },
      el(
        'div',
        { class: 'mode-row' },
        card,
        toggle,
        // The game being played is not forgotten under the player (its next move would save it again).
        e.installed || (e.imported && api.currentView()?.modeId !== e.key)
          ? confirmButton(`Remove ${e.summary.name}`, e.imported ? `Remove “${e.summary.name}” and its saved game?` : `Remove “${e.summary.name}”?`, async () => {
              await api.removeMode(e.key);
              entries = entries.filter((x) => x.key !== e.key);
              render();
            })
          : null,
      ),
      panel,
    );
  };

  const renderFilters = (): void => {
    const names = ['', ...new Set(entries.map(categoryOf))];
    if (!names.includes(shownCategory)) shownCategory = '';
    fill(
      filters,
      ...names.map((c) =>
        el('button', { class: 'btn small chip', type: 'button', 'aria-pressed': String(c === shownCategory), 'data-filter': c || 'All', onclick: () => {
          shownCategory = c;
          render();
        } }, c || 'All'),
      ),
    );
  };

  const render = (): void => {
    renderFilters();
    const q = search.value.trim().toLowerCase();
    const shown = entries.filter((e) => (!shownCategory || categoryOf(e) === shownCategory) && (!q || `${e.summary.name} ${e.summary.description} ${e.summary.category}`.toLowerCase().includes(q)));
    if (shown.length === 0) return fill(list, el('p', {}, 'No mode matches.'));
    const cats = new Map<string, PickerEntry[]>();
    for (const e of shown) {
      const c = categoryOf(e);
      cats.set(c, [...(cats.get(c) ?? []), e]);
    }
    fill(list, ...[...cats].map(([cat, items]) => el('section', { class: 'mode-cat' }, el('h3', {}, cat), el('ul', {}, ...items.map(item)))));
  };
  search.addEventListener('input', render);
  const damaged = el('div', { class: 'damaged-list' });
  void Promise.all([api.modes(), api.stats(), api.savedModes()]).then(([m, s, g]) => {
    entries = m;
    best = new Map([...s].filter(([, v]) => v.best).map(([k, v]) => [k, v.bestText ?? String(v.best)]));
    saved = g;
    render();
  });
  void api.damaged().then((d) => fill(damaged, damagedSection(api, d)), () => undefined);
  return screenFrame('modes', 'Modes', () => api.close(), search, filters, list, damaged);
}
