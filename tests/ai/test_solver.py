"""The endgame solver plays the last tricks exactly: its values match brute-force minimax over
the checked engine."""

from __future__ import annotations

import random

import pytest

from bezique_qt.ai import EndgameSolver
from bezique_qt.engine import STEP_PLAY, GameState, Variant, preset
from bezique_qt.engine.cards import parse_cards


def minimax(st: GameState) -> int:
    """Points the player to act gains over the other from here to the end (engine rules)."""
    if st.deal_over:
        return 0
    p = st.to_act
    assert p is not None
    best: int | None = None
    for action in st.legal_actions(merge_copies=False):
        child = st.clone()
        before = child.deal_points[p] - child.deal_points[1 - p]
        child.apply(action, undoable=False)
        gain = child.deal_points[p] - child.deal_points[1 - p] - before
        rest = minimax(child)
        value = gain + (rest if child.to_act in (p, None) else -rest)
        best = value if best is None else max(best, value)
    assert best is not None
    return best


def last_tricks(variant: Variant, trump: int, hands: tuple[list[int], list[int]],
                lead: int | None) -> GameState:
    st = GameState.from_position(variant, trump=trump, step=STEP_PLAY, phase=2, to_act=0,
                                 leader=0, hands=[{"concealed": hands[0]},
                                                  {"concealed": hands[1]}])
    if lead is not None:
        st.apply(f"play {st.describe_card(lead)}")
    return st


@pytest.mark.parametrize("variant_id", ["classic", "hoffmann_1909", "seed002_scaled",
                                        "one_pack_32", "rubicon"])
def test_solver_value_matches_brute_force(variant_id: str) -> None:
    v = preset(variant_id)
    if v.game_target:
        v = v.with_switches(game_target=1_000_000)  # nobody wins the game mid-way
    rng = random.Random(variant_id)
    for _ in range(25):
        n = rng.randint(1, 4)
        deck = list(range(32 * v.packs))
        rng.shuffle(deck)
        h0, h1 = deck[:n], deck[n:2 * n]
        trump = rng.randrange(4)
        lead = rng.choice(h0) if rng.random() < 0.5 else None
        st = last_tricks(v, trump, (h0, h1), lead)
        # the Rubicon family keeps brisques out of the deal's points (SPEC §4.7)
        bp = 0 if v.brisques_counted == "tiebreak_and_rubicon_only" else None
        solver = EndgameSolver(v, trump, brisque_points=bp)
        if lead is None:
            value = solver.value(h0, h1)
        else:
            value = solver.value(h1, [c for c in h0 if c != lead], lead)
        assert value == minimax(st), (h0, h1, lead, trump)


def test_best_moves_agree_with_the_value() -> None:
    v = preset("classic")
    rng = random.Random(4)
    for _ in range(10):
        deck = list(range(64))
        rng.shuffle(deck)
        solver = EndgameSolver(v, rng.randrange(4))
        moves = solver.best_moves(deck[:5], deck[5:10])
        assert moves[0][1] == solver.value(deck[:5], deck[5:10])
        assert [m[1] for m in moves] == sorted((m[1] for m in moves), reverse=True)


def test_identical_cards_merge() -> None:
    v = preset("classic")
    a, b = parse_cards("AS1 AS2 7H1"), parse_cards("TS1 KH1 8D1")
    moves = EndgameSolver(v, 0).best_moves(a, b)
    assert len(moves) == 2  # the two aces of spades are one choice


def test_a_sure_sweep() -> None:
    # the leader holds both aces of trumps and the ten: every trick and the last-trick bonus
    v = preset("classic")
    mine, theirs = parse_cards("AS1 AS2 TS1"), parse_cards("7H1 8H1 9H1")
    assert EndgameSolver(v, 0).value(mine, theirs) == 30 + 10


def test_a_position_too_big_for_the_budget_says_so() -> None:
    from bezique_qt.ai.solver import SolverBudgetExceeded

    v = preset("six_pack")
    rng = random.Random(2)
    deck = list(range(32 * v.packs))
    rng.shuffle(deck)
    with pytest.raises(SolverBudgetExceeded):
        EndgameSolver(v, 1, max_nodes=50).value(deck[:12], deck[12:24])


def test_playouts_solve_small_endgames_and_leave_big_ones_to_the_policy() -> None:
    # eight cards a hand (the classic games): solved exactly; nine (Rubicon) and twelve
    # (six-pack): not attempted, so a search near the end of the stock does not spend seconds
    # solving a new endgame in every playout
    from bezique_qt.ai.search import MAX_PLAYOUT_SOLVED_HAND, _endgame_fn

    assert MAX_PLAYOUT_SOLVED_HAND == 8
    for variant_id, size, solved in (("classic", 8, True), ("rubicon", 9, False),
                                     ("six_pack", 12, False)):
        st = GameState.new_game(preset(variant_id), seed=3)
        obs = st.observation(0)
        rng = random.Random(size)
        deck = list(range(32 * st.variant.packs))
        rng.shuffle(deck)
        leader, other = deck[:size], deck[size:2 * size]
        fn = _endgame_fn(obs, {}, 20_000)
        value = fn(leader, other, 0)
        if solved:
            assert value is not None
            assert value == EndgameSolver(st.variant, 0).value(leader, other)
        else:
            assert value is None


def test_the_solvers_duties_are_the_engines() -> None:
    # the solver applies the last tricks' duties to masks of the kinds held: for every lead and
    # many hands, in every combination of the duties, the kinds it may play are those the
    # engine's follow_options allows
    from bezique_qt.engine.rules import trick_rules

    rng = random.Random(3)
    checked = 0
    for head in (False, True):
        for must_trump in (False, True):
            for ten_low in (False, True):
                v = preset("classic").with_switches(phase2_must_head=head,
                                                    phase2_must_trump=must_trump,
                                                    phase2_ten_ranks_low=ten_low)
                for trump in (None, 0, 1, 2, 3):
                    solver = EndgameSolver(v, trump)
                    rules = trick_rules(trump, phase2=True, ten_low=ten_low, must_head=head,
                                        must_trump=must_trump)
                    for _ in range(40):
                        hand = sorted(rng.sample(range(32), rng.randint(1, 12)))
                        lead = rng.choice([k for k in range(32) if k not in hand])
                        mask = sum(1 << k for k in hand)
                        allowed = solver._search.follow_mask(mask, lead)
                        expected = rules.follow_options(hand, (lead,))
                        assert [k for k in range(32) if allowed >> k & 1] == expected
                        checked += 1
    assert checked == 8 * 5 * 40
