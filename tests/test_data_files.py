"""The program's data files (card art, fonts, translations): where they are found, what ships in
an installed program, and what a player is told when they are missing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from bezique_qt import paths

ROOT = Path(__file__).resolve().parents[1]


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_code_package_is_installed() -> None:
    """pyproject.toml lists the packages by hand (the data folders are mapped into the package):
    a new subpackage left out of the list would be missing from an installed program."""
    listed = set(_pyproject()["tool"]["setuptools"]["packages"])
    code = {".".join(init.parent.relative_to(ROOT).parts)
            for init in (ROOT / "bezique_qt").rglob("__init__.py")}
    assert code <= listed, f"packages missing from pyproject.toml: {sorted(code - listed)}"
    assert listed - code == {"bezique_qt.assets", "bezique_qt.resources"}


def test_the_data_folders_ship_inside_the_package() -> None:
    setuptools = _pyproject()["tool"]["setuptools"]
    assert setuptools["package-dir"] == {"bezique_qt.assets": "assets",
                                         "bezique_qt.resources": "resources"}
    for package in ("bezique_qt.assets", "bezique_qt.resources"):
        assert setuptools["package-data"][package] == ["**/*"]
    # The compiled translations ship; their sources do not.
    assert "**/*.ts" in setuptools["exclude-package-data"]["bezique_qt.resources"]
    assert not any(p.endswith(".qm") for p in setuptools["exclude-package-data"]
                   ["bezique_qt.resources"])


def test_the_source_tree_finds_its_data() -> None:
    assert paths.assets_dir() == ROOT / "assets"
    assert paths.resources_dir() == ROOT / "resources"
    assert paths.missing_data() is None
    assert all((ROOT / "assets" / "cards" / f"{face}.svg").is_file() for face in paths.CARD_FACES)


def test_installed_data_inside_the_package_comes_first(tmp_path: Path, monkeypatch) -> None:
    """A wheel puts the folders in the package (site-packages/bezique_qt/assets)."""
    package = tmp_path / "site-packages" / "bezique_qt"
    (package / "assets" / "cards").mkdir(parents=True)
    (package / "resources").mkdir()
    # Some other distribution's top-level assets/ beside it is never taken for ours.
    (tmp_path / "site-packages" / "assets" / "cards").mkdir(parents=True)
    monkeypatch.setattr(paths, "_package_dir", lambda: package)
    assert paths.search_dirs() == [package]
    assert paths.assets_dir() == package / "assets"
    assert paths.resources_dir() == package / "resources"
    message = paths.missing_data()
    assert message is not None and "Sa.svg" in message and "28 more" in message


def test_missing_data_is_named_in_a_sentence(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(paths, "search_dirs", lambda: [tmp_path])
    message = paths.missing_data()
    assert message is not None
    assert message.startswith("The program's assets/ folder is missing")
    assert str(tmp_path) in message and "reinstall bezique_qt" in message
    with pytest.raises(FileNotFoundError):
        paths.asset("fonts", "DejaVuSans.ttf")


def _start_with_data_in(folder: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """Start the real program (its own process: a crash must not take the tests with it) with
    its data looked for in ``folder`` only."""
    code = ("import sys\n"
            "from pathlib import Path\n"
            "from bezique_qt import paths\n"
            f"paths.search_dirs = lambda: [Path({str(folder)!r})]\n"
            # the player's part: read the window that says why, then close it
            "from PySide6.QtCore import QTimer\n"
            "from PySide6.QtWidgets import QApplication, QMessageBox\n"
            "app = QApplication(['bezique-qt'])\n"
            "def close_it():\n"
            "    box = QApplication.activeModalWidget()\n"
            "    if isinstance(box, QMessageBox):\n"
            "        print('window:', box.windowTitle(), '|', box.text(), file=sys.stderr)\n"
            "        box.button(QMessageBox.StandardButton.Ok).click()\n"
            "timer = QTimer(); timer.timeout.connect(close_it); timer.start(10)\n"
            "from bezique_qt.cli import main\n"
            "sys.exit(main(['--demo', '--exit-after-deals', '1', '--speed', 'none']))\n")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[variable] = str(tmp_path / "profile" / variable)
    return subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)


def _said(stderr: str) -> list[str]:
    """The program's sentences and the windows it showed (not Qt's notes on its platform, nor
    the log's lines about the same missing files)."""
    assert "Traceback" not in stderr, stderr
    return [line for line in stderr.splitlines() if line.startswith(("bezique-qt: ", "window: "))]


def test_without_its_data_the_program_says_so_and_exits_2(tmp_path: Path) -> None:
    empty = tmp_path / "nothing-here"
    empty.mkdir()
    result = _start_with_data_in(empty, tmp_path)
    assert result.returncode == 2, (result.returncode, result.stderr[-2000:])
    lines = _said(result.stderr)
    assert len(lines) == 2, result.stderr
    assert lines[0].startswith("bezique-qt: The program's assets/ folder is missing")
    assert str(empty) in lines[0]
    # and in a window, for a player who started it from a desktop menu
    assert lines[1] == f"window: Bezique cannot start | {lines[0].removeprefix('bezique-qt: ')}"
    assert not (tmp_path / "profile").exists(), "nothing is started before the check"


def test_a_missing_card_is_named_not_a_crash(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(ROOT / "assets", data / "assets")
    shutil.copytree(ROOT / "resources", data / "resources")
    (data / "assets" / "cards" / "Sq.svg").unlink()
    result = _start_with_data_in(data, tmp_path)
    assert result.returncode == 2, (result.returncode, result.stderr[-2000:])
    sentence = (f"The card art is incomplete: Sq.svg missing from {data / 'assets' / 'cards'}"
                "; reinstall bezique_qt or run it from its source tree.")
    assert _said(result.stderr) == [
        f"bezique-qt: {sentence}", f"window: Bezique cannot start | {sentence}"]
