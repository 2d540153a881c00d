// The Play page: Python runs in a Web Worker (worker.js), which loads the package from the
// site's own files and makes the widget; its view is drawn here through a small model per
// comm that stands for the kernel's comm, and talks to the worker by postMessage. A tap is
// drawn at once from the previews the view already has (js/src/heart_to_heart/predict.js,
// js/src/hope_deferred/predict.js), and Python's answer follows. Nothing is fetched from outside the site. The records,
// settings and game in progress are kept in the browser by the worker (keeping.js); the
// page says so under the board.
import { drawNote } from "./keeping.js";

// The game's worker, which the page's first script made: Pyodide is loading already.
const worker = window.hwGame;
const address = new URL(location.href);
const language = chosenLanguage();
worker.postMessage({ kind: "start", address: location.href, language });

const status = document.getElementById("status");
const board = document.getElementById("board");
const models = new Map();
const asked = new Map();
let questions = 0;
const words = fetch(new URL("words.json", import.meta.url))
  .then((answer) => answer.json())
  .then((table) => Object.fromEntries(Object.entries(table).map(
    ([key, entry]) => [key, entry[language] ?? entry.en])))
  .catch(() => ({})); // the page still plays, its texts then named by their keys

/** The page's language: `?lang=`, else the browser's first that the game speaks, else
 * English (the languages are translations.json's). */
function chosenLanguage() {
  const known = ["en", "de", "hr"];
  const wanted = [address.searchParams.get("lang"), ...(navigator.languages ?? [navigator.language])];
  return wanted.map((code) => (code ?? "").toLowerCase().split("-")[0])
    .find((code) => known.includes(code)) ?? "en";
}

