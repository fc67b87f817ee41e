"""The engine's words in the user's language: variant names and descriptions, cards, what an
action does, why the rules refuse one.

The engine gives data, not sentences for players (its refusals carry a stable rule code, see
``engine/errors.py``; a deal's computation and a score carry codes and numbers). Here the
table and the command line turn that *data* — a preset's id, an action's kind and cards, a
refusal's code, a computation's step — into sentences made with :func:`tr`, so that every
language words them its own way. A refusal's code not known here shows the engine's technical
text, and is logged.

The computer players' reasons are worded in :mod:`bezique_qt.words.reasons`.

This module does not load Qt (``rules_text`` uses it).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from bezique_qt.engine import DealResult, Event, GameState, IllegalAction, ScoreEntry, Variant
from bezique_qt.engine import events as ev
from bezique_qt.engine.actions import (
    ANNOUNCE,
    CARTE_BLANCHE,
    EXCHANGE,
    GUESS,
    PASS,
    PLAY,
    SCORE,
    SHOW_SEVEN,
    Action,
)
from bezique_qt.engine.cards import (
    RANKS,
    SUIT_SYMBOLS,
    SUITS,
    pretty,
    rank_of,
    suit_of,
)
from bezique_qt.engine.melds import (
    BACK_DOOR_SEQUENCE,
    MELD_NAMES,
    NAME_CODE_WORDS,
    ROYAL_MARRIAGE,
    Meld,
    MeldType,
)
from bezique_qt.engine.state import GUESS_SIZES, STEP_GAME_OVER, STEP_PLAY, Step
from bezique_qt.engine.variants import ALL_PRESETS
from bezique_qt.names import is_you
from bezique_qt.words.caption import Caption
from bezique_qt.words.i18n import (
    display_name,
    points_words,
    tr,
    tr_noop,
)

_log = logging.getLogger(__name__)

# ---------------------------------------------------------------------------- variants
# The presets' names and descriptions as ``engine/variants.py`` words them, by preset id.
PRESET_NAMES: dict[str, str] = {
    "classic": tr_noop("Classic"),
    "hoffmann_1909": tr_noop("Classic \u2014 Hoyle 1909"),
    "seed002_scaled": tr_noop("Classic at 1/10 scale, 100 up"),
    "one_pack_32": tr_noop("One pack, 50 up"),
    "rubicon": tr_noop("Rubicon"),
    "six_pack": tr_noop("Six-pack"),
    "eight_pack": tr_noop("Eight-pack"),
    "three_handed": tr_noop("Three-handed"),
    "four_handed_solo": tr_noop("Four-handed"),
    "four_handed_partners": tr_noop("Four-handed partners"),
}
PRESET_DESCRIPTIONS: dict[str, str] = {
    "classic": tr_noop(
        "Two-handed Bezique with two packs, 1000 up: follow, head and trump in the last "
        "eight tricks, the seven of trumps scores when played or exchanged."),
    "hoffmann_1909": tr_noop(
        "Hoffmann's rules of 1909 taken literally: sevens of trumps are declared after "
        "winning a trick, only following suit is compulsory in the last eight tricks, "
        "brisques are scored as they are won."),
    "seed002_scaled": tr_noop(
        "The Enquire-Within rules at a tenth of the usual scores, game to 100; the "
        "winner of the last trick deals next; the winner of the 24th trick may score "
        "every combination at once."),
    "one_pack_32": tr_noop(
        "One 32-card pack at 1/10 scale, without double bezique, game to 50."),
    "rubicon": tr_noop(
        "Rubicon Bezique under the Portland Club laws of 1887: four packs, nine cards, "
        "no turn-up (the first marriage makes trumps), carte blanche, back-door "
        "sequences, triple and quadruple bezique; each deal is a game, scored in "
        "hundreds with a rubicon below 1000."),
    "six_pack": tr_noop(
        "Six-pack (\"Chinese\") Bezique: six packs, twelve cards, trump quartets, "
        "carte blanche 250, last trick 250, brisques not counted; rubicon below 3000."),
    "eight_pack": tr_noop(
        "Eight-pack Bezique: eight packs, fifteen cards, quintuple bezique and trump "
        "quintets, no carte blanche; rubicon below 5000."),
    "three_handed": tr_noop(
        "Three players, each for himself, with three packs: eight cards each and a turn-up, "
        "three draws after each trick, triple bezique 1500 and a second double bezique on a "
        "used pair; in the last tricks beat the highest card so far; whole deals to 2000."),
    "four_handed_solo": tr_noop(
        "Four players, each for himself, with four packs: eight cards each and a turn-up, "
        "four draws after each trick, beziques up to quadruple; in the last tricks beat the "
        "highest card so far; whole deals to 2000."),
    "four_handed_partners": tr_noop(
        "Four players in two partnerships, partners facing, with four packs: the winner of a "
        "trick declares or lets his partner declare, and may build on his partner's declared "
        "cards; in the last tricks beat the highest card so far, even a partner's; the sides "
        "score together, whole deals to 2000."),
}


def _preset_text(variant: Variant | str, texts: dict[str, str], field: str) -> str:
    if isinstance(variant, str):
        preset = ALL_PRESETS.get(variant)
        if preset is None:
            return variant if field == "name" else ""
        variant = preset
    own = getattr(variant, field)
    english = texts.get(variant.id)
    # a variant named otherwise than its preset (or a preset worded anew) keeps its own words
    return tr(english) if english is not None and english == own else own


def variant_name(variant: Variant | str) -> str:
    """The name of ``variant`` (or of the preset with that id) as shown: a preset's name in
    the user's language, any other name as it is."""
    return _preset_text(variant, PRESET_NAMES, "name")


