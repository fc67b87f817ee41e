"""The tables found on the local network, as the Join dialog lists them.

A :class:`~bezique_qt.net.discovery.TableBrowser` listens for the tables announced by multicast
DNS (a host's table, ``bezique-qt serve --announce``) while the list is shown. The browser
runs in ``zeroconf``'s own thread; each change it hears reaches the list through a queued
signal, so the window never waits on the network. The list fills as tables appear and empties
as they go; choosing one tells the dialog where it is (:attr:`FoundTablesBox.chosen`).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bezique_qt.engine.variants import ALL_PRESETS
from bezique_qt.net.discovery import FoundTable, TableBrowser
from bezique_qt.words.game import variant_name
from bezique_qt.words.i18n import tr
from bezique_qt.words.net import found_table_words

INTERFACES: tuple[str, ...] | None = None
"""The interfaces the list looks for tables on when it is not told (None: every one; the
tests keep it to the loopback interface)."""
LOOKING_MS = 3000
"""How long the list says it is looking before it says that no table was found."""
_log = logging.getLogger(__name__)


def table_line(table: FoundTable) -> str:
    """One found table in the player's words: whose, which rules, the seats still free."""
    preset = ALL_PRESETS.get(table.variant)
    rules = variant_name(preset) if preset is not None else table.variant
    return found_table_words(table.host, rules, table.seats, table.free, table.private,
                             table.fingerprint is not None)


class FoundTablesBox(QGroupBox):
    """The tables announced on the local network, kept up to date while it is open."""

    chosen = Signal(object)  # the FoundTable the player clicked
    heard = Signal(object)  # the browser's news (from its thread): the tables found now
    listed = Signal(int)  # the list shows this many tables now

    def __init__(self, parent: QWidget | None = None, *,
                 interfaces: Sequence[str] | None = None) -> None:
        super().__init__(tr("Tables on this network"), parent)
        self.interfaces = interfaces if interfaces is not None else INTERFACES
        self.list = QListWidget()
        self.list.setObjectName("found-tables")
        self.list.setAccessibleName(tr("Tables on this network"))
        # a table's line is wrapped, never cut (a long name, French words); a few tables show
        # at once, the rest scroll
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setMaximumHeight(self.list.fontMetrics().lineSpacing() * 7)
        self.status = QLabel()
        self.status.setObjectName("found-status")
        self.status.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addWidget(self.status)
        self.tables: list[FoundTable] = []
        self.browser: TableBrowser | None = None
        self.stopping: threading.Thread | None = None
        self._hint = ""  # what to do next with the table chosen (kept as the list changes)
        self._looking = QTimer(self)
        self._looking.setSingleShot(True)
        self._looking.setInterval(LOOKING_MS)
        self._looking.timeout.connect(self._say_status)
        self.heard.connect(self.show_tables, Qt.ConnectionType.QueuedConnection)
        self.list.itemActivated.connect(self._clicked)
        self.list.itemClicked.connect(self._clicked)

    # ------------------------------------------------------------------ the browser
    def start(self) -> None:
        """Start listening for tables (nothing happens if the network cannot be listened
        on: the list says so, and the table's address can still be typed)."""
        if self.browser is not None:
            return
        browser = TableBrowser(self.heard.emit, interfaces=self.interfaces)
        try:
            browser.start()
        except OSError as error:
            _log.warning("cannot look for tables on the local network: %s", error)
            self.status.setText(tr("Tables on this network cannot be looked for here: type "
                                   "the table's address."))
            return
        self.browser = browser
        self._looking.start()
        self._say_status()

    def stop(self) -> None:
        """Stop listening (the dialog closes). The browser is stopped in a thread of its
        own (:attr:`stopping`): it may be busy for a moment asking a table for its details,
        and the window does not wait for that."""
        self._looking.stop()
        browser, self.browser = self.browser, None
        if browser is not None:
            browser.on_change = None  # news still on its way is no longer for this list
            self.stopping = threading.Thread(target=browser.stop, name="bezique-browser-stop",
                                             daemon=True)
            self.stopping.start()

    @property
    def running(self) -> bool:
        return self.browser is not None

    # ------------------------------------------------------------------ the list
    def show_tables(self, tables: list[FoundTable]) -> None:
        """Show ``tables`` (the browser's whole list), keeping the one selected."""
        if self.browser is None:
            return
        selected = self.selected()
        self.tables = list(tables)
        self.list.clear()
        for table in self.tables:
            item = QListWidgetItem(table_line(table))
            item.setToolTip(f"{table.address}:{table.port}")
            self.list.addItem(item)
            if selected is not None and table.name == selected.name:
                self.list.setCurrentItem(item)
        self._say_status()
        self.listed.emit(len(self.tables))

    def selected(self) -> FoundTable | None:
        row = self.list.currentRow()
        return self.tables[row] if 0 <= row < len(self.tables) else None

    def say(self, hint: str) -> None:
        """Say under the list what to do next with the table chosen (until the list
        empties)."""
        self._hint = hint
        self._say_status()

    def _say_status(self) -> None:
        if not self.tables:
            self._hint = ""
        if self.tables:
            self.status.setText(self._hint or tr("Click a table to fill in where it is."))
        elif self._looking.isActive():
            self.status.setText(tr("Looking for tables on this network…"))
        else:
            self.status.setText(tr("No tables found on this network. Paste the invitation "
                                   "link, or type the table's address."))

    def _clicked(self, item: QListWidgetItem) -> None:
        row = self.list.row(item)
        if 0 <= row < len(self.tables):
            self.chosen.emit(self.tables[row])
