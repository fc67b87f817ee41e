"""Fast heuristic playouts: finishing a deal from a full (sampled) state, for the search levels.

The playout runs on plain lists and ints.  Each simulated player chooses from its *own* hand and
what is public (the trick, trumps, the number of cards left): no simulated player reads the
other's hand or the order of the stock, so a search that averages playouts over sampled worlds
does not "know" its future draws.

The card policy follows the hints in rough form: lead and throw away the cards worth least
(low plain cards first), win a led brisque cheaply, take tricks late in the stock; after a won
trick score the highest meld the re-use rules allow (checked approximately: the playout only
estimates values, and every action a bot actually plays is checked by the engine), exchange and
show the seven of trumps.  In the last tricks it wins cheaply when it can, or asks the exact
solver when one is given.
"""

from __future__ import annotations

import importlib
import os
import random
from collections.abc import Callable
from typing import Any

from bezique_qt.engine import STEP_DECLARE, STEP_PLAY, Action, GameState, Variant
from bezique_qt.engine.actions import (
    ANNOUNCE,
    DONE,
    PLAY,
    SCORE,
)
from bezique_qt.engine.melds import (
    BEZIQUE_1,
    BEZIQUE_2,
    BEZIQUES,
    MARRIAGE,
    MELD_CLASS,
    SEQUENCE,
    Meld,
    MeldType,
    bezique_pair,
    candidate_melds,
    fixes_trump_suit,
    meld_value,
    quartet,
    trump_quartet,
    trump_quintet,
)
from bezique_qt.engine.rules import (
    cb_court,
    deal_rules,
    draw_after_trick,
    finish_deal,
    score_trick,
    start_last_tricks,
    variant_rules,
)

from .common import deal_utility

_fastplay: Any
try:  # the same policy compiled (an optional extension; see _fastplay.c)
    _fastplay = importlib.import_module(f"{__package__}._fastplay")
except ImportError:  # built without a C compiler: the Python playout plays every deal
    _fastplay = None

#: Whether :func:`playout` uses the compiled policy; ``BEZIQUE_QT_PURE_PYTHON=1`` turns it off.
#: Both give exactly the same results (tests/ai/test_fastplay.py), the compiled one faster.
USE_COMPILED = _fastplay is not None and os.environ.get("BEZIQUE_QT_PURE_PYTHON", "") in ("", "0")

__all__ = [
    "USE_COMPILED", "RolloutPolicy", "finish_declaration", "greedy_declaration",
    "keep_draws_fixed", "playout", "playout_utility", "policy_action",
]

_SEVEN, _NINE, _JACK, _QUEEN, _KING, _TEN, _ACE = 0, 2, 3, 4, 5, 6, 7
_SEQ = (_ACE, _TEN, _KING, _QUEEN, _JACK)
_QUARTET_CHAR = {_ACE: "A", _KING: "K", _QUEEN: "Q", _JACK: "J", _TEN: "T"}
_BASE = (0.0, 1.0, 2.0, 3.0, 5.0, 6.0, 14.0, 16.0)

EndgameFn = Callable[[list[int], list[int], int | None], int | None]


