"""The kept deal reviews for ``scripts/fuzz_inputs.py``: the file, and the loader that reads it.

:func:`make_files` keeps a real review the way the program keeps it (a short deal played at
random, reviewed at a small budget, saved by :class:`ReviewStore` in ``<data>/reviews/``).
The ``reviews`` loader reads a damaged copy as every program path does: the kept reviews of the
game for the score sheet (``kept_reviews``, which sets a review it cannot use aside), the
review printed in the score sheet's style and the sheet exported as HTML and text with them
(Print and Export), the review window's read of one deal, then the next review saved.  It ends
``refused`` when something was set aside (the program's own answer, with its sentence), ``ok``
otherwise; any exception is a traceback of the harness.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

from bezique_qt import persistence as store
from bezique_qt.ai.review import GameReview, review_record
from bezique_qt.engine import GameRecord, GameState, preset
from bezique_qt.export.html import sheet_html
from bezique_qt.export.review import review_html
from bezique_qt.export.sheet import sheet_from_record
from bezique_qt.export.text import sheet_text
from bezique_qt.persistence.reviews import REVIEWS_DIR_NAME, ReviewStore

OK, REFUSED = "ok", "refused"  # (the outcomes of fuzz_inputs.py)
GAME_ID = "fuzzgame"
BUDGET = 4
FILE_FAMILIES = {"reviews": ("bytes", "json")}
OWNS = (f"{GAME_ID}.json", f".{GAME_ID}.json.")
"""The files the loader may change: the game's reviews (set aside, written again)."""


@cache
def _deal() -> tuple[GameRecord, dict[str, Any]]:
    """A deal of one pack played at random, and its review."""
    state = GameState.new_game(preset("one_pack_32"), seed=3, names=["Zoë", "North"])
    rng = random.Random(3)
    while not state.deal_over:
        state.apply(rng.choice(state.legal_actions()))
    record = GameRecord.of(state)
    return record, review_record(record, 0, deal=1, budget=BUDGET).to_json()


def make_files(where: store.Locations) -> dict[str, Path]:
    """Keep the deal's review (and a second deal's, the same with another number) as the
    program keeps them; returns the file by kind."""
    reviews = ReviewStore(where.data_dir / REVIEWS_DIR_NAME)
    _record, data = _deal()
    reviews.save(GAME_ID, 1, 0, BUDGET, data)
    second = {**data, "deals": [{**data["deals"][0], "deal": 2}]}
    reviews.save(GAME_ID, 2, 0, BUDGET, second)
    return {"reviews": reviews.path(GAME_ID)}


def read_kept_reviews(path: Path, where: store.Locations) -> str:
    from bezique_qt.ui.kept_reviews import kept_reviews, read_review

    reviews = ReviewStore(path.parent)
    record, data = _deal()
    found = kept_reviews(reviews, GAME_ID, 0, BUDGET)  # the score sheet's Print and Export
    for review in found:
        review_html(review)
    sheet = replace(sheet_from_record(record), reviews=tuple(found))
    sheet_html(sheet)
    sheet_text(sheet)
    kept = reviews.load(GAME_ID, 1, 0, BUDGET)  # the review window, deal 1
    if kept is not None:
        shown = read_review(reviews, GAME_ID, reviews.key(1, 0, BUDGET), kept)
        if shown is not None:
            review_html(shown)
    reviews.save(GAME_ID, 1, 0, BUDGET, GameReview.from_json(data).to_json())  # the next
    return REFUSED if reviews.set_aside_files else OK


def loaders(loader: Callable[..., Any]) -> tuple[Any, ...]:
    """The loaders of this module, made with fuzz_inputs.py's ``Loader``."""
    return (loader("reviews", "reviews", read_kept_reviews, OWNS),)
