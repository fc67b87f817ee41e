"""The game's Qt model: signals in game terms, filtered for the viewer; the computer's turns."""

from __future__ import annotations

import random
from collections.abc import Callable

from pytestqt.qtbot import QtBot

from bezique_qt.ai import service
from bezique_qt.engine import Action, GameState, parse_card, preset
from bezique_qt.engine import events as ev
from bezique_qt.engine.actions import PLAY
from bezique_qt.levels import Level
from bezique_qt.ui.controller import GameController

ANN = "AH1 AH2 QS1 JD1 7H1 KC1 QC1 8S1"
COMPUTER = "9S1 9S2 8D1 8D2 9C1 8C1 7S1 7D1"


def test_signals_tell_the_game_in_game_terms(qtbot: QtBot, controller: GameController,
                                             deck_builder: Callable) -> None:
    deck = deck_builder(ANN, COMPUTER, turnup="KH1", packs=2, hand_size=8, pattern=(3, 2, 3))
    played: list[tuple[int, int]] = []
    drawn: list[list[tuple[int, int | None]]] = []
    won: list[int] = []
    controller.card_played.connect(lambda p, c: played.append((p, c)))
    controller.cards_drawn.connect(lambda d: drawn.append(list(d)))
    controller.trick_won.connect(lambda w, _cards: won.append(w))
    batches: list[list] = []
    controller.events_applied.connect(lambda events, _obs: batches.append(list(events)))
    with qtbot.waitSignal(controller.deal_started):
        controller.new_game(preset("classic"), decks=[deck], first_dealer=1, seed=1)
    opening = batches[-1]
    assert [e.kind for e in opening] == [ev.DEAL_STARTED, ev.CARDS_DEALT, ev.CARDS_DEALT,
                                         ev.TURN_UP]
    assert opening[1].player == 0 and len(opening[1].cards) == 8
    assert opening[2].player == 1 and opening[2].cards == ()  # the computer's hand is hidden
    assert controller.is_humans_turn()

    with qtbot.waitSignal(controller.trick_won, timeout=30_000):
        assert controller.try_action(Action(PLAY, card=parse_card("8S1"))) is None
    assert played[0] == (0, parse_card("8S1"))
    assert played[1][0] == 1
    assert won
    if won[0] == 0:
        qtbot.waitUntil(controller.is_humans_turn, timeout=5000)
        controller.try_action(Action("done"))
    else:
        qtbot.waitUntil(lambda: bool(drawn), timeout=30_000)
    draws = drawn[0]
    assert [p for p, _c in draws] == [won[0], 1 - won[0]]  # the winner draws first
    assert all((card is None) == (p == 1) for p, card in draws)
    for batch in batches:
        for e in batch:
            if e.kind in (ev.CARD_DRAWN, ev.CARDS_DEALT) and e.player == 1:
                assert e.card is None and e.cards == ()


def test_refusal_when_it_is_not_the_humans_turn(qtbot: QtBot, controller: GameController,
                                                deck_builder: Callable) -> None:
    deck = deck_builder(ANN, COMPUTER, turnup="KH1", packs=2, hand_size=8, pattern=(3, 2, 3),
                        human_deals=True)
    controller.worker_min_seconds = 1.0
    controller.new_game(preset("classic"), decks=[deck], first_dealer=0, seed=1)
    assert controller.thinking and not controller.is_humans_turn()
    with qtbot.waitSignal(controller.action_refused) as refused:
        controller.try_action(Action(PLAY, card=parse_card("AH1")))
    assert refused.args[0].startswith("Wait for your turn")
    assert controller.playable_cards() == set()
    with qtbot.waitSignal(controller.card_played, timeout=30_000) as answer:
        pass
    assert answer.args[0] == 1
    assert controller.is_humans_turn()


def test_two_computer_players_finish_a_deal(qtbot: QtBot, controller: GameController) -> None:
    with qtbot.waitSignal(controller.deal_finished, timeout=120_000):
        controller.new_game(preset("classic"), seed=9,
                            computer_seats={0: Level.NOVICE, 1: Level.EASY})
    assert controller.human is None
    assert controller.deal_over
    assert controller.explain(Action("done")) == "The computer is playing both hands."


def test_levels_come_from_the_computer_players() -> None:
    assert service.levels() == tuple(Level)
    assert all(type(level) is Level for level in service.levels())


def test_fallback_player_scores_the_best_meld() -> None:
    """Until the computer players were available the table used this simple one; it stays as
    the answer when a computer player fails."""
    state = GameState.from_position(
        preset("classic"), trump=1,
        hands=[{"concealed": [parse_card(c) for c in "KC1 QC1 KH1 QH1 7C1 8C1 9C1 7S1".split()]},
               {"concealed": [parse_card(c) for c in "9S1 9S2 8D1 8D2 9C2 8C2 7S2 7D1".split()]}],
        stock=[parse_card(c) for c in "AS1 AS2 TS1 TS2".split()], turnup=parse_card("AH1"))
    obs = state.observation(0)
    action = service.fallback_choose(obs, random.Random(1))
    assert action.kind == "announce" and action.meld is not None
    assert action.meld.cards == tuple(sorted((parse_card("KH1"), parse_card("QH1"))))
    state.apply(action)
    follow = service.fallback_choose(state.observation(0), random.Random(1))
    assert follow.kind == "score" and follow.meld == action.meld


def test_the_tables_expert_searches_on_both_cores_and_repeats_itself() -> None:
    """The table's Expert spreads its search over processes; with its fixed budget the same
    seed gives the same move, and the move is legal."""
    state = GameState.new_game(preset("classic"), seed=5)
    seat = state.to_act
    assert seat is not None
    obs = state.observation(seat)
    first = service.compute_move(obs, Level.EXPERT, seed=3)
    assert state.explain(first) is None
    assert service._ai_bot(Level.EXPERT).workers == service.SEARCH_WORKERS
    assert service.compute_move(obs, Level.EXPERT, seed=3) == first
