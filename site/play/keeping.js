// The Play page's keeping: the records, and each game's game in progress and settings, live
// in a folder of Pyodide's file system that the browser's IndexedDB backs (Emscripten's
// IDBFS). `mount` loads it before Python starts; after each change Python makes there
// (keeping.py writes the game after each move and setting, the records after each game),
// `persistSoon` writes the folder back, at most a moment later. IDBFS copies whole files,
// so the records' SQLite file goes back whole. The functions take the `pyodide` object,
// so they work alike on the page and in a worker; only `drawNote` touches the page.

/** The folder IndexedDB keeps (keeping.py's FOLDER). */
export const FOLDER = "/hearttoheart";
/** How long after a change the folder is written back, in ms: a burst of taps, once. */
const DELAY = 150;
/** The Web Lock that one page at a time holds to write the folder back. */
const LOCK = "hearttoheart-keeping";
/** How long a page waits for that lock, in ms: a reloaded page's own lock is let go at once. */
const WAIT = 2000;

let chain = Promise.resolve();
let timer = null;
let asked = 0;
let stopped = null; // why nothing is written back any more: "elsewhere", "cleared"

function sync(pyodide, populate) {
  return new Promise((resolve, reject) => {
    pyodide.FS.syncfs(populate, (error) => (error ? reject(error) : resolve()));
  });
}

/** Hold the lock while the page lives; false when another page holds it past WAIT. Where
 * the browser has no Web Locks, every page writes back. */
function hold() {
  if (!globalThis.navigator?.locks) return Promise.resolve(true);
  return new Promise((resolve) => {
    const signal = AbortSignal.timeout(WAIT);
    navigator.locks.request(LOCK, { signal }, () => {
      resolve(true);
      return new Promise(() => {}); // held until the page goes
    }).catch(() => resolve(false));
  });
}

/** Make the folder, mount IndexedDB's storage on it and load what it keeps. Resolves to
 * "kept"; "elsewhere" when another tab of the page keeps the games (this one reads them
 * and writes nothing back: two copies of the records written back in turn would lose
 * games); "unavailable" where the browser refuses IndexedDB (the folder still works, for
 * this visit). */
export async function mount(pyodide, folder = FOLDER) {
  pyodide.FS.mkdirTree(folder);
  pyodide.FS.mount(pyodide.FS.filesystems.IDBFS, {}, folder);
  const [own] = await Promise.all([hold(), sync(pyodide, true)]).catch((error) => {
    console.warn("Nothing kept in this browser can be loaded:", error);
    return [null];
  });
  if (own === null) return "unavailable";
  if (!own) stopped = "elsewhere";
  return own ? "kept" : "elsewhere";
}

/** Write the folder back to IndexedDB, after any write-back under way: resolves, to
 * whether it worked, once everything Python wrote before the call is kept. Nothing is
 * written once `clear` has run. */
export function persist(pyodide) {
  chain = chain.then(() => (stopped !== null ? true : sync(pyodide, false).then(
    () => true,
    (error) => {
      console.warn("The games could not be kept in this browser:", error);
      return false;
    },
  )));
  return chain;
}

/** Write the folder back soon: `onState("pending")` now, `onState("kept")` once every
 * change so far is in IndexedDB (`"failed"` if the browser refused); `"elsewhere"` or
 * `"cleared"` at once when this page writes nothing back. */
export function persistSoon(pyodide, onState = () => {}) {
  if (stopped !== null) return onState(stopped);
  asked += 1;
  onState("pending");
  if (timer !== null) return;
  timer = setTimeout(() => {
    timer = null;
    const upTo = asked;
    persist(pyodide).then((worked) => {
      if (!worked) onState("failed");
      else if (upTo === asked && stopped === null) onState("kept");
    });
  }, DELAY);
}

/** Remove everything the folder keeps, from IndexedDB too, and keep nothing after. */
export async function clear(pyodide, folder = FOLDER) {
  stopped = "cleared";
  clearTimeout(timer);
  timer = null;
  await chain;
  for (const name of pyodide.FS.readdir(folder)) {
    if (name !== "." && name !== "..") pyodide.FS.unlink(`${folder}/${name}`);
  }
  await sync(pyodide, false);
}

/** Say in `element` where the games are kept, in the language `model` shows, with a
 * Clear button that asks first and then calls `onClear`; or, where another tab keeps
 * them (`kept`, what `mount` said), that this one does not. `words`: keeping.py's WORDS. */
export function drawNote(element, words, model, kept, onClear) {
  const text = document.createElement("span");
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.control = "clear-kept";
  button.hidden = kept === "elsewhere";
  const said = () => words[model.get("language")] ?? words.en;
  const draw = () => {
    text.textContent = kept === "elsewhere" ? said().kept_elsewhere : said().kept_where;
    button.textContent = said().kept_clear;
  };
  button.addEventListener("click", () => {
    if (window.confirm(said().kept_clear_ask)) onClear();
  });
  draw();
  model.on("change:language", draw);
  element.replaceChildren(text, " ", button);
  element.hidden = false;
}
