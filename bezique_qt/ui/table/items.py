"""The table's items other than cards: buttons, the declaration panel, the dealer's-packet guess,
the cut for deal, the scoreboard, labels.

They are drawn in the scene, so they scale with the window like the cards do.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bezique_qt.engine import Action
from bezique_qt.engine.actions import GUESS
from bezique_qt.engine.cards import pretty
from bezique_qt.ui.table.cards import (
    CARD_HEIGHT,
    CARD_WIDTH,
    CardRenderer,
    MarkedItem,
    device_scale,
    face_name,
    text_scale,
)
from bezique_qt.ui.table.fit_box import font_filling_box
from bezique_qt.words.caption import units
from bezique_qt.words.i18n import tr

TEXT_COLOUR = QColor("#f3eedb")
MUTED_COLOUR = QColor("#c9d8c4")
GOLD_COLOUR = QColor("#ffd54a")
RED_SUIT_COLOUR = QColor("#e0443a")
PANEL_COLOUR = QColor(10, 40, 24, 190)
BUTTON_COLOUR = QColor("#f3eedb")
BUTTON_TEXT_COLOUR = QColor("#1b2a20")
FOCUS_COLOUR = QColor("#4aa3ff")
HINT_COLOUR = QColor("#6cf08a")


def ui_font(pixel_size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


def fitting_font(text: str, width: float, pixel_size: float, smallest: float,
                 bold: bool = False) -> QFont:
    """:func:`ui_font` at ``pixel_size``, or smaller (down to ``smallest``) until ``text``
    fits in ``width``: a longer name (or a longer word in another language) shrinks a little
    before it is cut short."""
    size = pixel_size
    font = ui_font(size, bold)
    while size > smallest and QFontMetricsF(font).horizontalAdvance(text) > width:
        size = max(smallest, size - 1)
        font = ui_font(size, bold)
    return font


class LabelItem(QGraphicsObject):
    """Text in a fixed box on the table (wrapped, aligned, optionally on a dark plate). With
    ``fit`` a text too long for one line is drawn a little smaller rather than wrapped; with
    ``elide`` too (a name) one still too long is shortened, whole in its tooltip; with
    ``shrink`` a text too tall for the box is drawn smaller."""

    def __init__(self, width: float, height: float, pixel_size: float = 22,
                 bold: bool = False, colour: QColor = TEXT_COLOUR,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                 plate: bool = False, parent: QGraphicsItem | None = None, *,
                 fit: bool = False, elide: bool = False, shrink: bool = False) -> None:
        super().__init__(parent)
        self._shrink = shrink  # a text too tall for the box is drawn smaller (fit_box)
        self._rect = QRectF(0, 0, width, height)
        self._fit = fit or elide
        self._elide = elide
        self._text = ""
        self._font = ui_font(pixel_size, bold)
        self._colour = QColor(colour)
        self._align = align
        self._plate = plate
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # text is slow to draw and rarely changes: kept as a picture until it does
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def text(self) -> str:
        return self._text

    def font(self) -> QFont:
        """The font the text is drawn in (larger in large print)."""
        size = self._font.pixelSize() * text_scale(self)
        if self._fit:
            room = self._rect.width() - (24 if self._plate else 0)
            return fitting_font(self._text, room, size, self._font.pixelSize() * 0.8,
                                self._font.bold())
        font = QFont(self._font)
        font.setPixelSize(max(1, round(size)))
        if self._shrink and self._text:
            return font_filling_box(str(self._text), self._box(), font, size * 0.6)
        return font

    def set_text(self, text: str, colour: QColor | None = None) -> None:
        colour = self._colour if colour is None else QColor(colour)
        changed = text != self._text or colour != self._colour
        self._text = text  # (kept as given: a caption's spoken words go with it)
        self._colour = colour
        if changed:
            self._update_tip()
            self.update()

    def shown_text(self) -> str:
        """The text as drawn: with ``elide``, a text too long for one line even a little
        smaller is shortened in the middle (a name keeps its start and its end, "· dealer")."""
        if not self._elide:
            return self._text
        room = self._rect.width() - (24 if self._plate else 0)
        return QFontMetricsF(self.font()).elidedText(self._text, Qt.TextElideMode.ElideMiddle,
                                                     room)

    @property
    def elided(self) -> bool:
        """Whether the text is shortened (its tooltip then holds it whole)."""
        return self.shown_text() != self._text

    def _update_tip(self) -> None:
        self.setToolTip(str(self._text) if self._elide and self.elided else "")

    def set_size(self, width: float, height: float) -> None:
        """Give the text a box ``width`` × ``height`` large (the table was laid out anew)."""
        if (width, height) != (self._rect.width(), self._rect.height()):
            self.prepareGeometryChange()
            self._rect = QRectF(0, 0, width, height)
            self._update_tip()
            self.update()

    def text_scale_changed(self) -> None:
        """The scene's large print was switched: the box grows with the text."""
        self.prepareGeometryChange()
        self._update_tip()
        self.update()

    def _box(self) -> QRectF:
        # Larger text needs more lines' room: the box grows away from where it is aligned.
        extra = self._rect.height() * (text_scale(self) - 1.0)
        if self._align & Qt.AlignmentFlag.AlignBottom:
            return self._rect.adjusted(0, -extra, 0, 0)
        if self._align & Qt.AlignmentFlag.AlignVCenter:
            return self._rect.adjusted(0, -extra / 2, 0, extra / 2)
        return self._rect.adjusted(0, 0, 0, extra)

    def boundingRect(self) -> QRectF:
        return self._box()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._text:
            return
        box = self._box()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.font())
        flags = int(self._align) | int(Qt.TextFlag.TextWordWrap)
        if self._plate:
            used = painter.boundingRect(box.adjusted(12, 6, -12, -6), flags, self._text)
            plate = used.adjusted(-12, -6, 12, 6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 120))
            painter.drawRoundedRect(plate, 10, 10)
            painter.setPen(self._colour)
            painter.drawText(box.adjusted(12, 6, -12, -6), flags, self._text)
            return
        painter.setPen(self._colour)
        if self._elide:
            flags &= ~int(Qt.TextFlag.TextWordWrap)  # one line, shortened if it must be
        painter.drawText(box, flags, self.shown_text())


