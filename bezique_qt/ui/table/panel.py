"""The choices the table offers the player as buttons: the declaration panel (what to declare,
score or exchange after winning a trick, and the other choices of the moment) and the bar of
the dealer's-packet guess (six-pack)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bezique_qt.engine import Action, Observation
from bezique_qt.engine.actions import GUESS
from bezique_qt.ui.table.cards import text_scale
from bezique_qt.ui.table.items import (
    PANEL_COLOUR,
    TEXT_COLOUR,
    ButtonGroupItem,
    ButtonItem,
    ui_font,
)
from bezique_qt.words.i18n import for_player, tr


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

    def offer(self, obs: Observation, dealer: str) -> bool:
        """Offer the viewer of ``obs`` the sizes its legal actions allow to guess of the packet
        lifted by ``dealer`` (a name); returns whether there is a guess to make."""
        sizes = sorted(a.number for a in obs.legal if a.kind == GUESS and a.number is not None)
        self.set_sizes(
            for_player(dealer, tr("How many cards did you lift? A right guess scores 150; you "
                                  "score 250 for lifting exactly {count}."),
                       tr("How many cards did {name} lift? A right guess scores 150; {name} "
                          "scores 250 for lifting exactly {count}."),
                       count=2 * obs.variant.hand_size),
            sizes)
        return bool(sizes)

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
