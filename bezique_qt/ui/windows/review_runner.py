"""A deal's review computed in worker processes: :class:`ReviewRunner` values the player's
decisions there (the caller's thread only polls their results, so it never waits), with
progress and cancel. The values come from :mod:`bezique_qt.ai.review`, from the player's own
observation at each decision."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from bezique_qt.ai.review import (
    FaceUpMove,
    MoveReview,
    ReviewPlan,
    assemble,
    decision_job,
    default_budget,
    plan_job,
)
from bezique_qt.ai.workers import WorkerPool
from bezique_qt.engine import GameRecord

#: processes the review runs in (the two cores of the machines it is made for)
WORKERS = 2
POLL_MS = 40

_pool = WorkerPool(WORKERS)


def review_executor() -> WorkerPool:
    """The worker processes reviews run in (started fresh on first use, not forked from Qt)."""
    return _pool


def stop_review_workers() -> None:
    """Stop the review's worker processes at once (the program is ending)."""
    _pool.stop(now=True)


class ReviewRunner(QObject):
    """Reviews one deal of a record in the worker processes; the caller's thread only polls.

    Signals: ``progress(done, total)``, ``finished(GameReview)``, ``failed(message)`` and
    ``cancelled()``."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, record: GameRecord, seat: int, deal: int | None, *,
                 budget: int | None = None, face_up: bool = True,
                 parent: QObject | None = None, executor: WorkerPool | None = None) -> None:
        super().__init__(parent)
        self.executor = executor or review_executor()  # the worker processes it runs in
        self.record = record
        self.face_up = face_up  # also value each decision with every card known
        self.seat = seat
        self.deal = deal
        self.budget = default_budget(len(record.players)) if budget is None else budget
        self.running = False
        self._plan_future: Future[ReviewPlan] | None = None
        self._plan: ReviewPlan | None = None
        self._next = 0
        self._running: list[Future[dict[str, Any]]] = []
        self._moves: list[MoveReview] = []
        self._faces: list[FaceUpMove] = []
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    def start(self) -> None:
        self.running = True
        self._plan_future = self.executor.submit(
            plan_job, self.record.to_json(), self.seat, self.deal)
        self._timer.start()

    def cancel(self) -> None:
        """Stop: no new decision is started; those being valued finish unseen."""
        if not self.running:
            return
        self._stop()
        self.cancelled.emit()

    def _stop(self) -> None:
        self.running = False
        self._timer.stop()
        for f in self._running:
            f.cancel()
        if self._plan_future is not None:
            self._plan_future.cancel()
        self._running = []

    def _fail(self, error: BaseException) -> None:
        self._stop()
        message = getattr(error, "message", None) or str(error) or type(error).__name__
        self.failed.emit(message)

    def _poll(self) -> None:
        if not self.running:
            return
        if self._plan is None:
            future = self._plan_future
            if future is None or not future.done():
                return
            try:
                self._plan = future.result()
            except Exception as error:  # a damaged record, or a worker that died
                self._fail(error)
                return
            self.progress.emit(0, len(self._plan.decisions))
        plan = self._plan
        still: list[Future[dict[str, Any]]] = []
        for f in self._running:
            if not f.done():
                still.append(f)
                continue
            try:
                result = f.result()
                self._moves.append(MoveReview.from_json(result["fair"]))
                if result["face_up"] is not None:
                    self._faces.append(FaceUpMove.from_json(result["face_up"]))
            except Exception as error:
                self._fail(error)
                return
            self.progress.emit(len(self._moves), len(plan.decisions))
        self._running = still
        pool = self.executor
        while len(self._running) < WORKERS and self._next < len(plan.decisions):
            index, obs, action = plan.decisions[self._next]
            self._next += 1
            self._running.append(pool.submit(decision_job, obs, str(action), index,
                                             self.budget,
                                             plan.worlds.get(index) if self.face_up else None))
        if not self._running and self._next >= len(plan.decisions):
            self._stop()
            self.finished.emit(assemble(plan, self._moves, self.budget, self._faces))
