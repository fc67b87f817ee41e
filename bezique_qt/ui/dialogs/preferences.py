"""The Preferences dialog: every choice the player keeps between sessions.

Changes to the table's look (animation speed, card backs, the four-colour deck, large print,
table colour, hand order, clearing tricks, the memory aid) are shown at once through
:attr:`PreferencesDialog.previewed`; OK keeps them, Cancel puts back what there was. The
name, the default variant, its house rules and the opponent's level are used for the next new
game.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bezique_qt.engine import ALL_PRESETS, variant_from
from bezique_qt.export.sheet import rules_in_words
from bezique_qt.persistence import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    HAND_SORTS,
    LEVELS,
    Preferences,
)
from bezique_qt.persistence.preferences import max_game_target
from bezique_qt.ui.dialogs.game import offered_variants
from bezique_qt.ui.dialogs.keep_fitted import KeepFitted
from bezique_qt.ui.table.hand import HAND_SORTS as HAND_SORT_NAMES
from bezique_qt.words.game import variant_name
from bezique_qt.words.i18n import (
    SYSTEM,
    display_name,
    level_description,
    level_label,
    shipped_languages,
    stored_name,
    tr,
    tr_noop,
)

# The choices' names in English (shown with tr(label)).
SPEED_LABELS = {"none": tr_noop("No animation"), "fast": tr_noop("Fast"),
                "normal": tr_noop("Normal"), "slow": tr_noop("Slow")}
BACK_LABELS = {"blue": tr_noop("Blue"), "red": tr_noop("Red")}
# Each language in its own words, whatever language the program speaks.
LANGUAGE_LABELS = {"system": tr_noop("The system's language")}
DEFAULT_TABLE_COLOUR = Preferences().table_colour
# Fields shown on the table at once (the others wait for the next game or start).
LIVE_FIELDS = ("animation_speed", "card_back", "table_colour", "hand_sort", "auto_advance",
               "four_colour", "large_print", "memory_aid")


def language_choices(current: str) -> tuple[str, ...]:
    """``system``, then every language the program ships a translation for (each named in
    itself: English, Français), and the preference's own if it names another."""
    shipped = shipped_languages()
    extra = () if current in (SYSTEM, *shipped) else (current,)
    return (SYSTEM, *shipped, *extra)


def language_name(code: str) -> str:
    """A language's name in that language (``Français``), from Qt's locale data."""
    from PySide6.QtCore import QLocale

    locale = QLocale(code)
    name = locale.nativeLanguageName() if locale.language() != QLocale.Language.C else ""
    return (name[:1].upper() + name[1:]) if name else code


def _combo(name: str, choices: tuple[str, ...], labels: dict[str, str], current: str
           ) -> QComboBox:
    box = QComboBox()
    box.setObjectName(name)
    for choice in choices:
        label = labels.get(choice)
        box.addItem(tr(label) if label else language_name(choice) if name == "language"
                    else choice.capitalize(), choice)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box


