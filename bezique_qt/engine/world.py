"""Whole positions built from one player's observation (the engine side of a computer's guess).

A computer player sees an :class:`Observation`; to search it needs full game states whose hidden
cards (the opponent's unknown concealed cards and the stock order) it has invented.  The
*choice* of those cards is the player's business (``bezique_qt.ai.sampling``); putting them
into a :class:`GameState` is the engine's, here, so that no code outside the engine writes a
state's fields.  Use :meth:`GameState.from_observation` and :meth:`GameState.with_hidden`;
:func:`before_last_card` rebuilds the public position just before the opponent's last card.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .actions import CARTE_BLANCHE, PLAY, canonical_legal
from .dealing import reset_act
from .events import S_CARTE_BLANCHE, S_SEVEN
from .state import STEP_DECLARE, STEP_PLAY, GameState

if TYPE_CHECKING:
    from .observation import Observation

__all__ = ["before_last_card", "from_observation", "from_observation_hands",
           "public_position"]


def from_observation_hands(obs: Observation, hands: Mapping[int, Sequence[int]],
                           stock: Sequence[int]) -> GameState:
    """A whole position from ``obs`` for any number of players: ``hands`` gives every other
    player's concealed hand (holding his known cards), ``stock`` the face-down stock (the next
    card drawn last).  Raises ``ValueError`` when the hidden cards do not fit."""
    others = [q for q in range(obs.variant.players) if q != obs.player]
    counts = obs.concealed_counts
    if (sorted(hands) != others or len(stock) != obs.stock_face_down
            or any(len(hands[q]) != counts[q] or not set(obs.known[q]) <= set(hands[q])
                   for q in others)
            or sorted([*(c for q in others for c in hands[q]), *stock])
            != sorted(obs.opponent_known + obs.unseen)):
        raise ValueError("the hidden cards do not fit the observation: each other player's "
                         "hand must hold his known cards and, with the stock, every unseen card")
    st = public_position(obs)
    for q in others:
        st.concealed[q] = list(hands[q])
    st.stock = list(stock)
    if obs.to_act == obs.player and obs.legal:
        _match_legal(st, obs)
    return st


def from_observation(obs: Observation, opponent_hand: Sequence[int],
                     stock: Sequence[int]) -> GameState:
    """See :meth:`GameState.from_observation` (two players; :func:`from_observation_hands`
    for more)."""
    if obs.variant.players != 2:
        raise ValueError("with more than two players give every other hand "
                         "(from_observation_hands)")
    if (len(opponent_hand) != obs.opponent_concealed or len(stock) != obs.stock_face_down
            or sorted([*opponent_hand, *stock]) != sorted(obs.opponent_known + obs.unseen)
            or not set(obs.opponent_known) <= set(opponent_hand)):
        raise ValueError("the hidden cards do not fit the observation: the opponent's hand "
                         "must hold its known cards and, with the stock, every unseen card")
    st = public_position(obs)
    st.concealed[1 - obs.player] = list(opponent_hand)
    st.stock = list(stock)
    if obs.to_act == obs.player and obs.legal:
        _match_legal(st, obs)
    return st


def public_position(obs: Observation) -> GameState:
    """The world with everything public and the player's own cards filled in, the opponent's
    concealed hand and the stock left empty (complete it with :meth:`GameState.with_hidden`)."""
    v = obs.variant
    me, n = obs.player, v.players
    st = GameState(v)
    st.seed = "sampled"
    st.deal_index = obs.deal_index
    st.dealer = obs.dealer
    st.first_dealer = obs.dealer
    st.concealed = [[] for _ in range(n)]
    st.concealed[me] = list(obs.hand)
    st.table = [list(t) for t in obs.tables]
    st.stock = []
    st.turnup = obs.turnup
    st.trump = obs.trump
    st.phase = obs.phase
    st.step = obs.step
    st.to_act = obs.to_act
    st.leader = obs.leader
    st.trick = list(obs.trick)
    st.trick_no = obs.trick_no
    st.tricks = list(obs.tricks)
    if (v.partnerships and v.partnership_last_tricks == "pairs" and obs.phase == 2
            and len(obs.tricks) >= v.phase1_tricks):
        st.p2_first = obs.tricks[v.phase1_tricks - 1][2]  # the winner of the last stock trick
    won: list[list[int]] = [[] for _ in range(n)]
    played: set[int] = set(obs.trick)
    for _leader, cards, winner in obs.tricks:
        won[winner].extend(cards)
        played.update(cards)
    st.won = won
    st.played = played
    st.scored = [list(s) for s in obs.scored]
    st.pending = [list(s) for s in obs.pending]
    st.act_laid = set(obs.act_laid)
    st.act_announced = list(obs.act_announced)
    st.act_scored = obs.act_scored
    st.act_exchanged = obs.act_exchanged
    st.act_last_stock = obs.act_last_stock
    st.act_dix = obs.act_exchanged is not None or _seven_shown_this_act(obs)
    # four-handed partners: the trick's winner's partner is declaring
    st.act_partner = (obs.step == STEP_DECLARE and bool(obs.tricks)
                      and obs.tricks[-1][2] != obs.to_act)
    st.dix_exchanged = obs.dix_exchanged
    st.sevens_scored = set(obs.sevens_scored)
    st.cb = list(obs.carte_blanche)
    st.cb_show = [None] * n
    for a in obs.legal:
        if a.kind == CARTE_BLANCHE and a.card is not None:
            st.cb_show[me] = a.card
    st.deal_points = list(obs.deal_points)
    st.brisques = list(obs.brisques)
    st.game_points = list(obs.game_points)
    st.history = list(obs.history)
    if n == 2:
        st.known = [set(), set()]
        st.known[1 - me] = set(obs.opponent_known)
        st.known[me] = _own_known(obs)
    else:
        st.known = [set(k) for k in obs.known]
    return st


def before_last_card(obs: Observation) -> tuple[GameState, int, bool] | None:
    """The public position just before the opponent's last card of the first phase, when no
    card has been drawn since: a :func:`public_position` without the opponent's hidden cards,
    that card, and whether it came from the opponent's table.  None when there is no such card."""
    if obs.phase != 1 or obs.to_act != obs.player:
        return None
    me, opp = obs.player, 1 - obs.player
    st = public_position(obs)
    if obs.step == STEP_PLAY and len(obs.trick) == 1:
        card = obs.trick[0]           # the opponent has just led
        st.trick = []
    elif (obs.step == STEP_DECLARE and obs.tricks and obs.tricks[-1][2] == me
          and obs.act_exchanged is None and not st.act_dix
          and not (obs.act_announced and obs.variant.trump_determination != "turn_up")):
        # (a seven exchanged, or trumps made, in this act changed what was public then)
        leader, cards, _winner = obs.tricks[-1]
        card = cards[0] if leader == opp else cards[1]
        mine = cards[1] if leader == opp else cards[0]
        st.tricks = st.tricks[:-1]
        st.trick_no -= 1
        st.won[me] = st.won[me][:-2]
        st.played.discard(mine)
        # this act's melds and laid cards were not there yet
        for c in obs.act_laid:
            if c in st.table[me]:
                st.table[me].remove(c)
                st.concealed[me].append(c)
        st.scored[me] = [m for m in st.scored[me] if m not in obs.act_announced]
        st.pending[me] = [m for m in st.pending[me] if m not in obs.act_announced]
        if leader == opp:
            st.trick = []
            if any(mine in m.cards for m in obs.scored[me]):
                st.table[me].append(mine)
            else:
                st.concealed[me].append(mine)
        else:
            st.trick = [mine]
    else:
        return None
    on_table = any(card in m.cards for m in obs.scored[opp])
    st.played.discard(card)
    if on_table:
        st.table[opp].append(card)
    st.step = STEP_PLAY
    st.to_act = opp
    st.leader = opp if not st.trick else me
    reset_act(st)
    return st, card, on_table


