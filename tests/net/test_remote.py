"""The player's side without Qt: invitations, and the seat's view rebuilt from updates."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from bezique_qt.engine.actions import PLAY, Action
from bezique_qt.engine.observation import observe
from bezique_qt.net import protocol as p
from bezique_qt.net.remote import (
    Invitation,
    InvitationError,
    RemoteView,
    make_invitation,
    parse_invitation,
    play_for,
    playable_cards,
)
from bezique_qt.net.tables import Table

FP = ":".join(["AB"] * 32)


def test_an_invitation_reads_back_from_its_link() -> None:
    for inv in (Invitation("192.168.1.20", 8765, "ABCDEFGHIJKLMNOP"),
                Invitation("fe80::1", 9000, "ABCDEFGHIJKLMNOP", FP),
                Invitation("bezique.example.org", 443, "QRSTUVWXYZ234567", FP)):
        assert parse_invitation(inv.link()) == inv
    inv = parse_invitation(" bezique://Host.lan:8765/abcd-efgh-ijkl-mnop?fp=" + FP.lower())
    assert inv == Invitation("host.lan", 8765, "ABCDEFGHIJKLMNOP", FP)
    assert inv.url() == "wss://host.lan:8765"
    assert parse_invitation("bezique://10.0.0.2/ABCDEFGHIJKLMNOP").url() == "ws://10.0.0.2:8765"


@pytest.mark.parametrize(("text", "code"), [
    ("http://host:8765/ABCDEFGHIJKLMNOP", "bad_link"),
    ("bezique:///ABCDEFGHIJKLMNOP", "bad_link"),
    ("bezique://host:99999/ABCDEFGHIJKLMNOP", "bad_link"),
    ("bezique://host:8765/ABC", "bad_code"),
    ("bezique://host:8765/ABCDEFGHIJKLMNO1", "bad_code"),  # 1 is not base 32
    ("bezique://host:8765/ABCDEFGHIJKLMNOP?fp=12:34", "bad_fingerprint"),
    ("bezique://ho_st:8765/ABCDEFGHIJKLMNOP", "bad_address"),
    ("bezique://" + "a" * 500, "bad_link"),
])
def test_a_bad_invitation_names_its_fault(text: str, code: str) -> None:
    with pytest.raises(InvitationError) as caught:
        parse_invitation(text)
    assert caught.value.code == code


def test_typed_parts_are_checked() -> None:
    with pytest.raises(InvitationError, match="bad_port"):
        make_invitation("host", "eighty", "ABCDEFGHIJKLMNOP")
    with pytest.raises(InvitationError, match="bad_port"):
        make_invitation("host", 0, "ABCDEFGHIJKLMNOP")
    assert make_invitation("host", " 80 ", "abcd efgh ijkl mnop", " ").fingerprint is None


@pytest.mark.parametrize("variant", ["classic", "four_handed_partners"])
def test_the_view_rebuilt_from_updates_is_the_seats_observation(variant: str) -> None:
    n = 2 if variant == "classic" else 4
    table, _token = Table.create(variant, {}, [p.SeatSpec(p.PERSON)] * n, "Ann")
    seat = 1
    remote = RemoteView(variant, {}, seat)
    rng = random.Random(3)
    first = True
    while not table.state.deal_over:
        events = table.apply(rng.choice(list(table.state.legal_actions())))
        update = json.loads(p.dumps(table.view(seat, events, full=first)))
        first = False
        assert remote.events(update) == [e.for_player(seat) for e in events]
        got, want = remote.observation(update), observe(table.state, seat)
        for name in ("player", "deal_index", "step", "to_act", "trump", "turnup", "hand",
                     "tables", "scored", "pending", "trick", "unseen", "opponent_known",
                     "game_points", "deal_points", "legal", "stock_face_down"):
            assert getattr(got, name) == getattr(want, name), name
        assert [(c, w) for _l, c, w in got.tricks] == [(c, w) for _l, c, w in want.tricks]


def test_every_copy_of_a_playable_card_can_be_clicked() -> None:
    table, _token = Table.create("classic", {}, [p.SeatSpec(p.PERSON)] * 2, "Ann")
    obs = observe(table.state, table.state.to_act)
    card = next(a.card for a in obs.legal if a.kind == "play")
    other_copy = card ^ (1 << 5)  # the same kind from the other pack
    twins = replace(obs, hand=tuple(c for c in obs.hand if c != other_copy) + (other_copy,),
                    legal=tuple(a for a in obs.legal if a.card != other_copy))
    assert {card, other_copy} <= set(playable_cards(twins))
    assert play_for(other_copy, twins) == Action(PLAY, card=card)
    assert play_for(card, twins) == Action(PLAY, card=card)
