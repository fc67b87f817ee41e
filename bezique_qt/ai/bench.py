"""The computer players' figures for ``bezique-qt bench``, measured on this machine, one core.

* **ISMCTS iterations per second at trick 1**: the Expert's search (one simulation = one sampled
  world, one walk down the tree, one playout to the end of the deal) from the opening lead of
  seeded classic deals, run for a fixed time each.
* **Exact endgame decisions, 8 against 8**: the time the solver takes to choose the first card of
  the last tricks, in positions reached by playing classic deals with the Medium player until the
  stock is gone (so the hands are those real play leaves, not random ones).
* **Expert move time at the shipped budget**: every decision of the Expert (with
  :data:`DEFAULT_BUDGETS`) over whole deals against the Medium player, including the trivial
  ones, as ``bezique-qt match`` counts them; the searched decisions are also given apart.
  Classic unless another preset is asked for (``bezique-qt bench --expert-variant six_pack``;
  in the games for three and four, ``three_handed`` say, against Medium in every other seat,
  at :data:`DEFAULT_MULTI_BUDGETS`).
  The same positions are then timed with the search spread over both cores, as the table runs
  it.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from typing import Any

from bezique_qt.engine import STEP_PLAY, GameState, Observation, preset

from . import rollout
from . import solver as solver_module
from .bots import DEFAULT_BUDGETS, DEFAULT_MULTI_BUDGETS, Level, make_bot
from .heuristic import solve_last_tricks
from .search import ISMCTS, quick_decision

__all__ = ["ai_figures", "expert_move_times", "expert_times_on", "ismcts_rate", "solver_times"]


def _quantile(xs: list[float], q: float) -> float:
    s = sorted(xs)
    if not s:
        return float("nan")
    return s[min(len(s) - 1, int(q * len(s)))]


def ismcts_rate(seconds: float = 1.0, positions: int = 4) -> dict[str, Any]:
    """Simulations per second of the Expert's search from the opening lead (one core)."""
    v = preset("classic")
    sims = 0
    elapsed = 0.0
    for i in range(positions):
        st = GameState.new_game(v, seed=1000 + i)
        obs = st.observation(st.to_act)  # type: ignore[arg-type]
        search = ISMCTS(iterations=10**9, seconds=seconds / positions)
        t0 = time.perf_counter()
        stats = search.search(obs, i, 10**9, seconds / positions)
        elapsed += time.perf_counter() - t0
        sims += sum(stats.visits.values())
    return {"simulations": sims, "seconds": round(elapsed, 2),
            "iterations_per_s": round(sims / elapsed, 1) if elapsed else 0.0}


def _endgame_positions(n: int, seed: int = 7) -> list[Any]:
    """Observations at the first card of the last tricks (8 cards each, classic)."""
    v = preset("classic")
    bot = make_bot(Level.MEDIUM)
    out: list[Any] = []
    i = 0
    while len(out) < n:
        st = GameState.new_game(v, seed=seed * 10_000 + i)
        rng = random.Random(i)
        i += 1
        while not st.deal_over:
            p = st.to_act
            assert p is not None
            obs = st.observation(p)
            if st.phase == 2 and st.step == STEP_PLAY and not st.trick:
                out.append(obs)
                break
            st.apply(bot.choose(obs, rng), undoable=False)
    return out


def solver_times(n: int = 40) -> dict[str, Any]:
    """Time of the exact solver's decision at the first of the last tricks (8 v 8)."""
    times = []
    for obs in _endgame_positions(n):
        t0 = time.perf_counter()
        d = solve_last_tricks(obs, 200_000)
        times.append(time.perf_counter() - t0)
        if d is None:
            raise RuntimeError("the solver gave up on an 8-against-8 endgame")
    return {"positions": len(times), "p50_ms": round(_quantile(times, 0.5) * 1000, 1),
            "p99_ms": round(_quantile(times, 0.99) * 1000, 1),
            "max_ms": round(max(times) * 1000, 1)}


def expert_move_times(deals: int = 2, seed: int = 11, budget: int | None = None,
                      workers: int = 1, variant: str = "classic",
                      keep: list[tuple[Observation, bool]] | None = None) -> dict[str, Any]:
    """Expert's move times over whole deals of ``variant`` against Medium, at the shipped
    budget unless ``budget`` is given, its search spread over ``workers`` processes.  ``keep``,
    when given, receives every position the Expert decided, with whether it needed no search."""
    v = preset(variant)
    budget = budget or _shipped_budget(variant)
    expert = make_bot(Level.EXPERT, budget=budget, workers=workers)
    medium = make_bot(Level.MEDIUM)
    every: list[float] = []
    searched: list[float] = []
    for i in range(deals):
        st = GameState.new_game(v, seed=seed * 10_000 + i)
        seat = i % v.players
        rngs = (random.Random(f"e{i}"), random.Random(f"m{i}"))
        while not st.deal_over:
            p = st.to_act
            assert p is not None
            obs = st.observation(p)
            if p == seat:
                trivial = quick_decision(obs, 200_000) is not None
                t0 = time.perf_counter()
                a = expert.choose(obs, rngs[0])
                dt = time.perf_counter() - t0
                every.append(dt)
                if not trivial:
                    searched.append(dt)
                if keep is not None:
                    keep.append((obs, trivial))
            else:
                a = medium.choose(obs, rngs[1])
            st.apply(a, undoable=False)
    return _move_figures(variant, budget, workers, deals, every, searched)


