"""Bezique against the computer: a PySide6 desktop card game."""

import os as _os

__version__ = "0.1.0"
# The command's name, in its messages and --help.
PROG = "bezique-qt"

if _os.environ.get("BEZIQUE_QT_PURE_PYTHON", "") not in ("", "0"):
    # the modules compiled with Cython (setup.py) run from their source, as without a compiler
    from ._cython import prefer_sources as _prefer_sources

    _prefer_sources(__name__)
