"""Dealing: each deal's seal and shuffle, the cut for the first deal, the packets, the turn-up,
the six-pack's lift guessed before the play, and what a hand dealt may show (a seven turned up,
carte blanche)."""

from __future__ import annotations

from . import events as ev
from .cards import SEVEN, full_deck, pretty, rank_of, suit_of
from .fields import GameFields
from .points import add_points, emit
from .rules import (
    cb_court,
)
from .seals import Seal, fresh_seed
from .shuffle import DealRandom
from .step import CB_ELIGIBLE, CB_NONE, GUESS_SIZES, PACKET_WEIGHTS, STEP_GUESS, STEP_PLAY


def game_rng(st: GameFields, purpose: str) -> DealRandom:
    """The numbers for one purpose of this game's seed (``cut``, ``deal:<n>``, ``packet:<n>``):
    the engine's own algorithm (:mod:`.shuffle`), so a record deals the same on any Python."""
    return DealRandom(f"bezique:{st.seed if st.seed is not None else 0}:{purpose}")


def deal_rng(st: GameFields, purpose: str, index: int) -> DealRandom:
    """The numbers for one purpose (``deal``, ``packet``) of deal ``index``: from its seal
    (with the deal's number in the game the seed was drawn for), else the game's seed."""
    seal = st.seals[index] if index < len(st.seals) else None
    if seal is None:
        return game_rng(st, f"{purpose}:{index}")
    return DealRandom(f"bezique:{seal.seed}:{purpose}:{seal.deal - 1}")


def seal_deal(st: GameFields) -> None:
    """Seal the current deal (and any before it without one) unless it is sealed already or
    dealt from a deck order: with the game's seed (and a salt made from it), or a fresh seed
    and salt when the game has none."""
    while len(st.seals) <= st.deal_index:
        index = len(st.seals)
        if index < len(st.decks) or not st.sealing:
            st.seals.append(None)
        else:
            st.seals.append(Seal.new(index + 1, fresh_seed()) if st.seed is None
                              else Seal.of_given_seed(index + 1, st.seed))


def seal(st: GameFields) -> Seal | None:
    """The current deal's seal (None when it is dealt from a deck order)."""
    return st.seals[st.deal_index] if st.deal_index < len(st.seals) else None


def choose_first_dealer(st: GameFields) -> int:
    first = st.seals[0] if st.seed is None and st.seals else None
    rng = game_rng(st, "cut") if first is None else DealRandom(f"bezique:{first.seed}:cut")
    if st.variant.first_dealer == "random":
        return rng.below(st.variant.players)
    # cut for deal: the higher card deals; identical ranks cut again (S000, S001, Law 6)
    deck = full_deck(st.variant.packs)
    n = st.variant.players
    while True:
        cut = rng.sample(deck, n)
        ranks = [rank_of(c) for c in cut]
        top = max(ranks)
        if ranks.count(top) == 1:
            st.cut = tuple(cut)
            return ranks.index(top)


def deck_for_deal(st: GameFields, index: int) -> list[int]:
    """The deck order (top first) of deal ``index``."""
    if index < len(st.decks):
        return list(st.decks[index])
    deck = full_deck(st.variant.packs)
    deal_rng(st, "deal", index).shuffle(deck)
    return deck


def packets(st: GameFields) -> list[int]:
    v = st.variant
    if v.deal_pattern == "3-2-3" and v.hand_size == 8:
        return [3, 2, 3]
    if v.deal_pattern == "threes" and v.hand_size % 3 == 0:
        return [3] * (v.hand_size // 3)
    return [1] * v.hand_size


def start_deal(st: GameFields) -> None:
    v = st.variant
    seal_deal(st)
    deck = deck_for_deal(st, st.deal_index)
    d = st.dealer
    order = st.order_from(d + 1)  # the dealer's left first, the dealer last
    nd = order[0]
    st.concealed = [[] for _ in order]
    st.table = [[] for _ in order]
    pos = 0
    for n in packets(st):
        for p in order:
            st.concealed[p].extend(deck[pos:pos + n])
            pos += n
    st.turnup = None
    st.trump = None
    if v.has_turn_up:
        st.turnup = deck[pos]
        st.trump = suit_of(st.turnup)
        pos += 1
    st.stock = deck[pos:][::-1]
    st.phase = 1
    st.step = STEP_PLAY
    st.leader = nd
    st.to_act = nd
    st.trick = []
    st.trick_no = 0
    st.tricks = []
    st.won = [[] for _ in order]
    st.played = set()
    st.scored = [[] for _ in order]
    st.pending = [[] for _ in order]
    st.known = [set() for _ in order]
    reset_act(st)
    st.dix_exchanged = False
    st.sevens_scored = set()
    st.sevens_by = [0 for _ in order]
    st.cb_show = [None for _ in order]
    st.deal_points = [0 for _ in order]
    st.brisques = [0 for _ in order]
    st.last_trick_winner = None
    st.p2_first = None
    st.deal_start_actions = len(st.actions)
    emit(st, ev.DEAL_STARTED, d, text=f"deal {st.deal_index + 1}")
    for p in order:
        emit(st, ev.CARDS_DEALT, p, cards=tuple(st.concealed[p]))
    if st.turnup is not None:
        emit(st, ev.TURN_UP, d, card=st.turnup)
        if v.dix_enabled and rank_of(st.turnup) == SEVEN:
            # the dealer scores for a seven turned up (all classic sources)
            add_points(st, d, v.dix_points, ev.S_SEVEN,
                       f"seven turned up {pretty(st.turnup)}", cards=(st.turnup,),
                       code=ev.C_SEVEN_TURNED_UP)
    if v.dealer_guess_bonuses:
        st.step = STEP_GUESS
    court = cb_court(v)
    st.cb = [CB_NONE for _ in order]
    if v.carte_blanche != "none":
        for p in order:
            if not any(rank_of(c) in court for c in st.concealed[p]):
                st.cb[p] = CB_ELIGIBLE


def guess(st: GameFields, p: int, guess: int) -> None:
    size = deal_rng(st, "packet", st.deal_index).weighted_choice(GUESS_SIZES,
                                                                     PACKET_WEIGHTS)
    st.step = STEP_PLAY
    emit(st, ev.POINTS, st.dealer, text=f"the dealer lifted {size} cards",
         code=ev.C_DEALER_LIFTED, count=size)
    if guess == size:
        add_points(st, p, 150, ev.S_GUESS, f"guessed the dealer's {size} cards",
                   code=ev.C_GUESSED, count=size)
    if size == 2 * st.variant.hand_size:
        add_points(st, st.dealer, 250, ev.S_GUESS, f"lifted exactly {size} cards",
                   code=ev.C_LIFTED_EXACTLY, count=size)


def clear_act(st: GameFields) -> None:
    """Nothing announced, scored, laid or exchanged yet in the act."""
    st.act_laid = set()
    st.act_announced = []
    st.act_scored = 0
    st.act_dix = False
    st.act_exchanged = None


def reset_act(st: GameFields) -> None:
    clear_act(st)
    st.act_last_stock = False
    st.act_partner = False
