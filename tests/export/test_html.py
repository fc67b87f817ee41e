"""The HTML score pad: complete, escaped, and marked up for printing."""

from __future__ import annotations

import re
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path

from bezique_qt.engine import GameRecord, GameState, preset
from bezique_qt.export import sheet_from_record
from bezique_qt.export.html import sheet_html, write_html


class _Checker(HTMLParser):
    """Collects text and checks that tables, rows and cells are closed in order."""

    VOID = {"meta", "br", "col"}

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.text: list[str] = []
        self.tables = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in self.VOID:
            self.stack.append(tag)
        if tag == "table":
            self.tables += 1

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1] == tag, (tag, self.stack[-5:])
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _parse(html: str) -> _Checker:
    checker = _Checker()
    checker.feed(html)
    checker.close()
    assert checker.stack == []
    return checker


def test_the_pad_holds_every_deal_and_the_result(any_game: GameState) -> None:
    sheet = sheet_from_record(GameRecord.of(any_game))
    html = sheet_html(sheet)
    checker = _parse(html)
    text = " ".join(" ".join(checker.text).split())
    assert checker.tables == 2 + len(sheet.deals) + 1  # header, summary, deals, result
    assert "Deals at a glance" in text
    for deal in sheet.deals:
        assert " ".join(deal.heading.split()) in text
        total = "Deal total" if deal.finished else "Deal total when the game ended"
        assert f"{total} {deal.points[0]} {deal.points[1]}" in text
    assert f"Final score {sheet.game_points[0]} {sheet.game_points[1]}" in text
    assert sheet.result in text


def test_suits_and_print_rules(classic: GameState) -> None:
    html = sheet_html(sheet_from_record(GameRecord.of(classic)))
    assert '<meta charset="utf-8">' in html
    assert '<span class="red">\u2665</span>' in html or '<span class="red">\u2666</span>' in html
    assert re.search(r"table\.deal \{[^}]*page-break-inside: avoid", html)
    assert "break-inside: avoid" in html
    assert "<thead>" in html  # the deal's heading repeats when a deal runs onto a new page


def test_names_are_escaped(play_game: Callable[..., GameState], tmp_path: Path) -> None:
    state = play_game(preset("classic"), 2, names=["<b>Ann</b>", "Bob & Co"],
                      stop=lambda s: s.deal_index == 1)
    path = tmp_path / "sheet.html"
    write_html(sheet_from_record(GameRecord.of(state)), path)
    html = path.read_text(encoding="utf-8")
    assert "<b>Ann</b>" not in html
    assert "&lt;b&gt;Ann&lt;/b&gt;" in html and "Bob &amp; Co" in html
    _parse(html)


def test_a_match_starts_each_game_on_a_new_page(classic: GameState, rubicon: GameState) -> None:
    html = sheet_html([sheet_from_record(GameRecord.of(s)) for s in (classic, rubicon)])
    assert html.count('<p class="game-break"></p>') == 1
    assert html.count("<h1>") == 2
    _parse(html)
