// Heart to Heart's parts beyond the game (see shared/extras.js): the daily deal's button
// beside New game and its mark on the board, and, with the "Show if winnable" setting,
// the mark that says whether the position can still be won. Once it cannot, the mark says
// since which move, and its popover tells which move gave the win away and undoes back to
// the last winnable position (or says that undo does not reach that far).
import { button, h } from "../shared/dom.js";
import { mountExtras } from "../shared/extras.js";
import { Mark, marksStack } from "../shared/marks.js";

/** The daily deal's date as the language writes it, such as "1 December 2026". */
function longDate(iso, language) {
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(year, month - 1, day).toLocaleDateString(language,
    { day: "numeric", month: "long", year: "numeric" });
}

class Winnable {
  constructor(shell, stack) {
    this.mark = new Mark(shell.id, "winnable", { details: true, live: true });
    stack.append(this.mark.element);
    this.back = button("undo-to-winnable", { class: "hw-button hw-primary" });
    this.back.addEventListener("click", () => {
      this.mark.popup.open(false);
      shell.send({ kind: "undo_to_winnable" });
    });
    this.restart = button("restart", {}, h("span"));
    this.restart.addEventListener("click", () => this.mark.popup.open(false));
  }

  draw(state, t) {
    const { winnable } = state;
    if (winnable === null) {
      this.mark.show(null);
    } else if (winnable) {
      this.mark.show("good", t("winnable_yes"), { details: t("win_still") });
      this.mark.setActions();
    } else {
      this.drawLost(state.win_lost_at, t);
    }
  }

  drawLost(lost, t) {
    const since = lost?.move ? t("winnable_since", { move: lost.move }) : "";
    const details = !lost?.move ? t("win_lost_start")
      : t("win_lost_move", { move: lost.move, card: `${t(`rank_${lost.rank}`)}♥` });
    this.mark.show("bad", t("winnable_no"), { note: since, details });
    if (!lost?.move) {
      this.mark.setActions();
    } else if (lost.reachable) {
      this.back.textContent = t.plural("win_back", lost.undos);
      this.mark.setActions(this.back);
    } else {
      this.mark.lines.textContent += ` ${t.plural("win_out_of_reach", lost.undos)}`;
      this.restart.textContent = t("restart");
      this.mark.setActions(this.restart);
    }
  }

  dispose() {
    this.mark.dispose();
  }
}

class Daily {
  constructor(shell, stack) {
    this.mark = new Mark(shell.id, "daily");
    stack.prepend(this.mark.element);
    const start = button("daily", {},
      h("span", { "data-label": "daily_deal" }));
    start.addEventListener("click", () => shell.send({ kind: "new_game", daily: true }));
    const newGame = shell.controls.querySelector('[data-action="new-game"]');
    if (newGame) newGame.after(start);
    else shell.addControls(start);
  }

  draw(state, t) {
    if (state.daily === null) {
      this.mark.show(null);
      return;
    }
    const label = t("daily_of", { date: longDate(state.daily, t.language) });
    this.mark.show("plain", t("daily_deal"), { label });
  }
}

/** Heart to Heart's extras; `piles` is the board's stock-and-waste group they stand in. */
export function createExtras(shell, piles) {
  const stack = marksStack("hth-marks");
  piles.append(stack);
  return mountExtras(shell, [new Daily(shell, stack), new Winnable(shell, stack)]);
}
