"""The score pad's colours, font and style sheet: one look for the HTML sheet, the printed sheet,
the table's sheet view and the printed review."""

from __future__ import annotations

__all__ = ["FONT_FAMILY", "GREEN", "HAIRLINE", "INK", "MUTED", "RED", "RULE", "STYLE", "TINT"]

FONT_FAMILY = "DejaVu Sans"
INK = "#1d1d1b"
GREEN = "#1f5e3a"
RED = "#b3202c"
RULE = "#9aa59d"
TINT = "#eef3ee"
MUTED = "#5d6b62"
HAIRLINE = "#d5dcd6"

# Qt's rich text reads lengths of padding, margins and borders in px only (fonts in pt).
STYLE = f"""
@page {{ margin: 15mm; }}
body {{ font-family: '{FONT_FAMILY}', Verdana, sans-serif; font-size: 9pt; color: {INK};
       background-color: #ffffff; }}
h1 {{ font-size: 20pt; font-weight: bold; color: {GREEN}; margin-top: 0px; margin-bottom: 0px; }}
p.subtitle {{ font-size: 11pt; color: {MUTED}; margin-top: 2px; margin-bottom: 10px; }}
table.header {{ border-collapse: collapse; margin-bottom: 16px; }}
table.header td {{ padding: 2px 10px 2px 0px; vertical-align: top; border-bottom: none; }}
td.label {{ color: {MUTED}; font-size: 7.5pt; font-weight: bold; white-space: nowrap;
           padding-top: 3px; }}
td.value {{ font-size: 9pt; }}
table.deal {{ border-collapse: collapse; margin-top: 0px; margin-bottom: 14px;
             page-break-inside: avoid; break-inside: avoid; }}
thead {{ display: table-header-group; }}
th.dealhead {{ background-color: {GREEN}; color: #ffffff; font-size: 10pt; font-weight: bold;
              text-align: left; padding: 5px 8px; }}
th.col {{ color: {MUTED}; font-size: 7.5pt; font-weight: bold; text-align: left;
         padding: 5px 7px 3px 7px; border-bottom: 2px solid {GREEN}; }}
th.num {{ text-align: right; border-left: 1px solid {HAIRLINE}; }}
th.right {{ text-align: right; }}
td {{ padding: 3px 7px; vertical-align: top; border-bottom: 1px solid {HAIRLINE}; }}
td.trick {{ color: {MUTED}; text-align: right; }}
td.num {{ text-align: right; white-space: nowrap; border-left: 1px solid {HAIRLINE}; }}
tr.total td {{ font-weight: bold; border-top: 2px solid {INK};
              border-bottom: 1px solid {RULE}; }}
tr.running td {{ font-weight: bold; font-size: 10pt; background-color: {TINT};
                border-bottom: 2px solid {GREEN}; }}
tr.brisques td {{ color: {MUTED}; font-style: italic; }}
tr.computation td {{ color: {MUTED}; font-style: italic; font-size: 8pt; padding-top: 1px;
                    padding-bottom: 1px; border-bottom: none; }}
tr.game td {{ font-weight: bold; font-size: 10pt; background-color: {TINT};
             border-top: 1px solid {RULE}; border-bottom: 2px solid {GREEN}; }}
span.red {{ color: {RED}; }}
table.result {{ border-collapse: collapse; margin-top: 6px; margin-bottom: 36px;
               page-break-inside: avoid; break-inside: avoid; }}
tr.final td {{ font-weight: bold; font-size: 13pt; background-color: {TINT};
              border-bottom: none; padding-top: 6px; padding-bottom: 4px; }}
tr.marks td {{ color: {GREEN}; font-weight: bold; font-size: 7.5pt; background-color: {TINT};
              border-bottom: 2px solid {GREEN}; padding-top: 0px; }}
tr.sentence td {{ font-size: 11pt; font-weight: bold; padding-top: 8px; border-bottom: none; }}
table.summary {{ border-collapse: collapse; margin-bottom: 18px; page-break-inside: avoid;
                break-inside: avoid; }}
table.summary td {{ padding: 2px 7px; }}
tr.first td {{ border-top: 1px solid {RULE}; }}
td.dealno {{ font-weight: bold; color: {GREEN}; font-size: 10pt; vertical-align: middle;
            border-bottom: 1px solid {RULE}; }}
td.key {{ font-weight: bold; background-color: {TINT}; }}
th.key {{ background-color: {TINT}; }}
span.note {{ color: {MUTED}; font-size: 7pt; font-weight: normal; }}
p.game-break {{ page-break-before: always; margin: 0px; }}
"""
