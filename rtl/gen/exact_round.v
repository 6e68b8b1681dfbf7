// Generated from myhdl_src/exact_round.py by `python -m myhdl_src.convert` (MyHDL 0.11.52).
// Do not edit: change the MyHDL source and regenerate (`tox -e regen`).

`timescale 1ns / 1ps
`default_nettype none

module exact_round (
    clk,
    ce,
    in_chunks,
    in_carries,
    in_nan,
    in_pinf,
    in_ninf,
    in_allnz,
    out_x
);
// verilator lint_off UNUSEDPARAM
localparam LATENCY = 8;
localparam ACC_W = 288;
// verilator lint_on UNUSEDPARAM
// The accumulator rounded to binary32; see the module docstring.

input clk;
input ce;
input [287:0] in_chunks;
input [8:0] in_carries;
input in_nan;
input in_pinf;
input in_ninf;
input in_allnz;
output [31:0] out_x;
reg [31:0] out_x;

wire [287:0] op;
wire [8:0] op_c;
wire [8:0] g_v;
wire [8:0] p_v;
reg [8:0] s1_cin;
reg [3:0] s1_flags;
wire [8:0] z_v;
wire sign;
reg [8:0] s2_cin2;
reg s2_neg;
wire [0:0] s2_neg_v;
wire s7_neg;
reg [0:0] s7_neg_v;
wire _chunk0_g;
wire _chunk0_p;
wire _chunk0_z;
reg [31:0] _chunk0_m;
reg [4:0] _chunk0_lz;
reg _chunk0_nz;
wire _chunk0_ck;
wire [31:0] _chunk0_cx;
wire [31:0] _chunk0_na;
reg [31:0] _chunk0_s1_a;
wire _chunk0_rz;
wire _chunk0_ro;
reg [31:0] _chunk0_s2_r;
reg _chunk0_s2_z;
reg _chunk0_s2_o;
reg [31:0] _chunk0_s3_m;
wire [31:0] _chunk0_nx;
wire [30:0] _chunk0_hi;
reg [4:0] _chunk0_c;
reg [3:0] _chunk0_lzc0__lzc_node0_c_hi;
reg [3:0] _chunk0_lzc0__lzc_node0_c_lo;
wire _chunk0_lzc0__lzc_node0_v_hi;
reg [2:0] _chunk0_lzc0__lzc_node0__lzc_node1_c_hi;
reg [2:0] _chunk0_lzc0__lzc_node0__lzc_node1_c_lo;
wire _chunk0_lzc0__lzc_node0__lzc_node1_v_hi;
wire _chunk0_lzc0__lzc_node0__lzc_node1_v_lo;
reg [1:0] _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi;
reg [1:0] _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo;
wire _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi;
wire _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_lo;
wire [0:0] _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi;
wire [0:0] _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo;
wire _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi;
wire _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_lo;
wire [0:0] _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi;
wire [0:0] _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo;
wire _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi;
wire _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_lo;
reg [1:0] _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi;
reg [1:0] _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo;
wire _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi;
wire _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_lo;
wire [0:0] _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi;
wire [0:0] _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo;
wire _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi;
wire _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_lo;
wire [0:0] _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi;
wire [0:0] _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo;
wire _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi;
wire _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_lo;
reg [2:0] _chunk0_lzc0__lzc_node0__lzc_node16_c_hi;
reg [2:0] _chunk0_lzc0__lzc_node0__lzc_node16_c_lo;
wire _chunk0_lzc0__lzc_node0__lzc_node16_v_hi;
reg [1:0] _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi;
reg [1:0] _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo;
wire _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi;
wire _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_lo;
wire [0:0] _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi;
wire [0:0] _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo;
wire _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi;
wire _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_lo;
wire [0:0] _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi;
wire [0:0] _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo;
wire _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi;
wire _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_lo;
reg [1:0] _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi;
reg [1:0] _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo;
wire _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_v_hi;
wire [0:0] _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi;
wire [0:0] _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo;
wire _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi;
wire _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_lo;
wire [0:0] _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi;
wire [0:0] _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo;
wire _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi;
wire _chunk1_g;
wire _chunk1_p;
wire _chunk1_z;
reg [31:0] _chunk1_m;
reg [4:0] _chunk1_lz;
reg _chunk1_nz;
wire _chunk1_ck;
wire [31:0] _chunk1_cx;
wire [31:0] _chunk1_na;
reg [31:0] _chunk1_s1_a;
wire _chunk1_rz;
wire _chunk1_ro;
reg [31:0] _chunk1_s2_r;
reg _chunk1_s2_z;
reg _chunk1_s2_o;
reg [31:0] _chunk1_s3_m;
wire [31:0] _chunk1_nx;
wire [30:0] _chunk1_hi;
reg [4:0] _chunk1_c;
reg [3:0] _chunk1_lzc1__lzc_node31_c_hi;
reg [3:0] _chunk1_lzc1__lzc_node31_c_lo;
wire _chunk1_lzc1__lzc_node31_v_hi;
reg [2:0] _chunk1_lzc1__lzc_node31__lzc_node32_c_hi;
reg [2:0] _chunk1_lzc1__lzc_node31__lzc_node32_c_lo;
wire _chunk1_lzc1__lzc_node31__lzc_node32_v_hi;
wire _chunk1_lzc1__lzc_node31__lzc_node32_v_lo;
reg [1:0] _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi;
reg [1:0] _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo;
wire _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_hi;
wire _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_lo;
wire [0:0] _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_hi;
wire [0:0] _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_lo;
wire _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_hi;
wire _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_lo;
wire [0:0] _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_hi;
wire [0:0] _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_lo;
wire _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_hi;
wire _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_lo;
reg [1:0] _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi;
reg [1:0] _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo;
wire _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_hi;
wire _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_lo;
wire [0:0] _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_hi;
wire [0:0] _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_lo;
wire _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_hi;
wire _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_lo;
wire [0:0] _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_hi;
wire [0:0] _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_lo;
wire _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_hi;
wire _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_lo;
reg [2:0] _chunk1_lzc1__lzc_node31__lzc_node47_c_hi;
reg [2:0] _chunk1_lzc1__lzc_node31__lzc_node47_c_lo;
wire _chunk1_lzc1__lzc_node31__lzc_node47_v_hi;
reg [1:0] _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi;
reg [1:0] _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo;
wire _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_hi;
wire _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_lo;
wire [0:0] _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_hi;
wire [0:0] _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_lo;
wire _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_hi;
wire _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_lo;
wire [0:0] _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_hi;
wire [0:0] _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_lo;
wire _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_hi;
wire _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_lo;
reg [1:0] _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi;
reg [1:0] _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo;
wire _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_v_hi;
wire [0:0] _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_hi;
wire [0:0] _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_lo;
wire _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_hi;
wire _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_lo;
wire [0:0] _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_hi;
wire [0:0] _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_lo;
wire _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_v_hi;
wire _chunk2_g;
wire _chunk2_p;
wire _chunk2_z;
reg [31:0] _chunk2_m;
reg [4:0] _chunk2_lz;
reg _chunk2_nz;
wire _chunk2_ck;
wire [31:0] _chunk2_cx;
wire [31:0] _chunk2_na;
reg [31:0] _chunk2_s1_a;
wire _chunk2_rz;
wire _chunk2_ro;
reg [31:0] _chunk2_s2_r;
reg _chunk2_s2_z;
reg _chunk2_s2_o;
reg [31:0] _chunk2_s3_m;
wire [31:0] _chunk2_nx;
wire [30:0] _chunk2_hi;
reg [4:0] _chunk2_c;
reg [3:0] _chunk2_lzc2__lzc_node62_c_hi;
reg [3:0] _chunk2_lzc2__lzc_node62_c_lo;
wire _chunk2_lzc2__lzc_node62_v_hi;
reg [2:0] _chunk2_lzc2__lzc_node62__lzc_node63_c_hi;
reg [2:0] _chunk2_lzc2__lzc_node62__lzc_node63_c_lo;
wire _chunk2_lzc2__lzc_node62__lzc_node63_v_hi;
wire _chunk2_lzc2__lzc_node62__lzc_node63_v_lo;
reg [1:0] _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi;
reg [1:0] _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo;
wire _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_hi;
wire _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_lo;
wire [0:0] _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_hi;
wire [0:0] _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_lo;
wire _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_hi;
wire _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_lo;
wire [0:0] _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_hi;
wire [0:0] _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_lo;
wire _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_hi;
wire _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_lo;
reg [1:0] _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi;
reg [1:0] _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo;
wire _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_hi;
wire _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_lo;
wire [0:0] _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_hi;
wire [0:0] _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_lo;
wire _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_hi;
wire _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_lo;
wire [0:0] _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_hi;
wire [0:0] _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_lo;
wire _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_hi;
wire _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_lo;
reg [2:0] _chunk2_lzc2__lzc_node62__lzc_node78_c_hi;
reg [2:0] _chunk2_lzc2__lzc_node62__lzc_node78_c_lo;
wire _chunk2_lzc2__lzc_node62__lzc_node78_v_hi;
reg [1:0] _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi;
reg [1:0] _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo;
wire _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_hi;
wire _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_lo;
wire [0:0] _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_hi;
wire [0:0] _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_lo;
wire _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_hi;
wire _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_lo;
wire [0:0] _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_hi;
wire [0:0] _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_lo;
wire _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_hi;
wire _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_lo;
reg [1:0] _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi;
reg [1:0] _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo;
wire _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_v_hi;
wire [0:0] _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_hi;
wire [0:0] _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_lo;
wire _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_hi;
wire _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_lo;
wire [0:0] _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_hi;
wire [0:0] _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_lo;
wire _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_v_hi;
wire _chunk3_g;
wire _chunk3_p;
wire _chunk3_z;
reg [31:0] _chunk3_m;
reg [4:0] _chunk3_lz;
reg _chunk3_nz;
wire _chunk3_ck;
wire [31:0] _chunk3_cx;
wire [31:0] _chunk3_na;
reg [31:0] _chunk3_s1_a;
wire _chunk3_rz;
wire _chunk3_ro;
reg [31:0] _chunk3_s2_r;
reg _chunk3_s2_z;
reg _chunk3_s2_o;
reg [31:0] _chunk3_s3_m;
wire [31:0] _chunk3_nx;
wire [30:0] _chunk3_hi;
reg [4:0] _chunk3_c;
reg [3:0] _chunk3_lzc3__lzc_node93_c_hi;
reg [3:0] _chunk3_lzc3__lzc_node93_c_lo;
wire _chunk3_lzc3__lzc_node93_v_hi;
reg [2:0] _chunk3_lzc3__lzc_node93__lzc_node94_c_hi;
reg [2:0] _chunk3_lzc3__lzc_node93__lzc_node94_c_lo;
wire _chunk3_lzc3__lzc_node93__lzc_node94_v_hi;
wire _chunk3_lzc3__lzc_node93__lzc_node94_v_lo;
reg [1:0] _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi;
reg [1:0] _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo;
wire _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_hi;
wire _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_lo;
wire [0:0] _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_hi;
wire [0:0] _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_lo;
wire _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_hi;
wire _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_lo;
wire [0:0] _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_hi;
wire [0:0] _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_lo;
wire _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_hi;
wire _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_lo;
reg [1:0] _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi;
reg [1:0] _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo;
wire _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_hi;
wire _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_lo;
wire [0:0] _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_hi;
wire [0:0] _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_lo;
wire _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_hi;
wire _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_lo;
wire [0:0] _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_hi;
wire [0:0] _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_lo;
wire _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_hi;
wire _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_lo;
reg [2:0] _chunk3_lzc3__lzc_node93__lzc_node109_c_hi;
reg [2:0] _chunk3_lzc3__lzc_node93__lzc_node109_c_lo;
wire _chunk3_lzc3__lzc_node93__lzc_node109_v_hi;
reg [1:0] _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi;
reg [1:0] _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo;
wire _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_hi;
wire _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_lo;
wire [0:0] _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_hi;
wire [0:0] _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_lo;
wire _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_hi;
wire _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_lo;
wire [0:0] _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_hi;
wire [0:0] _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_lo;
wire _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_hi;
wire _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_lo;
reg [1:0] _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi;
reg [1:0] _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo;
wire _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_v_hi;
wire [0:0] _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_hi;
wire [0:0] _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_lo;
wire _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_hi;
wire _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_lo;
wire [0:0] _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_hi;
wire [0:0] _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_lo;
wire _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_v_hi;
wire _chunk4_g;
wire _chunk4_p;
wire _chunk4_z;
reg [31:0] _chunk4_m;
reg [4:0] _chunk4_lz;
reg _chunk4_nz;
wire _chunk4_ck;
wire [31:0] _chunk4_cx;
wire [31:0] _chunk4_na;
reg [31:0] _chunk4_s1_a;
wire _chunk4_rz;
wire _chunk4_ro;
reg [31:0] _chunk4_s2_r;
reg _chunk4_s2_z;
reg _chunk4_s2_o;
reg [31:0] _chunk4_s3_m;
wire [31:0] _chunk4_nx;
wire [30:0] _chunk4_hi;
reg [4:0] _chunk4_c;
reg [3:0] _chunk4_lzc4__lzc_node124_c_hi;
reg [3:0] _chunk4_lzc4__lzc_node124_c_lo;
wire _chunk4_lzc4__lzc_node124_v_hi;
reg [2:0] _chunk4_lzc4__lzc_node124__lzc_node125_c_hi;
reg [2:0] _chunk4_lzc4__lzc_node124__lzc_node125_c_lo;
wire _chunk4_lzc4__lzc_node124__lzc_node125_v_hi;
wire _chunk4_lzc4__lzc_node124__lzc_node125_v_lo;
reg [1:0] _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi;
reg [1:0] _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo;
wire _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_hi;
wire _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_lo;
wire [0:0] _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_hi;
wire [0:0] _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_lo;
wire _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_hi;
wire _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_lo;
wire [0:0] _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_hi;
wire [0:0] _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_lo;
wire _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_hi;
wire _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_lo;
reg [1:0] _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi;
reg [1:0] _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo;
wire _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_hi;
wire _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_lo;
wire [0:0] _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_hi;
wire [0:0] _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_lo;
wire _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_hi;
wire _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_lo;
wire [0:0] _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_hi;
wire [0:0] _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_lo;
wire _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_hi;
wire _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_lo;
reg [2:0] _chunk4_lzc4__lzc_node124__lzc_node140_c_hi;
reg [2:0] _chunk4_lzc4__lzc_node124__lzc_node140_c_lo;
wire _chunk4_lzc4__lzc_node124__lzc_node140_v_hi;
reg [1:0] _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi;
reg [1:0] _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo;
wire _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_hi;
wire _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_lo;
wire [0:0] _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_hi;
wire [0:0] _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_lo;
wire _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_hi;
wire _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_lo;
wire [0:0] _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_hi;
wire [0:0] _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_lo;
wire _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_hi;
wire _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_lo;
reg [1:0] _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi;
reg [1:0] _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo;
wire _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_v_hi;
wire [0:0] _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_hi;
wire [0:0] _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_lo;
wire _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_hi;
wire _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_lo;
wire [0:0] _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_hi;
wire [0:0] _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_lo;
wire _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_v_hi;
wire _chunk5_g;
wire _chunk5_p;
wire _chunk5_z;
reg [31:0] _chunk5_m;
reg [4:0] _chunk5_lz;
reg _chunk5_nz;
wire _chunk5_ck;
wire [31:0] _chunk5_cx;
wire [31:0] _chunk5_na;
reg [31:0] _chunk5_s1_a;
wire _chunk5_rz;
wire _chunk5_ro;
reg [31:0] _chunk5_s2_r;
reg _chunk5_s2_z;
reg _chunk5_s2_o;
reg [31:0] _chunk5_s3_m;
wire [31:0] _chunk5_nx;
wire [30:0] _chunk5_hi;
reg [4:0] _chunk5_c;
reg [3:0] _chunk5_lzc5__lzc_node155_c_hi;
reg [3:0] _chunk5_lzc5__lzc_node155_c_lo;
wire _chunk5_lzc5__lzc_node155_v_hi;
reg [2:0] _chunk5_lzc5__lzc_node155__lzc_node156_c_hi;
reg [2:0] _chunk5_lzc5__lzc_node155__lzc_node156_c_lo;
wire _chunk5_lzc5__lzc_node155__lzc_node156_v_hi;
wire _chunk5_lzc5__lzc_node155__lzc_node156_v_lo;
reg [1:0] _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi;
reg [1:0] _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo;
wire _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_hi;
wire _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_lo;
wire [0:0] _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_hi;
wire [0:0] _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_lo;
wire _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_hi;
wire _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_lo;
wire [0:0] _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_hi;
wire [0:0] _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_lo;
wire _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_hi;
wire _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_lo;
reg [1:0] _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi;
reg [1:0] _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo;
wire _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_hi;
wire _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_lo;
wire [0:0] _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_hi;
wire [0:0] _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_lo;
wire _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_hi;
wire _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_lo;
wire [0:0] _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_hi;
wire [0:0] _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_lo;
wire _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_hi;
wire _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_lo;
reg [2:0] _chunk5_lzc5__lzc_node155__lzc_node171_c_hi;
reg [2:0] _chunk5_lzc5__lzc_node155__lzc_node171_c_lo;
wire _chunk5_lzc5__lzc_node155__lzc_node171_v_hi;
reg [1:0] _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi;
reg [1:0] _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo;
wire _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_hi;
wire _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_lo;
wire [0:0] _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_hi;
wire [0:0] _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_lo;
wire _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_hi;
wire _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_lo;
wire [0:0] _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_hi;
wire [0:0] _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_lo;
wire _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_hi;
wire _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_lo;
reg [1:0] _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi;
reg [1:0] _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo;
wire _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_v_hi;
wire [0:0] _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_hi;
wire [0:0] _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_lo;
wire _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_hi;
wire _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_lo;
wire [0:0] _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_hi;
wire [0:0] _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_lo;
wire _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_v_hi;
wire _chunk6_g;
wire _chunk6_p;
wire _chunk6_z;
reg [31:0] _chunk6_m;
reg [4:0] _chunk6_lz;
reg _chunk6_nz;
wire _chunk6_ck;
wire [31:0] _chunk6_cx;
wire [31:0] _chunk6_na;
reg [31:0] _chunk6_s1_a;
wire _chunk6_rz;
wire _chunk6_ro;
reg [31:0] _chunk6_s2_r;
reg _chunk6_s2_z;
reg _chunk6_s2_o;
reg [31:0] _chunk6_s3_m;
wire [31:0] _chunk6_nx;
wire [30:0] _chunk6_hi;
reg [4:0] _chunk6_c;
reg [3:0] _chunk6_lzc6__lzc_node186_c_hi;
reg [3:0] _chunk6_lzc6__lzc_node186_c_lo;
wire _chunk6_lzc6__lzc_node186_v_hi;
reg [2:0] _chunk6_lzc6__lzc_node186__lzc_node187_c_hi;
reg [2:0] _chunk6_lzc6__lzc_node186__lzc_node187_c_lo;
wire _chunk6_lzc6__lzc_node186__lzc_node187_v_hi;
wire _chunk6_lzc6__lzc_node186__lzc_node187_v_lo;
reg [1:0] _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi;
reg [1:0] _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo;
wire _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_hi;
wire _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_lo;
wire [0:0] _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_hi;
wire [0:0] _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_lo;
wire _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_hi;
wire _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_lo;
wire [0:0] _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_hi;
wire [0:0] _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_lo;
wire _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_hi;
wire _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_lo;
reg [1:0] _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi;
reg [1:0] _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo;
wire _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_hi;
wire _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_lo;
wire [0:0] _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_hi;
wire [0:0] _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_lo;
wire _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_hi;
wire _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_lo;
wire [0:0] _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_hi;
wire [0:0] _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_lo;
wire _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_hi;
wire _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_lo;
reg [2:0] _chunk6_lzc6__lzc_node186__lzc_node202_c_hi;
reg [2:0] _chunk6_lzc6__lzc_node186__lzc_node202_c_lo;
wire _chunk6_lzc6__lzc_node186__lzc_node202_v_hi;
reg [1:0] _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi;
reg [1:0] _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo;
wire _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_hi;
wire _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_lo;
wire [0:0] _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_hi;
wire [0:0] _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_lo;
wire _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_hi;
wire _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_lo;
wire [0:0] _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_hi;
wire [0:0] _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_lo;
wire _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_hi;
wire _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_lo;
reg [1:0] _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi;
reg [1:0] _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo;
wire _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_v_hi;
wire [0:0] _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_hi;
wire [0:0] _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_lo;
wire _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_hi;
wire _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_lo;
wire [0:0] _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_hi;
wire [0:0] _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_lo;
wire _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_v_hi;
wire _chunk7_g;
wire _chunk7_p;
wire _chunk7_z;
reg [31:0] _chunk7_m;
reg [4:0] _chunk7_lz;
reg _chunk7_nz;
wire _chunk7_ck;
wire [31:0] _chunk7_cx;
wire [31:0] _chunk7_na;
reg [31:0] _chunk7_s1_a;
wire _chunk7_rz;
wire _chunk7_ro;
reg [31:0] _chunk7_s2_r;
reg _chunk7_s2_z;
reg _chunk7_s2_o;
reg [31:0] _chunk7_s3_m;
wire [31:0] _chunk7_nx;
wire [30:0] _chunk7_hi;
reg [4:0] _chunk7_c;
reg [3:0] _chunk7_lzc7__lzc_node217_c_hi;
reg [3:0] _chunk7_lzc7__lzc_node217_c_lo;
wire _chunk7_lzc7__lzc_node217_v_hi;
reg [2:0] _chunk7_lzc7__lzc_node217__lzc_node218_c_hi;
reg [2:0] _chunk7_lzc7__lzc_node217__lzc_node218_c_lo;
wire _chunk7_lzc7__lzc_node217__lzc_node218_v_hi;
wire _chunk7_lzc7__lzc_node217__lzc_node218_v_lo;
reg [1:0] _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi;
reg [1:0] _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo;
wire _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_hi;
wire _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_lo;
wire [0:0] _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_hi;
wire [0:0] _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_lo;
wire _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_hi;
wire _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_lo;
wire [0:0] _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_hi;
wire [0:0] _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_lo;
wire _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_hi;
wire _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_lo;
reg [1:0] _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi;
reg [1:0] _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo;
wire _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_hi;
wire _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_lo;
wire [0:0] _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_hi;
wire [0:0] _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_lo;
wire _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_hi;
wire _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_lo;
wire [0:0] _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_hi;
wire [0:0] _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_lo;
wire _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_hi;
wire _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_lo;
reg [2:0] _chunk7_lzc7__lzc_node217__lzc_node233_c_hi;
reg [2:0] _chunk7_lzc7__lzc_node217__lzc_node233_c_lo;
wire _chunk7_lzc7__lzc_node217__lzc_node233_v_hi;
reg [1:0] _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi;
reg [1:0] _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo;
wire _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_hi;
wire _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_lo;
wire [0:0] _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_hi;
wire [0:0] _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_lo;
wire _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_hi;
wire _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_lo;
wire [0:0] _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_hi;
wire [0:0] _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_lo;
wire _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_hi;
wire _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_lo;
reg [1:0] _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi;
reg [1:0] _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo;
wire _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_v_hi;
wire [0:0] _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_hi;
wire [0:0] _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_lo;
wire _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_hi;
wire _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_lo;
wire [0:0] _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_hi;
wire [0:0] _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_lo;
wire _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_v_hi;
reg [31:0] _chunk8_m;
reg [4:0] _chunk8_lz;
reg _chunk8_nz;
wire _chunk8_ck;
wire [31:0] _chunk8_cx;
wire [31:0] _chunk8_na;
reg [31:0] _chunk8_s1_a;
wire _chunk8_rz;
wire _chunk8_ro;
reg [31:0] _chunk8_s2_r;
reg _chunk8_s2_z;
reg _chunk8_s2_o;
reg [31:0] _chunk8_s3_m;
wire [30:0] _chunk8_na31;
wire [30:0] _chunk8_hi;
reg [4:0] _chunk8_c;
reg [3:0] _chunk8_lzc8__lzc_node248_c_hi;
reg [3:0] _chunk8_lzc8__lzc_node248_c_lo;
wire _chunk8_lzc8__lzc_node248_v_hi;
reg [2:0] _chunk8_lzc8__lzc_node248__lzc_node249_c_hi;
reg [2:0] _chunk8_lzc8__lzc_node248__lzc_node249_c_lo;
wire _chunk8_lzc8__lzc_node248__lzc_node249_v_hi;
wire _chunk8_lzc8__lzc_node248__lzc_node249_v_lo;
reg [1:0] _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_c_hi;
reg [1:0] _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_c_lo;
wire _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_v_hi;
wire _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_v_lo;
wire [0:0] _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_c_hi;
wire [0:0] _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_c_lo;
wire _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_v_hi;
wire _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_v_lo;
wire [0:0] _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_c_hi;
wire [0:0] _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_c_lo;
wire _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_v_hi;
wire _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_v_lo;
reg [1:0] _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_c_hi;
reg [1:0] _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_c_lo;
wire _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_v_hi;
wire _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_v_lo;
wire [0:0] _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_c_hi;
wire [0:0] _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_c_lo;
wire _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_v_hi;
wire _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_v_lo;
wire [0:0] _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_c_hi;
wire [0:0] _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_c_lo;
wire _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_v_hi;
wire _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_v_lo;
reg [2:0] _chunk8_lzc8__lzc_node248__lzc_node264_c_hi;
reg [2:0] _chunk8_lzc8__lzc_node248__lzc_node264_c_lo;
wire _chunk8_lzc8__lzc_node248__lzc_node264_v_hi;
reg [1:0] _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_c_hi;
reg [1:0] _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_c_lo;
wire _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_v_hi;
wire _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_v_lo;
wire [0:0] _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_c_hi;
wire [0:0] _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_c_lo;
wire _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_v_hi;
wire _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_v_lo;
wire [0:0] _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_c_hi;
wire [0:0] _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_c_lo;
wire _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_v_hi;
wire _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_v_lo;
reg [1:0] _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_c_hi;
reg [1:0] _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_c_lo;
wire _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_v_hi;
wire [0:0] _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_c_hi;
wire [0:0] _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_c_lo;
wire _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_v_hi;
wire _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_v_lo;
wire [0:0] _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node276_c_hi;
wire [0:0] _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node276_c_lo;
wire _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node276_v_hi;
reg [3:0] _delay0_q;
reg [19:0] _delay0_sr;
reg [3:0] _delay1_sr;
wire [287:0] _select0_m_v;
wire [44:0] _select0_lz_v;
wire [8:0] _select0_nz_v;
reg [3:0] _select0_k;
reg [4:0] _select0_r;
reg [63:0] _select0_pair;
reg _select0_below;
reg _select0_zero;
reg [4:0] _select0_low_pos;
reg _select0_s4_below;
reg _select0_s4_zero;
reg [3:0] _select0_sel;
reg [3:0] _select0_top;
reg [4:0] _select0_top_pos;
reg [8:0] _tail0_s6_e;
reg [22:0] _tail0_s6_frac;
reg _tail0_s6_lsb;
reg _tail0_s6_round;
reg _tail0_s6_sticky;
reg _tail0_s6_zero;
reg [30:0] _tail0_s7_word;
reg [30:0] _tail0_s7_inc;
reg _tail0_s7_up;
reg _tail0_s7_ovf;
reg _tail0_s7_zero;