class FloatTextItem(QGraphicsObject):
    """A short score note ("+40") that rises and fades, then goes."""

    def __init__(self, text: str, colour: QColor = GOLD_COLOUR,
                 parent: QGraphicsItem | None = None, *, scale: float = 1.0) -> None:
        super().__init__(parent)
        self._text = text
        self._font = ui_font(30 * scale, bold=True)
        self._colour = colour
        width = QFontMetricsF(self._font).horizontalAdvance(text) + 28
        self._rect = QRectF(-width / 2, -24 * scale, width, 48 * scale)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def text(self) -> str:
        return self._text

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.drawRoundedRect(self._rect, 22, 22)
        painter.setFont(self._font)
        painter.setPen(self._colour)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self._text)


class ButtonItem(MarkedItem):
    """A button drawn on the table: a caption on the left, points on the right."""

    clicked = Signal()

    def __init__(self, width: float, height: float, caption: str, points: str = "",
                 *, primary: bool = True, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(0, 0, width, height)
        self.caption = caption
        self.points = points
        self.primary = primary
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(caption)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-5, -5, 5, 5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        fill = QColor(BUTTON_COLOUR if self.primary else QColor("#cfd8c8"))
        if self._hover:
            fill = fill.lighter(108)
        painter.setBrush(fill)
        pen = QPen(QColor(0, 0, 0, 90), 1.5)
        if self.hinted:
            pen = QPen(HINT_COLOUR, 5)
        if self.focused:
            pen = QPen(FOCUS_COLOUR, 5)
        painter.setPen(pen)
        painter.drawRoundedRect(r, 10, 10)
        painter.setPen(BUTTON_TEXT_COLOUR)
        k = text_scale(self)
        if self.points:
            painter.setFont(ui_font(22 * k, bold=True))
            painter.drawText(r.adjusted(14, 0, -12, 0), Qt.AlignmentFlag.AlignRight
                             | Qt.AlignmentFlag.AlignVCenter, self.points)
        font, lines = self.caption_layout()
        painter.setFont(font)
        painter.drawText(self.caption_rect(), Qt.AlignmentFlag.AlignLeft
                         | Qt.AlignmentFlag.AlignVCenter, "\n".join(lines))

    def caption_rect(self) -> QRectF:
        """Where the caption is written: the button less its margins and its points."""
        return _caption_rect(self._rect, self.points, text_scale(self))

    def caption_layout(self) -> tuple[QFont, list[str]]:
        """The font and the lines the caption is drawn in: wrapped between words (a card's
        name, or a meld's cards, never split), never cut short; drawn smaller only where the
        lines would not fit the button."""
        return _caption_layout(self.caption, self.caption_rect(), self.primary,
                               text_scale(self))

    @staticmethod
    def height_for(caption: str, points: str, width: float, scale: float = 1.0, *,
                   primary: bool = True, least: float = 0.0) -> float:
        """How high a button ``width`` wide must be (at least ``least``) for ``caption`` to
        be drawn whole at its usual size."""
        rect = _caption_rect(QRectF(0, 0, width, max(least, 1.0)), points, scale)
        font = ui_font(_usual_caption_size(primary) * scale)
        lines = wrap_caption(caption, QFontMetricsF(font), rect.width())
        return max(least, len(lines) * QFontMetricsF(font).lineSpacing() + 14 * scale)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if self._rect.contains(event.pos()):
            self.clicked.emit()


def wrap_caption(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """``text`` in lines no wider than ``width`` where it can be, broken between words but
    never between the cards of a meld (``K♥ Q♥``) nor after a lone suit symbol (``♠
    trumps``), which a :class:`~bezique_qt.words.caption.Caption` knows (see
    :func:`~bezique_qt.words.caption.units`); nothing is left out."""
    lines: list[str] = []
    for unit in units(text):
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {unit}") <= width:
            lines[-1] = f"{lines[-1]} {unit}"
        else:
            lines.append(unit)
    return lines or [""]


def _usual_caption_size(primary: bool) -> float:
    return 19.0 if primary else 17.0


def _caption_rect(rect: QRectF, points: str, scale: float) -> QRectF:
    text_rect = rect.adjusted(14, 0, -12, 0)
    if points:
        points_font = ui_font(22 * scale, bold=True)
        text_rect.setRight(text_rect.right()
                           - QFontMetricsF(points_font).horizontalAdvance(points) - 12)
    return text_rect


def _caption_layout(caption: str, rect: QRectF, primary: bool, scale: float
                    ) -> tuple[QFont, list[str]]:
    usual = _usual_caption_size(primary) * scale
    smallest = min(usual, 13.0)
    size = usual
    while True:
        font = ui_font(size)
        metrics = QFontMetricsF(font)
        lines = wrap_caption(caption, metrics, rect.width())
        fits = (all(metrics.horizontalAdvance(line) <= rect.width() for line in lines)
                and len(lines) * metrics.lineSpacing() <= rect.height() - 4)
        if fits or size <= smallest:
            return font, lines
        size = max(smallest, size - 1)


@dataclass
class PanelRow:
    """One line of the declaration panel: a main choice and an optional second one."""

    caption: str
    points: str
    actions: list[Action]
    second_caption: str = ""
    second_actions: list[Action] = field(default_factory=list)
    # other actions the main choice stands for: they read the same to the player
    alike: list[Action] = field(default_factory=list)


class ButtonGroupItem(QGraphicsObject):
    """Table buttons under a title, the player's choice among them; hidden until there is
    something to choose."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._title = ""
        self._buttons: list[ButtonItem] = []
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setVisible(False)

    @property
    def title(self) -> str:
        return self._title

    @property
    def buttons(self) -> list[ButtonItem]:
        """The buttons shown now, in reading order."""
        return list(self._buttons)

    def _remove_buttons(self) -> None:
        """Take the buttons shown off the table (new ones are to be made)."""
        for button in self._buttons:
            button.setParentItem(None)
            if button.scene() is not None:
                button.scene().removeItem(button)
        self._buttons = []


class DeclarationPanel(ButtonGroupItem):
    """The choices open to the human after winning a trick (and before leading, where the rules
    allow something besides playing a card). Emits :attr:`chosen` with the actions to apply."""

    chosen = Signal(object)  # list[Action]
    focus_moved = Signal(int)  # the index of the button under the keyboard focus (-1: none)

    ROW_HEIGHT = 58.0
    ROW_GAP = 8.0
    TITLE_HEIGHT = 64.0
    SECOND_WIDTH = 86.0

    def __init__(self, width: float, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(0, 0, width, height)
        self._rows: list[PanelRow] = []
        self._page = 0
        self._focus = -1
        self._hint: list[Action] | None = None

    # ------------------------------------------------------------------ content
    @property
    def rows(self) -> list[PanelRow]:
        return list(self._rows)

    def _row_height(self) -> float:
        return self.ROW_HEIGHT * text_scale(self)

    def _title_height(self) -> float:
        return self.TITLE_HEIGHT * text_scale(self)

    def _second_width(self) -> float:
        # "Score later" on two lines needs less room than the main caption: it grows less
        return self.SECOND_WIDTH * (1.0 + (text_scale(self) - 1.0) * 0.45)

    def set_height(self, height: float) -> None:
        """Give the panel ``height`` (its choices are paged to fit)."""
        if height != self._rect.height():
            self.prepareGeometryChange()
            self._rect.setHeight(height)
            self.text_scale_changed()

    def text_scale_changed(self) -> None:
        """The scene's large print was switched: the buttons are made again to fit."""
        focus = self._focus
        hint = self._hint
        self._page = 0
        self._rebuild()
        self._hint = hint
        if focus >= 0 and self._buttons:
            self.set_focus_index(min(focus, len(self._buttons) - 1))

    def rows_per_page(self) -> int:
        """How many rows of the usual height one page holds."""
        room = self._rect.height() - self._title_height()
        return max(1, int((room + self.ROW_GAP) // (self._row_height() + self.ROW_GAP)))

    def _main_width(self, row: PanelRow) -> float:
        width = self._rect.width() - 24
        return width - (self._second_width() + 8 if row.second_actions else 0)

    def row_height(self, row: PanelRow) -> float:
        """How high ``row``'s buttons are: the usual height, or more where a caption needs
        more lines to be read whole."""
        k = text_scale(self)
        height = ButtonItem.height_for(row.caption, row.points, self._main_width(row), k,
                                       least=self._row_height())
        if row.second_actions:
            height = max(height, ButtonItem.height_for(
                row.second_caption, "", self._second_width(), k, primary=False,
                least=self._row_height()))
        return height

    def set_rows(self, title: str, rows: Sequence[PanelRow]) -> None:
        """Show ``rows`` under ``title`` (no rows: hide the panel)."""
        keep_focus = self._focus >= 0
        self._title = title
        self._rows = list(rows)
        self._page = 0
        self._hint = None
        self._rebuild()
        self.setVisible(bool(self._rows))
        if keep_focus and self._buttons:
            self.set_focus_index(0)

    def clear(self) -> None:
        self.set_rows("", [])

    def _pages(self) -> list[list[PanelRow]]:
        room = self._rect.height() - self._title_height() + self.ROW_GAP
        heights = [self.row_height(row) + self.ROW_GAP for row in self._rows]
        if sum(heights) <= room:
            return [self._rows]
        room -= self._row_height() * 0.8 + self.ROW_GAP  # the "more" button
        pages: list[list[PanelRow]] = [[]]
        used = 0.0
        for row, height in zip(self._rows, heights, strict=True):
            if pages[-1] and used + height > room:
                pages.append([])
                used = 0.0
            pages[-1].append(row)
            used += height
        return pages

    def _rebuild(self) -> None:
        self._remove_buttons()
        self._focus = -1
        pages = self._pages()
        self._page = min(self._page, len(pages) - 1)
        width = self._rect.width() - 24
        y = self._title_height()
        for row in pages[self._page]:
            main_width = self._main_width(row)
            height = self.row_height(row)
            main = ButtonItem(main_width, height, row.caption, row.points, parent=self)
            main.setPos(12, y)
            main.clicked.connect(lambda actions=row.actions: self.chosen.emit(list(actions)))
            self._buttons.append(main)
            if row.second_actions:
                second = ButtonItem(self._second_width(), height, row.second_caption,
                                    primary=False, parent=self)
                second.setPos(12 + main_width + 8, y)
                second.clicked.connect(
                    lambda actions=row.second_actions: self.chosen.emit(list(actions)))
                self._buttons.append(second)
            y += height + self.ROW_GAP
        if len(pages) > 1:
            more = ButtonItem(width, self._row_height() * 0.8,
                              tr("More choices ({page} of {pages})").format(
                                  page=self._page + 1, pages=len(pages)), "▸",
                              primary=False, parent=self)
            more.setPos(12, y)
            more.clicked.connect(self.next_page)
            self._buttons.append(more)
        self.prepareGeometryChange()
        self.update()

    def next_page(self) -> None:
        pages = self._pages()
        had_focus = self._focus >= 0
        self._page = (self._page + 1) % len(pages)
        self._rebuild()
        if had_focus:
            self.set_focus_index(0)

    def button_for(self, actions: Sequence[Action]) -> ButtonItem | None:
        """The button that applies ``actions`` (on the page shown), if any."""
        wanted = list(actions)
        pages = self._pages()
        index = 0
        for row in pages[self._page]:
            if row.actions == wanted:
                return self._buttons[index]
            index += 1
            if row.second_actions:
                if row.second_actions == wanted:
                    return self._buttons[index]
                index += 1
        return None

    def show_hint(self, action: Action) -> bool:
        """Mark the choice that starts with ``action``; turn to its page. Returns whether
        there is one."""
        pages = self._pages()
        for page_index, page in enumerate(pages):
            for row in page:
                if row.actions and action in row.alike:
                    # the hinted one of several choices alike: the row plays that one
                    row.actions = [action, *row.actions[1:]]
                    row.alike = [a for a in row.alike if a != action]
                    self._rebuild()
                for actions in (row.actions, row.second_actions):
                    if actions and actions[0] == action:
                        if page_index != self._page:
                            self._page = page_index
                            self._rebuild()
                        button = self.button_for(actions)
                        if button is not None:
                            button.set_hinted(True)
                        return True
        return False

    # ------------------------------------------------------------------ keyboard focus
    @property
    def focus_index(self) -> int:
        return self._focus

    def set_focus_index(self, index: int) -> None:
        if not self._buttons:
            self._focus = -1
            return
        if index >= 0:
            index %= len(self._buttons)
        for i, button in enumerate(self._buttons):
            button.set_focused(i == index)
        moved = index != self._focus
        self._focus = index
        if moved:
            self.focus_moved.emit(index)

    def move_focus(self, step: int) -> None:
        start = self._focus if self._focus >= 0 else (-1 if step > 0 else 0)
        self.set_focus_index(start + step)

    def activate_focused(self) -> bool:
        if 0 <= self._focus < len(self._buttons):
            self._buttons[self._focus].clicked.emit()
            return True
        return False

    # ------------------------------------------------------------------ painting
    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        used = self._title_height() + len(self._buttons) * 0  # the frame wraps the buttons
        bottom = max((b.pos().y() + b.boundingRect().height() for b in self._buttons),
                     default=used) + 10
        frame = QRectF(0, 0, self._rect.width(), min(self._rect.height(), bottom))
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1.5))
        painter.setBrush(PANEL_COLOUR)
        painter.drawRoundedRect(frame, 14, 14)
        painter.setPen(TEXT_COLOUR)
        painter.setFont(ui_font(22 * text_scale(self), bold=True))
        painter.drawText(QRectF(16, 8, self._rect.width() - 32, self._title_height() - 12),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                         | Qt.TextFlag.TextWordWrap, self._title)


@dataclass
class ScoreLine:
    label: str
    values: tuple[str, ...]  # one a column (a player)


@dataclass
class Scoreboard:
    """What the scoreboard shows."""

    heading: str = ""
    trump_symbol: str = ""
    trump_text: str = ""
    trump_red: bool = False
    trump_colour: str = ""
    """The trump symbol's colour (``#rrggbb``) when it is not the usual red or black."""
    turnup_text: str = ""
    """The turned-up card in words ("Turn-up: 10♦"), empty when none lies on the table."""
    names: tuple[str, ...] = ("", "")
    lines: list[ScoreLine] = field(default_factory=list)
    footer: str = ""
    to_act: int | None = None


class ScoreboardItem(QGraphicsObject):
    """The scores: game and deal points for both players, trumps, the state of the deal."""

    def __init__(self, width: float, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(0, 0, width, height)
        self._base_height = height
        self._board = Scoreboard()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def board(self) -> Scoreboard:
        return self._board

    def set_board(self, board: Scoreboard) -> bool:
        """Show ``board``; returns whether the board changed its height (a line more than
        the usual three, the sides with partners, makes it taller)."""
        height = self._base_height + 34.0 * max(0, len(board.lines) - 3)
        # a footer of more than two lines (the sides of partners by name) makes it taller
        footer = QFontMetricsF(ui_font(17)).boundingRect(
            QRectF(0, 0, self._rect.width() - 32, 10000),
            int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), board.footer)
        height += max(0.0, footer.height() - 44.0)
        grown = height != self._rect.height()
        if grown:
            self.prepareGeometryChange()
            self._rect.setHeight(height)
        self._board = board
        self.update()
        return grown

    def text_scale_changed(self) -> None:
        """The scene's large print was switched: the board grows with its texts."""
        self.prepareGeometryChange()
        self.update()

    def value_font(self) -> QFont:
        """The font of the points (larger in large print)."""
        return ui_font(24 * text_scale(self), bold=True)

    def boundingRect(self) -> QRectF:
        r = QRectF(self._rect)
        r.setHeight(r.height() * text_scale(self))
        return r

    def _columns(self) -> tuple[QFont, float, list[float], QFont]:
        """The table of points: the labels' font and column width (as wide as the longest
        label needs), each player's column width, and the figures' font. A column is as wide
        as its player's name needs where the room allows (a long name beside a short one,
        "Ordinateur" beside "Vous" in large print, keeps its size), the rest shared alike."""
        b = self._board
        k = text_scale(self)
        w = self.boundingRect().width() - 32
        label_font = ui_font(19 * k)
        label_metrics = QFontMetricsF(label_font)
        longest = max((line.label for line in b.lines), default="",
                      key=label_metrics.horizontalAdvance)
        widest = label_metrics.horizontalAdvance(longest)
        col_label = min(w * 0.36, widest + 12)
        columns = max(1, len(b.names))
        value_font = self.value_font()
        figure_metrics = QFontMetricsF(value_font)
        figure = max((figure_metrics.horizontalAdvance(v) for line in b.lines
                      for v in line.values), default=0.0) + 16
        name_metrics = QFontMetricsF(ui_font(19 * k, bold=True))
        needs = [max(name_metrics.horizontalAdvance(n) + 8, figure) for n in b.names]
        if sum(needs) > w - col_label:  # the labels give some room to the names
            col_label = max(w * 0.24, min(col_label, w - sum(needs)))
        if widest + 12 > col_label:  # a long label (French, large print) shrinks to fit
            label_font = fitting_font(longest, col_label - 12, 19 * k, 14 * k)
        room = w - col_label
        if needs and sum(needs) <= room:
            cols = [need + (room - sum(needs)) / columns for need in needs]
        else:
            cols = [room / columns] * columns
        if len(b.names) > 2:  # narrow columns: the figures shrink, all alike, to fit
            figure_text = max((v for line in b.lines for v in line.values),
                              key=figure_metrics.horizontalAdvance, default="")
            value_font = fitting_font(figure_text, min(cols) - 16, 24 * k, 12 * k, bold=True)
        return label_font, col_label, cols, value_font

    def name_fonts(self) -> list[QFont]:
        """The font of each player's name over its column: the names' size, or smaller where a
        name would not fit (three or four columns are narrower: a name may shrink further
        before it is cut)."""
        _label_font, _col_label, cols, _value_font = self._columns()
        k = text_scale(self)
        smallest = 15 * k if len(self._board.names) <= 2 else 11 * k
        return [fitting_font(name, col - 8, 19 * k, smallest, bold=True)
                for name, col in zip(self._board.names, cols, strict=True)]

    def figures_fit(self) -> bool:
        """Whether every figure of the board fits its player's column with room between
        columns (for tests and checks)."""
        _label_font, _col_label, cols, value_font = self._columns()
        metrics = QFontMetricsF(value_font)
        return all(metrics.horizontalAdvance(v) <= col - 12
                   for line in self._board.lines for v, col in zip(line.values, cols, strict=False))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        b = self._board
        r = self.boundingRect()
        k = text_scale(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1.5))
        painter.setBrush(PANEL_COLOUR)
        painter.drawRoundedRect(r, 14, 14)
        x0, w = 16.0, r.width() - 32
        painter.setPen(MUTED_COLOUR)
        heading_font = ui_font(18 * k)
        painter.setFont(heading_font)
        painter.drawText(QRectF(x0, 8 * k, w, 26 * k), Qt.AlignmentFlag.AlignLeft
                         | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(heading_font).elidedText(b.heading,
                                                               Qt.TextElideMode.ElideRight, w))
        # trumps
        painter.setFont(ui_font(46 * k, bold=True))
        suit_box = QRectF(x0, 40 * k, 56 * k, 56 * k)
        painter.setBrush(QColor("#f3eedb"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(suit_box, 10, 10)
        painter.setPen(QColor(b.trump_colour) if b.trump_colour
                       else RED_SUIT_COLOUR if b.trump_red else QColor("#111111"))
        painter.drawText(suit_box, Qt.AlignmentFlag.AlignCenter, b.trump_symbol or "?")
        painter.setPen(TEXT_COLOUR)
        trump_font = ui_font(21 * k, bold=True)
        text_box = QRectF(x0 + 68 * k, 40 * k, w - 68 * k, 56 * k)
        if b.turnup_text:
            # two lines: the trump suit, then the turned-up card in large bold figures
            top, bottom = QRectF(text_box), QRectF(text_box)
            top.setHeight(text_box.height() / 2)
            bottom.setTop(top.bottom())
            painter.setFont(fitting_font(b.trump_text, top.width(), 21 * k, 15 * k, bold=True))
            painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             b.trump_text)
            painter.setPen(GOLD_COLOUR)
            painter.setFont(fitting_font(b.turnup_text, bottom.width(), 21 * k, 15 * k,
                                         bold=True))
            painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft
                             | Qt.AlignmentFlag.AlignVCenter, b.turnup_text)
        else:
            painter.setFont(trump_font)
            painter.drawText(text_box, Qt.AlignmentFlag.AlignLeft
                             | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                             b.trump_text)
        label_font, col_label, cols, value_font = self._columns()
        lefts = [x0 + col_label + sum(cols[:i]) for i in range(len(cols))]
        row = 34 * k
        y = 108.0 * k
        for i, (name, font) in enumerate(zip(b.names, self.name_fonts(), strict=True)):
            col = cols[i]
            box = QRectF(lefts[i], y, col - 4, row - 6)
            if b.to_act == i:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 213, 74, 60))
                painter.drawRoundedRect(box.adjusted(-2, -2, 2, 2), 8, 8)
            painter.setPen(GOLD_COLOUR if b.to_act == i else TEXT_COLOUR)
            painter.setFont(font)
            metrics = QFontMetricsF(painter.font())
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             metrics.elidedText(name, Qt.TextElideMode.ElideRight, col - 8))
        y += row
        for line in b.lines:
            painter.setPen(MUTED_COLOUR)
            painter.setFont(label_font)
            painter.drawText(QRectF(x0, y, col_label, row - 4), Qt.AlignmentFlag.AlignLeft
                             | Qt.AlignmentFlag.AlignVCenter, line.label)
            painter.setPen(TEXT_COLOUR)
            painter.setFont(value_font)
            for i, value in enumerate(line.values):
                painter.drawText(QRectF(lefts[i], y, cols[i] - 4, row - 4),
                                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                                 value)
            y += row
        if b.footer:
            painter.setPen(MUTED_COLOUR)
            painter.setFont(ui_font(17 * k))
            painter.drawText(QRectF(x0, y + 4 * k, w, r.height() - y - 8 * k),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                             | Qt.TextFlag.TextWordWrap, b.footer)



