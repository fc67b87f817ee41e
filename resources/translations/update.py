"""Bring the translations up to date with the program's texts, then compile them.

    .venv/bin/python resources/translations/update.py           # update every *.ts, compile *.qm
    .venv/bin/python resources/translations/update.py --check   # only report what is missing

The texts are the literal first arguments of ``tr(...)`` and ``tr_noop(...)`` (from
``bezique_qt.words.i18n``) in ``bezique_qt/``, and the second (plural, with numerus forms) of
``tr_plural(...)``. ``pyside6-lupdate`` cannot collect them: it files a
plain ``tr()`` call under an empty context, while the program translates in the context
``bezique_qt``, and it accepts f-strings, which can never match a translation. This script
reads the sources with :mod:`ast` instead and refuses ``tr(f"...")``.

Updating keeps every translation already made, adds new texts as unfinished (for Qt Linguist,
``pyside6-linguist``, or a text editor: fill in ``<translation>`` and remove
``type="unfinished"``), drops texts the program no longer uses, then runs ``pyside6-lrelease``
to write the ``.qm`` files the program loads. ``--check`` changes nothing and exits with 1 when
a text is missing, unfinished, or its ``{placeholders}`` differ from the English.
"""

from __future__ import annotations

import argparse
import ast
import shutil
import string
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
PACKAGE = ROOT / "bezique_qt"
CONTEXT = "bezique_qt"
TR_NAMES = ("tr", "tr_noop", "tr_plural")
PLURAL_FORMS = {"fr": 2}  # numerus forms lrelease expects per language (Qt's rules)

Key = tuple[str, str]  # (source text, disambiguation or "")


@dataclass
class Message:
    """A text to translate and where the sources use it."""

    source: str
    comment: str = ""
    numerus: bool = False
    locations: list[tuple[str, int]] = field(default_factory=list)

    @property
    def key(self) -> Key:
        return (self.source, self.comment)


@dataclass
class Translation:
    text: str | list[str]
    finished: bool


# ---------------------------------------------------------------------------- extracting
def _imported_names(tree: ast.Module) -> set[str]:
    """The local names ``tr`` and ``tr_noop`` are imported under from the i18n module."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("i18n"):
            names.update(alias.asname or alias.name for alias in node.names
                         if alias.name in TR_NAMES)
    return names


def _string(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def extract_file(path: Path, root: Path = ROOT) -> tuple[list[Message], list[str]]:
    """The texts ``path`` passes to ``tr``/``tr_noop``, and sentences about calls that cannot
    be translated (an f-string, a text built with ``+``, ``%`` or ``.format`` inside)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    names = _imported_names(tree)
    if path.name == "i18n.py":
        names.update(TR_NAMES)
    messages: list[Message] = []
    errors: list[str] = []
    relative = path.relative_to(root).as_posix()
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in names and node.args):
            continue
        where = f"{relative}:{node.lineno}"
        plural = node.func.id == "tr_plural"  # tr_plural(one, other, n): ``other`` has forms
        if plural and len(node.args) < 2:
            continue
        text_node = node.args[1] if plural else node.args[0]
        source = _string(text_node)
        if source is None:
            if isinstance(text_node, ast.JoinedStr | ast.BinOp) or (
                    isinstance(text_node, ast.Call) and isinstance(text_node.func, ast.Attribute)
                    and text_node.func.attr == "format"):
                errors.append(f"{where}: {node.func.id}() of a text built at run time "
                              f"({ast.unparse(text_node)[:60]}); translate the template, then "
                              "fill it in: tr(\"... {name} ...\").format(name=...)")
            continue  # tr(label) of a text marked elsewhere with tr_noop
        comment_node: ast.expr | None = (None if plural else
                                         node.args[1] if len(node.args) > 1 else None)
        numerus = plural or len(node.args) > 2
        for keyword in node.keywords:
            if keyword.arg == "disambiguation":
                comment_node = keyword.value
            elif keyword.arg == "n":
                numerus = True
        comment = ""
        if comment_node is not None and not (isinstance(comment_node, ast.Constant)
                                             and comment_node.value is None):
            literal = _string(comment_node)
            if literal is None:
                errors.append(f"{where}: the disambiguation of {source!r} must be a literal")
                continue
            comment = literal
        messages.append(Message(source, comment, numerus, [(relative, node.lineno)]))
    return messages, errors


def extract(package: Path = PACKAGE, root: Path = ROOT) -> tuple[list[Message], list[str]]:
    """Every text of the package, once each, in the order of the files and lines."""
    found: dict[Key, Message] = {}
    errors: list[str] = []
    for path in sorted(package.rglob("*.py")):
        messages, more = extract_file(path, root)
        errors += more
        for message in sorted(messages, key=lambda m: m.locations[0][1]):
            if message.key in found:
                found[message.key].locations += message.locations
                found[message.key].numerus |= message.numerus
            else:
                found[message.key] = message
    return list(found.values()), errors


# ---------------------------------------------------------------------------- .ts files
def language_of(ts: Path) -> str:
    """``fr`` for ``bezique_qt_fr.ts``."""
    return ts.stem.rsplit("_", 1)[-1]


def read_ts(ts: Path) -> dict[Key, Translation]:
    """The translations in ``ts`` (vanished and obsolete ones left out)."""
    if not ts.exists():
        return {}
    out: dict[Key, Translation] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        if (context.findtext("name") or "") != CONTEXT:
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            comment = message.findtext("comment") or ""
            node = message.find("translation")
            if node is None or node.get("type") in ("vanished", "obsolete"):
                continue
            forms = node.findall("numerusform")
            text: str | list[str] = [f.text or "" for f in forms] if forms else node.text or ""
            out[(source, comment)] = Translation(text, node.get("type") != "unfinished")
    return out


