"""Simulation harnesses of the project and what drives and checks them.

* `stimulus`: the stimulus vocabulary of the compiled switch harness (frames, streams,
  gates, who sends, what a schedule is) and the file the harness reads;
* `schedules`: the schedules of a run and `build_stimulus`; `faults`: the faults schedule;
* `harness`: the compiled Verilator testbench of the spliced switch datapath
  (tb/nf_datapath/compiled/ around `iswitch.native.datapath`): its build, the run and its
  binary output records;
* `fabric`: several switches linked port to port (a tree) in one simulation;
* `check`: a harness run against the golden models (transaction model replay, delivery per
  port, the per-segment fold in arrival order) and the figures of the report;
* `adder_exactness`: the compiled testbenches of the fp32 adder (tb/fp32_vec_add/compiled/);
* `ledger`: every balance of a run; `pcap`: pcapng captures of a run; `soak`: the faults soak;
* `scenarios`: the stimulus library of the accelerator's tests (not a golden model).
"""
