"""The table's dialogs: new game (with house rules), end of a deal, end of the game, last trick,
the deal's tricks, About."""

from __future__ import annotations

import html
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication, QImage, QPainter, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStyle,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from bezique_qt import __version__
from bezique_qt.ai import support
from bezique_qt.engine import (
    ALL_PRESETS,
    PRESETS,
    DealResult,
    Observation,
    ScoreEntry,
    Variant,
)
from bezique_qt.engine import events as ev
from bezique_qt.engine.cards import pretty
from bezique_qt.engine.variants import CHOICES
from bezique_qt.levels import Level
from bezique_qt.persistence.preferences import max_game_target
from bezique_qt.ui.rules_text import (
    NUMBER_RANGES,
    choice_text,
    special_value_text,
    switch_label,
)
from bezique_qt.ui.table.card_art import CardRenderer, face_name
from bezique_qt.ui.table.cards import CARD_HEIGHT, CARD_WIDTH
from bezique_qt.words.game import variant_description, variant_name
from bezique_qt.words.i18n import (
    display_name,
    level_description,
    level_label,
    stored_name,
    tr,
    tr_noop,
    tr_plural,
)
from bezique_qt.words.scores import computation_lines, entry_words
from bezique_qt.words.verify import fair_play_words

_log = logging.getLogger(__name__)

# The presets offered in the New Game dialog, in this order (the games for three and four
# only once the computer players play them: see bezique_qt.ai.support).
OFFERED_VARIANTS = ("classic", "rubicon", "six_pack", "eight_pack", "hoffmann_1909",
                    "seed002_scaled", "one_pack_32", "three_handed", "four_handed_solo",
                    "four_handed_partners")



def offered_variants() -> tuple[str, ...]:
    """The presets the New Game dialog offers now: those the computer players can play."""
    return tuple(vid for vid in OFFERED_VARIANTS
                 if vid in ALL_PRESETS and support.computer_plays(vid))


# ---------------------------------------------------------------------------- house rules
# The house rules the New Game dialog offers, in groups (one tab each; the titles in English:
# shown with ``tr(title)``).
RULE_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (tr_noop("Declarations"),
     ("bezique_cards", "reuse_rule", "declarations_scored_per_trick",
      "last_stock_winner_declares_all", "four_of_a_kind_needs_each_suit", "four_tens",
      "double_bezique_after_single", "carte_blanche")),
    (tr_noop("Seven of trumps"),
     ("dix_scores_on", "dix_exchange_timing", "dix_counts_as_declaration")),
    (tr_noop("Tricks"),
     ("phase2_must_head", "phase2_must_trump", "brisques_counted", "last_trick_bonus_trick")),
    (tr_noop("Deals and scoring"),
     ("game_end", "next_dealer", "first_dealer", "rubicon_brisque_allowance",
      "dealer_guess_bonuses")),
)

def rule_applies(name: str, variant: Variant) -> bool:
    """Whether the switch ``name`` means anything in ``variant`` (the dialog shows it)."""
    if name.startswith("dix_"):
        return variant.dix_enabled
    if name in ("game_end", "next_dealer"):
        return not variant.single_deal
    if name in ("rubicon_brisque_allowance", "dealer_guess_bonuses"):
        return variant.rubicon_scoring
    return True


# ---------------------------------------------------------------------------- new game
SEAT_NAMES = {3: (tr_noop("West"), tr_noop("East")),
              4: (tr_noop("West"), tr_noop("North"), tr_noop("East"))}
"""The others' names at a table of three or four, clockwise from the player's left (in
English: shown with ``tr(name)``)."""


def seat_name(players: int, seat: int) -> str:
    """The name of the computer in ``seat`` (from 1, clockwise from the player's left) at a
    table of ``players``, in the user's language."""
    return tr(SEAT_NAMES[players][seat - 1])


