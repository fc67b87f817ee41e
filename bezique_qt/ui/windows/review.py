"""The review of a finished deal at the table: "could I have won?"

:class:`~.review_runner.ReviewRunner` values the player's decisions in worker processes;
:class:`ReviewWindow` shows the decisions one by one — the table as the player saw it
(:class:`ReviewTable`), what was played, what the Expert preferred and what it cost — with a
summary, and apart from it, clearly labelled, the face-up view (the last tricks, and each
decision with every card known).  The values come from :mod:`bezique_qt.ai.review`, from the
player's own observation at each decision.
"""

from __future__ import annotations

import html
import logging
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QShortcut, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from bezique_qt.ai.reasons import Reason
from bezique_qt.ai.review import (
    FaceUpMove,
    GameReview,
    MoveReview,
    decision_observations,
    default_budget,
)
from bezique_qt.engine import Action, GameRecord, Observation, Step
from bezique_qt.engine.cards import parse_card, pretty
from bezique_qt.engine.errors import RecordError
from bezique_qt.levels import Level
from bezique_qt.persistence import PersistenceError
from bezique_qt.persistence.reviews import ReviewStore
from bezique_qt.ui.dialogs.tricks import cards_pixmap
from bezique_qt.ui.kept_reviews import kept_reviews, read_review, set_aside_words
from bezique_qt.ui.review_table import ReviewTable
from bezique_qt.ui.table.card_art import CardRenderer
from bezique_qt.ui.windows.review_runner import ReviewRunner
from bezique_qt.words.game import REVIEW_CLASS_WORDS, describe_action
from bezique_qt.words.i18n import display_name, for_player, tr
from bezique_qt.words.reasons import reason_words

__all__ = ["CLASS_WORDS", "ReviewRunner", "ReviewWindow", "kept_reviews"]

_log = logging.getLogger(__name__)

CLASS_WORDS = REVIEW_CLASS_WORDS
"""The move classes in English (shown with ``tr(word)``)."""
CLASS_COLOURS = {"best": "#2e7d32", "good": "#558b2f", "inaccuracy": "#b58900",
                 "mistake": "#d84315", "blunder": "#b71c1c"}


def _class_word(klass: str) -> str:
    return tr(CLASS_WORDS.get(klass, klass))


def _action_words(text: str, packs: int) -> str:
    try:
        return describe_action(Action.parse(text, packs))
    except ValueError:
        return text


def _reason_words(move: MoveReview, packs: int) -> str:
    """The Expert's reason for its move, in the user's language (a review stored by an earlier
    version keeps its English words)."""
    reason = move.reason
    if not isinstance(reason, Reason):
        return reason or ""
    try:
        action = Action.parse(move.preferred, packs)
    except ValueError:
        return ""
    words = reason_words(reason, action)
    return "" if words is None else words[:1].upper() + words[1:]


