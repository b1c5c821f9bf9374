"""``python -m game`` and ``card-table``: play (the default), simulate, replay, validate-cards, bench."""
from __future__ import annotations

import sys

from game.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
