"""Deal reviews kept with their game, so a review is computed once.

One JSON file per game in ``<data>/reviews/``, named after the game's id (the id the statistics
keep for a finished game, :attr:`GameInfo.game_id`)::

    {"format": "bezique-qt-reviews", "version": 1, "game_id": "…",
     "reviews": {"1:0:1500": {…the review of deal 1, seat 0, at 1500 simulations…}}}

Files are written atomically; a missing, damaged or foreign file simply holds no review (the
review is then computed again), so nothing here can stop the game.
"""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path
from typing import Any

from .atomic import read_limited, write_atomic
from .errors import PersistenceError

__all__ = ["REVIEWS_DIR_NAME", "ReviewStore"]

_log = logging.getLogger(__name__)

REVIEWS_DIR_NAME = "reviews"
FORMAT = "bezique-qt-reviews"
VERSION = 1
MAX_FILE_BYTES = 8 * 1024 * 1024
_SAFE = re.compile(r"[^A-Za-z0-9_.-]")


class ReviewStore:
    """The reviews of each game, in ``folder`` (usually ``<data>/reviews``)."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def path(self, game_id: str) -> Path:
        name = _SAFE.sub("_", game_id)[:120] or "game"
        return self.folder / f"{name}.json"

    @staticmethod
    def key(deal: int, seat: int, budget: int) -> str:
        return f"{deal}:{seat}:{budget}"

    def _read(self, game_id: str) -> dict[str, Any]:
        path = self.path(game_id)
        if not path.exists():
            return {}
        try:
            data = json.loads(read_limited(path, MAX_FILE_BYTES, what="the deal reviews"))
        except (PersistenceError, ValueError, UnicodeDecodeError) as error:
            _log.warning("the deal reviews in %s cannot be read: %s", path, error)
            return {}
        if (not isinstance(data, dict) or data.get("format") != FORMAT
                or data.get("version") != VERSION or data.get("game_id") != game_id
                or not isinstance(data.get("reviews"), dict)):
            return {}
        return data["reviews"]

    def load(self, game_id: str, deal: int, seat: int, budget: int) -> dict[str, Any] | None:
        """The stored review's JSON data, or None."""
        found = self._read(game_id).get(self.key(deal, seat, budget))
        return found if isinstance(found, dict) else None

    def save(self, game_id: str, deal: int, seat: int, budget: int,
             review: dict[str, Any]) -> None:
        """Keep ``review`` (JSON data) for the game; raises :class:`WriteError`."""
        reviews = dict(self._read(game_id))
        reviews[self.key(deal, seat, budget)] = review
        data = {"format": FORMAT, "version": VERSION, "game_id": game_id, "reviews": reviews}
        write_atomic(self.path(game_id), json.dumps(data, ensure_ascii=False),
                     what="the deal review")

    def reviews(self, game_id: str) -> dict[str, dict[str, Any]]:
        """Every stored review of the game, by :meth:`key`."""
        return {k: v for k, v in self._read(game_id).items() if isinstance(v, dict)}
