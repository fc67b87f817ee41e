"""The protocol's checks of what a client sends, the table codes, the words of each refusal
(English and French) and the ``serve`` command's arguments."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bezique_qt.engine import GameRecord
from bezique_qt.net import protocol as p
from bezique_qt.net.tables import Table, new_code
from bezique_qt.words.net import phrase_words, refusal_words


def _msg(**fields: Any) -> str:
    return json.dumps({"v": 1, **fields})


def test_well_formed_messages_are_read() -> None:
    code = new_code()
    assert p.parse_client(_msg(type="join", table=p.pretty_code(code).lower(),
                               name="Ann")).fields["table"] == p.pretty_code(code).lower()
    assert p.parse_client(_msg(type="action", action="play QS1", seq=3)).fields["seq"] == 3
    create = p.parse_client(_msg(type="create", variant="four_handed_partners", name="Ann",
                                 seats=[{"kind": "person"}, {"kind": "computer",
                                                             "level": "expert"}] * 2))
    assert [s.kind for s in p.seats_of(create.fields)] == ["person", "computer"] * 2


@pytest.mark.parametrize("text, code, words", [
    (_msg(type="action", action="play QS1", seq=True), p.BAD_MESSAGE, "whole number"),
    (_msg(type="action", action="play QS1", seq=-1), p.BAD_MESSAGE, "whole number"),
    (_msg(type="ready", seq=1, extra=1), p.BAD_MESSAGE, "no field 'extra'"),
    (_msg(type="phrase", phrase="you cheat"), p.BAD_MESSAGE, "set phrases"),
    (_msg(type="join", table="ABCD", name="Ann"), p.NO_TABLE, "16 letters"),
    (_msg(type="join", table="A" * 16), p.BAD_MESSAGE, "either a name"),
    (_msg(type="join", table="A" * 16, name="x" * 41), p.BAD_MESSAGE, "1 to 40"),
    (_msg(type="join", table="A" * 16, token="a b"), p.BAD_TOKEN, "token"),
    (_msg(type="create", variant="classic", name="A", seats=[{"kind": "computer"}] * 2),
     p.BAD_MESSAGE, "creator"),
    (_msg(type="create", variant="classic", name="A",
          seats=[{"kind": "person"}, {"kind": "computer", "level": "god"}]),
     p.BAD_MESSAGE, "level"),
    (json.dumps({"v": 1, "type": "action", "action": "x" * 20_000, "seq": 1}), p.TOO_LARGE,
     "larger than"),
    ('{"v": 1.0, "type": "ready", "seq": 1}', p.BAD_VERSION, "version"),
])
def test_each_fault_is_named(text: str, code: str, words: str) -> None:
    with pytest.raises(p.ProtocolError) as refused:
        p.parse_client(text)
    assert refused.value.code == code
    assert words in refused.value.message


@settings(max_examples=150, deadline=None)
@given(st.one_of(st.text(max_size=200), st.binary(max_size=200),
                 st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=20),
                              lambda inner: st.lists(inner, max_size=4)
                              | st.dictionaries(st.sampled_from(
                                  ["v", "type", "seq", "action", "name", "table", "token",
                                   "seats", "variant", "phrase", "x"]), inner, max_size=5),
                              max_leaves=20).map(json.dumps)))
def test_nothing_a_client_sends_raises_anything_but_a_refusal(raw: str | bytes) -> None:
    try:
        p.parse_client(raw)
    except p.ProtocolError as e:
        assert e.code in p.ERROR_CODES and e.message


def test_table_codes_have_80_random_bits_and_read_back_as_typed() -> None:
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200
    for code in codes:
        assert p.is_code(code) and len(code) * 5 == 80
        assert p.normalise_code(p.pretty_code(code).lower()) == code


def test_a_table_reads_back_from_its_file() -> None:
    table, token = Table.create("three_handed", {}, [p.SeatSpec(p.PERSON),
                                                     p.SeatSpec(p.COMPUTER, "easy"),
                                                     p.SeatSpec(p.PERSON)], "Ann")
    seat, other = table.take_seat("Bob")
    state = table.state
    action = state.legal_actions()[0]
    table.apply(table.check_action(state.to_act or 0, str(action), table.seq))
    assert table.record() == GameRecord.of(table.state)
    again = Table.from_json(json.loads(json.dumps(table.to_json())))
    assert again.state.actions == table.state.actions and again.seq == table.seq
    assert again.state.concealed == table.state.concealed
    assert again.seat_of_token(token) == 0 and again.seat_of_token(other) == seat == 2
    assert token not in json.dumps(table.to_json())  # only its digest is kept


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    qapp = pytest.importorskip("pytestqt").qt_compat.qt_api.QtWidgets.QApplication
    from bezique_qt.words.i18n import install_translators

    app = qapp.instance() or qapp([])
    install_translators(app, request.param)
    yield request.param
    install_translators(app, "en")


def test_every_refusal_and_phrase_has_words_of_its_own(language: str) -> None:
    fallback = refusal_words("no such code")
    refusals = {code: refusal_words(code) for code in p.ERROR_CODES}
    assert fallback not in refusals.values()
    assert len(set(refusals.values())) == len(refusals)
    phrases = [phrase_words(phrase) for phrase in p.PHRASES]
    assert len(set(phrases)) == len(phrases) and not set(phrases) & set(p.PHRASES)
    if language == "fr":
        assert refusals[p.NOT_YOUR_TURN] == "Ce n'est pas votre tour."
        assert phrase_words("good_game") == "Belle partie !"


def test_serve_refuses_bad_arguments_with_a_sentence() -> None:
    result = subprocess.run([sys.executable, "-m", "bezique_qt", "serve", "--port", "70000"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert "--port" in result.stderr and "65535" in result.stderr
    result = subprocess.run([sys.executable, "-m", "bezique_qt", "serve", "--turn-limit",
                             "nan"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "seconds" in result.stderr
