"""Claim the rest: offered only when the last tricks cannot change the scores, and played out
to exactly the scores that playing them one by one gives, whatever the others play."""

from __future__ import annotations

import random

import pytest

from bezique_qt.ai.claim import ALL_YOURS, FORCED, claim, claim_move, play_out
from bezique_qt.engine import GameState, preset
from bezique_qt.engine.actions import PLAY


def _last_tricks(variant: str, seed: int, player: int = 0) -> list[GameState]:
    """Every position of a deal played at random where ``player`` is to play a card in the
    last tricks."""
    game = GameState.new_game(preset(variant), seed=seed)
    rng = random.Random(seed)
    out = []
    while not game.deal_over:
        if game.phase == 2 and game.to_act == player:
            out.append(game.clone())
        game.apply(rng.choice(game.legal_actions()), undoable=False)
    return out


def _scores(state: GameState) -> tuple[list[int], list[int]]:
    return list(state.deal_points), list(state.brisques)


def _one_by_one(state: GameState, claimant: int, rng: random.Random) -> tuple[list[int],
                                                                               list[int]]:
    """The rest played one card at a time: the claimant by the claim's line, every other
    player at random."""
    while not state.deal_over:
        if state.to_act == claimant:
            action = claim_move(state)
        else:
            action = rng.choice([a for a in state.legal_actions() if a.kind == PLAY])
        state.apply(action, undoable=False)
    return _scores(state)


@pytest.mark.parametrize(("variant", "seeds"), [
    ("classic", range(12)), ("rubicon", range(12)), ("one_pack_32", range(14, 26))])
def test_a_claim_scores_as_the_tricks_played_one_by_one(variant: str, seeds: range) -> None:
    kinds: set[str] = set()
    refused = 0
    for seed in seeds:
        for position in _last_tricks(variant, seed):
            made = claim(position.observation(0))
            if made is None:
                refused += 1
                continue
            kinds.add(made.kind)
            assert made.tricks == len(position.hand(0))
            claimed = position.clone()
            play_out(claimed)
            assert claimed.deal_over
            for k in range(4):  # however the other plays, the same scores
                assert _one_by_one(position.clone(), 0, random.Random(k)) == _scores(claimed)
    assert kinds == {FORCED, ALL_YOURS}
    assert refused  # not every position of the last tricks is settled


def test_no_claim_while_the_rest_can_still_go_either_way() -> None:
    """Where the other's choice changes the scores, no claim is offered."""
    for seed in range(12):
        for position in _last_tricks("classic", seed):
            if claim(position.observation(0)) is not None:
                continue
            outcomes = {tuple(_one_by_one(position.clone(), 0, random.Random(k))[0])
                        for k in range(12)}
            if len(outcomes) > 1:
                return
    pytest.fail("no unsettled position found")


def test_no_claim_before_the_last_tricks_out_of_turn_or_for_the_last_card() -> None:
    game = GameState.new_game(preset("classic"), seed=5)
    assert claim(game.observation(0)) is None
    assert claim(game.observation(1)) is None
    positions = _last_tricks("classic", 5)
    assert claim(positions[0].observation(1)) is None  # not the other's turn
    assert len(positions[-1].hand(0)) == 1
    assert claim(positions[-1].observation(0)) is None  # the last card is simply played


@pytest.mark.parametrize("variant", ["three_handed", "four_handed_partners"])
def test_with_more_players_only_what_the_observation_settles(variant: str) -> None:
    offered = 0
    for seed in range(30):
        for position in _last_tricks(variant, seed):
            made = claim(position.observation(0))
            if made is None:
                continue
            offered += 1
            assert made.kind == ALL_YOURS
            claimed = position.clone()
            play_out(claimed)
            for k in range(3):
                assert _one_by_one(position.clone(), 0, random.Random(k)) == _scores(claimed)
    assert offered
