// Which keys typed in a widget stay in it, and which go on to JupyterLab.
//
// A key the view used stays, and so does every key typed without Ctrl, Alt or Cmd (other
// than Shift+Enter): in the notebook's command mode a, b, m, d d, z or Shift+M would add,
// cut, merge or undo cells. Everything else reaches JupyterLab as if the widget were not
// there: Ctrl+S saves, Ctrl+Shift+C opens the command palette, Shift+Enter runs the cell.
// The root must not carry data-lm-suppress-shortcuts, which switches all of them off.

/** Call last in a view's keydown handler; `handled` says whether the view used the key. */
export function keepKeyInside(event, handled = false) {
  const command = event.ctrlKey || event.metaKey || event.altKey;
  const runsCell = event.key === "Enter" && event.shiftKey;
  if (handled || !(command || runsCell)) event.stopPropagation();
}

/** Whether a key comes with no modifier at all (Shift included). */
export function plain(event) {
  return !(event.ctrlKey || event.metaKey || event.altKey || event.shiftKey);
}
