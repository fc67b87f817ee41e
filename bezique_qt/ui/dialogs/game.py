"""The New Game dialog: the game, its house rules, the opponents and the seats at a table of
three or four (the other dialogs of the table: :mod:`.deal_summary`, :mod:`.tricks`,
:mod:`.about`)."""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QGuiApplication, QShowEvent
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
    QVBoxLayout,
    QWidget,
)

from bezique_qt.ai import support
from bezique_qt.engine import (
    ALL_PRESETS,
    PRESETS,
    Variant,
)
from bezique_qt.engine.variants import CHOICES
from bezique_qt.levels import Level
from bezique_qt.persistence.preferences import max_game_target
from bezique_qt.ui.rules_text import (
    NUMBER_RANGES,
    choice_text,
    special_value_text,
    switch_label,
)
from bezique_qt.words.game import variant_description, variant_name
from bezique_qt.words.i18n import (
    display_name,
    level_description,
    level_label,
    stored_name,
    tr,
    tr_noop,
)

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

    def table(self, players: int, *, demo: bool = False
              ) -> tuple[tuple[str, ...], dict[int, Level], Level]:
        """A table of ``players`` for these settings: the players' names seat by seat, the
        computer's seats with their levels, and the level the window's title names (at three
        or four, the player's left-hand neighbour's). In a ``demo`` the computer plays seat 0
        too. Default names are kept in English and shown in the player's language."""
        if players == 2:
            if demo:
                return ("South", "North"), {0: self.level, 1: self.level}, self.level
            return (self.name, "Computer"), {1: self.level}, self.level
        others = self.seats(players)
        names = ("South" if demo else self.name, *(name for _level, name in others))
        seats = {k + 1: seat_level for k, (seat_level, _name) in enumerate(others)}
        if demo:
            seats[0] = self.level
        return names, seats, others[0][0]

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

