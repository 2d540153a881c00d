// The fake widget model of the bare-page tests (bare_page.py), and hwRender, which loads a
// view's bundle from text and renders it. The model has what anywidget's proxy offers
// (get, set, on, off, send, save_changes) plus unset, Backbone's change events (a listener
// gets the model itself first) and save, `sent` for the messages, `saved` for what the view
// saved, and `comm_live` and `comm` as a model restored from a saved notebook has them when
// `live` is false.
window.hwModels = [];
window.hwMakeModel = (attributes, live) => {
  const listeners = new Map();
  const model = {
    attributes: { ...attributes }, sent: [], saved: [], comm_live: live, comm: live ? {} : undefined,
    get(name) { return this.attributes[name]; },
    set(name, value) {
      const before = this.attributes[name];
      this.attributes[name] = value;
      if (JSON.stringify(before) !== JSON.stringify(value)) {
        this.trigger(`change:${name}`, this, value);
      }
    },
    unset(name) { delete this.attributes[name]; },
    on(name, callback) {
      if (!listeners.has(name)) listeners.set(name, new Set());
      listeners.get(name).add(callback);
    },
    off(name, callback) { listeners.get(name)?.delete(callback); },
    trigger(name, ...args) {
      for (const callback of [...(listeners.get(name) ?? [])]) callback(...args);
    },
    send(message) { this.sent.push(message); },
    // A view saves only its count of interactions, as Backbone's save of the one attribute.
    save(attributes, options) {
      if (Object.keys(attributes).join() !== "interactions" || !options?.patch) {
        throw new Error(`a view saved ${JSON.stringify(attributes)}`);
      }
      for (const [name, value] of Object.entries(attributes)) this.set(name, value);
      this.saved.push(attributes);
    },
    save_changes() { throw new Error("a view must not save all its changes"); },
  };
  window.hwModels.push(model);
  return model;
};
window.hwRender = async (esm, attributes, { live = true, width = null } = {}) => {
  const url = URL.createObjectURL(new Blob([esm], { type: "text/javascript" }));
  const widget = (await import(url)).default;
  const model = window.hwMakeModel(attributes, live);
  const el = document.createElement("div");
  el.className = "hw-host";
  if (width !== null) el.style.width = `${width}px`;
  document.body.append(el);
  widget.render({ model, el });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return window.hwModels.length - 1;
};
