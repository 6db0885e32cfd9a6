"""`python -m cli`."""

import sys

from cli import main

sys.exit(main())
