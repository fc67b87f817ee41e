"""New Game, About, preferences, seven and carte blanche from the panel, and the demo."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from bezique_qt.engine import PRESETS
from bezique_qt.levels import Level
from bezique_qt.ui.app import create_application
from bezique_qt.ui.dialogs.about import AboutDialog
from bezique_qt.ui.dialogs.game import GameSettings, NewGameDialog
from bezique_qt.ui.window import MainWindow


def test_new_game_dialog_offers_variants_by_name(qtbot: QtBot, qapp: QApplication) -> None:
    dialog = NewGameDialog(GameSettings("classic", Level.MEDIUM, None, "Ann"),
                           (Level.NOVICE, Level.EASY, Level.MEDIUM, Level.HARD, Level.EXPERT))
    qtbot.addWidget(dialog)
    names = [dialog.variant_box.itemText(i) for i in range(dialog.variant_box.count())]
    assert "Classic" in names and "Rubicon" in names and "Six-pack" in names
    assert not any(name in PRESETS for name in names)  # descriptive names, never ids
    assert dialog.target_box.value() == 1000 and dialog.target_box.isEnabled()
    dialog.variant_box.setCurrentIndex(names.index("Rubicon"))
    assert not dialog.target_box.isEnabled()
    assert "Portland Club" in dialog.description.text()
    dialog.variant_box.setCurrentIndex(names.index("Classic"))
    dialog.target_box.setValue(1500)
    dialog.level_box.setCurrentText("Expert")
    dialog.name_edit.setText("Bea")
    settings = dialog.settings()
    # the seat rows of a table of three or four come back as shown (kept for later)
    assert settings == GameSettings("classic", Level.EXPERT, 1500, "Bea",
                                    opponents=((Level.MEDIUM, ""),) * 3)
    assert settings.variant().game_target == 1500


def test_new_game_dialog_offers_the_games_for_three_and_four_by_name(
        qtbot: QtBot, qapp: QApplication) -> None:
    # the engine, the table and the computer players play three- and four-handed Bezique: the
    # dialog offers them by their names, and settings naming one keep it chosen
    from bezique_qt.engine import ALL_PRESETS

    multi = {vid for vid, v in ALL_PRESETS.items() if v.players > 2}
    assert multi == {"three_handed", "four_handed_solo", "four_handed_partners"}
    dialog = NewGameDialog(GameSettings("three_handed", Level.MEDIUM, None, "Ann"),
                           (Level.NOVICE, Level.EASY, Level.MEDIUM, Level.HARD, Level.EXPERT))
    qtbot.addWidget(dialog)
    ids = [dialog.variant_box.itemData(i) for i in range(dialog.variant_box.count())]
    names = [dialog.variant_box.itemText(i) for i in range(dialog.variant_box.count())]
    assert multi <= set(ids)
    assert {ALL_PRESETS[vid].name for vid in multi} <= set(names)
    assert not multi & set(names)  # never an id
    with qtbot.waitSignal(dialog.accepted):
        QTimer.singleShot(0, dialog, dialog.accept)
        dialog.open()
    assert dialog.settings().variant().players == 3


def test_new_game_from_the_menu_starts_the_chosen_game(qtbot: QtBot,
                                                       make_window: Callable) -> None:
    window = make_window("classic")
    chosen: list[GameSettings] = []
    window.settings_chosen.connect(chosen.append)  # what the preferences keep

    def fill_in() -> None:
        dialog = window.findChild(NewGameDialog, "new-game-dialog")
        assert dialog is not None
        dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("rubicon"))
        dialog.level_box.setCurrentText("Easy")
        dialog.name_edit.setText("Cy")
        dialog.accept()

    QTimer.singleShot(0, window, fill_in)
    window.window_actions.new.trigger()
    assert window.controller.variant.id == "rubicon"
    assert window.controller.level(1) == Level.EASY
    assert window.controller.names == ("Cy", "Computer")
    assert [s.variant_id for s in chosen] == ["rubicon"]


def test_about_box_says_the_computer_plays_fair(qtbot: QtBot, qapp: QApplication) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.text.text()
    assert "never sees your cards or the order of the stock" in text
    assert "Adrian Kennard" in text and "CC0" in text


def test_animation_speed_is_remembered(qtbot: QtBot, make_window: Callable) -> None:
    window = make_window()
    chosen: list[str] = []
    window.speed_chosen.connect(chosen.append)  # what the preferences keep
    window.window_actions.speed["fast"].trigger()
    assert window.scene.speed == 0.5
    assert chosen == ["fast"]
    window.window_actions.speed["none"].trigger()
    assert window.scene.speed == 0 and window.controller.computer_pause_ms == 0


def test_seven_shown_from_the_panel(qtbot: QtBot, make_window: Callable, driver_for: Callable,
                                    deck_builder: Callable) -> None:
    window = make_window("hoffmann_1909")
    deck = deck_builder("AH1 AH2 7H1 8S1 9S1 8C1 9C1 7D1", "9S2 8D1 8D2 9C2 8C2 7S1 7S2 7D2",
                        turnup="KH1", packs=2, hand_size=8, pattern=(3, 2, 3))
    window.start_game(decks=[deck], first_dealer=1, seed=2)
    t = driver_for(window)
    t.wait_for_human()
    t.click_card("AH1")
    t.wait_for_human()
    before = t.obs().deal_points[0]  # brisques count as they are won under these rules
    t.choose("Show the 7♥")
    t.wait_for_human()
    assert t.obs().deal_points[0] == before + 10
    assert window.scene.message.text == "You show the 7♥."


def test_carte_blanche_shown_from_the_panel(qtbot: QtBot, make_window: Callable,
                                            driver_for: Callable, deck_builder: Callable
                                            ) -> None:
    window = make_window("rubicon")
    deck = deck_builder("AS1 TS1 9S1 8S1 7S1 AH1 TH1 9H1 8H1",
                        "KS1 QS1 JS1 KH1 QH1 JH1 KC1 QC1 JC1", turnup=None, packs=4,
                        hand_size=9, pattern=(3, 3, 3))
    window.start_game(decks=[deck], first_dealer=1, seed=2)
    t = driver_for(window)
    t.wait_for_human()
    assert window.scene.panel.title == "Before you play"
    t.choose("Show carte blanche")
    t.wait_for_human()
    assert t.obs().deal_points[0] == 50
    assert window.scene.message.text.startswith("You show carte blanche")
    assert not any(b.caption == "Show carte blanche" for b in window.scene.panel.buttons)


def test_demo_plays_a_deal_and_closes(qtbot: QtBot, qapp: QApplication) -> None:
    create_application()
    window = MainWindow(settings=GameSettings("classic", Level.NOVICE, None, "You"), demo=True,
                        exit_after_deals=1, speed="none")
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.demo_finished, timeout=120_000):
        window.start_game(seed=4)
    assert window.controller.deal_over
    assert window.controller.human is None
    assert not window.findChildren(QDialog)  # a demo opens no dialog


@pytest.mark.parametrize("variant", ["classic", "rubicon"])
def test_demo_command_runs_offscreen(tmp_path: Path, variant: str) -> None:
    command = shutil.which("bezique-qt", path=str(Path(sys.executable).parent))
    args = [command] if command else [sys.executable, "-m", "bezique_qt"]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [*args, "--demo", "--speed", "none", "--level", "novice", "--variant", variant,
         "--exit-after-deals", "1"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


def test_clicking_the_won_pile_shows_the_last_trick(qtbot: QtBot, table: Callable) -> None:
    window, t = table("classic", seed=12)
    t.click(t.highlighted_cards()[0])
    qtbot.waitUntil(lambda: len(t.obs().tricks) >= 1 and t.settled(), timeout=30_000)
    winner = t.obs().tricks[-1][2]
    t.click(window.scene.pile_items[winner])
    dialog = window.findChild(QDialog, "last-trick-dialog")
    assert dialog is not None and dialog.isVisible()
    assert "Trick 1" in dialog.caption.text()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)


def test_each_level_says_how_it_plays(qtbot: QtBot, qapp: QApplication) -> None:
    """The New Game dialog describes the chosen opponent under its name, and each level's
    description is its tooltip in the list; they differ from level to level."""
    levels = (Level.NOVICE, Level.EASY, Level.MEDIUM, Level.HARD, Level.EXPERT)
    dialog = NewGameDialog(GameSettings("classic", Level.HARD, None, "Ann"), levels)
    qtbot.addWidget(dialog)
    assert "hundreds of deals" in dialog.level_description.text()
    seen = set()
    for i, level in enumerate(levels):
        dialog.level_box.setCurrentIndex(i)
        assert dialog.level_box.currentData() == level
        text = dialog.level_description.text()
        assert text and text == dialog.level_box.itemData(i, Qt.ItemDataRole.ToolTipRole)
        assert "{" not in text  # no placeholder left unfilled
        seen.add(text)
    assert len(seen) == len(levels)
    dialog.level_box.setCurrentText("Novice")
    assert "any card" in dialog.level_description.text()
