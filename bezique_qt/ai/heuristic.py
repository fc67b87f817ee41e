"""Rule-of-thumb play after the classic hints (S004 "Hints for Play", S002 tips).

* Throw away sevens, eights, nines and plain jacks; keep the bezique cards (Q♠ J♦ in the usual
  rules), cards towards a sequence, marriage partners and cards towards four of a kind.
* Win a led brisque when it is cheap: an ace or ten is a twenty-point swing.
* Win tricks when there is something to declare, and late in the stock to stop the opponent's
  declarations; win the last trick of the stock.
* Exchange the seven of trumps; score the biggest meld, a royal marriage before its sequence.

What a hand knows and the value of keeping each card are in :mod:`knowledge`; the
declarations and Novice's play in :mod:`declaring`; the card play of Easy and Medium here.
:class:`HeuristicPlayer` returns each action with its reason (a code and the facts it names,
``ai/reasons.py``).
"""

from __future__ import annotations

import random
from dataclasses import replace

from bezique_qt.engine import Action, Observation, trick_winner
from bezique_qt.engine.actions import (
    PLAY,
)
from bezique_qt.engine.cards import TEN
from bezique_qt.engine.melds import (
    Meld,
    meld_value,
)
from bezique_qt.engine.rules import variant_rules

from . import reasons as why_
from .common import unique_actions
from .declaring import declaration_choice, novice_choice
from .knowledge import TUNING, Knowledge, keep_values
from .last_tricks import phase2_lead, phase2_multi, phase2_strength, play_of
from .reasons import Decision, Reason
from .sampling import WorldSampler
from .solver import EndgameSolver, SolverBudgetExceeded

__all__ = ["Decision", "HeuristicPlayer", "Knowledge", "declaration_choice", "novice_choice"]


# ---------------------------------------------------------------------------------- the player
# the share of a ready meld a player can still declare when his partner wins the trick: each
# partner declares in an act of his own, or the winner passes his turn when he has nothing
_PARTNER_TRICK_DECLARES = {"each_separately": 1.0, "winner_or_partner": 0.5}