/** The page's text `key` in its language, with `{name}` filled from `fields`. */
async function say(element, key, fields = {}) {
  const texts = await words;
  element.textContent = (texts[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => fields[name]);
}

// A widget model as anywidget's views use it: get, set, on, off, send, save, save_changes.
function makeModel(commId, attributes) {
  const listeners = new Map();
  const dirty = new Set();
  const deliver = (message) => worker.postMessage({ kind: "deliver", commId, json: JSON.stringify(message) });
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
      deliver({ method: "custom", content });
    },
    save(changes) {
      for (const [name, value] of Object.entries(changes)) this.set(name, value);
      this.save_changes();
    },
    save_changes() {
      const state = {};
      for (const name of dirty) state[name] = this.attributes[name];
      dirty.clear();
      deliver({ method: "update", state, buffer_paths: [] });
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

/** A comm message from Python, as the worker passed it on. */
function receive(commId, type, json) {
  const data = JSON.parse(json);
  if (type === "comm_open") {
    models.set(commId, makeModel(commId, data.state));
  } else if (type === "comm_msg" && data.method === "update") {
    models.get(commId)?.fromPython(data.state);
  } else if (type === "comm_msg" && data.method === "custom") {
    models.get(commId)?.trigger("msg:custom", data.content, []);
  }
  window.hwPage.answers += 1;
  window.dispatchEvent(new Event("hwanswer"));
}

// For the site's tests and benchmark: `run(code)` runs Python in the worker and resolves
// with the value of its last line, as JSON read back; `hold(true)` holds Python's comm
// messages back in the worker until `hold(false)`; `answers` counts the comm messages
// received (each is also an "hwanswer" event on the window); `timings` say when each step
// of the start was done, in milliseconds since the page's navigation began: the worker's
// steps, the worker's word that the board is made ("told"), the board drawn ("ready") and
// the first frame painted after it ("painted", which comes a frame after the others and
// is also an "hwpainted" event on the window); `restored`, whether the worker's
// Pyodide started from a snapshot a visit before kept, and `snapshot`, what became of the
// one this visit had made for the next (snapshot.js), once it is known.
window.hwPage = {
  answers: 0,
  timings: null,
  restored: null,
  snapshot: null,
  run(code) {
    const id = ++questions;
    worker.postMessage({ kind: "run", id, code });
    return new Promise((resolve, reject) => asked.set(id, { resolve, reject }));
  },
  hold(held) {
    worker.postMessage({ kind: "hold", held });
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

async function begin({ game, problem, commId, timings, kept, words: keptWords, restored }) {
  const told = performance.now();
  for (const link of document.querySelectorAll("[data-game]")) {
    if (link.dataset.game === game) link.setAttribute("aria-current", "page");
  }
  const texts = await words;
  document.title = (texts.page_title ?? "{game}").replace("{game}", texts[`game_${game}`] ?? game);
  if (problem) {
    const notice = document.getElementById("problem");
    await say(notice, "page_bad_link", { problem });
    notice.hidden = false;
  }
  await show(commId);
  drawNote(document.getElementById("keeping"), JSON.parse(keptWords), models.get(commId), kept,
    () => worker.postMessage({ kind: "clear" }));
  const seconds = (performance.now() / 1000).toLocaleString(language, {
    minimumFractionDigits: 1, maximumFractionDigits: 1 });
  await say(status, "page_ready", { seconds });
  // The worker's steps are times since the epoch (its time origin and the page's differ).
  const since = (at) => Math.round(at - performance.timeOrigin);
  const steps = Object.fromEntries(Object.entries(timings).map(([step, at]) => [step, since(at)]));
  const page = { told: Math.round(told), ready: Math.round(performance.now()) };
  window.hwPage.timings = { ...steps, ...page };
  window.hwPage.restored = restored;
  document.body.dataset.ready = "true";
  window.dispatchEvent(new Event("hwready")); // register.js then has the site kept offline
  // The frame with the board painted: the next one's callbacks run once it is done.
  requestAnimationFrame(() => requestAnimationFrame(() => {
    window.hwPage.timings.painted = Math.round(performance.now());
    window.dispatchEvent(new Event("hwpainted"));
    if (!restored) makeSnapshot();
  }));
}

/** Have a second worker make the snapshot the next visit starts from, now that the board
 * is painted: making it in the game's worker would slow this visit's start. */
function makeSnapshot() {
  const maker = new Worker(new URL("worker.js", import.meta.url), { type: "module", name: "snapshot" });
  const done = (state) => {
    window.hwPage.snapshot = state;
    maker.terminate();
  };
  maker.addEventListener("message", ({ data }) => {
    if (data.kind === "snapshot") done(data.state);
    else if (data.kind === "failed") done(`not made: ${data.error}`);
  });
  maker.addEventListener("error", (event) => done(`not made: ${event.message ?? "the worker stopped"}`));
}

async function failed(error) {
  await say(status, "page_failed", { error });
  document.body.dataset.ready = "failed";
  window.dispatchEvent(new Event("hwready"));
}

worker.addEventListener("message", ({ data }) => {
  if (data.kind === "comm") {
    receive(data.commId, data.type, data.json);
  } else if (data.kind === "result") {
    const { resolve, reject } = asked.get(data.id);
    asked.delete(data.id);
    if ("error" in data) reject(new Error(data.error));
    else resolve(JSON.parse(data.json));
  } else if (data.kind === "started") {
    begin(data).catch(failed);
  } else if (data.kind === "kept") {
    document.body.dataset.kept = data.state;
  } else if (data.kind === "cleared") {
    location.reload();
  } else if (data.kind === "loading") {
    say(status, "page_loading_game");
  } else if (data.kind === "failed") {
    failed(data.error);
  }
});
document.addEventListener("visibilitychange", () => {
  if (document.hidden) worker.postMessage({ kind: "hidden" });
});
worker.addEventListener("error", (event) => failed(event.message ?? "the worker stopped"));

document.documentElement.lang = language;
// The views go dark as in JupyterLab's dark theme, with the reader's scheme.
const dark = matchMedia("(prefers-color-scheme: dark)");
const theme = () => { document.body.dataset.jpThemeLight = String(!dark.matches); };
theme();
dark.addEventListener("change", theme);
words.then((texts) => {
  document.querySelector("nav").setAttribute("aria-label", texts.page_games);
  for (const link of document.querySelectorAll("[data-game]")) {
    link.textContent = texts[`game_${link.dataset.game}`] ?? link.textContent;
    if (address.searchParams.has("lang")) link.search += `&lang=${language}`;
  }
  if (!document.body.dataset.ready) status.textContent = texts.page_loading ?? status.textContent;
});
