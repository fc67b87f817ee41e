"""Game → Host a table… and Game → Join a table…: the two dialogs of a network game.

The host chooses the rules (by their descriptive name, with the target), who sits in each
other seat (a person, or the computer at a level), whether the connection is encrypted, and
the port. The joiner pastes the host's ``bezique://`` link, or types the address, port, code
and fingerprint; what cannot be read is said under the fields and the dialog stays open.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bezique_qt.engine.variants import ALL_PRESETS
from bezique_qt.levels import LEVELS, Level
from bezique_qt.net import protocol as p
from bezique_qt.net.discovery import FoundTable
from bezique_qt.net.remote import (
    DEFAULT_PORT,
    Invitation,
    InvitationError,
    make_invitation,
    parse_invitation,
)
from bezique_qt.ui.dialogs.game import GameSettings, NewGameDialog
from bezique_qt.ui.net.found import FoundTablesBox
from bezique_qt.words.i18n import level_description, level_label, tr
from bezique_qt.words.net import invitation_words

PERSON = "person"


@dataclass
class HostChoices:
    """What the host chose: the table to create and how to listen."""

    variant: str
    name: str
    seats: list[dict[str, Any]]
    switches: dict[str, Any] = field(default_factory=dict)
    tls: bool = False
    port: int = DEFAULT_PORT
    announce: bool = False  # announced on the local network (without its code)


def _name_edit(name: str) -> QLineEdit:
    edit = QLineEdit(name)
    edit.setMaxLength(p.MAX_NAME)
    edit.setObjectName("player-name")
    return edit


class HostDialog(QDialog):
    """Choose the table a host opens to friends: the rules with their house rules and target
    (the New Game dialog's own widgets, so both offer the same choices in the same words),
    who sits in each other seat, and how the table is reached."""

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Host a table"))
        self.setMinimumWidth(640)
        # The New Game dialog, never shown, lends its rules, description, target and house
        # rules; its own logic keeps them in step (the house rules that apply to the rules
        # chosen, reset to the rules' own when the rules change).
        self.rules = NewGameDialog(GameSettings(), LEVELS, self)
        self.rules.setObjectName("house-rules-source")
        self.variant_box = self.rules.variant_box
        self.variant_box.setObjectName("variant")
        self.description = self.rules.description
        self.target = self.rules.target_box
        self.target.setObjectName("target")
        self.name_edit = _name_edit(name)
        form = QFormLayout()
        form.addRow(tr("&Rules:"), self.variant_box)
        form.addRow("", self.description)
        form.addRow(tr("&Target:"), self.target)
        form.addRow(tr("Your &name:"), self.name_edit)

        seats = QGroupBox(tr("The other seats"))
        grid = QGridLayout(seats)
        self.seat_labels: list[QLabel] = []
        self.seat_boxes: list[QComboBox] = []
        for k in range(3):
            label = QLabel()
            box = QComboBox()
            box.setObjectName(f"seat-{k + 1}")
            box.addItem(tr("A person (invited)"), PERSON)
            for level in LEVELS:
                box.addItem(tr("The computer: {level}").format(level=level_label(level)),
                            level.value)
                box.setItemData(box.count() - 1, level_description(level),
                                Qt.ItemDataRole.ToolTipRole)
            box.setCurrentIndex(0 if k == 0 else 3)
            label.setBuddy(box)
            grid.addWidget(label, k, 0)
            grid.addWidget(box, k, 1)
            self.seat_labels.append(label)
            self.seat_boxes.append(box)
        grid.setColumnStretch(1, 1)

        self.tls = QCheckBox(tr("&Encrypt the connection (TLS): friends check the "
                                "certificate's fingerprint"))
        self.tls.setObjectName("tls")
        self.tls.setChecked(True)
        self.announce = QCheckBox(tr("&Show the table to players on this network (its code "
                                     "stays yours to give)"))
        self.announce.setObjectName("announce")
        self.announce.setChecked(True)
        self.port = QSpinBox()
        self.port.setObjectName("port")
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setSpecialValueText(tr("any free port"))
        net = QFormLayout()
        net.addRow(tr("&Port:"), self.port)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.open_button = buttons.addButton(tr("&Open the table"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(seats)
        layout.addWidget(self.rules.rules_box, 1)
        layout.addWidget(self.tls)
        layout.addWidget(self.announce)
        layout.addLayout(net)
        layout.addWidget(buttons)
        self.variant_box.currentIndexChanged.connect(self._variant_changed)
        self._variant_changed()
        self._fit_rules()

    def _variant_changed(self) -> None:
        variant = ALL_PRESETS[self.variant_box.currentData()]
        n = variant.players
        # where each seat sits from the host's (seat 1), clockwise as at the table
        where = ((tr("On your left"), tr("On your right")) if n == 3 else
                 (tr("On your left"), tr("Across: your partner") if variant.partnerships
                  else tr("Across"), tr("On your right")) if n == 4 else ())
        for k, (label, box) in enumerate(zip(self.seat_labels, self.seat_boxes, strict=True)):
            shown = k + 1 < n
            label.setText(tr("Seat {number} — {where}:").format(number=k + 2, where=where[k])
                          if shown and where else tr("Seat {number}:").format(number=k + 2))
            label.setVisible(shown)
            box.setVisible(shown)

    def _fit_rules(self) -> None:
        """Room for the house rules' tallest page, within a third of the screen (the rest
        scrolls): the dialog's own size would show two rules and a scroll bar."""
        tabs = self.rules.tabs
        pages = [tabs.widget(i) for i in range(tabs.count())]
        inner = [page.widget() for page in pages if isinstance(page, QScrollArea)]
        tallest = max((w.sizeHint().height() for w in inner if w is not None), default=0)
        screen = self.screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry().height() // 3 if screen is not None else 260
        tabs.setMinimumHeight(min(tallest + tabs.tabBar().sizeHint().height() + 8, room))

    def house_rules(self) -> dict[str, Any]:
        """The house rules chosen (the rule switches changed from the rules' own, with the
        target when it is not theirs)."""
        return dict(self.rules.settings().variant().overrides())

    def choices(self) -> HostChoices:
        variant = ALL_PRESETS[self.variant_box.currentData()]
        seats: list[dict[str, Any]] = [{"kind": PERSON}]
        for box in self.seat_boxes[:variant.players - 1]:
            kind = box.currentData()
            seats.append({"kind": PERSON} if kind == PERSON else
                         {"kind": "computer", "level": Level(kind).value})
        return HostChoices(variant.id, self.name_edit.text().strip() or tr("Host"), seats,
                           self.house_rules(), self.tls.isChecked(), self.port.value(),
                           self.announce.isChecked())


