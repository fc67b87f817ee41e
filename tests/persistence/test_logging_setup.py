"""The log file rotates in the log folder, and a bug report zip holds the record and logs."""

from __future__ import annotations

import json
import logging
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from bezique_qt.engine import GameRecord, replay
from bezique_qt.persistence import (
    Locations,
    bug_report,
    current_log_file,
    open_game,
    setup_logging,
    stop_logging,
)


@pytest.fixture(autouse=True)
def _no_log_file_left_open() -> Iterator[None]:
    yield
    stop_logging()


def test_logs_to_the_log_folder(locations: Locations) -> None:
    path = setup_logging()
    assert path == locations.log_file and current_log_file() == path
    logging.getLogger("bezique_qt.test").warning("the table was drawn")
    stop_logging()
    text = path.read_text()
    assert "bezique-qt 0." in text and "WARNING bezique_qt.test: the table was drawn" in text
    assert current_log_file() is None


def test_rotation(locations: Locations) -> None:
    path = setup_logging(max_bytes=2000, backups=2)
    assert path is not None
    log = logging.getLogger("bezique_qt.test")
    for i in range(200):
        log.info("line %d of the log, long enough to fill it quickly", i)
    stop_logging()
    names = sorted(p.name for p in locations.log_dir.iterdir())
    assert names == ["bezique-qt.log", "bezique-qt.log.1", "bezique-qt.log.2"]
    assert all(p.stat().st_size <= 2000 for p in locations.log_dir.iterdir())


def test_setting_up_twice_keeps_one_handler(locations: Locations) -> None:
    setup_logging()
    setup_logging()
    ours = [h for h in logging.getLogger().handlers
            if getattr(h, "baseFilename", None) == str(locations.log_file)]
    assert len(ours) == 1


def test_log_folder_that_cannot_exist(tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "blocked").write_text("a file")
    assert setup_logging(log_dir=tmp_path / "blocked" / "log") is None
    assert "cannot write the log file" in capsys.readouterr().err


def test_bug_report(locations: Locations, tmp_path: Path, play) -> None:
    log_path = setup_logging(max_bytes=3000, backups=1)
    assert log_path is not None
    for i in range(100):
        logging.getLogger("bezique_qt.test").info("event %d", i)
    game = play("six_pack", 3, 40)
    record = GameRecord.of(game)
    dest = tmp_path / "reports"
    dest.mkdir()
    zip_path = bug_report(record, log_path, dest, note="the seven was not offered")
    assert zip_path.parent == dest and zip_path.name.startswith("bezique-qt-bug-")
    with zipfile.ZipFile(zip_path) as archive:
        names = set(archive.namelist())
        assert names == {"about.json", "note.txt", "game-record.json", "bezique-qt.log",
                         "bezique-qt.log.1"}
        about = json.loads(archive.read("about.json"))
        assert about["program"] == "bezique-qt"
        text = archive.read("game-record.json").decode()
        assert "event 99" in archive.read("bezique-qt.log").decode()
    assert replay(GameRecord.loads(text)).signature() == game.signature()
    (tmp_path / "from-zip.json").write_text(text)
    assert open_game(tmp_path / "from-zip.json").state.signature() == game.signature()


def test_bug_report_without_a_game_or_log(tmp_path: Path) -> None:
    zip_path = bug_report(None, None, tmp_path / "report.zip")
    with zipfile.ZipFile(zip_path) as archive:
        assert archive.namelist() == ["about.json"]


def test_text_utf8_cannot_encode_is_logged_escaped(locations: Locations,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    # a lone surrogate in a player's name from a damaged file must not break the log
    path = setup_logging()
    assert path is not None
    # pytest's own capture of the log is taken off for these two lines: a lone surrogate in its
    # report cannot cross from a pytest-xdist worker, and this test is about the program's log
    root = logging.getLogger()
    pytest_handlers = [h for h in root.handlers if type(h).__module__.startswith("_pytest")]
    for handler in pytest_handlers:
        root.removeHandler(handler)
    try:
        logging.getLogger("bezique_qt.test").warning("opened the game of %s", "Ann\ud800")
        logging.getLogger("bezique_qt.test").warning("still logging")
    finally:
        for handler in pytest_handlers:
            root.addHandler(handler)
    stop_logging()
    text = path.read_text(encoding="utf-8")
    assert "opened the game of Ann\\ud800" in text
    assert "still logging" in text
    assert "Logging error" not in capsys.readouterr().err
