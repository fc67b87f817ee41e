"""Deal reviews kept with their game, so a review is computed once.

One JSON file per game in ``<data>/reviews/``, named after the game's id (the id the statistics
keep for a finished game, :attr:`GameInfo.game_id`)::

    {"format": "bezique-qt-reviews", "version": 1, "game_id": "…",
     "reviews": {"1:0:1500": {…the review of deal 1, seat 0, at 1500 simulations…}}}

Files are written atomically.  A file read back is checked as the other files are: at most
:data:`MAX_FILE_BYTES`, UTF-8 JSON nested at most :data:`~.jsontext.MAX_DEPTH` deep, a lone
surrogate repaired, every key ``deal:seat:budget`` and every review an object.  A damaged or
foreign file holds no review for the program (the review is then computed again) and is *set
aside* — kept under a new name (``<id>.json.bad-…``) — so that the next review saved makes a
fresh file; a review the reader of reviews refuses is set aside the same way
(:meth:`ReviewStore.set_aside`), the others staying in use.  :attr:`ReviewStore.set_aside_files`
lists what was set aside, for the player to be told.  Nothing here can stop the game.
"""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path
from typing import Any

from .atomic import move_aside, read_limited, write_atomic
from .errors import PersistenceError, ReadError, WriteError
from .jsontext import JSONTextError, encoded, load_json

__all__ = ["REVIEWS_DIR_NAME", "ReviewStore"]

_log = logging.getLogger(__name__)

REVIEWS_DIR_NAME = "reviews"
FORMAT = "bezique-qt-reviews"
VERSION = 1
MAX_FILE_BYTES = 8 * 1024 * 1024
_SAFE = re.compile(r"[^A-Za-z0-9_.-]")
_KEY = re.compile(r"[0-9]{1,9}:[0-9]{1,9}:[0-9]{1,9}")


class ReviewStore:
    """The reviews of each game, in ``folder`` (usually ``<data>/reviews``)."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.set_aside_files: list[Path] = []
        """Where each damaged file was kept when it was set aside (or the file itself, when
        it could not be moved), oldest first."""

    def path(self, game_id: str) -> Path:
        name = _SAFE.sub("_", game_id)[:120] or "game"
        return self.folder / f"{name}.json"

    @staticmethod
    def key(deal: int, seat: int, budget: int) -> str:
        return f"{deal}:{seat}:{budget}"

    def _read(self, game_id: str) -> dict[str, Any]:
        path = self.path(game_id)
        try:
            data = load_json(read_limited(path, MAX_FILE_BYTES, what="the deal reviews"))
        except ReadError as error:
            if not error.missing:
                self._set_aside_file(path, error.reason)
            return {}
        except JSONTextError as error:
            self._set_aside_file(path, str(error))
            return {}
        problem = _problem(data, game_id)
        if problem:
            self._set_aside_file(path, problem)
            return {}
        reviews: dict[str, Any] = data["reviews"]
        return reviews

    def _set_aside_file(self, path: Path, reason: str) -> Path:
        """Keep the damaged file ``path`` under a new name (said in :attr:`set_aside_files`)."""
        _log.warning("the deal reviews in %s are damaged (%s); the file is set aside",
                     path, reason)
        try:
            kept = move_aside(path, "bad")
        except WriteError as error:
            _log.warning("%s", error)
            kept = path
        self.set_aside_files.append(kept)
        return kept

    def load(self, game_id: str, deal: int, seat: int, budget: int) -> dict[str, Any] | None:
        """The stored review's JSON data, or None."""
        found = self._read(game_id).get(self.key(deal, seat, budget))
        return found if isinstance(found, dict) else None

    def save(self, game_id: str, deal: int, seat: int, budget: int,
             review: dict[str, Any]) -> None:
        """Keep ``review`` (JSON data) for the game; raises :class:`WriteError`."""
        reviews = dict(self._read(game_id))
        reviews[self.key(deal, seat, budget)] = review
        self._write(game_id, reviews)

    def _write(self, game_id: str, reviews: dict[str, Any]) -> None:
        path = self.path(game_id)
        data = {"format": FORMAT, "version": VERSION, "game_id": game_id, "reviews": reviews}
        write_atomic(path, encoded(json.dumps(data, ensure_ascii=False), path, "the deal review"),
                     what="the deal review")

    def reviews(self, game_id: str) -> dict[str, dict[str, Any]]:
        """Every stored review of the game, by :meth:`key`."""
        return dict(self._read(game_id))

    def set_aside(self, game_id: str, key: str, reason: str) -> Path | None:
        """The review ``key`` of the game cannot be used (``reason``, for the log): keep the
        game's file under a new name, and the game's other reviews in a fresh file.  Returns
        where the file was kept (None if there was no such review); never raises."""
        reviews = self._read(game_id)
        if key not in reviews:
            return None
        kept = self._set_aside_file(self.path(game_id), f"review {key}: {reason}")
        others = {k: v for k, v in reviews.items() if k != key}
        if others and kept != self.path(game_id):
            try:
                self._write(game_id, others)
            except PersistenceError as error:  # they are kept in the file set aside
                _log.warning("%s", error)
        return kept


def _problem(data: Any, game_id: str) -> str:
    """What makes ``data`` no file of the reviews of ``game_id`` ("" if nothing does)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return "it is not a file of deal reviews"
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version != VERSION:
        return "its version is not one this program reads"
    if data.get("game_id") != game_id:
        return "it holds the reviews of another game"
    reviews = data.get("reviews")
    if not isinstance(reviews, dict):
        return "its reviews are not an object"
    for key, value in reviews.items():
        if not _KEY.fullmatch(key):
            return f"{key[:40]!r} is not the key of a review"
        if not isinstance(value, dict):
            return f"the review {key} is not an object"
    return ""
