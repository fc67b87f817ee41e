"""The network table's server: many tables on one asyncio event loop, over WebSocket.

Each connection sends JSON messages (:mod:`.protocol`); the server checks each one, applies
actions through the engine (:class:`.tables.Table`), keeps the table on disk before anyone is
told of the change, and sends each seat its own view. The computer players think in a worker
thread (``asyncio.to_thread``), seeing only their seat's observation, so one table's thinking
never holds the others.

What a hostile client can do, and what happens (``docs/network.md``, "Security"):

- a message that is not valid (garbage, unknown fields, a wrong type) gets an ``error`` naming
  the fault; a frame over :data:`~.protocol.MAX_CLIENT_MESSAGE` bytes closes the connection
  (WebSocket ``max_size``, close code 1009) before it is read whole;
- an out-of-turn, stale (replayed) or illegal action gets an ``error`` and changes nothing;
- a flood is answered once and then dropped; a connection that keeps flooding is closed;
- a wrong table code or seat token is refused, and each further wrong guess from the same
  address waits longer before its answer;
- a silent connection is closed (ping/pong, an idle limit); a person who has dropped is replaced
  by the computer after :attr:`ServerConfig.replace_after` seconds and comes back with the seat's
  token; a person who holds their turn longer than :attr:`ServerConfig.turn_limit` has that move
  played for them;
- a client that does not read what it is sent is disconnected when its queue is full.

Every refusal is logged. Standard library and ``websockets`` only; no Qt.
"""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import ssl
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, broadcast, serve
from websockets.exceptions import ConnectionClosed

from bezique_qt.ai.bots import LevelBot, make_bot
from bezique_qt.engine.events import Event
from bezique_qt.persistence.errors import WriteError

from . import protocol as p
from .commit import GroupCommit
from .discovery import Announcer, ad_of, local_addresses
from .tables import STAND_IN, Table, TableStore

_log = logging.getLogger(__name__)

_EARLY = 0.01
"""A timer may fire this much before its time (the event loop's clock resolution): it is due."""

SendHook = Callable[[Table, int, str], None]
"""Called with the table, the seat and the text of every update as it is queued for a seat."""


@dataclass
class ServerConfig:
    """The server's limits and timings (seconds)."""

    host: str = "127.0.0.1"
    port: int = 0
    data: Path | None = None  # where tables are kept; None: in memory only
    max_tables: int = 1000
    replace_after: float = 30.0  # a dropped person's seat goes to the computer after this
    turn_limit: float = 300.0  # a connected person's move is played for them after this
    between_deals: float = 20.0  # the next deal starts after this, or when everyone is ready
    keep_finished: float = 600.0  # a finished game's table is put away after this at most
    hello_timeout: float = 10.0  # a new connection must join a table within this
    idle_timeout: float = 900.0  # a connection that sends nothing for this long is closed
    ping_interval: float | None = 20.0
    ping_timeout: float | None = 20.0
    close_timeout: float = 5.0  # a connection being closed that does not answer: then cut
    rate: float = 20.0  # messages a second a connection may send, on average
    burst: float = 40.0  # ... and at once
    max_buffer: int = 2 * 1024 * 1024  # bytes waiting for a client that does not read: then
    # it is dropped
    guess_free: int = 3  # wrong codes or tokens from one address answered at once; then
    guess_delay: float = 0.25  # ... the answer waits this long, doubled at each wrong guess
    bot_budget: int | None = None  # simulations per decision of Hard and Expert (None: default)
    ssl_context: ssl.SSLContext | None = None
    announce: bool = False  # announce the open tables on the local network (discovery.py)
    announce_interfaces: tuple[str, ...] | None = None  # None: every interface
    fingerprint: str | None = None  # the certificate's, announced with the tables