def expert_times_on(positions: list[tuple[Observation, bool]], budget: int | None = None,
                    workers: int = 1, variant: str = "classic", deals: int = 0
                    ) -> dict[str, Any]:
    """Expert's move times on given positions (those :func:`expert_move_times` kept), so that
    one core and several processes are timed on the same moves: played on their own, the two
    would choose differently and reach different positions."""
    budget = budget or _shipped_budget(variant)
    expert = make_bot(Level.EXPERT, budget=budget, workers=workers)
    every: list[float] = []
    searched: list[float] = []
    for i, (obs, trivial) in enumerate(positions):
        t0 = time.perf_counter()
        expert.choose(obs, random.Random(f"p{i}"))
        dt = time.perf_counter() - t0
        every.append(dt)
        if not trivial:
            searched.append(dt)
    return _move_figures(variant, budget, workers, deals, every, searched)


def _shipped_budget(variant: str) -> int:
    """The Expert's budget when none is given, in the games of ``variant``."""
    multi = preset(variant).players != 2
    return (DEFAULT_MULTI_BUDGETS if multi else DEFAULT_BUDGETS)[Level.EXPERT]


def _move_figures(variant: str, budget: int, workers: int, deals: int, every: list[float],
                  searched: list[float]) -> dict[str, Any]:
    return {"variant": variant, "budget": budget, "workers": workers, "deals": deals,
            "moves": len(every),
            "p50_s": round(_quantile(every, 0.5), 3), "p99_s": round(_quantile(every, 0.99), 3),
            "searched_moves": len(searched),
            "searched_p50_s": round(_quantile(searched, 0.5), 3),
            "searched_p99_s": round(_quantile(searched, 0.99), 3),
            "searched_mean_s": round(statistics.fmean(searched), 3) if searched else None}


def ai_figures(seconds: float | None = None, *, positions: int = 40, deals: int = 2,
               budget: int | None = None, workers: int | None = None,
               variant: str = "classic") -> dict[str, Any]:
    """Everything above, with the printed summary under ``text``.  ``seconds`` is the time
    given to the search-speed measure, ``positions`` the endgames solved, ``deals`` the deals
    of ``variant`` the Expert plays (at ``budget``, the shipped one unless given) on one core
    and then over ``workers`` processes (as the table runs it: both cores of a two-core
    machine).  The search speed and the solver are measured on classic deals whatever
    ``variant`` is."""
    if workers is None:
        workers = max(1, min(2, os.cpu_count() or 1))
    rate = ismcts_rate(seconds=seconds if seconds is not None else 2.0)
    solver = solver_times(positions)
    kept: list[tuple[Observation, bool]] = []
    moves = expert_move_times(deals=deals, budget=budget, variant=variant, keep=kept)
    table = expert_times_on(kept, budget=budget, workers=workers, variant=variant, deals=deals)
    playout = "compiled" if rollout.COMPILED else "python"
    playout_words = "compiled" if rollout.COMPILED else "Python"
    solver_words = "compiled" if solver_module.COMPILED else "Python"
    text = [
        f"computer players (one core unless said; playout policy: {playout_words}):",
        f"  Expert search at trick 1 (classic): {rate['iterations_per_s']:,.0f} simulations/s "
        f"({rate['simulations']} in {rate['seconds']} s)",
        f"  exact solver ({solver_words}), 8 v 8 classic endgames from play: "
        f"p50 {solver['p50_ms']} ms, p99 {solver['p99_ms']} ms ({solver['positions']} positions)",
        f"  Expert move time at the shipped budget ({moves['budget']} simulations), "
        f"{moves['deals']} {variant} deals against Medium: p50 {moves['p50_s']:.2f} s, "
        f"p99 {moves['p99_s']:.2f} s over {moves['moves']} moves; searched moves only: "
        f"p50 {moves['searched_p50_s']:.2f} s, p99 {moves['searched_p99_s']:.2f} s",
        f"  the same moves over {workers} processes, as the table runs them: "
        f"p50 {table['p50_s']:.2f} s, "
        f"p99 {table['p99_s']:.2f} s; searched moves only: p50 {table['searched_p50_s']:.2f} s, "
        f"p99 {table['searched_p99_s']:.2f} s",
    ]
    return {"playout": playout, "solver": "compiled" if solver_module.COMPILED else "python",
            "ismcts_trick1": rate, "solver_8v8": solver, "expert_moves": moves,
            "expert_moves_table": table, "text": text}
