#!/usr/bin/env python3
"""Time the split the end-of-deal dialog shows: every seat of one deal reviewed in the review's
worker processes, the window's own path (``ui/split_line.py``), offscreen.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/time_split.py \
        [--background] RECORD [BUDGET] [DEAL]

RECORD is a game record (``bezique-qt match --records DIR`` writes them); BUDGET is the
simulations a decision (1,500, the review's default); DEAL the deal's number (1).  With
``--background``, in the processes a kept game's deals are weighed in while the game goes on
(niced to 19), as the window does; without, in the review's own.  Prints the
seconds until the split was ready and each seat's figures.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from PySide6.QtWidgets import QApplication

from bezique_qt.persistence.records import read_record_file
from bezique_qt.ui.split_line import SplitRunner, stop_split_workers
from bezique_qt.ui.windows.review_runner import stop_review_workers


def main(argv: list[str]) -> int:
    background = "--background" in argv
    argv = [a for a in argv if a != "--background"]
    if not 1 <= len(argv) <= 3:
        print(__doc__, file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication([])
    record = read_record_file(argv[0])
    budget = int(argv[1]) if len(argv) > 1 else 1500
    deal = int(argv[2]) if len(argv) > 2 else 1
    runner = SplitRunner(record, deal, budget=budget, background=background)
    out: dict[str, Any] = {}
    runner.finished.connect(lambda split: (out.setdefault("split", split), app.quit()))
    runner.failed.connect(lambda message: (out.setdefault("failed", message), app.quit()))
    start = time.perf_counter()
    runner.start()
    app.exec()
    seconds = time.perf_counter() - start
    stop_review_workers()
    stop_split_workers()
    if "failed" in out:
        print(f"the split failed: {out['failed']}", file=sys.stderr)
        return 1
    print(f"budget {budget}, deal {deal}: ready in {seconds:.1f} s")
    for seat in out["split"].deals[0].seats:
        print(f"  seat {seat.seat}: result {seat.result:+.1f} = luck {seat.luck:+.1f} "
              f"+ skill {seat.skill:+.1f} (own play cost {seat.cost:.1f}, "
              f"{seat.decisions} decisions)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
