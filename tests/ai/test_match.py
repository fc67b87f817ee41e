"""The match harness: duplicate deals, exact zero for identical bots, replayable records."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from bezique_qt.ai.match import run_match
from bezique_qt.engine import GameRecord, replay


def match_command(*args: str, cwd: Path, **kwargs: object) -> subprocess.CompletedProcess[str]:
    """``bezique-qt match ARGS`` in a fresh process, its output captured as text."""
    options: dict[str, object] = {"capture_output": True, "text": True, "timeout": 120,
                                  "cwd": cwd}
    options.update(kwargs)
    return subprocess.run([sys.executable, "-m", "bezique_qt", "match", *args],
                          **options)  # type: ignore[call-overload]


def test_identical_deterministic_bots_come_out_at_exactly_zero() -> None:
    for level in ("novice", "medium"):
        s = run_match("classic", level, level, 4, seed=3).summary()
        assert s["mean"] == 0.0
        assert s["sd"] == 0.0
        assert s["deals_won"] == {"a": 0, "b": 0, "tied": 4}


def test_identical_searching_bots_come_out_at_exactly_zero() -> None:
    s = run_match("one_pack_32", "hard", "hard", 2, seed=1, budget=8).summary()
    assert s["mean"] == 0.0


def test_a_match_replays_exactly() -> None:
    a = run_match("rubicon", "easy", "novice", 3, seed=5).summary()
    b = run_match("rubicon", "easy", "novice", 3, seed=5).summary()
    for key in ("mean", "sd", "deals_won", "games_won"):
        assert a[key] == b[key]


def test_summary_counts_everything() -> None:
    s = run_match("seed002_scaled", "medium", "novice", 3, seed=2).summary()
    assert s["deals"] == 3 and s["games"] == 6
    assert s["illegal_actions"] == 0 and s["exceptions"] == 0
    assert s["ci95"][0] <= s["mean"] <= s["ci95"][1]
    assert s["move_ms"]["a"]["moves"] > 0 and s["move_ms"]["b"]["p50"] >= 0
    assert sum(s["games_won"].values()) == 6


def test_records_replay_to_the_same_result(tmp_path: Path) -> None:
    run_match("classic", "medium", "easy", 2, seed=4, records=str(tmp_path))
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 4
    for f in files:
        rec = GameRecord.loads(f.read_text(encoding="utf-8"))
        st = replay(rec)
        assert st.deal_over
        assert len(st.actions) == len(rec.actions)


def test_meld_points_are_counted_per_side(tmp_path: Path) -> None:
    """The summary's meld table adds up to the melds scored in the games' records, each to the
    side that scored it (A sits first in odd games, second in even ones)."""
    s = run_match("rubicon", "medium", "novice", 2, seed=6, records=str(tmp_path)).summary()
    want: dict[str, dict[str, list[int]]] = {"a": {}, "b": {}}
    for f in sorted(tmp_path.glob("*.json")):
        a_seat = 0 if f.stem.endswith("-1") else 1
        st = replay(GameRecord.loads(f.read_text(encoding="utf-8")))
        for e in st.history:
            if e.kind == "meld":
                row = want["a" if e.player == a_seat else "b"].setdefault(e.meld.type, [0, 0])
                row[0] += 1
                row[1] += e.points
    got = {k: {t: [r["scored"], r["points"]] for t, r in v.items()}
           for k, v in s["melds"].items()}
    assert got == want
    assert got["a"] and got["b"]
    points = [r["points"] for r in s["melds"]["a"].values()]
    assert points == sorted(points, reverse=True)


def test_match_command_prints_json(tmp_path: Path) -> None:
    result = match_command("--variant", "one_pack_32", "--a", "easy", "--b", "novice",
                           "--deals", "2", "--seed", "7", "--json", "--records",
                           str(tmp_path / "rec"), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["deals"] == 2 and data["illegal_actions"] == 0
    records = sorted((tmp_path / "rec").glob("*.json"))
    assert len(records) == 4
    replayed = subprocess.run([sys.executable, "-m", "bezique_qt", "replay", str(records[0])],
                              capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert replayed.returncode == 0, replayed.stderr


def test_match_command_text(tmp_path: Path) -> None:
    ok = match_command("--a", "novice", "--b", "novice", "--deals", "1", cwd=tmp_path)
    assert ok.returncode == 0, ok.stderr
    assert "A - B per deal: +0.0 points" in ok.stdout
    assert "melds a game: A " in ok.stdout and "melds a game: B " in ok.stdout


def test_parallel_jobs_give_the_same_result() -> None:
    one = run_match("one_pack_32", "easy", "novice", 4, seed=8).summary()
    two = run_match("one_pack_32", "easy", "novice", 4, seed=8, jobs=2).summary()
    assert one["mean"] == two["mean"] and one["deals_won"] == two["deals_won"]


def test_fixed_budget_search_replays_exactly_in_other_processes(tmp_path: Path) -> None:
    """A fixed budget makes the searching levels reproducible: two processes with different
    string-hash seeds play the same deal move for move."""
    records = []
    for hash_seed in ("1", "2"):
        d = tmp_path / hash_seed
        d.mkdir()
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        out = match_command("--a", "expert", "--b", "hard", "--deals", "1", "--seed", "9",
                            "--budget", "24", "--records", str(d), cwd=tmp_path, env=env,
                            timeout=300)
        assert out.returncode == 0, out.stderr
        records.append(sorted((p.name, p.read_text()) for p in d.iterdir()))
    assert len(records[0]) == 2
    assert records[0] == records[1]


def test_each_side_can_have_its_own_budget(monkeypatch) -> None:
    # A keeps its budget in both seatings (the seats swap, the budgets go with the players)
    import bezique_qt.ai.match as match

    made: list[tuple[str, int | None]] = []
    real = match.make_bot

    def recording(level: str, *, budget: int | None = None, **kw: object) -> object:
        made.append((level, budget))
        return real(level, budget=budget)

    monkeypatch.setattr(match, "make_bot", recording)
    s = run_match("one_pack_32", "expert", "hard", 1, seed=2, budget_a=12, budget_b=8).summary()
    assert s["budgets"] == {"a": 12, "b": 8} and s["budget"] is None
    assert made == [("expert", 12), ("hard", 8), ("hard", 8), ("expert", 12)]
    assert "simulations a move: A 12, B 8" in match.format_summary(s)
    same = run_match("one_pack_32", "hard", "hard", 1, seed=2, budget=8, budget_b=8).summary()
    assert same["budget"] == 8 and same["mean"] == 0


def test_a_match_stopped_by_sigterm_leaves_no_process_playing() -> None:
    """``match --jobs 2`` ended with SIGTERM (as a job runner or ``kill`` ends it): its deal
    processes end too, instead of playing on to the end of the deals handed to them."""
    import select
    import signal

    # The match, telling its deal processes once it has handed the deals out (by then both
    # have started).
    code = """