@dataclass(frozen=True)
class GameSettings:
    """What the New Game dialog asks for. ``switches`` are the house rules: rule switches
    changed from the preset's (``game_target`` is :attr:`target`)."""

    variant_id: str = "classic"
    level: Level = Level.MEDIUM
    target: int | None = None  # None: the variant's own
    name: str = "You"
    switches: tuple[tuple[str, Any], ...] = ()
    opponents: tuple[tuple[Level, str], ...] = ()
    """At a table of three or four: each other seat's level and name, clockwise from the
    player's left (seats missing: at :attr:`level`, with the seats' own names). It may hold
    more seats than the game has (the New Game dialog keeps a table of four's): the game
    takes those it has. :attr:`level` is the one opponent's of a game for two."""

    def seats(self, players: int) -> list[tuple[Level, str]]:
        """The level and name of each of the ``players - 1`` other seats, clockwise from the
        player's left (a name left empty is the seat's own: West, North, East, kept in
        English and shown in the player's language)."""
        out = []
        for k in range(players - 1):
            level, name = (self.opponents[k] if k < len(self.opponents)
                           else (self.level, ""))
            out.append((level, name or SEAT_NAMES[players][k]))
        return out

    @classmethod
    def from_house_rules(cls, variant_id: str, level: Level, name: str,
                         house_rules: Mapping[str, Any]) -> GameSettings:
        """Settings from a preset and its house rules as ``Variant.overrides()`` gives them."""
        rules = dict(house_rules)
        target = rules.pop("game_target", None)
        return cls(variant_id, level, target if isinstance(target, int) else None, name,
                   tuple(sorted(rules.items())))

    def variant(self) -> Variant:
        """The preset with the house rules and the target; house rules that do not fit the
        preset are left out (with a note in the log)."""
        base = ALL_PRESETS.get(self.variant_id, PRESETS["classic"])
        changes = dict(self.switches)
        if self.target and not base.single_deal and self.target != base.game_target:
            changes["game_target"] = self.target
        if not changes:
            return base
        try:
            return base.with_switches(**changes)
        except ValueError as error:
            _log.warning("house rules %s left out: %s", changes, error)
            return base


