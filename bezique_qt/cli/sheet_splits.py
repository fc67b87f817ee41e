"""Cards or play on ``bezique-qt sheet RECORD``: the splits the program kept for a game, or
weighed on the spot.

The program keeps each finished deal's split with its game in the statistics database, by the
game's id (``persistence/split_history.py``); a saved game (``.bezique``, the autosave) carries
that id.  ``sheet`` adds the kept splits after the deals, as the program's own sheet does, in
every format.  A bare record or a match record has no id: its splits can be weighed here
instead (``--weigh-splits``, every seat's decisions reviewed at ``--split-budget`` simulations
a decision, which takes a while).  A statistics database that does not exist is never created
here: the sheet is then shown without splits.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bezique_qt.ai.split import DealSplit
from bezique_qt.engine.record import GameRecord
from bezique_qt.engine.variants import variant_from
from bezique_qt.export.sheet import ScoreSheet
from bezique_qt.export.split_sheet import with_splits

__all__ = ["SplitsUnavailable", "game_ids", "kept_splits", "sheets_with_splits",
           "weighed_splits"]

_log = logging.getLogger(__name__)


@dataclass
class SplitsUnavailable(Exception):
    """The statistics database cannot be read: one sentence."""

    message: str

    def __str__(self) -> str:
        return self.message


def _ids(data: Any, depth: int = 0) -> list[str | None]:
    """The game id of every game in ``data``, in the order the sheet reads them (None for a
    game whose file names none)."""
    if depth > 4:
        return []
    if isinstance(data, list):
        return [i for item in data for i in _ids(item, depth + 1)]
    if not isinstance(data, dict):
        return []
    if "record" in data and data.get("format") != "bezique-qt-record":
        game_id = data.get("game_id")
        return [game_id if isinstance(game_id, str) and game_id else None]
    return [None]


def game_ids(path: str, games: int) -> list[str | None]:
    """The game id of each of the ``games`` games in the file ``path`` (all None for a folder,
    or when they cannot be told apart)."""
    from bezique_qt.export.load import SheetError, _read_json

    if Path(path).is_dir():
        return [None] * games
    try:
        data, _mtime = _read_json(Path(path))
    except SheetError:
        return [None] * games
    found = _ids(data)
    return found if len(found) == games else [None] * games


def default_statistics() -> Path:
    """The program's own statistics database."""
    from bezique_qt.persistence.paths import resolve

    return resolve(None).statistics_file


def kept_splits(statistics: Path, ids: Sequence[str | None]) -> list[list[DealSplit]]:
    """The splits kept for each game (by its id) in the statistics database ``statistics``;
    none when the file does not exist.  Raises :class:`SplitsUnavailable`."""
    if not any(ids) or not statistics.is_file():
        return [[] for _ in ids]
    from bezique_qt.persistence import PersistenceError
    from bezique_qt.persistence.split_history import kept_deal_splits
    from bezique_qt.persistence.statistics import Statistics

    try:  # read only: a sheet never changes the statistics, nor sets a damaged file aside
        conn = sqlite3.connect(f"{statistics.resolve().as_uri()}?mode=ro", uri=True,
                               timeout=5.0)
    except sqlite3.Error as error:
        raise SplitsUnavailable(f"{statistics}: the statistics cannot be read ({error})") \
            from None
    try:
        stats = Statistics(conn, statistics)
        return [kept_deal_splits(stats, i) if i else [] for i in ids]
    except (PersistenceError, sqlite3.Error) as error:
        raise SplitsUnavailable(f"{statistics}: the statistics cannot be read ({error})") \
            from None
    finally:
        conn.close()


def weighed_splits(records: Sequence[GameRecord], budget: int | None,
                   workers: int = 1) -> list[list[DealSplit]]:
    """Each game's finished deals split here, every seat reviewed at ``budget``."""
    from bezique_qt.ai.split import review_every_seat, split_game

    out = []
    for record in records:
        reviews = review_every_seat(record, budget=budget, workers=workers)
        out.append(split_game(record, reviews).deals)
    return out


def sheets_with_splits(sheets: Sequence[ScoreSheet], records: Sequence[GameRecord],
                       splits: Sequence[Sequence[DealSplit]]) -> list[ScoreSheet]:
    """Each sheet with its game's splits after the deals (unchanged without any)."""
    out = []
    for sheet, record, found in zip(sheets, records, splits, strict=True):
        sides = variant_from(record.variant, record.switches).sides
        out.append(with_splits(sheet, found, sides) if found else sheet)
    return out
