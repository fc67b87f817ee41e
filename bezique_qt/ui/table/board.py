"""The table's words: the labels of the melds on the table, the claims to score, the scoreboard,
the prompt, messages and floating points.

:class:`TableBoard` is held by :class:`~.scene.TableScene` (as :attr:`~.scene.TableScene.board`);
what it needs of the scene is said by the :class:`TableScene` protocol here, and the items it
writes on (scoreboard, prompt, message, names and claims by each seat) are given to it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple, Protocol

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    SignalInstance,
)
from PySide6.QtGui import QColor, QFontMetricsF, QPainterPath, QPainterPathStroker
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from bezique_qt.engine import Meld, Observation
from bezique_qt.engine.cards import SUIT_SYMBOLS, SUITS, pretty
from bezique_qt.engine.melds import meld_value
from bezique_qt.ui.table.card_art import suit_colour
from bezique_qt.ui.table.items import (
    GOLD_COLOUR,
    MUTED_COLOUR,
    TEXT_COLOUR,
    FloatTextItem,
    LabelItem,
    ui_font,
)
from bezique_qt.ui.table.layout import (
    Z_FLOAT,
    Z_TABLE,
)
from bezique_qt.ui.table.picture import MeldGroup, group_label
from bezique_qt.ui.table.scoreboard import Scoreboard, ScoreboardItem, ScoreLine
from bezique_qt.words.game import meld_words, variant_name
from bezique_qt.words.i18n import display_name, tr

if TYPE_CHECKING:
    from bezique_qt.engine import Variant
    from bezique_qt.ui.table.card_art import CardRenderer
    from bezique_qt.ui.table.picture import TablePicture

LABEL_SIZE = 17.0  # the letters of a meld's label (smaller where the row is crowded)
LABEL_HEIGHT = 20.0  # a label's line
LABEL_GAP = 2.0  # between a label and its cards
LABEL_PAD = 2.0  # the room a label keeps beyond its text
LABEL_SPACE = 16.0  # between two labels of a line
FLOAT_MS = 1300  # how long points scored rise and fade


class _RowLabel(NamedTuple):
    """A label to place in a table row: its group and box, its text (and a claim's points),
    and how wide it is at its usual size and at its smallest."""

    group: MeldGroup
    box: QRectF
    text: str
    points: int | None
    usual: float
    least: float


class LabelPlace(NamedTuple):
    """Where a label of a table row lies: its seat, group and the group's box, the text shown
    and the whole text, and the top, left and width of the label."""

    seat: int
    group: MeldGroup
    box: QRectF
    shown: str
    text: str
    top: float
    x: float
    width: float


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


class TableScene(Protocol):
    """What the table's words need of the table (:class:`.scene.TableScene`, which holds
    them): its picture, the groups of cards on it and where they may lie, the players' names,
    the size of its texts, and its signal for news."""

    announced: SignalInstance
    text_scale: float
    renderer: CardRenderer

    @property
    def picture(self) -> TablePicture: ...

    @property
    def viewer(self) -> int: ...

    @property
    def variant(self) -> Variant: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def group_boxes(self) -> list[tuple[int, MeldGroup, QRectF]]: ...

    def row_span(self, seat: int) -> tuple[float, float]: ...

    def trick_area(self) -> list[QRectF]: ...

    def addItem(self, item: QGraphicsItem) -> None: ...  # noqa: N802

    def removeItem(self, item: QGraphicsItem) -> None: ...  # noqa: N802


class TableBoard:
    """The words on the table: meld labels and claims, scoreboard, prompt, messages and
    floating points, written on the items given (see the module's docstring)."""

    def __init__(self, scene: TableScene, *, scoreboard: ScoreboardItem, prompt: LabelItem,
                 message: LabelItem, name_labels: list[LabelItem],
                 claim_labels: list[LabelItem], resized: Callable[[], None],
                 duration: Callable[[int], int]) -> None:
        self.scene = scene
        self.scoreboard = scoreboard
        self.prompt = prompt
        self.message = message
        self.name_labels = name_labels
        """Each seat's name (the list grows with the seats the scene adds)."""
        self.claim_labels = claim_labels
        """Each seat's claims to score."""
        self._resized = resized  # the scoreboard took another size: what lies below it moves
        self._ms = duration  # an animation's duration at the table's speed (0: none)
        self.group_labels: list[LabelItem] = []
        self.group_frames: list[QGraphicsPathItem] = []
        self._meld_labels: list[tuple[int, MeldGroup, LabelItem]] = []
        self._floats: dict[FloatTextItem, QParallelAnimationGroup] = {}
        self._to_act: int | None | bool = False  # False: as the observation says

    def update_labels(self) -> None:
        """Label the groups of the table rows and frame the claims to score."""
        scene = self.scene
        pic = scene.picture
        for label in self.group_labels:
            scene.removeItem(label)
        for frame in self.group_frames:
            scene.removeItem(frame)
        self.group_labels, self.group_frames = [], []
        self._meld_labels = []
        for seat, group, _box, text, full, top, x, width in self._label_places():
            label = LabelItem(width, LABEL_HEIGHT, LABEL_SIZE, bold=group.pending,
                              colour=GOLD_COLOUR if group.pending else TEXT_COLOUR, fit=True)
            label.setPos(x, top)
            label.set_text(text)
            # cut short (a crowded row of the multi-pack games): said whole on pointing at it
            label.setToolTip(full if text != full else "")
            label.setZValue(Z_TABLE - 1)
            scene.addItem(label)
            self.group_labels.append(label)
            self._meld_labels.append((seat, group, label))
        # a claim's cards in a dashed frame, open where labels cross it
        gaps = QPainterPath()
        for _seat, _group, label in self._meld_labels:
            gaps.addRect(label.sceneBoundingRect().adjusted(-3, 0, 3, 0))
        stroker = QPainterPathStroker()
        stroker.setWidth(3)
        stroker.setDashPattern(Qt.PenStyle.DashLine)
        for _seat, group, box in scene.group_boxes:
            if not group.pending:
                continue
            path = QPainterPath()
            path.addRoundedRect(box.adjusted(-6, -6, 6, 6), 10, 10)
            frame = QGraphicsPathItem(stroker.createStroke(path).subtracted(gaps))
            frame.setPen(Qt.PenStyle.NoPen)
            frame.setBrush(GOLD_COLOUR)
            frame.setZValue(Z_TABLE - 2)
            scene.addItem(frame)
            self.group_frames.append(frame)
        for seat in range(pic.players):
            self.claim_labels[seat].set_text(self._claims_text(pic.pending[seat], pic.trump))

    def meld_labels(self) -> list[tuple[int, MeldGroup, LabelItem]]:
        """The labels of the melds on the table: each with its seat and its group of cards."""
        return list(self._meld_labels)

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
                    f"({meld_value(self.scene.variant, m, trump)})")
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

    def _label_text(self, group: MeldGroup) -> tuple[str, int | None]:
        """A labelled group's text, and for a claim to score its points (None otherwise)."""
        if group.pending:
            assert group.meld is not None
            points = meld_value(self.scene.variant, group.meld, self.scene.picture.trump)
            return tr("… and {points} to score").format(points=points), points
        return group_label(group, self.scene.picture.trump), None

    def label_room(self, group: MeldGroup) -> tuple[float, float]:
        """How wide the label of ``group`` is drawn at its usual size and at its smallest
        (0 for a group without a label), with the room kept before the next label."""
        if group.meld is None:
            return 0.0, 0.0
        text, points = self._label_text(group)
        bold = points is not None
        scale = self.scene.text_scale
        return (_text_width(text, LABEL_SIZE * scale, bold) + LABEL_PAD + LABEL_SPACE,
                _text_width(text, LABEL_SIZE * 0.8 * scale, bold) + LABEL_PAD
                + LABEL_SPACE)

    def _label_places(self) -> list[LabelPlace]:
        """Where the labels of the table rows' groups lie (see :meth:`_row_label_places`)."""
        rows: dict[int, list[_RowLabel]] = {}
        for seat, group, box in self.scene.group_boxes:
            if group.meld is None:
                continue
            text, points = self._label_text(group)
            usual, least = self.label_room(group)
            rows.setdefault(seat, []).append(_RowLabel(group, box, text, points,
                                                       usual - LABEL_SPACE, least - LABEL_SPACE))
        out: list[LabelPlace] = []
        for seat, row in rows.items():
            row.sort(key=lambda entry: entry.box.left())
            out += [LabelPlace(seat, *place)
                    for place in self._row_label_places(row, seat == self.scene.viewer,
                                                        *self.scene.row_span(seat))]
        return out

    def _row_label_places(self, row: list[_RowLabel], above: bool, row_left: float,
                          main_right: float
                          ) -> list[tuple[MeldGroup, QRectF, str, str, float, float, float]]:
        """Per label of a table row (left to right): its group, box, the text shown and the
        whole text, and the top, left and width of its label.

        A label lies along its cards on the side of the trick (``above`` them in the viewer's
        row), on the line next to them. It starts at its cards and may run on as far as the
        next label of its line or the end of its row, ``main_right`` (the last label of the
        line may start left of its cards, not left of ``row_left``, so as not to run off the
        row: at a table of three or four each seat's row is a column of its own); a longer
        text shrinks a little. A label that does not fit so (a crowded row of the multi-pack
        games) takes the second line, further from the cards, where that line is clear of the
        trick's cards: it then has room up to the label after next; where it cannot, the next
        label takes the second line to leave it that room. A text that still does not fit is
        said shorter (the label's tooltip says it whole)."""
        scale = self.scene.text_scale
        height = LABEL_HEIGHT * scale
        trick = self.scene.trick_area()

        def top(line: int, box: QRectF) -> float:
            if above:
                return box.top() - LABEL_GAP - height - line * (height + 1)
            return box.bottom() + LABEL_GAP + line * (height + 1)

        def room(i: int, line: int, lines: list[int]) -> float:
            """How wide label ``i`` may be on ``line``, the others lying on ``lines``."""
            box = row[i].box
            x = box.left()
            following = [j for j in range(i + 1, len(row)) if lines[j] == line]
            right = row[following[0]].box.left() - LABEL_SPACE if following else main_right
            band = QRectF(x, top(line, box), max(1.0, right - x), height)
            hits = [r.left() for r in trick if r.intersects(band)]
            if hits:  # the trick's cards lie on this line: up to them
                right = max(x, min(hits) - LABEL_SPACE)
            return right - x

        def second_line_free(k: int, lines: list[int]) -> bool:
            """Whether the second line is free where label ``k`` would start."""
            before = [j for j in range(k) if lines[j] == 1]
            if not before:
                return True
            j = before[-1]
            return (row[j].box.left() + min(row[j].usual, room(j, 1, lines)) + LABEL_SPACE
                    <= row[k].box.left())

        # first: which line each label takes
        lines = [0] * len(row)
        for i in range(len(row)):
            below = room(i, 0, lines)
            if lines[i] == 1 or row[i].least <= below:
                continue  # it fits next to its cards (or moved up for the one before)
            if second_line_free(i, lines):
                lines[i] = 1
                if room(i, 1, lines) > below:
                    continue
                lines[i] = 0
            # or the next label moves up if it fits there, giving this one its room
            if i + 1 < len(row) and second_line_free(i + 1, lines):
                lines[i + 1] = 1
                if row[i + 1].least > room(i + 1, 1, lines):
                    lines[i + 1] = 0
        # then where each lies and how wide it is
        smallest = LABEL_SIZE * 0.8 * scale
        ends = [row_left - LABEL_SPACE] * 2  # where each line's last label ends
        out = []
        for i, label in enumerate(row):
            line, box = lines[i], label.box
            x = box.left()
            width = min(label.usual, max(1.0, room(i, line, lines)))
            last = all(lines[j] != line for j in range(i + 1, len(row)))
            if last and line == 0 and x + label.usual > main_right:
                # the last of its line: it may move left, up to the label before it
                x = max(ends[line] + LABEL_SPACE, main_right - label.usual)
                width = min(label.usual, main_right - x)
            ends[line] = x + width
            shown = _fitted_label(label.text, label.points, width, smallest)
            out.append((label.group, box, shown, label.text, top(line, box), x, width))
        return out

    # ------------------------------------------------------------------ scores
    def update_scores(self, obs: Observation, partial: bool = False) -> None:
        """Write the scoreboard and the seats' names for ``obs`` (``partial``: the scores as
        the table's picture has them so far, while a batch of events is shown)."""
        pic = self.scene.picture
        variant = obs.variant
        me = pic.viewer
        names = self.scene.names
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
            board.trump_colour = _trump_colour(suit, self.scene.renderer.four_colour)
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
            if variant.brisques_count:  # not in six-pack, where they never score
                lines.append(ScoreLine(tr("Brisques"), (str(obs.brisques[order[0]]),
                                                       str(obs.brisques[order[1]]))))
        board.lines = lines
        if variant.single_deal:
            board.footer = tr("One deal is the game; under {threshold} is a rubicon.").format(
                threshold=variant.rubicon_threshold)
        elif variant.game_target:
            board.footer = tr("Game to {target}.").format(target=variant.game_target)
        if variant.partnerships:
            # the sides by name, whole (the columns may cut a long name short)
            board.footer = "\n".join((self._sides_totals(obs, deal_points, partial),
                                      board.footer)).strip()
        to_act = self._to_act if self._to_act is not False else obs.to_act
        if to_act is not None:
            board.to_act = (to_act - me) % n
        if self.scoreboard.set_board(board):
            self._resized()
        for seat in range(n):
            name = display_name(names[seat])
            if variant.partnerships and seat != me and variant.side_of(seat) == variant.side_of(
                    me):
                name = tr("{name} · your partner").format(name=name)
            if seat == obs.dealer:
                name = tr("{name} · dealer").format(name=name)
            self.name_labels[seat].set_text(name, MUTED_COLOUR)
        self.scoreboard.setToolTip(self._board_tip(obs, order) if n != 2 else "")

    def _sides_text(self, obs: Observation) -> str:
        """Partners: "Side A: You & North. Side B: West & East." (the letters of the
        scoreboard's Side line)."""
        variant = obs.variant
        players = [[display_name(self.scene.names[p]) for p in range(variant.players)
                    if variant.side_of(p) == side] for side in range(2)]
        return tr("Side A: {first} & {second}. Side B: {third} & {fourth}.").format(
            first=players[0][0], second=players[0][1], third=players[1][0],
            fourth=players[1][1])

    def _sides_totals(self, obs: Observation, deal_points: Sequence[int],
                      partial: bool) -> str:
        """Partners: each side's game and this deal's points by its players' names, "Ann and
        North 190 — West and East 50" then "This deal: Ann and North 30 — West and East 10"."""
        variant = obs.variant
        game = list(obs.game_points)
        deal = [0, 0]
        for p in range(variant.players):
            side = variant.side_of(p)
            deal[side] += deal_points[p]
            if partial:
                game[side] += deal_points[p] - obs.deal_points[p]
        names = [[display_name(self.scene.names[p]) for p in range(variant.players)
                  if variant.side_of(p) == side] for side in range(2)]

        def by_side(points: Sequence[int]) -> str:
            # a side and its points stay on one line: a narrow board wraps between the sides
            return " — ".join(
                tr("{side} {points}").format(
                    side=tr("{first} and {second}").format(first=names[s][0],
                                                           second=names[s][1]),
                    points=points[s]).replace(" ", "\u00a0")
                for s in range(2))

        return "\n".join((by_side(game),
                          tr("This deal: {scores}").format(scores=by_side(deal))))

    def _board_tip(self, obs: Observation, order: Sequence[int]) -> str:
        """The scoreboard's tooltip at three or four: each column's player by full name (a
        long one is cut short in its narrow column), and with partners who plays with whom."""
        variant = obs.variant
        names = [display_name(self.scene.names[p]) for p in range(variant.players)]
        lines = [", ".join(names[p] for p in order)]
        if variant.partnerships:
            lines.append(self._sides_text(obs))
        return "\n".join(lines)

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
        if variant.brisques_count:
            lines.append(ScoreLine(tr("Brisques"), tuple(str(obs.brisques[p])
                                                         for p in order)))
        return lines

    # ------------------------------------------------------------------ messages
    def set_to_act(self, seat: int | None) -> None:
        """Whose turn the scoreboard marks (the game's, which may be ahead of the pictures)."""
        self._to_act = seat
        board = self.scoreboard.board
        players = self.scene.variant.players
        board.to_act = None if seat is None else (seat - self.scene.viewer) % players
        self.scoreboard.set_board(board)

    def set_prompt(self, text: str) -> None:
        """The line saying what the player may do now."""
        self.prompt.set_text(text)

    def show_message(self, text: str, colour: QColor | None = None) -> None:
        """A sentence under the prompt (why a card cannot be played, a hint, news)."""
        self.message.set_text(text, TEXT_COLOUR if colour is None else colour)

    def say(self, text: str) -> None:
        """Show news under the prompt and announce it (a :class:`~bezique_qt.words.caption.
        Caption`'s cards are spoken by name)."""
        self.show_message(text)
        self.scene.announced.emit(text)

    def float(self, text: str, pos: QPointF) -> None:
        """Let ``text`` (points scored) rise from ``pos`` and fade."""
        if self._ms(FLOAT_MS) == 0:
            return
        floater = FloatTextItem(text, scale=self.scene.text_scale)
        floater.setPos(pos)
        floater.setZValue(Z_FLOAT)
        self.scene.addItem(floater)
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

    def drop_floats(self) -> None:
        """End every floating text at once."""
        for floater in list(self._floats):
            self._drop_float(floater)

    def _drop_float(self, floater: FloatTextItem) -> None:
        group = self._floats.pop(floater, None)
        if group is not None:
            group.stop()
        if floater.scene() is self.scene:
            self.scene.removeItem(floater)
        floater.deleteLater()