assign g_v[8] = 'b0;
assign g_v[7] = _chunk7_g;
assign g_v[6] = _chunk6_g;
assign g_v[5] = _chunk5_g;
assign g_v[4] = _chunk4_g;
assign g_v[3] = _chunk3_g;
assign g_v[2] = _chunk2_g;
assign g_v[1] = _chunk1_g;
assign g_v[0] = _chunk0_g;
assign p_v[8] = 'b0;
assign p_v[7] = _chunk7_p;
assign p_v[6] = _chunk6_p;
assign p_v[5] = _chunk5_p;
assign p_v[4] = _chunk4_p;
assign p_v[3] = _chunk3_p;
assign p_v[2] = _chunk2_p;
assign p_v[1] = _chunk1_p;
assign p_v[0] = _chunk0_p;
assign z_v[8] = 'b0;
assign z_v[7] = _chunk7_z;
assign z_v[6] = _chunk6_z;
assign z_v[5] = _chunk5_z;
assign z_v[4] = _chunk4_z;
assign z_v[3] = _chunk3_z;
assign z_v[2] = _chunk2_z;
assign z_v[1] = _chunk1_z;
assign z_v[0] = _chunk0_z;
assign _select0_m_v[288-1:256] = _chunk8_m;
assign _select0_m_v[256-1:224] = _chunk7_m;
assign _select0_m_v[224-1:192] = _chunk6_m;
assign _select0_m_v[192-1:160] = _chunk5_m;
assign _select0_m_v[160-1:128] = _chunk4_m;
assign _select0_m_v[128-1:96] = _chunk3_m;
assign _select0_m_v[96-1:64] = _chunk2_m;
assign _select0_m_v[64-1:32] = _chunk1_m;
assign _select0_m_v[32-1:0] = _chunk0_m;
assign _select0_lz_v[45-1:40] = _chunk8_lz;
assign _select0_lz_v[40-1:35] = _chunk7_lz;
assign _select0_lz_v[35-1:30] = _chunk6_lz;
assign _select0_lz_v[30-1:25] = _chunk5_lz;
assign _select0_lz_v[25-1:20] = _chunk4_lz;
assign _select0_lz_v[20-1:15] = _chunk3_lz;
assign _select0_lz_v[15-1:10] = _chunk2_lz;
assign _select0_lz_v[10-1:5] = _chunk1_lz;
assign _select0_lz_v[5-1:0] = _chunk0_lz;
assign _select0_nz_v[8] = _chunk8_nz;
assign _select0_nz_v[7] = _chunk7_nz;
assign _select0_nz_v[6] = _chunk6_nz;
assign _select0_nz_v[5] = _chunk5_nz;
assign _select0_nz_v[4] = _chunk4_nz;
assign _select0_nz_v[3] = _chunk3_nz;
assign _select0_nz_v[2] = _chunk2_nz;
assign _select0_nz_v[1] = _chunk1_nz;
assign _select0_nz_v[0] = _chunk0_nz;



assign op = in_chunks;
assign op_c = in_carries;



assign _chunk0_cx = op[32-1:0];
assign _chunk0_ck = op_c[0];



assign _chunk0_na = (~_chunk0_s1_a);



assign _chunk0_rz = (((!s1_cin[0]) && (_chunk0_s1_a == 0)) || (s1_cin[0] && (_chunk0_na == 0)));
assign _chunk0_ro = (((!s1_cin[0]) && (_chunk0_na == 0)) || (s1_cin[0] && (_chunk0_na == 1)));


always @(posedge clk) begin: _chunk0_adds
    reg [32-1:0] t;
    reg [32-1:0] u;
    reg [32-1:0] w;
    reg [32-1:0] v;
    t = 32'h0;
    u = 32'h0;
    w = 32'h0;
    v = 32'h0;
    if (ce) begin
        t = (_chunk0_cx + _chunk0_ck);
        _chunk0_s1_a <= t;
        u = (_chunk0_s1_a + s1_cin[0]);
        _chunk0_s2_r <= u;
        _chunk0_s2_z <= _chunk0_rz;
        _chunk0_s2_o <= _chunk0_ro;
        if (s2_neg) begin
            v = (~_chunk0_s2_r);
        end
        else begin
            v = _chunk0_s2_r;
        end
        w = (v + s2_cin2[0]);
        _chunk0_s3_m <= w;
        _chunk0_nz <= (!((_chunk0_s2_z && (s2_neg == s2_cin2[0])) || (_chunk0_s2_o && (s2_neg != s2_cin2[0]))));
    end
end



assign _chunk0_nx = (~_chunk0_cx);



assign _chunk0_g = (_chunk0_ck && (_chunk0_nx == 0));
assign _chunk0_p = (((!_chunk0_ck) && (_chunk0_nx == 0)) || (_chunk0_ck && (_chunk0_nx == 1)));
assign _chunk0_z = _chunk0_rz;



assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi = (!_chunk0_hi[30]);
assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi = (_chunk0_hi[30] | _chunk0_hi[29]);



assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo = (!_chunk0_hi[28]);
assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_lo = (_chunk0_hi[28] | _chunk0_hi[27]);


always @(_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi, _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo, _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi) begin: _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_combine
    if (_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi) begin
        _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi[1] = 0;
        _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi[1-1:0] = _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi;
    end
    else begin
        _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi[1] = 1;
        _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi[1-1:0] = _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo;
    end
end



assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi = (_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi | _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_lo);



assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi = (!_chunk0_hi[26]);
assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi = (_chunk0_hi[26] | _chunk0_hi[25]);



assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo = (!_chunk0_hi[24]);
assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_lo = (_chunk0_hi[24] | _chunk0_hi[23]);


always @(_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi, _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo, _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi) begin: _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_combine
    if (_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi) begin
        _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo[1] = 0;
        _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo[1-1:0] = _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi;
    end
    else begin
        _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo[1] = 1;
        _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo[1-1:0] = _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo;
    end
end



assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_lo = (_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi | _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_lo);


always @(_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi, _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo, _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi) begin: _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_combine
    if (_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi) begin
        _chunk0_lzc0__lzc_node0__lzc_node1_c_hi[2] = 0;
        _chunk0_lzc0__lzc_node0__lzc_node1_c_hi[2-1:0] = _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi;
    end
    else begin
        _chunk0_lzc0__lzc_node0__lzc_node1_c_hi[2] = 1;
        _chunk0_lzc0__lzc_node0__lzc_node1_c_hi[2-1:0] = _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo;
    end
end



assign _chunk0_lzc0__lzc_node0__lzc_node1_v_hi = (_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi | _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_lo);



assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi = (!_chunk0_hi[22]);
assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi = (_chunk0_hi[22] | _chunk0_hi[21]);



assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo = (!_chunk0_hi[20]);
assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_lo = (_chunk0_hi[20] | _chunk0_hi[19]);


always @(_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi, _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo, _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi) begin: _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_combine
    if (_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi) begin
        _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi[1] = 0;
        _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi[1-1:0] = _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi;
    end
    else begin
        _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi[1] = 1;
        _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi[1-1:0] = _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo;
    end
end



assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi = (_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi | _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_lo);



assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi = (!_chunk0_hi[18]);
assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi = (_chunk0_hi[18] | _chunk0_hi[17]);



assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo = (!_chunk0_hi[16]);
assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_lo = (_chunk0_hi[16] | _chunk0_hi[15]);


always @(_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi, _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo, _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi) begin: _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_combine
    if (_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi) begin
        _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo[1] = 0;
        _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo[1-1:0] = _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi;
    end
    else begin
        _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo[1] = 1;
        _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo[1-1:0] = _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo;
    end
end



assign _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_lo = (_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi | _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_lo);


always @(_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi, _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo, _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi) begin: _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_combine
    if (_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi) begin
        _chunk0_lzc0__lzc_node0__lzc_node1_c_lo[2] = 0;
        _chunk0_lzc0__lzc_node0__lzc_node1_c_lo[2-1:0] = _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi;
    end
    else begin
        _chunk0_lzc0__lzc_node0__lzc_node1_c_lo[2] = 1;
        _chunk0_lzc0__lzc_node0__lzc_node1_c_lo[2-1:0] = _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo;
    end
end



assign _chunk0_lzc0__lzc_node0__lzc_node1_v_lo = (_chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi | _chunk0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_lo);


always @(_chunk0_lzc0__lzc_node0__lzc_node1_v_hi, _chunk0_lzc0__lzc_node0__lzc_node1_c_lo, _chunk0_lzc0__lzc_node0__lzc_node1_c_hi) begin: _chunk0_lzc0__lzc_node0__lzc_node1_combine
    if (_chunk0_lzc0__lzc_node0__lzc_node1_v_hi) begin
        _chunk0_lzc0__lzc_node0_c_hi[3] = 0;
        _chunk0_lzc0__lzc_node0_c_hi[3-1:0] = _chunk0_lzc0__lzc_node0__lzc_node1_c_hi;
    end
    else begin
        _chunk0_lzc0__lzc_node0_c_hi[3] = 1;
        _chunk0_lzc0__lzc_node0_c_hi[3-1:0] = _chunk0_lzc0__lzc_node0__lzc_node1_c_lo;
    end