class NewGameDialog(QDialog):
    """Choose the rules (by their descriptive name) and house rules, the opponent's level, the
    target and your name. Changing the rules resets the house rules to that preset's."""

    def __init__(self, settings: GameSettings, levels: Sequence[Level],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        self.setMinimumWidth(640)
        form = QFormLayout()
        self.variant_box = QComboBox()
        for variant_id in offered_variants():
            self.variant_box.addItem(variant_name(ALL_PRESETS[variant_id]), variant_id)
        index = self.variant_box.findData(settings.variant_id)
        self.variant_box.setCurrentIndex(max(0, index))
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.description.setMinimumHeight(64)  # the rules' descriptions take 1 to 3 lines
        self.description.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.level_box = QComboBox()
        for level in levels:  # each item's data is its level's id (a plain str for Qt)
            self.level_box.addItem(level_label(level), level.value)
            self.level_box.setItemData(self.level_box.count() - 1, level_description(level),
                                       Qt.ItemDataRole.ToolTipRole)
        self.level_description = QLabel()
        self.level_description.setWordWrap(True)
        self.level_box.currentIndexChanged.connect(self._level_changed)
        level_index = self.level_box.findData(Level(settings.level).value)
        if level_index < 0:
            level_index = max(0, self.level_box.findData(Level.MEDIUM.value))
        self.level_box.setCurrentIndex(level_index)
        self._level_changed()
        self.target_box = QSpinBox()
        self.target_box.setRange(50, 20000)
        self.target_box.setSingleStep(100)
        self.name_edit = QLineEdit(display_name(settings.name))
        self.name_edit.setMaxLength(30)
        form.addRow(tr("Rules"), self.variant_box)
        form.addRow("", self.description)
        form.addRow(tr("Opponent"), self.level_box)
        form.addRow("", self.level_description)
        form.addRow(switch_label("game_target"), self.target_box)
        form.addRow(tr("Your name"), self.name_edit)
        self._form = form
        self.seats_box = self._seats_box(settings, levels)
        form.addRow(self.seats_box)

        self.rules_box = QGroupBox(tr("House rules"))
        rules_layout = QVBoxLayout(self.rules_box)
        self.tabs = QTabWidget()
        self.rule_widgets: dict[str, QWidget] = {}
        self._rule_forms: dict[str, tuple[int, QFormLayout]] = {}
        for tab_index, (title, names) in enumerate(RULE_GROUPS):
            page = QWidget()
            page_form = QFormLayout(page)
            page_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            for name in names:
                widget = self._rule_widget(name)
                widget.setObjectName(f"rule-{name}")
                self.rule_widgets[name] = widget
                if isinstance(widget, QCheckBox):
                    page_form.addRow(widget)  # its text is its label: the whole row
                else:
                    page_form.addRow(switch_label(name), widget)
                self._rule_forms[name] = (tab_index, page_form)
            # On a screen too low for the whole dialog the rules scroll; never are they
            # squeezed below their height (their texts would be cut).
            scroll = QScrollArea()
            scroll.setObjectName(f"rules-page-{tab_index}")
            scroll.setWidget(page)
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.viewport().setAutoFillBackground(False)
            page.setAutoFillBackground(False)
            # as wide as its rules need (every row is shown now), with room for the scroll bar
            bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
            scroll.setMinimumWidth(page.minimumSizeHint().width() + bar)
            self.tabs.addTab(scroll, tr(title))
        rules_layout.addWidget(self.tabs)
        self.reset_button = QPushButton(tr("Reset to the rules' own"))
        self.reset_button.setToolTip(tr("Every house rule and the target as the chosen rules "
                                        "have them"))
        self.reset_button.clicked.connect(self.reset_rules)
        reset_row = QHBoxLayout()
        self.changed_label = QLabel()
        reset_row.addWidget(self.changed_label, 1)
        reset_row.addWidget(self.reset_button)
        rules_layout.addLayout(reset_row)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            tr("Deal", "the button that starts the game"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.rules_box, 1)
        layout.addWidget(buttons)
        self.variant_box.currentIndexChanged.connect(self._variant_changed)
        self._variant_changed()
        if settings.target:
            self.target_box.setValue(settings.target)
        if settings.variant_id == self.variant_box.currentData():
            for name, value in settings.switches:
                if name in self.rule_widgets:
                    self._set_rule(name, value)
        self._update_changed()

    # ------------------------------------------------------------------ the other seats
    def _seats_box(self, settings: GameSettings, levels: Sequence[Level]) -> QGroupBox:
        """At a table of three or four: each other player's level and name, seat by seat."""
        box = QGroupBox(tr("The other players"))
        grid = QGridLayout(box)
        self.seat_labels: list[QLabel] = []
        self.seat_levels: list[QComboBox] = []
        self.seat_names: list[QLineEdit] = []
        for k in range(3):
            level, name = (settings.opponents[k] if k < len(settings.opponents)
                           else (settings.level, ""))
            label = QLabel()
            combo = QComboBox()
            combo.setObjectName(f"seat-level-{k + 1}")
            for choice in levels:
                combo.addItem(level_label(choice), choice.value)
                combo.setItemData(combo.count() - 1, level_description(choice),
                                  Qt.ItemDataRole.ToolTipRole)
            index = combo.findData(Level(level).value)
            combo.setCurrentIndex(index if index >= 0 else min(2, len(levels) - 1))
            edit = QLineEdit(display_name(name) if name else "")
            edit.setObjectName(f"seat-name-{k + 1}")
            edit.setMaxLength(30)
            label.setBuddy(combo)
            combo.setAccessibleName(tr("Level"))
            edit.setAccessibleName(tr("Name"))
            grid.addWidget(label, k, 0)
            grid.addWidget(combo, k, 1)
            grid.addWidget(edit, k, 2)
            self.seat_labels.append(label)
            self.seat_levels.append(combo)
            self.seat_names.append(edit)
        grid.setColumnStretch(2, 1)
        return box

    def _show_seats(self, variant: Variant) -> None:
        """The one opponent's level for a game for two; each other seat's for three or
        four."""
        n = variant.players
        self._form.setRowVisible(self.level_box, n == 2)
        self._form.setRowVisible(self.level_description, n == 2)
        self._form.setRowVisible(self.seats_box, n != 2)
        if n == 2:
            return
        where = ((tr("On your left"), tr("On your right")) if n == 3 else
                 (tr("On your left"), tr("Across: your partner") if variant.partnerships
                  else tr("Across"), tr("On your right")))
        for k in range(3):
            shown = k < n - 1
            for widget in (self.seat_labels[k], self.seat_levels[k], self.seat_names[k]):
                widget.setVisible(shown)
            if shown:
                self.seat_labels[k].setText(where[k])
                self.seat_names[k].setPlaceholderText(seat_name(n, k + 1))

    # ------------------------------------------------------------------ rule widgets
    def _rule_widget(self, name: str) -> QWidget:
        default = getattr(PRESETS["classic"], name)
        widget: QWidget
        if isinstance(default, bool):
            widget = QCheckBox(switch_label(name))
            widget.toggled.connect(self._update_changed)
        elif name in CHOICES:
            widget = QComboBox()
            for value in CHOICES[name]:
                widget.addItem(choice_text(name, value), value)
            widget.currentIndexChanged.connect(self._update_changed)
        else:
            low, high, step, _special = NUMBER_RANGES.get(name, (0, 100000, 10, ""))
            widget = QSpinBox()
            widget.setRange(low, high)
            widget.setSingleStep(step)
            widget.setSpecialValueText(special_value_text(name))
            widget.valueChanged.connect(self._update_changed)
        return widget

    def _set_rule(self, name: str, value: Any) -> None:
        widget = self.rule_widgets[name]
        if isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QComboBox):
            index = widget.findData(value)
            if index >= 0:
                widget.setCurrentIndex(index)
        elif isinstance(widget, QSpinBox):
            widget.setValue(int(value))

    def rule_value(self, name: str) -> Any:
        """The value the dialog shows for the switch ``name``."""
        widget = self.rule_widgets[name]
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QComboBox):
            return widget.currentData()
        assert isinstance(widget, QSpinBox)
        return widget.value()

    def shown_rules(self) -> list[str]:
        """The switches offered for the rules chosen now."""
        variant = self._preset()
        return [name for name in self.rule_widgets if rule_applies(name, variant)]

    def _preset(self) -> Variant:
        return ALL_PRESETS[self.variant_box.currentData()]

    # ------------------------------------------------------------------ reacting
    def _level_changed(self) -> None:
        self.level_description.setText(
            level_description(Level(self.level_box.currentData())))

    def _variant_changed(self) -> None:
        variant = self._preset()
        self.description.setText(variant_description(variant))
        self._show_seats(variant)
        for tab_index, (_title, names) in enumerate(RULE_GROUPS):
            shown = [n for n in names if rule_applies(n, variant)]
            _tab, page_form = self._rule_forms[names[0]]
            for name in names:
                page_form.setRowVisible(self.rule_widgets[name], name in shown)
            self.tabs.setTabVisible(tab_index, bool(shown))
        self.reset_rules()
        self.fit_to_screen()

    def showEvent(self, event: QShowEvent) -> None:
        self.fit_to_screen()
        super().showEvent(event)

    def fit_to_screen(self) -> None:
        """Take the size the texts and rules need at the dialog's width (a description of two
        or three lines needs more height than the dialog had), within the screen."""
        layout = self.layout()
        screen = self.screen() or QGuiApplication.primaryScreen()
        if layout is None or screen is None:
            return
        layout.activate()
        available = screen.availableGeometry()
        # room for the frame and title bar, which are not part of the dialog's size
        room = QSize(available.width() - 16, available.height() - 48)
        width = min(max(self.width(), layout.totalSizeHint().width()), room.width())
        height = (layout.totalHeightForWidth(width) if layout.hasHeightForWidth()
                  else layout.totalSizeHint().height())
        self.resize(width, max(self.minimumHeight(), min(height, room.height())))

    def reset_rules(self) -> None:
        """Every house rule (and the target) back to the chosen preset's."""
        variant = self._preset()
        for name in self.rule_widgets:
            self._set_rule(name, getattr(variant, name))
        single = variant.single_deal or variant.game_target <= 0
        self.target_box.setEnabled(not single)
        self.target_box.setMaximum(max_game_target(variant.id))  # so that a game always fits
        if single:
            self.target_box.setSpecialValueText(tr("one deal"))
            self.target_box.setValue(self.target_box.minimum())
        else:
            self.target_box.setSpecialValueText("")
            self.target_box.setValue(variant.game_target)
        self._update_changed()

    def house_rules(self) -> dict[str, Any]:
        """The shown switches whose value differs from the preset's."""
        variant = self._preset()
        return {name: self.rule_value(name) for name in self.shown_rules()
                if self.rule_value(name) != getattr(variant, name)}

    def _update_changed(self) -> None:
        count = len(self.house_rules())
        self.changed_label.setText(
            tr("As the rules have them.") if count == 0 else
            tr("1 house rule changed.") if count == 1 else
            tr("{count} house rules changed.").format(count=count))

    def settings(self) -> GameSettings:
        variant = self._preset()
        target = None if variant.single_deal else self.target_box.value()
        name = stored_name(self.name_edit.text().strip()) or "You"
        level = Level(self.level_box.currentData())
        # every row, also those a game for two or three does not show: switching between
        # games keeps each choice (the game takes the rows it has seats for)
        opponents = [
            (Level(self.seat_levels[k].currentData()),
             stored_name(self.seat_names[k].text().strip()))
            for k in range(len(self.seat_levels))]
        while opponents and opponents[-1] == (level, ""):  # what a missing seat is
            opponents.pop()
        return GameSettings(variant.id, level, target, name,
                            tuple(sorted(self.house_rules().items())), tuple(opponents))


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


