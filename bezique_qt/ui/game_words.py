"""The engine's words in the user's language: variant names and descriptions, cards, what an
action does, why the rules refuse one, and the computer's reason for a hint.

The engine speaks English and stays free of the UI (its errors carry a stable rule code for
this purpose, see ``engine/errors.py``). Here the table turns the engine's *data* — a preset's
id, an action's kind and cards, a refusal's code — into sentences made with :func:`tr`, so that
every language words them its own way. In English each sentence is exactly the engine's (tests
compare them). Texts the engine has and this module does not know are shown as the engine
words them.

The computer players (``bezique_qt.ai``) give their reasons as English free text only; those are
read back with one anchored pattern per sentence they make and worded as advice to the
player (:func:`hint_words`).

This module does not load Qt (``rules_text`` uses it).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence

from bezique_qt.engine import GameState, IllegalAction, Variant
from bezique_qt.engine.actions import (
    ANNOUNCE,
    CARTE_BLANCHE,
    DONE,
    EXCHANGE,
    GUESS,
    PLAY,
    SCORE,
    SHOW_SEVEN,
    Action,
)
from bezique_qt.engine.cards import (
    RANK_NAMES,
    RANKS,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    SUITS,
    make_card,
    pretty,
    rank_of,
    suit_of,
)
from bezique_qt.engine.melds import MELD_NAMES, Meld
from bezique_qt.engine.state import GUESS_SIZES, STEP_GAME_OVER, STEP_PLAY
from bezique_qt.engine.variants import PRESETS
from bezique_qt.ui.i18n import (
    SOURCE_LANGUAGE,
    current_language,
    display_name,
    score_words,
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
# ---------------------------------------------------------------------------- the score
def standing_words(names: Sequence[str], game_points: Sequence[int], deal: int,
                   deal_points: Sequence[int], *, deal_over: bool, counted_at_end: bool,
                   single_deal: bool = False) -> str:
    """Where a game stands, each number named: the game score and deal ``deal``'s points.

    ``counted_at_end`` (the Rubicon family): a deal's points go into the game score only
    when the deal ends, so a deal in progress can show 100 while the game score is 0.
    ``single_deal``: the deal is the game; there is no game score before its end.
    """
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


def state_standing_words(state: GameState) -> str:
    """:func:`standing_words` for a game's state (its scores are public)."""
    variant = state.variant
    return standing_words(state.names, state.game_points, state.deal_index + 1,
                          state.deal_points, deal_over=state.deal_over,
                          counted_at_end=variant.rubicon_scoring,
                          single_deal=variant.single_deal)


# ---------------------------------------------------------------------------- the table's news
def played_words(name: str, card: int, from_table: bool, kinds_on_table: Sequence[int]) -> str:
    """The opponent ``name`` plays ``card``, said so that the table agrees: from its declared
    cards, or from its hand while an identical card stays among its declared cards
    (``kinds_on_table``: the kinds, ``card & 31``, of the cards still there)."""
    if from_table:
        return tr("{name} plays the {card} from its declared cards.").format(
            name=name, card=pretty(card))
    if card & 31 in kinds_on_table:
        return tr("{name} plays another {card}, from its hand.").format(
            name=name, card=pretty(card))
    return tr("{name} plays the {card}.").format(name=name, card=pretty(card))


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


def the_meld_words(name: str) -> str | None:
    """A meld's name as the engine words it (``royal marriage``, ``four trump aces``) with its
    article, in the user's language: ``the royal marriage`` (``le mariage d'atout``, ``les
    quatre as d'atout``); None for a name not known here."""
    fixed = {
        "marriage": tr("the marriage"), "royal marriage": tr("the royal marriage"),
        "sequence": tr("the sequence"), "back-door sequence": tr("the back-door sequence"),
        "bezique": tr("the bezique"), "double bezique": tr("the double bezique"),
        "triple bezique": tr("the triple bezique"),
        "quadruple bezique": tr("the quadruple bezique"),
        "quintuple bezique": tr("the quintuple bezique"),
    }
    if name in fixed:
        return fixed[name]
    found = re.fullmatch(r"(four|four trump|five trump) (aces|kings|queens|jacks|tens)", name)
    if found is None:
        return None
    template = {"four": tr("the four {cards}"), "four trump": tr("the four trump {cards}"),
                "five trump": tr("the five trump {cards}")}.get(found[1])
    if template is None:
        return None
    cards = {"aces": tr("aces"), "kings": tr("kings"), "queens": tr("queens"),
             "jacks": tr("jacks"), "tens": tr("tens")}[found[2]]
    return template.format(cards=cards)


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