def _xml(text: str) -> str:
    return escape(text, {'"': "&quot;", "'": "&apos;"})


def render_ts(language: str, messages: list[Message], known: dict[Key, Translation],
              ts_dir: Path = HERE, root: Path = ROOT) -> str:
    """The text of a ``.ts`` file for ``language``: ``messages`` with the translations in
    ``known`` (new ones unfinished)."""
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
             f'<TS version="2.1" language="{language}" sourcelanguage="en">', "<context>",
             f"    <name>{CONTEXT}</name>"]
    forms = PLURAL_FORMS.get(language, 2)
    prefix = Path(*[".."] * len(ts_dir.relative_to(root).parts)) if ts_dir != root else None
    for message in messages:
        numerus = ' numerus="yes"' if message.numerus else ""
        lines.append(f"    <message{numerus}>")
        for file, line in message.locations:
            name = (prefix / file).as_posix() if prefix else file
            lines.append(f'        <location filename="{_xml(name)}" line="{line}"/>')
        lines.append(f"        <source>{_xml(message.source)}</source>")
        if message.comment:
            lines.append(f"        <comment>{_xml(message.comment)}</comment>")
        found = known.get(message.key)
        unfinished = "" if found is not None and found.finished else ' type="unfinished"'
        if message.numerus:
            if found is not None and isinstance(found.text, str):
                # a text that now agrees with a number: its forms start from the old one
                texts, unfinished = [found.text] * forms, ' type="unfinished"'
            else:
                texts = found.text if found is not None else []
            texts = (list(texts) + [""] * forms)[:forms]
            lines.append(f"        <translation{unfinished}>")
            lines += [f"            <numerusform>{_xml(t)}</numerusform>" for t in texts]
            lines.append("        </translation>")
        else:
            text = found.text if found is not None and isinstance(found.text, str) else ""
            lines.append(f"        <translation{unfinished}>{_xml(text)}</translation>")
        lines.append("    </message>")
    lines += ["</context>", "</TS>", ""]
    return "\n".join(lines)


# ---------------------------------------------------------------------------- checking
def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields of ``text`` (and ``%n``); raises ValueError for a stray brace."""
    fields = {name for _literal, name, _spec, _conv in string.Formatter().parse(text)
              if name is not None}
    return fields | ({"%n"} if "%n" in text else set())


def problems(messages: list[Message], known: dict[Key, Translation]) -> list[str]:
    """Sentences about texts that are missing, unfinished, empty or whose placeholders differ
    from the English."""
    out: list[str] = []
    for message in messages:
        where = ", ".join(f"{f}:{n}" for f, n in message.locations)
        found = known.get(message.key)
        label = repr(message.source) + (f" ({message.comment})" if message.comment else "")
        if found is None:
            out.append(f"{label} ({where}) is not in the translation")
            continue
        if message.numerus and not isinstance(found.text, list):
            out.append(f"{label} ({where}) needs its forms for each number (numerus)")
            continue
        texts = found.text if isinstance(found.text, list) else [found.text]
        if not found.finished or not texts or any(not t.strip() for t in texts):
            out.append(f"{label} ({where}) is not translated yet")
            continue
        try:
            wanted = placeholders(message.source)
            for text in texts:
                if placeholders(text) != wanted:
                    out.append(f"{label} ({where}): the translation {text!r} has the "
                               f"placeholders {sorted(placeholders(text))}, not "
                               f"{sorted(wanted)}")
        except ValueError as error:
            out.append(f"{label} ({where}): a stray brace in the text or its translation "
                       f"({error})")
    return out


# ---------------------------------------------------------------------------- compiling
def lrelease_command() -> list[str]:
    """How to run ``pyside6-lrelease`` (beside this Python, or on the PATH)."""
    beside = Path(sys.executable).with_name("pyside6-lrelease")
    if beside.exists():
        return [str(beside)]
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if found is None:
        raise FileNotFoundError("pyside6-lrelease was not found (pip install PySide6)")
    return [found]


def release(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm`` (unfinished texts are left out, so they show in English)."""
    subprocess.run([*lrelease_command(), "-silent", str(ts), "-qm", str(qm)], check=True)


def ts_files() -> list[Path]:
    return sorted(HERE.glob(f"{CONTEXT}_*.ts"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit with 1 if a text lacks a translation")
    parser.add_argument("--no-release", action="store_true", help="do not compile the .qm")
    options = parser.parse_args(argv)
    messages, errors = extract()
    for error in errors:
        print(error, file=sys.stderr)
    failed = bool(errors)
    for ts in ts_files():
        known = read_ts(ts)
        found = problems(messages, known)
        if options.check:
            for problem in found:
                print(f"{ts.name}: {problem}", file=sys.stderr)
            failed |= bool(found)
            continue
        keys = {m.key for m in messages}
        dropped = [k for k in known if k not in keys]
        ts.write_text(render_ts(language_of(ts), messages, known), encoding="utf-8")
        print(f"{ts.name}: {len(messages)} texts, {len(found)} to translate, "
              f"{len(dropped)} no longer used (dropped)")
        for source, _comment in dropped:
            print(f"  dropped: {source!r}")
        if not options.no_release:
            release(ts, ts.with_suffix(".qm"))
            print(f"{ts.with_suffix('.qm').name}: compiled")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
