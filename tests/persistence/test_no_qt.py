"""The persistence layer is plain Python: importing it loads no Qt."""

from __future__ import annotations

import subprocess
import sys

from .conftest import REPO


def test_importing_persistence_loads_no_qt() -> None:
    code = ("import sys, bezique_qt.persistence; "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))")
    result = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                            text=True, timeout=60, check=True)
    assert result.stdout.strip() == "[]"
