// The deal code in the status bar, with a button that copies it; and copying the game's link.
import { h, icon, iconButton } from "./dom.js";
import { CHECK_ICON, COPY_ICON } from "./icons.js";

/** The labelled code (`data-field="code"`) and its copy button (`data-action="copy"`). */
export function codeStat() {
  return h("div", { class: "hw-stat hw-stat-code" },
    h("span", { class: "hw-stat-label", "data-label": "code" }),
    h("span", { class: "hw-stat-value", "data-field": "code" }),
    iconButton("copy", COPY_ICON));
}

/**
 * Copy `text` to the clipboard and show on `button`, for a moment, whether it worked.
 * `say(key)` gives the button's title in the view's current language.
 */
export async function copyCode(button, text, say) {
  let copied = true;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    copied = false;
  }
  button.replaceChildren(icon(copied ? CHECK_ICON : COPY_ICON));
  button.title = say(copied ? "copied" : "copy");
  setTimeout(() => {
    button.replaceChildren(icon(COPY_ICON));
    button.title = say("copy");
  }, 1500);
}

/**
 * Copy the game's `link`, as Python sent it (the view never makes one), and say on
 * `button` for a moment whether it worked; `say(key)` gives a text in the view's language.
 */
export async function copyLink(button, link, say) {
  let copied = true;
  try {
    await navigator.clipboard.writeText(link);
  } catch {
    copied = false;
  }
  const label = button.querySelector("[data-label]");
  label.textContent = say(copied ? "link_copied" : "link_not_copied");
  setTimeout(() => {
    label.textContent = say(label.dataset.label);
  }, 1500);
}
