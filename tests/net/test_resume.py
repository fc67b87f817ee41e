"""A server started on a folder of tables resumes each one, a table kept between two deals
included: the next deal comes after the pause even if nobody says ready."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from bezique_qt.net import protocol as p
from bezique_qt.net.client import TableClient
from bezique_qt.net.tables import Table, TableStore

from .conftest import quick_config, running


def _table_at_deal_end() -> tuple[Table, str]:
    table, token = Table.create("one_pack_32", {}, [p.SeatSpec(p.PERSON),
                                                    p.SeatSpec(p.COMPUTER, "novice")], "Ann")
    while not table.state.deal_over:
        state = table.state
        table.apply(table.check_action(state.to_act or 0, str(state.legal_actions()[0]),
                                       table.seq))
    return table, token


def test_a_table_kept_between_deals_goes_on_to_the_next(tmp_path: Path) -> None:
    table, token = _table_at_deal_end()
    assert not table.state.over
    TableStore(tmp_path).save(table)
    (tmp_path / "ZZZZZZZZZZZZZZZZ.json").write_text("{not json", encoding="utf-8")

    async def main() -> tuple[dict[str, object], list[list[int]]]:
        async with running(quick_config(data=tmp_path, between_deals=0.05)) as server:
            resumed = server.tables[table.code]
            assert len(server.tables) == 1  # the damaged file is left alone
            for _ in range(1000):  # the pause is 0.05 s; give up after 10 s
                if resumed.state.deal_index > 0:
                    break
                await asyncio.sleep(0.01)
            assert resumed.state.deal_index == 1
            ann = await TableClient.connect(f"ws://127.0.0.1:{server.port}")
            await ann.join(p.pretty_code(table.code), token=token)
            assert ann.update is not None
            await ann.close()
            return ann.update, resumed.state.concealed

    update, hands = asyncio.run(main())
    observation = update["observation"]
    assert isinstance(observation, dict)
    assert observation["deal"] == 2 and not update["deal_over"]
    saved = json.loads((tmp_path / f"{table.code}.json").read_text(encoding="utf-8"))
    again = Table.from_json(saved).state
    assert again.deal_index == 1 and again.concealed == hands  # the same cards, dealt again
    assert (tmp_path / "ZZZZZZZZZZZZZZZZ.json").read_text(encoding="utf-8") == "{not json"