end



assign _chunk0_lzc0__lzc_node0_v_hi = (_chunk0_lzc0__lzc_node0__lzc_node1_v_hi | _chunk0_lzc0__lzc_node0__lzc_node1_v_lo);



assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi = (!_chunk0_hi[14]);
assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi = (_chunk0_hi[14] | _chunk0_hi[13]);



assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo = (!_chunk0_hi[12]);
assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_lo = (_chunk0_hi[12] | _chunk0_hi[11]);


always @(_chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi, _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo, _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi) begin: _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_combine
    if (_chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi) begin
        _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi[1] = 0;
        _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi[1-1:0] = _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi;
    end
    else begin
        _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi[1] = 1;
        _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi[1-1:0] = _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo;
    end
end



assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi = (_chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi | _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_lo);



assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi = (!_chunk0_hi[10]);
assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi = (_chunk0_hi[10] | _chunk0_hi[9]);



assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo = (!_chunk0_hi[8]);
assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_lo = (_chunk0_hi[8] | _chunk0_hi[7]);


always @(_chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi, _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo, _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi) begin: _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_combine
    if (_chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi) begin
        _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo[1] = 0;
        _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo[1-1:0] = _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi;
    end
    else begin
        _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo[1] = 1;
        _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo[1-1:0] = _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo;
    end
end



assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_lo = (_chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi | _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_lo);


always @(_chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi, _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo, _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi) begin: _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_combine
    if (_chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi) begin
        _chunk0_lzc0__lzc_node0__lzc_node16_c_hi[2] = 0;
        _chunk0_lzc0__lzc_node0__lzc_node16_c_hi[2-1:0] = _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi;
    end
    else begin
        _chunk0_lzc0__lzc_node0__lzc_node16_c_hi[2] = 1;
        _chunk0_lzc0__lzc_node0__lzc_node16_c_hi[2-1:0] = _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo;
    end
end



assign _chunk0_lzc0__lzc_node0__lzc_node16_v_hi = (_chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi | _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_lo);



assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi = (!_chunk0_hi[6]);
assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi = (_chunk0_hi[6] | _chunk0_hi[5]);



assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo = (!_chunk0_hi[4]);
assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_lo = (_chunk0_hi[4] | _chunk0_hi[3]);


always @(_chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi, _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo, _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi) begin: _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_combine
    if (_chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi) begin
        _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi[1] = 0;
        _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi[1-1:0] = _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi;
    end
    else begin
        _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi[1] = 1;
        _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi[1-1:0] = _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo;
    end
end



assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_v_hi = (_chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi | _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_lo);



assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi = (!_chunk0_hi[2]);
assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi = (_chunk0_hi[2] | _chunk0_hi[1]);



assign _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo = (!_chunk0_hi[0]);


always @(_chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi, _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo, _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi) begin: _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_combine
    if (_chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi) begin
        _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo[1] = 0;
        _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo[1-1:0] = _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi;
    end
    else begin
        _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo[1] = 1;
        _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo[1-1:0] = _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo;
    end
end


always @(_chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_v_hi, _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo, _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi) begin: _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_combine
    if (_chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_v_hi) begin
        _chunk0_lzc0__lzc_node0__lzc_node16_c_lo[2] = 0;
        _chunk0_lzc0__lzc_node0__lzc_node16_c_lo[2-1:0] = _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi;
    end
    else begin
        _chunk0_lzc0__lzc_node0__lzc_node16_c_lo[2] = 1;
        _chunk0_lzc0__lzc_node0__lzc_node16_c_lo[2-1:0] = _chunk0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo;
    end
end


always @(_chunk0_lzc0__lzc_node0__lzc_node16_v_hi, _chunk0_lzc0__lzc_node0__lzc_node16_c_lo, _chunk0_lzc0__lzc_node0__lzc_node16_c_hi) begin: _chunk0_lzc0__lzc_node0__lzc_node16_combine
    if (_chunk0_lzc0__lzc_node0__lzc_node16_v_hi) begin
        _chunk0_lzc0__lzc_node0_c_lo[3] = 0;
        _chunk0_lzc0__lzc_node0_c_lo[3-1:0] = _chunk0_lzc0__lzc_node0__lzc_node16_c_hi;
    end
    else begin
        _chunk0_lzc0__lzc_node0_c_lo[3] = 1;
        _chunk0_lzc0__lzc_node0_c_lo[3-1:0] = _chunk0_lzc0__lzc_node0__lzc_node16_c_lo;
    end
end


always @(_chunk0_lzc0__lzc_node0_v_hi, _chunk0_lzc0__lzc_node0_c_lo, _chunk0_lzc0__lzc_node0_c_hi) begin: _chunk0_lzc0__lzc_node0_combine
    if (_chunk0_lzc0__lzc_node0_v_hi) begin
        _chunk0_c[4] = 0;
        _chunk0_c[4-1:0] = _chunk0_lzc0__lzc_node0_c_hi;
    end
    else begin
        _chunk0_c[4] = 1;
        _chunk0_c[4-1:0] = _chunk0_lzc0__lzc_node0_c_lo;
    end
end



assign _chunk0_hi = _chunk0_s3_m[32-1:1];


always @(posedge clk) begin: _chunk0_stage4
    if (ce) begin
        _chunk0_lz <= _chunk0_c;
        _chunk0_m <= _chunk0_s3_m;
    end
end



assign _chunk1_cx = op[64-1:32];
assign _chunk1_ck = op_c[1];



assign _chunk1_na = (~_chunk1_s1_a);



assign _chunk1_rz = (((!s1_cin[1]) && (_chunk1_s1_a == 0)) || (s1_cin[1] && (_chunk1_na == 0)));
assign _chunk1_ro = (((!s1_cin[1]) && (_chunk1_na == 0)) || (s1_cin[1] && (_chunk1_na == 1)));


always @(posedge clk) begin: _chunk1_adds
    reg [32-1:0] t;
    reg [32-1:0] u;
    reg [32-1:0] w;
    reg [32-1:0] v;
    t = 32'h0;
    u = 32'h0;
    w = 32'h0;
    v = 32'h0;
    if (ce) begin
        t = (_chunk1_cx + _chunk1_ck);
        _chunk1_s1_a <= t;
        u = (_chunk1_s1_a + s1_cin[1]);
        _chunk1_s2_r <= u;
        _chunk1_s2_z <= _chunk1_rz;
        _chunk1_s2_o <= _chunk1_ro;
        if (s2_neg) begin
            v = (~_chunk1_s2_r);
        end
        else begin
            v = _chunk1_s2_r;
        end
        w = (v + s2_cin2[1]);
        _chunk1_s3_m <= w;
        _chunk1_nz <= (!((_chunk1_s2_z && (s2_neg == s2_cin2[1])) || (_chunk1_s2_o && (s2_neg != s2_cin2[1]))));
    end
end



assign _chunk1_nx = (~_chunk1_cx);



assign _chunk1_g = (_chunk1_ck && (_chunk1_nx == 0));
assign _chunk1_p = (((!_chunk1_ck) && (_chunk1_nx == 0)) || (_chunk1_ck && (_chunk1_nx == 1)));
assign _chunk1_z = _chunk1_rz;



assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_hi = (!_chunk1_hi[30]);
assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_hi = (_chunk1_hi[30] | _chunk1_hi[29]);



assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_lo = (!_chunk1_hi[28]);
assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_lo = (_chunk1_hi[28] | _chunk1_hi[27]);


always @(_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_hi, _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_lo, _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_hi) begin: _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_combine
    if (_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_hi) begin
        _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi[1] = 0;
        _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi[1-1:0] = _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_hi;
    end
    else begin
        _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi[1] = 1;
        _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi[1-1:0] = _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_lo;
    end
end



assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_hi = (_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_hi | _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_lo);



assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_hi = (!_chunk1_hi[26]);
assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_hi = (_chunk1_hi[26] | _chunk1_hi[25]);



assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_lo = (!_chunk1_hi[24]);
assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_lo = (_chunk1_hi[24] | _chunk1_hi[23]);


always @(_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_hi, _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_lo, _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_hi) begin: _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_combine
    if (_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_hi) begin
        _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo[1] = 0;
        _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo[1-1:0] = _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_hi;
    end
    else begin
        _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo[1] = 1;
        _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo[1-1:0] = _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_lo;
    end
end



assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_lo = (_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_hi | _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_lo);


always @(_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_hi, _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo, _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi) begin: _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_combine
    if (_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_hi) begin
        _chunk1_lzc1__lzc_node31__lzc_node32_c_hi[2] = 0;
        _chunk1_lzc1__lzc_node31__lzc_node32_c_hi[2-1:0] = _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi;
    end
    else begin
        _chunk1_lzc1__lzc_node31__lzc_node32_c_hi[2] = 1;
        _chunk1_lzc1__lzc_node31__lzc_node32_c_hi[2-1:0] = _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo;
    end
end



assign _chunk1_lzc1__lzc_node31__lzc_node32_v_hi = (_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_hi | _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_lo);



assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_hi = (!_chunk1_hi[22]);
assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_hi = (_chunk1_hi[22] | _chunk1_hi[21]);



assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_lo = (!_chunk1_hi[20]);
assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_lo = (_chunk1_hi[20] | _chunk1_hi[19]);


always @(_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_hi, _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_lo, _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_hi) begin: _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_combine
    if (_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_hi) begin
        _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi[1] = 0;
        _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi[1-1:0] = _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_hi;
    end
    else begin
        _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi[1] = 1;
        _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi[1-1:0] = _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_lo;
    end
end



assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_hi = (_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_hi | _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_lo);



assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_hi = (!_chunk1_hi[18]);
assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_hi = (_chunk1_hi[18] | _chunk1_hi[17]);



assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_lo = (!_chunk1_hi[16]);
assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_lo = (_chunk1_hi[16] | _chunk1_hi[15]);


always @(_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_hi, _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_lo, _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_hi) begin: _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_combine
    if (_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_hi) begin
        _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo[1] = 0;
        _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo[1-1:0] = _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_hi;
    end
    else begin
        _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo[1] = 1;
        _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo[1-1:0] = _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_lo;
    end
end



assign _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_lo = (_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_hi | _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_lo);


always @(_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_hi, _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo, _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi) begin: _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_combine
    if (_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_hi) begin
        _chunk1_lzc1__lzc_node31__lzc_node32_c_lo[2] = 0;
        _chunk1_lzc1__lzc_node31__lzc_node32_c_lo[2-1:0] = _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi;
    end
    else begin
        _chunk1_lzc1__lzc_node31__lzc_node32_c_lo[2] = 1;
        _chunk1_lzc1__lzc_node31__lzc_node32_c_lo[2-1:0] = _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo;
    end
end



assign _chunk1_lzc1__lzc_node31__lzc_node32_v_lo = (_chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_hi | _chunk1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_lo);


always @(_chunk1_lzc1__lzc_node31__lzc_node32_v_hi, _chunk1_lzc1__lzc_node31__lzc_node32_c_lo, _chunk1_lzc1__lzc_node31__lzc_node32_c_hi) begin: _chunk1_lzc1__lzc_node31__lzc_node32_combine
    if (_chunk1_lzc1__lzc_node31__lzc_node32_v_hi) begin
        _chunk1_lzc1__lzc_node31_c_hi[3] = 0;
        _chunk1_lzc1__lzc_node31_c_hi[3-1:0] = _chunk1_lzc1__lzc_node31__lzc_node32_c_hi;
    end
    else begin
        _chunk1_lzc1__lzc_node31_c_hi[3] = 1;
        _chunk1_lzc1__lzc_node31_c_hi[3-1:0] = _chunk1_lzc1__lzc_node31__lzc_node32_c_lo;
    end
end



assign _chunk1_lzc1__lzc_node31_v_hi = (_chunk1_lzc1__lzc_node31__lzc_node32_v_hi | _chunk1_lzc1__lzc_node31__lzc_node32_v_lo);



assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_hi = (!_chunk1_hi[14]);
assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_hi = (_chunk1_hi[14] | _chunk1_hi[13]);



assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_lo = (!_chunk1_hi[12]);
assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_lo = (_chunk1_hi[12] | _chunk1_hi[11]);


always @(_chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_hi, _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_lo, _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_hi) begin: _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_combine
    if (_chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_hi) begin
        _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi[1] = 0;
        _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi[1-1:0] = _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_hi;
    end
    else begin
        _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi[1] = 1;
        _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi[1-1:0] = _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_lo;
    end
end



assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_hi = (_chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_hi | _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_lo);



assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_hi = (!_chunk1_hi[10]);
assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_hi = (_chunk1_hi[10] | _chunk1_hi[9]);



assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_lo = (!_chunk1_hi[8]);
assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_lo = (_chunk1_hi[8] | _chunk1_hi[7]);


always @(_chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_hi, _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_lo, _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_hi) begin: _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_combine
    if (_chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_hi) begin
        _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo[1] = 0;
        _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo[1-1:0] = _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_hi;
    end
    else begin
        _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo[1] = 1;
        _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo[1-1:0] = _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_lo;
    end
end



assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_lo = (_chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_hi | _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_lo);


always @(_chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_hi, _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo, _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi) begin: _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_combine
    if (_chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_hi) begin
        _chunk1_lzc1__lzc_node31__lzc_node47_c_hi[2] = 0;
        _chunk1_lzc1__lzc_node31__lzc_node47_c_hi[2-1:0] = _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi;
    end
    else begin
        _chunk1_lzc1__lzc_node31__lzc_node47_c_hi[2] = 1;
        _chunk1_lzc1__lzc_node31__lzc_node47_c_hi[2-1:0] = _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo;
    end
end



assign _chunk1_lzc1__lzc_node31__lzc_node47_v_hi = (_chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_hi | _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_lo);



assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_hi = (!_chunk1_hi[6]);
assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_hi = (_chunk1_hi[6] | _chunk1_hi[5]);



assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_lo = (!_chunk1_hi[4]);
assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_lo = (_chunk1_hi[4] | _chunk1_hi[3]);


always @(_chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_hi, _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_lo, _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_hi) begin: _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_combine
    if (_chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_hi) begin
        _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi[1] = 0;
        _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi[1-1:0] = _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_hi;
    end
    else begin
        _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi[1] = 1;
        _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi[1-1:0] = _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_lo;
    end
end



assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_v_hi = (_chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_hi | _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_lo);



assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_hi = (!_chunk1_hi[2]);
assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_v_hi = (_chunk1_hi[2] | _chunk1_hi[1]);



assign _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_lo = (!_chunk1_hi[0]);


always @(_chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_v_hi, _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_lo, _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_hi) begin: _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_combine
    if (_chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_v_hi) begin
        _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo[1] = 0;
        _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo[1-1:0] = _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_hi;
    end
    else begin
        _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo[1] = 1;
        _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo[1-1:0] = _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_lo;
    end
end


always @(_chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_v_hi, _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo, _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi) begin: _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_combine
    if (_chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_v_hi) begin
        _chunk1_lzc1__lzc_node31__lzc_node47_c_lo[2] = 0;
        _chunk1_lzc1__lzc_node31__lzc_node47_c_lo[2-1:0] = _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi;
    end
    else begin
        _chunk1_lzc1__lzc_node31__lzc_node47_c_lo[2] = 1;
        _chunk1_lzc1__lzc_node31__lzc_node47_c_lo[2-1:0] = _chunk1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo;
    end
end


always @(_chunk1_lzc1__lzc_node31__lzc_node47_v_hi, _chunk1_lzc1__lzc_node31__lzc_node47_c_lo, _chunk1_lzc1__lzc_node31__lzc_node47_c_hi) begin: _chunk1_lzc1__lzc_node31__lzc_node47_combine
    if (_chunk1_lzc1__lzc_node31__lzc_node47_v_hi) begin
        _chunk1_lzc1__lzc_node31_c_lo[3] = 0;
        _chunk1_lzc1__lzc_node31_c_lo[3-1:0] = _chunk1_lzc1__lzc_node31__lzc_node47_c_hi;
    end
    else begin
        _chunk1_lzc1__lzc_node31_c_lo[3] = 1;
        _chunk1_lzc1__lzc_node31_c_lo[3-1:0] = _chunk1_lzc1__lzc_node31__lzc_node47_c_lo;
    end
end


always @(_chunk1_lzc1__lzc_node31_v_hi, _chunk1_lzc1__lzc_node31_c_lo, _chunk1_lzc1__lzc_node31_c_hi) begin: _chunk1_lzc1__lzc_node31_combine
    if (_chunk1_lzc1__lzc_node31_v_hi) begin
        _chunk1_c[4] = 0;
        _chunk1_c[4-1:0] = _chunk1_lzc1__lzc_node31_c_hi;
    end
    else begin
        _chunk1_c[4] = 1;
        _chunk1_c[4-1:0] = _chunk1_lzc1__lzc_node31_c_lo;
    end
end



assign _chunk1_hi = _chunk1_s3_m[32-1:1];


always @(posedge clk) begin: _chunk1_stage4
    if (ce) begin
        _chunk1_lz <= _chunk1_c;
        _chunk1_m <= _chunk1_s3_m;
    end
end



assign _chunk2_cx = op[96-1:64];
assign _chunk2_ck = op_c[2];



assign _chunk2_na = (~_chunk2_s1_a);



assign _chunk2_rz = (((!s1_cin[2]) && (_chunk2_s1_a == 0)) || (s1_cin[2] && (_chunk2_na == 0)));
assign _chunk2_ro = (((!s1_cin[2]) && (_chunk2_na == 0)) || (s1_cin[2] && (_chunk2_na == 1)));


always @(posedge clk) begin: _chunk2_adds
    reg [32-1:0] t;
    reg [32-1:0] u;
    reg [32-1:0] w;
    reg [32-1:0] v;
    t = 32'h0;
    u = 32'h0;
    w = 32'h0;
    v = 32'h0;
    if (ce) begin
        t = (_chunk2_cx + _chunk2_ck);
        _chunk2_s1_a <= t;
        u = (_chunk2_s1_a + s1_cin[2]);
        _chunk2_s2_r <= u;
        _chunk2_s2_z <= _chunk2_rz;
        _chunk2_s2_o <= _chunk2_ro;
        if (s2_neg) begin
            v = (~_chunk2_s2_r);
        end
        else begin
            v = _chunk2_s2_r;
        end
        w = (v + s2_cin2[2]);
        _chunk2_s3_m <= w;
        _chunk2_nz <= (!((_chunk2_s2_z && (s2_neg == s2_cin2[2])) || (_chunk2_s2_o && (s2_neg != s2_cin2[2]))));
    end
