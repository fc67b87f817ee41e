"""Printing a command's result on standard output (no Qt)."""

from __future__ import annotations

import os
import sys


def write_stdout(text: str) -> None:
    """Print ``text``; a reader that went away (``| head``) is not an error."""
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        # Python would complain again when it flushes stdout at exit
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
