"""Text that names cards, shown with their symbols and spoken with their names.

The table writes a card as its rank and suit symbol (``K♥``, ``10♦``), which a screen reader
cannot say well. A :class:`Caption` is the text as shown (it *is* that string) and carries the
same text as spoken, with every card named in the player's language (:attr:`Caption.spoken`:
``king of hearts``). Both are made together from one template and the cards as data
(:meth:`Caption.of`), so nothing ever reads the shown text back to find the cards in it.

A caption also knows where a line must not break when it is wrapped (:meth:`Caption.units`):
inside a run of cards (``K♥ Q♥``) and right after a lone suit symbol (``♥ trumps``).

This module does not load Qt and names nothing itself: the cards' symbols and words come in
from :mod:`bezique_qt.words.game` (:func:`~bezique_qt.words.game.card_caption` and its kin).
"""

from __future__ import annotations

import string
from collections.abc import Iterable

_FORMATTER = string.Formatter()


class Caption(str):
    """A text as shown (the string itself) with :attr:`spoken`, the same text for a screen
    reader, and the spaces where a wrapped line must not break (:attr:`glued`, their indexes
    in the shown text).

    Being a string, a caption goes wherever shown text goes (labels, buttons, comparisons in
    tests). String methods give plain strings without the spoken text: build captions with
    :meth:`of`, ``+``, :meth:`joined` and :meth:`capitalised` only.
    """

    spoken: str
    glued: frozenset[int]
    glue_after: bool

    def __new__(cls, shown: str, spoken: str | None = None, glued: Iterable[int] = (), *,
                glue_after: bool = False) -> Caption:
        self = super().__new__(cls, shown)
        self.spoken = shown if spoken is None else spoken
        self.glued = frozenset(glued)
        self.glue_after = glue_after  # a lone suit symbol: keep the next word on its line
        return self

    @property
    def shown(self) -> str:
        """The text as shown, a plain string."""
        return str.__str__(self)

    def __repr__(self) -> str:
        return f"Caption({self.shown!r}, spoken={self.spoken!r})"

    # ------------------------------------------------------------------ building
    @classmethod
    def of(cls, template: str, /, **values: object) -> Caption:
        """``template`` (already translated) with its ``{placeholders}`` filled in, once with
        the values as shown and once as spoken; a value that is not a caption reads the same
        both ways."""
        shown: list[str] = []
        spoken: list[str] = []
        glued: set[int] = set()
        at = 0
        glue_next = False
        for literal, field, spec, conversion in _FORMATTER.parse(template):
            if literal:
                if glue_next and literal.startswith(" "):
                    glued.add(at)
                shown.append(literal)
                spoken.append(literal)
                at += len(literal)
            glue_next = False
            if field is None:
                continue
            value, _ = _FORMATTER.get_field(field, (), values)
            if isinstance(value, Caption) and not spec and not conversion:
                glued.update(at + i for i in value.glued)
                shown.append(value.shown)
                spoken.append(value.spoken)
                at += len(value.shown)
                glue_next = value.glue_after
                continue
            text = _FORMATTER.format_field(_FORMATTER.convert_field(value, conversion), spec or "")
            shown.append(text)
            spoken.append(text)
            at += len(text)
        return cls("".join(shown), "".join(spoken), glued)

    def __add__(self, other: str) -> Caption:
        return Caption.of("{a}{b}", a=self, b=other)

    def __radd__(self, other: str) -> Caption:
        return Caption.of("{a}{b}", a=other, b=self)

    @classmethod
    def joined(cls, separator: str, parts: Iterable[str], /) -> Caption:
        """``parts`` one after another with ``separator`` between them."""
        joined = cls("")
        for i, part in enumerate(parts):
            joined = joined + separator + part if i else joined + part
        return joined

    def capitalised(self) -> Caption:
        """With a capital first letter, shown and spoken."""
        return Caption(self.shown[:1].upper() + self.shown[1:],
                       self.spoken[:1].upper() + self.spoken[1:], self.glued)

    # ------------------------------------------------------------------ wrapping
    def units(self) -> list[str]:
        """The shown text cut at the spaces where a line may break (see :func:`units`)."""
        return units(self)


def spoken_text(text: str) -> str:
    """What a screen reader says for ``text``: a caption's spoken text; any other text (which
    names no card) as it is."""
    return text.spoken if isinstance(text, Caption) else text


def units(text: str) -> list[str]:
    """``text`` cut where a line may break: at its spaces, except in a caption the spaces it
    keeps glued (between the cards of a meld, after a lone suit symbol); runs of spaces break
    once and leave no empty unit."""
    glued = text.glued if isinstance(text, Caption) else frozenset()
    parts: list[str] = []
    start = 0
    for at, char in enumerate(text):
        if char == " " and at not in glued:
            if at > start:
                parts.append(text[start:at])
            start = at + 1
    if len(text) > start:
        parts.append(text[start:])
    return parts
