// The Play page: Pyodide loads the package from the site's own files, Python makes the
// widget, and its view is drawn here through a small model that stands for the kernel's
// comm (bridge.py is the Python end). Nothing is fetched from outside the site.
import { loadPyodide } from "../static/pyodide/pyodide.mjs";
import * as keeping from "./keeping.js";

const status = document.getElementById("status");
const board = document.getElementById("board");
const models = new Map();
let deliver = null;
let changed = () => {}; // keeps what Python changed (keeping.js)

function say(words) {
  status.textContent = words;
}

// A widget model as anywidget's views use it: get, set, on, off, send, save, save_changes.
function makeModel(commId, attributes) {
  const listeners = new Map();
  const dirty = new Set();
  const model = {
    attributes: { ...attributes },
    comm_live: true,
    comm: {},
    get(name) {
      return this.attributes[name];
    },
    set(name, value) {
      this.attributes[name] = value;
      dirty.add(name);
      this.trigger(`change:${name}`, this, value);
    },
    on(name, callback) {
      if (!listeners.has(name)) listeners.set(name, new Set());
      listeners.get(name).add(callback);
    },
    off(name, callback) {
      if (callback) listeners.get(name)?.delete(callback);
      else listeners.delete(name);
    },
    trigger(name, ...args) {
      for (const callback of [...(listeners.get(name) ?? [])]) callback(...args);
    },
    send(content) {
      deliver(commId, JSON.stringify({ method: "custom", content }));
    },
    save(changes) {
      for (const [name, value] of Object.entries(changes)) this.set(name, value);
      this.save_changes();
    },
    save_changes() {
      const state = {};
      for (const name of dirty) state[name] = this.attributes[name];
      dirty.clear();
      deliver(commId, JSON.stringify({ method: "update", state, buffer_paths: [] }));
    },
    fromPython(state) {
      for (const [name, value] of Object.entries(state)) {
        const before = JSON.stringify(this.attributes[name]);
        this.attributes[name] = value;
        if (before !== JSON.stringify(value)) this.trigger(`change:${name}`, this, value);
      }
    },
  };
  return model;
}

window.hwPage = {
  receive(commId, type, json) {
    const data = JSON.parse(json);
    if (type === "comm_open") {
      models.set(commId, makeModel(commId, data.state));
    } else if (type === "comm_msg" && data.method === "update") {
      models.get(commId)?.fromPython(data.state);
    } else if (type === "comm_msg" && data.method === "custom") {
      models.get(commId)?.trigger("msg:custom", data.content, []);
    }
    changed();
  },
};

async function show(commId) {
  const model = models.get(commId);
  const style = document.createElement("style");
  style.textContent = model.get("_css") ?? "";
  document.head.append(style);
  const url = URL.createObjectURL(new Blob([model.get("_esm")], { type: "text/javascript" }));
  const widget = (await import(url)).default;
  const view = typeof widget === "function" ? await widget() : widget;
  await view.initialize?.({ model });
  await view.render({ model, el: board });
}

async function main() {
  const started = performance.now();
  say("Loading Python in your browser…");
  const pyodide = await loadPyodide({ indexURL: new URL("../static/pyodide/", import.meta.url).href });
  say("Loading the game…");
  const [, kept] = await Promise.all([
    pyodide.loadPackage("hearttoheart-widget", { messageCallback: () => {} }),
    keeping.mount(pyodide),
  ]);
  for (const name of ["keeping.py", "bridge.py", "board.py"]) {
    pyodide.runPython(await (await fetch(name)).text(), { filename: name });
  }
  deliver = pyodide.globals.get("deliver");
  // Python makes the board the address asks for (board.py): a shared link's game in
  // review mode, a deal code's, or a new game; and says why a link could not be opened.
  pyodide.globals.set("address", location.href);
  pyodide.runPython("board, game, problem = start(address)");
  pyodide.runPython("keep(board, address)"); // the kept game taken up (keeping.py)
  changed = () => keeping.persistSoon(pyodide, (state) => { document.body.dataset.kept = state; });
  changed();
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden) return;
    pyodide.runPython("keeper.save()"); // with the clock's reading as the page is left
    keeping.persist(pyodide);
  });
  const game = pyodide.globals.get("game");
  for (const link of document.querySelectorAll("[data-game]")) {
    if (link.dataset.game === game) link.setAttribute("aria-current", "page");
  }
  const problem = pyodide.globals.get("problem");
  if (problem) {
    const notice = document.getElementById("problem");
    notice.textContent = `This link could not be opened (${problem}), so here is a new game.`;
    notice.hidden = false;
  }
  window.hwPython = pyodide; // for the site's test and benchmark
  const commId = pyodide.runPython("board.comm.comm_id");
  await show(commId);
  keeping.drawNote(document.getElementById("keeping"), JSON.parse(pyodide.globals.get("WORDS")),
    models.get(commId), kept, () => keeping.clear(pyodide).then(() => location.reload()));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  say(`Python runs in this page (ready in ${seconds} s).`);
  document.body.dataset.ready = "true";
}

main().catch((error) => {
  say(`The game could not start: ${error}`);
  document.body.dataset.ready = "failed";
  throw error;
});
