"""The table's words: the labels of the melds on the table, the claims to score, the scoreboard,
the prompt, messages and floating points."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from bezique_qt.engine import Meld, Observation
from bezique_qt.engine.cards import SUIT_SYMBOLS, SUITS, pretty
from bezique_qt.engine.melds import meld_value
from bezique_qt.ui.game_words import meld_words, variant_name
from bezique_qt.ui.i18n import display_name, tr
from bezique_qt.ui.table.animation import FLOAT_MS
from bezique_qt.ui.table.cards import (
    suit_colour,
)
from bezique_qt.ui.table.items import (
    GOLD_COLOUR,
    MUTED_COLOUR,
    TEXT_COLOUR,
    FloatTextItem,
    LabelItem,
    Scoreboard,
    ScoreLine,
    ui_font,
)
from bezique_qt.ui.table.layout import (
    Z_FLOAT,
    Z_TABLE,
)
from bezique_qt.ui.table.picture import MeldGroup, group_label


def _text_width(text: str, pixel_size: float, bold: bool) -> float:
    """How wide ``text`` is in the table's font at ``pixel_size``."""
    return QFontMetricsF(ui_font(pixel_size, bold)).horizontalAdvance(text)

def _fitted_label(text: str, claim_points: int | None, width: float, smallest: float) -> str:
    """``text``, or a shorter way of saying it where even the smallest letters would not fit
    in ``width`` (a crowded row of the multi-pack games): a claim to score (worth
    ``claim_points``, in bold) as "+250 to score", then "+250"; any text is cut short with "…"
    as the last resort."""
    bold = claim_points is not None
    room = width - 4

    def fits(t: str) -> bool:
        return _text_width(t, smallest, bold) <= room

    if fits(text):
        return text
    if claim_points is not None:
        for short in (tr("+{points} to score").format(points=claim_points), f"+{claim_points}"):
            if fits(short):
                return short
    metrics = QFontMetricsF(ui_font(smallest, bold))
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(1.0, room))


def _trump_colour(suit: str, four_colour: bool) -> str:
    """The scoreboard's colour for the trump symbol of ``suit``: "" for the usual red/black."""
    return suit_colour(suit, True) if four_colour and suit in "CD" else ""


