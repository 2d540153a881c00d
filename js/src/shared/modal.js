// Modal dialogs inside a widget: while one is open, the rest of the widget is inert and
// Tab cycles through the dialog's own controls. The focus moves into a dialog only when
// the player was in the widget, never away from a cell the player is typing in.
import { h } from "./dom.js";

const FOCUSABLE = "button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex='0']";

/** A hidden dialog over the table, labelled by `${id}-${name}-title`, described by `-text`. */
export function modalDialog(name, id, ...body) {
  return h("div", { class: "hw-backdrop", "data-dialog": name, hidden: "" },
    h("div", {
      class: "hw-dialog", role: "dialog", "aria-modal": "true",
      "aria-labelledby": `${id}-${name}-title`, "aria-describedby": `${id}-${name}-text`,
    }, ...body));
}

/**
 * Show `backdrop` (which holds the dialog) and make the `others` inert. With `returnTo`
 * (the element focused in the widget before, when the player was there), the focus goes
 * to the dialog's element marked `data-autofocus`, else its first control. Returns the
 * open dialog: `trap(event)` keeps Tab inside it (whether it took the key), and
 * `close(restoreFocus)` hides it and, if asked, gives the focus back to `returnTo`, or to
 * `fallback()` if that element can no longer take it.
 */
export function openModal(backdrop, others, { returnTo = null, fallback = () => null } = {}) {
  backdrop.hidden = false;
  for (const element of others) element.inert = true;
  if (returnTo !== null) {
    (backdrop.querySelector("[data-autofocus]") ?? backdrop.querySelector(FOCUSABLE))?.focus();
  }
  return {
    backdrop,
    trap(event) {
      if (event.key !== "Tab") return false;
      const controls = [...backdrop.querySelectorAll(FOCUSABLE)];
      const index = controls.indexOf(document.activeElement);
      const next = event.shiftKey ? index - 1 : index + 1;
      controls[(next + controls.length) % controls.length]?.focus();
      event.preventDefault();
      return true;
    },
    close(restoreFocus) {
      backdrop.hidden = true;
      for (const element of others) element.inert = false;
      if (!restoreFocus) return;
      const usable = returnTo?.isConnected && !returnTo.disabled && returnTo.getClientRects().length > 0;
      (usable ? returnTo : fallback())?.focus();
    },
  };
}
