"""Try again from here: a deal played again, as practice, from one of its moments.

From a decision of the deal's review (*Try again from here*) or from the end-of-deal dialog
(*Try this deal again*: from its start, or from the decision that cost the most), the deal is
put on a table of its own (:class:`BranchWindow`) as it stood then — the same hands, the same
stock order, rebuilt from the game's record — and the computer plays the other seats at their
level, from its own observation as always.  At a reviewed decision the player is first asked to
find a better move than the one played (:func:`~bezique_qt.ai.tryagain.judge_try` says whether
the move tried is the Expert's, as good, or what it costs), may ask for the Expert's move, then
plays on to the end of the deal.

A branch is practice: no session is attached to its table, so it is never autosaved, never
counted in the statistics nor kept in Finished games, and the game in progress is left as it
was.  *Back to the review* closes it at any moment.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from bezique_qt.ai import service
from bezique_qt.ai.reasons import Reason
from bezique_qt.ai.review import MoveReview, decision_job, default_budget
from bezique_qt.ai.tryagain import (
    EXPERT,
    PLAYED,
    UNWEIGHED,
    TryVerdict,
    deal_starts,
    judge_try,
    weighed,
)
from bezique_qt.engine import Action, GameRecord, GameState
from bezique_qt.engine.actions import PLAY
from bezique_qt.engine.errors import RecordError
from bezique_qt.engine.record import replay, replay_to
from bezique_qt.levels import Level
from bezique_qt.ui.dialogs.game import GameSettings
from bezique_qt.ui.large_print import large_font_on
from bezique_qt.ui.messages import open_error
from bezique_qt.ui.window import MainWindow
from bezique_qt.ui.windows.review import ReviewWindow
from bezique_qt.ui.windows.review_runner import review_executor
from bezique_qt.words.game import describe_action
from bezique_qt.words.i18n import display_name, tr
from bezique_qt.words.reasons import reason_words

__all__ = ["BranchWindow", "add_try_again", "open_branch"]

_log = logging.getLogger(__name__)

POLL_MS = 40
BANNER_STYLE = ("QLabel#branch-banner { background: #fff4c2; color: #3d3000; padding: 6px; "
                "border-bottom: 1px solid #c9a800; }")


def _words(text: str, packs: int) -> str:
    try:
        return describe_action(Action.parse(text, packs))
    except ValueError:
        return text


def _deal_points(record: GameRecord, deal: int) -> list[int] | None:
    """What each player made in deal ``deal`` of the game (None: it did not end)."""
    try:
        results = replay(record).deal_results
    except RecordError:
        return None
    return next((list(r.points) for r in results if r.deal == deal), None)


class BranchWindow(MainWindow):
    """A table where a deal is played again from one of its moments, as practice.

    ``move``: the reviewed decision the branch starts at (the player is asked first to find a
    better move), or None (the deal from its start: play on at once). ``back`` is called by
    *Back to the review*, after the window closes."""

    verdict_given = Signal(object)  # TryVerdict on the move the player tried first
    expert_shown = Signal()
    branch_finished = Signal(object)  # the points each player made this time

    def __init__(self, state: GameState, levels: Mapping[int, Level], *, deal: int,
                 move: MoveReview | None = None, budget: int | None = None,
                 original: Sequence[int] | None = None,
                 back: Callable[[], object] | None = None,
                 parent: QWidget | None = None) -> None:
        look = _main_window()
        large = large_font_on()  # (the new window would otherwise set the usual size)
        level = levels.get(1, service.DEFAULT_LEVEL)
        super().__init__(settings=GameSettings(state.variant.id, level, None, state.names[0]),
                         parent=parent)
        self.setObjectName("branch-window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.deal = deal
        self.decision = move
        """The reviewed decision the branch starts at (None: the deal from its start)."""
        self.budget = budget
        self.original = list(original) if original is not None else None
        self._back = back
        self._weighing: Future[dict[str, Any]] | None = None
        self._weighed: tuple[Action, Callable[[], None]] | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._check_weighing)
        self.asking = move is not None and move.lost > 0
        """Whether the player is still asked to find a better move than the one played."""
        self._copy_look(look, large)
        for action in (self.window_actions.new, self.window_actions.next_deal):
            action.setVisible(False)  # a branch is one deal, never a game of its own
        self._build_banner()
        self.controller.practice = True  # undo may go back past a card drawn
        self.show_game(state, level, levels=[levels.get(p, level)
                                             for p in range(1, state.variant.players)])
        self.setWindowTitle(tr("Practice — deal {deal} again").format(deal=deal))
        self._start_words()

    # ------------------------------------------------------------------ set-up
    def _copy_look(self, look: MainWindow | None, large: bool) -> None:
        self.set_large_print(large, remember=False)
        if look is None:
            return
        speed = next((k for k, a in look.window_actions.speed.items() if a.isChecked()), "normal")
        self.set_speed(speed, remember=False)
        back = next((k for k, a in look.window_actions.backs.items() if a.isChecked()), "red")
        self.set_back(back, remember=False)
        self.set_four_colour(look.window_actions.four_colour.isChecked(), remember=False)
        self.controller.computer_pause_ms = look.controller.computer_pause_ms
        self.setStyleSheet(look.styleSheet())
        self.view.setBackgroundBrush(look.view.backgroundBrush())

    def _build_banner(self) -> None:
        view = self.takeCentralWidget()  # the table's view, kept below the banner
        assert view is not None
        self.banner = QLabel()
        self.banner.setObjectName("branch-banner")
        self.banner.setWordWrap(True)
        self.banner.setTextFormat(Qt.TextFormat.PlainText)
        self.banner.setStyleSheet(BANNER_STYLE)
        self.expert_button = QPushButton(tr("Show the Expert's move"))
        self.expert_button.setObjectName("show-expert-button")
        self.expert_button.clicked.connect(self.show_expert)
        self.expert_button.hide()
        self.back_button = QPushButton(tr("Back to the review"))
        self.back_button.setObjectName("back-to-review-button")
        self.back_button.setToolTip(tr("Close this practice table and go back to the review"))
        self.back_button.clicked.connect(self.go_back)
        self.back_action = self.game_menu.addAction(tr("Back to the review"))
        self.back_action.setShortcut("Ctrl+B")
        self.back_action.triggered.connect(self.go_back)
        self.addAction(self.back_action)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 6, 0)
        row.addWidget(self.banner, 1)
        row.addWidget(self.expert_button)
        row.addWidget(self.back_button)
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(row)
        layout.addWidget(view, 1)
        self.setCentralWidget(box)

    def _start_words(self) -> None:
        practice = tr("Practice: it never counts in your statistics, and your game in progress "
                      "is kept as it was.")
        move = self.decision
        if move is None:
            where = tr("Deal {deal} again from its start, the same hands and the same stock.")
            self.say_in_banner(where.format(deal=self.deal) + " " + practice)
            return
        packs = self.controller.variant.packs
        where = tr("Deal {deal} again from trick {trick}, as it stood.").format(
            deal=self.deal, trick=move.trick_no)
        if self.asking:
            ask = tr("Find a better move than the one you played: {played}.").format(
                played=_words(move.played, packs))
            self.expert_button.show()
        else:
            ask = tr("Here you played as well as the Expert ({played}): play on.").format(
                played=_words(move.played, packs))
        self.say_in_banner(f"{where} {ask} {practice}")
        self.say(ask)

    def say_in_banner(self, text: str) -> None:
        self.banner.setText(text)
        self.banner.setAccessibleName(text)

    # ------------------------------------------------------------------ the first move
    def _on_card_clicked(self, card: int) -> None:
        action = Action(PLAY, card=card)
        if self._judging([action]):
            self._try(action, lambda: MainWindow._on_card_clicked(self, card))
        else:
            super()._on_card_clicked(card)

    def _on_actions_chosen(self, actions: list[Action]) -> None:
        if actions and self._judging(actions):
            self._try(actions[0], lambda: MainWindow._on_actions_chosen(self, actions))
        else:
            super()._on_actions_chosen(actions)

    def _judging(self, actions: Sequence[Action]) -> bool:
        """Whether the player's choice is the move tried at the reviewed decision (an
        illegal one gets the table's usual refusal)."""
        return self.asking and self._weighing is None and self.controller.allows(actions)

    def _try(self, action: Action, play: Callable[[], None]) -> None:
        move = self.decision
        assert move is not None
        verdict = judge_try(move, action, self.controller.variant.packs)
        if verdict.kind != UNWEIGHED:
            self._judged(action, verdict, play)
            return
        # not among the moves the review weighed: the review's own search values it now
        self.say(tr("Weighing your move ({action}) from your own cards…").format(
            action=describe_action(action)))
        obs = self.controller.observation()
        self._weighed = (action, play)
        self._weighing = review_executor().submit(
            decision_job, obs, str(action), move.index,
            self.budget or default_budget(obs.players))
        self._poll.start()

    def _check_weighing(self) -> None:
        future = self._weighing
        if future is None or not future.done() or self._weighed is None:
            return
        self._poll.stop()
        self._weighing = None
        action, play = self._weighed
        self._weighed = None
        try:
            verdict = weighed(MoveReview.from_json(future.result()["fair"]))
        except Exception as error:  # a worker that died: the move is played, unjudged
            _log.warning("a move tried could not be weighed: %s", error)
            self.say(tr("Your move could not be weighed; the deal goes on."))
            self.asking = False
            self.expert_button.hide()
            play()
            return
        self._judged(action, verdict, play)

    def _judged(self, action: Action, verdict: TryVerdict, play: Callable[[], None]) -> None:
        move = self.decision
        assert move is not None
        packs = self.controller.variant.packs
        tried = describe_action(action)
        expert = _words(move.preferred, packs)
        if verdict.found:
            self.asking = False
            self.expert_button.hide()
            text = (tr("Well found: {action} — the Expert's move.").format(action=tried)
                    if verdict.kind == EXPERT else
                    tr("Well found: {action} — as good as the Expert's move, {expert}.")
                    .format(action=tried, expert=expert))
            play()
        elif verdict.kind == PLAYED:
            text = tr("That is the move you played ({action}): it cost {lost} points against "
                      "the Expert's move. Try another, or show the Expert's move.").format(
                action=tried, lost=round(verdict.cost))
        else:
            text = tr("{action}: that would cost {lost} points against the Expert's move. "
                      "Try another, or show the Expert's move.").format(
                action=tried, lost=round(verdict.cost))
        self.say_in_banner(text)
        self.say(text)
        self.verdict_given.emit(verdict)

    def show_expert(self) -> None:
        """Show the Expert's move at the reviewed decision, with its reason; the player then
        plays on (any move)."""
        move = self.decision
        if move is None or not self.asking or self._weighing is not None:
            return
        self.asking = False
        self.expert_button.hide()
        packs = self.controller.variant.packs
        text = tr("The Expert's move: {action}.").format(action=_words(move.preferred, packs))
        reason = move.reason
        if isinstance(reason, Reason):
            try:
                words = reason_words(reason, Action.parse(move.preferred, packs))
            except ValueError:
                words = None
            if words:  # (the reason's words name the move)
                text = tr("The Expert's move — {reason}.").format(
                    reason=words[:1].upper() + words[1:])
        text += " " + tr("Play it, or any move you like: the deal goes on.")
        self.say_in_banner(text)
        try:
            self.mark_move(Action.parse(move.preferred, packs), text)
        except ValueError:
            self.say(text)
        self.expert_shown.emit()

    # ------------------------------------------------------------------ the end of the deal
    def next_deal(self) -> None:
        """A branch ends with its deal."""

    def _refresh(self) -> None:
        super()._refresh()
        c = self.controller
        if c.has_game and c.deal_over and not c.game_over and not self.scene.busy:
            self.scene.set_prompt(tr("The deal is over: this practice ends here."))

    def show_deal_end(self) -> None:
        """The deal is over: the branch's result beside the game's, in the banner."""
        c = self.controller
        obs = c.observation()
        result = next((r for r in c.deal_results() if r.deal == obs.deal_index + 1), None)
        points = list(result.points) if result else list(obs.deal_points)
        names = [display_name(n) for n in c.names]

        def scores(values: Sequence[int]) -> str:
            return ", ".join(f"{name} {value}" for name, value in zip(names, values,
                                                                       strict=False))

        text = tr("The deal is over. This time: {now}.").format(now=scores(points))
        if self.original is not None:
            text += " " + tr("In your game: {then}.").format(then=scores(self.original))
        text += " " + tr("This practice is not counted.")
        self.say_in_banner(text)
        self.set_status(text)
        self.branch_finished.emit(points)

    # ------------------------------------------------------------------ leaving
    def go_back(self) -> None:
        """Close this practice table and go back to the review."""
        back, self._back = self._back, None
        self.close()
        if back is not None:
            back()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._poll.stop()
        if self._weighing is not None:
            self._weighing.cancel()
            self._weighing = None
        super().closeEvent(event)


