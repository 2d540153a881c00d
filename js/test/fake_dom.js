// Just enough of a DOM for draw.js in node: elements with attributes, classes, text and
// named parts (a card's `.hth-face`, a pile's `.hth-under`), and the `template` elements
// faces.js parses pictures with (kept as markup).

class FakeElement {
  constructor() {
    this.attributes = new Map();
    this.classes = new Set();
    this.parts = new Map();
    this.textContent = "";
    this.disabled = false;
    this.hidden = false;
    this.dataset = {};
    this.picture = null;
    this.classList = {
      toggle: (name, on) => (on ? this.classes.add(name) : this.classes.delete(name)),
      contains: (name) => this.classes.has(name),
    };
  }

  setAttribute(name, value) { this.attributes.set(name, String(value)); }
  getAttribute(name) { return this.attributes.get(name) ?? null; }
  hasAttribute(name) { return this.attributes.has(name); }
  removeAttribute(name) { this.attributes.delete(name); }

  /** A named part, made the first time it is asked for. */
  querySelector(selector) {
    if (!this.parts.has(selector)) this.parts.set(selector, new FakeElement());
    return this.parts.get(selector);
  }

  replaceChildren(...nodes) { this.picture = nodes.map((node) => node.markup).join(""); }
}

globalThis.document ??= {
  createElement: () => {
    const template = { markup: "" };
    template.content = { cloneNode: () => ({ markup: template.markup }) };
    Object.defineProperty(template, "innerHTML", { set(markup) { template.markup = markup; } });
    return template;
  },
};

/** The elements draw.js updates, as dom.js builds them. */
export function fakeBoard() {
  const element = () => new FakeElement();
  return {
    cards: Array.from({ length: 25 }, element), labels: Array.from({ length: 25 }, element),
    discard: element(), stock: element(), waste: element(), stockCount: element(),
    wasteCount: element(), stockAction: element(), score: element(), moves: element(),
    undo: element(), message: element(), hintButton: element(), hintLine: element(),
    firstSteps: element(),
  };
}

/** A translator that says each key: `t("stock")` is "stock"; its ranks have no gender. */
export const sayKeys = Object.assign((key) => key, {
  plural: (key, count) => `${count} ${key}`, gender: () => undefined,
});
