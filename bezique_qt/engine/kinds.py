"""The base of the engine's kinds (action kinds, steps, meld types): string enums whose members
are their plain words everywhere.

A member is a ``str`` equal to its word, with the word's hash; ``str()``, ``format()`` and JSON
give the word, and so does ``repr()`` here (``'play'``, not ``<ActionKind.PLAY: 'play'>``), so
any text made from a value — a record, a save, a review's seed, which hashes the ``repr`` of an
observation — is the same whether it holds a member or the word.
"""

from __future__ import annotations

from enum import StrEnum


class WordEnum(StrEnum):
    """A :class:`~enum.StrEnum` whose members show as their plain words, ``repr()`` too."""

    def __repr__(self) -> str:
        return str.__repr__(self)
