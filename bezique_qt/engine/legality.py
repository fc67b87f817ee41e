"""Legality: the legal actions of the player to act by step (the card play with its specials,
the declaration act, the six-pack's guess), interchangeable copies merged, and the check that
refuses an action with its reason (:class:`~.errors.IllegalAction`)."""

from __future__ import annotations

from typing import Any

from .actions import (
    ANNOUNCE,
    CARTE_BLANCHE,
    DONE,
    DONE_ACTION,
    EXCHANGE,
    GUESS,
    PASS,
    PASS_ACTION,
    PLAY,
    SCORE,
    SHOW_SEVEN,
    Action,
)
from .cards import SEVEN, pretty, suit_of
from .declaring import (
    announce_ok,
    announce_reasons,
    can_finish,
    declared_melds,
    legal_melds,
    meld_cards,
    meld_index,
    partner_table,
    pending_scorable,
    score_reasons,
)
from .errors import IllegalAction
from .fields import GameFields
from .melds import (
    could_meld,
)
from .reuse import occupation
from .rule_cache import candidates_for, trick_rules_for
from .rules import (
    TrickRules,
)
from .step import (
    CB_ELIGIBLE,
    GUESS_SIZES,
    STEP_DEAL_OVER,
    STEP_DECLARE,
    STEP_GAME_OVER,
    STEP_GUESS,
    STEP_PLAY,
)

# one action per card played, shared (actions are immutable values): see play_actions
_PLAY_ACTIONS: dict[int, Action] = {}


def can_exchange(st: GameFields, player: int, seven: int) -> bool:
    v = st.variant
    if not v.dix_enabled or st.dix_exchanged or st.trump is None:
        return False
    # (rank_of and suit_of spelled out: the playout policy asks at every step)
    if st.turnup is None or st.turnup & 7 == SEVEN or not st.stock:
        return False
    if seven & 7 != SEVEN or (seven >> 3) & 3 != st.trump:
        return False
    if seven not in st.concealed[player]:
        return False
    if v.dix_counts_as_declaration and (st.act_scored or st.act_announced):
        return False
    if st.step == STEP_DECLARE:
        return st.to_act == player
    # any_time_on_lead: the leader, before leading, in phase 1
    return (v.dix_exchange_timing == "any_time_on_lead" and st.step == STEP_PLAY
            and st.phase == 1 and not st.trick and st.to_act == player)


def can_show_seven(st: GameFields, player: int, seven: int) -> bool:
    v = st.variant
    return (v.dix_enabled and v.dix_scores_on == "declare_after_win"
            and st.step == STEP_DECLARE and st.to_act == player
            and st.trump is not None and seven & 7 == SEVEN
            and (seven >> 3) & 3 == st.trump and seven in st.concealed[player]
            and seven not in st.sevens_scored
            and not (v.dix_counts_as_declaration and (st.act_scored or st.act_announced)))


def sevens_in_hand(st: GameFields, player: int) -> list[int]:
    if st.trump is None:
        return []
    k = st.trump * 8 + SEVEN
    return [c for c in st.concealed[player] if c & 31 == k]


def card_sig(st: GameFields, player: int, card: int, index: dict[int, list[int]]
              ) -> tuple[Any, ...]:
    """What tells ``card`` apart from another copy of it: where it lies, the melds it
    belongs to (positions among the player's scored then pending melds, from their
    :func:`meld_index`), whether the opponent has seen it, its part in this act."""
    on_table: bool | int = card in st.table[player]
    if not on_table and st.variant.partnerships and card in partner_table(st, player):
        on_table = 2  # on the partner's table
    occ = tuple(index.get(card, ()))
    return (card & 31, on_table, occ, card in st.known[player], card == st.act_exchanged,
            card == st.cb_show[player])


def special_play_action(st: GameFields) -> Action | None:
    """At a card play, the first action that is not a card (carte blanche, exchanging the
    seven) as :func:`legal_actions` lists them, or None: a cheap question for players that
    take such an action whenever they may."""
    p = st.to_act
    if p is None or st.step != STEP_PLAY:
        return None
    specials = play_specials(st, p)
    return specials[0] if specials else None


def special_declare_action(st: GameFields) -> Action | None:
    """In a declaration act, the first exchange or showing of the seven of trumps as
    :func:`legal_actions` lists them, or None (a cheap question, as
    :func:`special_play_action`)."""
    p = st.to_act
    if p is None or st.step != STEP_DECLARE or st.trump is None:
        return None
    seven = st.trump * 8 + SEVEN
    for s in st.concealed[p]:  # (the sevens of trumps in hand, as sevens_in_hand)
        if s & 31 != seven:
            continue
        if can_exchange(st, p, s):
            return Action(EXCHANGE, card=s)
        if can_show_seven(st, p, s):
            return Action(SHOW_SEVEN, card=s)
    return None


