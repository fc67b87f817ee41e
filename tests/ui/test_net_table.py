"""Hosting and joining a network table from the game, over a real loopback server."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from bezique_qt.engine.actions import ANNOUNCE, DONE, PLAY, Action
from bezique_qt.net.remote import Invitation
from bezique_qt.ui.menus import build_net_table_menus
from bezique_qt.ui.net.dialogs import HostChoices, HostDialog, JoinDialog
from bezique_qt.ui.net.start import host_table, join_table
from bezique_qt.ui.net.table_window import NetTableWindow
from bezique_qt.words.i18n import install_translators, tr
from bezique_qt.words.net import failure_words, invitation_words, phrase_words, refusal_words

WAIT_MS = 30_000
COMPUTER = {"kind": "computer", "level": "novice"}
PERSON = {"kind": "person"}


@pytest.fixture
def windows() -> Iterator[list[NetTableWindow]]:
    opened: list[NetTableWindow] = []
    yield opened
    for window in opened:
        if shiboken6.isValid(window):  # (a window closed by its test is deleted)
            window.close()


def _host(qtbot: QtBot, windows: list[NetTableWindow], seats: list[dict[str, Any]],
          tls_folder: Path | None = None, variant: str = "classic") -> NetTableWindow:
    choices = HostChoices(variant, "Ann", seats, tls=tls_folder is not None, port=0)
    window = host_table(choices, address="127.0.0.1", tls_folder=tls_folder,
                        menus=build_net_table_menus, speed=0)
    windows.append(window)
    with qtbot.waitSignal(window.shown_update, timeout=WAIT_MS):
        pass
    assert window.invitation is not None
    return window


def _wait_update(qtbot: QtBot, window: NetTableWindow) -> None:
    with qtbot.waitSignal(window.shown_update, timeout=WAIT_MS):
        pass


def _faces(window: NetTableWindow) -> set[int]:
    return {item.card for item in window.scene.card_items() if item.card is not None}


def _play_deal(qtbot: QtBot, window: NetTableWindow) -> int:
    """Play one deal through the table's own click path; the number of actions sent."""
    acted = -1
    actions = 0
    while True:
        u = window.update_msg
        assert u is not None
        if u["deal_over"]:
            return actions
        obs = window.obs
        assert obs is not None
        if window.my_turn and u["seq"] != acted:
            acted = u["seq"]
            plays = [a for a in obs.legal if a.kind == PLAY]
            if plays:
                # the table shows exactly the seat's cards, and the click is the item's signal
                assert plays[0].card in _faces(window)
                window.scene.card_clicked.emit(plays[0].card)
            else:
                choice = Action(DONE) if Action(DONE) in obs.legal else obs.legal[0]
                window.scene.actions_chosen.emit([choice])
            actions += 1
            continue
        _wait_update(qtbot, window)


def test_a_host_plays_a_whole_deal_against_the_computer(qtbot: QtBot,
                                                        windows: list[NetTableWindow]) -> None:
    window = _host(qtbot, windows, [PERSON, COMPUTER])
    inv = window.invitation
    assert inv is not None and inv.link().startswith("bezique://127.0.0.1:")
    assert "Table code" in window.invitation_label.text()
    assert window.link_field.text() == inv.link() and not window.fingerprint_field.isVisible()
    menu = window.menuBar().actions()[0].menu()
    assert [a.text().replace("&", "") for a in menu.actions()] == [
        "Ready for the next deal", "Copy the invitation link", "Leave the table"]
    window.copy_invitation()
    assert QApplication.clipboard().text() == inv.link()
    assert window.obs is not None and window.obs.player == 0
    assert len(window.obs.hand) == 8 and _faces(window) >= set(window.obs.hand)
    actions = _play_deal(qtbot, window)
    u = window.update_msg
    assert u is not None and u["deal_over"] and actions >= 16
    assert window.ready_button.isEnabled() and window.phrase_buttons["hello"].isEnabled()
    # a set phrase between deals goes to the table and comes back as a line
    with qtbot.waitSignal(window.phrase_shown, timeout=WAIT_MS) as said:
        window.phrase_buttons["good_game"].click()
    assert said.args == [f"Ann: {phrase_words('good_game')}"]
    with qtbot.waitSignal(window.shown_update, timeout=WAIT_MS,
                          check_params_cb=lambda u: not u["deal_over"]):
        window.ready_action.trigger()
    assert window.obs is not None and window.obs.deal_index == 1


