"""The entry point of the stand-alone (PyInstaller) builds: the same as ``bezique-qt``."""

import multiprocessing
import sys

if __name__ == "__main__":
    # The computer's stronger levels search in worker processes started with "spawn"; in a
    # frozen program each worker is this executable again, and freeze_support() turns it into
    # a worker instead of a second copy of the game.
    multiprocessing.freeze_support()

    from bezique_qt.cli import main

    sys.exit(main())
