"""The endgame solver compiled (Cython, from ``bezique_qt/ai/solver.py``) against the same source
run as Python.

The searching levels solve about a thousand endgames in a move near the end of the stock; where
the solver runs compiled it must find the same values, count the same nodes (the node budget
decides when a solve is abandoned) and keep the same table from one solve to the next, in every
preset's rules, as the Python a machine without a compiler runs.
"""

from __future__ import annotations

import random
import shutil
import sysconfig
from collections.abc import Callable
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

from bezique_qt.ai import search
from bezique_qt.ai import solver as compiled
from bezique_qt.engine import PRESETS, preset


@pytest.fixture(scope="module")
def interpreted(as_python: Callable[[str], ModuleType]) -> ModuleType:
    module = as_python("bezique_qt.ai.solver")
    assert not module.COMPILED
    return module


def test_the_compiled_solver_is_built() -> None:
    # ./run-tests installs a C compiler: this suite must not pass without testing the compiled
    # solver (where there is none, the program runs the Python and these tests compare it with
    # itself)
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(cc) is None:
        pytest.skip(f"no C compiler ({cc})")
    assert compiled.COMPILED, f"bezique_qt.ai.solver runs as Python ({compiled.__file__})"
    assert compiled.EndgameSolver(preset("classic"), 0).compiled


def _hands(rng: random.Random, packs: int, n: int) -> tuple[list[int], list[int]]:
    deck = list(range(32 * packs))
    rng.shuffle(deck)
    return deck[:n], deck[n:2 * n]


def _solve(module: ModuleType, s: Any, what: str, h0: list[int], h1: list[int],
           lead: int | None) -> Any:
    """A value (or "over budget") and the nodes counted, from one of the public calls."""
    s.nodes = 0
    try:
        if what == "value":
            got: Any = s.value(h0, h1, lead)
        else:
            got = s.best_moves(h0, h1, lead)
    except module.SolverBudgetExceeded:
        got = "over budget"
    return got, s.nodes


@pytest.mark.parametrize("variant_id", list(PRESETS))
def test_compiled_and_python_solvers_agree(variant_id: str, interpreted: ModuleType) -> None:
    v = preset(variant_id)
    rng = random.Random(variant_id)
    over = solved = 0
    for trial in range(12):
        trump = rng.randrange(4) if trial % 6 else None  # no trump yet: a few positions
        # one solver of each kind for many solves, as the playouts keep one: the table carries
        # over, and a small node budget abandons some solves part-way
        max_nodes = rng.choice([60, 400, 5_000, 200_000])
        fast = compiled.EndgameSolver(v, trump, max_nodes=max_nodes)
        slow = interpreted.EndgameSolver(v, trump, max_nodes=max_nodes)
        for _ in range(6):
            n = rng.randint(1, 7)
            h0, h1 = _hands(rng, v.packs, n)
            lead = None
            if rng.random() < 0.5:
                lead = h1.pop()
            what = rng.choice(["value", "best_moves"])
            a = _solve(compiled, fast, what, h0, h1, lead)
            b = _solve(interpreted, slow, what, h0, h1, lead)
            assert a == b, (variant_id, trump, max_nodes, h0, h1, lead, what)
            if a[0] == "over budget":
                over += 1
                if rng.random() < 0.5:
                    fast.clear()
                    slow.clear()
            else:
                solved += 1
    assert solved > 30 and over > 0, (solved, over)


def test_every_rule_of_the_last_tricks_is_compiled_the_same(interpreted: ModuleType) -> None:
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
                        fast = compiled.EndgameSolver(v, trump, brisque_points=bp)
                        slow = interpreted.EndgameSolver(v, trump, brisque_points=bp)
                        for lead in (False, True):
                            h0, h1 = _hands(rng, 2, 6)
                            led = h1.pop() if lead else None
                            assert (_solve(compiled, fast, "best_moves", h0, h1, led)
                                    == _solve(interpreted, slow, "best_moves", h0, h1, led))
                            checked += 1
    assert checked == 2 * 2 * 2 * 2 * 2 * 2


def test_eight_card_endgames_as_the_playouts_meet_them(interpreted: ModuleType,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    # the playouts' endgame function on a run of 8-against-8 positions sharing a table, with
    # the node budget the search gives them: the same values, the same abandoned solves
    v = preset("one_pack_32")
    rng = random.Random(5)
    positions = []
    for _ in range(40):
        h0, h1 = _hands(rng, v.packs, 8)
        positions.append((h0, h1, rng.randrange(4)))
    results = []
    for module in (compiled, interpreted):
        monkeypatch.setattr(search, "EndgameSolver", module.EndgameSolver)
        monkeypatch.setattr(search, "SolverBudgetExceeded", module.SolverBudgetExceeded)
        # only the observation's variant is read
        fn = search._endgame_fn(SimpleNamespace(variant=v), {}, 2_000)  # type: ignore[arg-type]
        results.append([fn(h0, h1, trump) for h0, h1, trump in positions])
    assert results[0] == results[1]
    # the small budget abandons some of them, and solves others
    assert None in results[0] and any(r is not None for r in results[0])


def test_long_hands_of_many_packs(interpreted: ModuleType) -> None:
    # up to eight copies of a kind and sixteen cards a hand (the C solver stopped at fifteen):
    # both abandon the same solves at the same node, and solve the others alike
    v = preset("classic").with_switches(packs=8)
    rng = random.Random(8)
    for n, max_nodes in ((16, 3_000), (16, 3_000), (5, 100_000), (5, 100_000)):
        deck = [c for c in range(32 * 8) if (c >> 3) & 3 < 2]  # two suits: many equal kinds
        rng.shuffle(deck)
        h0, h1 = deck[:n], deck[n:2 * n]
        fast = compiled.EndgameSolver(v, 1, max_nodes=max_nodes)
        slow = interpreted.EndgameSolver(v, 1, max_nodes=max_nodes)
        a = _solve(compiled, fast, "value", h0, h1, None)
        assert a == _solve(interpreted, slow, "value", h0, h1, None)
        assert (a[0] == "over budget") == (n == 16), a
