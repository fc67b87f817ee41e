"""Checking a review read from a file by type, not only by key.

A kept review (:mod:`bezique_qt.persistence.reviews`) is a file the program did not
necessarily write: :func:`check_review` refuses, with the place and what is wrong, any value of
another type than :meth:`GameReview.to_json <bezique_qt.ai.review.GameReview.to_json>` writes —
a text for a number, a list for a text, a number that is not finite or beyond any review — so
that showing, printing or exporting a review read back never meets a value it cannot word.
The fields of each decision are checked against the dataclasses' own annotations.
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from typing import Any

__all__ = ["MAX_NUMBER", "check_review"]

MAX_NUMBER = 10**9
"""No count, index or number of points in a review is larger than this."""


class _Damaged(ValueError):
    pass


WORDS_KEYS = frozenset({"why", "why_code", "why_figures"})
"""What ``bezique-qt review --json`` adds to a move in words (its reason, the reason's code and
figures): read back and set aside, since the reason itself is kept by its code."""


def _fail(where: str, what: str) -> typing.NoReturn:
    raise _Damaged(f"{where} is not {what}")


def _whole(value: Any, where: str) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or abs(value) > MAX_NUMBER:
        _fail(where, "a whole number")


def _number(value: Any, where: str) -> None:
    if (not isinstance(value, int | float) or isinstance(value, bool)
            or abs(value) > MAX_NUMBER or not math.isfinite(value)):
        _fail(where, "a number")


def _check(value: Any, hint: Any, where: str) -> None:
    """Raise :class:`_Damaged` unless ``value`` is JSON data of the type ``hint``."""
    origin = typing.get_origin(hint)
    if hint is Any:
        return
    if hint is type(None):
        if value is not None:
            _fail(where, "empty")
    elif hint is int:
        _whole(value, where)
    elif hint is float:
        _number(value, where)
    elif hint is str:
        if not isinstance(value, str):
            _fail(where, "a text")
    elif origin in (typing.Union, types.UnionType):
        for arm in typing.get_args(hint):
            try:
                _check(value, arm, where)
                return
            except _Damaged:
                continue
        _fail(where, "of a type a review holds")
    elif origin is list:
        if not isinstance(value, list):
            _fail(where, "a list")
        (item,) = typing.get_args(hint)
        for i, v in enumerate(value):
            _check(v, item, f"{where}[{i}]")
    elif isinstance(hint, type) and hint.__name__ == "Reason":
        _reason(value, where)
    elif isinstance(hint, type) and dataclasses.is_dataclass(hint):
        words = WORDS_KEYS if hint.__name__ == "MoveReview" else frozenset()
        _record(value, hint, where, extra=words)
        for key in words & value.keys():
            if not isinstance(value[key], dict if key == "why_figures" else str):
                _fail(f"{where}.{key}", "a text" if key != "why_figures" else "an object")
    else:  # a field of a kind no review writes: nothing can be checked against it
        _fail(where, "of a known kind")


def _record(value: Any, kind: type, where: str, *, extra: frozenset[str] = frozenset()) -> None:
    """``value`` as the JSON object of the dataclass ``kind`` (``asdict`` of it): every field
    without a default present, each of its type; no other keys but ``extra``."""
    if not isinstance(value, dict):
        _fail(where, "an object")
    hints = typing.get_type_hints(kind)
    fields = {f.name: f for f in dataclasses.fields(kind)}
    for key in value:
        if key not in fields and key not in extra:
            _fail(f"{where}.{key}", "a field of a review")
    for name, f in fields.items():
        required = (f.default is dataclasses.MISSING
                    and f.default_factory is dataclasses.MISSING)
        if name not in value:
            if required:
                _fail(f"{where}.{name}", "there")
            continue
        _check(value[name], hints[name], f"{where}.{name}")


def _reason(value: Any, where: str) -> None:
    """A reason as ``reason_to_json`` writes it: each fact of the type :class:`Reason` gives it
    (an action as its notation; its own reader checks the code)."""
    from .reasons import Reason

    if not isinstance(value, dict):
        _fail(where, "an object")
    hints = typing.get_type_hints(Reason)
    for key, v in value.items():
        hint = hints.get(key)
        if hint is None:
            _fail(f"{where}.{key}", "a fact of a reason")
        arms = set(typing.get_args(hint)) or {hint}
        if arms & {str} or any(getattr(arm, "__name__", "") == "Action" for arm in arms):
            if not isinstance(v, str):
                _fail(f"{where}.{key}", "a text")
        elif float in arms:
            _number(v, f"{where}.{key}")
        else:
            _whole(v, f"{where}.{key}")


def check_review(data: Any, move: type, face_up: type, face_up_move: type) -> None:
    """Raise ValueError with the place and the fault (``deals[0].moves[3].lost is not a
    number``) unless ``data`` is, type by type, a review as ``GameReview.to_json`` writes it.

    ``move``, ``face_up`` and ``face_up_move`` are the review's records (``review.MoveReview``,
    ``FaceUp``, ``FaceUpMove``), whose fields and types say what each entry holds: the review
    hands them in, so that this check stays below it."""
    try:
        if not isinstance(data, dict):
            _fail("the review", "an object")
        _check(data.get("variant"), str, "variant")
        _whole(data.get("seat"), "seat")
        _whole(data.get("budget"), "budget")
        _check(data.get("players"), list[str], "players")
        deals = data.get("deals")
        if not isinstance(deals, list):
            _fail("deals", "a list")
        for i, deal in enumerate(deals):
            where = f"deals[{i}]"
            if not isinstance(deal, dict):
                _fail(where, "an object")
            _whole(deal.get("deal"), f"{where}.deal")
            _whole(deal.get("seat"), f"{where}.seat")
            _check(deal.get("moves"), types.GenericAlias(list, (move,)), f"{where}.moves")
            face = deal.get("face_up")
            if face is not None:
                _record(face, face_up, f"{where}.face_up", extra=frozenset({"lost"}))
            _check(deal.get("face_up_moves", []), types.GenericAlias(list, (face_up_move,)),
                   f"{where}.face_up_moves")
    except _Damaged as error:
        raise ValueError(f"the review is damaged ({error})") from None
