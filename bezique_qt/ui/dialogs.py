"""The table's dialogs: new game, end of a deal, end of the game, last trick, About."""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from bezique_qt import __version__
from bezique_qt.engine import PRESETS, Observation, ScoreEntry, Variant
from bezique_qt.engine import events as ev
from bezique_qt.engine.cards import pretty
from bezique_qt.ui.cards import CARD_HEIGHT, CARD_WIDTH, CardRenderer, face_name

# The presets offered in the New Game dialog, in this order.
OFFERED_VARIANTS = ("classic", "rubicon", "six_pack", "eight_pack", "hoffmann_1909",
                    "seed002_scaled", "one_pack_32")


# ---------------------------------------------------------------------------- new game
@dataclass(frozen=True)
class GameSettings:
    """What the New Game dialog asks for."""

    variant_id: str = "classic"
    level: str = "Medium"
    target: int | None = None  # None: the variant's own
    name: str = "You"

    def variant(self) -> Variant:
        base = PRESETS[self.variant_id]
        if self.target and not base.single_deal and self.target != base.game_target:
            return base.with_switches(game_target=self.target)
        return base


class NewGameDialog(QDialog):
    """Choose the rules (by their descriptive name), the opponent's level, the target and your
    name."""

    def __init__(self, settings: GameSettings, levels: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.setMinimumWidth(520)
        form = QFormLayout()
        self.variant_box = QComboBox()
        for variant_id in OFFERED_VARIANTS:
            if variant_id in PRESETS:
                self.variant_box.addItem(PRESETS[variant_id].name, variant_id)
        index = self.variant_box.findData(settings.variant_id)
        self.variant_box.setCurrentIndex(max(0, index))
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.description.setMinimumHeight(64)
        self.level_box = QComboBox()
        self.level_box.addItems(list(levels))
        level_index = self.level_box.findText(settings.level)
        self.level_box.setCurrentIndex(level_index if level_index >= 0 else
                                       min(2, len(levels) - 1))
        self.target_box = QSpinBox()
        self.target_box.setRange(50, 20000)
        self.target_box.setSingleStep(100)
        self.name_edit = QLineEdit(settings.name)
        self.name_edit.setMaxLength(30)
        form.addRow("Rules", self.variant_box)
        form.addRow("", self.description)
        form.addRow("Opponent", self.level_box)
        form.addRow("Play to", self.target_box)
        form.addRow("Your name", self.name_edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Deal")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self._target = settings.target
        self.variant_box.currentIndexChanged.connect(self._variant_changed)
        self._variant_changed()
        if settings.target:
            self.target_box.setValue(settings.target)

    def _variant_changed(self) -> None:
        variant = PRESETS[self.variant_box.currentData()]
        self.description.setText(variant.description)
        single = variant.single_deal or variant.game_target <= 0
        self.target_box.setEnabled(not single)
        if single:
            self.target_box.setSpecialValueText("one deal")
            self.target_box.setValue(self.target_box.minimum())
        else:
            self.target_box.setSpecialValueText("")
            self.target_box.setValue(variant.game_target)

    def settings(self) -> GameSettings:
        variant = PRESETS[self.variant_box.currentData()]
        target = None if variant.single_deal else self.target_box.value()
        name = self.name_edit.text().strip() or "You"
        return GameSettings(variant.id, self.level_box.currentText(), target, name)


# ---------------------------------------------------------------------------- card pictures
def card_pixmap(renderer: CardRenderer, card: int | None, height: int = 150,
                ratio: float = 1.0) -> QPixmap:
    """A card (or its back, for None) as a pixmap for a dialog."""
    name = renderer.back if card is None else face_name(card)
    pixmap = renderer.pixmap(name, round(height * ratio))
    pixmap = QPixmap(pixmap)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def cards_pixmap(renderer: CardRenderer, cards: Sequence[int], height: int = 150,
                 ratio: float = 1.0) -> QPixmap:
    """Cards side by side, slightly apart."""
    width = round(height * CARD_WIDTH / CARD_HEIGHT)
    gap = 12
    total = max(1, len(cards) * (width + gap) - gap)
    image = QImage(round(total * ratio), round(height * ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    for i, card in enumerate(cards):
        art = renderer.pixmap(face_name(card), round(height * ratio))
        painter.drawPixmap(QRectF(i * (width + gap) * ratio, 0, width * ratio, height * ratio),
                           art, QRectF(art.rect()))
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


# ---------------------------------------------------------------------------- last trick
class LastTrickDialog(QDialog):
    """The last trick played (and every trick of the deal below it)."""

    def __init__(self, obs: Observation, names: Sequence[str], renderer: CardRenderer,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Last trick")
        layout = QVBoxLayout(self)
        ratio = self.devicePixelRatioF()
        if not obs.tricks:
            layout.addWidget(QLabel("No trick has been played yet in this deal."))
        else:
            leader, cards, winner = obs.tricks[-1]
            picture = QLabel()
            picture.setPixmap(cards_pixmap(renderer, list(cards), 170, ratio))
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(picture)
            caption = QLabel(f"Trick {len(obs.tricks)}: {names[leader]} led "
                             f"{pretty(cards[0])}, {names[1 - leader]} played "
                             f"{pretty(cards[1])}. {names[winner]} won it.")
            caption.setWordWrap(True)
            layout.addWidget(caption)
            self.caption = caption
            history = QTextBrowser()
            rows = "".join(
                f"<tr><td>{n}</td><td>{html.escape(names[ld])}</td>"
                f"<td>{' '.join(pretty(c) for c in cs)}</td><td>{html.escape(names[w])}</td></tr>"
                for n, (ld, cs, w) in enumerate(obs.tricks, 1))
            history.setHtml("<table cellpadding='3'><tr><th>Trick</th><th>Led by</th>"
                            f"<th>Cards</th><th>Won by</th></tr>{rows}</table>")
            history.setMinimumHeight(160)
            layout.addWidget(history)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)


# ---------------------------------------------------------------------------- the deal's score
_KIND_TITLES = {
    ev.S_MELD: "Declarations",
    ev.S_SEVEN: "Seven of trumps",
    ev.S_CARTE_BLANCHE: "Carte blanche",
    ev.S_BRISQUES: "Brisques",
    ev.S_LAST_TRICK: "Last trick",
}


def deal_breakdown_html(deal: int, history: Sequence[ScoreEntry], names: Sequence[str],
                        result: dict[str, Any] | None, variant: Variant,
                        game_points: Sequence[int]) -> str:
    """The end-of-deal breakdown as an HTML table: each kind of score per player, the totals,
    and (Rubicon family) the game computation line by line."""
    entries = [e for e in history if e.deal == deal and e.kind != ev.S_GAME]
    e_names = [html.escape(n) for n in names]
    head = f"<tr><th align='left'></th><th>{e_names[0]}</th><th>{e_names[1]}</th></tr>"
    rows: list[str] = []
    for kind, title in _KIND_TITLES.items():
        of_kind = [e for e in entries if e.kind == kind]
        if kind == ev.S_BRISQUES and result is not None and not of_kind:
            brisques = result.get("brisques")
            if brisques and variant.brisques_counted == "tiebreak_and_rubicon_only":
                rows.append(f"<tr><td><b>{title}</b></td><td align='center'>{brisques[0]} "
                            f"cards</td><td align='center'>{brisques[1]} cards</td></tr>")
            continue
        if not of_kind:
            continue
        rows.append(f"<tr><td colspan='3'><b>{title}</b></td></tr>")
        for e in of_kind:
            cells = ["", ""]
            cells[e.player] = str(e.points)
            label = e.label
            if e.meld is not None:
                label += " " + e.meld.pretty()
            rows.append(f"<tr><td>&nbsp;&nbsp;{html.escape(label)}</td>"
                        f"<td align='center'>{cells[0]}</td><td align='center'>{cells[1]}"
                        "</td></tr>")
    totals = result.get("points") if result else None
    if totals is None:
        totals = [sum(e.points for e in entries if e.player == p) for p in (0, 1)]
    rows.append(f"<tr><td><b>Deal total</b></td><td align='center'><b>{totals[0]}</b></td>"
                f"<td align='center'><b>{totals[1]}</b></td></tr>")
    if result and result.get("game_points") is not None:
        gp = result["game_points"]
        rows.append(f"<tr><td><b>Game points of this deal</b></td><td align='center'>{gp[0]}"
                    f"</td><td align='center'>{gp[1]}</td></tr>")
    if not variant.single_deal:
        rows.append(f"<tr><td><b>Game score</b></td><td align='center'><b>{game_points[0]}</b>"
                    f"</td><td align='center'><b>{game_points[1]}</b></td></tr>")
    out = ("<table width='100%' cellpadding='4' style='border-collapse: collapse'>"
           f"{head}{''.join(rows)}</table>")
    lines = result.get("computation") if result else None
    if lines:
        out += "<p><b>The game computed</b></p><ul>" + "".join(
            f"<li>{html.escape(line)}</li>" for line in lines) + "</ul>"
    return out


class DealSummaryDialog(QDialog):
    """The score of a finished deal; with ``game_over`` also the game's result."""

    def __init__(self, title: str, headline: str, body_html: str, *, game_over: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumSize(QSize(600, 620))
        layout = QVBoxLayout(self)
        self.headline = QLabel(headline)
        font = self.headline.font()
        font.setPointSize(font.pointSize() + 4)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setWordWrap(True)
        layout.addWidget(self.headline)
        self.body = QTextBrowser()
        self.body.setHtml(body_html)
        layout.addWidget(self.body)
        row = QHBoxLayout()
        row.addStretch(1)
        self.new_game_button = QPushButton("New game…")
        self.continue_button = QPushButton("Close" if game_over else "Next deal")
        self.continue_button.setDefault(True)
        if game_over:
            row.addWidget(self.new_game_button)
        else:
            self.new_game_button.hide()
        row.addWidget(self.continue_button)
        layout.addLayout(row)
        self.continue_button.clicked.connect(self.accept)
        self.new_game_button.clicked.connect(lambda: self.done(2))


# ---------------------------------------------------------------------------- about
ABOUT_HTML = f"""
<h2>Bezique</h2>
<p>Version {__version__}. Play two-handed Bezique — Classic, Rubicon, Six-pack and Eight-pack —
against the computer.</p>
<p><b>The computer plays fair.</b> It never sees your cards or the order of the stock: it
knows only what you could know in its seat — its own hand, the cards on the table, the tricks
played and the scores. Every deal is an honest shuffle.</p>
<p>Card design by Adrian Kennard (CC0, public domain). Interface font: DejaVu Sans.</p>
<p>Keys: ←/→ choose a card, Enter plays it, D goes to the declarations, H asks for a hint,
L shows the last trick, Ctrl+Z takes back your last action.</p>
"""


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("About Bezique")
        layout = QVBoxLayout(self)
        self.text = QLabel(ABOUT_HTML)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setMinimumWidth(460)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
