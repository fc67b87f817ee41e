#!/usr/bin/env python3
"""Measure the split of deals between the cards and the play (``bezique_qt.ai.split``) over the
records of a duplicate match.

    bezique-qt match --a novice --b expert --deals 100 --records nov-exp --jobs 2
    python scripts/measure_split.py nov-exp --budget 1500 --jobs 2

Every record (``deal-NNNN-1.json``, ``deal-NNNN-2.json``: the same cards, players swapped) is
split at ``--budget`` simulations a reviewed decision, ``--jobs`` records at once.  Printed:

- each player's mean play cost a deal (by the record's names: ``Expert (A)``...) and the mean
  skill part of player A (B's cost less A's) with its 95 % interval — Expert against Expert
  should not tell it from 0; Novice against Expert should show Novice's costs clearly higher;
- the luck part: its mean for seat 0 (the non-dealer of the first deal) and for player A, and
  its spread (the standard deviation), which should be large;
- the duplicate check: the same cards sit in the same seat in both records of a pair, so the
  luck of seat 0 should agree between them; the mean absolute difference and the correlation
  say how well, and the pair's mean result of seat 0 — what the cards gave the seat with each
  player once in it — is compared with its mean luck.

A long run can be made in pieces: ``--from-json F --continue`` splits only the folder's records
that F does not hold yet (by file name), at most ``--limit N`` of them this time, and writes F
again after each record split (whole, never half written), so a run stopped at any moment
loses at most the records being split; the figures printed are those of every split in F.

    python scripts/measure_split.py exp-exp --budget 1500 --json exp-exp.json --limit 20
    python scripts/measure_split.py exp-exp --from-json exp-exp.json --continue --limit 20

Two copies of one deterministic player (Expert against Expert at a fixed budget) play both
records of a pair move for move alike, mirrored: the second record of such a pair is left out
(it would make A's skill part exactly 0), and the skill part of seat 0 is the figure to read.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from bezique_qt.ai.split import split_record
from bezique_qt.ai.stats import t975
from bezique_qt.engine.record import GameRecord


def _split(path: str, budget: int) -> dict[str, Any]:
    record = GameRecord.loads(Path(path).read_text(encoding="utf-8"))
    started = time.process_time()
    split = split_record(record, budget=budget)
    data = split.to_json()
    data["path"] = path
    data["cpu"] = time.process_time() - started
    return data


def _interval(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, t975(len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", help="the records of `bezique-qt match --records`")
    parser.add_argument("--budget", type=int,
                        help="simulations a reviewed decision (default 1500; with --continue, "
                             "the budget of the splits continued)")
    parser.add_argument("--jobs", type=int, default=1, help="records split at once")
    parser.add_argument("--json", metavar="F", help="also write every split to F")
    parser.add_argument("--from-json", metavar="F",
                        help="print the figures of the splits a run wrote to F with --json "
                             "(nothing is split again; the folder is not read)")
    parser.add_argument("--continue", dest="resume", action="store_true",
                        help="with --from-json F: split the folder's records F does not hold "
                             "yet and add them to F")
    parser.add_argument("--limit", type=int, metavar="N",
                        help="split at most N records this run")
    args = parser.parse_args(argv)
    if args.resume and not args.from_json:
        parser.error("--continue goes with --from-json F, the splits to continue")
    done: list[dict[str, Any]] = []
    if args.resume:
        args.json = args.from_json
        if Path(args.json).exists():
            done = json.loads(Path(args.json).read_text(encoding="utf-8"))
    elif args.from_json:
        splits = json.loads(Path(args.from_json).read_text(encoding="utf-8"))
        budgets = {d["budget"] for s in splits for d in s["deals"]}
        summarise(splits, budgets.pop() if len(budgets) == 1 else args.budget or 1500)
        return 0
    paths = sorted(str(p) for p in Path(args.folder).glob("deal-*.json"))
    if not paths:
        print(f"no deal-*.json records in {args.folder}", file=sys.stderr)
        return 2
    # two copies of one deterministic player (Expert against Expert) play both records of a
    # pair alike: the second adds nothing, and would make A's skill part 0 by construction
    seen: set[tuple[str, ...]] = set()
    distinct = []
    for path in paths:
        actions = tuple(GameRecord.loads(Path(path).read_text(encoding="utf-8")).actions)
        if actions not in seen:
            seen.add(actions)
            distinct.append(path)
    if len(distinct) < len(paths):
        print(f"{len(paths) - len(distinct)} records left out: each played as the other "
              f"record of its pair")
    held = {Path(s["path"]).name for s in done}
    paths = [p for p in distinct if Path(p).name not in held]
    if done:
        print(f"{len(held)} records split already in {args.json}; {len(paths)} to go")
    if args.limit is not None:
        paths = paths[:max(0, args.limit)]
    budgets = {d["budget"] for s in done for d in s["deals"]}
    if args.budget is None:
        args.budget = min(budgets) if budgets else 1500
    if budgets - {args.budget}:
        print(f"{args.json} was split at {', '.join(map(str, sorted(budgets)))} simulations a "
              f"decision, not {args.budget}", file=sys.stderr)
        return 2
    splits = list(done)
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        for split in pool.map(_split, paths, [args.budget] * len(paths)):
            splits.append(split)
            if args.json:
                _write(Path(args.json), splits)
    if args.json and not paths:
        _write(Path(args.json), splits)
    summarise(splits, args.budget)
    return 0


def _write(path: Path, splits: list[dict[str, Any]]) -> None:
    """Write ``splits`` to ``path`` whole: a new file put in the old one's place."""
    part = path.with_name(path.name + ".part")
    part.write_text(json.dumps(splits, indent=1), encoding="utf-8")
    os.replace(part, path)


