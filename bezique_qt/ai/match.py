"""Measuring the levels against each other: duplicate deals (``bezique-qt match``).

Each shuffle is played twice with the seats swapped, so the luck of the cards cancels out: the
primary figure is the *paired* result per deal, A's points minus B's averaged over both seatings,
with a 95 % confidence interval.  Asked for whole games (``--games``), each game is played twice
the same way, deal after deal until it ends (deal *k* of both has the same shuffle), and the
paired figure is per game: A's game points minus B's when the game ends; games are won as the
rules decide them.  Bots get seeded random generators per deal and seat, so a match
replays exactly, and two copies of one deterministic bot come out at exactly 0 (a self-test of
the harness).  Every action goes through the checked engine; an illegal action or an exception is
counted (and the first legal action played instead) — a sound match reports none.
"""

from __future__ import annotations

import json
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bezique_qt.engine import GameRecord, GameState, preset
from bezique_qt.engine.events import S_MELD
from bezique_qt.engine.melds import MELD_NAMES
from bezique_qt.engine.variants import ALL_PRESETS, PRESETS, Variant
from bezique_qt.safe_files import write_regular

from .bots import LEVEL_NAMES, LEVELS, Level, make_bot
from .deal_play import deal_seed, play_deal_out
from .multimatch import format_multi_summary, run_multi_match
from .stats import t975
from .workers import run_jobs

__all__ = ["DealResult", "MatchResult", "match_main", "play_game", "run_match"]


@dataclass
class DealResult:
    """One shuffle played twice: A's point difference in each seating, and the bookkeeping."""

    index: int
    seed: int
    diffs: tuple[float, float]
    times: dict[str, list[float]] = field(default_factory=dict)
    illegal: int = 0
    errors: list[str] = field(default_factory=list)
    # per side ("a", "b"): meld type -> [times scored, points], both games together
    melds: dict[str, dict[str, list[int]]] = field(default_factory=dict)
    # whole games: the deals each seating took, and who won it (+1 A, -1 B, 0 nobody)
    deals_played: tuple[int, int] = (1, 1)
    winners: tuple[int, int] = (0, 0)

    @property
    def paired(self) -> float:
        return (self.diffs[0] + self.diffs[1]) / 2


@dataclass
class MatchResult:
    variant: str
    a: Level
    b: Level
    seed: int
    budget: int | None
    deals: list[DealResult]
    seconds: float
    # per side when they differ (``--budget-a``/``--budget-b``); None: ``budget`` for both
    budgets: tuple[int | None, int | None] | None = None
    whole_games: bool = False

    def summary(self) -> dict[str, Any]:
        paired = [d.paired for d in self.deals]
        n = len(paired)
        mean = statistics.fmean(paired) if paired else 0.0
        sd = statistics.stdev(paired) if n > 1 else 0.0
        ci95 = None  # one pair says nothing of the spread: no interval, not one of zero width
        if n > 1:
            half = t975(n - 1) * sd / math.sqrt(n)
            ci95 = [mean - half, mean + half]
        games = [x for d in self.deals for x in d.diffs]
        if self.whole_games:  # won as the rules decide, not by the sign of the points
            winners = [w for d in self.deals for w in d.winners]
            games_won = {"a": winners.count(1), "b": winners.count(-1),
                         "tied": winners.count(0)}
        else:
            games_won = {"a": sum(g > 0 for g in games), "b": sum(g < 0 for g in games),
                         "tied": sum(g == 0 for g in games)}
        times: dict[str, list[float]] = {"a": [], "b": []}
        for d in self.deals:
            for k in ("a", "b"):
                times[k].extend(d.times.get(k, ()))
        ba, bb = self.budgets or (self.budget, self.budget)
        melds: dict[str, dict[str, list[int]]] = {"a": {}, "b": {}}
        for d in self.deals:
            for k in ("a", "b"):
                for t, (count, pts) in d.melds.get(k, {}).items():
                    row = melds[k].setdefault(t, [0, 0])
                    row[0] += count
                    row[1] += pts
        return {
            "variant": self.variant, "a": self.a, "b": self.b, "seed": self.seed,
            "budget": self.budget, "budgets": {"a": ba, "b": bb},
            "deals": n, "games": len(games), "whole_games": self.whole_games,
            "deals_played": sum(sum(d.deals_played) for d in self.deals),
            "mean": mean, "sd": sd, "ci95": ci95,
            "deals_won": {"a": sum(p > 0 for p in paired), "b": sum(p < 0 for p in paired),
                          "tied": sum(p == 0 for p in paired)},
            "games_won": games_won,
            "move_ms": {k: {"moves": len(v), "p50": _pct(v, 50) * 1000,
                            "p99": _pct(v, 99) * 1000, "max": max(v, default=0.0) * 1000}
                        for k, v in times.items()},
            "paired": [{"deal": d.index + 1, "seed": d.seed, "games": list(d.diffs),
                        "paired": d.paired, "deals_played": list(d.deals_played)}
                       for d in self.deals],
            "melds": {k: {t: {"scored": c, "points": p}
                          for t, (c, p) in sorted(v.items(), key=lambda kv: -kv[1][1])}
                      for k, v in melds.items()},
            "illegal_actions": sum(d.illegal for d in self.deals),
            "exceptions": sum(len(d.errors) for d in self.deals),
            "errors": [e for d in self.deals for e in d.errors][:5],
            "seconds": self.seconds,
        }


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    i = min(len(s) - 1, max(0, math.ceil(q / 100 * len(s)) - 1))
    return s[i]


