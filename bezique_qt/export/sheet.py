"""The score sheet of a game: a header, a section per deal and the result, as plain rows.

A :class:`ScoreSheet` is built from a :class:`~bezique_qt.engine.GameRecord` (replayed) or from
a :class:`~bezique_qt.engine.GameState`. Each deal section lists every scoring event of the deal
in the order it happened (declarations with their cards, the seven of trumps, carte blanche,
brisques, the last trick, the dealer's-guess bonuses), then the deal's total and, in the Rubicon
family, the brisques held, the computation of the game (Portland Club laws 56–61) and the game
points; games of several deals end each section with the running total. A :class:`Summary`
gives every deal at a glance, as on a score pad: each player's points by kind of score, the
deal's total and the game's.

Everything here is plain data (strings and integers) that text, HTML and CSV writers and a Qt
table model show as they like; nothing here imports Qt.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bezique_qt.engine import GameRecord, GameState, RecordError, ScoreEntry, replay
from bezique_qt.engine.cards import RANK_NAMES, SUIT_SYMBOLS, SUITS, pretty, suit_of
from bezique_qt.engine.events import (
    S_BRISQUES,
    S_CARTE_BLANCHE,
    S_GAME,
    S_GUESS,
    S_LAST_TRICK,
    S_MELD,
    S_SEVEN,
)
from bezique_qt.engine.melds import fixes_trump_suit
from bezique_qt.engine.record import DATE_KEYS, check_date
from bezique_qt.engine.scoring import compute_rubicon
from bezique_qt.engine.variants import LABELS, Variant
from bezique_qt.names import says

TITLE = "Bezique score sheet"

# Row styles: what a row is, so that every writer can set it apart in its own way.
ROW_HEADING = "heading"  # a deal's title: number, dealer, trumps
ROW_EVENT = "event"  # one scoring event (a ScoreEntry)
ROW_DEAL_TOTAL = "deal_total"  # the points of the deal
ROW_BRISQUES = "brisques"  # Rubicon family: brisques held, used only by the computation
ROW_COMPUTATION = "computation"  # Rubicon family: one line of the game's computation
ROW_GAME = "game"  # Rubicon family: the game points the deal made
ROW_RUNNING_TOTAL = "running_total"  # the game's points after this deal
ROW_STYLES = (ROW_HEADING, ROW_EVENT, ROW_DEAL_TOTAL, ROW_BRISQUES, ROW_COMPUTATION, ROW_GAME,
              ROW_RUNNING_TOTAL)


class SheetError(Exception):
    """A score sheet cannot be made; ``str(error)`` is one sentence for the user."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class SheetRow:
    """One line of the score sheet.

    ``points`` holds what the row puts in each player's column (``None``: nothing). ``running``
    is the game's running total after the row, where one is kept; ``deal_running`` the deal's.
    ``trick`` is the trick the event followed (0: before the first trick).
    """

    style: str
    deal: int
    what: str
    trick: int | None = None
    player: int | None = None
    kind: str = ""
    cards: str = ""
    points: tuple[int | None, int | None] = (None, None)
    running: tuple[int, int] | None = None
    deal_running: tuple[int, int] | None = None

    @property
    def is_total(self) -> bool:
        """Is this a line of totals (printed emphasised)?"""
        return self.style in (ROW_DEAL_TOTAL, ROW_GAME, ROW_RUNNING_TOTAL)

    def cells(self) -> tuple[str, str, str, str, str]:
        """The row as the sheet's five columns: trick, what, cards, and each player's points.

        The trick is shown for events after the first trick only."""
        shown = self.style == ROW_EVENT and self.trick
        trick = str(self.trick) if shown else ""
        a, b = ("" if p is None else str(p) for p in self.points)
        return trick, self.what, self.cards, a, b


