"""Nothing the program keeps is ever written into a device node, a pipe, a socket or a folder,
nor through a link out of its own folders: the kept reviews (a link to a device once turned it
into a file), the autosave, the statistics database, the log, a bug report.  Device nodes and
pipes are made in the test's own folder (``mknod``, ``mkfifo``); each test checks they survive
as they were."""

from __future__ import annotations

import logging
import os
import stat
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

from bezique_qt.engine import GameRecord
from bezique_qt.persistence import (
    Locations,
    WriteError,
    bug_report,
    open_statistics,
    setup_logging,
    stop_logging,
    write_atomic,
    write_autosave,
)
from bezique_qt.persistence.reviews import ReviewStore

ZERO = os.makedev(1, 5)


def device(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mknod(path, stat.S_IFCHR | 0o666, ZERO)
    return path


def fifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def still(path: Path, kind: int) -> bool:
    """``path`` is still what the test made: a pipe, or the /dev/zero device node."""
    info = os.lstat(path)
    return stat.S_IFMT(info.st_mode) == kind and (kind != stat.S_IFCHR or info.st_rdev == ZERO)


def test_a_kept_review_that_links_to_a_device_never_writes_the_device(tmp_path: Path) -> None:
    store = ReviewStore(tmp_path / "data" / "reviews")
    zero = device(tmp_path / "devices" / "zero")
    link = store.path("game-1")
    link.parent.mkdir(parents=True)
    link.symlink_to(zero)
    store.save("game-1", 1, 0, 100, {"deal": 1})
    assert still(zero, stat.S_IFCHR)
    assert store.load("game-1", 1, 0, 100) == {"deal": 1}
    assert not link.is_symlink()
    # the link itself is set aside like a damaged file (met while reading what was kept)
    aside = [p for p in store.folder.iterdir() if ".bad-" in p.name]
    assert len(aside) == 1 and aside[0].is_symlink() and aside[0].resolve() == zero


@pytest.mark.parametrize("make, kind", [(device, stat.S_IFCHR), (fifo, stat.S_IFIFO)])
@pytest.mark.parametrize("named", [False, True])
def test_write_atomic_refuses_a_device_or_a_pipe(tmp_path: Path, no_hang: Callable,
                                                 make: Callable[[Path], Path], kind: int,
                                                 named: bool) -> None:
    target = make(tmp_path / "data" / "autosave.json")
    with no_hang(), pytest.raises(WriteError, match="of that name, not a file"):
        write_atomic(target, "{}", what="the autosave", named=named)
    assert still(target, kind)
    assert os.listdir(target.parent) == ["autosave.json"]


def test_the_autosaves_previous_copy_is_never_replaced_when_it_is_a_device(
        locations: Locations, play: Callable) -> None:
    record = GameRecord.of(play("rubicon", 5, max_actions=10))
    write_autosave(record, locations=locations)
    previous = device(locations.autosave_previous_file)
    with pytest.raises(WriteError, match="a device"):
        write_autosave(record, locations=locations)
    assert still(previous, stat.S_IFCHR) and locations.autosave_file.is_file()


def test_a_statistics_database_that_links_out_is_set_aside(locations: Locations,
                                                           tmp_path: Path) -> None:
    zero = device(tmp_path / "devices" / "zero")
    locations.data_dir.mkdir(parents=True)
    locations.statistics_file.symlink_to(zero)
    journal = tmp_path / "elsewhere" / "precious.txt"
    journal.parent.mkdir()
    journal.write_text("precious")
    locations.statistics_file.with_name("statistics.sqlite3-journal").symlink_to(journal)
    stats, messages = open_statistics(locations)
    try:
        assert stats.persistent
        assert sum("which the program does not follow" in m for m in messages) == 2
        assert stat.S_ISREG(os.lstat(locations.statistics_file).st_mode)
    finally:
        stats.close()
    assert still(zero, stat.S_IFCHR) and journal.read_text() == "precious"


def test_a_pipe_at_the_statistics_database_is_refused_not_waited_on(
        locations: Locations, no_hang: Callable) -> None:
    pipe = fifo(locations.statistics_file)
    with no_hang():
        stats, messages = open_statistics(locations)
    stats.close()
    assert not stats.persistent
    assert "named pipe (FIFO)" in " ".join(messages)
    assert still(pipe, stat.S_IFIFO)


def test_a_pipe_at_the_log_never_hangs_the_start(locations: Locations, no_hang: Callable,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    pipe = fifo(locations.log_file)
    notices: list[str] = []
    try:
        with no_hang():
            assert setup_logging(locations, notices=notices) is None
    finally:
        stop_logging()
    assert still(pipe, stat.S_IFIFO)
    assert notices and "named pipe (FIFO)" in notices[0]
    assert "named pipe" in capsys.readouterr().err


def test_a_log_that_links_out_is_set_aside_and_a_new_log_begun(locations: Locations,
                                                                tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere" / "passwd"
    outside.parent.mkdir()
    outside.write_text("root:x:0:0\n")
    locations.log_dir.mkdir(parents=True)
    locations.log_file.symlink_to(outside)
    notices: list[str] = []
    try:
        path = setup_logging(locations, notices=notices)
        logging.getLogger("bezique_qt.test").warning("a line")
    finally:
        stop_logging()
    assert path == locations.log_file and stat.S_ISREG(os.lstat(path).st_mode)
    assert "a line" in path.read_text()
    assert outside.read_text() == "root:x:0:0\n"
    assert notices and "was a link to" in notices[0]


def test_rotation_sets_aside_a_pipe_among_the_older_logs(locations: Locations,
                                                         no_hang: Callable) -> None:
    pipe = fifo(locations.log_dir / "bezique-qt.log.1")
    try:
        path = setup_logging(locations, max_bytes=2000, backups=2)
        assert path is not None
        with no_hang():
            for i in range(200):
                logging.getLogger("bezique_qt.test").info("event %d", i)
    finally:
        stop_logging()
    kept = [p for p in locations.log_dir.iterdir() if ".bad-" in p.name]
    assert len(kept) == 1 and still(kept[0], stat.S_IFIFO)
    assert stat.S_ISREG(os.lstat(pipe).st_mode)  # a rotated log took its name


def test_a_bug_report_never_reads_a_pipe_among_the_logs(locations: Locations, tmp_path: Path,
                                                        no_hang: Callable) -> None:
    path = setup_logging(locations)
    stop_logging()
    assert path is not None
    fifo(path.with_name(path.name + ".1"))
    with no_hang():
        report = bug_report(None, path, tmp_path / "report.zip")
    with zipfile.ZipFile(report) as archive:
        assert "bezique-qt.log.1.missing" in archive.namelist()
