"""The command line, run as a separate process the way a user runs it."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bezique_qt import __version__
from bezique_qt.cli import build_parser


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
    assert "--exit-after-ms" not in result.stdout


def test_bad_option_value_is_a_usage_error(tmp_path: Path) -> None:
    result = _run(sys.executable, "-m", "bezique_qt", "bench", "--deals", "0", cwd=tmp_path)
    assert result.returncode == 2
    assert "--deals" in result.stderr


def test_tool_commands_do_not_load_qt(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "from bezique_qt.cli import build_parser\n"
        "build_parser().parse_args(['bench', '--deals', '3'])\n"
        "build_parser().parse_args(['replay', 'game.json', '--json'])\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was imported'\n"
    )
    result = _run(sys.executable, "-c", code, cwd=tmp_path)
    assert result.returncode == 0, result.stderr


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
