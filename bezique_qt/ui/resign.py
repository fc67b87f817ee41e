"""Resigning: the player gives up the game in progress (with partners, the side gives it up).

Game → *Resign…* asks first, saying what it means; once the player answers Yes the computer
stops, nothing more can be played, the table says the game was resigned, and the game goes into
the statistics and Finished games as *resigned*, a loss (see
:mod:`bezique_qt.persistence.endings`). It is then neither saved as it is played nor offered
again at the next start.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QMessageBox, QWidget

from bezique_qt.engine import GameState
from bezique_qt.persistence.endings import RESIGNED
from bezique_qt.ui.messages import open_question
from bezique_qt.words.i18n import display_name, tr

if TYPE_CHECKING:
    from bezique_qt.persistence.saves import GameInfo


def resignation_winner(state: GameState, resigner: int) -> int:
    """Who wins a game ``resigner`` gives up: the other player, or the other side with
    partners; at three, the one of the others ahead in the game (the first of them on a tie).
    A player's or a side's number, as :attr:`GameState.winner` gives it."""
    variant = state.variant
    mine = variant.side_of(resigner)
    others = [s for s in range(len(variant.sides)) if s != mine]
    return max(others, key=lambda s: state.game_points[s])


class Controller(Protocol):
    """What resigning needs of the game's controller (:class:`.controller.GameController`)."""

    @property
    def has_game(self) -> bool: ...
    @property
    def game_over(self) -> bool: ...
    @property
    def human(self) -> int | None: ...
    @property
    def state(self) -> GameState: ...
    def resign(self) -> None: ...


class ResignHost(Protocol):
    """What resigning needs of the main window (:class:`.window.MainWindow`)."""

    @property
    def controller(self) -> Controller: ...

    def say(self, text: str) -> None: ...
    def resigned_game(self) -> None: ...


def question(controller: Controller) -> str:
    """The question asked before resigning, saying what it means (with partners, for whom)."""
    state = controller.state
    human = controller.human
    if human is not None and state.variant.partnerships:
        partner = next(p for p in state.variant.sides[state.variant.side_of(human)]
                       if p != human)
        return tr("Resign this game for your side? You and {partner} lose it: it is recorded "
                  "as lost in your statistics.").format(
                      partner=display_name(state.names[partner]))
    return tr("Resign this game? It is recorded as lost in your statistics.")


def ask_resign(window: ResignHost) -> QMessageBox | None:
    """Ask whether to resign the game in progress; on Yes resign it. Returns the question
    (None when there is no game in progress to resign, which the window then says)."""
    if not _in_progress(window.controller):
        window.say(tr("There is no game in progress to resign."))
        return None
    assert isinstance(window, QWidget)
    return open_question(window, tr("Resign?"), question(window.controller),
                         name="resign-question", yes=lambda: resign(window))


def _in_progress(controller: Controller) -> bool:
    return (controller.has_game and not controller.game_over
            and controller.human is not None)


def resign(window: ResignHost) -> None:
    """Resign the game in progress at once (the player has said yes)."""
    c = window.controller
    if not _in_progress(c):
        return
    c.resign()
    window.resigned_game()
    window.say(tr("You resigned this game: it is recorded as lost. Start a new one with "
                  "Game → New game."))


class GameSession(Protocol):
    """What recording a resigned game needs of the session (:class:`.session.GameSession`)."""

    info: GameInfo | None

    def finish(self, state: GameState) -> int | None: ...
    def begin_game(self, info: GameInfo | None) -> None: ...


def record_resigned(session: GameSession, state: GameState) -> int | None:
    """Count ``state``, the game the player resigned, as resigned (a loss); from then on the
    game is not kept as it stands (no autosave offers it again). Its row in the statistics
    (None when it is not recorded there now)."""
    info = session.info
    if info is None or state.over:
        return None
    session.info = dataclasses.replace(info, ending=RESIGNED)
    row = session.finish(state)
    session.begin_game(None)
    return row
