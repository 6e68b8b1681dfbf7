"""fp32_vec_add: LANES binary32 adder lanes over one bus word, with a valid pipeline.

Ports
-----
clk        in   clock
rst        in   synchronous reset, active high (clears the valid pipeline only)
ce         in   clock enable: 1 = the pipeline advances by one stage
in_valid   in   the operands on in_a / in_b are a valid pair (sampled when ce = 1)
in_a       in   [32*LANES-1:0] first operands, lane i in bits [32*i+31 : 32*i]
in_b       in   [32*LANES-1:0] second operands
out_valid  out  out_sum holds the sums of a valid pair
out_sum    out  [32*LANES-1:0] lane-wise in_a + in_b, ``LATENCY`` ce-cycles later

Timing (LATENCY = 6, ce = 1 throughout)::

    clk        _/^\\_/^\\_/^\\_/^\\_/^\\_/^\\_/^\\_/^\\_
    in_valid   __/^^^\\____________________________
    in_a/in_b  --< A >----------------------------
    out_valid  ______________________/^^^\\________
    out_sum    ----------------------< A+B >------
                 cycle 0              cycle 6

Inputs are sampled on a rising edge with ce = 1; the result is on ``out_*`` LATENCY such
edges later and holds while ce = 0. A consumer therefore takes a result on a rising edge
where ce = 1 and out_valid = 1. Each lane is an independent ``fp32_add``.
"""

from myhdl import ConcatSignal, Signal, always_comb, always_seq, block, concat, intbv

from .fp32_add import LATENCY, fp32_add

LANES = 8


@block
def fp32_vec_add(clk, rst, ce, in_valid, in_a, in_b, out_valid, out_sum, LANES=LANES):
    """LANES fp32 adder lanes side by side; see the module docstring."""
    if len(in_a) != 32 * LANES or len(in_b) != 32 * LANES or len(out_sum) != 32 * LANES:
        raise ValueError(f"fp32_vec_add: in_a, in_b, out_sum must be {32 * LANES} bits wide")

    # Lanes as shadow slices in, separate signals out, reassembled by ConcatSignal (a list
    # of signals indexed inside a generator would become a Verilog memory).
    lane_sums = [Signal(intbv(0)[32:]) for _ in range(LANES)]
    lanes = [
        fp32_add(clk, ce, in_a(32 * i + 32, 32 * i), in_b(32 * i + 32, 32 * i), lane_sums[i])
        for i in range(LANES)
    ]
    sum_cat = ConcatSignal(*reversed(lane_sums))

    valid_pipe = Signal(intbv(0)[LATENCY:])

    @always_seq(clk.posedge, reset=rst)
    def valid_shift():
        if ce:
            valid_pipe.next = concat(valid_pipe[LATENCY - 1 : 0], in_valid)

    @always_comb
    def outputs():
        out_valid.next = valid_pipe[LATENCY - 1]
        out_sum.next = sum_cat

    return lanes, valid_shift, outputs
