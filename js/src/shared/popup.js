// A popup that a button opens and closes: it closes again on a press outside both, on
// Escape (the focus then goes back to its button when it was inside), and when `close`
// is called, and when another popup of the same widget opens. The settings menu, How to
// play, the statistics panel and the board's marks use it.

/** The popups of every view on the page: opening one closes the others of its widget. */
const popups = new Set();

export class Popup {
  /** `button` toggles `panel`; `opened()` is called each time it opens. */
  constructor(button, panel, opened = () => {}) {
    this.button = button;
    this.panel = panel;
    this.opened = opened;
    button.setAttribute("aria-expanded", "false");
    button.setAttribute("aria-controls", panel.id);
    button.addEventListener("click", () => this.open(!this.isOpen));
    this.onPointer = (event) => {
      if (!button.contains(event.target) && !panel.contains(event.target)) this.open(false);
    };
    // Escape closes it first, before the board or the shell see the key (they would fold
    // the end banner); a key from inside the widget then goes no further.
    this.onEscape = (event) => {
      if (event.key !== "Escape" || !this.close()) return;
      if (button.closest(".hw")?.contains(event.target)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    document.addEventListener("pointerdown", this.onPointer);
    document.addEventListener("keydown", this.onEscape, true);
    popups.add(this);
  }

  get isOpen() {
    return !this.panel.hidden;
  }

  open(open = true) {
    const opening = open && !this.isOpen;
    const { panel } = this;
    const root = this.button.closest(".hw");
    if (opening) {
      for (const other of popups) {
        if (other !== this && other.isOpen && other.button.closest(".hw") === root) other.open(false);
      }
    }
    panel.hidden = !open;
    this.button.setAttribute("aria-expanded", String(open));
    if (!opening) return;
    // No lower than the widget's foot, which clips it: a long one scrolls (a narrow board).
    panel.style.maxHeight = `${root.getBoundingClientRect().bottom - panel.getBoundingClientRect().top - 8}px`;
    this.opened();
  }

  /** Close it, giving the focus back to its button if it was inside; whether it was open. */
  close() {
    if (!this.isOpen) return false;
    const wasInside = this.panel.contains(document.activeElement);
    this.open(false);
    if (wasInside) this.button.focus();
    return true;
  }

  dispose() {
    document.removeEventListener("pointerdown", this.onPointer);
    document.removeEventListener("keydown", this.onEscape, true);
    popups.delete(this);
  }
}
