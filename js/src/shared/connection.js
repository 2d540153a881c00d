// Whether a view can reach Python, and a send that never throws. A model restored from a
// saved notebook whose cell has not run in this kernel has no comm, and model.send then
// does nothing at all; a closed comm (the kernel went away) is no better. The view says so
// on the board instead of ignoring the player's clicks.
//
// anywidget hands a view a proxy of the model without its comm. Backbone calls a change
// listener with the model itself as the first argument, so one local change of a scratch
// attribute (removed again at once, never sent) shows the model behind the proxy.

const PROBE = "_hw_probe";

/** The widget model behind anywidget's proxy, or null where there is none to find. */
function modelBehind(model) {
  let found = null;
  const grab = (source) => {
    found = source;
  };
  model.on(`change:${PROBE}`, grab);
  model.set(PROBE, {});
  model.off(`change:${PROBE}`, grab);
  if (found === null || typeof found !== "object" || !("comm_live" in found)) return null;
  found.unset?.(PROBE, { silent: true });
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

  /** Send `message` to Python; whether it could be sent. */
  send(message) {
    if (!this.live) return false;
    try {
      this.model.send(message);
      return true;
    } catch {
      return false;
    }
  }

  dispose() {
    this.model.off("comm_live_update", this.listener);
  }
}
