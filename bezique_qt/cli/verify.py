"""``bezique-qt verify RECORD``: was every deal of a game fixed before its first card was played?

The file is read as ``replay`` reads it (:func:`~bezique_qt.persistence.records.
read_record_file`) and checked with :func:`~bezique_qt.engine.verify.verify_record`. The verdict
is one sentence on standard output (or JSON with ``--json``), and the exit code says it too:

- 0: every deal checks;
- 2: the file cannot be read or is not a game record (the sentence is on standard error);
- 3: the game carries no commitments (an earlier version's record): nothing to check;
- 4: a deal does not check: the record was changed (the sentence names the deal).

No Qt.
"""

from __future__ import annotations

import json
import sys

from bezique_qt import PROG
from bezique_qt.cli.output import write_stdout
from bezique_qt.engine.errors import RecordError
from bezique_qt.engine.verify import CHECKED, NO_COMMITMENTS, verify_record
from bezique_qt.persistence.records import read_record_file
from bezique_qt.words.verify import fair_play_words, verdict_words

EXIT_CHECKED = 0
EXIT_FAILURE = 1
EXIT_BAD_INPUT = 2
EXIT_NO_COMMITMENTS = 3
EXIT_REFUSED = 4


def verify_main(path: str, as_json: bool) -> int:
    """Check the game in ``path``; prints the verdict and returns the exit code (see the
    module's description)."""
    def fail(message: str, code: int) -> int:
        print(f"{PROG} verify: {path}: {' '.join(message.split())}", file=sys.stderr)
        return code

    try:
        verdict = verify_record(read_record_file(path))
    except RecordError as error:
        return fail(f"{error.message}.", EXIT_BAD_INPUT)
    except Exception as error:  # a fault of the program: say so rather than dump a traceback
        return fail(f"checking failed unexpectedly ({type(error).__name__}: {error}).",
                    EXIT_FAILURE)
    code = {CHECKED: EXIT_CHECKED, NO_COMMITMENTS: EXIT_NO_COMMITMENTS}.get(verdict.outcome,
                                                                          EXIT_REFUSED)
    words = verdict_words(verdict)
    if as_json:
        write_stdout(json.dumps({
            "verdict": verdict.outcome, "deals": verdict.deals, "deal": verdict.deal,
            "reason": verdict.reason or None, "message": words}, indent=1) + "\n")
    else:
        write_stdout(f"{path}: {words}\n"
                     + (f"{fair_play_words()}\n" if verdict.checked else ""))
    return code
