"""The keyboard at the table: ←/→ choose a card and Enter plays it; D goes to the declaration
choices (a second time, to "Done"), where the arrows move and Enter takes one; Escape leaves
them; Enter while the table moves finishes its animations at once.

The game window holds one :class:`TableKeys`, hands it the keys its view did not use, and
tells it when the player clicks or a hint points at a choice of the panel.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from bezique_qt.engine import Action
from bezique_qt.engine.actions import DONE
from bezique_qt.ui.table.scene import TableScene

_TAKE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class TableKeys:
    """Where the keyboard is at the table: on the player's cards, or in the declaration panel
    (:attr:`in_panel`). ``play`` plays a card of the player's."""

    def __init__(self, scene: TableScene, play: Callable[[int], None]) -> None:
        self._scene = scene
        self._play = play
        self.in_panel = False
        """Whether the keys move among the declaration panel's choices."""

    def to_panel(self, index: int) -> None:
        """Put the keyboard on the panel's choice ``index``."""
        self.in_panel = True
        self._scene.panel.set_focus_index(index)

    def leave_panel(self) -> None:
        """Take the keyboard off the panel (a card was clicked, the panel was left)."""
        self.in_panel = False
        self._scene.panel.set_focus_index(-1)

    def focus_declarations(self) -> bool:
        """Go to the declaration choices; a second time, to "Done". False when there is none."""
        panel = self._scene.panel
        if not (panel.isVisible() and panel.buttons):
            return False
        index = 0
        if self.in_panel:
            done = panel.button_for([Action(DONE)])
            index = panel.buttons.index(done) if done in panel.buttons else 0
        self.to_panel(index)
        self._scene.set_focus_card(None)
        return True

    def follow_panel(self) -> None:
        """The panel was drawn again: keep the keyboard on a choice of it, if it was there."""
        panel = self._scene.panel
        if self.in_panel and not panel.isVisible():
            self.in_panel = False
        if self.in_panel:
            panel.set_focus_index(max(0, panel.focus_index))

    def key_pressed(self, event: QKeyEvent) -> None:
        """A key the table's view did not use itself."""
        key = event.key()
        scene = self._scene
        panel = scene.panel
        if scene.busy and key in _TAKE:
            scene.finish_animations()
            event.accept()
            return
        if self.in_panel and panel.isVisible():
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Tab):
                panel.move_focus(1)
            elif key in (Qt.Key.Key_Up, Qt.Key.Key_Left, Qt.Key.Key_Backtab):
                panel.move_focus(-1)
            elif key in _TAKE:
                panel.activate_focused()
            elif key == Qt.Key.Key_Escape:
                self.leave_panel()
            else:
                event.ignore()
                return
            event.accept()
            return
        cards = scene.my_cards_in_order()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            if cards:
                current = scene.focus_card
                if current in cards:
                    index = cards.index(current) + (1 if key == Qt.Key.Key_Right else -1)
                else:
                    index = 0 if key == Qt.Key.Key_Right else len(cards) - 1
                scene.set_focus_card(cards[index % len(cards)])
        elif key in _TAKE:
            if scene.focus_card is not None and scene.focus_card in cards:
                self._play(scene.focus_card)
        elif key == Qt.Key.Key_Escape:
            scene.set_focus_card(None)
        else:
            event.ignore()
            return
        event.accept()
