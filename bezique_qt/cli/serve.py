"""``bezique-qt serve``: the headless server of network tables (``docs/network.md``).

It listens for WebSocket connections, holds many tables, keeps each one in ``--data`` (by
default ``tables`` in the program's data folder) after every move, logs to ``serve.log`` there
and to standard error, and on SIGTERM or SIGINT (Ctrl+C) stops listening, writes every table and
exits 0. Started again on the same folder it resumes every table where it was.

The first line on standard output says where it listens (``listening on ws://127.0.0.1:8765``;
with ``--port 0`` the port the system chose); with ``--tls`` the next says the certificate's
SHA-256 fingerprint, which the host gives to the people who join. No Qt.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path

from bezique_qt import PROG
from bezique_qt.cli import numbers

DEFAULT_PORT = 8765
MAX_TABLES = 100_000
MAX_WAIT = 24 * 60 * 60


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 <= value <= MAX_WAIT:  # false for nan too
        raise argparse.ArgumentTypeError(
            f"must be a number of seconds from 0 to {MAX_WAIT} (a day), not {text}")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (default 127.0.0.1, this machine only; "
                             "0.0.0.0 for every network)")
    parser.add_argument("--port", type=numbers.bounded_int(0, 65535), default=DEFAULT_PORT,
                        metavar="N", help=f"the port (default {DEFAULT_PORT}; 0: any free port)")
    parser.add_argument("--data", metavar="DIR",
                        help="the folder the tables are kept in, with the log (default: "
                             "tables in the program's data folder)")
    parser.add_argument("--tables", type=numbers.bounded_int(1, MAX_TABLES), default=1000,
                        metavar="N", help="hold at most N tables (default 1000)")
    parser.add_argument("--rate", type=numbers.bounded_int(1, 100_000), default=20, metavar="N",
                        help="messages a second a connection may send on average, twice as "
                             "many at once (default 20; more for scripted clients)")
    parser.add_argument("--tls", action="store_true",
                        help="encrypt the connections (wss://) with a certificate made on first "
                             "use; its fingerprint is printed for the invitations")
    parser.add_argument("--keep-finished", type=_seconds, default=600.0, metavar="S",
                        help="seconds a finished game's table stays open for its players "
                             "before it is put away in the finished folder (default 600)")
    parser.add_argument("--announce", action="store_true",
                        help="announce the open tables on the local network (multicast DNS), "
                             "so that players find them without typing an address")
    parser.add_argument("--replace-after", type=_seconds, default=30.0, metavar="S",
                        help="seconds before the computer plays for a player who dropped "
                             "(default 30)")
    parser.add_argument("--turn-limit", type=_seconds, default=300.0, metavar="S",
                        help="seconds a player may hold the turn before the computer plays "
                             "that move (default 300)")
    parser.add_argument("--between-deals", type=_seconds, default=20.0, metavar="S",
                        help="seconds between deals unless every player is ready (default 20)")


def serve_main(args: argparse.Namespace) -> int:
    from bezique_qt.net.server import BeziqueServer, ServerConfig
    from bezique_qt.persistence.logging_setup import setup_logging
    from bezique_qt.persistence.paths import default_locations

    data = Path(args.data) if args.data else default_locations().data_dir / "tables"
    try:
        data.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        print(f"{PROG} serve: cannot use the folder {data}: {e.strerror or e}.", file=sys.stderr)
        return 2
    log = setup_logging(log_dir=data)
    console = logging.StreamHandler(sys.stderr)
    console.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    logging.getLogger().addHandler(console)
    logging.getLogger().setLevel(logging.INFO)
    context, fingerprint = None, None
    if args.tls:
        from bezique_qt.net.tls import server_context

        try:
            context, fingerprint = server_context(data)
        except (OSError, ValueError) as e:
            print(f"{PROG} serve: cannot set up TLS: {e}.", file=sys.stderr)
            return 2
    config = ServerConfig(host=args.host, port=args.port, data=data, max_tables=args.tables,
                          replace_after=args.replace_after, turn_limit=args.turn_limit,
                          between_deals=args.between_deals, rate=float(args.rate),
                          burst=2.0 * args.rate, ssl_context=context,
                          keep_finished=args.keep_finished, announce=args.announce,
                          fingerprint=fingerprint)

    async def main() -> int:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, stop.set)
        server = BeziqueServer(config)
        try:
            port = await server.start()
        except OSError as e:
            print(f"{PROG} serve: cannot listen on {args.host}:{args.port}: "
                  f"{e.strerror or e}.", file=sys.stderr)
            return 2
        scheme = "wss" if context is not None else "ws"
        print(f"listening on {scheme}://{args.host}:{port}", flush=True)
        if fingerprint is not None:
            print(f"certificate SHA-256 fingerprint {fingerprint}", flush=True)
        if log is not None:
            print(f"log {log}", flush=True)
        await stop.wait()
        await server.stop()
        return 0

    return asyncio.run(main())
