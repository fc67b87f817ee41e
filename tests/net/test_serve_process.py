"""``bezique-qt serve`` as a real process: killed with SIGKILL mid-deal and started again, every
table resumes where it was; SIGTERM stops it cleanly with every table written; ``--tls`` makes
a certificate whose fingerprint the client checks."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from bezique_qt.net import protocol as p
from bezique_qt.net.client import FingerprintMismatch, TableClient, first_legal, random_legal

PERSON_AND_COMPUTER = [{"kind": p.PERSON}, {"kind": p.COMPUTER, "level": "novice"}]


@contextmanager
def serve(data: Path, *extra: str) -> Iterator[tuple[subprocess.Popen[str], list[str]]]:
    """``bezique-qt serve`` on a free loopback port; yields the process and its first lines
    (where it listens, and the fingerprint with ``--tls``)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "bezique_qt", "serve", "--port", "0", "--data", str(data),
         "--replace-after", "600", *extra],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert process.stdout is not None
        lines = [process.stdout.readline().strip()]
        if "--tls" in extra:
            lines.append(process.stdout.readline().strip())
        assert lines[0].startswith("listening on "), lines
        yield process, lines
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=30)


def _url(lines: list[str]) -> str:
    return lines[0].removeprefix("listening on ")


def test_kill_9_mid_deal_and_the_table_resumes_where_it_was(tmp_path: Path) -> None:
    data = tmp_path / "tables"

    async def first_half(url: str) -> tuple[str, str, dict[str, object]]:
        client = await TableClient.connect(url)
        await client.create("classic", PERSON_AND_COMPUTER, name="Ann")
        await client.play(random_legal, max_actions=7)
        assert client.update is not None and client.token is not None
        return client.table, client.token, client.update

    with serve(data) as (process, lines):
        code, token, before = asyncio.run(first_half(_url(lines)))
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=30)

    async def second_half(url: str) -> tuple[dict[str, object], int]:
        client = await TableClient.connect(url)
        await client.join(code, token=token)
        assert client.update is not None
        after = client.update
        await client.play(first_legal, max_actions=3)
        await client.close()
        return after, client.actions

    with serve(data) as (process, lines):
        after, played = asyncio.run(second_half(_url(lines)))
    assert after["seq"] == before["seq"]
    full = after["observation"]
    assert isinstance(full, dict)
    assert {k: v for k, v in full.items() if k not in ("tricks", "history")} == \
        before["observation"]
    assert len(full["tricks"]) == full["trick_no"]
    assert after["observation"]["trick_no"] > 0  # type: ignore[index]
    assert played == 3


def test_sigterm_writes_every_table_and_stops(tmp_path: Path) -> None:
    data = tmp_path / "tables"

    async def play(url: str) -> str:
        client = await TableClient.connect(url)
        await client.create("three_handed", [*PERSON_AND_COMPUTER, PERSON_AND_COMPUTER[1]])
        await client.play(first_legal, max_actions=2)
        await client.close()
        return client.table

    with serve(data) as (process, lines):
        code = asyncio.run(play(_url(lines)))
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=30) == 0
    assert (data / f"{code}.json").is_file()
    log = (data / "bezique-qt.log").read_text(encoding="utf-8")
    assert "1 table(s) saved" in log
    assert f"table {code} created" in log


def test_tls_the_client_checks_the_fingerprint(tmp_path: Path) -> None:
    pytest.importorskip("cryptography")
    data = tmp_path / "tables"

    async def play(url: str, fingerprint: str) -> int:
        with pytest.raises(FingerprintMismatch):
            await TableClient.connect(url, fingerprint="00" * 32)
        client = await TableClient.connect(url, fingerprint=fingerprint)
        await client.create("classic", PERSON_AND_COMPUTER)
        await client.play(first_legal, max_actions=2)
        await client.close()
        return client.actions

    with serve(data, "--tls") as (_process, lines):
        assert _url(lines).startswith("wss://")
        fingerprint = lines[1].removeprefix("certificate SHA-256 fingerprint ")
        assert len(fingerprint) == 95
        assert asyncio.run(play(_url(lines), fingerprint)) == 2
    assert (data / "tls-key.pem").stat().st_mode & 0o077 == 0
