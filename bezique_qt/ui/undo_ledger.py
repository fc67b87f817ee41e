"""What undo may take back at the table, and why not once it can no longer.

The :class:`~bezique_qt.ui.controller.GameController` holds one :class:`UndoLedger` and tells it
of every input of the human's and every action applied; the ledger counts the engine actions
each input took (the computer's cards played to the trick since go back with it), closes when
taking back would show something new, and remembers the computer's answers while undo can go
back to them, so that the same move is answered the same way.
"""

from __future__ import annotations

from collections.abc import Sequence

from bezique_qt.engine import Action, Event, GameState, Observation
from bezique_qt.engine import events as ev
from bezique_qt.engine.actions import GUESS, PLAY
from bezique_qt.words.i18n import tr

# Events after which taking back the human's action would show something new (a drawn card,
# the next deal): the action can no longer be undone. Why, by event (see refusal()).
_IRREVERSIBLE = {ev.CARD_DRAWN: "drawn", ev.TURN_UP_TAKEN: "drawn", ev.DEAL_ENDED: "deal",
                 ev.GAME_ENDED: "deal", ev.DEAL_STARTED: "deal"}


class UndoLedger:
    """The human's inputs that undo can take back, as counts of engine actions."""

    def __init__(self) -> None:
        self._units: list[int] = []
        self._closed = ""  # why the inputs before the first of them cannot be taken back
        self._replies: dict[tuple[Action, ...], Action] = {}
        """The computer's actions by the game's actions before them, while undo can go back
        there."""

    @property
    def open(self) -> bool:
        """Whether an input of the human's can be taken back (the engine permitting)."""
        return bool(self._units)

    def forget(self, why: str) -> None:
        """Nothing before this point can be taken back any more (``why``: see
        :meth:`refusal`; "" when there is simply nothing yet)."""
        self._units = []
        self._closed = why
        self._replies.clear()

    def begin_input(self) -> None:
        """The human begins an input (one click may apply several actions)."""
        self._units.append(0)

    def applied(self, action: Action, events: Sequence[Event], *, by_human: bool,
                practice: bool) -> None:
        """``action`` was applied and caused ``events``: count it, and close the ledger when
        taking it back would show what the human may not see (in a ``practice`` game a card
        drawn from the stock may be drawn again)."""
        if by_human and self._units:
            self._units[-1] += 1
        closed = next((_IRREVERSIBLE[e.kind] for e in events if e.kind in _IRREVERSIBLE), "")
        if not closed and by_human and action.kind == GUESS:
            closed = "guess"  # the guess of the dealer's packet shows the packet's size
        if closed == "drawn" and practice:
            closed = ""
        if not closed and not by_human and action.kind != PLAY:
            closed = "shown"  # the computer declared, or showed or exchanged a seven
        if closed:
            self.forget(closed)

    def take_back(self) -> int:
        """The number of engine actions the human's last input took (forgotten here)."""
        return self._units.pop()

    def remember_reply(self, before: Sequence[Action], action: Action) -> None:
        """The computer answered the game's actions ``before`` with ``action``."""
        if self._units:
            self._replies[tuple(before)] = action

    def reply(self, before: Sequence[Action]) -> Action | None:
        """The computer's remembered answer to the game's actions ``before``, after an undo."""
        return self._replies.get(tuple(before)) if self._units else None

    def refusal(self, state: GameState | None, human: int | None) -> str:
        """Why nothing can be taken back now, as a sentence for the player."""
        if state is None or human is None:
            return tr("There is nothing to take back.")
        if state.deal_over or self._closed == "deal":
            if state.deal_over:
                return tr("Undo is no longer possible: the deal is over.")
            return tr("There is nothing to take back yet in this deal.")
        reason = {
            "drawn": tr("Undo is no longer possible: a card has been drawn from the stock since "
                        "your last move, and taking it back would reveal a hidden card."),
            "shown": tr("Undo is no longer possible: the computer has shown or exchanged cards "
                        "since your last move."),
            "guess": tr("Undo is no longer possible: your guess has shown the size of the "
                        "dealer's packet."),
            "opened": tr("The moves made before this game was opened cannot be taken back."),
        }.get(self._closed)
        return reason or tr("There is nothing to take back yet.")


def taken_back_words(tricks_before: int, obs: Observation) -> str:
    """What undo took back, said to the player: ``tricks_before`` tricks had been played, and
    ``obs`` is what the player sees now."""
    if len(obs.tricks) < tricks_before and obs.trick:
        # the player had followed: the cards led before theirs stay on the table
        return tr("Your last card was taken back: it is in your hand again, and the cards "
                  "played before it stay on the table.")
    if len(obs.tricks) < tricks_before:
        return tr("Your last trick was taken back: both cards are in the hands again.")
    return tr("Your last action was taken back.")
