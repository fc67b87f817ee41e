"""Points entered in a game, and the game's end: every score of a deal goes through
:func:`add_points` (the deal's points, the history, the events, the game's points and its end
where a target is reached), and the side that leads when the game ends (SPEC §9.1)."""

from __future__ import annotations

from typing import Any

from . import events as ev
from .events import Event, ScoreEntry
from .fields import GameFields
from .melds import (
    Meld,
)
from .scoring import GameComputation, compute_rubicon
from .step import STEP_DEAL_OVER, STEP_GAME_OVER


def emit(st: GameFields, kind: str, player: int | None = None, **data: Any) -> None:
    if st.sink is not None:
        st.sink.append(Event(kind, player, **data))


def add_points(st: GameFields, player: int, points: int, kind: str, label: str, *,
                meld: Meld | None = None, cards: tuple[int, ...] = (), code: str,
                count: int = 0) -> None:
    """Score ``points``; ``label`` is the engine's English notation, ``code`` and ``count``
    what the table words (``ScoreEntry``)."""
    if st.step == STEP_GAME_OVER:
        return
    st.deal_points[player] += points
    # a card played to an unfinished trick belongs to that trick's number
    trick = st.trick_no + (1 if st.trick else 0)
    st.history.append(ScoreEntry(st.deal_index + 1, trick, player, kind, points,
                                   label, meld, cards, code, count))
    if st.sink is not None:
        emit(st, ev.POINTS, player, cards=cards, points=points, text=label, meld=meld,
             code=code, count=count)
    v = st.variant
    if v.rubicon_scoring:
        return
    side = v.side_of(player)
    st.game_points[side] += points
    if (v.game_end == "first_to_reach" and v.game_target > 0
            and st.game_points[side] >= v.game_target):
        end_game(st, side, f"{st.names[player]} reached {v.game_target}")


def end_game(st: GameFields, winner: int | None, text: str) -> None:
    st.winner = winner
    st.step = STEP_GAME_OVER
    st.to_act = None
    emit(st, ev.GAME_ENDED, winner, text=text)


def tied_at_target(st: GameFields) -> bool:
    """Whether the deal is over with the target reached and the leaders tied, no
    tie-break settling it (three or four players: the last trick taken by another): the
    game goes on with another deal (SPEC §13)."""
    v = st.variant
    return (st.step == STEP_DEAL_OVER and not v.rubicon_scoring
            and v.game_end == "end_of_deal_highest"
            and max(st.game_points) >= v.game_target and leader_at_end(st) is None)


def leader_at_end(st: GameFields) -> int | None:
    """The side with the highest score; a tie goes to the higher score less the last
    deal's brisques, then to the winner of the last trick (SPEC §9.1).  None: a tie that
    neither settles (three players, the last trick won by a third)."""
    v = st.variant
    points = st.game_points
    best = [s for s in range(len(points)) if points[s] == max(points)]
    if len(best) == 1:
        return best[0]
    bp = v.brisque_points
    less = {s: points[s] - sum(st.brisques[p] for p in v.sides[s]) * bp for s in best}
    best = [s for s in best if less[s] == max(less.values())]
    if len(best) == 1:
        return best[0]
    if st.last_trick_winner is None:
        return None
    last = v.side_of(st.last_trick_winner)
    return last if last in best else None


def rubicon_points(st: GameFields) -> tuple[tuple[int, int], tuple[int, int]]:
    """(points without brisques, brisque points) per player for the current deal."""
    bp = st.variant.brisque_points or 10
    if st.variant.brisques_counted == "none":
        bp = 0
    return ((st.deal_points[0], st.deal_points[1]),
            (st.brisques[0] * bp, st.brisques[1] * bp))


def game_computation(st: GameFields) -> GameComputation:
    """The Rubicon-family computation of the current deal (SPEC §4.7)."""
    pts, br = rubicon_points(st)
    return compute_rubicon(pts, br, st.variant)


