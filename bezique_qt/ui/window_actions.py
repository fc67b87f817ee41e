"""The main window's own actions: built by the window, placed in menus by :mod:`.menus`.

Each action is added to the window itself, so that its shortcut works while the menu bar is
hidden. The window enables and checks them; :func:`bezique_qt.ui.menus.build_window_menus`
only puts them in the menus and the toolbar.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QWidget

from bezique_qt.ui.claiming import CLAIM_SHORTCUT, claim_tip
from bezique_qt.ui.memory_aid import MemoryAidDock
from bezique_qt.ui.table.animation import SPEED_NAMES
from bezique_qt.words.i18n import tr, tr_noop

if TYPE_CHECKING:
    from bezique_qt.ui.net.start import MenuBuilder

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


def _host_table(owner: QWidget, menus: MenuBuilder | None) -> None:
    from bezique_qt.ui.net.start import ask_host  # the network is loaded when first used
    ask_host(owner, menus)


def _join_table(owner: QWidget, menus: MenuBuilder | None) -> None:
    from bezique_qt.ui.net.start import ask_join
    ask_join(owner, menus)


def _choices(owner: QWidget, labels: dict[str, str], slot: Callable[[str], object]
             ) -> dict[str, QAction]:
    """One checkable action of ``owner`` per label (by key), in a group: one is checked."""
    group = QActionGroup(owner)
    actions: dict[str, QAction] = {}
    for key, label in labels.items():
        action = QAction(label, owner, checkable=True)
        action.triggered.connect(lambda _checked=False, key=key: slot(key))
        group.addAction(action)
        actions[key] = action
    return actions


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
    def set_speed(self, key: str, remember: bool = True) -> None: ...
    def set_back(self, key: str, remember: bool = True) -> None: ...


class WindowActions:
    """The actions of the game, the view and help that a main window owns; ``net_menus``
    places the menu of a network table's window opened from them."""

    def __init__(self, w: ActionsHost, net_menus: MenuBuilder | None = None) -> None:
        assert isinstance(w, QWidget), "the actions belong to a window"
        self.new = owned_action(w, tr("&New game…"), w.ask_new_game,
                                QKeySequence.StandardKey.New, tr("Start a new game"))
        self.host_table = owned_action(w, tr("&Host a table…"), lambda: _host_table(w, net_menus),
                                       tip=tr("Open a table to friends over the network"),
                                       name="host-table")
        self.join_table = owned_action(w, tr("&Join a table…"), lambda: _join_table(w, net_menus),
                                       tip=tr("Sit at a friend's table over the network"),
                                       name="join-table")
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
        self.speed = _choices(w, {key: tr(label) for key, label in SPEED_NAMES.items()},
                              w.set_speed)
        """The animation speeds, by key (``slow``, ``normal``, ``fast``, ``none``)."""
        self.backs = _choices(w, {"red": tr("Red"), "blue": tr("Blue")}, w.set_back)
        """The card backs, by key."""
