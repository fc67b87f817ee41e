"""The table's queue of animation steps: the steps of :mod:`.animation` run one after another,
each saying how long it lasts, at the table's speed; a finished trick is cleared after a
moment or waits for the player's click; and everything queued can be run at once.

:class:`StepQueue` is held by :class:`~.scene.TableScene` (as :attr:`~.scene.TableScene.queue`);
what it needs of the scene is said by the :class:`TableScene` protocol here.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QTimer, SignalInstance

from bezique_qt.ui.table.animation import TRICK_HOLD_MS, WAIT_FOR_CLICK, WAITING_PROMPT
from bezique_qt.words.i18n import tr

if TYPE_CHECKING:
    from bezique_qt.ui.table.board import TableBoard

Step = Callable[[], int]
"""A step of animation: it starts what it shows and says how long that lasts (ms; or
:data:`~.animation.WAIT_FOR_CLICK`)."""


class TableScene(Protocol):
    """What running the steps needs of the table (:class:`.scene.TableScene`, which holds the
    queue): its signals that the steps are done and that a trick waits, its prompt and words,
    and a way to end the moves of its cards at once."""

    idle: SignalInstance
    waiting_changed: SignalInstance
    board: TableBoard

    def set_prompt(self, text: str) -> None: ...

    def finish_moves(self) -> None: ...


class StepQueue:
    """Runs the table's animation steps in order (see the module's docstring); ``timer`` (a
    single-shot timer of the scene's) spaces them."""

    def __init__(self, scene: TableScene, timer: QTimer) -> None:
        self.scene = scene
        self._steps: deque[Step] = deque()
        self._draining = False  # every step is being run at once
        self._busy = False
        self._timer = timer
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._pump)
        self._speed = 1.0
        self._auto_advance = True
        self._waiting = False

    @property
    def busy(self) -> bool:
        """Whether steps are still running or queued."""
        return self._busy

    @property
    def speed(self) -> float:
        """1 normal, larger is slower, 0 shows every change at once."""
        return self._speed

    def set_speed(self, factor: float) -> None:
        """Run the steps at ``factor`` (see :attr:`speed`); at 0, whatever runs ends now."""
        self._speed = max(0.0, factor)
        if self._speed == 0:
            self.finish()

    def ms(self, base: int) -> int:
        """How long an animation of ``base`` ms at the usual speed lasts now (0: none)."""
        if self._draining or self._speed <= 0:
            return 0
        return max(1, round(base * self._speed))

    # ------------------------------------------------------------------ running
    def run(self, steps: Iterable[Step]) -> None:
        """Queue ``steps`` after those already queued, and start if nothing runs."""
        self._steps.extend(steps)
        if not self._busy:
            self._busy = True
            self._pump()

    def clear(self) -> None:
        """Forget the steps still queued."""
        self._steps.clear()

    def idle_soon(self) -> None:
        """Say that the table is idle, unless steps run (their end will say it)."""
        if not self._busy:
            self.scene.idle.emit()

    def finish(self) -> None:
        """Run every queued step at once and end all running animations."""
        if self._draining:
            return
        self._draining = True
        try:
            self._timer.stop()
            self._set_waiting(False)
            self.scene.finish_moves()
            self.scene.board.drop_floats()
            was_busy = self._busy
            self._busy = True
            while self._steps:
                self._steps.popleft()()
            self.scene.finish_moves()
            self._busy = False
        finally:
            self._draining = False
        if was_busy:
            self.scene.idle.emit()

    def _pump(self) -> None:
        while self._steps:
            step = self._steps.popleft()
            wait = step()
            if wait == WAIT_FOR_CLICK and not self._draining:
                self._set_waiting(True)
                return
            if wait > 0 and not self._draining:
                self._timer.start(wait)
                return
        self._busy = False
        self.scene.idle.emit()

    # ------------------------------------------------------------------ clearing tricks
    @property
    def auto_advance(self) -> bool:
        """Whether a finished trick is cleared by itself after a moment (else on a click)."""
        return self._auto_advance

    def set_auto_advance(self, on: bool) -> None:
        """Clear finished tricks by themselves (True) or wait for a click or a key (False)."""
        self._auto_advance = bool(on)
        if self._auto_advance and self._waiting:
            self.advance()

    @property
    def waiting(self) -> bool:
        """Whether a finished trick waits for :meth:`advance` (a click on the table)."""
        return self._waiting

    def advance(self) -> None:
        """Go on after a finished trick that waits for the player."""
        if self._waiting:
            self._set_waiting(False)
            self._pump()

    def _set_waiting(self, waiting: bool) -> None:
        if waiting != self._waiting:
            self._waiting = waiting
            self.scene.set_prompt(tr(WAITING_PROMPT) if waiting else "")
            self.scene.waiting_changed.emit(waiting)

    def hold_trick(self) -> int:
        """The step that shows a finished trick: a moment, or until the player clicks."""
        if self._auto_advance:
            return self.ms(TRICK_HOLD_MS)
        return WAIT_FOR_CLICK