@dataclass(frozen=True)
class DealSection:
    """A deal: its heading, its rows (heading row first) and its totals."""

    number: int
    dealer: int
    heading: str
    trumps: str
    rows: tuple[SheetRow, ...]
    points: tuple[int, int]
    brisques: tuple[int, int]
    game_points: tuple[int, int] | None
    running: tuple[int, int]
    finished: bool
    last_trick: int | None

    @property
    def events(self) -> tuple[SheetRow, ...]:
        """The deal's scoring events."""
        return tuple(r for r in self.rows if r.style in (ROW_EVENT, ROW_GAME) and r.kind)


@dataclass(frozen=True)
class SummaryRow:
    """One player's line of a deal in the summary: points by kind of score, then totals.

    ``values`` follow :attr:`Summary.columns`; ``None`` where the column does not apply.
    """

    deal: int
    player: int
    dealer: bool
    values: tuple[int | None, ...]
    finished: bool


@dataclass(frozen=True)
class Summary:
    """Every deal at a glance, two lines a deal (one for each player), as on a score pad."""

    columns: tuple[str, ...]
    rows: tuple[SummaryRow, ...]


@dataclass(frozen=True)
class ScoreSheet:
    """Everything a printed score sheet shows, as plain data."""

    title: str
    variant_id: str
    variant_name: str
    description: str
    rules: tuple[str, ...]
    date: str | None
    players: tuple[str, str]
    first_dealer: str
    target: str
    deals: tuple[DealSection, ...]
    game_points: tuple[int, int]
    over: bool
    winner: int | None
    result: str
    rubicon_scoring: bool
    summary: Summary
    columns: tuple[str, str, str, str, str] = field(init=False)
    #: deal reviews printed after the sheet (:class:`bezique_qt.ai.review.GameReview`)
    reviews: tuple[Any, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "columns", ("Trick", "Score", "Cards", *self.players))

    @property
    def header(self) -> tuple[tuple[str, str], ...]:
        """The header as (label, value) lines: variant, rules, date, players, dealer, game."""
        lines: list[tuple[str, str]] = [("Variant", self.variant_name)]
        lines.append(("Rules", "; ".join(self.rules) if self.rules
                      else "as the variant describes them"))
        if self.date:
            lines.append(("Date", self.date))
        lines.append(("Players", f"{self.players[0]} and {self.players[1]}"))
        lines.append(("First dealer", self.first_dealer))
        lines.append(("Game", self.target))
        return tuple(lines)

    def rows(self) -> list[SheetRow]:
        """Every row of every deal, in order (each deal's heading row first)."""
        return [row for deal in self.deals for row in deal.rows]

    def events(self) -> list[SheetRow]:
        """Every scoring event of the game, in order: what the CSV export lists."""
        return [row for deal in self.deals for row in deal.events]

    def short_title(self) -> str:
        """``Bezique — Ann v Bob (Classic)``, for window titles and document metadata."""
        return f"Bezique \u2014 {self.players[0]} v {self.players[1]} ({self.variant_name})"


# ------------------------------------------------------------------------------ plain words
# Labels for the switches that ``variants.LABELS`` (the New Game dialog's) leaves out.
_MORE_LABELS: dict[str, str] = {
    "players": "Players",
    "packs": "Packs",
    "hand_size": "Cards in each hand",
    "deal_pattern": "Cards are dealt",
    "trump_determination": "Trumps are made by",
    "dix_enabled": "The seven of trumps scores",
    "dix_points": "The seven of trumps is worth",
    "exchanged_card_usable_same_turn": "The card taken for the seven may be declared at once",
    "declarations_scored_per_trick": "Declarations scored for each trick won",
    "require_fresh_card": "A new declaration needs a card not yet declared",
    "second_double_with_used_pair": "A second double bezique may re-use a pair",
    "double_bezique_after_single": "Double bezique after a single bezique",
    "plain_sequence": "A sequence in a plain suit is worth",
    "trump_quartets": "Four trump cards of a rank score",
    "trump_quintets": "Five trump cards of a rank score",
    "max_bezique_multiple": "Beziques count up to",
    "carte_blanche_points": "Carte blanche is worth",
    "common_marriage": "A marriage is worth",
    "royal_marriage": "A royal marriage is worth",
    "trump_sequence": "A sequence in trumps is worth",
    "bezique_points": "Single, double, triple … bezique are worth",
    "quartet_points": "Four of a kind are worth",
    "trump_quartet_points": "Four trump cards of a rank are worth",
    "trump_quintet_points": "Five trump cards of a rank are worth",
    "brisque_points": "Each brisque is worth",
    "last_trick_bonus": "The last trick is worth",
    "phase2_ten_ranks_low": "Tens rank below jacks in the last tricks",
    "phase1_rank_only": "Before the last tricks a higher card of another suit wins",
    "first_dealer": "The first dealer is chosen by",
    "tie_break": "A tie is broken by",
    "rubicon_threshold": "Rubicon below",
    "game_bonus": "Game bonus",
    "rubicon_bonus": "Rubicon bonus",
    "rubicon_rounding": "Rounding",
    "rubicon_winner_rule": "The winner is decided by",
    "dealer_guess_bonuses": "Guessing the dealer's packet scores",
}

