"""The window of a network table: the real table, drawn from what the server sends this seat.

Each ``update`` is turned into the seat's :class:`~bezique_qt.engine.observation.Observation`
(:class:`~bezique_qt.net.remote.RemoteView`) and shown by the same
:class:`~bezique_qt.ui.table.scene.TableScene` as a game against the computer: the table holds
no card the server did not send. A click on a card, a choice in the declaration panel or the
keyboard sends the action; the server's answer is the next update. The side panel shows the
invitation (for the host), who sits where, who is connected and who is thinking, and between
deals the set phrases as buttons and as lines received.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QColor, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QGridLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from bezique_qt.engine.actions import ANNOUNCE, PLAY, SCORE, Action
from bezique_qt.engine.observation import Observation
from bezique_qt.engine.state import Step
from bezique_qt.net import protocol as p
from bezique_qt.net.remote import Invitation, RemoteView, play_for, playable_cards
from bezique_qt.ui.dialogs.sides import winner_words
from bezique_qt.ui.net.home import TableHome
from bezique_qt.ui.net.link import NetLink
from bezique_qt.ui.table.panel import PanelRow
from bezique_qt.ui.table.scene import TableScene
from bezique_qt.ui.table.view import TableView
from bezique_qt.words.game import describe_action
from bezique_qt.words.i18n import tr
from bezique_qt.words.net import failure_words, phrase_words, refusal_words

REFUSAL_COLOUR = QColor("#ffb4a8")
RESEND_AFTER_MS = 1000
MIN_SEND_INTERVAL_MS = 60
"""The least time between two moves sent: fewer than the server's 20 messages a second
(``ServerConfig.rate``), however fast the moves are made, so that none is ignored."""
"""How long after the server said "too many messages" a move it ignored is sent again."""


def seat_marker(seat: dict[str, Any]) -> str:
    """How a seat's state reads by its name: thinking, away, or the computer standing in."""
    if seat.get("thinking"):
        return tr("thinking…")
    if seat.get("kind") == p.PERSON and not seat.get("taken"):
        return tr("free seat")
    if seat.get("stand_in"):
        return tr("away: the computer plays")
    if not seat.get("connected"):
        return tr("away")
    return ""


