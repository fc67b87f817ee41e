"""The compiled modules of bezique_qt (everything else is in pyproject.toml).

The modules of :data:`COMPILED` are written in Cython's pure-Python mode: the same ``.py`` runs
as Python and compiles to an extension module that Python imports first (``name.cpython-*.so``
beside ``name.py``).  Each is optional: without Cython or a C compiler the install goes on and the
program runs the ``.py`` (the same moves, slower).  Cython comes from ``[build-system] requires``.
To compile one more module, add its path here; ``scripts/setup-env.sh`` reinstalls when a listed
file changes.
"""

from __future__ import annotations

import sys

from setuptools import Extension, setup

#: The modules compiled with Cython, by path.
COMPILED = [
    "bezique_qt/ai/solver.py",
    "bezique_qt/engine/rules.py",
    "bezique_qt/engine/reuse.py",
    "bezique_qt/engine/kernel.py",
    "bezique_qt/engine/deal_melds.py",
    "bezique_qt/ai/playout_tables.py",
    "bezique_qt/ai/meld_search.py",
    "bezique_qt/ai/rollout.py",
    "bezique_qt/ai/playout_declarations.py",
]

# No floating-point contraction: compiled and interpreted code must compute exactly the same.
# No debug information (-g0 after Python's own -g), and the symbols stripped when linking (-s,
# Linux): the four modules compiled then weighed 1.4 MB installed instead of 8.6 MB.
CFLAGS = ["-O2", "-ffp-contract=off", "-g0"]
LDFLAGS = ["-s"] if sys.platform.startswith("linux") else []


def _extensions() -> list[Extension]:
    try:
        from Cython.Build import cythonize
    except ImportError:
        print("bezique_qt: Cython is not installed; the modules written for it stay Python",
              file=sys.stderr)
        return []
    modules = [Extension(path.removesuffix(".py").replace("/", "."), [path], optional=True,
                         extra_compile_args=CFLAGS,
                         extra_link_args=LDFLAGS) for path in COMPILED]
    # the C files go to build/, not beside the sources
    cythonized = cythonize(modules, build_dir="build/cython", quiet=True,
                           compiler_directives={"language_level": 3})
    for extension in cythonized:
        extension.optional = True  # cythonize makes new extensions without it
    return cythonized


setup(ext_modules=_extensions())
