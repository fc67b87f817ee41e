"""The computer's reason for a hint, worded as advice in the player's language.

The computer players give their reasons as codes with the facts they name (``bezique_qt.ai``:
``Reason(THROW_AWAY, card=8♥)``); the table words each one as advice that names the move once
("Hint: Throw away the eight of hearts."). Real reasons come from whole deals played by every
level; not one of them may be left unworded, in English or in French.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from bezique_qt.ai import LEVELS, LevelBot, Reason, make_bot, service
from bezique_qt.ai import reasons as why
from bezique_qt.engine import Action, GameState, preset
from bezique_qt.engine.actions import ANNOUNCE, DONE, EXCHANGE, GUESS, PLAY, SCORE
from bezique_qt.engine.cards import parse_card, parse_cards
from bezique_qt.engine.melds import Meld
from bezique_qt.words import game as game_words
from bezique_qt.words.game import describe_action
from bezique_qt.words.i18n import install_translators
from bezique_qt.words.reasons import (
    OUTCOME_TEMPLATES,
    REASON_TEMPLATES,
    hint_words,
    reason_words,
)

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


Advice = tuple[Action, Reason]  # a move and the computer's reason for it


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


def _unmatched(reasons: list[Advice]) -> list[Reason]:
    return sorted({r for a, r in reasons if reason_words(r, a) is None}, key=repr)


def test_every_reason_of_real_deals_is_worded_in_french(reasons: list[Advice],
                                                        french: None) -> None:
    unmatched = _unmatched(reasons)
    assert not unmatched, "reasons without words:\n" + "\n".join(map(repr, unmatched))
    english_words = {"Hint", "throw", "lead", "take", "play", "keep", "checked", "average"}
    for action, reason in set(reasons):
        words = hint_words(action, reason)
        assert words.startswith("Indice\u00a0: "), words
        assert not english_words & set(words.replace(":", " ").split()), words
    # the deals reach the reasons of every kind of player
    codes = {r.code for _a, r in reasons}
    for code in (why.SOLVED, why.ONLY_LEGAL_CHOICE, why.GUESS_LIKELIEST, why.SCORE_MELD,
                 why.ANY_CARD, why.FALLBACK_WORTH):
        assert code in codes, code
    assert any(r.checked is not None for _a, r in reasons)
    assert any(r.kept is not None for _a, r in reasons)


@pytest.mark.slow
def test_every_reason_of_more_deals_at_every_level(players: dict[str, LevelBot],
                                                   french: None) -> None:
    found: list[Advice] = []
    for variant, every in (("classic", 1), ("hoffmann_1909", 1), ("seed002_scaled", 1),
                           ("rubicon", 1), ("six_pack", 4), ("eight_pack", 10)):
        found += deal_reasons(players, variant, 11, ("hard", "expert"), every)
    unmatched = _unmatched(found)
    assert not unmatched, "reasons without words:\n" + "\n".join(map(repr, unmatched))


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


# One example of each reason code and clause: the reason, the move it is given for, and the
# hint's advice in English and in French.
def _c(text: str) -> int:
    return parse_card(text)


def _meld(text: str) -> Meld:
    kind, *cards = text.split()
    return Meld.of(kind, parse_cards(cards))


_PLAY = Action(PLAY, card=0)
EXAMPLES: tuple[tuple[Reason, Action, str, str], ...] = (
    (Reason(why.GUESS_LIKELIEST, count=24), Action(GUESS, number=24),
     "Guess 24 cards, the likeliest packet",
     "Parier sur 24 cartes, le paquet le plus probable"),
    (Reason(why.SHOW_CARTE_BLANCHE, points=50), _PLAY, "Show carte blanche (50)",
     "Montrer carte blanche (50)"),
    (Reason(why.EXCHANGE_SEVEN, card=_c("KH1")), _PLAY,
     "Exchange the seven of trumps for the king of hearts",
     "Échanger le sept d'atout contre le roi de cœur"),
    (Reason(why.EXCHANGE_SEVEN), _PLAY,
     "Exchange the seven of trumps for the turn-up",
     "Échanger le sept d'atout contre la carte retournée"),
    (Reason(why.SCORE_MELD, meld="ROYAL_MARRIAGE", points=40),
     Action(SCORE, meld=_meld("MARRIAGE KS1 QS1")),
     "Score marriage (K♠ Q♠): 40 points", "Marquer mariage (K♠ Q♠)\u00a0: 40 points"),
    (Reason(why.DECLARE_TO_SCORE_NOW, meld="BEZIQUE_1", points=40),
     Action(ANNOUNCE, meld=_meld("BEZIQUE_1 QS1 JD1")),
     "Declare bezique (Q♠ J♦) and score it now (40 points)",
     "Annoncer bésigue (Q♠ J♦) et marquer aussitôt (40 points)"),
    (Reason(why.SHOW_SEVEN, points=10), _PLAY, "Show the seven of trumps (10)",
     "Montrer le sept d'atout (10)"),
    (Reason(why.DECLARE_FOR_LATER, meld="BACK_DOOR_SEQUENCE"),
     Action(ANNOUNCE, meld=_meld("SEQUENCE AH1 TH1 KH1 QH1 JH1")),
     "Declare sequence (A♥ 10♥ K♥ Q♥ J♥) to score on a later trick",
     "Annoncer quinte (A♥ 10♥ K♥ Q♥ J♥), à marquer sur une prochaine levée"),
    (Reason(why.NOTHING_TO_DECLARE), Action(DONE),
     "Finish declaring and draw: nothing more to declare",
     "Finir d'annoncer et tirer\u00a0: plus rien à annoncer"),
    (Reason(why.ONLY_CHOICE), Action(GUESS, number=24), "Guess 24 cards: the only choice",
     "Parier sur 24 cartes\u00a0: le seul choix possible"),
    (Reason(why.ANY_CARD, card=_c("JC1")), _PLAY,
     "Play the jack of clubs (any card will do)",
     "Jouer le valet de trèfle (n'importe quelle carte fait l'affaire)"),
    (Reason(why.ONLY_LEGAL_CARD, card=_c("QS1")), _PLAY,
     "Play the queen of spades, the only legal card",
     "Jouer la dame de pique, la seule carte permise"),
    (Reason(why.WIN_BRISQUE_CHEAPLY, lead=_c("TS1"), card=_c("AS1")), _PLAY,
     "Win the ten of spades cheaply with the ace of spades",
     "Prendre le dix de pique à peu de frais avec l'as de pique"),
    (Reason(why.TAKE_TO_DECLARE, card=_c("9H1"), meld="TRUMP_QUARTET_A"), _PLAY,
     "Take the trick with the nine of hearts to declare the four trump aces",
     "Prendre la levée avec le neuf de cœur pour annoncer les quatre as d'atout"),
    (Reason(why.TAKE_LATE_IN_STOCK, card=_c("KD1")), _PLAY,
     "Take the trick with the king of diamonds to stop declarations late in the stock",
     "Prendre la levée avec le roi de carreau pour empêcher les annonces en fin de talon"),
    (Reason(why.TAKE_TRICK, card=_c("AH1")), _PLAY, "Take the trick with the ace of hearts",
     "Prendre la levée avec l'as de cœur"),
    (Reason(why.THROW_AWAY, card=_c("7C1")), _PLAY, "Throw away the seven of clubs",
     "Défausser le sept de trèfle"),
    (Reason(why.LEAD_TO_DECLARE, card=_c("TH1"), meld="BEZIQUE_2"), _PLAY,
     "Lead the ten of hearts to win the trick and declare the double bezique",
     "Entamer le dix de cœur pour prendre la levée et annoncer le double bésigue"),
    (Reason(why.LEAD_NO_USE, card=_c("8D1")), _PLAY,
     "Lead the eight of diamonds, a card of no use",
     "Entamer le huit de carreau, une carte sans utilité"),
    (Reason(why.LEAD_SPARE_COPY, card=_c("AC1")), _PLAY, "Lead the ace of clubs, a spare copy",
     "Entamer l'as de trèfle, un exemplaire en trop"),
    (Reason(why.LEAD, card=_c("QD1")), _PLAY, "Lead the queen of diamonds",
     "Entamer la dame de carreau"),
    (Reason(why.WIN_LAST_TRICK, card=_c("AS1")), _PLAY, "Win the trick with the ace of spades",
     "Remporter la levée avec l'as de pique"),
    (Reason(why.CANNOT_WIN, card=_c("7C1")), _PLAY,
     "The trick cannot be won: give the seven of clubs",
     "La levée ne peut pas être prise\u00a0: donner le sept de trèfle"),
    (Reason(why.LEAD_TO_WIN, card=_c("TH1")), _PLAY, "Lead the ten of hearts to win the trick",
     "Entamer le dix de cœur pour prendre la levée"),
    (Reason(why.LEAD_WEAKEST, card=_c("8D1")), _PLAY,
     "Lead the eight of diamonds, your weakest card",
     "Entamer le huit de carreau, votre carte la plus faible"),
    (Reason(why.SOLVED, card=_c("AS1"), points=30), _PLAY,
     "Play the ace of spades: counting every card, it is the best play (+30 in the last tricks)",
     "Jouer l'as de pique\u00a0: toutes les cartes comptées, c'est le meilleur coup (+30 sur "
     "les dernières levées)"),
    (Reason(why.ONLY_LEGAL_CHOICE, action=Action(DONE)), _PLAY,
     "Finish declaring and draw: the only legal choice",
     "Finir d'annoncer et tirer\u00a0: le seul choix permis"),
    (Reason(why.BEST_IN_SEARCH, action=Action(EXCHANGE, card=_c("7H1")),
            source=why.SOURCE_SIMULATIONS, count=120, total=400, points=35), _PLAY,
     "Exchange the 7♥ for the turn-up: best in simulations (120 of 400), +35 points on average",
     "Échanger le 7♥ contre la carte retournée\u00a0: le meilleur choix d'après les "
     "simulations (120 sur 400), +35 points en moyenne"),
    (Reason(why.BETTER_THAN_RULE, action=Action(PLAY, card=_c("JS1")), points=24, count=150),
     _PLAY,
     "Play the jack of spades: +24 points on average over the rule of thumb in 150 sampled "
     "deals",
     "Jouer le valet de pique\u00a0: +24 points en moyenne par rapport à la règle empirique, "
     "sur 150 donnes simulées"),
    (Reason(why.FALLBACK_WORTH, points=40), Action(SCORE, meld=_meld("BEZIQUE_1 QS1 JD1")),
     "Score bezique (Q♠ J♦): it is worth 40 points",
     "Marquer bésigue (Q♠ J♦)\u00a0: cela rapporte 40 points"),
    (Reason(why.FALLBACK_EXCHANGE), Action(EXCHANGE, card=_c("7H1")),
     "Exchange the 7♥ for the turn-up: the seven of trumps scores 10 and brings the turn-up "
     "into your hand",
     "Échanger le 7♥ contre la carte retournée\u00a0: le sept d'atout marque 10 et fait "
     "entrer la carte retournée dans votre main"),
    (Reason(why.FALLBACK_DONE), Action(DONE),
     "Finish declaring and draw: there is nothing more worth declaring",
     "Finir d'annoncer et tirer\u00a0: plus rien ne vaut la peine d'être annoncé"),
    (Reason(why.FALLBACK_GUESS, count=24), Action(GUESS, number=24),
     "Guess 24 cards: the dealer aims at 24 cards and lifts that many most often",
     "Parier sur 24 cartes\u00a0: le donneur vise 24 cartes et en prélève le plus souvent "
     "autant"),
    (Reason(why.FALLBACK_ANY), Action(PLAY, card=_c("JC1")),
     "Play the jack of clubs: any card will do here",
     "Jouer le valet de trèfle\u00a0: n'importe quelle carte fait l'affaire ici"),
    (Reason(why.SCORE_MELD, meld="QUARTET_K", points=80, checked=12),
     Action(SCORE, meld=_meld("QUARTET_K KS1 KS2 KD1 KC1")),
     "Score four kings (K♠ K♠ K♦ K♣): 80 points (checked in 12 sampled deals)",
     "Marquer quatre rois (K♠ K♠ K♦ K♣)\u00a0: 80 points (vérifié sur 12 donnes simulées)"),
    (Reason(why.LEAD, card=_c("9S1"), kept=_c("QD1"), purpose="QUARTET_Q"), _PLAY,
     "Lead the nine of spades; keep the queen of diamonds for the four queens",
     "Entamer le neuf de pique\u00a0; garder la dame de carreau pour les quatre dames"),
    # a head, a kept card and Hard's check together
    (Reason(why.THROW_AWAY, card=_c("7C1"), kept=_c("7H1"),
            purpose=why.PURPOSE_SEVEN_EXCHANGE, checked=150), _PLAY,
     "Throw away the seven of clubs; keep the seven of hearts for the seven exchange (checked "
     "in 150 sampled deals)",
     "Défausser le sept de trèfle\u00a0; garder le sept de cœur pour l'échange du sept (vérifié "
     "sur 150 donnes simulées)"),
    (Reason(why.LEAD_NO_USE, card=_c("JC1"), kept=_c("KS1"), purpose=why.PURPOSE_MARRIAGE),
     _PLAY,
     "Lead the jack of clubs, a card of no use; keep the king of spades for a marriage",
     "Entamer le valet de trèfle, une carte sans utilité\u00a0; garder le roi de pique pour un "
     "mariage"),
    (Reason(why.TAKE_TRICK, card=_c("TS1"), kept=_c("7S1"), purpose=why.PURPOSE_SHOW_SEVEN),
     _PLAY,
     "Take the trick with the ten of spades; keep the seven of spades for showing the seven",
     "Prendre la levée avec le dix de pique\u00a0; garder le sept de pique pour montrer le sept"),
    (Reason(why.TAKE_TRICK, card=_c("TS1"), kept=_c("KS1"), purpose=why.PURPOSE_SEQUENCE),
     _PLAY,
     "Take the trick with the ten of spades; keep the king of spades for the sequence",
     "Prendre la levée avec le dix de pique\u00a0; garder le roi de pique pour la quinte"),
    # what the search's simulated deals show (ai/outcomes.py, words/reasons.py)
    (Reason(why.OUTCOME_KEEPS_FOR_MELD, action=Action(PLAY, card=_c("9C1")),
            other=Action(PLAY, card=_c("QS1")), kept=_c("QS1"), meld="BEZIQUE_2",
            points=500, count=9, total=160, other_count=2, other_total=160), _PLAY,
     "Play the nine of clubs: it keeps the queen of spades for the double bezique (500), "
     "scored in 9 of 160 simulated deals, against 2 of 160 after the queen of spades",
     "Jouer le neuf de trèfle\u00a0: cela garde la dame de pique pour le double bésigue "
     "(500), marqué dans 9 donnes simulées sur 160, contre 2 sur 160 après la dame de pique"),
    (Reason(why.OUTCOME_MELD, action=Action(PLAY, card=_c("KS2")),
            other=Action(PLAY, card=_c("8D1")), meld="MARRIAGE", suit=1, points=20, count=40,
            total=150, other_count=21, other_total=150, where="table"), _PLAY,
     "Play the king of spades from your declared cards: the marriage in hearts (20) is scored "
     "in 40 of 150 simulated deals, against 21 of 150 after the eight of diamonds",
     "Jouer le roi de pique de vos cartes déclarées\u00a0: le mariage à cœur (20) est marqué "
     "dans 40 donnes simulées sur 150, contre 21 sur 150 après le huit de carreau"),
    (Reason(why.OUTCOME_BRISQUES, action=Action(PLAY, card=_c("AH1")),
            other=Action(PLAY, card=_c("KH1")), other_where="hand", mean=6.5, other_mean=5.2,
            total=200, other_total=200), _PLAY,
     "Play the ace of hearts: it wins 6.5 brisques from here on average over 200 simulated "
     "deals, against 5.2 after the king of hearts from your hand",
     "Jouer l'as de cœur\u00a0: cela gagne d'ici la fin 6,5 brisques en moyenne sur 200 "
     "donnes simulées, contre 5,2 après le roi de cœur de votre main"),
    (Reason(why.OUTCOME_DENIES_MELDS, action=Action(PLAY, card=_c("TD1")),
            other=Action(DONE), mean=61.0, other_mean=88.4, total=120, other_total=120), _PLAY,
     "Play the ten of diamonds: your opponent scores 61.0 points of melds from here on average "
     "over 120 simulated deals, against 88.4 after “Finish declaring and draw”",
     "Jouer le dix de carreau\u00a0: votre adversaire marque d'ici la fin 61,0 points de "
     "combinaisons en moyenne sur 120 donnes simulées, contre 88,4 après «\u00a0Finir "
     "d'annoncer et tirer\u00a0»"),
    (Reason(why.OUTCOME_OVERALL, action=Action(PLAY, card=_c("7S1")),
            other=Action(PLAY, card=_c("JS1")), points=18, total=160, other_total=160), _PLAY,
     "Play the seven of spades: +18 points on average against the jack of spades over 160 "
     "simulated deals, won over the whole deal rather than by one meld or the brisques",
     "Jouer le sept de pique\u00a0: +18 points en moyenne de mieux qu'avec le valet de pique "
     "sur 160 donnes simulées, gagnés sur toute la donne plutôt que par une combinaison ou les "
     "brisques"),
    (Reason(why.OUTCOME_SEVEN, action=Action(PLAY, card=_c("8H1")),
            other=Action(PLAY, card=_c("7D1")), points=10, count=41, total=150, other_count=12,
            other_total=150), _PLAY,
     "Play the eight of hearts: you score the seven of trumps (10) 41 times in 150 simulated "
     "deals, against 12 times in 150 after the seven of diamonds",
     "Jouer le huit de cœur\u00a0: vous marquez le sept d'atout (10) 41 fois en 150 donnes "
     "simulées, contre 12 fois en 150 après le sept de carreau"),
    (Reason(why.OUTCOME_LAST_TRICKS, action=Action(PLAY, card=_c("9C1")),
            other=Action(PLAY, card=_c("AD1")), count=8, mean=5.9, other_mean=5.1, total=140,
            other_total=140), _PLAY,
     "Play the nine of clubs: you win 5.9 of the last 8 tricks on average over 140 simulated "
     "deals, against 5.1 after the ace of diamonds",
     "Jouer le neuf de trèfle\u00a0: vous gagnez en moyenne 5,9 des 8 dernières levées sur 140 "
     "donnes simulées, contre 5,1 après l'as de carreau"),
    (Reason(why.OUTCOME_KEEPS_TRUMPS, action=Action(PLAY, card=_c("JC1")),
            other=Action(PLAY, card=_c("TD1")), kept=_c("TD1"), count=8, mean=6.2,
            other_mean=5.4, total=160, other_total=160), _PLAY,
     "Play the jack of clubs: it keeps the ten of diamonds for the last tricks, where you win "
     "6.2 of the 8 on average over 160 simulated deals, against 5.4 after the ten of diamonds",
     "Jouer le valet de trèfle\u00a0: cela garde le dix de carreau pour les dernières levées, "
     "où vous en gagnez en moyenne 6,2 sur 8 en 160 donnes simulées, contre 5,4 après le dix "
     "de carreau"),
    (Reason(why.OUTCOME_DECLARE_NOW, action=Action(ANNOUNCE, meld=_meld("MARRIAGE KD1 QD1")),
            other=Action(DONE), meld="MARRIAGE", suit=2, points=20, count=88, total=120,
            other_count=61, other_total=120), _PLAY,
     "Declare marriage (K♦ Q♦): declared now, the marriage in diamonds (20) is scored in 88 of "
     "120 simulated deals, against 61 of 120 when it waits, after “Finish declaring and draw”",
     "Annoncer mariage (K♦ Q♦)\u00a0: en annonçant maintenant, le mariage à carreau (20) est "
     "marqué dans 88 donnes simulées sur 120, contre 61 sur 120 en attendant, après «\u00a0Finir "
     "d'annoncer et tirer\u00a0»"),
    (Reason(why.OUTCOME_DECLARE_LATER, action=Action(DONE),
            other=Action(ANNOUNCE, meld=_meld("MARRIAGE KH1 QH1")), meld="ROYAL_MARRIAGE",
            points=40, count=70, total=120, other_count=52, other_total=120), _PLAY,
     "Finish declaring and draw: keeping the cards to declare later, the royal marriage (40) is "
     "scored in 70 of 120 simulated deals, against 52 of 120 after “Declare marriage (K♥ Q♥)” "
     "now",
     "Finir d'annoncer et tirer\u00a0: en gardant les cartes pour annoncer plus tard, le mariage "
     "d'atout (40) est marqué dans 70 donnes simulées sur 120, contre 52 sur 120 après "
     "«\u00a0Annoncer mariage (K♥ Q♥)\u00a0» maintenant"),
)


@pytest.mark.parametrize("example", EXAMPLES, ids=[e[2] for e in EXAMPLES])
def test_hints_in_english(example: tuple[Reason, Action, str, str]) -> None:
    assert hint_words(example[1], example[0]) == f"Hint: {example[2]}."


@pytest.mark.parametrize("example", EXAMPLES, ids=[e[2] for e in EXAMPLES])
def test_hints_in_french(example: tuple[Reason, Action, str, str], french: None) -> None:
    assert hint_words(example[1], example[0]) == f"Indice\u00a0: {example[3]}."


def test_every_code_is_worded_and_has_an_example() -> None:
    assert set(REASON_TEMPLATES) | set(OUTCOME_TEMPLATES) == set(why.CODES)
    assert {e[0].code for e in EXAMPLES} == set(why.CODES)
    assert {e[0].purpose for e in EXAMPLES} >= set(why.PURPOSES)


@pytest.mark.parametrize("reason", [
    Reason("a_code_not_worded_yet", card=0),
    Reason(why.LEAD, card=0, kept=1, purpose="world_peace"),   # an unknown purpose
    Reason(why.TAKE_TO_DECLARE, card=0, meld="GRAND_SLAM"),    # an unknown meld
])
def test_an_unknown_reason_names_the_move_alone(reason: Reason, french: None,
                                                caplog: pytest.LogCaptureFixture) -> None:
    move = Action(PLAY, card=0)
    with caplog.at_level(logging.WARNING, logger=game_words.__name__):
        assert hint_words(move, reason) == f"Indice\u00a0: {describe_action(move)}."
    assert reason_words(reason, move) is None
    assert any(repr(reason) in record.getMessage() for record in caplog.records)


def test_the_hint_on_the_french_table(qtbot: QtBot, table: Callable, french: None) -> None:
    window, t = table("classic", seed=3)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=20_000) as hint:
        qtbot.keyClick(window.view, Qt.Key.Key_H)
    action, reason = hint.args
    worded = reason_words(reason, action)
    assert worded is not None
    assert window.scene.message.text == f"Indice\u00a0: {worded[:1].upper()}{worded[1:]}."
