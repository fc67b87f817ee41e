# cython: annotation_typing=False
"""Fast heuristic playouts: finishing a deal from a full (sampled) state, for the search levels.

The playout is a policy (:class:`_Playout`) over the engine's deal kernel
(:mod:`bezique_qt.engine.kernel`), which carries out the rules.  Each simulated player chooses
from its *own* hand and what is public (the trick, trumps, the number of cards left): no
simulated player reads the other's hand or the order of the stock, so a search that averages
playouts over sampled worlds does not "know" its future draws.

The card policy follows the hints in rough form: lead and throw away the cards worth least
(low plain cards first), win a led brisque cheaply, take tricks late in the stock; after a won
trick score the highest meld the re-use rules allow (the kernel's rules, with a caution of the
policy's own: the :class:`~.meld_search.MeldSearch` the playout holds), exchange and show the
seven of trumps.  In the last tricks it wins cheaply when it can, or asks the exact solver when
one is given.

The policy's tables are in :mod:`.playout_tables`; its declarations on the checked engine, when
a playout starts in a declaration act, in :mod:`.playout_declarations`.
"""

from __future__ import annotations

try:
    import cython
except ImportError:  # run as Python without Cython installed
    from bezique_qt import _cython as cython

import random
from collections.abc import Callable

from bezique_qt.engine import (
    STEP_DECLARE,
    STEP_PLAY,
    Action,
    GameState,
    Variant,
    deal_melds,
    kernel,
)
from bezique_qt.engine.actions import (
    PLAY,
)
from bezique_qt.engine.kernel import TYPE_ID, Deal, Policy
from bezique_qt.engine.melds import (
    BEZIQUE_1,
    BEZIQUE_2,
    MARRIAGE,
    MELD_TYPES,
    SEQUENCE,
)

from .common import deal_utility
from .last_tricks import phase2_multi_choice
from .meld_search import MeldSearch
from .playout_declarations import finish_declaration, greedy_declaration
from .playout_tables import RolloutPolicy, Tables

__all__ = ["playout", "playout_utility", "policy_action"]

#: Whether this module runs compiled.
COMPILED: bool = cython.compiled

_SEVEN, _NINE, _JACK, _QUEEN, _KING, _TEN, _ACE = 0, 2, 3, 4, 5, 6, 7
# the meld types as bits (kernel.TYPE_ID), for what a seat has declared (Deal.donem)
_B_MARRIAGE = 1 << TYPE_ID[MARRIAGE]
_B_SEQUENCE = 1 << TYPE_ID[SEQUENCE]
_B_BEZ1 = 1 << TYPE_ID[BEZIQUE_1]
_B_BEZ2 = 1 << TYPE_ID[BEZIQUE_2]

EndgameFn = Callable[[list[int], list[int], int | None], int | None]


