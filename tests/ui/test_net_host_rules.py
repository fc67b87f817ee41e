"""The Host dialog offers the New Game dialog's house rules (those that apply to the rules
chosen), the table is opened with them, and a network table plays at the animation speed the
player chose, following a change while it is open."""

from __future__ import annotations

import dataclasses
import socket
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox
from pytestqt.qtbot import QtBot

from bezique_qt.engine.variants import ALL_PRESETS
from bezique_qt.ui.dialogs.game import RULE_GROUPS
from bezique_qt.ui.net.dialogs import HostChoices, HostDialog
from bezique_qt.ui.net.home import TableHome, home_of
from bezique_qt.ui.net.start import host_table

from .conftest import glue
from .test_net_table import WAIT_MS


def _shown_rules(dialog: HostDialog) -> set[str]:
    """The house rules the dialog shows on its tabs (each on its page, the page's tab)."""
    shown = set()
    for index, (_title, names) in enumerate(RULE_GROUPS):
        page = dialog.rules.tabs.widget(index)
        for name in names:
            if (dialog.rules.tabs.isTabVisible(index)
                    and dialog.rules.rule_widgets[name].isVisibleTo(page)):
                shown.add(name)
    return shown


def test_the_host_opens_a_table_with_house_rules(qtbot: QtBot) -> None:
    dialog = HostDialog("Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.rules.rules_box.isVisible() and dialog.rules.rules_box.parent() is dialog
    assert not dialog.rules.isVisible()  # the New Game dialog lends its widgets only
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("rubicon"))
    assert "rubicon_brisque_allowance" in _shown_rules(dialog)
    assert not dialog.target.isEnabled()  # a rubicon game is one deal
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("classic"))
    shown = _shown_rules(dialog)
    assert "rubicon_brisque_allowance" not in shown and "phase2_must_trump" in shown
    assert dialog.choices().switches == {}

    must_trump = dialog.rules.rule_widgets["phase2_must_trump"]
    assert isinstance(must_trump, QCheckBox) and must_trump.isChecked()
    dialog.rules.tabs.setCurrentIndex(2)  # Tricks
    qtbot.mouseClick(must_trump, Qt.MouseButton.LeftButton,
                     pos=QPoint(8, must_trump.height() // 2))  # its box
    assert not must_trump.isChecked()
    dialog.target.setValue(1500)
    dialog.tls.setChecked(False)
    dialog.announce.setChecked(False)
    dialog.port.setValue(0)
    choices = dialog.choices()
    assert choices.switches == {"phase2_must_trump": False, "game_target": 1500}
    assert not choices.announce and not choices.tls
    # changing the rules puts the house rules back to the new rules' own
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("one_pack_32"))
    assert dialog.choices().switches == {}

    window = host_table(choices, address="127.0.0.1", speed=0)
    try:
        with qtbot.waitSignal(window.shown_update, timeout=WAIT_MS):
            pass
        assert window.remote is not None  # the rules as the server holds them
        variant = window.remote.variant
        assert variant.id == "classic" and not variant.phase2_must_trump
        assert variant.game_target == 1500 != ALL_PRESETS["classic"].game_target
    finally:
        window.close()


def test_a_network_table_follows_the_animation_speed(
        qtbot: QtBot, open_app_window: Callable[..., Any]) -> None:
    home = TableHome(speed=1.6)
    with socket.socket() as probe:  # a port free now, for the table's server
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    window = host_table(dataclasses.replace(_two_seats(), port=port), address="127.0.0.1",
                        home=home)
    try:
        assert window.scene.speed == 1.6
        home.set_speed_key("fast")
        assert window.scene.speed == 0.5
    finally:
        window.close()  # at once, while the server may still be starting
    # the server started is stopped too: nothing listens on its port any more
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", port), timeout=5).close()

    app_window = open_app_window("--seed", "4")
    session = glue(app_window)
    app_window.set_speed("slow")  # View → Animation speed: remembered as the preference
    assert session.session.preferences.animation_speed == "slow"
    window = host_table(_two_seats(), address="127.0.0.1", home=home_of(app_window))
    try:
        assert window.scene.speed == 1.6
        assert session.session.update_preferences(animation_speed="none")  # Preferences…
        assert window.scene.speed == 0
    finally:
        window.close()


def _two_seats() -> HostChoices:
    return HostChoices("classic", "Ann", [{"kind": "person"},
                                          {"kind": "computer", "level": "novice"}], port=0)
