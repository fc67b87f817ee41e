"""What a network table takes from the rest of the program: where its finished game is kept
(the player's own statistics and Finished games) and the animation speed the player chose.

A table window opened from the game's window (Game → Host a table…, Join a table…) is given
the :class:`TableHome` of that window's session: the finished game is counted in the same
statistics the Statistics and Finished games windows read (and they are told, so an open one
shows it), and the table follows the animation-speed preference, also when it changes while
the table is open. A table opened without a session keeps its game in the default data folder.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import QObject, Signal, SignalInstance
from PySide6.QtWidgets import QWidget

from bezique_qt.engine import RecordError
from bezique_qt.persistence import Locations, PersistenceError, Statistics
from bezique_qt.persistence.network_games import store_network_game
from bezique_qt.ui.table.animation import SPEEDS
from bezique_qt.ui.table.scene import TableScene
from bezique_qt.words.net import keeping_words

HOME_NAME = "net-table-home"


class TableHome(QObject):
    """Keeps a seat's finished network game and tells the animation speed.

    :attr:`kept` carries the statistics row of a game just kept; :attr:`speed_changed` the
    animation factor (1 normal, 0 none) when the player chooses another speed."""

    kept = Signal(int)
    speed_changed = Signal(float)

    def __init__(self, locations: Locations | None = None,
                 statistics: Statistics | None = None, speed: float = 1.0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.locations = locations
        self.statistics = statistics
        self.speed = speed

    def keep(self, record: Mapping[str, Any], seat: int, table: str) -> str:
        """Keep the finished game ``record`` of ``seat`` at the table ``table`` (its code) as
        the player's own; the sentence to show: kept, or why not (nothing else is lost)."""
        try:
            stored = store_network_game(record, seat, table, locations=self.locations,
                                        statistics=self.statistics)
        except RecordError as error:
            return keeping_words("damaged", error.message)
        except ValueError as error:
            return keeping_words("damaged", str(error))
        except PersistenceError as error:
            return keeping_words("not_kept", str(error))
        self.kept.emit(stored.game_row)
        return keeping_words("kept")

    def set_speed_key(self, key: str) -> None:
        """The player chose the animation speed ``key`` (``slow``, ``normal``, ``fast``,
        ``none``)."""
        self.speed = SPEEDS.get(key, 1.0)
        self.speed_changed.emit(self.speed)


@runtime_checkable
class GameSessionLike(Protocol):
    """What a table takes from the game window's session (``ui.session.GameSession``, which
    this package does not import: the session's menus open the tables)."""

    locations: Locations
    statistics: Statistics | None
    preferences_changed: SignalInstance  # (Preferences)
    game_recorded: SignalInstance  # (the statistics row of a game just counted)


def home_of(window: QWidget | None) -> TableHome:
    """The table home of the game's window ``window`` (its session's statistics, folders and
    animation speed); a home in the default data folder when it has no session."""
    scene = getattr(window, "scene", None)
    # the speed the game's window plays at now (the preference, or ``--speed`` for this run)
    speed = scene.speed if isinstance(scene, TableScene) else 1.0
    attached = window.findChild(QObject, "session") if window is not None else None
    game = getattr(attached, "session", None)
    if attached is None or not isinstance(game, GameSessionLike):
        return TableHome(speed=speed)
    found = attached.findChild(TableHome, HOME_NAME)
    if found is not None:  # one home per session, shared by its tables
        return found
    home = TableHome(game.locations, game.statistics, speed, parent=attached)
    home.setObjectName(HOME_NAME)
    home.kept.connect(game.game_recorded)
    game.preferences_changed.connect(lambda prefs: home.set_speed_key(prefs.animation_speed))
    return home
