"""Variants as data: every rule switch of SPEC §11 in one frozen :class:`Variant`.

The rules code reads switches; it never branches on a preset's id.  Presets are ordinary
``Variant`` values registered in :data:`PRESETS`; ``variant.with_switches(...)`` makes a house-rule
copy.  Where no source settles a point (SPEC ``[OPEN]``) the switch's docstring says what we chose.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

# Choices of the enumerated switches, used to validate overrides.
CHOICES: dict[str, tuple[str, ...]] = {
    "deal_pattern": ("3-2-3", "ones", "threes"),
    "trump_determination": ("turn_up", "first_marriage_or_sequence"),
    "dix_scores_on": ("when_played", "when_played_if_wins", "declare_after_win"),
    "dix_exchange_timing": ("after_win_before_draw", "any_time_on_lead"),
    "bezique_cards": ("fixed_QS_JD", "alt_when_S_or_D_trump", "trump_queen_opposite_jack"),
    "reuse_rule": ("classic", "rubicon_laws_strict", "rubicon_distinct_set"),
    "double_bezique_after_single": ("additive", "top_up_to_500"),
    "carte_blanche": ("none", "seed001", "rubicon", "six_pack"),
    "brisques_counted": ("end_of_deal", "when_won", "tiebreak_and_rubicon_only", "none"),
    "last_trick_bonus_trick": ("final", "last_stock_trick"),
    "game_end": ("first_to_reach", "end_of_deal_highest", "single_deal"),
    "next_dealer": ("alternate", "last_trick_winner", "rotate_left"),
    "first_dealer": ("cut", "random"),
    "rubicon_rounding": ("floor_each", "floor_sum"),
    "rubicon_winner_rule": ("points_then_brisques_on_tie", "points_with_brisques"),
    "tie_break": ("less_last_brisques_then_last_trick",),
    "partner_declares": ("winner_or_partner", "winner_only", "each_separately"),
    "partnership_last_tricks": ("beat_highest", "pairs"),
}

@dataclass(frozen=True)
class Variant:
    """One set of rules.  Field names are the switch names of SPEC §11."""

    id: str
    name: str
    description: str = ""
    players: int = 2
    # --- four-handed with partners (SPEC §8): players 0 and 2 against 1 and 3, facing.  The
    # sources disagree on how partners declare; each point is a switch (defaults: BIC-4).  They
    # stay out of the repr: a review's seeds hash the observation's repr (ai/review.py), and
    # the games for two keep theirs.
    partnerships: bool = field(default=False, repr=False)
    #: who declares after a trick won by a partnership: ``winner_or_partner`` (BIC-4) the winner,
    #: or the partner if the winner passes the turn to him ("if the partner cannot declare, the
    #: winner of the trick cannot then declare"); ``winner_only`` the winner alone, as in the
    #: other games; ``each_separately`` (EB9 "A player may declare when he or his partner takes
    #: a trick", EW §129 "Declarations must be made by each player separately") the winner, then
    #: his partner, each in an act of his own.  The player making an act may also exchange or
    #: show the seven of trumps in it [RESOLVED-BY-SPEC: the seven goes with the declaration];
    #: partners never consult (BIC-4; EW's "may inquire of his partner" is not modelled).
    partner_declares: str = field(default="winner_or_partner", repr=False)
    #: a player may use the cards his partner has declared (on the table) in a declaration of his
    #: own, but not in a combination the partner could not legally declare (BIC-4); off: each
    #: player declares from his own hand only.  [OPEN in EB9/EW; BIC-4 allows it]
    partnership_build_on_partner: bool = field(default=True, repr=False)
    #: double and higher beziques may take cards from both partners' hands (EB9 "the beziques
    #: may be declared from the hand of either partner"); off (BIC-4, the default): they count
    #: "only if all the cards come from the hand of the same player".
    partnership_bezique_from_both_hands: bool = field(default=False, repr=False)
    #: the last tricks with partners: ``beat_highest`` (BIC-4) four cards to a trick, every
    #: player follows suit and must beat the highest card so far, even his partner's, trumping
    #: when void; ``pairs`` (EB9) "the winner of the last trick and the adversary to his left
    #: play their cards against each other, and then the other two similarly play theirs": two
    #: two-handed play-offs of eight tricks, the winner of the last stock trick leading the
    #: first and his partner the second [OPEN: EB9 names no leader for the second]; the
    #: last-trick bonus goes with the deal's final trick, the second play-off's [OPEN].
    partnership_last_tricks: str = field(default="beat_highest", repr=False)
    packs: int = 2
    hand_size: int = 8
    deal_pattern: str = "3-2-3"
    trump_determination: str = "turn_up"
    # --- the seven of trumps (SPEC §2.8)
    dix_enabled: bool = True
    dix_points: int = 10
    dix_scores_on: str = "when_played"
    dix_exchange_timing: str = "after_win_before_draw"
    dix_counts_as_declaration: bool = False
    exchanged_card_usable_same_turn: bool = False
    # --- declarations (SPEC §2)
    bezique_cards: str = "fixed_QS_JD"
    declarations_scored_per_trick: int = 1  # 0 means unlimited
    last_stock_winner_declares_all: bool = False
    reuse_rule: str = "classic"
    require_fresh_card: bool = True
    second_double_with_used_pair: bool = False
    double_bezique_after_single: str = "additive"
    four_of_a_kind_needs_each_suit: bool = False
    plain_sequence: int = 0
    trump_quartets: bool = False
    trump_quintets: bool = False
    four_tens: int = 0
    max_bezique_multiple: int = 2
    carte_blanche: str = "none"
    carte_blanche_points: int = 50
    # meld values (SPEC §2.1); the scaled preset overrides them
    common_marriage: int = 20
    royal_marriage: int = 40
    trump_sequence: int = 250
    bezique_points: tuple[int, ...] = (40, 500, 1500, 4500, 9000)
    quartet_points: tuple[tuple[str, int], ...] = (("A", 100), ("K", 80), ("Q", 60), ("J", 40))
    trump_quartet_points: tuple[tuple[str, int], ...] = (
        ("A", 1000), ("T", 900), ("K", 800), ("Q", 600), ("J", 400))
    trump_quintet_points: tuple[tuple[str, int], ...] = (
        ("A", 2000), ("T", 1800), ("K", 1600), ("Q", 1200), ("J", 800))
    # --- tricks and the end of the deal (SPEC §1.4, §1.5)
    brisque_points: int = 10
    brisques_counted: str = "end_of_deal"
    last_trick_bonus: int = 10
    last_trick_bonus_trick: str = "final"
    phase2_must_head: bool = True
    phase2_must_trump: bool = True
    phase2_ten_ranks_low: bool = False
    phase1_rank_only: bool = False
    # --- the game (SPEC §9, §4.7)
    game_target: int = 1000
    game_end: str = "first_to_reach"
    next_dealer: str = "alternate"
    first_dealer: str = "cut"
    tie_break: str = "less_last_brisques_then_last_trick"
    rubicon_threshold: int = 0
    game_bonus: int = 0
    rubicon_bonus: int = 0
    rubicon_brisque_allowance: int = 0
    rubicon_rounding: str = "floor_each"
    rubicon_winner_rule: str = "points_then_brisques_on_tie"
    dealer_guess_bonuses: bool = False
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    # ------------------------------------------------------------------ derived facts
    @property
    def deck_size(self) -> int:
        return 32 * self.packs

    @property
    def has_turn_up(self) -> bool:
        return self.trump_determination == "turn_up"

    @property
    def brisques_count(self) -> bool:
        """Do the brisques a player wins ever count, for points, a tie or a rubicon (SPEC
        §1.5)? Not where they are not counted at all (six-pack)."""
        return self.brisques_counted != "none"

    @property
    def single_deal(self) -> bool:
        return self.game_end == "single_deal"

    @property
    def rubicon_scoring(self) -> bool:
        return self.rubicon_threshold > 0

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Who scores together: each player alone, or with partners players 0 and 2 against
        1 and 3 (a player's side is ``player % 2``)."""
        if self.partnerships:
            return ((0, 2), (1, 3))
        return tuple((p,) for p in range(self.players))

    def side_of(self, player: int) -> int:
        """The side ``player`` scores for (the index into :attr:`sides`)."""
        return player % 2 if self.partnerships else player

    @property
    def phase1_tricks(self) -> int:
        dealt = self.players * self.hand_size
        return (self.deck_size - dealt) // self.players

    def quartet_value(self, rank_char: str) -> int:
        if rank_char == "T":
            return self.four_tens
        return dict(self.quartet_points).get(rank_char, 0)

    def with_switches(self, **switches: Any) -> Variant:
        """A copy with some switches changed; raises ValueError on an unknown or bad value."""
        check_switches(switches)
        v = dataclasses.replace(self, **switches)
        _check_consistent(v)
        return v

    def switches(self) -> dict[str, Any]:
        """Every switch and its value, JSON-ready (tuples become lists)."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            if f.name in ("id", "name", "description", "extra"):
                continue
            v = getattr(self, f.name)
            out[f.name] = [list(x) if isinstance(x, tuple) else x for x in v] if isinstance(
                v, tuple) else v
        return out

    def overrides(self) -> dict[str, Any]:
        """The switches that differ from this variant's preset (for records)."""
        base = ALL_PRESETS.get(self.id)
        if base is None:
            return self.switches()
        mine, theirs = self.switches(), base.switches()
        return {k: v for k, v in mine.items() if theirs.get(k) != v}


