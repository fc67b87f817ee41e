"""Shared test set-up. Qt is not imported here, so engine tests run without it."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from bezique_qt.engine import GameState, Variant, preset

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
