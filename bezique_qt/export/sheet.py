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

from bezique_qt.engine import DealResult, GameRecord, GameState, RecordError, ScoreEntry, replay
from bezique_qt.engine.cards import SUIT_SYMBOLS, SUITS, pretty, suit_of
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
from bezique_qt.engine.record import DATE_KEYS, check_date, deals_played
from bezique_qt.engine.scoring import compute_rubicon
from bezique_qt.engine.variants import Variant
from bezique_qt.words.game import variant_description, variant_name
from bezique_qt.words.i18n import display_name, for_player, tr, tr_noop
from bezique_qt.words.rules import rules_in_words as rules_in_words
from bezique_qt.words.rules import switch_label as switch_label
from bezique_qt.words.scores import computation_lines, entry_words, score_words

TITLE = tr_noop("Bezique score sheet")
MONTHS = (tr_noop("January"), tr_noop("February"), tr_noop("March"), tr_noop("April"),
          tr_noop("May"), tr_noop("June"), tr_noop("July"), tr_noop("August"),
          tr_noop("September"), tr_noop("October"), tr_noop("November"), tr_noop("December"))

# Row styles: what a row is, so that every writer can set it apart in its own way.
ROW_HEADING = "heading"  # a deal's title: number, dealer, trumps
ROW_EVENT = "event"  # one scoring event (a ScoreEntry)
ROW_DEAL_TOTAL = "deal_total"  # the points of the deal
ROW_BRISQUES = "brisques"  # Rubicon family: brisques held, used only by the computation
ROW_COMPUTATION = "computation"  # Rubicon family: one line of the game's computation
ROW_GAME = "game"  # Rubicon family: the game points the deal made
ROW_RUNNING_TOTAL = "running_total"  # the game's points after this deal
ROW_SPLIT = "split"  # cards or play: a deal's luck or play cost (see .split_sheet)
ROW_SPLIT_TOTAL = "split_total"  # cards or play summed over the game's measured deals
ROW_STYLES = (ROW_HEADING, ROW_EVENT, ROW_DEAL_TOTAL, ROW_BRISQUES, ROW_COMPUTATION, ROW_GAME,
              ROW_RUNNING_TOTAL, ROW_SPLIT, ROW_SPLIT_TOTAL)


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
    points: tuple[int | None, ...] = (None, None)  # one a player (two, three or four)
    running: tuple[int, ...] | None = None
    deal_running: tuple[int, ...] | None = None

    @property
    def is_total(self) -> bool:
        """Is this a line of totals (printed emphasised)?"""
        return self.style in (ROW_DEAL_TOTAL, ROW_GAME, ROW_RUNNING_TOTAL, ROW_SPLIT_TOTAL)

    def cells(self) -> tuple[str, ...]:
        """The row as the sheet's columns: trick, what, cards, and each player's points (five
        columns with two players, six or seven with three or four).

        The trick is shown for events after the first trick only."""
        shown = self.style == ROW_EVENT and self.trick
        trick = str(self.trick) if shown else ""
        return (trick, self.what, self.cards,
                *("" if p is None else str(p) for p in self.points))


