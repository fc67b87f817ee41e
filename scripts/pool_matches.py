#!/usr/bin/env python3
"""Pool ``bezique-qt match --json`` results run in pieces into one figure.

    for s in $(seq 700 739); do
        bezique-qt match --a expert --b hard --deals 4 --seed $s --json > expert-hard-$s.json
    done
    python scripts/pool_matches.py expert-hard-*.json

Every piece must have the same number of deal pairs (or of game pairs, for ``--games``
pieces, which cannot be pooled with pieces of deals).  The paired mean per deal is the mean of
the pieces' means, and its 95 % interval is Student's t over the pieces (each piece's mean is one
sample), which is valid however the pieces were scheduled.
"""

from __future__ import annotations

import json
import math
import statistics
import sys

from bezique_qt.ai.stats import t975


def main(paths: list[str]) -> int:
    pieces = [json.loads(open(p, encoding="utf-8").read()) for p in paths]
    if len(pieces) < 2:
        print("give two or more match results", file=sys.stderr)
        return 2
    sizes = {d["deals"] for d in pieces}
    if len(sizes) != 1:
        print(f"pieces of different sizes: {sorted(sizes)}", file=sys.stderr)
        return 2
    if len({bool(d.get("whole_games")) for d in pieces}) != 1:
        print("pieces of whole games mixed with pieces of deals", file=sys.stderr)
        return 2
    d0 = pieces[0]
    unit = "game" if d0.get("whole_games") else "deal"
    means = [d["mean"] for d in pieces]
    n = len(means)
    mean = statistics.fmean(means)
    half = t975(n - 1) * statistics.stdev(means) / math.sqrt(n)
    won = {k: sum(d["deals_won"][k] for d in pieces) for k in ("a", "b", "tied")}
    games = {k: sum(d["games_won"][k] for d in pieces) for k in ("a", "b", "tied")}
    moves = {k: sum(d["move_ms"][k]["moves"] for d in pieces) for k in ("a", "b")}
    p50 = {k: statistics.median(d["move_ms"][k]["p50"] for d in pieces) for k in ("a", "b")}
    print(f"{d0['variant']}: {d0['a']} (A) against {d0['b']} (B), {n} pieces of {d0['deals']} "
          f"duplicate {unit}s = {n * d0['deals']} {unit} pairs; seeds "
          f"{', '.join(str(d['seed']) for d in pieces)}")
    print(f"A - B per {unit}: {mean:+.1f} points (95% CI {mean - half:+.1f} to "
          f"{mean + half:+.1f})")
    print(f"{unit}s won: A {won['a']}, B {won['b']}, tied {won['tied']}; games won: "
          f"A {games['a']}, B {games['b']}, {'undecided' if unit == 'game' else 'tied'} "
          f"{games['tied']}")
    print(f"moves: A {moves['a']}, B {moves['b']}; median of the pieces' p50 move times: "
          f"A {p50['a']:.0f} ms, B {p50['b']:.0f} ms")
    print(f"illegal actions: {sum(d['illegal_actions'] for d in pieces)}; exceptions: "
          f"{sum(d['exceptions'] for d in pieces)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
