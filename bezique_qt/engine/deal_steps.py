"""The deal's steps: what each action does to a :class:`~.state.GameState` once it is known to
be legal (a card played, the trick resolved, a meld announced or scored, the sevens, carte
blanche, the act finished, the last tricks begun, the deal ended), each telling the state's
event sink (``GameState.sink``) what happened when one collects them."""

from __future__ import annotations

from dataclasses import replace

from . import events as ev
from .actions import (
    ANNOUNCE,
    CARTE_BLANCHE,
    DONE,
    EXCHANGE,
    GUESS,
    PASS,
    PLAY,
    SCORE,
    SHOW_SEVEN,
    Action,
)
from .cards import SEVEN, pretty
from .dealing import guess, reset_act
from .events import ScoreEntry
from .fields import GameFields
from .melds import (
    BEZIQUE_1,
    BEZIQUE_2,
    NAME_CODE_WORDS,
    Meld,
    fixes_trump_suit,
    meld_value,
)
from .points import add_points, emit, end_game, game_computation, leader_at_end
from .results import DealResult
from .rule_cache import deal_rules_for, trick_rules_for
from .rules import (
    count_brisques,
    draw_after_trick,
    seven_scores_when_won,
    start_last_tricks,
    trick_brisques,
)
from .step import (
    CB_ACTIVE,
    CB_ELIGIBLE,
    CB_ENDED,
    STEP_DEAL_OVER,
    STEP_DECLARE,
    STEP_GAME_OVER,
    STEP_PLAY,
)


def trick_player(st: GameFields, index: int) -> int:
    """Who plays the ``index``-th card of the current trick."""
    p = st.leader
    for _ in range(index):
        p = next_player(st, p)
    return p


def playing_pair(st: GameFields) -> tuple[int, int] | None:
    """Partners playing the last tricks in pairs (EB9): the two players of the play-off
    under way, the one who leads it first (None when all play to every trick)."""
    w = st.p2_first
    if w is None or st.phase != 2:
        return None
    first = (w, (w + 1) % 4)
    if st.trick:
        playing_first = st.leader in first
    else:
        playing_first = bool(st.concealed[first[0]] or st.concealed[first[1]])
    return first if playing_first else ((w + 2) % 4, (w + 3) % 4)


def next_player(st: GameFields, p: int) -> int:
    """Who plays after ``p`` to a trick: the next player, or in a play-off of the last
    tricks in pairs, the other one of the pair."""
    pair = playing_pair(st) if st.p2_first is not None else None
    if pair is not None:
        return pair[1] if p == pair[0] else pair[0]
    return (p + 1) % st.variant.players


def step(st: GameFields, action: Action) -> None:
    p = st.to_act
    assert p is not None
    k = action.kind
    if k == PLAY:
        play_card(st, p, action.card_of_play())
    elif k == ANNOUNCE:
        announce(st, p, action.meld_of())
    elif k == SCORE:
        score(st, p, action.meld_of())
    elif k == DONE:
        finish_act(st)
    elif k == EXCHANGE:
        exchange(st, p, action.seven_of())
    elif k == SHOW_SEVEN:
        show_seven(st, p, action.seven_of())
    elif k == CARTE_BLANCHE:
        carte_blanche(st, p, action.card)
    elif k == GUESS:
        guess(st, p, action.guess_of())
    elif k == PASS:
        pass_act(st, p)


