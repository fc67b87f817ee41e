"""The computer's reason for a hint, worded as advice in the player's language.

The computer players word their reasons about themselves, in English (``bezique_qt.ai``:
"throws away the 8♥"); the table reads each one back with the patterns of ``game_words`` and
words it as advice that names the move once ("Hint: Throw away the eight of hearts."). Real
reasons come from whole deals played by every level; not one of them may be left unworded, in
English or in French.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from bezique_qt.ai import LEVELS, LevelBot, make_bot, service
from bezique_qt.engine import Action, GameState, preset
from bezique_qt.engine.actions import PLAY
from bezique_qt.ui import game_words
from bezique_qt.ui.game_words import (
    REASON_CLAUSES,
    REASON_SENTENCES,
    describe_action,
    hint_words,
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


Advice = tuple[Action, str]  # a move and the computer's reason for it


def deal_reasons(players: dict[str, LevelBot], variant: str, seed: int,
                 drivers: tuple[str, str], search_every: int) -> Iterator[Advice]:
    """The moves and reasons given in one whole deal of ``variant``: at each decision every
    fast level and the table's fallback player give theirs, Hard and Expert at every
    ``search_every``-th decision; the level of ``drivers`` (one per seat) makes the move."""
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
        yield from ((d.action, d.reason) for d in moves.values())
        fallback = service.fallback_choose(seen, rng)
        yield fallback, service.fallback_reason(seen, fallback)
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
def reasons(players: dict[str, LevelBot]) -> list[Advice]:
    out: list[Advice] = []
    for variant, seed, drivers, every in DEALS:
        out += deal_reasons(players, variant, seed, drivers, every)
    return out


def _unmatched(reasons: list[Advice]) -> list[str]:
    return sorted({r for a, r in reasons if translated_reason(r, a) is None})


def test_every_reason_of_real_deals_is_worded_in_french(reasons: list[Advice],
                                                        french: None) -> None:
    unmatched = _unmatched(reasons)
    assert not unmatched, "reasons left in English:\n" + "\n".join(unmatched)
    for action, reason in set(reasons):
        words = hint_words(action, reason)
        assert words.startswith("Indice\u00a0: ") and reason not in words, words
    # the deals reach the sentences of every kind of player
    for part in ("(checked in", "; keeps the", "counts every card", ": the only legal choice",
                 "guesses", "scores", "(any card will do)", "it is worth"):
        assert any(part in r for _a, r in reasons), part


@pytest.mark.slow
def test_every_reason_of_more_deals_at_every_level(players: dict[str, LevelBot],
                                                   french: None) -> None:
    found: list[Advice] = []
    for variant, every in (("classic", 1), ("hoffmann_1909", 1), ("seed002_scaled", 1),
                           ("rubicon", 1), ("six_pack", 4), ("eight_pack", 10)):
        found += deal_reasons(players, variant, 11, ("hard", "expert"), every)
    unmatched = _unmatched(found)
    assert not unmatched, "reasons left in English:\n" + "\n".join(unmatched)


def test_an_english_hint_names_the_move_once(reasons: list[Advice]) -> None:
    # the reason restated the move ("Play the eight of hearts — throws away the 8♥"); the
    # advice names it once, the way the table words it, and keeps what the reason adds
    assert not _unmatched(reasons)
    for action, reason in set(reasons):
        words = hint_words(action, reason)
        assert words.startswith("Hint: ") and words.endswith(".") and "—" not in words, words
        head = words.split(";")[0]
        if action.kind == PLAY and action.card is not None:
            card = game_words.the_card_words(action.card)
            assert head.lower().count(card) == 1, words
            assert head.lower().count(card.removeprefix("the ")) == 1, words
        else:
            assert words.count(describe_action(action)) <= 1, words


# One example of each sentence and clause (REASON_SENTENCES, REASON_CLAUSES): the computer's
# reason, the move (as the table words it) where the reason does not name it, and the hint's
# advice in English and in French.
EXAMPLES: tuple[tuple[str, str | None, str, str], ...] = (
    ("guesses 24 cards, the likeliest packet", None,
     "Guess 24 cards, the likeliest packet",
     "Parier sur 24 cartes, le paquet le plus probable"),
    ("shows carte blanche (50)", None, "Show carte blanche (50)", "Montrer carte blanche (50)"),
    ("exchanges the seven of trumps for the K♥", None,
     "Exchange the seven of trumps for the king of hearts",
     "Échanger le sept d'atout contre le roi de cœur"),
    ("exchanges the seven of trumps for the turn-up", None,
     "Exchange the seven of trumps for the turn-up",
     "Échanger le sept d'atout contre la carte retournée"),
    ("exchanges the seven of trumps", None, "Exchange the seven of trumps",
     "Échanger le sept d'atout"),
    ("scores royal marriage (40)", "Score marriage (K♠ Q♠)",
     "Score marriage (K♠ Q♠): 40 points", "Marquer mariage (K♠ Q♠)\u00a0: 40 points"),
    ("declares bezique (40) to score it now", "Declare bezique (Q♠ J♦)",
     "Declare bezique (Q♠ J♦) and score it now (40 points)",
     "Annoncer bésigue (Q♠ J♦) et marquer aussitôt (40 points)"),
    ("shows the seven of trumps (10)", None, "Show the seven of trumps (10)",
     "Montrer le sept d'atout (10)"),
    ("declares back-door sequence to score on a later trick",
     "Declare sequence (A♥ 10♥ K♥ Q♥ J♥)",
     "Declare sequence (A♥ 10♥ K♥ Q♥ J♥) to score on a later trick",
     "Annoncer quinte (A♥ 10♥ K♥ Q♥ J♥), à marquer sur une prochaine levée"),
    ("nothing more to declare", "Finish declaring and draw",
     "Finish declaring and draw: nothing more to declare",
     "Finir d'annoncer et tirer\u00a0: plus rien à annoncer"),
    ("the only choice", "Guess 24 cards", "Guess 24 cards: the only choice",
     "Parier sur 24 cartes\u00a0: le seul choix possible"),
    ("plays the J♣ (any card will do)", None,
     "Play the jack of clubs (any card will do)",
     "Jouer le valet de trèfle (n'importe quelle carte fait l'affaire)"),
    ("plays the Q♠, the only legal card", None, "Play the queen of spades, the only legal card",
     "Jouer la dame de pique, la seule carte permise"),
    ("wins the 10♠ cheaply with the A♠", None,
     "Win the ten of spades cheaply with the ace of spades",
     "Prendre le dix de pique à peu de frais avec l'as de pique"),
    ("takes the trick with the 9♥ to declare four trump aces", None,
     "Take the trick with the nine of hearts to declare the four trump aces",
     "Prendre la levée avec le neuf de cœur pour annoncer les quatre as d'atout"),
    ("takes the trick with the K♦ to stop declarations late in the stock", None,
     "Take the trick with the king of diamonds to stop declarations late in the stock",
     "Prendre la levée avec le roi de carreau pour empêcher les annonces en fin de talon"),
    ("takes the trick with the A♥", None, "Take the trick with the ace of hearts",
     "Prendre la levée avec l'as de cœur"),
    ("throws away the 7♣", None, "Throw away the seven of clubs", "Défausser le sept de trèfle"),
    ("leads the 10♥ to win the trick and declare double bezique", None,
     "Lead the ten of hearts to win the trick and declare the double bezique",
     "Entamer le dix de cœur pour prendre la levée et annoncer le double bésigue"),
    ("leads the 8♦, a card of no use", None, "Lead the eight of diamonds, a card of no use",
     "Entamer le huit de carreau, une carte sans utilité"),
    ("leads the A♣, a spare copy", None, "Lead the ace of clubs, a spare copy",
     "Entamer l'as de trèfle, un exemplaire en trop"),
    ("leads the Q♦", None, "Lead the queen of diamonds", "Entamer la dame de carreau"),
    ("wins the trick with the A♠", None, "Win the trick with the ace of spades",
     "Remporter la levée avec l'as de pique"),
    ("cannot win: gives the 7♣", None, "The trick cannot be won: give the seven of clubs",
     "La levée ne peut pas être prise\u00a0: donner le sept de trèfle"),
    ("leads the 10♥ to win the trick", None, "Lead the ten of hearts to win the trick",
     "Entamer le dix de cœur pour prendre la levée"),
    ("leads the 8♦, its weakest card", None, "Lead the eight of diamonds, your weakest card",
     "Entamer le huit de carreau, votre carte la plus faible"),
    ("counts every card: the A♠ is the best play (+30 in the last tricks)", None,
     "Play the ace of spades: counting every card, it is the best play (+30 in the last tricks)",
     "Jouer l'as de pique\u00a0: toutes les cartes comptées, c'est le meilleur coup (+30 sur "
     "les dernières levées)"),
    ("Finish declaring and draw: the only legal choice", None,
     "Finish declaring and draw: the only legal choice",
     "Finir d'annoncer et tirer\u00a0: le seul choix permis"),
    ("exchange the 7♥ for the turn-up: best in simulations (120 of 400), +35 points on average",
     None,
     "Exchange the 7♥ for the turn-up: best in simulations (120 of 400), +35 points on average",
     "Échanger le 7♥ contre la carte retournée\u00a0: le meilleur choix d'après les "
     "simulations (120 sur 400), +35 points en moyenne"),
    ("play the jack of spades: +24 points on average over the rule of thumb in 150 sampled "
     "deals", None,
     "Play the jack of spades: +24 points on average over the rule of thumb in 150 sampled "
     "deals",
     "Jouer le valet de pique\u00a0: +24 points en moyenne par rapport à la règle empirique, "
     "sur 150 donnes simulées"),
    ("it is worth 40 points", "Score bezique (Q♠ J♦)",
     "Score bezique (Q♠ J♦): it is worth 40 points",
     "Marquer bésigue (Q♠ J♦)\u00a0: cela rapporte 40 points"),
    ("the seven of trumps scores 10 and brings the turn-up into your hand",
     "Exchange the 7♥ for the turn-up",
     "Exchange the 7♥ for the turn-up: the seven of trumps scores 10 and brings the turn-up "
     "into your hand",
     "Échanger le 7♥ contre la carte retournée\u00a0: le sept d'atout marque 10 et fait "
     "entrer la carte retournée dans votre main"),
    ("there is nothing more worth declaring", "Finish declaring and draw",
     "Finish declaring and draw: there is nothing more worth declaring",
     "Finir d'annoncer et tirer\u00a0: plus rien ne vaut la peine d'être annoncé"),
    ("the dealer aims at 24 cards and lifts that many most often", "Guess 24 cards",
     "Guess 24 cards: the dealer aims at 24 cards and lifts that many most often",
     "Parier sur 24 cartes\u00a0: le donneur vise 24 cartes et en prélève le plus souvent "
     "autant"),
    ("any card will do here", "Play the jack of clubs",
     "Play the jack of clubs: any card will do here",
     "Jouer le valet de trèfle\u00a0: n'importe quelle carte fait l'affaire ici"),
    ("scores four kings (80) (checked in 12 sampled deals)", "Score four kings (K♠ K♠ K♦ K♣)",
     "Score four kings (K♠ K♠ K♦ K♣): 80 points (checked in 12 sampled deals)",
     "Marquer quatre rois (K♠ K♠ K♦ K♣)\u00a0: 80 points (vérifié sur 12 donnes simulées)"),
    ("leads the 9♠; keeps the Q♦ for four queens", None,
     "Lead the nine of spades; keep the queen of diamonds for the four queens",
     "Entamer le neuf de pique\u00a0; garder la dame de carreau pour les quatre dames"),
    # a head, a kept card and Hard's check together
    ("throws away the 7♣; keeps the 7♥ for the seven exchange (checked in 150 sampled deals)",
     None,
     "Throw away the seven of clubs; keep the seven of hearts for the seven exchange (checked "
     "in 150 sampled deals)",
     "Défausser le sept de trèfle\u00a0; garder le sept de cœur pour l'échange du sept (vérifié "
     "sur 150 donnes simulées)"),
    ("leads the J♣, a card of no use; keeps the K♠ for a marriage", None,
     "Lead the jack of clubs, a card of no use; keep the king of spades for a marriage",
     "Entamer le valet de trèfle, une carte sans utilité\u00a0; garder le roi de pique pour un "
     "mariage"),
    ("takes the trick with the 10♠; keeps the 7♠ for showing the seven", None,
     "Take the trick with the ten of spades; keep the seven of spades for showing the seven",
     "Prendre la levée avec le dix de pique\u00a0; garder le sept de pique pour montrer le sept"),
    ("Score double bezique (Q♠ Q♠ J♦ J♦): the only legal choice", None,
     "Score double bezique (Q♠ Q♠ J♦ J♦): the only legal choice",
     "Marquer double bésigue (Q♠ Q♠ J♦ J♦)\u00a0: le seul choix permis"),
)


def _move(example: tuple[str, str | None, str, str]) -> Action:
    """The example's move: the one it names, or else the one its reason is about."""
    reason, move, _english, _french = example
    for text in (move, reason.split(":")[0], reason.split(" (")[0]):
        if text is not None and (action := game_words._action_of(text)) is not None:
            return action
    # the reason names a card or a meld: any move does, the hint words the reason's
    return Action(PLAY, card=0)


@pytest.mark.parametrize("example", EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_hints_in_english(example: tuple[str, str | None, str, str]) -> None:
    assert hint_words(_move(example), example[0]) == f"Hint: {example[2]}."


@pytest.mark.parametrize("example", EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_hints_in_french(example: tuple[str, str | None, str, str], french: None) -> None:
    assert hint_words(_move(example), example[0]) == f"Indice\u00a0: {example[3]}."


def test_every_sentence_has_an_example() -> None:
    for words, _template in REASON_SENTENCES + REASON_CLAUSES:
        pattern = game_words._shape(words)
        assert any(pattern.fullmatch(e[0]) for e in EXAMPLES), words


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
    move = Action(PLAY, card=0)
    with caplog.at_level(logging.DEBUG, logger=game_words.__name__):
        assert hint_words(move, reason) == (
            f"Indice\u00a0: {describe_action(move)} — {reason}.")
    assert translated_reason(reason, move) is None
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
    worded = translated_reason(reason, action)
    assert worded is not None and worded != reason
    assert window.scene.message.text == f"Indice\u00a0: {worded[:1].upper()}{worded[1:]}."