def summarise(splits: list[dict[str, Any]], budget: int) -> None:
    """Print the figures of ``splits`` (each record's split, as ``--json`` writes them)."""
    costs: dict[str, list[float]] = {}
    skill_a: list[float] = []
    luck_a: list[float] = []
    luck_0: list[float] = []
    by_pair: dict[str, list[dict[str, Any]]] = {}
    for s in splits:
        if not s["deals"]:
            continue
        deal = s["deals"][0]
        names = s["players"]
        a = next(p for p, n in enumerate(names) if n.endswith("(A)"))
        for seat in deal["seats"]:
            who = "A" if seat["seat"] == a else "B"
            costs.setdefault(f"{names[seat['seat']].split(' (')[0]} ({who})",
                             []).append(seat["cost"])
        skill_a.append(deal["seats"][a]["skill"])
        luck_a.append(deal["seats"][a]["luck"])
        luck_0.append(deal["seats"][0]["luck"])
        by_pair.setdefault(Path(s["path"]).name[:9], []).append(deal["seats"][0])
    n = len(skill_a)
    print(f"{n} deals split at {budget} simulations a decision; "
          f"{sum(s['cpu'] for s in splits):.0f} s of CPU in all")
    for name, values in sorted(costs.items()):
        mean, half = _interval(values)
        print(f"  play cost a deal, {name}: {mean:.1f} ± {half:.1f}")
    mean, half = _interval(skill_a)
    print(f"  skill part of A (B's cost less A's): {mean:+.1f} ± {half:.1f} (95 %)")
    skill_0 = [s["deals"][0]["seats"][0]["skill"] for s in splits if s["deals"]]
    mean, half = _interval(skill_0)
    print(f"  skill part of seat 0 (seat 1's cost less seat 0's): {mean:+.1f} ± {half:.1f} "
          f"(95 %)")
    mean, half = _interval(luck_a)
    print(f"  luck part of A: mean {mean:+.1f} ± {half:.1f}, standard deviation "
          f"{statistics.pstdev(luck_a):.1f}")
    mean, half = _interval(luck_0)
    print(f"  luck part of seat 0: mean {mean:+.1f} ± {half:.1f}, standard deviation "
          f"{statistics.pstdev(luck_0):.1f}")
    pairs = [p for p in by_pair.values() if len(p) == 2]
    if pairs:
        first = [p[0]["luck"] for p in pairs]
        second = [p[1]["luck"] for p in pairs]
        diff = statistics.fmean(abs(x - y) for x, y in zip(first, second, strict=True))
        corr = (statistics.correlation(first, second) if len(pairs) > 2
                and statistics.pstdev(first) and statistics.pstdev(second) else math.nan)
        duplicate = statistics.fmean(
            abs((p[0]["result"] + p[1]["result"]) / 2 - (p[0]["luck"] + p[1]["luck"]) / 2)
            for p in pairs)
        print(f"  duplicate check over {len(pairs)} pairs (same cards in seat 0): luck "
              f"differs by {diff:.1f} on average, correlation {corr:.2f}; the pair's mean "
              f"result differs from its mean luck by {duplicate:.1f} on average")


if __name__ == "__main__":
    sys.exit(main())
