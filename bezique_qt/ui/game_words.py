"""The engine's words in the user's language: variant names and descriptions, cards, what an
action does, and why the rules refuse one.

The engine speaks English and stays free of the UI (its errors carry a stable rule code for
this purpose, see ``engine/errors.py``). Here the table turns the engine's *data* — a preset's
id, an action's kind and cards, a refusal's code — into sentences made with :func:`tr`, so that
every language words them its own way. In English each sentence is exactly the engine's (tests
compare them). Texts the engine has and this module does not know are shown as the engine
words them.

This module does not load Qt (``rules_text`` uses it).
"""

from __future__ import annotations

from bezique_qt.engine import IllegalAction, Variant
from bezique_qt.engine.actions import (
    ANNOUNCE,
    CARTE_BLANCHE,
    EXCHANGE,
    GUESS,
    PLAY,
    SCORE,
    SHOW_SEVEN,
    Action,
)
from bezique_qt.engine.cards import RANKS, SUITS, pretty, rank_of, suit_of
from bezique_qt.engine.melds import MELD_NAMES
from bezique_qt.engine.state import GUESS_SIZES, STEP_GAME_OVER, STEP_PLAY
from bezique_qt.engine.variants import PRESETS
from bezique_qt.ui.i18n import SOURCE_LANGUAGE, current_language, score_words, tr, tr_noop

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
}


def _preset_text(variant: Variant | str, texts: dict[str, str], field: str) -> str:
    if isinstance(variant, str):
        preset = PRESETS.get(variant)
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
def rank_word(rank: str) -> str:
    """The rank letter ``rank`` (``A T K Q J 9 8 7``) in words."""
    return {
        "A": tr("ace"), "T": tr("ten"), "K": tr("king"), "Q": tr("queen"), "J": tr("jack"),
        "9": tr("nine"), "8": tr("eight"), "7": tr("seven"),
    }[rank]


def suit_word(suit: str) -> str:
    """The suit letter ``suit`` (``S H D C``) in words."""
    return {"S": tr("spades"), "H": tr("hearts"), "D": tr("diamonds"), "C": tr("clubs")}[suit]


def card_words(card: int) -> str:
    """``card`` in words: ``queen of spades``."""
    return tr("{rank} of {suit}").format(rank=rank_word(RANKS[rank_of(card)]),
                                         suit=suit_word(SUITS[suit_of(card)]))


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


# ---------------------------------------------------------------------------- actions
def describe_action(action: Action) -> str:
    """What ``action`` does, for people (``Play the queen of spades``): the engine's
    :meth:`Action.describe` in the user's language."""
    if action.kind == PLAY and action.card is not None:
        return tr("Play {card}").format(card=the_card_words(action.card))
    if action.kind in (ANNOUNCE, SCORE) and action.meld is not None:
        meld = score_words(MELD_NAMES[action.meld.type])
        template = (tr("Declare {meld} ({cards})") if action.kind == ANNOUNCE else
                    tr("Score {meld} ({cards})"))
        return template.format(meld=meld, cards=action.meld.pretty())
    if action.kind == EXCHANGE and action.card is not None:
        return tr("Exchange the {card} for the turn-up").format(card=pretty(action.card))
    if action.kind == SHOW_SEVEN and action.card is not None:
        return tr("Show the {card}").format(card=pretty(action.card))
    if action.kind == GUESS:
        return tr("Guess {count} cards").format(count=action.number)
    if action.kind == CARTE_BLANCHE:
        if action.card is None:
            return tr("Show carte blanche")
        return tr("Show carte blanche ({card})").format(card=pretty(action.card))
    return tr("Finish declaring and draw")


# ---------------------------------------------------------------------------- refusals
# Why a declaration cannot be announced or scored, by rule code, as the engine words it
# (``engine/state.py``, ``_REASON_TEXT``); shown with ``tr(reason)``.
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
}

REFUSAL_CODES: tuple[str, ...] = (
    "OVER", "GUESS", "DECLARING", "NOT_IN_HAND", "PHASE2_HEAD", "PHASE2_FOLLOW",
    "PHASE2_TRUMP", "CB", "DIX", "NOT_DECLARING", "MUST_SCORE", *DECLARATION_REASONS)
"""The rule codes :func:`refusal_text` words (every code the engine raises for a player's
action, the parse errors of typed actions aside)."""


def refusal_text(code: str, action: Action, step: str) -> str | None:
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
        card = pretty(action.card) if action.card is not None else "?"
        return tr("The {card} is not in your hand.").format(card=card)
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
    }
    return fixed.get(code)


def engine_sentence(message: str) -> str:
    """The engine's sentence ``message`` as a sentence: capital first, full stop last."""
    return message[:1].upper() + message[1:] + ("" if message.endswith(".") else ".")


def refusal_sentence(error: IllegalAction, action: Action, step: str) -> str:
    """Why the rules refuse ``action`` (the engine's ``error``, at ``step``), as a sentence in
    the user's language; the engine's own sentence in English or for a code not known
    here."""
    if current_language() != SOURCE_LANGUAGE:
        translated = refusal_text(error.code, action, step)
        if translated is not None:
            return translated
    return engine_sentence(error.message)
