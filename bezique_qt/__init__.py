"""Bezique against the computer: a PySide6 desktop card game."""

__version__ = "0.1.0"
