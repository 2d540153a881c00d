// The Heart to Heart widget's view: the shared frame (shared/base.js) around the game's
// own board (heart_to_heart/). It draws the state the Python model syncs and sends the
// player's intents back; it knows no rules.
import { mountGame } from "./shared/base.js";
import { CODE_EXAMPLE } from "./heart_to_heart/dom.js";
import { TRAITS, readState } from "./heart_to_heart/state.js";
import { createView } from "./heart_to_heart/view.js";
import "./heart_to_heart.css";

const GAME = {
  widget: "heart-to-heart",
  prefix: "hth",
  codeExample: CODE_EXAMPLE,
  traits: TRAITS,
  readState,
  help: { rules: 5 },
  view: createView,
};

export default { render: (props) => mountGame(props, GAME) };
