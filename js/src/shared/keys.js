// Keys typed in a widget stay in the widget. JupyterLab's notebook takes a, b, d d, m, z,
// the arrows, Enter and Space as its own shortcuts; the root's data-lm-suppress-shortcuts
// attribute alone does not stop them in JupyterLab 4.

/**
 * Call last in a view's keydown handler: a key without Ctrl, Alt or Cmd, or one the view
 * `handled`, goes no further. Other combinations (Ctrl+S...) still reach JupyterLab.
 */
export function keepKeyInside(event, handled = false) {
  if (handled || !(event.ctrlKey || event.metaKey || event.altKey)) event.stopPropagation();
}