# a game that has not ended after this many deals is stopped and reported as an error
MAX_GAME_DEALS = 100


def play_game(variant_id: str, seed: int, levels: tuple[Level, Level],
              budget: int | None | tuple[int | None, int | None],
              rng_keys: tuple[str, str], names: tuple[str, str], *,
              bots: tuple[Any, Any] | None = None,
              whole: bool = False) -> tuple[GameState, list[list[float]], int, list[str]]:
    """Play one deal of ``variant_id`` with the deck of ``seed`` (``whole``: deal after deal
    until the game ends); ``levels[p]`` sits in seat ``p`` (with ``budget[p]`` when ``budget``
    is a pair).  Returns the final state, the move times per seat, illegal actions and
    errors."""
    v = preset(variant_id)
    seat_budgets = budget if isinstance(budget, tuple) else (budget, budget)
    if bots is None:
        bots = (make_bot(levels[0], budget=seat_budgets[0]),
                make_bot(levels[1], budget=seat_budgets[1]))
    st = GameState.new_game(v, seed=seed, names=list(names))
    rngs = (random.Random(rng_keys[0]), random.Random(rng_keys[1]))
    times: list[list[float]] = [[], []]
    illegal = 0
    errors: list[str] = []
    while True:
        illegal += play_deal_out(st, bots, rngs, levels, times, errors)
        if not whole or st.over:
            break
        if st.deal_index + 1 >= MAX_GAME_DEALS:
            errors.append(f"the game had not ended after {MAX_GAME_DEALS} deals")
            break
        st.next_deal()
    return st, times, illegal, errors


def _play_deal(variant_id: str, a: Level, b: Level, seed: int, index: int,
               budget: int | None | tuple[int | None, int | None],
               records: str | None, whole: bool = False) -> DealResult:
    """Shuffle ``index`` of the match played twice, seats swapped (``whole``: each time the
    whole game it starts)."""
    ab = budget if isinstance(budget, tuple) else (budget, budget)
    s = deal_seed(seed, index)
    diffs: list[float] = []
    deals_played: list[int] = []
    winners: list[int] = []
    times: dict[str, list[float]] = {"a": [], "b": []}
    illegal = 0
    errors: list[str] = []
    melds: dict[str, dict[str, list[int]]] = {"a": {}, "b": {}}
    for game, seats in enumerate(((a, b), (b, a))):
        a_seat = 0 if game == 0 else 1
        names = [f"{LEVEL_NAMES[seats[0]]} ({'A' if a_seat == 0 else 'B'})",
                 f"{LEVEL_NAMES[seats[1]]} ({'B' if a_seat == 0 else 'A'})"]
        keys = (f"match:{seed}:{index}:0", f"match:{seed}:{index}:1")
        seat_budgets = ab if game == 0 else (ab[1], ab[0])
        st, t, ill, errs = play_game(variant_id, s, (seats[0], seats[1]), seat_budgets, keys,
                                     (names[0], names[1]), whole=whole)
        gp = st.game_points
        diffs.append(float(gp[a_seat] - gp[1 - a_seat]))
        deals_played.append(st.deal_index + 1)
        winners.append(0 if not st.over or st.winner is None
                       else 1 if st.winner == a_seat else -1)
        times["a"].extend(t[a_seat])
        times["b"].extend(t[1 - a_seat])
        illegal += ill
        errors.extend(errs)
        for e in st.history:
            if e.kind == S_MELD and e.meld is not None:
                side = "a" if e.player == a_seat else "b"
                row = melds[side].setdefault(e.meld.type, [0, 0])
                row[0] += 1
                row[1] += e.points
        if records:
            path = os.path.join(records, f"{'game' if whole else 'deal'}-{index + 1:04d}-"
                                         f"{game + 1}.json")
            rec = GameRecord.of(st)
            write_regular(path, rec.dumps().encode("utf-8"))  # never a device or a link
    return DealResult(index, s, (diffs[0], diffs[1]), times, illegal, errors, melds,
                      (deals_played[0], deals_played[1]), (winners[0], winners[1]))


