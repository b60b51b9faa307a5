// Service worker: precaches the whole app (Workbox injectManifest), answers every navigation with
// the app shell so deep links work offline, and activates a new version only when the page asks
// (the update prompt sends SKIP_WAITING; nothing skips waiting during install).

/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Static files opened directly are not app routes (mode ids such as "1.5" are).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/\.(?:js|css|png|svg|ico|webmanifest|json|txt|map|woff2?)$/i],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING')
    void self.skipWaiting();
});

// Take control of pages opened before the first install, so they work offline right away.
self.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(self.clients.claim()));
