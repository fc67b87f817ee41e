"""The updates of one broadcast, built together for every seat (what is the same for each
seat built and encoded once), are byte for byte the update of each seat built alone."""

from __future__ import annotations

import random

import pytest

from bezique_qt.engine.events import Event
from bezique_qt.net import protocol as p
from bezique_qt.net.tables import Table


@pytest.mark.parametrize("variant,players", [("classic", 2), ("four_handed_partners", 4)])
def test_updates_together_are_each_seats_update(variant: str, players: int) -> None:
    table = Table.create(variant, {}, [p.SeatSpec(p.PERSON)] * players, "Ann")[0]
    for n in range(1, players):
        table.take_seat(f"Seat {n + 1}")
    rng = random.Random(7)
    events: list[Event] = []
    deals_over = 0
    while deals_over < 2 and not table.state.over:
        full = rng.choice([None, *range(players)])
        texts = table.updates(list(range(players)), events, full=full)
        assert texts == {seat: p.dumps(table.view(seat, events, full=seat == full))
                         for seat in range(players)}
        state = table.state
        if state.deal_over:
            deals_over += 1
            events = table.next_deal()
            continue
        action = rng.choice([str(a) for a in state.legal_actions()])
        events = table.apply(table.check_action(state.to_act or 0, action, table.seq))
    assert deals_over == 2  # the deal-over updates, with the seal and the record, were seen
