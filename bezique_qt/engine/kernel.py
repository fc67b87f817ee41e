# cython: annotation_typing=False
"""The fast deal kernel: a deal played to its end on plain lists and ints, unchecked, with every
choice left to a policy.

One loop (:func:`play`) carries out the rules of a deal after its first card: card play, the
trick (its winner and what it scores, :mod:`.rules`), the winner's declaration act (melds scored
under the re-use rules, claims kept "to score", the seven of trumps), carte blanche, the draws,
the end of the stock, the last tricks and the end of the deal.  What a player does is asked of a
:class:`Policy`: which card to play, what to declare, whether to exchange or show the seven.  The
random benchmark policy (:mod:`.playout`) and the computer's playout policy
(``bezique_qt.ai.rollout``) are two policies over this one kernel.

The state (:class:`Deal`) is built from a :class:`~.state.GameState` by :meth:`Deal.from_state`;
nothing outside the engine reads the game state's internals for it.  It holds ``n`` seats, played
in increasing seat order (clockwise), tricks of ``n`` cards, draws from the winner on, and an
optional partnership map ``side`` (seat → side): the games for two, three and four.

The re-use rules are written once, in :mod:`.reuse`; a meld announced and scored in a deal,
and the checks before it, are :mod:`.deal_melds` (the policies declare through them).

Written for a compile with Cython in pure-Python mode: module-level functions over lists, sets
and ints, no closures in the loop, and the flat arrays of :class:`Deal` (C arrays when compiled,
lists as Python; only a reference typed as ``Deal`` in ``kernel.pxd`` reaches the C arrays).
"""

from __future__ import annotations

try:
    import cython
except ImportError:  # run as Python without Cython installed
    from bezique_qt import _cython as cython

from typing import TYPE_CHECKING

from . import rules
from .actions import CARTE_BLANCHE, DONE, EXCHANGE, PLAY, SHOW_SEVEN, Action
from .melds import (
    MELD_TYPES,
    Meld,
    MeldType,
    meld_value,
)
from .reuse import (
    OccEntry,
    act_fresh_ok,
    act_reasons,
    broken_prior,
    drop_claim,
    occupation,
    reuse_codes,
    second_double_ok,
)
from .variants import Variant

if TYPE_CHECKING:
    from .state import GameState

# (the re-use rules are re-exported from .reuse for the modules that ask them here)
__all__ = ["Deal", "OccEntry", "Policy", "act_fresh_ok", "act_reasons", "broken_prior",
           "count_hands", "exchange_seven", "meld_points", "occupation", "play", "result",
           "reuse_codes", "second_double_ok", "set_trump", "show_seven", "side_points"]

#: Whether this module runs compiled.
COMPILED: bool = cython.compiled

_SEVEN = 0
_KING = 5
_DECLARE_AFTER_WIN = "declare_after_win"

#: A meld type's number (its place in :data:`~.melds.MELD_TYPES`), for the bit masks of
#: :class:`Deal` (``1 << TYPE_ID[t]``).
TYPE_ID: dict[MeldType, int] = {t: i for i, t in enumerate(MELD_TYPES)}
#: The most cards of a deal (eight packs); a seat's card flags are ``MAXCARD`` apart.
MAXCARD = 256
_MAXC = MAXCARD


_Constants = tuple[rules.DealRules, bool, bool, bool, bool, str, int, bool, bool, int, int, bool,
                   bool, dict]
_CONSTANTS: dict[Variant, _Constants] = {}
_LAST: list[tuple[Variant, _Constants]] = []


def _constants(v: Variant) -> _Constants:
    """A variant's constants for :class:`Deal` (made once per variant; the variant of the last
    call first, as hashing a variant costs more than a short playout).  The last is the
    variant's trick rules by trump suit, filled as they are asked for (:func:`set_trump`)."""
    if _LAST and _LAST[0][0] is v:
        return _LAST[0][1]
    c = _CONSTANTS.get(v)
    if c is None:
        c = _CONSTANTS[v] = (
            rules.deal_rules(v), v.reuse_rule == "classic", v.reuse_rule == "rubicon_laws_strict",
            bool(v.require_fresh_card), bool(v.dix_enabled), v.dix_scores_on, v.dix_points,
            bool(v.dix_counts_as_declaration), bool(v.last_stock_winner_declares_all),
            v.declarations_scored_per_trick or 99, v.carte_blanche_points,
            v.double_bezique_after_single == "top_up_to_500", bool(v.partnerships), {})
    _LAST[:] = [(v, c)]
    return c


