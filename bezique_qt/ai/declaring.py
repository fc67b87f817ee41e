"""The hints' declarations: which meld to score or announce, and Novice's play.

Exchange the seven of trumps; score the biggest meld, a royal marriage before its sequence while
tricks remain; announce extra melds "to score" when they are worth it.
"""

from __future__ import annotations

import random

from bezique_qt.engine import STEP_DECLARE, Action, Observation
from bezique_qt.engine.actions import (
    ANNOUNCE,
    CARTE_BLANCHE,
    DONE,
    EXCHANGE,
    PASS,
    PLAY,
    SCORE,
    SHOW_SEVEN,
)
from bezique_qt.engine.cards import KING, QUEEN
from bezique_qt.engine.melds import (
    MARRIAGE,
    SEQUENCE,
    Meld,
    meld_value,
)

from . import reasons as why_
from .common import max_scores_this_act, stock_count, unique_actions
from .knowledge import partner_of
from .reasons import Decision, Reason

__all__ = ["declaration_choice", "novice_choice"]


# ---------------------------------------------------------------------------------- declarations
def _meld_worth(obs: Observation, meld: Meld) -> int:
    return meld_value(obs.variant, meld, obs.trump)


def declaration_choice(obs: Observation, *, greedy: bool, announce_extra: bool
                       ) -> Decision | None:
    """The declaration-act decision, or None if the act offers only a card play.

    ``greedy`` scores the highest meld at once (Novice); otherwise a royal marriage is scored
    before its sequence while tricks remain, and extra melds are announced "to score" when
    ``announce_extra`` is set.
    """
    legal = unique_actions(obs.legal)
    numbers = [a for a in legal if getattr(a, "number", None) is not None]
    if numbers:
        # six-pack's guess of the dealer's packet: the middle size is the likeliest (SPEC §5)
        numbers.sort(key=lambda a: a.number)  # type: ignore[arg-type, return-value]
        a = numbers[len(numbers) // 2]
        return Decision(a, Reason(why_.GUESS_LIKELIEST, count=a.number))
    if obs.step != STEP_DECLARE:
        cb = [a for a in legal if a.kind == CARTE_BLANCHE]
        if cb:
            pts = obs.variant.carte_blanche_points
            return Decision(cb[0], Reason(why_.SHOW_CARTE_BLANCHE, points=pts))
        ex = [a for a in legal if a.kind == EXCHANGE]
        if ex:
            return Decision(ex[0], Reason(why_.EXCHANGE_SEVEN, card=obs.turnup))
        return None
    trump = obs.trump
    scores = [a for a in legal if a.kind == SCORE]
    announces = [a for a in legal if a.kind == ANNOUNCE]
    exchanges = [a for a in legal if a.kind == EXCHANGE]
    shows = [a for a in legal if a.kind == SHOW_SEVEN]
    done = [a for a in legal if a.kind == DONE]
    v = obs.variant
    tricks_left = stock_count(obs) // v.players
    # an announcement made in this act must be scored before the act ends
    if obs.act_announced and obs.act_scored == 0:
        own = [a for a in scores if a.meld in obs.act_announced]
        if own:
            a = max(own, key=lambda x: _meld_worth(obs, x.meld))  # type: ignore[arg-type]
            return Decision(a, _score_reason(obs, a.meld))  # type: ignore[arg-type]
    can_score = obs.act_scored < max_scores_this_act(obs)
    if not greedy and any(a.kind == PASS for a in legal):
        # the partner's claims laid "to score" are public: let him score one that is worth more
        partner = partner_of(obs)
        assert partner is not None
        theirs = max((_meld_worth(obs, m) for m in obs.pending[partner]), default=0)
        mine = max((_meld_worth(obs, a.meld) for a in scores + announces
                    if a.meld is not None), default=0)
        if theirs > mine and theirs > 0:
            a = next(a for a in legal if a.kind == PASS)
            return Decision(a, Reason(why_.NOTHING_TO_DECLARE))
    if can_score and v.dix_counts_as_declaration and (exchanges or shows):
        # the seven is this trick's one declaration under this rule: score a meld only if it
        # is worth clearly more than the seven and the card taken for it
        best_meld = max((_meld_worth(obs, a.meld) for a in scores + announces
                         if a.meld is not None), default=0)
        can_score = best_meld > 2 * v.dix_points + v.common_marriage
    if can_score and (scores or announces):
        cands = scores + announces

        def worth(a: Action) -> float:
            m = a.meld
            assert m is not None
            val = float(_meld_worth(obs, m))
            if a.kind == SCORE:
                val += 0.5  # scoring a claim already on the table reveals nothing new
            if not greedy and m.type == SEQUENCE and tricks_left >= 5:
                # a royal marriage first, the sequence on a later trick (S002 hints)
                kq = tuple(c for c in m.cards if c & 7 in (KING, QUEEN))
                if any(b.meld is not None and b.meld.type == MARRIAGE
                       and set(b.meld.cards) <= set(kq) for b in cands):
                    val = float(_meld_worth(obs, Meld(MARRIAGE, kq))) - 1
            return val

        best = max(cands, key=worth)
        if best.kind == SCORE:
            return Decision(best, _score_reason(obs, best.meld))  # type: ignore[arg-type]
        m = best.meld
        assert m is not None
        return Decision(best, Reason(why_.DECLARE_TO_SCORE_NOW, meld=m.name_code(trump),
                                     points=_meld_worth(obs, m)))
    if shows:
        return Decision(shows[0], Reason(why_.SHOW_SEVEN, points=v.dix_points))
    if exchanges:
        return Decision(exchanges[0], Reason(why_.EXCHANGE_SEVEN, card=obs.turnup))
    if announce_extra and tricks_left >= 2:
        extra = [a for a in announces if a.meld is not None
                 and _meld_worth(obs, a.meld) >= v.common_marriage]
        if extra:
            a = max(extra, key=lambda x: _meld_worth(obs, x.meld))  # type: ignore[arg-type]
            m = a.meld
            assert m is not None
            return Decision(a, Reason(why_.DECLARE_FOR_LATER, meld=m.name_code(trump)))
    passes = [a for a in legal if a.kind == PASS]
    if passes and not greedy:
        # with nothing to declare, the partner may have something (partners, SPEC §8)
        return Decision(passes[0], Reason(why_.NOTHING_TO_DECLARE))
    if done:
        return Decision(done[0], Reason(why_.NOTHING_TO_DECLARE))
    return Decision(legal[0], Reason(why_.ONLY_CHOICE))


def _score_reason(obs: Observation, meld: Meld) -> Reason:
    return Reason(why_.SCORE_MELD, meld=meld.name_code(obs.trump), points=_meld_worth(obs, meld))


# ---------------------------------------------------------------------------------- novice
def novice_choice(obs: Observation, rng: random.Random) -> Decision:
    """Novice: any legal card at random, but always scores the highest meld it can."""
    d = declaration_choice(obs, greedy=True, announce_extra=False)
    if d is not None:
        return d
    plays = [a for a in unique_actions(obs.legal) if a.kind == PLAY]
    a = plays[rng.randrange(len(plays))]
    return Decision(a, Reason(why_.ANY_CARD, card=a.card))