def variant_description(variant: Variant | str) -> str:
    """The short description of ``variant`` (or of the preset with that id) as shown."""
    return _preset_text(variant, PRESET_DESCRIPTIONS, "description")


# ---------------------------------------------------------------------------- cards
# ---------------------------------------------------------------------------- the score
def standing_words(names: Sequence[str], game_points: Sequence[int], deal: int,
                   deal_points: Sequence[int], *, deal_over: bool, counted_at_end: bool,
                   single_deal: bool = False) -> str:
    """Where a game stands, each number named: the game score and deal ``deal``'s points.

    ``counted_at_end`` (the Rubicon family): a deal's points go into the game score only
    when the deal ends, so a deal in progress can show 100 while the game score is 0.
    ``single_deal``: the deal is the game; there is no game score before its end.
    """
    if len(names) != 2:
        return _multi_standing_words(names, game_points, deal, deal_points,
                                     deal_over=deal_over)
    first, second = display_name(names[0]), display_name(names[1])
    deal_text = (tr("Deal {deal}: {first} {first_points}, {second} {second_points}.")
                 if deal_over else
                 tr("Deal {deal} so far: {first} {first_points}, {second} {second_points}."))
    deal_text = deal_text.format(deal=deal, first=first, first_points=deal_points[0],
                                 second=second, second_points=deal_points[1])
    if single_deal:
        if deal_over:
            return deal_text
        return f"{deal_text} {tr('The game is computed at the end of the deal.')}"
    game_text = tr("Game score: {first} {first_points}, {second} {second_points}.").format(
        first=first, first_points=game_points[0], second=second, second_points=game_points[1])
    if counted_at_end and not deal_over:
        return (f"{game_text} {deal_text} "
                f"{tr('The points of a deal go into the game score when the deal ends.')}")
    return f"{game_text} {deal_text}"


def _multi_standing_words(names: Sequence[str], game_points: Sequence[int], deal: int,
                          deal_points: Sequence[int], *, deal_over: bool) -> str:
    """:func:`standing_words` at a table of three or four (``game_points`` one a player:
    partners show their side's)."""
    shown = [display_name(n) for n in names]
    game = ", ".join(f"{n} {p}" for n, p in zip(shown, game_points, strict=True))
    deal_scores = ", ".join(f"{n} {p}" for n, p in zip(shown, deal_points, strict=True))
    deal_text = (tr("Deal {deal}: {scores}.") if deal_over
                 else tr("Deal {deal} so far: {scores}.")).format(deal=deal, scores=deal_scores)
    return f"{tr('Game score: {scores}.').format(scores=game)} {deal_text}"