@dataclass(frozen=True)
class DealSection:
    """A deal: its heading, its rows (heading row first) and its totals."""

    number: int
    dealer: int
    heading: str
    trumps: str
    rows: tuple[SheetRow, ...]
    points: tuple[int, ...]
    brisques: tuple[int, ...]
    game_points: tuple[int, ...] | None
    running: tuple[int, ...]
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
    players: tuple[str, ...]
    first_dealer: str
    target: str
    deals: tuple[DealSection, ...]
    game_points: tuple[int, ...]
    """Each player's game points (with partners, the side's, in both partners' columns)."""
    over: bool
    winner: int | None
    result: str
    rubicon_scoring: bool
    summary: Summary
    columns: tuple[str, ...] = field(init=False)
    #: deal reviews printed after the sheet (:class:`bezique_qt.ai.review.GameReview`)
    reviews: tuple[Any, ...] = ()
    #: cards or play, after the deals when known (:func:`.split_sheet.with_splits`)
    split_rows: tuple[SheetRow, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "columns", (tr("Trick"), tr("Score"), tr("Cards"),
                                             *self.players))

    @property
    def header(self) -> tuple[tuple[str, str], ...]:
        """The header as (label, value) lines: variant, rules, date, players, dealer, game."""
        lines: list[tuple[str, str]] = [(tr("Variant"), self.variant_name)]
        lines.append((tr("Rules"), "; ".join(self.rules) if self.rules
                      else tr("as the variant describes them")))
        if self.date:
            lines.append((tr("Date"), self.date))
        if len(self.players) != 2:
            lines.append((tr("Players"), tr("{first} and {second}").format(
                first=", ".join(self.players[:-1]), second=self.players[-1])))
        else:
            lines.append((tr("Players"), tr("{first} and {second}").format(
                first=self.players[0], second=self.players[1])))
        lines.append((tr("First dealer"), self.first_dealer))
        lines.append((tr("Game"), self.target))
        return tuple(lines)

    def rows(self) -> list[SheetRow]:
        """Every row of every deal, in order (each deal's heading row first), then cards or
        play's."""
        return [*(row for deal in self.deals for row in deal.rows), *self.split_rows]

    def events(self) -> list[SheetRow]:
        """Every scoring event of the game, in order: what the CSV export lists."""
        return [row for deal in self.deals for row in deal.events]

    def short_title(self) -> str:
        """``Bezique — Ann v Bob (Classic)``, for window titles and document metadata."""
        if len(self.players) != 2:
            return tr("Bezique \u2014 {players} ({variant})").format(
                players=tr(" v ").join(self.players), variant=self.variant_name)
        return tr("Bezique \u2014 {first} v {second} ({variant})").format(
            first=self.players[0], second=self.players[1], variant=self.variant_name)


# ------------------------------------------------------------------------------ plain words
# Every word of the sheet goes through tr() (bezique_qt.words): the sheet is made in the
# language the program speaks when it is made (English without a translator).


def target_in_words(variant: Variant) -> str:
    """What wins the game, e.g. ``1000 up; the first to reach it wins, even during a deal``."""
    target = variant.game_target
    if variant.rubicon_scoring:
        scoring = tr("rubicon under {threshold}; game {game}, rubicon {rubicon}").format(
            threshold=variant.rubicon_threshold, game=variant.game_bonus,
            rubicon=variant.rubicon_bonus)
        if variant.rubicon_brisque_allowance:
            scoring += tr(" + {points} for brisques").format(
                points=variant.rubicon_brisque_allowance)
        if variant.single_deal or target <= 0:
            return tr("each deal is a game, scored in hundreds; {scoring}").format(
                scoring=scoring)
        return tr("{target} up, each deal scored in hundreds; {scoring}").format(
            target=target, scoring=scoring)
    if variant.single_deal:
        return tr("one deal; the higher score wins")
    if variant.game_end == "end_of_deal_highest":
        return tr("{target} up, counted at the end of each deal").format(target=target)
    return tr("{target} up; the first to reach it wins, even during a deal").format(
        target=target)


def _cards_text(cards: Iterable[int]) -> str:
    return " ".join(pretty(c) for c in cards)


def _what(entry: ScoreEntry) -> tuple[str, str]:
    """(what was scored, its cards) for an event: its words without the cards, which the
    cards column shows."""
    cards = entry.meld.pretty() if entry.meld is not None else _cards_text(entry.cards)
    label = score_words(entry.code, entry.count, (), entry.label).strip()
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
                return tr("trumps {suit}").format(suit=SUIT_SYMBOLS[SUITS[state.trump]])
        return tr("trumps {suit} (turn-up {card})").format(
            suit=SUIT_SYMBOLS[SUITS[suit_of(turnup)]], card=pretty(turnup))
    for entry in entries:
        if entry.meld is not None:
            suit = fixes_trump_suit(variant, entry.meld, None)
            if suit is not None:
                return tr("trumps {suit} (made by the first {meld})").format(
                    suit=SUIT_SYMBOLS[SUITS[suit]], meld=entry_words(entry))
    return tr("no trumps made yet") if deal_index == state.deal_index and not state.deal_over \
        else tr("no trumps made")


def _brisque_value(variant: Variant) -> int:
    """What a brisque adds in a Rubicon-family computation (as ``GameState.rubicon_points``)."""
    if variant.brisques_counted == "none":
        return 0
    return variant.brisque_points or 10


