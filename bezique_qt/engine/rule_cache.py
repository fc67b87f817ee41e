"""The variant's rules and a hand's candidate melds, kept for the last ones asked for: a search
resolves thousands of tricks and lists the declarations of the same hand in simulation after
simulation, all under one variant and trump suit (hashing a variant costs more than resolving a
trick).  The rules themselves are in :mod:`.rules` and :mod:`.melds`."""

from __future__ import annotations

from typing import Any

from .melds import Meld, candidate_melds
from .rules import DealRules, TrickRules, deal_rules, variant_rules
from .variants import Variant

# the trick rules last asked for: (variant, trump, variant_rules(variant, trump)), one tuple so
# that it is read whole
_RULES_LAST: tuple[Any, ...] = (None, None, None)


def trick_rules_for(variant: Variant, trump: int | None) -> tuple[TrickRules, TrickRules]:
    """:func:`~.rules.variant_rules`, kept for the last variant and trump asked for."""
    global _RULES_LAST
    last = _RULES_LAST
    if last[0] is variant and last[1] == trump:
        return last[2]
    rules = variant_rules(variant, trump)
    _RULES_LAST = (variant, trump, rules)
    return rules


_DEAL_RULES_LAST: tuple[Any, Any] = (None, None)


def deal_rules_for(variant: Variant) -> DealRules:
    """:func:`~.rules.deal_rules`, kept for the last variant asked for (hashing a variant for
    the cache of :func:`~.rules.deal_rules` costs more than resolving a trick)."""
    global _DEAL_RULES_LAST
    if _DEAL_RULES_LAST[0] is not variant:
        _DEAL_RULES_LAST = (variant, deal_rules(variant))
    return _DEAL_RULES_LAST[1]


# the candidate melds of the hands last listed, for one variant: (variant, {(hand, trump):
# melds}); at most _MELDS_KEPT hands
_MELDS_LAST: tuple[Any, dict[tuple[tuple[int, ...], int | None], list[Meld]]] = (None, {})
_MELDS_KEPT = 4096


def candidates_for(variant: Variant, hand: list[int], trump: int | None) -> list[Meld]:
    """:func:`~.melds.candidate_melds`, kept for the hands last asked about (not to be
    changed)."""
    global _MELDS_LAST
    last_variant, kept = _MELDS_LAST
    if last_variant is not variant:
        kept = {}
        _MELDS_LAST = (variant, kept)
    key = (tuple(hand), trump)
    melds = kept.get(key)
    if melds is None:
        if len(kept) >= _MELDS_KEPT:
            kept.clear()
        melds = kept[key] = candidate_melds(variant, hand, trump)
    return melds
