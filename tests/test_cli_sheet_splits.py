"""``bezique-qt sheet RECORD`` shows the splits between the cards and the play: those the
program kept for a saved game in the statistics database, or weighed on the spot."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bezique_qt.ai.split import deal_split
from bezique_qt.cli.sheet import EXIT_BAD_INPUT, EXIT_OK, sheet_main
from bezique_qt.engine import GameRecord, GameState, preset
from bezique_qt.export.html import sheet_html
from bezique_qt.export.load import load_sheets
from bezique_qt.export.split_sheet import with_splits
from bezique_qt.export.text import sheet_text
from bezique_qt.persistence.split_history import keep_deal_split
from bezique_qt.persistence.statistics import open_statistics

GAME_ID = "5b1c2d3e-game"


def _game() -> GameState:
    """A short finished game of two deals or more, played at random."""
    variant = preset("one_pack_32").with_switches(game_end="end_of_deal_highest",
                                                  game_target=40)
    for s in range(3, 60):
        game = GameState.new_game(variant, seed=s, names=["You", "Computer"])
        rng = random.Random(s)
        while not game.over:
            if game.deal_over:
                game.next_deal()
            else:
                game.apply(rng.choice(game.legal_actions()))
        if len(game.deal_results) >= 2:
            return game
    raise AssertionError("no game of two deals")


@pytest.fixture
def saved(tmp_path: Path) -> tuple[Path, Path, GameState]:
    """A saved game naming its id, and a statistics database keeping its first deal's split."""
    game = _game()
    path = tmp_path / "game.bezique"
    path.write_text(json.dumps({"format": "bezique-qt-saved-game", "version": 1,
                                "game_id": GAME_ID, "title": "One pack",
                                "record": GameRecord.of(game).to_json()}), encoding="utf-8")
    db = tmp_path / "statistics.sqlite3"
    stats, problems = open_statistics(path=db)
    assert not problems
    keep_deal_split(stats, GAME_ID, 0, [[0], [1]],
                    deal_split(game, 1, [(20.0, 1.0, 8), (6.0, 1.0, 8)], 4))
    stats.close()
    return path, db, game


def test_the_sheet_shows_the_splits_kept_for_a_saved_game(
        saved: tuple[Path, Path, GameState], tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    path, db, game = saved
    split = deal_split(game, 1, [(20.0, 1.0, 8), (6.0, 1.0, 8)], 4)
    (plain,) = load_sheets(path)
    expected = with_splits(plain, [split], game.variant.sides)
    assert expected.split_rows  # (the rows the program's own sheet adds)
    assert sheet_main(str(path), statistics=str(db)) == EXIT_OK
    out = capsys.readouterr().out
    assert out == sheet_text(expected)
    assert "Deal 1: play cost" in out and "Deal 2: not measured" in out
    # every format, as the program's sheet: HTML here
    assert sheet_main(str(path), html="-", statistics=str(db)) == EXIT_OK
    assert capsys.readouterr().out == sheet_html([expected]).removeprefix("\ufeff")
    # no database there: the sheet without splits, and no database made
    missing = tmp_path / "none.sqlite3"
    assert sheet_main(str(path), statistics=str(missing)) == EXIT_OK
    assert capsys.readouterr().out == sheet_text(plain)
    assert not missing.exists()


def test_a_damaged_database_is_one_sentence(saved: tuple[Path, Path, GameState],
                                            tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    path, _db, _game = saved
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"this is no database" * 100)
    assert sheet_main(str(path), statistics=str(bad)) == EXIT_BAD_INPUT
    err = capsys.readouterr().err
    assert err.startswith("bezique-qt sheet: ") and "statistics" in err
    assert err.count("\n") == 1
    assert bad.read_bytes() == b"this is no database" * 100  # nothing lost


def test_the_splits_weighed_on_the_spot(saved: tuple[Path, Path, GameState], tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    _path, _db, game = saved
    record = tmp_path / "record.json"
    record.write_text(GameRecord.of(game).dumps(), encoding="utf-8")  # a bare record: no id
    assert sheet_main(str(record), csv="-", weigh_splits=True, split_budget=4) == EXIT_OK
    out = capsys.readouterr().out
    for deal in range(1, len(game.deal_results) + 1):
        assert f"Deal {deal}: the cards" in out and f"Deal {deal}: play cost" in out
    assert "not measured" not in out
