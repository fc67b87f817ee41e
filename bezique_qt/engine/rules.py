# cython: annotation_typing=False
"""The rules of a trick and of a deal's steps, written once: who wins a trick, what a player
may play to it, what a trick scores, the draws, the end of the deal.

The Python paths that play cards call these: the checked :class:`~bezique_qt.engine.GameState`
(trick winner, the last tricks' duties, the carte blanche's court), the deal kernel
(:mod:`bezique_qt.engine.kernel`, on which the computer's playouts and the random benchmark run)
and the endgame solver (:mod:`bezique_qt.ai.solver`).  Hot loops take the same answers as a 32 × 32
table (:attr:`TrickRules.table`, and as bit masks :attr:`TrickRules.wins`), built from
:func:`beats`.  The duties of the last tricks are stated once, on masks of the kinds held
(:meth:`TrickRules.follow_mask`): the checked engine and the kernel ask it card by card
(:meth:`TrickRules.follow_options`), the solver, whose hands are such masks, directly.

Compiled with Cython in pure-Python mode like the kernel that calls it every trick (``setup.py``;
the C types are in ``rules.pxd``): the same code runs as Python where it is not compiled.

A trick holds two, three or four cards, in the order they were played; its first card is the
lead.  Cards are the engine's ints (:mod:`bezique_qt.engine.cards`); only the kind (``card & 31``)
matters here.
"""

from __future__ import annotations

try:
    import cython
except ImportError:  # run as Python without Cython installed
    from bezique_qt import _cython as cython

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .cards import ACE, JACK, KING, QUEEN, SEVEN, TEN

if TYPE_CHECKING:
    from .variants import Variant

__all__ = ["DealRules", "TrickRules", "beats", "cb_court", "deal_rules", "draw_after_trick",
           "finish_deal", "follow_options", "phase2_legal", "score_trick", "score_trick_cards",
           "seven_scores_when_won", "spoils_carte_blanche", "start_last_tricks",
           "trick_brisques", "trick_rules", "trick_winner", "trick_winner_index",
           "variant_rules"]

#: Whether this module runs compiled.
COMPILED: bool = cython.compiled

# the order of ranks (7 8 9 J Q K T A) in the last tricks when tens rank low, whist order
# A K Q J T 9 8 7 (S004 fn 8): the ten between the nine and the jack, all doubled to stay ints
_LOW_TEN_ORDER = (0, 2, 4, 6, 8, 10, 5, 14)


def beats(best: int, card: int, trump: int | None, *, phase2: bool = False,
          ten_low: bool = False, rank_only: bool = False) -> bool:
    """Whether ``card``, played after ``best`` (the card winning the trick so far), takes the
    trick from it (SPEC §1.2).  Identical cards: the earlier one keeps it.  With ``rank_only``
    an off-suit card wins on rank while no trump has been played."""
    bs, cs = (best >> 3) & 3, (card >> 3) & 3
    br, cr = best & 7, card & 7
    if ten_low and phase2:
        br, cr = _LOW_TEN_ORDER[br], _LOW_TEN_ORDER[cr]
    if cs == bs:
        return cr > br
    if trump is not None and cs == trump:
        return True
    if rank_only and not phase2 and (trump is None or bs != trump):
        return cr > br
    return False


