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
them needs its stand-in here (tests/test_compiled_modules.py checks it).

:func:`prefer_sources` makes those modules run as Python where they were compiled
(``BEZIQUE_QT_PURE_PYTHON=1``).
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any, TypeVar

__all__ = [
    "Py_ssize_t", "bint", "boundscheck", "cast", "ccall", "cclass", "cdivision", "cfunc",
    "compiled", "declare", "exceptval", "final", "initializedcheck", "inline", "int", "locals",
    "longlong", "prefer_sources", "returns", "uint", "ulonglong", "void", "wraparound",
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
void = _CType("void")
Py_ssize_t = _CType("Py_ssize_t")


def _same(f: _T) -> _T:
    return f


# a class or function compiled as a C type, C function or final: as Python, unchanged
cclass = cfunc = ccall = inline = final = _same


def _directive(*_args: Any, **_kwargs: Any) -> Callable[[_T], _T]:
    return _same


# typed locals, return types, exception values and compiler directives: no effect in Python
locals = returns = exceptval = boundscheck = wraparound = _directive
initializedcheck = cdivision = _directive


def declare(_type: object = None, value: Any = None, **_kwargs: Any) -> Any:
    """A typed variable: in Python, its value (None when it has none yet)."""
    return value


def cast(_type: object, value: _T) -> _T:
    """A C cast: in Python, the value."""
    return value


class _SourceFinder(importlib.abc.MetaPathFinder):
    """Finds a package's modules as ``.py`` files only, never as extension modules."""

    def __init__(self, package: str) -> None:
        self.prefix = package + "."

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if not fullname.startswith(self.prefix) or not path:
            return None
        for entry in path:
            finder = importlib.machinery.FileFinder(
                entry, (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES))
            spec = finder.find_spec(fullname, target)
            if spec is not None and spec.loader is not None:
                return spec
        return None  # not a .py (the C playout): found as usual


def prefer_sources(package: str) -> None:
    """Runs the modules of ``package`` written for Cython as Python even where they were
    compiled (``BEZIQUE_QT_PURE_PYTHON=1``): their ``.py`` is imported, not their extension."""
    if not any(isinstance(f, _SourceFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _SourceFinder(package))
