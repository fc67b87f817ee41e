#!/usr/bin/env python3
"""Kill the real game window again and again, and check that nothing is lost (#22).

The program is started on one throwaway profile (every ``XDG_*`` folder in a temporary folder,
``QT_QPA_PLATFORM=offscreen``) with ``BEZIQUE_AUTOPLAY=novice``: a computer player plays
the human's seat through the window, with autosave and statistics on, and writes a journal of
what it played and finished (see ``bezique_qt/ui/autoplay.py``). Modes:

- ``kill`` (default): ``--kills N`` times, start the program and SIGKILL it (its whole process
  group) after a random delay; about one kill in three waits for a game to end and lands a few
  milliseconds later, in the end-of-game bookkeeping (autosave, statistics, clearing the
  autosave). After each kill the profile is checked (see :func:`check`), then a last run
  closes normally and the final check is strict: every finished game counted, none pending.
- ``full``: the data folder is a 256 KiB tmpfs (needs root). Games are played while a filler
  file leaves no room, then with room again; the program is killed, then started again with room
  and closed; then every finished game must be counted.
- ``readonly``: the same with the data folder made read-only mid-game (a read-only bind
  mount over it: Linux refuses ``remount,ro`` while the database is open for writing).

Checks after every run: every file loads (both autosaves, pending games, preferences; the
statistics database passes ``PRAGMA integrity_check``); no file was set aside as damaged
(``*.bad-*``); every game the journal says finished is counted in the database, waits in
``pending/`` (or the spare one in the log's folder), is in the autosave finished, or (killed
right at its end) is in the autosave one action before its end; and the game being played is
in the autosave, no more than one action behind what the journal last saw (for
``full``/``readonly``: behind what was last saved), and no game was ever taken up again more
than one action before where the journal had seen it.

Prints the counts and exits 1 if anything was lost. Example::

    .venv/bin/python scripts/kill_loop.py --kills 50 --seed 22
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bezique_qt.persistence.preferences import Preferences  # noqa: E402
from bezique_qt.persistence.saves import parse_game  # noqa: E402

APP = "bezique-qt"
PREFERENCES = {
    "format": "bezique-qt-preferences", "version": 1, "variant": "classic",
    # short games: many of them end, so many kills land at an end
    "house_rules": {"game_target": 200}, "opponent_level": "novice", "animation_speed": "none",
}
BOOKKEEPING_MAX_MS = 40  # a kill aimed at the end of a game lands 0-40 ms after it
TMPFS_SIZE = "256k"


@dataclass
class Profile:
    root: Path
    journal: Path = field(init=False)

    def __post_init__(self) -> None:
        self.journal = self.root / "journal.txt"

    @property
    def config(self) -> Path:
        return self.root / "config" / APP

    @property
    def data(self) -> Path:
        return self.root / "data" / APP

    @property
    def log(self) -> Path:
        return self.root / "state" / APP / "log" / f"{APP}.log"

    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        for name in ("CONFIG", "DATA", "STATE", "CACHE"):
            env[f"XDG_{name}_HOME"] = str(self.root / name.lower())
        env["QT_QPA_PLATFORM"] = "offscreen"
        env["BEZIQUE_AUTOPLAY"] = "novice"
        env["BEZIQUE_AUTOPLAY_JOURNAL"] = str(self.journal)
        return env

    def create(self) -> None:
        self.config.mkdir(parents=True, exist_ok=True)
        self.data.mkdir(parents=True, exist_ok=True)
        (self.config / "preferences.json").write_text(json.dumps(PREFERENCES))
        self.journal.touch()


# ------------------------------------------------------------------------------ the journal
@dataclass
class Journal:
    finished: dict[str, int] = field(default_factory=dict)  # game id -> actions at its end
    last_at: tuple[str, int] | None = None
    lines: int = 0
    last_kind: str = ""
    went_back: list[str] = field(default_factory=list)
    """Games the program took up again more than one action before where they had been (an
    unfinished game lost beyond its last action, even if played on to its end since)."""


def read_journal(path: Path) -> Journal:
    journal = Journal()
    seen: dict[str, int] = {}
    for line in path.read_text().splitlines():
        parts = line.split()
        if len(parts) != 3:  # a line cut by the kill (cannot happen with one write, but)
            continue
        kind, game_id, count = parts[0], parts[1], int(parts[2])
        if game_id != "-":
            furthest = seen.get(game_id, 0)
            if count < furthest - 1 and not any(game_id in w for w in journal.went_back):
                journal.went_back.append(f"game {game_id} went back from {furthest} to "
                                         f"{count} actions")
            seen[game_id] = max(furthest, count)
        journal.lines += 1
        journal.last_kind = kind
        if kind == "finished":
            journal.finished[game_id] = count
        elif kind == "at" and game_id != "-":
            journal.last_at = (game_id, count)
    return journal


# ------------------------------------------------------------------------------ the program
def start(profile: Profile, *, exit_after_ms: int | None = None) -> subprocess.Popen[bytes]:
    command = [str(ROOT / ".venv" / "bin" / APP), "--speed", "none"]
    if exit_after_ms is not None:
        command += ["--exit-after-ms", str(exit_after_ms)]
    out = open(profile.root / "program-output.txt", "ab")  # noqa: SIM115 - the child's
    return subprocess.Popen(command, env=profile.env(), stdout=out, stderr=out,
                            start_new_session=True)


def kill(process: subprocess.Popen[bytes]) -> None:
    """SIGKILL the program and its worker process (its process group)."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    process.wait()


