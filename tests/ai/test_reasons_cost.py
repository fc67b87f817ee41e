"""A review made without counting the simulated deals' outcomes (to time what the reasons
cost, ``scripts/time_reasons.py``) is the same review but for its reasons; and the script
times a record's review both ways and says so."""

from __future__ import annotations

import random
import re
import subprocess
import sys
from dataclasses import fields
from pathlib import Path

from bezique_qt.ai import reasons as why
from bezique_qt.ai.review import review_decision
from bezique_qt.engine import STEP_DECLARE, STEP_PLAY, GameRecord, GameState, preset

from .conftest import Positions

BUDGET = 64
SCRIPT = Path(__file__).resolve().parent.parent.parent / "scripts" / "time_reasons.py"


def test_without_the_reasons_every_figure_of_the_review_is_the_same(
        positions: Positions) -> None:
    told = 0
    searched = 0
    for st in positions("classic", 3, 3):
        p = st.to_act
        if p is None:
            continue
        obs = st.observation(p)
        if obs.step not in (STEP_PLAY, STEP_DECLARE) or obs.phase != 1 or len(
                {str(a) for a in obs.legal}) < 2:
            continue
        played = obs.legal[-1]
        with_reasons = review_decision(obs, played, budget=BUDGET)
        without = review_decision(obs, played, budget=BUDGET, reasons=False)
        assert with_reasons.method == "search"
        searched += 1
        for f in fields(with_reasons):
            if f.name != "reason":
                assert getattr(with_reasons, f.name) == getattr(without, f.name), f.name
        # the counting was really off: no reason from the simulated deals without it
        assert without.reason is None or without.reason.code not in why.OUTCOME_CODES
        told += (with_reasons.reason is not None
                 and with_reasons.reason.code in why.OUTCOME_CODES)
    assert searched >= 10 and told >= 3, (searched, told)


def test_the_script_times_a_review_with_and_without_the_reasons(tmp_path: Path) -> None:
    st = GameState.new_game(preset("classic"), seed=2)
    rng = random.Random(2)
    while not st.deal_over:
        st.apply(rng.choice(st.legal_actions()))
    record = GameRecord.of(st)
    path = tmp_path / "deal.json"
    path.write_text(record.dumps(), encoding="utf-8")
    run = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path), "--budget", "16"],
                         capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stderr
    assert re.search(r"^deal\.json: \d+ decisions \(\d+ searched\) at 16: [\d.]+ s with the "
                     r"reasons, [\d.]+ s without, ratio [\d.]+$", run.stdout, re.M), run.stdout
    assert re.search(r"^1 records, \d+ decisions: [\d.]+ s of processor time with the "
                     r"reasons, [\d.]+ s without: ratio [\d.]+", run.stdout, re.M), run.stdout
    assert run.stdout.rstrip().endswith("every review the same without the reasons, but for "
                                        "the reason")
