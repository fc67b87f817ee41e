"""The network under the table: a thread of its own running an asyncio loop.

The window's event loop stays Qt's own: the server a host runs (:class:`~bezique_qt.net.server.
BeziqueServer`, the same code as ``bezique-qt serve``) and the connection to the table live in
one background thread with its own asyncio loop, and everything they learn comes back to the
window through Qt signals (queued across the threads, so the slots run in the window's
thread). This keeps the program's start-up, its dialogs and its tests exactly as they are,
where an asyncio loop in Qt's place (qasync) would change all of them; and the window never
waits on the network: every call here only schedules work on the loop.

A dropped connection is said (:attr:`NetLink.dropped`) and tried again every few seconds with
the seat's token, which brings the player back to the same seat.
"""

from __future__ import annotations

import asyncio
import json
import logging
import ssl
import threading
from collections.abc import Coroutine
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from bezique_qt.net import protocol as p
from bezique_qt.net.client import FingerprintMismatch, TableClient
from bezique_qt.net.remote import Invitation
from bezique_qt.net.server import BeziqueServer, ServerConfig

_log = logging.getLogger(__name__)

RETRY_DELAYS = (0.5, 1.0, 2.0, 4.0)  # then every 4 s
CONNECT_TIMEOUT = 10.0
# failures before a seat is taken, besides the server's own refusal codes
NO_SERVER = "no_server"
FINGERPRINT = "fingerprint"
NOT_A_TABLE = "not_a_table"