def state_standing_words(state: GameState) -> str:
    """:func:`standing_words` for a game's state (its scores are public)."""
    variant = state.variant
    if variant.partnerships:  # the sides score: their game score first, by name
        from bezique_qt.words.sides import sides_standing_words

        return sides_standing_words(state)
    if variant.players != 2:  # the game's points are each player's
        return standing_words(state.names, [state.game_points[variant.side_of(p)]
                                            for p in range(variant.players)],
                              state.deal_index + 1, state.deal_points,
                              deal_over=state.deal_over, counted_at_end=False)
    return standing_words(state.names, state.game_points, state.deal_index + 1,
                          state.deal_points, deal_over=state.deal_over,
                          counted_at_end=variant.rubicon_scoring,
                          single_deal=variant.single_deal)


# ---------------------------------------------------------------------------- the table's news
def played_words(name: str, card: int, from_table: bool, kinds_on_table: Sequence[int]
                 ) -> Caption:
    """The opponent ``name`` plays ``card``, said so that the table agrees: from its declared
    cards, or from its hand while an identical card stays among its declared cards
    (``kinds_on_table``: the kinds, ``card & 31``, of the cards still there)."""
    if from_table:
        return Caption.of(tr("{name} plays the {card} from its declared cards."), name=name,
                          card=card_caption(card))
    if card & 31 in kinds_on_table:
        return Caption.of(tr("{name} plays another {card}, from its hand."), name=name,
                          card=card_caption(card))
    return Caption.of(tr("{name} plays the {card}."), name=name, card=card_caption(card))


def rank_word(rank: str) -> str:
    """The rank letter ``rank`` (``A T K Q J 9 8 7``) in words."""
    return {
        "A": tr("ace"), "T": tr("ten"), "K": tr("king"), "Q": tr("queen"), "J": tr("jack"),
        "9": tr("nine"), "8": tr("eight"), "7": tr("seven"),
    }[rank]


def suit_word(suit: str) -> str:
    """The suit letter ``suit`` (``S H D C``) in words."""
    return {"S": tr("spades"), "H": tr("hearts"), "D": tr("diamonds"), "C": tr("clubs")}[suit]


def stock_words(count: int) -> str:
    """``Stock: 12 cards``, ``Stock: 1 card``."""
    return (tr("Stock: 1 card") if count == 1 else tr("Stock: {count} cards")).format(count=count)


def card_words(card: int) -> str:
    """``card`` in words: ``queen of spades``."""
    return tr("{rank} of {suit}").format(rank=rank_word(RANKS[rank_of(card)]),
                                         suit=suit_word(SUITS[suit_of(card)]))


def card_caption(card: int) -> Caption:
    """``card`` as the table shows it (``Q♠``), spoken in words (``queen of spades``)."""
    return Caption(pretty(card), card_words(card))


def cards_caption(cards: Sequence[int]) -> Caption:
    """Cards one after another as the table shows them (``K♥ Q♥``), never split by a line
    break; spoken as a list (``king of hearts, queen of hearts``)."""
    shown = " ".join(pretty(c) for c in cards)
    return Caption(shown, ", ".join(card_words(c) for c in cards),
                   (at for at, char in enumerate(shown) if char == " "))


def meld_cards_caption(meld: Meld) -> Caption:
    """A meld's cards in the order the table writes them (:func:`cards_caption`)."""
    return cards_caption(meld.shown_cards())


def suit_caption(suit: str) -> Caption:
    """The suit letter ``suit`` (``S H D C``) as its symbol (``♥``), spoken in words; the word
    after it stays on its line."""
    return Caption(SUIT_SYMBOLS[suit], suit_word(suit), glue_after=True)


