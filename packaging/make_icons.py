"""Draw the program's icon and write it in every format the desktop packages need.

One 1024 px master image — the queen of spades and the jack of diamonds (a bezique) fanned on
green felt — is drawn from the card art in ``assets/cards`` (rendered with QtSvg, offscreen) and
composed with Pillow. Every other file is made from that master:

- ``resources/icons/hicolor/NxN/apps/bezique-qt.png`` for N in 16 … 512 (Linux, freedesktop
  icon theme layout, ``Icon=bezique-qt``),
- ``resources/icons/bezique-qt.ico`` (Windows, 16 … 256 px),
- ``resources/icons/bezique-qt.icns`` (macOS, 32 … 1024 px: 16 to 512 points at 1× and 2×).

Run it from anywhere with a Python that has PySide6 and Pillow::

    python packaging/make_icons.py [--out DIR] [--master FILE]

The output is deterministic: the same PySide6 and Pillow give the same files.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter

ROOT = Path(__file__).resolve().parent.parent
CARDS_DIR = ROOT / "assets" / "cards"
DEFAULT_OUT = ROOT / "resources" / "icons"
ICON_NAME = "bezique-qt"

MASTER_SIZE = 1024
LINUX_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
ICNS_SIZES = (32, 64, 128, 256, 512, 1024)

FELT_CENTRE = (46, 128, 80)
FELT_EDGE = (14, 60, 34)
GOLD = (222, 184, 92)
# The fan: card height (fraction of the icon), turn of each card (degrees), and how far each
# card's pivot sits from the middle (fraction of the icon).
CARD_HEIGHT = 0.6
FAN_ANGLE = 15.0
FAN_SPREAD = 0.05
# The supersampling factor for the shapes drawn with Pillow (edges come out anti-aliased).
SUPERSAMPLE = 4


def render_card(name: str, height: int) -> Image.Image:
    """One card from ``assets/cards/<name>.svg`` as an RGBA image ``height`` pixels high."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        render_card.app = QGuiApplication([sys.argv[0]])  # kept alive for the next cards
    renderer = QSvgRenderer(str(CARDS_DIR / f"{name}.svg"))
    if not renderer.isValid():
        raise SystemExit(f"cannot read the card art {CARDS_DIR / f'{name}.svg'}")
    view = renderer.viewBoxF()
    width = round(height * view.width() / view.height())
    image = QImage(width, height, QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    data = bytes(image.constBits())[: image.sizeInBytes()]
    return Image.frombuffer("RGBA", (width, height), data, "raw", "RGBA", image.bytesPerLine(), 1)


def rounded_mask(size: int, inset: float, radius: float) -> Image.Image:
    """An anti-aliased rounded-square mask (``L`` mode) of ``size`` pixels."""
    big = Image.new("L", (size * SUPERSAMPLE, size * SUPERSAMPLE), 0)
    s = SUPERSAMPLE
    ImageDraw.Draw(big).rounded_rectangle(
        (inset * s, inset * s, (size - inset) * s - 1, (size - inset) * s - 1),
        radius=radius * s, fill=255)
    return big.resize((size, size), Image.Resampling.LANCZOS)


def felt(size: int) -> Image.Image:
    """Green baize: a radial gradient, lighter above the centre, dark at the corners."""
    cx, cy = size * 0.5, size * 0.42
    reach = math.hypot(size * 0.5, size * 0.58)
    gradient = Image.new("L", (size, size))
    gradient.putdata([
        min(255, round(255 * (math.hypot(x - cx, y - cy) / reach) ** 1.6))
        for y in range(size) for x in range(size)
    ])
    return Image.composite(Image.new("RGB", (size, size), FELT_EDGE),
                           Image.new("RGB", (size, size), FELT_CENTRE), gradient)


def ring(size: int, inset: float, radius: float, width: float) -> Image.Image:
    """A rounded-square outline ``width`` pixels wide, as a mask."""
    outer = rounded_mask(size, inset, radius)
    inner = rounded_mask(size, inset + width, max(1.0, radius - width))
    return ImageChops.subtract(outer, inner)


def place_card(canvas: Image.Image, card: Image.Image, angle: float,
               pivot: tuple[float, float], shadow: float) -> None:
    """Paste ``card`` turned by ``angle`` degrees (anticlockwise) about the middle of its bottom
    edge, which lands on ``pivot``; a soft shadow falls down and to the right."""
    w, h = card.size
    pad = h  # room for the turn: the card can swing its full height around the pivot
    holder = Image.new("RGBA", (w + 2 * pad, h + 2 * pad), (0, 0, 0, 0))
    holder.alpha_composite(card, (pad, pad))
    # Turn about the bottom-middle of the card, which sits at (pad + w/2, pad + h) in holder.
    centre = (pad + w / 2, pad + h)
    turned = holder.rotate(angle, resample=Image.Resampling.BICUBIC, center=centre)
    origin = (round(pivot[0] - centre[0]), round(pivot[1] - centre[1]))

    alpha = turned.getchannel("A")
    shade = Image.new("RGBA", turned.size, (0, 0, 0, 0))
    shade.putalpha(alpha.point(lambda a: round(a * 0.55)).filter(
        ImageFilter.GaussianBlur(shadow)))
    offset = round(shadow * 0.6)
    layer = Image.new("RGBA", canvas.size, (0, 0, 0, 0))
    layer.paste(shade, (origin[0] + offset, origin[1] + offset + offset // 2))
    canvas.alpha_composite(layer)
    layer = Image.new("RGBA", canvas.size, (0, 0, 0, 0))
    layer.paste(turned, origin)
    canvas.alpha_composite(layer)


def draw_master(size: int = MASTER_SIZE) -> Image.Image:
    """The master icon: a bezique fanned on a rounded square of felt with a gold rule."""
    inset = size * 0.035
    radius = size * 0.2
    canvas = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    board = felt(size).convert("RGBA")
    board.putalpha(rounded_mask(size, inset, radius))
    canvas.alpha_composite(board)

    rule = Image.new("RGBA", (size, size), GOLD + (255,))
    rule_inset = inset + size * 0.035
    rule.putalpha(ring(size, rule_inset, radius - size * 0.035, size * 0.012))
    canvas.alpha_composite(rule)

    # The hand is laid out on its own layer, then centred on the felt.
    hand = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    card_height = round(size * CARD_HEIGHT)
    pivot_y = size * 0.8
    for name, angle, dx in (("Sq", FAN_ANGLE, -FAN_SPREAD), ("Dj", -FAN_ANGLE, FAN_SPREAD)):
        place_card(hand, render_card(name, card_height), angle,
                   (size * (0.5 + dx), pivot_y), shadow=size * 0.016)
    left, top, right, bottom = hand.getchannel("A").point(lambda a: 255 * (a > 200)).getbbox()
    shift = (round(size / 2 - (left + right) / 2), round(size * 0.5 - (top + bottom) / 2))
    canvas.alpha_composite(ImageChops.offset(hand, *shift))
    return canvas


def scaled(master: Image.Image, size: int) -> Image.Image:
    """``master`` at ``size`` pixels; small sizes are sharpened a little after the reduction."""
    image = master.resize((size, size), Image.Resampling.LANCZOS)
    if size <= 64:
        image = image.filter(ImageFilter.UnsharpMask(radius=0.6, percent=60, threshold=2))
    return image


def write_icons(master: Image.Image, out: Path) -> list[Path]:
    """Write every icon file made from ``master`` under ``out``; return their paths."""
    written: list[Path] = []
    for size in LINUX_SIZES:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        scaled(master, size).save(path, optimize=True)
        written.append(path)

    ico = out / f"{ICON_NAME}.ico"
    images = [scaled(master, size) for size in ICO_SIZES]
    images[-1].save(ico, format="ICO", sizes=[(s, s) for s in ICO_SIZES],
                    append_images=images[:-1])
    written.append(ico)

    icns = out / f"{ICON_NAME}.icns"
    images = [scaled(master, size) for size in ICNS_SIZES]
    images[-1].save(icns, format="ICNS", append_images=images[:-1])
    written.append(icns)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT,
                        help=f"folder for the icons (default {DEFAULT_OUT})")
    parser.add_argument("--master", type=Path, help="also save the 1024 px master PNG here")
    args = parser.parse_args(argv)

    master = draw_master()
    if args.master is not None:
        args.master.parent.mkdir(parents=True, exist_ok=True)
        master.save(args.master, optimize=True)
    for path in write_icons(master, args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