class TrickRules:
    """What decides a trick in one phase of one variant (SPEC §1.2, §1.4), with :func:`beats`
    as lookup tables for the hot loops: ``table[best & 31][card & 31]``, and the same as bit
    masks, ``wins[best & 31]`` (bit ``k``: a card of kind ``k`` takes the trick from it).

    ``phase2`` — the last tricks; ``ten_low`` — tens rank below the jack there;
    ``rank_only`` — before the last tricks, with no trump played, the higher rank wins
    whatever its suit (seed 002); ``must_head`` / ``must_trump`` — the last tricks' duties to
    beat the best card so far and to trump when void.  Build one with :func:`trick_rules`
    (shared and never changed; compiled, its attributes are read-only).
    """

    __slots__ = ("trump", "phase2", "ten_low", "rank_only", "must_head", "must_trump", "table",
                 "itrump", "wins")

    def __init__(self, trump: int | None, phase2: bool = False, ten_low: bool = False,
                 rank_only: bool = False, must_head: bool = False,
                 must_trump: bool = False) -> None:
        self.trump = trump
        self.itrump = -1 if trump is None else trump
        self.phase2 = phase2
        self.ten_low = ten_low
        self.rank_only = rank_only
        self.must_head = must_head
        self.must_trump = must_trump
        table = tuple(tuple(beats(a, b, trump, phase2=phase2, ten_low=ten_low,
                                  rank_only=rank_only) for b in range(32)) for a in range(32))
        self.table = table
        if not cython.compiled:  # compiled, a C array
            self.wins = [0] * 32
        for a in range(32):
            m = 0
            for b in range(32):
                if table[a][b]:
                    m |= 1 << b
            self.wins[a] = m

    def __repr__(self) -> str:
        return (f"TrickRules(trump={self.trump!r}, phase2={self.phase2!r}, "
                f"ten_low={self.ten_low!r}, rank_only={self.rank_only!r}, "
                f"must_head={self.must_head!r}, must_trump={self.must_trump!r})")

    def winner(self, cards: Sequence[int]) -> int:
        """The position in ``cards`` (two, three or four, in the order played) of the card that
        takes the trick: the highest trump if any, else the highest card of the suit led (or,
        with ``rank_only``, of any suit); of identical winning cards the first played."""
        win = 0
        best = cards[0] & 31
        for i in range(1, len(cards)):
            k = cards[i] & 31
            if self.wins[best] >> k & 1:
                win = i
                best = k
        return win

    def follow_mask(self, held: int, led: int, best: int) -> int:
        """The kinds a player holding the kinds ``held`` (bit ``k`` for kind ``k``) may add in
        the last tricks (SPEC §1.4) to a trick led in the suit ``led`` whose best card so far
        is of kind ``best``.

        Follow suit; with ``must_head``, beat the best card so far if able (even a partner's);
        void in the suit led, with ``must_trump``, trump so as to win if able (over-trumping is
        due, under-trumping never).  With two cards to a trick this is the two-handed rule:
        every trump beats a plain lead.  The one statement of these duties: the checked engine,
        the kernel and the endgame solver all ask it.
        """
        wins = self.wins[best]
        same = held & (0xFF << (8 * led))
        if same:
            if self.must_head and same & wins:
                return same & wins
            return same
        if self.must_trump and self.itrump >= 0 and led != self.itrump:
            trumps = held & (0xFF << (8 * self.itrump)) & wins
            if trumps:
                return trumps
        return held

    def follow_options(self, hand: Sequence[int], trick: Sequence[int]) -> list[int]:
        """The cards of ``hand`` a player may add to ``trick`` (at least one card already
        played) in the last tricks, in hand order: :meth:`follow_mask` card by card."""
        lead = trick[0]
        best = (lead if len(trick) == 1 else trick[self.winner(trick)]) & 31
        held = 0
        for c in hand:
            held |= 1 << (c & 31)
        allowed = self.follow_mask(held, (lead >> 3) & 3, best)
        if allowed == held:
            return list(hand)
        return [c for c in hand if allowed >> (c & 31) & 1]


@lru_cache(maxsize=256)
def trick_rules(trump: int | None, *, phase2: bool = False, ten_low: bool = False,
                rank_only: bool = False, must_head: bool = False,
                must_trump: bool = False) -> TrickRules:
    """The (shared, immutable) :class:`TrickRules` for these settings."""
    return TrickRules(trump, phase2, ten_low, rank_only, must_head, must_trump)


def trick_winner(lead: int, follow: int, trump: int | None, *, phase2: bool = False,
                 ten_low: bool = False, rank_only: bool = False) -> int:
    """0 if the leader wins a two-card trick, 1 if the follower wins (SPEC §1.2).  Identical
    cards: the leader."""
    return 1 if beats(lead, follow, trump, phase2=phase2, ten_low=ten_low,
                      rank_only=rank_only) else 0


def trick_winner_index(cards: Sequence[int], trump: int | None, *, phase2: bool = False,
                       ten_low: bool = False, rank_only: bool = False) -> int:
    """:meth:`TrickRules.winner` for these settings."""
    return trick_rules(trump, phase2=phase2, ten_low=ten_low, rank_only=rank_only).winner(cards)


