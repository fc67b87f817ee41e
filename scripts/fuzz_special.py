"""Special files for ``scripts/fuzz_inputs.py``: links, pipes, sockets, device nodes and folders
at every path the program reads or writes, and the profile's lock file.

The families here do not damage a file's bytes: they put something else at its path, in the
case's own folder (device nodes are made with ``mknod``, as root; pipes with ``mkfifo``):

- ``link-out``: a link to a copy of the file outside the profile (``<case>/outside/``);
- ``link-in``: a link to another of the profile's files;
- ``link-device``: a link to a device node (``/dev/null``, ``/dev/zero`` or ``/dev/full``'s
  numbers) made in ``<case>/outside/``;
- ``link-dangling``: a link to a file that does not exist, in ``<case>/outside/``;
- ``fifo``, ``device``, ``socket``, ``folder``: one of those at the path itself;
- for the lock file, also ``empty`` and ``garbage`` (what a power cut leaves).

They run only when asked for (``--family fifo`` …; ``cut``, a file cut short, runs by
default on the files added here), on every loader of ``fuzz_inputs`` and on
the loaders added here: the log and a bug report (``log``), the lock (``lock``: the start's
claim on the profile), the kept reviews (``reviews``), and ``sheet --force`` (``sheet-force``).

A case is also ``foreign`` when it changed anything outside the profile (``<case>/outside/``,
and the harness's originals beside the case folder: no file is ever made at a link's target),
or when a special file it was given did not survive as what it was (a pipe replaced by a file;
setting it aside under another name is fine).

    .venv/bin/python scripts/fuzz_inputs.py --count 3 --family fifo --family device ...
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import logging
import os
import random
import socket
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bezique_qt import persistence as store
from bezique_qt.cli.sheet import sheet_main
from bezique_qt.persistence.reviews import ReviewStore

OK, REFUSED = "ok", "refused"
DEVICES = {"null": (1, 3), "zero": (1, 5), "full": (1, 7)}
OUTSIDE = "outside"
PLACED = ("link-out", "link-in", "link-device", "link-dangling", "fifo", "device", "socket",
          "folder")
LOCK_ONLY = ("empty", "garbage")


class Placement(bytes):
    """What a special family gives instead of damaged bytes: it makes the special file."""

    make: Callable[[Path, Path], None]


def _placement(make: Callable[[Path, Path], None]) -> Placement:
    placed = Placement(b"")
    placed.make = make
    return placed


_ORIGINALS: dict[Path, dict[str, str]] = {}


def write(path: Path, damaged: bytes, case: Path) -> None:
    """Put the case's damaged file at ``path``: bytes are written, a placement is made.  (The
    harness's originals, beside the case folder, are looked at before the first case.)"""
    originals = case.parent / "originals"
    if originals not in _ORIGINALS:
        _ORIGINALS[originals] = snapshot(originals)
    if isinstance(damaged, Placement):
        if path.is_dir() and not path.is_symlink():
            os.rmdir(path)
        elif os.path.lexists(path):
            path.unlink()
        damaged.make(path, case)
        os.utime(path, (0, 0), follow_symlinks=False)  # left long ago (a lock is then stale)
    else:
        path.write_bytes(damaged)


def _node(path: Path, name: str) -> None:
    os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(*DEVICES[name]))


def _outside(case: Path) -> Path:
    folder = case / OUTSIDE
    folder.mkdir(exist_ok=True)
    return folder


