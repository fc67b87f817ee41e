"""Shared test set-up. Qt is not imported here, so engine tests run without it."""

from __future__ import annotations

import contextlib
import importlib.util
import os
import random
import shutil
import signal
import stat
import subprocess
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from types import ModuleType

import pytest

from bezique_qt.engine import GameState, Variant, preset

# Before any test imports Qt: no display is needed, and none is used if one exists.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _private_user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point the user's config, data, cache, state and runtime directories at the test's
    tmp_path."""
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        directory = tmp_path / "user" / variable.removeprefix("XDG_").removesuffix("_HOME").lower()
        monkeypatch.setenv(variable, str(directory))
    # the running copy's local socket (made when needed; a short path, as sockets need)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "run"))


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


def _random_game(variant: str | Variant, seed: int, names: Sequence[str] | None = None
                 ) -> GameState:
    """A game played from ``seed`` to its end, each action drawn from the legal ones by
    ``random.Random(seed)``."""
    game = GameState.new_game(preset(variant) if isinstance(variant, str) else variant,
                              seed=seed, names=names)
    rng = random.Random(seed)
    while not game.over:
        if game.deal_over:
            game.next_deal()
        else:
            game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.fixture(scope="session")
def random_game() -> Callable[..., GameState]:
    """``random_game(variant, seed, names=None)``: a finished game played at random (a variant
    id or a ``Variant``)."""
    return _random_game


@pytest.fixture
def unreadable_files(tmp_path: Path) -> list[tuple[Path, str]]:
    """Files a loader must refuse without reading them (the limits of opening a saved game: a
    regular file of at most MAX_FILE_BYTES), each with the words of its refusal: a pipe with
    no writer (a plain open() would block for ever), a file too large, and a character device
    with /dev/zero's numbers (which would fill the memory), made in the test's own folder."""
    from bezique_qt.persistence.saves import MAX_FILE_BYTES

    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)
    zero = tmp_path / "zero.json"
    os.mknod(zero, stat.S_IFCHR | 0o600, os.makedev(1, 5))
    return [(pipe, "it is not a regular file"), (huge, "it is too large"),
            (zero, "it is not a regular file")]


@contextlib.contextmanager
def _no_hang(seconds: int = 10) -> Iterator[None]:
    """Fail the test if the block has not ended after ``seconds`` (a read that blocks)."""

    def hung(signum: int, frame: object) -> None:
        pytest.fail("reading the file hung")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.fixture
def no_hang() -> Callable[..., contextlib.AbstractContextManager[None]]:
    """``with no_hang():`` fails the test if the block takes more than 10 seconds (in this
    process, so that a read that blocks is caught)."""
    return _no_hang


def load_script(name: str) -> ModuleType:
    """Import ``scripts/<name>.py`` (the scripts are not a package) as the module ``name``."""
    path = Path(__file__).resolve().parent.parent / "scripts" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)
    spec.loader.exec_module(module)
    return module


def _runs_without_qt(code: str, cwd: Path | None = None) -> None:
    """Run ``code`` in a fresh Python: it must end well without having imported Qt."""
    check = code + ("import sys\nassert not any(m.startswith('PySide6') for m in sys.modules), "
                    "'Qt was imported'\n")
    result = subprocess.run([sys.executable, "-c", check], cwd=cwd, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr


@pytest.fixture(scope="session")
def runs_without_qt() -> Callable[..., None]:
    """``runs_without_qt(code, cwd=None)``: run ``code`` in a fresh Python and check that it
    ends well without importing Qt."""
    return _runs_without_qt


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
    sys.modules[spec.name] = copy  # as an import does (dataclasses look the module up)
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