def _job(args: tuple[str, Level, Level, int, int, Any, str | None, bool]) -> DealResult:
    return _play_deal(*args)


def run_match(variant_id: str, a: Level, b: Level, deals: int, seed: int = 1, *,
              budget: int | None = None, jobs: int = 1, records: str | None = None,
              progress: Callable[[int, int], None] | None = None,
              budget_a: int | None = None, budget_b: int | None = None,
              whole_games: bool = False) -> MatchResult:
    """Play ``deals`` duplicate deals of ``a`` against ``b``; ``jobs`` processes in parallel.
    ``budget`` is both searching levels' simulations a move; ``budget_a``/``budget_b`` set one
    side's instead (to measure a level against itself at another budget, say).  With
    ``whole_games`` each of the ``deals`` shuffles starts a game played to its end (its later
    deals shuffled from the same seed, so both seatings see the same cards deal by deal)."""
    for lv in (a, b):
        if lv not in LEVELS:
            raise ValueError(f"unknown level {lv!r}; choose one of {', '.join(LEVELS)}")
    if variant_id not in PRESETS:
        raise ValueError(f"unknown variant {variant_id!r}; known: {', '.join(PRESETS)}")
    if records:
        os.makedirs(records, exist_ok=True)
    t0 = time.perf_counter()
    per_side = (budget_a or budget, budget_b or budget)
    task_budget: Any = per_side if per_side[0] != per_side[1] else budget
    tasks = [(variant_id, a, b, seed, i, task_budget, records, whole_games)
             for i in range(deals)]
    # a deal process ends when the match is gone (SIGTERM ends only the parent)
    results = run_jobs(_job, tasks, jobs, progress)
    return MatchResult(variant_id, a, b, seed, budget if per_side[0] == per_side[1] else None,
                       results, time.perf_counter() - t0,
                       per_side if per_side[0] != per_side[1] else None, whole_games)


def format_summary(s: dict[str, Any]) -> str:
    na, nb = LEVEL_NAMES[s["a"]], LEVEL_NAMES[s["b"]]
    budget = f", {s['budget']} simulations a move" if s["budget"] else ""
    if not s["budget"] and s["budgets"]["a"] != s["budgets"]["b"]:
        sides = [f"{side.upper()} {s['budgets'][side] or 'default'}" for side in ("a", "b")]
        budget = f", simulations a move: {', '.join(sides)}"
    m = s["move_ms"]
    whole = s.get("whole_games", False)
    unit = "game" if whole else "deal"
    played = (f"{s['games']} games, {s['deals_played']} deals" if whole
              else f"{s['games']} games")
    lines = [
        f"{s['variant']}: {na} (A) against {nb} (B), {s['deals']} duplicate {unit}s "
        f"({played}), seed {s['seed']}{budget}",
        f"A - B per {unit}: {s['mean']:+.1f} points ({_interval(s, unit)})",
        f"{'game pairs' if whole else 'deals'} won: A {s['deals_won']['a']}, "
        f"B {s['deals_won']['b']}, tied {s['deals_won']['tied']}; games won: "
        f"A {s['games_won']['a']}, B {s['games_won']['b']}, "
        f"{'undecided' if whole else 'tied'} {s['games_won']['tied']}",
        f"move time: A p50 {m['a']['p50']:.1f} ms, p99 {m['a']['p99']:.1f} ms; "
        f"B p50 {m['b']['p50']:.1f} ms, p99 {m['b']['p99']:.1f} ms",
        *_meld_lines(s),
        f"illegal actions: {s['illegal_actions']}; exceptions: {s['exceptions']}",
        f"time: {s['seconds']:.1f} s",
    ]
    lines.extend(s["errors"])
    return "\n".join(lines) + "\n"


def _interval(s: dict[str, Any], unit: str) -> str:
    if s["ci95"] is None:
        return f"a 95% CI needs at least two duplicate {unit}s"
    lo, hi = s["ci95"]
    return f"95% CI {lo:+.1f} to {hi:+.1f}; SD {s['sd']:.1f}"


def _meld_lines(s: dict[str, Any]) -> list[str]:
    """Meld points a game per side, with the three types that brought most."""
    games = max(1, s["games"])
    lines = []
    for k in ("a", "b"):
        rows = s["melds"][k]
        total = sum(r["points"] for r in rows.values()) / games
        top = ", ".join(f"{MELD_NAMES[t]} {r['points'] / games:,.0f}"
                        for t, r in list(rows.items())[:3])
        lines.append(f"melds a game: {k.upper()} {total:,.0f} points"
                     + (f" ({top})" if top else ""))
    return lines


