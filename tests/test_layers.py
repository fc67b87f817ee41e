"""The layer contracts of pyproject.toml hold, and they would catch a wrong-way import."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")

pytestmark = pytest.mark.skipif(
    not LINT_IMPORTS.exists(), reason="import-linter is not installed (pip install -e '.[test]')"
)


def lint_imports(tree: Path) -> subprocess.CompletedProcess[str]:
    """Runs the contracts of ``tree``/pyproject.toml on the bezique_qt package found in ``tree``."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache"], cwd=tree, env=env, capture_output=True, text=True,
        timeout=120,
    )


def copy_of_the_package(tmp_path: Path) -> Path:
    tree = tmp_path / "tree"
    shutil.copytree(ROOT / "bezique_qt", tree / "bezique_qt",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.c"))
    shutil.copy(ROOT / "pyproject.toml", tree / "pyproject.toml")
    return tree


def test_the_layers_hold() -> None:
    result = lint_imports(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


@pytest.mark.parametrize("module, wrong_import", [
    ("engine/cards.py", "import PySide6.QtCore"),
    ("ai/common.py", "import bezique_qt.persistence"),
    ("persistence/paths.py", "from bezique_qt.ui import app"),
    ("export/html.py", "import PySide6.QtGui"),
    ("export/sheet.py", "from bezique_qt.ui.sheet import render"),
    ("net/protocol.py", "import PySide6.QtCore"),
    ("net/server.py", "from bezique_qt.ui import app"),
    ("net/tables.py", "import bezique_qt.export"),
    ("persistence/paths.py", "import bezique_qt.net.server"),
    # the words load Qt in words/i18n.py only
    ("words/game.py", "from PySide6.QtCore import QLocale"),
    # the modules at the package's root have their layers
    ("levels.py", "from bezique_qt.ai import bots"),
    ("names.py", "from bezique_qt.engine import cards"),
    ("paths.py", "from bezique_qt.persistence import preferences"),
    ("safe_files.py", "from bezique_qt import levels"),
    ("_cython.py", "from bezique_qt.engine import kinds"),
])
def test_a_wrong_way_import_breaks_a_contract(tmp_path: Path, module: str,
                                              wrong_import: str) -> None:
    tree = copy_of_the_package(tmp_path)
    path = tree / "bezique_qt" / module
    path.write_text(path.read_text(encoding="utf-8") + f"\n{wrong_import}  # noqa\n",
                    encoding="utf-8")
    result = lint_imports(tree)
    assert result.returncode != 0, result.stdout
    assert "BROKEN" in result.stdout


CYCLES = "no module cycles, in any package"


@pytest.mark.parametrize("module, cyclic_import", [
    # at the top of a module: cards is below melds
    ("engine/cards.py", "from bezique_qt.engine import melds"),
    # hidden inside a function: the heuristic player imports the common helpers
    ("ai/common.py", "def _later() -> None:\n    from bezique_qt.ai import heuristic"),
    # hidden behind TYPE_CHECKING: the reasons' words are worded with the game's words
    ("words/game.py", "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                      "    from bezique_qt.words import reasons"),
    # between the packages of the table: the score sheet's view opens no window module
    ("ui/sheet/view.py", "def _later() -> None:\n    from bezique_qt.ui.windows import history"),
])
def test_a_cyclic_import_breaks_the_acyclic_contract(tmp_path: Path, module: str,
                                                     cyclic_import: str) -> None:
    tree = copy_of_the_package(tmp_path)
    path = tree / "bezique_qt" / module
    path.write_text(path.read_text(encoding="utf-8") + f"\n{cyclic_import}  # noqa\n",
                    encoding="utf-8")
    result = lint_imports(tree)
    assert result.returncode != 0, result.stdout
    assert f"{CYCLES} BROKEN" in result.stdout
    assert "No cycles are allowed in" in result.stdout


def test_the_cycles_left_are_named_one_by_one(tmp_path: Path) -> None:
    """An import named in the acyclic contract's list that is no longer there breaks the
    check, so the list of cycles still to be broken can only shrink."""
    tree = copy_of_the_package(tmp_path)
    pyproject = tree / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    extra = '    "bezique_qt.engine.cards -> bezique_qt.engine.state",\n'
    pyproject.write_text(text.replace("ignore_imports = [\n    \"bezique_qt.engine.state",
                                      "ignore_imports = [\n" + extra
                                      + "    \"bezique_qt.engine.state"), encoding="utf-8")
    assert extra in pyproject.read_text(encoding="utf-8")
    result = lint_imports(tree)
    assert result.returncode != 0, result.stdout
    said = " ".join((result.stdout + result.stderr).split())
    assert ("No matches for ignored import bezique_qt.engine.cards -> bezique_qt.engine.state"
            in said)