def _main_window() -> MainWindow | None:
    """The game window (not a branch), whose look a branch takes."""
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and not isinstance(widget, BranchWindow):
            return widget
    return None


def _raise(widget: QWidget) -> None:
    widget.show()
    widget.raise_()
    widget.activateWindow()


def open_branch(review: ReviewWindow, move: MoveReview) -> BranchWindow | None:
    """Play the reviewed deal again from the decision ``move``, above ``review``; a record
    that cannot be replayed there is explained."""
    if review.seat != 0:
        open_error(review, tr("Try again from here"),
                   tr("Only your own seat can be played again."), name="branch-error")
        return None
    try:
        state = replay_to(review.record, move.index)
    except RecordError as error:
        open_error(review, tr("Try again from here"),
                   tr("The deal cannot be set up again ({reason}).").format(
                       reason=error.message), name="branch-error")
        return None
    levels = review.levels or {p: service.DEFAULT_LEVEL for p in range(1, state.variant.players)}
    window = BranchWindow(state, levels, deal=review.deal, move=move, budget=review.budget,
                          original=_deal_points(review.record, review.deal),
                          back=lambda: _raise(review), parent=review)
    window.show()
    return window


def open_deal_branch(over: QWidget, game: MainWindow, deal: int) -> BranchWindow | None:
    """Play deal ``deal`` of the game on ``game``'s table again from its start, above
    ``over`` (the end-of-deal dialog)."""
    c = game.controller
    record = GameRecord.of(c.state)
    try:
        starts = deal_starts(record)
        state = replay_to(record, starts[deal - 1])
    except (RecordError, IndexError):
        open_error(over, tr("Try this deal again"),
                   tr("This deal has no move to play again."), name="branch-error")
        return None
    levels = {p: level for p in range(1, state.variant.players)
              if (level := c.level(p)) is not None}
    window = BranchWindow(state, levels, deal=deal, budget=game.review_budget,
                          original=_deal_points(record, deal),
                          back=lambda: game.show_deal_review(deal, parent=over), parent=over)
    window.show()
    return window


