"""The engine's words in the user's language: variant names and descriptions, the score, cards,
melds and what an action does.  What was scored and how a deal was computed are worded in
:mod:`bezique_qt.words.scores`, why the rules refuse an action in :mod:`bezique_qt.words.refusals`.

The engine gives data, not sentences for players (its refusals carry a stable rule code, see
``engine/errors.py``; a deal's computation and a score carry codes and numbers). Here the
table and the command line turn that *data* — a preset's id, an action's kind and cards, a
refusal's code, a computation's step — into sentences made with :func:`tr`, so that every
language words them its own way.

The computer players' reasons are worded in :mod:`bezique_qt.words.reasons`.

This module does not load Qt (``rules_text`` uses it).
"""

from __future__ import annotations

from collections.abc import Sequence

from bezique_qt.engine import GameState, Variant
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
    ROYAL_MARRIAGE,
    Meld,
    MeldType,
)
from bezique_qt.engine.variants import ALL_PRESETS
from bezique_qt.words.caption import Caption
from bezique_qt.words.i18n import (
    display_name,
    tr,
    tr_noop,
)

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