def follow_options(hand: Sequence[int], trick: Sequence[int], trump: int | None, *,
                   must_head: bool, must_trump: bool, ten_low: bool = False) -> list[int]:
    """:meth:`TrickRules.follow_options` in the last tricks for these settings."""
    return trick_rules(trump, phase2=True, ten_low=ten_low, must_head=must_head,
                       must_trump=must_trump).follow_options(hand, trick)


def phase2_legal(hand: Sequence[int], lead: int, trump: int | None, must_head: bool,
                 must_trump: bool, ten_low: bool = False) -> list[int]:
    """The cards the second of two players may play in the last tricks (SPEC §1.4)."""
    return follow_options(hand, (lead,), trump, must_head=must_head, must_trump=must_trump,
                          ten_low=ten_low)


def variant_rules(variant: Variant, trump: int | None) -> tuple[TrickRules, TrickRules]:
    """The :class:`TrickRules` of ``variant`` with this trump: before the last tricks, and in
    them."""
    v = variant
    return (trick_rules(trump, rank_only=v.phase1_rank_only),
            trick_rules(trump, phase2=True, ten_low=v.phase2_ten_ranks_low,
                        must_head=v.phase2_must_head, must_trump=v.phase2_must_trump))


def cb_court(variant: Variant) -> frozenset[int]:
    """The ranks that spoil a carte blanche: the court cards, and in seed 001 the aces and
    tens too (SPEC §2.9)."""
    if variant.carte_blanche == "seed001":
        return frozenset((ACE, TEN, KING, QUEEN, JACK))
    return frozenset((KING, QUEEN, JACK))


class DealRules:
    """A variant's constants for the steps of a deal the fast paths take without checks
    (:func:`score_trick`, :func:`draw_after_trick`, :func:`finish_deal`).  Build one with
    :func:`deal_rules` (shared and never changed; compiled, its attributes are read-only).

    ``brisques_when_won``: brisques scored as each trick is won (S004 fn 7);
    ``brisques_at_end``: at the end of the deal; ``dix_mode``: ``Variant.dix_scores_on``;
    ``last_bonus_final``: the last-trick bonus goes with the final trick, not the last stock
    trick; ``court``: :func:`cb_court`; ``cb_repeat``: a carte blanche may be shown again on
    each card drawn.
    """

    __slots__ = ("brisque_points", "brisques_when_won", "brisques_at_end", "dix_on", "dix_mode",
                 "dix_points", "last_bonus", "last_bonus_final", "court", "cb_repeat",
                 "dix_if_wins", "court_mask")

    def __init__(self, brisque_points: int, brisques_when_won: bool, brisques_at_end: bool,
                 dix_on: bool, dix_mode: str, dix_points: int, last_bonus: int,
                 last_bonus_final: bool, court: frozenset[int], cb_repeat: bool) -> None:
        self.brisque_points = brisque_points
        self.brisques_when_won = brisques_when_won
        self.brisques_at_end = brisques_at_end
        self.dix_on = dix_on
        self.dix_mode = dix_mode
        self.dix_points = dix_points
        self.last_bonus = last_bonus
        self.last_bonus_final = last_bonus_final
        self.court = court
        self.cb_repeat = cb_repeat
        # the same, ready for the steps: the seven scores as its trick is won; the court's ranks
        # as bits
        self.dix_if_wins = bool(dix_on) and dix_mode == "when_played_if_wins"
        self.court_mask = sum(1 << r for r in court)


@lru_cache(maxsize=64)
def deal_rules(variant: Variant) -> DealRules:
    """The (shared, immutable) :class:`DealRules` of ``variant``."""
    v = variant
    bp = v.brisque_points
    return DealRules(bp, bool(v.brisques_counted == "when_won" and bp),
                     bool(v.brisques_counted == "end_of_deal" and bp), v.dix_enabled,
                     v.dix_scores_on, v.dix_points, v.last_trick_bonus,
                     v.last_trick_bonus_trick == "final", cb_court(v),
                     v.carte_blanche in ("rubicon", "six_pack"))


def score_trick(dr: DealRules, lead: int, follow: int, w: int, phase: int, trump: int | None,
                pts: list[int], brisq: list[int]) -> None:
    """:func:`score_trick_cards` for a two-card trick."""
    score_trick_cards(dr, (lead, follow), w, phase, trump, pts, brisq)


def trick_brisques(cards: Sequence[int]) -> int:
    """The brisques (aces and tens) among a trick's ``cards`` (SPEC §1.5)."""
    nb = 0
    for c in cards:
        if (c & 7) >= TEN:
            nb += 1
    return nb