# ---------------------------------------------------------------------------- hint reasons
# The computer players' reasons (``bezique_qt.ai``: ``heuristic.py``, ``search.py``, and
# ``ui/service.py``'s fallback) are English free text. Each sentence they make is listed here in
# their own words, ``{fields}`` standing for what varies, beside the template it is worded with
# in the user's language. A field's name says what it holds and how it is worded (_FIELDS): a
# card (``the A♠``) becomes ``{card}`` with its article (``l'as de pique``), a meld's name
# ``{meld}`` with its article, an action's description (``play the jack of spades``) the
# table's own (:func:`describe_action`); numbers stay as they are.
_log = logging.getLogger(__name__)

_CARD = "(?:10|[AKQJ987])[" + "".join(SUIT_SYMBOLS.values()) + "]"
_MELD_TEXTS = sorted({*MELD_NAMES.values(), "royal marriage", "back-door sequence"},
                     key=len, reverse=True)
_MELD = "|".join(re.escape(name) for name in _MELD_TEXTS)
# what a card is kept for (``heuristic.keep_values``), besides a meld's name
PURPOSES: dict[str, str] = {
    "a marriage": tr_noop("a marriage"),
    "the seven exchange": tr_noop("the seven exchange"),
    "showing the seven": tr_noop("showing the seven"),
}
_PURPOSE = "|".join(re.escape(text) for text in (*PURPOSES, "the sequence", *_MELD_TEXTS))
# where a search's numbers come from (``MonteCarloSearch.what``, ``ISMCTS.what``)
_SOURCES: dict[str, str] = {
    "simulations": tr_noop("simulations"),
    "sampled deals": tr_noop("sampled deals"),
}
_FIELDS: dict[str, str] = {
    "card": _CARD, "lead": _CARD, "meld": _MELD, "purpose": _PURPOSE,
    "count": r"\d+", "points": r"\d+", "total": r"\d+",
    "value": r"[+-]\d+", "gain": r"[+-]\d+", "mean": r"[+-]\d+",
    "what": "|".join(_SOURCES), "action": ".+?", "reason": ".+",
}


def _shape(words: str) -> re.Pattern[str]:
    """The pattern of a sentence written with ``{fields}`` (see _FIELDS), to be matched whole
    (``fullmatch``)."""
    parts = re.split(r"\{(\w+)\}", words)
    return re.compile("".join(
        re.escape(part) if i % 2 == 0 else f"(?P<{part}>{_FIELDS[part]})"
        for i, part in enumerate(parts)))