def the_card_words(card: int) -> str:
    """``card`` in words with its article: ``the queen of spades`` (in French the article
    agrees with the rank: ``la dame de pique``, ``l'as de cœur``)."""
    suit = suit_word(SUITS[suit_of(card)])
    template = {
        "A": tr("the ace of {suit}"), "T": tr("the ten of {suit}"),
        "K": tr("the king of {suit}"), "Q": tr("the queen of {suit}"),
        "J": tr("the jack of {suit}"), "9": tr("the nine of {suit}"),
        "8": tr("the eight of {suit}"), "7": tr("the seven of {suit}"),
    }[RANKS[rank_of(card)]]
    return template.format(suit=suit)


def _quartet_cards(rank: str) -> str:
    """The plural of a quartet's rank letter (``A K Q J T``): ``aces``."""
    return {"A": tr("aces"), "K": tr("kings"), "Q": tr("queens"), "J": tr("jacks"),
            "T": tr("tens")}[rank]


def meld_words(code: str) -> str | None:
    """A meld's name by its name code (:meth:`Meld.name_code`: ``ROYAL_MARRIAGE``,
    ``TRUMP_QUARTET_A``) in the user's language: ``royal marriage``, ``four trump aces``;
    None for a code not known here."""
    fixed: dict[str, str] = {
        MeldType.MARRIAGE: tr("marriage"), ROYAL_MARRIAGE: tr("royal marriage"),
        MeldType.SEQUENCE: tr("sequence"), BACK_DOOR_SEQUENCE: tr("back-door sequence"),
        MeldType.BEZIQUE_1: tr("bezique"), MeldType.BEZIQUE_2: tr("double bezique"),
        MeldType.BEZIQUE_3: tr("triple bezique"), MeldType.BEZIQUE_4: tr("quadruple bezique"),
        MeldType.BEZIQUE_5: tr("quintuple bezique"),
    }
    return _named_meld(code, fixed, {
        "QUARTET": tr("four {cards}"), "TRUMP_QUARTET": tr("four trump {cards}"),
        "TRUMP_QUINTET": tr("five trump {cards}")})


def the_meld_words(code: str) -> str | None:
    """A meld's name by its name code (:meth:`Meld.name_code`) with its article, in the user's
    language: ``the royal marriage`` (``le mariage d'atout``, ``les quatre as d'atout``); None
    for a code not known here."""
    fixed: dict[str, str] = {
        MeldType.MARRIAGE: tr("the marriage"), ROYAL_MARRIAGE: tr("the royal marriage"),
        MeldType.SEQUENCE: tr("the sequence"), BACK_DOOR_SEQUENCE: tr("the back-door sequence"),
        MeldType.BEZIQUE_1: tr("the bezique"), MeldType.BEZIQUE_2: tr("the double bezique"),
        MeldType.BEZIQUE_3: tr("the triple bezique"),
        MeldType.BEZIQUE_4: tr("the quadruple bezique"),
        MeldType.BEZIQUE_5: tr("the quintuple bezique"),
    }
    return _named_meld(code, fixed, {
        "QUARTET": tr("the four {cards}"), "TRUMP_QUARTET": tr("the four trump {cards}"),
        "TRUMP_QUINTET": tr("the five trump {cards}")})


def _named_meld(code: str, fixed: dict[str, str], quartets: dict[str, str]) -> str | None:
    """``fixed[code]``, or a quartet's template (by kind) filled with its rank's cards; None
    for a code that is neither."""
    if code in fixed:
        return fixed[code]
    kind, _, rank = code.rpartition("_")
    template = quartets.get(kind)
    if template is None or rank not in "AKQJT" or len(rank) != 1:
        return None
    return template.format(cards=_quartet_cards(rank))


# ---------------------------------------------------------------------------- reviews
REVIEW_CLASS_WORDS: dict[str, str] = {
    "best": tr_noop("best"), "good": tr_noop("good"), "inaccuracy": tr_noop("inaccuracy"),
    "mistake": tr_noop("mistake"), "blunder": tr_noop("blunder")}
"""A reviewed decision's class (``ai.review.CLASSES``) in English (shown with ``tr(word)``)."""


def review_class_words(klass: str) -> str:
    """A reviewed decision's class (``best``, ``blunder``…) in the user's language."""
    return tr(REVIEW_CLASS_WORDS.get(klass, klass))


