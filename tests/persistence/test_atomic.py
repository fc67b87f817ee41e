"""Atomic writes: the new file appears whole or not at all, and a failed write leaves the old
file and no temporary file behind, with a sentence that says why.

Full and read-only disks are real: a small tmpfs mounted in a private mount namespace
(``unshare``), skipped where the system does not allow one."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from datetime import datetime
from pathlib import Path

import pytest

from bezique_qt.persistence import ReadError, WriteError, move_aside, read_limited, write_atomic
from bezique_qt.persistence.atomic import remove_stale_temps

REPO = Path(__file__).resolve().parents[2]


def test_writes_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "game.json"
    write_atomic(target, "first")
    assert target.read_text() == "first"
    write_atomic(target, b"second")
    assert target.read_bytes() == b"second"
    assert sorted(p.name for p in target.parent.iterdir()) == ["game.json"]


def test_keep_previous_rotates(tmp_path: Path) -> None:
    target, previous = tmp_path / "autosave.json", tmp_path / "autosave.prev.json"
    write_atomic(target, "1", keep_previous=previous)
    assert not previous.exists()
    write_atomic(target, "2", keep_previous=previous)
    write_atomic(target, "3", keep_previous=previous)
    assert (target.read_text(), previous.read_text()) == ("3", "2")


def test_keeps_the_mode_of_the_file_it_replaces(tmp_path: Path) -> None:
    target = tmp_path / "prefs.json"
    write_atomic(target, "x")
    assert target.stat().st_mode & 0o777 == 0o644
    target.chmod(0o600)
    write_atomic(target, "y")
    assert target.stat().st_mode & 0o777 == 0o600


def test_parent_that_is_a_file(tmp_path: Path) -> None:
    blocker = tmp_path / "config"
    blocker.write_text("not a folder")
    with pytest.raises(WriteError) as caught:
        write_atomic(blocker / "bezique-qt" / "preferences.json", "{}",
                     what="your preferences")
    message = str(caught.value)
    assert message.startswith("Could not save your preferences to ")
    assert f"{blocker} is a file, not a folder" in message
    assert message.endswith("Nothing was saved.")
    assert blocker.read_text() == "not a folder"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["config"]


def test_target_that_is_a_folder(tmp_path: Path) -> None:
    (tmp_path / "game.bezique").mkdir()
    with pytest.raises(WriteError, match="there is a folder of that name"):
        write_atomic(tmp_path / "game.bezique", "x")


_ATTEMPT_IN_FOLDER = """
    import json, os, sys
    from pathlib import Path
    from bezique_qt.persistence import WriteError, write_atomic
    try:
        write_atomic(Path(sys.argv[1]) / "game.bezique", "new", what="the game")
        print(json.dumps(None))
    except WriteError as e:
        print(json.dumps(str(e)))
"""


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_read_only_folder_by_permissions(tmp_path: Path) -> None:
    """A folder without write permission.  Root ignores permissions, so as root the attempt
    runs in a user namespace (``unshare --user``), where it has no such privilege."""
    folder = tmp_path / "saves"
    folder.mkdir()
    target = folder / "game.bezique"
    target.write_text("old")
    folder.chmod(0o500)
    command = [sys.executable, "-c", textwrap.dedent(_ATTEMPT_IN_FOLDER), str(folder)]
    if os.geteuid() == 0:
        if shutil.which("unshare") is None:
            pytest.skip("root ignores permissions, and there is no unshare")
        command = ["unshare", "--user", *command]
    try:
        result = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=60,
                                check=False)
        if result.returncode != 0 and "unshare" in result.stderr:
            pytest.skip(f"cannot drop root's privileges here: {result.stderr.strip()}")
        assert result.returncode == 0, result.stderr
        assert json.loads(result.stdout) == (
            f"Could not save the game to {target}: you do not have permission to do this in "
            f"the folder {folder}. The previous version is unchanged.")
        assert target.read_text() == "old"
        assert os.listdir(folder) == ["game.bezique"]
    finally:
        folder.chmod(0o700)


def _run(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code), *args], cwd=REPO,
                          capture_output=True, text=True, timeout=60, check=False)


def test_file_size_limit_fails_the_write_cleanly(tmp_path: Path) -> None:
    """A write the kernel refuses half-way (RLIMIT_FSIZE: EFBIG) leaves the old file."""
    code = """
        import json, resource, signal, sys
        from pathlib import Path
        from bezique_qt.persistence import WriteError, write_atomic
        target = Path(sys.argv[1]) / "game.bezique"
        write_atomic(target, b"old version")
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
        try:
            write_atomic(target, b"n" * 100_000, what="the game")
            print(json.dumps(None))
        except WriteError as e:
            print(json.dumps(str(e)))
    """
    result = _run(code, str(tmp_path))
    assert result.returncode == 0, result.stderr
    message = json.loads(result.stdout)
    assert message is not None and "too large" in message
    assert message.endswith("The previous version is unchanged.")
    assert (tmp_path / "game.bezique").read_bytes() == b"old version"
    assert os.listdir(tmp_path) == ["game.bezique"]


_SETUP = """
    import os
    from pathlib import Path
    from bezique_qt.persistence import write_atomic
    write_atomic(Path(os.environ["DIR"]) / "preferences.json", b'{"old": true}')
"""
_ATTEMPT = """
    import json, os
    from pathlib import Path
    from bezique_qt.persistence import WriteError, write_atomic
    folder = Path(os.environ["DIR"])
    try:
        write_atomic(folder / "preferences.json", b"n" * 200_000, what="your preferences")
        outcome = None
    except WriteError as e:
        outcome = str(e)
    print(json.dumps({"error": outcome, "content": (folder / "preferences.json").read_text(),
                      "files": sorted(os.listdir(folder))}))
