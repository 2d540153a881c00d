// The sentences the front end puts together, in each language, from the real translations
// (translations.json, read here as Python's view_words hands it to a view): the end
// reasons, the cards' accessible names and the hints agree with the card's gender and take
// the case their sentence needs; counts take the language's plural form.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { describe as said } from "../src/heart_to_heart/announce.js";
import { draw } from "../src/heart_to_heart/draw.js";
import { TURNING } from "../src/heart_to_heart/predict.js";
import { stuckLine } from "../src/heart_to_heart/ending.js";
import { announcement } from "../src/hope_deferred/announce.js";
import { translator } from "../src/shared/i18n.js";
import { fakeBoard } from "./fake_dom.js";

const table = JSON.parse(readFileSync(
  new URL("../../hearttoheart_widget/common/translations.json", import.meta.url), "utf8"));
const cases = JSON.parse(readFileSync(new URL("fixtures/taps.json", import.meta.url), "utf8"));

/** The translator a view of `game` gets in `language` (as `view_words` builds its words). */
function words(language, game = "heart_to_heart") {
  const entries = { ...table.common, ...table[game] };
  const texts = Object.fromEntries(Object.entries(entries)
    .map(([key, entry]) => [key, entry[language] ?? entry.en]));
  return translator({ language, texts });
}

/** A heart holding `cards` ({position: rank}), the rest removed. */
function heartOf(cards) {
  return Array.from({ length: 25 }, (_, p) => cards[p] ?? null);
}

const ACE = 1;
const NINE = 9;
const JACK = 11;
const QUEEN = 12;
const KING = 13;
/** The heart's tip (tests/test_js_lists.py checks that tipOf finds it in Python's geometry). */
const TIP = 24;

test("no other card of its rank: the words agree with the card's gender", () => {
  const alone = (language, rank) => stuckLine({ rank, at: 24, others: [], under: [] },
    heartOf({ 24: rank }), words(language), TIP);
  assert.equal(alone("de", ACE), "Kein anderes A♥ ist mehr im Spiel."); // das Ass
  assert.equal(alone("de", KING), "Kein anderer K♥ ist mehr im Spiel."); // der König
  assert.equal(alone("de", JACK), "Kein anderer B♥ ist mehr im Spiel."); // der Bube
  assert.equal(alone("de", NINE), "Keine andere 9♥ ist mehr im Spiel."); // die Neun
  assert.equal(alone("de", QUEEN), "Keine andere D♥ ist mehr im Spiel."); // die Dame
  assert.equal(alone("hr", ACE), "Nijedan drugi A♥ više nije u igri."); // as
  assert.equal(alone("hr", KING), "Nijedan drugi K♥ više nije u igri."); // kralj
  assert.equal(alone("hr", JACK), "Nijedan drugi J♥ više nije u igri."); // dečko
  assert.equal(alone("hr", NINE), "Nijedna druga 9♥ više nije u igri."); // devetka
  assert.equal(alone("hr", QUEEN), "Nijedna druga Q♥ više nije u igri."); // dama
  assert.equal(alone("en", KING), "No other K♥ is left in the game.");
});

test("the other card lies under free cards named in the case 'under' takes", () => {
  const heart = heartOf({ 3: KING, 20: QUEEN, 21: ACE, 22: JACK, 24: KING });
  const under = (language) => stuckLine({ rank: KING, at: 24, others: [3], under: [20, 21, 22, 24] },
    heart, words(language), TIP);
  assert.equal(under("de"), "Der andere K♥ liegt unter der freien D♥, dem freien A♥, "
    + "dem freien B♥ und dem K♥ an der Spitze.");
  assert.equal(under("hr"), "Drugi K♥ leži ispod slobodne Q♥, slobodnog A♥, slobodnog J♥ "
    + "i K♥ na vrhu srca.");
  assert.equal(under("en"), "The other K♥ lies under the free Q♥, the free A♥, the free J♥, "
    + "and the K♥ at the tip.");
});

