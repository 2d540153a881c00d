// Modal dialogs inside a widget: while one is open, the rest of the widget is inert and
// Tab cycles through the dialog's own controls.

const FOCUSABLE = "button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex='0']";

/**
 * Show `backdrop` (which holds the dialog) and make the `others` inert. With `focus`, the
 * focus goes to the dialog's element marked `data-autofocus`, else its first control.
 * Returns a function that closes the dialog again and gives the focus back to where it
 * was, or to `fallback` if that element can no longer take it.
 */
export function openModal(backdrop, others, { focus = true, fallback = null } = {}) {
  const before = document.activeElement;
  backdrop.hidden = false;
  for (const element of others) element.inert = true;
  const trap = (event) => {
    if (event.key !== "Tab") return;
    const controls = [...backdrop.querySelectorAll(FOCUSABLE)];
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  backdrop.addEventListener("keydown", trap);
  if (focus) {
    (backdrop.querySelector("[data-autofocus]") ?? backdrop.querySelector(FOCUSABLE))?.focus();
  }
  return ({ restoreFocus = true } = {}) => {
    const hadFocus = backdrop.contains(document.activeElement);
    backdrop.removeEventListener("keydown", trap);
    backdrop.hidden = true;
    for (const element of others) element.inert = false;
    if (!restoreFocus || !hadFocus) return;
    const usable = before?.isConnected && !before.disabled && before !== document.body;
    (usable ? before : fallback)?.focus();
  };
}
