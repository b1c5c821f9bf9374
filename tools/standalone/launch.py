"""The standalone app's first code: the same entry point as the installed ``card-table`` command."""
import sys

from game.__main__ import main

sys.exit(main())
