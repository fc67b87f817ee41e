"""The table's words keep step with its cards: no prompt about the next turn while the table is
still showing the last one, the opponent's card said from where it comes, and the dealer's
points for a turned-up seven said whoever leads."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from bezique_qt.engine import Action, GameState, parse_card, preset
from bezique_qt.engine.actions import ANNOUNCE, DONE, PLAY, SCORE
from bezique_qt.engine.melds import Meld
from bezique_qt.levels import Level
from bezique_qt.words.game import played_words

ANN = "AH1 AH2 QS1 JD1 7C1 KC1 QC1 8S1"
COMPUTER = "9S1 9S2 8D1 8D2 9C1 8C1 7S1 7D1"


def test_no_turn_is_announced_while_the_trick_is_still_moving(
        qtbot: QtBot, make_window: Callable, driver_for: Callable, deck_builder: Callable,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window("classic", speed="normal")
    window.controller.computer_pause_ms = 700  # as in play: the table is still when it answers
    deck = deck_builder(ANN, COMPUTER, turnup="KH1", packs=2, hand_size=8, pattern=(3, 2, 3))
    window.start_game(decks=[deck], first_dealer=1, seed=11)
    t = driver_for(window)
    c = window.controller
    t.wait_for_human()
    scene = window.scene
    prompts: list[tuple[bool, str]] = []
    set_prompt = scene.set_prompt

    def record(text: str) -> None:
        prompts.append((scene.busy, text))
        set_prompt(text)

    monkeypatch.setattr(scene, "set_prompt", record)
    t.click_card("8S1")
    # the computer answers; the trick is gathered and both players draw, in pictures
    qtbot.waitUntil(lambda: len(c.state.tricks) == 1, timeout=30_000)
    assert scene.busy, "the table should still be showing the trick"
    assert scene.prompt.text in ("", "Computer is thinking…")
    t.wait_for_human()
    shown_while_busy = [text for busy, text in prompts if busy]
    assert shown_while_busy and all(text in ("", "Computer is thinking…")
                                    for text in shown_while_busy), shown_while_busy


def _last_trick_to_follow(seed: int) -> GameState | None:
    game = GameState.new_game(preset("classic"), seed=seed, names=["Ann", "Computer"])
    rng = random.Random(seed)
    while not game.deal_over:
        if (game.phase == 2 and game.to_act == 0 and game.trick
                and len(game.hand(0)) == 1):
            return game
        game.apply(rng.choice(game.legal_actions()), undoable=False)
    return None


def test_no_prompt_to_follow_after_the_last_card(qtbot: QtBot, make_window: Callable,
                                                 driver_for: Callable) -> None:
    game = next(g for g in map(_last_trick_to_follow, range(40)) if g is not None)
    window = make_window("classic", speed="normal")
    window.show_game(game, Level.NOVICE)
    t = driver_for(window)
    t.wait_for_human()
    assert window.scene.prompt.text == "Your turn: follow suit, win if you can."
    t.click(t.highlighted_cards()[0])
    qtbot.waitUntil(lambda: window.controller.deal_over, timeout=10_000)
    assert window.scene.busy
    assert not window.scene.prompt.text.startswith("Your turn")
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=10_000)
    assert window.scene.prompt.text.startswith("The deal is over")


def test_the_opponents_card_is_said_from_where_it_comes(make_window: Callable, qtbot: QtBot,
                                                        deck_builder: Callable) -> None:
    # The computer (seat 1) leads, wins with the ace of trumps and scores bezique with its
    # Q♠1 and J♦1; it keeps a second Q♠ in its hand.
    computer = "AH1 QS1 JD1 QS2 8C1 9C1 7D1 8D1"
    ann = "9S1 9S2 8S1 7S1 TC1 JC1 KD1 TD1"
    deck = deck_builder(ann, computer, turnup="KH1", packs=2, hand_size=8, pattern=(3, 2, 3),
                      human_deals=True)
    game = GameState.new_game(preset("classic"), decks=[deck], first_dealer=0,
                              names=["Ann", "Computer"])
    card = parse_card
    game.apply(Action(PLAY, card=card("AH1")))
    game.apply(Action(PLAY, card=card("9S1")))
    bezique = Meld.of("BEZIQUE_1", (card("QS1"), card("JD1")))
    for action in (Action(ANNOUNCE, meld=bezique), Action(SCORE, meld=bezique), Action(DONE)):
        game.apply(action)
    assert game.to_act == 1 and card("QS1") in game.table[1]
    window = make_window("classic")
    window.show_game(game, Level.NOVICE, paused=True)
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=5000)
    said: list[str] = []
    window.scene.announced.connect(said.append)
    for played, words in ((card("QS2"), "Computer plays another Q♠, from its hand."),
                          (card("QS1"), "Computer plays the Q♠ from its declared cards.")):
        trial = game.clone()
        events = trial.apply(Action(PLAY, card=played))
        window.scene.show_events([e.for_player(0) for e in events], trial.observation(0))
        window.scene.finish_animations()
        assert words in said, said
        window.scene.reset(game.observation(0))
    assert played_words("Computer", card("8C1"), False, []) == "Computer plays the 8♣."


def test_the_dealers_seven_is_said_when_the_computer_leads(qtbot: QtBot, make_window: Callable,
                                                           deck_builder: Callable) -> None:
    window = make_window("classic")
    said: list[str] = []
    window.scene.announced.connect(said.append)
    deck = deck_builder(ANN, COMPUTER, turnup="7H1", packs=2, hand_size=8, pattern=(3, 2, 3),
                        human_deals=True)
    window.start_game(decks=[deck], first_dealer=0, seed=11)
    assert window.controller.observation().deal_points[0] == 10
    qtbot.waitUntil(lambda: any("You score 10" in s for s in said), timeout=10_000)
    assert "You score 10: seven turned up 7♥." in said


def test_the_computers_card_is_named_once_it_lies_on_the_table(make_window: Callable,
                                                               qtbot: QtBot) -> None:
    """The status bar names the computer's card when it has arrived in the trick, face up,
    not while it is still on its way from the computer's hand."""
    game = GameState.new_game(preset("classic"), seed=7, names=["Ann", "Computer"],
                              first_dealer=0)
    assert game.to_act == 1  # the computer leads
    window = make_window("classic", speed="normal")
    window.show_game(game, Level.NOVICE, paused=True)
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=5000)
    played = next(a.card for a in game.legal_actions() if a.kind == PLAY)
    assert played is not None
    heard: list[tuple[str, QPointF | None, bool]] = []

    def said(words: object) -> None:
        item = window.scene.item_for(played)
        heard.append((str(words), None if item is None else item.pos(),
                      item is not None and item.is_animating()))

    window.scene.announced.connect(said)
    trial = game.clone()
    events = trial.apply(Action(PLAY, card=played))
    window.scene.show_events([e.for_player(0) for e in events], trial.observation(0))
    qtbot.waitUntil(lambda: bool(heard), timeout=5000)
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=5000)
    item = window.scene.item_for(played)
    assert item is not None and item.shows_face
    words, where, moving = heard[0]
    assert words.startswith("Computer plays the")
    # (the trick settles by a few pixels once the card is in)
    assert where is not None and (where - item.pos()).manhattanLength() < 20 and not moving, (
        "the card was named before it lay in the trick")
    assert window._status.text() == heard[0][0]


