"""The computer players' benchmark measures what it says, on real positions."""

from __future__ import annotations

import json
import subprocess
import sys

from bezique_qt.ai import rollout, solver
from bezique_qt.ai.bench import (
    _endgame_positions,
    ai_figures,
    expert_move_times,
    expert_times_on,
    ismcts_rate,
    solver_times,
)


def test_endgame_positions_are_eight_against_eight_with_the_opponent_counted() -> None:
    for obs in _endgame_positions(3):
        assert obs.phase == 2 and not obs.trick
        assert len(obs.hand) == 8
        opp = obs.opponent_hand_if_known()
        assert opp is not None and len(opp) == 8


def test_solver_times_are_ordered() -> None:
    r = solver_times(4)
    assert r["positions"] == 4
    assert 0 < r["p50_ms"] <= r["p99_ms"] <= r["max_ms"]


def test_search_rate_counts_simulations() -> None:
    r = ismcts_rate(seconds=0.4, positions=2)
    assert r["simulations"] > 0
    assert r["iterations_per_s"] > 0


def test_figures_and_their_summary() -> None:
    figs = ai_figures(0.2, positions=2, deals=1, budget=20, workers=2)
    moves = figs["expert_moves"]
    assert moves["budget"] == 20
    assert 0 < moves["searched_moves"] < moves["moves"]
    assert moves["p50_s"] <= moves["p99_s"]
    text = "\n".join(figs["text"])
    assert "simulations/s" in text and "8 v 8" in text and "20 simulations" in text
    table = figs["expert_moves_table"]
    # both cores are timed on the very positions the one-core run decided
    assert table["workers"] == 2 and table["moves"] == moves["moves"]
    assert table["searched_moves"] == moves["searched_moves"]
    assert "the same moves over 2 processes" in text
    # the figures say which playout produced them
    assert figs["playout"] == ("compiled" if rollout.COMPILED else "python")
    assert f"playout policy: {'compiled' if rollout.COMPILED else 'Python'}" in text
    # and which solver
    assert figs["solver"] == ("compiled" if solver.COMPILED else "python")
    assert f"exact solver ({'compiled' if solver.COMPILED else 'Python'})" in text


def test_positions_kept_are_the_expert_decisions_and_can_be_timed_again() -> None:
    kept: list = []
    r = expert_move_times(deals=1, budget=10, keep=kept)
    assert len(kept) == r["moves"]
    assert sum(not trivial for _obs, trivial in kept) == r["searched_moves"]
    assert all(obs.to_act == obs.player and obs.legal for obs, _t in kept)
    again = expert_times_on(kept, budget=10)
    assert again["moves"] == r["moves"] and again["searched_moves"] == r["searched_moves"]


def test_bench_command_without_the_computer_players(tmp_path) -> None:
    out = subprocess.run([sys.executable, "-m", "bezique_qt", "bench", "--engine-only",
                          "--deals", "2", "--json"], capture_output=True, text=True,
                         cwd=tmp_path, timeout=120)
    assert out.returncode == 0, out.stderr
    res = json.loads(out.stdout)
    assert "ai" not in res and "classic" in res["presets"]


def test_expert_move_times_on_a_multi_pack_game() -> None:
    r = expert_move_times(deals=1, budget=10, variant="six_pack")
    assert r["variant"] == "six_pack" and r["budget"] == 10
    # a six-pack deal deals twelve cards a hand: far more moves than a classic deal's
    assert r["moves"] > 60 and 0 < r["searched_moves"] < r["moves"]
    assert r["p50_s"] <= r["p99_s"]


def test_expert_move_times_in_a_game_for_three() -> None:
    r = expert_move_times(deals=1, budget=10, variant="three_handed")
    assert r["variant"] == "three_handed" and r["budget"] == 10
    # a three-handed deal: 24 tricks of three and eight last tricks, a third of the cards each
    assert r["moves"] > 32 and 0 < r["searched_moves"] < r["moves"]


def test_bench_refuses_an_unknown_expert_variant(tmp_path) -> None:
    out = subprocess.run([sys.executable, "-m", "bezique_qt", "bench", "--expert-variant",
                          "seven_pack"], capture_output=True, text=True, cwd=tmp_path,
                         timeout=120)
    assert out.returncode == 2
    assert "unknown variant 'seven_pack'" in out.stderr and "six_pack" in out.stderr
    assert "three_handed" in out.stderr
    assert out.stdout == ""
