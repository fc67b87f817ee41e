"""Game records: variant, seed or deck orders, and the actions, as JSON that replays exactly.

::

    {"format": "bezique-qt-record", "version": 1,
     "variant": "classic", "switches": {"game_target": 1500},
     "seed": 7, "first_dealer": null, "decks": [],
     "players": ["South", "North"],
     "actions": ["play QS1", "play 7H2", "announce BEZIQUE_1 QS2 JD1", ...]}

``decks`` (optional) lists deal orders, top card first (see :meth:`GameState.new_game`).
Between deals the replay starts the next deal by itself.  ``"plays_on": true`` (written only
then) marks a record that stops where the game goes on after a tie no tie-break settles (see
:data:`PLAYS_ON`).  A game can end as a deal is dealt, with no action of that deal (classic: the
dealer's turned-up seven of trumps brings him to the target): a record that stops between deals
replays to that end when the next deal ends the game, so the record needs nothing beyond its
actions.

Version 2 adds ``commitments`` (optional): for each deal, in order, its seal (see
:mod:`.seals`) or null for a deal given as a deck order::

     "commitments": [{"deal": 1, "commitment": "9c1e…", "seed": 4150…, "salt": "5f2a…"}, ...]

A deal with a seal is dealt from the seal's seed; ``seed`` may then be null (every deal had a
seed of its own). Records without commitments are still written as version 1. The format is
described for people in ``docs/records.md``.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from .actions import ANNOUNCE, Action
from .cards import card_str, parse_cards
from .errors import IllegalAction, RecordError
from .points import end_game
from .results import DealResult
from .seals import Seal
from .state import STEP_DEAL_OVER, GameState
from .variants import ALL_PRESETS, variant_from

FORMAT = "bezique-qt-record"
VERSION = 2
"""The newest format version this program reads and writes (see the module's description)."""

#: Before the engine checked every announcement of a declaration act against the others (and put
#: all quartets in one class for the fresh-card rule), an act could hold an announcement that
#: the re-use rules now refuse because of another announcement of the same act.  Games saved and
#: recorded then replay as they were played: such an announcement is applied as recorded when
#: these rules alone refuse it.
_EARLIER_ACT_RULES = frozenset({"R2", "R5", "F2"})
#: Before SPEC §13, a partner's melds counted against his side only while a card of his was on
#: his table, and a further double bezique might take a crossed pair: an announcement or a
#: score refused now for these rules alone replays as recorded when those rules allowed it
#: (:meth:`GameState.allowed_before_side_rules`).
_EARLIER_SIDE_RULES = frozenset({"R1", "R2", "F1"})
MAX_ACTIONS = 200_000
MAX_SEED = 10**40
"""Seeds are whole numbers below this in size (or text of at most :data:`MAX_SEED_TEXT`
characters): far beyond any seed the program makes, far below numbers too long to print."""
MAX_SEED_TEXT = 200
EARLIEST_YEAR = 1900
LATEST_YEAR = 9000
"""Dates in records (and in the files that hold records) lie between these years, so turning
them into any time zone can never leave the range the calendar can hold."""
DATE_KEYS = ("date", "played", "started_at", "started", "saved_at", "saved", "created",
             "finished_at", "finished")
"""Where records and their containers (saved games, autosaves) keep a date, best first."""
#: Before SPEC §13 settled it, a game of three or four that ended over the target in a tie no
#: tie-break settles was drawn (no winner); now it goes on with another deal.  A record that
#: stops at such a tie says ``"plays_on": true`` when written by a version that plays on; without
#: it the record is an earlier version's, and its replay ends there, drawn, as that game did.
PLAYS_ON = "plays_on"


def whole_number(value: Any) -> bool:
    """Whether ``value`` is a JSON whole number: an int, never a bool (``true`` is not 1) nor a
    float (``1.0`` is not 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_date(value: Any, what: str = "a date") -> datetime | None:
    """A date from a file: ISO text (``2025-03-01T20:14:05+00:00``; without a time zone it is
    UTC) or seconds since 1970, as an aware datetime, or None for no date (None or "").

    Raises :class:`RecordError` when it is not a date or lies outside
    :data:`EARLIEST_YEAR`..:data:`LATEST_YEAR`."""
    if value is None or value == "":
        return None
    refused = RecordError(f"{what} is not a date between the years {EARLIEST_YEAR} and "
                          f"{LATEST_YEAR}")
    if isinstance(value, str):
        if len(value) > 40:
            raise refused
        try:
            moment = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
        except ValueError:
            raise refused from None
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
    elif (whole_number(value) or isinstance(value, float)) and abs(value) < 1e12 \
            and math.isfinite(value):
        try:
            moment = datetime.fromtimestamp(value, UTC)
        except (OverflowError, OSError, ValueError):
            raise refused from None
    else:
        raise refused
    # the year is checked both where it was written and in UTC: neither may fall off the calendar
    # when shown in another time zone
    if not EARLIEST_YEAR <= moment.year <= LATEST_YEAR:
        raise refused
    try:
        in_utc = moment.astimezone(UTC)
    except (OverflowError, ValueError):
        raise refused from None
    if not EARLIEST_YEAR <= in_utc.year <= LATEST_YEAR:
        raise refused
    return moment


@dataclass
class GameRecord:
    variant: str = "classic"
    switches: dict[str, Any] = field(default_factory=dict)
    seed: int | str | None = None
    first_dealer: int | None = None
    decks: list[list[str]] = field(default_factory=list)
    players: list[str] = field(default_factory=lambda: ["South", "North"])
    actions: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    commitments: list[Seal | None] = field(default_factory=list)
    plays_on: bool = False  # stops at a tie after which the game goes on (see PLAYS_ON)

    def __post_init__(self) -> None:
        # A name read from a file may hold a lone surrogate ("\ud800" in JSON), which no file
        # can hold: it could never be written back. It becomes U+FFFD.
        self.players = ["".join("\ufffd" if "\ud800" <= c <= "\udfff" else c for c in n)
                        if isinstance(n, str) else n for n in self.players]

    @staticmethod
    def of(state: GameState) -> GameRecord:
        """The record of everything played so far in ``state``."""
        return GameRecord(
            variant=state.variant.id, switches=state.variant.overrides(), seed=state.seed,
            first_dealer=state.first_dealer if state.cut is None else None,
            decks=[[card_str(c) for c in d] for d in state.decks], players=list(state.names),
            actions=[str(a) for a in state.actions], plays_on=state.tied_at_target,
            commitments=list(state.seals))

    def to_json(self) -> dict[str, Any]:
        sealed = any(s is not None for s in self.commitments)
        d: dict[str, Any] = {"format": FORMAT, "version": VERSION if sealed else 1,
                             "variant": self.variant,
                             "switches": self.switches, "seed": self.seed,
                             "first_dealer": self.first_dealer, "decks": self.decks,
                             "players": self.players, "actions": self.actions}
        if self.plays_on:
            d[PLAYS_ON] = True
        if sealed:
            d["commitments"] = [None if s is None else s.to_json() for s in self.commitments]
        if self.extra:
            d["extra"] = self.extra
        return d

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1)

    @staticmethod
    def from_json(data: Any) -> GameRecord:
        """Validate plain JSON data; raises RecordError with a sentence on anything wrong."""
        if not isinstance(data, dict):
            raise RecordError("this is not a Bezique game record (expected a JSON object)")
        if data.get("format") != FORMAT and isinstance(data.get("record"), dict):
            data = data["record"]  # a saved game or autosave holds its record under "record"
        if data.get("format") != FORMAT:
            raise RecordError("this is not a Bezique game record (its format is "
                              f"{data.get('format')!r})")
        version = data.get("version")
        if not whole_number(version) or version < 1:
            raise RecordError("the record has no valid format version")
        if version > VERSION:
            raise RecordError(f"the record was written by a newer program (format version "
                              f"{version}; this program reads up to {VERSION})")
        variant = data.get("variant")
        switches = data.get("switches") or {}
        seed = data.get("seed")
        first = data.get("first_dealer")
        decks = data.get("decks") or []
        players = data.get("players") or ["South", "North"]
        actions = data.get("actions")
        if not isinstance(variant, str):
            raise RecordError("the record names no variant")
        if not isinstance(switches, dict):
            raise RecordError("the record's rule switches are not a mapping")
        if seed is not None and not (whole_number(seed) or isinstance(seed, str)):
            raise RecordError("the record's seed must be a number or text")
        if whole_number(seed) and abs(seed) >= MAX_SEED:
            raise RecordError("the record's seed is too large")
        if isinstance(seed, str) and len(seed) > MAX_SEED_TEXT:
            raise RecordError("the record's seed is too long")
        seats = _seats(variant, switches)
        if first is not None and not (whole_number(first) and first in range(seats)):
            raise RecordError("the record's first dealer must be 0 or 1" if seats == 2 else
                              f"the record's first dealer must be a player from 0 to {seats - 1}")
        if not isinstance(decks, list) or not all(
                isinstance(d, list) and all(isinstance(c, str) for c in d) for d in decks):
            raise RecordError("the record's deck orders must be lists of cards")
        if (not isinstance(players, list) or len(players) != seats
                or not all(isinstance(n, str) and len(n) <= 100 for n in players)):
            raise RecordError(f"the record must name {_NUMBER_WORDS[seats]} players")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise RecordError("the record's actions must be a list of texts")
        if len(actions) > MAX_ACTIONS:
            raise RecordError("the record is too long to be a game")
        commitments = data.get("commitments") or []
        if not isinstance(commitments, list) or len(commitments) > MAX_ACTIONS:
            raise RecordError("the record's commitments must be a list, one for each deal")
        seals = [Seal.from_json(c, i + 1) for i, c in enumerate(commitments)]
        if seed is None and not decks and not any(seals):
            raise RecordError("the record has neither a seed nor deck orders")
        extra = data.get("extra") or {}
        if isinstance(extra, dict):
            for key in DATE_KEYS:
                check_date(extra.get(key), f"the record's {key} field")
        return GameRecord(variant, dict(switches), seed, first, [list(d) for d in decks],
                          list(players), list(actions), dict(extra) if isinstance(extra, dict)
                          else {}, seals, data.get(PLAYS_ON) is True)

    @staticmethod
    def loads(text: str) -> GameRecord:
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as e:
            # ValueError covers JSONDecodeError and numbers too long to convert (over 4,300
            # digits)
            first = (str(e).splitlines() or [type(e).__name__])[0][:120]
            raise RecordError(f"the file is not valid JSON ({first})") from None
        return GameRecord.from_json(data)

    def new_state(self) -> GameState:
        """The game as it was when the record began: its first deal dealt, sealed only if the
        record carries that deal's seal (call ``state.sealing = True`` to seal the deals
        dealt from now on)."""
        try:
            variant = variant_from(self.variant, self.switches)
        except (ValueError, TypeError) as e:
            raise RecordError(f"the record's rules are not valid: {e}") from None
        if len(self.players) != variant.players:
            raise RecordError(f"the record names {len(self.players)} players for a game of "
                              f"{variant.players}")
        try:
            decks = [parse_cards(d, variant.packs) for d in self.decks]
            return GameState.new_game(variant, self.seed, decks=decks or None,
                                      first_dealer=self.first_dealer, names=self.players,
                                      seals=self.commitments, sealing=False)
        except ValueError as e:
            raise RecordError(f"the record's deck orders are not valid: {e}") from None


_NUMBER_WORDS = {2: "two", 3: "three", 4: "four"}


def _seats(variant: Any, switches: Any) -> int:
    """How many players the record's game has (two when its rules cannot be read: they are
    refused with their own sentence)."""
    base = ALL_PRESETS.get(variant) if isinstance(variant, str) else None
    seats = base.players if base is not None else 2
    if isinstance(switches, dict) and switches.get("players") in _NUMBER_WORDS:
        seats = switches["players"]
    return seats


def replay(record: GameRecord, *, undoable: bool = False,
           on_deal: Callable[[GameState], None] | None = None) -> GameState:
    """Replay ``record`` and return the final state.  A bad action raises RecordError with the
    action's index and the reason; the deal after a finished one starts by itself, and so
    does the one after the last action when it ends the game as it is dealt
    (:func:`ends_as_dealt`).  ``on_deal`` is called with the state as each deal starts (before
    its first action).

    Deals the record carries no commitment for stay unsealed (they were dealt before); the
    deals dealt after it, when the game goes on from the returned state, are sealed."""
    st = record.new_state()
    if on_deal is not None:
        on_deal(st)
    for i, text in enumerate(record.actions):
        if st.step == STEP_DEAL_OVER:
            st.next_deal()
            if not undoable:
                st._undo.clear()
            if on_deal is not None:
                on_deal(st)
        try:
            action = Action.parse(text, st.variant.packs)
        except ValueError as e:
            raise RecordError(f"action {i + 1} ({text!r}) cannot be read: {e}", i) from None
        try:
            st.apply(action, undoable=undoable)
        except IllegalAction as e:
            if ((action.kind == ANNOUNCE and st.act_announced
                    and _EARLIER_ACT_RULES.issuperset(e.reasons))
                    or (_EARLIER_SIDE_RULES.issuperset(e.reasons)
                        and st.allowed_before_side_rules(action))):
                st._apply_as_recorded(action, undoable=undoable)
                continue
            raise RecordError(f"action {i + 1} ({text!r}) is not legal here: {e.message}",
                              i) from None
    if st.tied_at_target and not record.plays_on:
        # an earlier version's game, drawn where this one plays on (PLAYS_ON)
        end_game(st, None, "a tie no tie-break settles (drawn, as then played)")
    elif st.step == STEP_DEAL_OVER and ends_as_dealt(st):
        st.next_deal()
        if not undoable:
            st._undo.clear()
        if on_deal is not None:
            on_deal(st)
    st.sealing = True
    return st


def replay_to(record: GameRecord, index: int) -> GameState:
    """The game as it stood when action ``index`` of ``record`` (from 0) was chosen: the
    actions before it replayed, and the next deal dealt when they end one — the same hands
    and stock order as in the game, from the deal's seed, seal or deck order. Raises
    RecordError for a bad record or an index it does not have."""
    if not 0 <= index < len(record.actions):
        raise RecordError(f"the record has no action {index + 1}", index)
    state = replay(replace(record, actions=record.actions[:index]))
    if state.step == STEP_DEAL_OVER:
        state.next_deal()
        state._undo.clear()
    return state


def ends_as_dealt(state: GameState) -> bool:
    """Whether the next deal of ``state`` (a deal just over) ends the game as it is dealt,
    before anyone acts: a turned-up seven of trumps scores for the dealer and reaches the target
    (SPEC §1.1, §9.1).  Such a game is over, though its record stops between deals.  A next deal
    the record does not fix (no game seed, deck order or seal for it: the game was kept at the
    deal's summary, before its seed was drawn) is never guessed at."""
    nxt = state.deal_index + 1
    fixed = (state.seed is not None or nxt < len(state.decks)
             or (nxt < len(state.seals) and state.seals[nxt] is not None))
    if not fixed:
        return False
    trial = state.clone()
    trial.next_deal()
    return trial.over


def deals_played(state: GameState) -> list[DealResult]:
    """Every deal of the game: the finished ones (``deal_results``) and, if the game stopped
    during a deal (a player reached the target, or the record ends mid-deal), that deal too,
    with ``last_trick`` None and ``finished`` false."""
    deals = list(state.deal_results)
    if len(deals) <= state.deal_index:
        deals.append(DealResult(state.deal_index + 1, state.dealer, tuple(state.deal_points),
                                tuple(state.brisques), None, finished=False))
    return deals