def test_two_people_see_only_their_own_hands(qtbot: QtBot,
                                             windows: list[NetTableWindow]) -> None:
    host = _host(qtbot, windows, [PERSON, PERSON])
    assert host.invitation is not None
    guest = join_table(Invitation("127.0.0.1", host.invitation.port, host.invitation.code),
                       "Bea")
    windows.append(guest)
    with qtbot.waitSignal(guest.shown_update, timeout=WAIT_MS):
        pass
    if host.update_msg is None or not host.update_msg["seats"][1]["taken"]:
        _wait_update(qtbot, host)
    assert host.obs is not None and guest.obs is not None
    assert guest.obs.player == 1
    assert host.update_msg is not None and host.update_msg["seats"][1]["name"] == "Bea"
    for _ in range(6):  # a few tricks, each side checking the other's hand is not drawn
        for me, other in ((host, guest), (guest, host)):
            assert me.obs is not None and other.obs is not None
            assert not _faces(me) & set(other.obs.hand)
        turn = host if host.my_turn else guest if guest.my_turn else None
        if turn is None:
            _wait_update(qtbot, host)
            continue
        assert turn.obs is not None
        seq = host.update_msg["seq"]
        plays = [a for a in turn.obs.legal if a.kind == PLAY]
        with qtbot.waitSignal(host.shown_update, timeout=WAIT_MS,
                              check_params_cb=lambda u, seq=seq: u["seq"] > seq):
            if plays:
                turn.scene.card_clicked.emit(plays[0].card)
            else:
                turn.scene.actions_chosen.emit([Action(DONE)])
        if guest.update_msg is None or guest.update_msg["seq"] < host.update_msg["seq"]:
            _wait_update(qtbot, guest)
    assert "Bea" in host.seats_label.text() and "Ann" in guest.seats_label.text()
    with qtbot.waitSignal(host.shown_update, timeout=WAIT_MS,
                          check_params_cb=lambda u: not u["seats"][1]["connected"]):
        guest.leave_action.trigger()  # Table → Leave the table
    assert "Bea — " + tr("away") in host.seats_label.text()


def _fails(qtbot: QtBot, window: NetTableWindow) -> str:
    with qtbot.waitSignal(window.failure, timeout=WAIT_MS) as failed:
        pass
    return str(failed.args[0])


def test_no_server_wrong_code_and_a_full_table_are_said(qtbot: QtBot,
                                                        windows: list[NetTableWindow]) -> None:
    with socket.socket() as s:  # a port where nothing listens
        s.bind(("127.0.0.1", 0))
        free = s.getsockname()[1]
    lonely = join_table(Invitation("127.0.0.1", free, "A" * 16), "Bea", speed=0)
    windows.append(lonely)
    assert _fails(qtbot, lonely) == failure_words("no_server")
    host = _host(qtbot, windows, [PERSON, COMPUTER])
    assert host.invitation is not None
    port = host.invitation.port
    wrong = join_table(Invitation("127.0.0.1", port, "B" * 16), "Bea", speed=0)
    windows.append(wrong)
    assert _fails(qtbot, wrong) == failure_words("no_table")
    full = join_table(Invitation("127.0.0.1", port, host.invitation.code), "Bea", speed=0)
    windows.append(full)
    assert _fails(qtbot, full) == failure_words("table_full")
    assert "Every seat" in failure_words("table_full")


def test_a_fingerprint_that_does_not_match_is_refused(qtbot: QtBot, tmp_path: Path,
                                                      windows: list[NetTableWindow]) -> None:
    host = _host(qtbot, windows, [PERSON, PERSON], tls_folder=tmp_path)
    inv = host.invitation
    assert inv is not None and inv.fingerprint and inv.link().count("?fp=") == 1
    forged = Invitation("127.0.0.1", inv.port, inv.code, "AB:" * 31 + "AB")
    guest = join_table(forged, "Eve", speed=0)
    windows.append(guest)
    assert _fails(qtbot, guest) == failure_words("fingerprint")
    friend = join_table(Invitation("127.0.0.1", inv.port, inv.code, inv.fingerprint), "Bea",
                        speed=0)
    windows.append(friend)
    with qtbot.waitSignal(friend.shown_update, timeout=WAIT_MS):
        pass
    assert friend.obs is not None and friend.obs.player == 1


