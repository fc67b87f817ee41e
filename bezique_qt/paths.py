"""Where the program finds its data directories.

``assets/`` (card art, fonts) and ``resources/`` (translations, styles, desktop metadata) are
kept at the top of the source tree. An installed program (a wheel: ``pip install``) carries them
inside the package as ``bezique_qt/assets`` and ``bezique_qt/resources`` (pyproject.toml maps
the two folders there), found with :mod:`importlib.resources`. A frozen (PyInstaller) build has
them in its bundle directory ``sys._MEIPASS``. Run from the source tree, or installed in
editable mode, the package has no copy and the folders beside it are used.

:func:`missing_data` names what a broken install lacks, so that the program can say so before it
opens a window instead of failing while it paints.
"""

from __future__ import annotations

import sys
from importlib.resources import files
from pathlib import Path

# The card faces the table cannot be drawn without (the backs are painted, not read): suit
# letter S H D C and rank a k q j 10 9 8 7, as assets/cards names them.
CARD_FACES = tuple(suit + rank for suit in "SHDC"
                   for rank in ("a", "k", "q", "j", "10", "9", "8", "7"))


def _package_dir() -> Path:
    """The package's own directory, as :mod:`importlib.resources` sees it."""
    package = files("bezique_qt")
    # Always a real directory for an installed wheel or a checkout; Qt needs real files.
    return package if isinstance(package, Path) else Path(__file__).resolve().parent


def _is_source_tree(folder: Path) -> bool:
    """True for the checkout the package runs from (not, say, a site-packages folder in which
    some other distribution left an ``assets/`` directory)."""
    return (folder / "pyproject.toml").is_file() and (folder / "bezique_qt").is_dir()


def search_dirs() -> list[Path]:
    """The directories searched for ``assets/`` and ``resources/``, in order."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return [Path(bundle)]
    package = _package_dir()
    if _is_source_tree(package.parent):
        return [package, package.parent]
    return [package]


def _data_dir(name: str) -> Path:
    for base in search_dirs():
        candidate = base / name
        if candidate.is_dir():
            return candidate
    searched = ", ".join(str(base) for base in search_dirs())
    raise FileNotFoundError(
        f"The program's {name}/ folder is missing (looked in {searched}); "
        "reinstall bezique_qt or run it from its source tree."
    )


def assets_dir() -> Path:
    """The ``assets/`` directory: card art and fonts."""
    return _data_dir("assets")


def resources_dir() -> Path:
    """The ``resources/`` directory: translations, styles and desktop metadata."""
    return _data_dir("resources")


def asset(*parts: str) -> Path:
    """A path inside ``assets/``, e.g. ``asset("fonts", "DejaVuSans.ttf")``."""
    return assets_dir().joinpath(*parts)


def missing_data() -> str | None:
    """A sentence naming the data files the program cannot play without that are missing, or
    None when they are all there."""
    try:
        cards = asset("cards")
    except FileNotFoundError as error:
        return str(error)
    missing = [f"{name}.svg" for name in CARD_FACES if not (cards / f"{name}.svg").is_file()]
    if not missing:
        return None
    shown = ", ".join(missing[:4]) + (f" and {len(missing) - 4} more" if len(missing) > 4 else "")
    return (f"The card art is incomplete: {shown} missing from {cards}; reinstall bezique_qt "
            "or run it from its source tree.")
