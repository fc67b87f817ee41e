"""The score sheet's words as a player reads them on paper: grammar for the player "You", no word
cut at a column's edge, no line for brisques where they never count, plurals, in English and
French."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QPageSize, QTextDocument
from PySide6.QtWidgets import QApplication

from bezique_qt.engine import GameRecord, GameState, preset
from bezique_qt.export import ScoreSheet, sheet_from_record
from bezique_qt.ui.sheet.render import SheetDocument
from bezique_qt.words.i18n import install_translators, points_words

from .conftest import play

pytestmark = pytest.mark.usefixtures("qapp")


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """Each test in English, then in French (English again afterwards)."""
    install_translators(qapp, request.param)
    yield request.param
    install_translators(qapp, "en")


def _you_v_computer(variant: str, seed: int, **stop: int) -> GameState:
    if stop:
        return play(preset(variant), seed, names=["You", "Computer"],
                    stop=lambda s: s.deal_index == stop["deal"] and s.trick_no >= stop["trick"])
    return play(preset(variant), seed, names=["You", "Computer"])


def _document(sheet: ScoreSheet) -> QTextDocument:
    layout = SheetDocument(sheet, QPageSize(QPageSize.PageSizeId.A4).size(QPageSize.Unit.Point))
    layout.document.documentLayout().documentSize()  # lay it all out
    return layout.document


def _broken_words(document: QTextDocument) -> list[str]:
    """Every word the layout cut across two lines (letters on both sides of a line's end)."""
    broken = []
    block = document.begin()
    while block.isValid():
        text, layout = block.text(), block.layout()
        for i in range(layout.lineCount() - 1):
            end = layout.lineAt(i).textStart() + layout.lineAt(i).textLength()
            if 0 < end < len(text) and text[end - 1].isalnum() and text[end].isalnum():
                broken.append(f"{text[:end]}/{text[end:]}")
        block = block.next()
    return broken


def test_no_word_is_broken_at_a_column_edge(language: str) -> None:
    unfinished = _you_v_computer("classic", 5, deal=1, trick=12)
    six_pack = _you_v_computer("six_pack", 3)
    for state in (unfinished, six_pack):
        assert _broken_words(_document(sheet_from_record(GameRecord.of(state)))) == []


def test_the_dealer_is_named_without_a_verb_that_disagrees_with_you(language: str) -> None:
    sheet = sheet_from_record(GameRecord.of(_you_v_computer("classic", 3)))
    text = _document(sheet).toPlainText()
    assert not re.search(r"\bYou\s+deals\b|\bVous\s+donne\b", text)
    you = "You" if language == "en" else "Vous"
    dealer = "dealer" if language == "en" else "donneur"
    assert re.search(rf"\b{you}\s+{dealer}\b", text), "the summary no longer marks the dealer"


def test_six_pack_speaks_of_no_brisques_which_never_count(language: str) -> None:
    sheet = sheet_from_record(GameRecord.of(_you_v_computer("six_pack", 3)))
    text = _document(sheet).toPlainText()
    assert "brisque" not in text.replace("brisques not counted", "").replace(
        "brisques non comptées", "").lower()
    classic_rubicon = sheet_from_record(GameRecord.of(play(preset("rubicon"), 6)))
    assert "brisques" in _document(classic_rubicon).toPlainText()


def test_points_agree_with_their_number(language: str) -> None:
    one, none, many = points_words(1), points_words(0), points_words(20)
    if language == "en":
        assert (one, none, many) == ("1 point", "0 points", "20 points")
    else:
        assert (one, none, many) == ("1 point", "0 point", "20 points")
    sheet = sheet_from_record(GameRecord.of(_you_v_computer("six_pack", 3)))
    assert not re.search(r"\b[01] points\b" if language == "fr" else r"\b1 points\b",
                         _document(sheet).toPlainText())
    assert points_words(0) in _document(sheet).toPlainText()  # "You: 0 point(s)"