def _family(kind: str) -> Callable[[bytes, random.Random], tuple[bytes, str]]:
    def family(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
        device = rng.choice(sorted(DEVICES))
        if kind == "empty":
            return b"", "an empty file"
        if kind == "garbage":
            junk = bytes(rng.randrange(256) for _ in range(rng.choice((1, 7, 64))))
            return junk, f"{len(junk)} bytes of garbage"

        def make(path: Path, case: Path) -> None:
            if kind == "link-out":
                target = _outside(case) / f"target-{path.name}"
                target.write_bytes(raw)
                path.symlink_to(target)
            elif kind == "link-in":
                path.symlink_to(case / "profile" / "bystander.txt")
            elif kind == "link-device":
                target = _outside(case) / device
                _node(target, device)
                path.symlink_to(target)
            elif kind == "link-dangling":
                path.symlink_to(_outside(case) / "missing" / f"never-{path.name}")
            elif kind == "fifo":
                os.mkfifo(path)
            elif kind == "device":
                _node(path, device)
            elif kind == "socket":
                here = os.getcwd()  # bound by its name alone: a socket's path is short
                os.chdir(path.parent)
                try:
                    with socket.socket(socket.AF_UNIX) as s:
                        s.bind(path.name)
                finally:
                    os.chdir(here)
            else:
                path.mkdir()

        return _placement(make), kind + (f" ({device})" if "device" in kind else "")
    return family


def cut(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    """The file cut short, as a power cut leaves it (run by default, unlike the others)."""
    n = rng.randrange(len(raw) + 1)
    return raw[:n], f"cut to {n} of {len(raw)} bytes"


OPT_IN = (*PLACED, *LOCK_ONLY)
FAMILIES = {"cut": cut, **{kind: _family(kind) for kind in OPT_IN}}


# ------------------------------------------------------------------------------ the profile
def extra_files(profile: Path) -> dict[str, Path]:
    """The files of a profile the harness's own profile lacks, written by the program: the log
    and an older one, a lock file left by a process that is gone, a kept review, an old
    export, and the files beside the autosave and the statistics database."""
    where = store.Locations.under(profile)
    path = store.setup_logging(where, max_bytes=4000, backups=1)
    assert path is not None
    logging.getLogger("bezique_qt.fuzz").warning("a line of the log")
    store.stop_logging()
    older = path.with_name(path.name + ".1")
    older.write_text("an older log\n", encoding="utf-8")
    lock = where.data_dir / "bezique-qt.lock"
    # as a killed copy left it: a process that is gone, on this computer
    lock.write_text(f"999999999\nbezique-qt\n{socket.gethostname()}\n", encoding="utf-8")
    reviews = ReviewStore(where.data_dir / "reviews")
    reviews.save("game-1", 1, 0, 100, {"deal": 1, "found": []})
    sheet = profile / "export.csv"
    sheet.write_text("an old export\n", encoding="utf-8")
    journal = where.statistics_file.with_name(where.statistics_file.name + "-journal")
    journal.write_bytes(b"")
    return {"log": path, "log-old": older, "lock": lock, "review": reviews.path("game-1"),
            "sheet-out": sheet, "autosave-prev": where.autosave_previous_file,
            "statistics-journal": journal}


# ------------------------------------------------------------------------------ loaders
def _log(path: Path, where: store.Locations) -> str:
    notices: list[str] = []
    try:
        with contextlib.redirect_stderr(io.StringIO()):  # the notices say it
            started = store.setup_logging(where, notices=notices, max_bytes=200,
                                          backups=1)
        for n in range(20):  # past max_bytes: the older logs turn over
            logging.getLogger("bezique_qt.fuzz").warning("line %d of the log", n)
    finally:
        store.stop_logging()
    store.bug_report(None, where.log_file, where.data_dir.parent / "report.zip")
    return REFUSED if notices or started is None else OK


def _lock(path: Path, where: store.Locations) -> str:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from bezique_qt.ui.single_instance import claim_profile

    _app = QApplication.instance() or QApplication([])
    case = where.data_dir.parent.parent
    # the socket's folder: in the case folder, whichever of them the program takes (none, if
    # the case's path is too long for a socket: then it runs without one)
    saved = {name: os.environ.get(name) for name in ("XDG_RUNTIME_DIR", "XDG_CACHE_HOME")}
    saved_temp = tempfile.tempdir
    os.environ.update(XDG_RUNTIME_DIR=str(case / "run"), XDG_CACHE_HOME=str(case / "cache"))
    tempfile.tempdir = str(case)
    try:
        guard, _sentence, _answered = claim_profile(where)
    finally:
        tempfile.tempdir = saved_temp
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
    if guard is None:
        return REFUSED
    guard.release()
    return REFUSED if guard.notices else OK


def _reviews(path: Path, where: store.Locations) -> str:
    reviews = ReviewStore(path.parent)
    found = reviews.load("game-1", 1, 0, 100)
    reviews.save("game-1", 2, 0, 100, {"deal": 2, "found": []})
    return OK if found is not None and reviews.load("game-1", 2, 0, 100) else REFUSED


def _sheet_force(path: Path, where: store.Locations) -> str:
    record = where.data_dir.parent / "record.json"
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        code = sheet_main(str(record), csv=str(path), force=True)
    if code not in (0, 2):
        raise RuntimeError(f"exit {code}: {err.getvalue().strip()[:300]}")
    return OK if code == 0 else REFUSED


_LOGS = ("bezique-qt.log", "report.zip", ".report.zip.")
# (name, file, run, the names it may change), for fuzz_inputs.Loader
NEW_LOADERS: tuple[tuple[str, str, Callable[[Path, store.Locations], str], tuple[str, ...]],
                   ...] = (
    ("log", "log", _log, _LOGS), ("log", "log-old", _log, _LOGS),
    ("lock", "lock", _lock, ("bezique-qt.lock",)),
    ("reviews", "review", _reviews, ("game-1.json", ".game-1.json.")),
    ("sheet-force", "sheet-out", _sheet_force, ("export.csv", ".export.csv.")),
)
# the harness's loaders that also read or write these files: (loader name, file)
MORE_FILES = {"startup": ("autosave-prev", "statistics-journal"),
              "statistics": ("statistics-journal",)}
# (an export is written through a link to a regular file, as editors do: not a fault there)
FILE_FAMILIES = {"lock": ("bytes", "cut", *OPT_IN), "log": ("bytes", "cut", *PLACED),
                 "log-old": ("bytes", "cut", *PLACED), "review": ("bytes", "cut", *PLACED),
                 "sheet-out": ("bytes", "cut", *(f for f in PLACED
                                                 if f not in ("link-in", "link-out")))}


def loaders(make: Callable[..., Any], existing: tuple[Any, ...]) -> tuple[Any, ...]:
    """The loaders added here, and the harness's loaders on the files added here, made with
    ``make`` (``fuzz_inputs.Loader``)."""
    added = [make(*row) for row in NEW_LOADERS]
    for loader in existing:
        for kind in MORE_FILES.get(loader.name, ()):
            added.append(make(loader.name, kind, loader.run, loader.owns))
    return tuple(added)


def file_families(kinds: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """Every file's families with the special ones added (run only when asked for)."""
    every = {**kinds, **{kind: () for kind in ("log", "log-old", "lock", "review", "sheet-out",
                                               "autosave-prev", "statistics-journal")}}
    return {kind: FILE_FAMILIES.get(kind, (*families, *PLACED))
            for kind, families in every.items()}


# ------------------------------------------------------------------------------ checking
def _fingerprint(path: Path) -> str:
    """What is at ``path``, without following a link or opening anything but a regular file:
    a regular file's digest, a link's target, or a special file's type, inode and device."""
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode):
        return f"link to {os.readlink(path)}"
    if not stat.S_ISREG(info.st_mode):
        return f"special {stat.S_IFMT(info.st_mode):o} inode {info.st_ino} rdev {info.st_rdev}"
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return "swapped while looked at"
        digest = hashlib.sha1()
        while chunk := os.read(fd, 1 << 20):
            digest.update(chunk)
        return digest.hexdigest()
    finally:
        os.close(fd)


def snapshot(root: Path) -> dict[str, str]:
    """Every entry under ``root`` that is not a folder, by its path, with its
    :func:`_fingerprint` (a pipe is never opened, a device never read)."""
    found: dict[str, str] = {}
    for folder, dirs, files in os.walk(root):
        for name in files + [d for d in dirs if os.path.islink(os.path.join(folder, d))]:
            path = Path(folder) / name
            try:
                found[str(path.relative_to(root))] = _fingerprint(path)
            except OSError as error:
                found[str(path.relative_to(root))] = f"unreadable: {error}"
    return found


def harmed(before: dict[str, str], after: dict[str, str], case: Path) -> list[str]:
    """What a case changed that nothing may change: the files outside the profile (in the
    case's ``outside/`` folder, and the harness's originals beside the case folder), and any
    special file it was given that is gone or became something else."""
    found = {p for p in before.keys() | after.keys()
             if p.startswith(OUTSIDE + os.sep) and before.get(p) != after.get(p)}
    originals = case.parent / "originals"
    if originals in _ORIGINALS and snapshot(originals) != _ORIGINALS[originals]:
        found.add("the originals, outside the case folder")
    kept = set(after.values())
    found |= {f"{p} ({v.split(' inode')[0]}) is gone" for p, v in before.items()
              if v.startswith("special ") and v not in kept}
    return sorted(found)
