"""A lean install: what the program needs at run time, and no more."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _imported_top_levels() -> set[str]:
    """The top-level names of every module the package imports, anywhere in its code."""
    found: set[str] = set()
    for path in (ROOT / "bezique_qt").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found.add(node.module.split(".")[0])
    return found


def test_pillow_is_no_run_time_dependency() -> None:
    """The program never imports Pillow; the tests and the icons' build do, and have it."""
    assert "PIL" not in _imported_top_levels()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    names = [entry.split(";")[0].split(">")[0].split("<")[0].split("=")[0].strip().lower()
             for entry in project["dependencies"]]
    assert "pillow" not in names
    assert names == ["pyside6-essentials", "pyside6-essentials", "platformdirs"]
    assert "Pillow" in project["optional-dependencies"]["test"]
    build = (ROOT / "packaging" / "requirements-build.txt").read_text(encoding="utf-8")
    assert "pillow==" in build.lower()
