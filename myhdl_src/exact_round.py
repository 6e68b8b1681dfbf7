"""exact_round: the exact mode's accumulator, read out as one binary32 value, rounded once
to nearest, ties to even; pipelined, II = 1 (issue 22; the semantics: golden/exact.py).

The accumulator (myhdl_src/exact_align.py) holds ``V``, the exact sum times 2^149, as a
two's-complement integer of ``ACC_W`` = 288 bits in ``NCHUNK`` = 9 chunks of ``CHUNK_W`` =
32 bits, in carry-save form: the chunks and one pending carry per chunk, carry ``i``
weighing ``2^(32 i)``, so ``V = in_chunks + sum_i in_carries[i] * 2^(32 i)`` (mod
2^288). This block resolves the carries, takes the sign and the magnitude, finds the
leading one, cuts the 24 significant bits, the round bit and the sticky bit, rounds and
packs, with the special rules beside:

* ``in_nan``, or ``in_pinf`` and ``in_ninf`` together: the canonical NaN 0x7FC00000;
* else ``in_pinf`` or ``in_ninf``: that infinity;
* a magnitude of 2^128 - 2^103 or more (times 2^149): the infinity of the sign;
* ``V == 0``: +0, or -0 when ``in_allnz`` (every contribution was -0);
* else the binary32 nearest ``V * 2^-149``, ties to even; below 2^-126 it is subnormal and
  exact (``|V| < 2^23`` is the bit pattern itself).

No stage has a carry chain longer than 32 bits: the carries between chunks are found by
a 9-bit addition on the chunks' generate and propagate bits (a carry lookahead), the +1
of the negation likewise on the chunks' zero bits.

Ports
-----
clk          in   clock
ce           in   clock enable: 1 = every stage advances by one
in_chunks    in   [ACC_W-1:0] the accumulator's chunks, chunk i = bits 32i+31..32i
in_carries   in   [NCHUNK-1:0] the pending carries, bit i a +1 at bit 32i
in_nan       in   some contribution was a NaN
in_pinf      in   some contribution was +Inf
in_ninf      in   some contribution was -Inf
in_allnz     in   every contribution was -0
             (all inputs sampled on a rising edge with ce = 1)
out_x        out  [31:0] the rounded sum, LATENCY ce-cycles after the input, registered

Pipeline (LATENCY = 8), no reset and no valid bit (like exact_align)::

    stage 1  per chunk a = chunk + carry (32 bits); its generate (the add carries out)
             and propagate (a is all ones) bits; the carries between chunks from them as
             the carries of one 9-bit addition; the special flags
    stage 2  per chunk R = a + its carry from below: V resolved; the sign (bit 31 of the
             top R, found from a and the carry beside the add); each chunk's R == 0; the
             +1 of the negation entering each chunk (negative, and every chunk below is 0)
    stage 3  per chunk M = (R XOR sign) + its +1: the magnitude |V|, read unsigned (so
             even V = -2^287, beyond any 1,024 contributions, has its magnitude); and
             M != 0, from R == 0 and R all ones (stage 2, beside the add), the sign and
             the +1
    stage 4  per chunk the leading zeros of M; from the chunks' M != 0 the top nonzero
             chunk k, V == 0, and whether any chunk below k - 1 is nonzero
    stage 5  chunk k's leading zeros: the leading one at p = 32 k + 31 - lz; t =
             max(p, 23), the position of the significand's top bit (below 2^23 the
             result is subnormal, cut as if its top were bit 23); chunks k and k - 1 as a
             64-bit pair (a 9-way select by the registered k)
    stage 6  the pair shifted left by 31 - (t mod 32), which puts bit t at bit 63 (the
             bits shifted out are above the leading one, all 0): the significand (bits
             t..t-23), the round bit (t-24) and the sticky bit (any bit below, the
             chunks below k - 1 included); the biased exponent E = t - 22 for t > 23,
             else the significand's bit 23 (0: subnormal, 1: the smallest binade)
    stage 7  the word {E, fraction}, the word + 1, whether to round up (round bit and
             (sticky or the lowest significand bit)), overflow (E >= 255)
    stage 8  pack: NaN, Inf, overflow to Inf, the word or the word + 1 (a carry into the
             exponent field is right: subnormal to normal, 1.11..1 to 10.0, max to Inf)

Signal names: ``s<k>_`` the registers after stage k; ``op`` the inputs copied to plain
wires (a slice of a caller's bus would otherwise be sliced again in the Verilog); in the
chunk sub-block ``cx``/``ck`` its chunk and carry, ``g``/``p``/``z`` its generate,
propagate and zero bits, ``top`` the sign (top chunk only), ``nx``/``na`` the chunk and a
inverted (an all-ones test is written ``== 0`` on them, so the Verilog constant is sized);
``_v`` a vector of the chunks' bits or words (a ConcatSignal); ``sh`` stage 6's shifted
pair; ``rz``/``ro`` whether R will be 0 / all ones, ``s2_z``/``s2_o`` the same registered.

Why k is found in stage 4, and chunk 0's cut at bit 23 beside the select: the chunks'
M != 0 come from stage 3 (from R's zero and all-ones tests, made beside stage 2's add like
the lookahead's), so the priority over the 9 chunks is a register away from the 64-bit
select it drives, and the subnormal cut (a compare of chunk 0's leading zeros) feeds the
select's input instead of following it. With the priority, the select and the cut in one
stage, those paths were the read-out's slowest on the ECP5 (docs/benchmarks.md,
exact_vec's post-route timing).
"""

