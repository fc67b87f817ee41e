"""The deal kernel and the playout policy compiled (Cython, from ``bezique_qt/engine/kernel.py``
and ``bezique_qt/ai/rollout.py`` with their ``.pxd``) against the same source run as Python.

A machine without a C compiler runs the ``.py``; the compiled modules must play exactly the same
deals: the same cards and declarations, the same points and brisques, the same numbers drawn from
the random generator, in every preset and every mode the search uses (the draws kept fixed for a
player, the first card only, the last tricks valued by the exact solver), and the random
benchmark's policy over the kernel likewise.
"""

from __future__ import annotations

import random
import shutil
import sys
import sysconfig
from collections.abc import Callable
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

import bezique_qt.engine as engine_package
from bezique_qt.ai import rollout
from bezique_qt.ai.search import _endgame_fn
from bezique_qt.engine import (
    PRESETS,
    STEP_PLAY,
    GameState,
    deal_melds,
    kernel,
    playout,
    preset,
    reuse,
)

from .conftest import Positions


class _CountingRandom(random.Random):
    """A generator that counts the numbers drawn from it."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.calls = 0

    def random(self) -> float:
        self.calls += 1
        return super().random()


@pytest.fixture(scope="module")
def interpreted(as_python: Callable[[str], ModuleType]) -> SimpleNamespace:
    """The kernel, the playout policy and the random benchmark's policy from their ``.py``, run
    as Python, each over the Python kernel (with its re-use rules and its melds, also Python)."""
    # the engine's compiled modules in the order they import each other, then the policy's own
    # modules, each from its source, so that the modules after them import them
    engine_parts = ("reuse", "kernel", "deal_melds")
    parts = ("playout_tables", "meld_search", "playout_declarations")
    names = [f"bezique_qt.engine.{name}" for name in engine_parts] + [
        f"bezique_qt.ai.{name}" for name in parts]
    saved = {name: sys.modules[name] for name in names}
    saved_attrs = {name: getattr(engine_package, name) for name in engine_parts}
    py: dict[str, ModuleType] = {}
    try:
        for name in names:
            short = name.rsplit(".", 1)[1]
            py[short] = sys.modules[name] = as_python(name)
            if short in engine_parts:
                setattr(engine_package, short, py[short])
        py_rollout = as_python("bezique_qt.ai.rollout")
        py_playout = as_python("bezique_qt.engine.playout")
    finally:
        for name, module in saved.items():
            sys.modules[name] = module
        for short, module in saved_attrs.items():
            setattr(engine_package, short, module)
    py_kernel = py["kernel"]
    assert not py_rollout.COMPILED
    assert not any(module.COMPILED for module in py.values())
    assert py_rollout.MeldSearch is py["meld_search"].MeldSearch
    assert py_rollout.kernel is py_kernel and py_playout.kernel is py_kernel
    assert py_rollout.deal_melds is py["deal_melds"] is py["meld_search"].deal_melds
    assert py_playout.deal_melds is py["deal_melds"] and py["deal_melds"].kernel is py_kernel
    assert py["deal_melds"].reuse is py["reuse"] and py_kernel.drop_claim is py["reuse"].drop_claim
    return SimpleNamespace(kernel=py_kernel, rollout=py_rollout, playout=py_playout)


@pytest.fixture(scope="module")
def compiled() -> SimpleNamespace:
    return SimpleNamespace(kernel=kernel, rollout=rollout, playout=playout)


def test_the_kernel_and_the_policy_are_compiled() -> None:
    # ./run-tests installs a C compiler: this suite must not pass comparing Python with itself
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(cc) is None:
        pytest.skip(f"no C compiler ({cc})")
    if not kernel.COMPILED:
        pytest.skip("BEZIQUE_QT_PURE_PYTHON runs them as Python")
    assert rollout.COMPILED, rollout.__file__
    assert deal_melds.COMPILED and reuse.COMPILED, (deal_melds.__file__, reuse.__file__)
    assert isinstance(rollout._Playout.choose_card, type(kernel.Policy.choose_card))


def _run(m: SimpleNamespace, st: GameState, seed: int, *, first: bool = False,
         endgame: Any = None, first_drawer: int | None = None) -> tuple[Any, ...]:
    """One playout of the policy from a copy of ``st`` in the modules ``m``: every action
    played, the result, the first card when asked, and how many random numbers were drawn."""
    rng = _CountingRandom(seed)
    d = m.kernel.Deal.from_state(st.clone(), log=[])
    pl = m.rollout._Playout(m.rollout._policy(st.variant), rng.random, endgame, first_drawer)
    d.stop_first = first
    m.kernel.play(d, pl)
    if first:
        return d.first_card, d.log, rng.calls
    return m.kernel.result(d), [str(a) for a in d.log], d.pts[:], d.brisq[:], rng.calls


def _public(m: SimpleNamespace, st: GameState, seed: int, **kw: Any) -> tuple[Any, ...]:
    """The same through :func:`rollout.playout`, the search's entry."""
    rng = _CountingRandom(seed)
    first: list[int] | None = [] if kw.pop("first", False) else None
    got = m.rollout.playout(st.clone(), rng, first_card=first, **kw)
    return got, first, rng.calls


