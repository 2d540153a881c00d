// The won and dead-end dialogs: modal within the view. While one is open the rest of the
// view is inert and Tab cycles through the dialog's buttons; the focus moves into it when
// the player was in this view, and back where it was (or to the nearest target) after.

const DIALOG_OF = { won: "won", dead_end: "dead_end" };

export class Dialogs {
  /** `fallback()` gives the element to focus when the one focused before is gone. */
  constructor(dom, fallback) {
    this.dom = dom;
    this.fallback = fallback;
    this.open = null;
    this.status = null;
    this.dismissed = false;
    this.returnTo = null;
  }

  /** Show the dialog `status` asks for; `focused` is the element focused in the view, or null. */
  sync(status, focused) {
    if (status !== this.status) {
      this.status = status;
      this.dismissed = false;
    }
    const wanted = this.dismissed ? null : DIALOG_OF[status] ?? null;
    if (wanted === this.open) return;
    const hadFocus = this.open !== null && this.dom.dialogs[this.open].contains(document.activeElement);
    if (this.open !== null) this.close(hadFocus);
    if (wanted !== null) this.show(wanted, focused);
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
    if (this.open === null || event.key !== "Tab") return false;
    const buttons = [...this.dom.dialogs[this.open].querySelectorAll("button:not(:disabled)")];
    const index = buttons.indexOf(document.activeElement);
    const next = event.shiftKey ? index - 1 : index + 1;
    buttons[(next + buttons.length) % buttons.length].focus();
    event.preventDefault();
    return true;
  }

  show(name, focused) {
    const backdrop = this.dom.dialogs[name];
    backdrop.hidden = false;
    this.open = name;
    if (focused !== null) {
      this.returnTo = focused;
      backdrop.querySelector("button:not(:disabled)").focus();
    } else {
      this.returnTo = null;
    }
    for (const element of this.dom.background) element.inert = true;
  }

  close(restoreFocus) {
    this.dom.dialogs[this.open].hidden = true;
    this.open = null;
    for (const element of this.dom.background) element.inert = false;
    if (!restoreFocus) return;
    const back = this.returnTo;
    this.returnTo = null;
    const usable = back?.isConnected && !back.disabled && back.getClientRects().length > 0;
    (usable ? back : this.fallback())?.focus();
  }
}
