// Playing cards as SVG markup, one renderer for both games: faces at three sizes, the back
// and the faint outline of an emptied place. Pure functions from arguments to strings (no
// DOM), drawn from card_art.json, which the Python renderer (common/card_svg.py) reads
// too; both write the same markup, character for character, and a test holds them to it.
// The markup carries the light theme's colours as attributes and hwc- classes, through
// which shared/cards.css recolours it for a dark theme or another state.
import art from "../../../hearttoheart_widget/common/card_art.json" with { type: "json" };

export const SUITS = Object.keys(art.suits);
export const SIZES = Object.keys(art.layouts);
export const STATES = ["free", "covered", "dimmed"];

const [WIDTH, HEIGHT] = art.box;
const TURN = `rotate(180 ${WIDTH / 2} ${HEIGHT / 2})`;

/**
 * A card's face as an `<svg>` string: `rank` 1 (Ace) to 13 (King) of `suit` ("clubs",
 * "diamonds", "hearts", "spades"). Options: `size` "full" (corner indices, pip layouts,
 * court figures), "compact" (one large index and one large pip) or "mini" (rank and suit
 * only), see `faceSize`; `state` "free", "covered" (greyed, index only) or "dimmed"
 * (greyed, for placement help); `label`, the index text if not the English one (a German
 * Jack is "B"); `at`, [x, y, width] to place the card inside a larger SVG picture.
 */
export function cardSvg(rank, suit = "hearts", { size = "full", state = "free", label = null, at = null } = {}) {
  if (!Number.isInteger(rank) || rank < 1 || rank > 13) {
    throw new RangeError(`rank must be an int 1 (Ace) to 13 (King), got ${String(rank)}`);
  }
  if (label !== null && typeof label !== "string") {
    throw new TypeError(`label must be text or null, got ${String(label)}`);
  }
  check("suit", suit, SUITS);
  check("size", size, SIZES);
  const colours = coloursOf(state);
  const layout = art.layouts[size];
  const colour = art.suits[suit].color;
  const text = label ?? art.ranks[rank - 1];
  let index = indexOf(text, suit, layout);
  if (layout.mirror) index += `<g transform="${TURN}">${index}</g>`;
  // A covered card shows its index only: most of it lies under other cards.
  const shown = state === "covered" ? "" : fill(faceArt(rank, suit, size, layout), colours);
  const body = shown ? `<g class="hwc-art">${shown}</g>` : "";
  const ink = `<g class="hwc-${colour}" color="${colours[colour]}" fill="currentColor">${index}${body}</g>`;
  return svg(`hwc-${size} hwc-${suit} hwc-${state}`, fill(art.face, colours) + ink, at);
}

/** A card's back (`at` as in `cardSvg`). */
export function backSvg({ at = null } = {}) {
  const colours = coloursOf("free");
  return svg("hwc-back-side", fill(art.face, colours) + fill(art.back, colours), at);
}

/** The faint outline of a place whose card has gone (`at` as in `cardSvg`). */
export function emptySvg({ at = null } = {}) {
  return svg("hwc-empty", art.empty, at);
}

/** The size of face that suits a card `width` px wide: "full", "compact" or "mini". */
export function faceSize(width) {
  return SIZES.find((size) => width >= art.layouts[size].from);
}

/** `value` to one decimal, as text: 12.25 is "12.3", 4.0 is "4". */
export function number(value) {
  return String(Math.round(value * 10) / 10);
}

function check(name, value, known) {
  if (!known.includes(value)) {
    throw new RangeError(`${name} must be one of ${known.join(", ")}; got ${String(value)}`);
  }
}

/**
 * The light theme's colours for a card in `state`: face, edge, red, black, back... A dimmed
 * card (placement help: not a partner) takes a covered card's colours.
 */
function coloursOf(state) {
  check("state", state, STATES);
  const theme = art.themes.light;
  if (state === "free") return theme;
  const own = Object.fromEntries(["face", "red", "black"].map((key) => [key, theme[`covered-${key}`]]));
  return { ...theme, ...own };
}

function svg(classes, content, at) {
  let place = "";
  if (at) {
    const [x, y, width] = at;
    place = ` x="${number(x)}" y="${number(y)}" width="${number(width)}"`
      + ` height="${number(width * HEIGHT / WIDTH)}"`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}"${place}`
    + ` class="hwc ${classes}" aria-hidden="true">${content}</svg>`;
}

/** The rank and the suit sign in a card's corner (or middle, for a mini card). */
function indexOf(text, suit, layout) {
  const { rank, suit: sign } = layout;
  const wide = [...text].length > 1 ? ` textLength="${rank.wide}" lengthAdjust="spacingAndGlyphs"` : "";
  return `<g class="hwc-index" font-family="${art.font}" font-weight="700"`
    + ` text-anchor="middle"><text x="${rank.x}" y="${rank.y}"`
    + ` font-size="${rank.size}"${wide}>${escape(text)}</text>`
    + `${shape("hwc-suit", suit, sign.x, sign.y, sign.scale)}</g>`;
}

/** What a face shows besides its indices: pips or a court figure. */
function faceArt(rank, suit, size, layout) {
  const courts = art.courts;
  const court = courts[String(rank)];
  if (size === "mini") return "";
  if (size === "compact") {
    if (court) return `<g class="hwc-court" transform="${courts.compact}">${court.art}</g>`;
    const { pip } = layout;
    return shape("hwc-pip", suit, pip.x, pip.y, pip.scale);
  }
  if (court) {
    const [x, y] = court.suit;
    const half = court.art + shape("hwc-suit", suit, x, y, courts.suit);
    return `${courts.frame}<g class="hwc-court">${half}<g transform="${TURN}">${half}</g></g>`;
  }
  const scale = rank === 1 ? layout.ace : layout.pips;
  return art.pips[rank - 1]
    .map(([x, y]) => shape("hwc-pip", suit, x, y, y > HEIGHT / 2 ? -scale : scale))
    .join("");
}

/** A suit's shape centred on (x, y), `scale` times its size (upside down if < 0). */
function shape(kind, suit, x, y, scale) {
  let numbers = 0;
  const d = art.suits[suit].path.replace(/-?\d*\.?\d+/g,
    (n) => number((numbers++ % 2 ? y : x) + scale * Number(n)));
  return `<path class="${kind}" d="${d}"/>`;
}

function fill(template, colours) {
  return template.replace(/\{([\w-]+)\}/g, (_, key) => colours[key]);
}

function escape(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}
