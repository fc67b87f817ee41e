"""The Preferences dialog: every field, shown on the table at once, kept on OK, undone on
Cancel; choices made in the menus and the New Game dialog are kept too."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.levels import Level
from bezique_qt.ui.dialogs.game import NewGameDialog
from bezique_qt.ui.table.hand import HAND_SORTS

from .conftest import glue, open_preferences


def choose(box: object, data: str) -> None:
    index = box.findData(data)  # type: ignore[attr-defined]
    assert index >= 0, data
    box.setCurrentIndex(index)  # type: ignore[attr-defined]


def test_every_field_is_kept(qtbot: QtBot, open_app_window: Callable,
                             wait_shown: Callable) -> None:
    window = open_app_window("--seed", "1")
    dialog = open_preferences(window, wait_shown)
    # no choice for what the program does not do (it plays no sounds)
    assert not [w for w in dialog.findChildren(QAbstractButton) if "sound" in w.text().lower()]
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, "Zoe")
    choose(dialog.variant_box, "rubicon")
    assert not dialog.target_box.isEnabled()
    choose(dialog.variant_box, "classic")
    dialog.target_box.setValue(1500)
    choose(dialog.level_box, "expert")
    assert "over a thousand imagined deals" in dialog.level_box.itemData(
        dialog.level_box.currentIndex(), Qt.ItemDataRole.ToolTipRole)
    choose(dialog.speed_box, "fast")
    dialog.auto_advance_box.setChecked(False)
    choose(dialog.sort_box, "rank")
    choose(dialog.back_box, "red")
    dialog._change(table_colour="#203a60")  # what the colour chooser does
    dialog.practice_box.setChecked(False)
    choose(dialog.language_box, "fr")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    prefs, messages = store.load_preferences()
    assert messages == []
    expected = dataclasses.replace(
        prefs, player_name="Zoe", variant="classic", house_rules={"game_target": 1500},
        opponent_level="expert", animation_speed="fast", auto_advance=False, hand_sort="rank",
        card_back="red", table_colour="#203a60", ask_before_practice=False,
        language="fr")
    assert prefs == expected
    # the next new game is set up from them
    settings = window.game_settings
    assert (settings.variant_id, settings.level, settings.target, settings.name) == (
        "classic", Level.EXPERT, 1500, "Zoe")


def test_the_look_changes_at_once_and_cancel_puts_it_back(qtbot: QtBot,
                                                          open_app_window: Callable,
                                                          wait_shown: Callable) -> None:
    window = open_app_window("--seed", "1")
    assert window.scene.speed == 0  # --speed none
    dialog = open_preferences(window, wait_shown)
    choose(dialog.speed_box, "slow")
    assert window.scene.speed == 1.6
    choose(dialog.back_box, "red")
    assert window.scene.renderer.back.endswith("red")
    dialog._change(table_colour="#602020")
    assert window.view.backgroundBrush().gradient() is not None
    choose(dialog.sort_box, "trumps")
    assert window.scene.hand_sort == "trumps"
    dialog.auto_advance_box.setChecked(False)
    assert not window.scene.auto_advance
    dialog.reject()
    assert window.scene.speed == 1.0  # the preferences' own speed (normal)
    assert window.scene.renderer.back.endswith("blue")
    assert window.scene.hand_sort == "suit" and window.scene.auto_advance
    assert window.view.backgroundBrush() == QBrush()  # the table's own felt again
    assert not store.default_locations().preferences_file.exists()  # nothing was kept


def test_a_bad_value_is_refused_with_a_sentence(qtbot: QtBot, open_app_window: Callable,
                                                wait_shown: Callable) -> None:
    window = open_app_window("--seed", "1")
    dialog = open_preferences(window, wait_shown)
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, " ")
    assert dialog.problem.isVisible()
    assert "player name must not be empty" in dialog.problem.text()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    qtbot.keyClicks(dialog.name_edit, "Al")
    assert not dialog.problem.isVisible()
    assert dialog.preferences().player_name == "Al"
    dialog.accept()
    assert store.load_preferences()[0].player_name == "Al"


def test_menu_choices_and_new_game_choices_are_kept(qtbot: QtBot, open_app_window: Callable
                                                    ) -> None:
    window = open_app_window("--seed", "1")
    window.window_actions.speed["fast"].trigger()
    window.window_actions.backs["red"].trigger()
    window.hand_sort_menu.sort_actions["rank"].trigger()
    prefs = store.load_preferences()[0]
    assert (prefs.animation_speed, prefs.card_back, prefs.hand_sort) == ("fast", "red", "rank")

    def fill_in() -> None:
        dialog = window.findChild(NewGameDialog, "new-game-dialog")
        assert dialog is not None
        dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("classic"))
        dialog.target_box.setValue(2000)
        dialog.level_box.setCurrentText("Easy")
        dialog.name_edit.setText("Cy")
        dialog.accept()

    QTimer.singleShot(0, window, fill_in)
    window.window_actions.new.trigger()
    prefs = store.load_preferences()[0]
    assert (prefs.variant, prefs.house_rules, prefs.opponent_level, prefs.player_name) == (
        "classic", {"game_target": 2000}, "easy", "Cy")
    assert window.controller.names == ("Cy", "Computer")


def test_house_rules_kept_in_the_preferences_make_the_next_game(
        qtbot: QtBot, open_app_window: Callable) -> None:
    store.save_preferences(store.Preferences(
        variant="classic", house_rules={"game_target": 1500, "phase2_must_trump": False}))
    window = open_app_window()
    variant = window.controller.variant
    assert variant.game_target == 1500 and variant.phase2_must_trump is False


def test_preferences_are_applied_at_start(qtbot: QtBot, open_app_window: Callable) -> None:
    store.save_preferences(store.Preferences(
        player_name="Bea", opponent_level="hard", card_back="red", table_colour="#203a60",
        variant="rubicon", hand_sort="rank", auto_advance=False))
    window = open_app_window()  # --speed none from the command line wins over "normal"
    assert window.controller.names[0] == "Bea"
    assert window.controller.level(1) == Level.HARD
    assert window.controller.variant.id == "rubicon"
    assert window.scene.renderer.back.endswith("red")
    assert window.view.backgroundBrush().gradient() is not None
    assert window.scene.speed == 0
    assert window.scene.hand_sort == "rank" and not window.scene.auto_advance


def test_the_hand_orders_have_the_same_names_as_in_the_view_menu(
        qtbot: QtBot, open_app_window: Callable, wait_shown: Callable) -> None:
    window = open_app_window("--seed", "1")
    menu = {key: action.text() for key, action in window.hand_sort_menu.sort_actions.items()}
    dialog = open_preferences(window, wait_shown)
    box = dialog.sort_box
    offered = {box.itemData(i): box.itemText(i) for i in range(box.count())}
    assert offered == menu == HAND_SORTS
    assert tuple(offered) == store.HAND_SORTS  # every order the preferences keep, no other
    assert "trumps" in offered and "trumps" not in offered["suit"].lower()
    dialog.reject()


def test_resetting_the_window_is_not_undone_by_closing_it(qtbot: QtBot,
                                                          open_app_window: Callable,
                                                          wait_shown: Callable,
                                                          resume_offered: Callable) -> None:
    first = open_app_window("--seed", "1")
    usual = first.size()
    first.resize(640, 480)
    qtbot.waitUntil(lambda: first.width() == 640, timeout=5000)
    glue(first).sheet_action.trigger()
    first.close()
    assert store.load_preferences()[0].window_geometry

    second = open_app_window()
    resume_offered(second, "New game")
    assert second.width() >= 640 and second.size() != usual
    dialog = open_preferences(second, wait_shown)
    qtbot.mouseClick(dialog.reset_window_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    second.close()  # what is on screen now is not kept: the reset is
    prefs = store.load_preferences()[0]
    assert prefs.window_geometry == "" and prefs.open_panels == ()

    third = open_app_window()
    resume_offered(third, "New game")
    assert third.size() == usual and not glue(third).sheet_dock.isVisible()
