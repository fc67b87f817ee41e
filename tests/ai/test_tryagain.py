"""Trying a deal again: the position is the game's own at that moment (the same hands and stock
order, sealed deals included), and a move tried there is judged from the review's figures."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bezique_qt.ai.review import Candidate, MoveReview
from bezique_qt.ai.tryagain import (
    AS_GOOD,
    EXPERT,
    PLAYED,
    UNWEIGHED,
    WORSE,
    deal_starts,
    judge_try,
    weighed,
)
from bezique_qt.engine import Action, GameRecord, GameState
from bezique_qt.engine.errors import RecordError
from bezique_qt.engine.record import replay_to


def _states_before_each_action(game: GameState) -> list[GameState]:
    """The game's state before each of its actions, played again from its record."""
    record = GameRecord.of(game)
    st = record.new_state()
    out = []
    for text in record.actions:
        if st.deal_over:
            st.next_deal()
        out.append(st.clone())
        st.apply(Action.parse(text, st.variant.packs), undoable=False)
    return out


@pytest.mark.parametrize("variant", ["classic", "one_pack_32"])
def test_the_position_is_the_games_own_at_any_action(random_game: Callable[..., GameState],
                                                      variant: str) -> None:
    game = random_game(variant, 4)
    record = GameRecord.of(game)
    before = _states_before_each_action(game)
    starts = deal_starts(record)
    assert len(starts) == game.deal_index + 1 and starts[0] == 0
    # a few actions in every deal: its first one (a new deal dealt), the middle and the last
    indexes = sorted({*starts, *(s + 5 for s in starts), len(record.actions) - 1})
    for index in indexes:
        branch = replay_to(record, index)
        then = before[index]
        assert branch.deal_index == then.deal_index
        assert branch.concealed == then.concealed
        assert branch.stock == then.stock  # the same stock order, still to be drawn
        assert branch.to_act == then.to_act and branch.legal_actions() == then.legal_actions()
        assert branch.observation(0) == then.observation(0)
    for deal, start in enumerate(starts):
        assert replay_to(record, start).deal_index == deal
        assert not replay_to(record, start).tricks


def test_a_sealed_game_is_set_up_from_its_seals() -> None:
    from bezique_qt.engine import preset

    game = GameState.new_game(preset("classic"), None, names=["Ann", "Computer"])
    while not game.deal_over:
        game.apply(game.legal_actions()[0], undoable=False)
    game.next_deal()
    dealt = game.clone()
    game.apply(game.legal_actions()[0], undoable=False)
    record = GameRecord.from_json(GameRecord.of(game).to_json())
    assert record.seed is None and record.commitments[1] is not None
    branch = replay_to(record, deal_starts(record)[1])
    assert branch.concealed == dealt.concealed and branch.stock == dealt.stock


def test_an_index_outside_the_record_is_refused(random_game: Callable[..., GameState]
                                                ) -> None:
    record = GameRecord.of(random_game("classic", 2))
    for index in (-1, len(record.actions)):
        with pytest.raises(RecordError, match="has no action"):
            replay_to(record, index)


def _move(**changes: object) -> MoveReview:
    """A decision where ``play 7H1`` was played and the Expert prefers ``play KS1``, by 40."""
    fields: dict[str, object] = dict(
        deal=1, index=3, trick_no=2, phase=1, step="play", played="play 7H1",
        played_words="", preferred="play KS1", preferred_words="", lost=40.0, stderr=5.0,
        klass="mistake", method="search", reason=None, hand=[], table=[], trick=[],
        trump="H", turnup=None, simulations=200,
        candidates=[Candidate("play KS1", "", 40.0, 5.0), Candidate("play AD1", "", 38.0, 4.0),
                    Candidate("play 9C1", "", 10.0, 3.0), Candidate("play 7H1", "", 0.0)])
    fields.update(changes)
    return MoveReview(**fields)  # type: ignore[arg-type]


@pytest.mark.parametrize(("tried", "kind", "cost"), [
    ("play KS1", EXPERT, 0.0),
    ("play KS2", EXPERT, 0.0),  # the other copy of the same card is the same move
    ("play AD1", AS_GOOD, 0.0),  # 2 points short, within the noise (6.4)
    ("play 9C1", WORSE, 30.0),
    ("play 7H2", PLAYED, 40.0),
    ("play QD1", UNWEIGHED, 0.0),  # not among the moves the search weighed
])
def test_a_move_tried_is_judged_from_the_reviews_figures(tried: str, kind: str,
                                                         cost: float) -> None:
    verdict = judge_try(_move(), Action.parse(tried, 2), 2)
    assert (verdict.kind, verdict.cost) == (kind, cost)
    assert verdict.found == (kind in (EXPERT, AS_GOOD))


def test_exact_values_have_no_noise() -> None:
    move = _move(method="exact", stderr=0.0, lost=2.0, candidates=[
        Candidate("play KS1", "", 2.0), Candidate("play AD1", "", 1.0),
        Candidate("play 7H1", "", 0.0)])
    assert judge_try(move, Action.parse("play AD1", 2), 2).kind == WORSE
    assert judge_try(move, Action.parse("play AD1", 2), 2).cost == 1.0


def test_a_move_weighed_on_its_own_keeps_the_searchs_verdict() -> None:
    assert weighed(_move(lost=0.0)).kind == AS_GOOD
    assert (weighed(_move(lost=22.5)).kind, weighed(_move(lost=22.5)).cost) == (WORSE, 22.5)
