"""Installed like any Python program: ``pip install .`` into a fresh virtual environment, then
``bezique-qt`` run from another folder plays.

Slow (about a minute: a venv, PySide6 from pip's cache or the package index, the compiled
playout). The source is copied first (only what git tracks would be there in a fresh clone: no
``build/`` left over from an earlier build can fill gaps in the wheel), and the copy is deleted
before the program runs, so the installed program can only use what the wheel carried.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bezique_qt import __version__

ROOT = Path(__file__).resolve().parents[2]
_NOT_SOURCE = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info", "__pycache__",
                                     ".pytest_cache", ".ruff_cache", "*.so", "*.pyd", "shot*.png")


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="runs the Linux install")
def test_pip_install_then_play_a_demo_deal_from_another_folder(tmp_path: Path) -> None:
    source = tmp_path / "bezique_qt-source"
    shutil.copytree(ROOT, source, ignore=_NOT_SOURCE)
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    python, program = venv / "bin" / "python", venv / "bin" / "bezique-qt"
    install = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         str(source)], cwd=tmp_path, capture_output=True, text=True, timeout=1200)
    assert install.returncode == 0, install.stdout[-3000:] + install.stderr[-3000:]
    shutil.rmtree(source)

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    home = tmp_path / "home"
    env = {"PATH": f"{venv / 'bin'}:{os.environ.get('PATH', '/usr/bin:/bin')}",
           "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_DATA_HOME": str(home / "data"), "XDG_STATE_HOME": str(home / "state"),
           "XDG_CACHE_HOME": str(home / "cache"), "QT_QPA_PLATFORM": "offscreen",
           "LANG": "C.UTF-8"}

    # The data comes from the installed package, through importlib.resources.
    where = subprocess.run(
        [str(python), "-c", "from bezique_qt import paths; print(paths.assets_dir()); "
         "print(paths.resources_dir()); print(paths.missing_data())"],
        cwd=elsewhere, env=env, capture_output=True, text=True, timeout=60)
    assert where.returncode == 0, where.stderr
    package = Path(subprocess.run(
        [str(python), "-c", "import bezique_qt; print(bezique_qt.__file__)"], cwd=elsewhere,
        env=env, capture_output=True, text=True, timeout=60, check=True).stdout.strip()).parent
    assert venv in package.parents
    assert where.stdout.splitlines() == [str(package / "assets"), str(package / "resources"),
                                         "None"]
    assert (package / "resources" / "translations" / "bezique_qt_fr.qm").is_file()
    assert not list((package / "resources").rglob("*.ts")), "translation sources are not shipped"

    version = subprocess.run(["bezique-qt", "--version"], cwd=elsewhere, env=env,
                             capture_output=True, text=True, timeout=60)
    assert version.stdout.strip() == f"bezique-qt {__version__}", version.stderr

    start = time.monotonic()
    demo = subprocess.run([str(program), "--demo", "--exit-after-deals", "1", "--speed", "none"],
                          cwd=elsewhere, env=env, capture_output=True, text=True, timeout=300)
    assert demo.returncode == 0, demo.stderr[-3000:]
    assert "Error calling Python override" not in demo.stderr, demo.stderr[-3000:]
    assert time.monotonic() - start < 120
    assert (home / "state" / "bezique-qt" / "log" / "bezique-qt.log").is_file()
    assert not list(elsewhere.iterdir()), "the program wrote into the folder it was run from"