def test_the_host_dialog_offers_people_and_computers_seat_by_seat(qtbot: QtBot) -> None:
    dialog = HostDialog("Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    index = dialog.variant_box.findData("four_handed_partners")
    dialog.variant_box.setCurrentIndex(index)
    assert all(box.isVisible() for box in dialog.seat_boxes)
    dialog.seat_boxes[0].setCurrentIndex(0)  # a person
    dialog.seat_boxes[1].setCurrentIndex(dialog.seat_boxes[1].findData("expert"))
    dialog.target.setValue(dialog.target.value() + 500)
    dialog.tls.setChecked(False)
    choices = dialog.choices()
    assert choices.variant == "four_handed_partners" and choices.name == "Ann"
    assert choices.seats[:3] == [PERSON, PERSON, {"kind": "computer", "level": "expert"}]
    assert len(choices.seats) == 4 and not choices.tls and "game_target" in choices.switches
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("classic"))
    assert not dialog.seat_boxes[1].isVisible() and len(dialog.choices().seats) == 2


def test_the_join_dialog_says_what_is_wrong_and_stays_open(qtbot: QtBot) -> None:
    dialog = JoinDialog("Bea")
    qtbot.addWidget(dialog)
    dialog.show()
    join = dialog.join_button
    dialog.link.setText("http://example.org/")
    join.click()
    assert dialog.isVisible() and dialog.problem.text() == invitation_words("bad_link")
    dialog.link.setText("bezique://example.org:8765/SHORT")
    join.click()
    assert dialog.isVisible() and dialog.problem.text() == invitation_words("bad_code")
    dialog.link.setText("")
    dialog.address.setText("bad host!")
    dialog.code.setText("abcd-efgh-ijkl-mnop")
    join.click()
    assert dialog.problem.text() == invitation_words("bad_address")
    dialog.address.setText("192.168.1.20")
    dialog.fingerprint.setText("12:34")
    join.click()
    assert dialog.problem.text() == invitation_words("bad_fingerprint")
    dialog.fingerprint.setText("")
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        join.click()
    assert dialog.chosen == Invitation("192.168.1.20", 8765, "ABCDEFGHIJKLMNOP")


def test_a_dropped_connection_is_said_and_comes_back_to_the_same_seat(
        qtbot: QtBot, windows: list[NetTableWindow]) -> None:
    host = _host(qtbot, windows, [PERSON, PERSON])
    inv = host.invitation
    assert inv is not None and host.link.server is not None
    guest = join_table(Invitation("127.0.0.1", inv.port, inv.code), "Bea", speed=0)
    windows.append(guest)
    with qtbot.waitSignal(guest.shown_update, timeout=WAIT_MS):
        pass
    hand = guest.obs.hand if guest.obs is not None else ()
    server = host.link.server
    connection = server.seated[(inv.code, 1)]
    # the guest hears nothing from the table between losing it and sitting down again
    with qtbot.waitSignals([guest.link.dropped, guest.link.reconnected, guest.shown_update],
                           timeout=WAIT_MS):
        asyncio.run_coroutine_threadsafe(connection.ws.close(), host.link.loop)
    assert guest.obs is not None and guest.obs.player == 1 and guest.obs.hand == hand
    assert server.seated[(inv.code, 1)] is not connection
    assert guest.statusBar().findChildren(QLabel)[0].text() == tr("Back at the table.")


def test_the_dialogs_and_failures_speak_french(qtbot: QtBot, qapp: QApplication) -> None:
    install_translators(qapp, "fr")
    try:
        dialog = JoinDialog("Bea")
        qtbot.addWidget(dialog)
        assert dialog.windowTitle() == "Rejoindre une table"
        dialog.link.setText("nothing")
        dialog.join_button.click()
        assert dialog.problem.text().startswith("Ce n’est pas une invitation")
        assert failure_words("no_server").startswith("Aucun serveur de table")
        assert failure_words("no_table") == refusal_words("no_table")
        assert refusal_words("no_table").startswith("Il n")
        host = HostDialog("Ann")
        qtbot.addWidget(host)
        assert host.windowTitle() == "Héberger une table"
    finally:
        install_translators(qapp, "en")


