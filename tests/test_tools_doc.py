"""docs/tools.md names every option of each command as ``bezique-qt <command> --help`` lists
it, and no other: its synopses are checked against the program's own parser."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

from bezique_qt.cli import build_parser

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "docs" / "tools.md"
# a synopsis: a list item that starts with the command in backquotes (it may wrap lines)
SYNOPSIS = re.compile(r"^- `bezique-qt (\w+)([^`]*)`", re.MULTILINE)


def _commands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    raise AssertionError("the program has no commands")


def _synopses() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for command, rest in SYNOPSIS.findall(TOOLS.read_text(encoding="utf-8")):
        found.setdefault(command, []).append(" ".join(rest.split()))
    return found


def test_every_command_has_a_synopsis() -> None:
    assert sorted(_synopses()) == sorted(_commands())


@pytest.mark.parametrize("command", sorted(_commands()))
def test_a_synopsis_names_the_options_of_help(command: str) -> None:
    parser = _commands()[command]
    helped = parser.format_help()
    options = {option for action in parser._actions for option in action.option_strings
               if option.startswith("--") and option != "--help"}
    assert options and all(option in helped for option in options)
    written = {option for synopsis in _synopses()[command]
               for option in re.findall(r"--[a-z][a-z-]*", synopsis)}
    assert written == options, (f"docs/tools.md's `bezique-qt {command}`: missing "
                                f"{sorted(options - written)}, not in --help "
                                f"{sorted(written - options)}")
    positionals = [action.dest.upper() for action in parser._actions
                   if not action.option_strings and action.dest != "help"]
    for synopsis in _synopses()[command]:
        assert synopsis.split()[:len(positionals)] == positionals or all(
            name in synopsis.split() for name in positionals), synopsis
