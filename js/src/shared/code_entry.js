// The deal-code field: type a code and press Enter (or "Deal this code") to play it; a bad
// code shows an inline error, in the view's language, below the field. The button is
// enabled only while the field holds a code of the game's form (Python checks it again).
// In the controls bar, or in the settings menu of a widget under 560 px wide (base.js),
// where it carries its title.
import { h } from "./dom.js";

/** The form (field and its button) and its error box; `id` is the view's id. */
export function codeEntry(id, example) {
  const input = h("input", {
    class: "hw-code-input", "data-field": "code-input", type: "text", spellcheck: "false",
    autocomplete: "off", placeholder: example, maxlength: "64",
    "aria-describedby": `${id}-code-error`,
  });
  const form = h("form", { class: "hw-code-form", "data-form": "code" },
    h("span", { class: "hw-code-title", "data-label": "code_label", "aria-hidden": "true" }),
    input,
    h("button", { type: "submit", class: "hw-button", "data-action": "play-code", disabled: "" },
      h("span", { "data-label": "play_code" })));
  const error = h("div", {
    class: "hw-code-error", "data-field": "code-error", id: `${id}-code-error`, role: "alert",
    hidden: "",
  });
  return { form, input, error };
}

/** Whether `text` is a code of the form `pattern` (a regular expression from Python), as
 * Python reads it: ASCII, any case, spaces around it ignored. */
function fits(text, pattern) {
  const code = text.trim();
  return /^[\x20-\x7e]*$/.test(code) && new RegExp(`^(?:${pattern})$`).test(code.toUpperCase());
}

/** Enable the form's button only while its field holds a code of the form `pattern`. */
export function offerCode(input, pattern) {
  input.form.querySelector("button").disabled = !fits(input.value, pattern ?? "(?!)");
}

/** Call `play(code)` with the trimmed code when the player submits a non-empty one. */
export function onCodeEntered(input, play) {
  const submit = (event) => {
    event.preventDefault();
    const code = input.value.trim();
    if (code) play(code);
  };
  input.form.addEventListener("submit", submit);
  // JupyterLab's notebook swallows Enter before a form sees it: handle it here.
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter") submit(event);
  });
}

/** Show the code Python refused (`rejected`, or null for none) and mark the field invalid. */
export function showCodeError({ input, error }, rejected, t, example) {
  error.hidden = rejected === null;
  error.textContent = rejected === null ? "" : t("bad_code", { code: rejected, example });
  input.setAttribute("aria-invalid", String(rejected !== null));
}
