"""Screen readers: the table in words (the view's accessible name and description), the card
under the keyboard focus, news in the status bar, and never a hidden card named."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from bezique_qt.engine import GameState, Observation, parse_card, parse_cards, preset
from bezique_qt.engine.actions import EXCHANGE, Action
from bezique_qt.engine.cards import full_deck, kind_of, pretty
from bezique_qt.ui.spoken import SpokenLabel, TableWords, spoken_card
from bezique_qt.ui.window import MainWindow
from bezique_qt.words.caption import Caption, units
from bezique_qt.words.game import describe_action
from bezique_qt.words.i18n import install_translators

from .conftest import CLASSIC_ANN

_RANKS = {"ace": "A", "ten": "T", "king": "K", "queen": "Q", "jack": "J", "nine": "9",
          "eight": "8", "seven": "7"}
_SUITS = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
_NAMED = re.compile(r"\b(ace|ten|king|queen|jack|nine|eight|seven) of "
                    r"(spades|hearts|diamonds|clubs)\b", re.IGNORECASE)
_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
_WRITTEN = re.compile(r"(10|[AKQJ987])([♠♥♦♣])")


def named_kinds(text: str) -> set[int]:
    """The cards (up to their copy) that ``text`` names, in words or with a suit symbol."""
    named = {kind_of(parse_card(_RANKS[r.lower()] + _SUITS[s.lower()]))
             for r, s in _NAMED.findall(text)}
    return named | {kind_of(parse_card(("T" if r == "10" else r) + _SYMBOLS[s]))
                    for r, s in _WRITTEN.findall(text)}


def accessible(widget: QWidget, what: QAccessible.Text) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.text(what)


def status_label(window: MainWindow) -> SpokenLabel:
    (label,) = window.statusBar().findChildren(SpokenLabel)
    return label


# ---------------------------------------------------------------------------- words
def test_words_for_cards() -> None:
    assert spoken_card(parse_card("QS1")) == "queen of spades"
    assert spoken_card(parse_card("TH2")) == "ten of hearts"


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
        spoken = (window.narrator.name, window.narrator.description,
                  accessible(window.view, QAccessible.Text.Name),
                  accessible(window.view, QAccessible.Text.Description),
                  accessible(status_label(window), QAccessible.Text.Name))
        for text in (*spoken, window.scene.message.text, window.scene.prompt.text):
            check(text)
        # what a screen reader says names every card in words, never by its symbol
        for text in spoken:
            assert not any(symbol in text for symbol in "♠♥♦♣"), text

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


# ---------------------------------------------------------------------------- cards as data
# A Rubicon deal (no turn-up: a marriage makes trumps) where Ann wins the first trick and may
# declare marriages, a bezique and four kings.
RUBICON_ANN = "AS1 AH1 KH1 QH1 QS1 JD1 KS1 KD1 KC1"
RUBICON_COMPUTER = "9S1 9S2 8C1 8C2 9C1 7S1 7S2 8S1 8S2"
NBSP = "\u00a0"
# what the tests expect, written out here rather than taken from the program's words
CARD_WORDS = {
    "en": ({"A": "ace", "T": "ten", "K": "king", "Q": "queen", "J": "jack", "9": "nine",
            "8": "eight", "7": "seven"},
           {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}, "{rank} of {suit}"),
    "fr": ({"A": "as", "T": "dix", "K": "roi", "Q": "dame", "J": "valet", "9": "neuf",
            "8": "huit", "7": "sept"},
           {"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"}, "{rank} de {suit}"),
}
SAID = {
    "en": {"trick": "You win the trick ({cards}).",
           "marriage": "Declare marriage K♥ Q♥ (makes ♥ trumps)",
           "spoken marriage": "Declare marriage king of hearts, queen of hearts (makes hearts "
                              "trumps)",
           "choice": "Choice {n} of {count}: {choice}, 40 points",
           "kings": "Declare four kings K♠ K♥ K♦ K♣",
           "spoken kings": "Declare four kings king of spades, king of hearts, king of "
                           "diamonds, king of clubs",
           "exchange": "Exchange the 7♥ for the turn-up",
           "prompt": "Card table: Exchange the seven of hearts for the turn-up"},
    "fr": {"trick": "Vous remportez la levée ({cards}).",
           "marriage": "Annoncer mariage K♥ Q♥ (l'atout devient ♥)",
           "spoken marriage": "Annoncer mariage roi de cœur, dame de cœur (l'atout devient "
                              "cœur)",
           "choice": f"Choix {{n}} sur {{count}}{NBSP}: {{choice}}, 40 points",
           "kings": "Annoncer quatre rois K♠ K♥ K♦ K♣",
           "spoken kings": "Annoncer quatre rois roi de pique, roi de cœur, roi de carreau, "
                           "roi de trèfle",
           "exchange": "Échanger le 7♥ contre la carte retournée",
           "prompt": f"Table de jeu{NBSP}: Échanger le sept de cœur contre la carte retournée"},
}
SUIT_SYMBOLS = "♠♥♦♣"


def _words(card_text: str, language: str) -> str:
    ranks, suits, template = CARD_WORDS[language]
    return template.format(rank=ranks[card_text[0]], suit=suits[card_text[1]])


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest, qapp: object) -> Iterator[str]:
    """The program speaking English, then French (English again afterwards)."""
    install_translators(qapp, request.param)  # type: ignore[arg-type]
    yield request.param
    install_translators(qapp, "en")  # type: ignore[arg-type]


def _rubicon_trick_won(make_window: Callable, driver_for: Callable,
                       deck_builder: Callable) -> MainWindow:
    window = make_window("rubicon")
    deck = deck_builder(RUBICON_ANN, RUBICON_COMPUTER, turnup=None, packs=4, hand_size=9,
                        pattern=(3, 3, 3))
    window.start_game(decks=[deck], first_dealer=1, seed=5)
    t = driver_for(window)
    t.wait_for_human()
    t.click_card("AS1")
    t.wait_for_human()
    assert t.obs().step == "declare"
    return window


def test_the_status_line_says_its_cards_in_words(qtbot: QtBot, make_window: Callable,
                                                 driver_for: Callable, deck_builder: Callable,
                                                 language: str) -> None:
    window = _rubicon_trick_won(make_window, driver_for, deck_builder)
    leader, cards, winner = window.controller.observation().tricks[-1]
    assert (leader, winner, cards[0]) == (0, 0, parse_card("AS1", 4))
    computer = pretty(cards[1])  # which spade the computer gave is its own choice
    status = status_label(window)
    # shown as before, with the cards' symbols
    assert status.text() == SAID[language]["trick"].format(cards=f"A♠ {computer}")
    # said with the cards' names, in the player's language
    rank = "T" if computer.startswith("10") else computer[0]
    suit = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}[computer[-1]]
    assert accessible(status, QAccessible.Text.Name) == SAID[language]["trick"].format(
        cards=f"{_words('AS', language)}, {_words(rank + suit, language)}")


def test_the_declaration_buttons_say_their_cards_in_words(qtbot: QtBot, make_window: Callable,
                                                          driver_for: Callable,
                                                          deck_builder: Callable,
                                                          language: str) -> None:
    window = _rubicon_trick_won(make_window, driver_for, deck_builder)
    view = window.view
    buttons = window.scene.panel.buttons
    captions = [b.caption for b in buttons]
    # shown as before, with the cards' symbols
    assert SAID[language]["marriage"] in captions and SAID[language]["kings"] in captions
    names: dict[str, str] = {}
    qtbot.keyClick(view, Qt.Key.Key_D)  # the keyboard goes to the choices, then along them
    for n in range(1, len(buttons) + 1):
        if n > 1:
            qtbot.keyClick(view, Qt.Key.Key_Down)
        focused = buttons[window.scene.panel.focus_index]
        names[focused.caption] = accessible(view, QAccessible.Text.Name)
        assert not any(symbol in names[focused.caption] for symbol in SUIT_SYMBOLS), names
        assert names[focused.caption].startswith(
            SAID[language]["choice"].split("{choice}")[0].format(n=n, count=len(buttons)))
    marriage = SAID[language]["marriage"]
    assert names[marriage] == SAID[language]["choice"].format(
        n=captions.index(marriage) + 1, count=len(buttons),
        choice=SAID[language]["spoken marriage"])
    assert SAID[language]["spoken kings"] in names[SAID[language]["kings"]]


def test_the_prompt_says_its_cards_in_words(qtbot: QtBot, classic_window: Callable,
                                            driver_for: Callable, language: str) -> None:
    """No prompt the table gives now names a card; one that does is a caption, and the table's
    accessible name says its cards by name."""
    window = classic_window()
    driver_for(window).wait_for_human()
    prompt = describe_action(Action(EXCHANGE, card=parse_card("7H1")))
    window.scene.set_prompt(prompt)
    window.narrator.update_name()
    assert window.scene.prompt.text == SAID[language]["exchange"]
    assert accessible(window.view, QAccessible.Text.Name) == SAID[language]["prompt"]
    # a prompt that names no card is said as it is shown
    window.scene.set_prompt("Plain words")
    window.narrator.update_name()
    assert accessible(window.view, QAccessible.Text.Name).endswith(": Plain words")


def test_a_caption_is_made_shown_and_spoken_together() -> None:
    marriage = Caption.of("{meld} ({cards})", meld="marriage",
                          cards=Caption("K♥ Q♥", "king of hearts, queen of hearts", [2]))
    assert marriage == "marriage (K♥ Q♥)"
    assert marriage.spoken == "marriage (king of hearts, queen of hearts)"
    said = Caption.of("{who} declares {what}.", who="Ann", what=marriage).capitalised()
    assert (said, said.spoken) == ("Ann declares marriage (K♥ Q♥).",
                                   "Ann declares marriage (king of hearts, queen of hearts).")
    # joined, added: the cards stay spoken, and the meld's cards stay on one line
    both = Caption.joined("; ", [said, "next"]) + "!"
    assert (both, both.spoken) == ("Ann declares marriage (K♥ Q♥).; next!",
                                   "Ann declares marriage (king of hearts, queen of hearts).; "
                                   "next!")
    assert units(both) == ["Ann", "declares", "marriage", "(K♥ Q♥).;", "next!"]
    trumps = Caption.of("(makes {suit} trumps)", suit=Caption("♥", "hearts", glue_after=True))
    assert (trumps.spoken, units(trumps)) == ("(makes hearts trumps)", ["(makes", "♥ trumps)"])
    # plain text breaks at every space and is said as it is
    assert units("a  b ") == ["a", "b"]