from __future__ import annotations

from myhdl import ConcatSignal, Signal, always, always_comb, block, concat, intbv, modbv

from .exact_align import ACC_W, CHUNK_W, NCHUNK
from .lzc import lzc

LATENCY = 8
_EXP_MAX = 0xFF
_SUB_TOP = 23  # the top bit of a subnormal-or-smallest-normal significand (2^-126)
_E_OFF = 2**9 - (_SUB_TOP - 1)  # + this modulo 2^9 is - 22: the biased exponent of t
assert NCHUNK == 9 and CHUNK_W == 32  # stages 4 and 5's chunk select is written out for 9


@block
def _chunk(clk, ce, x, carry, cin, cin2, neg, g, p, z, top, m, lz, nz, j: int):
    """Stages 1-4 of chunk ``j``: a = x + carry, R = a + cin, M = (R ^ neg) + cin2 and
    ``nz`` = M != 0 (stage 3), the leading zeros of M. ``g``, ``p`` (stage 1) and ``z``
    (stage 2) are combinational outputs for the lookahead, made for chunks below the top;
    ``top`` (the sign, stage 2) for the top chunk only. ``m`` is M one stage later, beside
    ``lz``."""
    cx = Signal(intbv(0)[CHUNK_W:])
    ck = Signal(bool(0))

    @always_comb
    def operand():
        cx.next = x
        ck.next = carry

    s1_a = Signal(intbv(0)[CHUNK_W:])
    s2_r = Signal(intbv(0)[CHUNK_W:])
    s3_m = Signal(intbv(0)[CHUNK_W:])
    na = Signal(intbv(0)[CHUNK_W:])  # a inverted: "all ones" is "== 0" (sized)
    rz = Signal(bool(0))  # R = a + cin will be 0
    ro = Signal(bool(0))  # ... all ones
    s2_z = Signal(bool(0))  # R == 0
    s2_o = Signal(bool(0))  # R is all ones

    @always_comb
    def inverted_a():
        na.next = ~s1_a

    @always_comb
    def r_tests():
        # R = a + cin is 0 iff a is 0 and no carry, or a all ones and a carry; all ones
        # iff a is all ones and no carry, or a = ~1 and a carry
        rz.next = (not cin and s1_a == 0) or (cin and na == 0)
        ro.next = (not cin and na == 0) or (cin and na == 1)

    @always(clk.posedge)
    def adds():
        t = modbv(0)[CHUNK_W:]  # each add modulo 2^32: the carry out is the lookahead's
        u = modbv(0)[CHUNK_W:]
        w = modbv(0)[CHUNK_W:]
        v = intbv(0)[CHUNK_W:]
        if ce:
            t[:] = cx + ck
            s1_a.next = t
            u[:] = s1_a + cin
            s2_r.next = u
            s2_z.next = rz
            s2_o.next = ro
            if neg:
                v[:] = ~s2_r
            else:
                v[:] = s2_r
            w[:] = v + cin2
            s3_m.next = w
            # M == 0 iff R ^ neg is 0 and no +1, or all ones and a +1: R is 0 with
            # neg == cin2, or all ones with neg != cin2
            nz.next = not ((s2_z and neg == cin2) or (s2_o and neg != cin2))

    gens = [operand, inverted_a, r_tests, adds]
    if j < NCHUNK - 1:
        nx = Signal(intbv(0)[CHUNK_W:])  # inverted: "all ones" is "== 0" (sized)

        @always_comb
        def inverted():
            nx.next = ~cx

        @always_comb
        def lookahead():
            # from the inputs, beside the add: it carries out iff x is all ones and carry
            # is 1; its sum is all ones iff x is all ones and carry 0, or x = ~1 and 1
            g.next = ck and nx == 0
            p.next = (not ck and nx == 0) or (ck and nx == 1)
            z.next = rz

        gens += [inverted, lookahead]
    else:
        na31 = Signal(intbv(0)[CHUNK_W - 1:])  # bits 30..0 of a, inverted

        @always_comb
        def inverted():
            na31.next = na[CHUNK_W - 1:]

        @always_comb
        def sign():
            # bit 31 of a + cin: a's, flipped when the carry runs through bits 30..0
            top.next = s1_a[CHUNK_W - 1] ^ (cin and na31 == 0)

        gens += [inverted, sign]

    hi = Signal(intbv(0)[CHUNK_W - 1:])  # M without its bit 0, which the sentinel stands for
    c = Signal(intbv(0)[5:])
    count = lzc(hi, c)

    @always_comb
    def upper():
        hi.next = s3_m[CHUNK_W:1]

    @always(clk.posedge)
    def stage4():
        if ce:
            lz.next = c
            m.next = s3_m

    return gens, count, upper, stage4


