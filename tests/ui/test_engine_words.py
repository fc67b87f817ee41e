"""The engine's words on the table, translated at the UI boundary: variant names and
descriptions, why an action is refused (by rule code), what an action does, the rules text and
the house rules. In English every text is exactly the engine's; in French none of them is."""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QFormLayout, QLabel
from pytestqt.qtbot import QtBot

from bezique_qt.engine import (
    ALL_PRESETS,
    PRESETS,
    Action,
    GameState,
    IllegalAction,
    Meld,
    ScoreEntry,
    parse_card,
    preset,
)
from bezique_qt.engine import events as ev
from bezique_qt.engine.actions import (
    ANNOUNCE,
    CARTE_BLANCHE,
    DONE,
    EXCHANGE,
    GUESS,
    PLAY,
    SCORE,
    SHOW_SEVEN,
)
from bezique_qt.levels import Level
from bezique_qt.ui.controller import GameController
from bezique_qt.ui.dialogs.game import GameSettings, NewGameDialog
from bezique_qt.ui.rules_text import switch_label
from bezique_qt.ui.window import MainWindow
from bezique_qt.ui.windows.rules import RulesWindow
from bezique_qt.words import game as game_words
from bezique_qt.words import i18n
from bezique_qt.words import scores as scores_words
from bezique_qt.words.game import (
    PRESET_DESCRIPTIONS,
    PRESET_NAMES,
    describe_action,
    variant_description,
    variant_name,
)
from bezique_qt.words.i18n import install_translators
from bezique_qt.words.refusals import (
    DECLARATION_REASONS,
    REFUSAL_CODES,
    engine_sentence,
    refusal_sentence,
    refusal_text,
)
from bezique_qt.words.rules import SWITCH_LABELS
from bezique_qt.words.scores import entry_words, score_words

HEARTS = 1
OTHER = "9S1 9S2 8D1 8D2 9C1 8C1 7S1 7D1"
LEVELS = (Level.NOVICE, Level.EASY, Level.MEDIUM, Level.HARD, Level.EXPERT)


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    """French from the start of the test; English again afterwards, whatever happens."""
    install_translators(qapp, "fr")
    yield
    install_translators(qapp, "en")


# ---------------------------------------------------------------------------- refusals
def _cards(text: str, packs: int = 2) -> list[int]:
    return [parse_card(t, packs) for t in text.split()]


def _meld(kind: str, text: str, packs: int = 2) -> Meld:
    return Meld.of(kind, _cards(text, packs))


def _position(variant: str = "classic", mine: str = "AH1 TH1 KH1 QH1 JH1 QS1 JD1 8S1",
              step: str = "declare", trump: int | None = HEARTS, hands: list | None = None,
              **more: object) -> GameState:
    """The human (seat 0) has just won a trick (``step='declare'``) or is to lead."""
    v = preset(variant)
    hands = hands or [{"concealed": _cards(mine, v.packs)},
                      {"concealed": _cards(OTHER, v.packs)}]
    return GameState.from_position(
        v, trump=trump, hands=hands, step=step, stock=_cards("AS1 AS2 TS1 TS2", v.packs),
        turnup=parse_card("AC1", v.packs) if v.has_turn_up else None, **more)  # type: ignore


def _last_tricks(lead: str, mine: str) -> GameState:
    """The stock is empty and the computer has led ``lead``: the human is to follow."""
    st = GameState.from_position(preset("classic"), trump=HEARTS, step="play", phase=2,
                                 to_act=1, hands=[{"concealed": _cards(mine)},
                                                  {"concealed": _cards(lead + " 9C2")}])
    st.apply(Action(PLAY, card=parse_card(lead)))
    return st


def _six_pack_guess() -> GameState:
    st = GameState.new_game(preset("six_pack"), seed=1, first_dealer=1)
    assert st.step == "guess" and st.to_act == 0
    return st


RUBICON_HAND = "AH1 TH1 KH1 QH1 JH1 QS1 JD1 8S1 9S1"

