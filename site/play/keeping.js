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

let chain = Promise.resolve();
let timer = null;
let asked = 0;
let stopped = false;

function sync(pyodide, populate) {
  return new Promise((resolve, reject) => {
    pyodide.FS.syncfs(populate, (error) => (error ? reject(error) : resolve()));
  });
}

/** Make the folder, mount IndexedDB's storage on it and load what it keeps; whether it
 * could. Where the browser refuses IndexedDB the folder still works, for this visit. */
export async function mount(pyodide, folder = FOLDER) {
  pyodide.FS.mkdirTree(folder);
  pyodide.FS.mount(pyodide.FS.filesystems.IDBFS, {}, folder);
  try {
    await sync(pyodide, true);
    return true;
  } catch (error) {
    console.warn("Nothing kept in this browser can be loaded:", error);
    return false;
  }
}

/** Write the folder back to IndexedDB, after any write-back under way: resolves, to
 * whether it worked, once everything Python wrote before the call is kept. Nothing is
 * written once `clear` has run. */
export function persist(pyodide) {
  chain = chain.then(() => (stopped ? true : sync(pyodide, false).then(
    () => true,
    (error) => {
      console.warn("The games could not be kept in this browser:", error);
      return false;
    },
  )));
  return chain;
}

/** Write the folder back soon: `onState("pending")` now, `onState("kept")` once every
 * change so far is in IndexedDB (`"failed"` if the browser refused). */
export function persistSoon(pyodide, onState = () => {}) {
  asked += 1;
  onState("pending");
  if (timer !== null) return;
  timer = setTimeout(() => {
    timer = null;
    const upTo = asked;
    persist(pyodide).then((worked) => {
      if (!worked) onState("failed");
      else if (upTo === asked && !stopped) onState("kept");
    });
  }, DELAY);
}

/** Remove everything the folder keeps, from IndexedDB too, and keep nothing after. */
export async function clear(pyodide, folder = FOLDER) {
  stopped = true;
  clearTimeout(timer);
  timer = null;
  await chain;
  for (const name of pyodide.FS.readdir(folder)) {
    if (name !== "." && name !== "..") pyodide.FS.unlink(`${folder}/${name}`);
  }
  await sync(pyodide, false);
}

/** Say in `element` where the games are kept, in the language `model` shows, with a
 * Clear button that asks first and then calls `onClear`. `words`: keeping.py's WORDS. */
export function drawNote(element, words, model, onClear) {
  const text = document.createElement("span");
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.control = "clear-kept";
  const draw = () => {
    const said = words[model.get("language")] ?? words.en;
    text.textContent = said.kept_where;
    button.textContent = said.kept_clear;
  };
  button.addEventListener("click", () => {
    const said = words[model.get("language")] ?? words.en;
    if (window.confirm(said.kept_clear_ask)) onClear();
  });
  draw();
  model.on("change:language", draw);
  element.replaceChildren(text, " ", button);
  element.hidden = false;
}
