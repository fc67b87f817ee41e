"""The last tricks with three or four players, by rule of thumb.

The heuristic players play the last tricks of a game for three or four by these rules, and the
searches' playouts play the partners' last tricks "in pairs" by them too (``rollout``), so the
rule is written once, below both.
"""

from __future__ import annotations

from collections.abc import Callable

from bezique_qt.engine import Action, Observation
from bezique_qt.engine.actions import PLAY
from bezique_qt.engine.cards import ACE, TEN
from bezique_qt.engine.rules import variant_rules

from . import reasons as why_
from .common import unique_actions
from .reasons import Decision, Reason

__all__ = ["phase2_lead", "phase2_multi", "phase2_multi_choice", "phase2_strength", "play_of"]


def phase2_strength(obs: Observation) -> Callable[[int], float]:
    """How strong a card is in the last tricks: by rank (the ten below the king where the
    rules say so), any trump above any other card."""
    trump = obs.trump
    ten_low = obs.variant.phase2_ten_ranks_low

    def strength(c: int) -> float:
        r = c & 7
        if ten_low and r == TEN:
            r = 2.5  # type: ignore[assignment]
        return r + (20 if trump is not None and (c >> 3) & 3 == trump else 0)

    return strength


def phase2_lead(plays: list[Action], cards: list[int], trump: int | None,
                strength: Callable[[int], float]) -> Decision:
    """The lead in the last tricks, by rule of thumb: a plain ace to win, else the weakest."""
    aces = [c for c in cards if c & 7 == ACE and (trump is None or (c >> 3) & 3 != trump)]
    if aces:
        c = aces[0]
        return Decision(play_of(plays, c), Reason(why_.LEAD_TO_WIN, card=c))
    c = min(cards, key=strength)
    return Decision(play_of(plays, c), Reason(why_.LEAD_WEAKEST, card=c))


def phase2_multi(obs: Observation, plays: list[Action]) -> Decision:
    """The last tricks with three or four players, by rule of thumb: take the trick with the
    cheapest card that takes it, except from a partner (unless the rules make this player beat
    his card); throw a brisque on the partner's trick when no opponent plays after."""
    v = obs.variant
    trump = obs.trump
    rules = variant_rules(v, trump)[1]
    strength = phase2_strength(obs)
    cards = [a.card for a in plays if a.card is not None]
    if not obs.trick:
        return phase2_lead(plays, cards, trump, strength)
    trick = obs.trick
    n, me = v.players, obs.player
    in_pairs = v.partnerships and v.partnership_last_tricks == "pairs"
    size = 2 if in_pairs else n
    i = rules.winner(trick)
    best = trick[i]
    holder = (obs.leader + i) % n
    partner_holds = not in_pairs and holder != me and v.side_of(holder) == v.side_of(me)
    winners = [c for c in cards if rules.table[best & 31][c & 31]]
    others = [c for c in cards if c not in winners]
    if partner_holds and others:
        last = len(trick) == size - 1
        # the last to play gives the partner a brisque; otherwise keeps it back
        pick = (max(others, key=lambda x: (((x & 7) >= TEN), -strength(x))) if last
                else min(others, key=lambda x: (((x & 7) >= TEN), strength(x))))
        return Decision(play_of(plays, pick), Reason(why_.THROW_AWAY, card=pick))
    if winners:
        c = min(winners, key=strength)
        return Decision(play_of(plays, c), Reason(why_.WIN_LAST_TRICK, card=c))
    c = min(cards, key=lambda x: (((x & 7) >= TEN), strength(x)))
    return Decision(play_of(plays, c), Reason(why_.CANNOT_WIN, card=c))


def phase2_multi_choice(obs: Observation) -> Action:
    """:func:`phase2_multi`'s card in the last tricks with three or four players (the only
    legal action where there is one)."""
    plays = [a for a in unique_actions(obs.legal) if a.kind == PLAY]
    if len(plays) == 1:
        return plays[0]
    return phase2_multi(obs, plays).action


def play_of(plays: list[Action], card: int) -> Action:
    """The action of ``plays`` that plays ``card``."""
    for a in plays:
        if a.card == card:
            return a
    raise ValueError("card not playable")
