// The small pictures of How to play (help.js), one per game, from the shared card
// renderer: Heart to Heart's free 7 pairing with the 7 on the waste over two covered
// cards, and Hope Deferred's deal of three with its target card lifted out.
import { backSvg, cardSvg } from "./cards.js";

const W = 40; // a card's width in the pictures

function picture(width, height, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"`
    + ` width="${width}" height="${height}">${body}</svg>`;
}

/** An arrow in white from (x1, y1) to (x2, y2), its head at the end. */
function arrow(x1, y1, x2, y2) {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = [-0.5, 0.5].map((turn) => [x2 - 7 * Math.cos(angle + turn), y2 - 7 * Math.sin(angle + turn)]);
  const d = `M${x1} ${y1}L${x2} ${y2}M${head[0].join(" ")}L${x2} ${y2}L${head[1].join(" ")}`;
  return `<path d="${d}" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round"`
    + ` stroke-linejoin="round"/>`;
}

/** Heart to Heart: two covered cards, the free 7 on them, and the 7 on the waste. */
export function heartToHeartPicture() {
  return picture(176, 96, cardSvg(9, "hearts", { state: "covered", at: [8, 4, W] })
    + cardSvg(5, "hearts", { state: "covered", at: [52, 4, W] })
    + cardSvg(7, "hearts", { at: [30, 36, W] })
    + arrow(112, 66, 80, 66) + arrow(80, 66, 112, 66)
    + cardSvg(7, "hearts", { at: [124, 36, W] }));
}

/** Hope Deferred: the stock, and three cards dealt with the target card set aside. */
export function hopeDeferredPicture() {
  return picture(196, 96, backSvg({ at: [4, 36, W] })
    + cardSvg(9, "clubs", { at: [58, 36, W] })
    + cardSvg(12, "hearts", { at: [104, 8, W] })
    + arrow(124, 92, 124, 74)
    + cardSvg(13, "spades", { at: [150, 36, W] }));
}