_VALUE_WORDS: dict[str, dict[str, str]] = {
    "deal_pattern": {"3-2-3": "three, two and three at a time", "ones": "one at a time",
                     "threes": "three at a time"},
    "trump_determination": {"turn_up": "the turn-up card",
                            "first_marriage_or_sequence": "the first marriage or sequence"},
    "dix_scores_on": {"when_played": "when it is played or exchanged",
                      "when_played_if_wins": "when it wins a trick",
                      "declare_after_win": "when shown after winning a trick"},
    "dix_exchange_timing": {"after_win_before_draw": "after winning a trick, before drawing",
                            "any_time_on_lead": "at any time on lead"},
    "bezique_cards": {"fixed_QS_JD": "Q\u2660 and J\u2666",
                      "alt_when_S_or_D_trump":
                          "Q\u2660 and J\u2666, or Q\u2663 and J\u2665 when spades or "
                          "diamonds are trumps",
                      "trump_queen_opposite_jack":
                          "the queen of trumps and the jack of the suit of the other colour"},
    "reuse_rule": {"classic": "the classic rules",
                   "rubicon_laws_strict": "the Portland Club laws, strictly",
                   "rubicon_distinct_set": "a different set of cards each time"},
    "double_bezique_after_single": {"additive": "scores in full",
                                    "top_up_to_500": "tops the score up to 500"},
    "carte_blanche": {"none": "not played", "seed001": "aces and tens count as court cards",
                      "rubicon": "as the Rubicon laws say", "six_pack": "as in six-pack"},
    "brisques_counted": {"end_of_deal": "at the end of the deal", "when_won": "as they are won",
                         "tiebreak_and_rubicon_only": "only to break a tie or save a rubicon",
                         "none": "never"},
    "last_trick_bonus_trick": {"final": "the last trick of the deal",
                               "last_stock_trick": "the last trick before the stock is empty"},
    "game_end": {"first_to_reach": "the first to reach the target wins, even during a deal",
                 "end_of_deal_highest": "the higher score wins at the end of the deal that "
                                        "reaches the target",
                 "single_deal": "each deal is a game"},
    "next_dealer": {"alternate": "the players in turn",
                    "last_trick_winner": "the winner of the last trick"},
    "first_dealer": {"cut": "cutting the cards", "random": "chance"},
    "rubicon_rounding": {"floor_each": "each score down to hundreds",
                         "floor_sum": "the difference down to hundreds"},
    "rubicon_winner_rule": {"points_then_brisques_on_tie": "points, then brisques on a tie",
                            "points_with_brisques": "points with brisques"},
    "tie_break": {"less_last_brisques_then_last_trick":
                  "the last deal's brisques, then the last trick"},
}

_RANK_PLURALS = {"A": "aces", "T": "tens", "K": "kings", "Q": "queens", "J": "jacks"}