def seven_scores_when_won(dr: DealRules, card: int, phase: int, trump: int | None) -> bool:
    """Whether ``card``, in a trick won before the last tricks, scores as the seven of trumps
    for the trick's winner (``dix_scores_on`` "when_played_if_wins", SPEC §2.8)."""
    return phase == 1 and dr.dix_if_wins and trump is not None and card & 31 == trump * 8 + SEVEN


def spoils_carte_blanche(dr: DealRules, card: int) -> bool:
    """Whether ``card``, drawn by a player still holding a carte blanche, ends it (a court
    card: :func:`cb_court`, SPEC §2.9)."""
    return bool(dr.court_mask >> (card & 7) & 1)


def score_trick_cards(dr: DealRules, cards: Sequence[int], w: int, phase: int,
                      trump: int | None, pts: list[int], brisq: list[int]) -> None:
    """What the winner ``w`` of a trick of ``cards`` takes with it (SPEC §1.5, §2.8): its
    brisques (:func:`trick_brisques`; their points where they score as won), and a seven of
    trumps where it scores when it wins (:func:`seven_scores_when_won`)."""
    nb = trick_brisques(cards)
    brisq[w] += nb
    if nb and dr.brisques_when_won:
        pts[w] += nb * dr.brisque_points
    for c in cards:
        if seven_scores_when_won(dr, c, phase, trump):
            pts[w] += dr.dix_points


# the seats in turn from each seat, for each number of seats: _ROUNDS[n][w]
_ROUNDS = {n: tuple(tuple((w + i) % n for i in range(n)) for w in range(n)) for n in (2, 3, 4)}


def draw_after_trick(dr: DealRules, w: int, stock: list[int], turnup: int | None,
                     hands: list[list[int]], cb: list[int], cb_show: list[int | None]
                     ) -> int | None:
    """The draws after a trick before the last tricks: the winner first, then the others in
    turn (increasing seat, wrapping round), the last of them taking the turn-up (SPEC §1.3,
    §1.4).  A carte blanche still held is spoilt by a court
    card drawn, or shown again with the card (``cb`` state 2: may repeat; 3: over).  Returns
    the turn-up left (None once taken)."""
    for q in _ROUNDS[len(hands)][w]:
        if stock:
            c = stock.pop()
        else:
            assert turnup is not None
            c = turnup
            turnup = None
        hands[q].append(c)
        if cb[q] == 2:
            if spoils_carte_blanche(dr, c):
                cb[q] = 3
            else:
                cb_show[q] = c
    return turnup


def start_last_tricks(tabs: Sequence[set[int] | list[int]], cb: list[int]
                      ) -> tuple[list[list[Any]], list[int], list[int | None]]:
    """The stock is gone (SPEC §1.4): table cards go back into the hands (``tabs`` emptied),
    claims kept to score lapse, a carte blanche can no longer be shown.  Returns the new
    (pending claims, carte blanche states, cards shown with a carte blanche)."""
    for t in tabs:
        t.clear()
    return [[] for _ in cb], [3 if x else 0 for x in cb], [None for _ in cb]


def count_brisques(dr: DealRules, brisq: list[int], first: int, pts: list[int],
                   sink: Callable[[int, int, int], None] | None = None) -> None:
    """The brisques counted at the end of the deal where they score then (SPEC §1.5), each
    player's in turn from ``first`` (the non-dealer first, S002, EW; with more players, from the
    dealer's left): added to ``pts``, or with a ``sink``, handed to it as ``sink(player, points,
    brisques)`` for each player who won any, to enter them (the checked engine, with an event
    each); the kernel passes none."""
    if not dr.brisques_at_end:
        return
    n = len(brisq)
    for i in range(n):
        p = (first + i) % n
        if sink is None:
            pts[p] += brisq[p] * dr.brisque_points
        elif brisq[p]:
            sink(p, brisq[p] * dr.brisque_points, brisq[p])


def finish_deal(dr: DealRules, pts: list[int], brisq: list[int]
                ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The deal's points and brisques per player, the brisques added where they score at the
    end of the deal (:func:`count_brisques`)."""
    count_brisques(dr, brisq, 0, pts)
    return tuple(pts), tuple(brisq)
