"""`python -m iswitch.report`: see iswitch/report/cli.py."""

import sys

from iswitch.report.cli import main

sys.exit(main())
