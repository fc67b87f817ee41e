"""The computer's reason for a hint, in the player's language.

The computer players word their reasons in English (``bezique_qt.ai``); the table reads each
one back with the patterns of ``game_words`` and words it anew. Real reasons come from whole
deals played by every level; in French not one of them may stay English, and in English every
reason is shown exactly as the computer gave it.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from bezique_qt.ai import LEVELS, LevelBot, make_bot
from bezique_qt.engine import GameState, preset
from bezique_qt.ui import bots, game_words
from bezique_qt.ui.game_words import (
    REASON_CLAUSES,
    REASON_SENTENCES,
    describe_action,
    reason_words,
    translated_reason,
)
from bezique_qt.ui.i18n import install_translators
from bezique_qt.ui.window import MainWindow

# Hard's and Expert's simulations per decision: few, but enough for Hard to leave the rule of
# thumb now and then (each action needs 16 sampled deals, search.MIN_WORLDS)
SEARCH_BUDGET = 40
SEARCHING = ("hard", "expert")


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    """French from the start of the test; English again afterwards, whatever happens."""
    install_translators(qapp, "fr")
    yield
    install_translators(qapp, "en")


@pytest.fixture(scope="module")
def players() -> dict[str, LevelBot]:
    return {level: make_bot(level, budget=SEARCH_BUDGET if level in SEARCHING else None)
            for level in LEVELS}


def deal_reasons(players: dict[str, LevelBot], variant: str, seed: int,
                 drivers: tuple[str, str], search_every: int) -> Iterator[str]:
    """The reasons given in one whole deal of ``variant``: at each decision every fast level
    and the table's fallback player give theirs, Hard and Expert at every ``search_every``-th
    decision; the level of ``drivers`` (one per seat) makes the move."""
    game = GameState.new_game(preset(variant), seed=seed)
    rng = random.Random(seed)
    decision = 0
    while not game.deal_over:
        seat = game.to_act
        seen = game.observation(seat)
        asked = [level for level in LEVELS
                 if level not in SEARCHING or decision % search_every == 0
                 or level == drivers[seat]]
        moves = {level: players[level].decide(seen, random.Random(rng.getrandbits(32)))
                 for level in asked}
        yield from (d.reason for d in moves.values())
        yield bots.fallback_reason(seen, bots.fallback_choose(seen, rng))
        game.apply(moves[drivers[seat]].action)
        decision += 1


# (variant, seed, the levels that move, how often Hard and Expert are asked)
DEALS = (
    ("classic", 1, ("medium", "hard"), 3),
    ("classic", 2, ("expert", "easy"), 3),
    ("rubicon", 3, ("novice", "medium"), 10),
    ("rubicon", 4, ("medium", "easy"), 10),
    ("six_pack", 5, ("easy", "medium"), 40),
)


@pytest.fixture(scope="module")
def reasons(players: dict[str, LevelBot]) -> list[str]:
    out: list[str] = []
    for variant, seed, drivers, every in DEALS:
        out += deal_reasons(players, variant, seed, drivers, every)
    return out


def _unmatched(reasons: list[str]) -> list[str]:
    return sorted({r for r in reasons if translated_reason(r) is None})


def test_every_reason_of_real_deals_is_worded_in_french(reasons: list[str],
                                                        french: None) -> None:
    unmatched = _unmatched(reasons)
    assert not unmatched, "reasons left in English:\n" + "\n".join(unmatched)
    for reason in set(reasons):
        assert reason_words(reason) != reason, reason
    # the deals reach the sentences of every kind of player
    for part in ("(checked in", "; keeps the", "counts every card", ": the only legal choice",
                 "guesses", "scores", "(any card will do)", "it is worth"):
        assert any(part in r for r in reasons), part


@pytest.mark.slow
def test_every_reason_of_more_deals_at_every_level(players: dict[str, LevelBot],
                                                   french: None) -> None:
    found: list[str] = []
    for variant, every in (("classic", 1), ("hoffmann_1909", 1), ("seed002_scaled", 1),
                           ("rubicon", 1), ("six_pack", 4), ("eight_pack", 10)):
        found += deal_reasons(players, variant, 11, ("hard", "expert"), every)
    unmatched = _unmatched(found)
    assert not unmatched, "reasons left in English:\n" + "\n".join(unmatched)


def test_reasons_in_english_are_the_computers(reasons: list[str]) -> None:
    for reason in reasons + [english for english, _french in EXAMPLES]:
        assert reason_words(reason) == reason


# One example of each sentence and clause (REASON_SENTENCES, REASON_CLAUSES), and its French.
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("guesses 24 cards, the likeliest packet",
     "parie sur 24 cartes, le paquet le plus probable"),
    ("shows carte blanche (50)", "montre carte blanche (50)"),
    ("exchanges the seven of trumps for the K♥",
     "échange le sept d'atout contre le roi de cœur"),
    ("exchanges the seven of trumps for the turn-up",
     "échange le sept d'atout contre la carte retournée"),
    ("exchanges the seven of trumps", "échange le sept d'atout"),
    ("scores royal marriage (40)", "marque le mariage d'atout (40)"),
    ("declares bezique (40) to score it now", "annonce et marque aussitôt le bésigue (40)"),
    ("shows the seven of trumps (10)", "montre le sept d'atout (10)"),
    ("declares back-door sequence to score on a later trick",
     "annonce la quinte hors atout, à marquer sur une prochaine levée"),
    ("nothing more to declare", "plus rien à annoncer"),
    ("the only choice", "le seul choix possible"),
    ("plays the J♣ (any card will do)",
     "joue le valet de trèfle (n'importe quelle carte fait l'affaire)"),
    ("plays the Q♠, the only legal card", "joue la dame de pique, la seule carte permise"),
    ("wins the 10♠ cheaply with the A♠", "prend le dix de pique à peu de frais avec l'as de pique"),
    ("takes the trick with the 9♥ to declare four trump aces",
     "prend la levée avec le neuf de cœur pour annoncer les quatre as d'atout"),
    ("takes the trick with the K♦ to stop declarations late in the stock",
     "prend la levée avec le roi de carreau pour empêcher les annonces en fin de talon"),
    ("takes the trick with the A♥", "prend la levée avec l'as de cœur"),
    ("throws away the 7♣", "défausse le sept de trèfle"),
    ("leads the 10♥ to win the trick and declare double bezique",
     "entame le dix de cœur pour prendre la levée et annoncer le double bésigue"),
    ("leads the 8♦, a card of no use", "entame le huit de carreau, une carte sans utilité"),
    ("leads the Q♦", "entame la dame de carreau"),
    ("wins the trick with the A♠", "remporte la levée avec l'as de pique"),
    ("cannot win: gives the 7♣", "ne peut pas prendre la levée\u00a0: donne le sept de trèfle"),
    ("leads the 10♥ to win the trick", "entame le dix de cœur pour prendre la levée"),
    ("leads the 8♦, its weakest card", "entame le huit de carreau, sa carte la plus faible"),
    ("counts every card: the A♠ is the best play (+30 in the last tricks)",
     "compte toutes les cartes\u00a0: jouer l'as de pique est le meilleur coup (+30 sur les "
     "dernières levées)"),
    ("Finish declaring and draw: the only legal choice",
     "Finir d'annoncer et tirer\u00a0: le seul choix permis"),
    ("exchange the 7♥ for the turn-up: best in simulations (120 of 400), +35 points on average",
     "échanger le 7♥ contre la carte retournée\u00a0: le meilleur choix d'après les simulations "
     "(120 sur 400), +35 points en moyenne"),
    ("play the jack of spades: +24 points on average over the rule of thumb in 150 sampled "
     "deals",
     "jouer le valet de pique\u00a0: +24 points en moyenne par rapport à la règle empirique, "
     "sur 150 donnes simulées"),
    ("it is worth 40 points", "cela rapporte 40 points"),
    ("the seven of trumps scores 10 and brings the turn-up into your hand",
     "le sept d'atout marque 10 et fait entrer la carte retournée dans votre main"),
    ("there is nothing more worth declaring", "plus rien ne vaut la peine d'être annoncé"),
    ("the dealer aims at 24 cards and lifts that many most often",
     "le donneur vise 24 cartes et en prélève le plus souvent autant"),
    ("any card will do here", "n'importe quelle carte fait l'affaire ici"),
    ("scores four kings (80) (checked in 12 sampled deals)",
     "marque les quatre rois (80) (vérifié sur 12 donnes simulées)"),
    ("leads the 9♠; keeps the Q♦ for four queens",
     "entame le neuf de pique\u00a0; garde la dame de carreau pour les quatre dames"),
    # a head, a kept card and Hard's check together
    ("throws away the 7♣; keeps the 7♥ for the seven exchange (checked in 150 sampled deals)",
     "défausse le sept de trèfle\u00a0; garde le sept de cœur pour l'échange du sept (vérifié "
     "sur 150 donnes simulées)"),
    ("leads the J♣, a card of no use; keeps the K♠ for a marriage",
     "entame le valet de trèfle, une carte sans utilité\u00a0; garde le roi de pique pour un "
     "mariage"),
    ("takes the trick with the 10♠; keeps the 7♠ for showing the seven",
     "prend la levée avec le dix de pique\u00a0; garde le sept de pique pour montrer le sept"),
    ("Score double bezique (Q♠ Q♠ J♦ J♦): the only legal choice",
     "Marquer double bésigue (Q♠ Q♠ J♦ J♦)\u00a0: le seul choix permis"),
)


@pytest.mark.parametrize(("english", "french_words"), EXAMPLES)
def test_reasons_in_french(english: str, french_words: str, french: None) -> None:
    assert reason_words(english) == french_words


def test_every_sentence_has_an_example() -> None:
    for words, _template in REASON_SENTENCES + REASON_CLAUSES:
        pattern = game_words._shape(words)
        assert any(pattern.fullmatch(english) for english, _ in EXAMPLES), words


@pytest.mark.parametrize("reason", [
    "wins the trick with the queen of spades",          # a card the AI never words so
    "leads the Q♦; keeps the Q♦ for world peace",        # an unknown purpose
    "leads the Q♦ boldly (checked in 10 sampled deals)",  # an unknown head under a known clause
    "scores grand slam (40)",                            # an unknown meld
    "fold the queen of spades: the only legal choice",   # an unknown action
    "Play the queen of spades",                          # an action without its reason
])
def test_an_unknown_reason_stays_english_whole(reason: str, french: None,
                                               caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.DEBUG, logger=game_words.__name__):
        assert reason_words(reason) == reason
    assert translated_reason(reason) is None
    assert any(reason in record.getMessage() for record in caplog.records)


def test_the_hint_on_the_french_table(qtbot: QtBot, make_window: Callable[..., MainWindow],
                                      driver_for: Callable, french: None) -> None:
    window = make_window("classic")
    window.start_game(seed=3)
    t = driver_for(window)
    t.wait_for_human()
    with qtbot.waitSignal(window.controller.hint_ready, timeout=20_000) as hint:
        qtbot.keyClick(window.view, Qt.Key.Key_H)
    action, reason = hint.args
    worded = reason_words(reason)
    assert worded != reason
    assert window.scene.message.text == (
        f"Indice\u00a0: {describe_action(action)} — {worded}.")