_FIELD_TYPES = {f.name: f for f in dataclasses.fields(Variant)}


def check_switches(switches: dict[str, Any]) -> None:
    """Validate switch overrides: names must exist, values must have the right type and range."""
    for name, value in switches.items():
        if name in ("id", "name", "description", "extra") or name not in _FIELD_TYPES:
            raise ValueError(f"unknown rule switch {name!r}")
        if name in CHOICES and value not in CHOICES[name]:
            raise ValueError(f"rule switch {name} must be one of {', '.join(CHOICES[name])}; "
                             f"got {value!r}")
        default = getattr(CLASSIC, name)
        if isinstance(default, bool):
            if not isinstance(value, bool):
                raise ValueError(f"rule switch {name} must be true or false; got {value!r}")
        elif isinstance(default, int):
            if (isinstance(value, bool) or not isinstance(value, int) or value < 0
                    or value > 1_000_000_000):
                raise ValueError(f"rule switch {name} must be a whole number from 0 to "
                                 f"1000000000; got {value!r}")
        elif isinstance(default, str) and not isinstance(value, str):
            raise ValueError(f"rule switch {name} must be text; got {value!r}")
        elif isinstance(default, tuple):
            _check_points_table(name, value, default)
    if "packs" in switches and not 1 <= switches["packs"] <= 8:
        raise ValueError("packs must be 1..8")
    if "players" in switches and not 2 <= switches["players"] <= 4:
        raise ValueError("players must be 2, 3 or 4")
    if "hand_size" in switches and not 1 <= switches["hand_size"] <= 15:
        raise ValueError("hand_size must be 1..15")
    if "max_bezique_multiple" in switches and not 1 <= switches["max_bezique_multiple"] <= 5:
        raise ValueError("max_bezique_multiple must be 1..5")
    if "declarations_scored_per_trick" in switches and switches[
            "declarations_scored_per_trick"] > 10:
        raise ValueError("declarations_scored_per_trick must be 0 (unlimited) to 10")