def _first_dealer_words(state: GameState) -> str:
    names = [display_name(name) for name in state.names]
    words = for_player(state.names[state.first_dealer], tr("You deal first"),
                       tr("{name} deals first"))
    if state.cut is not None and len(state.cut) != 2:  # three or four cut
        words += " (" + tr("cut: {cards}").format(cards=", ".join(
            f"{name} {pretty(card)}" for name, card in zip(names, state.cut, strict=False))) + ")"
    elif state.cut is not None:
        a, b = state.cut
        words += tr(" (cut: {first} {first_card}, {second} {second_card})").format(
            first=names[0], first_card=pretty(a), second=names[1], second_card=pretty(b))
    elif state.variant.first_dealer == "random" and (state.seed is not None
                                                     or any(state.seals[:1])):
        words += tr(" (chosen by chance)")
    return words


def _deal_section(state: GameState, info: DealResult, entries: Sequence[ScoreEntry],
                  running: list[int]) -> DealSection:
    variant = state.variant
    names = state.names
    number = info.deal
    dealer = info.dealer
    finished = info.finished
    trumps = _trumps(variant, state, number - 1, entries)
    heading = tr("Deal {number} \u00b7 {dealer}").format(
        number=number, dealer=for_player(names[dealer], tr("You deal"), tr("{name} deals")))
    if trumps:
        heading += f" \u00b7 {trumps}"
    if not finished:
        heading += " \u00b7 " + (tr("the game ended during this deal") if state.over
                                 else tr("in progress"))
    rows = [SheetRow(ROW_HEADING, number, heading)]
    n = variant.players
    deal_running = [0] * n
    game_row: SheetRow | None = None
    for entry in entries:
        what, cards = _what(entry)
        pts: list[int | None] = [None] * n
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
                             cards, tuple(pts), _by_side(variant, running),
                             tuple(deal_running)))
    points = tuple(info.points[:n])
    brisques = tuple(info.brisques[:n])
    total_what = tr("Deal total") if finished else (
        tr("Deal total when the game ended") if state.over else tr("Deal so far"))
    rows.append(SheetRow(ROW_DEAL_TOTAL, number, total_what, points=points))
    game_points: tuple[int, int] | None = None
    if variant.rubicon_scoring:
        value = _brisque_value(variant)
        if value and any(brisques):
            rows.append(SheetRow(
                ROW_BRISQUES, number,
                tr("Brisques held, {points} each").format(points=value),
                points=(brisques[0] * value, brisques[1] * value)))
        for line in computation_lines(info, names):
            rows.append(SheetRow(ROW_COMPUTATION, number, line))
        game_points = info.game_points
        if game_row is not None:
            rows.append(game_row)
        elif finished:
            rows.append(SheetRow(ROW_GAME, number, tr("Game drawn: no points"), points=(0, 0),
                                 running=(running[0], running[1])))
    show_running = not (variant.rubicon_scoring and (variant.single_deal
                                                     or variant.game_target <= 0))
    if show_running:
        what = tr("Game total") if finished or state.over else tr("Game total so far")
        shown = _by_side(variant, running)
        rows.append(SheetRow(ROW_RUNNING_TOTAL, number, what, points=shown, running=shown))
    return DealSection(number, dealer, heading, trumps, tuple(rows), points, brisques,
                       game_points, _by_side(variant, running), finished, info.last_trick)


def _by_side(variant: Variant, per_player: Sequence[int]) -> tuple[int, ...]:
    """A game's running points as the sheet shows them, one a player: each player's own, or
    with partners the side's (the two partners' together) in both partners' columns."""
    if not variant.partnerships:
        return tuple(per_player)
    return tuple(sum(per_player[q] for q in variant.sides[variant.side_of(p)])
                 for p in range(variant.players))


def _rubiconed(state: GameState, info: DealResult) -> int | None:
    """The player rubiconed in a finished Rubicon-family deal, if one was."""
    value = _brisque_value(state.variant)
    points, brisques = info.points, info.brisques
    computed = compute_rubicon((points[0], points[1]),
                               (brisques[0] * value, brisques[1] * value), state.variant)
    if computed.winner is None or not computed.rubiconed:
        return None
    return 1 - computed.winner


def _game_words(state: GameState, info: DealResult, winner: int) -> str:
    words = str(for_player(state.names[winner], tr("Game to you"), tr("Game to {name}")))
    loser = _rubiconed(state, info)
    if loser == 1 - winner:
        words += for_player(state.names[loser], tr(" (you are rubiconed)"),
                            tr(" ({name} rubiconed)"))
    return words


