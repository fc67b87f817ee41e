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