@block
def _delay(clk, ce, d, q, n: int):
    """``q`` is ``d`` n ce-cycles later (n >= 3), one shift register of n - 1 words and q."""
    if n < 3:
        raise ValueError("_delay: n >= 3")
    w = len(d)
    sr = Signal(intbv(0)[w * (n - 1):])

    @always(clk.posedge)
    def shift():
        if ce:
            sr.next = concat(sr[w * (n - 2):], d)
            q.next = sr[w * (n - 1):w * (n - 2)]

    return shift


@block
def exact_round(clk, ce, in_chunks, in_carries, in_nan, in_pinf, in_ninf, in_allnz, out_x):
    """The accumulator rounded to binary32; see the module docstring."""
    if len(in_chunks) != ACC_W or len(in_carries) != NCHUNK or len(out_x) != 32:
        raise ValueError(f"exact_round: in_chunks is {ACC_W} bits, in_carries {NCHUNK}, "
                         "out_x 32")
    op = Signal(intbv(0)[ACC_W:])
    op_c = Signal(intbv(0)[NCHUNK:])

    @always_comb
    def operand():
        op.next = in_chunks
        op_c.next = in_carries

    b = lambda: Signal(bool(0))  # noqa: E731
    g, p, z = ([b() for _ in range(NCHUNK - 1)] for _ in range(3))
    s1_cin = Signal(intbv(0)[NCHUNK:])  # the carry into each chunk (bit 0: none)
    s2_cin2 = Signal(intbv(0)[NCHUNK:])  # the negation's +1 into each chunk
    s2_neg = b()
    sign = b()
    ms = [Signal(intbv(0)[CHUNK_W:]) for _ in range(NCHUNK)]
    lzs = [Signal(intbv(0)[5:]) for _ in range(NCHUNK)]
    nzs = [b() for _ in range(NCHUNK)]
    chunks = []
    for j in range(NCHUNK):
        last = j == NCHUNK - 1
        chunks.append(_chunk(
            clk, ce, op(CHUNK_W * (j + 1), CHUNK_W * j), op_c(j), s1_cin(j), s2_cin2(j),
            s2_neg, None if last else g[j], None if last else p[j], None if last else z[j],
            sign if last else None, ms[j], lzs[j], nzs[j], j))
    g_v = ConcatSignal(intbv(0)[1:], *reversed(g))  # 9 bits, the top one 0
    p_v = ConcatSignal(intbv(0)[1:], *reversed(p))
    z_v = ConcatSignal(intbv(0)[1:], *reversed(z))
    m_v = ConcatSignal(*reversed(ms))  # stage 4: |V|
    lz_v = ConcatSignal(*reversed(lzs))
    nz_v = ConcatSignal(*reversed(nzs))  # stage 3: each chunk's M != 0

    s1_flags = Signal(intbv(0)[4:])  # {-0 only, the infinity's sign, Inf, NaN}

    @always(clk.posedge)
    def stage1():
        x = intbv(0)[NCHUNK:]
        y = intbv(0)[NCHUNK:]
        s = intbv(0)[NCHUNK:]
        f = intbv(0)[4:]
        if ce:
            # carry into bit i of (g | p) + g: g_i generates, p_i propagates (never both)
            x[:] = g_v | p_v
            y[:] = g_v
            s[:] = x + y
            s1_cin.next = s ^ x ^ y
            f[0] = in_nan or (in_pinf and in_ninf)
            f[1] = in_pinf or in_ninf
            f[2] = in_ninf
            f[3] = in_allnz
            s1_flags.next = f

    @always(clk.posedge)
    def stage2():
        s = intbv(0)[NCHUNK:]
        if ce:
            # the carry into bit i of z + 1: every chunk below is zero
            s[:] = z_v + 1
            if sign:
                s2_cin2.next = s ^ z_v
            else:
                s2_cin2.next = 0
            s2_neg.next = sign

    # the flags to stage 7; the sign from stage 2 to stage 7
    s7_flags = Signal(intbv(0)[4:])
    s7_neg = b()
    s7_neg_v = Signal(intbv(0)[1:])
    s2_neg_v = Signal(intbv(0)[1:])
    d_flags = _delay(clk, ce, s1_flags, s7_flags, 6)
    d_neg = _delay(clk, ce, s2_neg_v, s7_neg_v, 5)

    @always_comb
    def neg_bits():
        s2_neg_v.next = s2_neg
        s7_neg.next = s7_neg_v[0]

    s5_k = Signal(intbv(0)[4:])  # the top nonzero chunk (0 also for V = 0)
    s5_r = Signal(intbv(0)[5:])  # t mod 32
    s5_pair = Signal(intbv(0)[2 * CHUNK_W:])  # {chunk k, chunk k - 1}
    s5_below = b()  # a chunk below k - 1 is nonzero
    s5_zero = b()  # V == 0
    sel = _select(clk, ce, m_v, lz_v, nz_v, s5_k, s5_r, s5_pair, s5_below, s5_zero)
    tail = _tail(clk, ce, s5_k, s5_r, s5_pair, s5_below, s5_zero, s7_flags, s7_neg, out_x)

    return operand, chunks, stage1, stage2, d_flags, d_neg, neg_bits, sel, tail


