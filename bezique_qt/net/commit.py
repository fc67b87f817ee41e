"""Group commit: the server's changes kept on disk before anyone is told of them.

Every change of a table is kept before the seats hear of it (``docs/network.md``): a move as
one line of the journal (:mod:`.journal`), a new table or a seat taken as the table's whole
file. The changes made in one turn of the event loop form a group, written by one worker
thread and synced once; one group is written at a time, and the changes made meanwhile form
the next. When the journal has grown past :data:`~.journal.COMPACT_AT`, a group writes every
table's file anew instead and empties the journal.

Standard library only; no Qt.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from bezique_qt.persistence.errors import WriteError

from .journal import COMPACT_AT
from .tables import Table, TableStore

_log = logging.getLogger(__name__)

Failed = dict[str, WriteError]
"""The tables whose change could not be kept (code → why)."""


class GroupCommit:
    """Writes the changes of the tables a server holds, a group at a time."""

    def __init__(self, store: TableStore, tables: Callable[[], dict[str, Table]]) -> None:
        self.store = store
        self.tables = tables  # every table the server holds, for a compaction
        self._texts: dict[str, str] = {}  # whole tables' files of the next group: code → text
        self._lines: list[tuple[str, str]] = []  # the journal's lines: (code, line)
        self._gathering: asyncio.Future[Failed] | None = None
        self._writing: asyncio.Future[Failed] | None = None

    async def keep(self, table: Table, *, whole: bool = False) -> None:
        """Keep the table's latest change (its journal line; ``whole``: the table's file) and
        return once it is on disk. The table's lock is held, so it is in one group at a
        time; a table that could not be kept is logged."""
        if whole:
            self._texts[table.code] = self.store.encode(table)
        else:
            self._lines.append((table.code, table.journal_line()))
        if self._gathering is None:
            loop = asyncio.get_running_loop()
            self._gathering = loop.create_future()
            if self._writing is None:
                loop.call_soon(self._write)  # after this turn of the event loop
        failed = await asyncio.shield(self._gathering)
        if table.code in failed:
            _log.error("table %s not saved: %s", table.code, failed[table.code])

    async def compact(self) -> None:
        """Once the groups being written are on disk, write every table's file anew and empty
        the journal (when the server starts and when it stops)."""
        while (pending := self._writing or self._gathering) is not None:
            await asyncio.shield(pending)
            await asyncio.sleep(0)
        failed = await asyncio.to_thread(self.store.write_group, self._all(), [], compact=True)
        for code, e in failed.items():
            _log.error("table %s not saved: %s", code, e)

    def _all(self) -> dict[str, str]:
        return {code: self.store.encode(table) for code, table in self.tables().items()}

    def _write(self) -> None:
        texts, lines, done = self._texts, self._lines, self._gathering
        self._texts, self._lines, self._gathering = {}, [], None
        assert done is not None
        # past COMPACT_AT, every table's file is written anew (with every change so far, this
        # group's too) and the journal emptied
        compact = self.store.journal.size > COMPACT_AT
        if compact:
            texts = self._all()
        future = self._writing = asyncio.ensure_future(asyncio.to_thread(
            self.store.write_group, texts, lines, compact=compact))

        def written(task: asyncio.Future[Failed]) -> None:
            self._writing = None
            if task.cancelled() or task.exception() is not None:  # a fault of the program
                _log.error("tables not saved", exc_info=None if task.cancelled() else
                           task.exception())
                codes = {*texts, *(code for code, _line in lines)}
                done.set_result(dict.fromkeys(codes, WriteError("not written", None)))
            else:
                done.set_result(task.result())
            if self._gathering is not None:  # gathered while this group was written
                self._write()

        future.add_done_callback(written)


__all__ = ["Failed", "GroupCommit"]
