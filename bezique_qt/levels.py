"""The computer's levels, weakest first: the one list (no Qt; built on the engine's kinds).

How each level plays is the computer players' one table (``ai.ladder.PLAYERS``). The bots, the
command line's ``--level``/``--a``/``--b``, the New Game dialog, the
preferences and the saves all take their levels from :class:`Level`; the words shown for each
are the presentation layer's (``words.i18n``: ``level_label``, ``level_description``).
"""

from __future__ import annotations

from bezique_qt.engine.kinds import WordEnum


class Level(WordEnum):
    """A computer level.  A member is its id (a ``str``: ``"medium"``), so preferences, saves
    and match records spell it exactly as the plain word (``repr()`` too, as for the
    engine's kinds)."""

    NOVICE = "novice"
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    EXPERT = "expert"

    @property
    def display_name(self) -> str:
        """The level's English name (``Medium``), as the command line and the match's
        report write it; the table passes the level itself around and shows
        ``words.i18n.level_label(level)``."""
        return self.value.capitalize()

    @classmethod
    def named(cls, text: str) -> Level:
        """The level for ``text``, its id or name in any case (``Expert``, `` EXPERT``).

        Raises ValueError with a sentence naming the levels when there is no such level."""
        try:
            return cls(text.strip().lower())
        except ValueError:
            raise ValueError(f"there is no level {text.strip()!r}; the levels are "
                             f"{level_list()}") from None


NETWORK = "network"
"""The opponent kept with a game played against people at a network table, in the place of a
computer level (the statistics count such games apart; ``words.i18n.opponent_label`` words it)."""
LEVELS: tuple[Level, ...] = tuple(Level)
"""Every level, weakest first."""
LEVEL_NAMES: dict[Level, str] = {level: level.display_name for level in Level}
"""Each level's English name (``Level.MEDIUM`` → ``Medium``)."""


def level_list() -> str:
    """The levels' names in a phrase: ``Novice, Easy, Medium, Hard or Expert``."""
    names = [level.display_name for level in Level]
    return ", ".join(names[:-1]) + " or " + names[-1]