def recorded_action_words(text: str, packs: int) -> str:
    """An action as a record or a review keeps it (``P:KS``) in the user's language; the text
    itself if it does not parse."""
    try:
        return str(describe_action(Action.parse(text, packs)))
    except ValueError:
        return text


# ---------------------------------------------------------------------------- score entries
# What was scored, by the engine's code (``engine/events.py``): {card} is the card as the table
# shows it (``7♥``), {count} a number.
SCORE_TEMPLATES: dict[str, str] = {
    ev.C_SEVEN_TURNED_UP: tr_noop("seven turned up {card}"),
    ev.C_SEVEN_PLAYED: tr_noop("seven of trumps played {card}"),
    ev.C_SEVEN_WON: tr_noop("seven of trumps {card}"),
    ev.C_SEVEN_EXCHANGED: tr_noop("seven of trumps exchanged {card}"),
    ev.C_SEVEN_SHOWN: tr_noop("seven of trumps shown {card}"),
    ev.C_CARTE_BLANCHE: tr_noop("carte blanche"),
    ev.C_CARTE_BLANCHE_AGAIN: tr_noop("carte blanche again {card}"),
    ev.C_BRISQUES_WON: tr_noop("{count} brisques won"),
    ev.C_BRISQUES: tr_noop("{count} brisques"),
    ev.C_LAST_TRICK: tr_noop("last trick"),
    ev.C_LAST_STOCK_TRICK: tr_noop("last stock trick"),
    ev.C_GAME: tr_noop("game"),
    ev.C_GUESSED: tr_noop("guessed the dealer's {count} cards"),
    ev.C_LIFTED_EXACTLY: tr_noop("lifted exactly {count} cards"),
}
# one brisque is said in the singular
_ONE_BRISQUE = {ev.C_BRISQUES_WON: tr_noop("1 brisque won"), ev.C_BRISQUES: tr_noop("1 brisque")}


def score_words(code: str, count: int = 0, cards: Sequence[int] = (),
                fallback: str = "") -> Caption:
    """What was scored, by the engine's ``code`` (a meld's name code or one of
    ``events.SCORE_CODES``) with its ``count`` and ``cards``, in the user's language:
    ``royal marriage``, ``seven of trumps played 7♥``, ``3 brisques won``; ``fallback`` (the
    engine's own label) for a code not known here."""
    if count == 1 and code in _ONE_BRISQUE:
        return Caption(tr(_ONE_BRISQUE[code]))
    template = SCORE_TEMPLATES.get(code)
    if template is not None:
        return Caption.of(tr(template), card=card_caption(cards[0]) if cards else "",
                          count=count)
    return Caption(meld_words(code) or fallback)


def entry_words(entry: ScoreEntry | Event) -> Caption:
    """What a score history entry (or a POINTS event) scored, in the user's language."""
    label = entry.label if isinstance(entry, ScoreEntry) else entry.text
    return score_words(entry.code, entry.count, entry.cards, label)


def stored_declaration_words(meld: str, label: str) -> str:
    """A declaration as the statistics database keeps it (``meld``: a meld type or
    ``CARTE_BLANCHE``; ``label``: the engine's English name, ``royal marriage``) in the user's
    language; a label not made by the engine is shown as it is."""
    if meld == "CARTE_BLANCHE":
        return tr(SCORE_TEMPLATES[ev.C_CARTE_BLANCHE])
    code = {words: code for code, words in NAME_CODE_WORDS.items()}.get(label)
    return (meld_words(code) if code is not None else None) or label


