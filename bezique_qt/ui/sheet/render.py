"""Rendering score sheets with Qt: PDF, PNG, printing and print preview.

The HTML of :mod:`.html` is laid out by a :class:`QTextDocument` in pages of the chosen paper,
at a fixed 96 units to the inch, and painted page by page, scaled to the device (a PDF writer, a
printer, an image), with a footer naming the game and the page. Text stays text (a PDF is vector
and searchable) and the bundled DejaVu fonts are embedded. A deal that would be split across a
page boundary but fits on one page starts on the next page.

Needs a ``QGuiApplication`` (:func:`ensure_application` makes one for command-line use); the
dialogs of :func:`print_sheet` and :func:`preview_sheet` need a ``QApplication``.
"""

from __future__ import annotations

import errno
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import cast

from PySide6.QtCore import QBuffer, QIODevice, QLocale, QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QGuiApplication,
    QImage,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
    QTextFormat,
    QTextOption,
    QTextTable,
)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QDialog, QWidget

from bezique_qt import __version__, paths
from bezique_qt.export import ScoreSheet
from bezique_qt.export.files import write_bytes
from bezique_qt.export.html import sheet_html
from bezique_qt.export.size import check_png_size
from bezique_qt.export.style import FONT_FAMILY, MUTED, RULE
from bezique_qt.words.i18n import tr

LAYOUT_DPI = 96
MARGIN_MM = 15.0
FOOTER_MM = 9.0  # the footer sits in the bottom margin, this far above the paper's edge
BUNDLED_FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
PNG_DPI = 110
PDF_DPI = 1200
PNG_END = b"IEND\xaeB`\x82"  # the last chunk of every PNG file

_MM_PER_INCH = 25.4
_application: QGuiApplication | None = None
_fonts_loaded = False

Sheets = ScoreSheet | Sequence[ScoreSheet]


def ensure_application() -> QGuiApplication:
    """The running Qt application, or a new ``QGuiApplication`` (for command-line use)."""
    global _application
    app = QGuiApplication.instance()
    if app is None:
        _application = QGuiApplication(["bezique-qt"])
        app = _application
    assert isinstance(app, QGuiApplication)
    return app


def ensure_fonts() -> None:
    """Load the bundled DejaVu fonts once, so sheets look the same on a system without them."""
    global _fonts_loaded
    if _fonts_loaded:
        return
    _fonts_loaded = True
    if FONT_FAMILY in QFontDatabase.families():
        return
    for name in BUNDLED_FONTS:
        try:
            QFontDatabase.addApplicationFont(str(paths.asset("fonts", name)))
        except FileNotFoundError:
            return


def paper_for_locale(locale: QLocale | None = None) -> QPageSize:
    """Letter in the United States and Canada, A4 elsewhere."""
    territory = (locale if locale is not None else QLocale()).territory()
    if territory in (QLocale.Country.UnitedStates, QLocale.Country.Canada):
        return QPageSize(QPageSize.PageSizeId.Letter)
    return QPageSize(QPageSize.PageSizeId.A4)


def paper_named(name: str | None) -> QPageSize:
    """``a4``, ``letter``, or ``None``/``auto`` for the locale's paper."""
    if name is None or name.lower() == "auto":
        return paper_for_locale()
    ids = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
    if name.lower() not in ids:
        raise ValueError(f"unknown paper size {name!r}; use a4, letter or auto")
    return QPageSize(ids[name.lower()])


def sheet_font(point_size: float) -> QFont:
    """The sheet's font, without ligatures so that text copied from a PDF reads "first", not
    "ﬁrst"."""
    font = QFont(FONT_FAMILY)
    font.setPointSizeF(point_size)
    for tag in ("liga", "clig"):
        font.setFeature(QFont.Tag(tag), 0)
    return font


def _mm(value: float) -> float:
    """Millimetres in layout units."""
    return value * LAYOUT_DPI / _MM_PER_INCH


