"""Names and language as a French player meets them: the names the program gives players are
kept in English and shown in the player's language, a name the player typed is shown as typed,
and the program speaks the system's language unless told otherwise."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QApplication

from bezique_qt import persistence as store
from bezique_qt.engine import GameState, preset
from bezique_qt.export.sheet import sheet_from_state
from bezique_qt.export.text import sheet_text
from bezique_qt.persistence import Preferences
from bezique_qt.ui.window import MainWindow
from bezique_qt.words.i18n import (
    current_language,
    display_name,
    install_translators,
    stored_name,
)

from .conftest import TableDriver


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    """French from the start of the test; English again afterwards, whatever happens."""
    install_translators(qapp, "fr")
    yield
    install_translators(qapp, "en")


def test_default_names_are_shown_in_french_and_typed_names_as_typed(french: None) -> None:
    assert [display_name(n) for n in ("You", "Computer", "West", "North", "East", "South")] == [
        "Vous", "Ordinateur", "Ouest", "Nord", "Est", "Sud"]
    assert display_name("Bob") == "Bob" and display_name("Ordinateur") == "Ordinateur"
    # a default typed in French is kept in English, which every language shows its own way
    assert [stored_name(n) for n in ("Vous", "ordinateur", "Ouest", "Bob")] == [
        "You", "Computer", "West", "Bob"]


def test_a_game_begun_in_english_names_the_computer_in_french(french: None) -> None:
    state = GameState.new_game(preset("classic"), 3, names=["You", "Computer"])
    assert sheet_from_state(state).players == ("Vous", "Ordinateur")
    # every sentence of a finished game's sheet: who deals, who wins, the game's computation
    rng = random.Random(3)
    state = GameState.new_game(preset("six_pack"), 3, names=["You", "Computer"])
    while not state.over:
        if state.deal_over:
            state.next_deal()
        else:
            state.apply(rng.choice(state.legal_actions()), undoable=False)
    text = sheet_text(sheet_from_state(state))
    assert "Ordinateur" in text and "Computer" not in text


def test_the_window_keeps_the_default_name_in_english_and_shows_it_in_french(
        open_app_window: Callable[..., MainWindow], qapp: QApplication) -> None:
    store.save_preferences(Preferences(language="fr"))
    try:
        window = open_app_window()
        window.scene.finish_animations()
        assert window.controller.names == ("You", "Computer")  # as every language reads it
        assert window.scene.scoreboard.board.names == ("Vous", "Ordinateur")
    finally:
        install_translators(qapp, "en")


_SPOKEN = ("from bezique_qt.persistence import Preferences\n"
           "from bezique_qt.ui.app import create_application\n"
           "from bezique_qt.words.i18n import current_language, install_translators\n"
           "app = create_application()\n"
           "install_translators(app, Preferences().language)\n"
           "print(Preferences().language, current_language())\n")


@pytest.mark.parametrize(("system", "spoken"), [("fr_FR.UTF-8", "fr"), ("en_GB.UTF-8", "en"),
                                                ("de_DE.UTF-8", "en")])
def test_a_new_player_is_spoken_to_in_the_systems_language(system: str, spoken: str) -> None:
    env = {**os.environ, "LC_ALL": system, "LANG": system, "LANGUAGE": system.split(".")[0],
           "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", _SPOKEN], env=env, capture_output=True,
                            text=True, timeout=120, check=True)
    assert result.stdout.split() == ["system", spoken]
    assert current_language() == "en"  # this process is untouched


def test_the_table_says_ordinateur_as_it_plays_in_french(
        classic_table: Callable[..., tuple[MainWindow, TableDriver]], french: None) -> None:
    window, driver = classic_table()
    said: list[str] = []
    window.scene.announced.connect(said.append)
    driver.click_card("8S1")  # Ann leads; the computer answers and Ann wins the trick
    driver.wait_for_human()
    window.undo()  # the computer's card is named again as it goes back
    driver.wait_for_human()
    driver.click_card("8S1")
    driver.wait_for_human()
    said += [window._status.text(), window.scene.pile_items[1].toolTip()]
    assert any("Ordinateur" in text for text in said), said
    assert not any("Computer" in text for text in said), said
