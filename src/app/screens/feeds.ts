// Catalog feeds on the Codes screen: add a feed's address, browse what it lists, install from it,
// and see which installed plugins it has a newer version of. Nothing is fetched unless the player
// presses a button here (src/app/feeds.ts says what a fetch may carry and where it may go).

import { confirmButton } from '../confirm-button.ts';
import { el, fill } from '../dom.ts';
import { type Feed, entryState, feedUpdates } from '../feeds.ts';
import type { ScreenApi } from './types.ts';

const KIND_NAMES = { mode: 'Mode', modifier: 'Modifier', colorScheme: 'Colour scheme' } as const;

export const kb = (bytes: number): string => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** `changed`: told after an install or update (the Installed list follows). */
export function feedsSection(api: ScreenApi, changed: () => void = () => undefined): HTMLElement {
  const status = el('p', { class: 'feed-status', role: 'status', 'aria-live': 'polite' });
  const address = el('input', {
    type: 'url',
    class: 'feed-address',
    'aria-label': 'Feed address',
    placeholder: 'https://example.org/feed.json',
    spellcheck: 'false',
  });
  const list = el('ul', { class: 'item-list feed-list', 'aria-label': 'Feeds' });
  const entries = el('div', { class: 'feed-entries' });

  const installed = () => api.installedPlugins().map((p) => ({ id: p.id, version: p.version }));

  /** Lists a fetched feed's plugins, each with Install, Update or Installed; says what it has (updates first). */
  const show = (feed: Feed): string => {
    const updates = feedUpdates(feed, installed());
    const summary = updates.length
      ? `${updates.length === 1 ? 'An update' : `${updates.length} updates`} in “${feed.name}”: ${updates
          .map((u) => `${u.name} v${u.version}`)
          .join(', ')}.`
      : `“${feed.name}” lists ${feed.entries.length} plugin${feed.entries.length === 1 ? '' : 's'}.`;
    const have = new Map(installed().map((p) => [p.id, p.version]));
    fill(
      entries,
      el('h4', {}, feed.name),
      el(
        'ul',
        { class: 'item-list', 'aria-label': `Plugins in ${feed.name}` },
        ...feed.entries.map((e) => {
          const state = entryState(e, installed());
          const act = async (): Promise<void> => {
            status.textContent = state === 'update' ? `Updating “${e.name}”…` : `Installing “${e.name}”…`;
            const message = await api.installFromFeed(e, feed.url);
            show(feed);
            changed();
            status.textContent = message;
          };
          return el(
            'li',
            { class: 'plugin', 'data-feed-entry': e.id, 'data-state': state },
            el('span', { class: 'plugin-name' }, `${e.name} `),
            el(
              'span',
              { class: 'opt-hint' },
              `${KIND_NAMES[e.kind]} · v${e.version}${e.author ? ` · by ${e.author}` : ''} · ${kb(e.size)} `,
            ),
            state === 'installed'
              ? el('span', { class: 'opt-hint' }, `Installed (v${have.get(e.id)})`)
              : el(
                  'button',
                  {
                    class: state === 'update' ? 'btn primary small' : 'btn small',
                    type: 'button',
                    'aria-label': `${state === 'update' ? 'Update' : 'Install'} ${e.name}`,
                    onclick: () => void act(),
                  },
                  state === 'update' ? `Update to v${e.version}` : 'Install',
                ),
          );
        }),
      ),
    );
    return summary;
  };

  const open = async (url: string): Promise<void> => {
    status.textContent = 'Fetching the feed…';
    const r = await api.openFeed(url);
    status.textContent = r.ok ? show(r.value) : r.message;
  };

  const render = async (): Promise<void> => {
    const feeds = await api.feeds();
    if (feeds.length === 0) return fill(list, el('li', {}, 'No feeds added.'));
    fill(
      list,
      ...feeds.map((f) =>
        el(
          'li',
          { class: 'plugin', 'data-feed': f.url },
          el('span', { class: 'plugin-name' }, `${f.name} `),
          el('span', { class: 'opt-hint' }, `${f.url} `),
          el(
            'button',
            { class: 'btn small', type: 'button', 'aria-label': `Check ${f.name}`, onclick: () => void open(f.url) },
            'Browse and check for updates',
          ),
          confirmButton(
            `Remove the feed ${f.name}`,
            `Remove the feed “${f.name}”? What you installed from it stays.`,
            async () => {
              await api.removeFeed(f.url);
              fill(entries);
              status.textContent = `Removed the feed “${f.name}”.`;
              await render();
            },
          ),
        ),
      ),
    );
  };

  const add = async (): Promise<void> => {
    status.textContent = 'Fetching the feed…';
    const r = await api.addFeed(address.value);
    if (!r.ok) {
      status.textContent = r.message;
      return;
    }
    address.value = '';
    await render();
    status.textContent = show(r.value);
  };
  address.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') void add();
  });
  void render();

  return el(
    'section',
    { class: 'feeds' },
    el('h3', {}, 'Catalog feeds'),
    el(
      'p',
      { class: 'opt-hint' },
      'A feed is a list of plugin files someone publishes. The app fetches it only when you press a button here, and installs a file only if it is exactly the one the feed lists. What you install stays playable offline.',
    ),
    el(
      'div',
      { class: 'row' },
      address,
      el('button', { class: 'btn', type: 'button', onclick: () => void add() }, 'Add feed'),
    ),
    status,
    list,
    entries,
  );
}