class GuessBar(ButtonGroupItem):
    """Six-pack: a row of buttons, one for each packet size the non-dealer may guess. Emits
    :attr:`chosen` with the guess as a list of one action."""

    chosen = Signal(object)  # [Action(GUESS, number=n)]

    BUTTON_WIDTH = 66.0
    BUTTON_HEIGHT = 58.0
    GAP = 8.0
    TITLE_HEIGHT = 78.0

    def __init__(self, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._width = width
        self._sizes: list[int] = []

    @property
    def width(self) -> float:
        return self._width

    @property
    def sizes(self) -> list[int]:
        """The packet sizes offered, in order."""
        return list(self._sizes)

    def button_for(self, size: int) -> ButtonItem | None:
        """The button that guesses ``size`` cards."""
        return next((b for b, n in zip(self._buttons, self._sizes, strict=True) if n == size),
                    None)

    def set_sizes(self, title: str, sizes: Sequence[int]) -> None:
        """Offer ``sizes`` under ``title`` (no sizes: hide the bar)."""
        self._remove_buttons()
        self._title = title
        self._sizes = list(sizes)
        count = len(self._sizes)
        row = count * self.BUTTON_WIDTH + max(0, count - 1) * self.GAP
        x = max(16.0, (self._width - row) / 2)
        for size in self._sizes:
            button = ButtonItem(self.BUTTON_WIDTH, self.BUTTON_HEIGHT, str(size), parent=self)
            button.setToolTip(tr("Guess {count} cards").format(count=size))
            button.setPos(x, self.TITLE_HEIGHT)
            button.clicked.connect(
                lambda size=size: self.chosen.emit([Action(GUESS, number=size)]))
            self._buttons.append(button)
            x += self.BUTTON_WIDTH + self.GAP
        self.prepareGeometryChange()
        self.setVisible(bool(self._sizes))
        self.update()

    def clear(self) -> None:
        self.set_sizes("", [])

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, self.TITLE_HEIGHT + self.BUTTON_HEIGHT + 18)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1.5))
        painter.setBrush(PANEL_COLOUR)
        painter.drawRoundedRect(self.boundingRect(), 14, 14)
        painter.setPen(TEXT_COLOUR)
        painter.setFont(ui_font(21 * text_scale(self), bold=True))
        painter.drawText(QRectF(18, 6, self._width - 36, self.TITLE_HEIGHT - 10),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._title)