def _check_points_table(name: str, value: Any, default: tuple) -> None:
    if not isinstance(value, tuple) or len(value) != len(default):
        raise ValueError(f"rule switch {name} must list {len(default)} entries")
    for got, want in zip(value, default, strict=True):
        if isinstance(want, tuple):
            if (not isinstance(got, tuple) or len(got) != 2 or got[0] != want[0]
                    or isinstance(got[1], bool) or not isinstance(got[1], int)
                    or not 0 <= got[1] <= 1_000_000):
                raise ValueError(f"rule switch {name} must pair the ranks "
                                 f"{', '.join(w[0] for w in default)} with points")
        elif isinstance(got, bool) or not isinstance(got, int) or not 0 <= got <= 1_000_000:
            raise ValueError(f"rule switch {name} must be a list of whole numbers")


def _check_consistent(v: Variant) -> None:
    n = v.players
    dealt = n * v.hand_size + (1 if v.has_turn_up else 0)
    if dealt + n > v.deck_size or (v.deck_size - dealt + (1 if v.has_turn_up else 0)) % n:
        raise ValueError(f"{v.hand_size} cards each do not fit {v.packs} pack(s): the stock "
                         "must divide evenly between the players")
    if n > 2:
        # the games for three and four are the classic game's (SPEC §7, §8): the Rubicon
        # family's scoring, carte blanche and the six-pack's guess are two-handed
        if v.rubicon_scoring or v.single_deal:
            raise ValueError("three- and four-handed games are scored deal by deal to a target")
        if v.carte_blanche != "none" or v.dealer_guess_bonuses:
            raise ValueError("carte blanche and the dealer's guess are two-handed rules")
    if v.partnerships and n != 4:
        raise ValueError("partnerships need four players")
    if v.partnership_last_tricks == "pairs" and not v.partnerships:
        raise ValueError("the last tricks in pairs are a rule for partners")