def test_a_second_click_before_the_answer_sends_nothing(qtbot: QtBot,
                                                       windows: list[NetTableWindow]) -> None:
    window = _host(qtbot, windows, [PERSON, COMPUTER])
    while not window.my_turn:
        _wait_update(qtbot, window)
    assert window.obs is not None
    card = next(a.card for a in window.obs.legal if a.kind == PLAY)
    window.scene.card_clicked.emit(card)
    window.scene.card_clicked.emit(card)  # again, before the server answered
    seq = window.update_msg["seq"] if window.update_msg else -1
    with qtbot.waitSignal(window.shown_update, timeout=WAIT_MS,
                          check_params_cb=lambda u: u["seq"] > seq):
        pass
    with qtbot.assertNotEmitted(window.link.refused, wait=300):
        pass


def test_each_seat_says_whether_it_is_thinking_or_away(qtbot: QtBot,
                                                      windows: list[NetTableWindow]) -> None:
    window = _host(qtbot, windows, [PERSON, PERSON, COMPUTER], variant="three_handed")
    u = window.update_msg
    assert u is not None
    assert "Seat 2 — " + tr("free seat") in window.seats_label.text()
    # the server's word that the computer is thinking, and that a player dropped
    seats = [dict(s) for s in u["seats"]]
    seats[2]["thinking"] = True
    seats[1].update(taken=True, name="Bea", connected=False, stand_in=True)
    window._on_update({**u, "seats": seats, "events": []})
    text = window.seats_label.text()
    assert f"{u['seats'][2]['name']} — {tr('thinking…')}" in text
    assert f"Bea — {tr('away: the computer plays')}" in text


def test_the_game_menu_opens_both_dialogs(open_app_window: Callable[..., Any],
                                          qtbot: QtBot) -> None:
    window = open_app_window("--seed", "4")
    seen: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        seen.append(type(dialog).__name__)
        dialog.reject()

    for action in (window.window_actions.host_table, window.window_actions.join_table):
        QTimer.singleShot(0, answer)
        action.trigger()
    assert seen == ["HostDialog", "JoinDialog"]


def test_declaring_from_the_panel_scores_the_meld_with_one_choice(
        qtbot: QtBot, windows: list[NetTableWindow]) -> None:
    window = _host(qtbot, windows, [PERSON, COMPUTER])
    acted = -1
    while True:  # the deals are shuffled by the server: deal until a meld can be declared
        u, obs = window.update_msg, window.obs
        assert u is not None and obs is not None and obs.deal_index < 12, "no meld declared"
        if u["deal_over"]:
            with qtbot.waitSignal(window.shown_update, timeout=WAIT_MS,
                                  check_params_cb=lambda u: not u["deal_over"]):
                window.ready_action.trigger()
            continue
        if window.my_turn and u["seq"] != acted:
            acted = u["seq"]
            announce = next((a for a in obs.legal if a.kind == ANNOUNCE), None)
            if announce is not None:
                break
            plays = [a for a in obs.legal if a.kind == PLAY]
            if plays:
                window.scene.card_clicked.emit(plays[-1].card)
            else:
                window.scene.actions_chosen.emit([Action(DONE)])
            continue
        _wait_update(qtbot, window)
    assert announce.meld is not None
    row = window._row(announce)
    assert row.second_caption == tr("Score later")
    before = len(obs.scored[0])
    with qtbot.waitSignal(window.shown_update, timeout=WAIT_MS,
                          check_params_cb=lambda u: len(u["observation"]["scored"][0]) > before):
        window.scene.actions_chosen.emit(row.actions)  # one click: declared and scored
    assert window.obs is not None and announce.meld in window.obs.scored[0]


def test_a_move_the_server_ignored_as_too_many_is_sent_again(
        qtbot: QtBot, windows: list[NetTableWindow]) -> None:
    """A move the server ignored (it was one message too many) is not lost: the table sends it
    again once the server is calm, and the game goes on."""
    window = _host(qtbot, windows, [PERSON, COMPUTER])
    while not window.my_turn:
        _wait_update(qtbot, window)
    u, obs = window.update_msg, window.obs
    assert u is not None and obs is not None
    move = obs.legal[0]
    # as if the move had been sent and the server had answered "rate_limited", ignoring it
    window._sent_seq, window._last_action = u["seq"], move
    with qtbot.waitSignal(window.shown_update, timeout=WAIT_MS,
                          check_params_cb=lambda update: update["seq"] > u["seq"]):
        window.link.refused.emit("rate_limited")
    assert window.update_msg is not None and window.update_msg["seq"] > u["seq"]
