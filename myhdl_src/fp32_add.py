"""fp32_add: one IEEE-754 binary32 adder lane, round to nearest even, pipelined, II = 1.

Ports
-----
clk      in   clock
ce       in   clock enable: 1 = every pipeline stage advances by one
in_a     in   [31:0] first operand  (sampled on a rising edge with ce = 1)
in_b     in   [31:0] second operand
out_sum  out  [31:0] in_a + in_b, LATENCY ce-cycles later (registered)

The lane has no valid bit and no reset: the data registers need neither. ``fp32_vec_add``
adds one valid pipeline with a synchronous reset for all its lanes.

Arithmetic
----------
Full IEEE-754 binary32 addition, round to nearest, ties to even: subnormals in and out (no
flush to zero), signed zeros (x + -x = +0, -0 + -0 = -0), +/-inf, overflow to inf.
NaN rule (the x86 SSE rule, equal to Berkeley TestFloat's 8086 rule):

* if in_a is a NaN, the result is in_a quieted (bit 22 set), payload kept;
* else if in_b is a NaN, the result is in_b quieted;
* inf + -inf (invalid) gives the default NaN 0xFFC00000.

Pipeline (LATENCY = 6), one hard piece of logic per stage for 200 MHz on a Virtex-7::

    stage 1  unpack, |a| >= |b| compare, swap into X (larger) / Y, exponent difference,
             special cases (NaN, inf) decided and carried down
    stage 2  align: shift Y right by the exponent difference, sticky bit
    stage 3  add or subtract the 27-bit significands (24 + guard, round, sticky)
    stage 4  leading-zero count of the 28-bit result, left-shift amount limited so that the
             exponent stays >= 1 (a smaller result becomes subnormal)
    stage 5  normalise: shift left, or right by one on a carry out
    stage 6  round to nearest even and pack; the rounding increment is added to
             {exponent, fraction} so that a carry bumps the exponent (subnormal -> normal,
             1.111..1 -> 10.0, max-finite -> inf) without extra logic

Each stage holds at most one of: a 31-bit magnitude compare, a 27-bit barrel shift, a
28-bit carry chain, a 27-bit priority encoder, a 31-bit increment. That is about 5-8 LUT
levels or one CARRY4 chain per stage, which fits the 5 ns of a 200 MHz clock on -2 xc7
parts; see docs/benchmarks.md for yosys' logic depth per stage.
"""

from myhdl import ConcatSignal, Signal, always, always_comb, block, concat, intbv

from .lzc import lzc

LATENCY = 6

_EXP_MAX = 0xFF
_QNAN_BIT = 1 << 22


