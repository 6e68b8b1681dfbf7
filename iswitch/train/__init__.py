"""``iswitch-train``: distributed RL training through the switch (docs/training.md).

- `iswitch.train.algos`: per-algorithm training state on top of golden.workloads;
- `iswitch.train.worker`: the worker process (rollout, loss, backward, aggregation, step);
- `iswitch.train.check`: identical-weights check and the single-process replay;
- `iswitch.train.switchd`: starts and reads the iswitch-switchd the run uses;
- `iswitch.train.cli`: the trainer process and its command line;
- `iswitch.train.page`: result pages and the evidence-of-learning command.
"""

import signal
from typing import Any

from iswitch.wire import DEFAULT_MEMBERS

#: most worker processes of a run: each is a member of the switchd the trainer starts, whose
#: membership table has the accelerator's default size (the RTL is generated with it)
MAX_WORKERS = DEFAULT_MEMBERS


def sigterm_as_interrupt() -> None:
    """Make SIGTERM raise KeyboardInterrupt, like Ctrl-C, so that the way out of
    ``iswitch-train`` and of the page command stops the workers and switchd (the default
    action would leave them running)."""
    def interrupt(signum: int, frame: Any) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, interrupt)
