// Service worker: precaches the whole app (Workbox injectManifest), answers every navigation with
// the app shell so deep links work offline, and activates a new version only when the page asks
// (the update prompt sends SKIP_WAITING; nothing skips waiting during install). It also fetches
// catalog feeds for the page, which may not connect elsewhere (src/app/feed-relay.ts).

/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { createStore, keys, type UseStore } from 'idb-keyval';
import { FEED_LIST_DB, type FeedFetchReply, isFeedFetchRequest, relayFetch } from '../src/app/feed-relay.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Static files opened directly are not app routes (mode ids such as "1.5" are).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/\.(?:js|css|png|svg|ico|webmanifest|json|txt|map|woff2?)$/i],
  }),
);

/** The player's feed list as stored now (empty if it cannot be read: then nothing is fetched). */
let feedList: UseStore | null = null;
async function listedFeeds(): Promise<string[]> {
  try {
    feedList ??= createStore(FEED_LIST_DB, 'kv');
    return (await keys(feedList)).filter((k): k is string => typeof k === 'string');
  } catch {
    feedList = null;
    return [];
  }
}

/**
 * A feed fetch asked by the page. This worker's own fetches are not under the page's CSP (whose
 * connect-src is 'self'): relayFetch allows only the player's feeds and their hosts, over https.
 */
async function answerFeedFetch(url: string, port: MessagePort): Promise<void> {
  // Fetched with the worker's own fetch: Workbox's routes see page requests only.
  const reply: FeedFetchReply = await relayFetch(url, await listedFeeds(), (u, init) => fetch(u, init));
  port.postMessage(reply, reply.ok ? [reply.body] : []);
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  const port = event.ports[0];
  if (isFeedFetchRequest(data) && port) {
    event.waitUntil(answerFeedFetch(data.url, port));
    return;
  }
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING')
    void self.skipWaiting();
});

// Take control of pages opened before the first install, so they work offline right away.
self.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(self.clients.claim()));