_SEQ_SHARE = (0.0, 0.02, 0.05, 0.1, 0.25, 0.5)
_QUARTET_SHARE = (0.0, 0.02, 0.06, 0.2, 0.5)
_DOUBLE_SHARE = (0.0, 0.01, 0.03, 0.1, 0.5)
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
            first_card: list[int] | None = None, first_drawer: int | None = None,
            finish: list[object] | None = None
            ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Play ``state``'s deal to the end with the playout policy; ``state`` is not changed.

    Returns the deal points and the brisque cards won per player.  ``endgame(leader_hand,
    other_hand, trump)``, when given, values the last tricks exactly once the stock is gone (the
    points the leader gains over the other), or returns None to have them played out.
    ``first_card``, when given, receives the first card chosen, and the playout stops there.
    ``first_drawer``, when given, takes the upper card of each pair drawn (see
    :func:`keep_draws_fixed`).  ``finish``, when given, receives the deal as it ended (a
    kernel :class:`Deal`, or the state when no kernel played it), for what happened in it
    (:mod:`.outcomes`); reading it changes no choice and no random draw.
    """
    if state.step == STEP_DECLARE:
        state = state.clone()
        finish_declaration(state, first_drawer)
    if state.step != STEP_PLAY:
        if finish is not None:
            finish.append(state)
        return tuple(state.deal_points), tuple(state.brisques)
    v = state.variant
    if state.phase == 2 and v.partnerships and v.partnership_last_tricks == "pairs":
        return _pairs_playout(state, first_card)
    return _kernel_playout(state, rng, endgame, first_card, first_drawer, finish)


class _Playout(Policy):
    """The playout policy over the engine's deal kernel, for one playout: the card choice (the
    play value of winning or losing the trick, less what keeping the card is worth), the
    highest meld allowed after a won trick, the seven always exchanged or shown, the draws kept
    fixed for ``first_drawer``, and the last tricks valued by ``endgame`` when given."""

    __slots__ = ("pol", "rand", "endgame", "first_drawer", "trump", "tcode", "tb", "bpts",
                 "qval", "melds")

    def __init__(self, pol: RolloutPolicy, rand: Callable[[], float],
                 endgame: EndgameFn | None, first_drawer: int | None) -> None:
        self.pol = pol
        self.rand = rand
        self.endgame = endgame
        self.first_drawer = first_drawer
        self.trump: int | None = -1  # the trump suit of the tables below
        self.tcode = -2  # the same as a number: the suit, -1 for none, -2 for no tables yet
        self.tb: Tables = pol.trump_tables(None)  # (replaced before use: see tcode)
        self.bpts = pol.bpts
        self.qval = pol.quartet_value
        self.melds = MeldSearch(pol)  # the best meld to score, and the cards it keeps

    def _trump_tables(self, trump: int | None) -> None:
        self.trump = trump
        self.tcode = -1 if trump is None else trump
        self.tb = self.pol.trump_tables(trump)

    def choose_card(self, d: Deal, p: int, options: list[int]) -> int:
        trump = d.trump
        if (-1 if trump is None else trump) != self.tcode:
            self._trump_tables(trump)
        if d.phase == 1:
            return _choose_first_phase(self, d, p, options)
        return _last_tricks_card(self, d, p, options)

    def declare(self, d: Deal, w: int, n_scores: int) -> bool:
        declared = False
        ms = self.melds
        for _ in range(n_scores):
            if not ms.best(d, w):
                break
            deal_melds.score_meld(d, w, MELD_TYPES[ms.best_type],
                              tuple([ms.best_cards[i] for i in range(ms.best_n)]),
                              ms.best_pend)
            declared = True
        return declared

    def seven(self, d: Deal, w: int, s7: int, can_exchange: bool, can_show: bool,
              acted: bool) -> int:
        return 1 if can_exchange else 2

    def before_draws(self, d: Deal, w: int) -> None:
        stock = d.stock
        first = self.first_drawer
        if first is None or w == first:
            return
        if d.n == 2:
            if len(stock) >= 2:
                stock[-1], stock[-2] = stock[-2], stock[-1]
            return
        depth = (first - w) % d.n  # the draws go round from the winner
        if len(stock) > depth:
            stock[-1], stock[-1 - depth] = stock[-1 - depth], stock[-1]

    def last_tricks(self, d: Deal, w: int) -> bool:
        if self.endgame is None or d.n != 2:  # the exact solver is two-handed
            return False
        other = (w + 1) % d.n
        gain = self.endgame(d.hands[w], d.hands[other], d.trump)
        if gain is None:
            return False
        if gain >= 0:
            d.pts[w] += gain
        else:
            d.pts[other] -= gain
        return True


def _last_tricks_card(pl: _Playout, d: Deal, p: int, options: list[int]) -> int:
    """The card to play in the last tricks: following, win as cheaply as the duties allow, or
    throw the lowest; leading, a plain ace, or the lowest card (ties broken at random)."""
    tcode = pl.tcode
    trick = d.trick
    if trick:  # the last tricks, following: win as cheaply as the duties allow, or throw low
        if d.n == 2:
            rowm = d.r2.wins[trick[0] & 31]
        else:
            # the card to beat is the best so far; on a partner's trick, no fight for it
            i = d.r2.winner(trick)
            if _partner_holds(d, p, i):
                return _lowest(options, d.trump)
            rowm = d.r2.wins[trick[i] & 31]
        card = -1
        low = 0
        for c in options:
            if rowm >> (c & 31) & 1:
                k = (c & 7) + (20 if c >> 3 & 3 == tcode else 0)
                if card < 0 or k < low:
                    card, low = c, k
        if card >= 0:
            return card
        for c in options:
            k = (c & 7) + (20 if c >> 3 & 3 == tcode else 0)
            if card < 0 or k < low:
                card, low = c, k
        return card
    for c in options:  # the last tricks, leading: a plain ace, or the lowest card
        if c & 7 == _ACE and c >> 3 & 3 != tcode:
            return c
    rand = pl.rand
    card = -1
    lowf = 0.0
    for c in options:
        y = rand()
        x = (c & 7) + (20 if c >> 3 & 3 == tcode else 0) + y
        if card < 0 or x < lowf:
            card, lowf = c, x
    return card


def _choose_first_phase(pl: _Playout, d: Deal, p: int, hand: list[int]) -> int:
    """The card to play before the last tricks: the most the trick's play value less the worth
    of keeping the card (:func:`_keep`), a meld ready to score counting for winning."""
    pol = pl.pol
    bpts = pl.bpts
    late_scale = pol.late
    remaining = len(d.stock) + (d.turnup is not None)
    tricks_left = remaining // d.n
    stage = 1.0 if tricks_left >= 4 else 0.5 if tricks_left >= 2 else 0.0
    late = late_scale * (9 - tricks_left) / 8 if tricks_left < 9 else 0.0
    if tricks_left == 1:
        late += late_scale
    ready = 0.0
    if pl.melds.best(d, p):
        ready = (float(pl.melds.best_value)
                 * (1.0 if tricks_left <= 2 else 0.6 if tricks_left <= 6 else 0.4))
    best_s = -1e18
    card = hand[0]
    trick = d.trick
    if trick and d.n != 2:
        return _follow_multi(pl, d, p, hand, stage, late, ready)
    if trick:
        lead = trick[0]
        lp = bpts[lead & 31]
        rowm = d.r1.wins[lead & 31]
        for c in hand:
            tp = lp + bpts[c & 31]
            if rowm >> (c & 31) & 1:
                g = tp + late + (0.0 if _in_best(pl, c) else ready)
            else:
                g = -tp - late * 0.5
            sc = g - _keep(pl, d, p, c, stage)
            if sc > best_s:
                best_s, card = sc, c
    else:
        unit = pol.unit
        rand = pl.rand
        others = 1 if d.n == 2 else len(_opponents(d, p))
        for c in hand:
            k = c & 31
            r = k & 7
            if k >> 3 == pl.tcode:
                p_lose = 0.0 if r == _ACE else 0.12 if r == _TEN else 0.3
            else:
                p_lose = 0.4 if r == _ACE else 0.65 if r == _TEN else 0.3
            if others > 1:  # each opponent to play may take it
                p_lose = 1.0 - (1.0 - p_lose) ** others
            sc = ((1.0 - p_lose) * (late + (0.0 if _in_best(pl, c) else ready))
                  - p_lose * bpts[k] - _keep(pl, d, p, c, stage))
            x = rand()
            sc = sc + x * 0.1 * unit
            if sc > best_s:
                best_s, card = sc, c
    return card


def _in_best(pl: _Playout, c: int) -> bool:
    """Whether card ``c`` is in the meld the last search found (the meld ready to score)."""
    ms = pl.melds
    if ms.best_type < 0:
        return False
    for i in range(ms.best_n):
        if ms.best_cards[i] == c:
            return True
    return False


def _partner_holds(d: Deal, p: int, i: int) -> bool:
    """Whether the ``i``-th card of the trick, best so far, is seat ``p``'s partner's."""
    side = d.side
    if side is None:
        return False
    q = (d.leader + i) % d.n
    return q != p and side[q] == side[p]


def _opponents(d: Deal, p: int) -> list[int]:
    """The seats playing against ``p`` (a partner is not one)."""
    side = d.side
    if side is None:
        return [q for q in range(d.n) if q != p]
    return [q for q in range(d.n) if side[q] != side[p]]


def _lowest(options: list[int], trump: int | None) -> int:
    """The cheapest card of ``options``: the lowest rank, a trump last."""
    card = options[0]
    low = 99
    for c in options:
        k = (c & 7) + (20 if c >> 3 & 3 == trump else 0)
        if k < low:
            card, low = c, k
    return card


def _follow_multi(pl: _Playout, d: Deal, p: int, hand: list[int], stage: float, late: float,
                  ready: float) -> int:
    """Following to a first-phase trick of three or four cards: the best card so far is the
    one to beat, the players still to come may take the trick back (less so the later this
    player plays), and a partner's trick is the side's own: its cards are not lost to it."""
    bpts = pl.bpts
    trick = d.trick
    i = d.r1.winner(trick)
    rowm = d.r1.wins[trick[i] & 31]
    tp = 0.0
    for x in trick:
        tp += bpts[x & 31]
    partner = _partner_holds(d, p, i)
    # the opponents still to play after this card
    after = 0
    for j in range(len(trick) + 1, d.n):
        q = (d.leader + j) % d.n
        if d.side is None or d.side[q] != d.side[p]:
            after += 1
    hold = 0.7 ** after  # the chance a winning card is not beaten by those after
    best_s = -1e18
    card = hand[0]
    for c in hand:
        t = tp + bpts[c & 31]
        if rowm >> (c & 31) & 1:
            g = hold * (t + late + (0.0 if _in_best(pl, c) else ready)) - (1.0 - hold) * t
        elif partner:
            g = hold * t  # the partner's trick, if it stands: the card goes to the side
        else:
            g = -t - late * 0.5
        sc = g - _keep(pl, d, p, c, stage)
        if sc > best_s:
            best_s, card = sc, c
    return card


def _keep(pl: _Playout, d: Deal, p: int, c: int, stage: float) -> float:
    """What keeping ``c`` is worth to seat ``p``: its play value plus a share of the melds it
    may still complete (a rough form of the Medium player's estimate)."""
    k = c & 31
    x = pl.tb.base[k]
    if stage <= 0.0:
        return x
    pol = pl.pol
    cnt = d.counts  # seat p's from o on
    o = p * 32
    r = k & 7
    s = k >> 3
    done = d.donem[p]
    repeat_melds = pol.repeat_melds
    pk = pl.tb.partner[k]
    if pk >= 0 and (repeat_melds or not done & _B_MARRIAGE):
        x += pl.tb.mval[k] * (0.5 if cnt[o + pk] else 0.08) * stage
    if r >= _JACK:  # a rank of the sequence
        if s == pl.tcode or pl.tcode < 0:
            if repeat_melds or not done & _B_SEQUENCE:
                m = ((cnt[o + s * 8 + _ACE] > 0) + (cnt[o + s * 8 + _TEN] > 0)
                     + (cnt[o + s * 8 + _KING] > 0) + (cnt[o + s * 8 + _QUEEN] > 0)
                     + (cnt[o + s * 8 + _JACK] > 0))
                x += pol.seq_trump * _SEQ_SHARE[m] * stage
        elif pol.seq_plain:
            m = ((cnt[o + s * 8 + _ACE] > 0) + (cnt[o + s * 8 + _TEN] > 0)
                 + (cnt[o + s * 8 + _KING] > 0) + (cnt[o + s * 8 + _QUEEN] > 0)
                 + (cnt[o + s * 8 + _JACK] > 0))
            x += pol.seq_plain * _SEQ_SHARE[m] * 0.5 * stage
    role = pl.tb.bez[k]
    if role:
        other = pl.tb.bez_jack if role == 1 else pl.tb.bez_queen
        if not done & _B_BEZ1:
            x += pol.bez_single * (0.5 if cnt[o + other] else 0.1) * stage
        bez_double = pol.bez_double
        if bez_double and not done & _B_BEZ2:
            h = min(cnt[o + k], 2) + min(cnt[o + other], 2)
            x += bez_double * _DOUBLE_SHARE[h] * stage
        # triple and higher beziques (Rubicon, six- and eight-pack), by the copies missing
        for bit, n, pts in pol.higher_bits:
            if not done & bit:
                miss = 2 * n - min(cnt[o + k], n) - min(cnt[o + other], n)
                if miss < 5:
                    x += pts * _MULTI_SHARE[miss] * stage
    qv = pl.qval[r]
    if qv:
        n = cnt[o + r] + cnt[o + 8 + r] + cnt[o + 16 + r] + cnt[o + 24 + r]
        x += qv * _QUARTET_SHARE[n if n < 4 else 4] * stage
    return x


def _pairs_playout(state: GameState, first_card: list[int] | None
                   ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The partners' last tricks in pairs (two tricks of two at once, not the kernel's): played
    out on the checked engine by the rule of thumb of the last tricks, each player from his own
    observation of this world."""
    st = state.clone()
    while not st.deal_over:
        p = st.to_act
        assert p is not None
        obs = st.observation(p)
        a = phase2_multi_choice(obs)
        if first_card is not None:
            assert a.card is not None
            first_card.append(a.card)
            return (0, 0), (0, 0)
        st.apply_fast(a)
    return tuple(st.deal_points), tuple(st.brisques)


def _kernel_playout(state: GameState, rng: random.Random, endgame: EndgameFn | None,
                    first_card: list[int] | None, first_drawer: int | None,
                    finish: list[object] | None = None
                    ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """:func:`playout` on the engine's deal kernel, from a state at a card play."""
    d = Deal.from_state(state)
    v = state.variant
    if v.partnerships:
        d.side = [v.side_of(q) for q in range(d.n)]
    pl = _Playout(_policy(state.variant), rng.random, endgame, first_drawer)
    if first_card is not None:
        d.stop_first = True
        kernel.play(d, pl)
        first_card.append(d.first_card)
        return (0, 0), (0, 0)
    kernel.play(d, pl)
    if finish is not None:
        finish.append(d)
    return kernel.result(d)


def playout_utility(state: GameState, player: int, rng: random.Random, *,
                    endgame: EndgameFn | None = None) -> float:
    """The deal's worth to ``player`` after one playout (see :func:`deal_utility`)."""
    pts, br = playout(state, rng, endgame=endgame)
    return deal_utility(state.variant, pts, br, player)