def wait_for_finish(profile: Profile, count: int, deadline: float,
                    process: subprocess.Popen[bytes] | None = None) -> bool:
    """Wait (polling every millisecond) until the journal holds ``count`` "finished" lines."""
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            return False
        if profile.journal.read_bytes().count(b"finished ") >= count:
            return True
        time.sleep(0.001)
    return False


def finished_lines(profile: Profile) -> int:
    return profile.journal.read_bytes().count(b"finished ")


# ------------------------------------------------------------------------------ the checks
@dataclass
class Check:
    problems: list[str] = field(default_factory=list)
    finished: int = 0
    counted: int = 0
    pending: int = 0
    waiting: int = 0  # in the autosave, finished or one action before its end
    last_action_lost: int = 0  # of those waiting: killed before its last action was saved
    unkept: int = 0  # ended while the disk refused writes: only in the program's memory
    autosave: tuple[str, int] | None = None


def load_game_file(path: Path, check: Check) -> object | None:
    try:
        return parse_game(path.read_bytes())
    except Exception as error:  # any failure is a finding
        check.problems.append(f"{path.name} does not load: {type(error).__name__}: {error}")
        return None


def counted_ids(profile: Profile, check: Check) -> set[str]:
    path = profile.data / "statistics.sqlite3"
    if not path.exists():
        return set()
    try:
        db = sqlite3.connect(path)
        try:
            result = db.execute("PRAGMA integrity_check").fetchall()
            if result != [("ok",)]:
                check.problems.append(f"statistics: integrity_check says {result}")
            return {row[0] for row in db.execute("SELECT game_id FROM games")}
        finally:
            db.close()
    except sqlite3.Error as error:
        check.problems.append(f"statistics do not open: {error}")
        return set()


