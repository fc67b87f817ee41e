"""A kept review is a file the program did not necessarily write: one damaged by type (a text
for a number, a number that is not finite, a lone surrogate …) never stops the review window,
Print, Export or the saving of the next review; it is set aside, and the player is told."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from bezique_qt.ai.review import GameReview, review_record
from bezique_qt.engine import GameRecord, GameState, preset
from bezique_qt.export import sheet_from_record
from bezique_qt.export.html import sheet_html
from bezique_qt.persistence.reviews import ReviewStore
from bezique_qt.ui.kept_reviews import kept_reviews
from bezique_qt.ui.sheet.view import ScoreSheetWindow
from bezique_qt.ui.table.card_art import CardRenderer
from bezique_qt.ui.windows.review import ReviewWindow

BUDGET = 8
GAME = "game-1"


@pytest.fixture(scope="module")
def deal() -> tuple[GameRecord, dict[str, Any]]:
    """A deal of one pack played at random, and its review (as kept)."""
    state = GameState.new_game(preset("one_pack_32"), seed=3, names=["You", "Ann"])
    rng = random.Random(3)
    while not state.deal_over:
        state.apply(rng.choice(state.legal_actions()))
    record = GameRecord.of(state)
    return record, review_record(record, 0, deal=1, budget=BUDGET).to_json()


def _set(data: dict[str, Any], where: str, value: Any) -> dict[str, Any]:
    """A copy of ``data`` with the value at ``where`` (``deals.0.moves.1.lost``) replaced."""
    damaged = copy.deepcopy(data)
    *path, last = where.split(".")
    node: Any = damaged
    for step in path:
        node = node[int(step)] if isinstance(node, list) else node[step]
    node[int(last) if isinstance(node, list) else last] = value
    return damaged


DAMAGES = [
    ("seat", "0"), ("budget", 8.5), ("players", [1, 2]), ("deals.0.deal", "1"),
    ("deals.0.moves.0.lost", "x"), ("deals.0.moves.0.lost", float("nan")),
    ("deals.0.moves.0.lost", 10**400), ("deals.0.moves.0.trick_no", True),
    ("deals.0.moves.0.hand", "QS"), ("deals.0.moves.0.hand", [7]),
    ("deals.0.moves.0.played", None), ("deals.0.moves.0.reason", 5),
    ("deals.0.moves.0.reason", {"code": "lead", "card": "QS"}),
    ("deals.0.moves.0.candidates", [{"action": 1, "words": "", "vs_played": 0}]),
    ("deals.0.moves.0.surprise", 1), ("deals.0.face_up", {"first_trick": 1}),
    ("deals.0.face_up_moves", [{"index": "0"}]), ("deals.0.moves", {}),
]


@pytest.mark.parametrize("where, value", DAMAGES, ids=[f"{w}={v!r}"[:40] for w, v in DAMAGES])
def test_a_review_damaged_by_type_is_refused_in_a_sentence(
        deal: tuple[GameRecord, dict[str, Any]], where: str, value: Any) -> None:
    _record, data = deal
    assert GameReview.from_json(data).to_json() == data
    damaged = json.loads(json.dumps(_set(data, where, value)))
    with pytest.raises(ValueError, match=r"^the review is (damaged|incomplete) \("):
        GameReview.from_json(damaged)


def _kept_file(store: ReviewStore, reviews: dict[str, Any]) -> Path:
    path = store.path(GAME)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "bezique-qt-reviews", "version": 1, "game_id": GAME,
                                "reviews": reviews}), encoding="utf-8")
    return path


def test_the_sheet_prints_the_good_reviews_and_sets_the_damaged_one_aside(
        deal: tuple[GameRecord, dict[str, Any]], tmp_path: Path) -> None:
    record, data = deal
    store = ReviewStore(tmp_path / "reviews")
    good = store.key(1, 0, BUDGET)
    # the same review kept as deal 2's, with a text where the points lost are
    bad_data = _set(_set(data, "deals.0.deal", 2), "deals.0.moves.0.lost", "much")
    path = _kept_file(store, {good: data, store.key(2, 0, BUDGET): bad_data})
    found = kept_reviews(store, GAME, 0, BUDGET)
    assert [r.to_json() for r in found] == [data]
    (aside,) = found.set_aside
    assert aside.name.startswith(path.name + ".bad-")
    assert json.loads(aside.read_text(encoding="utf-8"))["reviews"][store.key(2, 0, BUDGET)] \
        == bad_data  # kept as it was
    assert store.reviews(GAME) == {good: data}  # the others stay in use
    html = sheet_html(replace(sheet_from_record(record), reviews=tuple(found)))
    assert "Deal 1: " in html


def test_a_file_of_reviews_damaged_as_a_whole_is_set_aside_and_the_next_saved(
        tmp_path: Path, deal: tuple[GameRecord, dict[str, Any]]) -> None:
    _record, data = deal
    store = ReviewStore(tmp_path / "reviews")
    key = store.key(1, 0, BUDGET)
    for text in ("[" * 100_000, '{"format": "bezique-qt-reviews", "version": 1, "game_id": '
                 f'"{GAME}", "reviews": {{"1:0:8": 5}}}}',
                 '{"format": "bezique-qt-reviews", "version": true, "game_id": "game-1", '
                 '"reviews": {}}', "\udcff not text"):
        store.path(GAME).parent.mkdir(parents=True, exist_ok=True)
        store.path(GAME).write_bytes(text.encode("utf-8", "surrogateescape"))
        before = len(store.set_aside_files)
        assert store.load(GAME, 1, 0, BUDGET) is None
        assert len(store.set_aside_files) == before + 1
        assert not store.path(GAME).exists()
        store.save(GAME, 1, 0, BUDGET, data)
        assert store.load(GAME, 1, 0, BUDGET) == data
        store.path(GAME).unlink()
    # a lone surrogate (half a character, which no file can hold) is repaired, and the file
    # can be written back with the next review
    _kept_file(store, {key: _set(data, "deals.0.moves.0.played_words", "\ud800")})
    assert store.load(GAME, 1, 0, BUDGET)["deals"][0]["moves"][0]["played_words"] == "\ufffd"
    store.save(GAME, 2, 0, BUDGET, data)
    assert set(store.reviews(GAME)) == {key, store.key(2, 0, BUDGET)}


def test_the_review_window_sets_a_damaged_review_aside_and_reviews_again(
        qtbot: QtBot, deal: tuple[GameRecord, dict[str, Any]], tmp_path: Path) -> None:
    record, data = deal
    store = ReviewStore(tmp_path / "reviews")
    _kept_file(store, {store.key(1, 0, BUDGET): _set(data, "deals.0.face_up.best", 2.5)})
    review = ReviewWindow(record, 0, record.players, CardRenderer(), budget=BUDGET,
                          store=store, game_id=GAME)
    qtbot.addWidget(review)
    assert not review.from_store
    (aside,) = store.set_aside_files
    assert review.notice.text() == (
        f"A kept deal review was damaged: it was set aside (kept as {aside}) and is left out. "
        "The deal is reviewed again.")
    with qtbot.waitSignal(review.review_ready, timeout=120_000):
        review.show()
    assert review.notice.isVisible()
    assert review.print_button.isEnabled() and review.document() is not None
    # the next review is kept
    assert store.load(GAME, 1, 0, BUDGET) == review.review.to_json()


def test_print_and_export_of_the_sheet_leave_out_a_damaged_review_and_say_so(
        qtbot: QtBot, deal: tuple[GameRecord, dict[str, Any]], tmp_path: Path,
        wait_shown: Callable) -> None:
    record, data = deal
    store = ReviewStore(tmp_path / "reviews")
    _kept_file(store, {store.key(1, 0, BUDGET): _set(data, "deals.0.moves.0.lost", "x")})
    window = ScoreSheetWindow(sheet_from_record(record), export_dir=tmp_path)
    qtbot.addWidget(window)
    window.view.reviews = lambda: kept_reviews(store, GAME, 0, BUDGET)
    window.show()
    target = tmp_path / "sheet.html"
    assert window.view.export("html", target)
    assert "Trick" in target.read_text(encoding="utf-8")
    told = wait_shown(window.view, QMessageBox, "reviews-set-aside")
    (aside,) = store.set_aside_files
    assert told.text() == (f"A kept deal review was damaged: it was set aside (kept as "
                           f"{aside}) and is left out.")
    assert window.view.printable().reviews == ()
