"""Opening a network table from the game: host one (the server runs in this program) or join
one, each in a table window of its own (:class:`.table_window.NetTableWindow`)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QDialog, QWidget

from bezique_qt.net.remote import Invitation, local_addresses
from bezique_qt.ui.net.dialogs import HostChoices, HostDialog, JoinDialog
from bezique_qt.ui.net.home import TableHome, home_of
from bezique_qt.ui.net.link import NetLink
from bezique_qt.ui.net.table_window import NetTableWindow
from bezique_qt.words.i18n import tr

MenuBuilder = Callable[[NetTableWindow], None]
"""Places a table window's menu (:func:`bezique_qt.ui.menus.build_net_table_menus`)."""
PLACEHOLDER_CODE = "A" * 16  # the host's own connection creates the table: no code yet
OPEN_TABLES: set[NetTableWindow] = set()
"""The table windows open (top-level windows of their own, kept until closed)."""


def _keep(window: NetTableWindow) -> NetTableWindow:
    OPEN_TABLES.add(window)
    window.destroyed.connect(lambda _obj=None: OPEN_TABLES.discard(window))
    window.show()
    return window


def default_tls_folder() -> Path:
    """Where the hosted table's certificate is kept (the same as ``bezique-qt serve``'s)."""
    from bezique_qt.persistence import default_locations
    return Path(default_locations().data_dir) / "tables"


def host_table(choices: HostChoices, *, parent: QWidget | None = None,
               address: str = "0.0.0.0", tls_folder: Path | None = None,
               menus: MenuBuilder | None = None, speed: float = 1.0,
               home: TableHome | None = None,
               announce_on: tuple[str, ...] | None = None) -> NetTableWindow:
    """Start the server, create the table and seat the host at it; the table's window.

    With ``choices.announce`` the table is announced on the local network (on the interfaces
    ``announce_on``, None: every one), without its code: the code stays the host's to give."""
    link = NetLink()
    window = NetTableWindow(link, parent, speed, home)
    if menus is not None:
        menus(window)
    link.setParent(window)
    window.setWindowTitle(tr("Bezique — your table"))
    fingerprint_of: dict[str, str] = {}

    def hosted(port: int, fingerprint: str) -> None:
        fingerprint_of["fp"] = fingerprint
        fingerprint_of["port"] = str(port)
        me = Invitation("127.0.0.1", port, PLACEHOLDER_CODE, fingerprint or None)
        link.create(me, choices.variant, choices.seats, choices.name,
                    choices.switches or None, private=True)

    def welcomed(message: dict[str, Any]) -> None:
        if window.invitation is None and "port" in fingerprint_of:
            everywhere = address in ("0.0.0.0", "::")
            addresses = (local_addresses() or ["127.0.0.1"]) if everywhere else [address]
            window.show_invitation(Invitation(addresses[0], int(fingerprint_of["port"]),
                                              str(message["table"]),
                                              fingerprint_of["fp"] or None), addresses)

    window.hosted.connect(hosted)  # (the window's signals: its slots run in its thread)
    window.seated.connect(welcomed)
    if choices.tls and tls_folder is None:
        tls_folder = default_tls_folder()
    link.host(address=address, port=choices.port, tls_folder=tls_folder if choices.tls
              else None, announce=choices.announce, announce_on=announce_on)
    return window


def join_table(invitation: Invitation, name: str, *, parent: QWidget | None = None,
               menus: MenuBuilder | None = None, speed: float = 1.0,
               home: TableHome | None = None) -> NetTableWindow:
    """Connect to a friend's table and take a free seat; the table's window."""
    link = NetLink()
    window = NetTableWindow(link, parent, speed, home)
    if menus is not None:
        menus(window)
    link.setParent(window)
    link.join(invitation, name)
    return window


def ask_host(parent: QWidget | None = None, menus: MenuBuilder | None = None,
             name: str = "") -> NetTableWindow | None:
    """Game → Host a table…: the dialog, then the table's window (shown)."""
    dialog = HostDialog(name, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return _keep(host_table(dialog.choices(), menus=menus, home=home_of(parent)))


def ask_join(parent: QWidget | None = None, menus: MenuBuilder | None = None,
             name: str = "") -> NetTableWindow | None:
    """Game → Join a table…: the dialog, then the table's window (shown)."""
    dialog = JoinDialog(name, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted or dialog.chosen is None:
        return None
    return _keep(join_table(dialog.chosen, dialog.player_name(), menus=menus,
                            home=home_of(parent)))
