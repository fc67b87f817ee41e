"""Verbs agreeing with player names: the default name "You" takes the plural form."""

from __future__ import annotations

import pytest

from bezique_qt.names import is_you, says, subject, third_person, verb_for


@pytest.mark.parametrize(("verb", "expected"), [
    ("win", "wins"), ("deal", "deals"), ("lead", "leads"), ("be", "is"), ("have", "has"),
    ("guess", "guesses"), ("carry", "carries"), ("play", "plays"), ("exchange", "exchanges"),
])
def test_third_person(verb: str, expected: str) -> None:
    assert third_person(verb) == expected


@pytest.mark.parametrize(("name", "verb", "rest", "expected"), [
    ("You", "win", "", "You win"),
    ("Ann", "win", "", "Ann wins"),
    ("You", "deal", "first", "You deal first"),
    ("Ann", "deal", "first", "Ann deals first"),
    ("You", "lead", "", "You lead"),
    ("Ann", "lead", "", "Ann leads"),
    ("You", "be", "thinking", "You are thinking"),
    ("Computer", "be", "thinking", "Computer is thinking"),
    ("you", "win", "the game", "You win the game"),
])
def test_says_agrees_with_the_name(name: str, verb: str, rest: str, expected: str) -> None:
    assert says(name, verb, rest) == expected


def test_within_a_sentence_you_is_lower_case() -> None:
    assert says("You", "guess", start=False) == "you guess"
    assert says("Ann", "guess", start=False) == "Ann guesses"
    assert subject("You", start=False) == "you"
    assert subject("Ann", start=False) == "Ann"
    assert verb_for("You", "have") == "have" and verb_for("Ann", "have") == "has"
    assert is_you(" YOU ") and not is_you("Young")
