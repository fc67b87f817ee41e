"""Nothing the player does is lost: start-up, the resume offer, the autosave, practice games,
Save and Open, window geometry; the real window, its files under tmp_path."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QLineEdit, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.engine import Action, GameRecord, replay
from bezique_qt.levels import Level
from bezique_qt.ui.dialogs.game import NewGameDialog
from bezique_qt.ui.window import MainWindow

from .conftest import glue


def choose_file(wait_shown: Callable, window: QWidget, name: str, path: Path) -> None:
    dialog = wait_shown(window, QFileDialog, name)
    assert isinstance(dialog, QFileDialog)
    dialog.selectFile(str(path))
    dialog.accept()


# ---------------------------------------------------------------------------- resuming
def test_resume_offer_restores_the_same_position(qtbot: QtBot, open_app_window: Callable,
                                                 driver_for: Callable,
                                                 wait_shown: Callable) -> None:
    first = open_app_window("--seed", "5", "--level", "novice")
    assert first.findChild(QMessageBox, "resume-dialog") is None  # nothing to resume yet
    driver_for(first).play_a_little()
    state = first.controller.state
    signature, actions = state.signature(), GameRecord.of(state).actions
    assert len(actions) >= 3
    first.close()
    assert store.has_autosave()

    second = open_app_window()
    offer = wait_shown(second, QMessageBox, "resume-dialog")
    assert "unfinished game" in offer.text() and "You v Computer" in offer.text()
    # the game waits on the table behind the question
    assert second.controller.state.signature() == signature
    assert second.controller.paused
    resume = next(b for b in offer.buttons() if b.text() == "Resume")
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: glue(second).offer is None, timeout=5000)
    assert not second.controller.paused
    assert second.controller.level(1) == Level.NOVICE
    restored = second.controller.state
    assert restored.signature() == signature  # the human's turn: nothing has moved
    assert GameRecord.of(restored).actions == actions
    # play goes on, and is saved as before
    driver_for(second).play_a_little(clicks=1)
    saved, _messages = store.load_autosave()
    assert saved is not None
    assert saved.record.actions == GameRecord.of(second.controller.state).actions
    assert saved.record.actions[:len(actions)] == actions


def test_new_game_instead_of_resuming(qtbot: QtBot, open_app_window: Callable,
                                      driver_for: Callable, resume_offered: Callable) -> None:
    first = open_app_window("--seed", "5")
    driver_for(first).play_a_little(clicks=1)
    old = glue(first).session.info
    assert old is not None
    first.close()
    second = open_app_window("--seed", "6")
    resume_offered(second, "New game")
    info = glue(second).session.info
    assert info is not None and info.game_id != old.game_id
    assert second.controller.state.seed == "6"
    saved, _messages = store.load_autosave()
    assert saved is not None and saved.info.game_id == info.game_id


def test_a_finished_game_left_in_the_autosave_is_counted_at_start(
        qtbot: QtBot, open_app_window: Callable, nearly_finished: Callable) -> None:
    record, last = nearly_finished()
    state = replay(record)
    state.apply(Action.parse(last, state.variant.packs))
    assert state.over
    info = store.GameInfo(opponent_level="easy")
    store.write_autosave(GameRecord.of(state), info)
    window = open_app_window()
    assert window.findChild(QMessageBox, "resume-dialog") is None
    saved, _messages = store.load_autosave()
    assert saved is None or saved.info.game_id != info.game_id  # a new game is on
    stats = glue(window).session.statistics
    assert stats is not None and stats.games_recorded() == 1
    assert store.finished_games(stats)[0].game_id == info.game_id


# ---------------------------------------------------------------------------- start-up messages
def test_corrupt_preferences_are_reported_and_the_game_starts(qtbot: QtBot,
                                                              open_app_window: Callable) -> None:
    path = store.default_locations().preferences_file
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "bezique-qt-preferences", "version": 1, "player_name": ')
    window = open_app_window()
    banner = glue(window).banner
    assert banner.isVisible()
    text = banner.label.text()
    assert "Your preferences file is damaged" in text and "default preferences" in text
    assert "preferences.json.bad-" in text
    assert window.controller.has_game and window.controller.names[0] == "You"
    assert not path.exists() and list(path.parent.glob("preferences.json.bad-*"))
    banner.close_button.click()
    assert not banner.isVisible()


def test_autosave_failure_is_said_once_and_play_goes_on(qtbot: QtBot, open_app_window: Callable,
                                                        driver_for: Callable) -> None:
    # the data folder cannot be made: a file stands where it should be
    data = store.default_locations().data_dir
    data.parent.mkdir(parents=True)
    data.write_text("not a folder")
    window = open_app_window("--seed", "3")
    driver_for(window).play_a_little(clicks=3)
    messages = glue(window).banner.messages
    about_autosave = [m for m in messages if "not being saved as you play" in m]
    assert len(about_autosave) == 1
    assert any("statistics" in m.lower() for m in messages)  # counted in memory instead
    assert len(window.controller.state.actions) >= 4


# ---------------------------------------------------------------------------- the autosave
def test_every_action_and_new_deal_is_autosaved(qtbot: QtBot, open_app_window: Callable,
                                                driver_for: Callable) -> None:
    window = open_app_window("--seed", "8")
    saved, _ = store.load_autosave()
    assert saved is not None and saved.record.actions == []  # the deal itself is saved
    driver_for(window).play_a_little(clicks=2)
    saved, _ = store.load_autosave()
    assert saved is not None
    assert saved.record.actions == GameRecord.of(window.controller.state).actions
    assert saved.info.opponent_level == "medium" and not saved.info.practice


@pytest.fixture
def practice_question(open_app_window: Callable, driver_for: Callable,
                      wait_shown: Callable) -> tuple[MainWindow, QMessageBox]:
    """A new game (seed 9) where the human, to act, asks for a hint: the window and the
    question whether that makes the game a practice game."""
    window = open_app_window("--seed", "9")
    driver_for(window).wait_for_human()
    window.window_actions.hint.trigger()
    box = wait_shown(window, QMessageBox, "practice-question")
    assert isinstance(box, QMessageBox)
    assert "practice game" in box.text()
    return window, box


def _answer(box: QMessageBox, text: str) -> None:
    next(b for b in box.buttons() if b.text() == text).click()


def test_a_hint_asks_before_making_a_practice_game(qtbot: QtBot,
                                                   practice_question: tuple) -> None:
    window, box = practice_question
    info = glue(window).session.info
    assert info is not None and not info.practice  # not before the player says so
    with qtbot.waitSignal(window.controller.hint_ready, timeout=20_000):
        _answer(box, "Show the hint")
    info = glue(window).session.info
    assert info is not None and info.practice
    saved, _ = store.load_autosave()
    assert saved is not None and saved.info.practice
    assert "practice game" in window.statusBar().currentMessage()
    assert store.load_preferences()[0].ask_before_practice  # asked again in the next game
    # A practice game already: the next hint is given without a question.
    with qtbot.waitSignal(window.controller.hint_ready, timeout=20_000):
        window.window_actions.hint.trigger()
    assert window.findChild(QMessageBox, "practice-question") is None


def test_a_hint_refused_leaves_the_game_in_the_record(qtbot: QtBot,
                                                      practice_question: tuple) -> None:
    window, box = practice_question
    with qtbot.assertNotEmitted(window.controller.hint_ready, wait=1000):
        _answer(box, "Cancel")
    info = glue(window).session.info
    assert info is not None and not info.practice
    assert not any(i.hinted for i in window.scene.card_items())


def test_dont_ask_again_is_remembered(qtbot: QtBot, open_app_window: Callable,
                                      driver_for: Callable, resume_offered: Callable,
                                      practice_question: tuple) -> None:
    window, box = practice_question
    checkbox = box.checkBox()
    assert checkbox is not None and checkbox.text() == "Don't ask again"
    checkbox.setChecked(True)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=20_000):
        _answer(box, "Show the hint")
    assert not store.load_preferences()[0].ask_before_practice
    window.close()

    second = open_app_window("--seed", "10")
    resume_offered(second, "New game")  # not the practice game left unfinished
    driver_for(second).wait_for_human()
    info = glue(second).session.info
    assert info is not None and not info.practice
    with qtbot.waitSignal(second.controller.hint_ready, timeout=20_000):
        second.window_actions.hint.trigger()
    assert second.findChild(QMessageBox, "practice-question") is None
    info = glue(second).session.info
    assert info is not None and info.practice


def test_undo_makes_a_practice_game(qtbot: QtBot, open_app_window: Callable,
                                    driver_for: Callable) -> None:
    window = open_app_window("--seed", "9")
    window.controller.worker_min_seconds = 3.0  # time to take the card back
    t = driver_for(window)
    t.wait_for_human()
    t.click(t.highlighted_cards()[0])
    assert window.controller.can_undo()
    window.window_actions.undo.trigger()
    info = glue(window).session.info
    assert info is not None and info.practice
    saved, _ = store.load_autosave()
    assert saved is not None and saved.info.practice and saved.record.actions == []


def test_game_over_is_counted_and_the_autosave_cleared(
        qtbot: QtBot, open_app_window: Callable, nearly_finished: Callable,
        resume_offered: Callable) -> None:
    record, last = nearly_finished()
    store.write_autosave(record, store.GameInfo(opponent_level="novice"))
    window = open_app_window()
    resume_offered(window, "Resume")
    session = glue(window).session
    with qtbot.waitSignal(session.game_recorded, timeout=10_000):
        assert window.controller.try_action(
            Action.parse(last, window.controller.variant.packs)) is None
    assert window.controller.game_over
    assert not store.has_autosave()
    stats = session.statistics
    assert stats is not None and stats.games_recorded(practice=False) == 1
    game = store.finished_games(stats)[0]
    assert (game.player_name, game.opponent_name, game.opponent_level) == (
        "Ann", "Computer", "novice")


# ---------------------------------------------------------------------------- save and open
def test_save_then_open_restores_the_same_game(qtbot: QtBot, open_app_window: Callable,
                                               driver_for: Callable, wait_shown: Callable,
                                               tmp_path: Path) -> None:
    window = open_app_window("--seed", "11")
    driver_for(window).play_a_little(clicks=2)
    state = window.controller.state
    signature, actions = state.signature(), GameRecord.of(state).actions
    assert window.findChild(QAction, "save-game") is glue(window).save_action
    glue(window).save_action.trigger()
    choose_file(wait_shown, window, "save-game-dialog", tmp_path / "my game")
    saved_file = tmp_path / "my game.bezique"
    qtbot.waitUntil(saved_file.exists, timeout=5000)
    assert json.loads(saved_file.read_text())["record"]["actions"] == actions

    window.start_game(seed=99)
    driver_for(window).wait_for_human()
    assert window.controller.state.signature() != signature
    glue(window).open_action.trigger()
    choose_file(wait_shown, window, "open-game-dialog", saved_file)
    qtbot.waitUntil(lambda: window.controller.state.signature() == signature, timeout=5000)
    assert GameRecord.of(window.controller.state).actions == actions
    saved, _ = store.load_autosave()  # the opened game is now the one kept
    assert saved is not None and saved.record.actions == actions


def test_a_bad_file_is_explained_and_nothing_changes(qtbot: QtBot, open_app_window: Callable,
                                                     driver_for: Callable, wait_shown: Callable,
                                                     tmp_path: Path) -> None:
    window = open_app_window("--seed", "12")
    driver_for(window).wait_for_human()
    signature = window.controller.state.signature()
    bad = tmp_path / "broken.bezique"
    bad.write_bytes(b'{"format": "bezique-qt-saved-game", "version": 1, "record": ')
    before = bad.read_bytes()
    glue(window).open_action.trigger()
    choose_file(wait_shown, window, "open-game-dialog", bad)
    error = wait_shown(window, QMessageBox, "open-error")
    assert error.text().startswith("broken.bezique cannot be opened:")
    assert window.controller.state.signature() == signature
    assert bad.read_bytes() == before
    error.accept()


# ---------------------------------------------------------------------------- abandoning a game
def answer_abandon(wait_shown: Callable, window: MainWindow, answer: str,
                   then: Callable[[], None] | None = None) -> None:
    """Wait for the question "Abandon the game in progress?" and click ``answer`` (Yes or
    No); ``then`` runs from the event loop after what the answer does has started (inside
    the modal dialog it opens, say)."""
    box = wait_shown(window, QMessageBox, "abandon-game-question")
    assert isinstance(box, QMessageBox)
    assert box.text() == (
        "Abandon the game in progress? It will not count in your statistics.")
    button = box.button(QMessageBox.StandardButton.Yes if answer == "Yes"
                        else QMessageBox.StandardButton.No)
    button.click()
    if then is not None:
        QTimer.singleShot(0, window, then)


def test_new_game_asks_before_abandoning_a_game_in_progress(
        qtbot: QtBot, open_app_window: Callable, driver_for: Callable,
        wait_shown: Callable) -> None:
    window = open_app_window("--seed", "3")
    driver_for(window).play_a_little()
    signature = window.controller.state.signature()

    window.window_actions.new.trigger()
    answer_abandon(wait_shown, window, "No")
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "abandon-game-question") is None,
                    timeout=5000)
    assert window.findChild(NewGameDialog, "new-game-dialog") is None
    assert window.controller.state.signature() == signature

    def fill_in() -> None:
        dialog = window.findChild(NewGameDialog, "new-game-dialog")
        assert dialog is not None
        dialog.name_edit.setText("Cy")
        dialog.accept()

    window.window_actions.new.trigger()
    answer_abandon(wait_shown, window, "Yes", fill_in)
    qtbot.waitUntil(lambda: window.controller.names[0] == "Cy", timeout=5000)
    assert not window.controller.human_has_moved
    assert window.findChild(QMessageBox, "abandon-game-question") is None


def test_open_asks_before_abandoning_a_game_in_progress(
        qtbot: QtBot, open_app_window: Callable, driver_for: Callable, wait_shown: Callable,
        tmp_path: Path) -> None:
    window = open_app_window("--seed", "4")
    driver = driver_for(window)
    driver.play_a_little()
    glue(window).save_action.trigger()
    choose_file(wait_shown, window, "save-game-dialog", tmp_path / "kept")
    saved_file = tmp_path / "kept.bezique"
    qtbot.waitUntil(saved_file.exists, timeout=5000)
    kept = window.controller.state.signature()
    driver.play_a_little(clicks=2)
    later = window.controller.state.signature()
    assert later != kept

    glue(window).open_action.trigger()
    answer_abandon(wait_shown, window, "No")
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "abandon-game-question") is None,
                    timeout=5000)
    assert window.findChild(QFileDialog, "open-game-dialog") is None
    assert window.controller.state.signature() == later

    glue(window).open_action.trigger()
    answer_abandon(wait_shown, window, "Yes")
    dialog = wait_shown(window, QFileDialog, "open-game-dialog")
    # the dialog is active, its file name box has the focus: type the name there
    name_box = dialog.findChild(QLineEdit, "fileNameEdit")
    assert name_box is not None
    name_box.setText(str(saved_file))
    dialog.accept()
    qtbot.waitUntil(lambda: window.controller.state.signature() == kept, timeout=5000)


def test_no_question_before_the_first_move_or_after_the_end(
        qtbot: QtBot, open_app_window: Callable, driver_for: Callable,
        nearly_finished: Callable) -> None:
    window = open_app_window("--seed", "5")
    driver_for(window).wait_for_human()  # the computer may have led: the player has not
    assert not window.game_at_stake()
    dialog = glue(window).ask_open()
    assert isinstance(dialog, QFileDialog) and dialog.objectName() == "open-game-dialog"
    dialog.reject()

    record, last = nearly_finished()
    state = replay(record)
    state.apply(Action.parse(last, state.variant.packs))
    window.show_game(state, Level.EASY)
    assert window.controller.human_has_moved and window.controller.game_over
    assert not window.game_at_stake()
    dialog = glue(window).ask_open()
    assert isinstance(dialog, QFileDialog)
    dialog.reject()


# ---------------------------------------------------------------------------- the window
def test_window_size_and_score_sheet_panel_are_remembered(qtbot: QtBot,
                                                          open_app_window: Callable,
                                                          resume_offered: Callable) -> None:
    first = open_app_window("--seed", "1")
    first.resize(790, 650)  # the offscreen screen is 800 wide
    qtbot.waitUntil(lambda: first.width() == 790, timeout=5000)
    first.close()
    prefs, messages = store.load_preferences()
    assert messages == [] and prefs.window_geometry and prefs.open_panels == ()

    second = open_app_window()
    resume_offered(second)
    assert (second.width(), second.height()) == (790, 650)
    assert not glue(second).sheet_dock.isVisible()
    glue(second).sheet_action.trigger()
    assert glue(second).sheet_dock.isVisible()
    second.close()
    assert store.load_preferences()[0].open_panels == ("score_sheet",)

    third = open_app_window()
    resume_offered(third)
    assert glue(third).sheet_dock.isVisible() and glue(third).sheet_action.isChecked()


def test_window_place_and_size_are_restored(qtbot: QtBot, open_app_window: Callable) -> None:
    first = open_app_window("--seed", "1")
    first.setGeometry(60, 40, 700, 520)
    qtbot.waitUntil(lambda: first.geometry().topLeft().x() == 60 and first.width() == 700,
                    timeout=5000)
    first.close()  # Game > Quit closes the window the same way

    second = open_app_window()
    assert (second.x(), second.y(), second.width(), second.height()) == (
        first.x(), first.y(), 700, 520)
    assert not second.isMaximized()


def test_a_maximized_window_comes_back_maximized(qtbot: QtBot, open_app_window: Callable) -> None:
    first = open_app_window("--seed", "1")
    first.showMaximized()
    qtbot.waitUntil(first.isMaximized, timeout=5000)
    first.close()

    second = open_app_window()
    qtbot.waitUntil(second.isMaximized, timeout=5000)
    second.showNormal()  # un-maximized, it has a size of its own that fits the screen
    available = second.screen().availableGeometry()
    qtbot.waitUntil(lambda: not second.isMaximized(), timeout=5000)
    assert available.contains(second.frameGeometry())


def test_a_window_place_off_every_screen_is_not_used(qtbot: QtBot,
                                                     open_app_window: Callable) -> None:
    first = open_app_window("--seed", "1")
    first.setGeometry(5000, 4000, 700, 520)  # a screen that has since been unplugged
    qtbot.waitUntil(lambda: first.x() > 4000, timeout=5000)
    first.close()
    assert store.load_preferences()[0].window_geometry

    second = open_app_window()
    available = second.screen().availableGeometry()
    assert available.intersects(second.frameGeometry())
    assert second.frameGeometry().top() >= available.top()  # its title bar can be reached
    assert (second.width(), second.height()) != (700, 520)  # the default size, not the saved
