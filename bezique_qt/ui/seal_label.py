"""The deal's commitment on the table: a label in the status bar.

While a deal is played the label shows the first digits of its commitment (the whole value in
its tooltip), taken from the player's observation, which carries the commitment and never the
seed; once the deal is over it shows the seed, and its tooltip the seed, salt and commitment,
so that anyone can check the deal (:mod:`bezique_qt.engine.seals`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from bezique_qt.ui.controller import GameController
from bezique_qt.words.i18n import tr
from bezique_qt.words.verify import commitment_label, commitment_tip


class SealLabel(QLabel):
    """The commitment (then the seed) of the deal on the table; follows ``controller``."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("deal-seal")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setAccessibleName(tr("Deal commitment"))
        controller.state_changed.connect(self.refresh)
        controller.state_reset.connect(lambda _observation: self.refresh())
        controller.deal_started.connect(lambda _deal: self.refresh())

    def refresh(self) -> None:
        """Show the current deal's commitment, or its seed once it is over."""
        if not self.controller.has_game:
            self.clear()
            self.setToolTip("")
            return
        observation = self.controller.observation()
        seal = self.controller.revealed_seal()
        deal = observation.deal_index + 1
        self.setText(commitment_label(deal, observation.commitment, seal))
        self.setToolTip(commitment_tip(observation.commitment, seal))