def play_card(st: GameFields, p: int, card: int) -> None:
    v = st.variant
    if card in st.table[p]:
        st.table[p].remove(card)
        # a claim "to score" lapses when one of its cards is played (SPEC §2.7 a); a
        # partner's claim too, where partners build on each other's cards
        for q in ([p] if v.players == 2 else st.order_from(p)):
            lapsed = [m for m in st.pending[q] if card in m.cards]
            for m in lapsed:
                st.pending[q].remove(m)
                emit(st, ev.CLAIM_LAPSED, q, meld=m)
    else:
        st.concealed[p].remove(card)
    st.known[p].discard(card)
    st.played.add(card)
    trick = st.trick
    trick.append(card)
    if st.cb[p] == CB_ELIGIBLE:
        st.cb[p] = CB_ENDED
    st.cb_show[p] = None
    # (each event is built only when someone collects them: playouts apply without)
    if st.sink is not None:
        emit(st, ev.CARD_PLAYED, p, card=card)
    if (st.phase == 1 and v.dix_enabled and v.dix_scores_on == "when_played"
            and st.trump is not None and card & 31 == st.trump * 8 + SEVEN):
        st.sevens_by[p] += 1
        add_points(st, p, v.dix_points, ev.S_SEVEN,
                   f"seven of trumps played {pretty(card)}", cards=(card,),
                   code=ev.C_SEVEN_PLAYED)
        if st.step == STEP_GAME_OVER:
            return
    if st.p2_first is None:
        if len(trick) < v.players:
            st.to_act = (p + 1) % v.players  # (see next_player)
            return
    elif len(trick) < 2:
        st.to_act = next_player(st, p)
        return
    resolve_trick(st)


def resolve_trick(st: GameFields) -> None:
    v = st.variant
    cards = tuple(st.trick)
    i = trick_rules_for(v, st.trump)[st.phase == 2].winner(cards)  # (trick_rules)
    w = (st.leader + i) % v.players if st.p2_first is None else trick_player(st, i)
    st.trick_no += 1
    st.tricks.append((st.leader, cards, w))
    st.won[w].extend(cards)
    st.trick = []
    st.leader = w
    dr = deal_rules_for(v)
    nb = trick_brisques(cards)
    st.brisques[w] += nb
    if st.sink is not None:
        emit(st, ev.TRICK_WON, w, cards=cards)
    if nb and dr.brisques_when_won:
        add_points(st, w, nb * dr.brisque_points, ev.S_BRISQUES,
                   f"{nb} brisque{'s' if nb > 1 else ''} won", cards=cards,
                   code=ev.C_BRISQUES_WON, count=nb)
    for c in cards:
        if seven_scores_when_won(dr, c, st.phase, st.trump):
            add_points(st, w, dr.dix_points, ev.S_SEVEN, f"seven of trumps {pretty(c)}",
                       cards=(c,), code=ev.C_SEVEN_WON)
    if st.step == STEP_GAME_OVER:
        return
    if st.phase == 1:
        last_stock = len(st.stock) + (st.turnup is not None) == v.players
        if last_stock and not dr.last_bonus_final:
            add_points(st, w, dr.last_bonus, ev.S_LAST_TRICK, "last stock trick",
                       code=ev.C_LAST_STOCK_TRICK)
            if st.step == STEP_GAME_OVER:
                return
        reset_act(st)
        st.act_last_stock = last_stock
        # the winner always gets a declaration step, even with nothing to declare: skipping
        # it would tell the opponent that the winner holds no meld.  A table may answer a
        # lone "done" for its human player.
        st.step = STEP_DECLARE
        st.to_act = w
        return
    if st.p2_first is not None:
        a, b = st.p2_first, (st.p2_first + 1) % 4
        if w in (a, b) and not (st.concealed[a] or st.concealed[b]) and (
                st.concealed[(a + 2) % 4]):
            # the first pair has played its last tricks: the other two play theirs, the
            # partner of the winner of the last stock trick leading
            st.leader = st.to_act = (a + 2) % 4
            return
    if any(st.concealed):
        st.to_act = w
        return
    end_deal(st, w)


def announce(st: GameFields, p: int, meld: Meld) -> None:
    conc = st.concealed[p]
    for c in meld.cards:
        if c in conc:
            conc.remove(c)
            st.table[p].append(c)
            st.act_laid.add(c)
            st.known[p].discard(c)
    st.pending[p].append(meld)
    st.act_announced.append(meld)
    if st.sink is not None:
        emit(st, ev.MELD_ANNOUNCED, p, meld=meld, cards=meld.cards,
             points=meld_value(st.variant, meld, st.trump))