class TableLabels:
    """The labels-and-scores half of :class:`~.scene.TableScene` (a part of it, not used alone)."""

    def _update_labels(self) -> None:
        pic = self._picture
        me = pic.viewer
        for label in self.group_labels:
            self.removeItem(label)
        for frame in self.group_frames:
            self.removeItem(frame)
        self.group_labels, self.group_frames = [], []
        for seat, group, box, text, line, x, width in self._label_places():
            above = seat == me
            label = LabelItem(width, 26, 17, bold=group.pending,
                              colour=GOLD_COLOUR if group.pending else TEXT_COLOUR, fit=True)
            out = line * 26 * self.text_scale  # a second line lies further from the cards
            label.setPos(x, box.top() - 30 * self.text_scale - out if above
                         else box.bottom() + 6 + out)
            label.set_text(text)
            label.setZValue(Z_TABLE - 1)
            self.addItem(label)
            self.group_labels.append(label)
            if group.pending:
                path = QPainterPath()
                path.addRoundedRect(box.adjusted(-6, -6, 6, 6), 10, 10)
                frame = QGraphicsPathItem(path)
                frame.setPen(QPen(GOLD_COLOUR, 3, Qt.PenStyle.DashLine))
                frame.setZValue(Z_TABLE - 2)
                self.addItem(frame)
                self.group_frames.append(frame)
        for seat in range(pic.players):
            self.claim_labels[seat].set_text(self._claims_text(pic.pending[seat], pic.trump))

    def _claims_text(self, claims: Sequence[Meld], trump: int | None) -> str:
        """The list of a player's claims "to score" beside the table row: as many as the
        box holds (a claim too long for a line takes two), then how many more there are.
        Claims that read the same (other copies of the same cards, in the multi-pack games)
        are one line with their number."""
        if not claims:
            return ""
        label = self.claim_labels[0]
        metrics = QFontMetricsF(label.font())
        room = label.boundingRect().width()
        lines_free = int(label.boundingRect().height() // metrics.lineSpacing()) - 1
        alike: dict[str, int] = {}
        for m in claims:
            line = (f"{meld_words(m.name_code(trump))} {m.pretty()} "
                    f"({meld_value(self._variant, m, trump)})")
            alike[line] = alike.get(line, 0) + 1
        shown: list[str] = []
        counted = 0
        for i, (line, count) in enumerate(alike.items()):
            if count > 1:
                line = tr("{claim} × {count}").format(claim=line, count=count)
            need = 1 if metrics.horizontalAdvance(line) <= room else 2
            rest = len(alike) - i - 1
            if need > lines_free or (rest and need == lines_free):
                break  # keep a line for "and N more"
            shown.append(line)
            counted += count
            lines_free -= need
        more = len(claims) - counted
        if more:
            shown.append(tr("and {count} more").format(count=more))
        return "\n".join([tr("To score:"), *shown])

    def _label_places(self) -> list[tuple[int, MeldGroup, QRectF, str, int, float, float]]:
        """Per labelled group of the table rows: its seat, group, box, text, line (0 next to
        the cards, 1 beyond), and where its label starts and how wide it is.

        A label starts at its cards and may run on as far as the next label of its line (a
        lone card's "… and 40 to score" is wider than the card), or the end of the table; a
        longer text shrinks a little. A row whose labels would not fit side by side even drawn
        smaller (many melds, in the multi-pack games) puts every other one on the second line,
        which doubles their room. The last label of a line may start left of its cards, so
        as not to run off the table."""
        pic = self._picture
        # per seat: group, box, text, and for a claim to score its points
        rows: dict[int, list[tuple[MeldGroup, QRectF, str, int | None]]] = {}
        for seat, group, box in self._group_boxes:
            if group.meld is None:
                continue
            points: int | None = None
            if group.pending:
                points = meld_value(self._variant, group.meld, pic.trump)
                text = tr("… and {points} to score").format(points=points)
            else:
                text = group_label(group, pic.trump)
            rows.setdefault(seat, []).append((group, box, text, points))
        space = 16.0  # between two labels of a line
        full, smallest = 17 * self.text_scale, 17 * 0.8 * self.text_scale
        out: list[tuple[int, MeldGroup, QRectF, str, int, float, float]] = []
        for seat, row in rows.items():
            row.sort(key=lambda entry: entry[1].left())
            row_left, main_right = self._row_span(seat)

            def room(i: int, lines: int,
                     row: list[tuple[MeldGroup, QRectF, str, int | None]] = row,
                     main_right: float = main_right) -> float:
                box = row[i][1]
                right = (row[i + lines][1].left() - space if i + lines < len(row)
                         else main_right)
                return right - box.left()

            crowded = any(_text_width(text, smallest, group.pending) + 4 > room(i, 1)
                          for i, (group, _box, text, _points) in enumerate(row))
            lines = 2 if crowded else 1
            ends = [row_left - space] * lines  # where each line's last label ends
            for i, (group, box, text, points) in enumerate(row):
                line = i % lines
                wanted = _text_width(text, full, group.pending) + 4
                width = max(1.0, min(room(i, lines), max(box.width() + 30, 120, wanted)))
                x = box.left()
                if i + lines >= len(row) and x + wanted > main_right:
                    # the last of its line: it may move left, up to the label before it
                    x = max(ends[line] + space, main_right - wanted)
                    width = main_right - x
                ends[line] = x + min(width, wanted)
                out.append((seat, group, box, _fitted_label(text, points, width, smallest),
                            line, x, width))
        return out

    # ------------------------------------------------------------------ scores
    def _update_board(self, obs: Observation, partial: bool = False) -> None:
        pic = self._picture
        variant = obs.variant
        me = pic.viewer
        names = self._names
        n = variant.players
        trump = pic.trump if partial else obs.trump
        board = Scoreboard()
        board.heading = tr("{variant} · deal {deal}").format(variant=variant_name(variant),
                                                            deal=obs.deal_index + 1)
        if trump is None:
            board.trump_symbol = "?"
            board.trump_text = tr("Trumps not yet fixed")
        else:
            suit = SUITS[trump]
            board.trump_symbol = SUIT_SYMBOLS[suit]
            board.trump_text = {"S": tr("Trumps: spades"), "H": tr("Trumps: hearts"),
                                "D": tr("Trumps: diamonds"), "C": tr("Trumps: clubs")}[suit]
            board.trump_red = suit in "HD"
            board.trump_colour = _trump_colour(suit, self.renderer.four_colour)
        turnup = pic.turnup if partial else obs.turnup
        if turnup is not None:
            board.turnup_text = tr("Turn-up: {card}").format(card=pretty(turnup))
        order = tuple((me + k) % n for k in range(n))  # the viewer, then clockwise
        board.names = tuple(display_name(names[p]) for p in order)
        deal_points = pic.deal_points if partial else list(obs.deal_points)
        lines = []
        if n != 2:
            lines = self._multi_score_lines(obs, deal_points, order, partial)
        else:
            if not variant.single_deal:
                game = [obs.game_points[0], obs.game_points[1]]
                if partial and not variant.rubicon_scoring:
                    game = [obs.game_points[p] - obs.deal_points[p] + deal_points[p]
                            for p in (0, 1)]
                lines.append(ScoreLine(tr("Game"), (str(game[order[0]]),
                                                   str(game[order[1]]))))
            lines.append(ScoreLine(tr("This deal"), (str(deal_points[order[0]]),
                                                    str(deal_points[order[1]]))))
            lines.append(ScoreLine(tr("Brisques"), (str(obs.brisques[order[0]]),
                                                   str(obs.brisques[order[1]]))))
        board.lines = lines
        if variant.single_deal:
            board.footer = tr("One deal is the game; under {threshold} is a rubicon.").format(
                threshold=variant.rubicon_threshold)
        elif variant.game_target:
            board.footer = tr("Game to {target}.").format(target=variant.game_target)
        to_act = self._to_act if self._to_act is not False else obs.to_act
        if to_act is not None:
            board.to_act = (to_act - me) % n
        if self.scoreboard.set_board(board):
            self._place_panel()
        for seat in range(n):
            name = display_name(names[seat])
            if seat == obs.dealer:
                name = tr("{name} · dealer").format(name=name)
            self.name_labels[seat].set_text(name, MUTED_COLOUR)

    def _multi_score_lines(self, obs: Observation, deal_points: Sequence[int],
                           order: Sequence[int], partial: bool) -> list[ScoreLine]:
        """The scoreboard's lines at a table of three or four, a column a player in
        ``order``: the game by side (partners show the same figure, and a line says who
        plays with whom), this deal's points and the brisques by player."""
        variant = obs.variant
        lines: list[ScoreLine] = []
        game = list(obs.game_points)
        if partial:
            for p in range(variant.players):
                game[variant.side_of(p)] += deal_points[p] - obs.deal_points[p]
        if variant.partnerships:
            letters = "AB"
            lines.append(ScoreLine(tr("Side"), tuple(letters[variant.side_of(p)]
                                                      for p in order)))
        lines.append(ScoreLine(tr("Game"), tuple(str(game[variant.side_of(p)])
                                                  for p in order)))
        lines.append(ScoreLine(tr("This deal"), tuple(str(deal_points[p]) for p in order)))
        lines.append(ScoreLine(tr("Brisques"), tuple(str(obs.brisques[p]) for p in order)))
        return lines

    # ------------------------------------------------------------------ messages
    def set_to_act(self, seat: int | None) -> None:
        """Whose turn the scoreboard marks (the game's, which may be ahead of the pictures)."""
        self._to_act = seat
        board = self.scoreboard.board
        board.to_act = None if seat is None else (seat - self.viewer) % self._players
        self.scoreboard.set_board(board)

    def set_prompt(self, text: str) -> None:
        self.prompt.set_text(text)

    def show_message(self, text: str, colour: QColor | None = None) -> None:
        """A sentence under the prompt (why a card cannot be played, a hint, news)."""
        self.message.set_text(text, TEXT_COLOUR if colour is None else colour)

    def _say(self, text: str) -> None:
        self.show_message(text)
        self.announced.emit(text)

    def _float(self, text: str, pos: QPointF) -> None:
        if self._ms(FLOAT_MS) == 0:
            return
        floater = FloatTextItem(text, scale=self.text_scale)
        floater.setPos(pos)
        floater.setZValue(Z_FLOAT)
        self.addItem(floater)
        group = QParallelAnimationGroup(floater)
        rise = QPropertyAnimation(floater, b"pos", group)
        rise.setDuration(self._ms(FLOAT_MS))
        rise.setStartValue(pos)
        rise.setEndValue(pos + QPointF(0, -60))
        rise.setEasingCurve(QEasingCurve.Type.OutCubic)
        fade = QPropertyAnimation(floater, b"opacity", group)
        fade.setDuration(self._ms(FLOAT_MS))
        fade.setKeyValueAt(0.0, 1.0)
        fade.setKeyValueAt(0.7, 1.0)
        fade.setKeyValueAt(1.0, 0.0)
        group.addAnimation(rise)
        group.addAnimation(fade)
        group.finished.connect(lambda floater=floater: self._drop_float(floater))
        self._floats[floater] = group
        group.start()

    def _drop_float(self, floater: FloatTextItem) -> None:
        group = self._floats.pop(floater, None)
        if group is not None:
            group.stop()
        if floater.scene() is self:
            self.removeItem(floater)
        floater.deleteLater()
