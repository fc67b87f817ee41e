"""The computer's levels are one list: the levels the command line accepts, the New Game and
Preferences dialogs offer (in the player's words) and the bots know are the members of
``Level``, in its order."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.ai import LEVELS, make_bot, service
from bezique_qt.ai.bots import DEFAULT_BUDGETS
from bezique_qt.cli import build_parser
from bezique_qt.levels import Level
from bezique_qt.ui.dialogs.game import NewGameDialog
from bezique_qt.ui.dialogs.preferences import PreferencesDialog
from bezique_qt.ui.session import session_of
from bezique_qt.words.i18n import level_description, level_label

# words that are not levels, and the levels' own words in other spellings
NOT_LEVELS = ("master", "beginner", "medium-hard", "", "novices", "Level.EXPERT")


def _cli_accepts(word: str) -> Level | None:
    try:
        args = build_parser().parse_args(["match", "--a", word, "--b", "novice"])
    except SystemExit:
        return None
    return args.a


def test_the_command_line_accepts_exactly_the_levels(capsys: pytest.CaptureFixture[str]) -> None:
    candidates = [*(level.value for level in Level), *(level.display_name for level in Level),
                  *(level.value.upper() for level in Level), *NOT_LEVELS]
    accepted = [level for word in candidates if (level := _cli_accepts(word)) is not None]
    assert accepted == [*Level, *Level, *Level]
    assert all(type(level) is Level for level in accepted)
    assert "there is no level 'master'; the levels are Novice, Easy, Medium, Hard or Expert" \
        in capsys.readouterr().err
    with pytest.raises(SystemExit):
        build_parser().parse_args(["match", "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    assert "level of player A: Novice, Easy, Medium, Hard or Expert (in any case)" in shown


def test_the_bots_know_exactly_the_levels() -> None:
    assert LEVELS == tuple(Level) == store.LEVELS
    assert [make_bot(level).level for level in Level] == list(Level)
    assert make_bot("hard").level is Level.HARD
    assert set(DEFAULT_BUDGETS) == {Level.HARD, Level.EXPERT}
    for word in NOT_LEVELS:
        with pytest.raises(ValueError, match="unknown level"):
            make_bot(word)


def test_every_level_has_its_words() -> None:
    for level in Level:
        assert level_label(level) == level.display_name
        assert level_description(level) != ""
    assert len({level_description(level) for level in Level}) == len(Level)


def test_the_new_game_dialog_offers_exactly_the_levels(qtbot: QtBot,
                                                       make_window: Callable) -> None:
    window = make_window("classic", level=Level.HARD)
    window.start_game(seed=5)
    offered: list[tuple[str, str]] = []
    current: list[str] = []

    def read_and_cancel() -> None:
        dialog = window.findChild(NewGameDialog, "new-game-dialog")
        assert dialog is not None
        box = dialog.level_box
        offered.extend((box.itemData(i), box.itemText(i)) for i in range(box.count()))
        current.append(box.currentData())
        dialog.reject()

    before = window.controller.state
    QTimer.singleShot(0, window, read_and_cancel)
    window.window_actions.new.trigger()
    qtbot.waitUntil(lambda: bool(offered))
    assert [Level(data) for data, _text in offered] == list(Level)
    assert [text for _data, text in offered] == [level_label(level) for level in Level]
    assert current == [Level.HARD.value]
    # cancelled: the game on the table goes on, against the same level
    assert window.controller.state is before and window.controller.level(1) == Level.HARD


def test_the_preferences_offer_exactly_the_levels(qtbot: QtBot, open_app_window: Callable,
                                                  wait_shown: Callable) -> None:
    window = open_app_window("--seed", "1")
    session = session_of(window)
    assert session is not None
    session.preferences_action.trigger()
    dialog = wait_shown(window, PreferencesDialog, "preferences-dialog")
    box = dialog.level_box
    assert [box.itemData(i) for i in range(box.count())] == list(Level)
    assert [box.itemText(i) for i in range(box.count())] == [level_label(lv) for lv in Level]
    dialog.reject()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_the_table_passes_each_level_never_its_english_name(qtbot: QtBot,
                                                           make_window: Callable) -> None:
    """From the New Game dialog to the computer's seat and the window's title: a ``Level``,
    worded only where it is shown."""
    window = make_window("classic", level=Level.NOVICE)
    dialog = NewGameDialog(window.game_settings, service.levels(), window)
    qtbot.addWidget(dialog)
    dialog.level_box.setCurrentIndex(dialog.level_box.findData(Level.EASY.value))
    settings = dialog.settings()
    assert settings.level is Level.EASY
    assert all(type(level) is Level for level, _name in settings.opponents)
    window.start_game(settings, seed=3)
    assert window.controller.level(1) is Level.EASY
    assert window.windowTitle().endswith("computer: Easy")