# ---------------------------------------------------------------------------- the game computed
# The Rubicon family's computation of a game (``engine/scoring.py``), step by step: {first},
# {second}, {player}, {winner} and {loser} are players' names.
COMPUTATION_TEMPLATES: dict[str, str] = {
    "scores": tr_noop("{first}: {first_points}, {first_brisques} in brisques; "
                      "{second}: {second_points}, {second_brisques} in brisques"),
    "over_nine": tr_noop("{player} played with more than nine cards (Law 17)"),
    "drawn_with_brisques": tr_noop("Equal with brisques: the game is drawn (Law 61)"),
    "drawn_equal": tr_noop("Equal points and equal brisques: the game is drawn (Law 61)"),
    "brisques_decide": tr_noop("Equal points: brisques decide for {player} (Law 61)"),
    "saved_by_brisques": tr_noop("{player} saves the rubicon with brisques (Law 60)"),
    "difference_of_sum": tr_noop("Difference {winner_points} - {loser_points} = {difference}, "
                                 "counted as {counted}"),
    "difference_of_each": tr_noop("{winner} {winner_points} counts {winner_counts}; {loser} "
                                  "{loser_points} counts {loser_counts}; difference "
                                  "{difference}"),
    "at_least_100": tr_noop("The difference counts at least 100 (Law 57)"),
    "game_total": tr_noop("{difference} + {bonus} for the game = {total} to {player}"),
    "rubiconed": tr_noop("{player} is rubiconed: {points} is under {threshold} (Law 58)"),
    "rubicon_base_of_sum": tr_noop("{winner_points} + {loser}'s {added} counts {counted}"),
    "rubicon_base_of_each": tr_noop("{winner} {winner_points} counts {winner_counts}; "
                                    "{loser}'s points added: {added}"),
    "rubicon_total": tr_noop("{base} + {bonus} for the game = {total} to {player}"),
}
_RUBICONED_WITH_BRISQUES = tr_noop("{player} is rubiconed: {points} + {brisques} in brisques is "
                                   "under {threshold} (Law 58)")
_TOTAL_WITH_ALLOWANCE = tr_noop("{base} + {bonus} for the game + {allowance} for brisques = "
                                "{total} to {player}")
# the same steps when {player} is the default player "You", whose verb agrees otherwise
_YOU_TEMPLATES: dict[str, str] = {
    "over_nine": tr_noop("You played with more than nine cards (Law 17)"),
    "saved_by_brisques": tr_noop("You save the rubicon with brisques (Law 60)"),
    "rubiconed": tr_noop("You are rubiconed: {points} is under {threshold} (Law 58)"),
    _RUBICONED_WITH_BRISQUES: tr_noop("You are rubiconed: {points} + {brisques} in brisques "
                                      "is under {threshold} (Law 58)"),
    "brisques_decide": tr_noop("Equal points: brisques decide for you (Law 61)"),
    "game_total": tr_noop("{difference} + {bonus} for the game = {total} to you"),
    "rubicon_total": tr_noop("{base} + {bonus} for the game = {total} to you"),
    _TOTAL_WITH_ALLOWANCE: tr_noop("{base} + {bonus} for the game + {allowance} for brisques "
                                   "= {total} to you"),
}
# the same steps when {loser} is the default player "You", whose points are "your" points
_YOU_LOSER_TEMPLATES: dict[str, str] = {
    "rubicon_base_of_sum": tr_noop("{winner_points} + your {added} counts {counted}"),
    "rubicon_base_of_each": tr_noop("{winner} {winner_points} counts {winner_counts}; "
                                    "your points added: {added}"),
}
# the scores where brisques never count (six-pack): no word of them
_SCORES_ONLY = tr_noop("{first}: {first_points}; {second}: {second_points}")
_AT_LEAST_100 = tr_noop(" (at least 100, Law 59)")
_AT_MOST_900 = tr_noop(" (at most 900, Law 17)")


