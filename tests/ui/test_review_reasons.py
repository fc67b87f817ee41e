"""The review window tells each costly verdict's reason from the simulated deals, in the
player's language."""

from __future__ import annotations

import html
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from bezique_qt.ai import make_bot
from bezique_qt.ai import reasons as why
from bezique_qt.engine import GameRecord, GameState, preset
from bezique_qt.persistence.reviews import ReviewStore
from bezique_qt.ui.table.card_art import CardRenderer
from bezique_qt.ui.windows.review import ReviewWindow
from bezique_qt.words.i18n import install_translators
from bezique_qt.words.reasons import outcome_words

from .test_review_window import REVIEW_TIMEOUT_MS


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    install_translators(qapp, "fr")
    yield
    install_translators(qapp, "en")


def test_the_verdict_says_why_in_french(qtbot: QtBot, tmp_path: Path, french: None) -> None:
    st = GameState.new_game(preset("classic"), seed=5)
    bots = (make_bot("novice"), make_bot("medium"))
    rng = random.Random(5)
    while not st.deal_over:
        p = st.to_act
        assert p is not None
        st.apply(bots[p].choose(st.observation(p), rng), undoable=False)
    record = GameRecord.of(st)
    window = ReviewWindow(record, 0, record.players, CardRenderer(), budget=48,
                          store=ReviewStore(tmp_path / "reviews"), game_id="game-1")
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.review_ready, timeout=REVIEW_TIMEOUT_MS):
        window.show()
    told = 0
    for row, move in enumerate(window.moves):
        if move.lost <= 0 or move.method != "search":
            continue
        window.list.setCurrentRow(row)
        assert move.reason is not None and not isinstance(move.reason, str)
        assert move.reason.code in why.OUTCOME_CODES
        words = outcome_words(move.reason)
        assert words and "donnes simulées" in words
        assert html.escape(words[:1].upper() + words[1:]) in window.verdict.text()
        told += 1
    assert told >= 3