def play_specials(st: GameFields, p: int) -> list[Action]:
    """The actions other than a card open to ``p`` at a card play, in the listed order
    (copies of the seven not merged).  (A list built without method calls: the playout
    policy asks before every card it chooses, :func:`special_play_action`.)"""
    out: list[Action] = []
    if st.cb[p] == CB_ELIGIBLE:  # (cb_can_declare)
        out.append(Action(CARTE_BLANCHE))
    show = st.cb_show[p]
    if show is not None:
        out.append(Action(CARTE_BLANCHE, card=show))
    if st.trump is not None:
        seven = st.trump * 8 + SEVEN
        for s in st.concealed[p]:  # (the sevens of trumps in hand, as sevens_in_hand)
            if s & 31 == seven and can_exchange(st, p, s):
                out.append(Action(EXCHANGE, card=s))
    return out


def legal_actions(st: GameFields, *, merge_copies: bool = True) -> list[Action]:
    """Every legal action of the player to act (empty only when the deal or game is over).

    Actions that differ only by which of two interchangeable copies they use (same card,
    same place, same history) are merged into one unless ``merge_copies`` is false;
    :meth:`apply` accepts either copy.
    """
    p = st.to_act
    if p is None or st.step in (STEP_DEAL_OVER, STEP_GAME_OVER):
        return []
    if st.step == STEP_PLAY and merge_copies:
        return play_actions(st, p)
    if st.step == STEP_GUESS:
        return [Action(GUESS, number=n) for n in GUESS_SIZES]
    out: list[Action] = []
    seen: set[Any] = set()

    def add(action: Action, key: Any) -> None:
        if merge_copies:
            if key in seen:
                return
            seen.add(key)
        out.append(action)

    if st.step == STEP_PLAY:
        for a in play_specials(st, p):
            if a.kind == EXCHANGE:
                add(a, ("x", a.seven_of() & 31))
            else:
                out.append(a)
        index = meld_index(declared_melds(st, p))
        for c in sorted(playable(st, p)):
            add(Action(PLAY, card=c),
                ("p", card_sig(st, p, c, index)) if merge_copies else None)
        return out
    # declaration act
    for s in sevens_in_hand(st, p):
        if can_exchange(st, p, s):
            add(Action(EXCHANGE, card=s), ("x", s & 31))
        if can_show_seven(st, p, s):
            add(Action(SHOW_SEVEN, card=s), ("s", s & 31))
    for m in pending_scorable(st, p):
        out.append(Action(SCORE, meld=m))
    candidates = candidates_for(st.variant, meld_cards(st, p), st.trump)
    if candidates:  # (nothing to sum up when there is none, as after most tricks)
        declared = declared_melds(st, p)
        occ = occupation(declared)
        index = meld_index(declared)
        sigs: dict[int, tuple[Any, ...]] = {}
        for m in candidates:
            key = None
            if merge_copies:
                for c in m.cards:
                    if c not in sigs:
                        sigs[c] = card_sig(st, p, c, index)
                key = ("a", m.type, tuple(sorted(sigs[c] for c in m.cards)))
                if key in seen:
                    # a copy of a meld already listed: it would be merged into that one
                    continue
            if announce_ok(st, p, m, occ):
                add(Action(ANNOUNCE, meld=m), key)
    if can_finish(st):
        out.append(DONE_ACTION)
    if can_pass(st):
        out.append(PASS_ACTION)
    return out


def play_actions(st: GameFields, p: int) -> list[Action]:
    """:func:`legal_actions` at a card play, copies merged: the same list, built the short
    way.  A search lists a card play in nearly every step of every simulation.

    Only cards of a kind held more than once can be merged, so only those have their
    signatures (:func:`card_sig`) taken; the specials are :func:`play_specials`, the
    exchange's copies merged (every seven of trumps has the same key)."""
    out: list[Action] = []
    exchange = False
    for special in play_specials(st, p):
        if special.kind == EXCHANGE:
            if exchange:
                continue  # every seven of trumps has the same key: one exchange listed
            exchange = True
        out.append(special)
    cards = sorted(playable(st, p))
    kinds = [c & 31 for c in cards]
    if len(set(kinds)) == len(kinds):
        for c in cards:
            a = _PLAY_ACTIONS.get(c)
            if a is None:
                a = _PLAY_ACTIONS[c] = Action(PLAY, card=c)
            out.append(a)
        return out
    met: set[int] = set()
    twice: set[int] = set()
    for k in kinds:
        if k in met:
            twice.add(k)
        met.add(k)
    index = meld_index(declared_melds(st, p))
    seen: set[tuple[Any, ...]] = set()
    for c, kind in zip(cards, kinds, strict=True):
        if kind in twice:
            sig = card_sig(st, p, c, index)
            if sig in seen:
                continue
            seen.add(sig)
        a = _PLAY_ACTIONS.get(c)
        if a is None:
            a = _PLAY_ACTIONS[c] = Action(PLAY, card=c)
        out.append(a)
    return out


def playable(st: GameFields, player: int) -> list[int]:
    """The cards ``player`` may play to the current trick."""
    hand = st.concealed[player] + st.table[player]
    if st.phase == 2 and st.trick:
        return trick_rules(st).follow_options(hand, st.trick)
    return hand


def trick_rules(st: GameFields) -> TrickRules:
    return trick_rules_for(st.variant, st.trump)[st.phase == 2]


