"""The rules of three and four hands that SPEC §13 settles: a partner's melds count against the
side for as long as they are scored or pending (§2.3, §2.5 R1/R2), a partner's claim dies with
the superior meld made of its cards (§2.7 b), and a further double bezique re-uses a pair of
one earlier double only.  Each rule is held in the checked engine and in the deal kernel; the
rule cases of ``data/cases/`` replay here, and records of earlier versions replay as played."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from bezique_qt.engine import GameRecord, GameState, Meld, preset, replay
from bezique_qt.engine import deal_melds as dm
from bezique_qt.engine.actions import Action
from bezique_qt.engine.cards import parse_card
from bezique_qt.engine.kernel import Deal
from bezique_qt.engine.melds import candidate_melds
from bezique_qt.engine.variants import variant_from

CASES = sorted((Path(__file__).parent / "data" / "cases").glob("*.json"))


def _c(text: str) -> int:
    return parse_card(text, 4)


def _m(text: str) -> Meld:
    return Meld.parse(text, 4)


def _replay_case(case: dict[str, Any]) -> GameState:
    """The case's position: its actions from its seed, the next deal started when one ends."""
    st = GameState.new_game(variant_from(case["variant"]), seed=case["seed"],
                            first_dealer=case["first_dealer"])
    for text in case["actions"]:
        if st.deal_over:
            st.next_deal()
        st.apply(text)
    return st


def test_the_rule_cases_are_here() -> None:
    assert CASES, "tests/engine/data/cases holds the rule cases"


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_every_rule_case_refuses_what_the_rules_forbid(path: Path) -> None:
    case = json.loads(path.read_text(encoding="utf-8"))
    st = _replay_case(case)
    legal = {str(a) for a in st.legal_actions()}
    for text in case["must_not_be_legal"]:
        assert text not in legal, (case["what"], text)
        assert st.explain(text), text
        assert not st.is_legal(Action.parse(text, st.variant.packs))
        # the deal kernel's rules agree (an announcement from the player's own cards)
        action = Action.parse(text, st.variant.packs)
        if action.kind == "announce" and action.meld is not None:
            p = st.to_act
            assert p is not None
            d = Deal.from_state(st)
            assert not dm.announce_ok(d, p, action.meld.type, action.meld.cards), text


# ------------------------------------------------------------------ R1 for the side (§13)


def _married_queen(partner_table: list[str]) -> GameState:
    """Partners: player 0 scored four queens (QH1 among them, still on his table); his partner
    (player 2) married his own KH2 to that QH1 and has played KH2.  ``partner_table``: the
    cards still on player 2's table, of a marriage of spades he scored.  Player 0 has just won
    a trick and holds KH1."""
    quartet = _m("QUARTET_Q QH1 QS1 QD1 QC1")
    marriage = _m("MARRIAGE KH2 QH1")
    spades = _m("MARRIAGE KS2 QS2")
    hands = [
        {"table": [_c(t) for t in ("QH1", "QS1", "QD1", "QC1")], "scored": [quartet],
         "concealed": [_c("KH1"), _c("7C1")]},
        {"concealed": [_c("8C1")]},
        {"table": [_c(t) for t in partner_table], "scored": [marriage, spades],
         "concealed": [_c("9C1")]},
        {"concealed": [_c("TC1")]},
    ]
    return GameState.from_position(preset("four_handed_partners"), trump=1, hands=hands,
                                   to_act=0, stock=[_c(t) for t in ("7D1", "8D1", "9D1", "JS1")],
                                   turnup=_c("7S2"))


@pytest.mark.parametrize("partner_table", [["KS2", "QS2"], ["KS2"], []],
                         ids=["both-spades-on-table", "one-card-on-table", "table-empty"])
def test_a_queen_married_by_the_partner_is_not_married_again(partner_table: list[str]) -> None:
    # R1 for the side: whatever the partner still has on his table (cards of another meld,
    # or nothing), the queen he married stays married
    st = _married_queen(partner_table)
    again = _m("MARRIAGE KH1 QH1")
    assert again not in st.legal_melds(0)
    assert "R1" in st.announce_reasons(0, again)
    assert "announce MARRIAGE KH1 QH1" not in {str(a) for a in st.legal_actions()}
    assert not dm.announce_ok(Deal.from_state(st), 0, again.type, again.cards)