def _normalise_switch_value(name: str, value: Any) -> Any:
    default = getattr(CLASSIC, name, None)
    if isinstance(default, tuple) and isinstance(value, list):
        return tuple(tuple(x) if isinstance(x, list) else x for x in value)
    return value


def variant_from(preset: str, switches: dict[str, Any] | None = None) -> Variant:
    """The preset ``preset`` with optional switch overrides (as stored in a game record)."""
    if preset not in ALL_PRESETS:
        raise ValueError(f"unknown variant {preset!r}; known: {', '.join(ALL_PRESETS)}")
    v = ALL_PRESETS[preset]
    if switches:
        sw = {k: _normalise_switch_value(k, val) for k, val in switches.items()}
        check_switches(sw)
        v = dataclasses.replace(v, **sw)
        _check_consistent(v)
    return v


CLASSIC = Variant(
    id="classic",
    name="Classic",
    description="Two-handed Bezique with two packs, 1000 up: follow, head and trump in the last "
                "eight tricks, the seven of trumps scores when played or exchanged.",
)

HOFFMANN_1909 = dataclasses.replace(
    CLASSIC,
    id="hoffmann_1909",
    name="Classic \u2014 Hoyle 1909",
    description="Hoffmann's rules of 1909 taken literally: sevens of trumps are declared after "
                "winning a trick, only following suit is compulsory in the last eight tricks, "
                "brisques are scored as they are won.",
    dix_scores_on="declare_after_win",
    phase2_must_head=False,
    phase2_must_trump=False,
    brisques_counted="when_won",
)

SEED002_SCALED = dataclasses.replace(
    CLASSIC,
    id="seed002_scaled",
    name="Classic at 1/10 scale, 100 up",
    description="The Enquire-Within rules at a tenth of the usual scores, game to 100; the "
                "winner of the last trick deals next; the winner of the 24th trick may score "
                "every combination at once.",
    dix_points=1,
    common_marriage=2,
    royal_marriage=4,
    trump_sequence=30,
    bezique_points=(4, 50, 150, 450, 900),
    quartet_points=(("A", 10), ("K", 8), ("Q", 6), ("J", 4)),
    bezique_cards="alt_when_S_or_D_trump",
    last_stock_winner_declares_all=True,
    brisque_points=1,
    last_trick_bonus=1,
    game_target=100,
    next_dealer="last_trick_winner",
    first_dealer="random",
)

ONE_PACK_32 = dataclasses.replace(
    SEED002_SCALED,
    id="one_pack_32",
    name="One pack, 50 up",
    description="One 32-card pack at 1/10 scale, without double bezique, game to 50.",
    packs=1,
    max_bezique_multiple=1,
    game_target=50,
)

RUBICON = dataclasses.replace(
    CLASSIC,
    id="rubicon",
    name="Rubicon",
    description="Rubicon Bezique under the Portland Club laws of 1887: four packs, nine cards, "
                "no turn-up (the first marriage makes trumps), carte blanche, back-door "
                "sequences, triple and quadruple bezique; each deal is a game, scored in "
                "hundreds with a rubicon below 1000.",
    packs=4,
    hand_size=9,
    deal_pattern="threes",
    trump_determination="first_marriage_or_sequence",
    dix_enabled=False,
    reuse_rule="rubicon_laws_strict",
    require_fresh_card=False,
    plain_sequence=150,
    max_bezique_multiple=4,
    carte_blanche="rubicon",
    carte_blanche_points=50,
    brisques_counted="tiebreak_and_rubicon_only",
    last_trick_bonus=50,
    game_target=0,
    game_end="single_deal",
    rubicon_threshold=1000,
    game_bonus=500,
    rubicon_bonus=1000,
    rubicon_brisque_allowance=300,
)

