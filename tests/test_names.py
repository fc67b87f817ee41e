"""The default player name "You", and sentences about players worded by the presentation layer
(no English verb agreement is built by hand: each language words "You win" and "Ann wins")."""

from __future__ import annotations

import ast
from pathlib import Path

from bezique_qt.names import is_you
from bezique_qt.words.i18n import for_player

PACKAGE = Path(__file__).resolve().parents[1] / "bezique_qt"


def test_you_is_the_second_person_in_any_case() -> None:
    assert is_you(" YOU ") and is_you("you") and not is_you("Young")


def test_sentences_about_players_take_each_language_s_words() -> None:
    assert for_player("You", "You win.", "{name} wins.") == "You win."
    assert for_player("Ann", "You win.", "{name} wins.") == "Ann wins."


def test_no_verb_is_made_to_agree_by_hand() -> None:
    # names.py made English verbs agree ("says(name, 'win')"); the words now come from tr()
    tree = ast.parse((PACKAGE / "names.py").read_text(encoding="utf-8"))
    functions = {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}
    assert functions == {"is_you"}
