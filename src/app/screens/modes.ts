// Mode picker: categories, search, best score per mode, installed modes.

import { el, fill } from '../dom.ts';
import { screenFrame } from './frame.ts';
import type { PickerEntry, ScreenApi } from './types.ts';

export function modesScreen(api: ScreenApi): HTMLElement {
  const search = el('input', { type: 'search', class: 'search', placeholder: 'Search modes', 'aria-label': 'Search modes', autocomplete: 'off' });
  const list = el('div', { class: 'mode-list' }, el('p', {}, 'Loading modes…'));
  let entries: PickerEntry[] = [];
  let best = new Map<string, number>();

  const render = (): void => {
    const q = search.value.trim().toLowerCase();
    const shown = entries.filter((e) => !q || `${e.summary.name} ${e.summary.description} ${e.summary.category}`.toLowerCase().includes(q));
    if (shown.length === 0) return fill(list, el('p', {}, 'No mode matches.'));
    const cats = new Map<string, PickerEntry[]>();
    for (const e of shown) {
      const c = e.installed ? 'Installed' : e.summary.category;
      cats.set(c, [...(cats.get(c) ?? []), e]);
    }
    fill(
      list,
      ...[...cats].map(([cat, items]) =>
        el(
          'section',
          { class: 'mode-cat' },
          el('h3', {}, cat),
          el(
            'ul',
            {},
            ...items.map((e) =>
              el(
                'li',
                { class: 'mode-item' },
                el(
                  'button',
                  { class: 'mode-btn', type: 'button', onclick: () => api.play(e.key), 'data-mode': e.key },
                  el('span', { class: 'mode-name' }, e.summary.name),
                  el('span', { class: 'mode-desc' }, e.summary.description),
                  el('span', { class: 'mode-best' }, best.get(e.key) ? `Best ${best.get(e.key)}` : 'Not played'),
                ),
                e.installed
                  ? el('button', { class: 'btn small', type: 'button', 'aria-label': `Remove ${e.summary.name}`, onclick: async () => {
                      await api.removeMode(e.key);
                      entries = entries.filter((x) => x.key !== e.key);
                      render();
                    } }, 'Remove')
                  : null,
              ),
            ),
          ),
        ),
      ),
    );
  };
  search.addEventListener('input', render);
  void Promise.all([api.modes(), api.stats()]).then(([m, s]) => {
    entries = m;
    best = new Map([...s].map(([k, v]) => [k, v.best]));
    render();
  });
  return screenFrame('modes', 'Modes', () => api.close(), search, list);
}
