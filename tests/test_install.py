"""A lean install: what the program needs at run time, and no more."""

from __future__ import annotations

import ast
import sys
import tomllib
from pathlib import Path

import pytest

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
    assert names == ["pyside6-essentials", "pyside6-essentials", "platformdirs", "websockets",
                     "cryptography", "zeroconf"]
    assert "Pillow" in project["optional-dependencies"]["test"]
    build = (ROOT / "packaging" / "requirements-build.txt").read_text(encoding="utf-8")
    assert "pillow==" in build.lower()


def _elf_sections(path: Path) -> set[str]:
    """The section names of a 64-bit little-endian ELF file (a Linux extension module)."""
    import struct

    data = path.read_bytes()
    assert data[:4] == b"\x7fELF" and data[4] == 2 and data[5] == 1, path
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    headers = [struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize) for i in range(shnum)]
    names_offset = headers[shstrndx][4]
    return {data[names_offset + h[0]:data.index(b"\0", names_offset + h[0])].decode()
            for h in headers}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the modules are ELF on Linux")
def test_the_compiled_modules_carry_no_debug_information() -> None:
    modules = sorted((ROOT / "bezique_qt").rglob("*.so"))
    if not modules:
        pytest.skip("the modules of setup.py are not compiled here")
    for module in modules:
        sections = _elf_sections(module)
        assert ".text" in sections, module
        assert not {".debug_info", ".debug_line", ".symtab"} & sections, module.name
