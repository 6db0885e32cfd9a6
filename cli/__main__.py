"""`python -m strata_layered.cli`."""

import sys

from strata_layered.cli import main

sys.exit(main())