# ---------------------------------------------------------------------------- a trick in words
def _trick_words(number: int, leader: int, cards: Sequence[int], winner: int,
                 names: Sequence[str]) -> str:
    """A trick of three or four cards in words: who played what, in turn, and who won."""
    n = len(names)
    plays = ", ".join(f"{names[(leader + k) % n]} {pretty(card)}"
                      for k, card in enumerate(cards))
    return tr("Trick {number}: {plays}; {winner} won.").format(number=number, plays=plays,
                                                              winner=names[winner])


# ---------------------------------------------------------------------------- last trick
class LastTrickDialog(QDialog):
    """The last trick played (and every trick of the deal below it)."""

    def __init__(self, obs: Observation, names: Sequence[str], renderer: CardRenderer,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Last trick"))
        layout = QVBoxLayout(self)
        ratio = self.devicePixelRatioF()
        names = [display_name(n) for n in names]
        if not obs.tricks:
            layout.addWidget(QLabel(tr("No trick has been played yet in this deal.")))
        else:
            leader, cards, winner = obs.tricks[-1]
            picture = QLabel()
            picture.setPixmap(cards_pixmap(renderer, list(cards), 170, ratio))
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(picture)
            if len(cards) != 2:
                text = _trick_words(len(obs.tricks), leader, cards, winner, names)
            else:
                text = tr("Trick {number}: {leader} led {led}, {follower} played "
                          "{played}. {winner} won it.").format(
                    number=len(obs.tricks), leader=names[leader], led=pretty(cards[0]),
                    follower=names[1 - leader], played=pretty(cards[1]),
                    winner=names[winner])
            caption = QLabel(text)
            caption.setTextFormat(Qt.TextFormat.PlainText)  # it names the players
            caption.setWordWrap(True)
            layout.addWidget(caption)
            self.caption = caption
            history = QTextBrowser()
            rows = "".join(
                f"<tr><td>{n}</td><td>{html.escape(names[ld])}</td>"
                f"<td>{' '.join(pretty(c) for c in cs)}</td><td>{html.escape(names[w])}</td></tr>"
                for n, (ld, cs, w) in enumerate(obs.tricks, 1))
            headings = "".join(f"<th>{html.escape(h)}</th>" for h in (
                tr("Trick"), tr("Led by"), tr("Cards"), tr("Won by")))
            history.setHtml(f"<table cellpadding='3'><tr>{headings}</tr>{rows}</table>")
            history.setMinimumHeight(160)
            layout.addWidget(history)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)


