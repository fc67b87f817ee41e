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
policy's own, :func:`_consider`), exchange and show the seven of trumps.  In the last tricks it
wins cheaply when it can, or asks the exact solver when one is given.
"""

from __future__ import annotations

try:
    import cython
except ImportError:  # run as Python without Cython installed
    from bezique_qt import _cython as cython

import random
from collections.abc import Callable

from bezique_qt.engine import STEP_DECLARE, STEP_PLAY, Action, GameState, Variant, kernel
from bezique_qt.engine.actions import (
    ANNOUNCE,
    DONE,
    PLAY,
    SCORE,
)
from bezique_qt.engine.kernel import MAXCARD, TYPE_ID, Deal, Policy
from bezique_qt.engine.melds import (
    BEZIQUE_1,
    BEZIQUE_2,
    BEZIQUES,
    MARRIAGE,
    MELD_CLASS,
    MELD_TYPES,
    SEQUENCE,
    Meld,
    bezique_pair,
    candidate_melds,
    meld_value,
    quartet,
    trump_quartet,
    trump_quintet,
)
from bezique_qt.engine.rules import cb_court

from .common import deal_utility
from .last_tricks import phase2_multi_choice

__all__ = [
    "RolloutPolicy", "finish_declaration", "greedy_declaration",
    "keep_draws_fixed", "playout", "playout_utility", "policy_action",
]

#: Whether this module runs compiled.
COMPILED: bool = cython.compiled

_SEVEN, _NINE, _JACK, _QUEEN, _KING, _TEN, _ACE = 0, 2, 3, 4, 5, 6, 7
_SEQ = (_ACE, _TEN, _KING, _QUEEN, _JACK)
_QUARTET_CHAR = {_ACE: "A", _KING: "K", _QUEEN: "Q", _JACK: "J", _TEN: "T"}
_BASE = (0.0, 1.0, 2.0, 3.0, 5.0, 6.0, 14.0, 16.0)
_QUARTETS = {r: quartet(ch) for r, ch in _QUARTET_CHAR.items()}
# the meld types as numbers and bits (kernel.TYPE_ID), for the compiled meld search
_T_MARRIAGE = TYPE_ID[MARRIAGE]
_T_SEQUENCE = TYPE_ID[SEQUENCE]
_T_BEZ1 = TYPE_ID[BEZIQUE_1]
_B_MARRIAGE = 1 << _T_MARRIAGE
_B_SEQUENCE = 1 << _T_SEQUENCE
_B_BEZ1 = 1 << _T_BEZ1
_B_BEZ2 = 1 << TYPE_ID[BEZIQUE_2]
_T_QUARTET = [TYPE_ID[_QUARTETS[r]] if r in _QUARTETS else 0 for r in range(8)]
_T_TRUMP_QUARTET = [TYPE_ID[trump_quartet(ch)] for ch in _QUARTET_CHAR.values()]
_T_TRUMP_QUINTET = [TYPE_ID[trump_quintet(ch)] for ch in _QUARTET_CHAR.values()]
_QUARTET_RANKS = list(_QUARTET_CHAR)
_NTYPES = len(MELD_TYPES)
_MAXC = MAXCARD


def _class_masks() -> tuple[list[int], list[int]]:
    """Per meld type: the bits of the types of its class (itself too), and of those of its
    class and a higher order (:data:`~bezique_qt.engine.melds.MELD_CLASS`)."""
    same: list[int] = []
    higher: list[int] = []
    for t in MELD_TYPES:
        cls, order = MELD_CLASS[t]
        same.append(sum(1 << TYPE_ID[o] for o in MELD_TYPES if MELD_CLASS[o][0] == cls))
        higher.append(sum(1 << TYPE_ID[o] for o in MELD_TYPES
                          if MELD_CLASS[o][0] == cls and MELD_CLASS[o][1] > order))
    return same, higher


_CLS_MASK = _class_masks()[0]
_HIGHER_MASK = _class_masks()[1]
_CLS_A = _CLS_MASK[_T_MARRIAGE]
_CLS_B = _CLS_MASK[_T_BEZ1]
_CLS_C = _CLS_MASK[_T_QUARTET[_ACE]]

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
        self.seq_plain = float(v.plain_sequence)
        self.seq_trump = float(v.trump_sequence)
        self.bez_single = float(v.bezique_points[0])
        self.bez_double = float(v.bezique_points[1]) if v.max_bezique_multiple >= 2 else 0.0
        self.repeat_melds = v.packs >= REPEAT_MELDS_PACKS
        self.strict = v.reuse_rule == "rubicon_laws_strict"
        self.fixes_mode = v.trump_determination != "turn_up"
        self.plain_seq_pos = v.plain_sequence > 0
        self.max_bez = v.max_bezique_multiple
        self.trump_quartets = bool(v.trump_quartets)
        self.trump_quintets = bool(v.trump_quintets)
        # triple and higher beziques: type, copies of each card, points
        self.higher_bez = [(BEZIQUES[n - 1], n, float(v.bezique_points[n - 1]))
                           for n in range(3, min(v.max_bezique_multiple,
                                                 len(v.bezique_points)) + 1)]
        # the same as (type bit, copies of each card, points)
        self.higher_bits = [(1 << TYPE_ID[t], n, pts) for t, n, pts in self.higher_bez]
        self._tables: dict[int | None, tuple[list[float], list[int], list[float], list[int]]] = {}
        self._melds: dict[int | None, tuple[list[int], list[int], int]] = {}
        self._by_trump: dict[int | None, Tables] = {}

    def trump_tables(self, trump: int | None) -> Tables:
        """:meth:`tables` and :meth:`meld_tables` for one trump suit, as one :class:`Tables`
        (made once per suit)."""
        t = self._by_trump.get(trump)
        if t is None:
            t = self._by_trump[trump] = Tables(self, trump)
        return t

    def meld_tables(self, trump: int | None) -> tuple[list[int], list[int], int]:
        """Per trump suit: each meld type's points (:func:`meld_value`) by the suit of its
        first card, at ``TYPE_ID[type] * 4 + suit``; the bezique pairs (queen suit, jack suit)
        flat, and their number."""
        t = self._melds.get(trump)
        if t is not None:
            return t
        values = kernel.meld_points(self.v, trump)
        pairs = [0] * 8
        got = bezique_pair(self.v, trump)
        for i, (q, j) in enumerate(got):
            pairs[2 * i] = q
            pairs[2 * i + 1] = j
        t = (values, pairs, len(got))
        self._melds[trump] = t
        return t

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


class Tables:
    """The playout policy's tables for one trump suit (C arrays when compiled): per card kind
    the keep value (``base``), the marriage partner's kind or -1 (``partner``) and the
    marriage's value (``mval``), the bezique role (``bez``: 1 the queen, 2 the jack; and those
    kinds, ``bez_queen`` / ``bez_jack``, or -1); each meld type's points by the suit of its first
    card (``mv``, :meth:`RolloutPolicy.meld_tables`); the bezique pairs flat (``pairs``) and
    their number."""

    __slots__ = ("base", "partner", "mval", "bez", "bez_queen", "bez_jack", "mv", "pairs",
                 "npairs")

    def __init__(self, pol: RolloutPolicy, trump: int | None) -> None:
        base, partner, mval, bez = pol.tables(trump)
        mv, pairs, npairs = pol.meld_tables(trump)
        self.base = base
        self.partner = partner
        self.mval = mval
        self.bez = bez
        self.bez_queen = next((k for k in range(32) if bez[k] == 1), -1)
        self.bez_jack = next((k for k in range(32) if bez[k] == 2), -1)
        self.mv = mv
        self.pairs = pairs
        self.npairs = npairs


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
    pending = st.pending[p]
    if pending and st.scores_left():
        if st.act_announced and st.act_scored == 0:
            m = _first_scorable(st, p, [m for m in pending if m in st.act_announced])
            if m is not None:
                return Action(SCORE, meld=m)
        m = _first_scorable(st, p, pending)
        if m is not None:
            return Action(SCORE, meld=m)
    if st.act_scored == 0:
        m = st.first_announceable(p, _highest_first(
            v, trump, candidate_melds(v, st.concealed[p] + st.table[p], trump)))
        if m is not None:
            return Action(ANNOUNCE, meld=m)
    special = st.special_declare_action()
    if special is not None:
        return special
    if not st.may_end_act():
        raise RuntimeError("no declaration step for the playout policy")
    return Action(DONE)


def _highest_first(v: Variant, trump: int | None, melds: list[Meld]) -> list[Meld]:
    """``melds`` by value, highest first; a stable sort: among equal values the first listed,
    as max() over the list picks.  (Module functions, not closures: compiled, a closure and its
    scope hold each other, and the world state with them, until the garbage collector runs.)"""
    return sorted(melds, key=lambda m: -meld_value(v, m, trump))


def _first_scorable(st: GameState, p: int, melds: list[Meld]) -> Meld | None:
    """The highest of ``melds`` (claims kept to score) that ``p`` may score now."""
    for m in _highest_first(st.variant, st.trump, melds):
        if not st.score_reasons(p, m):
            return m
    return None


def keep_draws_fixed(st: GameState, action: Action, first: int | None) -> None:
    """Before ``action`` ends a declaration act (and the draws follow), order the top of the
    sampled stock so that player ``first`` takes the upper card of the pair whoever won.

    The stock order is hidden and every order is equally likely, so giving each player a fixed
    sequence of future cards in a sampled world changes nothing in distribution; it lets a search
    compare two actions under the same luck even when they change who wins the trick.
    """
    if first is None or action.kind != DONE or st.step != STEP_DECLARE:
        return
    n = st.variant.players
    if n == 2:
        if st.to_act != first:
            st.swap_next_draws()
        return
    # three or four: the draws go round from the trick's winner (the leader now); ``first``
    # takes the top card wherever he draws (a partner may have made the act)
    depth = (first - st.leader) % n
    if depth:
        st.swap_next_draws(depth)


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
                 "qval", "nquart", "quart", "bk", "bk_n", "tmpc", "tmpk", "cand", "best_type",
                 "best_n", "best_cards", "best_value", "best_pend")

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
        self.nquart = len(pol.quartets)  # the ranks of the quartets that score
        self.quart = list(pol.quartets) + [0] * (5 - len(pol.quartets))
        self.best_type = -1
        self.best_n = 0
        self.best_value = 0
        self.best_pend = False
        if not cython.compiled:  # compiled, C arrays start at zero
            # the meld search's working space: the hand by kind (8 copies a kind at most), a
            # list of cards to sort and its keys, the meld considered, the best meld found
            self.bk: list[int] = [0] * 256
            self.bk_n: list[int] = [0] * 32
            self.tmpc: list[int] = [0] * 32
            self.tmpk: list[int] = [0] * 32
            self.cand: list[int] = [0] * 10
            self.best_cards: list[int] = [0] * 10

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
        for _ in range(n_scores):
            if not _best_meld(self, d, w):
                break
            kernel.score_meld(d, w, MELD_TYPES[self.best_type],
                              tuple([self.best_cards[i] for i in range(self.best_n)]),
                              self.best_pend)
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
    if _best_meld(pl, d, p):
        ready = (float(pl.best_value)
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
    if pl.best_type < 0:
        return False
    for i in range(pl.best_n):
        if pl.best_cards[i] == c:
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


def _could_meld(pl: _Playout, cnt: list[int], o: int) -> bool:
    """Cheap test on kind counts (``cnt`` from ``o`` on): might the hand hold any meld at all
    (under the trump suit of ``pl``'s tables)?"""
    for s in range(0, 32, 8):
        if cnt[o + s + _KING] and cnt[o + s + _QUEEN]:
            return True
    for i in range(pl.tb.npairs):
        if (cnt[o + pl.tb.pairs[2 * i] * 8 + _QUEEN]
                and cnt[o + pl.tb.pairs[2 * i + 1] * 8 + _JACK]):
            return True
    pol = pl.pol
    for i in range(pl.nquart):
        r = pl.quart[i]
        if cnt[o + r] + cnt[o + 8 + r] + cnt[o + 16 + r] + cnt[o + 24 + r] >= 4:
            return True
    if pl.tcode >= 0 and (pol.trump_quartets or pol.trump_quintets):
        t8 = pl.tcode * 8
        for k in range(t8, t8 + 8):
            if cnt[o + k] >= 4:
                return True
    return False


def _fresh_first(pl: _Playout, d: Deal, at: int, m: int, cmask: int) -> None:
    """Sort the first ``m`` cards of ``pl.tmpc`` (stable) so that those in no meld of the class
    ``cmask`` (bits of its types) come first, then those not on the table: the copies a meld
    had best take."""
    for i in range(m):
        c = pl.tmpc[i]
        key = (2 if d.seen[at + c] & cmask else 0) + d.ontab[at + c]
        j = i
        while j > 0 and pl.tmpk[j - 1] > key:
            pl.tmpk[j] = pl.tmpk[j - 1]
            pl.tmpc[j] = pl.tmpc[j - 1]
            j -= 1
        pl.tmpk[j] = key
        pl.tmpc[j] = c


def _pick(pl: _Playout, d: Deal, at: int, kind: int, n: int, cmask: int, off: int) -> bool:
    """``n`` copies of card ``kind`` from the hand into ``pl.cand`` from ``off`` on, those in no
    meld of the class ``cmask`` and not on the table first (False: fewer held)."""
    nk = pl.bk_n[kind]
    if nk == 0 or nk < n:
        return False
    if nk > n:
        for i in range(nk):
            pl.tmpc[i] = pl.bk[kind * 8 + i]
        _fresh_first(pl, d, at, nk, cmask)
        for i in range(n):
            pl.cand[off + i] = pl.tmpc[i]
    else:
        for i in range(n):
            pl.cand[off + i] = pl.bk[kind * 8 + i]
    return True


def _seen_meld(d: Deal, p: int, tid: int, cards: tuple[int, ...]) -> bool:
    """Whether seat ``p`` declared the very meld of type number ``tid`` and ``cards`` in this
    deal (scored, pending or lapsed)."""
    mtype = MELD_TYPES[tid]
    for (t, cs) in d.scored[p]:
        if t == mtype and cs == cards:
            return True
    for m in d.pending[p]:
        if m.type == mtype and m.cards == cards:
            return True
    for m in d.lapsed[p]:
        if m.type == mtype and m.cards == cards:
            return True
    return False


def _consider(pl: _Playout, d: Deal, p: int, tid: int, n: int) -> bool:
    """Keep the meld of type number ``tid`` of the first ``n`` cards of ``pl.cand`` as the best
    (``pl.best_*``) if the re-use rules allow it and it is the best so far; True if allowed.

    The rules are :func:`kernel.reuse_codes` over every meld the seat declared in the deal
    (``d.seen``: the scored and pending melds, and also the claims that lapsed; with partners
    the partner's melds too, which count against the side), and
    :func:`kernel.act_ok` beside the melds announced earlier in the act, with the
    policy's caution under the Rubicon laws: no meld of a type repeated on table cards alone,
    even where a card played from the earlier meld makes it legal.  (Played as players of
    their own, lifting this changes the play of about half the Rubicon-family playouts; it
    stays until a match measures it.)  Having more melds to check never allows more, so the
    rules over these melds are the rules over the seat's own and the caution at once."""
    t = pl.tmpc  # the cards sorted
    for i in range(n):
        c = pl.cand[i]
        j = i
        while j > 0 and t[j - 1] > c:
            t[j] = t[j - 1]
            j -= 1
        t[j] = c
    at = p * _MAXC
    bit = 1 << tid
    higher = _HIGHER_MASK[tid]
    cmask = _CLS_MASK[tid]
    has_new = False
    same_type = False
    same_class = False
    for i in range(n):
        c = t[i]
        if not d.ontab[at + c]:
            has_new = True
        o = d.seen[at + c]
        if o & higher:
            return False
        if o & bit:
            if d.classic:
                return False
            same_type = True
        if o & cmask:
            same_class = True
    if same_type:
        if d.strict and not has_new:
            return False
        if _seen_meld(d, p, tid, tuple([t[i] for i in range(n)])):
            return False
    if same_class and d.fresh and not has_new:
        return False
    if d.act and not kernel.act_ok(d, p, MELD_TYPES[tid], tuple([t[i] for i in range(n)])):
        return False  # beside the melds announced earlier in this act (V2, F2)
    value = pl.tb.mv[tid * 4 + (t[0] >> 3 & 3)]
    if value > pl.best_value:
        pl.best_value = value
        pl.best_type = tid
        pl.best_n = n
        pl.best_pend = False
        for i in range(n):
            pl.best_cards[i] = t[i]
    return True


def _best_meld(pl: _Playout, d: Deal, p: int) -> bool:
    """The most valuable meld seat ``p`` may score now (one copy choice per meld type, the
    re-use rules of the kernel, :func:`_consider`), into ``pl.best_*``; False if none."""
    pl.best_type = -1
    pl.best_value = 0
    trump = d.trump
    if (-1 if trump is None else trump) != pl.tcode:
        pl._trump_tables(trump)
    cnt = d.counts  # seat p's from o on
    o = p * 32
    pending = d.pending[p]
    if not pending and not _could_meld(pl, cnt, o):
        return False
    pol = pl.pol
    at = p * _MAXC
    hand = d.hands[p]
    bk_n = pl.bk_n
    bk = pl.bk
    for k in range(32):
        bk_n[k] = 0
    for c in hand:
        k = c & 31
        bk[k * 8 + bk_n[k]] = c
        bk_n[k] += 1
    tcode = pl.tcode
    fixes = pol.fixes_mode and tcode < 0
    for s in range(4):
        if bk_n[s * 8 + _KING] and bk_n[s * 8 + _QUEEN]:
            _pick(pl, d, at, s * 8 + _KING, 1, _CLS_A, 0)
            _pick(pl, d, at, s * 8 + _QUEEN, 1, _CLS_A, 1)
            _consider(pl, d, p, _T_MARRIAGE, 2)
            if s == tcode or fixes or pol.plain_seq_pos:
                if (_pick(pl, d, at, s * 8 + _ACE, 1, _CLS_A, 0)
                        and _pick(pl, d, at, s * 8 + _TEN, 1, _CLS_A, 1)
                        and _pick(pl, d, at, s * 8 + _KING, 1, _CLS_A, 2)
                        and _pick(pl, d, at, s * 8 + _QUEEN, 1, _CLS_A, 3)
                        and _pick(pl, d, at, s * 8 + _JACK, 1, _CLS_A, 4)):
                    _consider(pl, d, p, _T_SEQUENCE, 5)
    for i in range(pl.tb.npairs):
        qk = pl.tb.pairs[2 * i] * 8 + _QUEEN
        jk = pl.tb.pairs[2 * i + 1] * 8 + _JACK
        top = min(bk_n[qk], bk_n[jk], pol.max_bez)
        for n in range(top, 0, -1):
            _pick(pl, d, at, qk, n, _CLS_B, 0)
            _pick(pl, d, at, jk, n, _CLS_B, n)
            if _consider(pl, d, p, _T_BEZ1 + n - 1, 2 * n):
                break  # the biggest bezique allowed is worth the most
    for i in range(pl.nquart):
        r = pl.quart[i]
        if cnt[o + r] + cnt[o + 8 + r] + cnt[o + 16 + r] + cnt[o + 24 + r] < 4:
            continue
        m = 0
        for s in range(4):
            k = s * 8 + r
            for i in range(bk_n[k]):
                pl.tmpc[m] = pl.bk[k * 8 + i]
                m += 1
        _fresh_first(pl, d, at, m, _CLS_C)
        for i in range(4):
            pl.cand[i] = pl.tmpc[i]
        _consider(pl, d, p, _T_QUARTET[r], 4)
    if tcode >= 0 and (pol.trump_quartets or pol.trump_quintets):
        for i in range(5):
            k = tcode * 8 + _QUARTET_RANKS[i]
            if pol.trump_quartets and bk_n[k] >= 4:
                for j in range(4):
                    pl.cand[j] = pl.bk[k * 8 + j]
                _consider(pl, d, p, _T_TRUMP_QUARTET[i], 4)
            if pol.trump_quintets and bk_n[k] >= 5:
                for j in range(5):
                    pl.cand[j] = pl.bk[k * 8 + j]
                _consider(pl, d, p, _T_TRUMP_QUINTET[i], 5)
    for m_ in pending:
        tid = TYPE_ID[m_.type]
        cards = m_.cards
        value = pl.tb.mv[tid * 4 + (cards[0] >> 3 & 3)]
        if (value > pl.best_value and kernel.pending_ok(d, p, m_)
                and not _superior_claim(d, at, tid, cards)):
            pl.best_value = value
            pl.best_type = tid
            pl.best_n = len(cards)
            pl.best_pend = True
            for i in range(len(cards)):
                pl.best_cards[i] = cards[i]
    return pl.best_type >= 0


def _superior_claim(d: Deal, at: int, tid: int, cards: tuple[int, ...]) -> bool:
    """Whether a card of the claim of type number ``tid`` is in a higher meld of its class the
    seat declared in the deal (scored, pending or lapsed): the policy then leaves the claim
    unscored."""
    higher = _HIGHER_MASK[tid]
    for c in cards:
        if d.seen[at + c] & higher:
            return True
    return False