# name: (the code expected, the position, the human's actions: the last one is refused)
REFUSALS: dict[str, tuple[str, Callable[[], GameState], list[Action]]] = {
    "card not in the hand": ("NOT_IN_HAND", lambda: _position(step="play"),
                             [Action(PLAY, card=parse_card("9S1"))]),
    "card while declaring": ("DECLARING", _position, [Action(PLAY, card=parse_card("8S1"))]),
    "not following": ("PHASE2_FOLLOW", lambda: _last_tricks("9S1", "AS1 8D1 7C1"),
                      [Action(PLAY, card=parse_card("8D1"))]),
    "not heading": ("PHASE2_HEAD", lambda: _last_tricks("9S1", "AS1 8S2 7C1"),
                    [Action(PLAY, card=parse_card("8S2"))]),
    "not trumping": ("PHASE2_TRUMP", lambda: _last_tricks("9S1", "7H1 8D1 7C1"),
                     [Action(PLAY, card=parse_card("8D1"))]),
    "drawing without a trick": ("NOT_DECLARING", lambda: _position(step="play"),
                                [Action(DONE)]),
    "drawing without scoring": ("MUST_SCORE", _position,
                                [Action(ANNOUNCE, meld=_meld("BEZIQUE_1", "QS1 JD1")),
                                 Action(DONE)]),
    "exchanging a plain seven": ("DIX", lambda: _position(mine="7S1 TH1 KH1 QH1 JH1 QS1 JD1 8S1"),
                                 [Action(EXCHANGE, card=parse_card("7S1"))]),
    "showing the seven": ("DIX", lambda: _position(mine="7H1 TH1 KH1 QH1 JH1 QS1 JD1 8S1"),
                          [Action(SHOW_SEVEN, card=parse_card("7H1"))]),
    "carte blanche after a trick": ("CB", lambda: _position("rubicon", RUBICON_HAND, trump=None),
                                    [Action(CARTE_BLANCHE)]),
    "carte blanche with court cards": (
        "CB", lambda: _position("rubicon", RUBICON_HAND, "play", None), [Action(CARTE_BLANCHE)]),
    "carte blanche of a card": (
        "CB", lambda: _position("rubicon", RUBICON_HAND, "play", None),
        [Action(CARTE_BLANCHE, card=parse_card("8S1", 4))]),
    "a guess out of range": ("GUESS", _six_pack_guess, [Action(GUESS, number=40)]),
    "not a meld": ("V1", _position, [Action(ANNOUNCE, meld=_meld("MARRIAGE", "KS1 QS1"))]),
    "a second marriage of the king": (
        "R1", lambda: _position(hands=[
            {"concealed": _cards("AH1 TH1 QH2 QS1 JD1 8S1"), "table": _cards("KH1 QH1"),
             "scored": [_meld("MARRIAGE", "KH1 QH1")]}, {"concealed": _cards(OTHER)}]),
        [Action(ANNOUNCE, meld=_meld("MARRIAGE", "KH1 QH2"))]),
    "the same marriage again": (
        "R1'", lambda: _position("rubicon", hands=[
            {"concealed": _cards("AH1 TH1 QS1 JD1 8S1 9S1 7C1", 4),
             "table": _cards("KH1 QH1", 4), "scored": [_meld("MARRIAGE", "KH1 QH1", 4)]},
            {"concealed": _cards(OTHER + " 8C2", 4)}]),
        [Action(ANNOUNCE, meld=_meld("MARRIAGE", "KH1 QH1", 4))]),
    "a marriage out of a sequence": (
        "R2", lambda: _position(hands=[
            {"concealed": _cards("QS1 JD1 8S1"), "table": _cards("AH1 TH1 KH1 QH1 JH1"),
             "scored": [_meld("SEQUENCE", "AH1 TH1 KH1 QH1 JH1")]},
            {"concealed": _cards(OTHER)}]),
        [Action(ANNOUNCE, meld=_meld("MARRIAGE", "KH1 QH1"))]),
    "a marriage again without a new card": (
        "R5", lambda: _position("rubicon", hands=[
            {"concealed": _cards("AH1 JD1 8S1 9S1", 4),
             "table": _cards("KH1 QH1 QH2 QS1 QD1 QC1", 4),
             "scored": [_meld("MARRIAGE", "KH1 QH1", 4), _meld("QUARTET_Q", "QH2 QS1 QD1 QC1", 4)]},
            {"concealed": _cards(OTHER + " 8C2", 4)}]),
        [Action(ANNOUNCE, meld=_meld("MARRIAGE", "KH1 QH2", 4))]),
    "a double bezique from the table": (
        "F1", lambda: _position(hands=[
            {"concealed": _cards("KC1"),
             "table": _cards("QS1 JD1 QS2 QH1 QD1 QC1 JD2 JH1 JS1 JC1"),
             "scored": [_meld("BEZIQUE_1", "QS1 JD1"), _meld("QUARTET_Q", "QS2 QH1 QD1 QC1"),
                        _meld("QUARTET_J", "JD2 JH1 JS1 JC1")]},
            {"concealed": _cards(OTHER + " 9S1 9C2")}]),
        [Action(ANNOUNCE, meld=_meld("BEZIQUE_2", "QS1 QS2 JD1 JD2"))]),
    "a marriage and its sequence at once": (
        "F2", _position, [Action(ANNOUNCE, meld=_meld("MARRIAGE", "KH1 QH1")),
                          Action(ANNOUNCE, meld=_meld("SEQUENCE", "AH1 TH1 KH1 QH1 JH1"))]),
    "the card taken for the seven": (
        "\u00a72.8", lambda: _position(exchanged=parse_card("KH1")),
        [Action(ANNOUNCE, meld=_meld("MARRIAGE", "KH1 QH1"))]),
    "two scores for one trick": (
        "ONE_SCORE", lambda: _position(hands=[
            {"concealed": _cards("AH1 TH1 JH1 8S1"), "table": _cards("KH1 QH1 QS1 JD1"),
             "pending": [_meld("MARRIAGE", "KH1 QH1"), _meld("BEZIQUE_1", "QS1 JD1")]},
            {"concealed": _cards(OTHER)}]),
        [Action(SCORE, meld=_meld("MARRIAGE", "KH1 QH1")),
         Action(SCORE, meld=_meld("BEZIQUE_1", "QS1 JD1"))]),
    "scoring what was not declared": ("NOT_PENDING", _position,
                                      [Action(SCORE, meld=_meld("MARRIAGE", "KH1 QH1"))]),
}


