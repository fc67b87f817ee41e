"""Cards or play on the score sheet: each measured deal's luck and play costs, the game's sums,
a deal not measured said to be missing (never 0), in every format and in the Qt table."""

from __future__ import annotations

import csv
import io

from pytestqt.qtbot import QtBot

from bezique_qt.ai.split import DealSplit, GameSplit, deal_split
from bezique_qt.engine import GameState
from bezique_qt.export import ROW_HEADING, sheet_from_state
from bezique_qt.export.csv import sheet_csv
from bezique_qt.export.html import sheet_html
from bezique_qt.export.sheet import ROW_SPLIT, ROW_SPLIT_TOTAL
from bezique_qt.export.split_sheet import KIND_LUCK, KIND_PLAY, with_splits
from bezique_qt.export.text import sheet_text
from bezique_qt.ui.sheet.model import STYLE_ROLE, ScoreSheetModel
from bezique_qt.words.split import game_sum_words

SIDES = [[0], [1]]


def _split(game: GameState, deal: int, mine: float, theirs: float) -> DealSplit:
    return deal_split(game, deal, [(mine, 0.4, 9), (theirs, 0.6, 9)], 4)


def _deals(game: GameState) -> list[int]:
    return [r.deal for r in game.deal_results]


def test_each_measured_deal_and_the_sums(scaled: GameState) -> None:
    deals = _deals(scaled)
    assert len(deals) >= 2
    # every deal measured but the second
    splits = [_split(scaled, d, 3.2 * d, 1.1) for d in deals if d != 2]
    sheet = with_splits(sheet_from_state(scaled), splits, SIDES)
    rows = sheet.split_rows
    count = f"{len(splits)} deals of {len(deals)} measured"
    assert rows[0].style == ROW_HEADING and rows[0].what.startswith(f"Cards or play ({count})")
    by_deal = {r.deal: r for r in rows if r.style == ROW_SPLIT and r.kind == KIND_PLAY}
    assert sorted(by_deal) == [d for d in deals if d != 2]
    missing = [r for r in rows if r.deal == 2]
    assert [(r.what, r.points) for r in missing] == [("Deal 2: not measured", (None, None))]
    for split in splits:
        assert by_deal[split.deal].points == tuple(round(s.cost) for s in split.seats)
    luck, play = (r for r in rows if r.style == ROW_SPLIT_TOTAL)
    totals = GameSplit("seed002_scaled", list(sheet.players), SIDES, splits).totals
    assert play.what == "Game: play cost"
    assert play.points == tuple(round(t.cost) for t in totals)
    assert luck.kind == KIND_LUCK and luck.what == "Game: the cards"
    assert luck.points[0] == -luck.points[1]
    # the sheet's figures are the end-of-game sentence's
    words = game_sum_words(GameSplit("seed002_scaled", ["You", "Computer"], SIDES, splits),
                           len(deals))
    lucky = 0 if luck.points[0] > 0 else 1
    if luck.points[0]:
        assert f"worth {abs(luck.points[0])} to {['you', 'Computer'][lucky]}" in words
    assert f"({count})" in words


def test_no_split_known_leaves_the_sheet_as_it_was(scaled: GameState) -> None:
    sheet = sheet_from_state(scaled)
    assert with_splits(sheet, [], SIDES) is sheet
    # a split of a deal the game does not have is not shown
    foreign = _split(scaled, 1, 1.0, 1.0)
    foreign.deal = 99
    assert with_splits(sheet, [foreign], SIDES) is sheet


def test_every_format_shows_cards_or_play(scaled: GameState) -> None:
    deals = _deals(scaled)
    splits = [_split(scaled, d, 12.0 + d, 2.0) for d in deals]
    sheet = with_splits(sheet_from_state(scaled), splits, SIDES)
    total = GameSplit("seed002_scaled", list(sheet.players), SIDES, splits).totals
    text = sheet_text(sheet)
    assert "Cards or play" in text
    assert f"Cards or play ({len(deals)} deals of {len(deals)} measured)" in text
    line = next(x for x in text.splitlines() if "Game: play cost" in x)
    assert line.split()[-2:] == [str(round(t.cost)) for t in total]
    html = sheet_html(sheet)
    assert "Cards or play" in html and "Deal 1: the cards" in html
    rows = list(csv.reader(io.StringIO(sheet_csv(sheet).lstrip("\ufeff"))))
    costs = [r for r in rows if r[3] == KIND_PLAY]
    assert len(costs) == 2 * (len(deals) + 1)
    first = [int(r[6]) for r in costs if r[0] == "1"]
    assert first == [round(s.cost) for s in splits[0].seats]
    game = [int(r[6]) for r in costs if r[0] == ""]
    assert game == [round(t.cost) for t in total]


def test_the_table_shows_cards_or_play_after_the_deals(scaled: GameState, qtbot: QtBot) -> None:
    deals = _deals(scaled)
    splits = [_split(scaled, d, 5.0, 2.5) for d in deals]
    plain = sheet_from_state(scaled)
    sheet = with_splits(plain, splits, SIDES)
    model = ScoreSheetModel(sheet)
    assert model.rowCount() == len(plain.rows()) + len(sheet.split_rows)
    last = model.rowCount() - 1
    assert model.index(last, 0).data(STYLE_ROLE) == ROW_SPLIT_TOTAL
    assert model.index(last, 1).data() == "Game: play cost"
    assert [model.index(last, c).data() for c in (3, 4)] == [str(5 * len(deals)),
                                                             str(round(2.5 * len(deals)))]
    heading = len(plain.rows())
    assert (heading, 0, 1, model.columnCount()) in model.spans()


def test_three_players_each_for_himself() -> None:
    import random

    from bezique_qt.engine import preset

    game = GameState.new_game(preset("three_handed"), seed=2, names=["You", "West", "North"])
    rng = random.Random(2)
    while not game.deal_results:
        game.apply(rng.choice(game.legal_actions()))
    split = deal_split(game, 1, [(9.0, 1.0, 5), (3.0, 1.0, 5), (6.0, 1.0, 5)], 4)
    sides = [[0], [1], [2]]
    sheet = with_splits(sheet_from_state(game), [split], sides)
    luck, play = (r for r in sheet.split_rows if r.style == ROW_SPLIT)
    assert play.points == (9, 3, 6)
    # each against the others' average: the cards are the result less the play's part
    assert luck.points == tuple(round(s.result) - round(s.skill) for s in split.seats)
    words = game_sum_words(GameSplit("three_handed", ["You", "West", "North"], sides, [split]),
                           1)
    assert words.startswith("Over the game (1 deal of 1 measured):\n")
    assert "West: " in words and "own play cost 3" in words
