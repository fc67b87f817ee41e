"""The Join dialog lists the tables announced on the local network (multicast DNS over the
loopback interface): a host's table appears, a click fills in where it is (never its code,
which stays the host's to give), the list empties once the table is full, and the looking
stops when the dialog closes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import shiboken6
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from bezique_qt.net import protocol as p
from bezique_qt.net.discovery import FoundTable
from bezique_qt.net.remote import Invitation
from bezique_qt.ui.net.dialogs import HostChoices, JoinDialog
from bezique_qt.ui.net.start import host_table, join_table
from bezique_qt.ui.net.table_window import NetTableWindow
from bezique_qt.words.i18n import tr

from ..net.test_discovery import _multicast_on_loopback

LOOPBACK = ("127.0.0.1",)
WAIT_MS = 30_000  # announcing probes the name first (about a second), on a loaded machine


@pytest.fixture
def windows() -> Iterator[list[NetTableWindow]]:
    opened: list[NetTableWindow] = []
    yield opened
    for window in opened:
        if shiboken6.isValid(window):
            window.close()


def _click(qtbot: QtBot, dialog: JoinDialog, row: int) -> None:
    view = dialog.found.list
    item = view.item(row)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualItemRect(item).center())


def test_a_hosts_table_is_found_chosen_and_goes_once_full(
        qtbot: QtBot, windows: list[NetTableWindow]) -> None:
    if not _multicast_on_loopback():
        pytest.skip("multicast does not reach the loopback interface here")
    dialog = JoinDialog("Bea")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.found.running
    assert dialog.found.status.text() == tr("Looking for tables on this network…")

    # the host opens a table in the game, shown to the network
    choices = HostChoices("classic", "Ann", [{"kind": p.PERSON}, {"kind": p.PERSON}],
                          port=0, announce=True)
    with qtbot.waitSignal(dialog.found.listed, timeout=WAIT_MS,
                          check_params_cb=lambda count: count == 1):
        host = host_table(choices, address="127.0.0.1", announce_on=LOOPBACK, speed=0)
        windows.append(host)
    assert host.invitation is not None
    code = host.invitation.code
    (found,) = dialog.found.tables
    assert (found.host, found.variant, found.seats, found.free) == ("Ann", "classic", 2, 1)
    assert found.code is None  # a host's table is announced without its code
    line = dialog.found.list.item(0).text()
    assert line.startswith("Ann's table: ") and "1 of 2 seats free" in line
    assert tr("ask the host for the code") in line
    assert code not in repr(dialog.found.tables) and code not in line
    assert dialog.found.status.text() == tr("Click a table to fill in where it is.")

    # a click fills in where the table is; the code is typed from the invitation
    dialog.link.setText("bezique://elsewhere:1/ABCD-EFGH-IJKL-MNOP")
    _click(qtbot, dialog, 0)
    assert dialog.link.text() == ""
    assert (dialog.address.text(), dialog.port.value()) == ("127.0.0.1", host.invitation.port)
    assert dialog.fingerprint.text() == "" and dialog.code.text() == ""
    assert dialog.problem.text() == ""
    assert dialog.found.status.text() == "Type the table code Ann gave you."
    dialog.code.setText(p.pretty_code(code))
    assert dialog.invitation() == Invitation("127.0.0.1", host.invitation.port, code)

    # the guest sits down: the table is full, and no longer announced
    with qtbot.waitSignal(dialog.found.listed, timeout=WAIT_MS,
                          check_params_cb=lambda count: count == 0):
        guest = join_table(dialog.invitation(), dialog.player_name(), speed=0)
        windows.append(guest)
    assert dialog.found.list.count() == 0
    if dialog.found._looking.isActive():
        with qtbot.waitSignal(dialog.found._looking.timeout, timeout=WAIT_MS):
            pass
    assert dialog.found.status.text().startswith(tr("No tables found on this network."))

    # closing the dialog stops the looking
    browser = dialog.found.browser
    assert browser is not None
    dialog.reject()
    assert not dialog.found.running and browser.on_change is None
    assert dialog.found.stopping is not None
    dialog.found.stopping.join(timeout=10)
    assert not dialog.found.stopping.is_alive() and browser._zc is None


def test_a_table_open_to_anyone_fills_in_its_code_too(qtbot: QtBot) -> None:
    dialog = JoinDialog("Bea", browse=False)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.found.isVisible() and not dialog.found.running
    club = FoundTable("Club 1a2b3c._bezique._tcp.local.", "192.168.1.20", 8765, "rubicon", 2,
                      1, "Club", "AB:" * 31 + "AB", "ABCDEFGHJKMNPQRS")
    dialog.fill_from(club)
    assert dialog.code.text() == p.pretty_code("ABCDEFGHJKMNPQRS")
    assert dialog.fingerprint.text() == club.fingerprint and dialog.problem.text() == ""
    invitation = dialog.invitation()
    assert invitation.url() == "wss://192.168.1.20:8765"
