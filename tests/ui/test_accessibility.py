"""Screen readers: the table in words (the view's accessible name and description), the card
under the keyboard focus, news in the status bar, and never a hidden card named."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from bezique_qt.engine import GameState, Observation, parse_card, parse_cards, preset
from bezique_qt.engine.cards import full_deck, kind_of
from bezique_qt.ui.spoken import SpokenLabel, TableWords, spoken, spoken_card
from bezique_qt.ui.window import MainWindow

from .conftest import CLASSIC_ANN

_RANKS = {"ace": "A", "ten": "T", "king": "K", "queen": "Q", "jack": "J", "nine": "9",
          "eight": "8", "seven": "7"}
_SUITS = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
_NAMED = re.compile(r"\b(ace|ten|king|queen|jack|nine|eight|seven) of "
                    r"(spades|hearts|diamonds|clubs)\b", re.IGNORECASE)


def named_kinds(text: str) -> set[int]:
    """The cards (up to their copy) that ``text`` names, in words or with a suit symbol."""
    return {kind_of(parse_card(_RANKS[r.lower()] + _SUITS[s.lower()]))
            for r, s in _NAMED.findall(spoken(text))}


def accessible(widget: QWidget, what: QAccessible.Text) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.text(what)


def status_label(window: MainWindow) -> SpokenLabel:
    (label,) = window.statusBar().findChildren(SpokenLabel)
    return label


# ---------------------------------------------------------------------------- words
def test_words_for_cards_and_symbols() -> None:
    assert spoken_card(parse_card("QS1")) == "queen of spades"
    assert spoken_card(parse_card("TH2")) == "ten of hearts"
    assert spoken("Ann declares royal marriage K♥ Q♥; 10♦ next.") == (
        "Ann declares royal marriage king of hearts, queen of hearts; ten of diamonds next.")


def _readme_game() -> GameState:
    """The engine guide's deal (docs/engine.md): South (seat 0) holds Q♠ J♦ K♥ Q♥ K♦ J♦ Q♦
    A♣; hearts are trumps."""
    classic = preset("classic")
    top = parse_cards("QS1 JD1 KH1 AS1 TS1 9S1 QH1 KD1 8C1 9C1 JD2 QD1 AC1 TC1 7S1 8S1 AH1 "
                      "9H1 7C1")
    deck = top + [card for card in full_deck(classic.packs) if card not in top]
    return GameState.new_game(classic, decks=[deck], first_dealer=1, names=["Ann", "Bob"])


def test_table_words_tell_the_hand_trick_stock_melds_and_score() -> None:
    game = _readme_game()
    game.apply("play AC1")
    words = TableWords(game.observation(1), game.names)
    assert words.trick() == "Trick: Ann led the ace of clubs."
    assert words.hand().startswith("Your hand, 8 cards: ace of spades, ten of spades")
    game.apply("play 8C1")  # Ann wins the trick
    game.apply("announce MARRIAGE KH1 QH1")
    game.apply("score MARRIAGE KH1 QH1")
    game.apply("done")
    bob = TableWords(game.observation(1), game.names)
    assert bob.last_trick() == "Last trick: Ann led the ace of clubs, you played the eight " \
                               "of clubs; Ann won it."
    assert bob.stock() == "Stock: 45 cards, turn-up ace of hearts, trumps hearts."
    assert bob.declared(0) == "Ann's table: royal marriage (king of hearts, queen of hearts)."
    assert bob.declared(1) == "Your table: no declared cards."
    assert bob.score() == "Score: You 0, Ann 40; this deal 0 to 40."
    assert bob.opponent_hand() == "Ann holds 6 cards."
    ann = TableWords(game.observation(0), game.names)
    assert ann.score() == "Score: You 40, Bob 0; this deal 40 to 0."
    assert "Your table: royal marriage" in ann.description()
    # In a demo both seats are called by name.
    demo = TableWords(game.observation(0), game.names, demo=True)
    assert demo.score().startswith("Score: Ann 40, Bob 0")


# ---------------------------------------------------------------------------- the window
def test_accessible_texts_follow_a_move(qtbot: QtBot, classic_table: Callable) -> None:
    window, t = classic_table()
    view = window.view
    description = accessible(view, QAccessible.Text.Description)
    assert description == window.narrator.description
    hand_line = description.splitlines()[0]
    assert hand_line.startswith("Your hand, 8 cards: ")
    for card in parse_cards(CLASSIC_ANN, 2):
        assert spoken_card(card) in hand_line
    assert "Stock: 47 cards, turn-up king of hearts, trumps hearts." in description
    assert "Score: You 0, Computer 0" in description
    assert "Computer holds 8 cards." in description
    assert accessible(view, QAccessible.Text.Name).startswith("Card table: Your lead")

    t.click_card("AH1")
    t.wait_for_human()  # the computer has followed; Ann won the trick and may declare
    obs = t.obs()
    leader, cards, winner = obs.tricks[-1]
    assert (leader, winner, cards[0]) == (0, 0, parse_card("AH1"))
    description = accessible(view, QAccessible.Text.Description)
    assert f"Last trick: you led the ace of hearts, Computer played the " \
           f"{spoken_card(cards[1])}; you won it." in description
    assert "Your hand, 7 cards" in description and "ace of hearts, " in description  # AH2
    status = status_label(window)
    assert status.text().startswith("You win the trick (A♥")
    assert accessible(status, QAccessible.Text.Name).startswith(
        "You win the trick (ace of hearts")
    assert accessible(view, QAccessible.Text.Name).startswith("Card table: You won the trick")


def test_the_focused_card_and_choice_are_named(qtbot: QtBot, classic_table: Callable) -> None:
    window, t = classic_table()
    view = window.view
    view.setFocus()
    order = window.scene.my_cards_in_order()
    playable = window.controller.playable_cards()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    first = order[0]
    name = accessible(view, QAccessible.Text.Name)
    assert name.startswith(f"{spoken_card(first).capitalize()}, in your hand, 1 of 8")
    assert name.endswith(", playable" if first in playable else ", cannot be played now")
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert accessible(view, QAccessible.Text.Name).startswith(
        f"{spoken_card(order[-1]).capitalize()}, in your hand, 8 of 8")
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert accessible(view, QAccessible.Text.Name).startswith("Card table: Your lead")
    # After winning a trick, the declaration choices are named as the focus moves.
    t.click_card("AH1")
    t.wait_for_human()
    assert t.obs().step == "declare"
    qtbot.keyClick(view, Qt.Key.Key_D)
    name = accessible(view, QAccessible.Text.Name)
    count = len(window.scene.panel.buttons)
    assert name.startswith(f"Choice 1 of {count}: ")
    assert "♠" not in name and "♥" not in name and "♦" not in name
    qtbot.keyClick(view, Qt.Key.Key_D)  # to "Done"
    assert "Done: draw a card" in accessible(view, QAccessible.Text.Name)


def test_no_accessible_text_names_a_hidden_card(qtbot: QtBot, classic_window: Callable,
                                                driver_for: Callable) -> None:
    window = classic_window()
    t = driver_for(window)
    c = window.controller
    seen: set[int] = set()
    checked: list[str] = []

    def note_seen(obs: Observation) -> None:
        cards = {*obs.hand, *obs.tables[0], *obs.tables[1], *obs.trick, *obs.opponent_known}
        cards.update(card for _leader, trick, _winner in obs.tricks for card in trick)
        if obs.turnup is not None:
            cards.add(obs.turnup)
        seen.update(kind_of(card) for card in cards)

    def check(text: str) -> None:
        # The table is behind the game, never ahead: what it says, the game has shown.
        note_seen(c.state.observation(0))
        leaked = named_kinds(text) - seen
        assert not leaked, f"{text!r} names a card the player has not seen"
        checked.append(text)

    def check_all() -> None:
        for text in (window.narrator.name, window.narrator.description,
                     accessible(window.view, QAccessible.Text.Name),
                     accessible(window.view, QAccessible.Text.Description),
                     accessible(status_label(window), QAccessible.Text.Name),
                     window.scene.message.text, window.scene.prompt.text):
            check(text)

    window.scene.announced.connect(check)
    window.scene.idle.connect(check_all)
    check_all()
    t.play_rest_of_deal(checks=True)
    assert c.deal_over
    check_all()
    # the check was not idle: texts naming cards went through it
    assert len(checked) > 100
    assert sum(bool(named_kinds(text)) for text in checked) > 50


def test_deal_end_goes_to_the_status_bar(qtbot: QtBot, classic_window: Callable,
                                         driver_for: Callable) -> None:
    window = classic_window()
    t = driver_for(window)
    t.play_rest_of_deal(checks=False)
    status = status_label(window)
    qtbot.waitUntil(lambda: "Deal 1" in status.text(), timeout=5000)
    assert re.search(r"\d+, Computer \d+", status.text())
