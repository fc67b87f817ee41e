#!/usr/bin/env python3
"""Feed damaged copies of the files Bezique writes to every loader that reads them.

The files are real: a short game is played through the engine and kept the way the program
keeps it (a saved game, the autosave and the one before it, the preferences, a statistics
database with finished games, a bare game record). Each case damages one of them and gives it
to each program path that reads that kind of file:

- ``open_game``: open a saved game (or a bare record), show it as the resume question and the
  score sheet do, then play on (the autosave is written);
- ``startup``: the autosave at start-up (``load_autosave``; a finished game is counted in the
  statistics, an unfinished one is shown and autosaved again);
- ``record``: ``GameRecord.loads`` and ``replay``; ``reviews``: the kept reviews (fuzz_reviews.py);
- ``preferences``: ``load_preferences``, the rules they choose, ``save_preferences``;
- ``statistics``: ``open_statistics``, every listing of the Statistics and Finished games
  windows, each finished game's replay and score sheet, then a new game counted;
- ``replay-cli`` and ``sheet-cli``: ``bezique-qt replay`` and ``bezique-qt sheet`` (text, and
  CSV and HTML files) through their main functions, with their exit codes.

Every case (one damaged file, one loader) runs in its own temporary folder holding a whole
profile, and ends as one of:

- ``ok``: it loaded (exit 0);
- ``refused``: the program's own error (``PersistenceError``, ``RecordError``, ``SheetError``),
  a loader that never raises returned its sentences, or a command exited 2 with one sentence;
- ``traceback``: any other exception, or a command that exited otherwise;
- ``hang``: it ran past the per-case time limit (``signal.alarm``);
- and, counted apart, ``foreign``: a file the loader has no business with was created, changed
  or removed (the folder is compared before and after).

Deterministic: case ``i`` of a loader and mutation family is made from ``--seed`` alone, so
``--only LOADER:FAMILY:I`` runs it again. Bounded by ``--count`` and ``--max-seconds``.
Standard library and the project only; POSIX (``signal.alarm``)::

    .venv/bin/python scripts/fuzz_inputs.py --count 1000 --seed 1
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import logging
import random
import shutil
import signal
import sqlite3
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import fuzz_reviews

from bezique_qt import persistence as store
from bezique_qt.cli.sheet import sheet_main
from bezique_qt.cli.tools import replay_main
from bezique_qt.engine import GameRecord, GameState, RecordError, replay, variant_from
from bezique_qt.export.sheet import SheetError, sheet_from_state

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fuzz_special  # noqa: E402  (links, pipes, devices and the lock: scripts/fuzz_special.py)

OK, REFUSED, TRACEBACK, HANG = "ok", "refused", "traceback", "hang"
OUTCOMES = (OK, REFUSED, TRACEBACK, HANG)
OWN_ERRORS: tuple[type[BaseException], ...] = (store.PersistenceError, RecordError, SheetError)
NAMES = ["Zoë", "North"]


class Hang(BaseException):
    """The case ran past its time limit (a BaseException, so no ``except Exception`` in the
    program can swallow it)."""


# ------------------------------------------------------------------------------ real files
def _play(seed: int, *, stop_after: int | None = None) -> GameState:
    """A short game (classic to 400) played at random from ``seed``, to its end or for
    ``stop_after`` actions."""
    rng = random.Random(seed)
    state = GameState.new_game(variant_from("classic", {"game_target": 400}), seed, names=NAMES)
    while not state.over and (stop_after is None or len(state.actions) < stop_after):
        if state.deal_over:
            state.next_deal()
            continue
        state.apply(rng.choice(state.legal_actions()), undoable=False)
    return state


@cache
def _finished() -> GameState:
    """A finished game, to count in the statistics after reading them."""
    return _play(9)


def make_profile(root: Path) -> dict[str, Path]:
    """Write every kind of file the program keeps under ``root`` through its own functions;
    return them by kind."""
    where = store.Locations.under(root / "profile")
    prefs = store.Preferences(player_name=NAMES[0], opponent_level="hard",
                              house_rules={"game_target": 400})
    store.save_preferences(prefs, where)
    stats, messages = store.open_statistics(where)
    assert not messages, messages
    for seed, practice in ((1, False), (2, True), (3, False)):
        game = _play(seed)
        info = store.GameInfo(title=f"Game {seed}", opponent_level="hard", practice=practice)
        stats.record_game(game, info)
    stats.close()
    unfinished = _play(4, stop_after=60)
    info = store.GameInfo(title="Zoë's game", opponent_level="hard")
    store.write_autosave(GameRecord.of(_play(4, stop_after=59)), info, where)
    store.write_autosave(GameRecord.of(unfinished), info, where)
    saved = store.save_game(where.saves_dir / "game", GameRecord.of(unfinished), info)
    record = root / "profile" / "record.json"
    record.write_text(GameRecord.of(_play(5)).dumps(), encoding="utf-8")
    (root / "profile" / "bystander.txt").write_text("not Bezique's\n", encoding="utf-8")
    return {"save": saved, "autosave": where.autosave_file, "preferences": where.preferences_file,
            "statistics": where.statistics_file, "record": record,
            **fuzz_reviews.make_files(where), **fuzz_special.extra_files(root / "profile")}


# ------------------------------------------------------------------------------ mutations
HUGE = "9" * 5000
BAD_DATES = ("0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-12:00", "0000-00-00", "",
             "2025-02-30T00:00:00", "9999-12-31T23:59:59+00:00", "1.5e9")


def byte_mutation(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    """Flip, overwrite, cut or repeat bytes of ``raw``."""
    data = bytearray(raw)
    how = rng.choice(("flip", "flip", "overwrite", "truncate", "delete", "insert", "zero"))
    if not data:
        return b"\x00", "one NUL"
    if how == "flip":
        n = rng.choice((1, 1, 2, 4, 8))
        spots = [rng.randrange(len(data)) for _ in range(n)]
        for i in spots:
            data[i] ^= 1 << rng.randrange(8)
        return bytes(data), f"flip bits at {spots}"
    if how == "overwrite":
        i = rng.randrange(len(data))
        n = rng.choice((1, 1, 2, 3, 16, 512))
        data[i:i + n] = bytes(rng.randrange(256) for _ in range(min(n, len(data) - i)))
        return bytes(data), f"overwrite {n} bytes at {i}"
    if how == "truncate":
        n = rng.randrange(len(data))
        return bytes(data[:n]), f"truncate to {n} bytes"
    if how == "delete":
        i = rng.randrange(len(data))
        n = rng.choice((1, 2, 7, 100))
        del data[i:i + n]
        return bytes(data), f"delete {n} bytes at {i}"
    if how == "insert":
        i = rng.randrange(len(data) + 1)
        chunk = bytes(rng.randrange(256) for _ in range(rng.choice((1, 3, 64))))
        data[i:i] = chunk
        return bytes(data), f"insert {len(chunk)} bytes at {i}"
    i = rng.randrange(len(data))
    n = rng.choice((16, 512, 4096))
    data[i:i + n] = bytes(min(n, len(data) - i))
    return bytes(data), f"zero {n} bytes at {i}"


def _paths(value: Any, here: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a JSON value, as a path of keys and indexes."""
    yield here
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*here, key))
    elif isinstance(value, list):
        for i, item in enumerate(value[:50]):
            yield from _paths(item, (*here, i))


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


