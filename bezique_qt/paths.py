"""Where the program finds its data directories.

``assets/`` (card art, fonts, sounds, icons) and ``resources/`` (styles, translations, desktop
metadata) live beside the package: in the source tree at the repository root, in a frozen
(PyInstaller) build in the bundle directory ``sys._MEIPASS``.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def search_dirs() -> list[Path]:
    """The directories searched for ``assets/`` and ``resources/``, in order."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return [Path(bundle)]
    return [_PACKAGE_DIR.parent, _PACKAGE_DIR]


def _data_dir(name: str) -> Path:
    for base in search_dirs():
        candidate = base / name
        if candidate.is_dir():
            return candidate
    searched = ", ".join(str(base) for base in search_dirs())
    raise FileNotFoundError(
        f"The program's {name}/ directory is missing (looked in {searched}); "
        "reinstall bezique_qt or run it from its source tree."
    )


def assets_dir() -> Path:
    """The ``assets/`` directory: card art, fonts, sounds and icons."""
    return _data_dir("assets")


def resources_dir() -> Path:
    """The ``resources/`` directory: styles, translations and desktop metadata."""
    return _data_dir("resources")


def asset(*parts: str) -> Path:
    """A path inside ``assets/``, e.g. ``asset("fonts", "DejaVuSans.ttf")``."""
    return assets_dir().joinpath(*parts)