def _refused(qtbot: QtBot, controller: GameController, name: str
             ) -> tuple[str, IllegalAction, str]:
    """Take the human's actions of the case ``name`` through the controller: (the sentence it
    gives, the engine's refusal, the step it was refused at)."""
    code, build, actions = REFUSALS[name]
    state = build()
    controller.load_game(state, computer_seats={1: Level.MEDIUM}, paused=True)
    assert controller.is_humans_turn()
    trial = state.clone()
    for action in actions[:-1]:
        trial.apply(action)
    with pytest.raises(IllegalAction) as info:
        trial.apply(actions[-1])
    assert info.value.code == code, (name, info.value.reasons)
    step = trial.step
    with qtbot.waitSignal(controller.action_refused) as refused:
        sentence = controller.try_actions(actions)
    assert refused.args == [sentence]
    return sentence or "", info.value, step


def test_every_code_the_engine_raises_for_a_player_is_worded() -> None:
    # three never reach the table; the partners' codes not yet (no game for four at the table)
    assert {code for code, _build, _actions in REFUSALS.values()} == (
        set(REFUSAL_CODES) - {"OVER", "EXCHANGED", "DIX_DECL", "PASS", "PARTNER_OWN",
                              "PARTNER_BEZIQUE"})


def test_refusals_in_english_are_worded_by_rule_code(qtbot: QtBot,
                                                     controller: GameController) -> None:
    for name, (_code, _build, actions) in REFUSALS.items():
        sentence, error, step = _refused(qtbot, controller, name)
        assert refusal_text(error.code, actions[-1], step) == sentence, name
        assert sentence[:1].isupper() and sentence.endswith("."), name
        if error.code in DECLARATION_REASONS:
            # the engine gives the code, with a technical text for programmers only
            assert error.code in error.message and error.message not in sentence, name
            assert sentence.startswith(("You cannot declare that: ",
                                        "You cannot score that: ")), name


