"""Every menu, action and the toolbar of the main window, built here and only here.

The menu bar, as a player sees it in the program (the entries in brackets are the session's,
added by :func:`add_session_menus` when the window has a player's profile behind it):

- **Game**: New game, [Open, Save, Verify a game, —], Next deal, —, Undo, Hint, Last trick,
  Review the tricks, Declarations, —, [Score sheet, Statistics, Finished games, —,
  Preferences, —], Quit
- **View**: Animation speed ▸, Card backs ▸, Sort the hand ▸, Four-colour deck, Large print,
  Memory aid, [—, Score sheet]
- **Help**: Rules of this game, [Report a problem, —], About Bezique

The toolbar holds New game, Undo, Hint, Last trick and Next deal. Each action is also added to
the window itself, so that its shortcut works while the menu bar is hidden.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QToolBar, QWidget

from bezique_qt.ui.claiming import CLAIM_SHORTCUT, claim_tip
from bezique_qt.ui.dialogs.verify import ask_verify
from bezique_qt.ui.table.animation import SPEED_NAMES
from bezique_qt.ui.table.view import HandSortMenu
from bezique_qt.words.i18n import tr

if TYPE_CHECKING:
    from bezique_qt.ui.session import SessionWindow
    from bezique_qt.ui.window import MainWindow


def _action(owner: QWidget, text: str, slot: object, shortcut: Any = None, tip: str = "",
            name: str = "") -> QAction:
    """An action of ``owner`` (its shortcut works anywhere in it) that calls ``slot``."""
    action = QAction(text, owner)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if tip:
        action.setStatusTip(tip)
        action.setToolTip(tip)
    if name:
        action.setObjectName(name)
    action.triggered.connect(slot)
    owner.addAction(action)
    return action


def build_window_menus(w: MainWindow) -> None:
    """The table's actions, the menu bar and the toolbar of ``w``."""
    from bezique_qt.ui.window import UNDO_TIP

    w.new_action = _action(w, tr("&New game…"), w.ask_new_game,
                           QKeySequence.StandardKey.New, tr("Start a new game"))
    w.next_deal_action = _action(w, tr("Next &deal"), w.next_deal, "N",
                                 tr("Deal the next hand"))
    w.undo_action = _action(w, tr("&Undo"), w.undo, QKeySequence.StandardKey.Undo,
                            tr(UNDO_TIP))
    w.hint_action = _action(w, tr("&Hint"), w.hint, "H",
                            tr("What would the computer do in your place?"))
    w.claim_action = _action(w, tr("&Claim the rest"), w.claim_rest, CLAIM_SHORTCUT,
                             claim_tip(), name="claim-rest")
    w.last_trick_action = _action(w, tr("&Last trick"), w.show_last_trick, "L",
                                  tr("Show the last trick"))
    w.review_action = _action(w, tr("&Review the tricks…"), w.show_trick_review,
                              "R", tr("Every trick of this deal: who led, who won"))
    w.declare_action = _action(w, tr("&Declarations"), w.focus_declarations, "D",
                               tr("Go to the declaration choices (keyboard)"))
    w.quit_action = _action(w, tr("&Quit"), w.close, QKeySequence.StandardKey.Quit)
    w.about_action = _action(w, tr("&About Bezique"), w.show_about)
    w.rules_action = _action(w, tr("&Rules of this game…"), w.show_rules,
                             QKeySequence.StandardKey.HelpContents,
                             tr("The rules of the game being played, with its "
                                "house rules"))
    w.rules_action.setShortcuts([QKeySequence("F1")])
    w.four_colour_action = QAction(tr("&Four-colour deck"), w, checkable=True)
    w.four_colour_action.setStatusTip(tr("Clubs in green and diamonds in blue"))
    w.four_colour_action.triggered.connect(lambda on: w.set_four_colour(on))
    w.large_print_action = QAction(tr("Lar&ge print"), w, checkable=True)
    w.large_print_action.setStatusTip(tr("Bigger card indices, scores and texts"))
    w.large_print_action.triggered.connect(lambda on: w.set_large_print(on))
    w.memory_aid_action = QAction(tr("&Memory aid"), w, checkable=True)
    w.memory_aid_action.setObjectName("memory-aid")
    w.memory_aid_action.setStatusTip(tr("Aces, tens and trumps still out; bezique cards and "
                                        "sevens of trumps seen"))
    w.memory_aid_action.triggered.connect(lambda on: w.memory_aid.set_shown(on, remember=True))

    game_menu = w.game_menu = w.menuBar().addMenu(tr("&Game"))
    for action in (w.new_action, w.next_deal_action, None, w.undo_action,
                   w.hint_action, w.claim_action, w.last_trick_action, w.review_action,
                   w.declare_action, None, w.quit_action):
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
    view_menu.addAction(w.four_colour_action)
    view_menu.addAction(w.large_print_action)
    view_menu.addAction(w.memory_aid_action)
    help_menu = w.help_menu = w.menuBar().addMenu(tr("&Help"))
    help_menu.addAction(w.rules_action)
    help_menu.addAction(w.about_action)

    toolbar = QToolBar(tr("Game"), w)
    toolbar.setObjectName("game-toolbar")
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    for action in (w.new_action, w.undo_action, w.hint_action, w.claim_action,
                   w.last_trick_action, w.next_deal_action):
        toolbar.addAction(action)
    w.addToolBar(toolbar)


