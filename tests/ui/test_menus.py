"""The menu bar is laid out as ui/menus.py describes it, and only that module builds menus."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QMenu

from bezique_qt.ui.window import MainWindow

UI = Path(__file__).resolve().parents[2] / "bezique_qt" / "ui"


def entries(menu: QMenu) -> list[str]:
    """The menu's entries as shown, without their mnemonics; "—" for a separator."""
    out = []
    for action in menu.actions():
        out.append("—" if action.isSeparator() else action.text().replace("&", ""))
    return out


def menu_named(window: MainWindow, name: str) -> QMenu:
    for action in window.menuBar().actions():
        if action.text().replace("&", "") == name:
            menu = action.menu()
            assert isinstance(menu, QMenu)
            return menu
    raise AssertionError(f"no {name} menu")


def test_the_program_s_menus_hold_every_action_in_its_place(open_app_window: Callable) -> None:
    window = open_app_window("--seed", "4")
    assert [a.text().replace("&", "") for a in window.menuBar().actions()] == [
        "Game", "View", "Help"]
    assert entries(menu_named(window, "Game")) == [
        "New game…", "Host a table…", "Join a table…", "—", "Open…", "Save…",
        "Verify a game…", "—", "Next deal", "Resign…", "—",
        "Undo", "Hint", "Claim the rest", "Last trick", "Review the tricks…", "Declarations",
        "—", "Score sheet",
        "Statistics…", "Finished games…", "—", "Preferences…", "—", "Quit"]
    assert entries(menu_named(window, "View")) == [
        "Animation speed", "Card backs", "Sort the hand", "Four-colour deck", "Large print",
        "Memory aid", "—", "Score sheet"]
    assert entries(menu_named(window, "Help")) == [
        "Rules of this game…", "Report a problem…", "—", "About Bezique"]
    # every action of the menus is the window's own too: its shortcut works anywhere in it
    own = set(window.actions())
    for name in ("Game", "Help"):
        for action in menu_named(window, name).actions():
            assert action.isSeparator() or action in own, action.text()


def test_a_table_without_a_session_has_the_table_s_menus(qtbot: object) -> None:
    window = MainWindow(speed="none")
    try:
        assert entries(menu_named(window, "Game")) == [
            "New game…", "Host a table…", "Join a table…", "—", "Next deal", "Resign…", "—",
            "Undo", "Hint", "Claim the rest",
            "Last trick", "Review the tricks…", "Declarations", "—", "Quit"]
        # each action exists once: the one in the menu opens the table with its own menu
        for name in ("host-table", "join-table"):
            assert [a for a in window.actions() if a.objectName() == name] == [
                getattr(window.window_actions, name.replace("-", "_"))]
    finally:
        window.controller.shutdown()
        window.close()
        window.deleteLater()


def test_menus_and_actions_are_built_in_one_module() -> None:
    for path in UI.rglob("*.py"):
        if path.name == "menus.py":
            continue
        text = path.read_text(encoding="utf-8")
        assert ".menuBar().addMenu(" not in text, path
        assert "QToolBar(" not in text, path
