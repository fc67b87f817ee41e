"""Reading JSON from files the program did not necessarily write."""

from __future__ import annotations

import json
from typing import Any

MAX_DEPTH = 32


class JSONTextError(ValueError):
    """Bytes that are not usable JSON; ``str()`` is a reason to follow "the file …":
    ``it is not a text file``, ``it is not valid JSON (…)``, ``it is nested too deeply``."""


def load_json(raw: bytes, *, max_depth: int = MAX_DEPTH) -> Any:
    """Parse UTF-8 JSON, refusing data nested deeper than ``max_depth`` (so that writing it
    back or walking it can never exhaust the stack)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise JSONTextError("it is not a text file") from None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:
        first = (str(e).splitlines() or [type(e).__name__])[0][:120]
        raise JSONTextError(f"it is not valid JSON ({first})") from None
    if depth(data) > max_depth:
        raise JSONTextError("it is nested too deeply")
    return data


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
