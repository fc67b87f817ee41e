"""Tables over the network: the server holds the game, each client only what its seat may see.

- :mod:`.protocol`: the JSON messages (version 1), checked strictly;
- :mod:`.tables`: one table (its game, its seats) and how it is kept on disk;
- :mod:`.server`: the asyncio WebSocket server of many tables (``bezique-qt serve``);
- :mod:`.client`: a scripted client (tests, the load benchmark);
- :mod:`.tls`: the self-signed certificate and its fingerprint.

This layer uses the engine, the computer players and persistence; it never imports Qt or the
user interface. ``docs/network.md`` describes the protocol and the security model.
"""
