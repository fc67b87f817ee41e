"""Every Python example in the README and in docs/ runs, and prints what the text says it prints.

A document's ```python blocks continue one another, as docs/engine.md says ("The examples
continue one another"), so they run in one namespace, in order. A statement's expected output
is written in a ``# → …`` comment at the end of its last line or on the comment lines right
after it; text after two spaces and an opening parenthesis is a note to the reader, not output.
"""

from __future__ import annotations

import ast
import contextlib
import io
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"^```python\n(.*?)^```", re.MULTILINE | re.DOTALL)
ARROW = "# → "


def python_blocks(path: Path) -> list[tuple[int, str]]:
    """The document's Python blocks, each with the line number its code starts on."""
    text = path.read_text(encoding="utf-8")
    return [(text.count("\n", 0, m.start(1)) + 1, m.group(1)) for m in FENCE.finditer(text)]


def expected_output(lines: list[str], start: int, stop: int) -> str | None:
    """The ``# →`` text written for the statement ending on line ``start`` (1-based), or None.

    Looks at the statement's last line and the comment lines after it, up to line ``stop``.
    """
    found: list[str] = []
    for number in range(start, stop + 1):
        line = lines[number - 1]
        if number > start and not line.lstrip().startswith("#"):
            break
        if ARROW in line:
            text = line.split(ARROW, 1)[1]
            found.append(text.split("  (", 1)[0].rstrip())
    return "\n".join(found) if found else None


def documents_with_examples() -> list[Path]:
    return [path for path in DOCUMENTS if python_blocks(path)]


def test_the_engine_guide_has_examples() -> None:
    # The check below must not pass by finding nothing to check.
    assert len(python_blocks(ROOT / "docs" / "engine.md")) >= 5


@pytest.mark.parametrize("path", documents_with_examples(), ids=lambda p: p.name)
def test_examples_print_what_the_text_says(path: Path) -> None:
    namespace: dict[str, object] = {"__name__": "__doc_example__"}
    checked = 0
    wrong: list[str] = []
    for first_line, code in python_blocks(path):
        lines = code.splitlines()
        statements = ast.parse(code, filename=str(path)).body
        for index, statement in enumerate(statements):
            end = statement.end_lineno or statement.lineno
            stop = statements[index + 1].lineno - 1 if index + 1 < len(statements) else len(lines)
            # A compound statement (try/for/with) may carry arrows on its inner lines.
            want_parts = [
                expected_output(lines, number, stop if number == end else number)
                for number in range(statement.lineno, end + 1)
            ]
            want = "\n".join(part for part in want_parts if part is not None)
            module = ast.Module(body=[statement], type_ignores=[])
            output = io.StringIO()
            with contextlib.redirect_stdout(output):
                exec(compile(module, f"{path.name}:{first_line}", "exec"), namespace)
            if want:
                got = output.getvalue().rstrip("\n")
                if got != want:
                    line = first_line + statement.lineno - 1
                    wrong.append(f"line {line}: prints {got!r}, the text says {want!r}")
                checked += 1
    assert checked > 0, f"{path.name} has Python examples but no '# →' outputs to check"
    assert not wrong, f"{path.name}:\n" + "\n".join(wrong)


SHELL_FENCE = re.compile(r"^```(?:sh|bash)?\n(.*?)^```", re.MULTILINE | re.DOTALL)
COMMAND = re.compile(r"^\s*(?:\S*/)?bezique-qt\s+(.*?)(?:\s+[|>].*)?$")


def documented_commands() -> list[tuple[str, str]]:
    """Every ``bezique-qt …`` command line in a shell block of the README and docs/."""
    found = []
    for path in DOCUMENTS:
        for block in SHELL_FENCE.finditer(path.read_text(encoding="utf-8")):
            for line in block.group(1).splitlines():
                match = COMMAND.match(line)
                if match and not match.group(1).startswith("match --variant V "):
                    found.append((path.name, match.group(1)))
    return found


def test_the_docs_show_commands() -> None:
    assert len(documented_commands()) >= 2


def help_of(command: str | None) -> str:
    """``bezique-qt COMMAND --help`` (``bezique-qt --help`` for None or the window's options)."""
    from bezique_qt.cli import build_parser

    parser = build_parser()
    subparsers = next(
        action for action in parser._actions if action.__class__.__name__ == "_SubParsersAction"
    )
    return (subparsers.choices[command] if command in subparsers.choices else parser).format_help()


@pytest.mark.parametrize("where, command", documented_commands())
def test_documented_commands_parse_and_their_options_are_in_help(where: str, command: str) -> None:
    import shlex

    from bezique_qt.cli import build_parser

    words = [word.replace("$s", "700") for word in shlex.split(command, comments=True)]
    build_parser().parse_args(words)  # exits (fails the test) on an unknown command or option
    help_text = help_of(words[0])
    for word in words[1:]:
        if word.startswith("--"):
            assert word.split("=", 1)[0] in help_text, f"{where}: {word} is not in --help"


CODE_SPAN = re.compile(r"`([^`\n]+)`")
IN_SPAN = re.compile(r"bezique-qt(?:\.exe)?\s+(.*)")
OPTION = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]*")


def options_in_text() -> list[tuple[str, str | None, str]]:
    """Every ``--option`` given to ``bezique-qt`` in the prose's code spans (``bezique-qt bench
    --ui [--json]``, ``QT_QPA_PLATFORM=offscreen dist/bezique-qt/bezique-qt --demo``): the
    document, the command (None: the game window) and the option."""
    from bezique_qt.cli import SUBCOMMANDS

    names = {command.name for command in SUBCOMMANDS}
    found = []
    for path in DOCUMENTS:
        for span in CODE_SPAN.finditer(path.read_text(encoding="utf-8")):
            match = IN_SPAN.search(span.group(1))
            if match is None:
                continue
            rest = match.group(1)
            first = rest.split()[0] if rest.split() else None
            command = first if first in names else None
            found.extend((path.name, command, option) for option in OPTION.findall(rest))
    return found


def test_the_docs_give_options_in_their_text() -> None:
    assert {option for _, _, option in options_in_text()} >= {"--json", "--demo", "--ui"}


@pytest.mark.parametrize("where, command, option", sorted(set(options_in_text()),
                                                          key=lambda t: (t[0], t[1] or "", t[2])))
def test_options_named_in_the_text_are_in_help(where: str, command: str | None,
                                               option: str) -> None:
    assert option in help_of(command), (
        f"{where}: {option} is not in bezique-qt {command or ''} --help")