# ---------------------------------------------------------------------------- the deal's tricks
class TrickReviewDialog(QDialog):
    """Every trick played in a deal, in order: both cards, who led and who won it; a choice of
    deal goes back to the earlier deals of the game.

    Built from the viewer's observation, which holds every finished trick of the deal, and from
    ``earlier``, the tricks of the game's earlier deals (first deal first): every card of a
    trick was seen by both players.
    """

    CARD_HEIGHT = 84

    def __init__(self, obs: Observation, names: Sequence[str], renderer: CardRenderer,
                 parent: QWidget | None = None, *,
                 earlier: Sequence[Sequence[tuple[int, tuple[int, ...], int]]] = ()) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Tricks of this deal"))
        self.setMinimumSize(QSize(560, 520))
        self._obs = obs
        self._names = [display_name(n) for n in names]
        self._renderer = renderer
        self._deals = [list(tricks) for tricks in earlier][:obs.deal_index]
        self._deals.append(list(obs.tricks))
        layout = QVBoxLayout(self)
        self.deal_choice = QComboBox()
        self.deal_choice.setObjectName("review-deal-choice")
        for number in range(1, len(self._deals) + 1):
            self.deal_choice.addItem(tr("Deal {deal}").format(deal=number), number)
        self.deal_choice.setAccessibleName(tr("Deal"))
        chooser = QHBoxLayout()
        chooser_label = QLabel(tr("&Show the tricks of:"))
        chooser_label.setBuddy(self.deal_choice)
        chooser.addWidget(chooser_label)
        chooser.addWidget(self.deal_choice)
        chooser.addStretch(1)
        layout.addLayout(chooser)
        # one deal only: nothing to choose
        for widget in (chooser_label, self.deal_choice):
            widget.setVisible(len(self._deals) > 1)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        layout.addWidget(self.scroll, 1)
        # the latest tricks are what the player most likely wants to see
        self.scroll.verticalScrollBar().rangeChanged.connect(
            lambda _low, high: self.scroll.verticalScrollBar().setValue(high))
        self.rows: list[str] = []
        """Each trick of the deal shown as a line of text (for screen readers and tests)."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.deal_choice.setCurrentIndex(len(self._deals) - 1)
        self.deal_choice.currentIndexChanged.connect(lambda index: self.show_deal(index + 1))
        self.show_deal(len(self._deals))

    @property
    def deal_shown(self) -> int:
        """The number (from 1) of the deal whose tricks are shown."""
        return self.deal_choice.currentIndex() + 1

    def show_deal(self, deal: int) -> None:
        """Show the tricks of deal ``deal`` (from 1)."""
        if not 1 <= deal <= len(self._deals):
            return
        if self.deal_choice.currentIndex() != deal - 1:
            self.deal_choice.setCurrentIndex(deal - 1)  # comes back here
            return
        names = self._names
        me = self._obs.player
        current = deal == len(self._deals)
        tricks = self._deals[deal - 1]
        self.setWindowTitle(tr("Tricks of this deal") if current
                            else tr("Tricks of deal {deal}").format(deal=deal))
        won = [sum(1 for _l, _c, w in tricks if w == p) for p in range(len(names))]
        if tricks and len(names) != 2:
            summary = tr("Deal {deal}: {count} tricks played. Won: {won}.").format(
                deal=deal, count=len(tricks),
                won=", ".join(f"{names[p]} {won[p]}" for p in range(len(names))))
        elif tricks:
            summary = (tr("Deal {deal}: 1 trick played. {me} won {mine}, {opponent} {theirs}.")
                       if len(tricks) == 1 else
                       tr("Deal {deal}: {count} tricks played. {me} won {mine}, {opponent} "
                          "{theirs}.")).format(
                deal=deal, count=len(tricks), me=names[me], mine=won[me],
                opponent=names[1 - me], theirs=won[1 - me])
        else:
            summary = tr("No trick has been played yet in this deal.")
        self.summary.setText(summary)
        self.rows = []
        grid_holder = QWidget()
        grid = QGridLayout(grid_holder)
        grid.setHorizontalSpacing(16)
        if tricks:
            # at three or four, who played each card, in turn (the first led)
            led_by = tr("Led by") if len(tricks[0][1]) == 2 else tr("Played by, in turn")
            for column, title in enumerate((tr("Trick"), tr("Cards"), led_by, tr("Won by"))):
                heading = QLabel(f"<b>{html.escape(title)}</b>")
                grid.addWidget(heading, 0, column)
        ratio = self.devicePixelRatioF()
        stock_tricks = self._obs.variant.phase1_tricks
        row = 1
        for n, (leader, cards, winner) in enumerate(tricks, 1):
            if n == stock_tricks + 1:
                last = tr("The last tricks (the stock is empty)")
                grid.addWidget(QLabel(f"<i>{html.escape(last)}</i>"), row, 0, 1, 4)
                row += 1
            follower = 1 - leader
            if len(cards) != 2:
                text = _trick_words(n, leader, cards, winner, names)
            else:
                text = tr("Trick {number}: {leader} led {led}, {follower} played {played}; "
                          "{winner} won.").format(
                    number=n, leader=names[leader], led=pretty(cards[0]),
                    follower=names[follower], played=pretty(cards[1]), winner=names[winner])
            self.rows.append(text)
            number = QLabel(str(n))
            picture = QLabel()
            picture.setPixmap(cards_pixmap(self._renderer, list(cards), self.CARD_HEIGHT, ratio))
            picture.setAccessibleName(text)
            picture.setToolTip(text)
            led = QLabel(html.escape(names[leader] if len(cards) == 2 else ", ".join(
                names[(leader + k) % len(names)] for k in range(len(cards)))))
            winner_label = QLabel(f"<b>{html.escape(names[winner])}</b>")
            for column, widget in enumerate((number, picture, led, winner_label)):
                grid.addWidget(widget, row, column, Qt.AlignmentFlag.AlignVCenter)
            row += 1
        grid.setRowStretch(row, 1)
        grid.setColumnStretch(4, 1)  # the columns keep to the left, the slack on the right
        self.scroll.setWidget(grid_holder)  # the deal shown before is deleted
        self.scroll.setVisible(bool(tricks))


# ---------------------------------------------------------------------------- the deal's score
_KIND_TITLES = {  # in English: shown with tr(title)
    ev.S_GUESS: tr_noop("The dealer's packet"),
    ev.S_MELD: tr_noop("Declarations"),
    ev.S_SEVEN: tr_noop("Seven of trumps"),
    ev.S_CARTE_BLANCHE: tr_noop("Carte blanche"),
    ev.S_BRISQUES: tr_noop("Brisques"),
    ev.S_LAST_TRICK: tr_noop("Last trick"),
}


def _html_text(text: str) -> str:
    """``text`` for the content of an HTML element (an apostrophe stays as it is)."""
    return html.escape(text, quote=False)


def deal_breakdown_html(deal: int, history: Sequence[ScoreEntry], names: Sequence[str],
                        result: DealResult | None, variant: Variant,
                        game_points: Sequence[int]) -> str:
    """The end-of-deal breakdown as an HTML table: each kind of score per player, the totals,
    and (Rubicon family) the game computation line by line."""
    entries = [e for e in history if e.deal == deal and e.kind != ev.S_GAME]
    n = variant.players
    e_names = [html.escape(display_name(name)) for name in names[:n]]
    head = ("<tr><th align='left'></th>" + "".join(f"<th>{name}</th>" for name in e_names)
            + "</tr>")

    def cells(values: Sequence[object], bold: bool = False) -> str:
        b, end_b = ("<b>", "</b>") if bold else ("", "")
        return "".join(f"<td align='center'>{b}{v}{end_b}</td>" for v in values)

    rows: list[str] = []
    for kind, english in _KIND_TITLES.items():
        title = _html_text(tr(english))
        of_kind = [e for e in entries if e.kind == kind]
        if kind == ev.S_BRISQUES and result is not None and not of_kind:
            brisques = result.brisques
            if brisques and variant.brisques_counted == "tiebreak_and_rubicon_only":
                cards = [html.escape(tr_plural("{count} card", "{count} cards", count)
                                     .format(count=count))
                         for count in brisques[:n]]
                rows.append(f"<tr><td><b>{title}</b></td>{cells(cards)}</tr>")
            continue
        if not of_kind:
            continue
        rows.append(f"<tr><td colspan='{n + 1}'><b>{title}</b></td></tr>")
        for e in of_kind:
            points = [""] * n
            points[e.player] = str(e.points)
            label = entry_words(e)
            if e.meld is not None:
                label += " " + e.meld.pretty()
            rows.append(f"<tr><td>&nbsp;&nbsp;{html.escape(label)}</td>{cells(points)}</tr>")
    totals = list(result.points) if result else None
    if totals is None:
        totals = [sum(e.points for e in entries if e.player == p) for p in range(n)]
    rows.append(f"<tr><td><b>{_html_text(tr('Deal total'))}</b></td>"
                f"{cells(totals[:n], bold=True)}</tr>")
    # per side (partners share theirs): shown in each player's column
    by_player = [variant.side_of(p) for p in range(n)]
    if result and result.game_points is not None:
        gp = result.game_points
        if len(gp) == n or len(gp) != len(variant.sides):
            shown = list(gp[:n])
        else:
            shown = [gp[side] for side in by_player]
        rows.append(f"<tr><td><b>{_html_text(tr('Game points of this deal'))}</b></td>"
                    f"{cells(shown)}</tr>")
    if not variant.single_deal:
        rows.append(f"<tr><td><b>{_html_text(tr('Game score'))}</b></td>"
                    f"{cells([game_points[side] for side in by_player], bold=True)}</tr>")
    out = ("<table width='100%' cellpadding='4' style='border-collapse: collapse'>"
           f"{head}{''.join(rows)}</table>")
    lines = computation_lines(result, names) if result else None
    if lines:
        out += f"<p><b>{_html_text(tr('The game computed'))}</b></p><ul>" + "".join(
            f"<li>{html.escape(line)}</li>" for line in lines) + "</ul>"
    return out


FRAME_ALLOWANCE = 36
"""Room left for the window manager's title bar and frame around a dialog, in pixels."""
MIN_BODY_HEIGHT = 120
"""The least height of a dialog's scrolling breakdown, in pixels."""


