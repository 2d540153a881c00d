// Small DOM helpers for the widgets' views: elements, icons, buttons and labelled values,
// and what both games' motion reads of the page.
// Shared pieces carry hw- classes, styled by shared/base.css.

/** Build an element: h("div", {class: "x", "data-a": 1}, child, "text"). */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** A span holding an inline SVG icon (markup from a trusted constant, never user text). */
export function icon(svg, className = "hw-icon") {
  const holder = h("span", { class: className, "aria-hidden": "true" });
  holder.innerHTML = svg;
  return holder;
}

/** A button that names its intent in `data-action`; `extra.class` replaces "hw-button". */
export function button(action, extra = {}, ...children) {
  return h("button", { type: "button", class: "hw-button", "data-action": action, ...extra },
    ...children);
}

/** A square button showing only an icon; name it with a title and an aria-label. */
export function iconButton(action, svg, extra = {}) {
  return button(action, { class: "hw-button hw-icon-button", ...extra }, icon(svg));
}

/** A labelled value of the status bar: `data-label` names the label, `value` the value. */
export function stat(label, value = {}, ...children) {
  return h("div", { class: "hw-stat" },
    h("span", { class: "hw-stat-label", "data-label": label }),
    h("span", { class: "hw-stat-value", ...value }, ...children));
}

/** Whether a key event belongs to a text field or a list box, which need their own keys. */
export function isTyping(event) {
  return event.target.closest("input, select, textarea") !== null;
}

/**
 * Arrow keys, Home and End move the focus among `items` (a roving tab stop: only the
 * focused one is in the Tab order). Returns whether the key was one of those.
 */
export function moveFocus(event, items) {
  const index = items.indexOf(event.target);
  if (index < 0) return false;
  const last = items.length - 1;
  const next = {
    ArrowRight: Math.min(index + 1, last), ArrowDown: Math.min(index + 1, last),
    ArrowLeft: Math.max(index - 1, 0), ArrowUp: Math.max(index - 1, 0), Home: 0, End: last,
  }[event.key];
  if (next === undefined) return false;
  event.preventDefault();
  items.forEach((item, i) => item.setAttribute("tabindex", i === next ? "0" : "-1"));
  items[next].focus();
  return true;
}

/** Whether the player asked for less motion (then nothing moves). */
export function reducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The centre `[x, y]` of a box (a DOMRect, or any {left, top, width, height}). */
export function centre(box) {
  return [box.left + box.width / 2, box.top + box.height / 2];
}
