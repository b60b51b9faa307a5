// Installing our own data-plugin files (format pow2048-plugin/1): paste or choose a file; the worker
// validates and tries it out, the page only shows the answer. Installed plugins are listed with
// their kind, version and author, and can be removed (after a confirmation).

import type { InstalledPluginInfo } from '../../worker/protocol.ts';
import { confirmButton } from '../confirm-button.ts';
import { el, fill } from '../dom.ts';
import type { ScreenApi } from './types.ts';

const KIND_NAMES: Record<InstalledPluginInfo['kind'], string> = {
  mode: 'Mode',
  modifier: 'Modifier',
  colorScheme: 'Colour scheme',
};
/** Checked before reading the file at all (the worker's own limit is 2 MB of text). */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** `changed`: told after an install or removal (other lists on the screen follow). */
export function pluginImportSection(api: ScreenApi, changed: () => void = () => undefined): HTMLElement {
  const status = el('p', { class: 'plugin-status', role: 'status', 'aria-live': 'polite' });
  const input = el('textarea', {
    class: 'code',
    rows: 5,
    'aria-label': 'Plugin file to install',
    placeholder: 'Paste a plugin file (JSON) here',
    spellcheck: 'false',
  });
  const file = el('input', {
    type: 'file',
    accept: '.json,application/json,text/plain',
    'aria-label': 'Install a plugin from a file',
  });
  const list = el('ul', { class: 'plugin-list', 'aria-label': 'Installed plugins' });

  const render = (): void => {
    const items = api.installedPlugins();
    if (items.length === 0) return fill(list, el('li', {}, 'No plugins installed.'));
    fill(
      list,
      ...items.map((p) =>
        el(
          'li',
          { class: 'plugin', 'data-plugin': p.id },
          el('span', { class: 'plugin-name' }, `${p.name} `),
          el(
            'span',
            { class: 'opt-hint' },
            `${KIND_NAMES[p.kind]} · v${p.version}${p.author ? ` · by ${p.author}` : ''} `,
          ),
          confirmButton(`Remove ${p.name}`, `Remove “${p.name}”?`, async () => {
            await api.removePlugin(p.id);
            status.textContent = `Removed “${p.name}”.`;
            render();
            changed();
          }),
        ),
      ),
    );
  };

  const install = async (text: string): Promise<void> => {
    status.textContent = 'Checking the plugin…';
    status.textContent = await api.installPlugin(text);
    render();
    changed();
  };
  file.addEventListener('change', async () => {
    const f = file.files?.[0];
    if (!f) return;
    if (f.size > MAX_FILE_BYTES) {
      status.textContent = 'That file is too large to be a plugin (the limit is 2 MB).';
      return;
    }
    input.value = await f.text();
    await install(input.value);
  });
  render();

  return el(
    'section',
    { class: 'plugin-import' },
    el('h3', {}, 'Plugin files'),
    el(
      'p',
      { class: 'opt-hint' },
      'A plugin file adds a mode, a modifier or a colour scheme. It is checked before it is installed; nothing in it runs as a program.',
    ),
    input,
    el(
      'div',
      { class: 'row' },
      el('button', { class: 'btn primary', type: 'button', onclick: () => install(input.value) }, 'Install plugin'),
      file,
    ),
    status,
    el('h4', {}, 'Installed plugins'),
    list,
  );
}
