"""Nothing on the table or beside it is cut at the sizes players use: 1024×640 with the score
sheet docked, in French, in large print."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from .conftest import glue, resize_and_wait

FRENCH_PROMPT = "À vous : jouez une carte sur la levée."


def _fits(label: object) -> bool:
    box: QRectF = label.boundingRect()  # type: ignore[attr-defined]
    used = QFontMetricsF(label.font()).boundingRect(  # type: ignore[attr-defined]
        box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        | int(Qt.TextFlag.TextWordWrap), str(label.text))  # type: ignore[attr-defined]
    return used.height() <= box.height() and used.width() <= box.width()


def test_the_prompt_fits_its_box_beside_the_docked_sheet_in_large_print(
        qtbot: QtBot, open_app_window: Callable, driver_for: Callable) -> None:
    window = open_app_window("--seed", "12")
    driver_for(window).wait_for_human()
    window.set_large_print(True)
    glue(window).sheet_dock.show()
    resize_and_wait(qtbot, window, 1024, 640)
    prompt = window.scene.prompt
    prompt.set_text(FRENCH_PROMPT)
    assert _fits(prompt), "the prompt runs out of its box"
    assert prompt.font().pixelSize() >= 15  # still a prompt, not small print
