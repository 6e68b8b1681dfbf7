"""iswitch/hw/timing.py without the tools: the out-of-context wrapper it writes (every input of
the unit from the shift register, every output into the XOR tree, nothing left over) and
how it reads nextpnr's report (Fmax, critical path, logic levels, routing share) and its
SDF (the longest path into every register input, the failing ones by register). The
place and route itself is `tox -e timing` (minutes to tens of minutes, docs/benchmarks.md)."""

from __future__ import annotations

import re
import subprocess

import pytest

from iswitch.hw import timing

PORTS = {"clk": ("input", 1), "a": ("input", 7), "b": ("input", 1),
         "y": ("output", 9), "z": ("output", 1)}
UNIT = """module unit (input wire clk, input wire [6:0] a, input wire b,
                output reg [8:0] y, output wire z);
always @(posedge clk) y <= {a, b, b};
assign z = ^a;
endmodule
"""


def test_wrapper_connects_every_port():
    text = timing.wrapper("unit", PORTS, "clk")
    assert "reg [7:0] chain;" in text  # 7 + 1 input bits
    assert ".a(chain[6:0])" in text and ".b(chain[7:7])" in text
    assert ".y(outs[8:0])" in text and ".z(outs[9:9])" in text
    # the XOR tree: 10 -> 3 -> 1 bits, sout is its root
    assert re.search(r"reg \[2:0\] x1;", text) and "assign sout = x2[0];" in text


def test_wrapper_refuses_other_ports():
    with pytest.raises(ValueError):
        timing.wrapper("unit", {**PORTS, "io": ("inout", 1)}, "clk")
    with pytest.raises(ValueError):
        timing.wrapper("unit", PORTS, "axis_aclk")


