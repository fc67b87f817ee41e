"""The declaration's rules over a :class:`~.state.GameState`: what a player may announce and
score, and why not (the codes of SPEC §2.4–§2.8 and §13), through the re-use rules written once
in :func:`.kernel.reuse_codes` and :func:`.kernel.act_reasons`."""

from __future__ import annotations

from collections.abc import Iterable

from .actions import (
    ANNOUNCE,
    SCORE,
    Action,
)
from .fields import GameFields
from .melds import (
    Meld,
    candidate_melds,
    pattern_ok,
)
from .reuse import OccEntry, act_fresh_ok, act_reasons, occupation, reuse_codes
from .step import STEP_DECLARE


def partner_table(st: GameFields, player: int) -> list[int]:
    """The partner's table cards ``player`` may build on (SPEC §8; empty without the
    switch ``partnership_build_on_partner``)."""
    v = st.variant
    if v.partnerships and v.partnership_build_on_partner:
        return st.table[(player + 2) % 4]
    return []


def meld_cards(st: GameFields, player: int) -> list[int]:
    """The cards ``player`` may declare with: his hand, and with partners who build on
    each other's declarations, his partner's table cards."""
    return st.concealed[player] + st.table[player] + partner_table(st, player)


def declared_melds(st: GameFields, player: int) -> list[Meld]:
    """The scored and pending melds the re-use rules hold ``player``'s declarations to: his
    own, and with partners his partner's too, for as long as they are scored or pending,
    whether or not any card of them is still on the partner's table (SPEC §2.3, §13; a
    combination the partner could not legally declare is refused, BIC-4)."""
    own = st.scored[player] + st.pending[player]
    if st.variant.partnerships:
        q = (player + 2) % 4
        return own + st.scored[q] + st.pending[q]
    return own


def scored_pool(st: GameFields, player: int) -> list[Meld]:
    """The scored melds of :func:`declared_melds`."""
    if st.variant.partnerships:
        return st.scored[player] + st.scored[(player + 2) % 4]
    return st.scored[player]


def partner_reasons(st: GameFields, player: int, meld: Meld) -> list[str]:
    """Building on a partner's cards (SPEC §8): a declaration holds a card of the player's
    own hand, and a double or higher bezique is from one hand unless the switch
    ``partnership_bezique_from_both_hands`` is on."""
    extra = partner_table(st, player)
    if not extra or not any(c in extra for c in meld.cards):
        return []
    own = set(st.concealed[player]) | set(st.table[player])
    if own.isdisjoint(meld.cards):
        return ["PARTNER_OWN"]
    if (meld.type.startswith("BEZIQUE_") and meld.type != "BEZIQUE_1"
            and not st.variant.partnership_bezique_from_both_hands):
        return ["PARTNER_BEZIQUE"]
    return []


def max_scores(st: GameFields) -> int:
    v = st.variant
    if v.declarations_scored_per_trick == 0 or (
            st.act_last_stock and v.last_stock_winner_declares_all):
        return 1 << 30
    return v.declarations_scored_per_trick


def announce_reasons(st: GameFields, player: int, meld: Meld) -> list[str]:
    """Every rule code forbidding ``player`` to announce ``meld`` now (empty: legal)."""
    hand = set(meld_cards(st, player))
    if not pattern_ok(st.variant, meld, st.trump) or not set(meld.cards) <= hand:
        return ["V1"]
    return rule_reasons(st, player, meld)


def meld_index(melds: list[Meld]) -> dict[int, list[int]]:
    """For each card, the positions in ``melds`` of the melds it belongs to (ascending)."""
    index: dict[int, list[int]] = {}
    for i, m in enumerate(melds):
        for c in m.cards:
            index.setdefault(c, []).append(i)
    return index


