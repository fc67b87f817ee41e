#!/usr/bin/env python3
"""Load benchmark of the network tables: loopback only, bounded, stops by itself.

Starts ``bezique-qt serve`` as its own process (pinned to one core with ``--core``, where
``taskset`` exists), keeping its tables in a temporary folder (every move written to disk, as
in real use), then seats two scripted clients at each of ``--tables`` tables of classic Bezique
and lets them play at full speed for ``--seconds`` seconds. It prints the tables held, the
actions per second the server applied, the latency of an action (sent until the update that
follows it arrives) at the 50th and 99th percentiles, the server's memory per table, and the
processor time the server spent per action (which the machine's load does not inflate, unlike
the latencies).

    python scripts/bench_net.py --tables 50 --seconds 20

Not a test: figures depend on the machine and its load (``docs/speed.md``).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bezique_qt.net import protocol as p
from bezique_qt.net.client import TableClient, random_legal

MAX_TABLES = 2000
MAX_SECONDS = 600.0


def cpu_seconds(pid: int) -> float:
    """The processor time process ``pid`` has used, user and system (Linux: /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kib(pid: int) -> int:
    """The resident memory of process ``pid`` in KiB (Linux: /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def seat_table(url: str, n: int) -> list[TableClient]:
    host = await TableClient.connect(url, timeout=60)
    await host.create("classic", [{"kind": p.PERSON}, {"kind": p.PERSON}], name=f"A{n}")
    guest = await TableClient.connect(url, timeout=60)
    await guest.join(host.table, name=f"B{n}")
    return [host, guest]


async def bench(url: str, tables: int, seconds: float, pid: int) -> dict[str, float]:
    before = rss_kib(pid)
    seated: list[TableClient] = []
    for n in range(tables):
        seated += await seat_table(url, n)
    held = rss_kib(pid)
    started = time.perf_counter()
    cpu = cpu_seconds(pid)
    results = await asyncio.gather(
        *(c.play(random_legal, rng=random.Random(i), deals=1_000_000, until=started + seconds)
          for i, c in enumerate(seated)), return_exceptions=True)
    elapsed = time.perf_counter() - started  # each client stops after its action in flight
    cpu = cpu_seconds(pid) - cpu
    failed = [r for r in results if isinstance(r, BaseException)]
    latencies = sorted(x for c in seated for x in c.latencies)
    after = rss_kib(pid)
    for c in seated:  # no goodbyes: the server is stopped next and closes every connection
        c.ws.transport.abort()
    q = statistics.quantiles(latencies, n=100) if len(latencies) >= 2 else [0.0] * 99
    return {"tables": tables, "seconds": elapsed, "actions": len(latencies),
            "actions_per_second": len(latencies) / elapsed, "p50_ms": q[49] * 1000,
            "p99_ms": q[98] * 1000, "kib_per_table": (max(held, after) - before) / tables,
            "server_cpu_ms_per_action": cpu * 1000 / max(1, len(latencies)),
            "failed_clients": len(failed)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=50, help="tables of two clients (50)")
    parser.add_argument("--seconds", type=float, default=20.0, help="play for this long (20)")
    parser.add_argument("--core", type=int, default=0,
                        help="pin the server to this core (taskset), -1 not to (0)")
    parser.add_argument("--profile", metavar="FILE",
                        help="run the server under cProfile and write its statistics to FILE "
                             "(its event loop's thread; read with python -m pstats)")
    args = parser.parse_args()
    if not 1 <= args.tables <= MAX_TABLES or not 0 < args.seconds <= MAX_SECONDS:
        parser.error(f"--tables is 1 to {MAX_TABLES}, --seconds above 0 and at most "
                     f"{MAX_SECONDS:g}")
    folder = Path(tempfile.mkdtemp(prefix="bench-net-"))
    profile = ["-m", "cProfile", "-o", args.profile] if args.profile else []
    command = [sys.executable, *profile, "-m", "bezique_qt", "serve", "--port", "0", "--data",
               str(folder), "--tables", str(args.tables), "--between-deals", "600",
               "--replace-after", "600", "--rate", "100000"]
    if args.core >= 0 and shutil.which("taskset"):
        command = ["taskset", "-c", str(args.core), *command]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              text=True)
    try:
        assert server.stdout is not None
        url = server.stdout.readline().strip().removeprefix("listening on ")
        figures = asyncio.run(bench(url, args.tables, args.seconds, server.pid))
    finally:
        server.terminate()
        server.wait(timeout=60)
        shutil.rmtree(folder, ignore_errors=True)
    print(f"tables held          {figures['tables']:.0f}")
    print(f"actions              {figures['actions']:.0f} in {figures['seconds']:.1f} s")
    print(f"actions/s            {figures['actions_per_second']:.0f}")
    print(f"latency p50          {figures['p50_ms']:.1f} ms")
    print(f"latency p99          {figures['p99_ms']:.1f} ms")
    print(f"memory per table     {figures['kib_per_table']:.0f} KiB")
    print(f"server CPU / action  {figures['server_cpu_ms_per_action']:.2f} ms "
          f"(one idle core: about {1000 / max(figures['server_cpu_ms_per_action'], 1e-3):.0f} "
          f"actions/s)")
    print(f"clients that failed  {figures['failed_clients']:.0f}")
    print(f"load average         {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0 if figures["failed_clients"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
