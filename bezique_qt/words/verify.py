"""The words of deals anyone can check: the commitment on the table, a verdict of ``verify``,
and why the player can trust the cards (:mod:`bezique_qt.engine.seals`,
:mod:`bezique_qt.engine.verify`).

This module does not load Qt while the program speaks English (the command line uses it).
"""

from __future__ import annotations

from bezique_qt.engine.seals import SHORT, Seal
from bezique_qt.engine.verify import (
    BAD_COMMITMENT,
    CHECKED,
    NEVER_PLAYED,
    NO_COMMITMENTS,
    NOT_REPLAYED,
    NOT_SEALED,
    OTHER_CARDS,
    Verdict,
)
from bezique_qt.words.i18n import tr


def fair_play_words() -> str:
    """Why the player can trust the cards, in plain words (About, the verify result)."""
    return tr("The computer never sees your hidden cards or the stock: it plays only from what "
              "it has seen, as you do. Before each deal the table shows a commitment, a "
              "fingerprint of the deal's seed; the seed is shown once the deal is over. So the "
              "cards cannot be arranged after the fact, and anyone can check it with Game > "
              "Verify a game… or bezique-qt verify.")


def commitment_label(deal: int, commitment: str, revealed: Seal | None = None) -> str:
    """What the table shows of deal ``deal``'s seal: the first digits of its commitment while
    it is played, its seed once it is over (``revealed``)."""
    if revealed is not None:
        return tr("Deal {deal} seed: {seed}").format(deal=deal, seed=revealed.seed)
    if not commitment:
        return ""
    return tr("Deal {deal} sealed: {commitment}…").format(deal=deal,
                                                          commitment=commitment[:SHORT])


def commitment_tip(commitment: str, revealed: Seal | None = None) -> str:
    """The tooltip of :func:`commitment_label`: the full commitment, and the seed and salt
    once the deal is over."""
    if revealed is not None:
        return "\n".join((
            tr("Commitment (SHA-256): {commitment}").format(commitment=revealed.commitment),
            tr("Seed: {seed}").format(seed=revealed.seed),
            tr("Salt: {salt}").format(salt=revealed.salt),
            tr("The seed and salt give the commitment shown before the deal: the cards were "
               "fixed before the first card was played.")))
    if not commitment:
        return ""
    return "\n".join((
        tr("Commitment (SHA-256): {commitment}").format(commitment=commitment),
        tr("The deal's seed stays hidden until the deal is over; then it is shown, and anyone "
           "can check that it gives this commitment and deals these cards.")))


def verdict_words(verdict: Verdict) -> str:
    """A verdict of :func:`~bezique_qt.engine.verify.verify_record` as one or two sentences."""
    if verdict.outcome == CHECKED:
        return tr("Every deal of this game ({deals}) was fixed before its first card was "
                  "played: each seed gives the commitment shown before its deal, and deals the "
                  "cards that were played.").format(deals=verdict.deals)
    if verdict.outcome == NO_COMMITMENTS:
        return tr("This game carries no commitments, so it cannot be checked: it was recorded "
                  "by an earlier version of Bezique, or dealt from card orders given to it. It "
                  "replays ({deals} deals).").format(deals=verdict.deals)
    deal = verdict.deal
    reason = {
        BAD_COMMITMENT: tr("Deal {deal} was changed: its seed and salt do not give the "
                           "commitment shown before it."),
        NOT_SEALED: tr("Deal {deal} carries no commitment, though the game's other deals do: "
                       "it may have been changed."),
        OTHER_CARDS: tr("Deal {deal} was changed: it was played with other cards than its "
                        "seed deals."),
        NOT_REPLAYED: tr("Deal {deal} was changed: its play does not follow from the cards "
                         "its seed deals ({detail})."),
        NEVER_PLAYED: tr("Deal {deal} has a commitment but was never played: the record was "
                         "changed."),
    }.get(verdict.reason, tr("Deal {deal} does not check."))
    return reason.format(deal=deal, detail=verdict.detail)
