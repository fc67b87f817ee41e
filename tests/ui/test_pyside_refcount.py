"""Regression guard: PySide6 6.12.0 on Python < 3.12 loses a reference to None/True/False on
every Qt call that returns one, and the process aborts after a few thousand such calls
("Fatal Python error: none_dealloc"). pyproject.toml keeps that version out; this test fails
if a broken build gets in anyway.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QGraphicsRectItem

CALLS = 5000
TOLERANCE = 100
_SINGLETONS = {"None": None, "True": True, "False": False}


def test_qt_calls_keep_none_true_false_references(qapp: QApplication) -> None:
    colour = QColor(10, 20, 30)
    item = QGraphicsRectItem(0, 0, 10, 10)
    before = {name: sys.getrefcount(obj) for name, obj in _SINGLETONS.items()}

    for i in range(CALLS):
        colour.setRed(i % 256)  # returns None
        item.setPos(i, i)  # returns None
        colour.isValid()  # returns True
        item.isSelected()  # returns False

    after = {name: sys.getrefcount(obj) for name, obj in _SINGLETONS.items()}
    for name in _SINGLETONS:
        assert after[name] >= before[name] - TOLERANCE, (
            f"{CALLS} Qt calls dropped {before[name] - after[name]} references to {name}"
        )
