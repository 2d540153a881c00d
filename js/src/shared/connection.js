// Whether a view can reach Python, a send that never throws, and the count of the player's
// interactions. A model restored from a saved notebook whose cell has not run in this
// kernel has no comm, and model.send then does nothing at all; a closed comm (the kernel
// went away) is no better. The view says so on the board instead of ignoring the player's
// clicks.
//
// anywidget hands a view a proxy of the model without its comm. Backbone calls a change
// listener with the model itself as the first argument, so one local change of the count
// (put back at once, never sent) shows the model behind the proxy. marimo's models call a
// listener with the value only: there, no model shows.
//
// The count: after each intent the player sends, a view adds one to `interactions` and
// saves it, the only state a view ever saves (Python accepts exactly {interactions: n}).
// marimo re-runs the cells that read a widget when the widget saves state, not when it
// sends a message, so the count is what makes them follow the player's clicks. It is sent
// after the intent, so Python has made the move when the cells run.

const COUNT = "interactions";

/** The widget model behind anywidget's proxy, or null where there is none to find. */
function modelBehind(model) {
  let found = null;
  const grab = (source) => {
    found = source;
  };
  const count = model.get(COUNT);
  model.on(`change:${COUNT}`, grab);
  model.set(COUNT, -1); // a count Python never has
  model.off(`change:${COUNT}`, grab);
  model.set(COUNT, count);
  if (found === null || typeof found !== "object" || !("comm_live" in found)) return null;
  return found;
}

export class Connection {
  /** `changed(live)` is called when the comm comes or goes. */
  constructor(model, changed) {
    this.model = model;
    this.behind = modelBehind(model);
    this.listener = () => changed(this.live);
    model.on("comm_live_update", this.listener);
  }

  /** Whether messages reach Python (assumed where the host's model cannot be seen). */
  get live() {
    return this.behind === null || (Boolean(this.behind.comm_live) && this.behind.comm != null);
  }

  /**
   * Send `message` to Python; whether it could be sent. With `counted`, a player's intent:
   * once it is on its way, the count of interactions goes up by one (see above).
   */
  send(message, { counted = false } = {}) {
    if (!this.live) return false;
    try {
      const sent = this.model.send(message);
      if (counted) Promise.resolve(sent).then(() => this.count(), () => {});
      return true;
    } catch {
      return false;
    }
  }

  /** One more interaction, saved to Python as `{interactions: n}` and nothing else. */
  count() {
    const count = (this.model.get(COUNT) ?? 0) + 1;
    if (this.behind === null) {
      this.model.set(COUNT, count);
      this.model.save_changes();
    } else {
      // Only the count: what a view keeps in the model for the page alone stays there.
      this.behind.save({ [COUNT]: count }, { patch: true });
    }
  }

  /**
   * Keep `value` as `name` in the model for this page only, never sent to Python (a saved
   * notebook's widget state then holds it). Where the host's model cannot be seen, a
   * change would go out with the next count, so nothing is kept there.
   */
  keep(name, value) {
    this.behind?.set(name, value);
  }

  dispose() {
    this.model.off("comm_live_update", this.listener);
  }
}
