"""Measuring the levels in the games for three and four (``bezique-qt match`` on those presets).

Each shuffle is played once in every seating of the bots, so that no bot keeps the luck of a
seat or of the cards: with three or four players each for himself, every distinct arrangement
of the levels over the seats (three for one level against two of another, six for three
levels); with partners, the two sides' levels swapped.  The figures are per deal and per level
(per side with partners): the game points a deal brings, averaged over the seatings, and a
level's points minus the average of the other seats' (A's side minus B's with partners), each
with a 95 % confidence interval over the shuffles.  As in the two-handed match, every action goes
through the checked engine, illegal actions and exceptions are counted, bots get seeded random
generators per shuffle and seat, and a match replays exactly.
"""

from __future__ import annotations

import math
import os
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import permutations
from typing import Any

from bezique_qt.engine import GameRecord, GameState, preset
from bezique_qt.levels import Level
from bezique_qt.safe_files import write_regular

from .bots import LEVEL_NAMES, LEVELS, make_bot
from .deal_play import deal_seed, play_deal_out
from .stats import t975
from .workers import run_jobs

__all__ = ["MultiDeal", "MultiMatchResult", "arrangements", "entrants", "format_multi_summary",
           "run_multi_match"]


def entrants(variant_id: str, levels: Sequence[str]) -> tuple[list[str], list[tuple[int, ...]]]:
    """Who is measured and the seatings of one shuffle: the entrants' levels, and for each
    seating the entrant in each seat (an index into the first list).

    With partners ``levels`` are the two sides' (A then B) and the seatings are A in seats 0 and
    2, then B there; otherwise each distinct level is one entrant and the seatings are every
    distinct arrangement of ``levels`` over the seats."""
    v = preset(variant_id)
    if v.partnerships:
        if len(levels) != 2:
            raise ValueError("with partners give two levels, one for each side")
        return list(levels), [(0, 1, 0, 1), (1, 0, 1, 0)]
    if len(levels) != v.players:
        raise ValueError(f"{v.name} has {v.players} players: give {v.players} levels")
    names: list[str] = []
    for lv in levels:
        if lv not in names:
            names.append(lv)
    return names, arrangements([names.index(lv) for lv in levels])


def arrangements(seats: Sequence[int]) -> list[tuple[int, ...]]:
    """Every distinct ordering of ``seats`` (entrant indices, repeats allowed), the given one
    first."""
    out: list[tuple[int, ...]] = []
    for p in permutations(seats):
        if p not in out:
            out.append(p)
    return out


@dataclass
class MultiDeal:
    """One shuffle played in every seating: each entrant's points, and the bookkeeping."""

    index: int
    seed: int
    # per seating: the entrant in each seat and the game points each seat's side has
    games: list[tuple[tuple[int, ...], tuple[float, ...]]]
    times: dict[int, list[float]] = field(default_factory=dict)
    illegal: int = 0
    errors: list[str] = field(default_factory=list)

    def points(self, entrant: int) -> float:
        """The entrant's points a game, averaged over its seats in every seating."""
        got = [pts[s] for seats, pts in self.games for s, e in enumerate(seats) if e == entrant]
        return statistics.fmean(got)

    def margin(self, entrant: int) -> float:
        """The entrant's points minus the other seats' average, averaged over the seatings."""
        out = []
        for seats, pts in self.games:
            mine = [pts[s] for s, e in enumerate(seats) if e == entrant]
            others = [pts[s] for s, e in enumerate(seats) if e != entrant]
            out.append(statistics.fmean(mine) - statistics.fmean(others))
        return statistics.fmean(out)


def _interval(values: list[float]) -> dict[str, Any]:
    n = len(values)
    mean = statistics.fmean(values) if values else 0.0
    sd = statistics.stdev(values) if n > 1 else 0.0
    ci = None  # one shuffle says nothing of the spread
    if n > 1:
        half = t975(n - 1) * sd / math.sqrt(n)
        ci = [mean - half, mean + half]
    return {"mean": mean, "sd": sd, "ci95": ci}


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    return s[min(len(s) - 1, max(0, math.ceil(q / 100 * len(s)) - 1))]


@dataclass
class MultiMatchResult:
    variant: str
    levels: tuple[str, ...]
    seed: int
    budget: int | None
    deals: list[MultiDeal]
    seconds: float

    def summary(self) -> dict[str, Any]:
        names, seatings = entrants(self.variant, self.levels)
        partners = preset(self.variant).partnerships
        rows = []
        for i, lv in enumerate(names):
            times = [t for d in self.deals for t in d.times.get(i, ())]
            rows.append({
                "label": "AB"[i] if partners else lv, "level": lv,
                "points": _interval([d.points(i) for d in self.deals]),
                "margin": (_interval([d.margin(i) for d in self.deals])
                           if len(names) > 1 else None),
                "move_ms": {"moves": len(times), "p50": _pct(times, 50) * 1000,
                            "p99": _pct(times, 99) * 1000, "max": max(times, default=0.0) * 1000},
            })
        return {
            "variant": self.variant, "players": preset(self.variant).players,
            "partners": partners, "levels": list(self.levels), "seed": self.seed,
            "budget": self.budget, "deals": len(self.deals), "seatings": len(seatings),
            "games": sum(len(d.games) for d in self.deals), "entrants": rows,
            "illegal_actions": sum(d.illegal for d in self.deals),
            "exceptions": sum(len(d.errors) for d in self.deals),
            "errors": [e for d in self.deals for e in d.errors][:5],
            "seconds": self.seconds,
        }