end



assign _chunk2_nx = (~_chunk2_cx);



assign _chunk2_g = (_chunk2_ck && (_chunk2_nx == 0));
assign _chunk2_p = (((!_chunk2_ck) && (_chunk2_nx == 0)) || (_chunk2_ck && (_chunk2_nx == 1)));
assign _chunk2_z = _chunk2_rz;



assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_hi = (!_chunk2_hi[30]);
assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_hi = (_chunk2_hi[30] | _chunk2_hi[29]);



assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_lo = (!_chunk2_hi[28]);
assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_lo = (_chunk2_hi[28] | _chunk2_hi[27]);


always @(_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_hi, _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_lo, _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_hi) begin: _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_combine
    if (_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_hi) begin
        _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi[1] = 0;
        _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi[1-1:0] = _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_hi;
    end
    else begin
        _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi[1] = 1;
        _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi[1-1:0] = _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_lo;
    end
end



assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_hi = (_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_hi | _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_lo);



assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_hi = (!_chunk2_hi[26]);
assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_hi = (_chunk2_hi[26] | _chunk2_hi[25]);



assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_lo = (!_chunk2_hi[24]);
assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_lo = (_chunk2_hi[24] | _chunk2_hi[23]);


always @(_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_hi, _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_lo, _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_hi) begin: _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_combine
    if (_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_hi) begin
        _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo[1] = 0;
        _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo[1-1:0] = _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_hi;
    end
    else begin
        _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo[1] = 1;
        _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo[1-1:0] = _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_lo;
    end
end



assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_lo = (_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_hi | _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_lo);


always @(_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_hi, _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo, _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi) begin: _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_combine
    if (_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_hi) begin
        _chunk2_lzc2__lzc_node62__lzc_node63_c_hi[2] = 0;
        _chunk2_lzc2__lzc_node62__lzc_node63_c_hi[2-1:0] = _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi;
    end
    else begin
        _chunk2_lzc2__lzc_node62__lzc_node63_c_hi[2] = 1;
        _chunk2_lzc2__lzc_node62__lzc_node63_c_hi[2-1:0] = _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo;
    end
end



assign _chunk2_lzc2__lzc_node62__lzc_node63_v_hi = (_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_hi | _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_lo);



assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_hi = (!_chunk2_hi[22]);
assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_hi = (_chunk2_hi[22] | _chunk2_hi[21]);



assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_lo = (!_chunk2_hi[20]);
assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_lo = (_chunk2_hi[20] | _chunk2_hi[19]);


always @(_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_hi, _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_lo, _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_hi) begin: _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_combine
    if (_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_hi) begin
        _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi[1] = 0;
        _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi[1-1:0] = _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_hi;
    end
    else begin
        _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi[1] = 1;
        _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi[1-1:0] = _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_lo;
    end
end



assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_hi = (_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_hi | _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_lo);



assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_hi = (!_chunk2_hi[18]);
assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_hi = (_chunk2_hi[18] | _chunk2_hi[17]);



assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_lo = (!_chunk2_hi[16]);
assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_lo = (_chunk2_hi[16] | _chunk2_hi[15]);


always @(_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_hi, _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_lo, _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_hi) begin: _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_combine
    if (_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_hi) begin
        _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo[1] = 0;
        _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo[1-1:0] = _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_hi;
    end
    else begin
        _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo[1] = 1;
        _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo[1-1:0] = _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_lo;
    end
end



assign _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_lo = (_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_hi | _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_lo);


always @(_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_hi, _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo, _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi) begin: _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_combine
    if (_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_hi) begin
        _chunk2_lzc2__lzc_node62__lzc_node63_c_lo[2] = 0;
        _chunk2_lzc2__lzc_node62__lzc_node63_c_lo[2-1:0] = _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi;
    end
    else begin
        _chunk2_lzc2__lzc_node62__lzc_node63_c_lo[2] = 1;
        _chunk2_lzc2__lzc_node62__lzc_node63_c_lo[2-1:0] = _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo;
    end
end



assign _chunk2_lzc2__lzc_node62__lzc_node63_v_lo = (_chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_hi | _chunk2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_lo);


always @(_chunk2_lzc2__lzc_node62__lzc_node63_v_hi, _chunk2_lzc2__lzc_node62__lzc_node63_c_lo, _chunk2_lzc2__lzc_node62__lzc_node63_c_hi) begin: _chunk2_lzc2__lzc_node62__lzc_node63_combine
    if (_chunk2_lzc2__lzc_node62__lzc_node63_v_hi) begin
        _chunk2_lzc2__lzc_node62_c_hi[3] = 0;
        _chunk2_lzc2__lzc_node62_c_hi[3-1:0] = _chunk2_lzc2__lzc_node62__lzc_node63_c_hi;
    end
    else begin
        _chunk2_lzc2__lzc_node62_c_hi[3] = 1;
        _chunk2_lzc2__lzc_node62_c_hi[3-1:0] = _chunk2_lzc2__lzc_node62__lzc_node63_c_lo;
    end
end



assign _chunk2_lzc2__lzc_node62_v_hi = (_chunk2_lzc2__lzc_node62__lzc_node63_v_hi | _chunk2_lzc2__lzc_node62__lzc_node63_v_lo);



assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_hi = (!_chunk2_hi[14]);
assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_hi = (_chunk2_hi[14] | _chunk2_hi[13]);



assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_lo = (!_chunk2_hi[12]);
assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_lo = (_chunk2_hi[12] | _chunk2_hi[11]);


always @(_chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_hi, _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_lo, _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_hi) begin: _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_combine
    if (_chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_hi) begin
        _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi[1] = 0;
        _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi[1-1:0] = _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_hi;
    end
    else begin
        _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi[1] = 1;
        _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi[1-1:0] = _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_lo;
    end
end



assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_hi = (_chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_hi | _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_lo);



assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_hi = (!_chunk2_hi[10]);
assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_hi = (_chunk2_hi[10] | _chunk2_hi[9]);



assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_lo = (!_chunk2_hi[8]);
assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_lo = (_chunk2_hi[8] | _chunk2_hi[7]);


always @(_chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_hi, _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_lo, _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_hi) begin: _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_combine
    if (_chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_hi) begin
        _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo[1] = 0;
        _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo[1-1:0] = _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_hi;
    end
    else begin
        _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo[1] = 1;
        _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo[1-1:0] = _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_lo;
    end
end



assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_lo = (_chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_hi | _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_lo);


always @(_chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_hi, _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo, _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi) begin: _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_combine
    if (_chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_hi) begin
        _chunk2_lzc2__lzc_node62__lzc_node78_c_hi[2] = 0;
        _chunk2_lzc2__lzc_node62__lzc_node78_c_hi[2-1:0] = _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi;
    end
    else begin
        _chunk2_lzc2__lzc_node62__lzc_node78_c_hi[2] = 1;
        _chunk2_lzc2__lzc_node62__lzc_node78_c_hi[2-1:0] = _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo;
    end
end



assign _chunk2_lzc2__lzc_node62__lzc_node78_v_hi = (_chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_hi | _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_lo);



assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_hi = (!_chunk2_hi[6]);
assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_hi = (_chunk2_hi[6] | _chunk2_hi[5]);



assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_lo = (!_chunk2_hi[4]);
assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_lo = (_chunk2_hi[4] | _chunk2_hi[3]);


always @(_chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_hi, _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_lo, _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_hi) begin: _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_combine
    if (_chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_hi) begin
        _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi[1] = 0;
        _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi[1-1:0] = _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_hi;
    end
    else begin
        _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi[1] = 1;
        _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi[1-1:0] = _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_lo;
    end
end



assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_v_hi = (_chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_hi | _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_lo);



assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_hi = (!_chunk2_hi[2]);
assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_v_hi = (_chunk2_hi[2] | _chunk2_hi[1]);



assign _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_lo = (!_chunk2_hi[0]);


always @(_chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_v_hi, _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_lo, _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_hi) begin: _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_combine
    if (_chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_v_hi) begin
        _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo[1] = 0;
        _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo[1-1:0] = _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_hi;
    end
    else begin
        _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo[1] = 1;
        _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo[1-1:0] = _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_lo;
    end
end


always @(_chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_v_hi, _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo, _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi) begin: _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_combine
    if (_chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_v_hi) begin
        _chunk2_lzc2__lzc_node62__lzc_node78_c_lo[2] = 0;
        _chunk2_lzc2__lzc_node62__lzc_node78_c_lo[2-1:0] = _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi;
    end
    else begin
        _chunk2_lzc2__lzc_node62__lzc_node78_c_lo[2] = 1;
        _chunk2_lzc2__lzc_node62__lzc_node78_c_lo[2-1:0] = _chunk2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo;
    end
end


always @(_chunk2_lzc2__lzc_node62__lzc_node78_v_hi, _chunk2_lzc2__lzc_node62__lzc_node78_c_lo, _chunk2_lzc2__lzc_node62__lzc_node78_c_hi) begin: _chunk2_lzc2__lzc_node62__lzc_node78_combine
    if (_chunk2_lzc2__lzc_node62__lzc_node78_v_hi) begin
        _chunk2_lzc2__lzc_node62_c_lo[3] = 0;
        _chunk2_lzc2__lzc_node62_c_lo[3-1:0] = _chunk2_lzc2__lzc_node62__lzc_node78_c_hi;
    end
    else begin
        _chunk2_lzc2__lzc_node62_c_lo[3] = 1;
        _chunk2_lzc2__lzc_node62_c_lo[3-1:0] = _chunk2_lzc2__lzc_node62__lzc_node78_c_lo;
    end
end


always @(_chunk2_lzc2__lzc_node62_v_hi, _chunk2_lzc2__lzc_node62_c_lo, _chunk2_lzc2__lzc_node62_c_hi) begin: _chunk2_lzc2__lzc_node62_combine
    if (_chunk2_lzc2__lzc_node62_v_hi) begin
        _chunk2_c[4] = 0;
        _chunk2_c[4-1:0] = _chunk2_lzc2__lzc_node62_c_hi;
    end
    else begin
        _chunk2_c[4] = 1;
        _chunk2_c[4-1:0] = _chunk2_lzc2__lzc_node62_c_lo;
    end
end



assign _chunk2_hi = _chunk2_s3_m[32-1:1];


always @(posedge clk) begin: _chunk2_stage4
    if (ce) begin
        _chunk2_lz <= _chunk2_c;
        _chunk2_m <= _chunk2_s3_m;
    end
end



assign _chunk3_cx = op[128-1:96];
assign _chunk3_ck = op_c[3];



assign _chunk3_na = (~_chunk3_s1_a);



assign _chunk3_rz = (((!s1_cin[3]) && (_chunk3_s1_a == 0)) || (s1_cin[3] && (_chunk3_na == 0)));
assign _chunk3_ro = (((!s1_cin[3]) && (_chunk3_na == 0)) || (s1_cin[3] && (_chunk3_na == 1)));


always @(posedge clk) begin: _chunk3_adds
    reg [32-1:0] t;
    reg [32-1:0] u;
    reg [32-1:0] w;
    reg [32-1:0] v;
    t = 32'h0;
    u = 32'h0;
    w = 32'h0;
    v = 32'h0;
    if (ce) begin
        t = (_chunk3_cx + _chunk3_ck);
        _chunk3_s1_a <= t;
        u = (_chunk3_s1_a + s1_cin[3]);
        _chunk3_s2_r <= u;
        _chunk3_s2_z <= _chunk3_rz;
        _chunk3_s2_o <= _chunk3_ro;
        if (s2_neg) begin
            v = (~_chunk3_s2_r);
        end
        else begin
            v = _chunk3_s2_r;
        end
        w = (v + s2_cin2[3]);
        _chunk3_s3_m <= w;
        _chunk3_nz <= (!((_chunk3_s2_z && (s2_neg == s2_cin2[3])) || (_chunk3_s2_o && (s2_neg != s2_cin2[3]))));
    end
end



assign _chunk3_nx = (~_chunk3_cx);



assign _chunk3_g = (_chunk3_ck && (_chunk3_nx == 0));
assign _chunk3_p = (((!_chunk3_ck) && (_chunk3_nx == 0)) || (_chunk3_ck && (_chunk3_nx == 1)));
assign _chunk3_z = _chunk3_rz;



assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_hi = (!_chunk3_hi[30]);
assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_hi = (_chunk3_hi[30] | _chunk3_hi[29]);



assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_lo = (!_chunk3_hi[28]);
assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_lo = (_chunk3_hi[28] | _chunk3_hi[27]);


always @(_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_hi, _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_lo, _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_hi) begin: _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_combine
    if (_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_hi) begin
        _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi[1] = 0;
        _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi[1-1:0] = _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_hi;
    end
    else begin
        _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi[1] = 1;
        _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi[1-1:0] = _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_lo;
    end
end



assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_hi = (_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_hi | _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_lo);



assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_hi = (!_chunk3_hi[26]);
assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_hi = (_chunk3_hi[26] | _chunk3_hi[25]);



assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_lo = (!_chunk3_hi[24]);
assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_lo = (_chunk3_hi[24] | _chunk3_hi[23]);


always @(_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_hi, _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_lo, _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_hi) begin: _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_combine
    if (_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_hi) begin
        _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo[1] = 0;
        _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo[1-1:0] = _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_hi;
    end
    else begin
        _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo[1] = 1;
        _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo[1-1:0] = _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_lo;
    end
end



assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_lo = (_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_hi | _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_lo);


always @(_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_hi, _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo, _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi) begin: _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_combine
    if (_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_hi) begin
        _chunk3_lzc3__lzc_node93__lzc_node94_c_hi[2] = 0;
        _chunk3_lzc3__lzc_node93__lzc_node94_c_hi[2-1:0] = _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi;
    end
    else begin
        _chunk3_lzc3__lzc_node93__lzc_node94_c_hi[2] = 1;
        _chunk3_lzc3__lzc_node93__lzc_node94_c_hi[2-1:0] = _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo;
    end
end



assign _chunk3_lzc3__lzc_node93__lzc_node94_v_hi = (_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_hi | _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_lo);



assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_hi = (!_chunk3_hi[22]);
assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_hi = (_chunk3_hi[22] | _chunk3_hi[21]);



assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_lo = (!_chunk3_hi[20]);
assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_lo = (_chunk3_hi[20] | _chunk3_hi[19]);


always @(_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_hi, _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_lo, _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_hi) begin: _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_combine
    if (_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_hi) begin
        _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi[1] = 0;
        _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi[1-1:0] = _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_hi;
    end
    else begin
        _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi[1] = 1;
        _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi[1-1:0] = _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_lo;
    end
end



assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_hi = (_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_hi | _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_lo);



assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_hi = (!_chunk3_hi[18]);
assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_hi = (_chunk3_hi[18] | _chunk3_hi[17]);



assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_lo = (!_chunk3_hi[16]);
assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_lo = (_chunk3_hi[16] | _chunk3_hi[15]);


always @(_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_hi, _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_lo, _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_hi) begin: _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_combine
    if (_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_hi) begin
        _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo[1] = 0;
        _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo[1-1:0] = _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_hi;
    end
    else begin
        _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo[1] = 1;
        _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo[1-1:0] = _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_lo;
    end
end



assign _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_lo = (_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_hi | _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_lo);


always @(_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_hi, _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo, _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi) begin: _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_combine
    if (_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_hi) begin
        _chunk3_lzc3__lzc_node93__lzc_node94_c_lo[2] = 0;
        _chunk3_lzc3__lzc_node93__lzc_node94_c_lo[2-1:0] = _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi;
    end
    else begin
        _chunk3_lzc3__lzc_node93__lzc_node94_c_lo[2] = 1;
        _chunk3_lzc3__lzc_node93__lzc_node94_c_lo[2-1:0] = _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo;
    end
end



assign _chunk3_lzc3__lzc_node93__lzc_node94_v_lo = (_chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_hi | _chunk3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_lo);


always @(_chunk3_lzc3__lzc_node93__lzc_node94_v_hi, _chunk3_lzc3__lzc_node93__lzc_node94_c_lo, _chunk3_lzc3__lzc_node93__lzc_node94_c_hi) begin: _chunk3_lzc3__lzc_node93__lzc_node94_combine
    if (_chunk3_lzc3__lzc_node93__lzc_node94_v_hi) begin
        _chunk3_lzc3__lzc_node93_c_hi[3] = 0;
        _chunk3_lzc3__lzc_node93_c_hi[3-1:0] = _chunk3_lzc3__lzc_node93__lzc_node94_c_hi;
    end
    else begin
        _chunk3_lzc3__lzc_node93_c_hi[3] = 1;
        _chunk3_lzc3__lzc_node93_c_hi[3-1:0] = _chunk3_lzc3__lzc_node93__lzc_node94_c_lo;
    end
end



assign _chunk3_lzc3__lzc_node93_v_hi = (_chunk3_lzc3__lzc_node93__lzc_node94_v_hi | _chunk3_lzc3__lzc_node93__lzc_node94_v_lo);



assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_hi = (!_chunk3_hi[14]);
assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_hi = (_chunk3_hi[14] | _chunk3_hi[13]);



assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_lo = (!_chunk3_hi[12]);
assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_lo = (_chunk3_hi[12] | _chunk3_hi[11]);


always @(_chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_hi, _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_lo, _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_hi) begin: _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_combine
    if (_chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_hi) begin
        _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi[1] = 0;
        _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi[1-1:0] = _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_hi;
    end
    else begin
        _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi[1] = 1;
        _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi[1-1:0] = _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_lo;
    end
end



assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_hi = (_chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_hi | _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_lo);



assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_hi = (!_chunk3_hi[10]);
assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_hi = (_chunk3_hi[10] | _chunk3_hi[9]);



assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_lo = (!_chunk3_hi[8]);
assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_lo = (_chunk3_hi[8] | _chunk3_hi[7]);


always @(_chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_hi, _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_lo, _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_hi) begin: _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_combine
    if (_chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_hi) begin
        _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo[1] = 0;
        _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo[1-1:0] = _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_hi;
    end
    else begin
        _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo[1] = 1;
        _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo[1-1:0] = _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_lo;
    end
end



assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_lo = (_chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_hi | _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_lo);


always @(_chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_hi, _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo, _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi) begin: _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_combine
    if (_chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_hi) begin
        _chunk3_lzc3__lzc_node93__lzc_node109_c_hi[2] = 0;
        _chunk3_lzc3__lzc_node93__lzc_node109_c_hi[2-1:0] = _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi;
    end
    else begin
        _chunk3_lzc3__lzc_node93__lzc_node109_c_hi[2] = 1;
        _chunk3_lzc3__lzc_node93__lzc_node109_c_hi[2-1:0] = _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo;
    end
end



assign _chunk3_lzc3__lzc_node93__lzc_node109_v_hi = (_chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_hi | _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_lo);



assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_hi = (!_chunk3_hi[6]);
assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_hi = (_chunk3_hi[6] | _chunk3_hi[5]);



assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_lo = (!_chunk3_hi[4]);
assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_lo = (_chunk3_hi[4] | _chunk3_hi[3]);


always @(_chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_hi, _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_lo, _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_hi) begin: _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_combine
    if (_chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_hi) begin
        _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi[1] = 0;
        _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi[1-1:0] = _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_hi;
    end
    else begin
        _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi[1] = 1;
        _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi[1-1:0] = _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_lo;
    end
end



assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_v_hi = (_chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_hi | _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_lo);



assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_hi = (!_chunk3_hi[2]);
assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_v_hi = (_chunk3_hi[2] | _chunk3_hi[1]);



assign _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_lo = (!_chunk3_hi[0]);


always @(_chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_v_hi, _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_lo, _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_hi) begin: _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_combine
    if (_chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_v_hi) begin
        _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo[1] = 0;
        _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo[1-1:0] = _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_hi;
    end
    else begin
        _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo[1] = 1;
        _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo[1-1:0] = _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_lo;
    end
end


always @(_chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_v_hi, _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo, _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi) begin: _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_combine
    if (_chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_v_hi) begin
        _chunk3_lzc3__lzc_node93__lzc_node109_c_lo[2] = 0;
        _chunk3_lzc3__lzc_node93__lzc_node109_c_lo[2-1:0] = _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi;
    end
    else begin
        _chunk3_lzc3__lzc_node93__lzc_node109_c_lo[2] = 1;
        _chunk3_lzc3__lzc_node93__lzc_node109_c_lo[2-1:0] = _chunk3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo;
    end
end


always @(_chunk3_lzc3__lzc_node93__lzc_node109_v_hi, _chunk3_lzc3__lzc_node93__lzc_node109_c_lo, _chunk3_lzc3__lzc_node93__lzc_node109_c_hi) begin: _chunk3_lzc3__lzc_node93__lzc_node109_combine
    if (_chunk3_lzc3__lzc_node93__lzc_node109_v_hi) begin
        _chunk3_lzc3__lzc_node93_c_lo[3] = 0;
        _chunk3_lzc3__lzc_node93_c_lo[3-1:0] = _chunk3_lzc3__lzc_node93__lzc_node109_c_hi;
    end
    else begin
        _chunk3_lzc3__lzc_node93_c_lo[3] = 1;
        _chunk3_lzc3__lzc_node93_c_lo[3-1:0] = _chunk3_lzc3__lzc_node93__lzc_node109_c_lo;
    end
end


always @(_chunk3_lzc3__lzc_node93_v_hi, _chunk3_lzc3__lzc_node93_c_lo, _chunk3_lzc3__lzc_node93_c_hi) begin: _chunk3_lzc3__lzc_node93_combine
    if (_chunk3_lzc3__lzc_node93_v_hi) begin
        _chunk3_c[4] = 0;
        _chunk3_c[4-1:0] = _chunk3_lzc3__lzc_node93_c_hi;
    end
    else begin
        _chunk3_c[4] = 1;
        _chunk3_c[4-1:0] = _chunk3_lzc3__lzc_node93_c_lo;
    end
end



assign _chunk3_hi = _chunk3_s3_m[32-1:1];


always @(posedge clk) begin: _chunk3_stage4
    if (ce) begin
        _chunk3_lz <= _chunk3_c;
        _chunk3_m <= _chunk3_s3_m;
    end
end



assign _chunk4_cx = op[160-1:128];
assign _chunk4_ck = op_c[4];



assign _chunk4_na = (~_chunk4_s1_a);



assign _chunk4_rz = (((!s1_cin[4]) && (_chunk4_s1_a == 0)) || (s1_cin[4] && (_chunk4_na == 0)));
assign _chunk4_ro = (((!s1_cin[4]) && (_chunk4_na == 0)) || (s1_cin[4] && (_chunk4_na == 1)));


always @(posedge clk) begin: _chunk4_adds
    reg [32-1:0] t;
    reg [32-1:0] u;
    reg [32-1:0] w;
    reg [32-1:0] v;
    t = 32'h0;
    u = 32'h0;
    w = 32'h0;
    v = 32'h0;
    if (ce) begin
        t = (_chunk4_cx + _chunk4_ck);
        _chunk4_s1_a <= t;
        u = (_chunk4_s1_a + s1_cin[4]);
        _chunk4_s2_r <= u;
        _chunk4_s2_z <= _chunk4_rz;
        _chunk4_s2_o <= _chunk4_ro;
        if (s2_neg) begin
            v = (~_chunk4_s2_r);
        end
        else begin
            v = _chunk4_s2_r;
        end
        w = (v + s2_cin2[4]);
        _chunk4_s3_m <= w;
        _chunk4_nz <= (!((_chunk4_s2_z && (s2_neg == s2_cin2[4])) || (_chunk4_s2_o && (s2_neg != s2_cin2[4]))));
    end
end



assign _chunk4_nx = (~_chunk4_cx);



assign _chunk4_g = (_chunk4_ck && (_chunk4_nx == 0));
assign _chunk4_p = (((!_chunk4_ck) && (_chunk4_nx == 0)) || (_chunk4_ck && (_chunk4_nx == 1)));
assign _chunk4_z = _chunk4_rz;



assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_hi = (!_chunk4_hi[30]);
assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_hi = (_chunk4_hi[30] | _chunk4_hi[29]);



assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_lo = (!_chunk4_hi[28]);
assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_lo = (_chunk4_hi[28] | _chunk4_hi[27]);


always @(_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_hi, _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_lo, _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_hi) begin: _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_combine
    if (_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_hi) begin
        _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi[1] = 0;
        _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi[1-1:0] = _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_hi;
    end
    else begin
        _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi[1] = 1;
        _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi[1-1:0] = _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_lo;
    end
end



assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_hi = (_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_hi | _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_lo);



assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_hi = (!_chunk4_hi[26]);
assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_hi = (_chunk4_hi[26] | _chunk4_hi[25]);



assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_lo = (!_chunk4_hi[24]);
assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_lo = (_chunk4_hi[24] | _chunk4_hi[23]);


always @(_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_hi, _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_lo, _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_hi) begin: _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_combine
    if (_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_hi) begin
        _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo[1] = 0;
        _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo[1-1:0] = _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_hi;
    end
    else begin
        _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo[1] = 1;
        _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo[1-1:0] = _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_lo;
    end
end



assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_lo = (_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_hi | _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_lo);


always @(_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_hi, _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo, _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi) begin: _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_combine
    if (_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_hi) begin
        _chunk4_lzc4__lzc_node124__lzc_node125_c_hi[2] = 0;
        _chunk4_lzc4__lzc_node124__lzc_node125_c_hi[2-1:0] = _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi;
    end
    else begin
        _chunk4_lzc4__lzc_node124__lzc_node125_c_hi[2] = 1;
        _chunk4_lzc4__lzc_node124__lzc_node125_c_hi[2-1:0] = _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo;
    end
end



assign _chunk4_lzc4__lzc_node124__lzc_node125_v_hi = (_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_hi | _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_lo);



assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_hi = (!_chunk4_hi[22]);
assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_hi = (_chunk4_hi[22] | _chunk4_hi[21]);



assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_lo = (!_chunk4_hi[20]);
assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_lo = (_chunk4_hi[20] | _chunk4_hi[19]);


always @(_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_hi, _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_lo, _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_hi) begin: _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_combine
    if (_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_hi) begin
        _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi[1] = 0;
        _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi[1-1:0] = _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_hi;
    end
    else begin
        _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi[1] = 1;
        _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi[1-1:0] = _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_lo;
    end
end



assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_hi = (_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_hi | _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_lo);



assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_hi = (!_chunk4_hi[18]);
assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_hi = (_chunk4_hi[18] | _chunk4_hi[17]);



assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_lo = (!_chunk4_hi[16]);
assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_lo = (_chunk4_hi[16] | _chunk4_hi[15]);


always @(_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_hi, _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_lo, _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_hi) begin: _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_combine
    if (_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_hi) begin
        _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo[1] = 0;
        _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo[1-1:0] = _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_hi;
    end
    else begin
        _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo[1] = 1;
        _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo[1-1:0] = _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_lo;
    end
end



assign _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_lo = (_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_hi | _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_lo);


always @(_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_hi, _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo, _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi) begin: _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_combine
    if (_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_hi) begin
        _chunk4_lzc4__lzc_node124__lzc_node125_c_lo[2] = 0;
        _chunk4_lzc4__lzc_node124__lzc_node125_c_lo[2-1:0] = _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi;
    end
    else begin
        _chunk4_lzc4__lzc_node124__lzc_node125_c_lo[2] = 1;
        _chunk4_lzc4__lzc_node124__lzc_node125_c_lo[2-1:0] = _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo;
    end
end



assign _chunk4_lzc4__lzc_node124__lzc_node125_v_lo = (_chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_hi | _chunk4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_lo);


always @(_chunk4_lzc4__lzc_node124__lzc_node125_v_hi, _chunk4_lzc4__lzc_node124__lzc_node125_c_lo, _chunk4_lzc4__lzc_node124__lzc_node125_c_hi) begin: _chunk4_lzc4__lzc_node124__lzc_node125_combine
    if (_chunk4_lzc4__lzc_node124__lzc_node125_v_hi) begin
        _chunk4_lzc4__lzc_node124_c_hi[3] = 0;
        _chunk4_lzc4__lzc_node124_c_hi[3-1:0] = _chunk4_lzc4__lzc_node124__lzc_node125_c_hi;
    end
    else begin
        _chunk4_lzc4__lzc_node124_c_hi[3] = 1;
        _chunk4_lzc4__lzc_node124_c_hi[3-1:0] = _chunk4_lzc4__lzc_node124__lzc_node125_c_lo;
    end
end



assign _chunk4_lzc4__lzc_node124_v_hi = (_chunk4_lzc4__lzc_node124__lzc_node125_v_hi | _chunk4_lzc4__lzc_node124__lzc_node125_v_lo);



assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_hi = (!_chunk4_hi[14]);
assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_hi = (_chunk4_hi[14] | _chunk4_hi[13]);



assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_lo = (!_chunk4_hi[12]);
assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_lo = (_chunk4_hi[12] | _chunk4_hi[11]);


always @(_chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_hi, _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_lo, _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_hi) begin: _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_combine
    if (_chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_hi) begin
        _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi[1] = 0;
        _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi[1-1:0] = _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_hi;
    end
    else begin
        _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi[1] = 1;
        _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi[1-1:0] = _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_lo;
    end
end



assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_hi = (_chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_hi | _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_lo);



assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_hi = (!_chunk4_hi[10]);
assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_hi = (_chunk4_hi[10] | _chunk4_hi[9]);



assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_lo = (!_chunk4_hi[8]);
assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_lo = (_chunk4_hi[8] | _chunk4_hi[7]);


always @(_chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_hi, _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_lo, _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_hi) begin: _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_combine
    if (_chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_hi) begin
        _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo[1] = 0;
        _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo[1-1:0] = _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_hi;
    end
    else begin
        _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo[1] = 1;
        _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo[1-1:0] = _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_lo;
    end
end



assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_lo = (_chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_hi | _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_lo);


always @(_chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_hi, _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo, _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi) begin: _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_combine
    if (_chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_hi) begin
        _chunk4_lzc4__lzc_node124__lzc_node140_c_hi[2] = 0;
        _chunk4_lzc4__lzc_node124__lzc_node140_c_hi[2-1:0] = _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi;
    end
    else begin
        _chunk4_lzc4__lzc_node124__lzc_node140_c_hi[2] = 1;
        _chunk4_lzc4__lzc_node124__lzc_node140_c_hi[2-1:0] = _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo;
    end
end



assign _chunk4_lzc4__lzc_node124__lzc_node140_v_hi = (_chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_hi | _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_lo);



assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_hi = (!_chunk4_hi[6]);
assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_hi = (_chunk4_hi[6] | _chunk4_hi[5]);



assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_lo = (!_chunk4_hi[4]);
assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_lo = (_chunk4_hi[4] | _chunk4_hi[3]);


always @(_chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_hi, _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_lo, _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_hi) begin: _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_combine
    if (_chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_hi) begin
        _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi[1] = 0;
        _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi[1-1:0] = _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_hi;
    end
    else begin
        _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi[1] = 1;
        _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi[1-1:0] = _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_lo;
    end
end



assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_v_hi = (_chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_hi | _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_lo);



assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_hi = (!_chunk4_hi[2]);
assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_v_hi = (_chunk4_hi[2] | _chunk4_hi[1]);



assign _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_lo = (!_chunk4_hi[0]);


always @(_chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_v_hi, _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_lo, _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_hi) begin: _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_combine
    if (_chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_v_hi) begin
        _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo[1] = 0;
        _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo[1-1:0] = _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_hi;
    end
    else begin
        _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo[1] = 1;
        _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo[1-1:0] = _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_lo;
    end
end


always @(_chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_v_hi, _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo, _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi) begin: _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_combine
    if (_chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_v_hi) begin
        _chunk4_lzc4__lzc_node124__lzc_node140_c_lo[2] = 0;
        _chunk4_lzc4__lzc_node124__lzc_node140_c_lo[2-1:0] = _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi;
    end
    else begin
        _chunk4_lzc4__lzc_node124__lzc_node140_c_lo[2] = 1;
        _chunk4_lzc4__lzc_node124__lzc_node140_c_lo[2-1:0] = _chunk4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo;
    end
end


always @(_chunk4_lzc4__lzc_node124__lzc_node140_v_hi, _chunk4_lzc4__lzc_node124__lzc_node140_c_lo, _chunk4_lzc4__lzc_node124__lzc_node140_c_hi) begin: _chunk4_lzc4__lzc_node124__lzc_node140_combine
    if (_chunk4_lzc4__lzc_node124__lzc_node140_v_hi) begin
        _chunk4_lzc4__lzc_node124_c_lo[3] = 0;
        _chunk4_lzc4__lzc_node124_c_lo[3-1:0] = _chunk4_lzc4__lzc_node124__lzc_node140_c_hi;
    end
    else begin
        _chunk4_lzc4__lzc_node124_c_lo[3] = 1;
        _chunk4_lzc4__lzc_node124_c_lo[3-1:0] = _chunk4_lzc4__lzc_node124__lzc_node140_c_lo;
    end
end


always @(_chunk4_lzc4__lzc_node124_v_hi, _chunk4_lzc4__lzc_node124_c_lo, _chunk4_lzc4__lzc_node124_c_hi) begin: _chunk4_lzc4__lzc_node124_combine
    if (_chunk4_lzc4__lzc_node124_v_hi) begin
        _chunk4_c[4] = 0;
        _chunk4_c[4-1:0] = _chunk4_lzc4__lzc_node124_c_hi;
    end
    else begin
        _chunk4_c[4] = 1;
        _chunk4_c[4-1:0] = _chunk4_lzc4__lzc_node124_c_lo;
    end
end



assign _chunk4_hi = _chunk4_s3_m[32-1:1];


always @(posedge clk) begin: _chunk4_stage4
    if (ce) begin
        _chunk4_lz <= _chunk4_c;
        _chunk4_m <= _chunk4_s3_m;
    end
end



assign _chunk5_cx = op[192-1:160];
assign _chunk5_ck = op_c[5];



assign _chunk5_na = (~_chunk5_s1_a);



assign _chunk5_rz = (((!s1_cin[5]) && (_chunk5_s1_a == 0)) || (s1_cin[5] && (_chunk5_na == 0)));
assign _chunk5_ro = (((!s1_cin[5]) && (_chunk5_na == 0)) || (s1_cin[5] && (_chunk5_na == 1)));


always @(posedge clk) begin: _chunk5_adds
    reg [32-1:0] t;
    reg [32-1:0] u;
    reg [32-1:0] w;
    reg [32-1:0] v;
    t = 32'h0;
    u = 32'h0;
    w = 32'h0;
    v = 32'h0;
    if (ce) begin
        t = (_chunk5_cx + _chunk5_ck);
        _chunk5_s1_a <= t;
        u = (_chunk5_s1_a + s1_cin[5]);
        _chunk5_s2_r <= u;
        _chunk5_s2_z <= _chunk5_rz;
        _chunk5_s2_o <= _chunk5_ro;
        if (s2_neg) begin
            v = (~_chunk5_s2_r);
        end
        else begin
            v = _chunk5_s2_r;
        end
        w = (v + s2_cin2[5]);
        _chunk5_s3_m <= w;
        _chunk5_nz <= (!((_chunk5_s2_z && (s2_neg == s2_cin2[5])) || (_chunk5_s2_o && (s2_neg != s2_cin2[5]))));
    end
end



assign _chunk5_nx = (~_chunk5_cx);



assign _chunk5_g = (_chunk5_ck && (_chunk5_nx == 0));
assign _chunk5_p = (((!_chunk5_ck) && (_chunk5_nx == 0)) || (_chunk5_ck && (_chunk5_nx == 1)));
assign _chunk5_z = _chunk5_rz;



assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_hi = (!_chunk5_hi[30]);
assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_hi = (_chunk5_hi[30] | _chunk5_hi[29]);



assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_lo = (!_chunk5_hi[28]);
assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_lo = (_chunk5_hi[28] | _chunk5_hi[27]);


always @(_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_hi, _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_lo, _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_hi) begin: _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_combine
    if (_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_hi) begin
        _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi[1] = 0;
        _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi[1-1:0] = _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_hi;
    end
    else begin
        _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi[1] = 1;
        _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi[1-1:0] = _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_lo;
    end
end



assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_hi = (_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_hi | _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_lo);



assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_hi = (!_chunk5_hi[26]);
assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_hi = (_chunk5_hi[26] | _chunk5_hi[25]);



assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_lo = (!_chunk5_hi[24]);
assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_lo = (_chunk5_hi[24] | _chunk5_hi[23]);


always @(_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_hi, _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_lo, _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_hi) begin: _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_combine
    if (_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_hi) begin
        _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo[1] = 0;
        _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo[1-1:0] = _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_hi;
    end
    else begin
        _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo[1] = 1;
        _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo[1-1:0] = _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_lo;
    end
end



assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_lo = (_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_hi | _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_lo);


always @(_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_hi, _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo, _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi) begin: _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_combine
    if (_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_hi) begin
        _chunk5_lzc5__lzc_node155__lzc_node156_c_hi[2] = 0;
        _chunk5_lzc5__lzc_node155__lzc_node156_c_hi[2-1:0] = _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi;
    end
    else begin
        _chunk5_lzc5__lzc_node155__lzc_node156_c_hi[2] = 1;
        _chunk5_lzc5__lzc_node155__lzc_node156_c_hi[2-1:0] = _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo;
    end
end



assign _chunk5_lzc5__lzc_node155__lzc_node156_v_hi = (_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_hi | _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_lo);



assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_hi = (!_chunk5_hi[22]);
assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_hi = (_chunk5_hi[22] | _chunk5_hi[21]);



assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_lo = (!_chunk5_hi[20]);
assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_lo = (_chunk5_hi[20] | _chunk5_hi[19]);


always @(_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_hi, _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_lo, _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_hi) begin: _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_combine
    if (_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_hi) begin
        _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi[1] = 0;
        _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi[1-1:0] = _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_hi;
    end
    else begin
        _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi[1] = 1;
        _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi[1-1:0] = _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_lo;
    end
end



assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_hi = (_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_hi | _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_lo);



assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_hi = (!_chunk5_hi[18]);
assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_hi = (_chunk5_hi[18] | _chunk5_hi[17]);



assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_lo = (!_chunk5_hi[16]);
assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_lo = (_chunk5_hi[16] | _chunk5_hi[15]);


always @(_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_hi, _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_lo, _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_hi) begin: _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_combine
    if (_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_hi) begin
        _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo[1] = 0;
        _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo[1-1:0] = _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_hi;
    end
    else begin
        _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo[1] = 1;
        _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo[1-1:0] = _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_lo;
    end
end



assign _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_lo = (_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_hi | _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_lo);


always @(_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_hi, _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo, _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi) begin: _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_combine
    if (_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_hi) begin
        _chunk5_lzc5__lzc_node155__lzc_node156_c_lo[2] = 0;
        _chunk5_lzc5__lzc_node155__lzc_node156_c_lo[2-1:0] = _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi;
    end
    else begin
        _chunk5_lzc5__lzc_node155__lzc_node156_c_lo[2] = 1;
        _chunk5_lzc5__lzc_node155__lzc_node156_c_lo[2-1:0] = _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo;
    end
end



assign _chunk5_lzc5__lzc_node155__lzc_node156_v_lo = (_chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_hi | _chunk5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_lo);


always @(_chunk5_lzc5__lzc_node155__lzc_node156_v_hi, _chunk5_lzc5__lzc_node155__lzc_node156_c_lo, _chunk5_lzc5__lzc_node155__lzc_node156_c_hi) begin: _chunk5_lzc5__lzc_node155__lzc_node156_combine
    if (_chunk5_lzc5__lzc_node155__lzc_node156_v_hi) begin
        _chunk5_lzc5__lzc_node155_c_hi[3] = 0;
        _chunk5_lzc5__lzc_node155_c_hi[3-1:0] = _chunk5_lzc5__lzc_node155__lzc_node156_c_hi;
    end
    else begin
        _chunk5_lzc5__lzc_node155_c_hi[3] = 1;
        _chunk5_lzc5__lzc_node155_c_hi[3-1:0] = _chunk5_lzc5__lzc_node155__lzc_node156_c_lo;
    end
end



assign _chunk5_lzc5__lzc_node155_v_hi = (_chunk5_lzc5__lzc_node155__lzc_node156_v_hi | _chunk5_lzc5__lzc_node155__lzc_node156_v_lo);



assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_hi = (!_chunk5_hi[14]);
assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_hi = (_chunk5_hi[14] | _chunk5_hi[13]);



assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_lo = (!_chunk5_hi[12]);
assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_lo = (_chunk5_hi[12] | _chunk5_hi[11]);


always @(_chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_hi, _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_lo, _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_hi) begin: _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_combine
    if (_chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_hi) begin
        _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi[1] = 0;
        _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi[1-1:0] = _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_hi;
    end
    else begin
        _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi[1] = 1;
        _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi[1-1:0] = _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_lo;
    end
end



assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_hi = (_chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_hi | _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_lo);



assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_hi = (!_chunk5_hi[10]);
assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_hi = (_chunk5_hi[10] | _chunk5_hi[9]);



assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_lo = (!_chunk5_hi[8]);
assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_lo = (_chunk5_hi[8] | _chunk5_hi[7]);


always @(_chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_hi, _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_lo, _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_hi) begin: _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_combine
    if (_chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_hi) begin
        _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo[1] = 0;
        _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo[1-1:0] = _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_hi;
    end
    else begin
        _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo[1] = 1;
        _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo[1-1:0] = _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_lo;
    end
end



assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_lo = (_chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_hi | _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_lo);


always @(_chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_hi, _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo, _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi) begin: _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_combine
    if (_chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_hi) begin
        _chunk5_lzc5__lzc_node155__lzc_node171_c_hi[2] = 0;
        _chunk5_lzc5__lzc_node155__lzc_node171_c_hi[2-1:0] = _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi;
    end
    else begin
        _chunk5_lzc5__lzc_node155__lzc_node171_c_hi[2] = 1;
        _chunk5_lzc5__lzc_node155__lzc_node171_c_hi[2-1:0] = _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo;
    end
end



assign _chunk5_lzc5__lzc_node155__lzc_node171_v_hi = (_chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_hi | _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_lo);



assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_hi = (!_chunk5_hi[6]);
assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_hi = (_chunk5_hi[6] | _chunk5_hi[5]);



assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_lo = (!_chunk5_hi[4]);
assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_lo = (_chunk5_hi[4] | _chunk5_hi[3]);


always @(_chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_hi, _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_lo, _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_hi) begin: _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_combine
    if (_chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_hi) begin
        _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi[1] = 0;
        _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi[1-1:0] = _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_hi;
    end
    else begin
        _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi[1] = 1;
        _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi[1-1:0] = _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_lo;
    end
end



assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_v_hi = (_chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_hi | _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_lo);



assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_hi = (!_chunk5_hi[2]);
assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_v_hi = (_chunk5_hi[2] | _chunk5_hi[1]);



assign _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_lo = (!_chunk5_hi[0]);


always @(_chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_v_hi, _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_lo, _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_hi) begin: _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_combine
    if (_chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_v_hi) begin
        _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo[1] = 0;
        _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo[1-1:0] = _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_hi;
    end
    else begin
        _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo[1] = 1;
        _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo[1-1:0] = _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_lo;
    end
end


always @(_chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_v_hi, _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo, _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi) begin: _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_combine
    if (_chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_v_hi) begin
        _chunk5_lzc5__lzc_node155__lzc_node171_c_lo[2] = 0;
        _chunk5_lzc5__lzc_node155__lzc_node171_c_lo[2-1:0] = _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi;
    end
    else begin
        _chunk5_lzc5__lzc_node155__lzc_node171_c_lo[2] = 1;
        _chunk5_lzc5__lzc_node155__lzc_node171_c_lo[2-1:0] = _chunk5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo;
    end
end


always @(_chunk5_lzc5__lzc_node155__lzc_node171_v_hi, _chunk5_lzc5__lzc_node155__lzc_node171_c_lo, _chunk5_lzc5__lzc_node155__lzc_node171_c_hi) begin: _chunk5_lzc5__lzc_node155__lzc_node171_combine
    if (_chunk5_lzc5__lzc_node155__lzc_node171_v_hi) begin
        _chunk5_lzc5__lzc_node155_c_lo[3] = 0;
        _chunk5_lzc5__lzc_node155_c_lo[3-1:0] = _chunk5_lzc5__lzc_node155__lzc_node171_c_hi;
    end
    else begin
        _chunk5_lzc5__lzc_node155_c_lo[3] = 1;
        _chunk5_lzc5__lzc_node155_c_lo[3-1:0] = _chunk5_lzc5__lzc_node155__lzc_node171_c_lo;
    end
end


always @(_chunk5_lzc5__lzc_node155_v_hi, _chunk5_lzc5__lzc_node155_c_lo, _chunk5_lzc5__lzc_node155_c_hi) begin: _chunk5_lzc5__lzc_node155_combine
    if (_chunk5_lzc5__lzc_node155_v_hi) begin
        _chunk5_c[4] = 0;
        _chunk5_c[4-1:0] = _chunk5_lzc5__lzc_node155_c_hi;
    end
    else begin
        _chunk5_c[4] = 1;
        _chunk5_c[4-1:0] = _chunk5_lzc5__lzc_node155_c_lo;
    end
end



assign _chunk5_hi = _chunk5_s3_m[32-1:1];


always @(posedge clk) begin: _chunk5_stage4
    if (ce) begin
        _chunk5_lz <= _chunk5_c;
        _chunk5_m <= _chunk5_s3_m;
    end
end



assign _chunk6_cx = op[224-1:192];
assign _chunk6_ck = op_c[6];



assign _chunk6_na = (~_chunk6_s1_a);



assign _chunk6_rz = (((!s1_cin[6]) && (_chunk6_s1_a == 0)) || (s1_cin[6] && (_chunk6_na == 0)));
assign _chunk6_ro = (((!s1_cin[6]) && (_chunk6_na == 0)) || (s1_cin[6] && (_chunk6_na == 1)));


always @(posedge clk) begin: _chunk6_adds
    reg [32-1:0] t;
    reg [32-1:0] u;
    reg [32-1:0] w;
    reg [32-1:0] v;
    t = 32'h0;
    u = 32'h0;
    w = 32'h0;
    v = 32'h0;
    if (ce) begin
        t = (_chunk6_cx + _chunk6_ck);
        _chunk6_s1_a <= t;
        u = (_chunk6_s1_a + s1_cin[6]);
        _chunk6_s2_r <= u;
        _chunk6_s2_z <= _chunk6_rz;
        _chunk6_s2_o <= _chunk6_ro;
        if (s2_neg) begin
            v = (~_chunk6_s2_r);
        end
        else begin
            v = _chunk6_s2_r;
        end
        w = (v + s2_cin2[6]);
        _chunk6_s3_m <= w;
        _chunk6_nz <= (!((_chunk6_s2_z && (s2_neg == s2_cin2[6])) || (_chunk6_s2_o && (s2_neg != s2_cin2[6]))));
    end
end



assign _chunk6_nx = (~_chunk6_cx);



assign _chunk6_g = (_chunk6_ck && (_chunk6_nx == 0));
assign _chunk6_p = (((!_chunk6_ck) && (_chunk6_nx == 0)) || (_chunk6_ck && (_chunk6_nx == 1)));
assign _chunk6_z = _chunk6_rz;



assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_hi = (!_chunk6_hi[30]);
assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_hi = (_chunk6_hi[30] | _chunk6_hi[29]);



assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_lo = (!_chunk6_hi[28]);
assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_lo = (_chunk6_hi[28] | _chunk6_hi[27]);


always @(_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_hi, _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_lo, _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_hi) begin: _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_combine
    if (_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_hi) begin
        _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi[1] = 0;
        _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi[1-1:0] = _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_hi;
    end
    else begin
        _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi[1] = 1;
        _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi[1-1:0] = _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_lo;
    end
end



assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_hi = (_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_hi | _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_lo);



assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_hi = (!_chunk6_hi[26]);
assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_hi = (_chunk6_hi[26] | _chunk6_hi[25]);



assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_lo = (!_chunk6_hi[24]);
assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_lo = (_chunk6_hi[24] | _chunk6_hi[23]);


always @(_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_hi, _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_lo, _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_hi) begin: _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_combine
    if (_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_hi) begin
        _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo[1] = 0;
        _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo[1-1:0] = _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_hi;
    end
    else begin
        _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo[1] = 1;
        _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo[1-1:0] = _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_lo;
    end
end



assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_lo = (_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_hi | _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_lo);


always @(_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_hi, _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo, _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi) begin: _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_combine
    if (_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_hi) begin
        _chunk6_lzc6__lzc_node186__lzc_node187_c_hi[2] = 0;
        _chunk6_lzc6__lzc_node186__lzc_node187_c_hi[2-1:0] = _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi;
    end
    else begin
        _chunk6_lzc6__lzc_node186__lzc_node187_c_hi[2] = 1;
        _chunk6_lzc6__lzc_node186__lzc_node187_c_hi[2-1:0] = _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo;
    end
end



assign _chunk6_lzc6__lzc_node186__lzc_node187_v_hi = (_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_hi | _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_lo);



assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_hi = (!_chunk6_hi[22]);
assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_hi = (_chunk6_hi[22] | _chunk6_hi[21]);



assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_lo = (!_chunk6_hi[20]);
assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_lo = (_chunk6_hi[20] | _chunk6_hi[19]);


always @(_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_hi, _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_lo, _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_hi) begin: _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_combine
    if (_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_hi) begin
        _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi[1] = 0;
        _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi[1-1:0] = _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_hi;
    end
    else begin
        _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi[1] = 1;
        _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi[1-1:0] = _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_lo;
    end
end



assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_hi = (_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_hi | _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_lo);



assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_hi = (!_chunk6_hi[18]);
assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_hi = (_chunk6_hi[18] | _chunk6_hi[17]);



assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_lo = (!_chunk6_hi[16]);
assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_lo = (_chunk6_hi[16] | _chunk6_hi[15]);


always @(_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_hi, _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_lo, _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_hi) begin: _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_combine
    if (_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_hi) begin
        _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo[1] = 0;
        _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo[1-1:0] = _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_hi;
    end
    else begin
        _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo[1] = 1;
        _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo[1-1:0] = _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_lo;
    end
end



assign _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_lo = (_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_hi | _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_lo);


always @(_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_hi, _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo, _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi) begin: _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_combine
    if (_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_hi) begin
        _chunk6_lzc6__lzc_node186__lzc_node187_c_lo[2] = 0;
        _chunk6_lzc6__lzc_node186__lzc_node187_c_lo[2-1:0] = _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi;
    end
    else begin
        _chunk6_lzc6__lzc_node186__lzc_node187_c_lo[2] = 1;
        _chunk6_lzc6__lzc_node186__lzc_node187_c_lo[2-1:0] = _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo;
    end
end



assign _chunk6_lzc6__lzc_node186__lzc_node187_v_lo = (_chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_hi | _chunk6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_lo);


always @(_chunk6_lzc6__lzc_node186__lzc_node187_v_hi, _chunk6_lzc6__lzc_node186__lzc_node187_c_lo, _chunk6_lzc6__lzc_node186__lzc_node187_c_hi) begin: _chunk6_lzc6__lzc_node186__lzc_node187_combine
    if (_chunk6_lzc6__lzc_node186__lzc_node187_v_hi) begin
        _chunk6_lzc6__lzc_node186_c_hi[3] = 0;
        _chunk6_lzc6__lzc_node186_c_hi[3-1:0] = _chunk6_lzc6__lzc_node186__lzc_node187_c_hi;
    end
    else begin
        _chunk6_lzc6__lzc_node186_c_hi[3] = 1;
        _chunk6_lzc6__lzc_node186_c_hi[3-1:0] = _chunk6_lzc6__lzc_node186__lzc_node187_c_lo;
    end
end



assign _chunk6_lzc6__lzc_node186_v_hi = (_chunk6_lzc6__lzc_node186__lzc_node187_v_hi | _chunk6_lzc6__lzc_node186__lzc_node187_v_lo);



assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_hi = (!_chunk6_hi[14]);
assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_hi = (_chunk6_hi[14] | _chunk6_hi[13]);



assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_lo = (!_chunk6_hi[12]);
assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_lo = (_chunk6_hi[12] | _chunk6_hi[11]);


always @(_chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_hi, _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_lo, _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_hi) begin: _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_combine
    if (_chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_hi) begin
        _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi[1] = 0;
        _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi[1-1:0] = _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_hi;
    end
    else begin
        _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi[1] = 1;
        _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi[1-1:0] = _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_lo;
    end
end



assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_hi = (_chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_hi | _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_lo);



assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_hi = (!_chunk6_hi[10]);
assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_hi = (_chunk6_hi[10] | _chunk6_hi[9]);



assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_lo = (!_chunk6_hi[8]);
assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_lo = (_chunk6_hi[8] | _chunk6_hi[7]);


always @(_chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_hi, _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_lo, _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_hi) begin: _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_combine
    if (_chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_hi) begin
        _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo[1] = 0;
        _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo[1-1:0] = _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_hi;
    end
    else begin
        _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo[1] = 1;
        _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo[1-1:0] = _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_lo;
    end
end



assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_lo = (_chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_hi | _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_lo);


always @(_chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_hi, _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo, _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi) begin: _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_combine
    if (_chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_hi) begin
        _chunk6_lzc6__lzc_node186__lzc_node202_c_hi[2] = 0;
        _chunk6_lzc6__lzc_node186__lzc_node202_c_hi[2-1:0] = _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi;
    end
    else begin
        _chunk6_lzc6__lzc_node186__lzc_node202_c_hi[2] = 1;
        _chunk6_lzc6__lzc_node186__lzc_node202_c_hi[2-1:0] = _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo;
    end
