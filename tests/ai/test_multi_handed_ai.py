"""The computer players in the games for three and four (SPEC §7, §8): hidden worlds dealt among
every other hand, every level in every seat from its own observation only, the partners' play,
and many AI-only deals with no illegal action, exception or hang."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterator

import pytest

from bezique_qt.ai import LEVELS, make_bot, search
from bezique_qt.ai.common import deal_utility
from bezique_qt.ai.heuristic import HeuristicPlayer, ready_melds
from bezique_qt.ai.playout_declarations import keep_draws_fixed
from bezique_qt.ai.rollout import policy_action
from bezique_qt.ai.sampling import WorldSampler, _voids, observation_key
from bezique_qt.ai.search import quick_decision
from bezique_qt.engine import GameState, Observation, preset
from bezique_qt.engine.actions import PASS, PLAY, Action
from bezique_qt.engine.rules import variant_rules
from bezique_qt.engine.state import STEP_DECLARE
from bezique_qt.engine.variants import MULTI_HANDED_PRESETS, Variant

MULTI = tuple(MULTI_HANDED_PRESETS)
PAIRS = "four_handed_partners+pairs"
GAMES = (*MULTI, PAIRS)


def _variant(vid: str) -> Variant:
    if vid == PAIRS:
        return preset("four_handed_partners").with_switches(partnership_last_tricks="pairs")
    return preset(vid)


def _seat_levels(v: Variant, deal: int) -> list[str]:
    return [LEVELS[(deal + p) % len(LEVELS)] for p in range(v.players)]


def play_deal(v: Variant, seed: int, levels: list[str],
              visit: Callable[[GameState], None] | None = None) -> GameState:
    """One deal with ``levels[p]`` in seat ``p``; every choice must be one of the legal actions
    and the deal must end within a bound on the number of actions (no hang)."""
    st = GameState.new_game(v, seed=f"ai-{seed}")
    bots = [make_bot(lv, budget=30) for lv in levels]
    rng = random.Random(seed)
    for _ in range(1000):
        if st.deal_over:
            return st
        p = st.to_act
        assert p is not None
        if visit is not None:
            visit(st)
        obs = st.observation(p)
        action = bots[p].choose(obs, rng)
        assert str(action) in {str(a) for a in obs.legal}, f"{levels[p]} chose {action}"
        st.apply(action, undoable=False)
    raise AssertionError(f"the deal of seed {seed} had not ended after 1000 actions")


def positions(vid: str, seeds: range, stride: int) -> list[GameState]:
    """Copies of the state along real deals of every level."""
    return [st.clone() for seed in seeds for st in _deal_states(vid, seed)[::stride]]


@functools.cache
def _deal_states(vid: str, seed: int) -> tuple[GameState, ...]:
    """The state before each action of the deal ``seed``, played once per test process (the
    searching levels' deals take seconds; several tests look at the same deals)."""
    out: list[GameState] = []
    v = _variant(vid)
    play_deal(v, seed, _seat_levels(v, seed), lambda st: out.append(st.clone()))
    return tuple(out)


# ------------------------------------------------------------------------------ hidden worlds
@pytest.mark.parametrize("vid", GAMES)
def test_sampled_worlds_give_back_the_observation_in_every_seat(vid: str) -> None:
    seen_seats = set()
    for st in positions(vid, range(2), 5):
        p = st.to_act
        assert p is not None
        obs = st.observation(p)
        sampler = WorldSampler(obs)
        for k in range(2):
            world = sampler.sample(random.Random(k))
            assert observation_key(world.observation(p)) == observation_key(obs)
            assert [len(h) for h in world.concealed] == [len(h) for h in st.concealed]
            seen_seats.add(p)
    assert seen_seats == set(range(_variant(vid).players))


def test_the_sampler_deals_every_other_hand_at_random() -> None:
    st = GameState.new_game(preset("three_handed"), seed="spread")
    obs = st.observation(st.to_act)  # type: ignore[arg-type]
    sampler = WorldSampler(obs)
    others = [q for q in range(3) if q != obs.player]
    worlds = [sampler.sample(random.Random(k)) for k in range(30)]
    for q in others:
        # the other hands differ from world to world and are never the player's cards
        assert len({tuple(sorted(w.concealed[q])) for w in worlds}) > 25
        assert all(not set(w.concealed[q]) & set(obs.hand) for w in worlds)
    assert len({tuple(w.stock) for w in worlds}) == 30


@pytest.mark.parametrize("vid", GAMES)
def test_the_suits_a_player_has_shown_he_lacks_are_never_dealt_to_him(vid: str) -> None:
    found = 0
    for st in positions(vid, range(3), 1):
        p = st.to_act
        assert p is not None
        obs = st.observation(p)
        lacks = _voids(obs)
        for q, suits in lacks.items():
            # true of the real hands: the inference is sound
            assert not {(c >> 3) & 3 for c in st.concealed[q] + st.table[q]} & suits
        if not any(lacks[q] for q in range(len(lacks)) if q != p):
            continue
        found += 1
        sampler = WorldSampler(obs)
        for k in range(3):
            world = sampler.sample(random.Random(k))
            for q, suits in lacks.items():
                if q != p:
                    assert not {(c >> 3) & 3 for c in world.concealed[q]} & suits
    assert found >= 20, "the last tricks of these deals show players lacking suits"


# ------------------------------------------------------------------------------ honesty
def twin(st: GameState, viewer: int, rng: random.Random) -> GameState | None:
    """``st`` with the cards ``viewer`` cannot see moved about: an unknown card of another
    player (partner included) swapped with a card of the stock or of a third hand, the stock
    reordered.  None when nothing is hidden."""
    n = st.variant.players
    others = [q for q in range(n) if q != viewer]
    unknown = {q: [c for c in st.concealed[q] if c not in st.known[q]] for q in others}
    holders = [q for q in others if unknown[q]]
    if not holders:
        return None
    q = rng.choice(holders)
    hands = {r: list(st.concealed[r]) for r in others}
    stock = list(st.stock)
    a = rng.choice(unknown[q])
    rivals = [r for r in holders if r != q]
    if stock and (not rivals or rng.random() < 0.5):
        i = rng.randrange(len(stock))
        hands[q][hands[q].index(a)], stock[i] = stock[i], a
    elif rivals:
        r = rng.choice(rivals)
        b = rng.choice(unknown[r])
        hands[q][hands[q].index(a)] = b
        hands[r][hands[r].index(b)] = a
    else:
        return None
    rng.shuffle(stock)
    return st.with_hidden_hands(hands, stock)


def honesty_cases(vid: str, seeds: range, stride: int) -> list[tuple[str, GameState, GameState]]:
    rng = random.Random(7)
    out = []
    for st in positions(vid, seeds, stride):
        p = st.to_act
        assert p is not None
        other = twin(st, p, rng)
        if other is None:
            continue
        assert other.signature() != st.signature()
        assert st.observation(p) == other.observation(p)
        out.append((f"{vid} after {len(st.history)} entries (player {p})", st, other))
    return out


@pytest.fixture(scope="module", params=GAMES)
def hidden_cases(request: pytest.FixtureRequest) -> list[tuple[str, GameState, GameState]]:
    vid = request.param
    out = honesty_cases(vid, range(2), 4)
    seats = {st.to_act for _c, st, _o in out}
    assert seats == set(range(_variant(vid).players)), "every seat is checked"
    # partners: swaps with the partner's hand are among them
    return out


def differing(choose: Callable[[Observation, GameState], Action],
              found: list[tuple[str, GameState, GameState]]) -> list[str]:
    out = []
    for context, st, other in found:
        p = st.to_act
        assert p is not None
        a, b = (str(choose(w.observation(p), w)) for w in (st, other))
        if a != b:
            out.append(f"{context}: {a} / {b}")
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_do_not_change_the_choice_in_any_seat(level: str,
                                                          hidden_cases: list) -> None:
    bot = make_bot(level, budget=30)
    assert differing(lambda obs, _w: bot.choose(obs, random.Random(42)), hidden_cases) == []


def test_a_player_reading_the_hidden_cards_is_caught(hidden_cases: list) -> None:
    medium = make_bot("medium")

    def cheat(obs: Observation, world: GameState) -> Action:
        # Medium's card, unless the next player's hidden hand says otherwise
        plays = [a for a in obs.legal if a.kind == PLAY]
        nxt = (obs.player + 1) % obs.variant.players
        if len(plays) > 1:
            return plays[sum(world.concealed[nxt]) % len(plays)]
        return medium.choose(obs, random.Random(42))

    assert differing(cheat, hidden_cases), "the check did not notice a player reading cards"


# ------------------------------------------------------------------------------ the searches
# Hard and Expert keep Medium's choice until another action has been tried in MIN_WORLDS
# sampled worlds: at this budget (at most eight actions compared at the root in the last
# tricks, six before) they may leave it, so the honesty check is a check of the search itself
SEARCH_BUDGET = 240
SEARCHES = ("hard", "expert")


def searched_cases(found: list[tuple[str, GameState, GameState]], per_seat: int = 3
                   ) -> list[tuple[str, GameState, GameState]]:
    """Up to ``per_seat`` cases a seat where the search has a choice to make (not a lone legal
    action), the last tricks among them where the deal has some."""
    out: list[tuple[str, GameState, GameState]] = []
    taken: dict[tuple[int, int], int] = {}
    for case in found:
        st = case[1]
        p = st.to_act
        assert p is not None
        if quick_decision(st.observation(p), 200_000) is not None:
            continue
        key = (p, st.phase)
        if taken.get(key, 0) < (per_seat if st.phase == 1 else 1):
            taken[key] = taken.get(key, 0) + 1
            out.append(case)
    return out


class TrueWorlds:
    """A cheat's sampler: every "sampled" world holds the real hidden cards of :attr:`truth`."""

    truth: GameState | None = None

    def __init__(self, obs: Observation, *, infer: bool = False) -> None:
        truth = self.truth
        assert truth is not None
        hands = {q: truth.concealed[q] for q in range(obs.variant.players) if q != obs.player}
        self.world = GameState.from_observation_hands(obs, hands, truth.stock)

    def sample(self, rng: random.Random) -> GameState:
        return self.world.clone()


def _search_differing(level: str, found: list[tuple[str, GameState, GameState]]
                      ) -> tuple[list[str], int]:
    """Where the level's choice at SEARCH_BUDGET depends on the hidden cards, and how often it
    is not Medium's."""
    bot = make_bot(level, budget=SEARCH_BUDGET)
    medium = make_bot("medium")
    departures = 0

    def choose(obs: Observation, world: GameState) -> Action:
        nonlocal departures
        TrueWorlds.truth = world
        a = bot.choose(obs, random.Random(42))
        if world is found_now[0]:
            departures += str(a) != str(medium.choose(obs, random.Random(42)))
        return a

    found_now: list[GameState] = []
    out: list[str] = []
    for case in found:
        found_now[:] = [case[1]]
        out += differing(choose, [case])
    return out, departures


@pytest.mark.parametrize("level", SEARCHES)
def test_the_searches_decide_from_the_observation_in_every_seat(level: str,
                                                                hidden_cases: list) -> None:
    cases = searched_cases(hidden_cases)
    v = cases[0][1].variant
    assert {st.to_act for _c, st, _o in cases} == set(range(v.players)), "every seat"
    differ, departures = _search_differing(level, cases)
    assert differ == []
    # at this budget the search really decides: it leaves Medium's choice here and there
    assert departures >= 1


@pytest.mark.parametrize("level", SEARCHES)
def test_a_search_reading_the_hidden_cards_is_caught_in_these_games(
        level: str, hidden_cases: list, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "WorldSampler", TrueWorlds)
    # the first case where the cheat's choice changes is enough to show that the check
    # notices it
    caught = next((case[0] for case in searched_cases(hidden_cases)
                   if _search_differing(level, [case])[0]), None)
    assert caught is not None, "the check did not notice a search that reads the hidden cards"


def test_a_deal_is_worth_the_sides_difference_to_partners_and_the_mean_one_alone() -> None:
    partners = preset("four_handed_partners")
    pts = (100, 40, 250, 10)  # players 0 and 2 against 1 and 3
    assert deal_utility(partners, pts, (0,) * 4, 0) == 300.0
    assert deal_utility(partners, pts, (0,) * 4, 2) == 300.0  # the partner's points count
    assert deal_utility(partners, pts, (0,) * 4, 1) == -300.0
    # each for himself: his points less the mean of the others'
    assert deal_utility(preset("three_handed"), (90, 30, 60), (0,) * 3, 0) == 45.0
    assert deal_utility(preset("three_handed"), (90, 30, 60), (0,) * 3, 1) == -45.0
    assert deal_utility(preset("four_handed_solo"), pts, (0,) * 4, 2) == 200.0
    # and zero-sum, as the two-handed difference
    for v, p4 in ((preset("three_handed"), (90, 30, 60)), (preset("four_handed_solo"), pts)):
        assert sum(deal_utility(v, p4, (0,) * v.players, q) for q in range(v.players)) == 0


@pytest.mark.parametrize("vid", MULTI)
def test_a_search_keeps_its_players_future_cards_whoever_wins_the_trick(vid: str) -> None:
    # in a sampled world the stock order is a guess: the search gives its player the top card
    # of the stock wherever he draws, so that two actions are compared under the same luck
    v = preset(vid)
    checked = set()
    for st in positions(vid, range(2), 1):
        if (st.step != STEP_DECLARE or len(st.stock) < v.players
                or Action("done") not in st.legal_actions()):
            continue
        for first in range(v.players):
            world = st.clone()
            top = world.stock[-1]
            keep_draws_fixed(world, Action("done"), first)
            world.apply(Action("done"), undoable=False)
            if world.step == STEP_DECLARE:
                continue  # a partner's act follows (no draws yet)
            assert top in world.concealed[first]
            checked.add((first - st.leader) % v.players)
    assert checked == set(range(v.players)), "the player drew first, second, third (fourth)"


def moves(v: Variant, name: str, deals: int,
          choose: Callable[[Observation, random.Random], Action] | None = None
          ) -> Iterator[tuple[GameState, Observation, Action, int]]:
    """Deals ``name-0``, ``name-1``… played by ``choose`` (Medium by default) in every seat: at
    each move, the position, the view of the player to act, his choice (played once the caller
    has looked) and the deal's number."""
    medium = HeuristicPlayer(memory=True, noise=0.0, solver=True)
    pick = choose or (lambda obs, rng: medium.decide(obs, rng).action)
    for seed in range(deals):
        st = GameState.new_game(v, seed=f"{name}-{seed}")
        rng = random.Random(seed)
        while not st.deal_over:
            p = st.to_act
            assert p is not None
            obs = st.observation(p)
            action = pick(obs, rng)
            yield st, obs, action, seed
            st.apply(action, undoable=False)


def test_the_playout_leaves_a_partners_last_trick_to_him_unless_bound_to_beat() -> None:
    v = preset("four_handed_partners").with_switches(phase2_must_head=False,
                                                     phase2_must_trump=False)
    left = 0
    for st, _obs, _action, seed in moves(v, "side", 8):
        held = _partner_holds(st) if st.phase == 2 else None
        if held is not None and held[1]:
            a = policy_action(st, random.Random(seed))
            assert a.card in held[1], "the playout took its partner's trick"
            left += 1
    assert left >= 10


# ------------------------------------------------------------------------------ partners
def _partner_holds(st: GameState) -> tuple[int, list[int]] | None:
    """The partner's winning card and the cards of the player to act that would not beat it,
    when his partner holds the trick."""
    v = st.variant
    p = st.to_act
    if not st.trick or p is None or st.step == STEP_DECLARE:
        return None
    rules = variant_rules(v, st.trump)[st.phase == 2]
    i = rules.winner(st.trick)
    holder = (st.leader + i) % 4
    if holder == p or v.side_of(holder) != v.side_of(p):
        return None
    best = st.trick[i]
    legal = [a.card for a in st.legal_actions() if a.kind == PLAY and a.card is not None]
    return best, [c for c in legal if not rules.table[best & 31][c & 31]]


@pytest.mark.parametrize("must_head", [True, False])
def test_in_the_last_tricks_medium_leaves_a_partners_trick_to_him_unless_bound_to_beat(
        must_head: bool) -> None:
    # the default duties are to beat the best card so far and to trump when void, a
    # partner's trick too: without them, the player has the choice
    v = preset("four_handed_partners").with_switches(phase2_must_head=must_head,
                                                     phase2_must_trump=must_head)
    left = forced = chose = 0
    for st, obs, action, _seed in moves(v, "side", 12):
        held = _partner_holds(st) if st.phase == 2 else None
        if held is not None:
            best, lower = held
            if lower:
                assert action.card in lower, "it took its partner's trick"
                left += 1
                chose += len(lower) < len(obs.legal)  # it could have taken it
            else:
                forced += 1  # the duty to beat the best card so far, a partner's too
    assert forced >= 5
    if not must_head:
        assert chose >= 10


def test_medium_does_not_trump_its_partners_trick_before_the_last_tricks() -> None:
    v = preset("four_handed_partners")
    checked = 0
    for st, obs, action, _seed in moves(v, "trump", 16):
        held = _partner_holds(st) if st.phase == 1 else None
        if held is not None and st.trump is not None and len(st.trick) == 3:
            # the last to play, his partner holding the trick: no trump spent to take it
            best, _lower = held
            plain = [c for c in obs.hand + obs.tables[obs.player] if (c >> 3) & 3 != st.trump
                     and (c & 7) < 6]
            # (trumping to declare a meld of its own is another matter)
            if (best >> 3) & 3 != st.trump and plain and not ready_melds(obs):
                assert action.card is not None
                assert (action.card >> 3) & 3 != st.trump
                checked += 1
    assert checked >= 10


def test_medium_passes_the_declaration_when_it_has_nothing_and_declares_when_it_has() -> None:
    v = preset("four_handed_partners")
    passed = declared = 0
    for _st, obs, a, _seed in moves(v, "pass", 4, make_bot("medium").choose):
        kinds = {x.kind for x in obs.legal}
        if PASS in kinds:
            others = kinds - {PASS, "done"}
            if not others and not any(obs.pending[(obs.player + 2) % 4]):
                assert a.kind == PASS
                passed += 1
            elif others and a.kind != PASS:
                declared += 1
    assert passed >= 10 and declared >= 3


# ------------------------------------------------------------------------------ many deals
def soak(deals: int) -> int:
    """``deals`` deals of each game, the levels rotating over the seats; the actions played."""
    actions = 0
    for vid in GAMES:
        v = _variant(vid)
        for seed in range(deals):
            st = play_deal(v, seed, _seat_levels(v, seed))
            assert st.deal_over
            actions += len(st.actions)
    return actions


def test_every_level_plays_whole_deals_in_every_seat() -> None:
    # five deals of each game put each of the five levels in every seat; the first three are
    # the deals the tests above look at, played once in this process (play_deal checks every
    # choice and the bound)
    actions = sum(len(_deal_states(vid, seed)) for vid in GAMES for seed in range(5))
    assert actions > 5 * len(GAMES) * 100


@pytest.mark.slow
def test_thousands_of_deals_without_an_illegal_action_an_exception_or_a_hang() -> None:
    # 1,000 deals of each of the three games (and the partners' last tricks in pairs)
    assert soak(1000) > 0
