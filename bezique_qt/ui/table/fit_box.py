"""Text that must fit a box on the table: its font shrinks, a pixel at a time, until the
wrapped text is no taller than the box (the prompt beside a docked score sheet, in French, in
large print, would otherwise run out of its box and be cut)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

WRAP = int(Qt.TextFlag.TextWordWrap)


def font_filling_box(text: str, box: QRectF, font: QFont, smallest: float,
                     flags: int = WRAP) -> QFont:
    """``font``, or the same smaller (down to ``smallest`` pixels), so that ``text`` wrapped
    in ``box``'s width fits its height."""
    size = font.pixelSize()
    fitted = QFont(font)
    while size > smallest:
        used = QFontMetricsF(fitted).boundingRect(box, flags | WRAP, text)
        if used.height() <= box.height() and used.width() <= box.width():
            break
        size -= 1
        fitted.setPixelSize(size)
    return fitted