def check(profile: Profile, *, strict: bool = False, saved_only: bool = False) -> Check:
    """Check the profile against the journal (see the module's docstring). ``strict``: the
    program was closed normally after a clean run, so every finished game must be counted and
    nothing may wait. ``saved_only``: the disk refused writes, so the game in progress only has
    to be where it was last saved (its autosave must still load)."""
    result = Check()
    journal = read_journal(profile.journal)
    prefs_path = profile.config / "preferences.json"
    try:
        _prefs, messages = Preferences.from_json(json.loads(prefs_path.read_bytes()))
        if messages:
            result.problems.append(f"preferences: {messages}")
    except Exception as error:
        result.problems.append(f"preferences do not load: {type(error).__name__}: {error}")
    for folder in (profile.config, profile.data):
        for aside in folder.rglob("*.bad-*"):
            result.problems.append(f"a file was set aside as damaged: {aside.name}")
    autosaves = {}
    for name in ("autosave.json", "autosave.prev.json"):
        path = profile.data / name
        if path.exists():
            saved = load_game_file(path, result)
            if saved is not None:
                autosaves[name] = saved
    newest = autosaves.get("autosave.json") or autosaves.get("autosave.prev.json")
    pending: set[str] = set()
    spare = profile.log.parent / "pending"  # when the data folder refuses
    for path in sorted([*(profile.data / "pending").glob("*.json"), *spare.glob("*.json")]):
        saved = load_game_file(path, result)
        if saved is not None:
            pending.add(saved.info.game_id)  # type: ignore[attr-defined]
    for path in sorted((profile.data / "saves").glob("*.bezique")):
        load_game_file(path, result)
    counted = counted_ids(profile, result)
    in_autosave = None
    if newest is not None:
        in_autosave = (newest.info.game_id, len(newest.record.actions), newest.state.over)
        result.autosave = in_autosave[:2]
    result.problems += journal.went_back
    result.finished = len(journal.finished)
    for game_id, actions in journal.finished.items():
        if game_id in counted:
            result.counted += 1
        elif game_id in pending:
            result.pending += 1
        elif (not strict and in_autosave is not None and in_autosave[0] == game_id
              and (in_autosave[2] or in_autosave[1] >= actions - 1)):
            result.waiting += 1  # counted at the next start, or its last action played again
            result.last_action_lost += not in_autosave[2]
        elif saved_only:
            result.unkept += 1
        else:
            result.problems.append(f"finished game {game_id} ({actions} actions) is lost")
    if strict and pending:
        result.problems.append(f"{len(pending)} finished games still wait in pending/")
    last = journal.last_at
    if last is not None and not saved_only and last[0] not in journal.finished:
        game_id, actions = last
        if in_autosave is None or in_autosave[0] != game_id:
            result.problems.append(f"game {game_id} in progress ({actions} actions) is not in "
                                   f"the autosave (it holds {in_autosave})")
        elif in_autosave[1] < actions - 1:
            result.problems.append(f"game {game_id}: the autosave holds {in_autosave[1]} "
                                   f"actions, {actions} were played")
    return result


# ------------------------------------------------------------------------------ the kill loop
def kill_loop(profile: Profile, kills: int, rng: random.Random, *, max_seconds: float,
              verbose: bool = True) -> dict[str, int]:
    began = time.monotonic()
    totals = {"kills": 0, "bookkeeping kills": 0, "landed in bookkeeping": 0, "problems": 0}
    previous: tuple[str, int] | None = None
    for number in range(kills):
        if time.monotonic() - began > max_seconds:
            print(f"time is up after {number} kills", file=sys.stderr)
            break
        aim = rng.random() < 1 / 3
        before = finished_lines(profile)
        offset = profile.journal.stat().st_size
        process = start(profile)
        if aim:
            # wait for the next game to end, then kill within a few milliseconds
            reached = wait_for_finish(profile, before + 1, time.monotonic() + 60, process)
            time.sleep(rng.uniform(0, BOOKKEEPING_MAX_MS) / 1000)
        else:
            time.sleep(rng.uniform(0.2, 8.0))
            reached = False
        kill(process)
        # Landed in the bookkeeping: this run's last line tells a game's end (the "at" line
        # written once the program has handled it never came).
        lines = profile.journal.read_bytes()[offset:].splitlines()
        landed = bool(lines) and lines[-1].startswith(b"finished ")
        totals["kills"] += 1
        totals["bookkeeping kills"] += aim and reached
        totals["landed in bookkeeping"] += landed
        result = check(profile)
        if previous is not None and result.autosave is not None and \
                result.autosave[0] == previous[0] and result.autosave[1] < previous[1] - 1:
            result.problems.append(f"the autosave went back from {previous[1]} to "
                                   f"{result.autosave[1]} actions")
        previous = result.autosave
        totals["problems"] += len(result.problems)
        if verbose:
            print(f"kill {number + 1:3}: {'end ' if aim else 'rand'} "
                  f"{'in-bookkeeping ' if landed else ''}finished={result.finished} "
                  f"counted={result.counted} pending={result.pending} "
                  f"waiting={result.waiting} (last action lost: {result.last_action_lost}) "
                  f"autosave={result.autosave} {'; '.join(result.problems)}", flush=True)
    return totals