"""
_FILL = """
    import os
    fd = os.open(os.path.join(os.environ["DIR"], "filler"), os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"x" * 4096)
    except OSError:
        pass
"""


def test_full_disk(tmp_path: Path, on_tmpfs) -> None:
    out = on_tmpfs(tmp_path / "disk", '"$PYTHON" -c "$SETUP"; "$PYTHON" -c "$FILL"; '
                   '"$PYTHON" -c "$ATTEMPT"', SETUP=_SETUP, FILL=_FILL, ATTEMPT=_ATTEMPT)
    seen = json.loads(out)
    assert seen["error"] == (f"Could not save your preferences to {tmp_path}/disk/"
                             "preferences.json: the disk is full. The previous version is "
                             "unchanged.")
    assert seen["content"] == '{"old": true}'
    assert seen["files"] == ["filler", "preferences.json"]


def test_read_only_disk(tmp_path: Path, on_tmpfs) -> None:
    out = on_tmpfs(tmp_path / "disk", '"$PYTHON" -c "$SETUP"; mount -o remount,ro "$DIR"; '
                   '"$PYTHON" -c "$ATTEMPT"', SETUP=_SETUP, ATTEMPT=_ATTEMPT)
    seen = json.loads(out)
    assert seen["error"] == (f"Could not save your preferences to {tmp_path}/disk/"
                             f"preferences.json: the disk holding {tmp_path}/disk is "
                             "read-only. The previous version is unchanged.")
    assert seen["content"] == '{"old": true}'
    assert seen["files"] == ["preferences.json"]


def test_move_aside_never_overwrites(tmp_path: Path) -> None:
    moment = datetime(2025, 3, 1, 20, 14, 5)
    kept = []
    for text in ("one", "two", "three"):
        (tmp_path / "preferences.json").write_text(text)
        kept.append(move_aside(tmp_path / "preferences.json", now=moment))
    assert [p.name for p in kept] == ["preferences.json.bad-20250301-201405",
                                      "preferences.json.bad-20250301-201405-2",
                                      "preferences.json.bad-20250301-201405-3"]
    assert [p.read_text() for p in kept] == ["one", "two", "three"]


def test_read_limited(tmp_path: Path) -> None:
    small = tmp_path / "small"
    small.write_bytes(b"12345")
    assert read_limited(small, 5) == b"12345"
    with pytest.raises(ReadError, match="too large") as caught:
        read_limited(small, 4)
    assert not caught.value.missing
    with pytest.raises(ReadError) as caught:
        read_limited(tmp_path / "nothing", 10)
    assert caught.value.missing
    with pytest.raises(ReadError, match="it is a folder, not a file"):
        read_limited(tmp_path, 10)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes")
def test_read_limited_refuses_a_pipe_without_blocking(tmp_path: Path) -> None:
    pipe = tmp_path / "game.bezique"
    os.mkfifo(pipe)
    with pytest.raises(ReadError, match="not a regular file"):
        read_limited(pipe, 10)


def test_stale_temporary_files(tmp_path: Path) -> None:
    target = tmp_path / "autosave.json"
    old = tmp_path / ".autosave.json.abc.tmp"
    young = tmp_path / ".autosave.json.def.tmp"
    other = tmp_path / ".other.json.abc.tmp"
    for path in (old, young, other):
        path.write_text("partial")
    os.utime(old, (0, 0))
    os.utime(other, (0, 0))
    assert remove_stale_temps(target) == [old]
    assert sorted(p.name for p in tmp_path.iterdir()) == [young.name, other.name]


def _dead_pid() -> int:
    child = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                           capture_output=True, text=True, check=True)
    return int(child.stdout)


def test_only_certainly_stale_temporary_files_are_removed(tmp_path: Path) -> None:
    target = tmp_path / "autosave.json"
    live, dead = os.getppid(), _dead_pid()
    files = {name: tmp_path / f".autosave.json.{name}.tmp" for name in (
        f"{live}-old", f"{dead}-old", f"{dead}-young", f"{live}-young")}
    for name, path in files.items():
        path.write_text("partial")
        if name.endswith("-old"):
            os.utime(path, (0, 0))
    # old and its writer gone: removed; a writer still running keeps even an old file
    assert remove_stale_temps(target) == [files[f"{dead}-old"]]
    # at once (as when the autosave is cleared): still never a running writer's file
    assert remove_stale_temps(target, older_than=0.0) == [files[f"{dead}-young"]]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        files[name].name for name in (f"{live}-old", f"{live}-young"))


def test_clearing_the_autosave_leaves_another_copys_file_being_written(tmp_path: Path) -> None:
    from bezique_qt.persistence import Locations, clear_autosave

    where = Locations.under(tmp_path)
    where.data_dir.mkdir(parents=True)
    writing = where.data_dir / f".autosave.json.{os.getppid()}-k2x9.tmp"
    writing.write_text("half of a game")
    clear_autosave(where)
    assert writing.read_text() == "half of a game"


def test_the_temporary_file_names_its_writer(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    moved: list[str] = []
    replace = os.replace

    def watch(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
        moved.append(Path(source).name)
        replace(source, target)

    monkeypatch.setattr(os, "replace", watch)
    write_atomic(tmp_path / "autosave.json", "{}")
    assert moved[0].startswith(f".autosave.json.{os.getpid()}-")
    assert moved[0].endswith(".tmp")
