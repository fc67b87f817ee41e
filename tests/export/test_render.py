"""PDF, PNG, printing and print preview, rendered offscreen and read back.

The PDF's text (``pdftotext``) must hold every deal's totals and the final score exactly as
``bezique-qt replay --json`` reports them.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtCore import QLocale
from PySide6.QtGui import QPageSize, QTextTable
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from bezique_qt.engine import GameRecord, GameState
from bezique_qt.export import ScoreSheet, sheet_from_record
from bezique_qt.ui.sheet.render import (
    SheetDocument,
    SheetPreviewDialog,
    paint_on_printer,
    paper_for_locale,
    write_pdf,
    write_png,
)

pytestmark = pytest.mark.usefixtures("qapp")

A4_POINTS = (595, 842)
LETTER_POINTS = (612, 792)


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} (poppler-utils) is not installed; ./run-tests installs it")
    return path


def _pdf_text(path: Path) -> str:
    result = subprocess.run([_tool("pdftotext"), "-layout", str(path), "-"],
                            capture_output=True, text=True, check=True, timeout=60)
    return result.stdout


def _pdf_info(path: Path) -> dict[str, str]:
    result = subprocess.run([_tool("pdfinfo"), str(path)], capture_output=True, text=True,
                            check=True, timeout=60)
    return {k.strip(): v.strip() for k, _, v in
            (line.partition(":") for line in result.stdout.splitlines())}


def _replay_json(record: Path) -> dict[str, Any]:
    installed = shutil.which("bezique-qt", path=str(Path(sys.executable).parent))
    command = [installed] if installed else [sys.executable, "-m", "bezique_qt"]
    result = subprocess.run([*command, "replay", str(record), "--json"], capture_output=True,
                            text=True, timeout=120, encoding="utf-8")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert isinstance(data, dict)
    return data


def _sheet(state: GameState) -> ScoreSheet:
    return sheet_from_record(GameRecord.of(state))


def test_the_pdf_holds_every_deal_total_and_the_result(any_game: GameState,
                                                       tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    record.write_text(GameRecord.of(any_game).dumps(), encoding="utf-8")
    expected = _replay_json(record)
    pdf = tmp_path / "sheet.pdf"
    pages = write_pdf(_sheet(any_game), pdf)
    text = _pdf_text(pdf)
    assert text.count("\f") == pages
    totals = [[int(a), int(b)] for a, b in re.findall(
        r"Deal total(?: when the game ended)?\s+(\d+)\s+(\d+)\s*$", text, re.MULTILINE)]
    assert totals == [deal["points"] for deal in expected["deals"]]
    final = re.findall(r"Final score\s+(\d+)\s+(\d+)", text)
    assert [[int(a), int(b)] for a, b in final] == [expected["game_points"]]
    assert f"{expected['winner']} wins, " in text
    for deal in expected["deals"]:
        for line in deal.get("computation", ()):
            assert line in text


def test_the_pdf_embeds_its_fonts_and_names_the_game(classic: GameState,
                                                     tmp_path: Path) -> None:
    pdf = tmp_path / "sheet.pdf"
    write_pdf(_sheet(classic), pdf, QPageSize(QPageSize.PageSizeId.A4))
    fonts = subprocess.run([_tool("pdffonts"), str(pdf)], capture_output=True, text=True,
                           check=True, timeout=60).stdout.splitlines()[2:]
    assert fonts, "the PDF uses no fonts: its text would not be text"
    for line in fonts:
        assert line.split()[0].startswith("DejaVuSans"), line
        assert " yes " in line, f"font not embedded: {line}"
    info = _pdf_info(pdf)
    assert info["Title"] == "Bezique \u2014 Ann v Bob (Classic)"
    assert info["Page size"].startswith("595 x 842")


@pytest.mark.parametrize(("territory", "points"), [
    (QLocale.Country.UnitedStates, LETTER_POINTS),
    (QLocale.Country.Canada, LETTER_POINTS),
    (QLocale.Country.UnitedKingdom, A4_POINTS),
    (QLocale.Country.Germany, A4_POINTS),
])
def test_the_paper_follows_the_locale(territory: QLocale.Country, points: tuple[int, int],
                                      rubicon: GameState, tmp_path: Path) -> None:
    paper = paper_for_locale(QLocale(QLocale.Language.English, territory))
    size = paper.size(QPageSize.Unit.Point)
    assert (round(size.width()), round(size.height())) == points
    pdf = tmp_path / "sheet.pdf"
    write_pdf(_sheet(rubicon), pdf, paper)
    assert _pdf_info(pdf)["Page size"].startswith(f"{points[0]} x {points[1]}")


def test_deals_are_not_split_across_pages_when_they_fit(classic: GameState) -> None:
    document = SheetDocument(_sheet(classic), QPageSize(QPageSize.PageSizeId.A4)
                             .size(QPageSize.Unit.Point))
    assert document.page_count > 1
    layout = document.document.documentLayout()
    tables = [f for f in document.document.rootFrame().childFrames()
              if isinstance(f, QTextTable)]
    assert len(tables) == 2 + len(_sheet(classic).deals) + 1
    for table in tables:
        rect = layout.frameBoundingRect(table)
        first = int(rect.top() // document.page_height)
        last = int((rect.bottom() - 1) // document.page_height)
        assert first == last, f"a table is split across pages {first + 1} and {last + 1}"


def test_the_png_is_a_readable_page(classic: GameState, tmp_path: Path) -> None:
    png = tmp_path / "sheet.png"
    width, height = write_png(_sheet(classic), png, QPageSize(QPageSize.PageSizeId.A4), dpi=110)
    with Image.open(png) as image:
        assert image.format == "PNG"
        assert image.size == (width, height)
        assert abs(width - 210 / 25.4 * 110) < 2  # A4's width at 110 dots per inch
        assert height > width
        pixels = image.convert("RGB").resize((width // 4, height // 4))
        colours = pixels.getcolors(maxcolors=1 << 20)
    assert colours is not None
    total = sum(count for count, _ in colours)
    white = sum(count for count, rgb in colours if min(rgb) > 245)
    green = sum(count for count, (r, g, b) in colours if g > r + 30 and g > b + 10)
    assert 0.03 < 1 - white / total < 0.6, "the page is blank or a blot"
    assert green / total > 0.005, "the deals' green headings are missing"


def test_printing_follows_the_page_range(classic: GameState, tmp_path: Path) -> None:
    sheet = _sheet(classic)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setOutputFileName(str(tmp_path / "all.pdf"))
    paint_on_printer(sheet, printer)
    pages = int(_pdf_info(tmp_path / "all.pdf")["Pages"])
    assert pages >= 2
    printer.setOutputFileName(str(tmp_path / "second.pdf"))
    printer.setPrintRange(QPrinter.PrintRange.PageRange)
    printer.setFromTo(2, 2)
    paint_on_printer(sheet, printer)
    assert _pdf_info(tmp_path / "second.pdf")["Pages"] == "1"
    assert "Page 2 of" in _pdf_text(tmp_path / "second.pdf")


def test_the_print_preview_shows_every_page(classic: GameState, qtbot: QtBot,
                                            qapp: QApplication) -> None:
    sheet = _sheet(classic)
    dialog = SheetPreviewDialog(sheet)
    qtbot.addWidget(dialog)
    dialog.show()
    preview = dialog.findChild(QPrintPreviewWidget)
    assert preview is not None
    qtbot.waitUntil(lambda: preview.pageCount() > 0)
    paper = dialog.printer().pageLayout().fullRectPoints().size()
    assert preview.pageCount() == SheetDocument(sheet, paper).page_count
    dialog.reject()