class CutItem(QGraphicsObject):
    """The cut for the first deal: both cut cards face up, who cut which, and who deals.

    It lets clicks through to the table beneath it.
    """

    CARD_SCALE = 0.8
    HEIGHT = 310.0

    def __init__(self, renderer: CardRenderer, width: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._width = width
        self._cards: tuple[int, int] | None = None
        self._captions = ("", "")
        self._sentence = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    @property
    def cards(self) -> tuple[int, int] | None:
        """The two cut cards shown (the viewer's first), or None."""
        return self._cards

    @property
    def sentence(self) -> str:
        return self._sentence

    def show_cut(self, cards: tuple[int, int], captions: tuple[str, str],
                 sentence: str) -> None:
        """Show ``cards`` with their ``captions`` (who cut them) and ``sentence`` (who deals)."""
        self._cards = cards
        self._captions = captions
        self._sentence = sentence
        self.setVisible(True)
        self.update()

    def clear(self) -> None:
        self._cards = None
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, self.HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self._cards is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1.5))
        painter.setBrush(PANEL_COLOUR)
        painter.drawRoundedRect(self.boundingRect(), 14, 14)
        painter.setPen(TEXT_COLOUR)
        heading = tr("The cut for the first deal")
        painter.setFont(fitting_font(heading, self._width - 32, 21 * text_scale(self),
                                     15 * text_scale(self), bold=True))
        painter.drawText(QRectF(16, 8, self._width - 32, 32), Qt.AlignmentFlag.AlignCenter,
                         heading)
        width, height = CARD_WIDTH * self.CARD_SCALE, CARD_HEIGHT * self.CARD_SCALE
        scale = device_scale(painter)
        gap = 70.0
        left = (self._width - 2 * width - gap) / 2
        for i, card in enumerate(self._cards):
            x = left + i * (width + gap)
            target = QRectF(x, 48, width, height)
            art = self._renderer.pixmap(face_name(card), round(height * max(0.1, scale)))
            painter.drawPixmap(target, art, QRectF(art.rect()))
            painter.setPen(MUTED_COLOUR)
            caption = f"{self._captions[i]} {pretty(card)}"
            room = width + gap - 8
            painter.setFont(fitting_font(caption, room, 17 * text_scale(self), 12))
            painter.drawText(QRectF(x - gap / 2 + 4, 52 + height, room, 26 * text_scale(self)),
                             Qt.AlignmentFlag.AlignCenter, caption)
        painter.setPen(GOLD_COLOUR)
        painter.setFont(ui_font(19 * text_scale(self), bold=True))
        painter.drawText(QRectF(16, 84 + height, self._width - 32, self.HEIGHT - 90 - height),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                         self._sentence)