from bezique_qt.ai import match, workers

class Pool(workers.WorkerPool):
    def map(self, *args, **kwargs):
        results = super().map(*args, **kwargs)
        print(*(process.pid for process in self.processes), flush=True)
        return results

workers.WorkerPool = Pool  # the pool run_jobs starts
match.run_match("classic", "expert", "expert", 4, budget=1_000_000, jobs=2)
"""
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    fds: list[int] = []  # the deal processes' pidfds
    try:
        assert proc.stdout is not None
        ready, _w, _x = select.select([proc.stdout], [], [], 60.0)
        assert ready, "the match did not start its deal processes"
        fds = [os.pidfd_open(int(pid)) for pid in proc.stdout.readline().split()]
        assert len(fds) == 2
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=30)
        # a pidfd is readable once its process has ended
        left = [fd for fd in fds if not select.select([fd], [], [], 15.0)[0]]
        assert not left, "deal processes played on after the match was stopped"
    finally:
        if proc.poll() is None:
            proc.kill()
        for fd in fds:
            try:
                signal.pidfd_send_signal(fd, signal.SIGKILL)  # nothing left behind
            except ProcessLookupError:
                pass
            os.close(fd)


def _records(path: Path) -> dict[str, GameRecord]:
    return {f.name: GameRecord.loads(f.read_text(encoding="utf-8"))
            for f in sorted(path.glob("*.json"))}


def test_whole_games_are_played_to_their_end(tmp_path: Path) -> None:
    """``--games``: each shuffle starts a game played deal after deal until the rules end it,
    and the games are counted as the rules decide them."""
    s = run_match("classic", "easy", "novice", 3, seed=1, records=str(tmp_path),
                  whole_games=True).summary()
    assert s["whole_games"] and s["deals"] == 3 and s["games"] == 6
    assert s["illegal_actions"] == 0 and s["exceptions"] == 0
    recs = _records(tmp_path)
    assert sorted(recs) == [f"game-{i:04d}-{g}.json" for i in (1, 2, 3) for g in (1, 2)]
    won = {"a": 0, "b": 0, "tied": 0}
    deals = 0
    diffs = []
    for name, rec in recs.items():
        st = replay(rec)
        assert st.over and st.winner is not None
        assert max(st.game_points) >= st.variant.game_target
        a_seat = 0 if name.endswith("-1.json") else 1
        won["a" if st.winner == a_seat else "b"] += 1
        deals += st.deal_index + 1
        diffs.append(st.game_points[a_seat] - st.game_points[1 - a_seat])
    assert deals > 6  # a game of classic to 1000 takes more than one deal
    assert s["deals_played"] == deals
    assert s["games_won"] == won
    assert s["mean"] == sum(diffs) / len(diffs)
    assert [d["deals_played"] for d in s["paired"]] == [
        [replay(recs[f"game-{i:04d}-{g}.json"]).deal_index + 1 for g in (1, 2)]
        for i in (1, 2, 3)]


def test_a_whole_game_starts_with_the_deal_a_deal_match_plays(tmp_path: Path) -> None:
    """The games of ``--games`` begin with the very deals of ``--deals`` with the same seed, so
    both kinds of match speak of the same shuffles."""
    run_match("classic", "medium", "easy", 2, seed=4, records=str(tmp_path / "deals"))
    run_match("classic", "medium", "easy", 2, seed=4, records=str(tmp_path / "games"),
              whole_games=True)
    deals = _records(tmp_path / "deals")
    games = _records(tmp_path / "games")
    assert len(deals) == len(games) == 4
    for name, deal in deals.items():
        game = games[name.replace("deal-", "game-")]
        assert game.actions[:len(deal.actions)] == deal.actions
        assert len(game.actions) > len(deal.actions)


def test_identical_bots_split_whole_games_evenly() -> None:
    s = run_match("one_pack_32", "medium", "medium", 3, seed=5, whole_games=True).summary()
    assert s["mean"] == 0.0
    assert s["games_won"]["a"] == s["games_won"]["b"] == 3
    assert s["deals_won"] == {"a": 0, "b": 0, "tied": 3}


def test_a_game_that_never_ends_is_reported(monkeypatch) -> None:
    import bezique_qt.ai.match as match

    monkeypatch.setattr(match, "MAX_GAME_DEALS", 1)
    s = run_match("classic", "novice", "novice", 1, seed=2, whole_games=True).summary()
    assert s["exceptions"] == 2
    assert "had not ended after 1 deals" in s["errors"][0]
    assert s["games_won"] == {"a": 0, "b": 0, "tied": 2}


def test_match_command_plays_whole_games(tmp_path: Path) -> None:
    out = match_command("--variant", "one_pack_32", "--a", "easy", "--b", "novice", "--games",
                        "2", "--seed", "7", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert "2 duplicate games (4 games, " in out.stdout
    assert "A - B per game: " in out.stdout and "game pairs won: A " in out.stdout


def test_whole_games_in_parallel_jobs_give_the_same_result() -> None:
    one = run_match("one_pack_32", "easy", "novice", 2, seed=8, whole_games=True).summary()
    two = run_match("one_pack_32", "easy", "novice", 2, seed=8, jobs=2,
                    whole_games=True).summary()
    assert one["paired"] == two["paired"] and one["games_won"] == two["games_won"]
    assert two["whole_games"] and two["deals_played"] > 4


def test_match_on_a_terminal_says_how_far_it_has_got(tmp_path: Path) -> None:
    """On a terminal the match counts the deals played on standard error; piped, it prints
    only the result."""
    import pty

    main, sub = pty.openpty()
    try:
        out = match_command("--a", "easy", "--b", "novice", "--deals", "3", "--json",
                            cwd=tmp_path, capture_output=False, stdout=subprocess.PIPE,
                            stderr=sub)
        os.close(sub)
        sub = -1
        said = b""
        while True:
            try:
                chunk = os.read(main, 4096)
            except OSError:  # the terminal is closed once everything was read
                break
            if not chunk:
                break
            said += chunk
    finally:
        os.close(main)
        if sub >= 0:
            os.close(sub)
    assert out.returncode == 0
    assert json.loads(out.stdout)["deals"] == 3
    text = said.decode()
    assert "1 of 3 duplicate deals played" in text and "3 of 3 duplicate deals played" in text
    piped = match_command("--a", "easy", "--b", "novice", "--deals", "2", cwd=tmp_path)
    assert piped.returncode == 0 and "played" not in piped.stderr


def test_records_go_only_to_a_new_or_empty_folder(tmp_path: Path) -> None:
    older = tmp_path / "older"
    older.mkdir()
    (older / "deal-0001-1.json").write_text("an older match's record", encoding="utf-8")
    a_file = tmp_path / "notes.txt"
    a_file.write_text("notes", encoding="utf-8")
    cases = [(older, f"the folder {older} is not empty, and the records of this match would "
                     "be mixed with what it holds; name a new or empty folder."),
             (a_file, f"{a_file} is not a folder; --records takes a new or empty folder.")]
    full = tmp_path / "full"  # a character device with /dev/full's numbers, made here
    os.mknod(full, stat.S_IFCHR | 0o600, os.makedev(1, 7))
    cases.append((full, f"{full} is not a folder; --records takes a new or empty folder."))
    for records, sentence in cases:
        result = match_command("--a", "novice", "--b", "novice", "--deals", "1", "--records",
                               str(records), cwd=tmp_path)
        assert result.returncode == 2
        assert result.stdout == ""
        assert result.stderr == f"bezique-qt match: {sentence}\n"
    assert [p.name for p in older.iterdir()] == ["deal-0001-1.json"]
    assert (older / "deal-0001-1.json").read_text(encoding="utf-8") == "an older match's record"
    assert a_file.read_text(encoding="utf-8") == "notes"


def test_the_interval_uses_the_exact_t_quantile() -> None:
    """Two deal pairs: one degree of freedom, where t is 12.706 (an approximation in 1/df gave
    9.71, an interval 24 % too narrow)."""
    s = run_match("classic", "easy", "novice", 2, seed=3).summary()
    assert s["sd"] > 0
    half = 12.7062047 * s["sd"] / 2 ** 0.5
    assert s["ci95"][0] == pytest.approx(s["mean"] - half, rel=1e-6)
    assert s["ci95"][1] == pytest.approx(s["mean"] + half, rel=1e-6)


def test_one_deal_gives_no_interval(tmp_path: Path) -> None:
    s = run_match("one_pack_32", "easy", "novice", 1, seed=3).summary()
    assert s["ci95"] is None
    text = match_command("--variant", "one_pack_32", "--a", "easy", "--b", "novice",
                         "--deals", "1", "--seed", "3", cwd=tmp_path)
    assert text.returncode == 0, text.stderr
    assert "(a 95% CI needs at least two duplicate deals)" in text.stdout
    assert " to " not in text.stdout.splitlines()[1]
    games = match_command("--variant", "one_pack_32", "--a", "easy", "--b", "novice",
                          "--games", "1", "--seed", "3", "--json", cwd=tmp_path)
    assert games.returncode == 0, games.stderr
    assert json.loads(games.stdout)["ci95"] is None


# ------------------------------------------------------------------ games for three and four
def test_every_seating_of_the_levels_is_played() -> None:
    from bezique_qt.ai.multimatch import entrants

    names, seatings = entrants("three_handed", ("medium", "easy", "easy"))
    assert names == ["medium", "easy"]
    assert sorted(seatings) == [(0, 1, 1), (1, 0, 1), (1, 1, 0)]  # Medium in each seat once
    names, seatings = entrants("three_handed", ("expert", "medium", "easy"))
    assert len(seatings) == 6 and len(set(seatings)) == 6
    assert len(entrants("four_handed_solo", ("hard", "easy", "easy", "novice"))[1]) == 12
    names, seatings = entrants("four_handed_partners", ("expert", "medium"))
    assert names == ["expert", "medium"] and seatings == [(0, 1, 0, 1), (1, 0, 1, 0)]
    with pytest.raises(ValueError, match="3 players"):
        entrants("three_handed", ("medium", "easy"))


def test_a_three_handed_match_counts_every_seat_and_replays(tmp_path: Path) -> None:
    from bezique_qt.ai.multimatch import run_multi_match

    m = run_multi_match("three_handed", ("medium", "easy", "easy"), 3, seed=2,
                        records=str(tmp_path))
    s = m.summary()
    assert s["deals"] == 3 and s["seatings"] == 3 and s["games"] == 9
    assert s["illegal_actions"] == 0 and s["exceptions"] == 0
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 9
    # the figures are the records' game points: Medium's seat, averaged over the seatings
    medium_points: list[float] = []
    for d in m.deals:
        got = []
        for k, (seats, _pts) in enumerate(d.games):
            st = replay(GameRecord.loads(
                (tmp_path / f"deal-{d.index + 1:04d}-{k + 1}.json").read_text("utf-8")))
            got.append(st.game_points[seats.index(0)])
        medium_points.append(sum(got) / 3)
    medium = s["entrants"][0]
    assert medium["level"] == "medium"
    assert medium["points"]["mean"] == pytest.approx(sum(medium_points) / 3)
    lo, hi = medium["margin"]["ci95"]
    assert lo <= medium["margin"]["mean"] <= hi
    # Medium's margin is the others' loss: the margins of two entrants are opposite
    assert medium["margin"]["mean"] == pytest.approx(-s["entrants"][1]["margin"]["mean"])
    again = run_multi_match("three_handed", ("medium", "easy", "easy"), 3, seed=2).summary()
    assert [(e["points"], e["margin"]) for e in again["entrants"]] == [
        (e["points"], e["margin"]) for e in s["entrants"]]


def test_identical_partnerships_come_out_at_exactly_zero() -> None:
    from bezique_qt.ai.multimatch import run_multi_match

    s = run_multi_match("four_handed_partners", ("medium", "medium"), 2, seed=1).summary()
    a, b = s["entrants"]
    assert a["margin"]["mean"] == 0.0 and a["margin"]["sd"] == 0.0
    assert a["points"] == b["points"]


def test_match_command_plays_the_games_for_three_and_four(tmp_path: Path) -> None:
    three = match_command("--variant", "Three-handed", "--a", "medium", "--b", "easy",
                          "--deals", "2", cwd=tmp_path)
    assert three.returncode == 0, three.stderr
    assert "three_handed: Medium, Easy, Easy; 2 duplicate deals in all 3 seatings" in three.stdout
    assert "points a deal above the other seats' average:" in three.stdout
    assert "95% CI" in three.stdout
    sides = match_command("--variant", "four_handed_partners", "--a", "medium", "--b",
                          "novice", "--deals", "2", "--json", cwd=tmp_path)
    assert sides.returncode == 0, sides.stderr
    data = json.loads(sides.stdout)
    assert data["partners"] and data["games"] == 4
    assert [e["label"] for e in data["entrants"]] == ["A", "B"]
    solo = match_command("--variant", "four_handed_solo", "--a", "medium", "--b", "easy",
                         "--d", "novice", "--deals", "1", "--json", cwd=tmp_path)
    assert solo.returncode == 0, solo.stderr
    assert json.loads(solo.stdout)["levels"] == ["medium", "easy", "easy", "novice"]


@pytest.mark.parametrize(("args", "words"), [
    (["--variant", "classic", "--c", "easy"], "Classic is a game for two"),
    (["--variant", "four_handed_partners", "--c", "easy"], "two sides"),
    (["--variant", "three_handed", "--games", "1"], "whole games"),
    (["--variant", "three_handed", "--d", "easy"], "at most 3 levels"),
    (["--variant", "nope"], "four_handed_partners"),
    (["--variant", "nope", "--deals", "1"], "unknown variant"),
    (["--games", "1", "--deals", "1"], "not allowed with"),
])
def test_match_command_refuses_what_does_not_fit_the_game(tmp_path: Path, args: list[str],
                                                          words: str) -> None:
    out = match_command("--a", "easy", "--b", "novice", *args, cwd=tmp_path)
    assert out.returncode == 2
    assert words in out.stderr and "Traceback" not in out.stderr


def test_a_three_handed_match_in_parallel_jobs_gives_the_same_result() -> None:
    from bezique_qt.ai.multimatch import run_multi_match

    levels = ("medium", "easy", "novice")
    one = run_multi_match("three_handed", levels, 3, seed=4).summary()
    two = run_multi_match("three_handed", levels, 3, seed=4, jobs=2).summary()
    assert [(e["points"], e["margin"]) for e in one["entrants"]] == [
        (e["points"], e["margin"]) for e in two["entrants"]]
    assert one["seatings"] == 6 and one["games"] == 18