def computation_words(code: str, values: dict[str, Any], names: Sequence[str]) -> str | None:
    """One step of a Rubicon-family game's computation (``GameComputation.steps``), in the
    user's language; None for a step not known here."""
    template = COMPUTATION_TEMPLATES.get(code)
    if template is None:
        return None
    if code == "scores" and values.get("brisques_count") is False:
        template = _SCORES_ONLY
    if code == "rubiconed" and values.get("brisques"):
        template = _RUBICONED_WITH_BRISQUES
    if code == "rubicon_total" and values.get("allowance"):
        template = _TOTAL_WITH_ALLOWANCE
    if "player" in values and is_you(names[int(values["player"])]):
        template = _YOU_TEMPLATES.get(template, _YOU_TEMPLATES.get(code, template))
    if "loser" in values and is_you(names[int(values["loser"])]):
        template = _YOU_LOSER_TEMPLATES.get(code, template)
    fields = dict(values)
    for key in ("player", "winner", "loser"):
        if key in fields:
            fields[key] = display_name(names[int(fields[key])])
    fields["first"], fields["second"] = display_name(names[0]), display_name(names[1])
    if code == "scores":
        fields["first_points"] = points_words(int(values["first_points"]))
        fields["second_points"] = points_words(int(values["second_points"]))
    words = tr(template).format(**fields)
    if values.get("at_least"):
        words += tr(_AT_LEAST_100)
    if values.get("at_most"):
        words += tr(_AT_MOST_900)
    return words


def computation_lines(result: DealResult, names: Sequence[str]) -> list[str]:
    """A finished deal's computation of the game (a ``GameState.deal_results`` entry), line
    by line, in the user's language; a step not known here is left out, and logged."""
    lines = []
    for code, values in result.computation:
        words = computation_words(code, dict(values), names)
        if words is None:
            _log.warning("the computation's step %r has no words here", code)
            continue
        lines.append(words)
    return lines


# ---------------------------------------------------------------------------- actions
def describe_action(action: Action) -> Caption:
    """What ``action`` does, for people (``Play the queen of spades``): the engine's
    :meth:`Action.describe` in the user's language."""
    if action.kind == PLAY and action.card is not None:
        return Caption.of(tr("Play {card}"), card=the_card_words(action.card))
    if action.kind in (ANNOUNCE, SCORE) and action.meld is not None:
        meld = meld_words(action.meld.type) or MELD_NAMES[action.meld.type]
        template = (tr("Declare {meld} ({cards})") if action.kind == ANNOUNCE else
                    tr("Score {meld} ({cards})"))
        return Caption.of(template, meld=meld, cards=meld_cards_caption(action.meld))
    if action.kind == EXCHANGE and action.card is not None:
        return Caption.of(tr("Exchange the {card} for the turn-up"),
                          card=card_caption(action.card))
    if action.kind == SHOW_SEVEN and action.card is not None:
        return Caption.of(tr("Show the {card}"), card=card_caption(action.card))
    if action.kind == GUESS:
        return Caption.of(tr("Guess {count} cards"), count=action.number)
    if action.kind == CARTE_BLANCHE:
        if action.card is None:
            return Caption(tr("Show carte blanche"))
        return Caption.of(tr("Show carte blanche ({card})"), card=card_caption(action.card))
    if action.kind == PASS:
        return Caption(tr("Let your partner declare"))
    return Caption(tr("Finish declaring and draw"))


# ---------------------------------------------------------------------------- refusals
# Why a declaration cannot be announced or scored, by rule code (the engine refuses with the
# code alone, ``IllegalAction.code``); shown with ``tr(reason)``.
DECLARATION_REASONS: dict[str, str] = {
    "V1": tr_noop("those cards do not make that meld from your hand"),
    "R1": tr_noop("a card which has once scored cannot be used again in a combination of the "
                  "same kind"),
    "R1'": tr_noop("that very combination of cards has already been declared"),
    "R2": tr_noop("a card declared in a combination cannot afterwards be used in an inferior "
                  "combination of the same class (a king or queen of a sequence cannot "
                  "marry)"),
    "R5": tr_noop("to declare the same combination again at least one new card must be added, "
                  "or one card of the earlier combination must have been played"),
    "F1": tr_noop("a new declaration in the same class needs at least one card newly laid "
                  "from your hand"),
    "F2": tr_noop("each declaration of the same class in one turn needs a newly laid card of "
                  "its own"),
    "\u00a72.8": tr_noop("the card taken in exchange for the seven cannot be declared this "
                         "turn, and exchanging may not be combined with a declaration here"),
    "EXCHANGED": tr_noop("the card taken in exchange for the seven cannot be declared this "
                         "turn"),
    "DIX_DECL": tr_noop("exchanging or showing the seven counts as this trick's declaration"),
    "ONE_SCORE": tr_noop("only one declaration may be scored for each trick won"),
    "NOT_PENDING": tr_noop("that combination has not been declared"),
    "PARTNER_OWN": tr_noop("a declaration needs at least one card of your own hand"),
    "PARTNER_BEZIQUE": tr_noop("a double or higher bezique counts only with all its cards from "
                               "one player's hand"),
}

