"""The modules written for Cython (``setup.py``'s COMPILED list): compiled where a C compiler is
present, and runnable as Python without Cython, on the stand-in ``bezique_qt/_cython.py``."""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Callable
from importlib import import_module
from pathlib import Path
from types import ModuleType

import pytest

from bezique_qt import _cython

ROOT = Path(__file__).resolve().parents[1]


def _compiled_paths() -> list[str]:
    for node in ast.parse((ROOT / "setup.py").read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "COMPILED":
            paths = ast.literal_eval(node.value)
            assert isinstance(paths, list)
            return paths
    raise AssertionError("setup.py has no COMPILED list")


COMPILED = _compiled_paths()
MODULES = [path.removesuffix(".py").replace("/", ".") for path in COMPILED]


def test_the_list_names_modules_written_for_cython() -> None:
    for module in ("ai/solver.py", "engine/kernel.py", "ai/rollout.py"):
        assert f"bezique_qt/{module}" in COMPILED
    for path in COMPILED:
        text = (ROOT / path).read_text(encoding="utf-8")
        # Cython recognises `import cython` only spelled so; the stand-in when it is missing
        assert "    import cython\nexcept ImportError:" in text, path
        assert "from bezique_qt import _cython as cython" in text, path


@pytest.mark.parametrize("name", MODULES)
def test_the_modules_are_compiled_where_a_compiler_is(name: str) -> None:
    # ./run-tests installs a C compiler on Debian: then the suite must not pass on the Python
    # modules alone
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(cc) is None:
        pytest.skip(f"no C compiler ({cc})")
    if os.environ.get("BEZIQUE_QT_PURE_PYTHON", "") not in ("", "0"):
        pytest.skip("BEZIQUE_QT_PURE_PYTHON runs them as Python")
    module = import_module(name)
    assert module.__file__ is not None
    assert not module.__file__.endswith(".py"), f"{name} was not compiled: {module.__file__}"


@pytest.mark.parametrize("path", COMPILED)
def test_the_stand_in_has_everything_the_modules_use(path: str) -> None:
    text = (ROOT / path).read_text(encoding="utf-8")
    used = set(re.findall(r"\bcython\.(\w+)", text))
    assert used, path
    missing = sorted(name for name in used if not hasattr(_cython, name))
    assert not missing, f"{path} uses cython.{missing} that bezique_qt/_cython.py lacks"


@pytest.mark.parametrize("name", MODULES)
def test_the_modules_run_as_python_on_the_stand_in(name: str,
                                                   as_python: Callable[[str], ModuleType]
                                                   ) -> None:
    module = as_python(name)
    assert module.cython is _cython
    assert module.cython.compiled is False


def test_pure_python_turns_the_compiled_modules_off() -> None:
    # BEZIQUE_QT_PURE_PYTHON=1 runs the .py where an extension was built (and turns the C
    # playout off); without it the extension is imported first
    script = ("import sys; from importlib import import_module; "
              "print(*[import_module(n).__file__ for n in sys.argv[1:]])")
    for value in ("1", "0"):
        env = {**os.environ, "BEZIQUE_QT_PURE_PYTHON": value}
        out = subprocess.run([sys.executable, "-c", script, *MODULES], env=env, cwd=ROOT,
                             capture_output=True, text=True, check=True, timeout=60)
        files = out.stdout.split()
        assert len(files) == len(MODULES)
        if value == "1":
            assert all(f.endswith(".py") for f in files), files
        else:
            compiled = [m for m in MODULES if not import_module(m).__file__.endswith(".py")]
            assert sum(not f.endswith(".py") for f in files) == len(compiled), files
