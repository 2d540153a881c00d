// The Play page: Pyodide loads the package from the site's own files, Python makes the
// widget, and its view is drawn here through a small model that stands for the kernel's
// comm (bridge.py is the Python end). Nothing is fetched from outside the site.
import { loadPyodide } from "../static/pyodide/pyodide.mjs";

const status = document.getElementById("status");
const board = document.getElementById("board");
const models = new Map();
let deliver = null;

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
  const first = document.querySelector("[data-game]")?.dataset.game ?? "";
  const game = new URLSearchParams(location.search).get("game") ?? first;
  for (const link of document.querySelectorAll("[data-game]")) {
    if (link.dataset.game === game) link.setAttribute("aria-current", "page");
  }
  say("Loading Python in your browser…");
  const pyodide = await loadPyodide({ indexURL: new URL("../static/pyodide/", import.meta.url).href });
  say("Loading the game…");
  await pyodide.loadPackage("hearttoheart-widget", { messageCallback: () => {} });
  pyodide.runPython(await (await fetch("bridge.py")).text(), { filename: "bridge.py" });
  deliver = pyodide.globals.get("deliver");
  // The game's own cell, from its declaration: the board `hearttoheart play` shows.
  const pageCell = pyodide.runPython("from hearttoheart_widget.common.registry import page_cell\npage_cell");
  pyodide.runPython(pageCell(game, "board"));
  pageCell.destroy();
  window.hwPython = pyodide; // for the site's test and benchmark
  await show(pyodide.runPython("board.comm.comm_id"));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  say(`Python runs in this page (ready in ${seconds} s). Your records are not kept here.`);
  document.body.dataset.ready = "true";
}

main().catch((error) => {
  say(`The game could not start: ${error}`);
  document.body.dataset.ready = "failed";
  throw error;
});