def final_run(profile: Profile, seconds: float = 12.0) -> Check:
    """A run with room and without a kill, closed normally; then the strict check."""
    process = start(profile, exit_after_ms=int(seconds * 1000))
    try:
        process.wait(timeout=seconds + 30)
    except subprocess.TimeoutExpired:
        kill(process)
    return check(profile, strict=True)


# ------------------------------------------------------------------------------ full, read-only
def mount_tmpfs(folder: Path) -> None:
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={TMPFS_SIZE}", "tmpfs", str(folder)],
                   check=True)


def unmount(folder: Path) -> None:
    subprocess.run(["umount", str(folder)], check=True)


def fill(folder: Path) -> Path:
    """Take every free byte of ``folder``'s file system."""
    filler = folder / "filler"
    with open(filler, "wb", buffering=0) as out:
        try:
            while True:
                out.write(b"\0" * 4096)
        except OSError:
            pass
        try:
            while True:  # the last pages
                out.write(b"\0" * 64)
        except OSError:
            pass
    return filler


def read_only(folder: Path) -> None:
    """Make ``folder`` read-only while the program runs. Linux refuses to remount a file
    system read-only while a file on it is open for writing (the statistics are), so a
    read-only view of it is mounted over it: every file opened by name from now on (autosaves,
    pending games, the database's journal) is refused with EROFS, as on a read-only disk."""
    subprocess.run(["mount", "--bind", str(folder), str(folder)], check=True)
    subprocess.run(["mount", "-o", "remount,ro,bind", str(folder)], check=True)


def writable(folder: Path) -> None:
    subprocess.run(["umount", "--lazy", str(folder)], check=True)


def is_read_only(folder: Path) -> bool:
    return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)


