// On the Codes screen: every installed mode and plugin file with where it came from, its version,
// size and when it was last played; removing one asks first and says whether its saved game goes
// with it. Below, a backup of everything as one file, and restoring one (merged, nothing lost).

import { confirmButton } from '../confirm-button.ts';
import { el, fill } from '../dom.ts';
import { kb } from './feeds.ts';
import type { InstalledItem, ScreenApi } from './types.ts';

const KIND_NAMES = { mode: 'Mode', modifier: 'Modifier', colorScheme: 'Colour scheme' } as const;

function sourceText(i: InstalledItem): string {
  switch (i.source) {
    case 'feed':
      return `from the feed ${i.feed ? new URL(i.feed).host : ''}`.trim();
    case 'link':
      return 'from a share link';
    case 'maker':
      return 'made in the Mode maker';
    case 'backup':
      return 'from a backup';
    case 'file':
      return 'from a plugin file';
    default:
      return 'from a save code';
  }
}

const day = (t: number): string => new Date(t).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** The section, and `refresh` for when something is installed or removed elsewhere on the screen. */
export function installedSection(api: ScreenApi): { root: HTMLElement; refresh: () => void } {
  const list = el('ul', { class: 'item-list installed-list', 'aria-label': 'Installed modes' });
  const status = el('p', { class: 'installed-status', role: 'status', 'aria-live': 'polite' });

  /** The Web Share sheet where the browser has one, else the link copied (or shown to copy by hand). */
  const share = async (i: InstalledItem): Promise<void> => {
    const url = await api.shareLinkOf(i.key);
    if (!url) return;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: i.name, url });
        return;
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      status.textContent = `Link to “${i.name}” copied: it installs it in this app on another device, also offline.`;
    } catch {
      status.textContent = url;
    }
  };

  const render = async (): Promise<void> => {
    const items = await api.installedList();
    if (items.length === 0) return fill(list, el('li', {}, 'Nothing installed.'));
    fill(
      list,
      ...items.map((i) =>
        el(
          'li',
          { class: 'plugin', 'data-installed': i.key, 'data-source': i.source },
          el('span', { class: 'plugin-name' }, `${i.name} `),
          el(
            'span',
            { class: 'opt-hint' },
            [
              KIND_NAMES[i.kind],
              sourceText(i),
              i.version ? `v${i.version}` : '',
              kb(i.size),
              i.lastPlayed ? `last played ${day(i.lastPlayed)}` : 'not played',
            ]
              .filter(Boolean)
              .join(' · ') + ' ',
          ),
          el(
            'button',
            {
              class: 'btn small',
              type: 'button',
              'aria-label': `Share ${i.name}`,
              onclick: () => void share(i),
            },
            'Share',
          ),
          confirmButton(
            `Uninstall ${i.name}`,
            `Remove “${i.name}”? ${i.hasGame ? 'Its saved game in progress goes with it.' : 'It has no game in progress.'}`,
            async () => {
              await api.removeMode(i.key);
              status.textContent = `Removed “${i.name}”${i.hasGame ? ' and its saved game' : ''}.`;
              await render();
            },
          ),
        ),
      ),
    );
  };
  void render();

  const backupStatus = el('p', { class: 'backup-status', role: 'status', 'aria-live': 'polite' });
  const file = el('input', {
    type: 'file',
    accept: '.json,application/json',
    'aria-label': 'Restore from a backup file',
  });
  file.addEventListener('change', async () => {
    const f = file.files?.[0];
    if (!f) return;
    backupStatus.textContent = 'Restoring…';
    backupStatus.textContent = await api.importBackup(await f.text());
    file.value = '';
    await render();
  });
  const backUp = async (): Promise<void> => {
    const text = await api.exportBackup();
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const a = el('a', { href: url, download: `pow2048-backup-${new Date().toISOString().slice(0, 10)}.json` });
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    backupStatus.textContent = `Backup saved (${kb(text.length)}).`;
  };

  const root = el(
    'section',
    { class: 'installed' },
    el('h3', {}, 'Installed modes'),
    list,
    status,
    el('h3', {}, 'Backup'),
    el(
      'p',
      { class: 'opt-hint' },
      'One file with your saved games, best scores, installed modes, settings and feeds. Restoring it on another device adds it to what is there: no game of either is lost.',
    ),
    el(
      'div',
      { class: 'row' },
      el('button', { class: 'btn', type: 'button', onclick: () => void backUp() }, 'Back up everything'),
      file,
    ),
    backupStatus,
  );
  return { root, refresh: () => void render() };
}
