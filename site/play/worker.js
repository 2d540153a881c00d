// The Play page's Python: Pyodide in this Web Worker, as JupyterLite's kernel runs it, so
// that Python never holds up the page's input, animation or paint. The page (play.js)
// keeps a small model per comm and draws the view; this worker runs the package and
// answers by postMessage. bridge.py's PageComm posts each comm message to the page
// through `hwPage.receive` below; the page's model sends its changes back ("deliver").
// A visit after the first starts Pyodide from the snapshot the first one kept (snapshot.js),
// which a second worker of this file makes once the first visit's board is on the page.
//
// The worker's name says which it is: "game", or "snapshot", the snapshot's maker, which
// takes no message and posts one, {kind: "snapshot", state}, when done (state:
// "kept", or why not). The game's starts Pyodide at once, and its first message from the
// page is {kind: "start", address, language}; then {kind: "deliver",
// commId, json} for each model change or custom message; {kind: "run", id, code}, Python
// run for the site's tests and benchmark, answered by {kind: "result", id, json | error};
// {kind: "hold", held} holds Python's comm messages back (true) or lets them go (false),
// for the test that a tap paints before Python answers; {kind: "hidden"}, the page was
// hidden (the game is kept with the clock's reading); {kind: "clear"}, remove everything
// kept (keeping.js), answered by {kind: "cleared"}.
// Messages to the page: {kind: "loading"} when the runtime has started and the package
// is being loaded; {kind: "comm", commId, type, json}; {kind: "started", game, problem,
// commId, timings, kept, words, restored}, the board made (timings: when each step was
// done, in milliseconds since the epoch; kept: what keeping.js's mount said, words: keeping.py's
// WORDS, restored: whether Pyodide started from a snapshot); {kind: "kept",
// state}, how far what Python changed is kept in IndexedDB (keeping.js's persistSoon);
// {kind: "failed", error}.
import { loadPyodide } from "../static/pyodide/pyodide.mjs";
import * as keeping from "./keeping.js";
import * as snapshots from "./snapshot.js";

// When each step of the start was done, in milliseconds since the epoch: the page makes
// them times since its own navigation began.
const timings = {};
const mark = (name) => { timings[name] = performance.timeOrigin + performance.now(); };
const here = (name) => new URL(name, import.meta.url).href;
const indexURL = here("../static/pyodide/");
// Everything certain to be needed is asked for at once, while the runtime starts: the
// page's Python files, and the wheels it unpacks (wheels.json, which scripts/site.py writes:
// the package's with what it imports, IPython and tqdm left out; their modules come
// precompiled, as site/precompile.mjs left them), unpacked once the runtime is up.
const sources = Promise.all(
  ["ipython_stub.py", "lazy_ipywidgets.py", "keeping.py", "bridge.py", "board.py"].map(
    async (name) => [name, await (await fetch(here(name))).text()]));
