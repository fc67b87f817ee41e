"""``bezique-qt sheet``, run as a separate process the way a user runs it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image

from bezique_qt.engine import GameRecord, GameState
from bezique_qt.export.csv import BOM
from bezique_qt.words.scores import computation_lines


def _command() -> list[str]:
    installed = shutil.which("bezique-qt", path=str(Path(sys.executable).parent))
    return [installed] if installed else [sys.executable, "-m", "bezique_qt"]


def _run(*args: str, cwd: Path, env: dict[str, str] | None = None,
         ) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*_command(), *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120, encoding="utf-8", env=env)


def _no_display() -> dict[str, str]:
    """The environment of a terminal with no window system and no Qt platform chosen."""
    env = dict(os.environ)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(name, None)
    return env


def test_every_output_without_a_display(classic: GameState, tmp_path: Path,
                                        save_record: Callable[..., Path]) -> None:
    record = save_record(classic)
    result = _run("sheet", str(record), "--pdf", "s.pdf", "--csv", "s.csv", "--html", "s.html",
                  "--png", "s.png", cwd=tmp_path, env=_no_display())
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert (tmp_path / "s.pdf").read_bytes().startswith(b"%PDF-")
    assert (tmp_path / "s.csv").read_text(encoding="utf-8").startswith(BOM + "deal,trick,")
    assert "<h1>Bezique score sheet</h1>" in (tmp_path / "s.html").read_text(encoding="utf-8")
    with Image.open(tmp_path / "s.png") as image:
        assert image.width > 500 and image.height > image.width


def test_without_options_the_sheet_is_printed(rubicon: GameState, tmp_path: Path,
                                              save_record: Callable[..., Path]) -> None:
    result = _run("sheet", str(save_record(rubicon)), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "Bezique score sheet"
    assert lines[-1].startswith("Result: ")
    assert any(line.strip().startswith("Deal total") for line in lines)
    for line in computation_lines(rubicon.deal_results[0], rubicon.names):
        assert line in result.stdout


def test_csv_to_standard_output(classic: GameState, tmp_path: Path,
                                save_record: Callable[..., Path]) -> None:
    result = _run("sheet", str(save_record(classic)), "--csv", "-", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("deal,trick,player,kind,what,cards,points,")
    assert len(result.stdout.splitlines()) == 1 + len(classic.history)


def test_a_saved_game_an_autosave_and_a_match(classic: GameState, rubicon: GameState,
                                              tmp_path: Path) -> None:
    saved = {"format": "bezique-qt-saved-game", "version": 1, "title": "Classic: Ann v Bob",
             "started_at": "2025-03-01T12:00:00", "saved_at": "2025-03-02T12:00:00",
             "record": GameRecord.of(classic).to_json()}
    (tmp_path / "game.bezique").write_text(json.dumps(saved), encoding="utf-8")
    result = _run("sheet", "game.bezique", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Date:         1 March 2025" in result.stdout

    autosave = {"record": GameRecord.of(rubicon).dumps()}  # a record kept as JSON text
    (tmp_path / "autosave.json").write_text(json.dumps(autosave), encoding="utf-8")
    result = _run("sheet", "autosave.json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Variant:      Rubicon" in result.stdout

    match = {"games": [GameRecord.of(classic).to_json(), saved]}
    (tmp_path / "match.json").write_text(json.dumps(match), encoding="utf-8")
    result = _run("sheet", "match.json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("Bezique score sheet\n") == 2

    folder = tmp_path / "records"
    folder.mkdir()
    for number, state in enumerate((classic, rubicon), 1):
        (folder / f"deal-{number}.json").write_text(GameRecord.of(state).dumps(),
                                                    encoding="utf-8")
    result = _run("sheet", "records", "--pdf", "match.pdf", cwd=tmp_path, env=_no_display())
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "match.pdf").stat().st_size > 1000


def _broken_record(classic: GameState) -> str:
    broken = GameRecord.of(classic)
    broken.actions[3] = "done"
    return broken.dumps()


@pytest.mark.parametrize(("content", "message"), [
    (None, "there is no such file"),
    ("not json at all", "the file is not valid JSON"),
    ('{"format": "spreadsheet"}', "this is not a Bezique game record"),
    ("[1, 2]", "this is not a Bezique game record, saved game or match record"),
    ('{"record": 7}', "the saved game holds no game record"),
    ("BROKEN", "does not replay: action 4 ('done') is not legal here"),
    ('{"record": {"seed": 1' + "0" * 5000 + '}}', "the file is not valid JSON"),
    ("YEAR 1", "its started_at field is not a date between the years 1900 and 9000"),
])
def test_bad_input_is_one_sentence(content: str | None, message: str, classic: GameState,
                                   tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    if content is not None:
        text = {"BROKEN": _broken_record(classic),
                "YEAR 1": json.dumps({"started_at": "0001-01-01T00:00:00+14:00",
                                      "record": GameRecord.of(classic).to_json()}),
                }.get(content, content)
        path.write_text(text, encoding="utf-8")
    result = _run("sheet", str(path), "--pdf", "out.pdf", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stdout == ""
    assert "Traceback" not in result.stderr
    assert len(result.stderr.splitlines()) == 1
    assert result.stderr.startswith(f"bezique-qt sheet: {path}: ")
    assert message in result.stderr
    assert not (tmp_path / "out.pdf").exists()


def test_an_output_that_cannot_be_written(classic: GameState, tmp_path: Path,
                                          save_record: Callable[..., Path]) -> None:
    for option in ("--pdf", "--csv"):
        result = _run("sheet", str(save_record(classic)), option, "no/such/folder/out",
                      cwd=tmp_path)
        assert result.returncode == 2
        assert len(result.stderr.splitlines()) == 1
        assert "no/such/folder/out: the file cannot be written" in result.stderr


def test_text_csv_and_html_do_not_load_qt(classic: GameState, tmp_path: Path,
                                          save_record: Callable[..., Path],
                                          runs_without_qt: Callable) -> None:
    record = save_record(classic)
    runs_without_qt("from bezique_qt.cli import main\n"
                    f"assert main(['sheet', {str(record)!r}, '--csv', 'a.csv', '--html', "
                    "'a.html']) == 0\n", cwd=tmp_path)


def test_help_lists_the_command(tmp_path: Path) -> None:
    result = _run("--help", cwd=tmp_path)
    assert result.returncode == 0
    assert "sheet" in result.stdout
    result = _run("sheet", "--help", cwd=tmp_path)
    assert result.returncode == 0
    for option in ("--pdf", "--csv", "--html", "--png", "--paper"):
        assert option in result.stdout


def test_a_pipe_a_device_and_a_huge_file_are_refused_without_reading_them(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        unreadable_files: list[tuple[Path, str]], no_hang: Callable) -> None:
    # in the process itself, so that a hang is caught
    from bezique_qt.cli.sheet import sheet_main

    pipe = tmp_path / "pipe.json"  # the pipe of unreadable_files
    assert pipe.is_fifo()
    folder = tmp_path / "records"
    folder.mkdir()
    (folder / "game.json").symlink_to(pipe)
    for path, words in [*unreadable_files, (folder, "holds no game records")]:
        with no_hang():
            code = sheet_main(str(path), csv="-")
        out, err = capsys.readouterr()
        assert code == 2, err
        assert out == ""
        assert err.startswith(f"bezique-qt sheet: {path}: ")
        assert words in err and len(err.splitlines()) == 1


def test_the_sheet_in_french_from_the_command_line(rubicon: GameState, tmp_path: Path,
                                                   save_record: Callable[..., Path]) -> None:
    """``--language fr`` words every output in French, without a display: the text (with the
    French space before its colons), the CSV headers, the HTML and the PDF."""
    import re

    record = str(save_record(rubicon))
    text = _run("sheet", record, "--language", "fr", cwd=tmp_path, env=_no_display())
    assert text.returncode == 0, text.stderr
    lines = text.stdout.splitlines()
    assert lines[0] == "Feuille de marque du bésigue"
    assert lines[2].startswith("Variante\u00a0: ") and lines[-1].startswith("Résultat")
    assert not [line for line in lines if re.search(r"\b(Deal|Result|deals|Variant:)\b", line)]
    files = _run("sheet", record, "--language", "FR", "--csv", "s.csv", "--html", "s.html",
                 "--pdf", "s.pdf", cwd=tmp_path, env=_no_display())
    assert files.returncode == 0, files.stderr
    assert (tmp_path / "s.csv").read_text(encoding="utf-8").startswith(BOM + "donne,levée,")
    assert '<html lang="fr">' in (tmp_path / "s.html").read_text(encoding="utf-8")
    pdftotext = shutil.which("pdftotext")
    if pdftotext is not None:
        pdf_text = subprocess.run([pdftotext, str(tmp_path / "s.pdf"), "-"], check=True,
                                  capture_output=True, text=True, timeout=60).stdout
        assert "Feuille de marque du bésigue" in pdf_text and "Deal total" not in pdf_text
    # English stays the default, and an unknown language is refused in a sentence
    assert _run("sheet", record, cwd=tmp_path).stdout.startswith("Bezique score sheet")
    refused = _run("sheet", record, "--language", "de", cwd=tmp_path)
    assert refused.returncode == 2
    assert "--language: must be en, fr or system, not de" in refused.stderr
