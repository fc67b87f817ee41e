"""Numbers agree with their nouns in the computer's advice: "1 point", never "1 points" (the
scaled Classic scores the seven of trumps, the last trick and a brisque 1 each); in French the
singular goes for 0 and 1."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from bezique_qt.ai import reasons as why
from bezique_qt.engine.actions import PLAY, Action
from bezique_qt.engine.cards import parse_card
from bezique_qt.words.i18n import install_translators
from bezique_qt.words.reasons import reason_words

SEVEN = Action(PLAY, card=parse_card("7H1", 2))


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    install_translators(qapp, request.param)
    yield request.param
    install_translators(qapp, "en")


def test_advice_worth_one_point_says_one_point(language: str) -> None:
    for points, english, french in ((1, "1 point", "1 point"), (0, "0 points", "0 point"),
                                    (20, "20 points", "20 points")):
        words = reason_words(why.Reason(why.FALLBACK_WORTH, points=points), SEVEN)
        assert words is not None
        assert words.endswith(english if language == "en" else french), words
