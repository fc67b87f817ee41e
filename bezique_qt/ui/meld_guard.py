"""Guard rails on melds: ask before a play that cancels a claim kept to score or breaks a meld
the player could still declare, and offer the other copy of the card where one keeps it.

Every card play of the player (a click, Enter on a card, Enter on the hinted card) passes
through :meth:`MeldGuard.check`. What a play costs is the engine's answer
(:func:`~bezique_qt.engine.copies.play_cost`): the re-use rules are not stated here.
A play that cancels a claim is always asked about; one that only breaks a meld is asked about
only when the other copy keeps it (playing a card of a meld not yet declared is the everyday
game). The question does not block: the computer's worker and the tests go on while it is
open. "Don't ask again" is a preference (Preferences, "Ask before a play cancels a claim").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from bezique_qt.engine.copies import keeping_copy, other_copies, play_cost
from bezique_qt.words.guard import guard_question, other_copy_words
from bezique_qt.words.i18n import tr

if TYPE_CHECKING:
    from bezique_qt.ui.hosts import GameWindow


class MeldGuard(QObject):
    """The question before a costly play, for one game window."""

    never_again_chosen = Signal()  # the player ticked "Don't ask again" and played
    question_opened = Signal(object)  # the QMessageBox, once open

    def __init__(self, window: GameWindow) -> None:
        assert isinstance(window, QWidget), "the question belongs to a window"
        super().__init__(window)
        self.window = window
        self.ask = True
        """Whether to ask at all (the preference; "Don't ask again" turns it off)."""
        self.box: QMessageBox | None = None

    def check(self, card: int, play: Callable[[int], None]) -> bool:
        """Before the player plays ``card``: True when a question now stands between them
        (``play`` is called with the card chosen once answered); False to play at once."""
        c = self.window.controller
        if (not self.ask or self.box is not None or not c.has_game or c.human is None
                or not c.is_humans_turn()):
            return False
        state = c.state
        copies = other_copies(state, card)
        cost = play_cost(state, card, melds=bool(copies))
        if cost.free:
            return False
        keeper = keeping_copy(state, card, cost) if copies else None
        if not cost.lapsed and keeper is None:
            return False  # a meld broken whatever copy is played: the everyday game
        self._ask(card, keeper, guard_question(cost, keeper, c.human, state.variant,
                                               state.trump), play)
        return True

    def _ask(self, card: int, keeper: int | None, text: str,
             play: Callable[[int], None]) -> None:
        w = self.window
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Before you play"), text,
                          QMessageBox.StandardButton.NoButton, w)
        box.setObjectName("claim-warning")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        other = box.addButton(other_copy_words(keeper), QMessageBox.ButtonRole.AcceptRole) \
            if keeper is not None else None
        anyway = box.addButton(tr("Play this one anyway"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(other if other is not None else cancel)
        box.setEscapeButton(cancel)
        never = QCheckBox(tr("Don't ask again"))
        box.setCheckBox(never)
        box.other_button = other  # type: ignore[attr-defined]  # (for tests and readers)
        box.anyway_button = anyway  # type: ignore[attr-defined]
        # the copy that keeps the claim is lit on the table while the question is open
        w.scene.set_hinted_card(keeper)

        def answered(_result: int) -> None:
            self.box = None
            w.scene.set_hinted_card(None)
            clicked = box.clickedButton()
            chosen = keeper if clicked is other and other is not None else (
                card if clicked is anyway else None)
            c = w.controller
            if chosen is None or not c.is_humans_turn() or chosen not in c.playable_cards():
                return  # cancelled, or the game has moved on meanwhile
            if never.isChecked():
                self.ask = False
                self.never_again_chosen.emit()
            QTimer.singleShot(0, w, lambda: play(chosen))  # once the box has closed

        box.finished.connect(answered)
        self.box = box
        box.open()
        self.question_opened.emit(box)
