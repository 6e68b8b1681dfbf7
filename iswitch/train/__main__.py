"""``python -m iswitch.train`` = ``iswitch-train``."""

from iswitch.train.cli import main

raise SystemExit(main())
