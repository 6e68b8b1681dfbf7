"""numpy views of the 22-byte iSwitch headers: `DATA_DTYPE`, `CTRL_DTYPE`.

Derived from `iswitch.wire`'s field tables (the owner of the layout): no offset is restated
here. Apart from iswitch/wire/dgram.py so that the sockets and bursts (and with them the
control path: `iswitch.client`, ``iswitch-switchd --query``) need no numpy.
"""

from __future__ import annotations

import numpy as np

from iswitch.wire import CTRL_FIELDS, DATA_FIELDS, Table


def header_dtype(table: Table) -> np.dtype:
    """The numpy structured dtype of a header table of `iswitch.wire` (big-endian fields at
    the table's offsets, itemsize = the header's size)."""
    base = table[0].offset
    return np.dtype({"names": list(table.names),
                     "formats": ["u1" if f.size == 1 else f">u{f.size}" for f in table],
                     "offsets": [f.offset - base for f in table], "itemsize": table.size})


DATA_DTYPE = header_dtype(DATA_FIELDS)
CTRL_DTYPE = header_dtype(CTRL_FIELDS)
