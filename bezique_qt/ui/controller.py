"""The Qt model of a game: the only object that changes the game while the program runs.

:class:`GameController` owns the :class:`~bezique_qt.engine.GameState`, applies the human's
actions (after asking the engine whether they are legal), runs the computer's turns in a worker
process, and reports what happened as signals in game terms. Every signal carries what the
*viewer* may see: the engine's events pass through :meth:`Event.for_player` first, and views get
:meth:`observation`, never the state.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from bezique_qt.ai import claim as claims
from bezique_qt.ai import service
from bezique_qt.ai.claim import Claim
from bezique_qt.ai.reasons import Reason
from bezique_qt.engine import (
    STEP_DEAL_OVER,
    STEP_DECLARE,
    STEP_GAME_OVER,
    Action,
    DealResult,
    Event,
    GameState,
    Meld,
    Observation,
    Variant,
)
from bezique_qt.engine import events as ev
from bezique_qt.engine.actions import ANNOUNCE, DONE
from bezique_qt.engine.seals import Seal
from bezique_qt.levels import Level
from bezique_qt.ui import human_moves
from bezique_qt.ui.deal_history import Trick, finished_deals_tricks, opening_events
from bezique_qt.ui.resign import resignation_winner
from bezique_qt.ui.undo_ledger import UndoLedger

_log = logging.getLogger(__name__)

POLL_INTERVAL_MS = 15
DEFAULT_COMPUTER_PAUSE_MS = 700

class GameController(QObject):
    """A game between a human and the computer (or two computer players, for the demo).

    Seats are 0 and 1; ``computer_seats`` maps the computer's seats to their levels. The
    *viewer* is the seat whose observation the table shows: the human's, or seat 0 in a demo.
    """

    card_played = Signal(int, int)  # player, card
    trick_won = Signal(int, object)  # winner, the trick's cards
    meld_announced = Signal(int, object, int)  # player, Meld, points it is worth
    meld_scored = Signal(int, object, int)  # player, Meld, points scored
    claim_lapsed = Signal(int, object)  # player, Meld no longer "to score"
    cards_drawn = Signal(object)  # [(player, card or None when hidden)], the winner's first
    seven_exchanged = Signal(int, int, int)  # player, the seven, the card taken for it
    seven_shown = Signal(int, int)  # player, the seven
    carte_blanche_shown = Signal(int, object)  # player, cards shown
    trump_fixed = Signal(int)  # the trump suit
    points_scored = Signal(int, int, str)  # player, points, what for
    phase_changed = Signal(int)  # 2: the last tricks
    deal_started = Signal(int)  # deal number from 1
    deal_finished = Signal(object)  # the engine's result of the deal (DealResult)
    game_finished = Signal(object)  # winner seat, or None for a drawn game
    turn_changed = Signal(object, str)  # seat to act (None at the end of a deal), step
    thinking_changed = Signal(bool)
    state_changed = Signal()
    events_applied = Signal(object, object)  # [Event] as the viewer sees them, Observation after
    state_reset = Signal(object)  # Observation: show it as it is (new game, undo), no animation
    # why the human's action is not allowed, as a sentence (a str; a Caption where it names a
    # card)
    action_refused = Signal(object)
    hint_ready = Signal(object, object)  # Action, Reason (bezique_qt.ai.reasons)
    assistance_used = Signal(str)  # "undo" or "hint": the human had help in this game

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state: GameState | None = None
        self._computer: dict[int, Level] = {}
        self._viewer = 0
        self._generation = 0
        self._move_future: Future[Action] | None = None
        self._hint_future: Future[tuple[Action, Reason]] | None = None
        self._move_generation = -1
        self._hint_generation = -1
        self._thinking = False
        self._human_moved = False
        self._clock = QElapsedTimer()
        self._undo = UndoLedger()
        self._earlier_tricks: list[tuple[Trick, ...]] = []
        self._rng = random.Random()
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_INTERVAL_MS)
        self._poll.timeout.connect(self._check_worker)
        self.computer_pause_ms = DEFAULT_COMPUTER_PAUSE_MS
        """The least time the computer takes for an action, so that it can be followed."""
        self.worker_min_seconds = 0.0
        """The least time the worker takes to choose (lets tests watch a slow computer)."""
        self.paused = False
        """While true the computer does not start its next action (e.g. a dialog is open)."""
        self._claim: tuple[object, Claim | None] = (None, None)
        self._held: list[Event] = []  # the computer's declaration, told with its next action
        self._resigned = False  # the human gave up this game (see resign())
        self.practice = False
        """A practice game (it does not count): undo goes back past a card drawn from the
        stock, which the player then draws again."""

    # ------------------------------------------------------------------ the game
    def new_game(
        self,
        variant: Variant,
        *,
        seed: int | str | None = None,
        decks: Sequence[Sequence[int]] | None = None,
        first_dealer: int | None = None,
        names: Sequence[str] | None = None,
        computer_seats: Mapping[int, Level] | None = None,
        viewer: int = 0,
    ) -> None:
        """Start a game. ``computer_seats`` defaults to the computer in seat 1 at the default
        level; give both seats for a demo."""
        self._cancel_worker()
        self._resigned = False
        self._computer = dict({1: service.DEFAULT_LEVEL} if computer_seats is None
                              else computer_seats)
        self._viewer = viewer
        # without a seed every deal draws a fresh seed of its own, sealed as it is dealt, and
        # the computer's own choices are just as unpredictable
        self._rng = random.Random(f"{seed}:computer" if seed is not None or decks
                                  else random.SystemRandom().randrange(1 << 62))
        self._state = GameState.new_game(variant, seed, decks=decks, first_dealer=first_dealer,
                                         names=names)
        self._undo.forget("")
        self._earlier_tricks = []
        self._human_moved = False
        self.paused = False  # a new game never waits for a question about the last one
        self.deal_started.emit(self._state.deal_index + 1)
        self.events_applied.emit(opening_events(self._state, self._viewer),
                                 self.observation())
        self._after_change()

    def load_game(self, state: GameState, *, computer_seats: Mapping[int, Level] | None = None,
                  viewer: int = 0, paused: bool = False) -> None:
        """Continue ``state`` (a resumed or opened game) where it stands, shown at once without
        animation. With ``paused`` the computer waits for :meth:`resume` before it acts."""
        self._cancel_worker()
        self._resigned = False
        self._computer = dict({1: service.DEFAULT_LEVEL} if computer_seats is None
                              else computer_seats)
        self._viewer = viewer
        seal = state.seal()
        basis = state.seed if state.seed is not None or seal is None else seal.commitment
        self._rng = random.Random(f"{basis}:computer:{len(state.actions)}")
        self._state = state
        self._undo.forget("opened" if state.actions else "")
        self._earlier_tricks = finished_deals_tricks(state)
        self._human_moved = bool(state.actions)
        self.paused = paused
        self.state_reset.emit(self.observation())
        self._after_change()

    def next_deal(self) -> None:
        """Deal the next hand of a game whose deal is over."""
        st = self._require()
        if st.step != STEP_DEAL_OVER:
            return
        self._earlier_tricks.append(tuple(st.tricks))
        events = st.next_deal()
        self._undo.forget("")
        self.deal_started.emit(st.deal_index + 1)
        self._report(events)

    @property
    def has_game(self) -> bool:
        return self._state is not None

    @property
    def state(self) -> GameState:
        """The full game state, hidden cards included: for tests and saving, never for views."""
        return self._require()

    @property
    def viewer(self) -> int:
        """The seat whose observation the table shows."""
        return self._viewer

    @property
    def human(self) -> int | None:
        """The human's seat (None in a demo)."""
        return None if self._viewer in self._computer else self._viewer

    def level(self, seat: int) -> Level | None:
        """The level of the computer in ``seat`` (None for the human)."""
        return self._computer.get(seat)

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, seat by seat."""
        return tuple(self._require().names)

    @property
    def variant(self) -> Variant:
        return self._require().variant

    def observation(self) -> Observation:
        """What the viewer has seen: all a view may draw."""
        return self._require().observation(self._viewer)

    @property
    def cut(self) -> tuple[int, ...] | None:
        """The card each seat cut for the first deal, seat by seat (None when it was not
        cut)."""
        return self._require().cut

    def revealed_seal(self) -> Seal | None:
        """The current deal's seal once the deal is over, when its seed may be shown (None
        while it is played: the observation carries only its commitment)."""
        st = self._require()
        return st.seal() if st.step in (STEP_DEAL_OVER, STEP_GAME_OVER) else None

    def deal_results(self) -> list[DealResult]:
        """The finished deals' results (public once a deal is over)."""
        return list(self._require().deal_results)

    def deal_tricks(self) -> list[tuple[Trick, ...]]:
        """The tricks played in each deal of the game so far, the first deal first and the
        current one (even finished) last."""
        return [*self._earlier_tricks, tuple(self._require().tricks)]

    @property
    def human_has_moved(self) -> bool:
        """Whether the human has made a move in this game (a game opened or resumed with
        moves in it counts as begun)."""
        return self._human_moved

    @property
    def thinking(self) -> bool:
        return self._thinking

    @property
    def deal_over(self) -> bool:
        return self._state is not None and self._state.deal_over

    @property
    def game_over(self) -> bool:
        """The game is over: played to its end, or resigned."""
        return self._state is not None and (self._state.over or self._resigned)

    @property
    def resigned(self) -> bool:
        """The human resigned this game (the engine's game is left where it stood)."""
        return self._resigned

    @property
    def winner(self) -> int | None:
        st = self._require()
        if st.over or not self._resigned or self.human is None:
            return st.winner
        return resignation_winner(st, self.human)

    def resign(self) -> None:
        """The human gives up the game (with partners, the side does): the computer stops and
        nothing more can be played; the game is over."""
        st = self._require()
        if st.over or self.human is None:
            return
        self._cancel_worker()
        self._resigned = True
        self.state_changed.emit()
        self.turn_changed.emit(None, st.step)

    def is_humans_turn(self) -> bool:
        st = self._state
        return (st is not None and not self._resigned and st.to_act is not None
                and st.to_act == self.human)

    # ------------------------------------------------------------------ the human's actions
    def explain(self, action: Action) -> str | None:
        """Why the human may not take ``action`` now, as a sentence (None: it is allowed)."""
        return human_moves.refusal(self._state, self.human, action, resigned=self._resigned)

    def legal_actions(self) -> list[Action]:
        """The human's legal actions now (empty when it is not the human's turn)."""
        if not self.is_humans_turn():
            return []
        return list(self.observation().legal)

    def playable_cards(self) -> set[int]:
        """The cards the human may play now, every copy included."""
        if not self.is_humans_turn():
            return set()
        return human_moves.playable_cards(self._require())

    def allows(self, actions: Iterable[Action]) -> bool:
        """Whether the human could take ``actions`` one after another from here (the engine
        answers on a copy of the game; nothing changes)."""
        return self.is_humans_turn() and human_moves.allows(self._require(), actions)

    def can_score_later(self, meld: Meld) -> bool:
        """Whether the human may lay ``meld`` now "to score" on a later trick (see
        :func:`.human_moves.can_score_later`)."""
        return self.is_humans_turn() and human_moves.can_score_later(self._require(), meld)

    def try_action(self, action: Action) -> str | None:
        """Apply the human's ``action`` if it is allowed; otherwise emit :attr:`action_refused`.

        Returns None when applied, else the sentence saying why not.
        """
        return self.try_actions([action])

    def try_actions(self, actions: Iterable[Action]) -> str | None:
        """Apply several of the human's actions in turn (e.g. declare a meld and score it);
        stops at the first one that is not allowed. They are taken back together by
        :meth:`undo`."""
        first = True
        for action in actions:
            reason = self.explain(action)
            if reason is not None:
                self.action_refused.emit(reason)
                return reason
            if first:
                self._undo.begin_input()
                first = False
            self._apply(action, by_human=True)
        return None

    def can_undo(self) -> bool:
        """Whether the human's last input can be taken back: a card with the computer's answer
        to it (the whole trick), a declaration, the seven exchanged. Not once a card has been
        drawn from the stock since (but in a :attr:`practice` game), nor after the computer
        has shown or exchanged cards: taking it back would show a card the human may not see."""
        return self._undo.open and self._state is not None and self._state.can_undo()

    def undo_refusal(self) -> str:
        """Why :meth:`undo` can do nothing now, as a sentence for the player."""
        return self._undo.refusal(self._state, self.human)

    def undo(self) -> bool:
        """Take back the human's last input (a click may have applied several actions, and
        the computer may have played its card to the trick since); returns whether anything
        was taken back."""
        if not self.can_undo():
            return False
        self._cancel_worker()
        st = self._require()
        for _ in range(self._undo.take_back()):
            st.undo()  # the computer's later actions (never undoable) go with it
        self.assistance_used.emit("undo")
        self.state_reset.emit(self.observation())
        self._after_change()
        return True

    def claim(self) -> Claim | None:
        """The claim of the rest the human may make now (see :mod:`bezique_qt.ai.claim`)."""
        st = self._state
        if st is None or self._move_future is not None or not self.is_humans_turn():
            return None
        key = (id(st), len(st.actions), st.actions[-1] if st.actions else None)
        if self._claim[0] != key:  # judged once a position (the solver's work)
            self._claim = (key, claims.claim(self.observation()))
        return self._claim[1]

    def claim_rest(self) -> bool:
        """Play out the rest of the deal at once when :meth:`claim` offers it; its scores
        are those of the tricks played one by one. Returns whether it was played."""
        if self.claim() is None:
            return False
        self._cancel_worker()
        events = claims.play_out(self._require())
        self._human_moved = True
        self._undo.forget("deal")
        self._report(events)
        return True

    def request_hint(self) -> bool:
        """Ask the computer what it would do in the human's place; :attr:`hint_ready` follows.

        Returns False when there is nothing to suggest (not the human's turn).
        """
        if not self.is_humans_turn() or self._hint_future is not None:
            return False
        level = next(iter(self._computer.values()), service.DEFAULT_LEVEL)
        self._hint_generation = self._generation
        self._hint_future = self._submit(service.compute_hint, self.observation(), level)
        self._poll.start()
        self.assistance_used.emit("hint")
        return True

    # ------------------------------------------------------------------ applying
    def _require(self) -> GameState:
        if self._state is None:
            raise RuntimeError("no game has been started")
        return self._state

    def _apply(self, action: Action, *, by_human: bool) -> None:
        st = self._require()
        # Only the human's actions can be taken back, so only they keep an undo snapshot.
        events = st.apply(action, undoable=by_human)
        self._human_moved = self._human_moved or by_human
        self._undo.applied(action, events, by_human=by_human, practice=self.practice)
        if not by_human and action.kind == ANNOUNCE:
            # told with the computer's next action, which scores it now or another meld:
            # a meld scored at once is never shown "to score" first
            self._held = list(events)
            self._after_change()
            return
        self._report(events)

    def _report(self, events: Sequence[Event]) -> None:
        events, self._held = [*self._held, *events], []
        seen = [e.for_player(self._viewer) for e in events]
        obs = self.observation()
        drawn: list[tuple[int, int | None]] = []
        for e in seen:
            if e.kind in (ev.CARD_DRAWN, ev.TURN_UP_TAKEN):
                drawn.append((e.player if e.player is not None else 0, e.card))
                continue
            if drawn:
                self.cards_drawn.emit(drawn)
                drawn = []
            self._emit_event(e)
        if drawn:
            self.cards_drawn.emit(drawn)
        self.events_applied.emit(seen, obs)
        self._after_change()

    def _emit_event(self, e: Event) -> None:
        p = e.player if e.player is not None else 0
        k = e.kind
        if k == ev.CARD_PLAYED and e.card is not None:
            self.card_played.emit(p, e.card)
        elif k == ev.TRICK_WON:
            self.trick_won.emit(p, e.cards)
        elif k == ev.MELD_ANNOUNCED:
            self.meld_announced.emit(p, e.meld, e.points)
        elif k == ev.MELD_SCORED:
            self.meld_scored.emit(p, e.meld, e.points)
        elif k == ev.CLAIM_LAPSED:
            self.claim_lapsed.emit(p, e.meld)
        elif k == ev.SEVEN_EXCHANGED and e.card is not None:
            self.seven_exchanged.emit(p, e.card, e.cards[1])
        elif k == ev.SEVEN_SCORED and e.card is not None:
            self.seven_shown.emit(p, e.card)
        elif k == ev.CARTE_BLANCHE:
            self.carte_blanche_shown.emit(p, e.cards)
        elif k == ev.TRUMP_FIXED:
            trump = self._require().trump
            if trump is not None:
                self.trump_fixed.emit(trump)
        elif k == ev.POINTS:
            self.points_scored.emit(p, e.points, e.text)
        elif k == ev.PHASE_CHANGED:
            self.phase_changed.emit(2)
        elif k == ev.DEAL_ENDED:
            self.deal_finished.emit(self._require().deal_results[-1])
        elif k == ev.GAME_ENDED:
            self.game_finished.emit(e.player)

    def _after_change(self) -> None:
        st = self._require()
        if self._answer_lone_done():
            return
        self.state_changed.emit()
        self.turn_changed.emit(st.to_act, st.step)
        self._start_computer()

    def _answer_lone_done(self) -> bool:
        """After the human wins a trick with nothing to declare, the engine still asks for a
        declaration (so the opponent cannot tell); answer its lone "done" for the human. An
        act the human has begun is left for the human to finish."""
        st = self._require()
        human = self.human
        if st.step != STEP_DECLARE or human is None or st.to_act != human:
            return False
        if st.act_announced or st.act_scored or st.act_exchanged is not None or st.act_dix:
            return False
        if st.declaration_possible(human) or st.legal_actions() != [Action(DONE)]:
            return False
        self._apply(Action(DONE), by_human=True)
        return True

    # ------------------------------------------------------------------ the computer's turns
    def resume(self) -> None:
        """Let the computer act again after :attr:`paused` was cleared."""
        self.paused = False
        self._start_computer()

    def _start_computer(self) -> None:
        st = self._state
        if st is None or self.paused or self._resigned or self._move_future is not None:
            return
        seat = st.to_act
        if seat is None or seat not in self._computer or st.deal_over:
            return
        self._generation += 1
        self._move_generation = self._generation
        remembered = self._undo.reply(st.actions)
        if remembered is not None and st.explain(remembered) is None:
            # the same position again after an undo: the same answer, as a player would
            self._move_future = Future()
            self._move_future.set_result(remembered)
        else:
            obs = st.observation(seat)
            seed = self._rng.randrange(1 << 62)
            self._move_future = self._submit(service.compute_move, obs, self._computer[seat],
                                             seed, self.worker_min_seconds)
        self._clock.start()
        self._set_thinking(True)
        self._poll.start()

    def _submit(self, function: Any, *args: Any) -> Future[Any]:
        try:
            return service.worker_pool().submit(function, *args)
        except (BrokenProcessPool, RuntimeError):
            _log.warning("the computer's worker process cannot be started")
        # No worker process can be started here: answer in this process (the fallback
        # player is quick enough).
        future: Future[Any] = Future()
        try:
            future.set_result(function(*args))
        except Exception as error:  # reported when the result is read
            future.set_exception(error)
        return future

    def _check_worker(self) -> None:
        if self._hint_future is not None and self._hint_future.done():
            hint, self._hint_future = self._hint_future, None
            if self._hint_generation == self._generation and self.is_humans_turn():
                try:
                    action, reason = hint.result()
                except Exception:
                    _log.exception("the hint could not be computed")
                else:
                    self.hint_ready.emit(action, reason)
        future = self._move_future
        if future is not None and future.done() and (
            self._clock.elapsed() >= self.computer_pause_ms
        ):
            self._move_future = None
            if self._move_generation == self._generation:
                self._finish_computer_turn(future)
        if self._move_future is None and self._hint_future is None:
            self._poll.stop()

    def _finish_computer_turn(self, future: Future[Action]) -> None:
        st = self._require()
        seat = st.to_act
        obs = st.observation(seat) if seat is not None else None
        try:
            action: Action | None = future.result()
        except Exception:
            _log.exception("the computer player failed; it plays a simple move instead")
            action = None
        if action is None or st.explain(action) is not None:
            if action is not None:
                _log.error("the computer chose an illegal action %s; playing a legal one", action)
            assert obs is not None
            action = service.fallback_choose(obs, self._rng)
        self._set_thinking(False)
        self._undo.remember_reply(st.actions, action)
        self._apply(action, by_human=False)

    def _set_thinking(self, thinking: bool) -> None:
        if thinking != self._thinking:
            self._thinking = thinking
            self.thinking_changed.emit(thinking)

    def _cancel_worker(self) -> None:
        """Forget any computation under way (its result will be ignored)."""
        self._generation += 1
        self._held = []
        if self._move_future is not None:
            self._move_future.cancel()
            self._move_future = None
        if self._hint_future is not None:
            self._hint_future.cancel()
            self._hint_future = None
        self._poll.stop()
        self._set_thinking(False)

    def shutdown(self) -> None:
        """Stop the computer's work for this game (the window is closing)."""
        self._cancel_worker()
        self.paused = True

