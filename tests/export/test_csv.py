"""The CSV export: one row per scoring event, readable by a spreadsheet, adding up."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from pathlib import Path

from bezique_qt.cli.tools import replay_result
from bezique_qt.engine import GameRecord, GameState, preset
from bezique_qt.export import sheet_from_record
from bezique_qt.export.csv import BOM, sheet_csv, write_csv


def _rows(text: str) -> list[dict[str, str]]:
    assert text.startswith(BOM)
    return list(csv.DictReader(io.StringIO(text.removeprefix(BOM), newline="")))


def test_rows_sum_to_the_deal_and_game_totals(any_game: GameState) -> None:
    sheet = sheet_from_record(GameRecord.of(any_game))
    expected = replay_result(any_game)
    rows = _rows(sheet_csv(sheet))
    assert len(rows) == len(any_game.history)
    names = any_game.names
    for deal in expected["deals"]:
        in_deal = [r for r in rows if int(r["deal"]) == deal["deal"] and r["kind"] != "game"]
        for player in (0, 1):
            points = sum(int(r["points"]) for r in in_deal if r["player"] == names[player])
            assert points == deal["points"][player]
        if in_deal:
            last = in_deal[-1]
            assert [int(last[f"{n} deal total"]) for n in names] == deal["points"]
    game_rows = [r for r in rows if r["kind"] == "game"]
    if any_game.variant.rubicon_scoring:
        game_points = [sum(int(r["points"]) for r in game_rows if r["player"] == n)
                       for n in names]
    else:
        assert not game_rows
        game_points = [sum(int(r["points"]) for r in rows if r["player"] == n) for n in names]
    assert game_points == expected["game_points"]
    assert [int(rows[-1][f"{n} game total"]) for n in names] == expected["game_points"]


def test_header_and_columns(classic: GameState) -> None:
    text = sheet_csv(sheet_from_record(GameRecord.of(classic)))
    header = next(csv.reader(io.StringIO(text.removeprefix(BOM))))
    assert header == ["deal", "trick", "player", "kind", "what", "cards", "points",
                      "Ann deal total", "Bob deal total", "Ann game total", "Bob game total"]
    assert "\r\n" in text
    rows = _rows(text)
    assert {r["kind"] for r in rows} >= {"meld", "brisques", "last_trick"}
    meld = next(r for r in rows if r["kind"] == "meld")
    assert meld["cards"] and meld["cards"][-1] in "\u2660\u2665\u2666\u2663"


def test_the_file_is_utf8_with_a_byte_order_mark(classic: GameState, tmp_path: Path) -> None:
    path = tmp_path / "sheet.csv"
    write_csv(sheet_from_record(GameRecord.of(classic)), path)
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    assert "\u2660".encode() in raw or "\u2665".encode() in raw


def test_names_are_never_formulas(play_game: Callable[..., GameState]) -> None:
    state = play_game(preset("seed002_scaled"), 1, names=["=HYPERLINK(1)", "-Bob"],
                      stop=lambda s: s.deal_index == 1)
    rows = list(csv.reader(io.StringIO(sheet_csv(
        sheet_from_record(GameRecord.of(state))).removeprefix(BOM))))
    assert rows[0][7] == "'=HYPERLINK(1) deal total"
    assert {row[2] for row in rows[1:]} <= {"'=HYPERLINK(1)", "'-Bob"}


def test_a_match_gets_a_game_column(classic: GameState, rubicon: GameState) -> None:
    sheets = [sheet_from_record(GameRecord.of(s)) for s in (classic, rubicon)]
    rows = list(csv.reader(io.StringIO(sheet_csv(sheets).removeprefix(BOM))))
    assert rows[0][:2] == ["game", "deal"]
    assert {row[0] for row in rows[1:]} == {"1", "2"}
    assert len(rows) == 1 + len(classic.history) + len(rubicon.history)