# (the computer's sentence, the hint it is worded as). The computer words its reasons about
# itself ("throws away the 8♥"); a hint speaks to the player and names the move ("throw away the
# 8♥"), so a hint never repeats the move beside the reason. Templates' {card}, {lead} and {meld}
# carry their article; a template's {action} the computer's sentence lacks is the hinted move
# (a meld's cards are named there: with several marriages on offer the name alone is not enough).
REASON_SENTENCES: tuple[tuple[str, str], ...] = (
    # declarations and the steps before play (heuristic.declaration_choice)
    ("guesses {count} cards, the likeliest packet",
     tr_noop("guess {count} cards, the likeliest packet")),
    ("shows carte blanche ({points})", tr_noop("show carte blanche ({points})")),
    ("exchanges the seven of trumps for the {card}",
     tr_noop("exchange the seven of trumps for {card}")),
    ("exchanges the seven of trumps for the turn-up",
     tr_noop("exchange the seven of trumps for the turn-up")),
    ("exchanges the seven of trumps", tr_noop("exchange the seven of trumps")),
    ("scores {meld} ({points})", tr_noop("{action}: {points} points")),
    ("declares {meld} ({points}) to score it now",
     tr_noop("{action} and score it now ({points} points)")),
    ("shows the seven of trumps ({points})", tr_noop("show the seven of trumps ({points})")),
    ("declares {meld} to score on a later trick",
     tr_noop("{action} to score on a later trick")),
    ("nothing more to declare", tr_noop("{action}: nothing more to declare")),
    ("the only choice", tr_noop("{action}: the only choice")),
    # card play (heuristic: novice_choice, HeuristicPlayer)
    ("plays the {card} (any card will do)", tr_noop("play {card} (any card will do)")),
    ("plays the {card}, the only legal card", tr_noop("play {card}, the only legal card")),
    ("wins the {lead} cheaply with the {card}", tr_noop("win {lead} cheaply with {card}")),
    ("takes the trick with the {card} to declare {meld}",
     tr_noop("take the trick with {card} to declare {meld}")),
    ("takes the trick with the {card} to stop declarations late in the stock",
     tr_noop("take the trick with {card} to stop declarations late in the stock")),
    ("takes the trick with the {card}", tr_noop("take the trick with {card}")),
    ("throws away the {card}", tr_noop("throw away {card}")),
    ("leads the {card} to win the trick and declare {meld}",
     tr_noop("lead {card} to win the trick and declare {meld}")),
    ("leads the {card}, a spare copy", tr_noop("lead {card}, a spare copy")),
    ("leads the {card}, a card of no use", tr_noop("lead {card}, a card of no use")),
    ("leads the {card}", tr_noop("lead {card}")),
    # the last tricks (HeuristicPlayer without the solver, solve_last_tricks)
    ("wins the trick with the {card}", tr_noop("win the trick with {card}")),
    ("cannot win: gives the {card}", tr_noop("the trick cannot be won: give {card}")),
    ("leads the {card} to win the trick", tr_noop("lead {card} to win the trick")),
    ("leads the {card}, its weakest card", tr_noop("lead {card}, your weakest card")),
    ("counts every card: the {card} is the best play ({value} in the last tricks)",
     tr_noop("play {card}: counting every card, it is the best play ({value} in the last "
             "tricks)")),
    # the searching levels (search.py)
    ("{action}: the only legal choice", tr_noop("{action}: the only legal choice")),
    ("{action}: best in {what} ({count} of {total}), {mean} points on average",
     tr_noop("{action}: best in {what} ({count} of {total}), {mean} points on average")),
    ("{action}: {gain} points on average over the rule of thumb in {count} sampled deals",
     tr_noop("{action}: {gain} points on average over the rule of thumb in {count} sampled "
             "deals")),
    # the table's fallback player (ui/service.py, fallback_reason)
    ("it is worth {points} points", tr_noop("{action}: it is worth {points} points")),
    ("the seven of trumps scores 10 and brings the turn-up into your hand",
     tr_noop("{action}: the seven of trumps scores 10 and brings the turn-up into your hand")),
    ("there is nothing more worth declaring",
     tr_noop("{action}: there is nothing more worth declaring")),
    ("the dealer aims at {count} cards and lifts that many most often",
     tr_noop("{action}: the dealer aims at {count} cards and lifts that many most often")),
    ("any card will do here", tr_noop("{action}: any card will do here")),
)
# what may follow a sentence: the card kept back (heuristic._kept_clause), then Hard's check
# (MonteCarloSearch.pick); ``{reason}`` is the rest of the reason, worded on its own
REASON_CLAUSES: tuple[tuple[str, str], ...] = (
    ("{reason} (checked in {count} sampled deals)",
     tr_noop("{reason} (checked in {count} sampled deals)")),
    ("{reason}; keeps the {card} for {purpose}", tr_noop("{reason}; keep {card} for {purpose}")),
)
_SENTENCES = tuple((_shape(words), template) for words, template in REASON_SENTENCES)
_CLAUSES = tuple((_shape(words), template) for words, template in REASON_CLAUSES)

_SUIT_OF_SYMBOL = {symbol: SUITS.index(letter) for letter, symbol in SUIT_SYMBOLS.items()}
_RANK_OF_NAME = {name: RANKS.index(letter) for letter, name in RANK_NAMES.items()}
_SUIT_OF_NAME = {name: SUITS.index(letter) for letter, name in SUIT_NAMES.items()}
_MELD_TYPES = {name: meld_type for meld_type, name in MELD_NAMES.items()}


def _card_of(text: str, copy: int = 0) -> int:
    """The card shown as ``text`` (``Q♠``, ``10♥``: :func:`pretty`)."""
    rank = "T" if text[:-1] == "10" else text[:-1]
    return make_card(_SUIT_OF_SYMBOL[text[-1]], RANKS.index(rank), copy)