@block
def _select(clk, ce, m_v, lz_v, nz_v, k, r, pair, below, zero):
    """Stages 4 and 5: from the chunks' M != 0 (``nz_v``, stage 3) the top nonzero chunk,
    registered (stage 4, ``sel``), beside V == 0 and whether a chunk below it less one is
    nonzero; then (stage 5) ``k``, t mod 32 ``r``, the pair {chunk k, chunk k - 1} and the
    two flags (all registered)."""
    top = Signal(intbv(0)[4:])
    sel = Signal(intbv(0)[4:])  # stage 4: the top nonzero chunk (0 also for V = 0)
    s4_below = Signal(bool(0))
    s4_zero = Signal(bool(0))
    low_pos = Signal(intbv(0)[5:])  # chunk 0's leading one, at least bit 23
    top_pos = Signal(intbv(0)[5:])  # t mod 32

    @always_comb
    def pick():
        if nz_v[8]:
            top.next = 8
        elif nz_v[7]:
            top.next = 7
        elif nz_v[6]:
            top.next = 6
        elif nz_v[5]:
            top.next = 5
        elif nz_v[4]:
            top.next = 4
        elif nz_v[3]:
            top.next = 3
        elif nz_v[2]:
            top.next = 2
        elif nz_v[1]:
            top.next = 1
        else:
            top.next = 0

    @always(clk.posedge)
    def stage4():
        if ce:
            sel.next = top
            s4_zero.next = nz_v == 0
            # a nonzero chunk j with a nonzero chunk at j + 2 or above: then the top one,
            # k, is at j + 2 or above, so j is below k - 1 (and conversely, with k itself)
            s4_below.next = ((nz_v[0] and nz_v[9:2] != 0) or (nz_v[1] and nz_v[9:3] != 0)
                             or (nz_v[2] and nz_v[9:4] != 0) or (nz_v[3] and nz_v[9:5] != 0)
                             or (nz_v[4] and nz_v[9:6] != 0) or (nz_v[5] and nz_v[9:7] != 0)
                             or (nz_v[6] and nz_v[8]))

    @always_comb
    def low():
        # chunk 0's leading one at 31 - lz, cut at bit 23 when below it (subnormal), so that
        # the cut is no longer behind the chunk select
        p0 = intbv(0)[5:]
        p0[:] = ~lz_v[5:0]
        if p0 < _SUB_TOP:
            low_pos.next = _SUB_TOP
        else:
            low_pos.next = p0

    @always_comb
    def lz_of():
        # t mod 32: the leading one at 32 sel + 31 - lz (chunk 0's cut at bit 23 above)
        if sel == 8:
            top_pos.next = ~lz_v[45:40]
        elif sel == 7:
            top_pos.next = ~lz_v[40:35]
        elif sel == 6:
            top_pos.next = ~lz_v[35:30]
        elif sel == 5:
            top_pos.next = ~lz_v[30:25]
        elif sel == 4:
            top_pos.next = ~lz_v[25:20]
        elif sel == 3:
            top_pos.next = ~lz_v[20:15]
        elif sel == 2:
            top_pos.next = ~lz_v[15:10]
        elif sel == 1:
            top_pos.next = ~lz_v[10:5]
        else:
            top_pos.next = low_pos

    @always(clk.posedge)
    def position():
        if ce:
            zero.next = s4_zero
            below.next = s4_below
            r.next = top_pos

    @always(clk.posedge)
    def stage5():
        if ce:
            k.next = sel
            if sel == 8:
                pair.next = m_v[288:224]
            elif sel == 7:
                pair.next = m_v[256:192]
            elif sel == 6:
                pair.next = m_v[224:160]
            elif sel == 5:
                pair.next = m_v[192:128]
            elif sel == 4:
                pair.next = m_v[160:96]
            elif sel == 3:
                pair.next = m_v[128:64]
            elif sel == 2:
                pair.next = m_v[96:32]
            elif sel == 1:
                pair.next = m_v[64:0]
            else:
                pair.next = concat(m_v[32:0], intbv(0)[CHUNK_W:])

    return pick, stage4, low, lz_of, position, stage5


