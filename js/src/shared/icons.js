// Inline SVG icons shared by the widgets' views; they draw in currentColor.

export const COPY_ICON = `<svg viewBox="0 0 24 24" aria-hidden="true">
  <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor"
    stroke-width="2"/>
  <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" fill="none"
    stroke="currentColor" stroke-width="2"/></svg>`;

export const CHECK_ICON = `<svg viewBox="0 0 24 24" aria-hidden="true">
  <path d="M5 12.5 10 17.5 19 7" fill="none" stroke="currentColor" stroke-width="2.4"
    stroke-linecap="round" stroke-linejoin="round"/></svg>`;

export const RECYCLE_ICON = `<svg viewBox="0 0 24 24" aria-hidden="true">
  <path d="M12 4a8 8 0 1 1-7.4 5" fill="none" stroke="currentColor" stroke-width="2.2"
    stroke-linecap="round"/>
  <path d="M3.2 4.6 4.4 9.6 9.3 8.2" fill="none" stroke="currentColor" stroke-width="2.2"
    stroke-linecap="round" stroke-linejoin="round"/></svg>`;

export const GLOBE_ICON = `<svg viewBox="0 0 24 24" aria-hidden="true">
  <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="1.8"/>
  <path d="M3 12h18M12 3c2.6 2.6 3.8 5.6 3.8 9s-1.2 6.4-3.8 9c-2.6-2.6-3.8-5.6-3.8-9S9.4 5.6
    12 3Z" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"/></svg>`;
