"""Cards or play over a game: each deal's split kept with its game, and summed at its end.

At the end of a deal :func:`add_splits` has the deal weighed in the background
(:meth:`SplitKeeper.weigh`: lowest priority, so the next deal's play is not slowed), shows it
in the dialog (:func:`~bezique_qt.ui.split_line.add_split_line`) and, once it is ready, keeps
it with the game (in the statistics database: :mod:`bezique_qt.persistence.split_history`) —
whether the dialog is still open or was closed at once.
At the end of the game the same dialog also sums every deal's split kept for the game
(:class:`GameSplitLine`): "Over the game: the cards were worth 140 to Computer, your play cost
85, Computer's play cost 40 (3 deals of 4 measured)."  A deal whose split was not computed
(the split off, or the program closed before it was ready and the game not resumed since:
:func:`weigh_unweighed` weighs a resumed game's deals not kept) is missing from the sums, and
said to be.  The last deal's split is added to the sums when it is ready.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout

from bezique_qt.ai.review import default_budget
from bezique_qt.ai.split import DealSplit, GameSplit
from bezique_qt.engine import GameRecord
from bezique_qt.persistence import PersistenceError, Statistics
from bezique_qt.persistence.reviews import ReviewStore
from bezique_qt.persistence.split_history import keep_deal_split, kept_deal_splits
from bezique_qt.ui.sheet.view import ScoreSheetView
from bezique_qt.ui.split_line import YOU, SplitLine, SplitRunner, add_split_line, kept_review
from bezique_qt.words.i18n import tr
from bezique_qt.words.split import game_sum_words

if TYPE_CHECKING:
    from bezique_qt.ui.hosts import GameWindow

__all__ = ["GameSplitLine", "SplitKeeper", "add_splits", "attach_splits", "weigh_unweighed"]

_log = logging.getLogger(__name__)


class SplitKeeper(QObject):
    """Keeps each deal's split with its game, in the statistics ``statistics()`` gives (None:
    none kept).  A split that cannot be kept or read is missing, never a split of 0."""

    split_kept = Signal(str)
    """A deal's split was kept for the game with this id."""

    def __init__(self, statistics: Callable[[], Statistics | None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        #: the deals being weighed, by game id and deal
        self.weighing: dict[tuple[str, int], SplitRunner] = {}

    def weigh(self, record: GameRecord, deal: int, game_id: str, seat: int,
              sides: Sequence[Sequence[int]], *, budget: int | None = None,
              store: ReviewStore | None = None) -> SplitRunner:
        """The runner weighing finished deal ``deal`` of the game ``game_id`` in the
        background (not yet started when new: whoever shows it starts it), its split kept
        once ready."""
        key = (game_id, deal)
        runner = self.weighing.get(key)
        if runner is not None:
            return runner
        budget = default_budget(len(record.players)) if budget is None else budget
        kept = kept_review(store, game_id, deal, seat, budget)
        runner = SplitRunner(record, deal, budget=budget,
                             reviews=None if kept is None else {seat: kept}, parent=self,
                             background=True)
        self.weighing[key] = runner

        def done(split: GameSplit) -> None:
            self._forget(key)
            found = split.deal(deal)
            if found is not None:
                self.keep(game_id, seat, sides, found)

        def failed(message: str) -> None:
            self._forget(key)
            _log.warning("deal %d not weighed: %s", deal, message)

        runner.finished.connect(done)
        runner.failed.connect(failed)
        runner.cancelled.connect(lambda: self._forget(key))
        return runner

    def _forget(self, key: tuple[str, int]) -> None:
        runner = self.weighing.pop(key, None)
        if runner is not None:
            runner.deleteLater()

    def stop(self) -> None:
        """Stop weighing: the deals not yet weighed stay missing."""
        for runner in list(self.weighing.values()):
            runner.cancel()

    def keep(self, game_id: str, seat: int, sides: Sequence[Sequence[int]],
             split: DealSplit) -> bool:
        """Keep ``split`` for the game ``game_id`` (the player at ``seat``)."""
        stats = self.statistics()
        if stats is None:
            return False
        try:
            keep_deal_split(stats, game_id, seat, sides, split)
        except PersistenceError as error:
            _log.warning("%s", error)
            return False
        self.split_kept.emit(game_id)
        return True

    def kept(self, game_id: str | None) -> list[DealSplit]:
        """The splits kept for the game ``game_id``, by deal."""
        stats = self.statistics()
        if stats is None or game_id is None:
            return []
        try:
            return kept_deal_splits(stats, game_id)
        except PersistenceError as error:
            _log.warning("%s", error)
            return []


class GameSplitLine(QLabel):
    """The end-of-game dialog's line: the deals' splits summed over the game, from ``seat``'s
    view; ``deals``: how many deals the game played out; ``pending``: the line of the last
    deal's split, still being computed (its split is added once ready)."""

    ready = Signal(object)
    """Emitted with the :class:`GameSplit` summed once no deal is being weighed."""

    def __init__(self, split: GameSplit, deals: int, seat: int,
                 pending: SplitLine | None = None) -> None:
        super().__init__()
        self.setObjectName("game-split-line")
        self.setTextFormat(Qt.TextFormat.PlainText)  # it names the players
        self.setWordWrap(True)
        self.setToolTip(tr("Each deal's split between the cards and the play, added up over "
                           "the game; a deal that was not weighed is left out, not counted "
                           "as nothing"))
        self.split = split
        self.deals = deals
        self.seat = seat
        self.pending = pending
        if pending is not None:
            pending.ready.connect(self._add)
            pending.runner.failed.connect(self._settle)
            pending.runner.cancelled.connect(self._settle)
        self._show()

    def _add(self, game: GameSplit) -> None:
        deal = game.deal(self.pending.runner.deal) if self.pending is not None else None
        if deal is not None:
            self.split = self.split.with_deal(deal)
        self._settle()

    def _settle(self, *_args: object) -> None:
        if self.pending is None:
            return
        self.pending = None
        self._show()
        self.ready.emit(self.split)

    def _show(self) -> None:
        text = game_sum_words(self.split, self.deals, self.seat)
        if self.pending is not None:
            text += "\n" + tr("The last deal is still being weighed; it is added when ready.")
        self.setText(text)


def add_splits(window: GameWindow, dialog: QDialog, deal: int, *, finished: bool) -> None:
    """At the end of deal ``deal`` (``finished``: it has a result; a game can end in the
    middle of a deal): the deal's split in ``dialog``, kept with the game once ready, and at
    the end of the game their sums."""
    c = window.controller
    human, state = c.human, c.state
    if human is None:
        return
    game_id = window.review_game_id()
    keeper = window.split_store
    sides = [list(side) for side in state.variant.sides]
    line = None
    if window.deal_split and finished:
        record = GameRecord.of(state)
        runner = None
        if keeper is not None and game_id is not None:
            runner = keeper.weigh(record, deal, game_id, human, sides,
                                  budget=window.review_budget, store=window.review_store)
        line = add_split_line(dialog, record, deal, human, budget=window.review_budget,
                              store=window.review_store, game_id=game_id, runner=runner)
        if runner is not None and not runner.started:
            runner.start()
    if not c.game_over or keeper is None or game_id is None:
        return  # (a practice branch keeps nothing: it has no game to sum)
    kept = [s for s in keeper.kept(game_id) if line is None or s.deal != deal]
    if not (window.deal_split or kept):
        return
    names = [YOU if p == human else name for p, name in enumerate(state.names)]
    game = GameSplit(state.variant.id, names, sides, kept)
    layout = dialog.layout()
    if isinstance(layout, QVBoxLayout):
        summed = GameSplitLine(game, len(state.deal_results), human, line)
        layout.insertWidget(max(0, layout.count() - 1), summed)
        dialog.game_split_line = summed  # type: ignore[attr-defined]


def weigh_unweighed(window: GameWindow) -> None:
    """A game resumed: weigh in the background each of its finished deals whose split was not
    kept (the program closed before it was ready)."""
    c = window.controller
    keeper = window.split_store
    game_id = window.review_game_id()
    if not (window.deal_split and c.has_game and c.human is not None and keeper is not None
            and game_id is not None):
        return
    state = c.state
    kept = {s.deal for s in keeper.kept(game_id)}
    todo = [r.deal for r in state.deal_results if r.deal not in kept]
    if not todo:
        return
    record = GameRecord.of(state)
    sides = [list(side) for side in state.variant.sides]
    for deal in todo:
        runner = keeper.weigh(record, deal, game_id, c.human, sides,
                              budget=window.review_budget, store=window.review_store)
        if not runner.started:
            runner.start()


def attach_splits(window: GameWindow, statistics: Callable[[], Statistics | None],
                  sheet_view: ScoreSheetView, on_kept: Callable[[], None],
                  parent: QObject) -> SplitKeeper:
    """Keep each deal's split in the statistics ``statistics()`` gives, show the kept ones in
    ``sheet_view``, and call ``on_kept`` (to redraw the sheet and the Statistics windows) when
    one is kept."""
    keeper = SplitKeeper(statistics, parent)
    window.split_store = keeper
    sheet_view.splits = lambda: keeper.kept(window.review_game_id())
    keeper.split_kept.connect(lambda _game_id: on_kept())
    return keeper
