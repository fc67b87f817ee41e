"""A network table: the game the server holds, its seats, and how it is kept on disk.

A :class:`Table` owns one :class:`~bezique_qt.engine.GameState`; every action a seat sends is
checked by the engine (:meth:`Table.check_action`) before it is applied, and each seat is told
only what its observation holds (:meth:`Table.view`). It knows nothing of sockets or of the
event loop: :mod:`.server` drives it.

A table is kept on disk as JSON (:class:`TableStore`): its settings, its seats (a seat's token
only as its SHA-256 digest) and the game's record (:class:`~bezique_qt.engine.GameRecord`, which
replays exactly), written through :func:`~bezique_qt.persistence.atomic.write_atomic`, never
half-written and never pickled. A restarted server replays each record and the table goes on
where it was.

Standard library only; no Qt.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import logging
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bezique_qt.engine import (
    STEP_DEAL_OVER,
    Action,
    GameRecord,
    GameState,
    IllegalAction,
    replay,
    variant_from,
)
from bezique_qt.engine.cards import card_str
from bezique_qt.engine.errors import RecordError
from bezique_qt.engine.events import Event
from bezique_qt.levels import Level
from bezique_qt.persistence.atomic import read_limited, sync_folder, write_atomic
from bezique_qt.persistence.errors import ReadError, WriteError

from . import protocol as p
from .journal import Entry, Journal

FORMAT = "bezique-qt-table"
VERSION = 1
MAX_TABLE_FILE = 8 * 1024 * 1024
FINISHED_DIR = "finished"
"""The folder, beside the tables, that finished games' tables are moved to."""
STAND_IN = Level.MEDIUM
"""The level of the computer that plays for a person who has dropped."""

_log = logging.getLogger(__name__)


def new_code() -> str:
    """A fresh table code: 80 random bits from the operating system, in base 32."""
    return base64.b32encode(secrets.token_bytes(10)).decode("ascii")


def new_token() -> str:
    """A fresh seat token: 192 random bits, URL-safe base 64 (32 characters)."""
    return secrets.token_urlsafe(24)


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("ascii", "replace")).hexdigest()


@dataclass
class Seat:
    """One seat: a person (once taken, known by its token's digest) or the computer."""

    kind: str
    level: Level = Level.MEDIUM
    name: str = ""
    token_sha256: str = ""
    # what the server knows while it runs (not kept on disk)
    connected: bool = False
    stand_in: bool = False  # the computer plays for this person, who has dropped
    thinking: bool = False
    ready: bool = False

    @property
    def taken(self) -> bool:
        return self.kind == p.COMPUTER or bool(self.token_sha256)

    @property
    def played_by_computer(self) -> bool:
        return self.kind == p.COMPUTER or self.stand_in

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": str(self.level), "name": self.name,
                "token_sha256": self.token_sha256}

    @staticmethod
    def from_json(data: Any) -> Seat:
        if not (isinstance(data, dict) and data.get("kind") in p.SEAT_KINDS
                and isinstance(data.get("name"), str) and isinstance(data.get("level"), str)
                and isinstance(data.get("token_sha256"), str)):
            raise RecordError("a seat of the table is not valid")
        return Seat(data["kind"], Level.named(data["level"]), data["name"][:p.MAX_NAME],
                    data["token_sha256"])