end



assign _chunk6_lzc6__lzc_node186__lzc_node202_v_hi = (_chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_hi | _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_lo);



assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_hi = (!_chunk6_hi[6]);
assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_hi = (_chunk6_hi[6] | _chunk6_hi[5]);



assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_lo = (!_chunk6_hi[4]);
assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_lo = (_chunk6_hi[4] | _chunk6_hi[3]);


always @(_chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_hi, _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_lo, _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_hi) begin: _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_combine
    if (_chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_hi) begin
        _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi[1] = 0;
        _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi[1-1:0] = _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_hi;
    end
    else begin
        _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi[1] = 1;
        _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi[1-1:0] = _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_lo;
    end
end



assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_v_hi = (_chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_hi | _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_lo);



assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_hi = (!_chunk6_hi[2]);
assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_v_hi = (_chunk6_hi[2] | _chunk6_hi[1]);



assign _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_lo = (!_chunk6_hi[0]);


always @(_chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_v_hi, _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_lo, _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_hi) begin: _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_combine
    if (_chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_v_hi) begin
        _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo[1] = 0;
        _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo[1-1:0] = _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_hi;
    end
    else begin
        _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo[1] = 1;
        _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo[1-1:0] = _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_lo;
    end
end


always @(_chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_v_hi, _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo, _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi) begin: _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_combine
    if (_chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_v_hi) begin
        _chunk6_lzc6__lzc_node186__lzc_node202_c_lo[2] = 0;
        _chunk6_lzc6__lzc_node186__lzc_node202_c_lo[2-1:0] = _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi;
    end
    else begin
        _chunk6_lzc6__lzc_node186__lzc_node202_c_lo[2] = 1;
        _chunk6_lzc6__lzc_node186__lzc_node202_c_lo[2-1:0] = _chunk6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo;
    end
end


always @(_chunk6_lzc6__lzc_node186__lzc_node202_v_hi, _chunk6_lzc6__lzc_node186__lzc_node202_c_lo, _chunk6_lzc6__lzc_node186__lzc_node202_c_hi) begin: _chunk6_lzc6__lzc_node186__lzc_node202_combine
    if (_chunk6_lzc6__lzc_node186__lzc_node202_v_hi) begin
        _chunk6_lzc6__lzc_node186_c_lo[3] = 0;
        _chunk6_lzc6__lzc_node186_c_lo[3-1:0] = _chunk6_lzc6__lzc_node186__lzc_node202_c_hi;
    end
    else begin
        _chunk6_lzc6__lzc_node186_c_lo[3] = 1;
        _chunk6_lzc6__lzc_node186_c_lo[3-1:0] = _chunk6_lzc6__lzc_node186__lzc_node202_c_lo;
    end
end


always @(_chunk6_lzc6__lzc_node186_v_hi, _chunk6_lzc6__lzc_node186_c_lo, _chunk6_lzc6__lzc_node186_c_hi) begin: _chunk6_lzc6__lzc_node186_combine
    if (_chunk6_lzc6__lzc_node186_v_hi) begin
        _chunk6_c[4] = 0;
        _chunk6_c[4-1:0] = _chunk6_lzc6__lzc_node186_c_hi;
    end
    else begin
        _chunk6_c[4] = 1;
        _chunk6_c[4-1:0] = _chunk6_lzc6__lzc_node186_c_lo;
    end
end



assign _chunk6_hi = _chunk6_s3_m[32-1:1];


always @(posedge clk) begin: _chunk6_stage4
    if (ce) begin
        _chunk6_lz <= _chunk6_c;
        _chunk6_m <= _chunk6_s3_m;
    end
end



assign _chunk7_cx = op[256-1:224];
assign _chunk7_ck = op_c[7];



assign _chunk7_na = (~_chunk7_s1_a);



assign _chunk7_rz = (((!s1_cin[7]) && (_chunk7_s1_a == 0)) || (s1_cin[7] && (_chunk7_na == 0)));
assign _chunk7_ro = (((!s1_cin[7]) && (_chunk7_na == 0)) || (s1_cin[7] && (_chunk7_na == 1)));


always @(posedge clk) begin: _chunk7_adds
    reg [32-1:0] t;
    reg [32-1:0] u;
    reg [32-1:0] w;
    reg [32-1:0] v;
    t = 32'h0;
    u = 32'h0;
    w = 32'h0;
    v = 32'h0;
    if (ce) begin
        t = (_chunk7_cx + _chunk7_ck);
        _chunk7_s1_a <= t;
        u = (_chunk7_s1_a + s1_cin[7]);
        _chunk7_s2_r <= u;
        _chunk7_s2_z <= _chunk7_rz;
        _chunk7_s2_o <= _chunk7_ro;
        if (s2_neg) begin
            v = (~_chunk7_s2_r);
        end
        else begin
            v = _chunk7_s2_r;
        end
        w = (v + s2_cin2[7]);
        _chunk7_s3_m <= w;
        _chunk7_nz <= (!((_chunk7_s2_z && (s2_neg == s2_cin2[7])) || (_chunk7_s2_o && (s2_neg != s2_cin2[7]))));
    end
end



assign _chunk7_nx = (~_chunk7_cx);



assign _chunk7_g = (_chunk7_ck && (_chunk7_nx == 0));
assign _chunk7_p = (((!_chunk7_ck) && (_chunk7_nx == 0)) || (_chunk7_ck && (_chunk7_nx == 1)));
assign _chunk7_z = _chunk7_rz;



assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_hi = (!_chunk7_hi[30]);
assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_hi = (_chunk7_hi[30] | _chunk7_hi[29]);



assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_lo = (!_chunk7_hi[28]);
assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_lo = (_chunk7_hi[28] | _chunk7_hi[27]);


always @(_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_hi, _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_lo, _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_hi) begin: _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_combine
    if (_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_hi) begin
        _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi[1] = 0;
        _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi[1-1:0] = _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_hi;
    end
    else begin
        _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi[1] = 1;
        _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi[1-1:0] = _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_lo;
    end
end



assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_hi = (_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_hi | _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_lo);



assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_hi = (!_chunk7_hi[26]);
assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_hi = (_chunk7_hi[26] | _chunk7_hi[25]);



assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_lo = (!_chunk7_hi[24]);
assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_lo = (_chunk7_hi[24] | _chunk7_hi[23]);


always @(_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_hi, _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_lo, _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_hi) begin: _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_combine
    if (_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_hi) begin
        _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo[1] = 0;
        _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo[1-1:0] = _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_hi;
    end
    else begin
        _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo[1] = 1;
        _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo[1-1:0] = _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_lo;
    end
end



assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_lo = (_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_hi | _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_lo);


always @(_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_hi, _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo, _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi) begin: _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_combine
    if (_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_hi) begin
        _chunk7_lzc7__lzc_node217__lzc_node218_c_hi[2] = 0;
        _chunk7_lzc7__lzc_node217__lzc_node218_c_hi[2-1:0] = _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi;
    end
    else begin
        _chunk7_lzc7__lzc_node217__lzc_node218_c_hi[2] = 1;
        _chunk7_lzc7__lzc_node217__lzc_node218_c_hi[2-1:0] = _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo;
    end
end



assign _chunk7_lzc7__lzc_node217__lzc_node218_v_hi = (_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_hi | _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_lo);



assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_hi = (!_chunk7_hi[22]);
assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_hi = (_chunk7_hi[22] | _chunk7_hi[21]);



assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_lo = (!_chunk7_hi[20]);
assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_lo = (_chunk7_hi[20] | _chunk7_hi[19]);


always @(_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_hi, _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_lo, _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_hi) begin: _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_combine
    if (_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_hi) begin
        _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi[1] = 0;
        _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi[1-1:0] = _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_hi;
    end
    else begin
        _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi[1] = 1;
        _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi[1-1:0] = _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_lo;
    end
end



assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_hi = (_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_hi | _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_lo);



assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_hi = (!_chunk7_hi[18]);
assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_hi = (_chunk7_hi[18] | _chunk7_hi[17]);



assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_lo = (!_chunk7_hi[16]);
assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_lo = (_chunk7_hi[16] | _chunk7_hi[15]);


always @(_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_hi, _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_lo, _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_hi) begin: _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_combine
    if (_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_hi) begin
        _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo[1] = 0;
        _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo[1-1:0] = _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_hi;
    end
    else begin
        _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo[1] = 1;
        _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo[1-1:0] = _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_lo;
    end
end



assign _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_lo = (_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_hi | _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_lo);


always @(_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_hi, _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo, _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi) begin: _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_combine
    if (_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_hi) begin
        _chunk7_lzc7__lzc_node217__lzc_node218_c_lo[2] = 0;
        _chunk7_lzc7__lzc_node217__lzc_node218_c_lo[2-1:0] = _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi;
    end
    else begin
        _chunk7_lzc7__lzc_node217__lzc_node218_c_lo[2] = 1;
        _chunk7_lzc7__lzc_node217__lzc_node218_c_lo[2-1:0] = _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo;
    end
end



assign _chunk7_lzc7__lzc_node217__lzc_node218_v_lo = (_chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_hi | _chunk7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_lo);


always @(_chunk7_lzc7__lzc_node217__lzc_node218_v_hi, _chunk7_lzc7__lzc_node217__lzc_node218_c_lo, _chunk7_lzc7__lzc_node217__lzc_node218_c_hi) begin: _chunk7_lzc7__lzc_node217__lzc_node218_combine
    if (_chunk7_lzc7__lzc_node217__lzc_node218_v_hi) begin
        _chunk7_lzc7__lzc_node217_c_hi[3] = 0;
        _chunk7_lzc7__lzc_node217_c_hi[3-1:0] = _chunk7_lzc7__lzc_node217__lzc_node218_c_hi;
    end
    else begin
        _chunk7_lzc7__lzc_node217_c_hi[3] = 1;
        _chunk7_lzc7__lzc_node217_c_hi[3-1:0] = _chunk7_lzc7__lzc_node217__lzc_node218_c_lo;
    end
end



assign _chunk7_lzc7__lzc_node217_v_hi = (_chunk7_lzc7__lzc_node217__lzc_node218_v_hi | _chunk7_lzc7__lzc_node217__lzc_node218_v_lo);



assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_hi = (!_chunk7_hi[14]);
assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_hi = (_chunk7_hi[14] | _chunk7_hi[13]);



assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_lo = (!_chunk7_hi[12]);
assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_lo = (_chunk7_hi[12] | _chunk7_hi[11]);


always @(_chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_hi, _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_lo, _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_hi) begin: _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_combine
    if (_chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_hi) begin
        _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi[1] = 0;
        _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi[1-1:0] = _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_hi;
    end
    else begin
        _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi[1] = 1;
        _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi[1-1:0] = _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_lo;
    end
end



assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_hi = (_chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_hi | _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_lo);



assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_hi = (!_chunk7_hi[10]);
assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_hi = (_chunk7_hi[10] | _chunk7_hi[9]);



assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_lo = (!_chunk7_hi[8]);
assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_lo = (_chunk7_hi[8] | _chunk7_hi[7]);


always @(_chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_hi, _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_lo, _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_hi) begin: _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_combine
    if (_chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_hi) begin
        _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo[1] = 0;
        _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo[1-1:0] = _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_hi;
    end
    else begin
        _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo[1] = 1;
        _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo[1-1:0] = _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_lo;
    end
end



assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_lo = (_chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_hi | _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_lo);


always @(_chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_hi, _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo, _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi) begin: _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_combine
    if (_chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_hi) begin
        _chunk7_lzc7__lzc_node217__lzc_node233_c_hi[2] = 0;
        _chunk7_lzc7__lzc_node217__lzc_node233_c_hi[2-1:0] = _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi;
    end
    else begin
        _chunk7_lzc7__lzc_node217__lzc_node233_c_hi[2] = 1;
        _chunk7_lzc7__lzc_node217__lzc_node233_c_hi[2-1:0] = _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo;
    end
end



assign _chunk7_lzc7__lzc_node217__lzc_node233_v_hi = (_chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_hi | _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_lo);



assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_hi = (!_chunk7_hi[6]);
assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_hi = (_chunk7_hi[6] | _chunk7_hi[5]);



assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_lo = (!_chunk7_hi[4]);
assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_lo = (_chunk7_hi[4] | _chunk7_hi[3]);


always @(_chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_hi, _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_lo, _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_hi) begin: _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_combine
    if (_chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_hi) begin
        _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi[1] = 0;
        _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi[1-1:0] = _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_hi;
    end
    else begin
        _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi[1] = 1;
        _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi[1-1:0] = _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_lo;
    end
end



assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_v_hi = (_chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_hi | _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_lo);



assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_hi = (!_chunk7_hi[2]);
assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_v_hi = (_chunk7_hi[2] | _chunk7_hi[1]);



assign _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_lo = (!_chunk7_hi[0]);


always @(_chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_v_hi, _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_lo, _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_hi) begin: _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_combine
    if (_chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_v_hi) begin
        _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo[1] = 0;
        _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo[1-1:0] = _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_hi;
    end
    else begin
        _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo[1] = 1;
        _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo[1-1:0] = _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_lo;
    end
end


always @(_chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_v_hi, _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo, _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi) begin: _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_combine
    if (_chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_v_hi) begin
        _chunk7_lzc7__lzc_node217__lzc_node233_c_lo[2] = 0;
        _chunk7_lzc7__lzc_node217__lzc_node233_c_lo[2-1:0] = _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi;
    end
    else begin
        _chunk7_lzc7__lzc_node217__lzc_node233_c_lo[2] = 1;
        _chunk7_lzc7__lzc_node217__lzc_node233_c_lo[2-1:0] = _chunk7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo;
    end
end


always @(_chunk7_lzc7__lzc_node217__lzc_node233_v_hi, _chunk7_lzc7__lzc_node217__lzc_node233_c_lo, _chunk7_lzc7__lzc_node217__lzc_node233_c_hi) begin: _chunk7_lzc7__lzc_node217__lzc_node233_combine
    if (_chunk7_lzc7__lzc_node217__lzc_node233_v_hi) begin
        _chunk7_lzc7__lzc_node217_c_lo[3] = 0;
        _chunk7_lzc7__lzc_node217_c_lo[3-1:0] = _chunk7_lzc7__lzc_node217__lzc_node233_c_hi;
    end
    else begin
        _chunk7_lzc7__lzc_node217_c_lo[3] = 1;
        _chunk7_lzc7__lzc_node217_c_lo[3-1:0] = _chunk7_lzc7__lzc_node217__lzc_node233_c_lo;
    end
end


always @(_chunk7_lzc7__lzc_node217_v_hi, _chunk7_lzc7__lzc_node217_c_lo, _chunk7_lzc7__lzc_node217_c_hi) begin: _chunk7_lzc7__lzc_node217_combine
    if (_chunk7_lzc7__lzc_node217_v_hi) begin
        _chunk7_c[4] = 0;
        _chunk7_c[4-1:0] = _chunk7_lzc7__lzc_node217_c_hi;
    end
    else begin
        _chunk7_c[4] = 1;
        _chunk7_c[4-1:0] = _chunk7_lzc7__lzc_node217_c_lo;
    end
end



assign _chunk7_hi = _chunk7_s3_m[32-1:1];


always @(posedge clk) begin: _chunk7_stage4
    if (ce) begin
        _chunk7_lz <= _chunk7_c;
        _chunk7_m <= _chunk7_s3_m;
    end
end



assign _chunk8_cx = op[288-1:256];
assign _chunk8_ck = op_c[8];



assign _chunk8_na = (~_chunk8_s1_a);



assign _chunk8_rz = (((!s1_cin[8]) && (_chunk8_s1_a == 0)) || (s1_cin[8] && (_chunk8_na == 0)));
assign _chunk8_ro = (((!s1_cin[8]) && (_chunk8_na == 0)) || (s1_cin[8] && (_chunk8_na == 1)));


always @(posedge clk) begin: _chunk8_adds
    reg [32-1:0] t;
    reg [32-1:0] u;
    reg [32-1:0] w;
    reg [32-1:0] v;
    t = 32'h0;
    u = 32'h0;
    w = 32'h0;
    v = 32'h0;
    if (ce) begin
        t = (_chunk8_cx + _chunk8_ck);
        _chunk8_s1_a <= t;
        u = (_chunk8_s1_a + s1_cin[8]);
        _chunk8_s2_r <= u;
        _chunk8_s2_z <= _chunk8_rz;
        _chunk8_s2_o <= _chunk8_ro;
        if (s2_neg) begin
            v = (~_chunk8_s2_r);
        end
        else begin
            v = _chunk8_s2_r;
        end
        w = (v + s2_cin2[8]);
        _chunk8_s3_m <= w;
        _chunk8_nz <= (!((_chunk8_s2_z && (s2_neg == s2_cin2[8])) || (_chunk8_s2_o && (s2_neg != s2_cin2[8]))));
    end
end



assign _chunk8_na31 = _chunk8_na[(32 - 1)-1:0];



assign sign = (_chunk8_s1_a[(32 - 1)] ^ (s1_cin[8] && (_chunk8_na31 == 0)));



assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_c_hi = (!_chunk8_hi[30]);
assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_v_hi = (_chunk8_hi[30] | _chunk8_hi[29]);



assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_c_lo = (!_chunk8_hi[28]);
assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_v_lo = (_chunk8_hi[28] | _chunk8_hi[27]);


always @(_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_v_hi, _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_c_lo, _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_c_hi) begin: _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_combine
    if (_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_v_hi) begin
        _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_c_hi[1] = 0;
        _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_c_hi[1-1:0] = _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_c_hi;
    end
    else begin
        _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_c_hi[1] = 1;
        _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_c_hi[1-1:0] = _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_c_lo;
    end
end



assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_v_hi = (_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_v_hi | _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node251_v_lo);



assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_c_hi = (!_chunk8_hi[26]);
assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_v_hi = (_chunk8_hi[26] | _chunk8_hi[25]);



assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_c_lo = (!_chunk8_hi[24]);
assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_v_lo = (_chunk8_hi[24] | _chunk8_hi[23]);