class JoinDialog(QDialog):
    """Choose a table found on the local network, or paste a friend's invitation (or type
    it), and a name. The tables around are looked for while the dialog is open (on the
    interfaces ``interfaces``; None: every one; ``browse=False``: not at all)."""

    def __init__(self, name: str = "", parent: QWidget | None = None, *,
                 interfaces: Sequence[str] | None = None, browse: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Join a table"))
        self.setMinimumWidth(560)
        self.found = FoundTablesBox(self, interfaces=interfaces)
        self.found.setVisible(browse)
        self._browse = browse
        self.found.chosen.connect(self.fill_from)
        self.link = QLineEdit()
        self.link.setObjectName("link")
        self.link.setPlaceholderText("bezique://host:8765/ABCD-EFGH-IJKL-MNOP?fp=…")
        self.address = QLineEdit()
        self.address.setObjectName("address")
        self.port = QSpinBox()
        self.port.setObjectName("port")
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.code = QLineEdit()
        self.code.setObjectName("code")
        self.code.setPlaceholderText("ABCD-EFGH-IJKL-MNOP")
        self.fingerprint = QLineEdit()
        self.fingerprint.setObjectName("fingerprint")
        self.fingerprint.setPlaceholderText(tr("only for an encrypted table"))
        self.name_edit = _name_edit(name)
        form = QFormLayout()
        form.addRow(tr("&Invitation link:"), self.link)
        form.addRow(QLabel(tr("or the table's parts:")))
        form.addRow(tr("&Address:"), self.address)
        form.addRow(tr("&Port:"), self.port)
        form.addRow(tr("Table &code:"), self.code)
        form.addRow(tr("&Fingerprint:"), self.fingerprint)
        form.addRow(tr("Your &name:"), self.name_edit)
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b3261e")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = buttons.addButton(tr("&Join"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.found)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self._invitation: Invitation | None = None

    def fill_from(self, table: FoundTable) -> None:
        """Fill in where the table found is: its address, port and fingerprint, and its code
        when it was announced with it (a table open to anyone on the network); the code of
        a private table stays the host's to give."""
        self.link.clear()  # a link would be read instead of the fields
        self.address.setText(table.address)
        self.port.setValue(table.port)
        self.fingerprint.setText(table.fingerprint or "")
        self.fingerprint.setCursorPosition(0)
        self.problem.clear()
        self.found.say("")
        if table.code is not None:
            self.code.setText(p.pretty_code(table.code))
            self.name_edit.setFocus()
        else:  # what to do next, said under the list (not a problem: no red)
            self.code.clear()
            self.code.setFocus()
            self.found.say(tr("Type the table code {host} gave you.").format(
                host=table.host or tr("the host")))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        if self._browse:
            self.found.start()
        super().showEvent(event)

    def done(self, result: int) -> None:
        self.found.stop()
        super().done(result)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        self.found.stop()
        super().hideEvent(event)

    def invitation(self) -> Invitation:
        """The invitation typed or pasted; raises :class:`InvitationError`."""
        if self.link.text().strip():
            return parse_invitation(self.link.text())
        return make_invitation(self.address.text(), self.port.value(), self.code.text(),
                               self.fingerprint.text() or None)

    def accept(self) -> None:
        try:
            self._invitation = self.invitation()
        except InvitationError as e:
            self.show_problem(invitation_words(e.code))
            return
        super().accept()

    def show_problem(self, text: str) -> None:
        self.problem.setText(text)

    @property
    def chosen(self) -> Invitation | None:
        return self._invitation

    def player_name(self) -> str:
        return self.name_edit.text().strip() or tr("Guest")
