// Hints: the Hint button (shown while the "hints" setting is on), the highlight of the
// hinted cards or stock, and the line that says what kind of move it is. Python's solver
// chose the move; this only shows `shown_hint`.

/** Show `state.shown_hint`: the hth-hint class on its targets, and its line. */
export function drawHint(dom, state, t) {
  const hint = state.shown_hint;
  const targets = new Set(hint?.targets ?? []);
  dom.cards.forEach((card, p) => card.classList.toggle("hth-hint", targets.has(p)));
  dom.stock.classList.toggle("hth-hint", targets.has("stock"));
  dom.waste.classList.toggle("hth-hint", targets.has("waste"));
  dom.hintButton.hidden = !state.hints;
  dom.hintButton.disabled = state.status !== "playing";
  dom.hintLine.hidden = hint === null;
  dom.hintLine.dataset.key = hint === null ? "" : hint.winnable ? "hint_winnable" : "hint_lost";
  dom.hintLine.textContent = hint === null ? "" : t(dom.hintLine.dataset.key);
}
