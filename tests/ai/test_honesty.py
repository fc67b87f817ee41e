"""Every level decides from what its player has seen, never from hidden cards.

Two full states that differ only in hidden cards (a card swapped between the opponent's concealed
hand and the stock, the stock reordered) give the same observation; every level, with the same
seed, must then choose the same action.

Hard and Expert keep Medium's choice until an alternative has been tried in at least
``MIN_WORLDS`` sampled worlds, so the check runs them at :data:`SEARCH_BUDGET`, where they do
leave Medium's choice (the test asserts that they do, somewhere), and a search made to cheat (its
worlds are the real hidden cards) is shown to fail the same check.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from bezique_qt.ai import LEVELS, make_bot, search
from bezique_qt.ai.bots import LevelBot
from bezique_qt.engine import GameState, Observation
from bezique_qt.engine.seals import Seal

from .conftest import Positions

# simulations a move for Hard and Expert: at most six actions are compared at the root, each
# in SEARCH_BUDGET // 6 worlds, at least MIN_WORLDS, so a search may depart from Medium
SEARCH_BUDGET = 240
SEARCHES = ("hard", "expert")
VARIANTS = ("classic", "hoffmann_1909", "rubicon", "one_pack_32")


def twin(st: GameState, viewer: int, rng: random.Random) -> GameState | None:
    """``st`` with the viewer's hidden cards rearranged, or None if nothing is hidden."""
    opp = 1 - viewer
    unknown = [c for c in st.concealed[opp] if c not in st.known[opp]]
    if not unknown or not st.stock or st.cb[opp] in (1, 2):
        return None
    # the test's own copy: the engine's world constructor puts the rearranged cards in place
    hand = list(st.concealed[opp])
    stock = list(st.stock)
    a = rng.choice(unknown)
    i = rng.randrange(len(stock))
    hand[hand.index(a)], stock[i] = stock[i], a
    rng.shuffle(stock)
    return st.with_hidden(opp, hand, stock)


def cases(positions: Positions, variants: tuple[str, ...], seeds: range, stride: int
          ) -> list[tuple[str, GameState, GameState]]:
    """(context, position, its twin) for positions of real deals where something is hidden."""
    rng = random.Random(3)
    out = []
    for variant_id in variants:
        for seed in seeds:
            for st in positions(variant_id, seed, stride):
                p = st.to_act
                if p is None:
                    continue
                other = twin(st, p, rng)
                if other is None:
                    continue
                assert other.signature() != st.signature()
                assert st.observation(p) == other.observation(p)
                out.append((f"{variant_id} seed {seed} after {len(st.actions)} actions "
                            f"(player {p})", st, other))
    return out


class TrueWorlds:
    """A cheat's sampler: every "sampled" world holds the real hidden cards of :attr:`truth`."""

    truth: GameState | None = None

    def __init__(self, obs: Observation, *, infer: bool = False) -> None:
        assert self.truth is not None
        opp = 1 - obs.player
        self.world = GameState.from_observation(obs, self.truth.concealed[opp],
                                                self.truth.stock)

    def sample(self, rng: random.Random) -> GameState:
        return self.world.clone()


def choices(bot: LevelBot, st: GameState, other: GameState) -> Iterator[tuple[Observation, str]]:
    """The bot's choice in ``st`` and in its twin, with the same seed (a cheat is told which
    of the two is the real one)."""
    p = st.to_act
    assert p is not None
    for world in (st, other):
        TrueWorlds.truth = world
        obs = world.observation(p)
        yield obs, str(bot.choose(obs, random.Random(42)))


def check(level: str, found: list[tuple[str, GameState, GameState]]) -> tuple[list[str], int]:
    """Positions where the level's choice depends on the hidden cards, and how many times the
    level's choice differs from Medium's."""
    bot = make_bot(level, budget=SEARCH_BUDGET)
    medium = make_bot("medium")
    differ: list[str] = []
    departures = 0
    for context, st, other in found:
        (obs, a), (_, b) = choices(bot, st, other)
        if a != b:
            differ.append(f"{context}: {a} / {b}")
        departures += a != str(medium.choose(obs, random.Random(42)))
    return differ, departures


def test_the_budget_lets_the_searches_decide() -> None:
    assert SEARCH_BUDGET >= 200
    assert SEARCH_BUDGET // 6 >= search.MIN_WORLDS


def spread(found: list[tuple[str, GameState, GameState]], per_variant: int
           ) -> list[tuple[str, GameState, GameState]]:
    """At most ``per_variant`` of the cases of each variant, evenly spread over its deal (the
    long deals of Rubicon would otherwise give half of the cases, all of the same kind)."""
    out = []
    for variant_id in VARIANTS:
        mine = [case for case in found if case[1].variant.id == variant_id]
        step = max(1.0, len(mine) / per_variant)
        out += [mine[int(i * step)] for i in range(min(per_variant, len(mine)))]
    return out


@pytest.fixture(scope="module")
def found(positions: Positions) -> list[tuple[str, GameState, GameState]]:
    out = spread(cases(positions, VARIANTS, range(8, 9), 4), 12)
    assert len(out) >= 40
    assert {case[1].variant.id for case in out} == set(VARIANTS), "every variant is checked"
    assert {st.to_act for _c, st, _o in out} == {0, 1}, "both seats are checked"
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_do_not_change_the_choice(level: str, found: list) -> None:
    differ, departures = check(level, found)
    assert differ == []
    if level in SEARCHES:
        # at this budget the search really decides: it leaves Medium's choice here and there
        # (in about a quarter of these positions)
        assert departures >= 5


@pytest.mark.parametrize("level", SEARCHES)
def test_a_search_reading_the_hidden_cards_is_caught(level: str, found: list,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "WorldSampler", TrueWorlds)
    # the cheat's choice changes in about a third of the positions: the first one where it
    # does is enough to show that the check notices it
    bot = make_bot(level, budget=SEARCH_BUDGET)
    caught = next((context for context, st, other in found
                   if len({a for _obs, a in choices(bot, st, other)}) > 1), None)
    assert caught is not None, "the check did not notice a search that reads the hidden cards"


@pytest.mark.slow
@pytest.mark.parametrize("level", SEARCHES)
def test_hidden_cards_do_not_change_the_choice_many_positions(level: str,
                                                              positions: Positions) -> None:
    from bezique_qt.engine import PRESETS

    many = cases(positions, tuple(PRESETS), range(8, 10), 3)
    differ, departures = check(level, many)
    assert differ == []
    assert departures >= 5


def test_the_computer_players_do_not_load_qt(runs_without_qt: Callable) -> None:
    runs_without_qt("from bezique_qt.ai import make_bot, suggest\n"
                    "from bezique_qt.engine import GameState, preset\n"
                    "st = GameState.new_game(preset('classic'), 1)\n"
                    "suggest(st.observation(st.to_act), 'expert', budget=10)\n")


@pytest.mark.parametrize("level", LEVELS)
def test_the_deals_seal_does_not_change_the_choice(level: str, found: list) -> None:
    """The commitment every player sees is all the computer has of the deal's seed: the same
    position under another seal (seed, salt and commitment) gets the same choice."""
    bot = make_bot(level, budget=SEARCH_BUDGET)
    for context, st, _other in found[:6]:
        resealed = st.clone()
        resealed.seals = [None if s is None else Seal.new(s.deal, 987654321) for s in st.seals]
        p = st.to_act
        assert resealed.observation(p).commitment != st.observation(p).commitment
        chosen = [str(bot.choose(world.observation(p), random.Random(42)))
                  for world in (st, resealed)]
        assert chosen[0] == chosen[1], context