class Deal:
    """A deal's moving parts for :func:`play`, per seat where they are per player.

    ``hands`` (concealed then table cards, in play order), ``tabs`` (cards on the table),
    ``counts`` (cards of each of the 32 kinds in hand, seat ``p``'s kind ``k`` at ``p * 32 +
    k``: a C array when compiled, see :func:`count_hands`), ``pending`` (claims kept to score),
    ``occ`` (card → the scored and pending melds it is in), ``scored`` ((type, cards) scored),
    ``done`` (types scored), ``lapsed`` (claims dropped this deal), ``pts`` and ``brisq`` (deal
    points, brisque cards won), ``cb`` / ``cb_show`` (carte blanche state, a card to show with
    it); then the stock (drawn from the end), ``turnup``, ``trump``, ``phase``, ``leader``,
    ``to_act``, the cards of the ``trick``, ``played`` (every card played this deal),
    ``sevens_scored`` (with ``sevens_by``, how many each seat scored), ``last_won`` (the last
    tricks each seat won in the deal played here), ``dix_exchanged``.  The variant's constants
    follow (``dr``, the trick rules ``r1``/``r2`` before and in the last tricks, the meld
    values ``mvals`` of :func:`meld_points`).  ``log``, when a list, receives every action in
    the engine's form.  In a declaration act that may score several melds (``act_open``),
    ``act`` holds the melds announced in it and ``act_laid`` the cards they laid from the hand
    (:func:`act_ok`).

    The same facts as flat C arrays for the compiled policy, seat ``p``'s card ``c`` at
    ``p * MAXCARD + c``: ``seen`` (the types, as bits of :data:`TYPE_ID`, of every meld the
    seat declared or claimed in the deal that holds the card: scored, pending or lapsed, only
    ever growing; with partners the partner's melds too), ``ontab`` (1 for a card on the
    seat's table), and per seat ``donem`` (the types scored, as bits).

    With partners (``partners``) the melds of a side count against both partners for as long
    as they are scored or pending (SPEC §2.3, §13): the two seats share one ``occ`` map, a
    claim dies when either partner scores a superior meld of its cards or plays one of them
    (§2.7), and a claim is scored against the side's scored melds (:func:`pending_ok`).
    """

    __slots__ = (
        "v", "n", "side", "hands", "tabs", "counts", "pending", "occ", "scored", "done",
        "lapsed", "pts", "brisq", "cb", "cb_show", "stock", "turnup", "trump", "phase", "leader",
        "to_act", "trick", "played", "sevens_scored", "sevens_by", "last_won", "dix_exchanged",
        "dr", "r1", "r2",
        "classic", "strict", "fresh", "dix_on", "dix_mode", "dix_points", "dix_counts",
        "declare_all", "per_trick", "cb_points", "top_up", "partners", "log", "stop_first",
        "first_card",
        "seen", "ontab", "donem", "rcache", "mvals", "act", "act_laid", "act_open",
    )
    # set by _setup (the constants, and the flat arrays as lists when not compiled)
    v: Variant
    n: int
    side: list[int] | None
    dr: rules.DealRules
    r1: rules.TrickRules
    r2: rules.TrickRules
    mvals: list[int]
    rcache: dict[int | None, tuple[rules.TrickRules, rules.TrickRules, list[int]]]
    classic: bool
    strict: bool
    fresh: bool
    dix_on: bool
    dix_mode: str
    dix_points: int
    dix_counts: bool
    declare_all: bool
    per_trick: int
    cb_points: int
    top_up: bool
    partners: bool
    trump: int | None
    log: list[Action] | None
    stop_first: bool
    first_card: int
    act: list[Meld]
    act_laid: set[int]
    act_open: bool
    counts: list[int]
    seen: list[int]
    ontab: list[int]
    donem: list[int]

    def __init__(self, variant: Variant, n: int, trump: int | None = None) -> None:
        _setup(self, variant, n, trump)
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.tabs: list[set[int]] = [set() for _ in range(n)]
        self.pending: list[list[Meld]] = [[] for _ in range(n)]
        self.occ: list[dict[int, list[OccEntry]]] = [{} for _ in range(n)]
        if self.partners:  # the side's melds, one map for both partners (see from_state)
            self.occ[2], self.occ[3] = self.occ[0], self.occ[1]
        self.scored: list[list[tuple[MeldType, tuple[int, ...]]]] = [[] for _ in range(n)]
        self.done: list[set[MeldType]] = [set() for _ in range(n)]
        self.lapsed: list[list[Meld]] = [[] for _ in range(n)]
        self.pts: list[int] = [0] * n
        self.brisq: list[int] = [0] * n
        self.cb: list[int] = [0] * n
        self.cb_show: list[int | None] = [None] * n
        self.stock: list[int] = []
        self.turnup: int | None = None
        self.phase = 1
        self.leader = 0
        self.to_act = 0
        self.trick: list[int] = []
        self.played: set[int] = set()
        self.sevens_scored: set[int] = set()
        self.dix_exchanged = False
        # per seat: the sevens of trumps scored this deal, and the last tricks won
        self.sevens_by: list[int] = [0] * n
        self.last_won: list[int] = [0] * n

    @classmethod
    def from_state(cls, st: GameState, *, log: list[Action] | None = None) -> Deal:
        """The deal of ``st`` (at a card play) as fresh copies; ``st`` is not changed.  (The
        same parts as :meth:`~.state.GameState.deal_copy`, read here without the named tuple:
        every playout starts here.)"""
        v = st.variant
        n = v.players
        d = Deal.__new__(Deal)
        _setup(d, v, n, st.trump)
        concealed = st.concealed
        table = st.table
        st_scored = st.scored
        st_pending = st.pending
        hands: list[list[int]] = []
        tabs: list[set[int]] = []
        pending: list[list[Meld]] = []
        occ: list[dict[int, list[OccEntry]]] = []
        scored: list[list[tuple[MeldType, tuple[int, ...]]]] = []
        done: list[set[MeldType]] = []
        lapsed: list[list[Meld]] = []
        for p in range(n):
            t = table[p]
            hands.append(concealed[p] + t)
            tabs.append(set(t))
            sp = st_scored[p]
            pp = st_pending[p]
            pending.append(list(pp))
            op = occupation(sp + pp) if sp or pp else {}
            if d.partners and p >= 2:
                # partners: the side's melds count against each of them for as long as they
                # are scored or pending (SPEC §2.3, §13): one map for both
                partner = occ[p - 2]
                for c, entries in op.items():
                    if c in partner:
                        partner[c].extend(entries)
                    else:
                        partner[c] = entries
                op = partner
            occ.append(op)
            scored.append([(m.type, m.cards) for m in sp])
            done.append({m.type for m in sp})
            lapsed.append([])
        d.hands, d.tabs, d.pending, d.occ, d.scored, d.done, d.lapsed = (
            hands, tabs, pending, occ, scored, done, lapsed)
        d.stock = st.stock[:]
        d.turnup = st.turnup
        d.phase = st.phase
        d.leader = st.leader
        to_act = st.to_act
        d.to_act = 0 if to_act is None else to_act
        d.trick = st.trick[:]
        d.pts = st.deal_points[:]
        d.brisq = st.brisques[:]
        d.cb = st.cb[:]
        d.cb_show = st.cb_show[:]
        d.dix_exchanged = st.dix_exchanged
        d.sevens_scored = set(st.sevens_scored)
        d.sevens_by = st.sevens_by[:]
        d.last_won = [0] * n
        d.played = set(st.played)
        count_hands(d)
        for p in range(n):
            # with partners the partner's melds flag the cards for this seat too
            others = st_scored[(p + 2) % 4] + st_pending[(p + 2) % 4] if d.partners else []
            _flags(d, p, st_scored[p], st_pending[p], others)
        d.log = log
        return d


