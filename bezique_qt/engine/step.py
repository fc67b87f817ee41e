"""What the game waits for (:class:`Step`), and the small fixed values the game's modules share:
the carte blanche states, the six-pack's packet sizes and the players' names before the table
names them."""

from __future__ import annotations

from .kinds import WordEnum


class Step(WordEnum):
    """What the game waits for (``GameState.step``).  A member is its word (a ``str``), so
    positions and JSON spell it exactly as the plain word."""

    PLAY = "play"
    DECLARE = "declare"
    DEAL_OVER = "deal_over"
    GUESS = "guess"
    GAME_OVER = "game_over"


STEP_PLAY = Step.PLAY
STEP_DECLARE = Step.DECLARE
STEP_DEAL_OVER = Step.DEAL_OVER
STEP_GUESS = Step.GUESS
STEP_GAME_OVER = Step.GAME_OVER
# six-pack: the dealer lifts a packet meaning to take exactly 24 cards; the non-dealer guesses
# its size.  The lift is a chance step of the deal (sizes 20..28, most often 24).
GUESS_SIZES = tuple(range(20, 29))
PACKET_WEIGHTS = (1, 2, 3, 4, 5, 4, 3, 2, 1)

# the players' names until the table names them: seats in playing order, clockwise (each plays
# after the player on his right, so the deal, the play and the draws go to the left)
DEFAULT_NAMES = {2: ("South", "North"), 3: ("South", "West", "East"),
                 4: ("South", "West", "North", "East")}

# carte blanche state per player
CB_NONE, CB_ELIGIBLE, CB_ACTIVE, CB_ENDED = range(4)
