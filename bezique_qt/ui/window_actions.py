"""The main window's own actions: built by the window, placed in menus by :mod:`.menus`.

Each action is added to the window itself, so that its shortcut works while the menu bar is
hidden. The window enables and checks them; :func:`bezique_qt.ui.menus.build_window_menus`
only puts them in the menus and the toolbar.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from bezique_qt.ui.claiming import CLAIM_SHORTCUT, claim_tip
from bezique_qt.ui.memory_aid import MemoryAidDock
from bezique_qt.words.i18n import tr, tr_noop

UNDO_TIP = tr_noop("Take back your last trick or action (until a card is drawn from the "
                   "stock)")


def owned_action(owner: QWidget, text: str, slot: Callable[..., object], shortcut: Any = None,
                 tip: str = "", name: str = "") -> QAction:
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


def _toggle(owner: QWidget, text: str, tip: str, slot: Callable[[bool], object]) -> QAction:
    """A checkable action of ``owner`` that calls ``slot`` with its new state."""
    action = QAction(text, owner, checkable=True)
    action.setStatusTip(tip)
    action.triggered.connect(slot)
    return action


class ActionsHost(Protocol):
    """What the actions call in the window that owns them (:class:`.window.MainWindow`)."""

    memory_aid: MemoryAidDock

    def ask_new_game(self) -> object: ...
    def next_deal(self) -> object: ...
    def resign(self) -> object: ...
    def undo(self) -> object: ...
    def hint(self) -> object: ...
    def claim_rest(self) -> object: ...
    def show_last_trick(self) -> object: ...
    def show_trick_review(self) -> object: ...
    def focus_declarations(self) -> object: ...
    def close(self) -> bool: ...
    def show_about(self) -> object: ...
    def show_rules(self) -> object: ...
    def set_four_colour(self, on: bool, remember: bool = True) -> None: ...
    def set_large_print(self, on: bool, remember: bool = True) -> None: ...


class WindowActions:
    """The actions of the game, the view and help that a main window owns."""

    def __init__(self, w: ActionsHost) -> None:
        assert isinstance(w, QWidget), "the actions belong to a window"
        self.new = owned_action(w, tr("&New game…"), w.ask_new_game,
                                QKeySequence.StandardKey.New, tr("Start a new game"))
        self.next_deal = owned_action(w, tr("Next &deal"), w.next_deal, "N",
                                      tr("Deal the next hand"))
        self.resign = owned_action(w, tr("Re&sign…"), w.resign,
                                   tip=tr("Give up the game in progress: it counts as lost"),
                                   name="resign")
        self.undo = owned_action(w, tr("&Undo"), w.undo, QKeySequence.StandardKey.Undo,
                                 tr(UNDO_TIP))
        self.hint = owned_action(w, tr("&Hint"), w.hint, "H",
                                 tr("What would the computer do in your place?"))
        self.claim = owned_action(w, tr("&Claim the rest"), w.claim_rest, CLAIM_SHORTCUT,
                                  claim_tip(), name="claim-rest")
        self.last_trick = owned_action(w, tr("&Last trick"), w.show_last_trick, "L",
                                       tr("Show the last trick"))
        self.review = owned_action(w, tr("&Review the tricks…"), w.show_trick_review,
                                   "R", tr("Every trick of this deal: who led, who won"))
        self.declare = owned_action(w, tr("&Declarations"), w.focus_declarations, "D",
                                    tr("Go to the declaration choices (keyboard)"))
        self.quit = owned_action(w, tr("&Quit"), w.close, QKeySequence.StandardKey.Quit)
        self.about = owned_action(w, tr("&About Bezique"), w.show_about)
        self.rules = owned_action(w, tr("&Rules of this game…"), w.show_rules,
                                  QKeySequence.StandardKey.HelpContents,
                                  tr("The rules of the game being played, with its "
                                     "house rules"))
        self.rules.setShortcuts([QKeySequence("F1")])
        self.four_colour = _toggle(w, tr("&Four-colour deck"),
                                   tr("Clubs in green and diamonds in blue"),
                                   lambda on: w.set_four_colour(on))
        self.large_print = _toggle(w, tr("Lar&ge print"),
                                   tr("Bigger card indices, scores and texts"),
                                   lambda on: w.set_large_print(on))
        self.memory_aid = _toggle(w, tr("&Memory aid"),
                                  tr("Aces, tens and trumps still out; bezique cards and "
                                     "sevens of trumps seen"),
                                  lambda on: w.memory_aid.set_shown(on, remember=True))
        self.memory_aid.setObjectName("memory-aid")
