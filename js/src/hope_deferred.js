// The Hope Deferred widget's view: the shared frame (shared/base.js) around the game's
// own board (hope_deferred/). It draws the state the Python model syncs and sends the
// player's intents back; it knows no rules.
import { mountGame } from "./shared/base.js";
import { CODE_EXAMPLE } from "./hope_deferred/dom.js";
import { TRAITS, readState } from "./hope_deferred/state.js";
import { createView } from "./hope_deferred/view.js";
import "./hope_deferred.css";

const GAME = {
  widget: "hope-deferred",
  prefix: "hd",
  codeExample: CODE_EXAMPLE,
  traits: TRAITS,
  readState,
  help: { rules: 4 },
  view: createView,
};

export default { render: (props) => mountGame(props, GAME) };