def _value_words(name: str, value: Any) -> str:
    if name in _VALUE_WORDS and isinstance(value, str):
        return _VALUE_WORDS[name].get(value, value.replace("_", " "))
    if isinstance(value, bool):
        return "yes" if value else "no"
    if name == "declarations_scored_per_trick" and value == 0:
        return "any number"
    if name == "game_target" and value == 0:
        return "none (each deal is a game)"
    if name == "max_bezique_multiple":
        return {1: "single", 2: "double", 3: "triple", 4: "quadruple",
                5: "quintuple"}.get(value, str(value))
    if isinstance(value, list | tuple):
        parts = []
        for item in value:
            if isinstance(item, list | tuple) and len(item) == 2:
                rank = str(item[0])
                parts.append(f"{_RANK_PLURALS.get(rank, RANK_NAMES.get(rank, rank))} {item[1]}")
            else:
                parts.append(str(item))
        return ", ".join(parts)
    return str(value)


def switch_label(name: str) -> str:
    """Plain words for a rule switch's name."""
    return LABELS.get(name) or _MORE_LABELS.get(name) or name.replace("_", " ").capitalize()


def rules_in_words(variant: Variant) -> tuple[str, ...]:
    """The switches in which ``variant`` differs from its preset, one sentence-like line each."""
    return tuple(f"{switch_label(name)}: {_value_words(name, value)}"
                 for name, value in variant.overrides().items())


def target_in_words(variant: Variant) -> str:
    """What wins the game, e.g. ``1000 up; the first to reach it wins, even during a deal``."""
    if variant.rubicon_scoring:
        scoring = (f"rubicon under {variant.rubicon_threshold}; game {variant.game_bonus}, "
                   f"rubicon {variant.rubicon_bonus}")
        if variant.rubicon_brisque_allowance:
            scoring += f" + {variant.rubicon_brisque_allowance} for brisques"
        if variant.single_deal or variant.game_target <= 0:
            return f"each deal is a game, scored in hundreds; {scoring}"
        return f"{variant.game_target} up, each deal scored in hundreds; {scoring}"
    if variant.single_deal:
        return "one deal; the higher score wins"
    if variant.game_end == "end_of_deal_highest":
        return f"{variant.game_target} up, counted at the end of each deal"
    return f"{variant.game_target} up; the first to reach it wins, even during a deal"


def _cards_text(cards: Iterable[int]) -> str:
    return " ".join(pretty(c) for c in cards)


def _what(entry: ScoreEntry) -> tuple[str, str]:
    """(what was scored, its cards) for an event: the label without the cards it names."""
    label = entry.label
    if entry.meld is not None:
        cards = entry.meld.pretty()
    else:
        cards = _cards_text(entry.cards)
        # labels such as "seven of trumps played 7♠" name their card; the cards column shows it
        if cards and label.endswith(" " + cards):
            label = label[: -len(cards) - 1]
        elif entry.cards and label.endswith(" " + pretty(entry.cards[-1])):
            label = label[: -len(pretty(entry.cards[-1])) - 1]
    return label[:1].upper() + label[1:], cards


def _trumps(variant: Variant, state: GameState, deal_index: int,
            entries: Sequence[ScoreEntry]) -> str:
    """Words for the deal's trumps: the turn-up, or the declaration that made them."""
    if variant.has_turn_up:
        current = deal_index == state.deal_index
        if current and state.turnup is not None and not state.dix_exchanged:
            turnup = state.turnup  # still beside the stock
        else:
            turnup = state.deck_for_deal(deal_index)[variant.players * variant.hand_size]
            if current and state.trump is not None and suit_of(turnup) != state.trump:
                # a position set up without its deck: only the trump suit is known
                return f"trumps {SUIT_SYMBOLS[SUITS[state.trump]]}"
        return f"trumps {SUIT_SYMBOLS[SUITS[suit_of(turnup)]]} (turn-up {pretty(turnup)})"
    for entry in entries:
        if entry.meld is not None:
            suit = fixes_trump_suit(variant, entry.meld, None)
            if suit is not None:
                return f"trumps {SUIT_SYMBOLS[SUITS[suit]]} (made by the first {entry.label})"
    return "no trumps made yet" if deal_index == state.deal_index and not state.deal_over \
        else "no trumps made"


