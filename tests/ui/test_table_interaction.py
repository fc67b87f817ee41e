"""The human's input on the table: refusals with the engine's sentence, the computer thinking
without freezing the window, undo, hints, the keyboard, and hidden cards staying hidden."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from bezique_qt.engine import Action, GameRecord, parse_card
from bezique_qt.engine.actions import DONE, PLAY
from bezique_qt.ui.dialogs.tricks import LastTrickDialog
from bezique_qt.ui.table.picture import TablePicture
from bezique_qt.words.game import the_card_words


def test_only_legal_cards_are_highlighted(classic_table: Callable) -> None:
    window, t = classic_table()
    c = window.controller
    mine = set(t.obs().hand)
    highlighted = {i.card for i in t.highlighted_cards()}
    assert highlighted == {card for card in mine
                           if c.state.explain(Action(PLAY, card=card)) is None}
    assert all(i.legal is None for i in window.scene.opponent_items())


def test_illegal_click_shows_the_engines_sentence(classic_table: Callable) -> None:
    window, t = classic_table()
    c = window.controller
    t.click_card("AH1")
    t.wait_for_human()
    assert t.obs().step == "declare"
    # Playing a card while the declaration is open: refused, with the engine's reason.
    sentence = c.state.explain(Action(PLAY, card=parse_card("8S1")))
    assert sentence
    t.click_card("8S1")
    assert window.scene.message.text.lower().startswith(sentence.lower()[:40])
    assert window.scene.message.text.startswith("You won the trick")
    assert parse_card("8S1") in t.obs().hand
    # Announcing a meld without scoring it: the engine would refuse to draw, so Done is not
    # offered until a declaration is scored.
    t.choose("Score later")
    t.wait_for_human()
    expected = c.state.explain(Action(DONE))
    assert expected and "score one of them" in expected
    assert not any(b.caption.startswith("Done") for b in window.scene.panel.buttons)
    assert window.scene.prompt.text.startswith("Now score a declaration")
    assert t.obs().step == "declare"
    t.choose("Score")
    t.wait_for_human()
    t.choose("Done")
    t.wait_for_human()
    assert t.obs().step == "play"


def test_phase_two_refusal_names_the_rule(classic_window: Callable, driver_for: Callable) -> None:
    window = classic_window()
    t = driver_for(window)
    c = window.controller
    for _ in range(300):
        t.wait_for_human()
        if c.deal_over:
            break
        obs = t.obs()
        dimmed = [i for i in window.scene.card_items() if i.legal is False]
        if obs.phase == 2 and obs.trick and dimmed:
            card = dimmed[0].card
            assert card is not None
            sentence = c.state.explain(Action(PLAY, card=card))
            assert sentence and "last tricks" in sentence
            t.click(dimmed[0])
            assert window.scene.message.text.startswith("In the last tricks")
            assert card in t.obs().hand
            return
        if obs.step == "declare":
            t.choose("Done")
        else:
            t.click(t.highlighted_cards()[-1])
    raise AssertionError("no refusal arose in the last tricks of this deal")


def test_window_keeps_running_while_the_computer_thinks(qtbot: QtBot,
                                                        classic_table: Callable) -> None:
    window, t = classic_table()
    c = window.controller
    c.worker_min_seconds = 1.5
    ticks = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(c.thinking))
    with qtbot.waitSignal(c.thinking_changed, timeout=5000) as started:
        t.click_card("8S1")
    assert started.args == [True]
    assert window.scene.prompt.text.endswith("is thinking…")
    timer.start()
    try:
        # The event loop runs (the timer ticks many times) while the computer still thinks.
        qtbot.waitUntil(lambda: ticks.count(True) >= 20, timeout=1400)
        assert c.thinking
        t.click_card("AH1")
        assert window.scene.message.text.startswith("Wait for your turn")
        with qtbot.waitSignal(c.thinking_changed, timeout=20_000) as ended:
            pass
        assert ended.args == [False]
    finally:
        timer.stop()
    assert len(t.obs().tricks) == 1


def test_undo_takes_back_only_the_humans_move_before_the_answer(
        qtbot: QtBot, classic_table: Callable) -> None:
    window, t = classic_table()
    c = window.controller
    c.worker_min_seconds = 2.0
    t.click_card("8S1")
    assert c.thinking and c.can_undo()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not c.thinking
    assert parse_card("8S1") in t.obs().hand and t.obs().trick == ()
    assert t.card_item("8S1").pos() == t.card_item("8S1").target_pos
    assert c.state.actions == []
    assert window.scene.message.text == "Your last action was taken back."
    # The computer's late answer to the taken-back card never arrives.
    c.worker_min_seconds = 0.0
    t.click_card("AH1")
    t.wait_for_human()
    assert [str(a) for a in c.state.actions][0] == "play AH1"
    # Declaring is undoable; drawing a card is not.
    t.choose("Declare bezique")
    t.wait_for_human()
    assert c.can_undo()
    window.undo()
    assert t.obs().deal_points[0] == 0
    assert t.obs().step == "declare"
    t.choose("Done")
    t.wait_for_human()
    assert not c.can_undo()
    # still offered, to say why nothing can be taken back
    assert window.window_actions.undo.isEnabled()
    assert window.window_actions.undo.toolTip().startswith("Undo is no longer possible: a card has")
    hand_before = set(t.obs().hand)
    window.undo()
    assert set(t.obs().hand) == hand_before
    assert window.scene.message.text == (
        "Undo is no longer possible: a card has been drawn from the stock since your last "
        "move, and taking it back would reveal a hidden card.")


def test_hint_marks_the_suggested_card(qtbot: QtBot, classic_table: Callable) -> None:
    window, t = classic_table()
    c = window.controller
    with qtbot.waitSignal(c.hint_ready, timeout=20_000) as hint:
        qtbot.keyClick(window.view, Qt.Key.Key_H)
    action, reason = hint.args
    assert action.kind == PLAY and reason
    text = window.scene.message.text
    assert text.startswith("Hint: ") and the_card_words(action.card) in text.lower(), text
    hinted = [i for i in window.scene.card_items() if i.hinted]
    assert len(hinted) == 1 and hinted[0].card is not None
    assert hinted[0].card & 31 == action.card & 31


def test_enter_plays_the_hinted_card(qtbot: QtBot, classic_table: Callable) -> None:
    window, t = classic_table()
    c = window.controller
    window.scene.set_focus_card(t.obs().hand[-1])  # the keyboard was elsewhere
    with qtbot.waitSignal(c.hint_ready, timeout=20_000) as hint:
        qtbot.keyClick(window.view, Qt.Key.Key_H)
    action, _reason = hint.args
    assert action.kind == PLAY
    hinted = next(i.card for i in window.scene.card_items() if i.hinted)
    with qtbot.waitSignal(c.card_played, timeout=10_000,
                          check_params_cb=lambda player, _card: player == 0) as played:
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert played.args[1] == hinted and hinted & 31 == action.card & 31


def test_enter_takes_the_hinted_declaration(qtbot: QtBot, classic_table: Callable) -> None:
    window, t = classic_table()
    c = window.controller
    t.click_card("AH1")  # wins the trick: Ann may declare her bezique
    t.wait_for_human()
    assert t.obs().step == "declare"
    with qtbot.waitSignal(c.hint_ready, timeout=20_000) as hint:
        qtbot.keyClick(window.view, Qt.Key.Key_H)
    action, _reason = hint.args
    assert action.kind != PLAY
    panel = window.scene.panel
    hinted = [b for b in panel.buttons if b.hinted]
    assert len(hinted) == 1 and panel.buttons[panel.focus_index] is hinted[0]
    before = len(GameRecord.of(c.state).actions)
    with qtbot.waitSignal(c.events_applied, timeout=10_000):
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    # the hinted row's actions were taken (a declaration is announced, then scored)
    taken = GameRecord.of(c.state).actions[before:]
    assert Action.parse(taken[0], c.variant.packs) == action


def test_keyboard_plays_a_deal_step(qtbot: QtBot, classic_table: Callable) -> None:
    window, t = classic_table()
    view = window.view
    view.setFocus()
    order = window.scene.my_cards_in_order()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert window.scene.focus_card == order[0]
    assert window.scene.item_for(order[0]).focused
    target = order.index(parse_card("AH1"))
    for _ in range(target):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert window.scene.focus_card == parse_card("AH1")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    t.wait_for_human()
    assert t.obs().step == "declare"
    qtbot.keyClick(view, Qt.Key.Key_D)
    panel = window.scene.panel
    assert panel.focus_index == 0 and panel.buttons[0].focused
    assert panel.buttons[0].caption.startswith(("Declare", "Exchange", "Score"))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    t.wait_for_human()
    assert t.obs().deal_points[0] > 0
    assert panel.focus_index == 0  # the focus stays with the choices
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert panel.focus_index == 1
    qtbot.keyClick(view, Qt.Key.Key_D)  # a second D goes to "Done"
    assert panel.buttons[panel.focus_index].caption.startswith("Done")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    t.wait_for_human()
    assert t.obs().step == "play" and len(t.obs().tricks) == 1
    qtbot.keyClick(view, Qt.Key.Key_L)
    dialogs = [d for d in window.findChildren(LastTrickDialog) if d.isVisible()]
    assert dialogs and "Trick 1" in dialogs[0].caption.text()
    dialogs[0].close()


def test_hidden_cards_never_shown_while_animating(qtbot: QtBot, classic_window: Callable,
                                                  driver_for: Callable) -> None:
    window = classic_window(speed="fast")
    t = driver_for(window)
    c = window.controller
    checks = 0

    def check() -> None:
        nonlocal checks
        t.assert_only_visible_cards_face_up()
        checks += 1

    timer = QTimer()
    timer.setInterval(7)
    timer.timeout.connect(check)
    timer.start()
    try:
        for _ in range(12):
            t.wait_for_human()
            if c.deal_over:
                break
            if t.obs().step == "declare":
                t.choose("Done")
            else:
                t.click(t.highlighted_cards()[0])
    finally:
        timer.stop()
    assert checks > 50
    assert len(t.obs().tricks) >= 6


def test_a_click_finishes_the_animation(qtbot: QtBot, classic_window: Callable) -> None:
    window = classic_window(speed="slow")
    scene = window.scene
    assert scene.busy  # the deal is being dealt
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
    assert not scene.busy
    assert all(not i.is_animating() for i in scene.card_items())
    assert len(scene.picture.hand) == 8 and scene.picture.opponent_count == 8



def test_clicks_during_animation_never_corrupt_the_table(qtbot: QtBot, classic_window: Callable,
                                                         driver_for: Callable) -> None:
    window = classic_window(speed="normal")
    t = driver_for(window)
    c = window.controller
    scene = window.scene
    clicks = 0
    while len(c.state.tricks) < 5:
        qtbot.waitUntil(lambda: c.is_humans_turn() or scene.busy, timeout=30_000)
        if scene.busy:
            # A click on a moving table: it only finishes the animation.
            before = len(c.state.actions)
            qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
            assert len(c.state.actions) == before and not scene.busy
            clicks += 1
            continue
        obs = t.obs()
        if obs.step == "declare":
            t.choose("Done")
        else:
            t.click(t.highlighted_cards()[0])
    assert clicks > 0
    qtbot.waitUntil(lambda: t.settled() or c.thinking, timeout=30_000)
    scene.finish_animations()
    picture = TablePicture.of(c.observation())
    assert scene.picture.same_as(picture)
    for item in scene.card_items():
        assert item.pos() == item.target_pos and not item.is_animating()


def test_new_game_while_cards_are_moving(qtbot: QtBot, classic_window: Callable,
                                         driver_for: Callable) -> None:
    window = classic_window(speed="slow")
    assert window.scene.busy
    window.start_game(seed=8)
    t = driver_for(window)
    window.scene.finish_animations()
    t.wait_for_human()
    obs = t.obs()
    assert window.scene.picture.same_as(TablePicture.of(obs))
    faces = {i.card for i in window.scene.card_items() if i.shows_face}
    expected = set(obs.hand) | ({obs.turnup} if obs.turnup is not None else set()) | set(
        obs.trick)
    assert faces == expected
    assert len(window.scene.opponent_items()) == obs.opponent_concealed