test("two or three other cards take the count's form and the card's gender", () => {
  const others = (language, rank, count) => stuckLine(
    { rank, at: 24, others: [0, 1, 2].slice(0, count), under: [24] },
    heartOf({ 0: rank, 1: rank, 2: rank, 24: rank }), words(language), TIP);
  assert.equal(others("hr", KING, 2), "Ostala dva K♥ leže ispod K♥ na vrhu srca.");
  assert.equal(others("hr", NINE, 2), "Ostale dvije 9♥ leže ispod 9♥ na vrhu srca.");
  assert.equal(others("hr", ACE, 3), "Ostala tri A♥ leže ispod A♥ na vrhu srca.");
  assert.equal(others("hr", QUEEN, 3), "Ostale tri Q♥ leže ispod Q♥ na vrhu srca.");
  assert.equal(others("de", ACE, 2), "Die anderen zwei A♥ liegen unter dem A♥ an der Spitze.");
  assert.equal(others("en", NINE, 3), "The other three 9♥ lie under the 9♥ at the tip.");
});

test("a card's accessible name agrees with its rank: Kralj, slobodan; Dama, slobodna", () => {
  const { state } = cases.find((entry) => entry.name === "HH1-N-AAAAAAB after 105 moves");
  const t = words("hr");
  const dom = fakeBoard();
  draw(dom, state, t, "full");
  const masculine = new Set([ACE, JACK, KING]); // as, dečko, kralj
  const heard = new Set();
  state.heart.forEach((rank, p) => {
    if (rank === null) return;
    const free = state.free.includes(p);
    const word = masculine.has(rank) ? (free ? "slobodan" : "prekriven")
      : (free ? "slobodna" : "prekrivena");
    assert.equal(dom.cards[p].getAttribute("aria-label"), `${t(`rank_name_${rank}`)}, ${word}`);
    heard.add(word);
  });
  assert.ok(heard.has("slobodan") && heard.has("slobodna"), [...heard]); // both genders heard
});

test("a hint names its cards in the case its sentence takes", () => {
  const state = { heart: heartOf({ 22: KING, 24: KING }), waste_top: QUEEN, event: null };
  const hint = (language, targets) => said({ event: null, shown_hint: null },
    { ...state, shown_hint: { targets, winnable: true } }, words(language), 0);
  assert.equal(hint("hr", [22, 24]),
    "Savjet: uparite kralja i kralja. Sljedeći potez na putu do pobjede."); // accusative
  assert.equal(hint("de", [22, 24]),
    "Tipp: König und König bilden ein Paar. Nächster Zug auf dem Weg zum Sieg.");
  state.heart[22] = QUEEN;
  assert.equal(hint("hr", [22, "waste"]), "Savjet: uparite damu i damu s hrpe odbačenih karata. "
    + "Sljedeći potez na putu do pobjede.");
  assert.equal(hint("en", [22, "waste"]),
    "Hint: pair Queen with Queen from the waste. Next move of a winning line.");
});

test("counts take the language's plural form: 101 potez, 102 poteza, 105 poteza", () => {
  const t = words("hr");
  const back = (n) => t.plural("win_out_of_reach", n).split(" unatrag")[0];
  assert.deepEqual([101, 102, 105, 111, 121].map(back),
    ["To je 101 potez", "To su 102 poteza", "To je 105 poteza", "To je 111 poteza",
      "To je 121 potez"]);
  assert.equal(words("de").plural("win_out_of_reach", 101).split(" zurück")[0],
    "Das liegt 101 Züge");
});

test("Hope Deferred's lost title and its reason are two sentences in every language", () => {
  const state = { status: "lost", targets_left: 2, rounds: 3, piles: [["7S"], [], []],
    deals_in_round: 5, deals_per_round: 5 };
  const event = { kind: "move", move: "deal", placed: [] };
  const ends = Object.fromEntries(["en", "de", "hr"].map((language) => [language,
    announcement(words(language, "hope_deferred"), state, event, { aside: [] })]));
  assert.match(ends.en, /Not this time\. 2 cards of the target suit are still in the stock/);
  assert.match(ends.de, /Nicht aufgegangen\. 2 Karten der Zielfarbe stecken/);
  assert.match(ends.hr, /Ovaj put nije uspjelo\. 2 karte ciljne boje još su u talonu/);
});

test("a selected waste card still turning over is named without its gender", () => {
  const { state } = cases.find((entry) => entry.name === "HH1-N-AAAAAAB after 29 moves");
  const dom = fakeBoard();
  draw(dom, { ...state, selected: "waste", waste_top: TURNING }, words("hr"), "full");
  assert.match(dom.waste.getAttribute("aria-label"), /^Hrpa odbačenih karata, odabran, \d+ kart/);
});
