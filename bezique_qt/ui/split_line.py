"""Cards or play at the end of a deal: "You lost by 120: the cards were worth 90 to Computer,
your play cost 45, Computer's play cost 15."

:class:`SplitRunner` reviews every seat's decisions in the deal, each from that seat's own
cards (no face-up view), one seat after the other in the review's worker processes
(:class:`~bezique_qt.ui.windows.review.ReviewRunner`), then splits the result
(:func:`~bezique_qt.ai.split.split_game`).  A review of the player's seat kept by an earlier
*Review this deal…* at the same budget is reused.  :func:`add_split_line` puts the line in the
end-of-deal dialog: "Weighing the cards against the play…" until it is ready; closing the
dialog cancels the work, unless the runner was given to it by the one weighing every deal in
the background (:class:`~bezique_qt.ui.game_split.SplitKeeper`), which goes on.  A background
runner works in its own worker processes at the lowest priority (:func:`background_executor`),
so that the computer's moves at the table, niced less, get the processor first.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout

from bezique_qt.ai.review import GameReview, default_budget
from bezique_qt.ai.split import GameSplit, split_game
from bezique_qt.ai.workers import WorkerPool
from bezique_qt.engine import GameRecord
from bezique_qt.persistence import PersistenceError
from bezique_qt.persistence.reviews import ReviewStore
from bezique_qt.ui.kept_reviews import read_review
from bezique_qt.ui.windows.review_runner import WORKERS, ReviewRunner
from bezique_qt.words.i18n import tr
from bezique_qt.words.split import split_words

YOU = "You"

__all__ = ["SplitLine", "SplitRunner", "add_split_line", "background_executor", "kept_review",
           "stop_split_workers"]

_log = logging.getLogger(__name__)

#: the background weighing's scheduling priority: below the computer player's workers
BACKGROUND_NICENESS = 19
_background: list[WorkerPool] = []


def background_executor() -> WorkerPool:
    """The worker processes a deal is weighed in while the game goes on (started on first
    use, at :data:`BACKGROUND_NICENESS`)."""
    if not _background:
        _background.append(WorkerPool(WORKERS, niceness=BACKGROUND_NICENESS))
    return _background[0]


def stop_split_workers() -> None:
    """Stop the background weighing's processes at once (the program is ending)."""
    while _background:
        _background.pop().stop(now=True)


def kept_review(store: ReviewStore | None, game_id: str | None, deal: int, seat: int,
                budget: int) -> GameReview | None:
    """The review of ``seat``'s decisions in ``deal`` kept at ``budget``, if there is a sound
    one (a damaged one is set aside by the store and computed again)."""
    if store is None or game_id is None:
        return None
    try:
        data = store.load(game_id, deal, seat, budget)
        if data is None:
            return None
        review = read_review(store, game_id, store.key(deal, seat, budget), data)
    except (PersistenceError, OSError) as error:
        _log.warning("a kept review could not be read: %s", error)
        return None
    if review is None or [d.deal for d in review.deals] != [deal]:
        return None
    return review


