"""Claim the rest: the last tricks played out at once when nothing is left to decide.

A player at a real table lays their hand down when the remaining tricks cannot go otherwise:
either every card still to be played is forced, or every point still to be won is certainly
theirs whatever the others play.  Then the scores are the same however the tricks are played
out, so the program may play them at once.

The claim is judged from the claimant's own observation.  With two players, once the stock is
gone every card is accounted for (:meth:`Observation.opponent_hand_if_known`) and the exact
solver (:class:`~bezique_qt.ai.solver.EndgameSolver`) decides: the rest is *all yours* when
the best value the claimant can force is every point left (the brisques still in play and the
last-trick bonus), and *forced* when each player has one kind of card to play at every trick.
With three or four players which of the others holds a card stays hidden, so a claim is made
only when the observation settles it: the claimant is to lead, and no card any other player
could hold takes a trick from any card of the claimant's (SPEC §1.4's duties give the
others no way to win a trick).  The last tricks "in pairs" of partners (EB9) are never claimed.
"""

from __future__ import annotations

from dataclasses import dataclass

from bezique_qt.engine import Action, GameState, Observation
from bezique_qt.engine.actions import PLAY
from bezique_qt.engine.events import Event
from bezique_qt.engine.rules import trick_rules

from .solver import EndgameSolver, SolverBudgetExceeded

__all__ = ["ALL_YOURS", "CLAIM_NODES", "Claim", "FORCED", "claim", "claim_move", "play_out"]

#: The rest is forced: every player has one kind of card to play at every trick.
FORCED = "forced"
#: Every point still to be won in the last tricks is certainly the claimant's.
ALL_YOURS = "all_yours"

#: The solver's node budget for judging a claim; past it no claim is offered (the question
#: is asked after every action in the last tricks, in the window's own thread).
CLAIM_NODES = 300_000
#: Larger positions are not judged (the eight-pack's fifteen cards can take seconds).
MAX_CLAIM_HAND = 12


@dataclass(frozen=True)
class Claim:
    """A claim the player may make: ``kind`` (:data:`FORCED` or :data:`ALL_YOURS`) and the
    number of ``tricks`` it plays out."""

    kind: str
    tricks: int


def claim(obs: Observation, *, max_nodes: int = CLAIM_NODES) -> Claim | None:
    """The claim ``obs``'s player may make now, or None.

    Only in the last tricks (the stock and the turn-up gone), on the player's own turn to
    play a card to a trick, with two cards or more in hand.
    """
    if obs.phase != 2 or obs.stock_face_down or obs.turnup is not None:
        return None
    if obs.to_act != obs.player or not 2 <= len(obs.hand) <= MAX_CLAIM_HAND:
        return None  # (the last card alone is simply played)
    if not any(a.kind == PLAY for a in obs.legal):
        return None
    tricks = len(obs.hand)
    if obs.players == 2:
        opp = obs.opponent_hand_if_known()
        if opp is None:
            return None
        kind = _two_handed(obs, list(obs.hand), list(opp), max_nodes)
    else:
        kind = ALL_YOURS if _certain_winners(obs) else None
    return None if kind is None else Claim(kind, tricks)


def _two_handed(obs: Observation, mine: list[int], opp: list[int], max_nodes: int
                ) -> str | None:
    solver = EndgameSolver(obs.variant, obs.trump, max_nodes=max_nodes)
    lead = obs.trick[0] if obs.trick else None
    try:
        if _forced(solver, mine, opp, lead):
            return FORCED
        value = solver.value(mine, opp, lead)
    except SolverBudgetExceeded:
        return None
    cards = mine + opp + ([] if lead is None else [lead])
    left = sum(solver.points[c & 31] for c in cards) + solver.last_bonus
    return ALL_YOURS if left > 0 and value == left else None


def _forced(solver: EndgameSolver, mover: list[int], other: list[int], lead: int | None
            ) -> bool:
    """Whether every card from here to the end is forced (one kind a turn)."""
    mover, other = mover[:], other[:]
    while mover:
        moves = solver.best_moves(mover, other, lead)
        if len(moves) != 1:
            return False
        kind = moves[0][0]
        card = next(c for c in mover if c & 31 == kind)
        mover.remove(card)
        if lead is None:  # the other follows
            lead, mover, other = card, other, mover
        else:  # the trick is over: its winner leads the next
            follower_wins = solver.beats[lead & 31][kind]
            lead = None
            if not follower_wins:
                mover, other = other, mover
    return True


def _certain_winners(obs: Observation) -> bool:
    """Three or four players: the claimant leads, and no card another player may hold takes
    a trick from any card the claimant holds."""
    v = obs.variant
    if obs.trick or v.partnership_last_tricks == "pairs":
        return False
    mine = set(obs.hand)
    others = set(obs.unseen) | set(obs.opponent_known)
    for q, table in enumerate(obs.tables):
        if q != obs.player:
            others.update(table)
    others -= mine
    rules = trick_rules(obs.trump, phase2=True, ten_low=v.phase2_ten_ranks_low,
                        must_head=v.phase2_must_head, must_trump=v.phase2_must_trump)
    return not any(rules.table[c & 31][o & 31] for c in mine for o in others)


def claim_move(state: GameState) -> Action:
    """The next card of a claim being played out, for whoever is to play in ``state``: the
    solver's best card with two players; with more, the claimant's first card and the others'
    first legal card (the claim is made only when their choice changes no score)."""
    p = state.to_act
    assert p is not None
    obs = state.observation(p)
    plays = [a for a in obs.legal if a.kind == PLAY and a.card is not None]
    opp = obs.opponent_hand_if_known() if obs.players == 2 else None
    if opp is not None:
        solver = EndgameSolver(obs.variant, obs.trump, max_nodes=1 << 40)
        lead = obs.trick[0] if obs.trick else None
        best = solver.best_moves(list(obs.hand), list(opp), lead)[0][0]
        return next(a for a in plays if a.card is not None and a.card & 31 == best)
    return min(plays, key=lambda a: a.card if a.card is not None else 0)


def play_out(state: GameState) -> list[Event]:
    """Play ``state``'s deal to its end by :func:`claim_move`; the events, in order."""
    events: list[Event] = []
    while not state.deal_over:
        events.extend(state.apply(claim_move(state), undoable=False))
    return events