REFUSAL_CODES: tuple[str, ...] = (
    "OVER", "GUESS", "DECLARING", "NOT_IN_HAND", "PHASE2_HEAD", "PHASE2_FOLLOW",
    "PHASE2_TRUMP", "CB", "DIX", "NOT_DECLARING", "MUST_SCORE", "PASS", *DECLARATION_REASONS)
"""The rule codes :func:`refusal_text` words (every code the engine raises for a player's
action, the parse errors of typed actions aside)."""


def refusal_text(code: str, action: Action, step: Step) -> str | None:
    """The sentence for the engine's refusal ``code`` of ``action``, taken at the step
    ``step`` (``GameState.step``), in the user's language; None for a code not known here.

    Some codes cover several cases (``CB``, ``DIX``, ``OVER``): the action and the step tell
    which, as they do in the engine.
    """
    if code in DECLARATION_REASONS and action.kind in (ANNOUNCE, SCORE):
        template = (tr("You cannot declare that: {reason}.") if action.kind == ANNOUNCE else
                    tr("You cannot score that: {reason}."))
        return template.format(reason=tr(DECLARATION_REASONS[code]))
    if code == "OVER":
        return (tr("The game is over.") if step == STEP_GAME_OVER else
                tr("The deal is over; start the next deal."))
    if code == "GUESS":
        return tr("Before the deal the non-dealer guesses how many cards the dealer lifted "
                  "({low} to {high}).").format(low=GUESS_SIZES[0], high=GUESS_SIZES[-1])
    if code == "NOT_IN_HAND":
        card = card_caption(action.card) if action.card is not None else "?"
        return Caption.of(tr("The {card} is not in your hand."), card=card)
    if code == "CB":
        if step != STEP_PLAY:
            return tr("Carte blanche is shown before you play a card.")
        if action.card is None:
            return tr("Carte blanche needs a dealt hand without a king, queen or jack, shown "
                      "before your first card.")
        return tr("Only a newly drawn card that is not a court card may be shown for carte "
                  "blanche.")
    if code == "DIX":
        if action.kind == SHOW_SEVEN:
            return tr("A seven of trumps can be shown once, after winning a trick.")
        return tr("The seven of trumps can be exchanged once a deal, after winning a trick, "
                  "while a card lies face down in the stock, and not when a seven was turned "
                  "up.")
    fixed = {
        "DECLARING": tr("You won the trick: declare or finish before playing the next card."),
        "PHASE2_HEAD": tr("In the last tricks you must win the trick if you can."),
        "PHASE2_FOLLOW": tr("In the last tricks you must follow suit."),
        "PHASE2_TRUMP": tr("In the last tricks you must trump when you cannot follow suit."),
        "NOT_DECLARING": tr("Declarations are made only by the winner of a trick, before "
                            "drawing."),
        "MUST_SCORE": tr("You announced a declaration: score one of them before drawing."),
        "PASS": tr("Only the winner of a trick may let his partner declare, and only before "
                   "declaring anything himself."),
    }
    return fixed.get(code)


def engine_sentence(message: str) -> str:
    """The engine's sentence ``message`` as a sentence: capital first, full stop last."""
    return message[:1].upper() + message[1:] + ("" if message.endswith(".") else ".")


def refusal_sentence(error: IllegalAction, action: Action, step: Step) -> str:
    """Why the rules refuse ``action`` (the engine's ``error``, at ``step``), as a sentence in
    the user's language, chosen by the error's rule code; the engine's own text only for a
    code not known here (a rule added to the engine and not yet worded), and logged."""
    made = refusal_text(error.code, action, step)
    if made is not None:
        return made
    _log.warning("the refusal %r has no words here: the engine's text is shown", error.code)
    return engine_sentence(error.message)
