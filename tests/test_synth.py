"""yosys `synth_xilinx -family xc7` accepts the generated adder RTL and maps it to real logic.

The figures (cell counts, logic depth against the budget) come from `tox -e synth`
(iswitch/synth.py); this test only checks that synthesis succeeds, that it produced logic
(LUTs and FFs), and that no latch was inferred.
"""

from __future__ import annotations

import pytest

from iswitch import synth


@pytest.mark.parametrize("top", ["fp32_add", "fp32_vec_add"])
def test_synth_xilinx(top):
    """One lane (~10 s) and eight lanes (~25 s)."""
    r = synth.synth(top, synth.TARGETS[top], timeout=600)
    print(synth.format_result(r))
    assert "error" not in r, r.get("error")
    c = r["counts"]
    assert c["latch"] == 0
    assert c["LUT"] > 0 and c["FF"] > 0
    assert c["DSP"] <= synth.BUDGET["DSP"]
