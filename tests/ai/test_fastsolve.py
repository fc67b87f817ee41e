"""The compiled endgame solver (in ``bezique_qt/ai/_fastplay.c``) against its reference in Python.

The searching levels solve about a thousand endgames in a move near the end of the stock; the
compiled solver must find the same values, count the same nodes (the node budget decides when a
solve is abandoned) and keep the same table from one solve to the next, in every preset's rules.
"""

from __future__ import annotations

import os
import random
from types import SimpleNamespace
from typing import Any

import pytest

from bezique_qt.ai import solver as solver_module
from bezique_qt.ai.search import _endgame_fn
from bezique_qt.ai.solver import EndgameSolver, SolverBudgetExceeded
from bezique_qt.engine import PRESETS, preset

pytestmark = pytest.mark.skipif(
    os.environ.get("BEZIQUE_QT_PURE_PYTHON", "") not in ("", "0"),
    reason="the compiled code is turned off (BEZIQUE_QT_PURE_PYTHON)")


def test_the_compiled_solver_is_built() -> None:
    # ./run-tests installs a C compiler: this suite must not pass without testing the compiled
    # solver
    assert solver_module.USE_COMPILED, "bezique_qt.ai._fastplay has no solver"
    assert EndgameSolver(preset("classic"), 0).compiled
    assert not EndgameSolver(preset("classic"), 0, compiled=False).compiled


def _hands(rng: random.Random, packs: int, n: int) -> tuple[list[int], list[int]]:
    deck = list(range(32 * packs))
    rng.shuffle(deck)
    return deck[:n], deck[n:2 * n]


def _solve(s: EndgameSolver, what: str, h0: list[int], h1: list[int], lead: int | None
           ) -> Any:
    """A value (or "over budget") and the nodes counted, from one of the public calls."""
    s.nodes = 0
    try:
        if what == "value":
            got: Any = s.value(h0, h1, lead)
        else:
            got = s.best_moves(h0, h1, lead)
    except SolverBudgetExceeded:
        got = "over budget"
    return got, s.nodes


@pytest.mark.parametrize("variant_id", list(PRESETS))
def test_compiled_and_python_solvers_agree(variant_id: str) -> None:
    v = preset(variant_id)
    rng = random.Random(variant_id)
    for trial in range(12):
        trump = rng.randrange(4) if trial % 6 else None  # no trump yet: a few positions
        # one solver of each kind for many solves, as the playouts keep one: the table carries
        # over, and a small node budget abandons some solves part-way
        max_nodes = rng.choice([60, 400, 5_000, 200_000])
        fast = EndgameSolver(v, trump, max_nodes=max_nodes, compiled=True)
        slow = EndgameSolver(v, trump, max_nodes=max_nodes, compiled=False)
        for _ in range(6):
            n = rng.randint(1, 7)
            h0, h1 = _hands(rng, v.packs, n)
            lead = None
            if rng.random() < 0.5:
                lead = h1.pop()
            what = rng.choice(["value", "best_moves"])
            a = _solve(fast, what, h0, h1, lead)
            b = _solve(slow, what, h0, h1, lead)
            assert a == b, (variant_id, trump, max_nodes, h0, h1, lead, what)
            if a[0] == "over budget" and rng.random() < 0.5:
                fast.clear()
                slow.clear()


def test_every_rule_of_the_last_tricks_is_compiled_the_same() -> None:
    # following, heading and trumping obligations, tens low, brisques and the last-trick bonus
    # in every combination, on the same positions
    base = preset("classic")
    rng = random.Random(11)
    checked = 0
    for head in (False, True):
        for must_trump in (False, True):
            for ten_low in (False, True):
                for bonus in (0, 10):
                    v = base.with_switches(phase2_must_head=head, phase2_must_trump=must_trump,
                                           phase2_ten_ranks_low=ten_low, last_trick_bonus=bonus)
                    for bp in (0, 10):
                        trump = rng.randrange(4)
                        fast = EndgameSolver(v, trump, brisque_points=bp, compiled=True)
                        slow = EndgameSolver(v, trump, brisque_points=bp, compiled=False)
                        for _ in range(3):
                            h0, h1 = _hands(rng, 2, 6)
                            assert (_solve(fast, "best_moves", h0, h1, None)
                                    == _solve(slow, "best_moves", h0, h1, None))
                            checked += 1
    assert checked == 2 * 2 * 2 * 2 * 2 * 3


def test_eight_card_endgames_as_the_playouts_meet_them() -> None:
    # the playouts' endgame function on a run of 8-against-8 positions sharing a table, with
    # the node budget the search gives them: the same values, the same abandoned solves
    v = preset("one_pack_32")
    rng = random.Random(5)
    positions = []
    for _ in range(40):
        h0, h1 = _hands(rng, v.packs, 8)
        positions.append((h0, h1, rng.randrange(4)))
    saved = solver_module.USE_COMPILED
    results = []
    try:
        for compiled in (True, False):
            solver_module.USE_COMPILED = compiled
            # only the observation's variant is read
            fn = _endgame_fn(SimpleNamespace(variant=v), {}, 2_000)  # type: ignore[arg-type]
            results.append([fn(h0, h1, trump) for h0, h1, trump in positions])
    finally:
        solver_module.USE_COMPILED = saved
    assert results[0] == results[1]
    # the small budget abandons some of them, and solves others
    assert None in results[0] and any(r is not None for r in results[0])


def test_bad_input_gets_a_clear_error() -> None:
    from bezique_qt.ai import _fastplay  # type: ignore[attr-defined]

    s = EndgameSolver(preset("classic"), 0, compiled=True)
    with pytest.raises(ValueError, match="card kind"):
        _fastplay.solve(s._c, 0, (1, 40), (2, 3), 0, 0, -10, 10)
    with pytest.raises(ValueError, match="up to 15 cards"):
        _fastplay.solve(s._c, 0, tuple(range(16)), (2, 3), 0, 0, -10, 10)
    with pytest.raises(ValueError, match="bad position"):
        _fastplay.solve(s._c, 2, (1, 2), (3, 4), 5, 9, -10, 10)  # k not in the hand
    with pytest.raises(ValueError, match="1024 bytes"):
        _fastplay.make_solver([0] * 32, b"", [0] * 32, 0, False, False, 0, 10)
    with pytest.raises(ValueError, match="32 ints"):
        _fastplay.make_solver([0] * 31, bytes(1024), [0] * 32, 0, False, False, 0, 10)
