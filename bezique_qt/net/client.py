"""A scripted client of the network table: what the tests and the load benchmark play with.

It speaks the protocol of :mod:`.protocol` over one WebSocket connection, keeps every message
it received exactly as it arrived (:attr:`TableClient.received`), and plays whatever a policy
picks from the legal actions the server sent. With TLS it checks the server's certificate
against the SHA-256 fingerprint the host gave (:func:`.tls.fingerprint`) before it sends a
message (only the WebSocket handshake, which carries nothing of the game, has gone); a
self-signed certificate cannot be checked any other way.

Standard library and ``websockets`` only; no Qt.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
import ssl
import time
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from . import protocol as p

Policy = Callable[[list[str], random.Random], str]


def first_legal(legal: list[str], rng: random.Random) -> str:
    """Play the first legal action the server listed."""
    return legal[0]


def random_legal(legal: list[str], rng: random.Random) -> str:
    """Play any legal action (declaring sometimes, as the list allows)."""
    return rng.choice(legal)


class FingerprintMismatch(ConnectionError):
    """The server's certificate is not the one the host's fingerprint names."""


class ServerError(RuntimeError):
    """The server refused a message: ``code`` and its sentence."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


def _normalise_fingerprint(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch in "0123456789abcdef")


class TableClient:
    """One player's connection to a table."""

    def __init__(self, ws: ClientConnection, *, timeout: float = 30.0) -> None:
        self.ws = ws
        self.timeout = timeout
        self.received: list[bytes] = []
        self.errors: list[dict[str, Any]] = []
        self.phrases: list[dict[str, Any]] = []
        self.update: dict[str, Any] | None = None
        self.table = ""
        self.seat = -1
        self.token: str | None = None
        self.record: dict[str, Any] | None = None  # the game's record, once a deal is over
        self.latencies: list[float] = []
        self.actions = 0

    @classmethod
    async def connect(cls, url: str, *, fingerprint: str | None = None,
                      timeout: float = 30.0) -> TableClient:
        """Connect to ``url`` (``ws://`` or ``wss://``); with ``wss://`` the server's
        certificate must have the SHA-256 ``fingerprint`` (hex, colons allowed)."""
        context = None
        if url.startswith("wss://"):
            if fingerprint is None:
                raise ValueError("a wss:// table needs the host's certificate fingerprint")
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
            context.check_hostname = False
            context.verify_mode = ssl.CERT_NONE  # checked below, against the fingerprint
        ws = await asyncio.wait_for(
            connect(url, ssl=context, max_size=p.MAX_SERVER_MESSAGE, open_timeout=timeout,
                    ping_interval=None), timeout)
        if context is not None:
            assert fingerprint is not None
            ssl_object = ws.transport.get_extra_info("ssl_object")
            der = ssl_object.getpeercert(binary_form=True) if ssl_object else None
            if der is None or hashlib.sha256(der).hexdigest() != _normalise_fingerprint(
                    fingerprint):
                await ws.close()
                raise FingerprintMismatch("the server's certificate does not have the "
                                          "fingerprint the host gave: not connecting")
        return cls(ws, timeout=timeout)

    async def close(self) -> None:
        await self.ws.close()

    # ------------------------------------------------------------------ messages
    async def send(self, kind: str, **fields: Any) -> None:
        await self.ws.send(json.dumps({"v": p.VERSION, "type": kind, **fields}))

    async def send_raw(self, data: str | bytes) -> None:
        await self.ws.send(data)

    async def receive(self) -> dict[str, Any]:
        """The next message (kept in :attr:`received`), whatever its type."""
        raw = await asyncio.wait_for(self.ws.recv(), self.timeout)
        data = raw.encode("utf-8") if isinstance(raw, str) else bytes(raw)
        self.received.append(data)
        message: dict[str, Any] = json.loads(data)
        kind = message.get("type")
        if kind == "update":
            self.update = message
            self.record = message.get("record") or self.record
        elif kind == "error":
            self.errors.append(message)
        elif kind == "phrase":
            self.phrases.append(message)
        elif kind == "welcome":
            self.table, self.seat = message["table"], message["seat"]
            self.token = message.get("token") or self.token
        return message

    async def expect(self, kind: str) -> dict[str, Any]:
        """Messages until one of type ``kind``; an error on the way raises
        :class:`ServerError`."""
        while True:
            message = await self.receive()
            if message.get("type") == kind:
                return message
            if message.get("type") == "error":
                raise ServerError(message["code"], message["message"])

    async def create(self, variant: str, seats: list[dict[str, Any]], name: str = "Host",
                     switches: dict[str, Any] | None = None) -> dict[str, Any]:
        """Create a table (seat 0 is ours); the welcome message."""
        await self.send("create", variant=variant, seats=seats, name=name,
                        **({"switches": switches} if switches else {}))
        welcome = await self.expect("welcome")
        await self.expect("update")
        return welcome

    async def join(self, table: str, *, name: str | None = None,
                   token: str | None = None) -> dict[str, Any]:
        """Take a seat with ``name``, or come back to ours with ``token``."""
        fields = {"token": token} if token is not None else {"name": name or "Guest"}
        await self.send("join", table=table, **fields)
        welcome = await self.expect("welcome")
        await self.expect("update")
        return welcome

    # ------------------------------------------------------------------ playing
    async def play(self, policy: Policy = first_legal, *, rng: random.Random | None = None,
                   deals: int = 1, max_actions: int | None = None,
                   until: float | None = None) -> None:
        """Play until ``deals`` deals have ended (or the game), after ``max_actions`` of our
        own actions, or once ``time.perf_counter()`` passes ``until``: our move whenever the
        server says it is ours, ready between deals."""
        rng = rng or random.Random(0)
        acted = -1
        ended = 0
        readied = -1
        while until is None or time.perf_counter() < until:
            u = self.update
            if u is not None and u["seq"] != acted:
                if u["game_over"]:
                    return
                if u["deal_over"]:
                    if u["seq"] != readied:
                        ended += 1
                        if ended >= deals:
                            return
                        readied = u["seq"]
                        await self.send("ready", seq=u["seq"])
                elif u["to_act"] == self.seat and u["observation"]["legal"]:
                    if max_actions is not None and self.actions >= max_actions:
                        return
                    acted = u["seq"]
                    action = policy(u["observation"]["legal"], rng)
                    started = time.perf_counter()
                    await self.send("action", action=action, seq=u["seq"])
                    await self._until_past(acted)
                    self.latencies.append(time.perf_counter() - started)
                    self.actions += 1
                    continue
            if until is None:
                await self.receive()
                continue
            try:  # the others may have stopped too: wait no longer than the time left
                await asyncio.wait_for(self.receive(), max(0.0, until - time.perf_counter()))
            except TimeoutError:
                return

    async def _until_past(self, seq: int) -> None:
        while True:
            message = await self.receive()
            if message.get("type") == "update" and message["seq"] > seq:
                return
            if message.get("type") == "error":
                raise ServerError(message["code"], message["message"])
