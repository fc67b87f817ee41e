"""Inventing the hidden cards: the only place a computer player makes up a full game state.

A bot sees one player's :class:`Observation`.  To search, it needs whole positions; this module
builds them.  The opponent's concealed hand is its known cards (the card taken for the seven, the
turn-up taken at the end of the stock, shown sevens, carte blanche, declared cards taken back)
plus a random draw from the cards the player cannot place (``observation.unseen``); the stock is
the rest in random order; everything public is copied.  Every such *world* gives back exactly the
observation it came from: ``sample_world(obs, rng).observation(obs.player)`` equals ``obs`` in
content (see :func:`observation_key`).

With ``infer=True`` the sampler also reads the opponent's last card, when nothing has been drawn
since it was played: a hand is kept when the playout policy, holding it, would have played that
card too, and otherwise only now and then (:data:`MISMATCH_KEPT`), so that hands are drawn about
in proportion to how well they explain the play.  The policy is a model of a sensible opponent,
not of this one; the occasional unexplained hand keeps the worlds honest when it is wrong.
"""

from __future__ import annotations

import random
from typing import Any

from bezique_qt.engine import STEP_DECLARE, STEP_PLAY, GameState, Observation
from bezique_qt.engine.actions import CARTE_BLANCHE, PLAY
from bezique_qt.engine.cards import ACE, JACK, KING, QUEEN, TEN
from bezique_qt.engine.events import S_CARTE_BLANCHE, S_SEVEN

from .common import canonical_legal
from .rollout import playout

__all__ = ["MISMATCH_KEPT", "WorldSampler", "observation_key", "sample_world"]

# With inference, a hand that would not have made the opponent's last play is kept with this
# chance (a hand that would is always kept); at most MAX_TRIES hands are drawn for one world.
MISMATCH_KEPT = 0.1
MAX_TRIES = 24

# carte blanche states of GameState.cb
_CB_ELIGIBLE, _CB_ACTIVE = 1, 2


def sample_world(observation: Observation, rng: random.Random) -> GameState:
    """A full game state consistent with ``observation``, its hidden cards drawn with ``rng``."""
    return WorldSampler(observation).sample(rng)


def observation_key(obs: Observation) -> tuple[Any, ...]:
    """Every field of an observation in a comparable form.

    Legal actions are compared as :func:`canonical_legal` multisets: which of two identical
    copies the engine lists for a merged choice depends on the order cards entered a hand, which
    no player can see.
    """
    return (
        obs.variant, obs.player, obs.deal_index, obs.dealer, obs.phase, obs.step, obs.to_act,
        obs.leader, obs.trump, obs.turnup, obs.stock_face_down, obs.hand, obs.tables,
        obs.scored, obs.pending, obs.trick, obs.tricks, obs.trick_no, obs.opponent_concealed,
        obs.opponent_known, obs.unseen, obs.deal_points, obs.game_points, obs.brisques,
        obs.history, obs.dix_exchanged, obs.sevens_scored, obs.act_announced, obs.act_laid,
        obs.act_scored, obs.act_exchanged, obs.act_last_stock, obs.carte_blanche,
        canonical_legal(obs.legal),
    )


def _court(obs: Observation) -> frozenset[int]:
    if obs.variant.carte_blanche == "seed001":
        return frozenset((ACE, TEN, KING, QUEEN, JACK))
    return frozenset((KING, QUEEN, JACK))


