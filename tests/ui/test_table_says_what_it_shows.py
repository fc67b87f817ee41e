"""What the table says keeps step with what it shows: no "Wait for your turn" beside "Your
turn", an Undo that says which cards went back, no Brisques line where brisques never count,
numbers that agree with their nouns, an About box that speaks of every table."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from bezique_qt.engine.cards import parse_card
from bezique_qt.ui.dialogs.about import AboutDialog
from bezique_qt.ui.window import MainWindow

from .conftest import CLASSIC_ANN, CLASSIC_COMPUTER, TableDriver


def test_a_refusal_to_wait_goes_when_the_turn_comes(
        classic_table: Callable[..., tuple[MainWindow, TableDriver]], qtbot: QtBot) -> None:
    window, driver = classic_table(speed="normal")
    driver.click_card("8S1")  # Ann leads; the computer is to answer
    with qtbot.waitSignal(window.controller.action_refused, timeout=5000):
        window.scene.finish_animations()
        qtbot.keyClick(window.view, Qt.Key.Key_Right)
        qtbot.keyClick(window.view, Qt.Key.Key_Return)  # Enter on a card: not Ann's turn
    assert window.scene.message.text.startswith("Wait for your turn")
    driver.wait_for_human()
    assert window.controller.is_humans_turn()
    shown = (window.scene.prompt.text, window.scene.message.text, window._status.text())
    assert not any("Wait for your turn" in text for text in shown), shown


def test_undo_after_following_says_the_lead_stays_on_the_table(
        make_window: Callable[..., MainWindow], deck_builder: Callable[..., list[int]],
        driver_for: Callable[[MainWindow], TableDriver]) -> None:
    window = make_window("classic")
    # Ann deals: the computer leads, and Ann's ace of trumps (hearts) wins whatever it leads
    deck = deck_builder(CLASSIC_ANN, CLASSIC_COMPUTER, turnup="KH1", packs=2, hand_size=8,
                        pattern=(3, 2, 3), human_deals=True)
    window.start_game(decks=[deck], first_dealer=0, seed=3)
    driver = driver_for(window)
    driver.wait_for_human()
    (lead,) = driver.obs().trick
    driver.click_card("AH1")
    driver.wait_for_human()
    assert driver.obs().tricks and not driver.obs().trick  # Ann won: she may declare
    window.undo()
    driver.wait_for_human()
    assert driver.obs().trick == (lead,)  # the computer's lead stayed where it was
    assert parse_card("AH1", 2) in driver.obs().hand
    said = window._status.text()
    assert "both cards" not in said
    assert said == ("Your last card was taken back: it is in your hand again, and the cards "
                    "played before it stay on the table.")


def test_undo_after_leading_says_both_cards_went_back(
        classic_table: Callable[..., tuple[MainWindow, TableDriver]]) -> None:
    window, driver = classic_table()
    driver.click_card("AH1")  # Ann leads, the computer answers, Ann wins and may declare
    driver.wait_for_human()
    assert driver.obs().tricks and not driver.obs().trick
    window.undo()
    driver.wait_for_human()
    assert not driver.obs().tricks and not driver.obs().trick
    assert window._status.text() == ("Your last trick was taken back: both cards are in the "
                                     "hands again.")


def test_six_pack_has_no_brisques_line_on_the_scoreboard(
        table: Callable[..., tuple[MainWindow, TableDriver]]) -> None:
    window, _driver = table("six_pack", seed=4)
    labels = [line.label for line in window.scene.scoreboard.board.lines]
    assert "This deal" in labels and "Brisques" not in labels
    window, _driver = table("classic", seed=4)
    assert "Brisques" in [line.label for line in window.scene.scoreboard.board.lines]


def test_one_trick_won_is_one_trick(
        classic_table: Callable[..., tuple[MainWindow, TableDriver]]) -> None:
    window, driver = classic_table()
    driver.click_card("AH1")
    driver.wait_for_human()
    tip = window.scene.pile_items[0].toolTip()
    assert tip == "You have won 1 trick. Click to see the last trick."


def test_about_speaks_of_three_and_four_hands_and_partners(
        classic_table: Callable[..., tuple[MainWindow, TableDriver]],
        wait_shown: Callable[..., object]) -> None:
    window, _driver = classic_table()
    window.window_actions.about.trigger()
    about = wait_shown(window, AboutDialog, "about-dialog")
    assert isinstance(about, AboutDialog)
    text = about.text.text()
    assert "three or four hands" in text and "partnerships" in text
    assert "two-handed Bezique" not in text
    about.close()
