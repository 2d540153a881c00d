// The won and dead-end dialogs, shown as the synced status asks (shared/modal.js makes
// them modal): the focus moves into one when the player was in this view, and back where
// it was (or to the nearest target) after.
import { openModal } from "../shared/modal.js";

const DIALOG_OF = { won: "won", lost: "dead_end" };

export class Dialogs {
  /** `fallback()` gives the element to focus when the one focused before is gone. */
  constructor(dom, fallback) {
    this.dom = dom;
    this.fallback = fallback;
    this.name = null;
    this.open = null;
    this.status = null;
    this.dismissed = false;
  }

  /** Show the dialog `status` asks for; `focused` is the element focused in the view, or null. */
  sync(status, focused) {
    if (status !== this.status) {
      this.status = status;
      this.dismissed = false;
    }
    const wanted = this.dismissed ? null : DIALOG_OF[status] ?? null;
    if (wanted === this.name) return;
    if (this.open !== null) this.close(this.open.backdrop.contains(document.activeElement));
    if (wanted !== null) {
      this.name = wanted;
      this.open = openModal(this.dom.dialogs[wanted], this.dom.background,
        { returnTo: focused, fallback: this.fallback });
    }
  }

  /** Close the open dialog until the status changes (Escape); whether one was open. */
  dismiss() {
    if (this.open === null) return false;
    this.dismissed = true;
    this.close(true);
    return true;
  }

  /** Keep Tab inside the open dialog; whether the key was handled. */
  trap(event) {
    return this.open?.trap(event) ?? false;
  }

  close(restoreFocus) {
    this.open.close(restoreFocus);
    this.open = null;
    this.name = null;
  }
}
