"""The view that shows the table scaled to the window (its aspect kept) and passes it the mouse
and the keyboard, and the menu that sets the order of the viewer's hand."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QShowEvent,
    QTransform,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QMenu, QWidget

from bezique_qt.ui.table.card_art import face_name
from bezique_qt.ui.table.cards import CARD_HEIGHT
from bezique_qt.ui.table.hand import HAND_SORTS
from bezique_qt.ui.table.scene import TableScene
from bezique_qt.words.i18n import tr


class TableView(QGraphicsView):
    """Shows the table scaled to fit, aspect kept; a click during animation finishes it."""

    key_pressed = Signal(object)  # QKeyEvent the table did not use

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt's gradient is drawn once per size, not under every moving card.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 400)
        self._settle_timer = QTimer(self)
        self._settle_timer.setSingleShot(True)
        self._settle_timer.setInterval(150)
        self._settle_timer.timeout.connect(self._render_sharp)
        # Drawing a court card's art takes a few milliseconds: the art is drawn ahead, one card
        # per pass of the event loop, so that new cards on the table never hold up a frame.
        self._warm_queue: list[tuple[str, int]] = []
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(0)
        self._warm_timer.timeout.connect(self._warm_next)
        # the table may change its shape by itself (a game for three or four, a longer hand)
        scene.sceneRectChanged.connect(lambda _rect: self._show_whole_table())

    @property
    def table(self) -> TableScene:
        return self._table

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_table()
        self._table.renderer.resizing = True
        self._settle_timer.start()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_table()
        self._settle_timer.start()

    def fit_table(self) -> None:
        """Lay the table out for the view's shape and show all of it."""
        size = self.viewport().size()
        self._table.fit_to_view(size.width(), size.height())
        self._show_whole_table()

    def _show_whole_table(self) -> None:
        # also when the table changes shape by itself (a game of longer hands wants a wider
        # table): else its right and bottom edges would be cut off until the window is resized
        size = self.viewport().size()
        rect = self._table.sceneRect()
        scale = min(size.width() / rect.width(), size.height() / rect.height())
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())

    def card_height(self) -> float:
        """How many pixels high a card is drawn now."""
        return CARD_HEIGHT * self.transform().m22()

    def _render_sharp(self) -> None:
        self._table.renderer.resizing = False
        self.viewport().update()
        self.prepare_card_art()

    def prepare_card_art(self) -> None:
        """Draw every card's art at the size the table shows now, ahead of need."""
        renderer = self._table.renderer
        height = round(CARD_HEIGHT * self.transform().m22() * self.devicePixelRatioF())
        names = [renderer.back] + [face_name(card) for card in range(32)]
        self._warm_queue = [(name, height) for name in names]
        self._warm_timer.start()

    def _warm_next(self) -> None:
        renderer = self._table.renderer
        if renderer.resizing or not self._warm_queue:
            self._warm_queue = []
            self._warm_timer.stop()
            return
        name, height = self._warm_queue.pop(0)
        renderer.pixmap(name, height)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._table.waiting:
            self._table.advance()
            event.accept()
            return
        if self._table.busy:
            self._table.finish_animations()
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.key_pressed.emit(event)
        if not event.isAccepted():
            super().keyPressEvent(event)



class HandSortMenu(QMenu):
    """A "Sort the hand" menu whose choices set (and follow) the scene's hand order."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(tr("Sort the &hand"), parent)
        group = QActionGroup(self)
        self.sort_actions: dict[str, QAction] = {}
        for key, label in HAND_SORTS.items():
            action = QAction(tr(label), self, checkable=True)
            action.triggered.connect(lambda _checked=False, key=key: scene.set_hand_sort(key))
            group.addAction(action)
            self.addAction(action)
            self.sort_actions[key] = action
        self._follow(scene.hand_sort)
        scene.hand_sort_changed.connect(self._follow)
        self.addSeparator()
        self.addAction(tr("Drag a card within your hand to move it")).setEnabled(False)

    def _follow(self, key: str) -> None:
        if key in self.sort_actions:
            self.sort_actions[key].setChecked(True)
