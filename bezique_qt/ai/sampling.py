"""Inventing the hidden cards: the only place a computer player makes up a full game state.

A bot sees one player's :class:`Observation`.  To search, it needs whole positions; this module
chooses their hidden cards and has the engine build them (:meth:`GameState.from_observation`,
:meth:`GameState.with_hidden`): nothing here writes a game state.  The opponent's concealed
hand is its known cards (the card taken for the seven, the turn-up taken at the end of the
stock, shown sevens, carte blanche, declared cards taken back) plus a random draw from the cards
the player cannot place (``observation.unseen``); the stock is the rest in random order;
everything public is copied.  Every such *world* gives back exactly the observation it came
from: ``sample_world(obs, rng).observation(obs.player)`` equals ``obs`` in content (see
:func:`observation_key`).

With three or four players every other concealed hand is dealt the same way (his known cards
plus a random share of the unseen cards), never a suit he is known to lack from the last tricks
(see :class:`_Hidden`), and the engine builds the world with
:meth:`GameState.from_observation_hands` and :meth:`GameState.with_hidden_hands`.

With ``infer=True`` (two players only) the sampler also reads the opponent's last card, when
nothing has been drawn since it was played: a hand is kept when the playout policy, holding it,
would have played that card too, and otherwise only now and then (:data:`MISMATCH_KEPT`), so
that hands are drawn about in proportion to how well they explain the play.  The policy is a
model of a sensible opponent, not of this one; the occasional unexplained hand keeps the worlds
honest when it is wrong.
"""

from __future__ import annotations

import random
from typing import Any

from bezique_qt.engine import GameState, Observation
from bezique_qt.engine.cards import ACE, JACK, KING, QUEEN, TEN
from bezique_qt.engine.rules import variant_rules
from bezique_qt.engine.world import before_last_card

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
        obs.concealed_counts, obs.known, canonical_legal(obs.legal),
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
        self.before: tuple[GameState, int, bool] | None = None
        self.multi: _Hidden | None = None
        if observation.variant.players != 2:
            # three or four players: every other hand is dealt (inference is two-handed only)
            self.multi = _Hidden(observation)
            self.unknown = sum(self.multi.counts.values())
            hands, rest = self.multi.deal(random.Random(0))
            self.template = GameState.from_observation_hands(observation, hands, rest)
            return
        self.opp = 1 - observation.player
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
        # a first guess (from a fixed seed) fits the world to the observation's own choices;
        # every sample replaces its hidden cards
        drawn, rest = self._deal(random.Random(0))
        self.template = GameState.from_observation(observation, self.known + drawn, rest)
        if infer and self.unknown:
            self.before = before_last_card(observation)

    @property
    def hidden_count(self) -> int:
        """How many of the other players' concealed cards are invented in each world."""
        return self.unknown

    def sample(self, rng: random.Random) -> GameState:
        """One world: the template with the hidden cards dealt at random."""
        if self.multi is not None:
            hands, rest = self.multi.deal(rng)
            return self.template.with_hidden_hands(hands, rest)
        drawn, rest = self._deal(rng)
        if self.before is not None:
            drawn, rest = self._explained(drawn, rest, rng)
        return self.template.with_hidden(self.opp, self.known + drawn, rest)

    def _explained(self, drawn: list[int], rest: list[int], rng: random.Random
                   ) -> tuple[list[int], list[int]]:
        """Redraw the hidden cards until the opponent's last play is explained (see module)."""
        assert self.before is not None
        before, card, on_table = self.before
        kind = card & 31
        for _ in range(MAX_TRIES):
            st = before.with_hidden(self.opp, self.known + drawn + ([] if on_table else [card]),
                                    rest)
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