class HeuristicPlayer:
    """Easy and Medium: the classic hints, with or without card counting, and for Medium the
    exact solver in the last tricks.

    ``noise`` is the chance of picking among the few best plays at random instead of the best.
    """

    def __init__(self, *, memory: bool, noise: float, solver: bool,
                 solver_nodes: int = 200_000) -> None:
        self.memory = memory
        self.noise = noise
        self.solver = solver
        self.solver_nodes = solver_nodes

    def decide(self, obs: Observation, rng: random.Random) -> Decision:
        d = declaration_choice(obs, greedy=False, announce_extra=True)
        if d is not None:
            return d
        plays = [a for a in unique_actions(obs.legal) if a.kind == PLAY]
        if len(plays) == 1:
            only = plays[0].card
            assert only is not None
            return Decision(plays[0], Reason(why_.ONLY_LEGAL_CARD, card=only))
        if obs.phase == 2:
            if self.solver:
                d = solve_last_tricks(obs, self.solver_nodes)
                if d is not None:
                    return d
            if obs.players != 2:
                return phase2_multi(obs, plays)
            return self._phase2_simple(obs, plays)
        return self._phase1(obs, plays, rng)

    # ---------------------------------------------------------------- phase 1
    def ranked(self, obs: Observation) -> list[Decision]:
        """Every distinct card play in the first phase, best first by this heuristic."""
        plays = [a for a in unique_actions(obs.legal) if a.kind == PLAY]
        return self._rank_phase1(obs, plays)

    def _phase1(self, obs: Observation, plays: list[Action], rng: random.Random) -> Decision:
        ranked = self._rank_phase1(obs, plays)
        pick = 0
        if self.noise and len(ranked) > 1 and rng.random() < self.noise:
            pick = rng.randrange(min(3, len(ranked)))
        return ranked[pick]

    def _rank_phase1(self, obs: Observation, plays: list[Action]) -> list[Decision]:
        if obs.players != 2:
            return self._rank_phase1_multi(obs, plays)
        k = Knowledge.of(obs, self.memory)
        keep = keep_values(k)
        ready = ready_melds(obs)
        trump = obs.trump
        v = obs.variant
        bp = k.bp
        late = _late_value(obs, k)
        scored: list[tuple[float, Action, Reason]] = []
        if obs.trick:
            lead = obs.trick[0]
            for a in plays:
                c = a.card
                assert c is not None
                wins = trick_winner(lead, c, trump, rank_only=v.phase1_rank_only) == 1
                pts = bp * (((lead & 7) >= TEN) + ((c & 7) >= TEN))
                kv, purpose = keep[c]
                if wins:
                    r_val, r_meld = _ready_value(ready, c, k)
                    gain = pts + r_val + late
                    why = _take_reason(c, lead if (lead & 7) >= TEN else None, r_meld, late)
                else:
                    gain = -pts - late * 0.5
                    why = Reason(why_.THROW_AWAY, card=c)
                scored.append((gain - kv, a, why))
        else:
            for a in plays:
                c = a.card
                assert c is not None
                kv, purpose = keep[c]
                p_beat = k.p_opp_beats(c, trump)
                # the opponent spends a winner on a brisque or to declare; less often otherwise
                p_lose = p_beat * (TUNING.lead_lose[0] if (c & 7) >= TEN else TUNING.lead_lose[1])
                r_val, r_meld = _ready_value(ready, c, k)
                pts = bp * ((c & 7) >= TEN)
                value = (1 - p_lose) * (r_val + late) - p_lose * pts - kv
                # another copy does whatever this one could (an ace of six-pack, say)
                why = _lead_reason(c, r_meld, p_lose, kv, spare=k.mine[c & 31] >= 2)
                scored.append((value, a, why))
        return _best_first(scored, keep)

    def _rank_phase1_multi(self, obs: Observation, plays: list[Action]) -> list[Decision]:
        """The first phase with three or four players: the trick goes to the best card of all,
        the players still to play may take it, and a partner's trick is the side's."""
        k = Knowledge.of(obs, self.memory)
        keep = keep_values(k)
        ready = ready_melds(obs)
        trump = obs.trump
        v = obs.variant
        n, me = v.players, obs.player
        rules = variant_rules(v, trump)[0]
        bp = k.bp
        late = _late_value(obs, k)
        trick = obs.trick
        after = [(me + j) % n for j in range(1, n - len(trick))]
        opp_after = [q for q in after if v.side_of(q) != v.side_of(me)]
        # the cards the opponents still to play hold between them
        held_after = sum(obs.concealed_counts[q] + len(obs.tables[q]) for q in opp_after)
        best = trick[rules.winner(trick)] if trick else None
        partner_holds = (best is not None and v.side_of(
            (obs.leader + trick.index(best)) % n) == v.side_of(me))
        in_trick = bp * sum((c & 7) >= TEN for c in trick)
        scored: list[tuple[float, Action, Reason]] = []
        for a in plays:
            c = a.card
            assert c is not None
            kv, _purpose = keep[c]
            pts = in_trick + bp * ((c & 7) >= TEN)
            wins = best is None or rules.table[best & 31][c & 31]
            why: Reason
            if wins or partner_holds:
                holder = c if wins else best
                assert holder is not None
                p_beat = k.p_opp_beats(holder, trump, held_after) if opp_after else 0.0
                p_lose = p_beat * (TUNING.lead_lose[0] if pts else TUNING.lead_lose[1])
                r_val, r_meld = _ready_value(ready, c, k)
                if not wins:
                    # on a partner's trick this player may declare too, or be passed the turn
                    r_val *= _PARTNER_TRICK_DECLARES.get(v.partner_declares, 0.0)
                value = ((1 - p_lose) * (pts + r_val + late) - p_lose * (pts + 0.5 * late)
                         - kv)
                if not wins:
                    why = Reason(why_.THROW_AWAY, card=c)
                elif best is None:
                    why = _lead_reason(c, r_meld, p_lose, kv, spare=False)
                else:
                    why = _take_reason(c, trick[0] if in_trick else None, r_meld, late)
            else:
                value = -pts - late * 0.5 - kv
                why = Reason(why_.THROW_AWAY, card=c)
            scored.append((value, a, why))
        return _best_first(scored, keep)

    # ---------------------------------------------------------------- phase 2 (no solver)
    def _phase2_simple(self, obs: Observation, plays: list[Action]) -> Decision:
        trump = obs.trump
        v = obs.variant
        strength = phase2_strength(obs)
        cards = [a.card for a in plays if a.card is not None]
        if obs.trick:
            lead = obs.trick[0]
            winners = [c for c in cards if trick_winner(lead, c, trump, phase2=True,
                                                        ten_low=v.phase2_ten_ranks_low) == 1]
            if winners:
                c = min(winners, key=strength)
                return Decision(play_of(plays, c), Reason(why_.WIN_LAST_TRICK, card=c))
            c = min(cards, key=lambda x: (((x & 7) >= TEN), strength(x)))
            return Decision(play_of(plays, c), Reason(why_.CANNOT_WIN, card=c))
        return phase2_lead(plays, cards, trump, strength)


