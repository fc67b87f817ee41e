"""The command-line tools behind ``bezique-qt replay``, ``variants`` and ``bench`` (no Qt).

Each ``*_main`` function prints its result on standard output and returns the process exit code.
A problem the user can fix (a missing file, a damaged or newer game record, an illegal action in
it) is reported as one sentence on standard error with exit code 2; anything else with exit code
1. Neither prints a traceback.
"""

from __future__ import annotations

import json
import sys
import textwrap
from collections.abc import Callable
from typing import Any

from bezique_qt.cli.output import write_stdout
from bezique_qt.engine.cards import pretty
from bezique_qt.engine.errors import RecordError
from bezique_qt.engine.events import ScoreEntry
from bezique_qt.engine.record import deals_played, replay
from bezique_qt.engine.results import DealResult
from bezique_qt.engine.state import GameState
from bezique_qt.engine.variants import ALL_PRESETS, Variant
from bezique_qt.persistence.records import read_record_file
from bezique_qt.words.game import variant_description, variant_name
from bezique_qt.words.rules import SWITCH_LABELS, switch_label
from bezique_qt.words.scores import computation_lines, entry_words

EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_BAD_INPUT = 2


# ---------------------------------------------------------------------------------- output
def _error(command: str, message: str, code: int) -> int:
    one_line = " ".join(message.split())
    print(f"bezique-qt {command}: {one_line}", file=sys.stderr)
    return code


def _json_text(data: Any) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


# ---------------------------------------------------------------------------------- replay
def replay_main(path: str, as_json: bool) -> int:
    """``bezique-qt replay FILE [--json]``: replay a saved game and print its final scores.

    The file is read as every tool reads a game (:func:`~bezique_qt.persistence.records.
    read_record_file`): a game record, saved game or autosave, in a regular file of at most
    ``MAX_FILE_BYTES`` (a pipe, a device or a huge file is refused with a sentence)."""
    try:
        state = replay(read_record_file(path))
        result = replay_result(state)
        output = _json_text(result) if as_json else format_replay(state, result)
    except RecordError as e:
        return _error("replay", f"{path}: {e.message}.", EXIT_BAD_INPUT)
    except Exception as e:  # a fault of the program: say so plainly rather than dump a traceback
        return _error("replay", f"{path}: replaying failed unexpectedly "
                      f"({type(e).__name__}: {e}).", EXIT_FAILURE)
    write_stdout(output)
    return EXIT_OK


def _side_names(state: GameState) -> list[str]:
    """Who each entry of ``game_points`` is: a player, or two partners ("South and North")."""
    return [" and ".join(state.names[p] for p in side) for side in state.variant.sides]

def _winner_name(state: GameState) -> str | None:
    return None if state.winner is None else _side_names(state)[state.winner]


def replay_result(state: GameState) -> dict[str, Any]:
    """The final scores of a replayed game as JSON-ready data (what ``replay --json`` prints)."""
    return {
        "variant": state.variant.id,
        "switches": state.variant.overrides(),
        "players": list(state.names),
        "deals": [_deal_json(state, d) for d in deals_played(state)],
        "game_points": state.game_points[:],
        "winner": _winner_name(state),
        "over": state.over,
        "history": [entry.to_json() for entry in state.history],
    }


def _deal_json(state: GameState, result: DealResult) -> dict[str, Any]:
    """A deal's result for ``replay --json``: its numbers, and in the Rubicon family the
    computation's lines as well as its steps."""
    data = result.to_json()
    if result.computation:
        data["computation"] = computation_lines(result, state.names)
    return data


def _history_line(entry: ScoreEntry, names: list[str], widths: tuple[int, int]) -> str:
    name_w, label_w = widths
    label = str(entry_words(entry))
    if entry.meld is not None:
        cards = entry.meld.pretty()
    else:
        cards = " ".join(pretty(c) for c in entry.cards)
    if cards and cards in label:  # "seven of trumps played 7♠": the card once
        cards = ""
    return (f"  {entry.deal:>4}  {entry.trick:>5}  {names[entry.player]:<{name_w}}  "
            f"{label:<{label_w}}  {entry.points:>6}  {cards}").rstrip()