class ReviewWindow(QDialog):
    """A deal's review, decision by decision (←/→ or the buttons step through them)."""

    review_ready = Signal(object)
    """Emitted with the :class:`GameReview` once it is complete."""

    def __init__(self, record: GameRecord, seat: int, names: Sequence[str],
                 renderer: CardRenderer, *, deals: int = 1, deal: int | None = None,
                 budget: int | None = None, store: ReviewStore | None = None,
                 game_id: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review-window")
        self.store = store
        self.game_id = game_id
        self.from_store = False
        """Whether the review shown was read from the store rather than computed."""
        self.record = record
        self.seat = seat
        self.names = [display_name(n) for n in names]
        self._stored_names = list(names)
        self.renderer = renderer
        self.budget = default_budget(len(record.players)) if budget is None else budget
        self.packs = record.new_state().variant.packs
        self.review: GameReview | None = None
        self.runner: ReviewRunner | None = None
        self.moves: list[MoveReview] = []
        self.face_moves: dict[int, FaceUpMove] = {}
        self.observations: dict[int, Observation] = {}
        """The player's own observation at each decision (what the table shows)."""
        self.levels: dict[int, Level] = {}
        """The computer's level in each other seat, for trying the deal again."""
        self.resize(1180, 760)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.deal_choice = QComboBox()
        for n in range(1, deals + 1):
            self.deal_choice.addItem(tr("Deal {deal}").format(deal=n), n)
        self.deal_choice.setVisible(deals > 1)
        self.deal_choice.setAccessibleName(tr("Deal to review"))
        top.addWidget(self.deal_choice)
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        top.addWidget(self.headline, 1)
        layout.addLayout(top)
        row = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setAccessibleName(tr("Review progress"))
        self.cancel_button = QPushButton(tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        layout.addLayout(row)
        self.notice = QLabel()  # a kept review set aside
        self.notice.setObjectName("review-notice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        layout.addWidget(self.notice)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.summary)
        splitter = QSplitter()
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Your decisions"))
        self.list.currentRowChanged.connect(self._show)
        splitter.addWidget(self.list)
        detail = QWidget()
        detail_layout = QVBoxLayout(detail)
        self.hand_title = QLabel()
        self.hand = QLabel()
        self.hand.setMinimumHeight(110)
        self.trick_title = QLabel()
        self.trick = QLabel()
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        self.verdict.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        for widget in (self.hand_title, self.hand, self.trick_title, self.trick):
            detail_layout.addWidget(widget)
            widget.hide()  # (the table below shows them; kept for the screen reader's names)
        self.table_view = ReviewTable(renderer)
        self.table_view.setAccessibleName(tr("The table at this decision"))
        detail_layout.addWidget(self.table_view, 2)
        detail_layout.addWidget(self.verdict, 1)
        splitter.addWidget(detail)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([500, 560])
        layout.addWidget(splitter, 1)
        self.face_up = QGroupBox(tr("Face up: all cards known (not the fair evaluation)"))
        face_layout = QVBoxLayout(self.face_up)
        self.face_up_text = QLabel()
        self.face_up_text.setWordWrap(True)
        face_layout.addWidget(self.face_up_text)
        self.face_up_move = QLabel()
        self.face_up_move.setObjectName("face-up-move")
        self.face_up_move.setWordWrap(True)
        face_layout.addWidget(self.face_up_move)
        layout.addWidget(self.face_up)
        buttons = QHBoxLayout()
        self.previous_button = QPushButton(tr("◀ Previous"))
        self.previous_button.clicked.connect(lambda: self.step(-1))
        self.next_button = QPushButton(tr("Next ▶"))
        self.next_button.clicked.connect(lambda: self.step(1))
        self.print_button = QPushButton(tr("Print…"))
        self.print_button.setToolTip(tr("Print this review in the score sheet's style"))
        self.print_button.clicked.connect(self.print_review)
        self.try_button = QPushButton(tr("Try again from here"))
        self.try_button.setObjectName("try-again-button")
        self.try_button.setToolTip(tr("Play the deal again from this decision, as it stood: "
                                      "practice, never counted"))
        self.try_button.clicked.connect(self.try_again)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.close)
        buttons.addWidget(self.previous_button)
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        buttons.addWidget(self.try_button)
        buttons.addWidget(self.print_button)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        for key, delta in ((Qt.Key.Key_Left, -1), (Qt.Key.Key_Right, 1)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda d=delta: self.step(d))
        start = deal if deal is not None else deals
        self.deal_choice.setCurrentIndex(max(0, start - 1))
        self.deal_choice.currentIndexChanged.connect(lambda _i: self.start())
        self.start()

    # ------------------------------------------------------------------ running
    @property
    def deal(self) -> int:
        return int(self.deal_choice.currentData() or 1)

    def start(self) -> None:
        """Review the chosen deal (again), in the background."""
        if self.runner is not None:
            self.runner.cancel()
        self.review = None
        self.print_button.setEnabled(False)
        self.moves = []
        self.face_moves = {}
        self.list.clear()
        self._show(-1)
        self.summary.setText("")
        self.face_up_text.setText("")
        self.setWindowTitle(tr("Review of deal {deal}").format(deal=self.deal))
        self.headline.setText(for_player(
            self._reviewed_name(),
            tr("Reviewing your decisions in deal {deal}, as the Expert sees them from your "
               "own cards…"),
            tr("Reviewing {name}'s decisions in deal {deal}, as the Expert sees them from "
               "{name}'s own cards…"), deal=self.deal))
        stored = self._stored()
        self.from_store = stored is not None
        if stored is not None:
            self._finished(stored)
            return
        self.progress.setRange(0, 0)
        self.progress.show()
        self.cancel_button.show()
        self.cancel_button.setEnabled(True)
        runner = ReviewRunner(self.record, self.seat, self.deal, budget=self.budget,
                              parent=self)
        runner.progress.connect(self._progress)
        runner.finished.connect(self._computed)
        runner.failed.connect(self._failed)
        runner.cancelled.connect(self._cancelled)
        self.runner = runner
        runner.start()

    def _reviewed_name(self) -> str:
        """The reviewed player's name as kept ("You" for the default player)."""
        names = self._stored_names
        return names[self.seat] if self.seat < len(names) else ""

    def _stored(self) -> GameReview | None:
        if self.store is None or self.game_id is None:
            return None
        before = len(self.store.set_aside_files)
        data = self.store.load(self.game_id, self.deal, self.seat, self.budget)
        key = self.store.key(self.deal, self.seat, self.budget)
        review = None if data is None else read_review(self.store, self.game_id, key, data)
        for kept in self.store.set_aside_files[before:]:
            self.notice.setText(set_aside_words(kept) + " " + tr("The deal is reviewed again."))
            self.notice.show()
        if review is None:
            return None
        return review if [d.deal for d in review.deals] == [self.deal] else None

    def _computed(self, review: GameReview) -> None:
        if self.store is not None and self.game_id is not None:
            try:
                self.store.save(self.game_id, self.deal, self.seat, self.budget,
                                review.to_json())
            except PersistenceError as error:  # kept or not, the review is shown
                _log.warning("the review could not be kept: %s", error)
        self._finished(review)

    def cancel(self) -> None:
        if self.runner is not None:
            self.runner.cancel()

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress.setFormat(tr("{done} of {total} decisions").format(done=done, total=total))

    def _cancelled(self) -> None:
        self.progress.hide()
        self.cancel_button.hide()
        self.headline.setText(tr("The review was cancelled."))

    def _failed(self, message: str) -> None:
        self.progress.hide()
        self.cancel_button.hide()
        self.headline.setText(tr("The deal cannot be reviewed ({reason}).").format(
            reason=message))

    def _finished(self, review: GameReview) -> None:
        self.review = review
        self.print_button.setEnabled(True)
        self.progress.hide()
        self.cancel_button.hide()
        deal = review.deals[0] if review.deals else None
        self.moves = list(deal.moves) if deal is not None else []
        self.face_moves = dict(deal.face_up_moves) if deal is not None else {}
        try:
            self.observations = decision_observations(self.record, self.seat, self.deal)
        except RecordError as error:  # the review is still shown, without the table
            _log.warning("the deal cannot be replayed for the review's table: %s", error)
            self.observations = {}
        name = self._reviewed_name()
        if deal is None or not self.moves:
            self.headline.setText(for_player(
                name, tr("You had no decision to make in this deal."),
                tr("{name} had no decision to make in this deal.")))
        else:
            self.headline.setText(for_player(
                name, tr("Deal {deal}: {count} of your decisions. Their expected losses, each "
                         "against the Expert's best move at that moment, add up to {lost} "
                         "points: a measure of the play, not what the deal cost."),
                tr("Deal {deal}: {count} decisions of {name}. Their expected losses, each "
                   "against the Expert's best move at that moment, add up to {lost} points: "
                   "a measure of the play, not what the deal cost."),
                deal=deal.deal, count=len(self.moves), lost=round(deal.total_lost)))
            counts = deal.counts()
            parts = [f"<span style='color:{CLASS_COLOURS[k]}'>"
                     f"{html.escape(_class_word(k))} {counts[k]}</span>" for k in CLASS_WORDS]
            text = " · ".join(parts)
            costly = deal.costliest()
            if costly:
                text += "<br>" + html.escape(tr("Costliest: {moves}").format(moves="; ".join(
                    tr("trick {trick}, {action} (−{lost})").format(
                        trick=m.trick_no, action=_action_words(m.played, self.packs),
                        lost=round(m.lost)) for m in costly)))
            self.summary.setText(text)
        for m in self.moves:
            item = QListWidgetItem(self._line(m))
            if m.lost > 0:
                item.setForeground(QColor(CLASS_COLOURS.get(m.klass, "black")))
            self.list.addItem(item)
        self._face_up(deal.face_up if deal is not None else None)
        if self.moves:
            self.list.setCurrentRow(0)
            self.list.setFocus()
        self.review_ready.emit(review)

    def _face_up(self, face: Any) -> None:
        if len(self.record.players) != 2:
            text = tr("With three or four players no exact solver plays the last tricks face "
                      "up: each decision below is valued by the search in the real deal, every "
                      "card known.")
        elif face is None:
            text = tr("No last tricks were played in this deal.")
        elif face.best is None:
            text = tr("The last tricks are too large for the exact solver.")
        else:
            text = tr("From trick {trick}, with both hands face up, the best result of the last "
                      "tricks against best defence was {best} points; you made {achieved}."
                      ).format(trick=face.first_trick, best=f"{face.best:+d}",
                               achieved=f"{face.achieved:+d}")
        self.face_up_text.setText(text)

    # ------------------------------------------------------------------ showing a decision
    def _line(self, m: MoveReview) -> str:
        where = (tr("Trick {trick}").format(trick=m.trick_no) if m.step == Step.PLAY else
                 tr("After trick {trick}, declaring").format(trick=m.trick_no - 1)
                 if m.step == Step.DECLARE
                 else tr("Before the deal"))
        played = _action_words(m.played, self.packs)
        if m.lost > 0:
            return tr("{where}: {action} — {verdict} (−{lost})").format(
                where=where, action=played, verdict=_class_word(m.klass), lost=round(m.lost))
        return tr("{where}: {action} — {verdict}").format(where=where, action=played,
                                                           verdict=_class_word(m.klass))

    def step(self, delta: int) -> None:
        """Show the previous (-1) or next (+1) decision."""
        if not self.moves:
            return
        row = min(len(self.moves) - 1, max(0, self.list.currentRow() + delta))
        self.list.setCurrentRow(row)

    def _cards(self, texts: Sequence[str]) -> list[int]:
        cards = []
        for text in texts:
            try:
                cards.append(parse_card(text, self.packs))
            except ValueError:  # (a kept review is a file: a card it names may be damaged)
                _log.warning("the review names no card %r", text)
        return cards

    def _show(self, row: int) -> None:
        valid = 0 <= row < len(self.moves)
        self.previous_button.setEnabled(valid and row > 0)
        self.next_button.setEnabled(valid and row < len(self.moves) - 1)
        self.try_button.setEnabled(valid)
        if not valid:
            for label in (self.hand_title, self.hand, self.trick_title, self.trick,
                          self.verdict, self.face_up_move):
                label.clear()
            self.table_view.show_observation(None)
            return
        m = self.moves[row]
        self.table_view.show_observation(self.observations.get(m.index), self.names)
        ratio = self.devicePixelRatioF()
        cards = self._cards(m.hand) + self._cards(m.table)
        self.hand_title.setText(tr("Your cards (hand and table):"))
        self.hand.setPixmap(cards_pixmap(self.renderer, cards, 100, ratio))
        self.hand.setAccessibleName(", ".join(pretty(c) for c in cards))
        led = self._cards(m.trick)
        trump = self._cards([m.turnup]) if m.turnup else []
        if led:
            self.trick_title.setText(tr("Card led:") if len(led) == 1 else tr("The trick so far:"))
            self.trick.setPixmap(cards_pixmap(self.renderer, led, 80, ratio))
        elif trump:
            self.trick_title.setText(tr("Turn-up:"))
            self.trick.setPixmap(cards_pixmap(self.renderer, trump, 80, ratio))
        else:
            self.trick_title.clear()
            self.trick.clear()
        played = html.escape(_action_words(m.played, self.packs))
        colour = CLASS_COLOURS.get(m.klass, "black")
        parts = [f"<p><b>{html.escape(tr('You played:'))}</b> {played} — "
                 f"<b style='color:{colour}'>{html.escape(_class_word(m.klass))}</b></p>"]
        if m.lost > 0:
            preferred = html.escape(_action_words(m.preferred, self.packs))
            parts.append(f"<p><b>{html.escape(tr('The Expert prefers:'))}</b> {preferred}</p>")
            if m.method == "exact":
                cost = tr("It cost {lost} points exactly (every card is known in the last "
                          "tricks).").format(lost=round(m.lost))
            elif m.method == "chance":
                cost = tr("It cost {lost} points on average.").format(lost=round(m.lost, 1))
            else:
                cost = tr("It cost {lost} points on average (± {error}, over {count} "
                          "simulations from your own cards).").format(
                    lost=round(m.lost), error=round(m.stderr), count=m.simulations)
            parts.append(f"<p>{html.escape(cost)}</p>")
            reason = _reason_words(m, self.packs)
            if reason:
                parts.append(f"<p><i>{html.escape(reason)}</i></p>")
        else:
            parts.append(f"<p>{html.escape(tr('The Expert finds no better move here.'))}</p>")
        self.verdict.setText("".join(parts))
        self.face_up_move.setText(self._face_up_words(self.face_moves.get(m.index)))

    def _face_up_words(self, face: FaceUpMove | None) -> str:
        """This decision with every card known (apart from the fair evaluation above)."""
        if face is None:
            return ""
        if face.gain <= 0:
            return tr("At this decision, with every card known: what you played was the best.")
        return tr("At this decision, with every card known: {action} was {gain} points better "
                  "than what you played.").format(
            action=_action_words(face.best, self.packs), gain=round(face.gain))

    def try_again(self) -> QWidget | None:
        """Play the deal again from the decision shown (see :mod:`bezique_qt.ui.branch`)."""
        from bezique_qt.ui.branch import open_branch  # (its table window imports this one)

        row = self.list.currentRow()
        return open_branch(self, self.moves[row]) if 0 <= row < len(self.moves) else None

    # ------------------------------------------------------------------ printing
    def document(self) -> QTextDocument | None:
        """The review as a printable document (None until it is complete)."""
        if self.review is None:
            return None
        from bezique_qt.export.review import review_html

        doc = QTextDocument(self)
        doc.setHtml(review_html(self.review))
        return doc

    def print_review(self) -> QPrintDialog | None:
        """Ask for a printer without blocking; the review is printed when the player
        accepts."""
        doc = self.document()
        if doc is None:
            return None
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.windowTitle())
        dialog = QPrintDialog(printer, self)
        dialog.setObjectName("print-dialog")
        dialog.setWindowTitle(tr("Print the review"))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.printer_ = printer  # type: ignore[attr-defined]  # the dialog only borrows it
        dialog.accepted.connect(lambda: doc.print_(printer))
        # (QPrintDialog.open in PySide wants a receiver: show it window-modal instead)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.show()
        return dialog

    # ------------------------------------------------------------------ closing
    def done(self, result: int) -> None:
        self.cancel()
        super().done(result)
