"""``bezique-qt sheet`` never writes over its record, replaces a file only when asked, and
writes each output whole or not at all."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from bezique_qt.cli import main
from bezique_qt.engine import GameState

# PDF and PNG are rendered in this process too: a QApplication first (as in test_render.py),
# or the command makes a QGuiApplication that later widget tests cannot use.
pytestmark = pytest.mark.usefixtures("qapp")


def _command() -> list[str]:
    installed = shutil.which("bezique-qt", path=str(Path(sys.executable).parent))
    return [installed] if installed else [sys.executable, "-m", "bezique_qt"]


def exit_code(argv: list[str]) -> int:
    """``main``'s exit code, also where the option parser refuses with SystemExit."""
    try:
        return main(argv)
    except SystemExit as e:
        return int(e.code or 0)


def test_the_record_is_never_an_output(classic: GameState, tmp_path: Path,
                                       save_record: Callable[..., Path],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    record = save_record(classic, "record.json")
    before = record.read_bytes()
    result = subprocess.run([*_command(), "sheet", "record.json", "--csv", "record.json"],
                            cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    assert result.stderr == ("bezique-qt sheet: record.json: it is the record being read; "
                             "choose another file.\n")
    assert record.read_bytes() == before
    (tmp_path / "link.json").symlink_to(record)
    monkeypatch.chdir(tmp_path)
    for output in ("./record.json", str(record), "link.json"):
        for option in ("--csv", "--html", "--pdf", "--png"):
            # (--png refuses a name not ending in .png while reading the options)
            assert exit_code(["sheet", str(record), option, output, "--force"]) == 2
            assert record.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.json", "record.json"]


@pytest.mark.parametrize("option", ["--csv", "--html", "--pdf", "--png"])
def test_an_existing_file_is_replaced_only_with_force(
        option: str, classic: GameState, tmp_path: Path, save_record: Callable[..., Path],
        capsys: pytest.CaptureFixture[str]) -> None:
    record = save_record(classic)
    out = tmp_path / f"out.{option[2:]}"
    out.write_bytes(b"keep me")
    assert main(["sheet", str(record), option, str(out)]) == 2
    assert capsys.readouterr().err == (f"bezique-qt sheet: {out}: the file exists already; add "
                                       "--force to replace it.\n")
    assert out.read_bytes() == b"keep me"
    os.chmod(out, 0o600)
    assert main(["sheet", str(record), option, str(out), "--force"]) == 0
    assert out.read_bytes() != b"keep me" and len(out.read_bytes()) > 100
    assert out.stat().st_mode & 0o777 == 0o600  # the replaced file's mode is kept
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", out.name]  # no temp


def test_a_new_file_gets_the_usual_mode(classic: GameState, tmp_path: Path,
                                        save_record: Callable[..., Path]) -> None:
    record = save_record(classic)
    old = os.umask(0o022)
    try:
        assert main(["sheet", str(record), "--csv", str(tmp_path / "a.csv")]) == 0
    finally:
        os.umask(old)
    assert (tmp_path / "a.csv").stat().st_mode & 0o777 == 0o644


def test_one_file_for_two_outputs_is_refused(classic: GameState, tmp_path: Path,
                                             save_record: Callable[..., Path],
                                             capsys: pytest.CaptureFixture[str]) -> None:
    record = save_record(classic)
    out = str(tmp_path / "both")
    assert main(["sheet", str(record), "--csv", out, "--html", out]) == 2
    assert "the same file is given for two outputs" in capsys.readouterr().err
    assert not Path(out).exists()


def test_a_symbolic_link_is_written_through(classic: GameState, tmp_path: Path,
                                            save_record: Callable[..., Path]) -> None:
    record = save_record(classic)
    real = tmp_path / "sheets" / "real.html"
    real.parent.mkdir()
    real.write_text("old")
    link = tmp_path / "latest.html"
    link.symlink_to(real)
    assert main(["sheet", str(record), "--html", str(link), "--force"]) == 0
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert sorted(p.name for p in real.parent.iterdir()) == ["real.html"]
