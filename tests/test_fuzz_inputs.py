"""A quick run of ``scripts/fuzz_inputs.py``: damaged copies of every file Bezique writes, fed
to every loader, must give no traceback, no hang and touch no other file.

The long run (1,000 cases per loader and mutation family) is the script itself; see its
docstring. This one takes 50 cases per loader, file and mutation family, a few seconds each.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import load_script

load_script("fuzz_reviews")  # (fuzz_inputs imports it, as scripts/ does when run)
fuzz_inputs = load_script("fuzz_inputs")
LOADERS = sorted({loader.name for loader in fuzz_inputs.LOADERS})

# Faults of #22 that are being fixed elsewhere, by the kind of traceback the run finds:
# (loader or None for any, exception, file that raised it or None for any) -> the item.
KNOWN = {
    (None, "UnicodeEncodeError", None):
        "#22 item 3: a lone surrogate in a title or name loads, then every write and the "
        "commands' output fail",
    (None, "OverflowError", None):
        "#22 item 2: a saved date out of range loads, then showing or counting it fails",
    ("statistics", "UnicodeDecodeError", None):
        "#22 items 1 and 5: a damaged statistics database or row (non-UTF-8 text)",
    ("statistics", "ValueError", "statistics.py"):
        "#22 item 5: one bad statistics row (a damaged date) breaks the listings",
    ("statistics", "TypeError", "statistics.py"):
        "#22 item 5: one bad statistics row (a wrong type) breaks the listings",
    ("statistics", "ValueError", "history.py"):
        "#22 item 5: one bad statistics row breaks the finished games",
    ("statistics", "TypeError", "history.py"):
        "#22 item 5: one bad statistics row breaks the finished games",
}


def _known(loader: str, fault: str) -> str | None:
    error, _, where = fault.partition(" in ")
    for (who, kind, file), item in KNOWN.items():
        if who in (None, loader) and kind == error and file in (None, where):
            return item
    return None


def test_every_loader_reads_every_file_the_program_wrote(tmp_path: Path) -> None:
    report = fuzz_inputs.fuzz(seed=1, count=1, families=("none",), work=tmp_path)
    assert report["tallies"]
    for key, tally in report["tallies"].items():
        assert tally["ok"] == 1, (key, tally)


@pytest.mark.skipif(not hasattr(__import__("signal"), "setitimer"), reason="needs POSIX")
@pytest.mark.parametrize("loader", LOADERS)
def test_damaged_files_give_no_traceback_hang_or_foreign_file(loader: str,
                                                              tmp_path: Path) -> None:
    report = fuzz_inputs.fuzz(seed=22, count=50, loaders=(loader,), timeout=20.0,
                              max_seconds=600.0, work=tmp_path)
    assert not report["cut_short"]
    tallies = report["tallies"]
    assert sum(sum(t[o] for o in fuzz_inputs.OUTCOMES) for t in tallies.values()) >= 100
    examples = [e for t in tallies.values() for e in t["examples"]]
    assert sum(t["hang"] for t in tallies.values()) == 0, examples
    assert sum(t["foreign"] for t in tallies.values()) == 0, examples
    faults: dict[str, int] = {}
    for tally in tallies.values():
        for fault, count in tally["faults"].items():
            faults[fault] = faults.get(fault, 0) + count
    unknown = {f: n for f, n in faults.items() if _known(loader, f) is None}
    assert not unknown, examples
    if faults:
        items = sorted({_known(loader, f) or "" for f in faults})
        pytest.xfail(f"{sum(faults.values())} tracebacks of kinds fixed elsewhere: "
                     + "; ".join(items))


def test_the_harness_sees_tracebacks_hangs_and_foreign_files(tmp_path: Path) -> None:
    import signal

    files = fuzz_inputs.make_profile(tmp_path / "originals")

    def foreign(path: Path, where: object) -> str:
        (path.parent / "elsewhere.txt").write_text("written by a loader", encoding="utf-8")
        return fuzz_inputs.OK

    def broken(path: Path, where: object) -> str:
        raise KeyError("inside the program")

    def hanging(path: Path, where: object) -> str:
        signal.pause()  # blocks until the harness's per-case alarm interrupts it
        return fuzz_inputs.OK

    def own_error(path: Path, where: object) -> str:
        from bezique_qt.engine import RecordError
        raise RecordError("a sentence")

    previous = signal.signal(signal.SIGALRM, fuzz_inputs._alarm)
    try:
        got = {}
        for run in (foreign, broken, hanging, own_error):
            loader = fuzz_inputs.Loader(run.__name__, "record", run, ())
            outcome, touched, _, fault = fuzz_inputs.run_case(
                loader, "none", 0, 1, tmp_path / "originals", files, 0.5, tmp_path)
            got[run.__name__] = (outcome, touched, fault)
    finally:
        signal.signal(signal.SIGALRM, previous)
    assert got == {"foreign": ("ok", ["profile/elsewhere.txt"], ""),
                   "broken": ("traceback", [], "KeyError in test_fuzz_inputs.py"),
                   "hanging": ("hang", [], ""),
                   "own_error": ("refused", [], "")}
