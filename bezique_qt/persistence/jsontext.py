"""Reading JSON from files the program did not necessarily write."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from .errors import WriteError

MAX_DEPTH = 32
REPLACEMENT = "\ufffd"
_SURROGATE = re.compile("[\ud800-\udfff]")
# In JSON text a lone surrogate can only come from an escape such as \ud800 (UTF-8 bytes
# cannot encode one): a file without such an escape needs no repair.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


class JSONTextError(ValueError):
    """Bytes that are not usable JSON; ``str()`` is a reason to follow "the file …":
    ``it is not a text file``, ``it is not valid JSON (…)``, ``it is nested too deeply``."""


def load_json(raw: bytes, *, max_depth: int = MAX_DEPTH) -> Any:
    """Parse UTF-8 JSON, refusing data nested deeper than ``max_depth`` (so that writing it
    back or walking it can never exhaust the stack)."""
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark, as some editors write, is no harm
    except UnicodeDecodeError:
        raise JSONTextError("it is not a text file") from None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:
        first = (str(e).splitlines() or [type(e).__name__])[0][:120]
        raise JSONTextError(f"it is not valid JSON ({first})") from None
    if depth(data) > max_depth:
        raise JSONTextError("it is nested too deeply")
    if _SURROGATE_ESCAPE.search(text):
        data = repaired(data)
    return data


def repair_text(text: str) -> str:
    """``text`` with each lone surrogate (``"\\ud800"`` in JSON: half of a character,
    which no file can hold) replaced by U+FFFD, so that it can be written back."""
    return _SURROGATE.sub(REPLACEMENT, text)


def repaired(data: Any) -> Any:
    """``data`` with :func:`repair_text` applied to every text in it, keys included."""
    if isinstance(data, str):
        return repair_text(data)
    if isinstance(data, list):
        return [repaired(v) for v in data]
    if isinstance(data, dict):
        return {repaired(k): repaired(v) for k, v in data.items()}
    return data


def encoded(text: str, path: Path, what: str) -> bytes:
    """``text`` as UTF-8 for :func:`~.atomic.write_atomic`; raises :class:`WriteError` (not
    UnicodeEncodeError) if it holds a character that cannot be written."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        raise WriteError(f"Could not save {what} to {path}: it holds a damaged character "
                         "that cannot be written. Nothing was changed.", path) from None


def depth(data: Any) -> int:
    """How deeply lists and objects nest in ``data`` (0 for a number or text), without
    recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        value, level = stack.pop()
        if isinstance(value, dict):
            stack.extend((v, level + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, level + 1) for v in value)
        else:
            deepest = max(deepest, level)
            continue
        deepest = max(deepest, level + 1)
    return deepest
