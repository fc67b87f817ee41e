"""The end of each deal at the table: once the table has shown the deal's last trick, its
summary opens (the next deal, or a new game at the end of the game); in a demo the next deal
simply follows after a pause.

The game window (:class:`~bezique_qt.ui.window.MainWindow`) holds one :class:`DealEnd` and
tells it when a game is set on the table or taken off it; what the end of a deal asks of the
window is named by :class:`DealEndHost`.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QDialog, QWidget

from bezique_qt.engine import DealResult, Observation
from bezique_qt.ui.controller import GameController
from bezique_qt.ui.dialogs.deal_summary import DealSummaryDialog, deal_breakdown_html
from bezique_qt.ui.dialogs.sides import deal_headline, sides_html
from bezique_qt.ui.table.scene import TableScene
from bezique_qt.words.i18n import display_name, for_player, tr

DEMO_PAUSE_MS = 1500
NEW_GAME = 2
"""What the summary at the end of a game returns when the player asks for a new game."""


class DealEndHost(Protocol):
    """What the end of a deal asks of the window that holds it."""

    controller: GameController
    scene: TableScene
    demo: bool

    def next_deal(self) -> None: ...
    def start_game(self) -> None: ...
    def ask_new_game(self) -> None: ...
    def finish_demo(self) -> None: ...
    def show_deal_end(self) -> None: ...
    def set_status(self, text: str) -> None: ...
    def show_trick_review(self, over: QWidget | None = None) -> object: ...
    def add_deal_choices(self, dialog: DealSummaryDialog, deal: int, *,
                         finished: bool) -> None: ...


def deal_end_words(obs: Observation, names: tuple[str, ...], result: DealResult | None, *,
                   game_over: bool, winner: int | None,
                   human: int | None) -> tuple[str, str]:
    """The summary's title and headline for the deal just over in ``obs``."""
    deal = obs.deal_index + 1
    if obs.players != 2:
        headline = deal_headline(obs, names, result, game_over, winner, human)
        title = tr("Game over") if game_over else tr("Deal {deal} is over").format(deal=deal)
    elif game_over:
        if winner is None:
            headline = tr("The game is drawn.")
        elif winner == human:
            headline = tr("You win the game, {points} to {other}!").format(
                points=obs.game_points[winner], other=obs.game_points[1 - winner])
        else:
            headline = for_player(names[winner], tr("You win the game, {points} to {other}."),
                                  tr("{name} wins the game, {points} to {other}."),
                                  points=obs.game_points[winner],
                                  other=obs.game_points[1 - winner])
        title = tr("Game over")
    else:
        points = list(result.points) if result else list(obs.deal_points)
        headline = tr("Deal {deal}: {first} {first_points}, {second} {second_points}.").format(
            deal=deal, first=display_name(names[0]), first_points=points[0],
            second=display_name(names[1]), second_points=points[1])
        title = tr("Deal {deal} is over").format(deal=deal)
    return title, headline


class DealEnd(QObject):
    """Shows each deal's end once the table has caught up with it (see the module's text);
    ``exit_after_deals`` ends a demo after that many deals."""

    def __init__(self, window: DealEndHost, *, exit_after_deals: int | None = None) -> None:
        assert isinstance(window, QWidget), "the end of a deal belongs to a window"
        super().__init__(window)
        self._window = window
        self._exit_after_deals = exit_after_deals
        self._deals_seen = 0
        self._pending = False
        self._serial = 0  # callbacks queued for an earlier game are dropped
        self._dialog: DealSummaryDialog | None = None

    @property
    def dialog(self) -> DealSummaryDialog | None:
        """The summary of the deal just over, while it is open."""
        return self._dialog

    def forget_game(self) -> None:
        """The game on the table is taken off it: its summary closes, and whatever was queued
        for it is dropped."""
        self._serial += 1
        self.close_dialog()
        self._deals_seen = 0
        self._pending = False

    def deal_ended(self) -> None:
        """The controller reports a deal (or the game) over."""
        if self._pending:
            return
        self._pending = True
        serial = self._serial
        # The controller reports the end before it hands the deal's last events to the
        # table: wait for those to be queued, then for the table to have shown them.
        QTimer.singleShot(0, self, lambda: self._window.scene.when_idle(
            lambda: self._show(serial)))

    def _show(self, serial: int) -> None:
        if serial != self._serial:
            return
        self._pending = False
        w = self._window
        c = w.controller
        if not c.has_game:
            return
        self._deals_seen += 1
        if w.demo:
            if self._exit_after_deals is not None and self._deals_seen >= self._exit_after_deals:
                QTimer.singleShot(DEMO_PAUSE_MS, self, w.finish_demo)
            elif not c.game_over:
                QTimer.singleShot(DEMO_PAUSE_MS, self, w.next_deal)
            else:
                QTimer.singleShot(DEMO_PAUSE_MS * 2, self, lambda: w.start_game())
            return
        w.show_deal_end()

    def open_summary(self) -> DealSummaryDialog:
        """Open the summary of the deal just over (the window's usual end of a deal)."""
        w = self._window
        dialog = self._summary()
        self._dialog = dialog
        dialog.finished.connect(self._closed)
        dialog.review_requested.connect(lambda: w.show_trick_review(dialog))
        dialog.open()
        return dialog

    def _summary(self) -> DealSummaryDialog:
        w = self._window
        c = w.controller
        obs = c.observation()
        names = c.names
        deal = obs.deal_index + 1
        # A game can end in the middle of a deal (a target reached): that deal has no result.
        result = next((r for r in c.deal_results() if r.deal == deal), None)
        body = sides_html(obs, names, result, c.human) + deal_breakdown_html(
            deal, obs.history, names, result, obs.variant, obs.game_points)
        title, headline = deal_end_words(obs, names, result, game_over=c.game_over,
                                         winner=c.winner, human=c.human)
        w.set_status(headline.replace("\n", " "))  # one line: the table keeps its room
        assert isinstance(w, QWidget)
        dialog = DealSummaryDialog(title, headline, body, game_over=c.game_over, parent=w)
        dialog.setObjectName("deal-summary-dialog")
        if c.human is None:
            dialog.deal_review_button.hide()
        else:
            w.add_deal_choices(dialog, deal, finished=result is not None)
        return dialog

    def _closed(self, result: int) -> None:
        self._dialog = None
        w = self._window
        c = w.controller
        if not c.has_game:
            return
        if c.game_over:
            if result == NEW_GAME:
                QTimer.singleShot(0, self, w.ask_new_game)
            return
        if result == QDialog.DialogCode.Accepted:
            w.next_deal()
        else:  # closed with Escape: the player looks at the table first
            w.set_status(tr("The deal is over: choose Next deal (N) when you are ready."))

    def close_dialog(self) -> None:
        """Close the summary, if it is open, without going on to what it offers."""
        dialog, self._dialog = self._dialog, None
        if dialog is not None:
            dialog.finished.disconnect(self._closed)
            dialog.close()
            dialog.deleteLater()
