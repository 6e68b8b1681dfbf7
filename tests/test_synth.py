"""yosys `synth_xilinx -family xc7` accepts the generated RTL, maps it to real logic, and
every register-to-register path stays within the unit's depth budget (12 cells: 200 MHz
on the NetFPGA's Virtex-7, docs/benchmarks.md).

The figures (cell counts, logic depth against the budget) come from `tox -e synth`
(iswitch/hw/synth.py); this test checks that synthesis succeeds, that it produced logic
(LUTs and FFs), that no latch was inferred, that the area and DSP budget holds and that
the deepest path of the adder (one lane and eight) and of the whole accelerator is at most
its budget.
"""

from __future__ import annotations

import pytest

from iswitch.hw import synth


@pytest.mark.parametrize("top", sorted(synth.TARGETS))
def test_synth_xilinx(top):
    """Every unit of `tox -e synth`: one adder lane, eight lanes, the accelerator and its
    fold-only build (times: tests/durations.json)."""
    r = synth.synth(top, synth.TARGETS[top], timeout=1800)
    print(synth.format_result(r))
    assert "error" not in r, r.get("error")
    c = r["counts"]
    assert c["latch"] == 0
    assert c["LUT"] > 0 and c["FF"] > 0
    # the whole accelerator's budget (issue 22), or a build's own (the fold-only build's)
    b = synth.BUDGETS.get(top, synth.BUDGET)
    assert c["LUT"] + c["SRL"] + c["LUTRAM"] <= b["LUT"] and c["FF"] <= b["FF"], c
    assert c["DSP"] <= b["DSP"], c
    assert r["depth"] <= synth.DEPTH_BUDGET[top], (
        f"{top}: a path of {r['depth']} cells, budget {synth.DEPTH_BUDGET[top]}: "
        f"{r['path']['from']} -> {r['path']['to']}")


def test_depth_counts_every_register_input():
    """The depth analysis on a hand-made netlist: a path into a flip-flop's clock enable
    counts like one into D, a block RAM's output starts a path, a LUT RAM's read counts
    as a cell, its write data ends a path."""
    def cell(type_, **conns):
        dirs = {p: "output" if p in ("O", "Q", "DOADO", "DOA") else "input" for p in conns}
        return {"type": type_, "port_directions": dirs, "connections": conns}

    mod = {
        "ports": {},
        "netnames": {"q0": {"bits": [2]}, "en": {"bits": [20]}, "ram_q": {"bits": [10]}},
        "cells": {
            "ff0": cell("FDRE", C=[1], D=[3], CE=[4], R=[0], Q=[2]),
            "l1": cell("LUT1", I0=[2], O=[5]),
            "l2": cell("LUT1", I0=[5], O=[6]),
            "l3": cell("LUT1", I0=[6], O=[20]),
            "ff1": cell("FDRE", C=[1], D=[2], CE=[20], R=[0], Q=[7]),  # CE: 3 deep
            "bram": cell("RAMB18E1", CLKARDCLK=[1], ADDRARDADDR=[20], DOADO=[10]),  # ends 3
            "l4": cell("LUT1", I0=[10], O=[11]),
            "lutram": cell("RAM32M", WCLK=[1], ADDRA=[11], DIA=[20], DOA=[12]),  # DIA: 3
            "ff2": cell("FDRE", C=[1], D=[12], CE=[0], R=[0], Q=[13]),  # l4, the read: 2
        },
    }
    depth, groups, path = synth._depth(mod)
    assert depth == 3
    assert groups == {"ff1": 3, "bram": 3, "lutram": 3, "ff2": 2}
    assert path == {"depth": 3, "to": "ff1.CE", "from": "q0", "cells": ["LUT1"] * 3}


def test_adder_stages_group_by_stage_only():
    """The adder's stage registers (``..._s3_...``) group as their stage; a name that only
    contains ``s<digit>_`` inside a word (``rx_slots0_...``, a block instance) keeps its own
    group (it was folded into "s0")."""
    def ff(d: int, q: int) -> dict:
        return {"type": "FDRE", "port_directions": {"C": "input", "D": "input", "CE": "input",
                                                     "R": "input", "Q": "output"},
                "connections": {"C": [1], "D": [d], "CE": [0], "R": [0], "Q": [q]}}

    lut = {"type": "LUT1", "port_directions": {"I0": "input", "O": "output"},
           "connections": {"I0": [2], "O": [3]}}
    mod = {"ports": {}, "cells": {"src": ff(4, 2), "l": lut, "a": ff(3, 5), "b": ff(3, 6)},
           "netnames": {"core0_fp32_add7_s3_m": {"bits": [5]},
                        "rx0_rx_slots0__slot1_d": {"bits": [6]}, "q": {"bits": [2]}}}
    _, groups, _ = synth._depth(mod)
    assert groups == {"s3": 1, "rx0_rx_slots0__slot1_d": 1}


def _result(name: str, lut: int, ff: int, depth: int = 9, **kw) -> dict:
    counts = {"LUT": lut, "SRL": 7, "LUTRAM": 3, "FF": ff, "DSP": 0, "BRAM": 12, "latch": 0,
              "INV": 0, "CARRY4": 0, "MUXF7/8": 0, **kw}
    return {"name": name, "src": "x.v", "counts": counts, "depth": depth, "wall": 4.0,
            "per_stage": {}, "path": {}}


def test_report_builds_section_and_its_problems():
    """The report's hardware section (iswitch/report/hw.py, page.builds): both builds' area
    cell for cell (LUT-equivalents with the SRLs and LUT RAM), and a build over its own
    budget, with a latch or that failed is a problem of the report."""
    from types import SimpleNamespace

    from iswitch.report import hw, page
    from iswitch.report.doc import Doc
    from iswitch.report.runs import RunSummary

    ok = [_result("iswitch_accel", 33_000, 32_000), _result("iswitch_accel_fold", 14_000, 13_000)]
    assert hw.problems(ok) == []
    fold, exact = (RunSummary("ppo", "rr", 4, 0, mode=m, latency_accel=lat, span_cycles=100,
                              data_frame_bytes=1000) for m, lat in (("fold", [60, 61, 70]),
                                                                    ("exact", [66, 67, 90])))
    d = Doc()
    page.builds(d, SimpleNamespace(builds=ok, runs=[fold], exact=[exact]))
    md = d.markdown()
    assert ("| iswitch_accel | fold and exact (the default, rtl/gen) | 33,010 | 32,000 | 12 | "
            "0 | 9 | 60,000 / 80,000 / 0, depth 12 | 4 | ok |") in md
    assert "| iswitch_accel_fold | fold only (EXACT = 0) | 14,010 | 13,000 | 12 | 0 | 9 |" in md
    assert "| fold | 1 | 61 | 70 |" in md and "| exact | 1 | 67 | 90 |" in md
    bad = [_result("iswitch_accel_fold", 20_000, 13_000),  # 20,010 > 20,000
           _result("iswitch_accel", 1, 1, latch=1), _result("iswitch_accel", 1, 1, depth=13),
           {"name": "iswitch_accel", "error": "yosys: not found"}]
    probs = [hw.problems([r]) for r in bad]
    assert all(len(p) == 1 for p in probs), probs
    assert "over its budget: 20,010 LUT" in probs[0][0] and "failed: yosys" in probs[3][0]
    d = Doc()
    page.builds(d, SimpleNamespace(builds=bad[1:2], runs=[], exact=[]))
    assert "OVER BUDGET" in d.markdown()
