"""The Rules window: the rules of the variant being played, built from its switches."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from bezique_qt.engine import GameState, preset
from bezique_qt.levels import Level
from bezique_qt.ui.dialogs.game import GameSettings
from bezique_qt.ui.rules_text import house_rules, meld_table, rules_html
from bezique_qt.ui.window import MainWindow
from bezique_qt.ui.windows.rules import RulesWindow


def _words(html_text: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html_text).split())


def _section(text: str, title: str) -> str:
    start = text.index(title)
    return text[start:start + 4000]


def test_classic_rules_name_the_sequence_and_the_turn_up() -> None:
    v = preset("classic")
    text = _words(rules_html(v))
    assert "Sequence ace, ten, king, queen and jack of trumps 250" in text
    assert "turn-up" in text
    assert "Double bezique" in text and "500" in text
    assert "Four aces any four aces 100" in text
    assert "Back-door" not in text and "Carte blanche" not in text
    assert "The computer never sees your cards or the stock." in text
    assert "target is 1000 points" in text
    assert "House rules in effect None" in text


def test_rubicon_rules_name_the_rubicon_back_door_and_carte_blanche() -> None:
    text = _words(rules_html(preset("rubicon")))
    assert "rubicon" in text.lower()
    assert "rubiconed" in text
    assert "Back-door sequence ace, ten, king, queen and jack of a plain suit 150" in text
    assert "Carte blanche a hand without a king, queen or jack 50" in text
    assert "no seven of trumps" in text
    assert "Quadruple bezique four of each of those cards 4500" in text
    assert "1000 for the game plus 300 for brisques" in text
    assert "no card is turned up" in text


def test_the_rules_for_three_and_four_say_how_a_tie_and_a_side_are_settled() -> None:
    # SPEC §13: a tie no tie-break settles plays another deal (more than two sides only); a
    # partner's declarations hold the side
    tie = "nobody has won yet: another deal is played"
    side = "a queen one of them has married cannot be married again by the other"
    three = _words(rules_html(preset("three_handed")))
    partners = _words(rules_html(preset("four_handed_partners")))
    classic = _words(rules_html(preset("classic")))
    assert tie in three and tie in _words(rules_html(preset("four_handed_solo")))
    assert tie not in partners and tie not in classic
    assert side in partners and side not in three and side not in classic


def test_meld_table_follows_the_switches() -> None:
    six = {name: points for name, _cards, points in meld_table(preset("six_pack"))}
    assert six["Four aces of trumps"] == 1000 and six["Carte blanche"] == 250
    eight = {name: points for name, _cards, points in meld_table(preset("eight_pack"))}
    assert eight["Quintuple bezique"] == 9000 and eight["Five jacks of trumps"] == 800
    assert "Carte blanche" not in eight
    tens = {name: points for name, _cards, points in
            meld_table(preset("classic").with_switches(four_tens=200))}
    assert tens["Four tens"] == 200
    one = [name for name, _cards, _points in meld_table(preset("one_pack_32"))]
    assert "Double bezique" not in one


def test_house_rules_in_effect_lists_every_change() -> None:
    v = preset("classic").with_switches(phase2_must_trump=False, game_target=1500)
    assert [label for label, _before, _now in house_rules(v)] == [
        "Last tricks: must trump when void", "Points to win the game"]
    text = _words(rules_html(v))
    houses = _section(text, "House rules in effect")
    assert "Last tricks: must trump when void : No (usually: Yes)" in houses
    assert "Points to win the game : 1500 (usually: 1000)" in houses
    # the rules themselves follow the change
    assert "trumping is not compulsory" in text
    assert "target is 1500 points" in text


def test_rules_text_does_not_load_qt() -> None:
    import subprocess
    code = ("import sys; from bezique_qt.ui.rules_text import rules_html; "
            "from bezique_qt.engine import PRESETS; [rules_html(v) for v in PRESETS.values()]; "
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "False"


def test_rules_window_opens_from_the_help_menu(
        make_window: Callable[..., MainWindow], qtbot: QtBot, qapp: QApplication) -> None:
    window = make_window("rubicon")
    assert window.window_actions.rules in window.help_menu.actions()
    assert "F1" in [s.toString() for s in window.window_actions.rules.shortcuts()]
    window.window_actions.rules.trigger()
    rules = window.findChild(RulesWindow, "rules-window")
    assert rules is not None
    qtbot.waitExposed(rules)
    text = rules.browser.toPlainText()
    assert "Rubicon" in rules.windowTitle()
    assert "The computer never sees your cards or the stock." in text
    assert "Back-door sequence" in text
    # F1 brings the same window back rather than a second one
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert len(window.findChildren(RulesWindow)) == 1
    rules.close()


def test_an_open_rules_window_follows_the_game_on_the_table(
        make_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    window = make_window("classic")
    window.start_game(seed=1)
    window.window_actions.rules.trigger()  # with a game on the table
    rules = window.findChild(RulesWindow, "rules-window")
    assert rules is not None
    qtbot.waitExposed(rules)
    assert "Classic" in rules.windowTitle() and rules.variant == window.controller.variant
    assert "Back-door sequence" not in rules.browser.toPlainText()
    # a new game with other rules: the open window shows them
    window.start_game(GameSettings("rubicon", Level.MEDIUM, None, "Ann"), seed=2)
    assert "Rubicon" in rules.windowTitle()
    assert "Back-door sequence" in rules.browser.toPlainText()
    # so does a game put back on the table (opened or resumed), house rules included
    state = GameState.new_game(preset("classic").with_switches(game_target=1500), seed=3,
                               names=["Ann", "Computer"])
    window.show_game(state, Level.MEDIUM)
    assert "Classic" in rules.windowTitle()
    assert "target is 1500 points" in " ".join(rules.browser.toPlainText().split())
    # the same rules again leave the text where it was read
    bar = rules.browser.verticalScrollBar()
    bar.setValue(bar.maximum())
    window.show_game(GameState.new_game(preset("classic").with_switches(game_target=1500),
                                        seed=4, names=["Ann", "Computer"]), Level.MEDIUM)
    assert bar.value() == bar.maximum() > 0
    rules.close()
