"""Shared test set-up. Qt is not imported here, so engine tests run without it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Before any test imports Qt: no display is needed, and none is used if one exists.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _private_user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point the user's config, data, cache and state directories at the test's tmp_path."""
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        directory = tmp_path / "user" / variable.removeprefix("XDG_").removesuffix("_HOME").lower()
        monkeypatch.setenv(variable, str(directory))