def test_wrapper_elaborates(tmp_path):
    """The wrapper and a unit compile together (Icarus): names and widths agree."""
    (tmp_path / "unit.v").write_text(UNIT)
    (tmp_path / "ooc.v").write_text(timing.wrapper("unit", PORTS, "clk"))
    r = subprocess.run(["iverilog", "-Wall", "-o", str(tmp_path / "a.out"), "-s", "unit_ooc",
                        str(tmp_path / "unit.v"), str(tmp_path / "ooc.v")],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "warning" not in r.stderr.lower(), r.stderr


def test_report_reading():
    seg = lambda t, d, cell: {"type": t, "delay": d, "from": {"cell": "a", "port": "Q"},  # noqa: E731
                              "to": {"cell": cell, "port": "D"}}
    report = {"critical_paths": [{"from": "clk", "to": "clk", "path": [
        seg("clk-to-q", 0.5, "r0"), seg("routing", 1.0, "l0"), seg("logic", 0.25, "l0"),
        seg("routing", 0.0, "c0"), seg("logic", 0.0, "c0"), seg("routing", 0.75, "r1"),
        seg("setup", 0.5, "r1")]}],
        "utilization": {"TRELLIS_FF": {"used": 10, "available": 100},
                        "DP16KD": {"used": 0, "available": 8}}}
    p = timing.critical_path(report)
    assert p["logic_levels"] == 1  # zero-delay carry segments are not levels
    assert p["delay_ns"] == 3.0 and p["routing_ns"] == 1.75
    assert p["routing_share"] == pytest.approx(1.75 / 3.0)
    assert p["to"] == "r1.D"
    assert timing.utilisation(report) == {"TRELLIS_FF": (10, 100)}


# A routed design as nextpnr writes it with --sdf: r0 -> LUT -> r1, r0 -> r1's enable
# directly, a block RAM port into r1 too, a constant net into the LUT (not timed), ps.
SDF = r"""(DELAYFILE
  (SDFVERSION "3.0") (DIVIDER /) (TIMESCALE 1ps)
  (CELL (CELLTYPE "top") (INSTANCE )
    (DELAY (ABSOLUTE
      (INTERCONNECT dut.a_TRELLIS_FF_Q/Q dut.l\$1/A (900:950:1000) (900:950:1000))
      (INTERCONNECT \$PACKER_VCC/F dut.l\$1/B (4000:4000:4000) (4000:4000:4000))
      (INTERCONNECT dut.l\$1/F dut.b_TRELLIS_FF_Q_3/DI (500:550:600) (500:550:600))
      (INTERCONNECT dut.a_TRELLIS_FF_Q/Q dut.b_TRELLIS_FF_Q_3/CE (100:100:100) (100:100:100))
      (INTERCONNECT dut.ram.0.1/DOB0 dut.c_TRELLIS_FF_Q/DI (1000:1000:1000) (1000:1000:1000))
    )))
  (CELL (CELLTYPE "TRELLIS_FF") (INSTANCE dut.a_TRELLIS_FF_Q)
    (DELAY (ABSOLUTE (IOPATH CLK Q (300:350:400) (300:350:400))))
    (TIMINGCHECK (SETUPHOLD (posedge DI) (posedge CLK) (0:0:0) (200:200:200))))
  (CELL (CELLTYPE "TRELLIS_COMB") (INSTANCE dut.l\$1)
    (DELAY (ABSOLUTE (IOPATH A F (150:160:180) (150:160:180))
                     (IOPATH B F (150:160:180) (150:160:180)))))
  (CELL (CELLTYPE "TRELLIS_FF") (INSTANCE dut.b_TRELLIS_FF_Q_3)
    (DELAY (ABSOLUTE (IOPATH CLK Q (300:350:400) (300:350:400))))
    (TIMINGCHECK (SETUPHOLD (posedge DI) (posedge CLK) (10:10:20) (200:200:200))
                 (SETUPHOLD (posedge CE) (posedge CLK) (100:110:120) (0:0:0))))
  (CELL (CELLTYPE "DP16KD") (INSTANCE dut.ram.0.1)
    (DELAY (ABSOLUTE (IOPATH CLKB DOB0 (4246:4254:4263) (4246:4254:4263)))))
  (CELL (CELLTYPE "TRELLIS_FF") (INSTANCE dut.c_TRELLIS_FF_Q)
    (TIMINGCHECK (SETUPHOLD (posedge DI) (posedge CLK) (0:0:0) (200:200:200))))
)
"""


def test_sdf_endpoint_paths():
    """Every register input with its longest path (slowest corner, setup included), the
    path's start, constant nets ignored; grouped by register."""
    paths = timing.endpoint_paths(SDF)
    assert paths == [
        (5.263, "dut.c_TRELLIS_FF_Q/DI", "dut.ram.0.1/DOB0"),  # 4263 + 1000 + 0
        (2.2, "dut.b_TRELLIS_FF_Q_3/DI", "dut.a_TRELLIS_FF_Q/Q"),  # 400+1000+180+600+20
        (0.62, "dut.b_TRELLIS_FF_Q_3/CE", "dut.a_TRELLIS_FF_Q/Q"),  # 400 + 100 + 120
    ]
    f = timing.failing_groups(paths, 2.0)
    assert f == {"endpoints": 3, "over": 2, "groups": [(5.263, 1, "ram", "c"), (2.2, 1, "a", "b")]}
    assert timing.failing_groups(paths, 6.0)["over"] == 0
    assert timing.register_of("dut.iswitch_core0_f_buf_TRELLIS_FF_Q_2/DI") == "iswitch_core0_f_buf"


@pytest.mark.parametrize("bad", ["", "(DELAYFILE (CELL", "(DELAYFILE))"])
def test_sdf_malformed(bad):
    with pytest.raises(ValueError):
        timing.endpoint_paths(bad)


@pytest.mark.parametrize(("text", "seeds"), [("1-5", [1, 2, 3, 4, 5]), ("7", [7]),
                                             ("1,3,7", [1, 3, 7]), ("1-3,9", [1, 2, 3, 9])])
def test_seed_list(text, seeds):
    assert timing.seed_list(text) == seeds


@pytest.mark.parametrize("text", ["", "3-1", "1,1", "1-3,2", "a", "-1", "1-", "0-64",
                                  str(2**31)])
def test_seed_list_refuses(text):
    with pytest.raises(Exception, match="must be seeds"):
        timing.seed_list(text)


def _run(seed: int, fmax: float) -> dict:
    return {"name": "iswitch_accel", "seed": seed, "fmax_mhz": fmax}


def test_summary_over_seeds():
    """Median and lowest of the seeds; the target holds only if every seed meets it."""
    s = timing.summary([_run(1, 131.0), _run(2, 119.4), _run(3, 126.3), _run(4, 116.2),
                        _run(5, 124.2)])
    assert s["median_mhz"] == 124.2 and s["min_mhz"] == 116.2 and s["met"] is False
    line = timing.format_summary(s)
    assert "median 124.2, lowest 116.2" in line and "MISSED with seed 2, 4, 5" in line
    s = timing.summary([_run(1, 126.0), _run(2, 125.0)])
    assert s["met"] is True and "met with every seed" in timing.format_summary(s)
    assert timing.summary([_run(1, 130.0)]) is None
    assert timing.summary([_run(1, 130.0), {"name": "iswitch_accel", "error": "x"}]) is None
