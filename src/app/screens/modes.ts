// Mode picker: cards in each mode's own colours (its `look`, checked by safe-css), filters by
// category and by tag (BigInt, hex, scripts…, asked of the worker when the picker opens), search,
// a preview of each mode's first board, best score per mode, installed modes, games imported from Game codes (under
// Imported, while they have a saved game), each mode's options (set before starting; the last
// choice is remembered per mode), and the stored records that cannot be used (saved games set
// aside, damaged installed modes): exported as they were stored, or removed.

import { el, fill } from '../dom.ts';
import { confirmButton } from '../confirm-button.ts';
import { optionForm } from '../option-form.ts';
import { safeCss } from '../safe-css.ts';
import { changedOnly } from '../option-values.ts';
import { paintBoard } from '../first-paint.ts';
import { recordedBestText } from '../best-text.ts';
import { screenFrame } from './frame.ts';
import { MODE_TAGS, type ModeTag } from '../../worker/protocol.ts';
import type { PickerEntry, ScreenApi } from './types.ts';
import type { DamagedRecord } from '../../storage/storage.ts';

/** The "Damaged saved games" list: each record can be downloaded as stored, or removed (asked first). */
function damagedSection(api: ScreenApi, records: DamagedRecord[]): HTMLElement | null {
  if (records.length === 0) return null;
  const list = el('ul', {});
  const section = el(
    'section',
    { class: 'mode-cat damaged', 'aria-label': 'Damaged saved games' },
    el('h3', {}, 'Damaged saved games'),
    el('p', { class: 'mode-desc' }, 'These could not be used. Export one to keep it (as it was stored), or remove it.'),
    list,
  );
  const row = (d: DamagedRecord, i: number): HTMLElement =>
    el(
      'li',
      { class: 'mode-item', 'data-damaged': d.id },
      el(
        'div',
        { class: 'mode-row' },
        el(
          'span',
          { class: 'mode-btn' },
          el('span', { class: 'mode-name' }, d.what),
          el('span', { class: 'mode-desc' }, `Why: ${d.reason}.`),
        ),
        el(
          'button',
          {
            class: 'btn small',
            type: 'button',
            'aria-label': `Export ${d.what}`,
            onclick: () => {
              const url = URL.createObjectURL(new Blob([d.text], { type: 'application/json' }));
              el('a', { href: url, download: `damaged-record-${i + 1}.json` }).click();
              setTimeout(() => URL.revokeObjectURL(url), 1000);
            },
          },
          'Export',
        ),
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

const categoryOf = (e: PickerEntry): string =>
  e.imported ? 'Imported' : e.installed ? 'Installed' : e.summary.category;

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
      el(
        'button',
        { class: 'btn primary', type: 'button', onclick: play, 'data-play-options': e.key },
        'Play with these options',
      ),
      el(
        'button',
        {
          class: 'btn',
          type: 'button',
          onclick: () => {
            form.reset();
            status.textContent = 'Options reset to their defaults.';
          },
        },
        'Reset to defaults',
      ),
    ),
    status,
  );
}

/** The preview panel of one mode: its first board (a new seeded game), its tags, and Play. */
async function previewPanel(
  api: ScreenApi,
  e: PickerEntry,
  tags: readonly ModeTag[],
  panel: HTMLElement,
): Promise<void> {
  const box = el('div', { class: 'preview-board', role: 'img', 'aria-label': `First board of ${e.summary.name}` });
  const status = el('p', { class: 'mode-desc', role: 'status' }, 'Loading the board…');
  fill(
    panel,
    box,
    tags.length ? el('p', { class: 'mode-tags' }, tags.join(' · ')) : null,
    status,
    el('button', { class: 'btn primary', type: 'button', onclick: () => api.play(e.key) }, `Play ${e.summary.name}`),
  );
  try {
    const view = await api.previewMode(e.summary.id);
    // The painter fits the board to the box's size: painted whenever the box is laid out at a new size
    // (the panel may have been closed before the answer came, or the phone turned).
    new ResizeObserver(() => {
      const r = box.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return;
      box.replaceChildren();
      paintBoard(box, view);
    }).observe(box);
    status.textContent = `${view.width}×${view.height} board, ${view.tiles.length} tile${view.tiles.length === 1 ? '' : 's'} at the start.`;
  } catch {
    box.remove();
    status.textContent = 'This mode has no preview; play it to see its board.';
  }
}