@block
def _tail(clk, ce, k, r, pair, below, zero, flags, neg, out_x):
    """Stages 6-8: cut, round, pack (see the module docstring)."""
    s6_frac = Signal(intbv(0)[23:])  # the significand's bits t-1 .. t-23
    s6_lsb, s6_round, s6_sticky, s6_zero = (Signal(bool(0)) for _ in range(4))
    s6_e = Signal(intbv(0)[9:])  # the biased exponent, up to 265 before the overflow check

    @always(clk.posedge)
    def stage6():
        # pair bit 32 + r is bit t of M; shifted left by 31 - r it is bit 63: the
        # significand is bits 63..40, the round bit 39, the sticky bits 38..0. The bits
        # shifted out at the top are above the leading one: all 0.
        sh = modbv(0)[2 * CHUNK_W:]
        t = intbv(0)[9:]
        e = modbv(0)[9:]
        if ce:
            sh[:] = pair << (~r)
            s6_frac.next = sh[63:40]
            s6_lsb.next = sh[40]
            s6_round.next = sh[39]
            s6_sticky.next = below or sh[39:0] != 0
            t[:] = concat(k, r)
            e[:] = t + _E_OFF  # t - 22, modulo 2^9 (t > 23 where it is used)
            if t > _SUB_TOP:
                s6_e.next = e
            else:
                s6_e.next = concat(intbv(0)[8:], sh[63])  # 2^23 is exponent 1, below 0
            s6_zero.next = zero

    s7_word = Signal(intbv(0)[31:])
    s7_inc = Signal(intbv(0)[31:])
    s7_up, s7_ovf, s7_zero = (Signal(bool(0)) for _ in range(3))

    @always(clk.posedge)
    def stage7():
        u = modbv(0)[31:]  # wraps only at E = 255: overflow, not used then
        if ce:
            s7_word.next = concat(s6_e[8:], s6_frac)
            u[:] = concat(s6_e[8:], s6_frac) + 1
            s7_inc.next = u
            s7_up.next = s6_round and (s6_sticky or s6_lsb)
            s7_ovf.next = s6_e >= _EXP_MAX
            s7_zero.next = s6_zero

    @always(clk.posedge)
    def stage8():
        sgn = intbv(0)[1:]
        if ce:
            sgn[0] = neg or (s7_zero and flags[3])
            if flags[0]:
                out_x.next = 0x7FC00000
            elif flags[1]:
                out_x.next = concat(flags[2], intbv(_EXP_MAX)[8:], intbv(0)[23:])
            elif s7_ovf:
                out_x.next = concat(neg, intbv(_EXP_MAX)[8:], intbv(0)[23:])
            elif s7_up:
                out_x.next = concat(sgn, s7_inc)
            else:
                out_x.next = concat(sgn, s7_word)

    return stage6, stage7, stage8