def can_pass(st: GameFields) -> bool:
    """Whether the winner of a trick may let his partner declare instead (BIC-4): at the
    start of his act, before doing anything in it."""
    v = st.variant
    return (v.partnerships and v.partner_declares == "winner_or_partner"
            and st.step == STEP_DECLARE and not st.act_partner
            and not (st.act_announced or st.act_scored or st.act_dix))


def cb_can_declare(st: GameFields, player: int) -> bool:
    # eligibility ends when the player plays a card (see _play), so this is "before the
    # player's first card" (Laws 15, 42)
    return st.cb[player] == CB_ELIGIBLE


def check(st: GameFields, action: Action) -> None:
    p = st.to_act
    if p is None or st.step in (STEP_DEAL_OVER, STEP_GAME_OVER):
        raise IllegalAction("OVER", "the game is over" if st.over else
                            "the deal is over; start the next deal")
    k = action.kind
    if st.step == STEP_GUESS or k == GUESS:
        if st.step != STEP_GUESS or k != GUESS or action.number not in GUESS_SIZES:
            raise IllegalAction("GUESS", "before the deal the non-dealer guesses how many "
                                f"cards the dealer lifted ({GUESS_SIZES[0]} to "
                                f"{GUESS_SIZES[-1]})")
        return
    if k == PLAY:
        c = action.card
        if st.step != STEP_PLAY:
            raise IllegalAction("DECLARING", "you won the trick: declare or finish before "
                                "playing the next card")
        if c is None or c not in st.concealed[p] and c not in st.table[p]:
            raise IllegalAction("NOT_IN_HAND", f"the {pretty(c) if c is not None else '?'} "
                                "is not in your hand")
        if st.phase == 2 and st.trick and c not in playable(st, p):
            lead = st.trick[0]
            hand = st.hand(p)
            if any(suit_of(x) == suit_of(lead) for x in hand):
                if suit_of(c) == suit_of(lead):
                    raise IllegalAction("PHASE2_HEAD", "in the last tricks you must win the "
                                        "trick if you can")
                raise IllegalAction("PHASE2_FOLLOW", "in the last tricks you must follow "
                                    "suit")
            if suit_of(c) == st.trump:
                # three or four to a trick: a trump too low to beat an earlier one, while
                # a higher trump is held
                raise IllegalAction("PHASE2_HEAD", "in the last tricks you must win the "
                                    "trick if you can")
            raise IllegalAction("PHASE2_TRUMP", "in the last tricks you must trump when you "
                                "cannot follow suit")
        return
    if k == CARTE_BLANCHE:
        if st.step != STEP_PLAY:
            raise IllegalAction("CB", "carte blanche is shown before you play a card")
        if action.card is None:
            if not cb_can_declare(st, p):
                raise IllegalAction("CB", "carte blanche needs a dealt hand without a king, "
                                    "queen or jack, shown before your first card")
        elif st.cb_show[p] != action.card:
            raise IllegalAction("CB", "only a newly drawn card that is not a court card may "
                                "be shown for carte blanche")
        return
    if k == EXCHANGE:
        if action.card is None or not can_exchange(st, p, action.card):
            raise IllegalAction("DIX", "the seven of trumps can be exchanged once a deal, "
                                "after winning a trick, while a card lies face down in the "
                                "stock, and not when a seven was turned up")
        return
    if k == SHOW_SEVEN:
        if action.card is None or not can_show_seven(st, p, action.card):
            raise IllegalAction("DIX", "a seven of trumps can be shown once, after winning a "
                                "trick")
        return
    if st.step != STEP_DECLARE:
        raise IllegalAction("NOT_DECLARING", "declarations are made only by the winner of a "
                            "trick, before drawing")
    if k == DONE:
        if not can_finish(st):
            raise IllegalAction("MUST_SCORE", "you announced a declaration: score one of "
                                "them before drawing")
        return
    if k == PASS:
        if not can_pass(st):
            raise IllegalAction("PASS", "only the winner of a trick may let his partner "
                                "declare, and only before declaring anything himself")
        return
    m = action.meld
    assert m is not None
    if k in (ANNOUNCE, SCORE):
        announcing = k == ANNOUNCE
        reasons = announce_reasons(st, p, m) if announcing else score_reasons(st, p, m)
        if reasons:
            # the code is the refusal; the table words it (words.game.refusal_text)
            raise IllegalAction(reasons[0], f"{k} {m} refused by rule "
                                f"{', '.join(reasons)}", tuple(reasons))
        return
    raise IllegalAction("UNKNOWN", f"unknown action {action}")  # pragma: no cover


def declaration_possible(st: GameFields, p: int) -> bool:
    """Could ``p`` do anything but finish in a declaration act now (a table may answer a
    lone 'done' by itself when this is false)."""
    v = st.variant
    if st.pending[p]:
        return True
    if v.dix_enabled and st.trump is not None and sevens_in_hand(st, p):
        for s in sevens_in_hand(st, p):
            if can_exchange(st, p, s) or can_show_seven(st, p, s):
                return True
    hand = meld_cards(st, p)
    if not could_meld(v, hand, st.trump):
        return False
    return bool(legal_melds(st, p))