def add_session_menus(g: SessionWindow) -> None:
    """The session's actions (files, score sheet, statistics, preferences, reports), put in
    their places in the menus of its window."""
    w = g.window
    g.open_action = _action(w, tr("&Open…"), g.ask_open,
                            QKeySequence.StandardKey.Open, tr("Open a saved game"),
                            "open-game")
    g.save_action = _action(w, tr("&Save…"), g.ask_save,
                            QKeySequence.StandardKey.Save,
                            tr("Save this game in a file"), "save-game")
    g.verify_action = _action(w, tr("&Verify a game…"),
                              lambda: ask_verify(w, g.session.saves_dir),
                              None, tr("Check that every deal of a game was fixed before its "
                                       "first card was played"), "verify-game")
    g.sheet_action = _action(w, tr("Scor&e sheet"), g.toggle_sheet, "S",
                             tr("Show or hide the score sheet"), "score-sheet")
    g.sheet_action.setCheckable(True)
    g.statistics_action = _action(w, tr("S&tatistics…"), g.show_statistics, None,
                                  tr("Your games won and lost, streaks, best deals"),
                                  "statistics")
    g.history_action = _action(w, tr("&Finished games…"), g.show_history, None,
                               tr("Review the games you have finished"),
                               "history")
    g.preferences_action = _action(w, tr("&Preferences…"), g.show_preferences,
                                   QKeySequence.StandardKey.Preferences,
                                   tr("Your name, the default game, the table's "
                                      "look"),
                                   "preferences")
    g.report_action = _action(w, tr("&Report a problem…"), g.ask_report, None,
                              tr("Save a bug report: the game so far and the log"),
                              "report-problem")
    menu = w.game_menu
    menu.insertAction(w.next_deal_action, g.open_action)
    menu.insertAction(w.next_deal_action, g.save_action)
    menu.insertAction(w.next_deal_action, g.verify_action)
    menu.insertSeparator(w.next_deal_action)
    menu.insertAction(w.quit_action, g.sheet_action)
    menu.insertAction(w.quit_action, g.statistics_action)
    menu.insertAction(w.quit_action, g.history_action)
    menu.insertSeparator(w.quit_action)
    menu.insertAction(w.quit_action, g.preferences_action)
    menu.insertSeparator(w.quit_action)
    w.view_menu.addSeparator()
    w.view_menu.addAction(g.sheet_action)
    w.help_menu.insertAction(w.about_action, g.report_action)
    w.help_menu.insertSeparator(w.about_action)