@pytest.mark.parametrize("variant_id", list(PRESETS))
def test_compiled_and_python_playouts_agree(variant_id: str, positions: Positions,
                                            interpreted: SimpleNamespace,
                                            compiled: SimpleNamespace) -> None:
    seeds, stride = ((3, 5), 3) if preset(variant_id).packs <= 4 else ((3,), 12)
    states = [st for seed in seeds for st in positions(variant_id, seed, stride)
              if st.step == STEP_PLAY and not st.deal_over]
    assert len(states) >= 10
    phases = set()
    for j, st in enumerate(states):
        p = st.to_act
        phases.add(st.phase)
        endgame = _endgame_fn(st.observation(p), {}, 20_000)  # type: ignore[arg-type]
        for kw in ({}, {"first_drawer": 0}, {"first_drawer": 1}, {"first": True},
                   {"endgame": endgame, "first_drawer": p}):
            py = _run(interpreted, st, j, **kw)
            assert _run(compiled, st, j, **kw) == py, (variant_id, j, kw)
            assert _public(compiled, st, j, **kw) == _public(interpreted, st, j, **kw)
    assert phases == {1, 2}  # positions before and in the last tricks


def test_many_fresh_deals_agree(interpreted: SimpleNamespace, compiled: SimpleNamespace) -> None:
    # from the first lead to the end: every declaration, seven and draw of the first phase
    for variant_id in PRESETS:
        for seed in range(12 if preset(variant_id).packs <= 4 else 3):
            st = GameState.new_game(preset(variant_id), seed=seed)
            while st.step != STEP_PLAY:
                st.apply(rollout.policy_action(st, random.Random(seed)), undoable=False)
            got = _run(compiled, st, seed, first_drawer=seed & 1)
            assert got == _run(interpreted, st, seed, first_drawer=seed & 1), (variant_id, seed)
            assert got[-1] > 0  # the policy drew random numbers


def test_the_random_benchmark_agrees(interpreted: SimpleNamespace,
                                     compiled: SimpleNamespace) -> None:
    # the random policy (Python, engine/playout.py) over the compiled and the Python kernel
    for variant_id in PRESETS:
        for seed in range(6):
            st = GameState.new_game(preset(variant_id), seed=seed, first_dealer=seed & 1)
            runs = []
            for m in (compiled, interpreted):
                rng = _CountingRandom(seed)
                log: list[Any] = []
                got = m.playout.playout_with_brisques(st, rng, log=log)
                runs.append((got, [str(a) for a in log], rng.calls, rng.getrandbits(32)))
            assert runs[0] == runs[1], (variant_id, seed)
            assert runs[0][1]