def score(st: GameFields, p: int, meld: Meld) -> None:
    v = st.variant
    new_trump = fixes_trump_suit(v, meld, st.trump)
    if new_trump is not None:
        st.trump = new_trump
        emit(st, ev.TRUMP_FIXED, p, meld=meld, text="SHDC"[new_trump])
    pts = meld_value(v, meld, st.trump)
    if v.double_bezique_after_single == "top_up_to_500" and meld.type == BEZIQUE_2:
        pts -= sum(meld_value(v, o, st.trump) for o in st.scored[p]
                   if o.type == BEZIQUE_1 and set(o.cards) <= set(meld.cards))
    st.pending[p].remove(meld)
    st.scored[p].append(meld)
    st.act_scored += 1
    if st.sink is not None:
        emit(st, ev.MELD_SCORED, p, meld=meld, points=pts)
    # inferior claims of the same class using these cards are lost (Laws 47, 48; SPEC
    # §2.7 b): the player's, and with partners his partner's (§13)
    mc = set(meld.cards)
    for q in v.sides[v.side_of(p)]:
        for o in [o for o in st.pending[q] if o.cls == meld.cls and o.order < meld.order
                  and not mc.isdisjoint(o.cards)]:
            st.pending[q].remove(o)
            if q == p and o in st.act_announced:
                st.act_announced.remove(o)
            emit(st, ev.CLAIM_LAPSED, q, meld=o)
    name = meld.name_code(st.trump)
    add_points(st, p, pts, ev.S_MELD, NAME_CODE_WORDS[name], meld=meld, cards=meld.cards,
               code=name)


def exchange(st: GameFields, p: int, seven: int) -> None:
    v = st.variant
    taken = st.turnup
    assert taken is not None
    st.concealed[p].remove(seven)
    st.concealed[p].append(taken)
    st.known[p].discard(seven)  # a shown seven leaves the hand
    st.known[p].add(taken)
    st.turnup = seven
    st.dix_exchanged = True
    st.act_dix = True
    st.act_exchanged = taken
    emit(st, ev.SEVEN_EXCHANGED, p, card=seven, cards=(seven, taken))
    if seven not in st.sevens_scored:
        st.sevens_scored.add(seven)
        st.sevens_by[p] += 1
        add_points(st, p, v.dix_points, ev.S_SEVEN,
                   f"seven of trumps exchanged {pretty(seven)}", cards=(seven,),
                   code=ev.C_SEVEN_EXCHANGED)


def show_seven(st: GameFields, p: int, seven: int) -> None:
    st.sevens_scored.add(seven)
    st.sevens_by[p] += 1
    st.act_dix = True
    st.known[p].add(seven)
    emit(st, ev.SEVEN_SCORED, p, card=seven)
    add_points(st, p, st.variant.dix_points, ev.S_SEVEN,
               f"seven of trumps shown {pretty(seven)}", cards=(seven,),
               code=ev.C_SEVEN_SHOWN)


def carte_blanche(st: GameFields, p: int, card: int | None) -> None:
    v = st.variant
    if card is None:
        st.cb[p] = CB_ACTIVE if v.carte_blanche in ("rubicon", "six_pack") else CB_ENDED
        shown = tuple(st.concealed[p])
        st.known[p].update(shown)
        label, code = "carte blanche", ev.C_CARTE_BLANCHE
    else:
        st.cb_show[p] = None
        shown = (card,)
        st.known[p].add(card)
        label, code = f"carte blanche again {pretty(card)}", ev.C_CARTE_BLANCHE_AGAIN
    emit(st, ev.CARTE_BLANCHE, p, cards=shown)
    add_points(st, p, v.carte_blanche_points, ev.S_CARTE_BLANCHE, label, cards=shown,
               code=code)


def finish_act(st: GameFields) -> None:
    p = st.to_act
    assert p is not None
    v = st.variant
    last_stock = st.act_last_stock
    if v.partnerships and not st.act_partner:
        if v.partner_declares == "each_separately":
            # the winner has declared; now his partner may, in an act of his own (EB9, EW)
            reset_act(st)
            st.act_last_stock = last_stock
            st.act_partner = True
            st.to_act = (p + 2) % 4
            emit(st, ev.DECLARER_CHANGED, st.to_act)
            return
    # the trick's winner draws first (the partner may have made the act)
    w = (p + 2) % 4 if st.act_partner else p
    reset_act(st)
    # the draws (rules.draw_after_trick: from the winner round the table, the last taking
    # the turn-up, a carte blanche spoilt or shown again), then what they tell
    from_stock = len(st.stock)
    st.turnup = draw_after_trick(deal_rules_for(v), w, st.stock, st.turnup,
                                   st.concealed, st.cb, st.cb_show)
    events = st.sink is not None
    for i, p in enumerate(st.order_from(w)):
        c = st.concealed[p][-1]
        if i < from_stock:
            if events:
                emit(st, ev.CARD_DRAWN, p, card=c)
        else:
            st.known[p].add(c)  # everybody saw the turn-up taken (SPEC §1.4)
            if events:
                emit(st, ev.TURN_UP_TAKEN, p, card=c)
    st.step = STEP_PLAY
    st.to_act = w
    if last_stock or (not st.stock and st.turnup is None):
        begin_last_tricks(st)


