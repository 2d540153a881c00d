// A second visit's fast start: Pyodide's memory as it was once the page's Python was
// imported, before any board was made. A visit that finds none has one made once its board
// is on the page, by a second worker (Pyodide's `makeMemorySnapshot`: worker.js), and kept
// in the browser's Cache Storage under a fingerprint of what it was made from: Pyodide's
// version, the wheels and the page's Python files. A later visit whose files have that
// fingerprint starts Pyodide from the snapshot, without starting the interpreter or
// importing anything; a rebuilt site has another fingerprint, and its first visit has a new
// snapshot made in place of the old one. The snapshot holds no game and no record: its
// maker makes no board and reads nothing the page keeps (and Pyodide's files are not in
// it). docs/site.md has the figures.
import { version } from "../static/pyodide/pyodide.mjs";

/** The Cache Storage cache that holds the snapshot, one per copy of the site (by address). */
const CACHE = "hearttoheart-widget play snapshot";
const KEY = new URL("snapshot", import.meta.url).href;
const FINGERPRINT = "x-hearttoheart-fingerprint";

/** The SHA-256 (hex) of Pyodide's version and `parts`, `[name, text or bytes]` pairs. */
export async function fingerprint(parts) {
  const encoder = new TextEncoder();
  const chunks = [encoder.encode(version)];
  for (const [name, content] of parts) {
    chunks.push(encoder.encode(`\0${name}\0`));
    chunks.push(typeof content === "string" ? encoder.encode(content) : new Uint8Array(content));
  }
  const joined = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  chunks.reduce((at, chunk) => (joined.set(chunk, at), at + chunk.length), 0);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", joined));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The kept snapshot's bytes when its fingerprint is what `wanted()` resolves to, else
 * null; a snapshot of other files is deleted. Null, too, where Cache Storage cannot be
 * used. `wanted` is called only when a snapshot is kept: a first visit hashes nothing. */
export async function find(wanted) {
  try {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(KEY);
    if (!kept) return null;
    const bytes = kept.arrayBuffer(); // read while the fingerprint is worked out
    if (kept.headers.get(FINGERPRINT) === (await wanted())) return new Uint8Array(await bytes);
    await cache.delete(KEY);
  } catch {
    // No Cache Storage here (a private window, say): start without a snapshot.
  }
  return null;
}

/** Delete the kept snapshot (one that would not start). */
export async function forget() {
  try {
    await (await caches.open(CACHE)).delete(KEY);
  } catch {
    // Nothing kept, or no Cache Storage here.
  }
}

/** `loadPyodide`'s options to be able to make a snapshot. They slow Pyodide's start (by
 * about 50 ms), so the game's own worker starts without them and a second worker, started
 * once the board is on the page, makes the snapshot (worker.js). */
export const MAKING = { _makeSnapshot: true };

/** Null where a snapshot can be kept here, else why not (no Cache Storage: a private
 * window, say), so that none is made for nothing. */
export async function usable() {
  try {
    await caches.open(CACHE);
    return null;
  } catch (error) {
    return `not kept: ${error}`;
  }
}

/** `loadPyodide`'s options to start from `snapshot`. */
export function options(snapshot) {
  return {
    _loadSnapshot: snapshot,
    // Pyodide copies the snapshot into the module's memory, which starts smaller than
    // the memory the snapshot was taken of: grow it first (the copy overwrites all of it).
    async createPyodideModule(settings) {
      const { default: create } = await import("../static/pyodide/pyodide.asm.mjs");
      const module = await create(settings);
      if (snapshot.length > module.HEAP8.length) module._malloc(snapshot.length);
      return module;
    },
  };
}

/** Keep `snapshot`, made of the files of `fingerprint`, in place of the one kept before;
 * what became of it: "kept", or why not. */
export async function keep(snapshot, fingerprint) {
  try {
    const cache = await caches.open(CACHE);
    const headers = { "content-type": "application/octet-stream", [FINGERPRINT]: fingerprint };
    await cache.put(KEY, new Response(snapshot, { headers }));
    return "kept";
  } catch (error) {
    return `not kept: ${error}`;
  }
}
