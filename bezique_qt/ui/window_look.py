"""The game window as the preferences have it: the table's look (speed, card backs, colours,
large print, the felt's colour) and the window's place on the screen, kept from one session to
the next and put back only where it can be seen."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QDataStream, QRect, QSize
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QRadialGradient
from PySide6.QtWidgets import QWidget

from bezique_qt.persistence import Preferences
from bezique_qt.ui.table.layout import SCENE_RECT
from bezique_qt.ui.window import MainWindow

DEFAULT_TABLE_COLOUR = Preferences().table_colour


def table_brush(colour: str) -> QBrush:
    """The felt in ``colour``: lighter in the middle, darker at the edges."""
    base = QColor(colour)
    gradient = QRadialGradient(SCENE_RECT.center(), SCENE_RECT.width() * 0.7)
    gradient.setColorAt(0.0, base.lighter(112))
    gradient.setColorAt(1.0, base.darker(165))
    return QBrush(gradient)


def apply_look(window: MainWindow, prefs: Preferences, *, speed: bool = True) -> None:
    """Show ``prefs``' look on ``window``'s table (``speed``: its animation speed too); none of
    it is reported back as the player's choice."""
    w = window
    if speed:
        w.set_speed(prefs.animation_speed, remember=False)
    w.set_back(prefs.card_back, remember=False)
    w.set_four_colour(prefs.four_colour, remember=False)
    w.set_large_print(prefs.large_print, remember=False)
    w.memory_aid.set_shown(prefs.memory_aid)
    w.meld_guard.ask = prefs.ask_before_cancelling
    w.setStyleSheet(f"QMainWindow {{ background-color: {prefs.table_colour}; }}")
    # The table draws its own felt in the default colour; any other is drawn by the view.
    w.view.setBackgroundBrush(QBrush() if prefs.table_colour == DEFAULT_TABLE_COLOUR
                              else table_brush(prefs.table_colour))
    w.view.resetCachedContent()
    w.view.viewport().update()
    w.scene.set_auto_advance(prefs.auto_advance)


# QWidget.saveGeometry() starts with this number, then its format's version (Qt's qwidget.cpp).
_GEOMETRY_MAGIC = 0x1D9D0CB
# The least of a saved window that must lie on a screen for it to be put back there.
_ON_SCREEN = QSize(160, 80)


def geometry_on_a_screen(geometry: QByteArray) -> bool:
    """Whether the window ``geometry`` (from ``saveGeometry()``) can be seen and grasped on
    one of the screens there are now: not on a screen since unplugged, or far off the edge."""
    stream = QDataStream(geometry)
    stream.setVersion(QDataStream.Version.Qt_4_0)
    magic = stream.readUInt32()
    major = stream.readUInt16()
    stream.readUInt16()
    frame = QRect()
    stream >> frame
    if stream.status() != QDataStream.Status.Ok or magic != _GEOMETRY_MAGIC or major < 1:
        return False
    for screen in QGuiApplication.screens():
        seen = frame.intersected(screen.availableGeometry())
        if seen.width() >= min(_ON_SCREEN.width(), frame.width()) and \
                seen.height() >= min(_ON_SCREEN.height(), frame.height()):
            return True
    return False


#: The share of a large screen the window takes at its first start.
FIRST_SCREEN_SHARE = 0.85


def fit_on_screen(window: QWidget) -> None:
    """Size ``window`` at its first start for the screen it opens on: most of a large screen
    (the table lays itself out for the room it has), its usual size shrunk to fit a small one."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    available = screen.availableGeometry()
    # room for the window's frame and title bar, which are not part of its size
    room = QSize(available.width() - 16, available.height() - 48)
    share = QSize(int(available.width() * FIRST_SCREEN_SHARE),
                  int(available.height() * FIRST_SCREEN_SHARE))
    size = share.expandedTo(window.size()).boundedTo(room).expandedTo(window.minimumSizeHint())
    window.resize(size)


def restore_place(window: QWidget, kept: str) -> None:
    """Put ``window`` back where it was (``kept``: its geometry as :func:`saved_place` gave
    it), if that can be seen on a screen now; else size it for its screen."""
    geometry = QByteArray.fromBase64(kept.encode())
    if not (kept and geometry_on_a_screen(geometry) and window.restoreGeometry(geometry)):
        fit_on_screen(window)


def saved_place(window: QWidget) -> str:
    """``window``'s place and size, as text for the preferences."""
    return bytes(window.saveGeometry().toBase64().data()).decode()
