"""The default player name (standard library only, no Qt).

A player left unnamed is called "You", kept so in saves and records in every language; the words
shown for it, and sentences about a player whose verb agrees with the name ("You win", "Ann
wins"), are the presentation layer's (``words.i18n``: ``display_name``, ``for_player``)."""

from __future__ import annotations


def is_you(name: str) -> bool:
    """Whether ``name`` is the second person ("You", in any case), which takes a plural verb."""
    return name.strip().lower() == "you"
