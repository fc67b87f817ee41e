"""One deal played out by computer players through the checked engine: the step that the
two-handed match (``match``) and the match for three and four (``multimatch``) share."""

from __future__ import annotations

import random
import time
import traceback
from collections.abc import Sequence

from bezique_qt.engine import GameState, IllegalAction
from bezique_qt.levels import Level

from .bots import Bot

__all__ = ["deal_seed", "play_deal_out"]


def deal_seed(seed: int, index: int) -> int:
    """The seed of shuffle ``index`` of a match started with ``seed``."""
    return seed * 100_000 + index


def play_deal_out(st: GameState, bots: Sequence[Bot], rngs: Sequence[random.Random],
                  levels: Sequence[Level], times: list[list[float]], errors: list[str]) -> int:
    """Play the deal in ``st`` to its end; the illegal actions tried (each replaced by the first
    legal one)."""
    illegal = 0
    while not st.deal_over:
        p = st.to_act
        assert p is not None
        obs = st.observation(p)
        t0 = time.perf_counter()
        try:
            action = bots[p].choose(obs, rngs[p])
        except Exception as e:  # a bot failing is a finding of the match, not its end
            errors.append(f"{levels[p]} at trick {st.trick_no}: {e!r}\n"
                          + "".join(traceback.format_exc(limit=4)))
            action = obs.legal[0]
        times[p].append(time.perf_counter() - t0)
        try:
            st.apply(action, undoable=False)
        except IllegalAction as e:
            illegal += 1
            errors.append(f"{levels[p]} played an illegal action {action}: {e.message}")
            st.apply(obs.legal[0], undoable=False)
    return illegal