# The summary's columns of points by kind of score, in the order of a deal.
_SUMMARY_KINDS = (
    (S_MELD, tr_noop("Declarations")), (S_CARTE_BLANCHE, tr_noop("Carte blanche")),
    (S_GUESS, tr_noop("Dealer's guess")), (S_SEVEN, tr_noop("Seven of trumps")),
    (S_BRISQUES, tr_noop("Brisques")), (S_LAST_TRICK, tr_noop("Last trick")),
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
    columns = [tr(title) for _, title in kinds]
    columns.append(tr("Deal total"))
    brisque_value = _brisque_value(variant) if variant.rubicon_scoring else 0
    if variant.rubicon_scoring:
        if brisque_value:
            columns.append(tr("Brisques held"))
        columns.append(tr("Game"))
        if not (variant.single_deal or variant.game_target <= 0):
            columns.append(tr("Game total"))
    else:
        columns.append(tr("Game total"))
    rows: list[SummaryRow] = []
    for deal in deals:
        for player in range(variant.players):
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


def _multi_result_words(state: GameState) -> str:
    """:func:`_result_words` at a table of three or four: every side's game points."""
    variant = state.variant
    names = [display_name(n) for n in state.names]
    sides = [tr(" and ").join(names[p] for p in side) for side in variant.sides]
    score = ", ".join(f"{who} {points}" for who, points in zip(sides, state.game_points,
                                                               strict=True))
    deal = state.deal_index + 1
    if not state.over:
        where = (tr("the end of deal {deal}").format(deal=deal) if state.deal_over else
                 tr("deal {deal}, trick {trick}").format(deal=deal, trick=state.trick_no)
                 if state.trick_no else
                 tr("deal {deal}, before the first trick").format(deal=deal))
        return tr("Game in progress at {where}: {score}.").format(where=where, score=score)
    if state.winner is None:
        return tr("The game is drawn: {score}.").format(score=score)
    return tr("Won by {name}: {score}.").format(name=sides[state.winner], score=score)


def _result_words(state: GameState) -> str:
    if state.variant.players != 2:
        return _multi_result_words(state)
    names = state.names
    a, b = state.game_points
    score = tr("{first} {first_points}, {second} {second_points}").format(
        first=display_name(names[0]), first_points=a, second=display_name(names[1]),
        second_points=b)
    deal = state.deal_index + 1
    if not state.over:
        if state.deal_over:
            where = tr("the end of deal {deal}").format(deal=deal)
        elif state.trick_no:
            where = tr("deal {deal}, trick {trick}").format(deal=deal, trick=state.trick_no)
        else:
            where = tr("deal {deal}, before the first trick").format(deal=deal)
        return tr("Game in progress at {where}: {score}.").format(where=where, score=score)
    if state.winner is None:
        return tr("The game is drawn: {score}.").format(score=score)
    winner, loser = state.winner, 1 - state.winner
    scores = state.game_points
    sentence = for_player(names[winner], tr("You win, {points} to {other}"),
                          tr("{name} wins, {points} to {other}"), points=scores[winner],
                          other=scores[loser])
    if state.variant.rubicon_scoring and state.deal_results:
        if _rubiconed(state, state.deal_results[-1]) == loser:
            sentence += for_player(names[loser], tr("; you are rubiconed"),
                                   tr("; {name} is rubiconed"))
    elif not state.deal_results or state.deal_results[-1].deal != deal:
        sentence += tr(", reaching {target} during deal {deal}").format(
            target=state.variant.game_target, deal=deal)
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
    return tr("{day} {month} {year}").format(day=when.day, month=tr(MONTHS[when.month - 1]),
                                             year=when.year)


def sheet_from_state(state: GameState, *, date: Any = None) -> ScoreSheet:
    """The score sheet of ``state``: every deal so far and the result (or "in progress").

    ``date`` (ISO text, a date or epoch seconds) goes in the header; without it the header has
    no date.
    """
    variant = state.variant
    by_deal: dict[int, list[ScoreEntry]] = {}
    for entry in state.history:
        by_deal.setdefault(entry.deal, []).append(entry)
    running = [0] * variant.players
    deals = tuple(_deal_section(state, info, by_deal.get(info.deal, []), running)
                  for info in deals_played(state))
    return ScoreSheet(
        title=tr(TITLE),
        variant_id=variant.id,
        variant_name=variant_name(variant),
        description=variant_description(variant),
        rules=rules_in_words(variant),
        date=format_date(date),
        players=tuple(display_name(name) for name in state.names),
        first_dealer=_first_dealer_words(state),
        target=target_in_words(variant),
        deals=deals,
        game_points=tuple(state.game_points[variant.side_of(p)]
                          for p in range(variant.players)),
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