def _cards_of(text: str) -> list[int]:
    """The cards shown as ``text`` (``Q♠ Q♠ J♦ J♦``), each copy its own card."""
    cards: list[int] = []
    for shown in text.split():
        if re.fullmatch(_CARD, shown) is None:
            raise ValueError(shown)
        card = _card_of(shown)
        cards.append(card + 32 * sum(1 for c in cards if c & 31 == card))
    return cards


def _action_of(text: str) -> Action | None:
    """The action :meth:`Action.describe` words as ``text`` (its first letter in either case),
    or None."""
    text = text[:1].upper() + text[1:]
    action: Action | None = None
    try:
        if found := re.fullmatch(r"Play the (\w+) of (\w+)", text):
            action = Action(PLAY, card=make_card(_SUIT_OF_NAME[found[2]],
                                                 _RANK_OF_NAME[found[1]]))
        elif found := re.fullmatch(r"(Declare|Score) (.+) \((.+)\)", text):
            meld = Meld.of(_MELD_TYPES[found[2]], _cards_of(found[3]))
            action = Action(ANNOUNCE if found[1] == "Declare" else SCORE, meld=meld)
        elif found := re.fullmatch(f"Exchange the ({_CARD}) for the turn-up", text):
            action = Action(EXCHANGE, card=_card_of(found[1]))
        elif found := re.fullmatch(f"Show the ({_CARD})", text):
            action = Action(SHOW_SEVEN, card=_card_of(found[1]))
        elif found := re.fullmatch(r"Guess (\d+) cards", text):
            action = Action(GUESS, number=int(found[1]))
        elif found := re.fullmatch(rf"Show carte blanche(?: \(({_CARD})\))?", text):
            card = _card_of(found[1]) if found[1] else None
            action = Action(CARTE_BLANCHE, card=card)
        elif text == "Finish declaring and draw":
            action = Action(DONE)
    except (KeyError, ValueError):
        return None
    # read back only what the engine words exactly so
    return action if action is not None and action.describe() == text else None


def _field_words(name: str, text: str, action: Action | None) -> str | None:
    """The value ``text`` of the field ``name`` (see _FIELDS) in the user's language."""
    if name in ("card", "lead"):
        return the_card_words(_card_of(text))
    if name == "meld":
        return the_meld_words(text)
    if name == "purpose":
        if text in PURPOSES:
            return tr(PURPOSES[text])
        return the_meld_words("sequence" if text == "the sequence" else text)
    if name == "what":
        return tr(_SOURCES[text])
    if name == "action":
        found = _action_of(text)
        if found is None:
            return None
        words = describe_action(found)
        return words if text[:1].isupper() else words[:1].lower() + words[1:]
    if name == "reason":
        return translated_reason(text, action)
    return text  # a number


def _filled(found: re.Match[str], template: str, action: Action | None) -> str | None:
    values: dict[str, str] = {}
    for name, text in found.groupdict().items():
        words = _field_words(name, text, action)
        if words is None:
            return None
        values[name] = words
    if "{action}" in template and "action" not in values:
        # the computer's sentence says why, not what: the hint names the move
        if action is None:
            return None
        values["action"] = describe_action(action)
    return tr(template).format(**values)


def translated_reason(reason: str, action: Action | None = None) -> str | None:
    """The computer's reason ``reason`` for ``action`` worded anew with :func:`tr` as advice to
    the player (in the user's language), or None when a part of it matches none of the known
    sentences."""
    for pattern, template in _CLAUSES:
        found = pattern.fullmatch(reason)
        if found is not None:
            words = _filled(found, template, action)
            if words is not None:
                return words
    for pattern, template in _SENTENCES:
        found = pattern.fullmatch(reason)
        if found is not None:
            words = _filled(found, template, action)
            if words is not None:
                return words
    return None


def hint_words(action: Action, reason: str) -> str:
    """The hint for ``action``, given by the computer for ``reason`` (``throws away the 8♥``, as
    ``bezique_qt.ai`` words it), in the user's language: ``Hint: throw away the 8♥.`` A reason
    not known here is shown whole in English after the move (and logged), never half
    translated."""
    words = translated_reason(reason, action)
    if words is None:
        _log.debug("the computer's reason %r is not known here: it is shown in English", reason)
        return tr("Hint: {action} — {reason}.").format(action=describe_action(action),
                                                      reason=reason)
    return tr("Hint: {advice}.").format(advice=words[:1].upper() + words[1:])