const fetched = async (url) => {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${answer.statusText}`);
  return answer;
};
const wheels = fetched(here("wheels.json")).then((answer) => answer.json()).then((names) =>
  Promise.all(names.map(async (name) =>
    [name, await (await fetched(`${indexURL}${name}`)).arrayBuffer()])));
// What the page's Python is made of: the snapshot a visit before kept starts Pyodide only
// where it was made of the same (snapshot.js). Worked out only when asked for: a visit
// with no snapshot kept has no use for it.
const fingerprint = () => Promise.all([wheels, sources]).then(([bytes, texts]) =>
  snapshots.fingerprint([...bytes, ...texts]));

// The page and the address the game's board is for, and its language.
const asked = new Promise((resolve) => {
  self.addEventListener("message", ({ data }) => {
    if (data.kind === "start") resolve(data);
  });
});

/** Pyodide for the game, started from the kept snapshot if there is one and it starts
 * (one that does not is forgotten); and whether it came from the snapshot. */
async function runtime() {
  const saved = await snapshots.find(fingerprint);
  if (saved !== null) {
    try {
      return { pyodide: await loadPyodide({ indexURL, ...snapshots.options(saved) }), restored: true };
    } catch (error) {
      console.warn(`The kept snapshot did not start, so it is forgotten: ${error}`);
      await snapshots.forget();
    }
  }
  return { pyodide: await loadPyodide({ indexURL }), restored: false };
}

/** Write the page's wheels into `pyodide`'s site-packages. */
async function unpack(pyodide) {
  const into = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  for (const [filename, bytes] of await wheels) {
    pyodide.unpackArchive(bytes, "wheel", { extractDir: into, filename });
  }
  mark("packages");
}

/** Run the page's Python files (`files`, [name, text] pairs) in `pyodide`. */
function run(pyodide, files) {
  for (const [name, text] of files) {
    pyodide.runPython(text, { filename: name });
    mark(name);
  }
}

// Keeps what Python changed, once the board is made (keeping.js).
let changed = () => {};

let held = false;
const heldBack = [];
const post = (message) => (held ? heldBack.push(message) : postMessage(message));

globalThis.hwPage = {
  receive(commId, type, json) {
    post({ kind: "comm", commId, type, json });
    changed();
  },
};

/** The game: Pyodide, the page's Python and the board the page's address asks for, in
 * its language (its "start" message); then the page's messages, answered. */
async function play() {
  const { pyodide, restored } = await runtime();
  mark("pyodide");
  postMessage({ kind: "loading" });
  // The kept folder is loaded from IndexedDB while the wheels are unpacked and the files run.
  const kept = keeping.mount(pyodide);
  await unpack(pyodide);
  if (restored) {
    // The files ran before the snapshot was taken; a new deal is random again.
    pyodide.runPython("import random; random.seed()");
  } else {
    run(pyodide, await sources);
  }
  const [keptState, { address, language }] = await Promise.all([kept, asked]);
  mark("kept");
  const deliver = pyodide.globals.get("deliver");
  const dumps = pyodide.pyimport("json").dumps;
  // Python makes the board the address asks for (board.py): a shared link's game in
  // review mode, a deal code's, or a new game; and says why a link could not be opened.
  pyodide.globals.set("address", address);
  pyodide.globals.set("language", language);
  pyodide.runPython("board, game, problem = start(address, language)");
  // The kept game and settings taken up (keeping.py); a language the address names wins
  // over the kept one.
  pyodide.runPython("keep(board, address)");
  if (new URL(address).searchParams.has("lang")) pyodide.runPython("board.language = language");
  changed = () => keeping.persistSoon(pyodide, (state) => postMessage({ kind: "kept", state }));
  changed();
  mark("board");
  self.addEventListener("message", ({ data }) => {
    if (data.kind === "deliver") {
      deliver(data.commId, data.json);
    } else if (data.kind === "run") {
      try {
        const value = pyodide.runPython(data.code);
        postMessage({ kind: "result", id: data.id, json: value === undefined ? "null" : dumps(value) });
      } catch (error) {
        postMessage({ kind: "result", id: data.id, error: String(error) });
      }
    } else if (data.kind === "hold") {
      held = data.held;
      if (!held) for (const message of heldBack.splice(0)) postMessage(message);
    } else if (data.kind === "hidden") {
      pyodide.runPython("keeper.save()"); // with the clock's reading as the page is left
      keeping.persist(pyodide);
    } else if (data.kind === "clear") {
      keeping.clear(pyodide).then(() => postMessage({ kind: "cleared" }));
    }
  });
  const [game, problem, commId] = pyodide.runPython("game, problem, board.comm.comm_id").toJs();
  const words = pyodide.globals.get("WORDS");
  postMessage({
    kind: "started", game, problem: problem ?? null, commId, timings, kept: keptState, words,
    restored,
  });
}

/** The snapshot's maker: Pyodide able to take a snapshot, the page's Python imported, and
 * its memory then kept for the next visit to start from (snapshot.js); no board, and
 * nothing read from what the page keeps. Says what became of it: {kind: "snapshot", state}. */
async function makeSnapshot() {
  let state = await snapshots.usable();
  if (state === null) {
    const pyodide = await loadPyodide({ indexURL, ...snapshots.MAKING });
    await unpack(pyodide);
    run(pyodide, await sources);
    let made = null;
    try {
      made = pyodide.makeMemorySnapshot();
    } catch (error) {
      state = `not made: ${error}`;
    }
    if (made !== null) state = await snapshots.keep(made, await fingerprint());
  }
  postMessage({ kind: "snapshot", state });
}

(self.name === "snapshot" ? makeSnapshot() : play())
  .catch((error) => postMessage({ kind: "failed", error: String(error) }));
