"""The deal reviews kept with a game, read for the score sheet and the review window.

A kept review that cannot be used — a damaged file, or a review the reader refuses by type — is
set aside (:meth:`ReviewStore.set_aside`), never printed, exported or shown; the rest of the
sheet and the other reviews are, and the player is told in a sentence where the file was kept.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from bezique_qt.ai.review import GameReview, default_budget
from bezique_qt.persistence.reviews import ReviewStore
from bezique_qt.ui.messages import open_message
from bezique_qt.words.i18n import tr

__all__ = ["KeptReviews", "kept_reviews", "read_review", "set_aside_words", "tell_set_aside"]

_log = logging.getLogger(__name__)


class KeptReviews(list[GameReview]):
    """Reviews read from the store, deal by deal, with the files set aside while reading
    them (:attr:`set_aside`)."""

    set_aside: list[Path]

    def __init__(self) -> None:
        super().__init__()
        self.set_aside = []


def read_review(store: ReviewStore, game_id: str, key: str, data: object) -> GameReview | None:
    """The kept review ``key``'s data as a review; None when it cannot be used (it is then set
    aside)."""
    try:
        return GameReview.from_json(data)
    except ValueError as error:
        _log.warning("the review %s of game %s cannot be used: %s", key, game_id, error)
        store.set_aside(game_id, key, str(error))
        return None


def kept_reviews(store: ReviewStore | None, game_id: str | None, seat: int | None,
                 budget: int | None) -> KeptReviews:
    """The reviews kept for a game of ``seat``'s decisions at ``budget`` simulations (None: the
    game's default), deal by deal (for the printed score sheet); none when there is no store,
    game or seat."""
    found = KeptReviews()
    if store is None or game_id is None or seat is None:
        return found
    before = len(store.set_aside_files)
    by_deal: dict[int, GameReview] = {}
    for key, data in store.reviews(game_id).items():
        review = read_review(store, game_id, key, data)
        if review is None:
            continue
        wanted = default_budget(len(review.players)) if budget is None else budget
        if review.seat == seat and review.budget == wanted and len(review.deals) == 1:
            by_deal[review.deals[0].deal] = review
    found.extend(by_deal[d] for d in sorted(by_deal))
    found.set_aside = store.set_aside_files[before:]
    return found


def set_aside_words(kept: Path) -> str:
    """The sentence that a damaged kept review was set aside as ``kept``."""
    return tr("A kept deal review was damaged: it was set aside (kept as {path}) and is left "
              "out.").format(path=kept)


def tell_set_aside(parent: QWidget, reviews: object) -> QMessageBox | None:
    """Tell the player (without blocking) of the kept reviews set aside while ``reviews`` (a
    :class:`KeptReviews`) were read; None when none was."""
    aside = getattr(reviews, "set_aside", None)
    if not aside:
        return None
    return open_message(parent, tr("Deal reviews"),
                        " ".join(set_aside_words(path) for path in aside),
                        name="reviews-set-aside", icon=QMessageBox.Icon.Warning)