@dataclass
class Connection:
    """One client connection and the seat it holds."""

    ws: ServerConnection
    peer: str
    rate: float
    burst: float
    table: Table | None = None
    seat: int | None = None
    last: float = 0.0  # the event loop's time of the latest message
    watch: asyncio.TimerHandle | None = None  # looks for silence when it may be due
    tokens: float = 0.0
    stamp: float = field(default_factory=time.monotonic)
    flooded: int = 0

    def __post_init__(self) -> None:
        self.tokens = self.burst

    def allow(self) -> bool:
        """Whether the connection may send another message now (a token bucket)."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= self.burst - 1:  # calm again: a later flood is told again
            self.flooded = 0
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        self.flooded += 1  # messages ignored since the connection was last calm
        return False


class BeziqueServer:
    """The tables and the connections; :meth:`start`, then :meth:`stop`."""

    GUESS_MAX_DELAY = 8.0

    def __init__(self, config: ServerConfig, on_send: SendHook | None = None) -> None:
        self.config = config
        self.on_send = on_send
        self.store = TableStore(config.data) if config.data is not None else None
        self.tables: dict[str, Table] = {}
        self.seated: dict[tuple[str, int], Connection] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.bots: dict[tuple[str, int], LevelBot] = {}
        self.thinking: set[str] = set()
        # a person's turn limit, per table: since when (the table's seq, the loop's time) a
        # person holds the turn, and the timer that looks at it when it may be due (moved on
        # lazily: a move does not make a new timer)
        self.turn_since: dict[str, tuple[int, float]] = {}
        self.timers: dict[str, asyncio.TimerHandle] = {}
        self.tasks: set[asyncio.Task[Any]] = set()
        self.wrong_guesses: dict[str, int] = {}
        self.refusals = 0
        self._server: Server | None = None
        self.announcer: Announcer | None = None
        self.commit = (GroupCommit(self.store, lambda: self.tables)
                       if self.store is not None else None)

    # ------------------------------------------------------------------ life cycle
    @property
    def port(self) -> int:
        assert self._server is not None
        return int(self._server.sockets[0].getsockname()[1])

    async def start(self) -> int:
        """Resume the tables on disk and listen; the port listened on."""
        if self.store is not None:
            for table in self.store.load_all():
                self.tables[table.code] = table
                self.locks[table.code] = asyncio.Lock()
                if table.state.over:
                    self._later(self._put_away_later(table))
                elif table.state.deal_over:
                    self._later(self._deal_pause(table, table.seq))
                for index, seat in enumerate(table.seats):
                    if seat.kind == p.PERSON:
                        self._later(self._replace_if_gone(table, index))
            # each table's file written anew, with the journal's moves, and the journal emptied
            assert self.commit is not None
            await self.commit.compact()
            _log.info("resumed %d table(s) from %s", len(self.tables), self.store.folder)
        c = self.config
        self._server = await serve(
            # no per-message compression: updates are a few KiB, and deflating each one for
            # each seat cost a tenth of the server's processor time (docs/speed.md)
            self._handle, c.host, c.port, max_size=p.MAX_CLIENT_MESSAGE, max_queue=16,
            compression=None,
            ping_interval=c.ping_interval, ping_timeout=c.ping_timeout,
            open_timeout=c.hello_timeout, close_timeout=c.close_timeout, ssl=c.ssl_context,
            logger=logging.getLogger("bezique_qt.net.websockets"))
        _log.info("listening on %s:%d%s", c.host, self.port, " (TLS)" if c.ssl_context else "")
        if c.announce:
            try:
                self.announcer = Announcer(self.port, local_addresses(c.host),
                                           fingerprint=c.fingerprint,
                                           interfaces=c.announce_interfaces)
            except OSError:  # no network to announce on: the tables are joined by address
                _log.exception("the tables cannot be announced on the local network")
            for table in self.tables.values():
                self._announce(table)
        return self.port

    async def stop(self) -> None:
        """Stop listening, close every connection, and write every table to disk."""
        if self.announcer is not None:
            await self.announcer.close()
            self.announcer = None
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for task in list(self.tasks):
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        for handle in self.timers.values():
            handle.cancel()
        if self.store is not None and self.commit is not None:
            await self.commit.compact()  # every table's file written anew; the journal emptied
            self.store.journal.close()
        _log.info("stopped; %d table(s) saved", len(self.tables))

    def _later(self, coro: Any) -> asyncio.Task[Any]:
        task = asyncio.get_running_loop().create_task(coro)
        self.tasks.add(task)
        task.add_done_callback(self._done)
        return task

    def _done(self, task: asyncio.Task[Any]) -> None:
        self.tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            _log.error("a table task failed", exc_info=task.exception())

    # ------------------------------------------------------------------ connections
    async def _handle(self, ws: ServerConnection) -> None:
        peer = str(ws.remote_address[0]) if ws.remote_address else "?"
        conn = Connection(ws, peer, self.config.rate, self.config.burst)
        loop = asyncio.get_running_loop()
        conn.last = loop.time()
        conn.watch = loop.call_later(self.config.hello_timeout, self._watch, conn)
        try:
            while True:
                raw = await ws.recv()
                conn.last = loop.time()
                if not conn.allow():
                    if conn.flooded == 1:
                        self._refuse(conn, p.RATE_LIMITED, "too many messages; slow down "
                                     "(this one and the next are ignored)")
                    if conn.flooded > 4 * self.config.burst:
                        self._refused(conn, "flood", "kept flooding; closed")
                        await ws.close(1008, "flood")
                        break
                    continue
                try:
                    await self._dispatch(conn, p.parse_client(raw))
                except p.ProtocolError as e:
                    self._refuse(conn, e.code, e.message)
                except Exception:  # never let one message take the server down
                    _log.exception("message from %s could not be handled", peer)
                    self._refuse(conn, p.BAD_MESSAGE, "the server could not handle this message")
        except ConnectionClosed as e:
            if e.rcvd is not None and e.rcvd.code == 1009 or (
                    e.sent is not None and e.sent.code == 1009):
                self._refused(conn, p.TOO_LARGE, "a message over the size limit; closed")
        finally:
            if conn.watch is not None:
                conn.watch.cancel()
            await self._leave(conn)

    def _watch(self, conn: Connection) -> None:
        """Close a connection silent for too long: one that has not joined a table within
        ``hello_timeout``, or that sends nothing for ``idle_timeout``."""
        loop = asyncio.get_running_loop()
        limit = self.config.hello_timeout if conn.table is None else self.config.idle_timeout
        due = conn.last + limit
        if loop.time() + _EARLY < due:
            conn.watch = loop.call_at(due, self._watch, conn)
            return
        conn.watch = None
        self._refused(conn, "idle", f"no message for {limit:g} s; closed")
        self._later(conn.ws.close(1008, "idle"))

    def _send(self, conn: Connection, message: dict[str, Any]) -> None:
        self._send_text(conn, p.dumps(message), update=message.get("type") == "update")

    def _send_text(self, conn: Connection, text: str, *, update: bool = False) -> None:
        """Write a message to the connection now (no task, no queue: the socket's buffer holds
        what the client has not read yet); a client that lets it grow past ``max_buffer`` does
        not read what it is sent and is dropped."""
        if (self.on_send is not None and update
                and conn.table is not None and conn.seat is not None):
            self.on_send(conn.table, conn.seat, text)
        transport = conn.ws.transport
        if transport is not None and transport.get_write_buffer_size() > self.config.max_buffer:
            if not transport.is_closing():
                self._refused(conn, "slow", "does not read what it is sent; dropped")
                transport.abort()
            return
        broadcast([conn.ws], text)

    def _refused(self, conn: Connection, code: str, message: str) -> None:
        self.refusals += 1
        where = f" table {conn.table.code} seat {conn.seat}" if conn.table is not None else ""
        _log.info("refused %s from %s%s: %s", code, conn.peer, where, message)

    def _refuse(self, conn: Connection, code: str, message: str) -> None:
        self._refused(conn, code, message)
        self._send(conn, p.error(code, message))

    async def _wrong_guess(self, conn: Connection) -> None:
        """Slow the next answers to an address that keeps naming wrong codes or tokens."""
        count = self.wrong_guesses.get(conn.peer, 0) + 1
        self.wrong_guesses[conn.peer] = count
        free = self.config.guess_free
        if count > free:
            await asyncio.sleep(min(self.GUESS_MAX_DELAY,
                                    self.config.guess_delay * 2 ** (count - free - 1)))

    # ------------------------------------------------------------------ messages
    async def _dispatch(self, conn: Connection, msg: p.ClientMessage) -> None:
        f = msg.fields
        if msg.type in ("create", "join"):
            if conn.table is not None:
                raise p.ProtocolError(p.ALREADY_JOINED, "this connection already has a seat")
            if msg.type == "create":
                await self._create(conn, f)
            else:
                await self._join(conn, f)
            return
        table, seat = conn.table, conn.seat
        if table is None or seat is None:
            raise p.ProtocolError(p.NOT_JOINED, "join a table first")
        async with self.locks[table.code]:
            if msg.type == "action":
                action = table.check_action(seat, f["action"], f["seq"])
                await self._changed(table, table.apply(action))
            elif msg.type == "ready":
                if not table.state.deal_over or f["seq"] != table.seq:
                    raise p.ProtocolError(p.STALE, "there is no finished deal to leave")
                table.seats[seat].ready = True
                if table.ready_for_next_deal():
                    await self._next_deal(table, table.seq)
            elif msg.type == "phrase":
                if not table.state.deal_over:
                    raise p.ProtocolError(p.NOT_BETWEEN_DEALS, "set phrases are for between "
                                          "deals; during a deal the table is silent")
                text = p.dumps({"type": "phrase", "seat": seat, "phrase": f["phrase"]})
                for other in self._seated(table):
                    self._send_text(other, text)

    async def _create(self, conn: Connection, f: dict[str, Any]) -> None:
        if len(self.tables) >= self.config.max_tables:
            raise p.ProtocolError(p.TOO_MANY_TABLES, "this server holds as many tables as it "
                                  "may; try later")
        table, token = Table.create(f["variant"], f.get("switches") or {}, p.seats_of(f),
                                    f["name"], private=f.get("private") is True)
        self.tables[table.code] = table
        self.locks[table.code] = asyncio.Lock()
        _log.info("table %s created by %s (%s, %d seats)", table.code, conn.peer,
                  table.state.variant.id, len(table.seats))
        async with self.locks[table.code]:
            await self._save(table, whole=True)
            await self._sit(conn, table, 0, token)

    async def _join(self, conn: Connection, f: dict[str, Any]) -> None:
        table = self.tables.get(p.normalise_code(f["table"]))
        if table is None:
            await self._wrong_guess(conn)
            raise p.ProtocolError(p.NO_TABLE, "there is no table with this code")
        async with self.locks[table.code]:
            if "token" in f:
                seat = table.seat_of_token(f["token"])
                if seat is None:
                    await self._wrong_guess(conn)
                    raise p.ProtocolError(p.BAD_TOKEN, "this token is no seat's at this table")
                token = None
            else:
                seat, token = table.take_seat(f["name"])
                await self._save(table, whole=True)
            self.wrong_guesses.pop(conn.peer, None)
            await self._sit(conn, table, seat, token)

    async def _sit(self, conn: Connection, table: Table, seat: int, token: str | None) -> None:
        old = self.seated.get((table.code, seat))
        if old is not None and old is not conn:  # the seat's holder came back on a new line
            old.table = old.seat = None
            self._later(old.ws.close(4000, "the seat was taken up on another connection"))
        conn.table, conn.seat = table, seat
        self.seated[(table.code, seat)] = conn
        s = table.seats[seat]
        s.connected, s.stand_in = True, False
        _log.info("table %s seat %d: %s joined from %s", table.code, seat, s.name, conn.peer)
        self._send(conn, table.welcome(seat, token))
        self._announce(table)
        self._broadcast(table, [], full_for=conn)
        self._kick(table)

    async def _leave(self, conn: Connection) -> None:
        table, seat = conn.table, conn.seat
        if table is None or seat is None or self.seated.get((table.code, seat)) is not conn:
            return
        del self.seated[(table.code, seat)]
        table.seats[seat].connected = False
        _log.info("table %s seat %d: %s left", table.code, seat, table.seats[seat].name)
        self._broadcast(table, [])
        self._later(self._replace_if_gone(table, seat))
        if table.state.over and not any(s.connected for s in table.seats):
            self._later(self._put_away(table))  # the game is over and everyone has left
        elif table.state.deal_over:
            async with self.locks[table.code]:
                if table.ready_for_next_deal():
                    await self._next_deal(table, table.seq)

    async def _replace_if_gone(self, table: Table, seat: int) -> None:
        await asyncio.sleep(self.config.replace_after)
        s = table.seats[seat]
        if s.kind == p.PERSON and not s.connected and not s.stand_in:
            s.stand_in = True
            _log.info("table %s seat %d: the computer plays for %s", table.code, seat, s.name)
            self._broadcast(table, [])
            self._kick(table)

    def _announce(self, table: Table) -> None:
        """Tell the local network whether the table is open (with ``announce``)."""
        if self.announcer is not None:
            self.announcer.show(table.code, ad_of(table) if table.code in self.tables else None)

    async def _put_away_later(self, table: Table) -> None:
        await asyncio.sleep(self.config.keep_finished)
        await self._put_away(table)

    async def _put_away(self, table: Table) -> None:
        """A finished game's table leaves memory (its players' connections are closed) and its
        file goes to the ``finished`` folder, kept: a long-running server does not grow."""
        code = table.code
        if self.tables.get(code) is not table:
            return  # put away already
        async with self.locks[code]:
            del self.tables[code]
            for conn in self._seated(table):
                del self.seated[(code, conn.seat or 0)]
                conn.table = conn.seat = None
                self._later(conn.ws.close(1000, "the game is over"))
            timer = self.timers.pop(code, None)
            if timer is not None:
                timer.cancel()
            self.turn_since.pop(code, None)
            for seat in range(len(table.seats)):
                self.bots.pop((code, seat), None)
            if self.store is not None:
                try:
                    await asyncio.to_thread(self.store.put_away, table)
                except (OSError, WriteError) as e:
                    _log.error("table %s: its file could not be moved to %s: %s", code,
                               self.store.finished, e)
        del self.locks[code]
        self._announce(table)
        _log.info("table %s put away (game over)", code)

    # ------------------------------------------------------------------ the game moving on
    def _seated(self, table: Table) -> list[Connection]:
        return [c for i in range(len(table.seats))
                if (c := self.seated.get((table.code, i))) is not None]

    def _broadcast(self, table: Table, events: list[Event], *,
                   full_for: Connection | None = None) -> None:
        seated = self._seated(table)
        if not seated:
            return
        texts = table.updates([c.seat for c in seated if c.seat is not None], events,
                              full=None if full_for is None else full_for.seat)
        for conn in seated:
            if conn.seat is not None:
                self._send_text(conn, texts[conn.seat], update=True)

    async def _save(self, table: Table, *, whole: bool = False) -> None:
        """Keep the table's latest change on disk (``whole``: its file, for a new table or a
        seat taken; otherwise the move's journal line) before anyone is told of it: see
        :mod:`.commit`."""
        if self.commit is not None:
            await self.commit.keep(table, whole=whole)

    async def _changed(self, table: Table, events: list[Event], *, kick: bool = True) -> None:
        """After a change (lock held): keep the table on disk, then tell every seat."""
        await self._save(table)
        self._broadcast(table, events)
        if table.state.over:
            _log.info("table %s: game over", table.code)
            self._announce(table)
            self._later(self._put_away_later(table))
        elif table.state.deal_over:
            self._later(self._deal_pause(table, table.seq))
        if kick:
            self._kick(table)

    async def _deal_pause(self, table: Table, seq: int) -> None:
        await asyncio.sleep(self.config.between_deals)
        async with self.locks[table.code]:
            await self._next_deal(table, seq)

    async def _next_deal(self, table: Table, seq: int) -> None:
        if table.seq != seq or not table.state.deal_over or table.state.over:
            return
        await self._changed(table, table.next_deal())

    def _kick(self, table: Table) -> None:
        """Set the computer thinking if it is its move, or time a person's move."""
        self.turn_since.pop(table.code, None)
        if table.code in self.thinking or table.state.deal_over:
            return
        if not any(s.connected for s in table.seats):
            return  # nobody at the table: it waits for someone to come back
        seat = table.computer_to_act()
        if seat is not None:
            self.thinking.add(table.code)
            self._later(self._think(table, seat, table.seq, once=False))
        elif table.state.to_act is not None:
            loop = asyncio.get_running_loop()
            self.turn_since[table.code] = (table.seq, loop.time())
            if table.code not in self.timers:
                self.timers[table.code] = loop.call_later(
                    self.config.turn_limit, self._turn_over, table)

    def _turn_over(self, table: Table) -> None:
        """The turn timer of a table: a person's move played for them once they have held
        the turn ``turn_limit`` seconds, or the timer set for when they will have."""
        del self.timers[table.code]
        since = self.turn_since.get(table.code)
        if since is None:
            return  # nobody holds the turn now; the next move sets the timer again
        seq, start = since
        loop = asyncio.get_running_loop()
        if loop.time() + _EARLY < start + self.config.turn_limit:
            self.timers[table.code] = loop.call_at(start + self.config.turn_limit,
                                                   self._turn_over, table)
            return
        del self.turn_since[table.code]
        self._later(self._turn_timer(table, seq))

    async def _turn_timer(self, table: Table, seq: int) -> None:
        if table.seq == seq and table.code not in self.thinking and not table.state.deal_over:
            _log.info("table %s: seat %s held the turn %g s; the computer plays this move",
                      table.code, table.state.to_act, self.config.turn_limit)
            self.thinking.add(table.code)
            await self._think(table, table.state.to_act or 0, seq, once=True)

    def _bot(self, table: Table, seat: int) -> LevelBot:
        key = (table.code, seat)
        bot = self.bots.get(key)
        if bot is None:
            s = table.seats[seat]
            level = s.level if s.kind == p.COMPUTER else STAND_IN
            bot = self.bots[key] = make_bot(level, budget=self.config.bot_budget)
        return bot

    async def _think(self, table: Table, seat: int, seq: int, *, once: bool) -> None:
        """The computer's move for ``seat``, chosen in a worker thread from the seat's own
        observation, applied if the table has not moved on meanwhile."""
        s = table.seats[seat]
        try:
            observation = table.state.observation(seat)
            rng = random.Random(secrets.randbits(64))
            choice = asyncio.ensure_future(
                asyncio.to_thread(_choose, self._bot(table, seat), observation, rng))
            done, _ = await asyncio.wait({choice}, timeout=0.25)
            if not done:
                s.thinking = True
                self._broadcast(table, [])
            action = await choice
            async with self.locks[table.code]:
                if table.seq == seq and (once or s.played_by_computer):
                    s.thinking = False
                    await self._changed(table, table.apply(action), kick=False)
        finally:
            s.thinking = False
            self.thinking.discard(table.code)
        self._kick(table)



def _choose(bot: LevelBot, observation: Any, rng: random.Random) -> Any:
    """The bot's action; should the bot fail (a fault of the program), the first legal
    action, so that the table never stalls on it."""
    try:
        return bot.choose(observation, rng)
    except Exception:
        _log.exception("the computer failed to choose a move; it plays the first legal one")
        return observation.legal[0]
