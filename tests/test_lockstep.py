"""iswitch/sim/lockstep.py: two netlists of iswitch_accel in lock step.

The tool is the guard of every restructuring of the accelerator (same frames, same cycles),
so it must see a difference when there is one: a netlist against itself runs equal, with
traffic that really aggregates and answers (aggregates and Acks out); a netlist with one
constant changed (the UDP port rx accepts) differs, and the tool says
where. The traffic is seeded: the same seed gives the same frames."""

from __future__ import annotations

from pathlib import Path

import pytest

from iswitch import wire
from iswitch.sim import lockstep

SEED = 3


@pytest.fixture(scope="module")
def netlist() -> str:
    return lockstep.RTL.read_text()


def test_traffic_is_seeded_and_mixed():
    a, b = lockstep.traffic(SEED, 3000), lockstep.traffic(SEED, 3000)
    print(f"seed {SEED}")
    assert a == b and a != lockstep.traffic(SEED + 1, 3000)
    tos = [f[wire.IPV4_FIELDS["tos"].offset] >> 2 for _, f in a if len(f) > 15]
    assert tos.count(wire.DATA_DSCP) > 1000 and tos.count(wire.CTRL_DSCP) > 300
    assert len({p for p, _ in a}) == 4  # every 10G port


def test_same_netlist_runs_equal(tmp_path: Path, netlist: str):
    exe = lockstep.build_harness(netlist, lockstep.RTL, tmp_path / "src")
    stim = tmp_path / "stim.bin"
    lockstep.write_stim(stim, lockstep.traffic(SEED, 3000))
    res = lockstep.run(exe, stim, SEED, 10_000_000, strict=True)
    print(f"seed {SEED}: {res}")
    assert res["equal"] == 1 and res["frames_left"] == 0
    assert res["out_data"] > 50 and res["out_ack"] > 300  # it aggregates and answers


def test_changed_netlist_differs(tmp_path: Path, netlist: str):
    # rx's UDP port test (the localparams only state the parameters; the logic has them
    # as literals)
    test = f"== {wire.UDP_PORT})"
    assert netlist.count(test) >= 1
    new = tmp_path / "iswitch_accel.v"
    new.write_text(netlist.replace(test, f"== {wire.UDP_PORT - 1})", 1))
    exe = lockstep.build_harness(netlist, new, tmp_path / "src")
    stim = tmp_path / "stim.bin"
    lockstep.write_stim(stim, lockstep.traffic(SEED, 3000))
    res = lockstep.run(exe, stim, SEED, 10_000_000, strict=False)
    print(f"seed {SEED}: {res}")
    # the first output of the DUT to differ (the input's tready too: a frame taken as
    # regular traffic instead of data moves at another pace)
    assert res["equal"] == 0 and res["mismatch"].startswith(("m_axis_", "s_axis_tready"))
    assert any(line.startswith("old: ") for line in res["detail"])


def test_renamed_refuses_other_netlists():
    with pytest.raises(ValueError, match="exactly one module"):
        lockstep.renamed("module a (); endmodule\nmodule iswitch_accel (); endmodule\n")
    assert lockstep.renamed("module iswitch_accel (x);\nendmodule\n").startswith(
        "module iswitch_accel_old (x);")