class DealSummaryDialog(QDialog):
    """The score of a finished deal; with ``game_over`` also the game's result.

    *Review the tricks…* emits :attr:`review_requested` (the dialog stays open); the main
    button (Enter) goes on: it accepts. Escape or closing the window rejects: the table stays
    as it is, the next deal waits for Game > Next deal.
    """

    review_requested = Signal()

    def __init__(self, title: str, headline: str, body_html: str, *, game_over: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(600)
        layout = QVBoxLayout(self)
        self.headline = QLabel(headline)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)  # it names the players
        font = self.headline.font()
        font.setPointSize(font.pointSize() + 4)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setWordWrap(True)
        layout.addWidget(self.headline)
        self.body = QTextBrowser()
        self.body.setHtml(body_html)
        # as tall as the breakdown, within what a 1280×800 screen holds; longer ones scroll
        document = self.body.document()
        document.setTextWidth(560)
        self.body.setMinimumHeight(min(560, max(160, round(document.size().height()) + 12)))
        layout.addWidget(self.body)
        row = QHBoxLayout()
        self.review_button = QPushButton(tr("&Review the tricks…"))
        self.review_button.setObjectName("review-tricks-button")
        self.review_button.setAutoDefault(False)
        row.addWidget(self.review_button)
        # the window connects it to the review of this deal, or hides it (no human player)
        self.deal_review_button = QPushButton(tr("Review this deal…"))
        self.deal_review_button.setObjectName("review-deal-button")
        self.deal_review_button.setAutoDefault(False)
        self.deal_review_button.setToolTip(tr("Could you have won? The Expert reviews each of "
                                              "your decisions from the cards you held"))
        row.addWidget(self.deal_review_button)
        row.addStretch(1)
        self.new_game_button = QPushButton(tr("New game…"))
        self.new_game_button.setAutoDefault(False)
        self.continue_button = QPushButton(tr("Close") if game_over else tr("Next deal"))
        self.continue_button.setDefault(True)
        if game_over:
            row.addWidget(self.new_game_button)
        else:
            self.new_game_button.hide()
        row.addWidget(self.continue_button)
        layout.addLayout(row)
        self.continue_button.clicked.connect(self.accept)
        self.new_game_button.clicked.connect(lambda: self.done(2))
        self.review_button.clicked.connect(self.review_requested)
        self._body_height = self.body.minimumHeight()

    def showEvent(self, event: QShowEvent) -> None:
        self._fit_to_room()
        super().showEvent(event)

    def _fit_to_room(self) -> None:
        """No taller than the window it opens over (and its screen): on a small screen, in
        large print, the breakdown scrolls rather than pushing the buttons out of sight."""
        parent = self.parentWidget()
        if parent is None:
            return
        room = parent.window().height()
        screen = parent.screen()
        if screen is not None:
            room = min(room, screen.availableGeometry().height())
        room -= FRAME_ALLOWANCE
        self.body.setMinimumHeight(self._body_height)
        extra = self.sizeHint().height() - room
        if extra > 0:
            self.body.setMinimumHeight(max(MIN_BODY_HEIGHT, self._body_height - extra))
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.resize(max(self.width(), self.sizeHint().width()), self.sizeHint().height())


