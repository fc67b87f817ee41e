"""scripts/pool_matches.py pools match pieces into the mean of their means."""

from __future__ import annotations

import json
import math
import statistics
import subprocess
import sys
from pathlib import Path

from bezique_qt.ai.match import run_match

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "pool_matches.py"


def test_pieces_pool_into_one_figure(tmp_path: Path) -> None:
    means = []
    paths = []
    for seed in (3, 4, 5):
        summary = run_match("classic", "easy", "novice", 2, seed).summary()
        means.append(summary["mean"])
        path = tmp_path / f"piece-{seed}.json"
        path.write_text(json.dumps(summary), encoding="utf-8")
        paths.append(str(path))
    out = subprocess.run([sys.executable, str(SCRIPT), *paths], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    mean = statistics.fmean(means)
    half = 4.3026527 * statistics.stdev(means) / math.sqrt(3)  # Student's t, 2 degrees of freedom
    assert (f"A - B per deal: {mean:+.1f} points (95% CI {mean - half:+.1f} to {mean + half:+.1f})"
            in out.stdout)
    assert "3 pieces of 2 duplicate deals = 6 deal pairs" in out.stdout


def test_pieces_of_different_sizes_are_refused(tmp_path: Path) -> None:
    paths = []
    for seed, deals in ((3, 1), (4, 2)):
        path = tmp_path / f"piece-{seed}.json"
        path.write_text(json.dumps(run_match("classic", "novice", "novice", deals, seed)
                                   .summary()), encoding="utf-8")
        paths.append(str(path))
    out = subprocess.run([sys.executable, str(SCRIPT), *paths], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 2
    assert "different sizes" in out.stderr


def test_pieces_of_whole_games_pool_per_game_and_do_not_mix_with_deals(tmp_path: Path) -> None:
    paths = []
    for seed, whole in ((3, True), (4, True), (5, False)):
        path = tmp_path / f"piece-{seed}.json"
        path.write_text(json.dumps(run_match("one_pack_32", "easy", "novice", 1, seed,
                                             whole_games=whole).summary()), encoding="utf-8")
        paths.append(str(path))
    games = subprocess.run([sys.executable, str(SCRIPT), *paths[:2]], capture_output=True,
                           text=True, timeout=60)
    assert games.returncode == 0, games.stderr
    assert "2 pieces of 1 duplicate games = 2 game pairs" in games.stdout
    assert "A - B per game: " in games.stdout
    mixed = subprocess.run([sys.executable, str(SCRIPT), *paths], capture_output=True,
                           text=True, timeout=60)
    assert mixed.returncode == 2
    assert "mixed" in mixed.stderr