class RolloutPolicy:
    """Per-variant tables for the playout policy: card values in the variant's points, meld
    values, and a cache per trump suit."""

    def __init__(self, variant: Variant) -> None:
        v = variant
        self.v = v
        self.quartets = tuple(r for r, ch in _QUARTET_CHAR.items() if v.quartet_value(ch))
        self.classic = v.reuse_rule == "classic"
        self.fresh = v.require_fresh_card
        self.court = cb_court(v)
        # one "unit" is a brisque, or a tenth of a common marriage where brisques do not score
        self.unit = float(v.brisque_points or max(1, v.common_marriage // 2))
        self.bpts = [float(v.brisque_points) if (k & 7) >= _TEN else 0.0 for k in range(32)]
        self.quartet_value = [0.0] * 8
        for r in self.quartets:
            self.quartet_value[r] = float(v.quartet_value(_QUARTET_CHAR[r]))
        self.late = 2.0 * v.common_marriage
        self._tables: dict[int | None, tuple[list[float], list[int], list[float], list[int]]] = {}
        self._compiled: Any = None

    def tables(self, trump: int | None) -> tuple[list[float], list[int], list[float], list[int]]:
        """Per card kind: base keep value, marriage partner kind (or -1) and marriage value,
        bezique role (0 none, 1 queen, 2 jack)."""
        t = self._tables.get(trump)
        if t is not None:
            return t
        v = self.v
        u = self.unit
        base: list[float] = []
        partner: list[int] = []
        mval: list[float] = []
        bez: list[int] = [0] * 32
        for q, j in bezique_pair(v, trump):
            bez[q * 8 + _QUEEN] = 1
            bez[j * 8 + _JACK] = 2
        for k in range(32):
            s, r = k >> 3, k & 7
            x = _RANK_UNITS[r] * u
            if trump is not None and s == trump:
                x += (0.6 + 0.08 * r) * u
                if r == _SEVEN and v.dix_enabled and v.dix_scores_on == "when_played":
                    x = -float(v.dix_points)
            base.append(x)
            if r in (_KING, _QUEEN):
                partner.append(s * 8 + (_QUEEN if r == _KING else _KING))
                mval.append(float(v.royal_marriage if trump is None or s == trump
                                  else v.common_marriage))
            else:
                partner.append(-1)
                mval.append(0.0)
        t = (base, partner, mval, bez)
        self._tables[trump] = t
        return t

    def compiled(self) -> Any:
        """These tables for the compiled playout (made once per variant)."""
        if self._compiled is not None:
            return self._compiled
        v = self.v
        mv = [0] * len(MELD_CLASS)
        for i, t in enumerate(MELD_CLASS):
            if t.startswith("BEZIQUE_"):
                n = int(t[-1])
                mv[i] = v.bezique_points[n - 1] if n <= len(v.bezique_points) else 0
            elif t.startswith("QUARTET_"):
                mv[i] = v.quartet_value(t[-1])
            elif t.startswith("TRUMP_QUARTET_"):
                mv[i] = dict(v.trump_quartet_points).get(t[-1], 0)
            elif t.startswith("TRUMP_QUINTET_"):
                mv[i] = dict(v.trump_quintet_points).get(t[-1], 0)
        d: dict[str, Any] = {
            "classic": int(self.classic), "fresh": int(bool(self.fresh)),
            "strict": int(v.reuse_rule == "rubicon_laws_strict"),
            "quartets": list(self.quartets), "qval": list(self.quartet_value),
            "court_mask": sum(1 << r for r in self.court),
            "unit": self.unit, "late_scale": self.late, "bpts": list(self.bpts),
            "dix_on": int(bool(v.dix_enabled)),
            "dix_mode": {"when_played": 1, "when_played_if_wins": 2,
                         "declare_after_win": 3}.get(v.dix_scores_on, 0),
            "dix_counts_decl": int(bool(v.dix_counts_as_declaration)),
            "dix_points": v.dix_points,
            "must_head": int(bool(v.phase2_must_head)),
            "must_trump": int(bool(v.phase2_must_trump)),
            "ten_low": int(bool(v.phase2_ten_ranks_low)),
            "rank_only": int(bool(v.phase1_rank_only)), "bp": v.brisque_points,
            "when_won": int(bool(v.brisques_counted == "when_won" and v.brisque_points)),
            "brisq_end": int(bool(v.brisques_counted == "end_of_deal" and v.brisque_points)),
            "declare_all": int(bool(v.last_stock_winner_declares_all)),
            "per_trick": v.declarations_scored_per_trick or 99,
            "seq_plain": float(v.plain_sequence), "seq_trump": float(v.trump_sequence),
            "bez_single": float(v.bezique_points[0]),
            "bez_double": (float(v.bezique_points[1]) if v.max_bezique_multiple >= 2
                           else 0.0),
            "plain_seq_pos": int(v.plain_sequence > 0),
            "max_bez": v.max_bezique_multiple,
            "repeat_melds": int(v.packs >= REPEAT_MELDS_PACKS),
            "trump_quartets": int(bool(v.trump_quartets)),
            "trump_quintets": int(bool(v.trump_quintets)),
            "fixes_mode": int(v.trump_determination != "turn_up"),
            "bez_opposite": int(v.bezique_cards == "trump_queen_opposite_jack"),
            "top_up": int(v.double_bezique_after_single == "top_up_to_500"),
            "bez_pts1": v.bezique_points[0],
            "cb_after": 2 if v.carte_blanche in ("rubicon", "six_pack") else 3,
            "cb_points": v.carte_blanche_points, "last_bonus": v.last_trick_bonus,
            "last_final": int(v.last_trick_bonus_trick == "final"),
            "royal": v.royal_marriage, "common": v.common_marriage,
            "tseq": v.trump_sequence, "pseq": v.plain_sequence, "mv": mv,
        }
        for name, trump in (("t0", 0), ("t1", 1), ("t2", 2), ("t3", 3), ("tn", None)):
            base, partner, mval, bez = self.tables(trump)
            d[name] = {"base": list(base), "partner": list(partner), "mval": list(mval),
                       "bez": list(bez), "pairs": [tuple(x) for x in bezique_pair(v, trump)],
                       "bez_queen": next((k for k in range(32) if bez[k] == 1), -1),
                       "bez_jack": next((k for k in range(32) if bez[k] == 2), -1)}
        self._compiled = _fastplay.make_policy(d)
        return self._compiled


_RANK_UNITS = (0.0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.8, 1.0)
_SEQ_SHARE = (0.0, 0.02, 0.05, 0.1, 0.25, 0.5)
_QUARTET_SHARE = (0.0, 0.02, 0.06, 0.2, 0.5)
_DOUBLE_SHARE = (0.0, 0.01, 0.03, 0.1, 0.5)
# From this many packs (Rubicon, six- and eight-pack) the policy keeps cards for another
# marriage or sequence after scoring one: with many copies of every card a player scores them
# again and again. As players of their own, the policy doing so beat the one that did not by
# about 1,100 a six-pack deal and 359 a Rubicon deal (see docs/ai.md).
REPEAT_MELDS_PACKS = 4
# share of a triple or higher bezique's value, by the copies it still misses (0 to 4; more: 0)
_MULTI_SHARE = (0.5, 0.1, 0.02, 0.004, 0.0008)


_POLICIES: dict[Variant, RolloutPolicy] = {}


_LAST: list[tuple[Variant, RolloutPolicy]] = []


def _policy(v: Variant) -> RolloutPolicy:
    # the variant of the last call first: hashing a variant (many fields) costs more than a
    # short playout
    if _LAST and _LAST[0][0] is v:
        return _LAST[0][1]
    pol = _POLICIES.get(v)
    if pol is None:
        pol = _POLICIES[v] = RolloutPolicy(v)
    _LAST[:] = [(v, pol)]
    return pol


def greedy_declaration(st: GameState) -> Action:
    """The playout policy's next step in a declaration act: score the highest meld allowed
    (announcing it first), then exchange or show the seven, then draw.

    The same choice as taking the highest over every legal action (a test compares the two),
    without listing them: the candidate melds are tried highest first (ties in the listed
    order), and only until one may be announced, against the player's melds summed up once
    (:meth:`GameState.first_announceable`); with many melds on the table (the multi-pack
    games) checking each candidate against every meld already declared was most of a search's
    time.
    """
    v = st.variant
    p = st.to_act
    assert p is not None and st.step == STEP_DECLARE
    trump = st.trump

    def highest_first(melds: list[Meld]) -> list[Meld]:
        # a stable sort: among equal values the first listed, as max() over the list picks
        return sorted(melds, key=lambda m: -meld_value(v, m, trump))

    def first_scorable(melds: list[Meld]) -> Meld | None:
        return next((m for m in highest_first(melds) if not st.score_reasons(p, m)), None)

    pending = st.pending[p]
    if pending and st.scores_left():
        if st.act_announced and st.act_scored == 0:
            m = first_scorable([m for m in pending if m in st.act_announced])
            if m is not None:
                return Action(SCORE, meld=m)
        m = first_scorable(pending)
        if m is not None:
            return Action(SCORE, meld=m)
    if st.act_scored == 0:
        m = st.first_announceable(p, highest_first(
            candidate_melds(v, st.concealed[p] + st.table[p], trump)))
        if m is not None:
            return Action(ANNOUNCE, meld=m)
    special = st.special_declare_action()
    if special is not None:
        return special
    if not st.may_end_act():
        raise RuntimeError("no declaration step for the playout policy")
    return Action(DONE)


def keep_draws_fixed(st: GameState, action: Action, first: int | None) -> None:
    """Before ``action`` ends a declaration act (and the draws follow), order the top of the
    sampled stock so that player ``first`` takes the upper card of the pair whoever won.

    The stock order is hidden and every order is equally likely, so giving each player a fixed
    sequence of future cards in a sampled world changes nothing in distribution; it lets a search
    compare two actions under the same luck even when they change who wins the trick.
    """
    if (first is not None and action.kind == DONE and st.step == STEP_DECLARE
            and st.to_act != first):
        st.swap_next_draws()


def finish_declaration(st: GameState, first: int | None = None) -> None:
    """Finish the current declaration act with :func:`greedy_declaration`."""
    for _ in range(40):
        if st.step != STEP_DECLARE:
            return
        a = greedy_declaration(st)
        keep_draws_fixed(st, a, first)
        st.apply_fast(a)
    raise RuntimeError("declaration act did not finish")


def policy_action(st: GameState, rng: random.Random) -> Action:
    """The action the playout policy takes for the player to act in ``st`` (which reads only
    that player's hand and what is public)."""
    if st.step == STEP_DECLARE:
        return greedy_declaration(st)
    if st.step != STEP_PLAY:
        # a step before the play (the six-pack packet guess): the middle choice
        legal = st.legal_actions()
        return sorted(legal, key=str)[len(legal) // 2]
    special = st.special_play_action()
    if special is not None:
        return special
    first: list[int] = []
    playout(st, rng, first_card=first)
    return Action(PLAY, card=first[0])


def playout(state: GameState, rng: random.Random, *, endgame: EndgameFn | None = None,
            first_card: list[int] | None = None, first_drawer: int | None = None
            ) -> tuple[tuple[int, int], tuple[int, int]]:
    """Play ``state``'s deal to the end with the playout policy; ``state`` is not changed.

    Returns the deal points and the brisque cards won per player.  ``endgame(leader_hand,
    other_hand, trump)``, when given, values the last tricks exactly once the stock is gone (the
    points the leader gains over the other), or returns None to have them played out.
    ``first_card``, when given, receives the first card chosen, and the playout stops there.
    ``first_drawer``, when given, takes the upper card of each pair drawn (see
    :func:`keep_draws_fixed`).
    """
    if state.step == STEP_DECLARE:
        state = state.clone()
        finish_declaration(state, first_drawer)
    if state.step != STEP_PLAY:
        return ((state.deal_points[0], state.deal_points[1]),
                (state.brisques[0], state.brisques[1]))
    if USE_COMPILED:
        got = _fastplay.playout(
            _policy(state.variant).compiled(),
            (state.concealed[0], state.table[0], state.concealed[1], state.table[1],
             state.scored[0], state.scored[1], state.pending[0], state.pending[1],
             state.stock, state.turnup, state.trump, state.phase, state.leader, state.to_act,
             state.trick, state.deal_points, state.brisques, state.cb, state.cb_show,
             state.dix_exchanged, state.sevens_scored),
            rng.random, endgame, first_drawer, first_card is not None)
        if got is not None:
            if first_card is not None:
                first_card.append(got)
                return (0, 0), (0, 0)
            return got
    return _py_playout(state, rng, endgame, first_card, first_drawer)


def _py_playout(state: GameState, rng: random.Random, endgame: EndgameFn | None,
                first_card: list[int] | None, first_drawer: int | None
                ) -> tuple[tuple[int, int], tuple[int, int]]:
    """:func:`playout` in Python, from a state at a card play: the reference the compiled
    playout follows step for step."""
    v = state.variant
    pol = _policy(v)
    rand = rng.random
    (hands, tabs, pending, stock, turnup, trump, phase, leader, to_act, trick, pts, brisq, cb,
     cb_show, dix_exchanged, sevens_scored) = state.deal_copy()
    counts = [[0] * 32, [0] * 32]
    for p in (0, 1):
        cp = counts[p]
        for c in hands[p]:
            cp[c & 31] += 1
    occ: list[dict[int, list[tuple[MeldType, str, int]]]] = [{}, {}]
    sets: list[set[tuple[MeldType, tuple[int, ...]]]] = [set(), set()]
    done_types: list[set[MeldType]] = [set(), set()]
    for p in (0, 1):
        for m in state.scored[p] + state.pending[p]:
            cls, order = MELD_CLASS[m.type]
            for c in m.cards:
                occ[p].setdefault(c, []).append((m.type, cls, order))
            sets[p].add((m.type, m.cards))
        done_types[p].update(m.type for m in state.scored[p])
    dix_on = v.dix_enabled
    dix_mode = v.dix_scores_on
    declare_all = v.last_stock_winner_declares_all
    per_trick = v.declarations_scored_per_trick or 99
    unit = pol.unit
    bpts = pol.bpts
    qval = pol.quartet_value
    seq_plain = float(v.plain_sequence)
    seq_trump = float(v.trump_sequence)
    bez_single = float(v.bezique_points[0])
    bez_double = float(v.bezique_points[1]) if v.max_bezique_multiple >= 2 else 0.0
    repeat_melds = v.packs >= REPEAT_MELDS_PACKS
    # triple and higher beziques: type, copies of each card, points
    higher_bez = [(BEZIQUES[n - 1], n, float(v.bezique_points[n - 1]))
                  for n in range(3, min(v.max_bezique_multiple, len(v.bezique_points)) + 1)]
    late_scale = pol.late
    base, partner, mval, bez = pol.tables(trump)

    dr = deal_rules(v)
    r1, r2 = variant_rules(v, trump)
    b1, b2 = r1.table, r2.table

    def keep(p: int, c: int, stage: float) -> float:
        """What keeping ``c`` is worth to player ``p``: its play value plus a share of the
        melds it may still complete (a rough form of the Medium player's estimate)."""
        k = c & 31
        x = base[k]
        if stage <= 0.0:
            return x
        cnt = counts[p]
        r = k & 7
        s = k >> 3
        done = done_types[p]
        pk = partner[k]
        if pk >= 0 and (repeat_melds or MARRIAGE not in done):
            x += mval[k] * (0.5 if cnt[pk] else 0.08) * stage
        if r in _SEQ:
            if s == trump or (trump is None and r in _SEQ):
                if repeat_melds or SEQUENCE not in done:
                    m = ((cnt[s * 8 + _ACE] > 0) + (cnt[s * 8 + _TEN] > 0)
                         + (cnt[s * 8 + _KING] > 0) + (cnt[s * 8 + _QUEEN] > 0)
                         + (cnt[s * 8 + _JACK] > 0))
                    x += seq_trump * _SEQ_SHARE[m] * stage
            elif seq_plain and r in _SEQ:
                m = ((cnt[s * 8 + _ACE] > 0) + (cnt[s * 8 + _TEN] > 0)
                     + (cnt[s * 8 + _KING] > 0) + (cnt[s * 8 + _QUEEN] > 0)
                     + (cnt[s * 8 + _JACK] > 0))
                x += seq_plain * _SEQ_SHARE[m] * 0.5 * stage
        role = bez[k]
        if role:
            other = bez_jack if role == 1 else bez_queen
            if BEZIQUE_1 not in done:
                x += bez_single * (0.5 if cnt[other] else 0.1) * stage
            if bez_double and BEZIQUE_2 not in done:
                h = min(cnt[k], 2) + min(cnt[other], 2)
                x += bez_double * _DOUBLE_SHARE[h] * stage
            # triple and higher beziques (Rubicon, six- and eight-pack), by the copies missing
            for mtype, n, pts in higher_bez:
                if mtype not in done:
                    miss = 2 * n - min(cnt[k], n) - min(cnt[other], n)
                    if miss < 5:
                        x += pts * _MULTI_SHARE[miss] * stage
        qv = qval[r]
        if qv:
            n = cnt[r] + cnt[8 + r] + cnt[16 + r] + cnt[24 + r]
            x += qv * _QUARTET_SHARE[n if n < 4 else 4] * stage
        return x

    bez_queen = next((k for k in range(32) if bez[k] == 1), -1)
    bez_jack = next((k for k in range(32) if bez[k] == 2), -1)

    while True:
        assert to_act is not None
        p = to_act
        hand = hands[p]
        if cb[p] == 1:
            cb[p] = 2 if v.carte_blanche in ("rubicon", "six_pack") else 3
            pts[p] += v.carte_blanche_points
        if cb_show[p] is not None:
            cb_show[p] = None
            pts[p] += v.carte_blanche_points
        # ------------------------------------------------------------ choose a card
        if phase == 1:
            remaining = len(stock) + (turnup is not None)
            tricks_left = remaining >> 1
            stage = 1.0 if tricks_left >= 4 else 0.5 if tricks_left >= 2 else 0.0
            late = late_scale * (9 - tricks_left) / 8 if tricks_left < 9 else 0.0
            if tricks_left == 1:
                late += late_scale
            got = _best_meld(pol, hand, tabs[p], occ[p], sets[p], pending[p], trump,
                            counts[p])
            ready = 0.0
            ready_cards: tuple[int, ...] = ()
            if got is not None:
                ready = float(got[2]) * (1.0 if tricks_left <= 2 else 0.6 if tricks_left <= 6
                                         else 0.4)
                ready_cards = got[1]
            best_s = -1e18
            card = hand[0]
            if trick:
                lead = trick[0]
                lp = bpts[lead & 31]
                for c in hand:
                    tp = lp + bpts[c & 31]
                    if b1[lead & 31][c & 31]:
                        g = tp + late + (0.0 if c in ready_cards else ready)
                    else:
                        g = -tp - late * 0.5
                    sc = g - keep(p, c, stage)
                    if sc > best_s:
                        best_s, card = sc, c
            else:
                for c in hand:
                    k = c & 31
                    r = k & 7
                    if k >> 3 == trump:
                        p_lose = 0.0 if r == _ACE else 0.12 if r == _TEN else 0.3
                    else:
                        p_lose = 0.4 if r == _ACE else 0.65 if r == _TEN else 0.3
                    sc = ((1.0 - p_lose) * (late + (0.0 if c in ready_cards else ready))
                          - p_lose * bpts[k] - keep(p, c, stage) + rand() * 0.1 * unit)
                    if sc > best_s:
                        best_s, card = sc, c
        elif trick:
            lead = trick[0]
            options = r2.follow_options(hand, trick)
            winners = [c for c in options if b2[lead & 31][c & 31]]
            if winners:
                card = min(winners, key=lambda c: (c & 7) + (20 if c >> 3 & 3 == trump else 0))
            else:
                card = min(options, key=lambda c: (c & 7) + (20 if c >> 3 & 3 == trump else 0))
        else:
            aces = [c for c in hand if c & 7 == _ACE and c >> 3 & 3 != trump]
            if aces:
                card = aces[0]
            else:
                card = min(hand, key=lambda c: (c & 7) + (20 if c >> 3 & 3 == trump else 0)
                           + rand())
        # ------------------------------------------------------------ play it
        if first_card is not None:
            first_card.append(card)
            return (0, 0), (0, 0)
        hand.remove(card)
        counts[p][card & 31] -= 1
        tp_ = tabs[p]
        if card in tp_:
            tp_.discard(card)
            if pending[p]:
                pending[p] = [m for m in pending[p] if card not in m.cards]
        trick.append(card)
        if cb[p] == 1:
            cb[p] = 3
        cb_show[p] = None
        if (phase == 1 and dix_on and dix_mode == "when_played" and trump is not None
                and card & 31 == trump * 8 + _SEVEN):
            pts[p] += v.dix_points
        if len(trick) < 2:
            to_act = 1 - p
            continue
        lead, follow = trick
        w = 1 - leader if (b2 if phase == 2 else b1)[lead & 31][follow & 31] else leader
        trick = []
        leader = w
        score_trick(dr, lead, follow, w, phase, trump, pts, brisq)
        if phase == 2:
            if hands[0] or hands[1]:
                to_act = w
                continue
            if dr.last_bonus_final:
                pts[w] += dr.last_bonus
            break
        # ------------------------------------------------------------ declaration act
        remaining = len(stock) + (turnup is not None)
        if remaining == 2 and not dr.last_bonus_final:
            pts[w] += dr.last_bonus
        whand = hands[w]
        n_scores = 99 if (remaining == 2 and declare_all) else per_trick
        declared = False
        for _ in range(n_scores):
            got = _best_meld(pol, whand, tabs[w], occ[w], sets[w], pending[w], trump,
                            counts[w])
            if got is None:
                break
            mtype, cards, value, from_pending = got
            meld = Meld(mtype, cards)
            new_trump = fixes_trump_suit(v, meld, trump)
            if new_trump is not None:
                trump = new_trump
                r1, r2 = variant_rules(v, trump)
                b1, b2 = r1.table, r2.table
                base, partner, mval, bez = pol.tables(trump)
                bez_queen = next((k for k in range(32) if bez[k] == 1), -1)
                bez_jack = next((k for k in range(32) if bez[k] == 2), -1)
                value = meld_value(v, meld, trump)
            if v.double_bezique_after_single == "top_up_to_500" and mtype == BEZIQUE_2:
                value -= sum(v.bezique_points[0] for (t, cs) in sets[w]
                             if t == BEZIQUE_1 and set(cs) <= set(cards))
            pts[w] += value
            cls, order = MELD_CLASS[mtype]
            ow = occ[w]
            entry = (mtype, cls, order)
            for c in cards:
                tabs[w].add(c)
                ow.setdefault(c, []).append(entry)
            sets[w].add((mtype, cards))
            done_types[w].add(mtype)
            if from_pending:
                pending[w].remove(meld)
            if pending[w]:
                cset = set(cards)
                pending[w] = [o for o in pending[w] if not (
                    MELD_CLASS[o.type][0] == cls and MELD_CLASS[o.type][1] < order
                    and not cset.isdisjoint(o.cards))]
            declared = True
        if dix_on and trump is not None and not (v.dix_counts_as_declaration and declared):
            k7 = trump * 8 + _SEVEN
            for s7 in [c for c in whand if c & 31 == k7 and c not in tabs[w]]:
                if (not dix_exchanged and stock and turnup is not None
                        and turnup & 7 != _SEVEN):
                    whand.remove(s7)
                    whand.append(turnup)
                    counts[w][k7] -= 1
                    counts[w][turnup & 31] += 1
                    if s7 not in sevens_scored:
                        sevens_scored.add(s7)
                        pts[w] += v.dix_points
                    turnup = s7
                    dix_exchanged = True
                elif dix_mode == "declare_after_win" and s7 not in sevens_scored:
                    sevens_scored.add(s7)
                    pts[w] += v.dix_points
        if first_drawer is not None and len(stock) >= 2 and w != first_drawer:
            stock[-1], stock[-2] = stock[-2], stock[-1]
        turnup = draw_after_trick(dr, w, stock, turnup, hands, cb, cb_show)
        counts[w][hands[w][-1] & 31] += 1
        counts[1 - w][hands[1 - w][-1] & 31] += 1
        to_act = w
        if not stock and turnup is None:
            phase = 2
            pending, cb, cb_show = start_last_tricks(tabs, cb)
            gain = None if endgame is None else endgame(hands[w], hands[1 - w], trump)
            if gain is not None:
                if gain >= 0:
                    pts[w] += gain
                else:
                    pts[1 - w] -= gain
                return finish_deal(dr, pts, brisq)
    return finish_deal(dr, pts, brisq)


def playout_utility(state: GameState, player: int, rng: random.Random, *,
                    endgame: EndgameFn | None = None) -> float:
    """The deal's worth to ``player`` after one playout (see :func:`deal_utility`)."""
    pts, br = playout(state, rng, endgame=endgame)
    return deal_utility(state.variant, pts, br, player)


def _could_meld(pol: RolloutPolicy, cnt: list[int], trump: int | None) -> bool:
    """Cheap test on kind counts: might the hand hold any meld at all?"""
    for s in range(0, 32, 8):
        if cnt[s + _KING] and cnt[s + _QUEEN]:
            return True
    for q, j in bezique_pair(pol.v, trump):
        if cnt[q * 8 + _QUEEN] and cnt[j * 8 + _JACK]:
            return True
    for r in pol.quartets:
        if cnt[r] + cnt[8 + r] + cnt[16 + r] + cnt[24 + r] >= 4:
            return True
    if trump is not None and (pol.v.trump_quartets or pol.v.trump_quintets):
        t8 = trump * 8
        if max(cnt[t8:t8 + 8]) >= 4:
            return True
    return False


def _best_meld(pol: RolloutPolicy, hand: list[int], tab: set[int],
               occ: dict[int, list[tuple[MeldType, str, int]]],
               done: set[tuple[MeldType, tuple[int, ...]]], pending: list[Meld], trump: int | None,
               cnt: list[int] | None = None) -> tuple[MeldType, tuple[int, ...], int, bool] | None:
    """The most valuable meld the player may score now (approximate re-use rules)."""
    if cnt is not None and not pending and not _could_meld(pol, cnt, trump):
        return None
    v = pol.v
    bykind: dict[int, list[int]] = {}
    for c in hand:
        bykind.setdefault(c & 31, []).append(c)
    best: tuple[MeldType, tuple[int, ...], int, bool] | None = None
    best_val = 0
    fixes = v.trump_determination != "turn_up" and trump is None

    def pick(kind: int, n: int, cls: str) -> list[int] | None:
        cs = bykind.get(kind)
        if not cs or len(cs) < n:
            return None
        if len(cs) > n:
            cs = sorted(cs, key=lambda c: (any(e[1] == cls for e in occ.get(c, ())),
                                           c in tab))
        return cs[:n]

    def consider(mtype: MeldType, cards: list[int]) -> bool:
        """Keep the meld if allowed and the best so far; True if it is allowed."""
        nonlocal best, best_val
        cls, order = MELD_CLASS[mtype]
        t = tuple(sorted(cards))
        if pol.classic:
            same_class = False
            for c in t:
                for (ot, ocls, oorder) in occ.get(c, ()):
                    if ot == mtype or (ocls == cls and oorder > order):
                        return False
                    if ocls == cls:
                        same_class = True
            if same_class and pol.fresh and all(c in tab for c in t):
                return False
        else:
            if (mtype, t) in done:
                return False
            prior = False
            for c in t:
                for (ot, ocls, oorder) in occ.get(c, ()):
                    if ocls == cls and oorder > order:
                        return False
                    if ot == mtype:
                        prior = True
            if prior and v.reuse_rule == "rubicon_laws_strict" and all(c in tab for c in t):
                return False
        value = meld_value(v, Meld(mtype, t), trump)
        if value > best_val:
            best_val = value
            best = (mtype, t, value, False)
        return True

    for s in range(4):
        if bykind.get(s * 8 + _KING) and bykind.get(s * 8 + _QUEEN):
            k1 = pick(s * 8 + _KING, 1, "A")
            q1 = pick(s * 8 + _QUEEN, 1, "A")
            if k1 and q1:
                consider(MARRIAGE, k1 + q1)
            if s == trump or fixes or v.plain_sequence > 0:
                seq = [pick(s * 8 + r, 1, "A") for r in _SEQ]
                if all(seq):
                    consider(SEQUENCE, [x[0] for x in seq if x])
    for qs, js in bezique_pair(v, trump):
        nq = len(bykind.get(qs * 8 + _QUEEN, ()))
        nj = len(bykind.get(js * 8 + _JACK, ()))
        for n in range(min(nq, nj, v.max_bezique_multiple), 0, -1):
            queens = pick(qs * 8 + _QUEEN, n, "B")
            jacks = pick(js * 8 + _JACK, n, "B")
            if queens and jacks and consider(BEZIQUES[n - 1], queens + jacks):
                break  # the biggest bezique allowed is worth the most
    for r in pol.quartets:
        if cnt is not None and cnt[r] + cnt[8 + r] + cnt[16 + r] + cnt[24 + r] < 4:
            continue
        same = [c for s in range(4) for c in bykind.get(s * 8 + r, ())]
        if len(same) >= 4:
            cls = MELD_CLASS[quartet(_QUARTET_CHAR[r])][0]
            same.sort(key=lambda c: (any(e[1] == cls for e in occ.get(c, ())), c in tab))
            consider(quartet(_QUARTET_CHAR[r]), same[:4])
    if trump is not None and (v.trump_quartets or v.trump_quintets):
        for r in _QUARTET_CHAR:
            cs = bykind.get(trump * 8 + r, ())
            if v.trump_quartets and len(cs) >= 4:
                consider(trump_quartet(_QUARTET_CHAR[r]), list(cs[:4]))
            if v.trump_quintets and len(cs) >= 5:
                consider(trump_quintet(_QUARTET_CHAR[r]), list(cs[:5]))
    for m in pending:
        if all(c in tab for c in m.cards):
            value = meld_value(v, m, trump)
            if value > best_val and not any(
                    ot == m.type or (ocls == m.cls and oorder > m.order)
                    for c in m.cards for (ot, ocls, oorder) in occ.get(c, ())
                    if (ot, ocls, oorder) != (m.type, m.cls, m.order)):
                best_val = value
                best = (m.type, m.cards, value, True)
    return best
