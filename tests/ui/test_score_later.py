"""The declaration panel offers only what the rules let the player finish: a declaration is kept
"to score" later only when another one can be scored in the same turn (SPEC §2.4), and Done is
not offered before that."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from bezique_qt.engine import Meld, parse_card
from bezique_qt.ui.window import MainWindow

COMPUTER = "9S1 9S2 8D1 8D2 9C1 8C1 7S1 7D1"


def _after_first_trick(make_window: Callable, driver_for: Callable, deck_builder: Callable,
                       ann: str) -> tuple[MainWindow, object]:
    """Ann leads the ace of trumps (hearts) and wins the first trick of a classic deal."""
    window = make_window("classic")
    deck = deck_builder(ann, COMPUTER, turnup="KH1", packs=2, hand_size=8, pattern=(3, 2, 3))
    window.start_game(decks=[deck], first_dealer=1, seed=11)
    t = driver_for(window)
    t.wait_for_human()
    t.click_card("AH1")
    t.wait_for_human()
    assert t.obs().step == "declare" and t.obs().to_act == 0
    return window, t


def _captions(window: MainWindow) -> list[str]:
    return [b.caption for b in window.scene.panel.buttons]


def test_a_lone_declaration_is_not_offered_to_score_later(make_window: Callable,
                                                          driver_for: Callable,
                                                          deck_builder: Callable) -> None:
    window, t = _after_first_trick(make_window, driver_for, deck_builder,
                                   "AH1 AH2 KC1 QC1 8S1 9D1 TD1 JS1")
    captions = _captions(window)
    assert any(c.startswith("Declare marriage K♣ Q♣") for c in captions), captions
    assert "Score later" not in captions
    assert "Done: draw a card" in captions
    # every choice on the panel can be carried to the end of the turn
    for row in window.scene.panel.rows:
        for actions in (row.actions, row.second_actions):
            if actions:
                assert window.controller.allows(actions), row


def test_score_later_is_offered_with_another_declaration_to_score(
        qtbot: QtBot, make_window: Callable, driver_for: Callable,
        deck_builder: Callable) -> None:
    window, t = _after_first_trick(make_window, driver_for, deck_builder,
                                   "AH1 AH2 QS1 JD1 KC1 QC1 8S1 9D1")
    captions = _captions(window)
    assert captions.count("Score later") == 2  # bezique and the marriage of clubs
    marriage = Meld.of("MARRIAGE", (parse_card("KC1"), parse_card("QC1")))
    row = next(r for r in window.scene.panel.rows if r.caption.startswith("Declare marriage"))
    buttons = window.scene.panel.buttons
    later = buttons[buttons.index(t.panel_button("Declare marriage")) + 1]  # its second button
    assert later.caption == "Score later"
    assert row.second_actions and row.second_actions[0].meld == marriage
    t.click(later)
    t.wait_for_human()
    obs = t.obs()
    assert marriage in obs.pending[0] and obs.act_scored == 0
    # the turn cannot end yet: Done is not offered, the prompt says what is needed ...
    captions = _captions(window)
    assert "Done: draw a card" not in captions
    assert window.scene.prompt.text.startswith("Now score a declaration")
    # ... and what is offered finishes it: bezique scored, the marriage still to score
    for row in window.scene.panel.rows:
        for actions in (row.actions, row.second_actions):
            if actions:
                assert window.controller.allows(actions), row
    t.choose("Declare bezique")
    t.wait_for_human()
    obs = t.obs()
    assert obs.deal_points[0] == 40 and marriage in obs.pending[0]
    assert "Done: draw a card" in _captions(window)
    t.choose("Done")
    qtbot.waitUntil(lambda: t.obs().step == "play", timeout=30_000)
    assert marriage in t.obs().pending[0]
