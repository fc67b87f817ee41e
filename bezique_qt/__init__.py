"""Bezique against the computer: a PySide6 desktop card game."""

__version__ = "0.1.0"
# The command's name, in its messages and --help.
PROG = "bezique-qt"