def _setup(d: Deal, v: Variant, n: int, trump: int | None) -> None:
    """A new deal's constants (of the variant and trump suit) and its defaults for
    :func:`play`; the deal's moving parts are the caller's to set."""
    d.v = v
    d.n = n
    d.side = None
    (d.dr, d.classic, d.strict, d.fresh, d.dix_on, d.dix_mode, d.dix_points, d.dix_counts,
     d.declare_all, d.per_trick, d.cb_points, d.top_up, d.partners, d.rcache) = _constants(v)
    set_trump(d, trump)
    d.log = None
    d.stop_first = False
    d.first_card = -1
    d.act = []
    d.act_laid = set()
    d.act_open = False
    if not cython.compiled:  # compiled, C arrays start at zero
        d.counts = [0] * (4 * 32)
        d.seen = [0] * (4 * _MAXC)
        d.ontab = [0] * (4 * _MAXC)
        d.donem = [0] * 4


def count_hands(d: Deal) -> None:
    """Count the cards of each kind in the seats' hands (``d.counts``) afresh."""
    for i in range(d.n * 32):
        d.counts[i] = 0
    for p in range(d.n):
        for c in d.hands[p]:
            d.counts[p * 32 + (c & 31)] += 1


def _flags(d: Deal, p: int, scored: list[Meld], pending: list[Meld],
           others: list[Meld]) -> None:
    """Seat ``p``'s card flags and scored types (``seen``, ``ontab``, ``donem``) for its table,
    its ``scored`` melds and its ``pending`` claims, and the melds ``others`` of its side (a
    partner's, seen by this seat too)."""
    at = p * _MAXC
    for c in d.tabs[p]:
        d.ontab[at + c] = 1
    for m in scored + pending + others:
        bit = 1 << TYPE_ID[m.type]
        for c in m.cards:
            d.seen[at + c] |= bit
    for m in scored:
        d.donem[p] |= 1 << TYPE_ID[m.type]


