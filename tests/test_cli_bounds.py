"""Every number the command line takes has a floor and a ceiling, said in a sentence; worker
processes are never more than the computer's cores."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from bezique_qt.cli import build_parser, numbers
from bezique_qt.engine import GameRecord, GameState
from bezique_qt.engine.record import MAX_SEED

MATCH = ["match", "--a", "novice", "--b", "novice"]
# every counted option: the words before it, the option, its floor and its ceiling
COUNTS = [
    (["bench"], "--deals", 1, numbers.MAX_RANDOM_DEALS),
    (MATCH, "--deals", 1, numbers.MAX_MATCH_DEALS),
    (MATCH, "--games", 1, numbers.MAX_MATCH_DEALS),
    (MATCH, "--budget", 1, numbers.MAX_BUDGET),
    (MATCH, "--budget-a", 1, numbers.MAX_BUDGET),
    (MATCH, "--budget-b", 1, numbers.MAX_BUDGET),
    (MATCH, "--jobs", 1, numbers.MAX_JOBS),
    (["sheet", "g.json"], "--review-budget", 1, numbers.MAX_BUDGET),
    (["review", "g.json"], "--deal", 1, numbers.MAX_DEAL_NUMBER),
    (["review", "g.json"], "--budget", 1, numbers.MAX_BUDGET),
    (["review", "g.json"], "--jobs", 1, numbers.MAX_JOBS),
    ([], "--exit-after-deals", 1, numbers.MAX_DEMO_DEALS),
    ([], "--exit-after-ms", 1, numbers.MAX_MS),
]


def _refusal(words: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as exit_info:
        build_parser().parse_args(words)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "invalid" not in err
    return err.splitlines()[-1]


@pytest.mark.parametrize("before, option, low, high", COUNTS,
                         ids=[f"{b[0] if b else 'window'}{o}" for b, o, _l, _h in COUNTS])
def test_each_count_is_taken_from_its_floor_to_its_ceiling(
        before: list[str], option: str, low: int, high: int,
        capsys: pytest.CaptureFixture[str]) -> None:
    dest = option.lstrip("-").replace("-", "_")
    for value in (low, high):
        assert getattr(build_parser().parse_args([*before, option, str(value)]), dest) == value
    for value in (str(low - 1), str(high + 1), "-5", "1" + "0" * 5000, "x"):
        last = _refusal([*before, option, value], capsys)
        assert last.endswith(f"error: argument {option}: must be a whole number from {low} "
                             f"to {high}, not {value}")


def test_every_typed_option_of_every_command_is_bounded() -> None:
    """No option takes a number without a ceiling: each typed one refuses a huge value (or is
    text, a level, a seat or a duration with bounds of its own)."""
    parser = build_parser()
    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    huge = "9" * 300  # (longer than any text a seed can be, too)
    typed = 0
    for command in [parser, *subparsers.choices.values()]:
        for action in command._actions:
            if not callable(action.type):
                continue
            typed += 1
            with pytest.raises(argparse.ArgumentTypeError):
                action.type(huge)
    assert typed >= 18


def test_the_match_seed_is_bounded_so_that_every_deal_record_loads(
        capsys: pytest.CaptureFixture[str]) -> None:
    biggest = "9" * numbers.MAX_SEED_DIGITS
    assert build_parser().parse_args([*MATCH, "--seed", f"-{biggest}"]).seed == -int(biggest)
    # each deal's seed (the match's times 100,000 plus its number) is one a record keeps
    assert int(biggest) * 100_000 + 2 * numbers.MAX_MATCH_DEALS < MAX_SEED
    last = _refusal([*MATCH, "--seed", biggest + "0"], capsys)
    assert last.endswith(f"error: argument --seed: must be a whole number of at most "
                         f"{numbers.MAX_SEED_DIGITS} digits, not {biggest}0")
    assert _refusal([*MATCH, "--seed", "one"], capsys).endswith(
        "error: argument --seed: must be a whole number, not one")


def test_the_window_seed_is_text_a_game_record_keeps(
        capsys: pytest.CaptureFixture[str]) -> None:
    longest = "s" * numbers.MAX_SEED_TEXT
    assert build_parser().parse_args(["--seed", longest]).seed == longest
    last = _refusal(["--seed", longest + "s"], capsys)
    assert last.endswith(f"error: argument --seed: must be 1 to {numbers.MAX_SEED_TEXT} "
                         f"characters long, not {numbers.MAX_SEED_TEXT + 1}")
    # the game it shuffles is one a record keeps
    from bezique_qt.engine import preset

    record = GameRecord.of(GameState.new_game(preset("classic"), seed=longest))
    assert GameRecord.from_json(json.loads(json.dumps(record.to_json()))).seed == longest


def test_worker_processes_are_capped_at_the_cores(capsys: pytest.CaptureFixture[str]) -> None:
    cores = numbers.cores()
    assert numbers.capped_jobs(cores, "review") == cores
    assert capsys.readouterr().err == ""
    assert numbers.capped_jobs(numbers.MAX_JOBS, "review") == cores
    assert capsys.readouterr().err == (
        f"bezique-qt review: --jobs {numbers.MAX_JOBS} is more than the {cores} cores of this "
        f"computer; {cores} worker processes are used.\n")


def test_review_with_more_jobs_than_cores_says_so_and_reviews(
        tmp_path: Path, random_game: Callable[..., GameState]) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(GameRecord.of(random_game("one_pack_32", 2)).to_json()),
                    encoding="utf-8")
    cores = numbers.cores()
    done = subprocess.run([sys.executable, "-m", "bezique_qt", "review", str(path), "--deal",
                           "1", "--budget", "4", "--no-face-up", "--jobs", "200"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr == (f"bezique-qt review: --jobs 200 is more than the {cores} cores of "
                           f"this computer; {cores} worker processes are used.\n")
    assert "Deal 1: " in done.stdout
    # and the ceiling itself is refused before anything runs
    done = subprocess.run([sys.executable, "-m", "bezique_qt", "review", str(path), "--jobs",
                           "100000"], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines()[-1] == (
        f"bezique-qt review: error: argument --jobs: must be a whole number from 1 to "
        f"{numbers.MAX_JOBS}, not 100000")