class _Hidden:
    """The hidden cards of a game for three or four, as one player sees it: how many unknown
    cards each other player holds (besides the cards all have seen him take), the suits he is
    known to lack, and the deal of the unseen cards among those hands and the stock.

    A player is known to lack a suit once, in the last tricks, he has not followed it; and to
    lack trumps once, void in the suit led, he has not trumped a trick no trump was winning
    where the rules make him trump (SPEC §1.4).  Nothing else narrows the deal: every unseen
    card is as likely in any hand that may hold it, or in the stock.
    """

    def __init__(self, obs: Observation) -> None:
        n, me = obs.variant.players, obs.player
        self.others = [q for q in range(n) if q != me]
        self.known = {q: list(obs.known[q]) for q in self.others}
        self.counts = {q: obs.concealed_counts[q] - len(obs.known[q]) for q in self.others}
        self.pool = list(obs.unseen)
        self.stock = obs.stock_face_down
        if (any(c < 0 for c in self.counts.values())
                or sum(self.counts.values()) + self.stock != len(self.pool)):
            raise ValueError("the observation's card counts do not add up")
        self.voids = _voids(obs)
        for q in self.others:
            self.voids[q].difference_update({(c >> 3) & 3 for c in self.known[q]})
        if not any(self.voids[q] for q in self.others):
            self.voids = {}

    def deal(self, rng: random.Random) -> tuple[dict[int, list[int]], list[int]]:
        """Every other player's concealed hand and the stock, the unseen cards dealt at random
        among the places that may hold them."""
        pool = self.pool[:]
        rng.shuffle(pool)
        if not self.voids:
            hands: dict[int, list[int]] = {}
            pos = 0
            for q in self.others:
                hands[q] = self.known[q] + pool[pos:pos + self.counts[q]]
                pos += self.counts[q]
            return hands, pool[pos:]
        return self._deal_with_voids(pool, rng)

    def _deal_with_voids(self, pool: list[int], rng: random.Random
                         ) -> tuple[dict[int, list[int]], list[int]]:
        # places: the other players, then the stock (-1), which lacks nothing
        places = [*self.others, -1]
        cap = {q: self.counts[q] for q in self.others}
        cap[-1] = self.stock
        lacks = {q: self.voids.get(q, set()) for q in self.others}
        lacks[-1] = set()
        left = [0, 0, 0, 0]
        for c in pool:
            left[(c >> 3) & 3] += 1
        if not _fits(left, cap, lacks):
            raise ValueError("no deal of the unseen cards fits the suits the others lack")
        got: dict[int, list[int]] = {q: [] for q in places}
        for c in pool:
            s = (c >> 3) & 3
            left[s] -= 1
            options = [q for q in places if cap[q] > 0 and s not in lacks[q]]
            while True:
                weights = [cap[q] for q in options]
                q = rng.choices(options, weights)[0]
                cap[q] -= 1
                if _fits(left, cap, lacks):
                    break
                cap[q] += 1
                options.remove(q)
            got[q].append(c)
        hands = {q: self.known[q] + got[q] for q in self.others}
        return hands, got[-1]


def _fits(left: list[int], cap: dict[int, int], lacks: dict[int, set[int]]) -> bool:
    """Whether ``left[s]`` cards of each suit fit the places' capacities when no place takes a
    suit it lacks (Hall's condition over the sets of suits)."""
    for mask in range(1, 16):
        need = sum(left[s] for s in range(4) if mask >> s & 1)
        if need and need > sum(c for q, c in cap.items()
                               if any(mask >> s & 1 and s not in lacks[q] for s in range(4))):
            return False
    return True


def _voids(obs: Observation) -> dict[int, set[int]]:
    """The suits each player is known to lack from his play in the last tricks."""
    v = obs.variant
    out: dict[int, set[int]] = {q: set() for q in range(v.players)}
    if obs.phase != 2:
        return out
    rules = variant_rules(v, obs.trump)[1]
    first = v.phase1_tricks
    pairs_from = (obs.tricks[first - 1][2] if v.partnerships
                  and v.partnership_last_tricks == "pairs" and len(obs.tricks) >= first
                  else None)
    done = [(leader, cards) for leader, cards, _w in obs.tricks[first:]]
    for leader, cards in [*done, (obs.leader, obs.trick)]:
        if len(cards) < 2:
            continue
        ls = (cards[0] >> 3) & 3
        for i in range(1, len(cards)):
            p = _follower(leader, i, v.players, pairs_from)
            cs = (cards[i] >> 3) & 3
            if cs == ls:
                continue
            out[p].add(ls)
            best = cards[rules.winner(cards[:i])]
            if (v.phase2_must_trump and obs.trump is not None and cs != obs.trump
                    and (best >> 3) & 3 != obs.trump):
                out[p].add(obs.trump)
    return out


def _follower(leader: int, index: int, players: int, pairs_from: int | None) -> int:
    """Who played the ``index``-th card of a last trick led by ``leader``."""
    if pairs_from is None:
        return (leader + index) % players
    # in pairs: the pairs are (w, w+1) and (w+2, w+3), w the winner of the last stock trick
    first_of_pair = (leader - pairs_from) % 2 == 0
    return (leader + 1) % 4 if first_of_pair else (leader - 1) % 4
