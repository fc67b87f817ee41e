"""Write the Windows version-information file of ``bezique-qt.exe`` from ``__version__``.

The file is the text form PyInstaller reads for ``EXE(version=...)``: a ``VSVersionInfo(...)``
expression (see PyInstaller's ``utils/win32/versioninfo.py`` and ``pyi-grab_version``). The
spec file calls :func:`write_version_file` on every build, so the numbers in the executable's
properties always follow ``bezique_qt.__version__``; it can also be run alone::

    python packaging/make_version_info.py OUT_FILE
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PRODUCT_NAME = "Bezique"
DESCRIPTION = "Bezique against the computer"
EXE_NAME = "bezique-qt.exe"
COMPANY = "bezique_qt"
COPYRIGHT = "MIT licence; card design by Adrian Kennard (CC0)"


def read_version(root: Path = ROOT) -> str:
    """``__version__`` from ``bezique_qt/__init__.py``, read without importing the package."""
    tree = ast.parse((root / "bezique_qt" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name) and node.targets[0].id == "__version__"
                and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)):
            return node.value.value
    raise ValueError(f"no __version__ = '...' in {root / 'bezique_qt' / '__init__.py'}")


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """The four numbers Windows shows: the release part of a PEP 440 version, padded with
    zeros (``"1.2"`` → ``(1, 2, 0, 0)``, ``"0.3.1rc2"`` → ``(0, 3, 1, 0)``)."""
    match = re.match(r"\s*v?(\d+(?:\.\d+)*)", version)
    if match is None:
        raise ValueError(f"not a version number: {version!r}")
    numbers = [int(part) for part in match.group(1).split(".")][:4]
    if any(n > 0xFFFF for n in numbers):
        raise ValueError(f"Windows version numbers stop at 65535: {version!r}")
    numbers += [0] * (4 - len(numbers))
    return numbers[0], numbers[1], numbers[2], numbers[3]


def version_info_text(version: str) -> str:
    """The version-information file for ``version``."""
    numbers = version_numbers(version)
    strings = {
        "CompanyName": COMPANY,
        "FileDescription": DESCRIPTION,
        "FileVersion": version,
        "InternalName": "bezique-qt",
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": EXE_NAME,
        "ProductName": PRODUCT_NAME,
        "ProductVersion": version,
    }
    string_structs = ",\n".join(
        f"          StringStruct({key!r}, {value!r})" for key, value in strings.items())
    return f"""# Made by packaging/make_version_info.py from bezique_qt.__version__ = {version!r}.
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers},
    prodvers={numbers},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [
{string_structs}
        ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def write_version_file(path: Path, version: str | None = None) -> Path:
    """Write the file for ``version`` (default: the package's) to ``path``; return ``path``."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(version_info_text(read_version() if version is None else version),
                    encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: make_version_info.py OUT_FILE", file=sys.stderr)
        return 2
    print(write_version_file(Path(args[0])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
