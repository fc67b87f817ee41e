"""Actions: small frozen value objects with a text form that parses back.

==========================  ==================================================================
text                        meaning
==========================  ==================================================================
``play QS1``                play (lead or follow) a card from the hand (concealed or table)
``announce MARRIAGE KS1 QS1``  declare a meld; its concealed cards are laid on the table
``score MARRIAGE KS1 QS1``  score a meld announced now or earlier ("to score")
``exchange 7H1``            exchange the seven of trumps for the turn-up (scores the seven)
``show 7H1``                show a seven of trumps for its score (``declare_after_win`` rule)
``carte-blanche``           declare carte blanche: show a hand without court cards
``carte-blanche 7D1``       show a newly drawn non-court card for another carte blanche
``done``                    end the declaration act; the draws follow
``guess 24``                six-pack: the non-dealer guesses how many cards the dealer lifted
``pass``                    four-handed partners: the winner of a trick lets his partner declare
==========================  ==================================================================
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import RANKS, SUITS, card_name, card_str, parse_card, pretty
from .kinds import WordEnum
from .melds import MELD_NAMES, Meld


class ActionKind(WordEnum):
    """What an action does: the first word of its text form.  A member is its word (a ``str``),
    so records, saves and JSON spell it exactly as the plain word (:mod:`.kinds`)."""

    PLAY = "play"
    ANNOUNCE = "announce"
    SCORE = "score"
    EXCHANGE = "exchange"
    SHOW_SEVEN = "show"
    CARTE_BLANCHE = "carte-blanche"
    DONE = "done"
    GUESS = "guess"
    PASS = "pass"


# the members under their short names, as the rules code spells them
PLAY = ActionKind.PLAY
ANNOUNCE = ActionKind.ANNOUNCE
SCORE = ActionKind.SCORE
EXCHANGE = ActionKind.EXCHANGE
SHOW_SEVEN = ActionKind.SHOW_SEVEN
CARTE_BLANCHE = ActionKind.CARTE_BLANCHE
DONE = ActionKind.DONE
GUESS = ActionKind.GUESS
PASS = ActionKind.PASS
KINDS = tuple(ActionKind)


@dataclass(frozen=True, slots=True)
class Action:
    """One player decision.  ``card`` for play/exchange/show/carte-blanche, ``meld`` for
    announce/score."""

    kind: ActionKind
    card: int | None = None
    meld: Meld | None = None
    number: int | None = None

    def __str__(self) -> str:
        if self.number is not None:
            return f"{self.kind} {self.number}"
        if self.meld is not None:
            return f"{self.kind} {self.meld}"
        if self.card is not None:
            return f"{self.kind} {card_str(self.card)}"
        return str(self.kind)

    def card_of_play(self) -> int:
        """The card a ``play`` action plays; :class:`ValueError` for another kind."""
        if self.kind != PLAY or self.card is None:
            raise ValueError(f"{self} plays no card")
        return self.card

    def meld_of(self) -> Meld:
        """The meld an ``announce`` or ``score`` action declares; :class:`ValueError` for
        another kind."""
        if self.meld is None or self.kind not in (ANNOUNCE, SCORE):
            raise ValueError(f"{self} declares no meld")
        return self.meld

    def seven_of(self) -> int:
        """The seven of trumps an ``exchange`` or ``show`` action uses; :class:`ValueError`
        for another kind."""
        if self.card is None or self.kind not in (EXCHANGE, SHOW_SEVEN):
            raise ValueError(f"{self} uses no seven")
        return self.card

    def guess_of(self) -> int:
        """The number of cards a ``guess`` action names; :class:`ValueError` for another
        kind."""
        if self.kind != GUESS or self.number is None:
            raise ValueError(f"{self} guesses nothing")
        return self.number

    def describe(self) -> str:
        """A sentence for people: ``Play the queen of spades``."""
        if self.kind == PLAY and self.card is not None:
            return f"Play the {card_name(self.card)}"
        if self.kind in (ANNOUNCE, SCORE) and self.meld is not None:
            verb = "Declare" if self.kind == ANNOUNCE else "Score"
            return f"{verb} {MELD_NAMES[self.meld.type]} ({self.meld.pretty()})"
        if self.kind == EXCHANGE and self.card is not None:
            return f"Exchange the {pretty(self.card)} for the turn-up"
        if self.kind == SHOW_SEVEN and self.card is not None:
            return f"Show the {pretty(self.card)}"
        if self.kind == GUESS:
            return f"Guess {self.number} cards"
        if self.kind == CARTE_BLANCHE:
            return "Show carte blanche" + (f" ({pretty(self.card)})" if self.card is not None
                                           else "")
        if self.kind == PASS:
            return "Let your partner declare"
        return "Finish declaring and draw"

    @staticmethod
    def parse(text: str, packs: int = 8) -> Action:
        """Parse the text form; raises ValueError with a sentence saying what is wrong."""
        parts = text.strip().split(None, 1)
        if not parts:
            raise ValueError("empty action")
        word = parts[0].lower()
        rest = parts[1] if len(parts) > 1 else ""
        if word not in KINDS:
            raise ValueError(f"{text!r} is not an action (expected one of {', '.join(KINDS)})")
        kind = ActionKind(word)
        if kind in (ANNOUNCE, SCORE):
            return Action(kind, meld=Meld.parse(rest, packs))
        if kind == GUESS:
            if not rest.strip().isdigit():
                raise ValueError(f"{text!r}: 'guess' takes a number of cards")
            return Action(GUESS, number=int(rest))
        if kind in (DONE, PASS):
            if rest:
                raise ValueError(f"{text!r}: '{kind}' takes nothing after it")
            return Action(kind)
        if kind == CARTE_BLANCHE and not rest:
            return Action(CARTE_BLANCHE)
        if not rest or len(rest.split()) != 1:
            raise ValueError(f"{text!r}: '{kind}' takes exactly one card")
        return Action(kind, card=parse_card(rest, packs))


def play(card: int) -> Action:
    return Action(PLAY, card=card)


def announce(meld: Meld) -> Action:
    return Action(ANNOUNCE, meld=meld)


def score(meld: Meld) -> Action:
    return Action(SCORE, meld=meld)


def exchange(card: int) -> Action:
    return Action(EXCHANGE, card=card)


def show_seven(card: int) -> Action:
    return Action(SHOW_SEVEN, card=card)


def carte_blanche(card: int | None = None) -> Action:
    return Action(CARTE_BLANCHE, card=card)


DONE_ACTION = Action(DONE)
PASS_ACTION = Action(PASS)


def _kind_text(card: int) -> str:
    return RANKS[card & 7] + SUITS[(card >> 3) & 3]


def action_key(action: Action) -> str:
    """The action's text with copy numbers left out (``announce BEZIQUE_1 QS JD``).

    Two actions with the same key differ only in which of two identical cards they use.
    """
    if action.meld is not None:
        kinds = sorted(_kind_text(c) for c in action.meld.cards)
        return " ".join((action.kind, action.meld.type, *kinds))
    if action.card is not None:
        return f"{action.kind} {_kind_text(action.card)}"
    return action.kind


def canonical_legal(actions: Iterable[Action]) -> tuple[str, ...]:
    """Legal actions as a sorted tuple of :func:`action_key` texts (a multiset).

    The engine merges interchangeable copies and keeps whichever copy it meets first, which can
    depend on the order cards came into a hand; this form compares what the choices *are*.
    """
    return tuple(sorted(action_key(a) for a in actions))