EXPECTED_FRENCH = {
    "card not in the hand": "La carte 9♠ n'est pas dans votre main.",
    "card while declaring": "Vous avez remporté la levée\u00a0: annoncez ou terminez avant de "
                            "jouer la carte suivante.",
    "not following": "Dans les dernières levées, vous devez fournir à la couleur demandée.",
    "not trumping": "Dans les dernières levées, vous devez couper quand vous ne pouvez pas "
                    "fournir.",
    "carte blanche of a card": "Seule une carte nouvellement tirée qui n'est pas une figure "
                               "peut être montrée pour la carte blanche.",
    "a guess out of range": "Avant la donne, le non-donneur parie sur le nombre de cartes "
                               "prélevées par le donneur (de 20 à 28).",
    "a marriage out of a sequence": "Vous ne pouvez pas annoncer cela\u00a0: une carte annoncée "
                                    "dans une combinaison ne peut plus servir ensuite dans une "
                                    "combinaison inférieure de la même famille (le roi ou la "
                                    "dame d'une quinte ne peut plus se marier).",
    "two scores for one trick": "Vous ne pouvez pas marquer cela\u00a0: on ne marque qu'une "
                                "annonce par levée gagnée.",
}


def test_refusals_in_french_are_chosen_by_rule_code(qtbot: QtBot, controller: GameController,
                                                   french: None) -> None:
    seen: dict[str, str] = {}
    for name in REFUSALS:
        sentence, error, _step = _refused(qtbot, controller, name)
        english = engine_sentence(error.message)
        assert sentence != english and "you" not in sentence.lower(), (name, sentence)
        assert sentence not in seen.values(), f"{name} reads as {seen}"
        seen[name] = sentence
        if name in EXPECTED_FRENCH:
            assert sentence == EXPECTED_FRENCH[name]
    # the codes no player's action meets are worded too
    for code, action, step in (("EXCHANGED", Action(ANNOUNCE, meld=_meld("MARRIAGE", "KH1 QH1")),
                                "declare"),
                               ("DIX_DECL", Action(SCORE, meld=_meld("MARRIAGE", "KH1 QH1")),
                                "declare"),
                               ("OVER", Action(DONE), "game_over"),
                               ("OVER", Action(DONE), "deal_over")):
        text = refusal_sentence(IllegalAction(code, "in English"), action, step)
        assert text != "In English." and text.endswith("."), code
    assert refusal_sentence(IllegalAction("OVER", "x"), Action(DONE), "game_over") == (
        "La partie est terminée.")
    # a code this program does not know keeps the engine's sentence
    assert refusal_sentence(IllegalAction("NEW_RULE", "a rule from a later engine"),
                            Action(DONE), "declare") == "A rule from a later engine."


def test_a_refused_click_on_the_french_table(make_window: Callable[..., MainWindow],
                                            driver_for: Callable, deck_builder: Callable,
                                            french: None) -> None:
    window = make_window("classic")
    deck = deck_builder("AH1 AH2 QS1 JD1 7H1 KC1 QC1 8S1", OTHER, turnup="KH1", packs=2,
                        hand_size=8, pattern=(3, 2, 3))
    window.start_game(decks=[deck], first_dealer=1, seed=3)
    t = driver_for(window)
    t.wait_for_human()
    assert window.scene.scoreboard.board.heading == "Classique · donne 1"
    t.click_card("AH1")
    t.wait_for_human()
    assert t.obs().step == "declare"
    captions = [b.caption for b in window.scene.panel.buttons]
    assert "Annoncer bésigue Q♠ J♦" in captions, captions
    assert "Terminé\u00a0: tirer une carte" in captions
    t.click_card("8S1")
    assert window.scene.message.text == EXPECTED_FRENCH["card while declaring"]
    t.choose("Plus tard")
    t.wait_for_human()
    # Done is not offered before a declaration is scored; asked for anyway, it is refused
    captions = [b.caption for b in window.scene.panel.buttons]
    assert not any(c.startswith("Terminé") for c in captions), captions
    window.controller.try_action(Action(DONE))
    assert window.scene.message.text == ("Vous avez annoncé une combinaison\u00a0: marquez-en "
                                         "une avant de tirer.")


# ---------------------------------------------------------------------------- actions
def _actions_met(variant: str, seed: int) -> Iterator[Action]:
    """Every legal action of a game played at random (each copy apart)."""
    game = GameState.new_game(preset(variant), seed=seed)
    rng = random.Random(seed)
    while not game.over:
        if game.deal_over:
            game.next_deal()
            continue
        legal = game.legal_actions(merge_copies=False)
        yield from legal
        game.apply(rng.choice(legal))