SIX_PACK = dataclasses.replace(
    RUBICON,
    id="six_pack",
    name="Six-pack",
    description="Six-pack (\"Chinese\") Bezique: six packs, twelve cards, trump quartets, "
                "carte blanche 250, last trick 250, brisques not counted; rubicon below 3000.",
    packs=6,
    hand_size=12,
    trump_quartets=True,
    carte_blanche="six_pack",
    carte_blanche_points=250,
    brisque_points=0,
    brisques_counted="none",
    last_trick_bonus=250,
    rubicon_threshold=3000,
    game_bonus=1000,
    rubicon_bonus=1000,
    rubicon_brisque_allowance=0,
    dealer_guess_bonuses=True,  # the non-dealer guesses the dealer's packet (SPEC §5)
)

EIGHT_PACK = dataclasses.replace(
    SIX_PACK,
    id="eight_pack",
    name="Eight-pack",
    description="Eight-pack Bezique: eight packs, fifteen cards, quintuple bezique and trump "
                "quintets, no carte blanche; rubicon below 5000.",
    packs=8,
    hand_size=15,
    deal_pattern="ones",
    trump_quintets=True,
    max_bezique_multiple=5,
    carte_blanche="none",
    rubicon_threshold=5000,
    dealer_guess_bonuses=False,
)

THREE_HANDED = dataclasses.replace(
    CLASSIC,
    id="three_handed",
    name="Three-handed",
    description="Three players, each for himself, with three packs: eight cards each and a "
                "turn-up, three draws after each trick, triple bezique 1500 and a second "
                "double bezique on a used pair; in the last tricks beat the highest card so "
                "far; whole deals to 2000.",
    players=3,
    packs=3,
    second_double_with_used_pair=True,
    max_bezique_multiple=3,
    game_target=2000,
    game_end="end_of_deal_highest",
    next_dealer="rotate_left",
)

FOUR_HANDED_SOLO = dataclasses.replace(
    THREE_HANDED,
    id="four_handed_solo",
    name="Four-handed",
    description="Four players, each for himself, with four packs: eight cards each and a "
                "turn-up, four draws after each trick, beziques up to quadruple; in the last "
                "tricks beat the highest card so far; whole deals to 2000.",
    players=4,
    packs=4,
    max_bezique_multiple=4,
)

FOUR_HANDED_PARTNERS = dataclasses.replace(
    FOUR_HANDED_SOLO,
    id="four_handed_partners",
    name="Four-handed partners",
    description="Four players in two partnerships, partners facing, with four packs: the "
                "winner of a trick declares or lets his partner declare, and may build on his "
                "partner's declared cards; in the last tricks beat the highest card so far, "
                "even a partner's; the sides score together, whole deals to 2000.",
    partnerships=True,
)

PRESETS: dict[str, Variant] = {
    v.id: v for v in (CLASSIC, HOFFMANN_1909, SEED002_SCALED, ONE_PACK_32, RUBICON, SIX_PACK,
                      EIGHT_PACK)
}
"""The games the program offers at the table and against the computer: the two-handed
presets.  The games for three and four (:data:`MULTI_HANDED_PRESETS`) are played by the engine
(records, replay, ``variants``) but have no table or computer players yet."""

MULTI_HANDED_PRESETS: dict[str, Variant] = {
    v.id: v for v in (THREE_HANDED, FOUR_HANDED_SOLO, FOUR_HANDED_PARTNERS)
}
"""Three- and four-handed Bezique (SPEC §7, §8)."""

ALL_PRESETS: dict[str, Variant] = {**PRESETS, **MULTI_HANDED_PRESETS}
"""Every preset the engine knows: what records and :func:`variant_from` accept."""


def preset(preset_id: str) -> Variant:
    """The preset named ``preset_id`` (``classic``, ``rubicon`` …)."""
    return variant_from(preset_id)
