"""Project-wide pytest hooks: the order of the tests, the quick tier, the recorded figures.

* **Longest first.** Under pytest-xdist (``make test``: ``-n 2``, and ``--maxschedchunk 1``
  from pyproject.toml, so that a worker holds one test besides the one it runs) the tests
  are handed out in the order of `schedule_order`: longest first by the durations recorded
  in tests/durations.json (written by scripts/durations.py from a junit report), so that
  the long simulations start at once and the last minutes are short tests on both workers.
  A module whose tests share a module-scoped fixture keeps its tests together (one unit,
  its weight their sum), so the fixture is still set up once per worker. A test without a
  recorded duration weighs the median of its module's recorded tests (else of all). The
  first four go in a snake, as the scheduler deals two to each worker at the start.
  Refresh the file after a full run (``scripts/durations.py write``), or drop renamed and
  removed tests from it (``scripts/durations.py prune``). ``--longest-first 2`` orders a
  run without xdist as two workers get it (to see the order: ``pytest --collect-only -q
  --longest-first 2``).
* **The quick tier** (``make quick``, ``tox -e quick``: ``pytest -m quick``): the tests
  listed in `QUICK`, by unit, get the ``quick`` marker. tests/test_tiers.py checks that
  every unit has one, that every name there exists, and the durations file likewise.
* **Recorded figures.** A test records a line with ``record_property("summary", "...")``
  (for example "TestFloat L1 on verilator: 46,464 vectors, 0 mismatches"); every such line
  of the run is printed in a section of the terminal summary, also under pytest-xdist,
  whose workers send the user properties along with each report. Passing tests' own output
  stays captured.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent
DURATIONS = ROOT / "tests" / "durations.json"

#: The quick tier, by unit: a unit is a folder tb/<unit>/, a subpackage or top-level module
#: of iswitch/, golden/, or a module of myhdl_src/ with a @block and no tb/ folder. Each
#: entry is a node id or a node id prefix ("tests/test_x.py::test_y" takes every
#: parametrization of test_y, a module path takes the whole module). tests/test_tiers.py
#: checks the keys against the units on disk and that each entry's module imports its unit.
QUICK: dict[str, tuple[str, ...]] = {
    # hardware blocks: their MyHDL tests (the Icarus side of the cocotb ones: no Verilator
    # build of the whole accelerator in the quick tier)
    "tb/exact_acc": ("tb/exact_acc/test_exact_acc.py::test_one_update_random_and_directed",),
    "tb/exact_align": ("tb/exact_align/test_exact_align.py::test_directed_values",),
    "tb/exact_pair": ("tb/exact_pair/test_exact_pair.py",),
    "tb/exact_round": ("tb/exact_round/test_exact_round.py::test_directed_values",),
    "tb/exact_vec": ("tb/exact_vec/test_exact_vec.py::test_back_to_back_every_cycle[icarus]",
                     "tb/exact_vec/test_exact_vec.py::test_check_catches_one_wrong_bit"),
    "tb/fp32_add": ("tb/fp32_add/test_fp32_add_myhdl.py::test_lane_directed",
                    "tb/fp32_add/test_fp32_add_myhdl.py::test_golden_both_nan_rule_any_length",
                    "tb/fp32_add/test_fp32_add.py::test_lane_random_ce_stalls[icarus]"),
    "tb/fp32_vec_add": ("tb/fp32_vec_add/test_fp32_vec_add.py::test_stalls_gaps_reset[icarus]",
                        "tb/fp32_vec_add/test_fp32_vec_add.py::test_latency_matches_rtl"),
    "tb/input_arbiter_ip": (
        "tb/input_arbiter_ip/test_input_arbiter_ip.py::test_input_arbiter_ip[icarus]",),
    "tb/iswitch_accel": (
        "tb/iswitch_accel/test_iswitch_accel.py::test_iswitch_accel[icarus-stream]",),
    "tb/iswitch_rx": ("tb/iswitch_rx/test_iswitch_rx.py::test_rx_directed_each_kind",
                      "tb/iswitch_rx/test_iswitch_rx.py::test_rx_stalls_when_all_buffers_full",
                      "tb/iswitch_rx/test_iswitch_rx.py::test_conversion_lints_clean"),
    "tb/iswitch_tx": ("tb/iswitch_tx/test_iswitch_tx.py",),
    "tb/nf_datapath": ("tb/nf_datapath/test_nf_datapath.py::test_nf_datapath[icarus-spliced]",),
    "tb/output_port_lookup_ip": ("tb/output_port_lookup_ip/test_output_port_lookup_ip.py"
                                 "::test_output_port_lookup_ip[icarus]",),
    "tb/output_queues_ip": (
        "tb/output_queues_ip/test_output_queues_ip.py::test_output_queues_ip[icarus]",),
    "tb/rx_classify": ("tb/rx_classify/test_rx_classify.py::test_every_class_boundary",),
    "tb/rx_input": ("tb/rx_input/test_rx_input.py",),
    "tb/rx_slots": ("tb/rx_slots/test_rx_slots.py::test_conversion_lints_clean",
                    "tb/rx_slots/test_rx_slots.py::test_offers_in_order_with_deltas[2-fast "
                    "core-knobs1-2]"),
    "tb/rx_verdict": ("tb/rx_verdict/test_rx_verdict.py::test_conversion_lints_clean",
                      "tb/rx_verdict/test_rx_verdict.py::test_other_udp_port",
                      "tb/rx_verdict/test_rx_verdict.py::test_verdicts_as_the_model_orders_them"),
    "tb/tx_mux": ("tb/tx_mux/test_tx_mux.py",),
    "tb/tx_prep": ("tb/tx_prep/test_tx_prep.py",),
    "tb/tx_readq": ("tb/tx_readq/test_tx_readq.py",),
    "tb/tx_skid": ("tb/tx_skid/test_tx_skid.py",),
    # the core: its MyHDL test is long (every case a whole-core simulation); its quickest
    "tb/iswitch_core": ("tb/iswitch_core/test_iswitch_core.py::test_data_dscp_default",
                        "tb/iswitch_core/test_iswitch_core.py::"
                        "test_three_descriptors_wait_for_room"),
    # the core's sub-blocks: each test is a few seconds of MyHDL
    "tb/core_commit_pipe": ("tb/core_commit_pipe/test_core_commit_pipe.py",),
    "tb/core_compare": ("tb/core_compare/test_core_compare.py",),
    "tb/core_counters": ("tb/core_counters/test_core_counters.py",),
    "tb/core_decide": ("tb/core_decide/test_core_decide.py",),
    "tb/core_desc_fifo": ("tb/core_desc_fifo/test_core_desc_fifo.py",),
    "tb/core_emission": ("tb/core_emission/test_core_emission.py",),
    "tb/core_engine": ("tb/core_engine/test_core_engine.py",),
    "tb/core_member_table": ("tb/core_member_table/test_core_member_table.py",),
    "tb/core_pins": ("tb/core_pins/test_core_pins.py",),
    "tb/core_read": ("tb/core_read/test_core_read.py",),
    "tb/core_walker": ("tb/core_walker/test_core_walker.py",),
    "myhdl_src/busfields": ("tb/tx_prep/test_tx_prep.py",),
    "myhdl_src/lzc": ("tb/fp32_add/test_fp32_add_myhdl.py::test_lane_directed",),
    "myhdl_src/onehot": ("tb/iswitch_core/test_iswitch_core.py::"
                         "test_three_descriptors_wait_for_room",),
    # the package
    "iswitch/formal": ("tests/test_formal.py::test_btor2_operators_against_python",
                       "tests/test_formal.py::test_btor2_refuses_what_it_does_not_model",
                       "tests/test_formal.py::test_case_split_is_complete_and_a_gap_is_found",
                       "tests/test_formal.py::test_mutant_is_caught[round bit inverted]"),
    "iswitch/hw": ("tests/test_lint.py", "tests/test_timing.py",
                   "tests/test_splice.py::test_errors",
                   "tests/test_splice.py::test_refuses_what_it_cannot_rewire",
                   "tests/test_splice.py::test_generated_file_is_up_to_date"),
    "iswitch/model": ("tests/test_model.py::test_ring_has_2n_minus_2_steps",
                      "tests/test_model.py::test_ps_and_iswitch_hops",
                      "tests/test_model.py::test_snapshot_is_current",
                      "tests/test_model.py::test_bad_compute_profile"),
    "iswitch/native": ("tests/test_native.py", "tests/test_native_worker.py"),
    "iswitch/report": ("tests/test_report_flow.py::test_pcapng_interfaces_and_times",
                       "tests/test_bad_input_tools.py::test_report_notes_what_it_does_not_run_"
                       "or_use",
                       "tests/test_bad_input_tools.py::test_every_checked_option_has_a_row"),
    "iswitch/sim": ("tests/test_lockstep.py::test_traffic_is_seeded_and_mixed",
                    "tests/test_lockstep.py::test_renamed_refuses_other_netlists",
                    "tests/test_tree_model.py"),
    "iswitch/switchd": ("tests/test_switchd_model.py",
                        "tests/test_switchd.py::test_sender_locations",
                        "tests/test_switchd.py::test_any_backend_through_frames_with_the_shadow_"
                        "log"),
    "iswitch/train": ("tests/test_train.py::test_usage_errors",
                      "tests/test_train.py::test_config_defaults",
                      "tests/test_train.py::test_docs_hyperparameter_table",
                      "tests/test_train.py::test_worker_order_records_and_segment_mean"),
    "iswitch/util": ("tests/test_output.py",),
    "iswitch/wire": ("tests/test_wire.py", "tests/test_proto.py"),
    "iswitch/client": ("tests/test_torch_client.py::test_switch_unreachable",
                       "tests/test_torch_client.py::test_switch_silent"),
    "iswitch/torch": ("tests/test_torch_client.py::test_allreduce_shapes_bit_exact",
                      "tests/test_torch_client.py::test_bad_arguments"),
    "iswitch/worker": ("tests/test_worker.py", "tests/test_bad_input_library.py"),
    "golden": ("tests/test_accel_model.py", "tests/test_workloads.py"),
}


def load_durations(path: Path = DURATIONS) -> dict[str, float]:
    """nodeid -> seconds from the durations file ({} when there is none)."""
    if not path.is_file():
        return {}
    return {str(k): float(v) for k, v in json.loads(path.read_text())["seconds"].items()}


def _module(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


def weights(names: Sequence[str], seconds: Mapping[str, float]) -> list[float]:
    """Each test's recorded seconds; unrecorded ones the median of their module's recorded
    tests, else the median of all (1 s if nothing is recorded)."""
    by_module: dict[str, list[float]] = {}
    for n, s in seconds.items():
        by_module.setdefault(_module(n), []).append(s)
    overall = statistics.median(seconds.values()) if seconds else 1.0
    return [seconds[n] if n in seconds else
            statistics.median(by_module[_module(n)]) if _module(n) in by_module else overall
            for n in names]


def schedule_order(names: Sequence[str], seconds: Mapping[str, float],
                   pinned: Iterable[str] = (), workers: int = 1) -> list[int]:
    """The indices of `names` longest first. The tests of a module in `pinned` form one
    unit (in their own order, weighing their sum); ties keep the collection order.

    With `workers` > 1 the first 2 x `workers` are dealt as pytest-xdist's load scheduler
    starts: worker k gets the tests 2k and 2k + 1 of the list, so they are put there in a
    snake (worker k: the k-th longest and the (2 workers - 1 - k)-th), not the two longest
    on the first worker."""
    pinned = set(pinned)
    units: dict[str, list[int]] = {}
    for i, n in enumerate(names):
        units.setdefault(_module(n) if _module(n) in pinned else n + f"\0{i}", []).append(i)
    w = weights(names, seconds)
    ranked = sorted(units.values(), key=lambda ix: (-sum(w[i] for i in ix), ix[0]))
    order = [i for ix in ranked for i in ix]
    if workers > 1 and len(order) >= 2 * workers:
        head = order[:2 * workers]
        order[:2 * workers] = [head[j] for k in range(workers) for j in (k, 2 * workers - 1 - k)]
    return order


def quick_selected(nodeid: str, entries: Iterable[str]) -> bool:
    """Whether `nodeid` is one of the quick `entries` (a node id, or a prefix of it that
    ends at a name boundary: a module path, a test function without its parameters)."""
    return any(nodeid == e or nodeid.startswith(e) and nodeid[len(e)] in "[:"
               for e in entries)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--longest-first", type=int, default=0, metavar="WORKERS",
                     help="order the tests as pytest-xdist's workers get them with -n "
                          "WORKERS (tests/durations.json), also without xdist (with -n "
                          "they always are)")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "quick: the quick tier (make quick), given by conftest.QUICK")


def _distributed(config: pytest.Config) -> bool:
    """pytest-xdist hands the tests out: this is one of its workers (the controller
    orders nothing; it takes the workers' collection)."""
    return hasattr(config, "workerinput")


def _shares_a_module_fixture(item: pytest.Item) -> bool:
    info = getattr(item, "_fixtureinfo", None)
    if info is None:
        return False
    return any(fd.scope in ("module", "class", "package")
               for defs in info.name2fixturedefs.values() for fd in defs)


@pytest.hookimpl(tryfirst=True)  # before -m selects by marker
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    entries = [e for es in QUICK.values() for e in es]
    for item in items:
        if quick_selected(item.nodeid, entries):
            item.add_marker(pytest.mark.quick)
    if not (_distributed(config) or config.getoption("longest_first")):
        return
    pinned = {_module(it.nodeid) for it in items if _shares_a_module_fixture(it)}
    workers = int(getattr(config, "workerinput", {}).get("workercount", 0)
                  or config.getoption("longest_first"))
    order = schedule_order([it.nodeid for it in items], load_durations(), pinned, workers)
    items[:] = [items[i] for i in order]


def pytest_terminal_summary(terminalreporter):
    lines = []
    for outcome in ("passed", "failed"):
        for rep in terminalreporter.stats.get(outcome, []):
            if getattr(rep, "when", "call") != "call":
                continue
            lines += [v for k, v in getattr(rep, "user_properties", ()) if k == "summary"]
    if lines:
        terminalreporter.section("recorded figures")
        for line in sorted(lines):
            terminalreporter.write_line(line)