class SeatCutItem(QGraphicsObject):
    """One seat's card of the cut for the first deal at a table of three or four, shown by
    that seat (where its table cards will lie): the card face up, and on the dealer's, framed
    in gold, why that seat deals. It lets clicks through to the table beneath it."""

    CARD_SCALE = 0.8
    PAD = 10.0
    HEIGHT = CARD_HEIGHT * CARD_SCALE + 2 * PAD
    WIDTH = 330.0  # at most: the seat's column may be narrower

    def __init__(self, renderer: CardRenderer, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._width = self.WIDTH
        self._card: int | None = None
        self._deals = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    @property
    def card(self) -> int | None:
        """The card shown (None: nothing shown)."""
        return self._card

    @property
    def deals(self) -> bool:
        """Whether this seat's card is the highest: it deals first."""
        return self._deals

    def texts(self) -> tuple[str, str, str]:
        """What it says: the heading, the card, and why the seat deals (or "")."""
        if self._card is None:
            return ("", "", "")
        return (tr("Cut for the deal"), pretty(self._card),
                tr("The highest card: deals first") if self._deals else "")

    def show_card(self, card: int, deals: bool, width: float) -> None:
        """Show ``card``, cut by this seat; ``deals`` for the highest; ``width`` at most."""
        self.prepareGeometryChange()
        self._card, self._deals = card, deals
        self._width = max(CARD_WIDTH, min(self.WIDTH, width))
        self.setVisible(True)
        self.update()

    def clear(self) -> None:
        self._card = None
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, self.HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self._card is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        colour = GOLD_COLOUR if self._deals else QColor(255, 255, 255, 40)
        painter.setPen(QPen(colour, 3.0 if self._deals else 1.5))
        painter.setBrush(PANEL_COLOUR)
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 12, 12)
        pad = self.PAD
        width, height = CARD_WIDTH * self.CARD_SCALE, CARD_HEIGHT * self.CARD_SCALE
        art = self._renderer.pixmap(face_name(self._card),
                                    round(height * max(0.1, device_scale(painter))))
        painter.drawPixmap(QRectF(pad, pad, width, height), art, QRectF(art.rect()))
        heading, card, why = self.texts()
        left = 2 * pad + width
        room = self._width - left - pad
        scale = text_scale(self)
        painter.setPen(MUTED_COLOUR)
        painter.setFont(fitting_font(heading, room, 17 * scale, 11))
        painter.drawText(QRectF(left, pad, room, 28 * scale),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, heading)
        painter.setPen(TEXT_COLOUR)
        painter.setFont(ui_font(30 * scale, bold=True))
        painter.drawText(QRectF(left, pad + 28 * scale, room, 40 * scale),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, card)
        if why:
            painter.setPen(GOLD_COLOUR)
            box, font = self.why_layout()
            painter.setFont(font)
            painter.drawText(box, self.WHY_FLAGS, why)

    WHY_FLAGS = (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                 | Qt.TextFlag.TextWordWrap)

    def why_layout(self) -> tuple[QRectF, QFont]:
        """Where the dealer's reason is written, and its font: smaller (down to a floor) in a
        narrow column or a longer language rather than cut off."""
        scale = text_scale(self)
        width = CARD_WIDTH * self.CARD_SCALE
        left = 2 * self.PAD + width
        top = self.PAD + 72 * scale
        box = QRectF(left, top, self._width - left - self.PAD, self.HEIGHT - top - 2)
        why = self.texts()[2]
        size = 18 * scale
        font = ui_font(size, bold=True)
        while size > 11 and QFontMetricsF(font).boundingRect(
                box, int(self.WHY_FLAGS), why).height() > box.height():
            size -= 1
            font = ui_font(size, bold=True)
        return box, font