def rule_reasons(st: GameFields, player: int, meld: Meld, earlier: bool = False) -> list[str]:
    """:func:`announce_reasons` for a meld known to have its shape and to be in hand (one
    of :func:`candidate_melds`); ``earlier``: as the rules were before SPEC §13 (see
    :func:`allowed_before_side_rules`)."""
    v = st.variant
    reasons: list[str] = partner_reasons(st, player, meld) if v.partnerships else []
    if (st.act_exchanged is not None and st.act_exchanged in meld.cards
            and not v.exchanged_card_usable_same_turn):
        reasons.append("§2.8")
    if v.dix_counts_as_declaration and st.act_dix:
        reasons.append("§2.8")
    # against the melds declared (R1, R1', R2, R5, F1), a card new when it is not on the
    # player's table (nor his partner's where he builds on it) before this act
    declared = (st.scored[player] + st.pending[player] if earlier
                else declared_melds(st, player))
    reasons += reuse_codes(occupation(declared), old_table(st, player), st.played,
                           v.reuse_rule == "classic", v.reuse_rule == "rubicon_laws_strict",
                           bool(v.require_fresh_card), meld.type, meld.cards,
                           second_double(st, earlier))
    if v.require_fresh_card:
        reasons += fresh_reasons(st, player, meld)
    # the checks the other way round inside the act come last: where a fresh card is
    # missing too, that is what the player is told first
    reasons += act_reasons_of(st, player, meld)
    return sorted(set(reasons), key=reasons.index)


def act_reasons_of(st: GameFields, player: int, meld: Meld) -> list[str]:
    """The re-use rules the other way round inside one act (:func:`.kernel.act_reasons`):
    every announcement of this act is checked against ``meld`` too.  (The checks of
    ``meld`` against them are made with the pending melds, which hold them; F2 is symmetric
    in :func:`fresh_reasons`.)"""
    if not st.act_announced:
        return []
    return act_reasons(st.act_announced, st.act_laid, declared_melds(st, player),
                       st.played, st.variant.reuse_rule == "rubicon_laws_strict",
                       meld.type, meld.cards)


def fresh_reasons(st: GameFields, player: int, meld: Meld) -> list[str]:
    """The fresh-card rule between the announcements of one act (F2) for ``meld``."""
    laid_now = st.act_laid | (set(meld.cards) - old_table(st, player))
    if not act_fresh_ok(st.act_announced, laid_now, meld.type, meld.cards):
        return ["F2"]
    return []


def old_table(st: GameFields, player: int) -> set[int]:
    """The cards ``player`` declares with that were on his table (or his partner's) before
    this act: the others in a meld are new (:func:`.kernel.reuse_codes`)."""
    return (set(st.table[player]) | set(partner_table(st, player))) - st.act_laid


def second_double(st: GameFields, earlier: bool = False) -> int:
    """:func:`.kernel.reuse_codes`'s ``second_double``: 0, 1, or 2 with ``earlier``."""
    if not st.variant.second_double_with_used_pair:
        return 0
    return 2 if earlier else 1


def announce_ok(st: GameFields, player: int, meld: Meld, occ: dict[int, list[OccEntry]]) -> bool:
    """``not rule_reasons(st, player, meld)``, with the player's scored and pending melds
    given card by card once (``occ``, :func:`.kernel.occupation`) and stopping at the first
    rule broken: in the multi-pack games a player may have hundreds of melds declared_melds, and
    a declaration lists dozens of candidates (a test checks the two agree)."""
    v = st.variant
    cards = meld.cards
    if v.partnerships and partner_reasons(st, player, meld):
        return False
    if (st.act_exchanged is not None and st.act_exchanged in cards
            and not v.exchanged_card_usable_same_turn):
        return False
    if v.dix_counts_as_declaration and st.act_dix:
        return False
    fresh = bool(v.require_fresh_card)
    old = old_table(st, player)
    if reuse_codes(occ, old, st.played, v.reuse_rule == "classic",
                   v.reuse_rule == "rubicon_laws_strict", fresh, meld.type, cards,
                   second_double(st), True):
        return False
    if not st.act_announced:
        return True
    if act_reasons_of(st, player, meld):
        return False
    laid_now = st.act_laid | (set(cards) - old)
    return not fresh or act_fresh_ok(st.act_announced, laid_now, meld.type, cards)