def broken_disk_run(profile: Profile, mode: str, rng: random.Random) -> dict[str, object]:
    """Play while the data folder refuses writes, with room again, killed, started again."""
    data = profile.data
    mount_tmpfs(data)
    report: dict[str, object] = {}
    process: subprocess.Popen[bytes] | None = None
    try:
        filler: Path | None = None

        def break_disk() -> None:
            nonlocal filler
            if mode == "full":
                filler = fill(data)
            else:
                read_only(data)

        def repair() -> None:
            nonlocal filler
            if mode == "full" and filler is not None:
                filler.unlink()
                filler = None
            elif mode == "readonly":
                writable(data)

        phases = []
        # 1: one game with room, two games while writes fail, room again, one more; then a kill
        process = start(profile)
        n = finished_lines(profile)
        ok = wait_for_finish(profile, n + 1, time.monotonic() + 60, process)
        time.sleep(rng.uniform(0.2, 2.0))  # mid-game
        break_disk()
        n = finished_lines(profile)
        ok = ok and wait_for_finish(profile, n + 2, time.monotonic() + 90, process)
        time.sleep(0.5)  # the program's bookkeeping of the last one
        during = check(profile, saved_only=True)
        phases.append(("while writes fail", during))
        repair()
        ok = ok and wait_for_finish(profile, n + 3, time.monotonic() + 60, process)
        time.sleep(rng.uniform(0.2, 2.0))
        kill(process)
        phases.append(("killed with room again", check(profile)))
        # 2: writes fail mid-game, a game ends, the window is closed normally while they fail;
        # then a start with room counts what was kept
        process = start(profile)
        n = finished_lines(profile)
        ok = ok and wait_for_finish(profile, n + 1, time.monotonic() + 60, process)
        time.sleep(rng.uniform(0.2, 2.0))
        break_disk()
        n = finished_lines(profile)
        ok = ok and wait_for_finish(profile, n + 1, time.monotonic() + 60, process)
        process.send_signal(signal.SIGTERM)  # Quit, while the disk still refuses
        try:
            report["closed by SIGTERM"] = process.wait(timeout=30) == 0
        except subprocess.TimeoutExpired:
            report["closed by SIGTERM"] = False
            kill(process)
        phases.append(("closed while writes fail", check(profile, saved_only=True)))
        repair()
        final = final_run(profile)
        phases.append(("started again with room, closed", final))
        report["reached every step"] = ok
        report["phases"] = phases
    finally:
        if process is not None and process.poll() is None:
            kill(process)
        for leftover in (data / "filler",):
            if leftover.exists():
                try:
                    leftover.unlink()
                except OSError:
                    pass
        if mode == "readonly" and is_read_only(data):
            writable(data)
        # keep what the tmpfs held for the report, then unmount
        keep = profile.root / "data-copy"
        subprocess.run(["cp", "-a", str(data), str(keep)], check=False)
        unmount(data)
        subprocess.run(["cp", "-a", f"{keep}/.", str(data)], check=False)
    return report


# ------------------------------------------------------------------------------ main
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", choices=("kill", "full", "readonly"), default="kill")
    parser.add_argument("--kills", type=int, default=50)
    parser.add_argument("--seed", type=int, default=22)
    parser.add_argument("--max-seconds", type=float, default=1200.0,
                        help="stop killing after this long (default 1200)")
    parser.add_argument("--profile", type=Path,
                        help="the throwaway profile's folder (default: a new temporary one)")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    root = args.profile or Path(tempfile.mkdtemp(prefix="bezique-kill-"))
    profile = Profile(root)
    profile.create()
    print(f"profile: {root}", flush=True)
    lost = 0
    if args.mode == "kill":
        totals = kill_loop(profile, args.kills, rng, max_seconds=args.max_seconds)
        final = final_run(profile)
        totals["problems"] += len(final.problems)
        print(f"final: finished={final.finished} counted={final.counted} "
              f"pending={final.pending} {'; '.join(final.problems)}")
        lost = final.finished - final.counted
        print(f"kills={totals['kills']} aimed at the end of a game="
              f"{totals['bookkeeping kills']} landed in the bookkeeping="
              f"{totals['landed in bookkeeping']} games finished={final.finished} "
              f"counted={final.counted} lost={lost} problems={totals['problems']}")
        failed = lost > 0 or totals["problems"] > 0
    else:
        if os.geteuid() != 0:
            print("the full and readonly modes mount a tmpfs: run them as root", file=sys.stderr)
            return 2
        report = broken_disk_run(profile, args.mode, rng)
        problems = 0
        for name, result in report["phases"]:  # type: ignore[union-attr]
            problems += len(result.problems)
            print(f"{name}: finished={result.finished} counted={result.counted} "
                  f"pending={result.pending} waiting={result.waiting} unkept={result.unkept} "
                  f"autosave={result.autosave} {'; '.join(result.problems)}")
        final = report["phases"][-1][1]  # type: ignore[index]
        lost = final.finished - final.counted
        print(f"mode={args.mode} reached every step={report['reached every step']} "
              f"closed by SIGTERM={report['closed by SIGTERM']} "
              f"games finished={final.finished} counted={final.counted} lost={lost} "
              f"problems={problems}")
        failed = (lost > 0 or problems > 0 or not report["reached every step"]
                  or not report["closed by SIGTERM"])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
