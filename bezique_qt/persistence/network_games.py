"""A game played at a network table, kept as the player's own.

Once a deal is over the server sends each seat the game's record so far (every card of a
finished deal is public: ``docs/network.md``). When the game is over the program calls
:func:`store_network_game` with the last record and the seat it played:

- the game is counted in the statistics as that seat's game, under the opponent level
  :data:`~.statistics.NETWORK` (``network``), so games against people stay apart from games
  against the computer; Finished games, its score sheet, review and the coach then work on it
  as on any other game;
- it is written as a saved game (``.bezique``) in the ``network-games`` folder of the data
  folder, named by its game id, which ``bezique-qt review``, ``sheet`` and Game → Open read.

The game's id comes from the table's code and the seat, so storing the same game again (the
last update received twice, a restart) counts it once and rewrites the same file. The id is a
digest: the code itself is kept nowhere. No Qt.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from bezique_qt.engine import GameRecord, GameState, replay
from bezique_qt.levels import Level

from .paths import Locations, resolve
from .saves import GameInfo, save_game
from .statistics import Statistics, open_statistics

NETWORK_GAMES_DIR_NAME = "network-games"

__all__ = ["NETWORK_GAMES_DIR_NAME", "StoredGame", "network_game_id", "network_games_dir",
           "store_network_game"]


@dataclass(frozen=True)
class StoredGame:
    """Where a network game was kept: its statistics row, its file, and its final state."""

    game_row: int
    path: Path
    state: GameState
    info: GameInfo


def network_games_dir(locations: Locations | None = None) -> Path:
    """The folder network games are kept in (``…/bezique-qt/network-games``)."""
    return resolve(locations).data_dir / NETWORK_GAMES_DIR_NAME


def network_game_id(table: str, seat: int) -> str:
    """The id of the game a seat played at a table (the same each time it is asked)."""
    code = "".join(ch for ch in table.upper() if ch not in "- ")
    return "net-" + hashlib.sha256(f"{code}:{seat}".encode()).hexdigest()[:32]


def store_network_game(record: GameRecord | Mapping[str, Any], seat: int, table: str, *,
                       locations: Locations | None = None,
                       statistics: Statistics | None = None,
                       finished_at: datetime | None = None) -> StoredGame:
    """Keep the finished game of ``seat`` at the network table ``table`` (its code) as the
    player's own: counted in the statistics and written to :func:`network_games_dir`.

    ``record`` is the ``record`` of the server's last update (as JSON or read). Raises
    :class:`~bezique_qt.engine.RecordError` for a record that is not valid, ``ValueError``
    for a game not over or a seat not at the table, :class:`.errors.WriteError` when the file
    cannot be written and :class:`.errors.StatisticsError` when it cannot be counted (the file
    is written first: nothing is lost)."""
    if not isinstance(record, GameRecord):
        record = GameRecord.from_json(dict(record))
    state = replay(record)
    if not state.over:
        raise ValueError("the game at this table is not over yet")
    if not 0 <= seat < state.variant.players:
        raise ValueError(f"there is no seat {seat + 1} at this table")
    game_id = network_game_id(table, seat)
    info = GameInfo(title=f"{state.variant.name}: {' v '.join(state.names)} (network)",
                    opponent_level=Level.MEDIUM, started_at=None, game_id=game_id)
    path = save_game(network_games_dir(locations) / game_id, record, info)
    own = statistics is None
    stats = open_statistics(locations)[0] if statistics is None else statistics
    try:
        row = stats.record_game(state, info, seat=seat, record=record,
                                finished_at=finished_at, network=True)
    finally:
        if own:
            stats.close()
    return StoredGame(row, path, state, info)