def score_reasons(st: GameFields, player: int, meld: Meld, earlier: bool = False) -> list[str]:
    """Every rule code forbidding ``player`` to score ``meld`` now (SPEC §2.4 V4);
    ``earlier``: as the rules were before SPEC §13 (see :func:`allowed_before_side_rules`).
    """
    v = st.variant
    if meld not in st.pending[player]:
        return ["NOT_PENDING"]
    reasons: list[str] = []
    if st.act_scored >= max_scores(st):
        reasons.append("ONE_SCORE")
    if v.dix_counts_as_declaration and st.act_dix:
        reasons.append("§2.8")
    hand = set(meld_cards(st, player))
    if not set(meld.cards) <= hand:
        reasons.append("V1")
    scored = st.scored[player] if earlier else scored_pool(st, player)
    reasons += reuse_codes(occupation(scored), set(), st.played, v.reuse_rule == "classic",
                           False, False, meld.type, meld.cards, second_double(st, earlier))
    return reasons


def allowed_before_side_rules(st: GameFields, action: Action) -> bool:
    """Whether an announcement or a score that the rules refuse now was allowed before SPEC
    §13 settled the rules of three and four hands: judged against the player's own melds
    alone (a partner's then counted only while a card of his was on his table) and with
    a further double on a crossed pair.  Games saved and recorded then replay as they were
    played (``record.replay``)."""
    p = st.to_act
    meld = action.meld
    if p is None or meld is None or st.step != STEP_DECLARE:
        return False
    if action.kind == SCORE:
        return not score_reasons(st, p, meld, earlier=True)
    if action.kind != ANNOUNCE or announce_reasons(st, p, meld) == ["V1"]:
        return False
    return not rule_reasons(st, p, meld, earlier=True)


def pending_scorable(st: GameFields, player: int) -> list[Meld]:
    """The pending melds :func:`score_reasons` gives no reason against, in their order,
    answered from the scored melds given card by card (:func:`.kernel.occupation`): in the
    multi-pack games hundreds of claims may wait "to score" (a test checks the two agree)."""
    v = st.variant
    pending = st.pending[player]
    if (not pending or st.act_scored >= max_scores(st)
            or (v.dix_counts_as_declaration and st.act_dix)):
        return []
    hand = set(meld_cards(st, player))
    occ = occupation(scored_pool(st, player))
    classic = v.reuse_rule == "classic"
    second = second_double(st)
    no_table: set[int] = set()
    return [m for m in pending if hand.issuperset(m.cards)  # V1; R1, R1', R2
            and not reuse_codes(occ, no_table, st.played, classic, False, False, m.type,
                                m.cards, second, True)]


def legal_melds(st: GameFields, player: int | None = None) -> list[Meld]:
    """Every meld ``player`` (default: the one declaring) may announce now, each copy choice
    listed (unlike :func:`legal_actions`, which merges interchangeable copies)."""
    p = st.to_act if player is None else player
    if p is None:
        return []
    hand = meld_cards(st, p)
    occ = occupation(declared_melds(st, p))
    return [m for m in candidate_melds(st.variant, hand, st.trump)
            if announce_ok(st, p, m, occ)]


def first_announceable(st: GameFields, player: int, melds: Iterable[Meld]) -> Meld | None:
    """The first of ``melds`` that ``player`` may announce now (None: none of them).  The
    melds must come from :func:`candidate_melds` for the player's hand and table, so only
    the declaring rules are left to check; the player's melds are summed up once
    (:func:`.kernel.occupation`), however many candidates are refused before one is allowed."""
    occ: dict[int, list[OccEntry]] | None = None
    for m in melds:
        if occ is None:  # (nothing to sum up when there is no candidate)
            occ = occupation(declared_melds(st, player))
        if announce_ok(st, player, m, occ):
            return m
    return None


def scorable_melds(st: GameFields, player: int | None = None) -> list[Meld]:
    """The pending ("to score") claims ``player`` could score in a declaration now."""
    p = st.to_act if player is None else player
    if p is None:
        return []
    saved = st.act_scored
    st.act_scored = 0
    try:
        return pending_scorable(st, p)
    finally:
        st.act_scored = saved


def scores_left(st: GameFields) -> int:
    """How many more melds may be scored in this declaration act (0: any claim would be
    refused as ONE_SCORE)."""
    return max(0, max_scores(st) - st.act_scored)


def may_end_act(st: GameFields) -> bool:
    """Whether the player in a declaration act may end it now (nothing announced is left
    unscored)."""
    return st.step == STEP_DECLARE and can_finish(st)


def can_finish(st: GameFields) -> bool:
    return not (st.act_announced and st.act_scored == 0)


