"""Where the player's files live.

Every location comes from :func:`default_locations` (platformdirs, application name
``bezique-qt``) or from a :class:`Locations` passed in, so tests and portable installs can put
everything elsewhere.  Nothing here creates a directory: writers create what they need.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "bezique-qt"

PREFERENCES_NAME = "preferences.json"
AUTOSAVE_NAME = "autosave.json"
AUTOSAVE_PREVIOUS_NAME = "autosave.prev.json"
STATISTICS_NAME = "statistics.sqlite3"
SAVES_DIR_NAME = "saves"
PENDING_DIR_NAME = "pending"
LOG_NAME = "bezique-qt.log"


@dataclass(frozen=True)
class Locations:
    """The three base folders and the files and folders inside them."""

    config_dir: Path
    data_dir: Path
    log_dir: Path

    @classmethod
    def under(cls, root: Path) -> Locations:
        """Everything below one folder (``config/``, ``data/``, ``logs/``)."""
        root = Path(root)
        return cls(root / "config", root / "data", root / "logs")

    @property
    def preferences_file(self) -> Path:
        return self.config_dir / PREFERENCES_NAME

    @property
    def autosave_file(self) -> Path:
        return self.data_dir / AUTOSAVE_NAME

    @property
    def autosave_previous_file(self) -> Path:
        return self.data_dir / AUTOSAVE_PREVIOUS_NAME

    @property
    def saves_dir(self) -> Path:
        """The folder a Save dialog opens first (the player may choose any other)."""
        return self.data_dir / SAVES_DIR_NAME

    @property
    def pending_dir(self) -> Path:
        """Finished games not yet counted in the statistics, one file each."""
        return self.data_dir / PENDING_DIR_NAME

    @property
    def spare_pending_dir(self) -> Path:
        """Where a finished game waits when the data folder refuses it (full, read-only): in
        the log's folder, which may be elsewhere (only the log writes there, by name)."""
        return self.log_dir / PENDING_DIR_NAME

    @property
    def statistics_file(self) -> Path:
        return self.data_dir / STATISTICS_NAME

    @property
    def log_file(self) -> Path:
        return self.log_dir / LOG_NAME


def default_locations() -> Locations:
    """The platform's folders for this user (on Linux ``$XDG_CONFIG_HOME/bezique-qt``,
    ``$XDG_DATA_HOME/bezique-qt`` and ``$XDG_STATE_HOME/bezique-qt/log``)."""
    return Locations(
        config_dir=platformdirs.user_config_path(APP_NAME, appauthor=False),
        data_dir=platformdirs.user_data_path(APP_NAME, appauthor=False),
        log_dir=platformdirs.user_log_path(APP_NAME, appauthor=False),
    )


def resolve(locations: Locations | None) -> Locations:
    """``locations``, or the platform's defaults when it is None."""
    return default_locations() if locations is None else locations
