// Settings: animation speed, theme, reduced motion, direction buttons, tile numbers, the New game
// button, the delay between a replay's moves, colour scheme (installed plugins), statistics boxes
// and timers, and About.

import { REPLAY_DELAYS, type Settings } from '../../storage/storage.ts';
import { el } from '../dom.ts';
import { aboutSection } from './about.ts';
import { screenFrame } from './frame.ts';
import { statBoxesSection } from './settings-stat-boxes.ts';
import type { ScreenApi } from './types.ts';

function choice<K extends keyof Settings>(
  api: ScreenApi,
  key: K,
  legend: string,
  options: readonly [Settings[K], string][],
): HTMLElement {
  const current = api.settings()[key];
  return el(
    'fieldset',
    { class: 'choice' },
    el('legend', {}, legend),
    ...options.map(([value, label]) =>
      el(
        'label',
        {},
        el('input', {
          type: 'radio',
          name: key,
          value: String(value),
          checked: value === current,
          onchange: () => api.updateSettings({ [key]: value } as Partial<Settings>),
        }),
        ` ${label}`,
      ),
    ),
  );
}

export function settingsScreen(api: ScreenApi): HTMLElement {
  return screenFrame(
    'settings',
    'Settings',
    () => api.close(),
    choice(api, 'speed', 'Animation speed', [
      ['slow', 'Slow'],
      ['normal', 'Normal'],
      ['fast', 'Fast'],
      ['off', 'Off'],
    ]),
    choice(api, 'reducedMotion', 'Reduced motion', [
      ['system', 'Follow the system'],
      ['on', 'On (no sliding)'],
      ['off', 'Off'],
    ]),
    choice(api, 'theme', 'Theme', [
      ['system', 'Follow the system'],
      ['light', 'Light'],
      ['dark', 'Dark'],
    ]),
    choice(api, 'directionButtons', 'Move buttons', [
      ['auto', 'Only for modes with unusual directions'],
      ['always', 'Always'],
    ]),
    choice(api, 'readableNumbers', 'Tile numbers', [
      ['off', 'As each mode colours them'],
      ['on', 'Readable: a faint number is redrawn in black or white'],
    ]),
    choice(api, 'restart', 'New game button', [
      ['new', 'Starts a new game at once'],
      ['gameOver', 'Ends a game in progress first (a game over)'],
    ]),
    choice(
      api,
      'replayDelay',
      'Time between moves in replays (at 1× speed)',
      REPLAY_DELAYS.map((ms): [number, string] => [
        ms,
        `${ms < 1000 ? `${ms / 1000} second` : 'One second'}${ms === 100 ? ' (as the original)' : ''}`,
      ]),
    ),
    choice(api, 'colorScheme', 'Tile colours', [
      ['', 'Each mode’s own colours'],
      ...api
        .installedPlugins()
        .filter((p) => p.kind === 'colorScheme')
        .map((p): [string, string] => [p.id, `${p.name} (v${p.version}${p.author ? `, by ${p.author}` : ''})`]),
    ]),
    statBoxesSection(api),
    aboutSection(),
  );
}