# ---------------------------------------------------------------------------- about
def about_html() -> str:
    """The About box's text (rich text) in the user's language."""
    paragraphs = (
        tr("Version {version}. Play Bezique against the computer: for two — Classic, Rubicon, "
           "Six-pack and Eight-pack — or for three or four hands, each for themselves or four "
           "as two partnerships.").format(version=__version__),
        tr("<b>The computer plays fair.</b> It never sees your cards or the order of the "
           "stock: it knows only what you could know in its seat — its own hand, the cards on "
           "the table, the tricks played and the scores. Every deal is an honest shuffle."),
        f"<b>{html.escape(tr('Deals anyone can check.'))}</b> {html.escape(fair_play_words())}",
        tr("Card design by Adrian Kennard (CC0, public domain). Interface font: DejaVu Sans."),
        tr("Keys: ←/→ choose a card, Enter plays it, D goes to the declarations, H asks for a "
           "hint, L shows the last trick, R every trick of the deal, Ctrl+Z takes back your "
           "last action. Drag a card within your hand to move it."),
    )
    return f"<h2>{tr('Bezique')}</h2>" + "".join(f"<p>{p}</p>" for p in paragraphs)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("About Bezique"))
        layout = QVBoxLayout(self)
        self.text = QLabel(about_html())
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setMinimumWidth(460)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
