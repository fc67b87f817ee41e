"""Guard rails on melds: before a play that cancels a claim kept to score the table asks, and
offers the other copy of the card where it keeps the claim; the hint prefers that copy; a
claim that lapses is said."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.engine import GameState, Meld, parse_card
from bezique_qt.engine.position import position_from_json
from bezique_qt.levels import Level
from bezique_qt.ui.dialogs.preferences import PreferencesDialog
from bezique_qt.ui.window import MainWindow

# Four kings scored with K♠ K♠ K♥ K♣ (the K♥ and K♣ since played) and the marriage K♠ Q♠
# laid to score with the first K♠. The computer has led the A♣, which Ann cannot beat: she
# throws a card, and a K♠ is the natural one. Diamonds are trumps.
FAULT = {
    "variant": "classic", "trump": "D", "turnup": "7D2",
    "stock": ["7C2", "8C1", "9C1", "7H1", "8H1", "9H1", "7S1", "8S1", "9S1"],
    "phase": 1, "step": "play", "to_act": 0, "leader": 1, "dealer": 0, "trick": ["AC1"],
    "players": [{"concealed": ["AH1", "TH2", "AC2", "TC1", "TS2"],
                 "table": ["KS1", "KS2", "QS1"],
                 "scored": ["QUARTET_K KS1 KS2 KH1 KC1"], "pending": ["MARRIAGE KS1 QS1"]},
                {"concealed": ["7D1", "8D2", "9D1", "JC1", "JH1", "7C1", "AS1"], "table": [],
                 "scored": [], "pending": []}],
}
MARRIAGE = Meld.parse("MARRIAGE KS1 QS1", 2)
KS1, KS2, QS1 = (parse_card(c, 2) for c in ("KS1", "KS2", "QS1"))


def _fault_state() -> GameState:
    st = position_from_json(FAULT)
    st.names = ["Ann", "Computer"]
    return st


def _window(make_window: Callable[..., MainWindow], driver_for: Callable, level: Level = Level.EASY
            ) -> tuple[MainWindow, object]:
    window = make_window("classic", level=level)
    window.show_game(_fault_state(), level)
    t = driver_for(window)
    t.wait_for_human()
    return window, t


def _question(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    qtbot.waitUntil(lambda: window.meld_guard.box is not None
                    and window.meld_guard.box.isVisible(), timeout=5000)
    box = window.meld_guard.box
    assert isinstance(box, QMessageBox)
    return box


def _button(box: QMessageBox, text: str) -> object:
    buttons = [b for b in box.buttons() if b.text() == text]
    assert buttons, f"no button {text!r} among {[b.text() for b in box.buttons()]}"
    return buttons[0]


def test_hint_then_enter_keeps_the_marriage_with_the_other_king(
        qtbot: QtBot, make_window: Callable, driver_for: Callable) -> None:
    """The fault as seen: Hint, Enter; the marriage K♠ Q♠ must not vanish when the other K♠,
    otherwise alike, keeps it."""
    window, t = _window(make_window, driver_for)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=30_000) as hint:
        window.window_actions.hint.trigger()
    action, _reason = hint.args
    assert action.card == KS2  # the king that is in no claim
    assert window.scene.focus_card == KS2
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state.to_act != 0
                    or window.controller.state.step != "play", timeout=5000)
    assert window.meld_guard.box is None  # nothing to ask: nothing is cancelled
    state = window.controller.state
    assert KS2 in state.played and KS1 in state.table[0]
    assert MARRIAGE in state.pending[0]


def test_the_other_copy_is_offered_and_keeps_the_claim(
        qtbot: QtBot, make_window: Callable, driver_for: Callable, tmp_path: Path) -> None:
    window, t = _window(make_window, driver_for)
    t.click_card("KS1")
    box = _question(qtbot, window)
    assert box.text() == ("This K♠ cancels your marriage K♠ Q♠ to score (20); the other K♠ "
                          "keeps it.")
    assert {b.text() for b in box.buttons()} == {"Play the other K♠", "Play this one anyway",
                                                  "Cancel"}
    assert box.defaultButton() is _button(box, "Play the other K♠")
    assert box.checkBox() is not None and box.checkBox().text() == "Don't ask again"
    assert window.scene.item_for(KS2).hinted  # the copy that keeps it is lit
    assert box.grab().save(str(tmp_path / "claim-warning.png"))
    assert window.grab().save(str(tmp_path / "claim-warning-table.png"))
    assert not window.controller.state.played & {KS1, KS2}  # nothing played yet
    _button(box, "Play the other K♠").click()
    qtbot.waitUntil(lambda: KS2 in window.controller.state.played, timeout=5000)
    state = window.controller.state
    assert KS1 in state.table[0] and MARRIAGE in state.pending[0]
    assert window.meld_guard.ask  # asked again next time


def test_declining_keeps_the_claim_and_the_turn(
        qtbot: QtBot, make_window: Callable, driver_for: Callable) -> None:
    window, t = _window(make_window, driver_for)
    t.click_card("KS1")
    box = _question(qtbot, window)
    _button(box, "Cancel").click()
    qtbot.waitUntil(lambda: window.meld_guard.box is None, timeout=5000)
    state = window.controller.state
    assert state.to_act == 0 and state.step == "play" and len(state.trick) == 1
    assert MARRIAGE in state.pending[0] and KS1 in state.table[0]
    assert not window.scene.item_for(KS2).hinted


def test_accepting_cancels_the_claim_and_says_so(
        qtbot: QtBot, make_window: Callable, driver_for: Callable) -> None:
    window, t = _window(make_window, driver_for)
    t.click_card("KS1")
    box = _question(qtbot, window)
    # what the status bar and the table's message line say as it is announced
    said: list[tuple[str, str, str]] = []
    window.scene.announced.connect(lambda text: said.append(
        (str(text), window._status.text(), str(window.scene.message.text))))
    _button(box, "Play this one anyway").click()
    qtbot.waitUntil(lambda: KS1 in window.controller.state.played, timeout=5000)
    t.wait_for_human()
    expected = "Your marriage K♠ Q♠ to score has lapsed: its K♠ was played."
    assert (expected, expected, expected) in said
    state = window.controller.state
    assert MARRIAGE not in state.pending[0]


def test_dont_ask_again_is_respected(
        qtbot: QtBot, make_window: Callable, driver_for: Callable) -> None:
    window, t = _window(make_window, driver_for)
    t.click_card("KS1")
    box = _question(qtbot, window)
    box.checkBox().setChecked(True)
    with qtbot.waitSignal(window.meld_guard.never_again_chosen, timeout=5000):
        _button(box, "Play this one anyway").click()
    assert not window.meld_guard.ask
    qtbot.waitUntil(lambda: KS1 in window.controller.state.played, timeout=5000)
    # the same play in a new game is made at once, without a question
    window.show_game(_fault_state(), Level.EASY)
    t.wait_for_human()
    t.click_card("KS1")
    qtbot.waitUntil(lambda: KS1 in window.controller.state.played, timeout=5000)
    assert window.meld_guard.box is None
    assert window.findChild(QMessageBox, "claim-warning") is None


def test_a_hinted_card_that_cancels_a_claim_is_asked_about_too(
        qtbot: QtBot, make_window: Callable, driver_for: Callable) -> None:
    """Enter on the hinted card goes through the same question (Medium throws the Q♠ here,
    whose marriage no other copy keeps: no other card is offered)."""
    window, t = _window(make_window, driver_for, level=Level.MEDIUM)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=30_000) as hint:
        window.window_actions.hint.trigger()
    action, _reason = hint.args
    assert action.card == QS1
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    box = _question(qtbot, window)
    assert box.text() == "This Q♠ cancels your marriage K♠ Q♠ to score (20)."
    assert {b.text() for b in box.buttons()} == {"Play this one anyway", "Cancel"}
    _button(box, "Cancel").click()
    qtbot.waitUntil(lambda: window.meld_guard.box is None, timeout=5000)
    assert MARRIAGE in window.controller.state.pending[0]


def test_dont_ask_again_is_kept_in_the_preferences(
        qtbot: QtBot, open_app_window: Callable, driver_for: Callable,
        wait_shown: Callable) -> None:
    window = open_app_window("--seed", "4")
    t = driver_for(window)
    t.wait_for_human()
    assert store.load_preferences()[0].ask_before_cancelling  # asked by default
    window.show_game(_fault_state(), Level.EASY)
    t.wait_for_human()
    t.click_card("KS1")
    box = _question(qtbot, window)
    box.checkBox().setChecked(True)
    _button(box, "Play this one anyway").click()
    qtbot.waitUntil(lambda: not store.load_preferences()[0].ask_before_cancelling,
                    timeout=5000)
    # Preferences shows it, and ticking it there asks again
    window.findChild(QAction, "preferences").trigger()
    dialog = wait_shown(window, PreferencesDialog, "preferences-dialog")
    assert not dialog.cancelling_box.isChecked()
    dialog.cancelling_box.setChecked(True)
    dialog.accept()
    assert window.meld_guard.ask and store.load_preferences()[0].ask_before_cancelling


def test_pointing_at_a_king_tells_the_two_kings_apart(
        qtbot: QtBot, make_window: Callable, driver_for: Callable, tmp_path: Path) -> None:
    window, t = _window(make_window, driver_for)
    light = window.scene.meld_light

    def point(item: object) -> None:
        qtbot.mouseMove(window.view.viewport(), window.view.mapFromScene(t.click_point(item)))
        qtbot.waitUntil(lambda: bool(light.lit), timeout=3000)

    point(t.card_item("KS1"))
    assert set(light.lit) == {KS1, KS2, QS1}  # its four kings and its marriage
    assert t.card_item("KS1").toolTip() == (
        "K♠: four kings K♠ K♠ K♥ K♣, scored · marriage K♠ Q♠, 20 to score")
    assert window.grab().save(str(tmp_path / "kings-lit.png"))
    point(t.card_item("KS2"))
    qtbot.waitUntil(lambda: set(light.lit) == {KS1, KS2}, timeout=3000)  # four kings only
    assert t.card_item("KS2").toolTip() == "K♠: four kings K♠ K♠ K♥ K♣, scored"
    # the label of the claim lights the claim's cards
    label = next(item for _seat, group, item in window.scene.meld_labels() if group.pending)
    point(label)
    qtbot.waitUntil(lambda: set(light.lit) == {KS1, QS1}, timeout=3000)
    # off the table's cards, nothing is lit
    qtbot.mouseMove(window.view.viewport(), window.view.mapFromScene(
        window.scene.prompt.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: not light.lit, timeout=3000)


def test_a_meld_still_to_declare_that_the_other_copy_keeps_is_asked_about(
        qtbot: QtBot, make_window: Callable, driver_for: Callable) -> None:
    """Classic: the K♠ on the table is married already; the K♠ in hand is the one that can
    still marry the second Q♠. Leading it breaks that marriage, the married K♠ keeps it."""
    data = {**FAULT, "leader": 0, "trick": [],
            "players": [{"concealed": ["KS2", "QS2", "AH1", "TH2", "AC2", "TC1"],
                         "table": ["KS1", "QS1"], "scored": ["MARRIAGE KS1 QS1"]},
                        {"concealed": ["7D1", "8D2", "9D1", "JC1", "JH1", "7C1", "AS1",
                                       "AC1"]}]}
    st = position_from_json(data)
    st.names = ["Ann", "Computer"]
    window = make_window("classic", level=Level.EASY)
    window.show_game(st, Level.EASY)
    t = driver_for(window)
    t.wait_for_human()
    t.click_card("KS2")
    box = _question(qtbot, window)
    assert box.text() == ("This K♠ breaks your marriage K♠ Q♠, still yours to declare (20); "
                          "the other K♠ keeps it.")
    _button(box, "Play the other K♠").click()
    qtbot.waitUntil(lambda: KS1 in window.controller.state.played, timeout=5000)
    assert KS2 in window.controller.state.concealed[0]
    # a plain card costs nothing: played at once
    window.show_game(position_from_json(data), Level.EASY)
    t.wait_for_human()
    t.click_card("TC1")
    qtbot.waitUntil(lambda: parse_card("TC1", 2) in window.controller.state.played,
                    timeout=5000)
    assert window.meld_guard.box is None
