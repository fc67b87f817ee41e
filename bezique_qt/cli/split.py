"""Cards or play on the command line: ``bezique-qt review RECORD --split`` (the split of every
finished deal and of the game, in words or with ``--json`` as data) and the ``split`` that
``review RECORD --json`` adds to every deal (:mod:`bezique_qt.ai.split`).

The split reviews **every** seat's decisions, each from that seat's own observation, so it
takes as long as one review a seat (without the face-up view).  No Qt, unless the words are
asked for in another language than English.
"""

from __future__ import annotations

import json
from typing import Any

from bezique_qt.ai.review import GameReview, ReviewUnavailable
from bezique_qt.ai.split import GameSplit, review_every_seat, split_game
from bezique_qt.cli.output import write_stdout
from bezique_qt.engine.record import GameRecord

__all__ = ["add_split", "split_text", "split_main"]


def add_split(data: dict[str, Any], record: GameRecord, review: GameReview,
              workers: int = 1) -> GameSplit:
    """Add to ``review``'s JSON ``data`` each deal's ``split`` (None while a deal is
    unfinished) and the game's ``split_totals``: the other seats are reviewed at the same
    budget, ``review``'s own seat is taken as it is."""
    deal = data["deals"][0]["deal"] if len(data["deals"]) == 1 else None
    reviews = review_every_seat(record, deal=deal, budget=review.budget, workers=workers,
                                reviews={review.seat: review})
    split = split_game(record, reviews)
    for deal_data in data["deals"]:
        one = split.deal(deal_data["deal"])
        deal_data["split"] = None if one is None else one.to_json()
    data["split_totals"] = [s.to_json() for s in split.totals]
    return split


def split_text(split: GameSplit, seat: int) -> str:
    """Every finished deal's split and the game's, in words, from ``seat``'s view."""
    from bezique_qt.words.split import deal_split_words, game_split_words

    lines = [deal_split_words(split, d, seat) for d in split.deals]
    if len(split.deals) != 1:
        lines.append(game_split_words(split, seat))
    return "\n".join(lines) + "\n"


def split_main(record: GameRecord, seat: int, deal: int | None, budget: int | None,
               workers: int, as_json: bool) -> int:
    """``bezique-qt review RECORD --split``: print the split; returns the exit code.  Raises
    :class:`ReviewUnavailable` for a deal the game does not have."""
    reviews = review_every_seat(record, deal=deal, budget=budget, workers=workers)
    if deal is not None and not reviews[0].deals:
        raise ReviewUnavailable(f"the game has no deal {deal}")
    split = split_game(record, reviews)
    if as_json:
        write_stdout(json.dumps(split.to_json(), indent=1, ensure_ascii=False) + "\n")
    else:
        write_stdout(split_text(split, seat))
    return 0

