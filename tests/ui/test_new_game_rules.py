"""The New Game dialog's house rules: plain-language names, grouped, reset with the rules."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QFormLayout, QLabel
from pytestqt.qtbot import QtBot

from bezique_qt.engine import PRESETS
from bezique_qt.levels import Level
from bezique_qt.persistence import Preferences
from bezique_qt.ui.dialogs.game import GameSettings, NewGameDialog
from bezique_qt.ui.game_session import settings_from

LEVELS = (Level.NOVICE, Level.EASY, Level.MEDIUM, Level.HARD, Level.EXPERT)


def _dialog(qtbot: QtBot, settings: GameSettings | None = None) -> NewGameDialog:
    dialog = NewGameDialog(settings or GameSettings("classic", Level.MEDIUM, None, "Ann"), LEVELS)
    qtbot.addWidget(dialog)
    return dialog


def _label(dialog: NewGameDialog, name: str) -> str:
    widget = dialog.rule_widgets[name]
    if isinstance(widget, QCheckBox):
        return widget.text()
    form = widget.parentWidget().layout()
    assert isinstance(form, QFormLayout)
    label = form.labelForField(widget)
    assert isinstance(label, QLabel)
    return label.text()


def _choose(dialog: NewGameDialog, variant_id: str) -> None:
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData(variant_id))


def test_house_rules_have_plain_names_in_groups(qtbot: QtBot, qapp: QApplication) -> None:
    dialog = _dialog(qtbot)
    tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert tabs == ["Declarations", "Seven of trumps", "Tricks", "Deals and scoring"]
    for name in dialog.shown_rules():
        label = _label(dialog, name)
        assert label and "_" not in label and label[0].isupper(), (name, label)
    combo = dialog.rule_widgets["bezique_cards"]
    texts = [combo.itemText(i) for i in range(combo.count())]  # type: ignore[attr-defined]
    assert texts[0] == "Always Q♠ and J♦" and all("_" not in t for t in texts)


def test_only_the_rules_that_apply_are_offered(qtbot: QtBot, qapp: QApplication) -> None:
    dialog = _dialog(qtbot)
    seven_tab = 1
    assert "dix_scores_on" in dialog.shown_rules() and dialog.tabs.isTabVisible(seven_tab)
    assert "dealer_guess_bonuses" not in dialog.shown_rules()
    _choose(dialog, "rubicon")  # no seven of trumps, one deal is the game
    assert not dialog.tabs.isTabVisible(seven_tab)
    assert "game_end" not in dialog.shown_rules()
    assert "rubicon_brisque_allowance" in dialog.shown_rules()
    _choose(dialog, "six_pack")
    assert dialog.rule_value("dealer_guess_bonuses") is True
    guess = dialog.rule_widgets["dealer_guess_bonuses"]
    form = guess.parentWidget().layout()
    assert isinstance(form, QFormLayout) and form.isRowVisible(guess)
    _choose(dialog, "classic")
    assert not form.isRowVisible(guess)


def test_house_rules_reach_the_game_and_reset_with_the_rules(qtbot: QtBot,
                                                             qapp: QApplication) -> None:
    dialog = _dialog(qtbot)
    dialog.rule_widgets["phase2_must_trump"].setChecked(False)  # type: ignore[attr-defined]
    dialog.target_box.setValue(1500)
    assert dialog.changed_label.text() == "1 house rule changed."
    settings = dialog.settings()
    assert settings.switches == (("phase2_must_trump", False),)
    variant = settings.variant()
    assert variant.overrides() == {"phase2_must_trump": False, "game_target": 1500}
    # What the preferences keep gives the same settings back.
    again = GameSettings.from_house_rules("classic", Level.MEDIUM, "Ann", variant.overrides())
    assert again == settings
    # Another variant, then back: the preset's own rules again.
    _choose(dialog, "rubicon")
    _choose(dialog, "classic")
    assert dialog.rule_value("phase2_must_trump") is True
    assert dialog.target_box.value() == 1000
    assert dialog.settings().switches == ()
    # The reset button does the same without changing the variant.
    dialog.rule_widgets["four_tens"].setValue(90)  # type: ignore[attr-defined]
    dialog.reset_button.click()
    assert dialog.rule_value("four_tens") == 0 and dialog.house_rules() == {}


def test_the_dialog_shows_the_house_rules_it_was_given(qtbot: QtBot, qapp: QApplication) -> None:
    given = GameSettings("six_pack", Level.HARD, None, "Ann", (("dealer_guess_bonuses", False),))
    dialog = _dialog(qtbot, given)
    assert dialog.rule_value("dealer_guess_bonuses") is False
    assert dialog.settings() == given
    assert given.variant().dealer_guess_bonuses is False
    assert PRESETS["six_pack"].dealer_guess_bonuses is True


def test_a_house_rule_chosen_in_the_menu_is_played(qtbot: QtBot,
                                                   make_window: Callable) -> None:
    window = make_window("classic")

    def fill_in() -> None:
        dialog = window.findChild(NewGameDialog, "new-game-dialog")
        assert dialog is not None
        dialog.rule_widgets["phase2_must_head"].setChecked(False)  # type: ignore[attr-defined]
        dialog.accept()

    QTimer.singleShot(0, window, fill_in)
    window.window_actions.new.trigger()
    variant = window.controller.variant
    assert variant.id == "classic" and variant.phase2_must_head is False


def test_settings_from_the_preferences_keep_every_house_rule() -> None:
    rules = {"game_target": 1500, "phase2_must_trump": False, "phase2_must_head": False}
    prefs = Preferences(variant="classic", house_rules=rules, opponent_level="hard",
                        player_name="Bea")
    settings = settings_from(prefs)
    assert settings == GameSettings.from_house_rules("classic", Level.HARD, "Bea", rules)
    variant = settings.variant()
    assert variant.game_target == 1500
    assert variant.phase2_must_trump is False and variant.phase2_must_head is False
    assert variant.overrides() == rules
    # another variant starts with its own rules
    other = settings_from(prefs, "rubicon", Level.EASY)
    assert other == GameSettings("rubicon", Level.EASY, None, "Bea")
    assert other.variant() == PRESETS["rubicon"]