@dataclass
class Table:
    """One game held by the server, with its seats."""

    code: str
    state: GameState
    seats: list[Seat]
    seq: int = 0  # bumped at every change of the game; an action must name the latest
    phrases: list[tuple[int, str]] = field(default_factory=list)
    # the actions' texts as the record writes them, kept as they are played: the table is
    # written after every move, and a long game's record would otherwise be spelt out anew
    texts: list[str] = field(default_factory=list)
    private: bool = False  # announced on the local network without its code (discovery.py)
    # the latest change, as the journal keeps it: an action's text, or None for a new deal
    last_change: str | None = None

    def __post_init__(self) -> None:
        self.texts = [str(a) for a in self.state.actions]
        self._switches = self.state.variant.overrides()

    @staticmethod
    def create(variant_id: str, switches: dict[str, Any], seats: list[p.SeatSpec],
               creator: str, *, private: bool = False) -> tuple[Table, str]:
        """A new table (its first deal dealt, sealed with a fresh seed) and the creator's token
        (seat 0). Raises :class:`~.protocol.ProtocolError` for rules that are not valid."""
        try:
            variant = variant_from(variant_id, switches or None)
        except (ValueError, TypeError) as e:
            raise p.ProtocolError(p.BAD_MESSAGE, f"the rules are not valid: {e}") from None
        if len(seats) != variant.players:
            raise p.ProtocolError(p.BAD_MESSAGE, f"{variant.name} is played by "
                                  f"{variant.players} players, not {len(seats)}")
        table_seats = [Seat(s.kind, Level.named(s.level),
                            f"{Level.named(s.level).display_name} ({i + 1})"
                            if s.kind == p.COMPUTER else "") for i, s in enumerate(seats)]
        state = GameState.new_game(variant, names=[s.name or f"Seat {i + 1}"
                                                   for i, s in enumerate(table_seats)])
        table = Table(new_code(), state, table_seats, private=private)
        token = table.take_seat(creator)[1]
        return table, token

    # ------------------------------------------------------------------ seats
    def take_seat(self, name: str) -> tuple[int, str]:
        """The first free person's seat for ``name``, and its new token."""
        for index, seat in enumerate(self.seats):
            if not seat.taken:
                token = new_token()
                seat.name = name.strip()
                seat.token_sha256 = token_digest(token)
                self.state.seat_player(index, seat.name)
                return index, token
        raise p.ProtocolError(p.TABLE_FULL, "every seat of this table is taken")

    def seat_of_token(self, token: str) -> int | None:
        """The seat whose token this is (compared in constant time), or None."""
        digest = token_digest(token)
        found = None
        for index, seat in enumerate(self.seats):
            if seat.token_sha256 and hmac.compare_digest(seat.token_sha256, digest):
                found = index
        return found

    def computer_to_act(self) -> int | None:
        """The seat the computer must play now (its own, or a dropped person's), or None."""
        seat = self.state.to_act
        if seat is None or self.state.deal_over:
            return None
        return seat if self.seats[seat].played_by_computer else None

    # ------------------------------------------------------------------ the game
    def check_action(self, seat: int, text: str, seq: int) -> Action:
        """The action ``seat`` sent, checked: its turn, the latest state, legal by the engine.
        Raises :class:`~.protocol.ProtocolError` naming the fault."""
        st = self.state
        if st.over:
            raise p.ProtocolError(p.GAME_OVER, "the game is over")
        if st.deal_over:
            raise p.ProtocolError(p.NOT_YOUR_TURN, "the deal is over; the next one has not "
                                  "been dealt yet")
        if st.to_act != seat:
            raise p.ProtocolError(p.NOT_YOUR_TURN, "it is not your turn")
        if self.seats[seat].stand_in:
            raise p.ProtocolError(p.NOT_YOUR_TURN, "the computer is playing this seat")
        if seq != self.seq:
            raise p.ProtocolError(p.STALE, f"the action answers state {seq}; the table is at "
                                  f"{self.seq} (an old or repeated message)")
        try:
            action = Action.parse(text, st.variant.packs)
        except ValueError as e:
            raise p.ProtocolError(p.ILLEGAL, str(e)) from None
        reason = st.explain(action)
        if reason is not None:
            raise p.ProtocolError(p.ILLEGAL, reason)
        return action

    def apply(self, action: Action) -> list[Event]:
        """Apply a checked action; the game's events."""
        try:
            events = self.state.apply(action, undoable=False)
        except IllegalAction as e:  # check_action already asked: a fault of the program
            raise p.ProtocolError(p.ILLEGAL, e.message) from None
        self.texts.append(str(action))
        self.last_change = self.texts[-1]
        self.seq += 1
        for seat in self.seats:
            seat.ready = False
        return events

    def record(self) -> GameRecord:
        """The game's record (as :meth:`GameRecord.of` makes it, from the texts kept)."""
        st = self.state
        return GameRecord(
            variant=st.variant.id, switches=dict(self._switches), seed=st.seed,
            first_dealer=st.first_dealer if st.cut is None else None,
            decks=[[card_str(c) for c in d] for d in st.decks],
            players=list(st.names), actions=list(self.texts), plays_on=st.tied_at_target,
            commitments=list(st.seals))

    def next_deal(self) -> list[Event]:
        events = self.state.next_deal(undoable=False)
        self.last_change = None
        self.seq += 1
        self.phrases.clear()
        for seat in self.seats:
            seat.ready = False
        return events

    def journal_line(self) -> str:
        """The journal's line of the latest change (:mod:`.journal`)."""
        return Entry(self.code, self.seq, self.last_change).line()

    def replay_entry(self, entry: Entry) -> None:
        """Make again a change the journal kept (its ``seq`` is one past the table's). Raises
        :class:`RecordError` when the change does not fit the game."""
        st = self.state
        try:
            if entry.action is None:
                if not st.deal_over or st.over:
                    raise RecordError("a next deal where no deal is over")
                self.next_deal()
            else:
                self.apply(Action.parse(entry.action, st.variant.packs))
        except (ValueError, IllegalAction) as e:  # ProtocolError is a ValueError
            raise RecordError(f"the move {entry.action!r} does not fit the game: {e}") from None

    def ready_for_next_deal(self) -> bool:
        """Whether every person at the table (connected and playing) has said ready."""
        return all(s.ready for s in self.seats if s.kind == p.PERSON and s.connected
                   and not s.stand_in)

    # ------------------------------------------------------------------ what a seat is told
    def status(self) -> list[dict[str, Any]]:
        """Who sits where, who is connected, who is thinking (public)."""
        return [{"seat": i, "name": s.name, "kind": s.kind,
                 "level": str(s.level) if s.kind == p.COMPUTER else None,
                 "taken": s.taken, "connected": s.connected or s.kind == p.COMPUTER,
                 "stand_in": s.stand_in, "thinking": s.thinking}
                for i, s in enumerate(self.seats)]

    def view(self, seat: int, events: list[Event], *, full: bool = False) -> dict[str, Any]:
        """The ``update`` message for ``seat``: its observation, the events as it may see them,
        whose turn, the scores, the table's status, and the deal's seed once the deal is
        over. The deal's tricks and score entries so far are sent ``full`` (to a seat that has
        just sat down) and when the deal is over; between, each update's events tell what
        changed, which keeps the updates of a long deal short."""
        st = self.state
        message = self._update(seat, events, full, self.status(),
                               p.seal_json(st.seal()) if st.deal_over else None)
        # once a deal is over every card of it is public: the game's record so far (its
        # finished deals only), which a client keeps as its own game (persistence/network)
        message["record"] = self.record().to_json() if st.deal_over else None
        return message

    def updates(self, seats: list[int], events: list[Event], *,
                full: int | None = None) -> dict[int, str]:
        """The text of the ``update`` message (:meth:`view`) for each of ``seats``, ``full``
        for the seat ``full``: what is the same for every seat (the table's status, the seal,
        the game's record) is built and encoded once."""
        st = self.state
        status = self.status()
        seal = p.seal_json(st.seal()) if st.deal_over else None
        tail = (',"record":' + p.encode(self.record().to_json()) if st.deal_over
                else ',"record":null') + "}"
        return {seat: p.dumps(self._update(seat, events, seat == full, status, seal))[:-1]
                + tail for seat in seats}

    def _update(self, seat: int, events: list[Event], full: bool,
                status: list[dict[str, Any]], seal: dict[str, Any] | None) -> dict[str, Any]:
        st = self.state
        observation = p.observation_json(st.observation(seat))
        if not (full or st.deal_over):
            del observation["tricks"], observation["history"]
        return {
            "type": "update", "table": self.code, "seq": self.seq,
            "to_act": None if st.deal_over else st.to_act,
            "deal_over": st.deal_over, "game_over": st.over,
            "winner": st.winner if st.over else None,
            "game_points": list(st.game_points),
            "observation": observation,
            "events": p.events_json(events, seat),
            "seats": status, "seal": seal,
        }

    def welcome(self, seat: int, token: str | None) -> dict[str, Any]:
        v = self.state.variant
        return {"type": "welcome", "table": self.code, "seat": seat, "token": token,
                "variant": v.id, "switches": v.overrides(), "players": v.players}

    # ------------------------------------------------------------------ on disk
    def to_json(self) -> dict[str, Any]:
        # the deal being played: a record whose last deal has no action yet replays to the end
        # of the deal before (the new deal's seal is kept, and deals the same cards again)
        return {"format": FORMAT, "version": VERSION, "code": self.code, "seq": self.seq,
                "deal": self.state.deal_index + 1, "seats": [s.to_json() for s in self.seats],
                "record": self.record().to_json(), **({"private": True} if self.private else {})}

    @staticmethod
    def from_json(data: Any) -> Table:
        """A table read back from disk; raises RecordError with a sentence when it is not."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("this is not a network table")
        if data.get("version") != VERSION:
            raise RecordError(f"the table's format version is {data.get('version')!r}")
        code, seq, seats = data.get("code"), data.get("seq"), data.get("seats")
        if not (isinstance(code, str) and p.is_code(code)):
            raise RecordError("the table has no valid code")
        if type(seq) is not int or not isinstance(seats, list):
            raise RecordError("the table's seats or sequence number are missing")
        state = replay(GameRecord.from_json(data.get("record")))
        deal = data.get("deal", 1)
        if type(deal) is not int:
            raise RecordError("the table's deal number is not a number")
        while state.deal_index + 1 < deal and state.step == STEP_DEAL_OVER:
            state.next_deal(undoable=False)
        table_seats = [Seat.from_json(s) for s in seats]
        if len(table_seats) != state.variant.players:
            raise RecordError("the table's seats do not match its game")
        return Table(code, state, table_seats, seq, private=data.get("private") is True)


class TableStore:
    """The tables kept in a folder, one file ``<code>.json`` each."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.finished = self.folder / FINISHED_DIR
        self.journal = Journal(self.folder)

    def put_away(self, table: Table) -> None:
        """Keep a finished table's file in the ``finished`` folder (never deleted, and not
        resumed), written there as every file is (:func:`write_atomic`: a regular file, no link
        followed), then remove it from the tables. Raises OSError or :class:`WriteError`."""
        if self.finished.is_symlink():
            raise NotADirectoryError(f"{self.finished} is a link, not a folder of the tables")
        self.finished.mkdir(exist_ok=True)
        write_atomic(self.finished / f"{table.code}.json", self.encode(table),
                     what=f"the finished table {table.code}")
        self.path(table.code).unlink(missing_ok=True)  # (a link is removed, not followed)
        sync_folder(self.folder)

    def path(self, code: str) -> Path:
        if not p.is_code(code):  # the code is the file's name: only ever base-32 characters
            raise ValueError(f"{code!r} is not a table code")
        return self.folder / f"{code}.json"

    @staticmethod
    def encode(table: Table) -> str:
        """The table's file, as text (taken while the table cannot change)."""
        return json.dumps(table.to_json(), separators=(",", ":"))

    def write(self, code: str, text: str) -> None:
        """Write a table's file all at once (raises :class:`WriteError`): safe to call from a
        worker thread."""
        write_atomic(self.path(code), text, what=f"the table {code}")

    def write_many(self, texts: dict[str, str]) -> dict[str, WriteError]:
        """Write several tables' files (code → text) as one group: each file atomically and
        synced, then the folder synced once, before this returns (safe from a worker thread).
        The tables that could not be written, with why."""
        failed: dict[str, WriteError] = {}
        for code, text in texts.items():
            try:
                write_atomic(self.path(code), text, what=f"the table {code}", folder_sync=False)
            except WriteError as e:
                failed[code] = e
        sync_folder(self.folder)
        return failed

    def write_group(self, texts: dict[str, str], lines: list[tuple[str, str]], *,
                    compact: bool = False) -> dict[str, WriteError]:
        """One group of changes, written from one worker thread at a time: the journal's lines
        (table code, line), synced once, and the tables' files (code → text, as
        :meth:`write_many`). With ``compact`` the files are every table's, and once each is on
        disk the journal is emptied (it is kept when one cannot be written: it still holds
        that table's moves). The tables not kept, with why."""
        failed: dict[str, WriteError] = {}
        if lines:
            try:
                self.journal.append([line for _code, line in lines])
            except WriteError as e:
                failed = {code: e for code, _line in lines}
                if compact:
                    return failed
        failed.update(self.write_many(texts) if texts else {})
        if compact and not failed:
            try:
                self.journal.reset()
            except WriteError as e:
                _log.error("%s", e)
        return failed

    def save(self, table: Table) -> None:
        """Write the table all at once (raises :class:`WriteError`)."""
        self.write(table.code, self.encode(table))

    def load_all(self) -> list[Table]:
        """Every table in the folder that reads back; one that does not is logged and left
        where it is (nothing is deleted)."""
        tables: list[Table] = []
        if not self.folder.is_dir():
            return tables
        for path in sorted(self.folder.glob("*.json")):
            try:
                data = json.loads(read_limited(path, MAX_TABLE_FILE, what="the table"))
                table = Table.from_json(data)
                if path.stem != table.code:
                    raise RecordError("its code is not its file's name")
            except (ReadError, RecordError, ValueError, RecursionError) as e:
                _log.warning("table file %s not resumed: %s", path, e)
                continue
            tables.append(table)
        self._replay_journal(tables)
        return tables

    def _replay_journal(self, tables: list[Table]) -> None:
        """Bring each table up to date with the journal's lines that follow its file."""
        try:
            entries = self.journal.read()
        except ReadError as e:
            _log.error("%s; the tables are resumed from their files alone", e)
            return
        by_code = {t.code: t for t in tables}
        stopped: set[str] = set()
        for entry in entries:
            table = by_code.get(entry.table)
            if table is None or entry.table in stopped or entry.seq <= table.seq:
                continue  # a table put away, or a move its file already holds
            try:
                if entry.seq != table.seq + 1:
                    raise RecordError(f"the journal skips from {table.seq} to {entry.seq}")
                table.replay_entry(entry)
            except RecordError as e:
                _log.warning("table %s resumed at %d: %s", table.code, table.seq, e)
                stopped.add(entry.table)


__all__ = ["FORMAT", "STAND_IN", "Seat", "Table", "TableStore", "WriteError", "new_code",
           "new_token", "token_digest"]
