"""``bezique-qt bench``: how fast the engine plays, measured on this machine, one core.

For each preset it times random full-rules deals through the fast playout path (what computer
players use) and, for reference, through the checked engine (``legal_actions`` + ``apply`` with
undo, what the table uses).  The command line adds the computer players' figures.
"""

from __future__ import annotations

import json
import os
import platform
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from .playout import random_playout
from .state import STEP_DECLARE, STEP_GUESS, STEP_PLAY, GameState
from .variants import PRESETS, Variant

DEFAULT_SECONDS = 1.5


def _time_fast(v: Variant, seconds: float, max_deals: int | None) -> tuple[int, float]:
    rng = random.Random(1)
    n = 0
    elapsed = 0.0
    while elapsed < seconds and (max_deals is None or n < max_deals):
        batch = [GameState.new_game(v, seed=n + i, first_dealer=(n + i) & 1) for i in range(50)]
        t0 = time.perf_counter()
        for st in batch:
            random_playout(st, rng)
        elapsed += time.perf_counter() - t0
        n += len(batch)
    return n, elapsed


def _time_checked(v: Variant, seconds: float, max_deals: int | None) -> tuple[int, float]:
    rng = random.Random(2)
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds and (max_deals is None or n < max_deals):
        st = GameState.new_game(v, seed=n, first_dealer=n & 1)
        while st.step in (STEP_GUESS, STEP_PLAY, STEP_DECLARE):
            st.apply(rng.choice(st.legal_actions()))
        n += 1
    return n, time.perf_counter() - t0


def measure(seconds: float = DEFAULT_SECONDS, deals: int | None = None) -> dict[str, Any]:
    """Figures per preset: fast-path and checked deals per second."""
    out: dict[str, Any] = {
        "machine": {"python": platform.python_version(), "cpu": platform.processor() or
                    platform.machine(), "cores": os.cpu_count(),
                    "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else None},
        "presets": {},
    }
    for vid, v in PRESETS.items():
        v1 = v if v.single_deal else v.with_switches(game_target=10**9)
        n, t = _time_fast(v1, seconds, deals)
        nc, tc = _time_checked(v1, seconds / 3, None if deals is None else max(1, deals // 10))
        out["presets"][vid] = {"name": v.name, "fast_deals_per_s": round(n / t, 1),
                               "fast_deals": n, "checked_deals_per_s": round(nc / tc, 1),
                               "checked_deals": nc}
    return out


def run_bench(as_json: bool = False, deals: int | None = None,
              seconds: float | None = None,
              extra: Callable[[float | None], dict[str, Any]] | None = None) -> int:
    """Print the benchmark; returns the exit code.  ``extra`` adds figures measured by other
    parts of the program (the computer players), under the key ``ai``."""
    res = measure(seconds or DEFAULT_SECONDS, deals)
    if extra is not None:
        res["ai"] = extra(seconds)
    if as_json:
        json.dump(res, sys.stdout, indent=1)
        print()
        return 0
    m = res["machine"]
    print(f"Python {m['python']} on {m['cpu']}, {m['cores']} cores, load {m['load']:.2f}; "
          "one core used")
    print(f"{'variant':<16}{'fast path deals/s':>20}{'checked deals/s':>18}")
    for vid, r in res["presets"].items():
        print(f"{vid:<16}{r['fast_deals_per_s']:>20,.0f}{r['checked_deals_per_s']:>18,.0f}")
    if "ai" in res:
        lines = res["ai"].get("text")
        if lines:
            print("\n".join(lines))
        else:
            for k, val in res["ai"].items():
                print(f"{k}: {val}")
    return 0