def test_a_meld_the_computer_scores_at_once_is_never_shown_to_score(
        qtbot: QtBot, make_window: Callable, driver_for: Callable,
        deck_builder: Callable) -> None:
    """The computer wins the first trick and scores four aces at once: the table shows them
    scored, never first as a declaration "to score"."""
    computer = "AS1 AH1 AD1 AC1 TS1 TD1 TC1 AS2"
    ann = "7S1 8S1 7D1 8D1 7C1 8C1 9S1 9D1"  # nothing that takes an ace or a ten
    deck = deck_builder(ann, computer, turnup="KH1", packs=2, hand_size=8, pattern=(3, 2, 3),
                        human_deals=True)
    window = make_window("classic", level=Level.EXPERT, speed="normal")
    window.controller.computer_pause_ms = 400
    window.start_game(decks=[deck], first_dealer=0, seed=5)
    t = driver_for(window)
    t.wait_for_human()
    scene = window.scene
    seen: list[tuple[str, int]] = []
    scene.announced.connect(lambda words: seen.append(
        (str(words), len(scene._picture.pending[1]))))
    relayout = scene.relayout

    def watched(duration: int) -> None:
        seen.append(("", len(scene._picture.pending[1])))
        relayout(duration)

    scene.relayout = watched  # type: ignore[method-assign]
    t.click(t.highlighted_cards()[0])
    qtbot.waitUntil(lambda: any(h.meld is not None and h.player == 1
                                for h in window.controller.state.history), timeout=60_000)
    t.wait_for_human()
    assert any("scores" in words and "four aces" in words for words, _ in seen), seen
    assert not any("declares" in words for words, _ in seen), seen
    assert all(pending == 0 for _, pending in seen), "a meld was shown to score"