def _seven_shown_this_act(obs: Observation) -> bool:
    # a seven shown in this declaration act (only the declare_after_win rule shows sevens, and
    # under it playing a seven scores nothing, so a seven entry in this trick is a showing)
    if obs.step != STEP_DECLARE or obs.variant.dix_scores_on != "declare_after_win":
        return False
    deal = obs.deal_index + 1
    return any(e.deal == deal and e.trick == obs.trick_no and e.player == obs.to_act
               and e.kind == S_SEVEN for e in obs.history)


def _own_known(obs: Observation) -> set[int]:
    """The player's own concealed cards the opponent has seen, as far as the observation tells.

    Cards still in a scored meld were on the table when the last tricks began; shown sevens and
    carte blanche cards were shown; the card taken for the seven in this act is known.
    """
    me = obs.player
    hand = set(obs.hand)
    known: set[int] = set()
    if obs.phase == 2:
        for m in obs.scored[me]:
            known.update(c for c in m.cards if c in hand)
    known.update(c for c in obs.sevens_scored if c in hand)
    deal = obs.deal_index + 1
    for e in obs.history:
        if e.deal == deal and e.player == me and e.kind == S_CARTE_BLANCHE:
            known.update(c for c in e.cards if c in hand)
    if obs.act_exchanged is not None and obs.act_exchanged in hand:
        known.add(obs.act_exchanged)
    return known


def _match_legal(st: GameState, obs: Observation) -> None:
    """Adjust which own cards count as seen by the opponent until the world lists the same
    choices as the observation.

    The engine keeps two identical cards apart when the opponent has seen one and not the
    other; the observation shows that split in its legal actions even where the history does
    not say which card was seen (a card taken from the turn-up, say).
    """
    want = canonical_legal(obs.legal)
    if st.step not in (STEP_PLAY, STEP_DECLARE) or canonical_legal(st.legal_actions()) == want:
        return
    me = obs.player
    by_kind: dict[int, list[int]] = {}
    for c in obs.hand:
        by_kind.setdefault(c & 31, []).append(c)
    groups = [cs for cs in by_kind.values() if len(cs) > 1]
    known = st.known[me]
    for cards in groups:
        options: list[set[int]] = [set(), *({c} for c in cards), set(cards)]
        best: set[int] | None = None
        for opt in options:
            known.difference_update(cards)
            known.update(opt)
            if _count(st.legal_actions(), cards[0] & 31) == _count(obs.legal, cards[0] & 31):
                best = opt
                break
        known.difference_update(cards)
        if best is not None:
            known.update(best)
        if canonical_legal(st.legal_actions()) == want:
            return


def _count(actions: Any, kind: int) -> tuple[int, int]:
    plays = sum(1 for a in actions if a.kind == PLAY and a.card is not None
                and a.card & 31 == kind)
    melds = sum(1 for a in actions if a.meld is not None
                and any(c & 31 == kind for c in a.meld.cards))
    return plays, melds
