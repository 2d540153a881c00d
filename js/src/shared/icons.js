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
