"""``python -m bezique_qt``: the same as the ``bezique-qt`` command."""

import sys

from bezique_qt.cli import main

sys.exit(main())