def _play_shuffle(variant_id: str, levels: tuple[str, ...], seed: int, index: int,
                  budget: int | None, records: str | None) -> MultiDeal:
    v = preset(variant_id)
    names, seatings = entrants(variant_id, levels)
    s = deal_seed(seed, index)
    result = MultiDeal(index, s, [])
    for k, seats in enumerate(seatings):
        seat_levels = tuple(Level(names[e]) for e in seats)
        labels = ["AB"[e] if v.partnerships else str(p + 1) for p, e in enumerate(seats)]
        st = GameState.new_game(v, seed=s, names=[
            f"{LEVEL_NAMES[lv]} ({label})" for lv, label in zip(seat_levels, labels, strict=True)])
        bots = tuple(make_bot(lv, budget=budget) for lv in seat_levels)
        rngs = tuple(random.Random(f"match:{seed}:{index}:{p}") for p in range(v.players))
        times: list[list[float]] = [[] for _ in range(v.players)]
        result.illegal += play_deal_out(st, bots, rngs, seat_levels, times, result.errors)
        gp = st.game_points
        result.games.append((seats, tuple(float(gp[v.side_of(p)]) for p in range(v.players))))
        for p, e in enumerate(seats):
            result.times.setdefault(e, []).extend(times[p])
        if records:
            path = os.path.join(records, f"deal-{index + 1:04d}-{k + 1}.json")
            write_regular(path, GameRecord.of(st).dumps().encode("utf-8"))
    return result


def _job(args: tuple[str, tuple[str, ...], int, int, int | None, str | None]) -> MultiDeal:
    return _play_shuffle(*args)


def run_multi_match(variant_id: str, levels: Sequence[str], deals: int, seed: int = 1, *,
                    budget: int | None = None, jobs: int = 1, records: str | None = None,
                    progress: Callable[[int, int], None] | None = None) -> MultiMatchResult:
    """Play ``deals`` shuffles of a game for three or four, each in every seating of
    ``levels`` (one a seat; with partners one a side)."""
    for lv in levels:
        if lv not in LEVELS:
            raise ValueError(f"unknown level {lv!r}; choose one of {', '.join(LEVELS)}")
    if preset(variant_id).players == 2:
        raise ValueError("this match is for the games for three and four players")
    entrants(variant_id, levels)  # checks the number of levels
    if records:
        os.makedirs(records, exist_ok=True)
    t0 = time.perf_counter()
    tasks = [(variant_id, tuple(levels), seed, i, budget, records) for i in range(deals)]
    results = run_jobs(_job, tasks, jobs, progress)
    return MultiMatchResult(variant_id, tuple(levels), seed, budget, results,
                            time.perf_counter() - t0)


def _figure(x: dict[str, Any]) -> str:
    if x["ci95"] is None:
        return f"{x['mean']:+.1f} (a 95% CI needs at least two deals)"
    lo, hi = x["ci95"]
    return f"{x['mean']:+.1f} (95% CI {lo:+.1f} to {hi:+.1f}; SD {x['sd']:.1f})"


def format_multi_summary(s: dict[str, Any]) -> str:
    """The summary of :func:`run_multi_match` in lines of text."""
    rows = s["entrants"]
    budget = f", {s['budget']} simulations a move" if s["budget"] else ""
    if s["partners"]:
        who = " against ".join(f"{LEVEL_NAMES[r['level']]}+{LEVEL_NAMES[r['level']]} "
                               f"({r['label']})" for r in rows)
        how = "sides swapped"
    else:
        who = ", ".join(LEVEL_NAMES[lv] for lv in s["levels"])
        how = f"in all {s['seatings']} seatings"
    name = [(f"{r['label']} ({LEVEL_NAMES[r['level']]}+{LEVEL_NAMES[r['level']]})"
             if s["partners"] else LEVEL_NAMES[r["level"]]) for r in rows]
    lines = [f"{s['variant']}: {who}; {s['deals']} duplicate deals {how} ({s['games']} games), "
             f"seed {s['seed']}{budget}"]
    each = "a side" if s["partners"] else "a seat"
    lines.append(f"points a deal, {each}:")
    lines += [f"  {name[i]} {_figure(r['points'])}" for i, r in enumerate(rows)]
    if s["partners"] and len(rows) == 2:
        lines.append(f"A - B per deal: {_figure(rows[0]['margin'])}")
    elif len(rows) > 1:
        lines.append("points a deal above the other seats' average:")
        lines += [f"  {name[i]} {_figure(r['margin'])}" for i, r in enumerate(rows)]
    lines.append("move time: " + "; ".join(
        f"{name[i]} p50 {r['move_ms']['p50']:.1f} ms, p99 {r['move_ms']['p99']:.1f} ms"
        for i, r in enumerate(rows)))
    lines.append(f"illegal actions: {s['illegal_actions']}; exceptions: {s['exceptions']}")
    lines.append(f"time: {s['seconds']:.1f} s")
    lines.extend(s["errors"])
    return "\n".join(lines) + "\n"
