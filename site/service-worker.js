// The site's service worker. scripts/site.py puts it at the site's root in place of
// JupyterLite's own, whose work it keeps as it was: the kernel's /api/drive and /api/stdin/
// requests are answered by the page through a BroadcastChannel, the heartbeat answers "ok",
// and JupyterLite's other /api/ requests are never cached. To that it adds a cache named
// by the build's version, so that the site works offline after one visit: the Play page
// and its Python are fetched on install, every other file of the site when a page first
// asks for it; a rebuilt site has a new version, hence a new worker, whose activation
// deletes the caches of the versions before it. docs/site.md says what this means for a
// player.
"use strict";

// What the build made, written by scripts/site.py: its version (a hash of the site's
// files), the files fetched on install, and the site's own static files under api/.
const BUILD = { version: "", precache: [], api: [] };
// The cache's name holds the worker's scope, so two copies of the site on one origin
// (a release and a preview, say) keep and delete only their own.
const PREFIX = `hearttoheart-widget ${self.registration.scope} `;
const CACHE = `${PREFIX}${BUILD.version}`;
// JupyterLite's channel: its pages answer the kernel's drive and stdin requests.
const broadcast = new BroadcastChannel("/sw-api.v1");

self.addEventListener("install", (event) => {
  self.skipWaiting();
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.pathname === "/api/service-worker-heartbeat") {
    event.respondWith(new Response("ok"));
  } else if (broadcasts(url)) {
    event.respondWith(broadcastOne(request, url));
  } else if (cacheable(request, url)) {
    event.respondWith(fromCache(event));
  }
});

/** Fetch what the Play page needs (unless this version's cache holds it already: the
 * worker is installed again when JupyterLite registers it anew). A file that cannot be
 * fetched is left to be cached when a page asks for it: the worker is installed anyway,
 * as JupyterLite's kernel needs it. */
async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    BUILD.precache.map(async (path) => {
      const url = new URL(path, self.registration.scope);
      if (await cache.match(url)) return;
      try {
        // Past the browser's HTTP cache, which may hold the version before this one.
        const response = await fetch(url, { cache: "no-cache" });
        if (response.ok) await cache.put(url, response);
      } catch {
        // offline or gone: a page's own request will try again
      }
    }),
  );
}

function broadcasts(url) {
  return (
    url.origin === location.origin &&
    (url.pathname.includes("/api/drive") || url.pathname.includes("/api/stdin/"))
  );
}

/** A GET of this site's own files: in the worker's scope, and not one of JupyterLite's
 * /api/ requests (but the static files the build wrote under api/, which its pages
 * read). A range request is left to the network, as a cache keeps whole files only. */
function cacheable(request, url) {
  if (request.method !== "GET" || request.headers.has("range")) return false;
  if (!url.href.startsWith(self.registration.scope)) return false;
  const path = url.href.slice(self.registration.scope.length).split(/[?#]/)[0];
  return !url.pathname.includes("/api/") || BUILD.api.includes(path);
}

/** The file from this version's cache; else from the network, kept for the next time.
 * A page is kept without its query (?path=..., ?game=...), which the page reads itself. */
async function fromCache(event) {
  const { request } = event;
  let key = request;
  if (request.mode === "navigate") {
    const url = new URL(request.url);
    url.search = "";
    url.hash = "";
    key = url.href;
  }
  const cache = await caches.open(CACHE);
  const kept = await cache.match(key);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.status === 200 && response.type === "basic" && !response.redirected) {
    event.waitUntil(cache.put(key, response.clone()));
  }
  return response;
}

/** JupyterLite's: pass a kernel's request to its page, and answer with the page's reply. */
async function broadcastOne(request, url) {
  const message = await request.json();
  const requestId = message.requestId ?? crypto.randomUUID();
  message.requestId = requestId;
  const reply = new Promise((resolve) => {
    const listener = (event) => {
      const data = event.data;
      if (data.browsingContextId !== message.browsingContextId || data.requestId !== requestId) {
        return;
      }
      resolve(new Response(JSON.stringify(data.response)));
      broadcast.removeEventListener("message", listener);
    };
    broadcast.addEventListener("message", listener);
  });
  message.pathname = url.pathname;
  broadcast.postMessage(message);
  return await reply;
}
