"""Time what the reasons cost a review: every decision reviewed with and without counting the
simulated deals' outcomes (:mod:`bezique_qt.ai.outcomes`), and the two reviews compared.

    python scripts/time_reasons.py RECORD_OR_FOLDER... [--budget N] [--seat S] [--jobs J]

Each record (a folder: every ``*.json`` in it, in name order) is reviewed for seat ``S`` (0)
decision by decision, as ``bezique-qt review`` does without the face-up view (which counts no
outcomes), at ``N`` simulations a decision (the review's default for the game), each decision
twice: with the reasons' counting and without it, in turns (the first of the two alternating
from one decision to the next). The figures are processor seconds of the process that reviews
(``time.process_time``), so a busy machine changes them little; ``--jobs`` reviews that many
records at once, each in a process of its own.

The reasons' counting changes no random draw and no choice: apart from the reason, the two
reviews of every decision must be the same (the move preferred, the points lost, their error,
the class, the simulations and every candidate's figures). Any difference is printed and the
script exits with 1.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import fields
from pathlib import Path
from typing import Any

from bezique_qt.ai.review import default_budget, plan_review, review_decision
from bezique_qt.persistence.records import read_record_file


def records_of(paths: list[Path]) -> list[Path]:
    """The record files named, a folder standing for its ``*.json`` files in name order."""
    found: list[Path] = []
    for path in paths:
        found += sorted(path.glob("*.json")) if path.is_dir() else [path]
    return found


def time_record(path: Path, budget: int | None, seat: int) -> dict[str, Any]:
    """One record's review timed with and without the reasons (processor seconds), the
    decisions counted, and the decisions whose reviews differ beyond their reason."""
    record = read_record_file(path)
    plan = plan_review(record, seat)
    budget = budget or default_budget(len(plan.players))
    seconds = {True: 0.0, False: 0.0}
    differ: list[str] = []
    searched = 0
    for n, (index, obs, action) in enumerate(plan.decisions):
        reviews = {}
        for reasons in ((True, False) if n % 2 == 0 else (False, True)):
            started = time.process_time()
            reviews[reasons] = review_decision(obs, action, index, budget=budget,
                                               reasons=reasons)
            seconds[reasons] += time.process_time() - started
        mine, other = reviews[True], reviews[False]
        searched += mine.method == "search"
        changed = [f.name for f in fields(mine)
                   if f.name != "reason" and getattr(mine, f.name) != getattr(other, f.name)]
        if changed:
            differ.append(f"{path.name}: decision {index} ({action}): {', '.join(changed)}")
    return {"record": path.name, "budget": budget, "decisions": len(plan.decisions),
            "searched": searched, "with": seconds[True], "without": seconds[False],
            "differ": differ}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records", nargs="+", type=Path,
                        help="game records, or folders of them (*.json)")
    parser.add_argument("--budget", type=int, help="simulations a decision (default: the "
                        "review's own for the game)")
    parser.add_argument("--seat", type=int, default=0, help="the seat reviewed (0)")
    parser.add_argument("--jobs", type=int, default=1, help="records reviewed at once")
    args = parser.parse_args(argv)
    paths = records_of(args.records)
    if not paths:
        parser.error("no record found")
    started = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(time_record, paths, [args.budget] * len(paths),
                                    [args.seat] * len(paths)))
    else:
        results = [time_record(p, args.budget, args.seat) for p in paths]
    wall = time.perf_counter() - started
    for r in results:
        ratio = r["with"] / r["without"] if r["without"] else float("nan")
        print(f"{r['record']}: {r['decisions']} decisions ({r['searched']} searched) at "
              f"{r['budget']}: {r['with']:.1f} s with the reasons, {r['without']:.1f} s "
              f"without, ratio {ratio:.3f}")
    with_all = sum(r["with"] for r in results)
    without_all = sum(r["without"] for r in results)
    decisions = sum(r["decisions"] for r in results)
    differ = [d for r in results for d in r["differ"]]
    print(f"{len(results)} records, {decisions} decisions: {with_all:.1f} s of processor time "
          f"with the reasons, {without_all:.1f} s without: ratio "
          f"{with_all / without_all if without_all else float('nan'):.3f} "
          f"({wall:.0f} s wall)")
    if differ:
        print("reviews that differ beyond their reason:", *differ, sep="\n  ")
        return 1
    print("every review the same without the reasons, but for the reason")
    return 0


if __name__ == "__main__":
    sys.exit(main())