def test_a_partners_bezique_and_quartet_are_not_scored_again_by_the_side() -> None:
    # the same for a single bezique on the same card and a second four queens: the partner's
    # scored melds hold the cards though all his own cards of them are played
    bezique = _m("BEZIQUE_1 QS1 JD2")  # player 2's jack on player 0's queen, jack played
    quartet = _m("QUARTET_Q QH2 QS1 QD2 QC2")  # player 2's queens but QS1, his played
    hands = [
        {"table": [_c("QS1")], "scored": [_m("MARRIAGE KS1 QS1")],
         "concealed": [_c(t) for t in ("JD1", "QH3", "QD3", "QC3", "KS3")]},
        {"concealed": [_c("8C1")]},
        {"scored": [bezique, quartet], "concealed": [_c("9C1")]},
        {"concealed": [_c("TC1")]},
    ]
    st = GameState.from_position(preset("four_handed_partners"), trump=1, hands=hands,
                                 to_act=0, stock=[_c(t) for t in ("7D1", "8D1", "9D1", "JS1")],
                                 turnup=_c("7S2"))
    d = Deal.from_state(st)
    for meld in (_m("BEZIQUE_1 QS1 JD1"), _m("QUARTET_Q QS1 QH3 QD3 QC3")):
        assert "R1" in st.announce_reasons(0, meld), str(meld)
        assert meld not in st.legal_melds(0)
        assert not dm.announce_ok(d, 0, meld.type, meld.cards), str(meld)


# ------------------------------------------------------------------ §2.7 (b) for the side


def _partners_claim() -> GameState:
    """Player 2 built a single bezique on player 0's QS1 with his own JD1, kept "to score";
    player 0 has just won a trick and holds QS2 JD2 JD3 to make a double on QS1."""
    claim = _m("BEZIQUE_1 QS1 JD1")
    hands = [
        {"table": [_c(t) for t in ("QS1", "QH1", "QD1", "QC1")],
         "scored": [_m("QUARTET_Q QS1 QH1 QD1 QC1")],
         "concealed": [_c(t) for t in ("QS2", "JD2", "JD3", "7C1")]},
        {"concealed": [_c("8C1")]},
        {"table": [_c("JD1")], "pending": [claim], "concealed": [_c("QS4"), _c("9C1")]},
        {"concealed": [_c("TC1")]},
    ]
    return GameState.from_position(preset("four_handed_partners"), trump=1, hands=hands,
                                   to_act=0, stock=[_c(t) for t in ("7D1", "8D1", "9D1", "JS1")],
                                   turnup=_c("7S2"))


def test_a_partners_claim_lapses_when_its_cards_make_a_superior_meld() -> None:
    st = _partners_claim()
    claim = _m("BEZIQUE_1 QS1 JD1")
    double = _m("BEZIQUE_2 QS1 QS2 JD2 JD3")
    d = Deal.from_state(st)
    assert double in st.legal_melds(0)
    st.apply(Action("announce", meld=double))
    events = st.apply(Action("score", meld=double))
    assert st.deal_points[0] == 500
    assert claim not in st.pending[2]
    assert any(e.kind == "claim_lapsed" and e.player == 2 and e.meld == claim for e in events)
    # the lapsed claim holds its cards no more: the partner's JD1 makes a bezique with QS4
    fresh = _m("BEZIQUE_1 QS4 JD1")
    assert st.announce_reasons(2, fresh) == []
    # the kernel: the claim dies with the double, and blocks nothing
    dm.score_meld(d, 0, double.type, double.cards, False)
    assert claim not in d.pending[2]
    assert dm.announce_ok(d, 2, fresh.type, fresh.cards)


# ------------------------------------------------------------------ crossed doubles (§13)


def _two_doubles() -> GameState:
    """Four hands: player 0 scored a double and a second double on its pair QS1 JD1; he holds
    QS4 JD4 to add."""
    first = _m("BEZIQUE_2 QS1 QS2 JD1 JD2")
    second = _m("BEZIQUE_2 QS1 QS3 JD1 JD3")
    hands = [
        {"table": [_c(t) for t in ("QS1", "QS2", "QS3", "JD1", "JD2", "JD3")],
         "scored": [first, second], "concealed": [_c("QS4"), _c("JD4"), _c("7C1")]},
        {"concealed": [_c("8C1")]}, {"concealed": [_c("9C1")]}, {"concealed": [_c("TC1")]},
    ]
    return GameState.from_position(preset("four_handed_solo"), trump=1, hands=hands, to_act=0,
                                   stock=[_c(t) for t in ("7D1", "8D1", "9D1", "JS1")],
                                   turnup=_c("7S2"))