def pass_act(st: GameFields, p: int) -> None:
    """Four-handed partners: the winner lets his partner declare instead (BIC-4)."""
    last_stock = st.act_last_stock
    reset_act(st)
    st.act_last_stock = last_stock
    st.act_partner = True
    st.to_act = (p + 2) % 4
    emit(st, ev.DECLARER_CHANGED, st.to_act)


def begin_last_tricks(st: GameFields) -> None:
    st.phase = 2
    v = st.variant
    if v.partnerships and v.partnership_last_tricks == "pairs":
        st.p2_first = st.to_act  # the winner of the last stock trick
    for p in range(st.variant.players):
        for m in st.pending[p]:
            emit(st, ev.CLAIM_LAPSED, p, meld=m)
        # declared cards go back into the hand; the opponent has seen them
        st.known[p].update(st.table[p])
        st.concealed[p].extend(st.table[p])
    # (rules.start_last_tricks: the tables emptied, the claims lapsed, a carte blanche over)
    st.pending, st.cb, st.cb_show = start_last_tricks(st.table, st.cb)
    emit(st, ev.PHASE_CHANGED, None, text="last tricks")


def end_deal(st: GameFields, last_winner: int) -> None:
    v = st.variant
    st.last_trick_winner = last_winner
    dr = deal_rules_for(v)
    if dr.last_bonus_final and dr.last_bonus:
        add_points(st, last_winner, dr.last_bonus, ev.S_LAST_TRICK, "last trick",
                   code=ev.C_LAST_TRICK)

    def enter(p: int, points: int, brisques: int) -> None:
        add_points(st, p, points, ev.S_BRISQUES, f"{brisques} brisques", code=ev.C_BRISQUES,
                   count=brisques)

    count_brisques(dr, st.brisques, (st.dealer + 1) % v.players, st.deal_points, enter)
    result = DealResult(st.deal_index + 1, st.dealer, tuple(st.deal_points),
                        tuple(st.brisques), last_winner,
                        tuple(st.side_points()) if v.partnerships else None)
    if st.step == STEP_GAME_OVER:
        st.deal_results.append(result)
        return
    st.to_act = None
    st.step = STEP_DEAL_OVER
    if v.rubicon_scoring:
        comp = game_computation(st)
        game_points = [0, 0]
        if comp.winner is not None:
            st.game_points[comp.winner] += comp.points
            game_points[comp.winner] = comp.points
            st.history.append(ScoreEntry(st.deal_index + 1, st.trick_no, comp.winner,
                                           ev.S_GAME, comp.points, "game", code=ev.C_GAME))
        st.deal_results.append(replace(
            result, game_points=(game_points[0], game_points[1]), computation=comp.steps))
        emit(st, ev.DEAL_ENDED, last_winner, text="deal over")
        if v.single_deal or v.game_target <= 0:
            end_game(st, comp.winner, "game computed")
        elif max(st.game_points) >= v.game_target:
            end_game(st, leader_at_end(st), "target reached")
        return
    st.deal_results.append(result)
    emit(st, ev.DEAL_ENDED, last_winner, text="deal over")
    if v.game_end == "end_of_deal_highest" and max(st.game_points) >= v.game_target:
        leader = leader_at_end(st)
        # a tie no tie-break settles: nobody has won yet, the game goes on with another
        # deal and the end is checked again after it (SPEC §13)
        if leader is not None:
            end_game(st, leader, "target reached")


