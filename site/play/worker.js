// The Play page's Python: Pyodide in this Web Worker, as JupyterLite's kernel runs it, so
// that Python never holds up the page's input, animation or paint. The page (play.js)
// keeps a small model per comm and draws the view; this worker runs the package and
// answers by postMessage. bridge.py's PageComm posts each comm message to the page
// through `hwPage.receive` below; the page's model sends its changes back ("deliver").
//
// Messages from the page: {kind: "start", address, language} once; {kind: "deliver",
// commId, json} for each model change or custom message; {kind: "run", id, code}, Python
// run for the site's tests and benchmark, answered by {kind: "result", id, json | error};
// {kind: "hold", held} holds Python's comm messages back (true) or lets them go (false),
// for the test that a tap paints before Python answers; {kind: "hidden"}, the page was
// hidden (the game is kept with the clock's reading); {kind: "clear"}, remove everything
// kept (keeping.js), answered by {kind: "cleared"}.
// Messages to the page: {kind: "loading"} when the runtime has started and the package
// is being loaded; {kind: "comm", commId, type, json}; {kind: "started", game, problem,
// commId, timings}, the board made (timings: milliseconds from the worker's start to each
// step, kept: what keeping.js's mount said, words: keeping.py's WORDS); {kind: "kept",
// state}, how far what Python changed is kept in IndexedDB (keeping.js's persistSoon);
// {kind: "failed", error}.
import { loadPyodide } from "../static/pyodide/pyodide.mjs";
import * as keeping from "./keeping.js";

const started = performance.now();
const timings = {};
const mark = (name) => { timings[name] = Math.round(performance.now() - started); };
const here = (name) => new URL(name, import.meta.url).href;
// Everything certain to be needed is asked for at once, while the runtime starts: the
// page's Python files, and the wheels it unpacks (wheels.json, which scripts/site.py writes:
// the package's with what it imports, IPython and tqdm left out; their modules come
// precompiled, as site/precompile.mjs left them), unpacked once the runtime is up.
const sources = Promise.all(["ipython_stub.py", "keeping.py", "bridge.py", "board.py"].map(
  async (name) => [name, await (await fetch(here(name))).text()]));
const fetched = async (url) => {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${answer.statusText}`);
  return answer;
};
const wheels = fetched(here("wheels.json")).then((answer) => answer.json()).then((names) =>
  Promise.all(names.map(async (name) =>
    [name, await (await fetched(here(`../static/pyodide/${name}`))).arrayBuffer()])));
const python = (async () => {
  const pyodide = await loadPyodide({ indexURL: here("../static/pyodide/") });
  mark("pyodide");
  postMessage({ kind: "loading" });
  // The kept folder is loaded from IndexedDB while the wheels are unpacked.
  kept = keeping.mount(pyodide);
  const into = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  for (const [filename, bytes] of await wheels) {
    pyodide.unpackArchive(bytes, "wheel", { extractDir: into, filename });
  }
  mark("packages");
  return pyodide;
})();
let kept = null;
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

const asked = new Promise((resolve) => {
  self.addEventListener("message", ({ data }) => {
    if (data.kind === "start") resolve(data);
  });
});

async function start() {
  const [pyodide, files, { address, language }] = await Promise.all([python, sources, asked]);
  const keptState = await kept;
  mark("kept");
  for (const [name, text] of files) {
    pyodide.runPython(text, { filename: name });
    mark(name);
  }
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
  postMessage({ kind: "started", game, problem: problem ?? null, commId, timings, kept: keptState, words });
}

start().catch((error) => postMessage({ kind: "failed", error: String(error) }));