class Policy:
    """The choices of a deal's players; :func:`play` asks, the subclass answers.  The default
    answers: the first card allowed, no declaration, no seven."""

    def choose_card(self, d: Deal, p: int, options: list[int]) -> int:
        """The card seat ``p`` plays, one of ``options`` (the hand, or in the last tricks the
        cards the duties allow; never to be changed)."""
        return options[0]

    def declare(self, d: Deal, w: int, n_scores: int) -> bool:
        """The melds seat ``w``, having won a trick before the last tricks, scores (at most
        ``n_scores``), through :func:`score_meld`; whether it declared anything."""
        return False

    def seven(self, d: Deal, w: int, s7: int, can_exchange: bool, can_show: bool,
              acted: bool) -> int:
        """For a seven of trumps ``s7`` in ``w``'s hand after its melds: 1 to exchange it for
        the turn-up, 2 to show it, 0 to keep it.  ``acted``: a seven was already exchanged or
        shown in this act."""
        return 0

    def before_draws(self, d: Deal, w: int) -> None:
        """Called after the declaration act, before the draws (not called unless a subclass
        defines it)."""

    def last_tricks(self, d: Deal, w: int) -> bool:
        """Called when the stock is gone, ``w`` to lead: True if the policy has added the last
        tricks' points itself (the deal then ends)."""
        return False


def set_trump(d: Deal, trump: int | None) -> None:
    """Make ``trump`` the trump suit (at the start, or when a meld fixes it)."""
    d.trump = trump
    got = d.rcache.get(trump)
    if got is None:
        r1, r2 = rules.variant_rules(d.v, trump)
        got = d.rcache[trump] = (r1, r2, meld_points(d.v, trump))
    d.r1, d.r2, d.mvals = got


def meld_points(v: Variant, trump: int | None) -> list[int]:
    """Every meld type's points (:func:`~.melds.meld_value`) under ``trump``, by the suit of its
    first card: ``TYPE_ID[type] * 4 + suit`` (0 for a type the variant does not have)."""
    values: list[int] = []
    for mtype in MELD_TYPES:
        for s in range(4):
            try:
                values.append(meld_value(v, Meld(mtype, (s * 8 + _KING,)), trump))
            except (KeyError, IndexError):  # a type the variant does not have
                values.append(0)
    return values


