// Inline SVG icons shared by the widgets' views; they draw in currentColor. Each is made of
// stroked lines (`line`) in a 24 x 24 box (`icon24`).

/** An icon's `<svg>` around its shapes' markup. */
export function icon24(...shapes) {
  return `<svg viewBox="0 0 24 24" aria-hidden="true">${shapes.join("")}</svg>`;
}

/** A line along the path `d`, `width` thick; `round` gives it round caps (and joins). */
export function line(d, width, round = "") {
  const ends = round && ` stroke-linecap="round"${round === "caps" ? "" : ' stroke-linejoin="round"'}`;
  return `<path d="${d}" fill="none" stroke="currentColor" stroke-width="${width}"${ends}/>`;
}

export const COPY_ICON = icon24(
  '<rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" stroke-width="2"/>',
  line("M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2", 2));

export const CHECK_ICON = icon24(line("M5 12.5 10 17.5 19 7", 2.4, "round"));

export const RECYCLE_ICON = icon24(
  line("M12 4a8 8 0 1 1-7.4 5", 2.2, "caps"),
  line("M3.2 4.6 4.4 9.6 9.3 8.2", 2.2, "round"));

export const GEAR_ICON = icon24(
  line("M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z", 2),
  '<path d="M19.4 13.5a7.6 7.6 0 0 0 0-3l2-1.6-2-3.4-2.4 1a7.5 7.5 0 0 0-2.6-1.5L14 2.5h-4l-.4'
  + " 2.5A7.5 7.5 0 0 0 7 6.5l-2.4-1-2 3.4 2 1.6a7.6 7.6 0 0 0 0 3l-2 1.6 2 3.4 2.4-1a7.5 7.5 0"
  + ' 0 0 2.6 1.5l.4 2.5h4l.4-2.5a7.5 7.5 0 0 0 2.6-1.5l2.4 1 2-3.4-2-1.6Z" fill="none"'
  + ' stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"/>');

export const CHEVRON_ICON = icon24(line("M6 9.5 12 15.5 18 9.5", 2.2, "round"));

// Review mode: the steps (to the deal, back, on, to the last move), close, and the marks of
// a move's verdict and of a better move.
const step = (path) => icon24(line(path, 2.2, "round"));
export const FIRST_ICON = step("M6 5v14M18 6l-7 6 7 6");
export const PREVIOUS_ICON = step("M15 6l-7 6 7 6");
export const NEXT_ICON = step("M9 6l7 6-7 6");
export const LAST_ICON = step("M18 5v14M6 6l7 6-7 6");
export const CLOSE_ICON = step("M6 6l12 12M18 6 6 18");
export const CROSS_ICON = step("M7 7l10 10M17 7 7 17");
export const DASH_ICON = step("M7 12h10");
export const UP_ICON = step("M6 15l6-6 6 6");
export const DOWN_ICON = step("M6 9l6 6 6-6");
export const STAR_ICON = icon24(
  '<path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z"'
  + ' fill="currentColor"/>');
