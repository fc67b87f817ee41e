"""A quick run of the special-file families of ``scripts/fuzz_inputs.py``
(``scripts/fuzz_special.py``): links in and out of the program's folders, pipes, sockets,
device nodes and folders at every path it reads or writes, and the lock file, must give no
traceback, no hang, and change nothing outside the profile nor any special file.  Device nodes
are made with ``mknod`` in each case's own folder (as root, as CI runs)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from .conftest import load_script

fuzz_inputs = load_script("fuzz_inputs")
fuzz_special = load_script("fuzz_special")

pytestmark = [
    pytest.mark.skipif(not hasattr(__import__("signal"), "setitimer"), reason="needs POSIX"),
    pytest.mark.skipif(os.geteuid() != 0, reason="device nodes need root (mknod)"),
]


def test_special_files_give_no_traceback_hang_or_harm(tmp_path: Path) -> None:
    report = fuzz_inputs.fuzz(seed=32, count=1, families=tuple(fuzz_special.FAMILIES),
                              timeout=20.0, max_seconds=600.0, work=tmp_path)
    tallies = report["tallies"]
    assert not report["cut_short"]
    loaders = {key.split(":")[0] for key in tallies}
    assert {"log", "lock", "reviews", "sheet-force", "startup", "statistics"} <= loaders
    assert sum(sum(t[o] for o in fuzz_inputs.OUTCOMES) for t in tallies.values()) >= 150
    examples = [e for t in tallies.values() for e in t["examples"]]
    for outcome in ("traceback", "hang", "foreign"):
        assert sum(t[outcome] for t in tallies.values()) == 0, examples


def test_the_harness_sees_a_device_replaced_or_a_file_made_at_a_links_target(
        tmp_path: Path) -> None:
    files = fuzz_inputs.make_profile(tmp_path / "originals")

    def replaces(path: Path, where: object) -> str:
        made = path.with_name("game.new")
        made.write_text("a file")
        os.replace(made, path)  # over the device node itself
        return fuzz_inputs.OK

    def follows(path: Path, where: object) -> str:
        target = Path(os.path.realpath(path))
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text("made at the link's target")
        return fuzz_inputs.OK

    got = {}
    for run, family in ((replaces, "device"), (follows, "link-dangling")):
        loader = fuzz_inputs.Loader(run.__name__, "save", run, ("game",))
        outcome, touched, _what, _fault = fuzz_inputs.run_case(
            loader, family, 0, 1, tmp_path / "originals", files, 5.0, tmp_path)
        got[run.__name__] = (outcome, touched)
    assert got["replaces"][0] == "ok" and any("is gone" in t for t in got["replaces"][1])
    assert got["follows"][0] == "ok"
    assert [t for t in got["follows"][1] if t.startswith("outside")]
    assert stat.S_ISDIR(os.lstat(tmp_path).st_mode)
