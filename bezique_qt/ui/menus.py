"""Every menu, action and the toolbar of the main window, built here and only here.

The menu bar, as a player sees it in the program (the entries in brackets are the session's,
added by :func:`add_session_menus` when the window has a player's profile behind it):

- **Game**: New game, Host a table, Join a table, —, [Open, Save, Verify a game, —], Next deal,
  —, Undo, Hint, Last trick, Review the tricks, Declarations, —, [Score sheet, Statistics,
  Finished games, —, Preferences, —], Quit
- **View**: Animation speed ▸, Card backs ▸, Sort the hand ▸, Four-colour deck, Large print,
  Memory aid, [—, Score sheet]
- **Help**: Rules of this game, [Report a problem, —], About Bezique

A network table's window (:mod:`bezique_qt.ui.net.table_window`) has one menu, **Table**:
Ready for the next deal, Copy the invitation link, Leave the table.

The toolbar holds New game, Undo, Hint, Last trick and Next deal. The window's own actions
are built by :class:`bezique_qt.ui.window_actions.WindowActions`; this module places them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QToolBar, QWidget

from bezique_qt.ui.dialogs.verify import ask_verify
from bezique_qt.ui.table.animation import SPEED_NAMES
from bezique_qt.ui.table.view import HandSortMenu
from bezique_qt.ui.window_actions import owned_action
from bezique_qt.words.i18n import tr

if TYPE_CHECKING:
    from bezique_qt.ui.net.table_window import NetTableWindow
    from bezique_qt.ui.session import SessionWindow
    from bezique_qt.ui.window import MainWindow


def _host_table(w: QWidget) -> None:
    from bezique_qt.ui.net.start import ask_host  # the network is loaded when first used
    ask_host(w, build_net_table_menus)


def _join_table(w: QWidget) -> None:
    from bezique_qt.ui.net.start import ask_join
    ask_join(w, build_net_table_menus)


def build_window_menus(w: MainWindow) -> None:
    """The menu bar and the toolbar of ``w``, holding the actions the window owns."""
    a = w.window_actions
    w.host_table_action = owned_action(w, tr("&Host a table…"), lambda: _host_table(w),
                                       tip=tr("Open a table to friends over the network"),
                                       name="host-table")
    w.join_table_action = owned_action(w, tr("&Join a table…"), lambda: _join_table(w),
                                       tip=tr("Sit at a friend's table over the network"),
                                       name="join-table")
    game_menu = w.game_menu = w.menuBar().addMenu(tr("&Game"))
    for action in (a.new, w.host_table_action, w.join_table_action, None, a.next_deal,
                   a.resign, None, a.undo, a.hint, a.claim, a.last_trick, a.review,
                   a.declare, None, a.quit):
        if action is None:
            game_menu.addSeparator()
        else:
            game_menu.addAction(action)
    view_menu = w.view_menu = w.menuBar().addMenu(tr("&View"))
    speed_menu = view_menu.addMenu(tr("Animation &speed"))
    w.speed_group = QActionGroup(w)
    w.speed_actions: dict[str, QAction] = {}
    for key, label in SPEED_NAMES.items():
        action = QAction(tr(label), w, checkable=True)
        action.triggered.connect(lambda _checked=False, key=key: w.set_speed(key))
        w.speed_group.addAction(action)
        speed_menu.addAction(action)
        w.speed_actions[key] = action
    backs_menu = view_menu.addMenu(tr("Card &backs"))
    w.back_group = QActionGroup(w)
    w.back_actions: dict[str, QAction] = {}
    for key, label in (("red", tr("Red")), ("blue", tr("Blue"))):
        action = QAction(label, w, checkable=True)
        action.triggered.connect(lambda _checked=False, key=key: w.set_back(key))
        w.back_group.addAction(action)
        backs_menu.addAction(action)
        w.back_actions[key] = action
    w.hand_sort_menu = HandSortMenu(w.scene, w)
    view_menu.addMenu(w.hand_sort_menu)
    view_menu.addAction(a.four_colour)
    view_menu.addAction(a.large_print)
    view_menu.addAction(a.memory_aid)
    help_menu = w.help_menu = w.menuBar().addMenu(tr("&Help"))
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


def add_session_menus(g: SessionWindow) -> None:
    """The session's actions (files, score sheet, statistics, preferences, reports), put in
    their places in the menus of its window."""
    w = g.window
    a = w.window_actions
    g.open_action = owned_action(w, tr("&Open…"), g.ask_open,
                            QKeySequence.StandardKey.Open, tr("Open a saved game"),
                            "open-game")
    g.save_action = owned_action(w, tr("&Save…"), g.ask_save,
                            QKeySequence.StandardKey.Save,
                            tr("Save this game in a file"), "save-game")
    g.verify_action = owned_action(w, tr("&Verify a game…"),
                              lambda: ask_verify(w, g.session.saves_dir),
                              None, tr("Check that every deal of a game was fixed before its "
                                       "first card was played"), "verify-game")
    g.sheet_action = owned_action(w, tr("Scor&e sheet"), g.toggle_sheet, "S",
                             tr("Show or hide the score sheet"), "score-sheet")
    g.sheet_action.setCheckable(True)
    g.statistics_action = owned_action(w, tr("S&tatistics…"), g.show_statistics, None,
                                  tr("Your games won and lost, streaks, best deals"),
                                  "statistics")
    g.history_action = owned_action(w, tr("&Finished games…"), g.show_history, None,
                               tr("Review the games you have finished"),
                               "history")
    g.preferences_action = owned_action(w, tr("&Preferences…"), g.show_preferences,
                                   QKeySequence.StandardKey.Preferences,
                                   tr("Your name, the default game, the table's "
                                      "look"),
                                   "preferences")
    g.report_action = owned_action(w, tr("&Report a problem…"), g.ask_report, None,
                              tr("Save a bug report: the game so far and the log"),
                              "report-problem")
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
