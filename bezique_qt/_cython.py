"""What the modules written for Cython need of the ``cython`` module when Cython is not installed.

Some modules (the list is in ``setup.py``) are written in Cython's pure-Python mode: the same
``.py`` runs as Python and compiles to an extension module.  They start with::

    try:
        import cython
    except ImportError:
        from bezique_qt import _cython as cython

Compiled, ``import cython`` is Cython's own and costs nothing at run time.  Run as Python with
Cython installed, it is Cython's shadow module; without Cython, this one: ``compiled`` is False,
the decorators return the function or class unchanged and the types are placeholders, so the
code runs as plain Python.  Only what those modules use is here; a new use of ``cython.*`` in
them needs its stand-in here (tests/test_cython_shim.py runs them on this module).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

__all__ = [
    "bint", "boundscheck", "cast", "ccall", "cclass", "cdivision", "cfunc", "compiled",
    "declare", "exceptval", "final", "inline", "int", "locals", "longlong", "returns", "uint",
    "ulonglong", "wraparound",
]

_T = TypeVar("_T")

#: Whether the module runs compiled: never with this stand-in.
compiled = False


class _CType:
    """A C type's name: subscripting it (a typed memoryview, ``cython.int[::1]``) gives it back."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __getitem__(self, _index: object) -> _CType:
        return self

    def __repr__(self) -> str:
        return f"cython.{self.name}"


int = _CType("int")  # the C type, as Cython names it
uint = _CType("uint")
longlong = _CType("longlong")
ulonglong = _CType("ulonglong")
bint = _CType("bint")


def _same(f: _T) -> _T:
    return f


# a class or function compiled as a C type, C function or final: as Python, unchanged
cclass = cfunc = ccall = inline = final = _same


def _directive(*_args: Any, **_kwargs: Any) -> Callable[[_T], _T]:
    return _same


# typed locals, return types, exception values and compiler directives: no effect in Python
locals = returns = exceptval = boundscheck = wraparound = cdivision = _directive


def declare(_type: object = None, value: Any = None, **_kwargs: Any) -> Any:
    """A typed variable: in Python, its value (None when it has none yet)."""
    return value


def cast(_type: object, value: _T) -> _T:
    """A C cast: in Python, the value."""
    return value
