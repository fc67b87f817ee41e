"""The words of the network table: why the server refused a message, and the set phrases.

The server names each refusal by a code (:data:`bezique_qt.net.protocol.ERROR_CODES`) with an
English sentence for its log; what the player reads is worded here, in the player's language.
The set phrases players may send between deals are codes too, worded by each reader's table.

This module does not load Qt while the program speaks English.
"""

from __future__ import annotations

from bezique_qt.words.i18n import tr


def refusal_words(code: str) -> str:
    """What the player reads when the server refused what their table sent (``code``)."""
    words = {
        "bad_json": tr("The table sent a message the server could not read. Nothing changed."),
        "bad_message": tr("The table sent a message the server does not accept. Nothing "
                          "changed."),
        "bad_version": tr("The server speaks another version of the table's protocol: update "
                          "Bezique on one side or the other."),
        "too_large": tr("The message was too large for the server. Nothing changed."),
        "not_joined": tr("Join a table first."),
        "already_joined": tr("You already have a seat at a table."),
        "no_table": tr("There is no table with this code. Check the code you were given."),
        "table_full": tr("Every seat of this table is taken."),
        "bad_token": tr("This seat is not yours: the invitation to come back does not match."),
        "too_many_tables": tr("The server holds as many tables as it may. Try again later."),
        "not_your_turn": tr("It is not your turn."),
        "stale": tr("The table had moved on: your move was not played. Choose again."),
        "illegal": tr("The rules do not allow this move. Choose again."),
        "not_between_deals": tr("Phrases can be sent only between deals."),
        "rate_limited": tr("Too many messages at once: the server ignored some. Slow down."),
        "game_over": tr("The game is over."),
    }
    return words.get(code, tr("The server refused the message. Nothing changed."))


def phrase_words(phrase: str) -> str:
    """A set phrase as the reader's table shows it."""
    words = {
        "hello": tr("Hello!"),
        "good_game": tr("Good game!"),
        "well_played": tr("Well played!"),
        "thanks": tr("Thanks!"),
        "again": tr("Another game?"),
        "bye": tr("Goodbye!"),
    }
    return words.get(phrase, phrase)


def failure_words(code: str) -> str:
    """Why the table could not be reached or joined (``code``: a server's refusal, or one of
    the player's side: ``no_server``, ``fingerprint``, ``not_a_table``, ``cannot_listen``)."""
    words = {
        "no_server": tr("No table server answers at this address and port. Check them, and "
                        "that the host's program is still open."),
        "fingerprint": tr("The server's certificate does not match the fingerprint in the "
                          "invitation: someone may be in the middle. Not connected."),
        "not_a_table": tr("Something answered at this address, but it is not a Bezique "
                          "table."),
        "cannot_listen": tr("The table could not be opened on this port: another program "
                            "may be using it. Choose another port."),
    }
    return words.get(code) or refusal_words(code)


def invitation_words(code: str) -> str:
    """Why an invitation (a ``bezique://`` link, or an address and a code) cannot be read."""
    words = {
        "bad_link": tr("This is not an invitation: it should look like "
                       "bezique://host:port/CODE."),
        "bad_address": tr("The address is not a computer's name or IP address."),
        "bad_port": tr("The port is a number from 1 to 65535."),
        "bad_code": tr("A table code is 16 letters and digits (dashes may separate them)."),
        "bad_fingerprint": tr("The fingerprint is 64 hexadecimal digits, in pairs separated "
                              "by colons."),
    }
    return words.get(code, words["bad_link"])


def keeping_words(what: str, reason: str = "") -> str:
    """What the table says once its game is over: ``kept`` in the player's statistics and
    Finished games, or why not (``damaged``: the record the server sent cannot be read;
    ``not_kept``: the disk or the statistics refused, ``reason`` saying how)."""
    if what == "kept":
        return tr("The game is kept in your statistics and Finished games.")
    if what == "damaged":
        return tr("This game could not be kept: the record the server sent cannot be read "
                  "({reason}).").format(reason=reason)
    return tr("This game could not be kept: {reason}").format(reason=reason)


def found_table_words(host: str, variant: str, seats: int, free: int, private: bool,
                      encrypted: bool) -> str:
    """A table found on the local network, as the Join dialog lists it."""
    line = tr("{host}'s table: {variant}, {free} of {seats} seats free").format(
        host=host or tr("Someone"), variant=variant, free=free, seats=seats)
    notes = ([tr("ask the host for the code")] if private else []) + (
        [tr("encrypted")] if encrypted else [])
    return f"{line} ({', '.join(notes)})" if notes else line
