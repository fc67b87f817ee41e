"""The server's journal of moves: what changed at every table since its file was last written.

A table's file (:class:`.tables.TableStore`) holds the whole game; writing it anew after every
move would write the whole record each time, and sync one file per table per move. Instead each
move is one line appended to ``journal.jsonl`` beside the tables::

    {"table":"ABCDEFGHIJKLMNOP","seq":12,"action":"play QS1"}
    {"table":"ABCDEFGHIJKLMNOP","seq":13,"next_deal":true}

and the lines of every table that moved in one turn of the server's event loop are written
together and synced once (group commit) before anyone is told of those moves. When the journal
has grown past :data:`COMPACT_AT` bytes, every table's file is written anew and the journal
starts again empty; so it is also when the server starts and when it stops.

A table read back from its file takes the journal's lines that follow it: the line whose
``seq`` is one past the table's. A line that cannot be read (the last one, cut short by a
``kill -9`` while it was written, before anyone was told of it) is left out, and so is every
later line of that table.

Standard library only; no Qt.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path

from bezique_qt.persistence.atomic import describe_os_error, read_limited, sync_folder
from bezique_qt.persistence.errors import ReadError, WriteError
from bezique_qt.safe_files import open_regular, own_file

JOURNAL_NAME = "journal.jsonl"
COMPACT_AT = 4 * 1024 * 1024
"""The journal's size, in bytes, past which every table's file is written anew."""
MAX_JOURNAL = 64 * 1024 * 1024
"""The largest journal read back (it is compacted long before)."""

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Entry:
    """One line of the journal: the table, the ``seq`` the change brought it to, and the change
    (an action's text, or ``None`` for the next deal)."""

    table: str
    seq: int
    action: str | None

    def line(self) -> str:
        data: dict[str, object] = {"table": self.table, "seq": self.seq}
        if self.action is None:
            data["next_deal"] = True
        else:
            data["action"] = self.action
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False) + "\n"


def parse_line(text: str) -> Entry | None:
    """The entry a line holds, or None for a line that is not one (cut short, damaged)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    table, seq, action = data.get("table"), data.get("seq"), data.get("action")
    if not isinstance(table, str) or type(seq) is not int:
        return None
    if isinstance(action, str) and "next_deal" not in data:
        return Entry(table, seq, action)
    if action is None and data.get("next_deal") is True:
        return Entry(table, seq, None)
    return None


class Journal:
    """The journal file of a folder of tables; written from one thread at a time."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / JOURNAL_NAME
        self._fd: int | None = None
        self.size = 0

    def read(self) -> list[Entry]:
        """Every entry that reads, in order (none when there is no journal). Raises
        :class:`ReadError` when the journal cannot be read at all."""
        if not os.path.lexists(self.path):
            return []
        raw = read_limited(self.path, MAX_JOURNAL, what="the journal of the tables")
        entries: list[Entry] = []
        for n, line in enumerate(raw.decode("utf-8", "replace").splitlines(), 1):
            entry = parse_line(line)
            if entry is None:
                _log.warning("%s line %d is not a journal entry; left out", self.path, n)
                continue
            entries.append(entry)
        return entries

    def append(self, lines: list[str]) -> None:
        """Write the lines at the end of the journal and sync it before returning. Raises
        :class:`WriteError`."""
        data = "".join(lines).encode("utf-8")
        try:
            fd = self._open()
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            getattr(os, "fdatasync", os.fsync)(fd)
        except OSError as e:
            self._close()
            raise WriteError(f"the journal of the tables could not be written: "
                             f"{describe_os_error(e, self.path.parent)}", self.path) from None
        self.size += len(data)

    def reset(self) -> None:
        """Empty the journal (every table's file has just been written and synced). Raises
        :class:`WriteError`."""
        try:
            fd = self._open()
            os.ftruncate(fd, 0)
            os.fsync(fd)
        except OSError as e:
            self._close()
            raise WriteError(f"the journal of the tables could not be emptied: "
                             f"{describe_os_error(e, self.path.parent)}", self.path) from None
        self.size = 0

    def close(self) -> None:
        self._close()

    def _open(self) -> int:
        if self._fd is None:
            for sentence in own_file(self.path):  # a link there is set aside, never followed
                _log.warning("%s", sentence)
            made = not os.path.lexists(self.path)
            fd = open_regular(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            if made:
                sync_folder(self.path.parent)  # the new file's name survives a power cut
            self.size = os.fstat(fd).st_size
            self._fd = fd
        return self._fd

    def _close(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            try:
                os.close(fd)
            except OSError:
                pass


__all__ = ["COMPACT_AT", "JOURNAL_NAME", "Entry", "Journal", "ReadError", "parse_line"]