def format_replay(state: GameState, result: dict[str, Any] | None = None) -> str:
    """The final scores of a replayed game as text for people."""
    result = result if result is not None else replay_result(state)
    v = state.variant
    names = state.names
    lines = [f"Variant: {variant_name(v)} ({v.id})"]
    changes = result["switches"]
    if changes:
        lines.append("Rule changes: " + ", ".join(f"{k} = {json.dumps(val)}"
                                                  for k, val in changes.items()))
    lines.append(f"Players: {', '.join(names[:-1])} and {names[-1]}")
    lines.append("")
    players = range(len(names))
    for d in deals_played(state):
        points = ", ".join(f"{names[p]} {d.points[p]}" for p in players)
        brisques = ", ".join(f"{names[p]} {d.brisques[p]}" for p in players)
        if d.finished and d.last_trick is not None:
            end = f"last trick {names[d.last_trick]}"
        elif state.over:
            end = "the game ended during this deal"
        else:
            end = "in progress"
        lines.append(f"Deal {d.deal} (dealer {names[d.dealer]}): {points}; "
                     f"brisques won: {brisques}; {end}")
        for text in computation_lines(d, names):
            lines.append(f"    {text}")
    lines.append("")
    lines.append("Game points: " + ", ".join(f"{side} {points}" for side, points in zip(
        _side_names(state), state.game_points, strict=True)))
    if not state.over:
        lines.append("The game is not finished.")
    elif state.winner is None:
        lines.append("The game is drawn.")
    else:
        lines.append(f"Winner: {names[state.winner]}")
    lines.append("")
    lines.append("Score history:")
    if state.history:
        widths = (max(len("player"), *(len(n) for n in names)),
                  max(len("score"), *(len(entry_words(e)) for e in state.history)))
        lines.append(f"  {'deal':>4}  {'trick':>5}  {'player':<{widths[0]}}  "
                     f"{'score':<{widths[1]}}  {'points':>6}  cards")
        lines.extend(_history_line(e, names, widths) for e in state.history)
    else:
        lines.append("  (nothing scored)")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------- variants
def variant_info(variant: Variant) -> dict[str, Any]:
    """A variant's id, descriptive name, description and every switch, JSON-ready."""
    return {"id": variant.id, "name": variant.name, "description": variant.description,
            "switches": variant.switches()}


def format_variants() -> str:
    """Every preset and its switches as text for people."""
    blocks: list[str] = []
    for v in ALL_PRESETS.values():
        lines = [f"{v.id} \u2014 {variant_name(v)}"]
        lines.extend(textwrap.wrap(variant_description(v), 96, initial_indent="  ",
                                   subsequent_indent="  "))
        switches = v.switches()
        width = max(len(name) for name in switches)
        for name, value in switches.items():
            label = f"  ({switch_label(name)})" if name in SWITCH_LABELS else ""
            lines.append(f"    {name:<{width}}  {json.dumps(value)}{label}")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


def variants_main(as_json: bool) -> int:
    """``bezique-qt variants [--json]``: list every preset with all its rule switches."""
    if as_json:
        write_stdout(_json_text({"variants": [variant_info(v) for v in ALL_PRESETS.values()]}))
    else:
        write_stdout(format_variants())
    return EXIT_OK


# ---------------------------------------------------------------------------------- bench
def bench_main(as_json: bool, deals: int | None, seconds: float | None,
               extra: Callable[[float | None], dict[str, Any]] | None = None) -> int:
    """``bezique-qt bench [--json] [--deals N] [--seconds S]``: time random deals (and, through
    ``extra``, whatever the caller adds)."""
    from bezique_qt.engine.bench import run_bench

    return run_bench(as_json=as_json, deals=deals, seconds=seconds, extra=extra)
