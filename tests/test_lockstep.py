"""iswitch/sim/lockstep.py: two netlists of iswitch_accel in lock step.

The tool is the guard of every restructuring of the accelerator (same frames, same cycles),
so it must see a difference when there is one: a netlist against itself runs equal, with
traffic that really aggregates and answers (aggregates and Acks out); a netlist with one
constant changed (the UDP port rx accepts) differs, and the tool says
where; so does one with the exact mode's read-out changed (its canonical NaN), under the
traffic of an exact job. The traffic is seeded: the same seed gives the same frames."""

from __future__ import annotations

from pathlib import Path

import pytest

from iswitch import wire
from iswitch.sim import lockstep

SEED = 3
#: the first seed whose walk is an exact job's (the walk draws its mode first)
EXACT_SEED = next(s for s in range(100)
                  if lockstep._Traffic(s).mode == wire.Mode.EXACT)  # noqa: SLF001


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
    flags = wire.DATA_FIELDS["flags"]
    for seed in (SEED, EXACT_SEED):  # a fold job's walk, an exact job's
        walk = lockstep.traffic(seed, 3000)
        data = [f for _, f in walk if len(f) > wire.PAYLOAD_OFF
                and f[wire.IPV4_FIELDS["tos"].offset] >> 2 == wire.DATA_DSCP]
        exact = sum(bool(flags.read(f, wire.HDR_OFF) & wire.Flag.EXACT) for f in data)
        mode = lockstep._Traffic(seed).mode  # noqa: SLF001 (the walk's own draw)
        print(f"seed {seed}: {mode.name}, {exact} of {len(data)} data frames EXACT")
        share = exact / len(data)
        assert share > 0.9 if mode == wire.Mode.EXACT else 0 < share < 0.1


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


def test_changed_exact_readout_differs(tmp_path: Path, netlist: str):
    """The exact path is in the walk: an exact job's traffic (random payload bits, so NaNs)
    sees a netlist whose read-out gives another NaN than the canonical one."""
    assert lockstep._Traffic(SEED).mode == wire.Mode.FOLD  # noqa: SLF001 (the other test's)
    nan = "<= 32'h7fc00000;"
    assert netlist.count(nan) >= 8  # one per lane
    new = tmp_path / "iswitch_accel.v"
    new.write_text(netlist.replace(nan, "<= 32'h7fc00001;"))
    exe = lockstep.build_harness(netlist, new, tmp_path / "src")
    stim = tmp_path / "stim.bin"
    lockstep.write_stim(stim, lockstep.traffic(EXACT_SEED, 3000))
    res = lockstep.run(exe, stim, EXACT_SEED, 10_000_000, strict=False)
    print(f"seed {EXACT_SEED}: {res}")
    assert res["equal"] == 0 and res["mismatch"].startswith("m_axis_tdata")
