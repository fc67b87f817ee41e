"""``bezique-qt replay`` and ``bezique-qt variants``, run as separate processes the way a user
runs them, on game records played here and saved to ``tmp_path``."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bezique_qt.cli.tools import replay_main
from bezique_qt.engine import (
    ALL_PRESETS,
    STEP_PLAY,
    DealResult,
    GameRecord,
    GameState,
    Variant,
    preset,
    replay,
)
from bezique_qt.engine.cards import pretty
from bezique_qt.engine.events import S_SEVEN
from bezique_qt.engine.record import VERSION
from bezique_qt.words.scores import computation_lines

NAMES = ["Ann", "Bob"]


def _command() -> list[str]:
    """The installed ``bezique-qt`` beside this Python, else ``python -m bezique_qt``."""
    installed = shutil.which("bezique-qt", path=str(Path(sys.executable).parent))
    return [installed] if installed else [sys.executable, "-m", "bezique_qt"]


def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*_command(), *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120, encoding="utf-8")


@dataclass
class Played:
    state: GameState
    record: GameRecord
    steps: list[str]  # the step before each action of the record


def _play(variant: Variant, seed: int, *, stop_after: int | None = None) -> Played:
    """Play random legal actions from ``seed`` to the end of the game (or ``stop_after``
    actions)."""
    rng = random.Random(seed)
    state = GameState.new_game(variant, seed, names=NAMES)
    steps: list[str] = []
    while not state.over and (stop_after is None or len(steps) < stop_after):
        if state.deal_over:
            state.next_deal()
            continue
        steps.append(state.step)
        state.apply(rng.choice(state.legal_actions()), undoable=False)
    return Played(state, GameRecord.of(state), steps)


@pytest.fixture(scope="module")
def classic() -> Played:
    return _play(preset("classic"), 11)


@pytest.fixture(scope="module")
def rubicon() -> Played:
    return _play(preset("rubicon"), 5)


def _save(tmp_path: Path, text: str, name: str = "game.json") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _replay_json(tmp_path: Path, record_text: str) -> dict[str, Any]:
    result = _run("replay", str(_save(tmp_path, record_text)), "--json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    return json.loads(result.stdout)


# ------------------------------------------------------------------------------ replay
def test_replay_json_gives_the_final_scores_of_a_classic_game(
        tmp_path: Path, classic: Played) -> None:
    text = classic.record.dumps()
    replayed = replay(GameRecord.loads(text))
    out = _replay_json(tmp_path, text)

    assert classic.state.over and len(classic.state.deal_results) > 1
    assert out["variant"] == "classic"
    assert out["switches"] == {}
    assert out["players"] == NAMES
    assert out["over"] is True
    assert out["game_points"] == replayed.game_points == classic.state.game_points
    assert out["winner"] == NAMES[replayed.winner]
    finished = [d for d in out["deals"] if d["finished"]]
    assert [d["points"] for d in finished] == [list(r.points) for r in replayed.deal_results]
    for deal, result in zip(finished, replayed.deal_results, strict=True):
        assert DealResult.from_json(deal) == result
        assert "computation" not in deal
    # a player may reach 1000 during a deal: that deal is listed too, unfinished
    unfinished = out["deals"][len(finished):]
    assert len(unfinished) == (replayed.deal_index == len(replayed.deal_results))
    for deal in unfinished:
        assert deal["deal"] == replayed.deal_index + 1
        assert deal["points"] == replayed.deal_points and deal["last_trick"] is None
    assert [d["deal"] for d in out["deals"]] == list(range(1, replayed.deal_index + 2))
    assert [sum(d["points"][p] for d in out["deals"]) for p in (0, 1)] == out["game_points"]
    assert out["history"] == [e.to_json() for e in replayed.history]
    # the game points are the sum of what the history scored
    for p in (0, 1):
        assert sum(e["points"] for e in out["history"] if e["player"] == p) == \
            out["game_points"][p]


def test_replay_text_names_the_players_and_prints_every_score(
        tmp_path: Path, classic: Played) -> None:
    state = classic.state
    result = _run("replay", str(_save(tmp_path, classic.record.dumps())), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert f"Game points: Ann {state.game_points[0]}, Bob {state.game_points[1]}" in out
    assert f"Winner: {NAMES[state.winner]}" in out
    for r in state.deal_results:
        assert (f"Deal {r.deal} (dealer {NAMES[r.dealer]}): Ann {r.points[0]}, "
                f"Bob {r.points[1]};") in out
    history = out.split("Score history:\n", 1)[1].splitlines()
    assert len(history) == 1 + len(state.history)  # a heading, then one line per score
    meld_entry = next(e for e in state.history if e.meld is not None)
    assert any(line.split()[:2] == [str(meld_entry.deal), str(meld_entry.trick)]
               and meld_entry.label in line and line.endswith(meld_entry.meld.pretty())
               for line in history)


def test_replay_text_prints_each_card_of_a_score_once(tmp_path: Path, classic: Played) -> None:
    """A seven's label names its card ("seven of trumps played 7♠"): the cards column does not
    print it again."""
    result = _run("replay", str(_save(tmp_path, classic.record.dumps())), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.split("Score history:\n", 1)[1].splitlines()[1:]
    entries = classic.state.history
    assert len(lines) == len(entries)
    sevens = 0
    for line, entry in zip(lines, entries, strict=True):
        shown = [pretty(c) for c in (entry.meld.cards if entry.meld else entry.cards)]
        for card in set(shown):  # the two packs' copies of a card look alike
            assert line.count(card) == shown.count(card), line
        sevens += entry.kind == S_SEVEN
    assert sevens > 0  # the game has the scores whose label names the card


def test_replay_of_a_rubicon_deal_shows_the_computation(
        tmp_path: Path, rubicon: Played) -> None:
    text = rubicon.record.dumps()
    replayed = replay(GameRecord.loads(text))
    [result] = replayed.deal_results
    out = _replay_json(tmp_path, text)

    assert out["variant"] == "rubicon"
    assert out["over"] is True
    assert out["game_points"] == replayed.game_points == rubicon.state.game_points
    assert out["winner"] == (None if replayed.winner is None else NAMES[replayed.winner])
    [deal] = out["deals"]
    assert deal["points"] == list(result.points)
    assert deal["brisques"] == list(result.brisques)
    assert deal["computation"] == computation_lines(result, replayed.names)
    assert deal["computation"][0].startswith(f"{NAMES[0]}: ")
    assert [code for code, _ in deal["computation_steps"]] == [c for c, _ in result.computation]
    assert deal["game_points"] == list(result.game_points or ()) == replayed.game_points

    text_out = _run("replay", str(tmp_path / "game.json"), cwd=tmp_path).stdout
    for line in deal["computation"]:
        assert f"    {line}\n" in text_out


def test_replay_of_a_game_in_progress_lists_the_unfinished_deal(tmp_path: Path) -> None:
    played = _play(preset("classic"), 3, stop_after=40)
    out = _replay_json(tmp_path, played.record.dumps())
    assert out["over"] is False
    assert out["winner"] is None
    [deal] = out["deals"]
    assert deal["finished"] is False and deal["last_trick"] is None
    assert deal["points"] == played.state.deal_points
    text_out = _run("replay", str(tmp_path / "game.json"), cwd=tmp_path).stdout
    assert "The game is not finished." in text_out


# ------------------------------------------------------------------------------ bad records
def _truncated(played: Played) -> str:
    text = played.record.dumps()
    return text[: len(text) // 2]


def _newer(played: Played) -> str:
    data = played.record.to_json()
    data["version"] = VERSION + 1
    return json.dumps(data)


def _illegal_index(played: Played) -> int:
    # a trick is being played here, so "done" (which ends a declaration) is illegal
    return next(i for i, step in enumerate(played.steps) if i >= 25 and step == STEP_PLAY)


def _with_action(played: Played, index: int, action: str) -> str:
    record = GameRecord.loads(played.record.dumps())
    record.actions[index] = action
    return record.dumps()


def _assert_one_sentence(result: subprocess.CompletedProcess[str], *needles: str) -> None:
    assert result.returncode == 2
    assert result.stdout == ""
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    for needle in needles:
        assert needle in lines[0]


def test_truncated_record(tmp_path: Path, classic: Played) -> None:
    path = _save(tmp_path, _truncated(classic))
    _assert_one_sentence(_run("replay", str(path), cwd=tmp_path), "not valid JSON", "game.json")


def test_record_from_a_newer_program(tmp_path: Path, classic: Played) -> None:
    path = _save(tmp_path, _newer(classic))
    _assert_one_sentence(_run("replay", str(path), "--json", cwd=tmp_path), "newer program",
                         f"version {VERSION + 1}")


def test_illegal_action_is_reported_with_its_number(tmp_path: Path, classic: Played) -> None:
    k = _illegal_index(classic)
    path = _save(tmp_path, _with_action(classic, k, "done"))
    _assert_one_sentence(_run("replay", str(path), cwd=tmp_path), f"action {k + 1} ",
                         "'done'", "not legal")


def test_unreadable_action_is_reported_with_its_number(tmp_path: Path, classic: Played) -> None:
    path = _save(tmp_path, _with_action(classic, 7, "fly QS1"))
    _assert_one_sentence(_run("replay", str(path), "--json", cwd=tmp_path), "action 8 ",
                         "cannot be read")


def test_action_after_the_end_of_the_game(tmp_path: Path, rubicon: Played) -> None:
    record = GameRecord.loads(rubicon.record.dumps())
    record.actions.append("play AS1")
    path = _save(tmp_path, record.dumps())
    _assert_one_sentence(_run("replay", str(path), cwd=tmp_path),
                         f"action {len(record.actions)} ", "the game is over")


def test_missing_file(tmp_path: Path) -> None:
    _assert_one_sentence(_run("replay", str(tmp_path / "nowhere.json"), cwd=tmp_path),
                         "nowhere.json", "no such file")


def test_binary_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b"\xff\xfe\x00\x81 not text")
    _assert_one_sentence(_run("replay", str(path), cwd=tmp_path), "not a game record")


def test_json_that_is_not_a_record(tmp_path: Path) -> None:
    path = _save(tmp_path, json.dumps({"format": "something else"}))
    _assert_one_sentence(_run("replay", str(path), cwd=tmp_path), "not a Bezique game record")


# ------------------------------------------------------------------------------ variants
@pytest.mark.parametrize("variant_id", ["three_handed", "four_handed_partners"])
def test_replay_of_a_three_or_four_handed_game(tmp_path: Path, variant_id: str) -> None:
    variant = preset(variant_id)
    names = ["Ann", "Bob", "Cy", "Di"][:variant.players]
    rng = random.Random(3)
    state = GameState.new_game(variant, 3, names=names)
    while not state.deal_over:
        state.apply(rng.choice(state.legal_actions()), undoable=False)
    text = GameRecord.of(state).dumps()
    out = _replay_json(tmp_path, text)
    assert out["players"] == names and out["game_points"] == state.game_points
    assert out["deals"][0]["points"] == state.deal_points and out["deals"][0]["finished"]
    result = _run("replay", str(_save(tmp_path, text)), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    points = state.game_points
    if variant.partnerships:
        assert f"Game points: Ann and Cy {points[0]}, Bob and Di {points[1]}" in result.stdout
    else:
        assert f"Game points: Ann {points[0]}, Bob {points[1]}, Cy {points[2]}" in result.stdout
    assert f"Players: {', '.join(names[:-1])} and {names[-1]}\n" in result.stdout


def test_variants_json_lists_every_preset_with_its_switches(tmp_path: Path) -> None:
    result = _run("variants", "--json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    listed = json.loads(result.stdout)["variants"]
    assert len(listed) == 10  # the seven two-handed games, three- and four-handed ones
    assert [v["id"] for v in listed] == list(ALL_PRESETS)
    for entry in listed:
        variant = ALL_PRESETS[entry["id"]]
        assert entry["name"] == variant.name
        assert entry["description"] == variant.description
        assert entry["switches"] == variant.switches()
    rubicon = next(v for v in listed if v["id"] == "rubicon")
    assert rubicon["switches"]["packs"] == 4
    assert rubicon["switches"]["game_end"] == "single_deal"
    partners = next(v for v in listed if v["id"] == "four_handed_partners")
    assert partners["switches"]["players"] == 4 and partners["switches"]["partnerships"]
    assert partners["switches"]["partnership_bezique_from_both_hands"] is False


def test_variants_text_names_every_preset(tmp_path: Path) -> None:
    result = _run("variants", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    for variant in ALL_PRESETS.values():
        assert f"{variant.id} \u2014 {variant.name}\n" in result.stdout
    assert "rubicon_threshold" in result.stdout


def test_variants_does_not_load_qt(tmp_path: Path, runs_without_qt: Callable) -> None:
    runs_without_qt("import contextlib, io\n"
                    "from bezique_qt.cli import main\n"
                    "with contextlib.redirect_stdout(io.StringIO()):\n"
                    "    assert main(['variants']) == 0\n", cwd=tmp_path)


def test_a_fault_of_the_program_exits_1_without_a_traceback(
        tmp_path: Path, classic: Played, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    def broken_replay(record: GameRecord) -> GameState:
        raise RuntimeError("something inside broke")

    monkeypatch.setattr("bezique_qt.cli.tools.replay", broken_replay)
    path = _save(tmp_path, classic.record.dumps())
    assert replay_main(str(path), as_json=False) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.splitlines() == [f"bezique-qt replay: {path}: replaying failed unexpectedly "
                                "(RuntimeError: something inside broke)."]


@pytest.mark.parametrize("change", [
    lambda text: text.replace('"seed": 11', '"seed": 1' + "1" * 5000),
    lambda text: text.replace('"first_dealer": null', '"first_dealer": 1.0'),
    lambda text: text.replace('"first_dealer": null', '"first_dealer": true'),
    lambda text: text.replace('"format"', '"extra": {"date": "0001-01-01T00:00:00+14:00"},\n '
                              '"format"', 1),
], ids=["5000 digits", "first dealer 1.0", "first dealer true", "year 1 east of UTC"])
def test_a_damaged_record_is_bad_input_not_a_fault(
        change: Callable[[str], str], tmp_path: Path, classic: Played,
        capsys: pytest.CaptureFixture[str]) -> None:
    text = classic.record.dumps()
    damaged = change(text)
    assert damaged != text
    path = _save(tmp_path, damaged)
    assert replay_main(str(path), as_json=False) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"bezique-qt replay: {path}: ")
    assert "unexpectedly" not in err and len(err.splitlines()) == 1


def test_a_pipe_a_device_and_a_huge_file_are_refused_without_reading_them(
        capsys: pytest.CaptureFixture[str], unreadable_files: list[tuple[Path, str]],
        no_hang: Callable) -> None:
    for path, words in unreadable_files:
        with no_hang():
            code = replay_main(str(path), as_json=False)
        out, err = capsys.readouterr()
        assert code == 2, err
        assert out == ""
        assert err.startswith(f"bezique-qt replay: {path}: the file cannot be read: {words}")
        assert len(err.splitlines()) == 1