class NetLink(QObject):
    """One player's connection to a table (and, for a host, the server holding it)."""

    hosted = Signal(int, str)  # the port listened on, the TLS fingerprint ("" without TLS)
    welcomed = Signal(object)  # the welcome message: table, seat, token, variant, …
    updated = Signal(object)  # each update message, as received
    phrase_received = Signal(int, str)  # seat, phrase code
    refused = Signal(str)  # an error code from the server once seated
    failed = Signal(str)  # the table could not be reached or joined: a code (words.net)
    dropped = Signal()  # the connection was lost; coming back with the token
    reconnected = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="bezique-net",
                                        daemon=True)
        self._thread.start()
        self.server: BeziqueServer | None = None
        self.client: TableClient | None = None
        self.invitation: Invitation | None = None
        self.token: str | None = None
        self.table = ""
        self._task: asyncio.Task[None] | None = None
        self._starting: asyncio.Task[Any] | None = None  # the server starting, for a host
        self._closed = False

    def _run(self, coro: Coroutine[Any, Any, Any]) -> Future[Any]:
        if self._closed:  # the table was left (news of the server may still come): no more
            coro.close()
            done: Future[Any] = Future()
            done.set_result(None)
            return done
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    # ------------------------------------------------------------------ hosting
    def host(self, *, address: str = "0.0.0.0", port: int = 0,
             tls_folder: Path | None = None, announce: bool = False,
             announce_on: tuple[str, ...] | None = None) -> Future[Any]:
        """Start a server in the thread; :attr:`hosted` says its port (and fingerprint).
        With ``announce`` its open tables are announced on the local network (on the
        interfaces ``announce_on``; None: every one)."""
        return self._run(self._host(address, port, tls_folder, announce, announce_on))

    async def _host(self, address: str, port: int, tls_folder: Path | None,
                    announce: bool = False,
                    announce_on: tuple[str, ...] | None = None) -> None:
        self._starting = asyncio.current_task()
        context, fingerprint = None, ""
        try:
            if tls_folder is not None:
                from bezique_qt.net.tls import server_context
                tls_folder.mkdir(parents=True, exist_ok=True)
                context, fingerprint = server_context(tls_folder)
            self.server = BeziqueServer(ServerConfig(
                host=address, port=port, ssl_context=context, announce=announce,
                announce_interfaces=announce_on, fingerprint=fingerprint or None))
            await self.server.start()
        except (OSError, ValueError) as e:
            _log.warning("could not start the table's server: %s", e)
            self.server = None
            self.failed.emit("cannot_listen")
            return
        self.hosted.emit(self.server.port, fingerprint)

    # ------------------------------------------------------------------ playing
    def create(self, invitation: Invitation, variant: str, seats: list[dict[str, Any]],
               name: str, switches: dict[str, Any] | None = None, *,
               private: bool = False) -> None:
        """Connect to ``invitation``'s server (no code yet) and create a table there
        (``private``: announced on the local network without its code)."""
        message = {"type": "create", "variant": variant, "seats": seats, "name": name,
                   **({"switches": switches} if switches else {}),
                   **({"private": True} if private else {})}
        self._start(invitation, message)

    def join(self, invitation: Invitation, name: str) -> None:
        """Connect and take a free person's seat at ``invitation``'s table."""
        self._start(invitation, {"type": "join", "table": invitation.code, "name": name})

    def _start(self, invitation: Invitation, first: dict[str, Any]) -> None:
        self.invitation = invitation
        self._run(self._begin(first))

    async def _begin(self, first: dict[str, Any]) -> None:
        self._task = asyncio.current_task()
        try:
            await self._session(first)
        except asyncio.CancelledError:
            pass

    async def _connect(self) -> TableClient:
        assert self.invitation is not None
        inv = self.invitation
        return await TableClient.connect(inv.url(), fingerprint=inv.fingerprint,
                                         timeout=CONNECT_TIMEOUT)

    async def _session(self, first: dict[str, Any]) -> None:
        try:
            self.client = await self._connect()
        except FingerprintMismatch:
            self.failed.emit(FINGERPRINT)
            return
        except (OSError, TimeoutError, InvalidHandshake, InvalidURI, ssl.SSLError) as e:
            _log.info("no table server at %s: %s", self.invitation, e)
            self.failed.emit(NO_SERVER)
            return
        await self.client.send(first.pop("type"), **first)
        seated = await self._listen(self.client, seated=False)
        delays = iter(RETRY_DELAYS)
        while seated and not self._closed:
            self.dropped.emit()
            await asyncio.sleep(next(delays, RETRY_DELAYS[-1]))
            try:
                self.client = await self._connect()
                await self.client.send("join", table=self.table, token=self.token)
            except (OSError, TimeoutError, InvalidHandshake, ConnectionClosed,
                    FingerprintMismatch, ssl.SSLError):
                continue
            delays = iter(RETRY_DELAYS)
            seated = await self._listen(self.client, seated=False, again=True)

    async def _listen(self, client: TableClient, *, seated: bool, again: bool = False) -> bool:
        """Read messages until the connection ends; whether a seat was held (worth coming
        back to)."""
        try:
            while True:
                raw = await client.ws.recv()
                message = json.loads(raw)
                kind = message.get("type")
                if kind == "welcome":
                    seated = True
                    self.table = message["table"]
                    self.token = message.get("token") or self.token
                    if again:
                        self.reconnected.emit()
                    else:
                        self.welcomed.emit(message)
                elif kind == "update":
                    self.updated.emit(message)
                elif kind == "phrase":
                    self.phrase_received.emit(int(message["seat"]), str(message["phrase"]))
                elif kind == "error":
                    if seated:
                        self.refused.emit(str(message.get("code")))
                    else:
                        self.failed.emit(str(message.get("code")))
                        await client.close()
                        return False
        except ConnectionClosed:
            return seated
        except (ValueError, KeyError, TypeError):
            self.failed.emit(NOT_A_TABLE)
            await client.close()
            return False

    def send(self, kind: str, **fields: Any) -> None:
        """Send a message to the table (dropped quietly while the connection is down: the
        table is brought up to date when it comes back)."""
        self._run(self._send(kind, fields))

    async def _send(self, kind: str, fields: dict[str, Any]) -> None:
        if self.client is not None:
            try:
                await self.client.send(kind, **fields)
            except ConnectionClosed:
                pass

    def phrase(self, phrase: str) -> None:
        if phrase in p.PHRASES:
            self.send("phrase", phrase=phrase)

    # ------------------------------------------------------------------ the end
    def close(self) -> None:
        """Leave the table, stop the server if this program holds it, end the thread."""
        if self._closed:
            return
        self._closed = True
        try:
            asyncio.run_coroutine_threadsafe(self._close(), self.loop).result(timeout=15)
        except Exception:  # noqa: BLE001 - closing down: nothing more to do
            _log.exception("closing the network table")
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout=5)
        if not self._thread.is_alive():
            self.loop.close()

    async def _close(self) -> None:
        if self._starting is not None and not self._starting.done():
            # the table was left while its server was starting: let it start, then stop it
            # (stopped half-way, it would keep listening)
            await asyncio.wait([self._starting])
        if self._task is not None:
            self._task.cancel()
        if self.client is not None:
            await self.client.close()
        if self.server is not None:
            await self.server.stop()