def test_actions_in_english_are_described_as_the_engine_does() -> None:
    kinds = set()
    for variant, seed in (("classic", 1), ("hoffmann_1909", 2), ("rubicon", 3),
                          ("six_pack", 4)):
        for action in _actions_met(variant, seed):
            assert describe_action(action) == action.describe(), str(action)
            kinds.add(action.kind)
    extra = [Action(CARTE_BLANCHE), Action(CARTE_BLANCHE, card=parse_card("7D1")),
             Action(SHOW_SEVEN, card=parse_card("7H1")), Action(GUESS, number=24),
             Action(ANNOUNCE, meld=_meld("TRUMP_QUINTET_A", "AH1 AH2 AH3 AH4 AH5", 8))]
    for action in extra:
        assert describe_action(action) == action.describe(), str(action)
    assert {PLAY, ANNOUNCE, SCORE, EXCHANGE, DONE} <= kinds


def test_actions_in_french(french: None) -> None:
    assert describe_action(Action(PLAY, card=parse_card("QS1"))) == "Jouer la dame de pique"
    assert describe_action(Action(PLAY, card=parse_card("AH2"))) == "Jouer l'as de cœur"
    assert describe_action(Action(ANNOUNCE, meld=_meld("BEZIQUE_1", "QS1 JD1"))) == (
        "Annoncer bésigue (Q♠ J♦)")
    assert describe_action(Action(SCORE, meld=_meld("QUARTET_A", "AH1 AS1 AD1 AC1"))) == (
        "Marquer quatre as (A♠ A♥ A♦ A♣)")
    assert describe_action(Action(EXCHANGE, card=parse_card("7H1"))) == (
        "Échanger le 7♥ contre la carte retournée")
    assert describe_action(Action(DONE)) == "Finir d'annoncer et tirer"
    assert describe_action(Action(GUESS, number=24)) == "Parier sur 24 cartes"


# ---------------------------------------------------------------------------- variants
def test_variant_names_in_english_are_the_engines() -> None:
    # every preset the table can show, the games for three and four included
    assert set(PRESET_NAMES) == set(PRESET_DESCRIPTIONS) == set(ALL_PRESETS)
    for variant_id, variant in ALL_PRESETS.items():
        assert variant_name(variant) == variant_name(variant_id) == variant.name
        assert variant_description(variant) == variant.description
        assert variant_name(variant.with_switches(game_target=2000)) == variant.name
    assert variant_name("no_such_variant") == "no_such_variant"


def test_variant_names_in_french(french: None) -> None:
    names = {variant_id: variant_name(variant_id) for variant_id in PRESETS}
    assert names["classic"] == "Classique" and names["six_pack"] == "Six jeux"
    assert names["eight_pack"] == "Huit jeux" and names["rubicon"] == "Rubicon"
    assert all(names[v] != PRESETS[v].name for v in PRESETS if v != "rubicon")
    assert variant_description("rubicon").startswith("Le bésigue rubicon selon les lois")
    # a variant named otherwise keeps its own name
    import dataclasses
    own = dataclasses.replace(PRESETS["classic"], name="Ann's rules")
    assert variant_name(own) == "Ann's rules"


# ---------------------------------------------------------------------------- rules text
def _words(html_text: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html_text).split())


def test_every_switch_has_its_words_once() -> None:
    # the words for the switches live in words.rules only: not in the engine, the score
    # sheet or the rules text
    import bezique_qt.engine.variants as variants
    import bezique_qt.export.sheet as sheet
    import bezique_qt.ui.rules_text as rules_text

    switches = set(preset("classic").switches())
    assert switches <= set(SWITCH_LABELS)
    assert not hasattr(variants, "LABELS")
    assert sheet.switch_label is switch_label is rules_text.switch_label
    for module in (variants, sheet, rules_text):
        source = open(module.__file__, encoding="utf-8").read()
        for label in ("Which queen and jack make bezique", "Cards in each hand",
                      "When the seven of trumps scores"):
            assert label not in source, (module.__name__, label)


