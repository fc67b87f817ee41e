"""``bezique-qt bench --ui`` runs and prints its three figures, at tables of two, three and
four (no timing is asserted)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path


def test_bench_ui_prints_its_three_figures_at_two_three_and_four_seats(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(tmp_path / name.lower())
    result = subprocess.run([sys.executable, "-m", "bezique_qt", "bench", "--ui", "--seconds",
                             "1"], cwd=tmp_path, env=env, capture_output=True, text=True,
                            timeout=600, check=False)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert re.search(r"^start-up to first frame: \d+ ms", out, re.M), out
    assert "load average" in out
    # each table's figures under its own line, in the order measured
    parts = re.split(r"^(\w+), (\d) seats \(load average [\d. ]+\):$", out, flags=re.M)
    assert [(parts[i], parts[i + 1]) for i in range(1, len(parts), 3)] == [
        ("classic", "2"), ("three_handed", "3"), ("four_handed_partners", "4")], out
    for figures in parts[3::3]:
        for size in ("1280×800", "1920×1080"):
            assert re.search(rf"^  full-table repaint at {size}: p50 [\d.]+ ms, p99 [\d.]+ ms "
                             r"\(60 frames; processor time p50 [\d.]+ ms\)",
                             figures, re.M), out
        assert re.search(r"^  event-loop stall while the Expert thinks: max [\d.]+ ms, "
                         r"p99 [\d.]+ ms", figures, re.M), out


def test_bench_ui_measures_a_table_of_four_and_refuses_an_unknown_game(
        tmp_path: Path) -> None:
    from bezique_qt.ui.bench import _deal_with_melds

    state = _deal_with_melds(variant="four_handed_partners")
    assert state.variant.players == 4 and state.to_act == 0
    assert state.scored[0] and any(state.scored[p] for p in (1, 2, 3))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-m", "bezique_qt", "bench", "--ui",
                             "--expert-variant", "five_handed"], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 2
    assert "unknown variant 'five_handed'" in result.stderr