def _take_reason(card: int, brisque_lead: int | None, meld: str | None, late: float) -> Reason:
    """Why take the trick with ``card``: a brisque led (``brisque_lead``), a meld to declare,
    the declarations left late in the stock, or the trick itself."""
    if brisque_lead is not None:
        return Reason(why_.WIN_BRISQUE_CHEAPLY, card=card, lead=brisque_lead)
    if meld is not None:
        return Reason(why_.TAKE_TO_DECLARE, card=card, meld=meld)
    if late > 0:
        return Reason(why_.TAKE_LATE_IN_STOCK, card=card)
    return Reason(why_.TAKE_TRICK, card=card)


def _lead_reason(card: int, meld: str | None, p_lose: float, keep: float, *, spare: bool
                 ) -> Reason:
    """Why lead ``card``: to win the trick and declare ``meld``, a card of no use (a spare
    copy when ``spare``), or the lead itself."""
    if meld is not None and p_lose < 0.2:
        return Reason(why_.LEAD_TO_DECLARE, card=card, meld=meld)
    if keep <= 2.5:
        return Reason(why_.LEAD_SPARE_COPY if spare else why_.LEAD_NO_USE, card=card)
    return Reason(why_.LEAD, card=card)


def _best_first(scored: list[tuple[float, Action, Reason]], keep: dict[int, tuple[float, str]]
                ) -> list[Decision]:
    """The scored card plays as decisions, best first (ties in the actions' order)."""
    scored.sort(key=lambda t: (-t[0], str(t[1])))
    return [Decision(action, _kept_clause(why, keep, action.card))
            for _val, action, why in scored]


def _kept_clause(reason: Reason, keep: dict[int, tuple[float, str]], played: int | None
                 ) -> Reason:
    """``reason`` with the card most worth keeping back, and what for, if one is."""
    best: tuple[float, int, str] | None = None
    for c, (kv, purpose) in keep.items():
        if played is not None and c & 31 == played & 31:
            continue
        if purpose and purpose not in (why_.PURPOSE_BRISQUE, why_.PURPOSE_TRUMP) and kv >= 8:
            if best is None or kv > best[0]:
                best = (kv, c, purpose)
    if best is None:
        return reason
    return replace(reason, kept=best[1], purpose=best[2])


def _late_value(obs: Observation, k: Knowledge) -> float:
    """Worth of winning a trick near the end of the stock: the winner alone declares, and the
    winner of the last stock trick leaves the opponent no declaration at all (S002 hints)."""
    v = obs.variant
    scale = TUNING.late * v.common_marriage
    t = k.tricks_left
    if t <= 0:
        return 0.0
    val = scale * max(0.0, (9 - t) / 8)
    if t == 1:
        val += scale
    return val


def ready_melds(obs: Observation) -> list[tuple[Meld, int]]:
    """Melds this player could score after winning the current trick, with their values,
    best first (pending claims and fresh declarations, as the rules stand now)."""
    if obs.phase != 1:
        return []
    me = obs.player
    st = WorldSampler(obs).template.fresh_act(me)
    out = [(m, meld_value(obs.variant, m, obs.trump)) for m in st.legal_melds(me)]
    out += [(m, meld_value(obs.variant, m, obs.trump)) for m in st.scorable_melds(me)]
    out.sort(key=lambda t: -t[1])
    return out


def _ready_value(ready: list[tuple[Meld, int]], card: int, k: Knowledge
                 ) -> tuple[float, str | None]:
    """What winning this trick is worth for declaring, if ``card`` is the one played to it."""
    for m, val in ready:
        if card in m.cards:
            continue
        # a meld kept back can also be declared on a later trick, while tricks remain
        u = TUNING.urgency
        urgency = u[2] if k.tricks_left <= 2 else u[1] if k.tricks_left <= 6 else u[0]
        return val * urgency, m.name_code(k.obs.trump)
    return 0.0, None


# Larger last-trick positions (eight-pack's fifteen cards) are played by rule of thumb until
# they shrink to this size: solving them exactly can take seconds.
MAX_SOLVED_HAND = 12


def solve_last_tricks(obs: Observation, max_nodes: int) -> Decision | None:
    """The exact best card in the last tricks, or None if the position is too big to solve."""
    opp_hand = obs.opponent_hand_if_known()
    if opp_hand is None or len(obs.hand) > MAX_SOLVED_HAND:
        return None
    mine = list(obs.hand)
    plays = [a for a in unique_actions(obs.legal) if a.kind == PLAY]
    solver = EndgameSolver(obs.variant, obs.trump, max_nodes=max_nodes)
    lead = obs.trick[0] if obs.trick else None
    try:
        moves = solver.best_moves(mine, opp_hand, lead)
    except SolverBudgetExceeded:
        return None
    best_kind, value = moves[0]
    for a in plays:
        if a.card is not None and a.card & 31 == best_kind:
            return Decision(a, Reason(why_.SOLVED, card=a.card, points=value))
    return None
