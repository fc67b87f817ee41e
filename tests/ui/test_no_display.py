"""With no display the program says so in one sentence instead of letting Qt abort."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bezique_qt.ui.app import missing_display

_DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE")


def _headless_env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in _DISPLAY_VARIABLES}
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[variable] = str(tmp_path / "profile" / variable)
    return env


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="X11/Wayland systems only")
def test_without_a_display_the_program_says_so_and_exits_2(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, "-m", "bezique_qt", "--demo"], cwd=tmp_path,
                            env=_headless_env(tmp_path), capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 2, (result.returncode, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("bezique-qt: no display found:")
    assert "QT_QPA_PLATFORM=offscreen" in lines[0]
    assert "xcb" not in result.stderr
    assert result.stdout == ""
    # Nothing was started: no log, preferences or autosave written.
    assert not (tmp_path / "profile").exists()


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="X11/Wayland systems only")
def test_offscreen_is_taken_as_the_way_to_run_without_a_display(tmp_path: Path) -> None:
    env = _headless_env(tmp_path) | {"QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-m", "bezique_qt", "--exit-after-ms", "100"],
                            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "no display" not in result.stderr


def test_a_display_or_a_chosen_platform_is_enough() -> None:
    none: dict[str, str] = {}
    assert missing_display((), none, "linux") is not None
    assert missing_display((), none, "freebsd14") is not None
    assert missing_display((), {"DISPLAY": ":0"}, "linux") is None
    assert missing_display((), {"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert missing_display((), {"XDG_SESSION_TYPE": "wayland"}, "linux") is None
    assert missing_display((), {"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert missing_display(("-platform", "vnc"), none, "linux") is None
    assert missing_display((), {"DISPLAY": ""}, "linux") is not None
    # Windows and macOS always have a screen platform of their own.
    assert missing_display((), none, "win32") is None
    assert missing_display((), none, "darwin") is None