class SheetDocument:
    """Score sheets laid out on pages of ``paper_points`` (width, height in points).

    With ``paginate`` false the sheets are laid out as one long page of the paper's width (for
    a PNG image).
    """

    def __init__(self, sheets: Sheets, paper_points: QSizeF, *, paginate: bool = True) -> None:
        ensure_fonts()
        self.sheets = [sheets] if isinstance(sheets, ScoreSheet) else list(sheets)
        self.paginate = paginate
        self.page_width = paper_points.width() * LAYOUT_DPI / 72
        self.page_height = paper_points.height() * LAYOUT_DPI / 72
        # The layout's device fixes its units at 96 to the inch, whatever the screen; it must
        # live as long as the document does.
        self._layout_device = QImage(1, 1, QImage.Format.Format_ARGB32)
        dots_per_metre = round(LAYOUT_DPI / _MM_PER_INCH * 1000)
        self._layout_device.setDotsPerMeterX(dots_per_metre)
        self._layout_device.setDotsPerMeterY(dots_per_metre)
        self.document = QTextDocument()
        self.document.documentLayout().setPaintDevice(self._layout_device)
        self.document.setUseDesignMetrics(True)
        self.document.setDefaultFont(sheet_font(9))
        # Lines break between words only: Qt's default also breaks a word too wide for its
        # column anywhere ("unfinis/hed"), where a column should rather widen.
        wrap = self.document.defaultTextOption()
        wrap.setWrapMode(QTextOption.WrapMode.WordWrap)
        self.document.setDefaultTextOption(wrap)
        self.document.setHtml(sheet_html(self.sheets))
        root = self.document.rootFrame()
        frame_format = root.frameFormat()
        frame_format.setLeftMargin(_mm(MARGIN_MM))
        frame_format.setRightMargin(_mm(MARGIN_MM))
        frame_format.setTopMargin(_mm(MARGIN_MM))
        frame_format.setBottomMargin(_mm(MARGIN_MM + (3 if paginate else 0)))
        root.setFrameFormat(frame_format)
        if paginate:
            self.document.setPageSize(QSizeF(self.page_width, self.page_height))
            self._keep_sections_together()
        else:
            self.document.setTextWidth(self.page_width)

    def _usable_height(self) -> float:
        frame_format = self.document.rootFrame().frameFormat()
        return self.page_height - frame_format.topMargin() - frame_format.bottomMargin()

    def _keep_sections_together(self) -> None:
        """Move each table (the header, the summary, a deal, the result) that straddles a page
        boundary but fits on one page to the top of the next page. Browsers do this from
        ``break-inside: avoid``."""
        layout = self.document.documentLayout()
        usable = self._usable_height()
        for frame in self.document.rootFrame().childFrames():
            if not isinstance(frame, QTextTable):
                continue
            rect = layout.frameBoundingRect(frame)
            first = math.floor(rect.top() / self.page_height)
            last = math.floor((rect.bottom() - 1) / self.page_height)
            if first != last and rect.height() <= usable:
                table_format = frame.format()
                table_format.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
                frame.setFormat(table_format)

    @property
    def page_count(self) -> int:
        """Pages of the paginated layout (1 for a continuous one)."""
        return self.document.pageCount() if self.paginate else 1

    @property
    def height(self) -> float:
        """The height of the whole layout in layout units."""
        if self.paginate:
            return self.page_count * self.page_height
        return self.document.size().height()

    def footer_text(self) -> str:
        if len(self.sheets) == 1:
            return self.sheets[0].short_title()
        return tr("Bezique \u2014 {count} games").format(count=len(self.sheets))

    def paint_page(self, painter: QPainter, index: int, scale: float) -> None:
        """Paint page ``index`` (from 0) with the paper's top-left corner at the origin."""
        height = self.page_height if self.paginate else self.height
        painter.save()
        painter.scale(scale, scale)
        painter.fillRect(QRectF(0, 0, self.page_width, height), Qt.GlobalColor.white)
        painter.save()
        painter.translate(0, -index * height)
        self.document.drawContents(painter, QRectF(0, index * height, self.page_width, height))
        painter.restore()
        if self.paginate:
            self._paint_footer(painter, index)
        painter.restore()

    def _paint_footer(self, painter: QPainter, index: int) -> None:
        left = _mm(MARGIN_MM)
        right = self.page_width - _mm(MARGIN_MM)
        baseline = self.page_height - _mm(FOOTER_MM)
        painter.setPen(QPen(QColor(RULE), 0.6))
        painter.drawLine(QPointF(left, baseline - _mm(4)), QPointF(right, baseline - _mm(4)))
        # the painter is scaled to layout units; a point size counts device dots per inch
        painter.setFont(sheet_font(7 * LAYOUT_DPI / painter.device().logicalDpiY()))
        painter.setPen(QColor(MUTED))
        box = QRectF(left, baseline - _mm(3.5), right - left, _mm(4))
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.footer_text())
        painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         tr("Page {page} of {pages}").format(page=index + 1,
                                                             pages=self.page_count))

    def paint(self, painter: QPainter, new_page: Callable[[], object], *,
              first: int = 1, last: int = 0) -> None:
        """Paint pages ``first`` to ``last`` (from 1; ``last`` 0 means the last page) on
        ``painter``'s device, calling ``new_page`` between pages."""
        device = painter.device()
        assert isinstance(device, QPaintDevice)
        scale = device.logicalDpiX() / LAYOUT_DPI
        last = self.page_count if last <= 0 else min(last, self.page_count)
        for number in range(max(1, first), last + 1):
            if number > max(1, first):
                new_page()
            self.paint_page(painter, number - 1, scale)


def _page_layout(paper: QPageSize) -> QPageLayout:
    # The document draws its own margins, so the device's page is the whole paper.
    return QPageLayout(paper, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))