export function modesScreen(api: ScreenApi): HTMLElement {
  const search = el('input', {
    type: 'search',
    class: 'search',
    placeholder: 'Search modes',
    'aria-label': 'Search modes',
    autocomplete: 'off',
  });
  const list = el('div', { class: 'mode-list' }, el('p', {}, 'Loading modes…'));
  let entries: PickerEntry[] = [];
  let best = new Map<string, string>();
  let saved: ReadonlySet<string> = new Set();
  let nextPanel = 0;
  /** The category shown, or '' for all. */
  let shownCategory = '';
  const filters = el('div', { class: 'mode-filters', role: 'group', 'aria-label': 'Show modes of' });
  /** Tags by mode id, once the worker has answered (null before). */
  let tags: Readonly<Record<string, readonly ModeTag[]>> | null = null;
  /** Tags a shown mode must all have. */
  const shownTags = new Set<ModeTag>();
  const tagFilters = el('div', { class: 'mode-filters', role: 'group', 'aria-label': 'Show modes with', hidden: true });
  const tagsOf = (e: PickerEntry): readonly ModeTag[] => (e.imported ? [] : (tags?.[e.summary.id] ?? []));

  const item = (e: PickerEntry): HTMLElement => {
    const hasOptions = (e.summary.options?.length ?? 0) > 0;
    const panelId = `mode-options-${++nextPanel}`;
    const panel = hasOptions
      ? el('div', {
          class: 'mode-options',
          id: panelId,
          role: 'group',
          'aria-label': `Options for ${e.summary.name}`,
          hidden: true,
          tabindex: -1,
        })
      : null;
    const chosen = Object.keys(api.modeOptions(e.key)).length;
    const toggle = panel
      ? el(
          'button',
          {
            class: 'btn small opt-toggle',
            type: 'button',
            'aria-expanded': 'false',
            'aria-controls': panelId,
            'aria-label': `Options for ${e.summary.name}${chosen ? `, ${chosen} changed` : ''}`,
            'data-options': e.key,
          },
          chosen ? `Options (${chosen})` : 'Options',
        )
      : null;
    toggle?.addEventListener('click', () => {
      const open = panel!.hidden;
      if (open && !panel!.firstChild) optionsPanel(api, e, panel!);
      panel!.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
      // The panel, not its first field: a phone would open its keyboard over the list.
      if (open) panel!.focus();
    });
    const modeTags = tagsOf(e);
    const previewId = `mode-preview-${nextPanel}`;
    // Modes the worker's catalog starts fresh (those it tagged): imported games resume their own position.
    const preview =
      e.imported || !tags || !(e.summary.id in tags)
        ? null
        : el('div', {
            class: 'mode-preview',
            id: previewId,
            role: 'group',
            'aria-label': `Preview of ${e.summary.name}`,
            hidden: true,
            tabindex: -1,
          });
    const previewToggle = preview
      ? el(
          'button',
          {
            class: 'btn small preview-toggle',
            type: 'button',
            'aria-expanded': 'false',
            'aria-controls': previewId,
            'aria-label': `Preview ${e.summary.name}`,
            'data-preview': e.key,
          },
          'Preview',
        )
      : null;
    previewToggle?.addEventListener('click', () => {
      const open = preview!.hidden;
      preview!.hidden = !open;
      previewToggle.setAttribute('aria-expanded', String(open));
      if (open && !preview!.firstChild) void previewPanel(api, e, modeTags, preview!);
      if (open) preview!.focus();
    });
    const card = el(
      'button',
      { class: 'mode-btn', type: 'button', onclick: () => api.play(e.key), 'data-mode': e.key },
      el('span', { class: 'mode-name' }, e.summary.name),
      el('span', { class: 'mode-desc' }, e.summary.description),
      e.summary.installed
        ? el(
            'span',
            { class: 'mode-by' },
            `v${e.summary.installed.version}${e.summary.installed.author ? ` · by ${e.summary.installed.author}` : ''}`,
          )
        : null,
      // One state a mode: a game in progress has been played, whatever its best says.
      best.get(e.key)
        ? el('span', { class: 'mode-best' }, `Best ${best.get(e.key)}`)
        : saved.has(e.key)
          ? null
          : el('span', { class: 'mode-best' }, 'Not played'),
      saved.has(e.key) ? el('span', { class: 'mode-progress' }, 'In progress') : null,
      modeTags.length
        ? el('span', { class: 'mode-tags', 'data-tags': modeTags.join(',') }, modeTags.join(' · '))
        : null,
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
        previewToggle,
        // A mode installed from a Custom or Infused code opens in the Mode maker.
        e.installed && api.makerCodeOf(e.key)
          ? el(
              'button',
              {
                class: 'btn small',
                type: 'button',
                'aria-label': `Edit ${e.summary.name} in the maker`,
                onclick: () => api.openMaker(api.makerCodeOf(e.key) ?? undefined),
              },
              'Edit',
            )
          : null,
        // The game being played is not forgotten under the player (its next move would save it again).
        e.installed || (e.imported && api.currentView()?.modeId !== e.key)
          ? confirmButton(
              `Remove ${e.summary.name}`,
              e.imported || saved.has(e.key)
                ? `Remove “${e.summary.name}” and its saved game?`
                : `Remove “${e.summary.name}”?`,
              async () => {
                await api.removeMode(e.key);
                entries = entries.filter((x) => x.key !== e.key);
                render();
              },
            )
          : null,
      ),
      panel,
      preview,
    );
  };

  const renderFilters = (): void => {
    const names = ['', ...new Set(entries.map(categoryOf))];
    if (!names.includes(shownCategory)) shownCategory = '';
    fill(
      filters,
      ...names.map((c) =>
        el(
          'button',
          {
            class: 'btn small chip',
            type: 'button',
            'aria-pressed': String(c === shownCategory),
            'data-filter': c || 'All',
            onclick: () => {
              shownCategory = c;
              render();
            },
          },
          c || 'All',
        ),
      ),
    );
  };

  /** Chips for the tags some listed mode has (none until the worker's answer arrives). */
  const renderTagFilters = (): void => {
    const present = MODE_TAGS.filter((t) => entries.some((e) => tagsOf(e).includes(t)));
    for (const t of shownTags) if (!present.includes(t)) shownTags.delete(t);
    tagFilters.hidden = present.length === 0;
    fill(
      tagFilters,
      ...present.map((t) =>
        el(
          'button',
          {
            class: 'btn small chip',
            type: 'button',
            'aria-pressed': String(shownTags.has(t)),
            'data-tag': t,
            onclick: () => {
              if (shownTags.has(t)) shownTags.delete(t);
              else shownTags.add(t);
              render();
            },
          },
          t,
        ),
      ),
    );
  };

  const render = (): void => {
    renderFilters();
    renderTagFilters();
    const q = search.value.trim().toLowerCase();
    const shown = entries.filter(
      (e) =>
        (!shownCategory || categoryOf(e) === shownCategory) &&
        [...shownTags].every((t) => tagsOf(e).includes(t)) &&
        (!q || `${e.summary.name} ${e.summary.description} ${e.summary.category}`.toLowerCase().includes(q)),
    );
    if (shown.length === 0) return fill(list, el('p', {}, 'No mode matches.'));
    const cats = new Map<string, PickerEntry[]>();
    for (const e of shown) {
      const c = categoryOf(e);
      cats.set(c, [...(cats.get(c) ?? []), e]);
    }
    fill(
      list,
      ...[...cats].map(([cat, items]) =>
        // `data-category` dresses a section: the Waves modes sit on waves, as on the original's menu (styles.css).
        el('section', { class: 'mode-cat', 'data-category': cat }, el('h3', {}, cat), el('ul', {}, ...items.map(item))),
      ),
    );
  };
  search.addEventListener('input', render);
  const damaged = el('div', { class: 'damaged-list' });
  // Tags take the worker a moment (it builds every mode once): asked at once, the chips appear when they
  // come (if they came first, the cards are redrawn before the player can touch them). No tags: no chips.
  const tagsAnswer = api.modeTags().catch(() => null);
  void Promise.all([api.modes(), api.stats(), api.savedModes()]).then(([m, s, g]) => {
    entries = m;
    best = new Map([...s].filter(([, v]) => v.best).map(([k, v]) => [k, recordedBestText(v)]));
    saved = g;
    render();
    void tagsAnswer.then((t) => {
      if (!t) return;
      tags = t;
      render();
    });
  });
  void api.damaged().then(
    (d) => fill(damaged, damagedSection(api, d)),
    () => undefined,
  );
  const make = el('button', { class: 'btn make-mode', type: 'button', onclick: () => api.openMaker() }, 'Make a mode');
  return screenFrame('modes', 'Modes', () => api.close(), make, search, filters, tagFilters, list, damaged);
}
