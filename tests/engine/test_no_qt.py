"""The engine is pure Python: it never loads Qt, uses only the standard library, never pickles."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import bezique_qt.engine

ENGINE_DIR = Path(bezique_qt.engine.__file__).resolve().parent
REPO_ROOT = ENGINE_DIR.parent.parent

PROBE = """
import importlib, json, pkgutil, random, sys
import bezique_qt.engine as engine
names = [m.name for m in pkgutil.iter_modules(engine.__path__, engine.__name__ + ".")]
for name in names:
    importlib.import_module(name)
from bezique_qt.engine import GameRecord, GameState, preset, replay
for preset_id in ("classic", "rubicon"):
    st = GameState.new_game(preset(preset_id), 1)
    rng = random.Random(1)
    while not st.deal_over:
        st.apply(rng.choice(st.legal_actions()))
    st.observation(0).to_json()
    replay(GameRecord.loads(GameRecord.of(st).dumps()))
print(json.dumps({
    "modules": names,
    "loaded": sorted(m for m in sys.modules if m.startswith("bezique_qt.engine")),
    "qt": sorted(m for m in sys.modules
                 if m.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6")),
    "tricks": st.trick_no,
}))
"""


# a module written for Cython imports it, or its stand-in (which imports only the standard library)
_CYTHON = ("cython", "bezique_qt._cython")


def _stdlib_or_own(module: str) -> bool:
    top = module.split(".")[0]
    return (top in sys.stdlib_module_names or module.startswith("bezique_qt.engine")
            or module in _CYTHON)


def test_importing_and_playing_never_loads_qt() -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    result = subprocess.run([sys.executable, "-c", PROBE], cwd=REPO_ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["qt"] == []
    assert report["tricks"] == 64  # the rubicon deal was played to its end
    sources = {p.stem for p in ENGINE_DIR.glob("*.py") if p.stem != "__init__"}
    assert sources <= {m.rsplit(".", 1)[1] for m in report["modules"]}
    assert set(report["modules"]) <= set(report["loaded"])


def _engine_sources() -> list[Path]:
    files = sorted(ENGINE_DIR.rglob("*.py"))
    assert len(files) >= 10
    return files


def test_no_engine_source_uses_pickle() -> None:
    for path in _engine_sources():
        text = path.read_text(encoding="utf-8")
        assert "import pickle" not in text, path.name
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Import):
                assert all(a.name.split(".")[0] not in ("pickle", "shelve", "marshal")
                           for a in node.names), path.name
            elif isinstance(node, ast.ImportFrom) and node.module:
                assert node.module.split(".")[0] not in ("pickle", "shelve", "marshal"), path.name


def _imported_names(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
        return [f"{node.module}.{a.name}" for a in node.names]
    return []


def test_engine_modules_import_only_the_standard_library_and_the_engine() -> None:
    # what runs when a module is imported: its top-level statements (including those under
    # ``if TYPE_CHECKING:`` and ``try:``), not the bodies of functions
    for path in _engine_sources():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        pending: list[ast.AST] = list(tree.body)
        while pending:
            node = pending.pop()
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                continue
            for name in _imported_names(node):
                assert _stdlib_or_own(name), f"{path.name} imports {name}"
            pending.extend(ast.iter_child_nodes(node))


def test_no_engine_source_names_qt_anywhere() -> None:
    for path in _engine_sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            for name in _imported_names(node):
                assert name.split(".")[0] not in ("PySide6", "shiboken6", "PyQt5", "PyQt6"), (
                    f"{path.name} imports {name}")
