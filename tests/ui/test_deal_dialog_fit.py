"""The end-of-deal dialog fits the smallest screen players use, 1024×640, with partners, in
French and large print (the longest texts): every button whole and inside the screen."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from bezique_qt.engine import GameState, preset
from bezique_qt.levels import Level
from bezique_qt.ui.dialogs.deal_summary import DealSummaryDialog
from bezique_qt.ui.large_print import set_large_font
from bezique_qt.words.i18n import install_translators

from .conftest import resize_and_wait


def _deal_over(seed: int) -> GameState:
    state = GameState.new_game(preset("four_handed_partners"), seed=seed,
                               names=["Vous", "Ouest", "Nord", "Est"])
    rng = random.Random(seed)
    while not state.deal_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_the_partners_end_of_deal_dialog_fits_1024_by_640_in_french_large_print(
        qtbot: QtBot, qapp: QApplication, make_window: Callable) -> None:
    try:
        install_translators(qapp, "fr")
        window = make_window()
        window.set_large_print(True, remember=False)
        resize_and_wait(qtbot, window, 1024, 640)
        window.show_game(_deal_over(4), Level("medium"))
        qtbot.waitUntil(lambda: window.findChild(DealSummaryDialog, "deal-summary-dialog")
                        is not None, timeout=10_000)
        dialog = window.findChild(DealSummaryDialog, "deal-summary-dialog")
        assert dialog is not None
        qtbot.waitUntil(dialog.isVisible, timeout=5000)
        screen = QRect(0, 0, 1024, 640)
        assert dialog.frameGeometry().width() <= screen.width(), dialog.size()
        assert dialog.frameGeometry().height() <= screen.height(), dialog.size()
        buttons = [b for b in dialog.findChildren(QPushButton) if b.isVisible()]
        assert len(buttons) >= 3
        for button in buttons:
            assert button.width() >= button.sizeHint().width(), button.text()
            where = button.mapTo(dialog, button.rect().topLeft())
            assert dialog.rect().contains(QRect(where, button.size())), button.text()
    finally:
        install_translators(qapp, "en")
        set_large_font(False, qapp)