def test_the_rules_window_in_french(qtbot: QtBot, french: None) -> None:
    variant = preset("rubicon").with_switches(rubicon_brisque_allowance=200)
    window = RulesWindow(variant)
    qtbot.addWidget(window)
    assert window.windowTitle() == "Règles — Rubicon"
    text = " ".join(window.browser.toPlainText().split())
    for french_text in (
            "But du jeu",
            "Quinte hors atout as, dix, roi, dame et valet d'une couleur hors atout 150",
            "Quadruple bésigue quatre exemplaires de chacune de ces cartes 4500",
            "rubiconé", "Règles maison en vigueur",
            "Forfait de brisques ajouté en cas de rubicon : 200 (d'habitude : 300)",
            "L'ordinateur ne voit jamais vos cartes ni le talon."):
        assert french_text in text, french_text
    for english in ("The computer never sees", "Aim of the game", "Back-door", "trumps",
                    "House rules"):
        assert english not in text, english
    window.set_variant(preset("classic"))
    assert window.windowTitle() == "Règles — Classique"
    assert "L'objectif est de 1000 points" in " ".join(window.browser.toPlainText().split())


def test_the_new_game_dialog_in_french(qtbot: QtBot, french: None) -> None:
    dialog = NewGameDialog(GameSettings("classic", Level.MEDIUM, None, "Ann"), LEVELS)
    qtbot.addWidget(dialog)
    variants = [dialog.variant_box.itemText(i) for i in range(dialog.variant_box.count())]
    assert variants[:4] == ["Classique", "Rubicon", "Six jeux", "Huit jeux"]
    assert dialog.description.text().startswith("Bésigue à deux avec deux jeux")
    bezique = dialog.rule_widgets["bezique_cards"]
    assert isinstance(bezique, QComboBox)
    assert bezique.itemText(0) == "Toujours Q♠ et J♦"
    form = bezique.parentWidget().layout()
    assert isinstance(form, QFormLayout)
    label = form.labelForField(bezique)
    assert isinstance(label, QLabel) and label.text() == "Dame et valet qui font le bésigue"
    head = dialog.rule_widgets["phase2_must_head"]
    assert isinstance(head, QCheckBox)
    assert head.text() == "Dernières levées\u00a0: prendre la levée si possible"
    assert dialog.rule_widgets["four_tens"].specialValueText() == "Ne marquent pas"  # type: ignore
    english = set(SWITCH_LABELS.values()) | {"Not scored", "Always Q♠ and J♦"}
    for name in dialog.rule_widgets:
        if name != "carte_blanche":  # "Carte blanche" in both languages
            assert switch_label(name) not in english, name


def test_house_rules_in_english_are_unchanged() -> None:
    assert game_words.variant_name(preset("classic")) == "Classic"
    assert switch_label("bezique_cards") == SWITCH_LABELS["bezique_cards"]
    assert switch_label("first_dealer") == "Who deals first"
    assert switch_label("packs") == "Packs"  # the score sheet's words for the others


# ---------------------------------------------------------------------------- score labels
@pytest.fixture
def score_entries(random_game: Callable[..., GameState]) -> list[ScoreEntry]:
    """Every score history entry of a few games played at random in each variant."""
    return [entry for variant_id in PRESETS for seed in range(3)
            for entry in random_game(variant_id, seed).history]


def test_score_entries_in_english_are_the_engines_labels(score_entries: list[ScoreEntry]
                                                         ) -> None:
    entries = score_entries
    # the engine's label says "1 brisques"; the table says it in the singular
    assert all(entry_words(entry) == ("1 brisque" if entry.label == "1 brisques" else entry.label)
               for entry in entries)
    # every code the engine gives has its words
    assert set(scores_words.SCORE_TEMPLATES) == set(ev.SCORE_CODES)
    assert {e.code for e in entries} >= {ev.C_SEVEN_PLAYED, ev.C_BRISQUES_WON, ev.C_LAST_TRICK,
                                         "ROYAL_MARRIAGE", "BACK_DOOR_SEQUENCE", ev.C_GAME}


def test_score_entries_in_french(french: None, score_entries: list[ScoreEntry]) -> None:
    entries = score_entries
    untranslated = {entry.label for entry in entries if entry_words(entry) == entry.label
                    and entry.code != ev.C_BRISQUES}  # "3 brisques" in both languages
    assert not untranslated
    seven = parse_card("7H1")
    assert score_words(ev.C_SEVEN_PLAYED, cards=(seven,)) == "sept d'atout joué 7♥"
    assert score_words(ev.C_BRISQUES_WON, 1) == "1 brisque gagnée"
    assert score_words(ev.C_CARTE_BLANCHE_AGAIN, cards=(parse_card("8C1"),)) == (
        "nouvelle carte blanche 8♣")
    assert score_words(ev.C_LIFTED_EXACTLY, 24) == "exactement 24 cartes prélevées"
    assert score_words("ROYAL_MARRIAGE") == "mariage d'atout"
    # a code the table does not know yet shows the engine's own label
    assert score_words("NEW_CODE", fallback="new thing") == "new thing"


