"""Sentences about players by name: the verb agrees with the name, so the default player name
"You" reads "You win" while a named player reads "Ann wins" (standard library only, no Qt)."""

from __future__ import annotations

_IRREGULAR = {"be": "is", "have": "has", "do": "does", "go": "goes"}


def is_you(name: str) -> bool:
    """Whether ``name`` is the second person ("You", in any case), which takes a plural verb."""
    return name.strip().lower() == "you"


def third_person(verb: str) -> str:
    """The third-person singular of ``verb`` given in its base form: ``win`` → ``wins``,
    ``be`` → ``is``, ``guess`` → ``guesses``, ``try`` → ``tries``."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(("s", "x", "z", "ch", "sh")):
        return verb + "es"
    if len(verb) > 1 and verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def verb_for(name: str, verb: str) -> str:
    """``verb`` (its base form) agreeing with ``name`` as its subject:
    ``verb_for("You", "win")`` → ``win``, ``verb_for("Ann", "win")`` → ``wins``,
    ``verb_for("You", "be")`` → ``are``."""
    if is_you(name):
        return "are" if verb == "be" else verb
    return third_person(verb)


def subject(name: str, *, start: bool = True) -> str:
    """``name`` as the subject of a sentence: "You" is written "you" within a sentence
    (``start=False``); other names are kept as they are."""
    if is_you(name):
        return "You" if start else "you"
    return name


def says(name: str, verb: str, rest: str = "", *, start: bool = True) -> str:
    """``name`` and ``verb`` agreeing, then ``rest``: ``says("You", "win", "the game")`` →
    ``You win the game``, ``says("Ann", "deal", "first", start=False)`` → ``Ann deals first``,
    ``says("You", "guess", start=False)`` → ``you guess``."""
    words = f"{subject(name, start=start)} {verb_for(name, verb)}"
    return f"{words} {rest}" if rest else words