def _brisque_value(variant: Variant) -> int:
    """What a brisque adds in a Rubicon-family computation (as ``GameState.rubicon_points``)."""
    if variant.brisques_counted == "none":
        return 0
    return variant.brisque_points or 10


def _first_dealer_words(state: GameState) -> str:
    names = state.names
    words = says(names[state.first_dealer], "deal", "first")
    if state.cut is not None:
        a, b = state.cut
        words += f" (cut: {names[0]} {pretty(a)}, {names[1]} {pretty(b)})"
    elif state.variant.first_dealer == "random" and state.seed is not None:
        words += " (chosen by chance)"
    return words


def _deal_results(state: GameState) -> list[dict[str, Any]]:
    """Every deal: the finished ones and, if the game stopped during one, that one too."""
    deals = [dict(r, finished=True) for r in state.deal_results]
    if len(deals) <= state.deal_index:
        deals.append({"deal": state.deal_index + 1, "dealer": state.dealer,
                      "points": state.deal_points[:], "brisques": state.brisques[:],
                      "last_trick": None, "finished": False})
    return deals


def _deal_section(state: GameState, info: dict[str, Any], entries: Sequence[ScoreEntry],
                  running: list[int]) -> DealSection:
    variant = state.variant
    names = state.names
    number = int(info["deal"])
    dealer = int(info["dealer"])
    finished = bool(info["finished"])
    trumps = _trumps(variant, state, number - 1, entries)
    heading = f"Deal {number} \u00b7 {says(names[dealer], 'deal')}"
    if trumps:
        heading += f" \u00b7 {trumps}"
    if not finished:
        heading += (" \u00b7 the game ended during this deal" if state.over
                    else " \u00b7 in progress")
    rows = [SheetRow(ROW_HEADING, number, heading)]
    deal_running = [0, 0]
    game_row: SheetRow | None = None
    for entry in entries:
        what, cards = _what(entry)
        pts: list[int | None] = [None, None]
        pts[entry.player] = entry.points
        if entry.kind == S_GAME:
            # A Rubicon-family game: shown after the computation, below the deal's total.
            running[entry.player] += entry.points
            game_row = SheetRow(ROW_GAME, number, _game_words(state, info, entry.player),
                                entry.trick, entry.player, entry.kind, cards,
                                (pts[0], pts[1]), (running[0], running[1]),
                                (deal_running[0], deal_running[1]))
            continue
        deal_running[entry.player] += entry.points
        if not variant.rubicon_scoring:
            running[entry.player] += entry.points
        rows.append(SheetRow(ROW_EVENT, number, what, entry.trick, entry.player, entry.kind,
                             cards, (pts[0], pts[1]), (running[0], running[1]),
                             (deal_running[0], deal_running[1])))
    points = (int(info["points"][0]), int(info["points"][1]))
    brisques = (int(info["brisques"][0]), int(info["brisques"][1]))
    total_what = "Deal total" if finished else (
        "Deal total when the game ended" if state.over else "Deal so far")
    rows.append(SheetRow(ROW_DEAL_TOTAL, number, total_what, points=points))
    game_points: tuple[int, int] | None = None
    if variant.rubicon_scoring:
        value = _brisque_value(variant)
        if value and any(brisques):
            rows.append(SheetRow(
                ROW_BRISQUES, number,
                f"Brisques held, {value} each",
                points=(brisques[0] * value, brisques[1] * value)))
        for line in info.get("computation", ()):
            rows.append(SheetRow(ROW_COMPUTATION, number, str(line)))
        if "game_points" in info:
            game_points = (int(info["game_points"][0]), int(info["game_points"][1]))
        if game_row is not None:
            rows.append(game_row)
        elif finished:
            rows.append(SheetRow(ROW_GAME, number, "Game drawn: no points", points=(0, 0),
                                 running=(running[0], running[1])))
    show_running = not (variant.rubicon_scoring and (variant.single_deal
                                                     or variant.game_target <= 0))
    if show_running:
        what = "Game total" if finished or state.over else "Game total so far"
        rows.append(SheetRow(ROW_RUNNING_TOTAL, number, what, points=(running[0], running[1]),
                             running=(running[0], running[1])))
    last = info.get("last_trick")
    return DealSection(number, dealer, heading, trumps, tuple(rows), points, brisques,
                       game_points, (running[0], running[1]), finished,
                       None if last is None else int(last))


