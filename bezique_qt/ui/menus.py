"""Every menu and the toolbar of the main window, built here and only here.

The menu bar, as a player sees it in the program (the entries in brackets are the session's,
added by :func:`place_session_actions` when the window has a player's profile behind it):

- **Game**: New game, Host a table, Join a table, —, [Open, Save, Verify a game, —], Next deal,
  —, Undo, Hint, Last trick, Review the tricks, Declarations, —, [Score sheet, Statistics,
  Finished games, —, Preferences, —], Quit
- **View**: Animation speed ▸, Card backs ▸, Sort the hand ▸, Four-colour deck, Large print,
  Memory aid, [—, Score sheet]
- **Help**: Rules of this game, [Report a problem, —], About Bezique

A network table's window (:mod:`bezique_qt.ui.net.table_window`) has one menu, **Table**:
Ready for the next deal, Copy the invitation link, Leave the table.

The toolbar holds New game, Undo, Hint, Last trick and Next deal. The actions are built by
those that own them — the window's by :class:`bezique_qt.ui.window_actions.WindowActions`, the
session's by :class:`bezique_qt.ui.session.SessionWindow`, the score sheet's by its panel —
and this module places them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu, QToolBar

from bezique_qt.words.i18n import tr

if TYPE_CHECKING:
    from bezique_qt.ui.net.table_window import NetTableWindow
    from bezique_qt.ui.session import SessionWindow
    from bezique_qt.ui.window import MainWindow


class WindowMenus(NamedTuple):
    """The menus of the main window that others add to."""

    game: QMenu
    view: QMenu
    help: QMenu


def build_window_menus(w: MainWindow) -> WindowMenus:
    """The menu bar and the toolbar of ``w``, holding the actions the window owns."""
    a = w.window_actions
    game_menu = w.menuBar().addMenu(tr("&Game"))
    for action in (a.new, a.host_table, a.join_table, None, a.next_deal,
                   a.resign, None, a.undo, a.hint, a.claim, a.last_trick, a.review,
                   a.declare, None, a.quit):
        if action is None:
            game_menu.addSeparator()
        else:
            game_menu.addAction(action)
    view_menu = w.menuBar().addMenu(tr("&View"))
    view_menu.addMenu(tr("Animation &speed")).addActions(list(a.speed.values()))
    view_menu.addMenu(tr("Card &backs")).addActions(list(a.backs.values()))
    view_menu.addMenu(w.hand_sort_menu)
    view_menu.addAction(a.four_colour)
    view_menu.addAction(a.large_print)
    view_menu.addAction(a.memory_aid)
    help_menu = w.menuBar().addMenu(tr("&Help"))
    help_menu.addAction(a.rules)
    help_menu.addAction(a.about)

    toolbar = QToolBar(tr("Game"), w)
    toolbar.setObjectName("game-toolbar")
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    for action in (a.new, a.undo, a.hint, a.claim,
                   a.last_trick, a.next_deal):
        toolbar.addAction(action)
    w.addToolBar(toolbar)
    return WindowMenus(game_menu, view_menu, help_menu)


def place_session_actions(g: SessionWindow) -> None:
    """The session's actions (files, score sheet, statistics, preferences, reports), put in
    their places in the menus of its window."""
    w = g.window
    a = w.window_actions
    menu = w.game_menu
    menu.insertAction(a.next_deal, g.open_action)
    menu.insertAction(a.next_deal, g.save_action)
    menu.insertAction(a.next_deal, g.verify_action)
    menu.insertSeparator(a.next_deal)
    menu.insertAction(a.quit, g.sheet_action)
    menu.insertAction(a.quit, g.statistics_action)
    menu.insertAction(a.quit, g.history_action)
    menu.insertSeparator(a.quit)
    menu.insertAction(a.quit, g.preferences_action)
    menu.insertSeparator(a.quit)
    w.view_menu.addSeparator()
    w.view_menu.addAction(g.sheet_action)
    w.help_menu.insertAction(a.about, g.report_action)
    w.help_menu.insertSeparator(a.about)


def build_net_table_menus(w: NetTableWindow) -> None:
    """The menu of a network table's window, holding the actions the window owns."""
    menu = w.menuBar().addMenu(tr("&Table"))
    for action in (w.ready_action, w.copy_action, w.leave_action):
        menu.addAction(action)
