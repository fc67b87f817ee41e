"""The command line, run as a separate process the way a user runs it."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from bezique_qt import __version__
from bezique_qt.cli import build_parser, split_qt_arguments
from bezique_qt.engine import GameRecord, GameState


def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=60)


def test_module_version(tmp_path: Path) -> None:
    result = _run(sys.executable, "-m", "bezique_qt", "--version", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"bezique-qt {__version__}"


def test_installed_command_version(tmp_path: Path) -> None:
    command = shutil.which("bezique-qt", path=str(Path(sys.executable).parent))
    if command is None:
        pytest.skip("the bezique-qt command is not installed beside this Python")
    result = _run(command, "--version", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"bezique-qt {__version__}"


def test_help_lists_commands(tmp_path: Path) -> None:
    result = _run(sys.executable, "-m", "bezique_qt", "--help", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "replay" in result.stdout
    assert "bench" in result.stdout
    assert "--show" not in result.stdout  # for screenshots of the documentation only


def test_bad_option_value_is_a_usage_error(tmp_path: Path) -> None:
    result = _run(sys.executable, "-m", "bezique_qt", "bench", "--deals", "0", cwd=tmp_path)
    assert result.returncode == 2
    assert "--deals" in result.stderr


def test_tool_commands_do_not_load_qt(tmp_path: Path, runs_without_qt: Callable) -> None:
    runs_without_qt("from bezique_qt.cli import build_parser\n"
                    "build_parser().parse_args(['bench', '--deals', '3'])\n"
                    "build_parser().parse_args(['replay', 'game.json', '--json'])\n",
                    cwd=tmp_path)


@pytest.mark.parametrize("seconds", ["nan", "NaN", "inf", "-inf", "0", "-1", "1e300", "86401",
                                     "soon"])
def test_bench_seconds_must_be_a_finite_positive_bounded_duration(
        seconds: str, capsys: pytest.CaptureFixture[str]) -> None:
    # in the process: a value that got through would run the bench (for ever, with inf)
    with pytest.raises(SystemExit) as exit_info:
        build_parser().parse_args(["bench", f"--seconds={seconds}"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert err.splitlines()[-1] == (
        f"bezique-qt bench: error: argument --seconds: must be a number of seconds above 0 and "
        f"at most 86400 (a day), not {seconds}")


def test_bench_seconds_within_the_bounds_are_taken() -> None:
    assert build_parser().parse_args(["bench", "--seconds", "0.5"]).seconds == 0.5
    assert build_parser().parse_args(["bench", "--seconds", "86400"]).seconds == 86400


# ------------------------------------------------------------------ Qt's options, parsed once
def _profile_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """No display and no chosen platform (Qt's option must choose it), a throwaway profile."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE")}
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[variable] = str(tmp_path / "profile" / variable)
    return env | extra


def test_qt_platform_option_runs_the_demo(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bezique_qt", "-platform", "offscreen", "--demo",
         "--exit-after-deals", "1", "--speed", "none", "--level", "Novice"],
        cwd=tmp_path, env=_profile_env(tmp_path), capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr
    assert "invalid choice" not in result.stderr and "Traceback" not in result.stderr


def test_qt_options_reach_qt_and_the_program_options_the_window(tmp_path: Path) -> None:
    code = (
        "from PySide6.QtWidgets import QApplication\n"
        "from bezique_qt.cli import main\n"
        "code = main(['-style', 'fusion', '--variant', 'rubicon', '-platform', 'offscreen',\n"
        "             '-reverse', '--speed', 'none', '--exit-after-ms', '300'])\n"
        "app = QApplication.instance()\n"
        "print(code, app.platformName(), app.style().name(), app.layoutDirection().name)\n"
        "print([w.windowTitle() for w in app.topLevelWidgets() if w.windowTitle()])\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path,
                            env=_profile_env(tmp_path), capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    first, titles = result.stdout.splitlines()[:2]
    assert first.split() == ["0", "offscreen", "fusion", "RightToLeft"]
    assert "Bezique — Rubicon" in titles  # the program's own option went to the window


def test_qt_options_are_set_aside_before_parsing() -> None:
    assert split_qt_arguments(
        ["-platform", "offscreen", "--demo", "-style=fusion", "--platform", "xcb", "--seed",
         "4", "-reverse", "--", "-geometry"]
    ) == (["--demo", "--seed", "4", "--", "-geometry"],
          ["-platform", "offscreen", "-style=fusion", "--platform", "xcb", "-reverse"])
    assert split_qt_arguments(["replay", "game.json"]) == (["replay", "game.json"], [])


def test_qt_options_are_refused_for_a_tool_or_without_their_value(tmp_path: Path) -> None:
    tool = _run(sys.executable, "-m", "bezique_qt", "-platform", "offscreen", "variants",
                cwd=tmp_path)
    assert tool.returncode == 2
    assert tool.stderr.splitlines()[-1] == (
        "bezique-qt: error: Qt's options (-platform offscreen) are for the game window; the "
        "variants command does not take them")
    bare = _run(sys.executable, "-m", "bezique_qt", "-platform", cwd=tmp_path)
    assert bare.returncode == 2
    assert bare.stderr.splitlines()[-1] == "bezique-qt: error: Qt's option -platform needs a value"


# ------------------------------------------------------------------ levels, in any case
@pytest.mark.parametrize("words, field, want", [
    (["match", "--a", "Easy", "--b", "NOVICE"], "a", "easy"),
    (["match", "--a", "Easy", "--b", "NOVICE"], "b", "novice"),
    (["match", "--a", "expert", "--b", " Hard "], "b", "hard"),
    (["--level", "Expert"], "level", "expert"),
    (["--level", "mEdIuM"], "level", "medium"),
])
def test_levels_are_taken_in_any_case(words: list[str], field: str, want: str) -> None:
    assert getattr(build_parser().parse_args(words), field) == want


@pytest.mark.parametrize("words, option", [
    (["--level", "wizard"], "--level"),
    (["match", "--a", "wizard", "--b", "easy"], "--a"),
    (["match", "--a", "easy", "--b", ""], "--b"),
])
def test_an_unknown_level_is_refused_with_the_levels(
        words: list[str], option: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        build_parser().parse_args(words)
    assert exit_info.value.code == 2
    last = capsys.readouterr().err.splitlines()[-1]
    assert f"error: argument {option}: there is no level " in last
    assert last.endswith("the levels are Novice, Easy, Medium, Hard or Expert")


def test_the_levels_named_are_the_players_levels() -> None:
    from bezique_qt import persistence
    from bezique_qt.ai import LEVEL_NAMES, LEVELS

    assert persistence.LEVELS is LEVELS and persistence.LEVEL_NAMES is LEVEL_NAMES
    help_text = build_parser().format_help()
    assert "Novice, Easy, Medium, Hard or Expert" in " ".join(help_text.split())


# ------------------------------------------------------------------ errors name no Python
def _parsers() -> list[argparse.ArgumentParser]:
    parser = build_parser()
    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return [parser, *subparsers.choices.values()]


@pytest.mark.parametrize("value", ["x", "1.5", "", "-"])
def test_every_option_refuses_a_bad_value_in_words(value: str) -> None:
    """argparse says "invalid <function name> value" for a type that raises ValueError: every
    typed option raises ArgumentTypeError, whose sentence it shows as it is."""
    checked = 0
    for parser in _parsers():
        for action in parser._actions:
            if callable(action.type):
                try:
                    action.type(value)
                except argparse.ArgumentTypeError as error:
                    assert "_" not in str(error).split(",")[0], str(error)
                checked += 1
    assert checked >= 8


@pytest.mark.parametrize("words, sentence", [
    (["bench", "--deals", "x"], "argument --deals: must be a whole number from 1 to 1000000, "
     "not x"),
    (["match", "--a", "easy", "--b", "easy", "--deals", "-3"],
     "argument --deals: must be a whole number from 1 to 10000, not -3"),
    (["match", "--a", "easy", "--b", "easy", "--seed", "one"],
     "argument --seed: must be a whole number, not one"),
    (["--exit-after-deals", "two"], "argument --exit-after-deals: must be a whole number from "
     "1 to 100000, not two"),
])
def test_bad_numbers_are_refused_in_words(words: list[str], sentence: str,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(words)
    last = capsys.readouterr().err.splitlines()[-1]
    assert last.endswith(f"error: {sentence}")
    assert "invalid" not in last


# ------------------------------------------------------------------ sheet --png
@pytest.mark.parametrize("name, said", [("sheet.jpg", "sheet.jpg ends in .jpg"),
                                        ("sheet.JPEG", "sheet.JPEG ends in .JPEG"),
                                        ("sheet", "sheet has no extension")])
def test_sheet_png_refuses_a_name_of_another_format(
        name: str, said: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        build_parser().parse_args(["sheet", "game.json", "--png", name])
    assert exit_info.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        "bezique-qt sheet: error: argument --png: writes a PNG image, so the file name must "
        f"end in .png ({said})")


def test_sheet_png_takes_a_png_name_in_any_case() -> None:
    assert build_parser().parse_args(["sheet", "g.json", "--png", "out/Sheet.PNG"]).png == \
        "out/Sheet.PNG"


@pytest.mark.parametrize("command", [["variants"], ["replay", "record.json"],
                                     ["sheet", "record.json"]])
def test_a_reader_that_went_away_is_not_an_error(tmp_path: Path, command: list[str],
                                                 random_game: Callable[..., GameState]) -> None:
    """``bezique-qt variants | head -0``: the pipe is closed before anything is printed."""
    record = GameRecord.of(random_game("one_pack_32", 1)).to_json()
    (tmp_path / "record.json").write_text(json.dumps(record), encoding="utf-8")
    process = subprocess.Popen([sys.executable, "-m", "bezique_qt", *command], cwd=tmp_path,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()
    errors = process.stderr.read()
    assert process.wait(timeout=60) == 0, errors
    assert errors == ""


@pytest.mark.parametrize("variant", ["three_handed", "four_handed_partners"])
def test_a_game_for_three_or_four_is_reviewed_and_its_sheet_made(
        tmp_path: Path, random_game: Callable, variant: str) -> None:
    # the review of a game for three or four (refused in a sentence before the searches for
    # three and four valued it; an IndexError before that)
    game = random_game(variant, 4)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(GameRecord.of(game).to_json()), encoding="utf-8")
    done = _run(sys.executable, "-m", "bezique_qt", "review", str(path), "--deal", "1",
                "--budget", "8", "--seat", str(game.variant.players - 1), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"Review of {game.names[-1]} "
                                  f"(seat {game.variant.players - 1}), {variant}")
    assert "Deal 1: " in done.stdout and "Deal 2: " not in done.stdout
    if game.variant.players == 3:
        # a seat past the game's: a sentence and exit code 2
        done = _run(sys.executable, "-m", "bezique_qt", "review", str(path), "--seat", "3",
                    cwd=tmp_path)
        assert done.returncode == 2, done.stderr
        assert "the game has no seat 3: its seats are 0 to 2" in done.stderr
        assert done.stdout == "" and "Traceback" not in done.stderr
    # the score sheet itself (no review) is made for them: every player, every deal
    done = _run(sys.executable, "-m", "bezique_qt", "sheet", str(path), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    variant = game.variant
    assert f"Players:      {', '.join(game.names[:-1])} and {game.names[-1]}" in done.stdout
    table = done.stdout.split("Deals at a glance")[1].split("\n\n")[0].splitlines()[2:]
    assert len(table) == variant.players * (game.deal_index + 1)
    # the last deal's rows: each player (the dealer starred) and the game total of his side
    last = [row.split() for row in table[-variant.players:]]
    assert [[word for word in row if not word.isdigit()][0] for row in last] == game.names
    assert [int(row[-1]) for row in last] == [game.game_points[variant.side_of(p)]
                                              for p in range(variant.players)]


def test_the_window_opens_every_game_the_table_plays() -> None:
    # the games for three and four included (the option listed only the games for two)
    from bezique_qt.engine.variants import ALL_PRESETS

    for vid in ALL_PRESETS:
        assert build_parser().parse_args(["--variant", vid]).variant == vid