def test_a_further_double_on_a_crossed_pair_is_refused() -> None:
    st = _two_doubles()
    crossed = _m("BEZIQUE_2 QS2 QS4 JD3 JD4")  # QS2 of the first double, JD3 of the second
    one_pair = _m("BEZIQUE_2 QS2 QS4 JD2 JD4")  # a pair of the first double
    legal = st.legal_melds(0)
    assert crossed not in legal and "R1" in st.announce_reasons(0, crossed)
    assert one_pair in legal and st.announce_reasons(0, one_pair) == []
    # kept to score, the crossed double cannot be scored either
    pending = _two_doubles()
    pending.pending[0].append(crossed)
    pending.table[0] += pending.concealed[0][:2]
    del pending.concealed[0][:2]
    assert "R1" in pending.score_reasons(0, crossed)
    assert crossed not in pending.scorable_melds(0)


# ------------------------------------------------------------------ the kernel agrees


def _partners_positions(deals: int) -> list[GameState]:
    """Declaration steps of four-handed partners with nothing announced yet, reached by random
    legal play that declares (and builds on the partner's cards) as often as it can."""
    v = preset("four_handed_partners").with_switches(game_target=10**9)
    out: list[GameState] = []
    for seed in range(deals):
        rng = random.Random(seed)
        st = GameState.new_game(v, seed=seed)
        while not st.deal_over:
            if (st.step == "declare" and not st.act_announced and not st.act_scored
                    and st.act_exchanged is None and not st.act_dix):
                out.append(st.clone())
            acts = st.legal_actions()
            melds = [a for a in acts if a.kind in ("announce", "score")]
            st.apply(rng.choice(melds) if melds and rng.random() < 0.9 else rng.choice(acts),
                     undoable=False)
    return out


def test_the_kernel_holds_the_sides_melds_as_the_engine_does() -> None:
    # every candidate meld of the declarer's own cards: the kernel allows it exactly when the
    # checked engine gives no reason against it (the second double on a used pair, a rule of
    # three and four hands the kernel leaves out, apart); every claim on his own table the
    # same for scoring
    checked = refused = claims = 0
    for st in _partners_positions(10):
        p = st.to_act
        assert p is not None
        d = Deal.from_state(st)
        for m in candidate_melds(st.variant, st.concealed[p] + st.table[p], st.trump):
            if m.type in ("BEZIQUE_2", "BEZIQUE_3", "BEZIQUE_4"):
                continue
            reasons = st.announce_reasons(p, m)
            assert dm.announce_ok(d, p, m.type, m.cards) == (not reasons), (str(m), reasons)
            checked += 1
            refused += bool(reasons)
        for m in st.pending[p]:
            if set(m.cards) <= set(st.table[p]):
                assert dm.pending_ok(d, p, m) == (not st.score_reasons(p, m)), str(m)
                claims += 1
    assert checked >= 60 and refused and claims, (checked, refused, claims)


# ------------------------------------------------------------------ records of earlier versions


def test_an_earlier_record_with_the_second_marriage_replays_as_played() -> None:
    # the shortest case's game, with the second marriage of QH1 that an earlier version
    # allowed, announced and scored: the record replays (nothing saved is lost), and the
    # declaration counts as it did
    case = json.loads((CASES[0].parent / "partners-marriage-twice.json").read_text("utf-8"))
    record = GameRecord(variant=case["variant"], seed=case["seed"], players=[
        "South", "West", "North", "East"], actions=case["actions"] + [
        "announce MARRIAGE KH1 QH1", "score MARRIAGE KH1 QH1", "done"])
    st = replay(record)
    assert _m("MARRIAGE KH1 QH1") in st.scored[3]
    assert st.actions[-1] == Action.parse("done")


def test_only_what_the_earlier_rules_allowed_replays_so() -> None:
    st = _married_queen([])
    assert st.allowed_before_side_rules(Action("announce", meld=_m("MARRIAGE KH1 QH1")))
    doubles = _two_doubles()
    crossed = Action("announce", meld=_m("BEZIQUE_2 QS2 QS4 JD3 JD4"))
    two_queens = Action("announce", meld=_m("BEZIQUE_2 QS1 QS2 JD1 JD4"))
    assert doubles.explain(crossed) and doubles.allowed_before_side_rules(crossed)
    assert doubles.explain(two_queens) and not doubles.allowed_before_side_rules(two_queens)
    # the player's own melds refuse as they always did
    own = _married_queen([])
    queens = Action("announce", meld=_m("QUARTET_Q QH1 QS1 QD1 QC1"))
    assert own.explain(queens) and not own.allowed_before_side_rules(queens)