def records_folder_problem(records: str) -> str | None:
    """Why ``records`` cannot take a match's records (a sentence), or None when it is a new or
    empty folder.

    A folder that already holds files is refused rather than written into: the new records
    would lie beside (or replace some of) an older match's, and ``bezique-qt sheet DIR`` reads a
    folder as one match."""
    path = Path(records)
    if path.is_dir():
        try:
            holds = next(path.iterdir(), None)
        except OSError as e:
            return f"the folder {records} cannot be read ({e.strerror or e})."
        if holds is not None:
            return (f"the folder {records} is not empty, and the records of this match would "
                    "be mixed with what it holds; name a new or empty folder.")
        return None
    if path.exists() or path.is_symlink():
        return f"{records} is not a folder; --records takes a new or empty folder."
    return None


def match_variant(text: str) -> str:
    """The preset id for ``text``: an id (``three_handed``) or a preset's name
    (``Three-handed``), in any case.  Raises ValueError with a sentence naming the presets."""
    key = text.strip().lower()
    for vid, v in ALL_PRESETS.items():
        if key in (vid, v.name.lower()):
            return vid
    raise ValueError(f"unknown variant {text.strip()!r}; known: {', '.join(ALL_PRESETS)}")


def match_main(variant: str, a: Level, b: Level, deals: int, seed: int, budget: int | None,
               as_json: bool, records: str | None, jobs: int = 1, budget_a: int | None = None,
               budget_b: int | None = None, whole_games: bool = False,
               more: Sequence[str] = ()) -> int:
    """``bezique-qt match``: print the summary; exit 1 if any bot failed or played illegally,
    2 on bad input.  ``whole_games``: ``deals`` counts duplicate whole games.  In the games for
    three and four, ``more`` are the levels of the third and fourth seats (the ones not given
    play as B); with partners ``a`` and ``b`` are the sides'."""
    unit = "games" if whole_games else "deals"
    try:
        variant = match_variant(variant)
    except ValueError as e:
        print(f"bezique-qt match: {e}", file=sys.stderr)
        return 2
    v = ALL_PRESETS[variant]
    if v.players != 2 or more:
        problem = _multi_problem(v, whole_games, budget_a, budget_b, more)
        if problem:
            print(f"bezique-qt match: {problem}", file=sys.stderr)
            return 2

    def progress(done: int, total: int) -> None:
        # on a terminal only: a long match says how far it has got, on one line
        end = "\n" if done == total else ""
        print(f"\r{done} of {total} duplicate {unit} played", end=end, file=sys.stderr,
              flush=True)

    if records is not None:
        problem = records_folder_problem(records)
        if problem:
            print(f"bezique-qt match: {problem}", file=sys.stderr)
            return 2
    shown = progress if sys.stderr.isatty() else None
    try:
        if v.players != 2:
            levels = (a, b) if v.partnerships else (a, b, *more,
                                                    *[b] * (v.players - 2 - len(more)))
            s = run_multi_match(variant, levels, deals, seed, budget=budget, jobs=jobs,
                                records=records, progress=shown).summary()
            text = format_multi_summary(s)
        else:
            s = run_match(variant, a, b, deals, seed, budget=budget, jobs=jobs, records=records,
                          budget_a=budget_a, budget_b=budget_b, whole_games=whole_games,
                          progress=shown).summary()
            text = format_summary(s)
    except ValueError as e:
        print(f"bezique-qt match: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"bezique-qt match: cannot write the records: {e}", file=sys.stderr)
        return 2
    _write(json.dumps(s, indent=1) + "\n" if as_json else text)
    return 1 if s["illegal_actions"] or s["exceptions"] else 0


def _write(text: str) -> None:
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        pass


def _multi_problem(v: Variant, whole_games: bool, budget_a: int | None, budget_b: int | None,
                   more: Sequence[str]) -> str | None:
    """Why these options do not fit a match of ``v`` (a sentence), or None."""
    if v.players == 2:
        return f"{v.name} is a game for two: --c and --d are for the games for three and four."
    if v.partnerships and more:
        return (f"{v.name} is played by two sides: --a and --b give the sides' levels, "
                "without --c or --d.")
    if len(more) > v.players - 2:
        return f"{v.name} has {v.players} players: give at most {v.players} levels."
    if whole_games:
        return "whole games (--games) are measured in the games for two only; use --deals."
    if budget_a or budget_b:
        return ("--budget-a and --budget-b are for the games for two; use --budget for "
                "every seat.")
    return None