class SplitRunner(QObject):
    """Splits one finished deal of a record between the cards and each seat's play, in the
    review's worker processes; the caller's thread only polls.

    Signals: ``finished(GameSplit)``, ``failed(message)`` and ``cancelled()``."""

    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, record: GameRecord, deal: int, *, budget: int | None = None,
                 reviews: dict[int, GameReview] | None = None,
                 parent: QObject | None = None, background: bool = False) -> None:
        super().__init__(parent)
        self.background = background  # in the background's processes, at the lowest priority
        self.record = record
        self.deal = deal
        self.budget = default_budget(len(record.players)) if budget is None else budget
        self.reviews: dict[int, GameReview] = dict(reviews or {})
        self.runner: ReviewRunner | None = None
        self.running = False
        self.started = False

    def start(self) -> None:
        self.started = True
        self.running = True
        self._next_seat()

    def cancel(self) -> None:
        """Stop: no new decision is started; those being valued finish unseen."""
        if not self.running:
            return
        self.running = False
        if self.runner is not None:
            self.runner.finished.disconnect(self._reviewed)
            self.runner.cancel()
        self.cancelled.emit()

    def _next_seat(self) -> None:
        if not self.running:
            return
        todo = [p for p in range(len(self.record.players)) if p not in self.reviews]
        if not todo:
            self.running = False
            self.runner = None
            try:
                split = split_game(self.record, self.reviews)
            except (ValueError, KeyError) as error:
                self.failed.emit(str(error))
                return
            self.finished.emit(split)
            return
        runner = ReviewRunner(self.record, todo[0], self.deal, budget=self.budget,
                              face_up=False, parent=self,
                              executor=background_executor() if self.background else None)
        runner.finished.connect(self._reviewed)
        runner.failed.connect(self._failed)
        self.runner = runner
        runner.start()

    def _reviewed(self, review: GameReview) -> None:
        self.reviews[review.seat] = review
        self._next_seat()

    def _failed(self, message: str) -> None:
        self.running = False
        self.failed.emit(message)


class SplitLine(QLabel):
    """The end-of-deal dialog's line of the split, from the view of ``seat``."""

    ready = Signal(object)
    """Emitted with the :class:`GameSplit` once the line shows it."""

    def __init__(self, runner: SplitRunner, seat: int, names: Sequence[str]) -> None:
        super().__init__(tr("Weighing the cards against the play…"))
        self.setObjectName("deal-split-line")
        self.setTextFormat(Qt.TextFormat.PlainText)  # it names the players
        self.setWordWrap(True)
        # room for the sentence from the start, so that the dialog need not grow under the reader
        self.setMinimumHeight(self.fontMetrics().lineSpacing() * 3 + 4)
        self.setToolTip(tr("What the cards were worth and what each side's play cost: the "
                           "Expert reviews every decision from the cards its player held"))
        self.runner = runner
        self.seat = seat
        self.names = list(names)
        self.split: GameSplit | None = None
        runner.finished.connect(self._show)
        runner.failed.connect(self._failed)

    def _show(self, split: GameSplit) -> None:
        deal = split.deal(self.runner.deal)
        if deal is None:
            self._failed(tr("the deal has no result"))
            return
        self.split = split
        self.setText(split_words(self.names, split.sides, deal.seats, self.seat))
        self._fit()
        self.ready.emit(split)

    def _failed(self, message: str) -> None:
        self.setText(tr("The cards could not be weighed against the play: {message}").format(
            message=message))
        self._fit()

    def _fit(self) -> None:
        """Let the dialog grow if the words need more lines than were kept for them."""
        top = self.window()
        if top is not self and top.isVisible():
            top.resize(top.width(), max(top.height(), top.sizeHint().height()))


def add_split_line(dialog: QDialog, record: GameRecord, deal: int, seat: int, *,
                   budget: int | None = None, store: ReviewStore | None = None,
                   game_id: str | None = None,
                   runner: SplitRunner | None = None) -> SplitLine | None:
    """Put the split of finished deal ``deal`` in the end-of-deal ``dialog`` (under its
    score), start computing it and cancel it when the dialog closes; or show ``runner``'s,
    already weighing it in the background, which closing the dialog leaves running."""
    layout = dialog.layout()
    if not isinstance(layout, QVBoxLayout):
        return None
    if runner is None:
        budget = default_budget(len(record.players)) if budget is None else budget
        kept = kept_review(store, game_id, deal, seat, budget)
        runner = SplitRunner(record, deal, budget=budget,
                             reviews=None if kept is None else {seat: kept}, parent=dialog)
        own = runner
        dialog.finished.connect(lambda _result: own.cancel())
    # at the table the player is "you", whatever name the game keeps
    names = [YOU if p == seat else name for p, name in enumerate(record.players)]
    line = SplitLine(runner, seat, names)
    layout.insertWidget(max(0, layout.count() - 1), line)
    dialog.split_line = line  # type: ignore[attr-defined]
    if not runner.started:
        runner.start()
    return line
