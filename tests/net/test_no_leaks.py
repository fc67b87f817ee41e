"""Scripted clients play whole deals of every variant over a real loopback connection, and no
update ever names a card, or the deal's seed, before that seat could see it.

Every byte each client received is kept; the server's copy of each update is taken with the
game as it stood when the update was queued (``Witness``), and the two must be the same bytes.
"""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from bezique_qt.engine import ALL_PRESETS, GameState, preset
from bezique_qt.engine.observation import observe
from bezique_qt.net import protocol as p
from bezique_qt.net.client import TableClient, random_legal

from .conftest import Witness, cards_in, quick_config, running, sight


async def _play(variant: str, people: int, deals: int, level: str = "novice"
                ) -> tuple[Witness, list[TableClient]]:
    """A table of ``variant`` with ``people`` scripted clients (the other seats the computer at
    ``level``), played for ``deals`` deals (or the whole game)."""
    players = ALL_PRESETS[variant].players
    seats = [{"kind": p.PERSON}] * people + [{"kind": p.COMPUTER, "level": level}] * (
        players - people)
    witness = Witness()
    async with running(quick_config(), on_send=witness) as server:
        url = f"ws://127.0.0.1:{server.port}"
        host = await TableClient.connect(url)
        await host.create(variant, seats, name="Seat 1")
        clients = [host]
        for n in range(1, people):
            guest = await TableClient.connect(url)
            await guest.join(host.table, name=f"Seat {n + 1}")
            clients.append(guest)
        await asyncio.gather(*(c.play(random_legal, rng=random.Random(i), deals=deals)
                               for i, c in enumerate(clients)))
        for client in clients:
            await client.close()
    return witness, clients


def _check(witness: Witness, clients: list[TableClient], variant: str, deals: int) -> None:
    packs = ALL_PRESETS[variant].packs
    assert witness.leaks(packs) == []
    for client in clients:
        sent = [s.text.encode("utf-8") for s in witness.sent if s.seat == client.seat]
        got = [raw for raw in client.received if json.loads(raw)["type"] == "update"]
        assert got == sent[:len(got)]  # what arrived is what was sent, byte for byte
        assert client.actions > 0
        last = json.loads(got[-1])
        assert last["deal_over"]
        assert last["observation"]["deal"] >= deals or last["game_over"]
        # once the deal is over its seed is told, and it gives the commitment shown before
        assert last["seal"]["commitment"] == json.loads(got[0])["observation"]["commitment"] \
            or last["observation"]["deal"] > 1


@pytest.mark.parametrize("variant", list(ALL_PRESETS))
def test_every_seat_a_person_one_deal(variant: str) -> None:
    players = ALL_PRESETS[variant].players
    witness, clients = asyncio.run(_play(variant, players, deals=1))
    _check(witness, clients, variant, 1)


@pytest.mark.parametrize("variant", ["four_handed_partners", "three_handed", "classic"])
def test_one_person_and_the_computer_one_deal(variant: str) -> None:
    witness, clients = asyncio.run(_play(variant, 1, deals=1))
    _check(witness, clients, variant, 1)


@pytest.mark.slow
@pytest.mark.parametrize("variant", list(ALL_PRESETS))
def test_whole_games(variant: str) -> None:
    players = ALL_PRESETS[variant].players
    witness, clients = asyncio.run(_play(variant, players, deals=10_000))
    _check(witness, clients, variant, 1)
    assert all(json.loads(c.received[-1]).get("game_over") for c in clients)


@pytest.mark.slow
def test_partners_with_three_computers_whole_game() -> None:
    witness, clients = asyncio.run(_play("four_handed_partners", 1, deals=10_000))
    _check(witness, clients, "four_handed_partners", 1)


def test_the_check_catches_a_card_out_of_sight() -> None:
    # The proof above is only as good as its check: the engine's own JSON of an observation
    # names the cards the seat cannot place ("unseen"), among them the others' hands, and the
    # check must see them; the protocol's observation names none.
    state = GameState.new_game(preset("four_handed_partners"), seed=5)
    obs = observe(state, 0)
    own_sight = sight(state, 0)
    partner_hand = set(state.concealed[2])
    packs = state.variant.packs
    assert partner_hand & cards_in(obs.to_json(), packs) - own_sight
    assert cards_in(p.observation_json(obs), packs) <= own_sight
