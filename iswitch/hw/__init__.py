"""Hardware tools: the splicer (`splice`, `splice_frontend`, `splicegen`), RTL lint
(`lint`), synthesis counts (`synth`), place and route (`timing`), MyHDL's co-simulation VPI
module (`vpi`), the cocotb runner (`cocotb_run`) and the Verilator environment
(`toolenv`)."""
