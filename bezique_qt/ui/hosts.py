"""What the table's helper objects need of the window that holds them.

The game window (:class:`.window.MainWindow`) holds small objects of its own — the question
before a costly play, the memory aid, the claim of the rest, each deal's split kept with its
game — and each asks its holder for a few things.  They are named here, as protocols, so that a
helper never imports its holder's module: the holder imports the helper, never the reverse.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget

if TYPE_CHECKING:
    from bezique_qt.ai.split import DealSplit
    from bezique_qt.engine import GameRecord
    from bezique_qt.persistence.reviews import ReviewStore
    from bezique_qt.ui.controller import GameController
    from bezique_qt.ui.split_line import SplitRunner
    from bezique_qt.ui.table.scene import TableScene

__all__ = ["GameWindow", "OwnedActions", "SplitStore"]


class SplitStore(Protocol):
    """Where each deal's split is kept with its game (:class:`.game_split.SplitKeeper`)."""

    def keep(self, game_id: str, seat: int, sides: Sequence[Sequence[int]],
             split: DealSplit) -> bool: ...

    def kept(self, game_id: str | None) -> list[DealSplit]: ...

    def weigh(self, record: GameRecord, deal: int, game_id: str, seat: int,
              sides: Sequence[Sequence[int]], *, budget: int | None = None,
              store: ReviewStore | None = None) -> SplitRunner: ...


class OwnedActions(Protocol):
    """The window's own actions, as its helpers see them
    (:class:`.window_actions.WindowActions`)."""

    @property
    def claim(self) -> QAction: ...


class GameWindow(Protocol):
    """The game window, as its helpers see it."""

    controller: GameController
    scene: TableScene
    demo: bool
    deal_split: bool
    """Whether the end of a deal weighs its split between the cards and the play."""
    review_budget: int | None
    review_store: ReviewStore | None
    split_store: SplitStore | None
    @property
    def window_actions(self) -> OwnedActions: ...

    review_game_id: Callable[[], str | None]
    """The id of the game on the table, kept in the statistics (None: not kept)."""

    def say(self, text: str) -> None: ...

    def addDockWidget(self, area: Qt.DockWidgetArea, dock: QDockWidget) -> None: ...  # noqa: N802
