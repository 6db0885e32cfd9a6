"""`python -m graph.cli`."""

import sys

from graph.cli import main

sys.exit(main())
