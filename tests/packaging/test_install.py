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
import sysconfig
import time
import zipfile
from pathlib import Path

import pytest

from bezique_qt import __version__

ROOT = Path(__file__).resolve().parents[2]
_NOT_SOURCE = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info", "__pycache__",
                                     ".pytest_cache", ".ruff_cache", "*.so", "*.pyd", "shot*.png")

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not sys.platform.startswith("linux"),
                                                   reason="runs the Linux install and build")]


@pytest.fixture
def source(tmp_path: Path) -> Path:
    """A copy of the source tree holding what a fresh clone would."""
    copy = tmp_path / "bezique_qt-source"
    shutil.copytree(ROOT, copy, ignore=_NOT_SOURCE)
    return copy


def _user_env(home: Path, path: str, **more: str) -> dict[str, str]:
    """A run's environment: ``path`` to find programs, the user's folders below ``home``."""
    return {"PATH": path, "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"), "XDG_STATE_HOME": str(home / "state"),
            "XDG_CACHE_HOME": str(home / "cache"), "LANG": "C.UTF-8", **more}


def test_pip_install_then_play_a_demo_deal_from_another_folder(tmp_path: Path, source: Path
                                                               ) -> None:
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
    env = _user_env(home, f"{venv / 'bin'}:{os.environ.get('PATH', '/usr/bin:/bin')}",
                    QT_QPA_PLATFORM="offscreen")

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

    # where a C compiler was present the wheel carried the compiled modules, and they run
    compiled = subprocess.run(
        [str(python), "-c", "from bezique_qt.ai import solver; print(solver.COMPILED)"],
        cwd=elsewhere, env=env, capture_output=True, text=True, timeout=60, check=True)
    if shutil.which((sysconfig.get_config_var("CC") or "cc").split()[0]):
        assert compiled.stdout.strip() == "True", compiled.stdout


def test_without_a_c_compiler_the_wheel_is_python_and_plays(tmp_path: Path, source: Path
                                                            ) -> None:
    # the compiled modules are optional: a machine without a C compiler builds a wheel of the
    # Python sources alone (Cython still comes from the build requirements), and the program
    # plays from it, the solver and the playout in Python
    wheels = tmp_path / "wheels"
    env = {**os.environ, "CC": "false", "LDSHARED": "false"}
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check",
         "--no-deps", "-w", str(wheels), str(source)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=1200)
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    (wheel,) = wheels.glob("bezique_qt-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        archive.extractall(tmp_path / "unpacked")
    assert "bezique_qt/ai/solver.py" in names and "bezique_qt/_cython.py" in names
    assert not [n for n in names if n.endswith((".so", ".pyd", ".c"))], names

    run_env = _user_env(tmp_path / "home", os.environ.get("PATH", "/usr/bin:/bin"),
                        PYTHONPATH=str(tmp_path / "unpacked"))
    check = subprocess.run(
        [sys.executable, "-c", "import cython"], env=run_env, capture_output=True, timeout=60)
    if check.returncode == 0:
        pytest.skip("Cython is installed here: the stand-in for it would not be used")
    where = subprocess.run(
        [sys.executable, "-c", "from bezique_qt.ai import rollout, solver; "
         "print(solver.__file__, solver.COMPILED, rollout.COMPILED)"],
        cwd=tmp_path, env=run_env, capture_output=True, text=True, timeout=60, check=True)
    assert where.stdout.split() == [str(tmp_path / "unpacked" / "bezique_qt" / "ai" / "solver.py"),
                                    "False", "False"]
    # Medium solves the last tricks: a deal against Easy uses the solver in Python
    match = subprocess.run(
        [sys.executable, "-m", "bezique_qt", "match", "--a", "medium", "--b", "easy",
         "--deals", "1"], cwd=tmp_path, env=run_env, capture_output=True, text=True,
        timeout=600)
    assert match.returncode == 0, match.stderr[-3000:]
    assert "exceptions: 0" in match.stdout, match.stdout