def try_costliest(over: QWidget, game: MainWindow, deal: int) -> ReviewWindow | None:
    """Review deal ``deal`` (or show the review kept), then play it again from the decision
    that cost the most."""
    review = game.show_deal_review(deal, parent=over)
    if review is None:
        return None

    def ready() -> None:
        assert review is not None
        moves = review.moves
        costly = [m for m in moves if m.lost > 0]
        if not costly:
            review.headline.setText(tr("No decision of yours lost points in this deal: there "
                                       "is nothing to try again."))
            return
        worst = min(costly, key=lambda m: (-m.lost, m.index))
        review.list.setCurrentRow(moves.index(worst))
        review.try_again()

    if review.review is not None:  # a kept review, shown at once
        QTimer.singleShot(0, review, ready)
    else:
        review.review_ready.connect(lambda _review: ready())
    return review


def add_try_again(dialog: QDialog, game: MainWindow, deal: int) -> QPushButton | None:
    """Add *Try this deal again* (from its start, or from the costliest decision) beside the
    end-of-deal dialog's *Review this deal…*."""
    anchor = getattr(dialog, "deal_review_button", None)
    layout = dialog.layout()
    row = None
    if anchor is not None and layout is not None:
        for i in range(layout.count()):
            entry = layout.itemAt(i)
            item = entry.layout() if entry is not None else None
            if isinstance(item, QHBoxLayout) and item.indexOf(anchor) >= 0:
                row = item
    if row is None or anchor is None:
        return None
    button = QPushButton(tr("Try this deal again"))
    button.setObjectName("try-deal-again-button")
    button.setAutoDefault(False)
    button.setToolTip(tr("Play this deal again, the same hands and stock: practice, never "
                         "counted"))
    menu = QMenu(button)
    start = menu.addAction(tr("From its start"))
    start.setObjectName("try-from-start")
    start.triggered.connect(lambda: open_deal_branch(dialog, game, deal))
    costliest = menu.addAction(tr("From your costliest decision"))
    costliest.setObjectName("try-from-costliest")
    costliest.triggered.connect(lambda: try_costliest(dialog, game, deal))
    button.setMenu(menu)
    row.insertWidget(row.indexOf(anchor) + 1, button)
    dialog.try_again_button = button  # type: ignore[attr-defined]
    return button