class WorldSampler:
    """Builds the public part of a world once, then fills in hidden cards per sample."""

    def __init__(self, observation: Observation, *, infer: bool = False) -> None:
        self.obs = observation
        self.me = observation.player
        self.opp = 1 - observation.player
        self.template = _template(observation)
        self.known = list(observation.opponent_known)
        self.unknown = observation.opponent_concealed - len(observation.opponent_known)
        self.pool = list(observation.unseen)
        if self.unknown < 0 or self.unknown > len(self.pool) or (
                len(self.pool) - self.unknown != observation.stock_face_down):
            raise ValueError("the observation's card counts do not add up")
        # An opponent still able to show carte blanche holds no court card: while eligible, none
        # in the dealt hand; while showing drawn cards, none drawn since (Laws 15, 16).
        self.restricted: list[int] | None = None
        if observation.carte_blanche[self.opp] in (_CB_ELIGIBLE, _CB_ACTIVE) and self.unknown:
            court = _court(observation)
            plain = [c for c in self.pool if c & 7 not in court]
            if len(plain) >= self.unknown:
                self.restricted = plain
        self.before: tuple[GameState, int, bool] | None = None
        if observation.to_act == self.me and observation.legal:
            probe = self.sample(random.Random(0))
            _match_legal(probe, observation)
            self.template.known[self.me] = set(probe.known[self.me])
        if infer and self.unknown:
            self.before = _before_last_play(observation)

    @property
    def hidden_count(self) -> int:
        """How many of the opponent's concealed cards are invented in each world."""
        return self.unknown

    def sample(self, rng: random.Random) -> GameState:
        """One world: the template with the hidden cards dealt at random."""
        st = self.template.clone()
        self.fill(st, rng)
        return st

    def fill(self, st: GameState, rng: random.Random) -> None:
        """Deal fresh hidden cards into ``st`` (a clone of :attr:`template`)."""
        drawn, rest = self._deal(rng)
        if self.before is not None:
            drawn, rest = self._explained(drawn, rest, rng)
        st.concealed[self.opp] = self.known + drawn
        st.stock = rest

    def _explained(self, drawn: list[int], rest: list[int], rng: random.Random
                   ) -> tuple[list[int], list[int]]:
        """Redraw the hidden cards until the opponent's last play is explained (see module)."""
        assert self.before is not None
        before, card, on_table = self.before
        kind = card & 31
        for _ in range(MAX_TRIES):
            st = before.clone()
            st.concealed[self.opp] = self.known + drawn + ([] if on_table else [card])
            st.stock = rest
            first: list[int] = []
            playout(st, rng, first_card=first)
            if (first and first[0] & 31 == kind) or rng.random() < MISMATCH_KEPT:
                break
            drawn, rest = self._deal(rng)
        return drawn, rest

    def _deal(self, rng: random.Random) -> tuple[list[int], list[int]]:
        pool = self.pool[:]
        if self.restricted is not None:
            drawn = rng.sample(self.restricted, self.unknown)
            taken = set(drawn)
            rest = [c for c in pool if c not in taken]
            rng.shuffle(rest)
        else:
            rng.shuffle(pool)
            drawn = pool[:self.unknown]
            rest = pool[self.unknown:]
        return drawn, rest


def _template(obs: Observation) -> GameState:
    """The world with everything public filled in and no hidden cards yet."""
    v = obs.variant
    me, opp = obs.player, 1 - obs.player
    st = GameState(v)
    st.seed = "sampled"
    st.deal_index = obs.deal_index
    st.dealer = obs.dealer
    st.first_dealer = obs.dealer
    st.concealed = [[], []]
    st.concealed[me] = list(obs.hand)
    st.table = [list(obs.tables[0]), list(obs.tables[1])]
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
    won: list[list[int]] = [[], []]
    played: set[int] = set(obs.trick)
    for _leader, cards, winner in obs.tricks:
        won[winner].extend(cards)
        played.update(cards)
    st.won = won
    st.played = played
    st.scored = [list(obs.scored[0]), list(obs.scored[1])]
    st.pending = [list(obs.pending[0]), list(obs.pending[1])]
    st.act_laid = set(obs.act_laid)
    st.act_announced = list(obs.act_announced)
    st.act_scored = obs.act_scored
    st.act_exchanged = obs.act_exchanged
    st.act_last_stock = obs.act_last_stock
    st.act_dix = obs.act_exchanged is not None or _seven_shown_this_act(obs)
    st.dix_exchanged = obs.dix_exchanged
    st.sevens_scored = set(obs.sevens_scored)
    st.cb = list(obs.carte_blanche)
    st.cb_show = [None, None]
    for a in obs.legal:
        if a.kind == CARTE_BLANCHE and a.card is not None:
            st.cb_show[me] = a.card
    st.deal_points = list(obs.deal_points)
    st.brisques = list(obs.brisques)
    st.game_points = list(obs.game_points)
    st.history = list(obs.history)
    st.known = [set(), set()]
    st.known[opp] = set(obs.opponent_known)
    st.known[me] = _own_known(obs)
    return st


def _before_last_play(obs: Observation) -> tuple[GameState, int, bool] | None:
    """The public position just before the opponent's last card of the first phase, when no
    card has been drawn since: a template without the opponent's hidden cards, that card, and
    whether it came from the opponent's table.  None when there is no such card."""
    if obs.phase != 1 or obs.to_act != obs.player:
        return None
    me, opp = obs.player, 1 - obs.player
    st = _template(obs)
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
    st._reset_act()
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
            if _kind_count(st, cards[0] & 31) == _kind_count_obs(obs, cards[0] & 31):
                best = opt
                break
        known.difference_update(cards)
        if best is not None:
            known.update(best)
        if canonical_legal(st.legal_actions()) == want:
            return


def _kind_count(st: GameState, kind: int) -> tuple[int, int]:
    acts = st.legal_actions()
    return _count(acts, kind)


def _kind_count_obs(obs: Observation, kind: int) -> tuple[int, int]:
    return _count(obs.legal, kind)


def _count(actions: Any, kind: int) -> tuple[int, int]:
    plays = sum(1 for a in actions if a.kind == PLAY and a.card is not None
                and a.card & 31 == kind)
    melds = sum(1 for a in actions if a.meld is not None
                and any(c & 31 == kind for c in a.meld.cards))
    return plays, melds