def exchange_seven(d: Deal, p: int, s7: int) -> None:
    """Seat ``p`` exchanges the seven of trumps ``s7`` for the turn-up (scoring it once)."""
    hand = d.hands[p]
    turnup = d.turnup
    assert turnup is not None
    hand.remove(s7)
    hand.append(turnup)
    d.counts[p * 32 + (s7 & 31)] -= 1
    d.counts[p * 32 + (turnup & 31)] += 1
    if s7 not in d.sevens_scored:
        d.sevens_scored.add(s7)
        d.sevens_by[p] += 1
        d.pts[p] += d.dix_points
    d.turnup = s7
    d.dix_exchanged = True
    if d.log is not None:
        d.log.append(Action(EXCHANGE, card=s7))


def show_seven(d: Deal, p: int, s7: int) -> None:
    """Seat ``p`` shows the seven of trumps ``s7`` and scores it."""
    d.sevens_scored.add(s7)
    d.sevens_by[p] += 1
    d.pts[p] += d.dix_points
    if d.log is not None:
        d.log.append(Action(SHOW_SEVEN, card=s7))


def _lapse_played(d: Deal, p: int, card: int) -> None:
    """A card of seat ``p``'s table was played: its claims kept to score lapse, and with
    partners the partner's claims built on it (SPEC §2.7 a)."""
    pend = d.pending[p]
    lapsed = [m for m in pend if card in m.cards]
    occ = d.occ[p]
    for m in lapsed:
        pend.remove(m)
        drop_claim(occ, m)
        d.lapsed[p].append(m)
    if d.partners:
        q = (p + 2) % 4
        pend = d.pending[q]
        lapsed = [m for m in pend if card in m.cards]
        for m in lapsed:
            pend.remove(m)
            drop_claim(occ, m)
            d.lapsed[q].append(m)


def _sevens(d: Deal, pol: Policy, w: int, trump: int) -> None:
    """The seven of trumps in the winner's declaration act: each one in hand (not on the
    table) exchanged for the turn-up or shown, as the policy says."""
    k7 = trump * 8 + _SEVEN
    tab = d.tabs[w]
    sevens = [c for c in d.hands[w] if c & 31 == k7 and c not in tab]
    acted = False
    for s7 in sevens:
        turnup = d.turnup
        can_ex = (not d.dix_exchanged and len(d.stock) > 0 and turnup is not None
                  and turnup & 7 != _SEVEN)
        can_show = d.dix_mode == _DECLARE_AFTER_WIN and s7 not in d.sevens_scored
        if not (can_ex or can_show):
            continue
        choice = pol.seven(d, w, s7, can_ex, can_show, acted)
        if choice == 1 and can_ex:
            exchange_seven(d, w, s7)
            acted = True
        elif choice == 2 and can_show:
            show_seven(d, w, s7)
            acted = True


