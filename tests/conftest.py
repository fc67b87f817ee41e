"""Shared test set-up. Qt is not imported here, so engine tests run without it."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

# Before any test imports Qt: no display is needed, and none is used if one exists.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _private_user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point the user's config, data, cache and state directories at the test's tmp_path."""
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        directory = tmp_path / "user" / variable.removeprefix("XDG_").removesuffix("_HOME").lower()
        monkeypatch.setenv(variable, str(directory))


@pytest.fixture(scope="session")
def tmpfs_available() -> bool:
    """Whether a test may mount a small private tmpfs (a real disk that fills up) in a mount
    namespace of its own (``unshare --map-root-user --mount``)."""
    if sys.platform != "linux" or shutil.which("unshare") is None:
        return False
    probe = subprocess.run(["unshare", "--map-root-user", "--mount", "sh", "-c",
                            'd=$(mktemp -d) && mount -t tmpfs -o size=64k tmpfs "$d" && '
                            'umount "$d" && rmdir "$d"'],
                           capture_output=True, timeout=30, check=False)
    return probe.returncode == 0


def _load_as_python(name: str) -> ModuleType:
    """Module ``name``'s ``.py`` loaded again under another name, so that it runs as Python
    where the module itself runs compiled; ``import cython`` in it finds the stand-in
    (bezique_qt/_cython.py), as on a machine without Cython."""
    module = importlib.import_module(name)
    assert module.__file__ is not None
    source = Path(module.__file__).with_name(name.rpartition(".")[2] + ".py")
    spec = importlib.util.spec_from_file_location(f"{name}__as_python", source)
    assert spec is not None and spec.loader is not None
    copy = importlib.util.module_from_spec(spec)
    saved = sys.modules.get("cython")
    sys.modules["cython"] = None  # type: ignore[assignment]  # makes `import cython` fail
    try:
        spec.loader.exec_module(copy)
    finally:
        if saved is None:
            del sys.modules["cython"]
        else:
            sys.modules["cython"] = saved
    return copy


@pytest.fixture(scope="session")
def as_python() -> Callable[[str], ModuleType]:
    """Loads a module written for Cython (setup.py's list) from its source, to run as Python."""
    return _load_as_python