@block
def fp32_add(clk, ce, in_a, in_b, out_sum):
    """One binary32 adder lane; see the module docstring for ports and timing."""
    # Pipeline registers, named s<stage>_<what>. The exponents start at 1 (a legal
    # effective exponent) so that MyHDL's range checks, which assert the arithmetic below,
    # also hold for the empty pipeline after start-up.

    # The operands as plain internal signals. fp32_vec_add passes each lane a slice of its
    # bus (a shadow signal); used directly, the converter writes every bit select as a
    # select of that slice, e.g. in_a[32-1:0][31-1:23], which Verilog-2001 forbids and
    # Icarus rejects. Copied once here, every select below is of a plain wire.
    op_a = Signal(intbv(0)[32:])
    op_b = Signal(intbv(0)[32:])

    @always_comb
    def operands():
        op_a.next = in_a
        op_b.next = in_b

    # stage 1 -> 2
    s1_sign = Signal(bool(0))  # sign of X (the operand with the larger magnitude)
    s1_sub = Signal(bool(0))  # effective subtraction (signs differ)
    s1_exp = Signal(intbv(1)[8:])  # effective exponent of X (1 for subnormals)
    s1_mx = Signal(intbv(0)[24:])  # significand of X with hidden bit
    s1_my = Signal(intbv(0)[24:])  # significand of Y with hidden bit
    s1_diff = Signal(intbv(0)[8:])  # exponent difference, X minus Y, >= 0
    s1_spec = Signal(bool(0))  # result is special (NaN or inf), value in s1_sval
    s1_sval = Signal(intbv(0)[32:])

    # stage 2 -> 3
    s2_sign = Signal(bool(0))
    s2_sub = Signal(bool(0))
    s2_exp = Signal(intbv(1)[8:])
    s2_x = Signal(intbv(0)[27:])  # X significand followed by guard, round, sticky (zeros)
    s2_y = Signal(intbv(0)[27:])  # Y aligned, sticky folded into bit 0
    s2_spec = Signal(bool(0))
    s2_sval = Signal(intbv(0)[32:])

    # stage 3 -> 4
    s3_sign = Signal(bool(0))
    s3_sub = Signal(bool(0))
    s3_exp = Signal(intbv(1)[8:])
    s3_r = Signal(intbv(0)[28:])  # X +/- Y, bit 27 is the carry out
    s3_spec = Signal(bool(0))
    s3_sval = Signal(intbv(0)[32:])

    # stage 4 combinational: leading zeros of r[26:0] with ones below it (27 for zero)
    r_pad = ConcatSignal(s3_r(27, 0), intbv(0b1111)[4:])
    r_lz = Signal(intbv(0)[5:])
    r_lzc = lzc(r_pad, r_lz)

    # stage 4 -> 5
    s4_sign = Signal(bool(0))
    s4_exp = Signal(intbv(1)[8:])
    s4_r = Signal(intbv(0)[28:])
    s4_sh = Signal(intbv(0)[5:])  # left-shift amount, 0..27 (27 only for a zero result)
    s4_spec = Signal(bool(0))
    s4_sval = Signal(intbv(0)[32:])

    # stage 5 -> 6
    s5_sign = Signal(bool(0))
    s5_exp = Signal(intbv(0)[9:])  # exponent after normalisation, 1..255
    s5_n = Signal(intbv(0)[27:])  # normalised significand + guard, round, sticky
    s5_spec = Signal(bool(0))
    s5_sval = Signal(intbv(0)[32:])

    @always(clk.posedge)
    def stage1():
        ea = intbv(0)[8:]  # effective exponents: a subnormal counts as exponent 1
        eb = intbv(0)[8:]
        ha = intbv(0)[1:]  # hidden bits
        hb = intbv(0)[1:]
        if ce:
            ea[:] = op_a[31:23]
            eb[:] = op_b[31:23]
            ha[:] = ea != 0
            hb[:] = eb != 0
            if ea == 0:
                ea[:] = 1
            if eb == 0:
                eb[:] = 1
            # The larger magnitude goes to X; comparing the 31 low bits as an unsigned
            # number orders finite values and infinities by magnitude.
            if op_a[31:0] >= op_b[31:0]:
                s1_sign.next = op_a[31]
                s1_exp.next = ea
                s1_mx.next = concat(ha, op_a[23:0])
                s1_my.next = concat(hb, op_b[23:0])
                s1_diff.next = ea - eb
            else:
                s1_sign.next = op_b[31]
                s1_exp.next = eb
                s1_mx.next = concat(hb, op_b[23:0])
                s1_my.next = concat(ha, op_a[23:0])
                s1_diff.next = eb - ea
            s1_sub.next = op_a[31] != op_b[31]

            # Special cases, in priority order (x86 SSE / TestFloat 8086 rule).
            if op_a[31:23] == _EXP_MAX and op_a[23:0] != 0:
                s1_spec.next = 1
                s1_sval.next = op_a | _QNAN_BIT
            elif op_b[31:23] == _EXP_MAX and op_b[23:0] != 0:
                s1_spec.next = 1
                s1_sval.next = op_b | _QNAN_BIT
            elif op_a[31:23] == _EXP_MAX and op_b[31:23] == _EXP_MAX and op_a[31] != op_b[31]:
                s1_spec.next = 1
                # The default NaN 0xFFC00000: sign 1, exponent all ones, quiet bit.
                s1_sval.next = concat(True, intbv(_EXP_MAX)[8:], True, intbv(0)[22:])
            elif op_a[31:23] == _EXP_MAX:
                s1_spec.next = 1
                s1_sval.next = op_a
            elif op_b[31:23] == _EXP_MAX:
                s1_spec.next = 1
                s1_sval.next = op_b
            else:
                s1_spec.next = 0
                s1_sval.next = 0

    @always(clk.posedge)
    def stage2():
        # Y's significand and 27 zeros below it, shifted right as one 54-bit word: the top
        # half is the aligned Y, any one in the bottom half was shifted out (sticky).
        w = intbv(0)[54:]
        y = intbv(0)[27:]
        if ce:
            s2_sign.next = s1_sign
            s2_sub.next = s1_sub
            s2_exp.next = s1_exp
            s2_spec.next = s1_spec
            s2_sval.next = s1_sval
            s2_x.next = concat(s1_mx, intbv(0)[3:])
            if s1_diff >= 27:
                # Shifted out entirely: only the sticky bit remains (Y != 0 here).
                s2_y.next = concat(intbv(0)[26:], s1_my != 0)
            else:
                w[:] = concat(s1_my, intbv(0)[30:]) >> s1_diff[5:]
                y[:] = w[54:27]
                s2_y.next = concat(y[27:1], y[0] | (w[27:0] != 0))

    @always(clk.posedge)
    def stage3():
        if ce:
            s3_sign.next = s2_sign
            s3_sub.next = s2_sub
            s3_exp.next = s2_exp
            s3_spec.next = s2_spec
            s3_sval.next = s2_sval
            # |X| >= |Y| makes the difference non-negative.
            if s2_sub:
                s3_r.next = s2_x - s2_y
            else:
                s3_r.next = s2_x + s2_y

    @always(clk.posedge)
    def stage4():
        lz = intbv(0)[8:]
        emax = intbv(0)[8:]
        if ce:
            s4_exp.next = s3_exp
            s4_r.next = s3_r
            s4_spec.next = s3_spec
            s4_sval.next = s3_sval
            # An exact zero from a subtraction is +0 in round to nearest.
            if s3_sub and s3_r == 0:
                s4_sign.next = 0
            else:
                s4_sign.next = s3_sign
            lz[:] = concat(intbv(0)[3:], r_lz)
            # Never shift the exponent below 1: a smaller result is subnormal.
            emax[:] = s3_exp - 1
            if emax < lz:
                s4_sh.next = emax[5:]
            else:
                s4_sh.next = lz[5:]

    @always(clk.posedge)
    def stage5():
        n = intbv(0)[27:]
        lsb = intbv(0)[1:]
        if ce:
            s5_sign.next = s4_sign
            s5_spec.next = s4_spec
            s5_sval.next = s4_sval
            if s4_r[27]:
                # Carry out: shift right by one, the dropped bit joins the sticky bit.
                lsb[:] = s4_r[1] | s4_r[0]
                s5_n.next = concat(s4_r[28:2], lsb)
                s5_exp.next = s4_exp + 1
            else:
                n[:] = s4_r[27:0] << s4_sh
                s5_n.next = n
                s5_exp.next = concat(intbv(0)[1:], s4_exp) - concat(intbv(0)[4:], s4_sh)

    @always(clk.posedge)
    def stage6():
        word = intbv(0)[31:]
        up = intbv(0)[1:]
        if ce:
            if s5_spec:
                out_sum.next = s5_sval
            elif s5_exp >= _EXP_MAX:
                # Overflow (only from a carry out at exponent 254): +/-inf.
                out_sum.next = concat(s5_sign, intbv(_EXP_MAX)[8:], intbv(0)[23:])
            else:
                # Round to nearest even: guard and (round or sticky or lsb).
                up[:] = s5_n[2] & (s5_n[1] | s5_n[0] | s5_n[3])
                # A hidden bit of 0 means subnormal (or zero): exponent field 0. The
                # increment carries into the exponent field where it must.
                if s5_n[26]:
                    word[:] = concat(s5_exp[8:0], s5_n[26:3])
                else:
                    word[:] = concat(intbv(0)[8:], s5_n[26:3])
                word[:] = word + up
                out_sum.next = concat(s5_sign, word)

    return operands, r_lzc, stage1, stage2, stage3, stage4, stage5, stage6
