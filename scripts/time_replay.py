"""Time the replay of a long game record: the checked engine's speed over one record.

    python scripts/time_replay.py 200000            # build a record of 200,000 actions, replay it
    python scripts/time_replay.py --record F.json   # replay a record already written

The record is one Classic game played at random to a target it never reaches (seeded, so the
same every run): as long as asked, deal after deal. It is written to ``--out`` if given, then
replayed with :func:`bezique_qt.engine.replay` (every action checked, as opening a saved game
does). The figures are CPU seconds of this process (``time.process_time``), so a busy machine
changes them little; the wall time is printed beside them.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

from bezique_qt.engine import GameRecord, GameState, preset, replay


def long_record(actions: int, seed: int = 3) -> GameRecord:
    """A Classic game of at least ``actions`` actions, played at random (seeded)."""
    state = GameState.new_game(preset("classic").with_switches(game_target=10**9), seed=seed)
    rng = random.Random(seed)
    while len(state.actions) < actions:
        if state.deal_over:
            state.next_deal(undoable=False)
        else:
            state.apply(rng.choice(state.legal_actions()), undoable=False)
    return GameRecord.of(state)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("actions", nargs="?", type=int, default=200_000,
                        help="actions in the record built (default 200,000)")
    parser.add_argument("--record", type=Path, help="replay this record instead")
    parser.add_argument("--out", type=Path, help="write the record built here")
    args = parser.parse_args(argv)
    if args.record is not None:
        record = GameRecord.loads(args.record.read_text(encoding="utf-8"))
    else:
        record = long_record(args.actions)
        if args.out is not None:
            args.out.write_text(record.dumps(), encoding="utf-8")
    cpu, wall = time.process_time(), time.perf_counter()
    final = replay(record)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    print(f"{len(record.actions)} actions, {len(final.deal_results)} deals replayed in "
          f"{cpu:.2f} s of CPU ({wall:.2f} s wall): {len(record.actions) / cpu:,.0f} actions/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
