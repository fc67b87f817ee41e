"""The four-colour deck: clubs green, diamonds blue, on the cards and the scoreboard."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from bezique_qt.persistence.preferences import Preferences, load_preferences, save_preferences
from bezique_qt.ui.dialogs.preferences import PreferencesDialog
from bezique_qt.ui.session import session_of
from bezique_qt.ui.table.card_art import CLUB_GREEN, DIAMOND_BLUE, CardRenderer, four_colour_svg
from bezique_qt.ui.window import MainWindow

from .conftest import open_preferences

HEIGHT = 336


def _counts(image: QImage) -> tuple[int, int, int]:
    """(green, blue, black) pixels inside the card, away from its black outline."""
    green = blue = black = 0
    w, h = image.width(), image.height()
    for y in range(8, h - 8, 2):
        for x in range(8, w - 8, 2):
            c = image.pixelColor(x, y)
            if c.alpha() < 250:
                continue
            r, g, b = c.red(), c.green(), c.blue()
            if g > 100 and g > r + 50 and g > b + 50:
                green += 1
            elif b > 150 and b > r + 60 and b > g + 60:
                blue += 1
            elif r < 60 and g < 60 and b < 60:
                black += 1
    return green, blue, black


def _face(renderer: CardRenderer, name: str) -> QImage:
    return renderer.pixmap(name, HEIGHT).toImage()


def test_seven_of_clubs_is_green_with_no_black_pips(qapp: QApplication) -> None:
    renderer = CardRenderer()
    plain = _face(renderer, "C7")
    green, _blue, black = _counts(plain)
    assert green == 0 and black > 500  # the usual black pips
    renderer.set_four_colour(True)
    coloured = _face(renderer, "C7")
    green, _blue, black = _counts(coloured)
    assert green > 500
    assert black == 0
    # every pixel of a black pip in the usual deck is green now
    samples = [(x, y) for y in range(8, plain.height() - 8, 7)
               for x in range(8, plain.width() - 8, 7)
               if plain.pixelColor(x, y).lightness() < 20]
    assert len(samples) > 20
    for x, y in samples:
        c = coloured.pixelColor(x, y)
        assert c.green() > c.red() + 50 and c.green() > c.blue() + 50, (x, y, c.name())
    renderer.set_four_colour(False)
    assert _counts(_face(renderer, "C7"))[0] == 0


def test_diamonds_turn_blue_and_court_figures_keep_their_colours(qapp: QApplication) -> None:
    renderer = CardRenderer(four_colour=True)
    _green, blue, _black = _counts(_face(renderer, "D9"))
    assert blue > 300
    for name in ("S9", "H9"):
        assert _counts(_face(renderer, name))[:2] == (0, 0)
    king = Path(__file__).resolve().parents[2] / "assets" / "cards" / "Dk.svg"
    svg = king.read_text(encoding="utf-8")
    coloured = four_colour_svg(svg, "D")
    assert DIAMOND_BLUE in coloured and 'fill="#FC4"' in coloured  # the drawing is kept
    assert four_colour_svg(svg, "S") == svg
    assert CLUB_GREEN in four_colour_svg(
        (king.parent / "Ck.svg").read_text(encoding="utf-8"), "C")


def test_view_menu_switches_the_deck_and_the_trump_symbol(
        make_window: Callable[..., MainWindow]) -> None:
    window = make_window("classic")
    window.scene.finish_animations()
    chosen: list[bool] = []
    window.four_colour_chosen.connect(chosen.append)
    assert window.window_actions.four_colour in window.view_menu.actions()
    assert not window.window_actions.four_colour.isChecked()
    window.window_actions.four_colour.trigger()
    assert window.scene.renderer.four_colour and chosen == [True]
    board = window.scene.scoreboard.board
    if board.trump_symbol in ("\u2663", "\u2666"):
        assert board.trump_colour in (CLUB_GREEN, DIAMOND_BLUE)
    else:
        assert board.trump_colour == ""
    window.set_four_colour(False, remember=False)
    assert not window.window_actions.four_colour.isChecked() and chosen == [True]
    assert window.scene.scoreboard.board.trump_colour == ""


def test_four_colour_preference_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "preferences.json"
    save_preferences(Preferences(four_colour=True), path=path)
    prefs, problems = load_preferences(path=path)
    assert prefs.four_colour is True and problems == []
    # an older file without the key means the default
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["four_colour"]
    path.write_text(json.dumps(data), encoding="utf-8")
    prefs, problems = load_preferences(path=path)
    assert prefs.four_colour is False and problems == []
    data["four_colour"] = "yes"
    path.write_text(json.dumps(data), encoding="utf-8")
    prefs, problems = load_preferences(path=path)
    assert prefs.four_colour is False and problems and "four-colour deck" in problems[0]


def test_preferences_dialog_and_view_menu_agree(qtbot: QtBot, open_app_window: Callable,
                                               wait_shown: Callable) -> None:
    window = open_app_window("--seed", "1")
    glue = session_of(window)
    assert glue is not None
    dialog = open_preferences(window, wait_shown)
    box = dialog.four_colour_box
    assert not box.isChecked()
    # the dialog's box shows on the table at once, and ticks the View menu's choice
    box.setChecked(True)
    assert window.scene.renderer.four_colour and window.window_actions.four_colour.isChecked()
    dialog.reject()
    assert not window.scene.renderer.four_colour
    assert not window.window_actions.four_colour.isChecked()
    qtbot.waitUntil(lambda: glue.preferences_dialog is None, timeout=5000)
    # the View menu's choice is kept, and the dialog opens with it
    window.window_actions.four_colour.trigger()
    assert load_preferences()[0].four_colour is True
    glue.preferences_action.trigger()
    dialog = wait_shown(window, PreferencesDialog, "preferences-dialog")
    assert dialog.four_colour_box.isChecked()
    # chosen in the menu while the dialog is open: the box follows, and Cancel keeps it
    window.window_actions.four_colour.trigger()
    assert not dialog.four_colour_box.isChecked()
    assert load_preferences()[0].four_colour is False
    dialog.reject()
    assert not window.scene.renderer.four_colour
    assert not window.window_actions.four_colour.isChecked()
    assert load_preferences()[0].four_colour is False
    qtbot.waitUntil(lambda: glue.preferences_dialog is None, timeout=5000)
    # OK keeps the dialog's choice
    glue.preferences_action.trigger()
    dialog = wait_shown(window, PreferencesDialog, "preferences-dialog")
    dialog.four_colour_box.setChecked(True)
    dialog.accept()
    assert load_preferences()[0].four_colour is True
    assert window.window_actions.four_colour.isChecked()