# ---------------------------------------------------------------------------- no back-parsing
# Every use of regular expressions left in the packages that word the program, and why it
# reads no sentence the program made. The list is exact: a new use fails the test below, and so
# does a use that went away (take it off the list).
REGEX_USES = {
    "ui/table/card_art.py": "finds the pips and indices in the card art's SVG (a file format)",
    "ui/session.py": "replaces the characters file systems refuse in a file name",
    "ui/sheet/view.py": "replaces the characters file systems refuse in a file name",
}
_REGEX_MODULES = {"re", "regex", "sre_compile", "sre_parse", "_sre"}
_QT_REGEX = {"QRegularExpression", "QRegularExpressionMatch", "QRegExp"}


def regex_uses(tree: ast.AST) -> list[str]:
    """Where ``tree`` uses regular expressions: importing ``re`` (or ``regex``) in any form,
    ``re.`` anything, or Qt's regular expressions."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names if a.name.split(".")[0] in _REGEX_MODULES]
        elif isinstance(node, ast.ImportFrom) and node.module is not None:
            if node.module.split(".")[0] in _REGEX_MODULES:
                found.append(f"from {node.module}")
            found += [a.name for a in node.names if a.name in _QT_REGEX]
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and (
                node.value.id in _REGEX_MODULES):
            found.append(f"{node.value.id}.{node.attr}")
        elif isinstance(node, ast.Name | ast.Attribute) and (
                getattr(node, "id", getattr(node, "attr", "")) in _QT_REGEX):
            found.append(getattr(node, "id", getattr(node, "attr", "")))
        elif isinstance(node, ast.Constant) and node.value in _REGEX_MODULES:
            found.append(f"{node.value!r} (imported by name?)")
    return found


def test_no_regular_expression_reads_the_programs_english_back() -> None:
    """The table words data and codes; it never parses the English the engine, the computer
    players or the table itself write (score labels, reasons, action descriptions, captions
    with cards: a caption carries its cards' spoken words, see words/caption.py). The words
    layer and the score sheet use no regular expression at all; the table only where it reads
    no sentence (:data:`REGEX_USES`), in every module, however deep."""
    root = Path(__file__).resolve().parents[2] / "bezique_qt"
    users: dict[str, list[str]] = {}
    for folder in ("words", "ui", "export"):
        for path in sorted((root / folder).rglob("*.py")):
            uses = regex_uses(ast.parse(path.read_text(encoding="utf-8")))
            if uses:
                users[path.relative_to(root).as_posix()] = uses
    assert set(users) == set(REGEX_USES), users
    for gone in ("translated_reason", "REASON_SENTENCES", "_action_of", "_shape"):
        assert not hasattr(game_words, gone), gone
    assert not hasattr(i18n, "score_words") and not hasattr(i18n, "_SCORE_LABELS")
    from bezique_qt.ui import spoken
    from bezique_qt.ui.table import items
    for gone in ("spoken", "_PRETTY_CARD", "_PRETTY_RUN", "_SYMBOL_SUITS"):
        assert not hasattr(spoken, gone), gone
    assert not hasattr(items, "_CARD_NAME") and not hasattr(items, "caption_units")


def test_the_regular_expression_check_sees_every_form() -> None:
    for source in ("import re", "import re as rx", "from re import sub", "import regex",
                   "x = re.compile('a')", "__import__('re')",
                   "from PySide6.QtCore import QRegularExpression",
                   "import PySide6.QtCore as q\nq.QRegularExpression('a')"):
        assert regex_uses(ast.parse(source)), source
    assert not regex_uses(ast.parse("import string\nfrom bezique_qt import words"))


def test_the_stock_is_counted_in_words() -> None:
    from bezique_qt.words.game import stock_words

    assert stock_words(1) == "Stock: 1 card"
    assert stock_words(12) == "Stock: 12 cards"
