"""The score sheet as a Qt table model, for the live Score Sheet view."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush, QFont
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from bezique_qt.engine import GameRecord, GameState, preset
from bezique_qt.export import (
    ROW_COMPUTATION,
    ROW_DEAL_TOTAL,
    ROW_EVENT,
    ROW_HEADING,
    sheet_from_record,
)
from bezique_qt.ui.sheet.model import DEAL_ROLE, STYLE_ROLE, ScoreSheetModel


def test_the_model_passes_qts_model_checks(rubicon: GameState,
                                           qtmodeltester: ModelTester) -> None:
    qtmodeltester.check(ScoreSheetModel(sheet_from_record(GameRecord.of(rubicon))),
                        force_py=True)


def test_rows_and_columns_are_the_sheets(classic: GameState) -> None:
    sheet = sheet_from_record(GameRecord.of(classic))
    model = ScoreSheetModel(sheet)
    assert model.rowCount() == len(sheet.rows())
    assert model.columnCount() == 5
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(5)] == \
        ["Trick", "Score", "Cards", "Ann", "Bob"]
    for number, row in enumerate(sheet.rows()):
        assert model.data(model.index(number, 0), STYLE_ROLE) == row.style
        assert model.data(model.index(number, 0), DEAL_ROLE) == row.deal
        if row.style == ROW_HEADING:
            assert model.data(model.index(number, 0)) == row.what
        elif row.style in (ROW_EVENT, ROW_DEAL_TOTAL):
            assert tuple(model.data(model.index(number, c)) for c in range(5)) == row.cells()


def test_totals_are_bold_and_numbers_right_aligned(classic: GameState) -> None:
    model = ScoreSheetModel(sheet_from_record(GameRecord.of(classic)))
    styles = [model.data(model.index(r, 0), STYLE_ROLE) for r in range(model.rowCount())]
    total = styles.index(ROW_DEAL_TOTAL)
    event = styles.index(ROW_EVENT)
    font = model.data(model.index(total, 3), Qt.ItemDataRole.FontRole)
    assert isinstance(font, QFont) and font.bold()
    assert model.data(model.index(event, 1), Qt.ItemDataRole.FontRole) is None
    assert isinstance(model.data(model.index(total, 3), Qt.ItemDataRole.BackgroundRole), QBrush)
    alignment = model.data(model.index(event, 3), Qt.ItemDataRole.TextAlignmentRole)
    assert alignment & int(Qt.AlignmentFlag.AlignRight)


def test_spans_cover_headings_and_computation_lines(rubicon: GameState) -> None:
    model = ScoreSheetModel(sheet_from_record(GameRecord.of(rubicon)))
    spans = model.spans()
    headings = [r for r in range(model.rowCount())
                if model.data(model.index(r, 0), STYLE_ROLE) == ROW_HEADING]
    computation = [r for r in range(model.rowCount())
                   if model.data(model.index(r, 0), STYLE_ROLE) == ROW_COMPUTATION]
    assert computation
    assert spans == sorted([(r, 0, 1, 5) for r in headings] + [(r, 1, 1, 4) for r in computation])
    for r in computation:
        assert model.data(model.index(r, 1))
        assert model.data(model.index(r, 2)) == ""


def test_a_live_game_updates_the_model_row_by_row(play_game: Callable[..., GameState],
                                                  qtbot: QtBot,
                                                  qtmodeltester: ModelTester) -> None:
    model = ScoreSheetModel()
    assert model.rowCount() == 0
    assert model.headerData(3, Qt.Orientation.Horizontal) == ""
    early = play_game(preset("classic"), 9, stop=lambda s: s.trick_no >= 3)
    later = play_game(preset("classic"), 9, stop=lambda s: s.deal_index == 1)
    with qtbot.waitSignal(model.modelReset, timeout=1000):  # the columns appear
        model.set_state(early)
    qtmodeltester.check(model, force_py=True)  # and keeps checking every change below
    before = model.rowCount()
    with qtbot.assertNotEmitted(model.modelReset), \
            qtbot.waitSignals([model.rowsInserted, model.dataChanged], timeout=1000):
        model.set_state(later)
    assert model.rowCount() > before
    with qtbot.assertNotEmitted(model.modelReset), \
            qtbot.waitSignal(model.rowsRemoved, timeout=1000):
        model.set_state(early)
    assert model.rowCount() == before
    model.set_state(later)
    sheet = model.sheet()
    assert sheet is not None and not sheet.over
    assert [model.sheet_row(r) for r in range(model.rowCount())] == sheet.rows()
    with qtbot.waitSignal(model.modelReset, timeout=1000):
        model.set_sheet(None)
    assert model.rowCount() == 0


def test_copying_gives_tab_separated_cells(classic: GameState) -> None:
    model = ScoreSheetModel(sheet_from_record(GameRecord.of(classic)))
    whole = model.tsv().splitlines()
    assert whole[0] == "Trick\tScore\tCards\tAnn\tBob"
    assert len(whole) == model.rowCount() + 1
    styles = [model.data(model.index(r, 0), STYLE_ROLE) for r in range(model.rowCount())]
    total = styles.index(ROW_DEAL_TOTAL)
    picked = [model.index(total, 1), model.index(total, 3), model.index(total, 4)]
    cells = model.tsv(picked).rstrip("\n").split("\t")
    assert cells[0] == "Deal total" and all(c.isdigit() for c in cells[1:])
    mime = model.mimeData(picked)
    assert mime.text() == model.tsv(picked)
    assert model.data(QModelIndex()) is None