class NetTableWindow(QMainWindow):
    """One seat at a network table (its own window; closing it leaves the table)."""

    shown_update = Signal(object)  # an update, once the table shows it
    phrase_shown = Signal(str)  # a line of the phrases received, as shown
    failure = Signal(str)  # a sentence: the table could not be reached or joined
    # the link's news, passed on in the window's thread (for whoever opened the window)
    hosted = Signal(int, str)
    seated = Signal(object)
    game_kept = Signal(str)  # the game is over: the sentence saying it was kept (or why not)

    def __init__(self, link: NetLink, parent: QWidget | None = None,
                 speed: float = 1.0, home: TableHome | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(tr("Bezique — network table"))
        self.link = link
        self.remote: RemoteView | None = None
        self.update_msg: dict[str, Any] | None = None
        self.obs: Observation | None = None
        self.names: list[str] = []
        self.invitation: Invitation | None = None
        self._queued: list[Action] = []
        self._sent_seq = -1  # the update the last move answered
        self._last_action: Action | None = None  # the last move sent
        self._since_sent = QElapsedTimer()  # since the last move went to the server
        self.home = home if home is not None else TableHome(speed=speed, parent=self)
        self._kept = False  # the finished game was given to the home (once)
        self.scene = TableScene(self)
        self.scene.set_speed(self.home.speed)
        self.home.speed_changed.connect(self.scene.set_speed)
        self._fresh = True  # the next update is shown at once (a seat taken or taken back)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self._build_side()
        self._build_actions()
        link.welcomed.connect(self._on_welcome)
        link.hosted.connect(self._on_hosted)
        link.updated.connect(self._on_update)
        link.phrase_received.connect(self._on_phrase)
        link.refused.connect(self._on_refused)
        link.failed.connect(self._on_failed)
        link.dropped.connect(lambda: self._say(tr("The connection to the table was lost: "
                                                  "trying to come back to your seat…")))
        link.reconnected.connect(self._on_back)
        self.scene.card_clicked.connect(self._on_card_clicked)
        self.scene.actions_chosen.connect(self._on_actions_chosen)
        self.view.key_pressed.connect(self._on_key)
        self.scene.idle.connect(self._on_idle)
        self.resize(1180, 760)

    # ------------------------------------------------------------------ building
    def _build_side(self) -> None:
        side = QWidget()
        layout = QVBoxLayout(side)
        self.invitation_label = QLabel()
        self.invitation_label.setObjectName("invitation")
        self.invitation_label.setWordWrap(True)
        self.invitation_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse)
        self.fingerprint_label = QLabel(tr("Certificate fingerprint:"))
        # the link and the fingerprint are long words: fields that scroll, to select or copy
        self.link_field = QLineEdit()
        self.link_field.setObjectName("invitation-link")
        self.fingerprint_field = QLineEdit()
        self.fingerprint_field.setObjectName("fingerprint")
        self.copy_button = QPushButton(tr("&Copy the invitation link"))
        self.copy_button.clicked.connect(self.copy_invitation)
        self.invitation_widgets: list[QWidget] = [
            self.invitation_label, self.link_field, self.fingerprint_label,
            self.fingerprint_field, self.copy_button]
        for widget in self.invitation_widgets:
            if isinstance(widget, QLineEdit):
                widget.setReadOnly(True)
            widget.hide()
            layout.addWidget(widget)
        layout.addWidget(QLabel(tr("<b>At the table</b>")))
        self.seats_label = QLabel()
        self.seats_label.setObjectName("seats")
        self.seats_label.setWordWrap(True)
        layout.addWidget(self.seats_label)
        layout.addWidget(QLabel(tr("<b>Between deals</b>")))
        grid = QGridLayout()
        self.phrase_buttons: dict[str, QPushButton] = {}
        for i, phrase in enumerate(p.PHRASES):
            button = QPushButton(phrase_words(phrase))
            button.setObjectName(f"phrase-{phrase}")
            button.clicked.connect(lambda _c=False, ph=phrase: self.link.phrase(ph))
            button.setEnabled(False)
            grid.addWidget(button, i // 2, i % 2)
            self.phrase_buttons[phrase] = button
        layout.addLayout(grid)
        self.phrases = QListWidget()
        self.phrases.setObjectName("phrases")
        layout.addWidget(self.phrases, 1)
        self.ready_button = QPushButton(tr("&Ready for the next deal"))
        self.ready_button.setEnabled(False)
        self.ready_button.clicked.connect(self.ready)
        layout.addWidget(self.ready_button)
        dock = QDockWidget(tr("Table"), self)
        dock.setObjectName("net-table-dock")
        dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        dock.setWidget(side)
        side.setFixedWidth(300)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self._status = QLabel()
        self._status.setWordWrap(True)
        self.statusBar().addWidget(self._status, 1)

    def _build_actions(self) -> None:
        """The window's own actions (its menu is placed by ``menus.build_net_table_menus``);
        each is added to the window, so that its shortcut works anywhere in it."""
        def action(text: str, slot: Callable[[], object], key: Any = None) -> QAction:
            made = QAction(text, self)
            if key is not None:
                made.setShortcut(QKeySequence(key))
            made.triggered.connect(slot)
            self.addAction(made)
            return made
        self.ready_action = action(tr("&Ready for the next deal"), self.ready, "N")
        self.copy_action = action(tr("&Copy the invitation link"), self.copy_invitation)
        self.leave_action = action(tr("&Leave the table"), self.close,
                                   QKeySequence.StandardKey.Close)
        self.leave_action.setObjectName("leave-table")

    # ------------------------------------------------------------------ the invitation
    def show_invitation(self, invitation: Invitation, addresses: list[str]) -> None:
        """Show where friends join (the host's table): the addresses the server listens on,
        the port, the code, the link and the certificate's fingerprint."""
        self.invitation = invitation
        lines = [tr("<b>Invite your friends</b>"),
                 tr("Address: {addresses}").format(
                     addresses=", ".join(addresses or [invitation.host])),
                 tr("Port: {port}").format(port=invitation.port),
                 tr("Table code: {code}").format(code=p.pretty_code(invitation.code))]
        if not invitation.fingerprint:
            lines.append(tr("Not encrypted: play so on a home network only."))
        self.invitation_label.setText("<br>".join(lines))
        self.link_field.setText(invitation.link())
        self.fingerprint_field.setText(invitation.fingerprint or "")
        for widget in self.invitation_widgets:
            widget.setVisible(bool(invitation.fingerprint) or widget not in (
                self.fingerprint_label, self.fingerprint_field))
        self.link_field.setCursorPosition(0)
        self.fingerprint_field.setCursorPosition(0)

    def copy_invitation(self) -> None:
        if self.invitation is not None:
            QGuiApplication.clipboard().setText(self.invitation.link())
            self._say(tr("The invitation link is copied: paste it to your friends."))

    # ------------------------------------------------------------------ from the server
    def _on_hosted(self, port: int, fingerprint: str) -> None:
        self.hosted.emit(port, fingerprint)

    def _on_welcome(self, message: dict[str, Any]) -> None:
        self.remote = RemoteView(message["variant"], message.get("switches"),
                                 int(message["seat"]))
        self.seated.emit(message)

    def _on_update(self, update: dict[str, Any]) -> None:
        if self.remote is None:
            return
        self.update_msg = update
        obs = self.obs = self.remote.observation(update)
        seats = update["seats"]
        self.names = [s["name"] or tr("Seat {number}").format(number=i + 1)
                      for i, s in enumerate(seats)]
        shown = [f"{name} — {seat_marker(s)}" if seat_marker(s) else name
                 for name, s in zip(self.names, seats, strict=True)]
        self.scene.set_names(shown)
        self.seats_label.setText("<br>".join(
            (f"<b>{n}</b>" if i == obs.player else n) for i, n in enumerate(shown)))
        events = self.remote.events(update)
        if self._fresh or not events:
            self._fresh = False
            self.scene.reset(obs)
        else:  # what happened, animated as at a game against the computer
            self.scene.show_events(events, obs)
        between = bool(update["deal_over"]) and not update["game_over"]
        for button in self.phrase_buttons.values():
            button.setEnabled(bool(update["deal_over"]))
        self.ready_button.setEnabled(between)
        self.ready_action.setEnabled(between)
        self._refresh(update, obs)
        if update["game_over"] and update.get("record") and not self._kept:
            self._keep(update["record"], obs.player)
        if self._queued and self.my_turn:
            action = self._queued.pop(0)
            if action in obs.legal:
                self.send_action(action)
            else:
                self._queued.clear()
        self.shown_update.emit(update)

    @property
    def my_turn(self) -> bool:
        u = self.update_msg
        return (u is not None and self.obs is not None and not u["deal_over"]
                and u["to_act"] == self.obs.player and bool(self.obs.legal))

    def _refresh(self, update: dict[str, Any], obs: Observation) -> None:
        self.scene.set_to_act(update["to_act"])
        self.scene.panel.clear()
        self.scene.set_playable(None)
        if self.scene.busy:  # still showing what happened: the prompt would run ahead of it
            return
        if update["game_over"]:  # who won, as the end of a game against the computer says
            winner = update["winner"]
            self.scene.set_prompt(winner_words(
                obs.variant, self.names, update["game_points"],
                int(winner) if winner is not None else None, obs.player))
            return
        if update["deal_over"]:
            self.scene.set_prompt(tr("The deal is over: say a few words, and choose Ready "
                                     "(N) for the next deal."))
            return
        if not self.my_turn:
            to_act = update["to_act"]
            who = self.names[to_act] if to_act is not None else ""
            self.scene.set_prompt(tr("{name} to play.").format(name=who))
            return
        if obs.step == Step.GUESS:
            self.scene.show_guess(obs)
            return
        rows = [self._row(a) for a in obs.legal if a.kind != PLAY]
        playable = playable_cards(obs)
        if playable:
            self.scene.set_playable(playable)
            self.scene.set_prompt(tr("Your turn: click a card to play it."))
            self.scene.panel.set_rows(tr("Before you play"), rows)
        else:
            self.scene.set_prompt(tr("You won the trick: declare, or Done to draw."))
            self.scene.panel.set_rows(tr("Your declaration"), rows)

    @staticmethod
    def _row(action: Action) -> PanelRow:
        """A choice of the declaration panel: declaring a meld scores it at once (the score
        goes when the server's next update allows it), or later."""
        if action.kind == ANNOUNCE and action.meld is not None:
            return PanelRow(describe_action(action), "",
                            [action, Action(SCORE, meld=action.meld)],
                            tr("Score later"), [action])
        return PanelRow(describe_action(action), "", [action])

    def _keep(self, record: dict[str, Any], seat: int) -> None:
        """The game is over: keep it as the player's own (every card of it is public now)."""
        self._kept = True
        sentence = self.home.keep(record, seat, self.link.table)
        self._say(sentence)
        self.game_kept.emit(sentence)

    def _on_idle(self) -> None:
        """The table has caught up with the game: prompts and playable cards."""
        if self.update_msg is not None and self.obs is not None:
            self._refresh(self.update_msg, self.obs)

    def _on_back(self) -> None:
        self._fresh = True
        self._say(tr("Back at the table."))

    def _on_phrase(self, seat: int, phrase: str) -> None:
        name = self.names[seat] if 0 <= seat < len(self.names) else "?"
        line = tr("{name}: {phrase}").format(name=name, phrase=phrase_words(phrase))
        self.phrases.addItem(line)
        self.phrase_shown.emit(line)

    def _on_refused(self, code: str) -> None:
        self._queued.clear()
        self._sent_seq = -1  # the move was not taken: the player may make it (or another) again
        self._say(refusal_words(code), REFUSAL_COLOUR)
        if code == p.RATE_LIMITED:  # ignored, not wrong: sent again once the server is calm
            QTimer.singleShot(RESEND_AFTER_MS, self, self._send_again)

    def _on_failed(self, code: str) -> None:
        sentence = failure_words(code)
        self._say(sentence, REFUSAL_COLOUR)
        self.scene.set_prompt(tr("Not at a table."))
        self.failure.emit(sentence)

    def _say(self, text: str, colour: QColor | None = None) -> None:
        self.scene.show_message(text, colour)
        self._status.setText(text)

    # ------------------------------------------------------------------ the player's input
    def send_action(self, action: Action) -> bool:
        """Send ``action`` as the answer to the latest update; one move per update (a second
        click before the server answers sends nothing). Whether it was sent."""
        u = self.update_msg
        if u is None or u["seq"] == self._sent_seq:
            return False
        self._sent_seq = u["seq"]
        self._last_action = action
        seq = u["seq"]
        wait = (MIN_SEND_INTERVAL_MS - self._since_sent.elapsed()
                if self._since_sent.isValid() else 0)
        if wait > 0:
            QTimer.singleShot(int(wait), self, lambda: self._transmit(action, seq))
        else:
            self._transmit(action, seq)
        return True

    def _transmit(self, action: Action, seq: int) -> None:
        self._since_sent.start()
        self.link.send("action", action=str(action), seq=seq)

    def _send_again(self) -> None:
        """The server ignored the last move (too many messages): send it once more, if it is
        still this seat's move to make."""
        action = self._last_action
        if action is not None and self.my_turn and self.obs is not None \
                and action in self.obs.legal:
            self.send_action(action)

    def _on_card_clicked(self, card: int) -> None:
        if not self.my_turn or self.obs is None:
            self._say(tr("Wait for your turn."))
            return
        action = play_for(card, self.obs)
        if action is None:
            self._say(tr("That card cannot be played now."), REFUSAL_COLOUR)
            return
        self._say("")
        self.send_action(action)

    def _on_actions_chosen(self, actions: list[Action]) -> None:
        if actions and self.my_turn:
            self._queued = list(actions[1:])
            self.send_action(actions[0])

    def _on_key(self, event: QKeyEvent) -> None:
        key = event.key()
        cards = self.scene.my_cards_in_order()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and cards:
            current = self.scene.focus_card
            step = 1 if key == Qt.Key.Key_Right else -1
            index = (cards.index(current) + step if current in cards else
                     (0 if step == 1 else len(cards) - 1))
            self.scene.set_focus_card(cards[index % len(cards)])
            event.accept()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.scene.focus_card is not None and self.scene.focus_card in cards:
                self._on_card_clicked(self.scene.focus_card)
            event.accept()

    def ready(self) -> None:
        u = self.update_msg
        if u is not None and u["deal_over"] and not u["game_over"]:
            self.link.send("ready", seq=u["seq"])
            self._say(tr("Waiting for the others to be ready…"))

    # ------------------------------------------------------------------ leaving
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.link.close()
        super().closeEvent(event)
