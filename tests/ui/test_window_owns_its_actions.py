"""The game window's actions: each is built once, by whoever owns it, and the menus place
that one."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from PySide6.QtGui import QAction

from bezique_qt.ui.table.animation import SPEED_NAMES, SPEEDS
from bezique_qt.ui.window import MainWindow


def test_every_named_action_of_the_window_is_there_once(
        open_app_window: Callable[..., MainWindow]) -> None:
    window = open_app_window("--seed", "4")
    names = Counter(action.objectName() for action in window.findChildren(QAction)
                    if action.objectName())
    assert names, "the window's actions carry names"
    assert [name for name, count in names.items() if count > 1] == []
    # the one found by its name is the one the Game menu shows
    for name in ("host-table", "join-table", "resign", "claim-rest", "open-game", "save-game"):
        action = window.findChild(QAction, name)
        assert action is not None and action in window.game_menu.actions(), name


def test_the_view_menu_shows_the_window_s_own_speeds_and_card_backs(
        open_app_window: Callable[..., MainWindow]) -> None:
    window = open_app_window("--seed", "4")
    speeds = window.window_actions.speed
    backs = window.window_actions.backs
    assert list(speeds) == list(SPEED_NAMES) and list(backs) == ["red", "blue"]
    in_menus = {action for menu_action in window.view_menu.actions()
                if (menu := menu_action.menu()) is not None for action in menu.actions()}
    assert set(speeds.values()) | set(backs.values()) <= in_menus
    speeds["fast"].trigger()
    assert speeds["fast"].isChecked() and not speeds["normal"].isChecked()
    assert window.controller.computer_pause_ms == round(700 * SPEEDS["fast"])
    backs["blue"].trigger()
    assert window.scene.renderer.back == "back:blue" and not backs["red"].isChecked()
