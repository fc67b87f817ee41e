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

With ``infer=True`` the sampler also reads the opponent's last card, when nothing has been drawn
since it was played: a hand is kept when the playout policy, holding it, would have played that
card too, and otherwise only now and then (:data:`MISMATCH_KEPT`), so that hands are drawn about
in proportion to how well they explain the play.  The policy is a model of a sensible opponent,
not of this one; the occasional unexplained hand keeps the worlds honest when it is wrong.
"""

from __future__ import annotations

import random
from typing import Any

from bezique_qt.engine import GameState, Observation
from bezique_qt.engine.cards import ACE, JACK, KING, QUEEN, TEN
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
        # a first guess (from a fixed seed) fits the world to the observation's own choices;
        # every sample replaces its hidden cards
        drawn, rest = self._deal(random.Random(0))
        self.template = GameState.from_observation(observation, self.known + drawn, rest)
        if infer and self.unknown:
            self.before = before_last_card(observation)

    @property
    def hidden_count(self) -> int:
        """How many of the opponent's concealed cards are invented in each world."""
        return self.unknown

    def sample(self, rng: random.Random) -> GameState:
        """One world: the template with the hidden cards dealt at random."""
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