def _set(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    _get(value, path[:-1])[path[-1]] = new
    return value


_DATE_KEYS = ("date", "started_at", "saved_at", "finished_at")


def json_mutation(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    """Parse ``raw`` and damage one value: a wrong type, a huge number, a lone surrogate, an
    out-of-range date, deep nesting, a long text, a missing or unknown key."""
    data = json.loads(raw.decode("utf-8"))
    places = list(_paths(data))
    how = rng.choice(("type", "type", "huge", "surrogate", "date", "deep", "long", "remove",
                      "unknown", "number"))
    if how == "date":
        dated = [p for p in places if p and p[-1] in _DATE_KEYS]
        bad = rng.choice(BAD_DATES)
        if dated:
            path = rng.choice(dated)
            _set(data, path, bad)
        else:
            record = data.get("record", data) if isinstance(data, dict) else data
            if not isinstance(record, dict):
                return raw, "no date to damage"
            record["extra"] = {rng.choice(_DATE_KEYS): bad}
            path = ("extra",)
        return json.dumps(data).encode(), f"date {bad!r} at {list(path)}"
    path = rng.choice(places)
    if how == "unknown":
        target = _get(data, path)
        if isinstance(target, dict):
            count = rng.choice((1, 10_000))
            target.update({f"unknown_{n}": n for n in range(count)})
            return json.dumps(data).encode(), f"{count} unknown keys at {list(path)}"
        how = "type"
    if how == "remove" and path:
        parent = _get(data, path[:-1])
        del parent[path[-1]]
        return json.dumps(data).encode(), f"remove {list(path)}"
    if how == "huge":
        text = json.dumps(_set(data, path, "@@HUGE@@"))
        return text.replace('"@@HUGE@@"', HUGE).encode(), f"5000-digit number at {list(path)}"
    if how == "deep":
        text = json.dumps(_set(data, path, "@@DEEP@@"))
        depth = rng.choice((40, 1000, 100_000))
        return (text.replace('"@@DEEP@@"', "[" * depth + "]" * depth).encode(),
                f"lists nested {depth} deep at {list(path)}")
    if how == "surrogate":
        old = _get(data, path)
        new = (old + "\ud800") if isinstance(old, str) else "\udcff"
        # ensure_ascii writes the lone surrogate as the escape \ud800, which JSON allows
        return json.dumps(_set(data, path, new)).encode(), f"lone surrogate at {list(path)}"
    if how == "long":
        return (json.dumps(_set(data, path, "x" * rng.choice((1000, 1_000_000)))).encode(),
                f"long text at {list(path)}")
    if how == "number":
        new = rng.choice((-1, 0, 1, 2, 2**31, 2**63, 10**30, -10**30, 1e308, -0.0, 0.5))
        return json.dumps(_set(data, path, new)).encode(), f"number {new!r} at {list(path)}"
    new = rng.choice((None, True, False, 1.0, 0, "text", [], {}, [1, "a"], {"a": None}))
    return json.dumps(_set(data, path, new)).encode(), f"{json.dumps(new)} at {list(path)}"


_CELL_VALUES = (
    "NULL", "-1", "0", "2", "9223372036854775807", "99999999999999999999999999", "1.5", "''",
    "'x'", "X'00ff'", "CAST(X'eda080' AS TEXT)", "CAST(X'ff' AS TEXT)",
    "'0001-01-01T00:00:00+14:00'", "'9999-12-31T23:59:59-12:00'", "'not a date'",
    "'{'", "'[]'", "'{\"format\": \"bezique-qt-record\", \"version\": 1, \"first_dealer\": 1.0}'",
    "'" + "[" * 100_000 + "'", "'" + "9" * 5000 + "'",
)


def cell_mutation(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    """Put a damaged value in one cell of the statistics database (a wrong type, invalid
    UTF-8, an out-of-range date, damaged JSON) with SQLite itself, keeping the file sound."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "statistics.sqlite3"
        path.write_bytes(raw)
        conn = sqlite3.connect(path)
        try:
            tables = [r[0] for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' "
                "AND name NOT LIKE 'sqlite_%' ORDER BY name")]
            table = rng.choice(tables)
            columns = [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]
            column = rng.choice(columns)
            rows = [r[0] for r in conn.execute(f"SELECT rowid FROM {table} ORDER BY rowid")]
            value = rng.choice(_CELL_VALUES)
            if not rows:
                return raw, f"{table} has no rows"
            row = rng.choice(rows)
            try:
                conn.execute(f"UPDATE {table} SET {column} = {value} WHERE rowid = ?", (row,))
                conn.commit()
            except sqlite3.Error as error:
                return raw, f"{table}.{column} cannot take {value[:40]} ({error})"
        finally:
            conn.close()
        return path.read_bytes(), f"{table}.{column} of row {row} = {value[:40]}"


def no_mutation(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    """The file as the program wrote it: every loader must read it (a check of the harness)."""
    return raw, "undamaged"


FAMILIES: dict[str, Callable[[bytes, random.Random], tuple[bytes, str]]] = {
    "bytes": byte_mutation, "json": json_mutation, "cells": cell_mutation,
    "none": no_mutation, **fuzz_special.FAMILIES}
FILE_FAMILIES = fuzz_special.file_families({
    "save": ("bytes", "json"), "autosave": ("bytes", "json"), "preferences": ("bytes", "json"),
    "record": ("bytes", "json"), "statistics": ("bytes", "cells"), **fuzz_reviews.FILE_FAMILIES})


# ------------------------------------------------------------------------------ loaders
@dataclass(frozen=True)
class Loader:
    name: str
    file: str
    """The kind of file it reads."""
    run: Callable[[Path, store.Locations], str]
    """Reads the file (in a profile at the Locations); returns OK or REFUSED, or raises."""
    owns: tuple[str, ...]
    """Names (prefixes) of the files it may create, change or remove."""


def _shown(game: store.SavedGame) -> None:
    """What the window shows of a game: the resume question and the score sheet."""
    _ = game.title
    if game.saved_at is not None:
        game.saved_at.astimezone()
    sheet_from_state(game.state, date=game.info.started_at)


def _open_game(path: Path, where: store.Locations) -> str:
    game = store.open_game(path)
    _shown(game)
    store.write_autosave(GameRecord.of(game.state), game.info, where)  # playing on
    return OK


def _startup(path: Path, where: store.Locations) -> str:
    stats, messages = store.open_statistics(where)
    try:
        saved, more = store.load_autosave(where)
        messages += more
        if saved is not None and saved.state.over:
            stats.record_game(saved.state, saved.info, record=saved.record)
            store.clear_autosave(where)
        elif saved is not None:
            _shown(saved)
            state = replay(saved.record, undoable=True)
            store.write_autosave(GameRecord.of(state), saved.info, where)
    finally:
        stats.close()
    return REFUSED if messages else OK


def _record(path: Path, where: store.Locations) -> str:
    try:
        text = store.read_limited(path, 1 << 26, follow_links=True).decode("utf-8")
    except UnicodeDecodeError:
        return REFUSED  # GameRecord.loads takes text; reading it is its caller's business
    state = replay(GameRecord.loads(text))
    sheet_from_state(state)
    return OK


def _preferences(path: Path, where: store.Locations) -> str:
    prefs, messages = store.load_preferences(where)
    prefs.rules()
    store.save_preferences(prefs, where)
    return REFUSED if messages else OK


def _statistics(path: Path, where: store.Locations) -> str:
    stats, messages = store.open_statistics(where)
    try:
        for practice in (False, True):
            stats.summary(practice=practice)
            stats.overall(practice=practice)
            stats.streaks(practice=practice)
            stats.best_deals(practice=practice)
            for declaration in stats.biggest_declarations(practice=practice):
                _ = declaration
            for game in store.finished_games(stats, practice=practice):
                game.finished_at.astimezone()
                store.deals_of(stats, game.id)
                try:
                    # as the Finished games window does, from the listed game
                    sheet_from_state(game.replay(), date=game.started_at or game.finished_at)
                except RecordError:
                    pass  # the window says the game cannot be shown
        stats.games_recorded()
        stats.record_game(_finished(), store.GameInfo(opponent_level="easy"))
    finally:
        stats.close()
    return REFUSED if messages else OK


def _command(main: Callable[[], int], name: str) -> str:
    out, err = io.BytesIO(), io.BytesIO()
    # a terminal's streams: standard output refuses what UTF-8 cannot encode, standard error
    # escapes it
    stdout = io.TextIOWrapper(out, encoding="utf-8", errors="strict")
    stderr = io.TextIOWrapper(err, encoding="utf-8", errors="backslashreplace")
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        code = main()
        stdout.flush()
        stderr.flush()
    text = err.getvalue().decode("utf-8")
    if code == 0:
        return OK
    if code == 2 and text.startswith(f"bezique-qt {name}: ") and text.count("\n") == 1:
        return REFUSED
    raise RuntimeError(f"exit {code}: {text.strip()[:300]}")


def _replay_cli(path: Path, where: store.Locations) -> str:
    return _command(lambda: replay_main(str(path), as_json=False), "replay")


def _sheet_cli(path: Path, where: store.Locations) -> str:
    first = _command(lambda: sheet_main(str(path)), "sheet")
    out = path.parent / "sheet-out"
    second = _command(lambda: sheet_main(str(path), csv=f"{out}.csv", html=f"{out}.html"),
                      "sheet")
    return OK if first == second == OK else REFUSED


_AUTOSAVES = ("autosave.json", "autosave.prev.json", ".autosave.json.")
_STATISTICS = ("statistics.sqlite3",)
LOADERS = (
    Loader("open_game", "save", _open_game, _AUTOSAVES),
    Loader("open_game", "record", _open_game, _AUTOSAVES),
    Loader("startup", "autosave", _startup, _AUTOSAVES + _STATISTICS),
    Loader("record", "record", _record, ()),
    Loader("preferences", "preferences", _preferences, ("preferences.json",
                                                         ".preferences.json.")),
    Loader("statistics", "statistics", _statistics, _STATISTICS),
    *(Loader(name, kind, run, ("sheet-out",) if name == "sheet-cli" else ())
      for name, run in (("replay-cli", _replay_cli), ("sheet-cli", _sheet_cli))
      for kind in ("record", "save", "autosave")), *fuzz_reviews.loaders(Loader))
LOADERS += fuzz_special.loaders(Loader, LOADERS)


# ------------------------------------------------------------------------------ running
_snapshot = fuzz_special.snapshot  # a pipe is never opened, a device never read


def _foreign(before: dict[str, str], after: dict[str, str], owns: tuple[str, ...]) -> list[str]:
    changed = {p for p in before.keys() | after.keys() if before.get(p) != after.get(p)}
    return sorted(p for p in changed if not Path(p).name.startswith(owns))


@dataclass
class Tally:
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(OUTCOMES, 0))
    foreign: int = 0
    faults: dict[str, int] = field(default_factory=dict)
    """Tracebacks by kind (exception and the file that raised it)."""
    examples: list[str] = field(default_factory=list)


def _alarm(signum: int, frame: Any) -> None:
    raise Hang


def run_case(loader: Loader, family: str, index: int, seed: int, originals: Path,
             files: dict[str, Path], timeout: float, work: Path
             ) -> tuple[str, list[str], str, str]:
    """Run one case; returns its outcome, the foreign files it touched, a description and,
    for a traceback, its kind (``ValueError in statistics.py``: the exception and the file
    that raised it)."""
    rng = random.Random(f"{seed}:{loader.name}:{loader.file}:{family}:{index}")
    target = files[loader.file]
    damaged, what = FAMILIES[family](target.read_bytes(), rng)
    case = Path(tempfile.mkdtemp(prefix="case-", dir=work))
    try:
        shutil.copytree(originals / "profile", case / "profile", symlinks=True)
        path = case / target.relative_to(originals)
        fuzz_special.write(path, damaged, case)
        where = store.Locations.under(case / "profile")
        before = _snapshot(case)
        signal.setitimer(signal.ITIMER_REAL, timeout)
        try:
            outcome = loader.run(path, where)
            detail = fault = ""
        except Hang:
            outcome, detail, fault = HANG, "", ""
        except OWN_ERRORS:
            outcome, detail, fault = REFUSED, "", ""
        except Exception as error:  # a fault of the program: what this run looks for
            frame = traceback.extract_tb(error.__traceback__)[-1]
            outcome = TRACEBACK
            detail = (f"{type(error).__name__}: {str(error)[:200]} "
                      f"({Path(frame.filename).name}:{frame.lineno})")
            fault = f"{type(error).__name__} in {Path(frame.filename).name}"
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        after = _snapshot(case)
        foreign = _foreign(before, after, loader.owns) + fuzz_special.harmed(before, after, case)
    finally:
        shutil.rmtree(case, ignore_errors=True)
    return outcome, foreign, f"{what}; {detail}" if detail else what, fault


def fuzz(*, seed: int = 1, count: int = 100, max_seconds: float = 600.0, timeout: float = 10.0,
         loaders: tuple[str, ...] = (), only: str | None = None,
         families: tuple[str, ...] = (), work: Path | None = None) -> dict[str, Any]:
    """Run the cases and return the tallies by ``loader:file:family``, the time taken, and
    whether the time limit cut the run short."""
    logging.getLogger().addHandler(logging.NullHandler())  # no log noise on standard error
    previous = signal.signal(signal.SIGALRM, _alarm)
    started = time.monotonic()
    tallies: dict[str, Tally] = {}
    cut_short = False
    with tempfile.TemporaryDirectory(prefix="bezique-fuzz-", dir=work) as folder:
        work = Path(folder)
        originals = work / "originals"
        files = make_profile(originals)
        jobs: list[tuple[Loader, str, int]] = []
        for loader in LOADERS:
            if loaders and loader.name not in loaders:
                continue
            for family in (*FILE_FAMILIES[loader.file], "none"):
                if (family not in families) if families else family in ("none",
                                                                        *fuzz_special.OPT_IN):
                    continue
                jobs.extend((loader, family, i) for i in range(count))
        if only:
            name, kind, family, number = only.split(":")
            jobs = [(loader, family, int(number)) for loader in LOADERS
                    if (loader.name, loader.file) == (name, kind)]
        try:
            for loader, family, index in jobs:
                if time.monotonic() - started > max_seconds:
                    cut_short = True
                    break
                key = f"{loader.name}:{loader.file}:{family}"
                tally = tallies.setdefault(key, Tally())
                outcome, foreign, what, fault = run_case(loader, family, index, seed, originals,
                                                  files, timeout, work)
                tally.counts[outcome] += 1
                if fault:
                    tally.faults[fault] = tally.faults.get(fault, 0) + 1
                if foreign:
                    tally.foreign += 1
                if (outcome in (TRACEBACK, HANG) or foreign) and len(tally.examples) < 20:
                    extra = f"; touched {', '.join(foreign)}" if foreign else ""
                    tally.examples.append(f"{key}:{index} {outcome}: {what}{extra}")
        finally:
            signal.signal(signal.SIGALRM, previous)
    return {"seed": seed, "count": count, "seconds": round(time.monotonic() - started, 1),
            "cut_short": cut_short,
            "tallies": {k: {**t.counts, "foreign": t.foreign, "faults": t.faults,
                            "examples": t.examples}
                        for k, t in tallies.items()}}


def format_report(report: dict[str, Any]) -> str:
    lines = [f"seed {report['seed']}, {report['count']} cases per loader and mutation family, "
             f"{report['seconds']} s" + (" (stopped at the time limit)"
                                          if report["cut_short"] else "")]
    header = ("loader:file:family", *OUTCOMES, "foreign")
    lines.append(f"{header[0]:<34}" + "".join(f"{h:>10}" for h in header[1:]))
    totals = dict.fromkeys(header[1:], 0)
    for key, tally in report["tallies"].items():
        lines.append(f"{key:<34}" + "".join(f"{tally[h]:>10}" for h in header[1:]))
        for h in header[1:]:
            totals[h] += tally[h]
    lines.append(f"{'total':<34}" + "".join(f"{totals[h]:>10}" for h in header[1:]))
    for tally in report["tallies"].values():
        for example in tally["examples"]:
            lines.append(f"  {example}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=100,
                        help="cases per loader and mutation family (default 100)")
    parser.add_argument("--max-seconds", type=float, default=3600.0,
                        help="start no case after this many seconds (default 3600)")
    parser.add_argument("--timeout", type=float, default=10.0,
                        help="a case running longer is a hang (default 10 s)")
    parser.add_argument("--loader", action="append", default=[],
                        help="only this loader (repeatable): " + ", ".join(
                            sorted({x.name for x in LOADERS})))
    parser.add_argument("--family", action="append", default=[], choices=sorted(FAMILIES))
    parser.add_argument("--only", metavar="LOADER:FILE:FAMILY:I", help="run one case")
    parser.add_argument("--work", type=Path, metavar="DIR",
                        help="where the cases' folders go (default: the system's temporary "
                        "folder; /dev/shm makes the program's fsyncs free)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    report = fuzz(seed=args.seed, count=args.count, max_seconds=args.max_seconds,
                  timeout=args.timeout, loaders=tuple(args.loader), only=args.only,
                  families=tuple(args.family), work=args.work)
    sys.stdout.write(json.dumps(report, indent=1) + "\n" if args.json
                     else format_report(report))
    bad = sum(t[TRACEBACK] + t[HANG] + t["foreign"] for t in report["tallies"].values())
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
