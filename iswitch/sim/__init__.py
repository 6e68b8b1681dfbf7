"""Simulation harnesses of the project and what drives and checks them.

* `harness`: the compiled Verilator testbench of the spliced switch datapath
  (tb/nf_datapath/compiled/): sources and build, the workers' stimulus, the run and its
  binary record formats;
* `check`: a harness run against the golden models (transaction model replay, delivery per
  port, the per-segment fold in arrival order) and the figures of the report;
* `adder_exactness`: the compiled testbenches of the fp32 adder (tb/fp32_vec_add/compiled/);
* `build`: the one cached, locked build of a compiled testbench;
* `pcap`: pcapng captures of a run;
* `scenarios`: the stimulus library of the accelerator's tests (not a golden model).
"""
