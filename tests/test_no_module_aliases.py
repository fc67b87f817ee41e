"""No module of the package makes itself another module's name through ``sys.modules``.

A module that replaces its own entry in ``sys.modules`` gives one module two names: tools that
read the sources (import-linter, mypy, the translations' collector) see two modules, and a
reader cannot tell which is the real one. Each module is imported by its own name instead.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "bezique_qt"
CHANGING_CALLS = {"__setitem__", "update", "setdefault", "pop", "__delitem__", "clear"}


def _is_sys_modules(node: ast.AST) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == "modules"
            and isinstance(node.value, ast.Name) and node.value.id == "sys")


def sys_modules_changes(source: str) -> list[int]:
    """The line numbers in ``source`` that assign to, delete from or update ``sys.modules``."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        targets: list[ast.AST] = []
        if isinstance(node, ast.Assign | ast.Delete):
            targets = list(node.targets)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr in CHANGING_CALLS and _is_sys_modules(node.func.value)):
            lines.append(node.lineno)
        for target in targets:
            if _is_sys_modules(target) or (
                    isinstance(target, ast.Subscript) and _is_sys_modules(target.value)):
                lines.append(node.lineno)
    return lines


def test_no_module_of_the_package_changes_sys_modules() -> None:
    found = {
        str(path.relative_to(PACKAGE.parent)): lines
        for path in sorted(PACKAGE.rglob("*.py"))
        if (lines := sys_modules_changes(path.read_text(encoding="utf-8")))
    }
    assert found == {}


@pytest.mark.parametrize("source", [
    "import sys\nfrom bezique_qt.words import i18n\nsys.modules[__name__] = i18n\n",
    "import sys\nimport types\nsys.modules['bezique_qt.alias'] = types.ModuleType('alias')\n",
    "import sys\nsys.modules.update({'bezique_qt.alias': sys})\n",
    "import sys\nsys.modules.setdefault('bezique_qt.alias', sys)\n",
    "import sys\ndel sys.modules['bezique_qt.words']\n",
])
def test_an_alias_through_sys_modules_is_found(source: str) -> None:
    assert sys_modules_changes(source) != []


def test_reading_sys_modules_is_not_an_alias() -> None:
    assert sys_modules_changes("import sys\nloaded = 'PySide6' in sys.modules\n"
                               "module = sys.modules.get(__name__)\n") == []