def pdf_bytes(sheets: Sheets, paper: QPageSize | None = None) -> tuple[bytes, int]:
    """The sheets as a PDF on ``paper`` (default: the locale's), and its page count.  Raises
    :class:`OSError` if Qt reports that the PDF could not be made or it is not complete."""
    ensure_application()
    paper = paper if paper is not None else paper_for_locale()
    document = SheetDocument(sheets, paper.size(QPageSize.Unit.Point))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_DPI)
    writer.setPageLayout(_page_layout(paper))
    writer.setTitle(document.footer_text())
    writer.setCreator(f"bezique_qt {__version__}")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(errno.EIO, "the PDF could not be started")
    try:
        document.paint(painter, writer.newPage)
    finally:
        finished = painter.end()
    del writer
    data = bytes(buffer.data().data())
    buffer.close()
    if not finished or not data.startswith(b"%PDF-") or not data.rstrip().endswith(b"%%EOF"):
        raise OSError(errno.EIO, "the PDF could not be finished")
    return data, document.page_count


def write_pdf(sheets: Sheets, path: str | Path, paper: QPageSize | None = None, *,
              replace: bool = True) -> int:
    """Write the sheets as a PDF on ``paper`` (default: the locale's); return its page count.

    The file is made whole in memory and then written at once (:func:`.files.write_bytes`):
    a full disk raises :class:`OSError` and leaves no cut-off file.  Without ``replace`` an
    existing file raises :class:`FileExistsError`."""
    data, pages = pdf_bytes(sheets, paper)
    write_bytes(path, data, replace=replace)
    return pages


def sheet_image(sheets: Sheets, paper: QPageSize | None = None, dpi: int = PNG_DPI) -> QImage:
    """The sheets as one image of the paper's width, all deals one below the other.  Raises
    :class:`~bezique_qt.export.size.SheetTooLong` for sheets too long for one image."""
    check_png_size(sheets)
    ensure_application()
    paper = paper if paper is not None else paper_for_locale()
    document = SheetDocument(sheets, paper.size(QPageSize.Unit.Point), paginate=False)
    scale = dpi / LAYOUT_DPI
    width = math.ceil(document.page_width * scale)
    height = math.ceil(document.height * scale)
    image = QImage(width, height, QImage.Format.Format_RGB32)
    dots_per_metre = round(dpi / _MM_PER_INCH * 1000)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    try:
        document.paint_page(painter, 0, scale)
    finally:
        painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    """``image`` as a PNG file; raises :class:`OSError` if Qt cannot encode it."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6's stub asks for bytes, but this binding of save() takes the format as a str only
    saved = image.save(buffer, cast(bytes, "PNG"))
    data = bytes(buffer.data().data())
    buffer.close()
    if not saved or not data.endswith(PNG_END):
        raise OSError(errno.EIO, "the image could not be encoded as PNG")
    return data


def write_png(sheets: Sheets, path: str | Path, paper: QPageSize | None = None,
              dpi: int = PNG_DPI, *, replace: bool = True) -> tuple[int, int]:
    """Write :func:`sheet_image` as a PNG, all at once like :func:`write_pdf`; return its
    (width, height) in pixels."""
    image = sheet_image(sheets, paper, dpi)
    write_bytes(path, png_bytes(image), replace=replace)
    return image.width(), image.height()


# ------------------------------------------------------------------------------ printing
def paint_on_printer(sheets: Sheets, printer: QPrinter) -> None:
    """Print the sheets on ``printer``, in the paper size, orientation and page range the user
    chose for it."""
    printer.setFullPage(True)
    paper = printer.pageLayout().fullRectPoints().size()
    document = SheetDocument(sheets, QSizeF(paper))
    painter = QPainter()
    if not painter.begin(printer):
        return
    try:
        document.paint(painter, printer.newPage, first=printer.fromPage() or 1,
                       last=printer.toPage())
    finally:
        painter.end()


def new_printer(sheets: Sheets) -> QPrinter:
    """A printer set up for the sheets: the locale's paper, the game as the document name."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(paper_for_locale())
    printer.setFullPage(True)
    group = [sheets] if isinstance(sheets, ScoreSheet) else list(sheets)
    if group:
        printer.setDocName(group[0].short_title())
    return printer


def print_sheet(sheets: Sheets, parent: QWidget | None = None) -> bool:
    """Ask where and how to print (``QPrintDialog``), then print; False if the user cancelled."""
    printer = new_printer(sheets)
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(tr("Print score sheet"))
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    paint_on_printer(sheets, printer)
    return True


class SheetPreviewDialog(QPrintPreviewDialog):
    """The print preview of score sheets; its print button prints them."""

    def __init__(self, sheets: Sheets, parent: QWidget | None = None) -> None:
        # the dialog only borrows the printer: keep it for the dialog's lifetime
        self._printer = new_printer(sheets)
        super().__init__(self._printer, parent)
        self.sheets = sheets
        self.setWindowTitle(tr("Score sheet \u2014 print preview"))
        self.paintRequested.connect(self._paint)

    def _paint(self, printer: QPrinter) -> None:
        paint_on_printer(self.sheets, printer)


def preview_sheet(sheets: Sheets, parent: QWidget | None = None) -> bool:
    """Show the print preview (modal); True if the user printed from it."""
    dialog = SheetPreviewDialog(sheets, parent)
    return dialog.exec() == QDialog.DialogCode.Accepted