always @(_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_v_hi, _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_c_lo, _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_c_hi) begin: _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_combine
    if (_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_v_hi) begin
        _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_c_lo[1] = 0;
        _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_c_lo[1-1:0] = _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_c_hi;
    end
    else begin
        _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_c_lo[1] = 1;
        _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_c_lo[1-1:0] = _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_c_lo;
    end
end



assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_v_lo = (_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_v_hi | _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250__lzc_node254_v_lo);


always @(_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_v_hi, _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_c_lo, _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_c_hi) begin: _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_combine
    if (_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_v_hi) begin
        _chunk8_lzc8__lzc_node248__lzc_node249_c_hi[2] = 0;
        _chunk8_lzc8__lzc_node248__lzc_node249_c_hi[2-1:0] = _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_c_hi;
    end
    else begin
        _chunk8_lzc8__lzc_node248__lzc_node249_c_hi[2] = 1;
        _chunk8_lzc8__lzc_node248__lzc_node249_c_hi[2-1:0] = _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_c_lo;
    end
end



assign _chunk8_lzc8__lzc_node248__lzc_node249_v_hi = (_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_v_hi | _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node250_v_lo);



assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_c_hi = (!_chunk8_hi[22]);
assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_v_hi = (_chunk8_hi[22] | _chunk8_hi[21]);



assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_c_lo = (!_chunk8_hi[20]);
assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_v_lo = (_chunk8_hi[20] | _chunk8_hi[19]);


always @(_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_v_hi, _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_c_lo, _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_c_hi) begin: _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_combine
    if (_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_v_hi) begin
        _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_c_hi[1] = 0;
        _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_c_hi[1-1:0] = _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_c_hi;
    end
    else begin
        _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_c_hi[1] = 1;
        _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_c_hi[1-1:0] = _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_c_lo;
    end
end



assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_v_hi = (_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_v_hi | _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node258_v_lo);



assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_c_hi = (!_chunk8_hi[18]);
assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_v_hi = (_chunk8_hi[18] | _chunk8_hi[17]);



assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_c_lo = (!_chunk8_hi[16]);
assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_v_lo = (_chunk8_hi[16] | _chunk8_hi[15]);


always @(_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_v_hi, _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_c_lo, _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_c_hi) begin: _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_combine
    if (_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_v_hi) begin
        _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_c_lo[1] = 0;
        _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_c_lo[1-1:0] = _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_c_hi;
    end
    else begin
        _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_c_lo[1] = 1;
        _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_c_lo[1-1:0] = _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_c_lo;
    end
end



assign _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_v_lo = (_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_v_hi | _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257__lzc_node261_v_lo);


always @(_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_v_hi, _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_c_lo, _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_c_hi) begin: _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_combine
    if (_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_v_hi) begin
        _chunk8_lzc8__lzc_node248__lzc_node249_c_lo[2] = 0;
        _chunk8_lzc8__lzc_node248__lzc_node249_c_lo[2-1:0] = _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_c_hi;
    end
    else begin
        _chunk8_lzc8__lzc_node248__lzc_node249_c_lo[2] = 1;
        _chunk8_lzc8__lzc_node248__lzc_node249_c_lo[2-1:0] = _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_c_lo;
    end
end



assign _chunk8_lzc8__lzc_node248__lzc_node249_v_lo = (_chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_v_hi | _chunk8_lzc8__lzc_node248__lzc_node249__lzc_node257_v_lo);


always @(_chunk8_lzc8__lzc_node248__lzc_node249_v_hi, _chunk8_lzc8__lzc_node248__lzc_node249_c_lo, _chunk8_lzc8__lzc_node248__lzc_node249_c_hi) begin: _chunk8_lzc8__lzc_node248__lzc_node249_combine
    if (_chunk8_lzc8__lzc_node248__lzc_node249_v_hi) begin
        _chunk8_lzc8__lzc_node248_c_hi[3] = 0;
        _chunk8_lzc8__lzc_node248_c_hi[3-1:0] = _chunk8_lzc8__lzc_node248__lzc_node249_c_hi;
    end
    else begin
        _chunk8_lzc8__lzc_node248_c_hi[3] = 1;
        _chunk8_lzc8__lzc_node248_c_hi[3-1:0] = _chunk8_lzc8__lzc_node248__lzc_node249_c_lo;
    end
end



assign _chunk8_lzc8__lzc_node248_v_hi = (_chunk8_lzc8__lzc_node248__lzc_node249_v_hi | _chunk8_lzc8__lzc_node248__lzc_node249_v_lo);



assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_c_hi = (!_chunk8_hi[14]);
assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_v_hi = (_chunk8_hi[14] | _chunk8_hi[13]);



assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_c_lo = (!_chunk8_hi[12]);
assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_v_lo = (_chunk8_hi[12] | _chunk8_hi[11]);


always @(_chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_v_hi, _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_c_lo, _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_c_hi) begin: _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_combine
    if (_chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_v_hi) begin
        _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_c_hi[1] = 0;
        _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_c_hi[1-1:0] = _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_c_hi;
    end
    else begin
        _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_c_hi[1] = 1;
        _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_c_hi[1-1:0] = _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_c_lo;
    end
end



assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_v_hi = (_chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_v_hi | _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node266_v_lo);



assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_c_hi = (!_chunk8_hi[10]);
assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_v_hi = (_chunk8_hi[10] | _chunk8_hi[9]);



assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_c_lo = (!_chunk8_hi[8]);
assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_v_lo = (_chunk8_hi[8] | _chunk8_hi[7]);


always @(_chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_v_hi, _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_c_lo, _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_c_hi) begin: _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_combine
    if (_chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_v_hi) begin
        _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_c_lo[1] = 0;
        _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_c_lo[1-1:0] = _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_c_hi;
    end
    else begin
        _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_c_lo[1] = 1;
        _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_c_lo[1-1:0] = _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_c_lo;
    end
end



assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_v_lo = (_chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_v_hi | _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265__lzc_node269_v_lo);


always @(_chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_v_hi, _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_c_lo, _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_c_hi) begin: _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_combine
    if (_chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_v_hi) begin
        _chunk8_lzc8__lzc_node248__lzc_node264_c_hi[2] = 0;
        _chunk8_lzc8__lzc_node248__lzc_node264_c_hi[2-1:0] = _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_c_hi;
    end
    else begin
        _chunk8_lzc8__lzc_node248__lzc_node264_c_hi[2] = 1;
        _chunk8_lzc8__lzc_node248__lzc_node264_c_hi[2-1:0] = _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_c_lo;
    end
end



assign _chunk8_lzc8__lzc_node248__lzc_node264_v_hi = (_chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_v_hi | _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node265_v_lo);



assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_c_hi = (!_chunk8_hi[6]);
assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_v_hi = (_chunk8_hi[6] | _chunk8_hi[5]);



assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_c_lo = (!_chunk8_hi[4]);
assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_v_lo = (_chunk8_hi[4] | _chunk8_hi[3]);


always @(_chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_v_hi, _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_c_lo, _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_c_hi) begin: _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_combine
    if (_chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_v_hi) begin
        _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_c_hi[1] = 0;
        _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_c_hi[1-1:0] = _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_c_hi;
    end
    else begin
        _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_c_hi[1] = 1;
        _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_c_hi[1-1:0] = _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_c_lo;
    end
end



assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_v_hi = (_chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_v_hi | _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node273_v_lo);



assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node276_c_hi = (!_chunk8_hi[2]);
assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node276_v_hi = (_chunk8_hi[2] | _chunk8_hi[1]);



assign _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node276_c_lo = (!_chunk8_hi[0]);


always @(_chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node276_v_hi, _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node276_c_lo, _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node276_c_hi) begin: _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node276_combine
    if (_chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node276_v_hi) begin
        _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_c_lo[1] = 0;
        _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_c_lo[1-1:0] = _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node276_c_hi;
    end
    else begin
        _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_c_lo[1] = 1;
        _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_c_lo[1-1:0] = _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272__lzc_node276_c_lo;
    end
end


always @(_chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_v_hi, _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_c_lo, _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_c_hi) begin: _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_combine
    if (_chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_v_hi) begin
        _chunk8_lzc8__lzc_node248__lzc_node264_c_lo[2] = 0;
        _chunk8_lzc8__lzc_node248__lzc_node264_c_lo[2-1:0] = _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_c_hi;
    end
    else begin
        _chunk8_lzc8__lzc_node248__lzc_node264_c_lo[2] = 1;
        _chunk8_lzc8__lzc_node248__lzc_node264_c_lo[2-1:0] = _chunk8_lzc8__lzc_node248__lzc_node264__lzc_node272_c_lo;
    end
end


always @(_chunk8_lzc8__lzc_node248__lzc_node264_v_hi, _chunk8_lzc8__lzc_node248__lzc_node264_c_lo, _chunk8_lzc8__lzc_node248__lzc_node264_c_hi) begin: _chunk8_lzc8__lzc_node248__lzc_node264_combine
    if (_chunk8_lzc8__lzc_node248__lzc_node264_v_hi) begin
        _chunk8_lzc8__lzc_node248_c_lo[3] = 0;
        _chunk8_lzc8__lzc_node248_c_lo[3-1:0] = _chunk8_lzc8__lzc_node248__lzc_node264_c_hi;
    end
    else begin
        _chunk8_lzc8__lzc_node248_c_lo[3] = 1;
        _chunk8_lzc8__lzc_node248_c_lo[3-1:0] = _chunk8_lzc8__lzc_node248__lzc_node264_c_lo;
    end
end


always @(_chunk8_lzc8__lzc_node248_v_hi, _chunk8_lzc8__lzc_node248_c_lo, _chunk8_lzc8__lzc_node248_c_hi) begin: _chunk8_lzc8__lzc_node248_combine
    if (_chunk8_lzc8__lzc_node248_v_hi) begin
        _chunk8_c[4] = 0;
        _chunk8_c[4-1:0] = _chunk8_lzc8__lzc_node248_c_hi;
    end
    else begin
        _chunk8_c[4] = 1;
        _chunk8_c[4-1:0] = _chunk8_lzc8__lzc_node248_c_lo;
    end
end



assign _chunk8_hi = _chunk8_s3_m[32-1:1];


always @(posedge clk) begin: _chunk8_stage4
    if (ce) begin
        _chunk8_lz <= _chunk8_c;
        _chunk8_m <= _chunk8_s3_m;
    end
end


always @(posedge clk) begin: stage1
    reg [9-1:0] x;
    reg [9-1:0] y;
    reg [9-1:0] s;
    reg [4-1:0] f;
    x = 9'h0;
    y = 9'h0;
    s = 9'h0;
    f = 4'h0;
    if (ce) begin
        x = (g_v | p_v);
        y = g_v;
        s = (x + y);
        s1_cin <= ((s ^ x) ^ y);
        f[0] = (in_nan || (in_pinf && in_ninf));
        f[1] = (in_pinf || in_ninf);
        f[2] = in_ninf;
        f[3] = in_allnz;
        s1_flags <= f;
    end
end


always @(posedge clk) begin: stage2
    reg [9-1:0] s;
    s = 9'h0;
    if (ce) begin
        s = (z_v + 1);
        if (sign) begin
            s2_cin2 <= (s ^ z_v);
        end
        else begin
            s2_cin2 <= 0;
        end
        s2_neg <= sign;
    end
end


always @(posedge clk) begin: _delay0_shift
    if (ce) begin
        _delay0_sr <= {_delay0_sr[(4 * (6 - 2))-1:0], s1_flags};
        _delay0_q <= _delay0_sr[(4 * (6 - 1))-1:(4 * (6 - 2))];
    end
end


always @(posedge clk) begin: _delay1_shift
    if (ce) begin
        _delay1_sr <= {_delay1_sr[(1 * (5 - 2))-1:0], s2_neg_v};
        s7_neg_v <= _delay1_sr[(1 * (5 - 1))-1:(1 * (5 - 2))];
    end
end



assign s2_neg_v = s2_neg;
assign s7_neg = s7_neg_v[0];


always @(_select0_nz_v) begin: _select0_pick
    if (_select0_nz_v[8]) begin
        _select0_top = 8;
    end
    else if (_select0_nz_v[7]) begin
        _select0_top = 7;
    end
    else if (_select0_nz_v[6]) begin
        _select0_top = 6;
    end
    else if (_select0_nz_v[5]) begin
        _select0_top = 5;
    end
    else if (_select0_nz_v[4]) begin
        _select0_top = 4;
    end
    else if (_select0_nz_v[3]) begin
        _select0_top = 3;
    end
    else if (_select0_nz_v[2]) begin
        _select0_top = 2;
    end
    else if (_select0_nz_v[1]) begin
        _select0_top = 1;
    end
    else begin
        _select0_top = 0;
    end
end


always @(posedge clk) begin: _select0_stage4
    if (ce) begin
        _select0_sel <= _select0_top;
        _select0_s4_zero <= (_select0_nz_v == 0);
        _select0_s4_below <= ((_select0_nz_v[0] && (_select0_nz_v[9-1:2] != 0)) || (_select0_nz_v[1] && (_select0_nz_v[9-1:3] != 0)) || (_select0_nz_v[2] && (_select0_nz_v[9-1:4] != 0)) || (_select0_nz_v[3] && (_select0_nz_v[9-1:5] != 0)) || (_select0_nz_v[4] && (_select0_nz_v[9-1:6] != 0)) || (_select0_nz_v[5] && (_select0_nz_v[9-1:7] != 0)) || (_select0_nz_v[6] && _select0_nz_v[8]));
    end
end


always @(_select0_lz_v) begin: _select0_low
    reg [5-1:0] p0;
    p0 = 5'h0;
    p0 = (~_select0_lz_v[5-1:0]);
    if ((p0 < 23)) begin
        _select0_low_pos = 23;
    end
    else begin
        _select0_low_pos = p0;
    end
end


always @(_select0_low_pos, _select0_lz_v, _select0_sel) begin: _select0_lz_of
    case (_select0_sel)
        'h8: begin
            _select0_top_pos = (~_select0_lz_v[45-1:40]);
        end
        'h7: begin
            _select0_top_pos = (~_select0_lz_v[40-1:35]);
        end
        'h6: begin
            _select0_top_pos = (~_select0_lz_v[35-1:30]);
        end
        'h5: begin
            _select0_top_pos = (~_select0_lz_v[30-1:25]);
        end
        'h4: begin
            _select0_top_pos = (~_select0_lz_v[25-1:20]);
        end
        'h3: begin
            _select0_top_pos = (~_select0_lz_v[20-1:15]);
        end
        'h2: begin
            _select0_top_pos = (~_select0_lz_v[15-1:10]);
        end
        'h1: begin
            _select0_top_pos = (~_select0_lz_v[10-1:5]);
        end
        default: begin
            _select0_top_pos = _select0_low_pos;
        end
    endcase
end


always @(posedge clk) begin: _select0_position
    if (ce) begin
        _select0_zero <= _select0_s4_zero;
        _select0_below <= _select0_s4_below;
        _select0_r <= _select0_top_pos;
    end
end


always @(posedge clk) begin: _select0_stage5
    if (ce) begin
        _select0_k <= _select0_sel;
        case (_select0_sel)
            'h8: begin
                _select0_pair <= _select0_m_v[288-1:224];
            end
            'h7: begin
                _select0_pair <= _select0_m_v[256-1:192];
            end
            'h6: begin
                _select0_pair <= _select0_m_v[224-1:160];
            end
            'h5: begin
                _select0_pair <= _select0_m_v[192-1:128];
            end
            'h4: begin
                _select0_pair <= _select0_m_v[160-1:96];
            end
            'h3: begin
                _select0_pair <= _select0_m_v[128-1:64];
            end
            'h2: begin
                _select0_pair <= _select0_m_v[96-1:32];
            end
            'h1: begin
                _select0_pair <= _select0_m_v[64-1:0];
            end
            default: begin
                _select0_pair <= {_select0_m_v[32-1:0], 32'h0};
            end
        endcase
    end
end


always @(posedge clk) begin: _tail0_stage6
    reg [64-1:0] sh;
    reg [9-1:0] t;
    reg [9-1:0] e;
    sh = 64'h0;
    t = 9'h0;
    e = 9'h0;
    if (ce) begin
        sh = (_select0_pair << (~_select0_r));
        _tail0_s6_frac <= sh[63-1:40];
        _tail0_s6_lsb <= sh[40];
        _tail0_s6_round <= sh[39];
        _tail0_s6_sticky <= (_select0_below || (sh[39-1:0] != 0));
        t = {_select0_k, _select0_r};
        e = (t + 490);
        if ((t > 23)) begin
            _tail0_s6_e <= e;
        end
        else begin
            _tail0_s6_e <= {8'h0, sh[63]};
        end
        _tail0_s6_zero <= _select0_zero;
    end
end


always @(posedge clk) begin: _tail0_stage7
    reg [31-1:0] u;
    u = 31'h0;
    if (ce) begin
        _tail0_s7_word <= {_tail0_s6_e[8-1:0], _tail0_s6_frac};
        u = ({_tail0_s6_e[8-1:0], _tail0_s6_frac} + 1);
        _tail0_s7_inc <= u;
        _tail0_s7_up <= (_tail0_s6_round && (_tail0_s6_sticky || _tail0_s6_lsb));
        _tail0_s7_ovf <= (_tail0_s6_e >= 255);
        _tail0_s7_zero <= _tail0_s6_zero;
    end
end


always @(posedge clk) begin: _tail0_stage8
    reg [1-1:0] sgn;
    sgn = 1'h0;
    if (ce) begin
        sgn[0] = (s7_neg || (_tail0_s7_zero && _delay0_q[3]));
        if (_delay0_q[0]) begin
            out_x <= 32'h7fc00000;
        end
        else if (_delay0_q[1]) begin
            out_x <= {_delay0_q[2], 8'hff, 23'h0};
        end
        else if (_tail0_s7_ovf) begin
            out_x <= {s7_neg, 8'hff, 23'h0};
        end
        else if (_tail0_s7_up) begin
            out_x <= {sgn, _tail0_s7_inc};
        end
        else begin
            out_x <= {sgn, _tail0_s7_word};
        end
    end
end

endmodule

`default_nettype wire
