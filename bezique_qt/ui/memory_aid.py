"""The memory aid: a small panel beside the table with the counts a careful player keeps in
mind (aces and tens still out, trumps still out, bezique cards and sevens of trumps seen).

Off by default, as at a real table; switched on in the View menu or in Preferences. It reads
only the player's observation (:func:`bezique_qt.engine.memory.memory_aid`) and follows the
table: it is brought up to date when the table has shown what happened, never ahead of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDockWidget, QGridLayout, QLabel, QWidget

from bezique_qt.engine import Observation
from bezique_qt.engine.memory import memory_aid
from bezique_qt.words.i18n import tr
from bezique_qt.words.memory import memory_lines

if TYPE_CHECKING:
    from bezique_qt.ui.hosts import GameWindow


class MemoryAidDock(QDockWidget):
    """The memory aid's panel of a game window (hidden until switched on)."""

    chosen = Signal(bool)  # the player switched it on or off in the View menu

    def __init__(self, window: GameWindow) -> None:
        assert isinstance(window, QWidget), "the memory aid belongs to a window"
        super().__init__(tr("Memory aid"), window)
        self.setObjectName("memory-aid-dock")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.setStyleSheet("QDockWidget::title { background: palette(window); "
                           "padding: 4px 6px; }")
        self.window_ = window
        body = QWidget()
        body.setObjectName("memory-aid")
        body.setAutoFillBackground(True)
        body.setToolTip(tr("Still out: neither played to a trick nor in your hand. Seen: "
                           "played, on a table, turned up or in your hand. Counted only from "
                           "what you have seen."))
        self.grid = QGridLayout(body)
        self.grid.setContentsMargins(10, 6, 10, 8)
        self.grid.setVerticalSpacing(2)
        self.setWidget(body)
        self.lines: list[tuple[str, str]] = []
        """What the panel shows: (heading, value) pairs."""
        self._labels: list[QLabel] = []
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self)
        self.hide()
        window.scene.idle.connect(self.refresh)
        window.controller.state_reset.connect(lambda _obs: self.refresh())

    @property
    def shown(self) -> bool:
        return not self.isHidden()

    def set_shown(self, on: bool, remember: bool = False) -> None:
        """Show the panel (``on``) or hide it; ``remember`` reports it as the player's
        choice (:attr:`chosen`)."""
        on = bool(on)
        actions = getattr(self.window_, "window_actions", None)  # None while it is built
        if actions is not None and actions.memory_aid.isChecked() != on:
            actions.memory_aid.setChecked(on)
        if on and self.window_.controller.has_game:
            # filled before it is shown: the window gives a dock the room it asks for then
            self.show_observation(self.window_.controller.observation())
        self.setVisible(on)
        if remember:
            self.chosen.emit(on)

    def refresh(self) -> None:
        """Show the counts of the game on the table, as the player has seen it."""
        c = self.window_.controller
        if self.isHidden() or not c.has_game:
            return
        self.show_observation(c.observation())

    def show_observation(self, obs: Observation) -> None:
        """Show the memory aid of ``obs``'s player."""
        captions = memory_lines(memory_aid(obs))
        lines = [(heading, str(value)) for heading, value in captions]
        if lines == self.lines:
            return
        self.lines = lines
        for label in self._labels:
            self.grid.removeWidget(label)
            label.deleteLater()
        self._labels = []
        # one column, each heading above its counts: the panel stays narrow beside the table
        for row, (heading, value) in enumerate(captions):
            for line, text in enumerate((heading, value)):
                label = QLabel(str(text))
                label.setTextFormat(Qt.TextFormat.PlainText)
                if line == 0:
                    label.setStyleSheet("font-weight: bold; margin-top: 4px;")
                else:  # the cards by name for a screen reader
                    label.setAccessibleName(f"{heading}: {value.spoken}")
                self.grid.addWidget(label, 2 * row + line, 0)
                self._labels.append(label)
        for row in range(self.grid.rowCount()):  # the lines together at the top
            self.grid.setRowStretch(row, 1 if row >= 2 * len(lines) else 0)
        self.grid.setRowStretch(2 * len(lines), 1)
        body = self.widget()
        body.setMinimumWidth(body.sizeHint().width())  # never narrower than its lines
