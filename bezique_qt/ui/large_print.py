"""Large print in the windows: the application's font made larger, so that menus, dialogs and
the status bar grow with the table (which draws its own texts larger, see
:meth:`~bezique_qt.ui.table.scene.TableScene.set_large_print`)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from bezique_qt.ui.table.cards import LARGE_PRINT_SCALE

_BASE_SIZE = "bezique_qt_base_font_size"  # the application font's usual size, kept on the app


def set_large_font(on: bool, app: QApplication | None = None) -> None:
    """Make the application's font :data:`LARGE_PRINT_SCALE` times its usual size (``on``) or
    give it back its usual size. Widgets without a font of their own follow at once."""
    app = app or QApplication.instance()  # type: ignore[assignment]
    if not isinstance(app, QApplication):
        return
    font = app.font()
    base = app.property(_BASE_SIZE)
    if not isinstance(base, int | float) or base <= 0:
        base = font.pointSizeF() if font.pointSizeF() > 0 else float(font.pixelSize())
        app.setProperty(_BASE_SIZE, base)
    size = base * (LARGE_PRINT_SCALE if on else 1.0)
    if font.pointSizeF() > 0:
        if abs(font.pointSizeF() - size) < 0.01:
            return
        font.setPointSizeF(size)
    else:
        if font.pixelSize() == round(size):
            return
        font.setPixelSize(round(size))
    app.setFont(font)


def large_font_on(app: QApplication | None = None) -> bool:
    """Whether the application's font is the large one now."""
    app = app or QApplication.instance()  # type: ignore[assignment]
    if not isinstance(app, QApplication):
        return False
    base = app.property(_BASE_SIZE)
    if not isinstance(base, int | float) or base <= 0:
        return False
    font = app.font()
    size = font.pointSizeF() if font.pointSizeF() > 0 else float(font.pixelSize())
    return size > base * 1.01
