"""Errors with a stable reason code and an English sentence (the UI may translate by code)."""

from __future__ import annotations


class BeziqueError(Exception):
    """Base class of the engine's errors."""


class IllegalAction(BeziqueError):
    """An action the rules do not allow now.  ``code`` is stable (e.g. ``R1``, ``F2``,
    ``PHASE2_HEAD``); ``reasons`` lists every rule code that forbids it."""

    def __init__(self, code: str, message: str, reasons: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.reasons = reasons or (code,)

    def __str__(self) -> str:
        return self.message


class RecordError(BeziqueError):
    """A game record that cannot be read or replayed.  ``index`` is the failing action's
    position in the record's action list (None when the record itself is bad)."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index
        self.message = message
