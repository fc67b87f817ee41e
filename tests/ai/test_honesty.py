"""Every level decides from what its player has seen, never from hidden cards.

Two full states that differ only in hidden cards (a card swapped between the opponent's concealed
hand and the stock, the stock reordered) give the same observation; every level, with the same
seed, must then choose the same action.
"""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from bezique_qt.ai import LEVELS, make_bot
from bezique_qt.engine import GameState

from .conftest import Positions


def twin(st: GameState, viewer: int, rng: random.Random) -> GameState | None:
    """``st`` with the viewer's hidden cards rearranged, or None if nothing is hidden."""
    opp = 1 - viewer
    unknown = [c for c in st.concealed[opp] if c not in st.known[opp]]
    if not unknown or not st.stock or st.cb[opp] in (1, 2):
        return None
    other = st.clone()
    a = rng.choice(unknown)
    i = rng.randrange(len(other.stock))
    b = other.stock[i]
    other.concealed[opp][other.concealed[opp].index(a)] = b
    other.stock[i] = a
    rng.shuffle(other.stock)
    return other


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("variant_id", ["classic", "hoffmann_1909", "rubicon", "one_pack_32"])
def test_hidden_cards_do_not_change_the_choice(level: str, variant_id: str,
                                               positions: Positions) -> None:
    rng = random.Random(3)
    bot = make_bot(level, budget=24)
    checked = 0
    for st in positions(variant_id, 8, 4):
        p = st.to_act
        if p is None:
            continue
        other = twin(st, p, rng)
        if other is None:
            continue
        assert other.signature() != st.signature()
        obs_a, obs_b = st.observation(p), other.observation(p)
        assert obs_a == obs_b
        a = bot.choose(obs_a, random.Random(42))
        b = bot.choose(obs_b, random.Random(42))
        assert a == b
        checked += 1
    assert checked >= 5


def test_the_computer_players_do_not_load_qt() -> None:
    code = ("import sys, random\n"
            "from bezique_qt.ai import make_bot, suggest\n"
            "from bezique_qt.engine import GameState, preset\n"
            "st = GameState.new_game(preset('classic'), 1)\n"
            "suggest(st.observation(st.to_act), 'expert', budget=10)\n"
            "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was imported'\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
