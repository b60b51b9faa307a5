// Service worker registration with an update prompt (workbox-window). A new version waits until
// the player accepts; only then is it told to skip waiting, and the page reloads once it controls.

import { Workbox } from 'workbox-window';

export function registerServiceWorker(promptUpdate: (apply: () => void) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const wb = new Workbox(`${base}sw.js`, { scope: base, type: 'classic' });
  wb.addEventListener('waiting', () => {
    promptUpdate(() => {
      wb.addEventListener('controlling', () => location.reload());
      wb.messageSkipWaiting();
    });
  });
  void wb.register().catch(() => {
    /* offline support is a bonus: the game works without it */
  });
}
