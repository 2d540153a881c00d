// The site's service worker. scripts/app.py puts it at the site's root in place of
// JupyterLite's own, whose work it keeps as it was: the kernel's /api/drive and /api/stdin/
// requests are answered by the page through a BroadcastChannel, the heartbeat answers "ok",
// and JupyterLite's other /api/ requests are never cached. To that it adds a cache named
// by the build's version, so that the site works offline after one visit: on install it
// fetches the home page (a few kB); a page's first visit fetches the rest of its part of
// the site (the Play page with Pyodide's runtime, JupyterLite, or the docs), which a page
// tells it (register.js); and any other file of the site is kept when a page asks for it. A rebuilt
// site has a new version, hence a new worker, whose activation deletes the caches of the
// versions before it. docs/site.md says what this means for a player.
"use strict";

// What the build made, written by scripts/app.py: its version (a hash of the site's
// files), the files fetched on install, the parts of the site fetched whole on a first
// visit of one of their pages, and the site's own static files under api/.
const BUILD = { version: "", precache: [], parts: [], api: [] };
// How many files the worker fetches at once when it keeps a part of the site.
const AT_ONCE = 6;
// The files on their way into the cache, by address, each until it is there (or failed):
// a page's request and the worker's keeping wait for each other's download, not load
// the file twice.
const fetching = new Map();
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

// A page says it was visited (register.js): keep its part of the site, then say so.
self.addEventListener("message", (event) => {
  const visited = event.data?.visited;
  if (typeof visited !== "string") return;
  const path = visited.startsWith(self.registration.scope)
    ? visited.slice(self.registration.scope.length)
    : "";
  const part = BUILD.parts.find(({ pages }) => pages.some((page) => path.startsWith(page)));
  const done = keep(part?.files ?? BUILD.precache).then((missing) =>
    event.source.postMessage({ kept: visited, missing }),
  );
  event.waitUntil(done);
});

/** Fetch what the home page needs. The worker is installed even when
 * some file could not be fetched (JupyterLite's kernel needs it): a page's visit or
 * request tries again. */
async function precache() {
  await keep(BUILD.precache);
}

/** Fetch into this version's cache the files (paths in the scope) it lacks, a few at a
 * time; resolves with how many are still missing. */
async function keep(paths) {
  const cache = await caches.open(CACHE);
  const todo = [...paths];
  let missing = 0;
  const fetchOne = async () => {
    for (let path = todo.pop(); path !== undefined; path = todo.pop()) {
      const url = new URL(path, self.registration.scope).href;
      await fetching.get(url);
      if (await cache.match(url)) continue;
      const stored = (async () => {
        // Past the browser's HTTP cache, which may hold the version before this one.
        const response = await fetch(url, { cache: "no-cache" });
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await cache.put(url, response);
      })();
      fetching.set(url, stored.catch(() => {}));
      try {
        await stored;
      } catch {
        missing += 1; // offline, say: the next visit tries again
      } finally {
        fetching.delete(url);
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, fetchOne));
  return missing;
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
 * A static host sends a file the same whatever the query (a page's ?path=… or ?game=…,
 * JupyterLite's ?_=… against stale caches), so a file is kept once, under its address
 * without the query. */
async function fromCache(event) {
  const { request } = event;
  const address = new URL(request.url);
  address.search = "";
  address.hash = "";
  const url = address.href;
  const cache = await caches.open(CACHE);
  await fetching.get(url);
  // A folder's address (a shared link's play/?code=…) is its index.html.
  let kept = await cache.match(url);
  if (!kept && url.endsWith("/")) kept = await cache.match(`${url}index.html`);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.status === 200 && response.type === "basic" && !response.redirected) {
    const stored = cache.put(url, response.clone()).catch(() => {});
    fetching.set(url, stored);
    event.waitUntil(stored.finally(() => fetching.delete(url)));
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