class PreferencesDialog(QDialog):
    """Edit a :class:`Preferences` value. :meth:`preferences` is the value shown (always
    valid); it is what OK keeps."""

    previewed = Signal(object)  # Preferences: show these on the table now (not yet kept)

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferences-dialog")
        self.setWindowTitle(tr("Preferences"))
        self.setMinimumWidth(520)
        self.original = prefs
        self._prefs = prefs
        self._building = True

        # ---- the next game
        self.name_edit = QLineEdit(display_name(prefs.player_name))
        self.name_edit.setObjectName("player-name")
        self.name_edit.setMaxLength(40)
        self.variant_box = QComboBox()
        self.variant_box.setObjectName("variant")
        # the games New Game offers, those for three and four too (the last one chosen there
        # is the next game's)
        for variant_id in offered_variants():
            self.variant_box.addItem(variant_name(ALL_PRESETS[variant_id]), variant_id)
        self.variant_box.setCurrentIndex(max(0, self.variant_box.findData(prefs.variant)))
        self.target_box = QSpinBox()
        self.target_box.setObjectName("target")
        self.target_box.setRange(50, 20000)
        self.target_box.setSingleStep(100)
        self.rules_label = QLabel()
        self.rules_label.setTextFormat(Qt.TextFormat.PlainText)
        self.rules_label.setToolTip(tr("The house rules chosen in the New Game dialog are "
                                       "kept here for the next game."))
        self.clear_rules_button = QPushButton(tr("Use the variant's own rules"))
        self.clear_rules_button.clicked.connect(self._clear_house_rules)
        self.level_box = _combo("opponent-level", LEVELS,
                                {level: level_label(level) for level in LEVELS},
                                prefs.opponent_level)
        for i in range(self.level_box.count()):
            self.level_box.setItemData(i, level_description(self.level_box.itemData(i)),
                                       Qt.ItemDataRole.ToolTipRole)
        self.practice_box = QCheckBox(tr("Ask before a hint makes the game a practice game"))
        self.practice_box.setObjectName("ask-before-practice")
        self.practice_box.setChecked(prefs.ask_before_practice)
        game_form = QFormLayout()
        game_form.addRow(tr("Your name"), self.name_edit)
        game_form.addRow(tr("Variant"), self.variant_box)
        game_form.addRow(tr("Play to"), self.target_box)
        game_form.addRow(tr("House rules"), self.rules_label)
        game_form.addRow("", self.clear_rules_button)
        game_form.addRow(tr("Opponent"), self.level_box)
        game_form.addRow("", self.practice_box)
        game_box = QGroupBox(tr("New games"))
        game_box.setLayout(game_form)

        # ---- the table
        self.speed_box = _combo("animation-speed", ANIMATION_SPEEDS, SPEED_LABELS,
                                prefs.animation_speed)
        self.auto_advance_box = QCheckBox(tr("Clear a finished trick by itself"))
        self.auto_advance_box.setObjectName("auto-advance")
        self.auto_advance_box.setChecked(prefs.auto_advance)
        self.sort_box = _combo("hand-sort", HAND_SORTS, HAND_SORT_NAMES, prefs.hand_sort)
        self.back_box = _combo("card-back", CARD_BACKS, BACK_LABELS, prefs.card_back)
        self.colour_button = QPushButton()
        self.colour_button.setObjectName("table-colour")
        self.colour_button.setToolTip(tr("Choose the colour of the table"))
        self.colour_button.clicked.connect(self.choose_colour)
        self.default_colour_button = QPushButton(tr("Default"))
        self.default_colour_button.clicked.connect(
            lambda: self._change(table_colour=DEFAULT_TABLE_COLOUR))
        colour_row = QHBoxLayout()
        colour_row.addWidget(self.colour_button, 1)
        colour_row.addWidget(self.default_colour_button)
        self.four_colour_box = QCheckBox(tr("Four-colour deck: clubs green, diamonds blue"))
        self.four_colour_box.setObjectName("four-colour")
        self.four_colour_box.setChecked(prefs.four_colour)
        self.large_print_box = QCheckBox(tr("Large print: bigger card indices, scores and "
                                            "texts"))
        self.large_print_box.setObjectName("large-print")
        self.large_print_box.setChecked(prefs.large_print)
        self.cancelling_box = QCheckBox(tr("Ask before a play cancels a claim to score"))
        self.cancelling_box.setObjectName("ask-before-cancelling")
        self.cancelling_box.setToolTip(tr("Or breaks a meld that the other copy of the card "
                                          "would keep"))
        self.cancelling_box.setChecked(prefs.ask_before_cancelling)
        self.memory_aid_box = QCheckBox(tr("Memory aid: aces, tens and trumps still out"))
        self.memory_aid_box.setObjectName("memory-aid")
        self.memory_aid_box.setChecked(prefs.memory_aid)
        self.keep_fitted = KeepFitted(self, self.large_print_box)
        table_form = QFormLayout()
        table_form.addRow(tr("Animation"), self.speed_box)
        table_form.addRow("", self.auto_advance_box)
        table_form.addRow(tr("Your hand"), self.sort_box)
        table_form.addRow(tr("Card backs"), self.back_box)
        table_form.addRow("", self.four_colour_box)
        table_form.addRow("", self.large_print_box)
        table_form.addRow(tr("Table colour"), colour_row)
        table_form.addRow("", self.cancelling_box)
        table_form.addRow("", self.memory_aid_box)
        table_box = QGroupBox(tr("The table"))
        table_box.setLayout(table_form)

        # ---- the program
        self.language_box = _combo("language", language_choices(prefs.language),
                                   LANGUAGE_LABELS, prefs.language)
        self.later_note = QLabel(tr("A new language is used from the next time Bezique "
                                    "starts."))
        self.later_note.setObjectName("later-note")
        self.later_note.setWordWrap(True)
        self.later_note.setStyleSheet("color: palette(placeholder-text);")
        self.reset_window_button = QPushButton(tr("Reset the window's size and panels"))
        self.reset_window_button.setObjectName("reset-window")
        self.reset_window_button.setToolTip(tr("The window opens at its usual size next time, "
                                               "with no side panel open"))
        self.reset_window_button.clicked.connect(self._reset_window)
        self.window_reset = False
        """The player asked for the usual window next time (kept on OK)."""
        program_form = QFormLayout()
        program_form.addRow(tr("Language"), self.language_box)
        program_form.addRow("", self.reset_window_button)
        program_form.addRow(self.later_note)
        program_box = QGroupBox(tr("The program"))
        program_box.setLayout(program_form)

        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #a4000f;")
        self.problem.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(game_box)
        layout.addWidget(table_box)
        layout.addWidget(program_box)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

        self.name_edit.textEdited.connect(
            lambda text: self._change(player_name=stored_name(text)))
        self.variant_box.currentIndexChanged.connect(self._variant_changed)
        self.target_box.valueChanged.connect(self._target_changed)
        self.level_box.currentIndexChanged.connect(
            lambda: self._change(opponent_level=self.level_box.currentData()))
        self.speed_box.currentIndexChanged.connect(
            lambda: self._change(animation_speed=self.speed_box.currentData()))
        self.auto_advance_box.toggled.connect(lambda on: self._change(auto_advance=on))
        self.sort_box.currentIndexChanged.connect(
            lambda: self._change(hand_sort=self.sort_box.currentData()))
        self.back_box.currentIndexChanged.connect(
            lambda: self._change(card_back=self.back_box.currentData()))
        self.practice_box.toggled.connect(lambda on: self._change(ask_before_practice=on))
        self.four_colour_box.toggled.connect(lambda on: self._change(four_colour=on))
        self.large_print_box.toggled.connect(lambda on: self._change(large_print=on))
        self.cancelling_box.toggled.connect(lambda on: self._change(ask_before_cancelling=on))
        self.memory_aid_box.toggled.connect(lambda on: self._change(memory_aid=on))
        self.language_box.currentIndexChanged.connect(
            lambda: self._change(language=self.language_box.currentData()))
        self._show_rules()
        self._show_colour()
        self._building = False

    # ------------------------------------------------------------------ the value
    def preferences(self) -> Preferences:
        """The preferences as shown (valid: a change that is not valid is not taken)."""
        return self._prefs

    def _change(self, **changes: Any) -> bool:
        """Take ``changes`` if they make valid preferences; otherwise say why."""
        if self._building:
            return False
        try:
            prefs = dataclasses.replace(self._prefs, **changes)
        except ValueError as error:
            self.problem.setText(str(error))
            self.problem.show()
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            return False
        self.problem.hide()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        live = any(getattr(prefs, name) != getattr(self._prefs, name) for name in LIVE_FIELDS)
        self._prefs = prefs
        self._show_rules()
        self._show_colour()
        if live:
            self.previewed.emit(prefs)
        return True

    def follow(self, prefs: Preferences, *names: str) -> None:
        """The fields ``names`` were changed elsewhere (the View menu) and kept as in
        ``prefs``: show them, and keep them on Cancel too."""
        changes = {name: getattr(prefs, name) for name in names}
        self._prefs = dataclasses.replace(self._prefs, **changes)
        self.original = dataclasses.replace(self.original, **changes)
        for box, name in ((self.four_colour_box, "four_colour"),
                          (self.large_print_box, "large_print"),
                          (self.practice_box, "ask_before_practice"),
                          (self.cancelling_box, "ask_before_cancelling"),
                          (self.memory_aid_box, "memory_aid")):
            if name in changes and box.isChecked() != changes[name]:
                box.blockSignals(True)
                box.setChecked(changes[name])
                box.blockSignals(False)

    # ------------------------------------------------------------------ rules
    def _variant_changed(self) -> None:
        # House rules belong to the variant they were chosen for.
        self._change(variant=self.variant_box.currentData(), house_rules={})

    def _target_changed(self, value: int) -> None:
        if self._building or not self.target_box.isEnabled():
            return
        rules = dict(self._prefs.house_rules)
        preset = ALL_PRESETS[self._prefs.variant]
        if value == preset.game_target:
            rules.pop("game_target", None)
        else:
            rules["game_target"] = value
        self._change(house_rules=rules)

    def _clear_house_rules(self) -> None:
        self._change(house_rules={})

    def _show_rules(self) -> None:
        prefs = self._prefs
        preset = ALL_PRESETS[prefs.variant]
        single = preset.single_deal or preset.game_target <= 0
        building, self._building = self._building, True
        self.target_box.setEnabled(not single)
        self.target_box.setMaximum(max_game_target(prefs.variant))  # a game always fits
        if single:
            self.target_box.setSpecialValueText(tr("one deal"))
            self.target_box.setValue(self.target_box.minimum())
        else:
            self.target_box.setSpecialValueText("")
            self.target_box.setValue(int(prefs.house_rules.get("game_target",
                                                               preset.game_target)))
        self._building = building
        others = {k: v for k, v in prefs.house_rules.items() if k != "game_target"}
        words = rules_in_words(variant_from(prefs.variant, others)) if others else ()
        self.rules_label.setText("\n".join(words) if words else
                                 tr("None: the variant's own rules"))

        self.clear_rules_button.setEnabled(bool(prefs.house_rules))

    # ------------------------------------------------------------------ colour
    def _show_colour(self) -> None:
        colour = QColor(self._prefs.table_colour)
        text = "#ffffff" if colour.lightness() < 140 else "#000000"
        self.colour_button.setText(self._prefs.table_colour)
        self.colour_button.setStyleSheet(f"background-color: {colour.name()}; color: {text};")
        self.default_colour_button.setEnabled(self._prefs.table_colour != DEFAULT_TABLE_COLOUR)

    def choose_colour(self) -> QColorDialog:
        """Open a colour chooser (without blocking); the table shows the colour as it is
        chosen."""
        dialog = QColorDialog(QColor(self._prefs.table_colour), self)
        dialog.setObjectName("table-colour-dialog")
        dialog.setWindowTitle(tr("Table colour"))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        before = self._prefs.table_colour
        dialog.currentColorChanged.connect(
            lambda colour: self._change(table_colour=colour.name()))
        dialog.colorSelected.connect(lambda colour: self._change(table_colour=colour.name()))
        dialog.rejected.connect(lambda: self._change(table_colour=before))
        dialog.open()
        return dialog

    # ------------------------------------------------------------------ closing
    def _reset_window(self) -> None:
        if self._change(window_geometry="", open_panels=()):
            self.window_reset = True

    def reject(self) -> None:
        if self._prefs != self.original:
            self._prefs = self.original
            self.previewed.emit(self.original)
        super().reject()