def _rubiconed(state: GameState, info: dict[str, Any]) -> int | None:
    """The player rubiconed in a finished Rubicon-family deal, if one was."""
    value = _brisque_value(state.variant)
    points, brisques = info["points"], info["brisques"]
    computed = compute_rubicon((points[0], points[1]),
                               (brisques[0] * value, brisques[1] * value), state.variant,
                               (state.names[0], state.names[1]))
    if computed.winner is None or not computed.rubiconed:
        return None
    return 1 - computed.winner


def _game_words(state: GameState, info: dict[str, Any], winner: int) -> str:
    words = f"Game to {state.names[winner]}"
    loser = _rubiconed(state, info)
    if loser == 1 - winner:
        words += f" ({state.names[loser]} rubiconed)"
    return words


# The summary's columns of points by kind of score, in the order of a deal.
_SUMMARY_KINDS = (
    (S_MELD, "Declarations"), (S_CARTE_BLANCHE, "Carte blanche"), (S_GUESS, "Dealer's guess"),
    (S_SEVEN, "Seven of trumps"), (S_BRISQUES, "Brisques"), (S_LAST_TRICK, "Last trick"),
)


def _summary_kinds(variant: Variant, history: Sequence[ScoreEntry]) -> list[tuple[str, str]]:
    """The kinds of score the variant can give (and any the history holds)."""
    possible = {S_MELD: True,
                S_CARTE_BLANCHE: variant.carte_blanche != "none",
                S_GUESS: variant.dealer_guess_bonuses,
                S_SEVEN: variant.dix_enabled,
                S_BRISQUES: variant.brisques_counted in ("end_of_deal", "when_won")
                and variant.brisque_points > 0,
                S_LAST_TRICK: variant.last_trick_bonus > 0}
    seen = {entry.kind for entry in history}
    return [(kind, title) for kind, title in _SUMMARY_KINDS if possible[kind] or kind in seen]


def _summary(state: GameState, deals: Sequence[DealSection]) -> Summary:
    variant = state.variant
    kinds = _summary_kinds(variant, state.history)
    columns = [title for _, title in kinds]
    columns.append("Deal total")
    brisque_value = _brisque_value(variant) if variant.rubicon_scoring else 0
    if variant.rubicon_scoring:
        if brisque_value:
            columns.append("Brisques held")
        columns.append("Game")
        if not (variant.single_deal or variant.game_target <= 0):
            columns.append("Game total")
    else:
        columns.append("Game total")
    rows: list[SummaryRow] = []
    for deal in deals:
        for player in (0, 1):
            by_kind: dict[str, int] = {}
            for row in deal.rows:
                if row.style == ROW_EVENT and row.player == player:
                    by_kind[row.kind] = by_kind.get(row.kind, 0) + (row.points[player] or 0)
            values: list[int | None] = [by_kind.get(kind) for kind, _ in kinds]
            values.append(deal.points[player])
            if variant.rubicon_scoring:
                if brisque_value:
                    values.append(deal.brisques[player] * brisque_value)
                values.append(None if deal.game_points is None else deal.game_points[player])
                if not (variant.single_deal or variant.game_target <= 0):
                    values.append(deal.running[player])
            else:
                values.append(deal.running[player])
            rows.append(SummaryRow(deal.number, player, player == deal.dealer, tuple(values),
                                   deal.finished))
    return Summary(tuple(columns), tuple(rows))


