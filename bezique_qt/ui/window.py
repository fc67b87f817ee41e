"""The main window: the card table, its menus, and the glue between the game and the table.

The window listens to the :class:`GameController` and feeds the :class:`TableScene`; the
human's clicks and keys become actions that the controller checks with the engine. Nothing here
decides what is legal: cards are highlighted from the controller's answer, refusals show the
engine's sentence.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QColor, QKeyEvent
from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox, QWidget

from bezique_qt.ai import service
from bezique_qt.ai.reasons import Reason
from bezique_qt.engine import (
    Action,
    Event,
    GameRecord,
    GameState,
    Meld,
    Observation,
    Step,
    Variant,
)
from bezique_qt.engine.actions import (
    ANNOUNCE,
    CARTE_BLANCHE,
    DONE,
    EXCHANGE,
    PASS,
    PLAY,
    SCORE,
    SHOW_SEVEN,
)
from bezique_qt.engine.cards import SUITS
from bezique_qt.engine.melds import fixes_trump_suit, meld_value
from bezique_qt.levels import Level
from bezique_qt.persistence.reviews import ReviewStore
from bezique_qt.ui import claiming, menus
from bezique_qt.ui.controller import GameController
from bezique_qt.ui.dialogs.game import (
    AboutDialog,
    DealSummaryDialog,
    GameSettings,
    LastTrickDialog,
    NewGameDialog,
    TrickReviewDialog,
    deal_breakdown_html,
)
from bezique_qt.ui.dialogs.sides import deal_headline, sides_html
from bezique_qt.ui.game_split import SplitKeeper, add_splits
from bezique_qt.ui.large_print import set_large_font
from bezique_qt.ui.meld_guard import MeldGuard
from bezique_qt.ui.memory_aid import MemoryAidDock
from bezique_qt.ui.messages import open_question
from bezique_qt.ui.resign import ask_resign
from bezique_qt.ui.seal_label import SealLabel
from bezique_qt.ui.spoken import SpokenLabel, TableNarrator
from bezique_qt.ui.table.animation import SPEEDS
from bezique_qt.ui.table.panel import PanelRow
from bezique_qt.ui.table.picture import meld_text
from bezique_qt.ui.table.scene import TableScene
from bezique_qt.ui.table.view import TableView
from bezique_qt.ui.window_actions import UNDO_TIP, WindowActions
from bezique_qt.ui.windows.review import ReviewWindow
from bezique_qt.ui.windows.rules import RulesWindow
from bezique_qt.words.caption import Caption
from bezique_qt.words.game import (
    card_caption,
    meld_words,
    suit_caption,
    variant_name,
)
from bezique_qt.words.i18n import (
    display_name,
    for_player,
    level_label,
    tr,
    tr_noop,
)
from bezique_qt.words.reasons import hint_words

_log = logging.getLogger(__name__)

WINDOW_TITLE = tr_noop("Bezique")
WINDOW_SIZE = (1180, 760)
REFUSAL_COLOUR = QColor("#ffb4a8")
HINT_TEXT_COLOUR = QColor("#9ff5b4")
DEMO_PAUSE_MS = 1500
ABANDON_QUESTION = tr_noop("Abandon the game in progress? It will not count in your "
                           "statistics.")


def _card_place(card: int, obs: Observation) -> Caption:
    """Where the viewer's ``card`` is, for telling two copies apart: ``the Q♠ of your
    marriage``, ``the Q♠ on the table`` or ``the Q♠ from your hand``."""
    me = obs.player
    used = [meld_words(m.name_code(obs.trump)) for m in (*obs.scored[me], *obs.pending[me])
            if card in m.cards]
    if used:
        return Caption.of(tr("the {card} of your {melds}"), card=card_caption(card),
                          melds=tr(" and ").join(dict.fromkeys(used)))
    if card in obs.tables[me]:
        return Caption.of(tr("the {card} on the table"), card=card_caption(card))
    return Caption.of(tr("the {card} from your hand"), card=card_caption(card))


def _makes_trumps(suit: int) -> Caption:
    """`` (makes ♥ trumps)``: what scoring a meld does in the Rubicon family."""
    return Caption.of(tr(" (makes {suit} trumps)"), suit=suit_caption(SUITS[suit]))


def copy_notes(melds: Sequence[Meld], obs: Observation) -> list[Caption]:
    """For each of ``melds`` (the viewer's), words telling it apart from the others that read
    the same (the same cards but other copies of them, used differently), e.g.
    `` (with the Q♠ of your marriage)``; empty when its text is unique."""
    places = [[_card_place(c, obs) for c in m.cards] for m in melds]
    groups: dict[str, list[int]] = {}
    for i, meld in enumerate(melds):
        groups.setdefault(meld_text(meld, obs.trump), []).append(i)
    notes = [Caption("")] * len(melds)
    for members in groups.values():
        if len(members) < 2:
            continue
        common = Counter(places[members[0]])
        for i in members[1:]:
            common &= Counter(places[i])
        for i in members:
            own = list((Counter(places[i]) - common).elements())
            if own:
                notes[i] = Caption.of(tr(" (with {cards})"), cards=Caption.joined(", ", own))
    return notes


class MainWindow(QMainWindow):
    """The game window. ``demo`` lets two computer players play each other."""

    demo_finished = Signal()
    # The player's choices, for whoever keeps the preferences (see ui.session).
    settings_chosen = Signal(object)  # GameSettings accepted in the New Game dialog
    speed_chosen = Signal(str)  # an animation speed chosen in the View menu
    back_chosen = Signal(str)  # a card back chosen in the View menu
    four_colour_chosen = Signal(bool)  # the four-colour deck switched in the View menu
    large_print_chosen = Signal(bool)  # large print switched in the View menu
    resigned = Signal()  # the player resigned the game on the table (see .resign)

    def __init__(self, *, settings: GameSettings | None = None, demo: bool = False,
                 exit_after_deals: int | None = None, speed: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(WINDOW_TITLE))
        self.resize(*WINDOW_SIZE)
        self.game_settings = settings or GameSettings()
        self.demo = demo
        self._exit_after_deals = exit_after_deals
        self._deals_seen = 0
        self._panel_focus = False
        self._turn_refusal: str | None = None  # "Wait for your turn…", until the turn comes
        self._open_dialog: QDialog | None = None
        self.hint_gate: Callable[[Callable[[], None]], None] | None = None
        """Asked before a hint is sought, with what gives it (the session asks the player
        first whether the game may become a practice game)."""
        self._pending_end = False
        self._game_serial = 0  # callbacks queued for an earlier game are dropped
        self.review_budget: int | None = None
        """Simulations per decision in a deal's review (None: the game's default,
        :func:`~bezique_qt.ai.review.default_budget`; tests make it small)."""
        self.deal_split = True
        """Whether the end-of-deal dialog splits the result between the cards and the play."""
        self.split_store: SplitKeeper | None = None
        """Where each deal's split is kept with its game, to sum at its end (set by the session)."""
        self.review_store: ReviewStore | None = None
        """Where reviews are kept with their game (set by the session)."""
        self.review_game_id: Callable[[], str | None] = lambda: None
        """The id of the game in progress, which its reviews are kept under."""

        self.controller = GameController(self)
        self.meld_guard = MeldGuard(self)
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self._status = SpokenLabel()
        self.statusBar().addWidget(self._status, 1)
        self.seal_label = SealLabel(self.controller, self)
        self.statusBar().addPermanentWidget(self.seal_label)
        self.memory_aid = MemoryAidDock(self)

        self.window_actions = WindowActions(self)
        menus.build_window_menus(self)
        self._connect()
        self.set_speed(speed or "normal", remember=False)
        self.set_back("red", remember=False)
        self.set_large_print(False, remember=False)
        self.view.setFocus()

    # ------------------------------------------------------------------ set-up
    def _connect(self) -> None:
        c, s = self.controller, self.scene
        c.events_applied.connect(self._on_events)
        c.state_reset.connect(self._on_reset)
        c.thinking_changed.connect(lambda _thinking: self._refresh())
        c.state_changed.connect(self._update_actions)
        c.action_refused.connect(self._on_refused)
        c.hint_ready.connect(self._on_hint)
        c.deal_finished.connect(lambda _result: self._deal_ended())
        c.game_finished.connect(lambda _winner: self._deal_ended())
        s.idle.connect(self._refresh)
        s.card_clicked.connect(self._on_card_clicked)
        s.opponent_clicked.connect(
            lambda: self.say(tr("Those are the computer's cards: play one of yours.")))
        s.actions_chosen.connect(self._on_actions_chosen)
        s.pile_clicked.connect(lambda _seat: self.show_last_trick())
        self.view.key_pressed.connect(self._on_key)
        # after the prompt is brought up to date (the slots above run first)
        self.narrator = TableNarrator(self.view, self)
        s.idle.connect(self._narrate)
        c.thinking_changed.connect(lambda _thinking: self._narrate())
        s.announced.connect(self._status.setText)

    # ------------------------------------------------------------------ games
    def start_game(self, settings: GameSettings | None = None, *, seed: int | str | None = None,
                   decks: Sequence[Sequence[int]] | None = None,
                   first_dealer: int | None = None) -> None:
        """Start a game with ``settings`` (default: the last ones used)."""
        if settings is not None:
            self.game_settings = settings
        s = self.game_settings
        variant = s.variant()
        level = s.level  # the title's: the player's left-hand neighbour's at three or four
        if variant.players != 2:
            others = s.seats(variant.players)
            # default names are kept in English and shown in the player's language
            names: tuple[str, ...] = (s.name if not self.demo else "South",
                                      *(name for _level, name in others))
            seats = {k + 1: seat_level for k, (seat_level, _name) in enumerate(others)}
            if self.demo:
                seats[0] = s.level
            level = others[0][0]
        else:
            names = (s.name, "Computer") if not self.demo else ("South", "North")
            seats = {0: s.level, 1: s.level} if self.demo else {1: s.level}
        self._clear_table(names)
        self.controller.new_game(s.variant(), seed=seed, decks=decks, first_dealer=first_dealer,
                                 names=names, computer_seats=seats, viewer=0)
        cut = self.scene.show_cut(self.controller.cut, self.controller.observation().dealer)
        if cut:
            self._status.setText(cut)
        if self.demo:
            self.setWindowTitle(tr("Bezique — {variant}").format(
                variant=variant_name(s.variant())))
        else:
            self._set_title(variant_name(s.variant()), level)
        self._follow_rules()

    def show_game(self, state: GameState, level: Level, *, paused: bool = False,
                  levels: Sequence[Level] = ()) -> None:
        """Continue a game in progress (resumed or opened) against the computer at ``level``;
        the human sits in seat 0. At a table of three or
        four ``levels`` gives each other seat's level in turn (``level`` for those it lacks).
        With ``paused`` the computer waits until ``controller.resume()``."""
        self._clear_table(tuple(state.names))
        seats = {p: levels[p - 1] if p - 1 < len(levels) else level
                 for p in range(1, state.variant.players)}
        self.controller.load_game(state, computer_seats=seats, viewer=0, paused=paused)
        self._set_title(variant_name(state.variant), level)
        self._follow_rules()
        if not paused:
            self._show_ended_deal()

    def resume_game(self) -> None:
        """Go on with a game shown with ``paused``: the computer may act, and a deal that
        was already over shows its summary, as it did when it ended."""
        self.controller.resume()
        self._show_ended_deal()

    def _show_ended_deal(self) -> None:
        # A game saved at the end of a deal comes back at that moment: the summary (whose
        # closing starts the next deal) is shown again.
        c = self.controller
        if c.has_game and c.deal_over and not c.game_over:
            self._deal_ended()

    def _set_title(self, variant: str, level: Level) -> None:
        self.setWindowTitle(tr("Bezique — {variant} — computer: {level}").format(
            variant=variant, level=level_label(level)))

    def _clear_table(self, names: Sequence[str]) -> None:
        self._game_serial += 1
        self.scene.finish_animations()
        self._close_open_dialog()
        self._deals_seen = 0
        self._pending_end = False
        self.scene.set_names(names)
        self.scene.show_message("")

    def game_at_stake(self) -> bool:
        """Whether a game the player has begun is on the table and not over (starting or
        opening another would abandon it)."""
        c = self.controller
        return (c.has_game and not self.demo and not c.game_over and c.human is not None
                and c.human_has_moved)

    def confirm_abandon(self, then: Callable[[], object]) -> QMessageBox | None:
        """Run ``then`` at once when no game is at stake (see :meth:`game_at_stake`);
        otherwise ask first, without blocking, and run it only if the player answers Yes.
        Returns the question when one is asked."""
        if not self.game_at_stake():
            then()
            return None
        return open_question(self, tr("Abandon the game?"), tr(ABANDON_QUESTION),
                             name="abandon-game-question", yes=then)

    def ask_new_game(self) -> None:
        """Choose and start a new game (after asking whether to abandon one in progress)."""
        self.confirm_abandon(self._choose_new_game)

    def _choose_new_game(self) -> None:
        dialog = NewGameDialog(self.game_settings, service.levels(), self)
        dialog.setObjectName("new-game-dialog")
        if dialog.exec() == QDialog.DialogCode.Accepted:
            settings = dialog.settings()
            self.settings_chosen.emit(settings)
            self.start_game(settings)

    def next_deal(self) -> None:
        if not self.controller.has_game or not self.controller.deal_over:
            return
        self._close_open_dialog()
        if self.controller.game_over:
            return
        self.scene.finish_animations()
        self.controller.next_deal()

    def undo(self) -> None:
        c = self.controller
        if c.can_undo():
            self.scene.finish_animations()
            tricks = len(c.observation().tricks) if c.has_game else 0
            c.undo()
            if len(c.observation().tricks) < tricks and c.observation().trick:
                # the player had followed: the cards led before theirs stay on the table
                self.say(tr("Your last card was taken back: it is in your hand again, and the "
                             "cards played before it stay on the table."))
            elif len(c.observation().tricks) < tricks:
                self.say(tr("Your last trick was taken back: both cards are in the hands "
                             "again."))
            else:
                self.say(tr("Your last action was taken back."))
        else:
            self.say(c.undo_refusal())

    def resign(self) -> None:
        """Game → Resign…: ask, then give up the game in progress (see :mod:`.resign`)."""
        ask_resign(self)

    def resigned_game(self) -> None:
        self._refresh()  # the prompt says so; no card is playable any more
        self.resigned.emit()

    def claim_rest(self) -> None:
        """Claim the rest: play out the last tricks at once (see :mod:`.claiming`)."""
        claiming.claim_rest(self)

    def hint(self) -> None:
        if not self.controller.has_game or not self.controller.is_humans_turn():
            self.say(tr("A hint is given when it is your turn."))
            return
        if self.hint_gate is not None:
            self.hint_gate(self._request_hint)
        else:
            self._request_hint()

    def _request_hint(self) -> None:
        if self.controller.has_game and self.controller.request_hint():
            self.say(tr("Thinking about a hint…"))

    def focus_declarations(self) -> None:
        """Keyboard: go to the declaration choices; a second time, to "Done"."""
        panel = self.scene.panel
        if panel.isVisible() and panel.buttons:
            index = 0
            if self._panel_focus:
                done = panel.button_for([Action(DONE)])
                index = panel.buttons.index(done) if done in panel.buttons else 0
            self._panel_focus = True
            panel.set_focus_index(index)
            self.scene.set_focus_card(None)
            self.view.setFocus()
        else:
            self.say(tr("There is nothing to declare now."))

    def show_last_trick(self) -> None:
        if not self.controller.has_game:
            return
        dialog = LastTrickDialog(self.controller.observation(), self._names(),
                                 self.scene.renderer, self)
        dialog.setObjectName("last-trick-dialog")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_trick_review(self, over: QWidget | None = None) -> TrickReviewDialog | None:
        """Open the review of the deal's tricks (and the earlier deals'), above ``over`` (a
        dialog still open) or the window."""
        c = self.controller
        if not c.has_game:
            return None
        dialog = TrickReviewDialog(c.observation(), self._names(), self.scene.renderer,
                                   over or self, earlier=c.deal_tricks()[:-1])
        dialog.setObjectName("trick-review-dialog")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_about(self) -> None:
        dialog = AboutDialog(self)
        dialog.setObjectName("about-dialog")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_rules(self) -> None:
        """Open the Rules window for the game being played (or the one the next game uses)."""
        variant = self._rules_variant()
        window = self.findChild(RulesWindow, "rules-window")
        if window is None:
            window = RulesWindow(variant, self)
            window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        else:
            window.set_variant(variant)
        window.show()
        window.raise_()
        window.activateWindow()

    def _rules_variant(self) -> Variant:
        """The rules of the game on the table (or of the next game, when there is none)."""
        if self.controller.has_game:
            return self.controller.variant
        return self.game_settings.variant()

    def _follow_rules(self) -> None:
        """An open Rules window follows the game now on the table."""
        window = self.findChild(RulesWindow, "rules-window")
        if window is not None:
            window.set_variant(self._rules_variant())

    def set_large_print(self, on: bool, remember: bool = True) -> None:
        """Large print (``on``): bigger card indices and table texts, and a larger font in
        every window; ``remember`` reports it as the player's choice
        (:attr:`large_print_chosen`)."""
        on = bool(on)
        self.window_actions.large_print.setChecked(on)
        self.scene.set_large_print(on)
        set_large_font(on)
        if self.view.isVisible():
            self.view.prepare_card_art()  # the faces change: draw them again ahead of need
        if remember:
            self.large_print_chosen.emit(on)

    def set_four_colour(self, on: bool, remember: bool = True) -> None:
        """Draw clubs green and diamonds blue (``on``) or in the usual two colours;
        ``remember`` reports it as the player's choice (:attr:`four_colour_chosen`)."""
        on = bool(on)
        self.window_actions.four_colour.setChecked(on)
        if self.scene.renderer.four_colour != on:
            self.scene.set_four_colour(on)
        if remember:
            self.four_colour_chosen.emit(on)

    def set_speed(self, key: str, remember: bool = True) -> None:
        """Set the animation speed (``slow``, ``normal``, ``fast`` or ``none``); ``remember``
        reports it as the player's choice (:attr:`speed_chosen`)."""
        if key not in SPEEDS:
            key = "normal"
        self.scene.set_speed(SPEEDS[key])
        self.controller.computer_pause_ms = round(700 * SPEEDS[key])
        self.speed_actions[key].setChecked(True)
        if remember:
            self.speed_chosen.emit(key)

    def set_back(self, key: str, remember: bool = True) -> None:
        """Use the card backs ``red`` or ``blue``; ``remember`` reports it as the player's
        choice (:attr:`back_chosen`)."""
        if key not in self.back_actions:
            key = "red"
        self.scene.renderer.set_back(key)
        self.back_actions[key].setChecked(True)
        if remember:
            self.back_chosen.emit(key)
        self.scene.update()

    def _names(self) -> tuple[str, ...]:
        return self.controller.names

    # ------------------------------------------------------------------ the game → the table
    def _on_events(self, events: Sequence[Event], obs: Observation) -> None:
        self.scene.set_hinted_card(None)
        self.scene.show_events(events, obs)
        self._refresh()

    def _on_reset(self, obs: Observation) -> None:
        self.scene.set_hinted_card(None)
        self.scene.reset(obs)
        self._refresh()

    def _update_actions(self) -> None:
        c = self.controller
        # Enabled while the player plays, so that it can say why it cannot take anything back.
        self.window_actions.undo.setEnabled(c.has_game and c.human is not None and not c.game_over)
        tip = tr(UNDO_TIP) if c.can_undo() else c.undo_refusal() if c.has_game else ""
        self.window_actions.undo.setToolTip(tip)
        self.window_actions.undo.setStatusTip(tip)
        self.window_actions.next_deal.setEnabled(c.has_game and c.deal_over and not c.game_over)
        self.window_actions.resign.setEnabled(c.has_game and not c.game_over
                                              and c.human is not None and not self.demo)
        self.window_actions.hint.setEnabled(c.has_game and c.is_humans_turn())
        claiming.update_action(self)

    def _narrate(self) -> None:
        """Tell screen readers what the table shows now (see :class:`TableNarrator`)."""
        c = self.controller
        if c.has_game:
            self.narrator.update(c.observation(), c.names, demo=self.demo)
        else:
            self.narrator.update(None, ("", ""))

    def _refresh(self) -> None:
        """Bring prompts, highlights and the declaration panel up to date (when the table has
        caught up with the game)."""
        self._update_actions()
        c = self.controller
        if not c.has_game:
            return
        self.scene.set_to_act(c.observation().to_act)
        if self.scene.busy:
            self.scene.set_playable(None)
            to_act = c.observation().to_act if c.thinking and not c.deal_over else None
            if to_act is not None:
                self.scene.set_prompt(self._thinking(self._names()[to_act]))
            elif not self.scene.waiting:  # (waiting: the table asks for a click)
                # The table is still showing what happened (a card played, the draw, the
                # last trick): a prompt about the game's next turn would run ahead of it.
                self.scene.set_prompt("")
            return
        obs = c.observation()
        names = self._names()
        if self._turn_refusal is not None and c.is_humans_turn():
            # the turn has come: "Wait for your turn" would now contradict the prompt
            if str(self.scene.message.text) == self._turn_refusal:
                self.scene.show_message("")
            if self._status.text() == self._turn_refusal:
                self._status.setText("")
            self._turn_refusal = None
        claiming.show_offer(self)
        if c.deal_over:
            self.scene.show_message("")
        if c.game_over:
            self.scene.set_prompt(tr("You resigned this game.") if c.resigned
                                  else tr("The game is over."))
            self.scene.set_playable(None)
            self.scene.panel.clear()
            return
        if c.deal_over:
            self.scene.set_prompt(tr("The deal is over: choose Next deal (N) when you are "
                                     "ready."))
            self.scene.set_playable(None)
            self.scene.panel.clear()
            return
        if not c.is_humans_turn():
            self.scene.set_playable(None)
            self.scene.panel.clear()
            self._panel_focus = False
            who = names[obs.to_act] if obs.to_act is not None else ""
            if c.thinking:
                self.scene.set_prompt(self._thinking(who))
            else:
                self.scene.set_prompt(for_player(who, tr("Your turn to play."),
                                                 tr("{name} to play.")))
            return
        if obs.step == Step.GUESS:  # six-pack: the non-dealer guesses the dealer's packet
            self.scene.set_playable(None)
            self.scene.panel.clear()
            self.scene.show_guess(obs)
            return
        if obs.step == Step.DECLARE:
            self.scene.set_playable(None)
            if obs.act_announced and not obs.act_scored:
                self.scene.set_prompt(tr("Now score a declaration: one must be scored in this "
                                         "turn before you draw."))
            else:
                self.scene.set_prompt(tr("You won the trick: declare, or Done to draw."))
            self.scene.panel.set_rows(tr("Your declaration"), self._declaration_rows(obs))
        else:
            self.scene.set_playable(c.playable_cards())
            if obs.trick:
                if obs.phase == 2:
                    self.scene.set_prompt(tr("Your turn: follow suit, win if you can."))
                else:
                    self.scene.set_prompt(tr("Your turn: play a card to the trick."))
            else:
                self.scene.set_prompt(tr("Your lead: click a card to play it."))
            rows = self._declaration_rows(obs)
            self.scene.panel.set_rows(tr("Before you play"), rows)
        if self._panel_focus and not self.scene.panel.isVisible():
            self._panel_focus = False
        if self._panel_focus:
            self.scene.panel.set_focus_index(max(0, self.scene.panel.focus_index))

    @staticmethod
    def _thinking(name: str) -> str:
        return for_player(name, tr("You are thinking…"), tr("{name} is thinking…"))

    def _declaration_rows(self, obs: Observation) -> list[PanelRow]:
        """The panel's choices, made from the engine's legal actions."""
        variant = obs.variant
        rows: list[PanelRow] = []
        legal = list(obs.legal)
        # Claims that read the same (other copies of the same cards, as the multi-pack games
        # pile them up) are one choice: the player cannot tell them apart.
        alike: dict[tuple[str, int], list[Action]] = {}
        for action in legal:
            if action.kind == SCORE and action.meld is not None:
                points = meld_value(variant, action.meld, obs.trump)
                alike.setdefault((meld_text(action.meld, obs.trump), points), []).append(action)
        for (text, points), actions in alike.items():
            action = actions[0]
            assert action.meld is not None
            makes_trump = fixes_trump_suit(variant, action.meld, obs.trump)
            if makes_trump is not None:
                text += _makes_trumps(makes_trump)
            label = Caption.of(tr("Score {meld}"), meld=text)
            if len(actions) > 1:
                label = Caption.of(tr("{choice} (one of {count} alike)"), choice=label,
                                   count=len(actions))
            rows.append(PanelRow(label, f"+{points}", [action], alike=actions[1:]))
        announces = [a for a in legal if a.kind == ANNOUNCE and a.meld is not None]
        notes = copy_notes([a.meld for a in announces if a.meld is not None], obs)
        for action, note in zip(announces, notes, strict=True):
            if action.meld is not None:
                meld = action.meld
                points = meld_value(variant, meld, obs.trump)
                score = Action(SCORE, meld=meld)
                text = meld_text(meld, obs.trump) + note
                makes_trump = fixes_trump_suit(variant, meld, obs.trump)
                if makes_trump is not None:
                    text += _makes_trumps(makes_trump)
                if self.controller.allows([action, score]):
                    # "Score later" only when another declaration can be scored now: an act
                    # that announces must score one (SPEC §2.4)
                    later = self.controller.can_score_later(meld)
                    rows.append(PanelRow(Caption.of(tr("Declare {meld}"), meld=text),
                                         f"+{points}",
                                         [action, score], tr("Score later") if later else "",
                                         [action] if later else []))
                else:
                    rows.append(PanelRow(Caption.of(tr("Declare {meld}, {points} to score"),
                                                    meld=text, points=points), "", [action]))
        for action in legal:
            if action.kind == EXCHANGE and action.card is not None:
                rows.append(PanelRow(
                    Caption.of(tr("Exchange the {card} for the turn-up"),
                               card=card_caption(action.card)),
                    f"+{variant.dix_points}", [action]))
            elif action.kind == SHOW_SEVEN and action.card is not None:
                rows.append(PanelRow(Caption.of(tr("Show the {card}"),
                                                card=card_caption(action.card)),
                                     f"+{variant.dix_points}", [action]))
            elif action.kind == CARTE_BLANCHE:
                shown = (tr("Show carte blanche") if action.card is None else
                         Caption.of(tr("Show carte blanche ({card})"),
                                    card=card_caption(action.card)))
                rows.append(PanelRow(shown, f"+{variant.carte_blanche_points}", [action]))
        if Action(PASS) in legal:  # partners: the trick's winner lets the partner declare
            rows.append(PanelRow(tr("Let your partner declare"), "", [Action(PASS)]))
        if Action(DONE) in legal:  # not before a declaration laid "to score" has company
            rows.append(PanelRow(tr("Done: draw a card"), "", [Action(DONE)]))
        return rows

    # ------------------------------------------------------------------ the human's input
    def _on_card_clicked(self, card: int) -> None:
        self._panel_focus = False
        self.scene.panel.set_focus_index(-1)
        if not self.meld_guard.check(card, self._play_card):  # a claim it cancels: ask first
            self._play_card(card)

    def _play_card(self, card: int) -> None:
        action = Action(PLAY, card=card)
        # Cleared first: the table may report what this action caused.
        self.say("")
        if self.controller.try_action(action) is None:
            self.scene.set_focus_card(None)

    def _on_actions_chosen(self, actions: list[Action]) -> None:
        self.say("")
        self.controller.try_actions(actions)

    def _on_refused(self, sentence: str) -> None:
        self.scene.show_message(sentence, REFUSAL_COLOUR)
        self._status.setText(sentence)
        self._turn_refusal = None if self.controller.is_humans_turn() else str(sentence)

    def _on_hint(self, action: Action, reason: Reason) -> None:
        # the computer's reason is a code with its facts (bezique_qt.ai), worded as advice here
        self.mark_move(action, hint_words(action, reason))

    def mark_move(self, action: Action, text: str) -> None:
        """Point at ``action`` on the table (Enter takes it) and say ``text``."""
        if action.kind == PLAY and action.card is not None:
            card = action.card
            mine = set(self.scene.picture.hand) | set(
                self.scene.picture.tables[self.scene.viewer])
            if card not in mine:  # another copy of the same card
                card = next((c for c in mine if c & 31 == card & 31), card)
            self.scene.set_hinted_card(card)
            self.scene.set_focus_card(card)  # Enter plays it
        elif self.scene.panel.show_hint(action):
            panel = self.scene.panel
            hinted = [i for i, button in enumerate(panel.buttons) if button.hinted]
            if hinted:  # Enter takes the hinted choice
                panel.set_focus_index(hinted[0])
                self._panel_focus = True
        self.scene.show_message(text, HINT_TEXT_COLOUR)
        self._status.setText(text)

    def say(self, text: str) -> None:
        self.scene.show_message(text)
        self._status.setText(text)

    def _on_key(self, event: QKeyEvent) -> None:
        key = event.key()
        panel = self.scene.panel
        if self.scene.busy and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.scene.finish_animations()
            event.accept()
            return
        if self._panel_focus and panel.isVisible():
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Tab):
                panel.move_focus(1)
            elif key in (Qt.Key.Key_Up, Qt.Key.Key_Left, Qt.Key.Key_Backtab):
                panel.move_focus(-1)
            elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                panel.activate_focused()
            elif key == Qt.Key.Key_Escape:
                self._panel_focus = False
                panel.set_focus_index(-1)
            else:
                event.ignore()
                return
            event.accept()
            return
        cards = self.scene.my_cards_in_order()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            if not cards:
                event.accept()
                return
            current = self.scene.focus_card
            if current in cards:
                index = cards.index(current) + (1 if key == Qt.Key.Key_Right else -1)
            else:
                index = 0 if key == Qt.Key.Key_Right else len(cards) - 1
            self.scene.set_focus_card(cards[index % len(cards)])
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.scene.focus_card is not None and self.scene.focus_card in cards:
                self._on_card_clicked(self.scene.focus_card)
            event.accept()
            return
        if key == Qt.Key.Key_Escape:
            self.scene.set_focus_card(None)
            event.accept()
            return
        event.ignore()

    # ------------------------------------------------------------------ ends of deals
    def _deal_ended(self) -> None:
        if self._pending_end:
            return
        self._pending_end = True
        serial = self._game_serial
        # The controller reports the end before it hands the deal's last events to the
        # table: wait for those to be queued, then for the table to have shown them.
        QTimer.singleShot(0, self, lambda: self.scene.when_idle(
            lambda: self._show_deal_end(serial)))

    def _show_deal_end(self, serial: int) -> None:
        if serial != self._game_serial:
            return
        self._pending_end = False
        c = self.controller
        if not c.has_game:
            return
        self._deals_seen += 1
        if self.demo:
            if self._exit_after_deals is not None and self._deals_seen >= self._exit_after_deals:
                QTimer.singleShot(DEMO_PAUSE_MS, self, self._finish_demo)
            elif not c.game_over:
                QTimer.singleShot(DEMO_PAUSE_MS, self, self.next_deal)
            else:
                QTimer.singleShot(DEMO_PAUSE_MS * 2, self, lambda: self.start_game())
            return
        dialog = self._deal_dialog()
        self._open_dialog = dialog
        dialog.finished.connect(self._deal_dialog_closed)
        dialog.review_requested.connect(lambda: self.show_trick_review(dialog))
        dialog.open()

    def _finish_demo(self) -> None:
        self.demo_finished.emit()
        self.close()

    def _deal_dialog(self) -> DealSummaryDialog:
        c = self.controller
        obs = c.observation()
        names = self._names()
        results = c.deal_results()
        deal = obs.deal_index + 1
        # A game can end in the middle of a deal (a target reached): that deal has no result.
        result = next((r for r in results if r.deal == deal), None)
        body = sides_html(obs, names, result, c.human) + deal_breakdown_html(
            deal, obs.history, names, result, obs.variant, obs.game_points)
        if obs.players != 2:
            headline = deal_headline(obs, names, result, c.game_over, c.winner, c.human)
            title = tr("Game over") if c.game_over else tr("Deal {deal} is over").format(
                deal=deal)
        elif c.game_over:
            winner = c.winner
            if winner is None:
                headline = tr("The game is drawn.")
            elif winner == c.human:
                headline = tr("You win the game, {points} to {other}!").format(
                    points=obs.game_points[winner], other=obs.game_points[1 - winner])
            else:
                headline = for_player(names[winner], tr("You win the game, {points} to {other}."),
                                      tr("{name} wins the game, {points} to {other}."),
                                      points=obs.game_points[winner],
                                      other=obs.game_points[1 - winner])
            title = tr("Game over")
        else:
            points = list(result.points) if result else list(obs.deal_points)
            headline = tr("Deal {deal}: {first} {first_points}, {second} {second_points}.").format(
                deal=deal, first=display_name(names[0]), first_points=points[0],
                second=display_name(names[1]), second_points=points[1])
            title = tr("Deal {deal} is over").format(deal=deal)
        self._status.setText(headline.replace("\n", " "))  # one line: the table keeps its room
        dialog = DealSummaryDialog(title, headline, body, game_over=c.game_over, parent=self)
        dialog.setObjectName("deal-summary-dialog")
        if c.human is None:
            dialog.deal_review_button.hide()
        else:
            dialog.deal_review_button.clicked.connect(
                lambda: self.show_deal_review(deal, parent=dialog))
            from bezique_qt.ui.branch import add_try_again  # (the branch's table is a window)
            add_try_again(dialog, self, deal)
            add_splits(self, dialog, deal, finished=result is not None)
        return dialog

    def show_deal_review(self, deal: int | None = None, *, parent: QWidget | None = None
                         ) -> ReviewWindow | None:
        """Open the review of the human's decisions in ``deal`` (default: the current deal),
        computed in the background; over ``parent`` (default: this window)."""
        c = self.controller
        if not c.has_game or c.human is None:
            return None
        state = c.state
        window = ReviewWindow(GameRecord.of(state), c.human, self._names(), self.scene.renderer,
                              deals=state.deal_index + 1,
                              deal=deal if deal is not None else state.deal_index + 1,
                              budget=self.review_budget, store=self.review_store,
                              game_id=self.review_game_id(), parent=parent or self)
        window.levels = {p: level for p in range(1, state.variant.players)
                         if (level := c.level(p)) is not None}
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.open()
        return window

    def _deal_dialog_closed(self, result: int) -> None:
        self._open_dialog = None
        c = self.controller
        if not c.has_game:
            return
        if c.game_over:
            if result == 2:
                QTimer.singleShot(0, self, self.ask_new_game)
            return
        if result == QDialog.DialogCode.Accepted:
            self.next_deal()
        else:  # closed with Escape: the player looks at the table first
            self._status.setText(tr("The deal is over: choose Next deal (N) when you are "
                                    "ready."))

    def _close_open_dialog(self) -> None:
        dialog, self._open_dialog = self._open_dialog, None
        if dialog is not None:
            dialog.finished.disconnect(self._deal_dialog_closed)
            dialog.close()
            dialog.deleteLater()

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event: QCloseEvent) -> None:
        self._game_serial += 1
        self.controller.shutdown()
        self.scene.finish_animations()
        super().closeEvent(event)