def play(d: Deal, pol: Policy) -> None:
    """Play the deal ``d`` (at a card play) to its end, or with ``d.stop_first`` only choose
    the first card (into ``d.first_card``).  The points are then in ``d.pts`` and ``d.brisq``
    (see :func:`result`).

    One loop, a card at a time: carte blanche before the card, the card (chosen by
    ``pol.choose_card``), the trick when complete (its winner, its brisques and seven), then
    before the last tricks the winner's declaration act (``pol.declare``, ``pol.seven``,
    ``pol.before_draws``) and the draws, and at the end of the stock the last tricks
    (``pol.last_tricks``).
    """
    dr = d.dr
    n = d.n
    log = d.log
    hands = d.hands
    tabs = d.tabs
    pts = d.pts
    cb = d.cb
    cb_show = d.cb_show
    trick = d.trick
    played = d.played
    stock = d.stock
    cb_points = d.cb_points
    dix_when_played = d.dix_on and d.dix_mode == "when_played"
    dix_points = d.dix_points
    stop_first = d.stop_first
    # a hook the policy leaves as it is does nothing: not called
    before_draws = type(pol).before_draws is not Policy.before_draws
    phase = d.phase
    p = d.to_act
    while True:
        hand = hands[p]
        # carte blanche: before the player's first card; repeated with drawn cards
        if cb[p] == 1:
            cb[p] = 2 if dr.cb_repeat else 3
            pts[p] += cb_points
            if log is not None:
                log.append(Action(CARTE_BLANCHE))
        shown = cb_show[p]
        if shown is not None:
            cb_show[p] = None
            pts[p] += cb_points
            if log is not None:
                log.append(Action(CARTE_BLANCHE, card=shown))
        # ---- the card
        if phase == 2 and trick:
            card = pol.choose_card(d, p, d.r2.follow_options(hand, trick))
        else:
            card = pol.choose_card(d, p, hand)
        if stop_first:
            d.to_act = p
            d.first_card = card
            return
        if log is not None:
            log.append(Action(PLAY, card=card))
        hand.remove(card)
        d.counts[p * 32 + (card & 31)] -= 1
        tab = tabs[p]
        if card in tab:
            tab.discard(card)
            d.ontab[p * _MAXC + card] = 0
            if d.pending[p] or (d.partners and d.pending[(p + 2) % 4]):
                _lapse_played(d, p, card)
        played.add(card)
        trick.append(card)
        if cb[p] == 1:
            cb[p] = 3
        cb_show[p] = None
        if phase == 1 and dix_when_played:
            trump = d.trump
            if trump is not None and card & 31 == trump * 8 + _SEVEN:
                pts[p] += dix_points
                d.sevens_by[p] += 1
        if len(trick) < n:
            p = (p + 1) % n
            continue
        # ---- the trick: the highest trump, else the highest card of the suit led
        win = d.r2.winner(trick) if phase == 2 else d.r1.winner(trick)
        w = (d.leader + win) % n
        rules.score_trick_cards(dr, trick, w, phase, d.trump, pts, d.brisq)
        trick.clear()
        d.leader = w
        p = w
        if phase == 2:
            d.last_won[w] += 1
            if hands[w]:
                continue
            if dr.last_bonus_final:
                pts[w] += dr.last_bonus
            d.to_act = w
            return
        # ---- the winner's declaration act
        remaining = len(stock) + (d.turnup is not None)
        last_stock = remaining == n
        if last_stock and not dr.last_bonus_final:
            pts[w] += dr.last_bonus
        n_scores = 99 if (last_stock and d.declare_all) else d.per_trick
        if n_scores > 1:
            d.act_open = True
            declared = pol.declare(d, w, n_scores)
            d.act_open = False
            d.act.clear()
            d.act_laid.clear()
        else:
            declared = pol.declare(d, w, n_scores)
        trump = d.trump
        if (d.dix_on and trump is not None and d.counts[w * 32 + trump * 8 + _SEVEN]
                and not (d.dix_counts and declared)):
            _sevens(d, pol, w, trump)
        if before_draws:
            pol.before_draws(d, w)
        if log is not None:  # the winner always has a declaration step to finish
            log.append(Action(DONE))
        # ---- the draws, from the winner round the table
        turnup = rules.draw_after_trick(dr, w, stock, d.turnup, hands, cb, cb_show)
        d.turnup = turnup
        for q in range(n):
            d.counts[q * 32 + (hands[q][-1] & 31)] += 1
        if not stock and turnup is None:
            # the last tricks: table cards back in hand, claims lapse, carte blanche over
            phase = 2
            d.phase = 2
            for q in range(n):
                for c in tabs[q]:
                    d.ontab[q * _MAXC + c] = 0
            pending, new_cb, new_show = rules.start_last_tricks(tabs, cb)
            d.pending[:] = pending
            cb[:] = new_cb
            cb_show[:] = new_show
            d.occ[:] = [{} for _ in range(n)]
            if pol.last_tricks(d, w):
                d.to_act = w
                return


def side_points(d: Deal) -> list[int]:
    """The points per side of the partnership map ``d.side`` (per seat without one)."""
    side = d.side
    if side is None:
        return d.pts[:]
    out = [0] * (max(side) + 1)
    for p in range(d.n):
        out[side[p]] += d.pts[p]
    return out


def result(d: Deal) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The deal's points and brisques per seat, as the variant counts them at its end."""
    return rules.finish_deal(d.dr, d.pts, d.brisq)