def _result_words(state: GameState) -> str:
    names = state.names
    a, b = state.game_points
    score = f"{names[0]} {a}, {names[1]} {b}"
    if not state.over:
        where = f"deal {state.deal_index + 1}"
        if state.deal_over:
            where = f"the end of deal {state.deal_index + 1}"
        elif state.trick_no:
            where += f", trick {state.trick_no}"
        else:
            where += ", before the first trick"
        return f"Game in progress at {where}: {score}."
    if state.winner is None:
        return f"The game is drawn: {score}."
    winner, loser = state.winner, 1 - state.winner
    scores = state.game_points
    sentence = f"{says(names[winner], 'win')}, {scores[winner]} to {scores[loser]}"
    if state.variant.rubicon_scoring and state.deal_results:
        if _rubiconed(state, state.deal_results[-1]) == loser:
            sentence += f"; {says(names[loser], 'be', 'rubiconed', start=False)}"
    elif not state.deal_results or state.deal_results[-1]["deal"] != state.deal_index + 1:
        sentence += f", reaching {state.variant.game_target} during deal {state.deal_index + 1}"
    return sentence + "."


def format_date(value: Any) -> str | None:
    """A date for the header (``12 March 2025``) from ISO text, a datetime or epoch seconds.

    Text that is not a date (or a date outside the years a record may hold) is shown as it is;
    anything else that is not a date gives None."""
    when: _dt.date | None = None
    if isinstance(value, _dt.datetime | _dt.date):
        when = value
    else:
        try:
            check_date(value)
        except RecordError:
            return (value.strip()[:40] or None) if isinstance(value, str) else None
        if isinstance(value, int | float) and value > 0:
            when = _dt.datetime.fromtimestamp(value)
        elif isinstance(value, str) and value.strip():
            when = _dt.datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
            if when.tzinfo is not None:
                when = when.astimezone()  # the day it was where the sheet is read
    if when is None:
        return None
    return f"{when.day} {when.strftime('%B')} {when.year}"


def sheet_from_state(state: GameState, *, date: Any = None) -> ScoreSheet:
    """The score sheet of ``state``: every deal so far and the result (or "in progress").

    ``date`` (ISO text, a date or epoch seconds) goes in the header; without it the header has
    no date.
    """
    variant = state.variant
    by_deal: dict[int, list[ScoreEntry]] = {}
    for entry in state.history:
        by_deal.setdefault(entry.deal, []).append(entry)
    running = [0, 0]
    deals = tuple(_deal_section(state, info, by_deal.get(int(info["deal"]), []), running)
                  for info in _deal_results(state))
    return ScoreSheet(
        title=TITLE,
        variant_id=variant.id,
        variant_name=variant.name,
        description=variant.description,
        rules=rules_in_words(variant),
        date=format_date(date),
        players=(state.names[0], state.names[1]),
        first_dealer=_first_dealer_words(state),
        target=target_in_words(variant),
        deals=deals,
        game_points=(state.game_points[0], state.game_points[1]),
        over=state.over,
        winner=state.winner,
        result=_result_words(state),
        rubicon_scoring=variant.rubicon_scoring,
        summary=_summary(state, deals),
    )




def record_date(record: GameRecord) -> Any:
    """The date a record carries in its ``extra`` member, if any."""
    for key in DATE_KEYS:
        if record.extra.get(key):
            return record.extra[key]
    return None


def sheet_from_record(record: GameRecord, *, date: Any = None) -> ScoreSheet:
    """Replay ``record`` and return its score sheet; raises :class:`SheetError` if it does not
    replay. ``date`` defaults to the one the record carries."""
    try:
        state = replay(record)
    except RecordError as error:
        raise SheetError(f"the game record does not replay: {error.message}") from None
    return sheet_from_state(state, date=date if date is not None else record_date(record))
