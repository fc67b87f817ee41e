"""Helpers of the network tests: a server on a loopback port, and what a seat may see."""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from bezique_qt.engine import GameState
from bezique_qt.engine.cards import full_deck, parse_card
from bezique_qt.net.server import BeziqueServer, SendHook, ServerConfig

CARD = re.compile(r"[AKQJT987][SHDC][1-8]")


def cards_in(message: Any, packs: int) -> set[int]:
    """Every card named anywhere in a JSON value (cards, melds and actions alike)."""
    found: set[int] = set()
    if isinstance(message, dict):
        for value in message.values():
            found |= cards_in(value, packs)
    elif isinstance(message, list):
        for value in message:
            found |= cards_in(value, packs)
    elif isinstance(message, str):
        for word in message.split():
            if CARD.fullmatch(word):
                found.add(parse_card(word, packs))
    return found


def sight(state: GameState, seat: int) -> set[int]:
    """The cards ``seat`` may have seen by now, worked out from the game itself (not from the
    observation the server sends): its own hand, every table, every card played, the turn-up,
    and the cards of the others that the rules have shown."""
    seen = set(state.concealed[seat]) | set(state.played) | set(state.trick)
    for table in state.table:
        seen |= set(table)
    for other in range(state.variant.players):
        if other != seat:
            seen |= state.known[other]
    for _leader, cards, _winner in state.tricks:
        seen |= set(cards)
    if state.turnup is not None:
        seen.add(state.turnup)
    return seen


@dataclass
class Sent:
    """One update as the server queued it, with what its seat could see at that moment."""

    code: str
    seat: int
    text: str
    sight: set[int]
    deal_over: bool
    seed: str
    deal: int = 1


@dataclass
class Witness:
    """Records every update the server sends, with the game as it stood."""

    sent: list[Sent] = field(default_factory=list)

    def __call__(self, table: Any, seat: int, text: str) -> None:
        state = table.state
        seal = state.seal()
        self.sent.append(Sent(table.code, seat, text, sight(state, seat), state.deal_over,
                              "" if seal is None else str(seal.seed), state.deal_index + 1))

    def leaks(self, packs: int) -> list[str]:
        """Each card or seed an update named before its seat could see it."""
        faults: list[str] = []
        deck = set(full_deck(packs))
        for n, sent in enumerate(self.sent):
            message = json.loads(sent.text)
            # the game's record comes once a deal is over, when its every card is public (its
            # seed is told): it may cover the finished deals and nothing more
            record = message.pop("record", None)
            if record is not None and (not sent.deal_over or [
                    c["deal"] for c in record.get("commitments", [])] != list(
                        range(1, sent.deal + 1))):
                faults.append(f"update {n} to seat {sent.seat} has a record before its end")
            beyond = cards_in(message, packs) - sent.sight
            if beyond - deck:
                faults.append(f"update {n} names cards not in the game")
            if beyond:
                faults.append(f"update {n} to seat {sent.seat} names {sorted(beyond)}")
            if not sent.deal_over and sent.seed and (
                    message.get("seal") is not None or sent.seed in sent.text):
                faults.append(f"update {n} to seat {sent.seat} tells the seed before the end")
        return faults


def quick_config(**changes: Any) -> ServerConfig:
    """A server for tests: loopback, any free port, no pings, nothing on a timer unless
    asked, and scripted clients (faster than people) not taken for a flood."""
    base: dict[str, Any] = {"host": "127.0.0.1", "port": 0, "ping_interval": None,
                            "rate": 10_000.0, "burst": 10_000.0,
                            "ping_timeout": None, "between_deals": 600.0,
                            "replace_after": 600.0, "turn_limit": 600.0}
    base.update(changes)
    return ServerConfig(**base)


@asynccontextmanager
async def running(config: ServerConfig, on_send: SendHook | None = None
                  ) -> AsyncIterator[BeziqueServer]:
    server = BeziqueServer(config, on_send=on_send)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()
