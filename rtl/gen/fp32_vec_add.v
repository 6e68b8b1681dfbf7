// Generated from myhdl_src/fp32_vec_add.py by `python -m myhdl_src.convert` (MyHDL 0.11.52).
// Do not edit: change the MyHDL source and regenerate (`tox -e regen`).

`timescale 1ns / 1ps
`default_nettype none

module fp32_vec_add (
    clk,
    rst,
    ce,
    in_valid,
    in_a,
    in_b,
    out_valid,
    out_sum
);
// verilator lint_off UNUSEDPARAM
localparam LATENCY = 6;
localparam LANES = 8;
// verilator lint_on UNUSEDPARAM
// LANES fp32 adder lanes side by side; see the module docstring.

input clk;
input rst;
input ce;
input in_valid;
input [255:0] in_a;
input [255:0] in_b;
output out_valid;
wire out_valid;
output [255:0] out_sum;
wire [255:0] out_sum;

reg [5:0] valid_pipe;
wire [255:0] sum_cat;
reg [31:0] fp32_add0_out_sum;
wire [31:0] fp32_add0_op_a;
wire [31:0] fp32_add0_op_b;
reg fp32_add0_s1_sign;
reg [7:0] fp32_add0_s1_exp;
reg [23:0] fp32_add0_s1_mx;
reg [23:0] fp32_add0_s1_my;
reg [7:0] fp32_add0_s1_diff;
reg fp32_add0_s1_sub;
reg fp32_add0_s1_spec;
reg [31:0] fp32_add0_s1_sval;
reg fp32_add0_s2_sign;
reg fp32_add0_s2_sub;
reg [7:0] fp32_add0_s2_exp;
reg fp32_add0_s2_spec;
reg [31:0] fp32_add0_s2_sval;
reg [26:0] fp32_add0_s2_x;
reg [26:0] fp32_add0_s2_y;
reg fp32_add0_s3_sign;
reg fp32_add0_s3_sub;
reg [7:0] fp32_add0_s3_exp;
reg fp32_add0_s3_spec;
reg [31:0] fp32_add0_s3_sval;
reg [27:0] fp32_add0_s3_r;
reg [7:0] fp32_add0_s4_exp;
reg [27:0] fp32_add0_s4_r;
reg fp32_add0_s4_spec;
reg [31:0] fp32_add0_s4_sval;
reg fp32_add0_s4_sign;
reg [4:0] fp32_add0_r_lz;
reg [4:0] fp32_add0_s4_sh;
reg fp32_add0_s5_sign;
reg fp32_add0_s5_spec;
reg [31:0] fp32_add0_s5_sval;
reg [26:0] fp32_add0_s5_n;
reg [8:0] fp32_add0_s5_exp;
wire [30:0] fp32_add0_lzc0_x;
reg [3:0] fp32_add0_lzc0__lzc_node0_c_hi;
reg [3:0] fp32_add0_lzc0__lzc_node0_c_lo;
wire fp32_add0_lzc0__lzc_node0_v_hi;
reg [2:0] fp32_add0_lzc0__lzc_node0__lzc_node1_c_hi;
reg [2:0] fp32_add0_lzc0__lzc_node0__lzc_node1_c_lo;
wire fp32_add0_lzc0__lzc_node0__lzc_node1_v_hi;
wire fp32_add0_lzc0__lzc_node0__lzc_node1_v_lo;
reg [1:0] fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi;
reg [1:0] fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo;
wire fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi;
wire fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_lo;
wire [0:0] fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi;
wire [0:0] fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo;
wire fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi;
wire fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_lo;
wire [0:0] fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi;
wire [0:0] fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo;
wire fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi;
wire fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_lo;
reg [1:0] fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi;
reg [1:0] fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo;
wire fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi;
wire fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_lo;
wire [0:0] fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi;
wire [0:0] fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo;
wire fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi;
wire fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_lo;
wire [0:0] fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi;
wire [0:0] fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo;
wire fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi;
wire fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_lo;
reg [2:0] fp32_add0_lzc0__lzc_node0__lzc_node16_c_hi;
reg [2:0] fp32_add0_lzc0__lzc_node0__lzc_node16_c_lo;
wire fp32_add0_lzc0__lzc_node0__lzc_node16_v_hi;
reg [1:0] fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi;
reg [1:0] fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo;
wire fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi;
wire fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_lo;
wire [0:0] fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi;
wire [0:0] fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo;
wire fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi;
wire fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_lo;
wire [0:0] fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi;
wire [0:0] fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo;
wire fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi;
wire fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_lo;
reg [1:0] fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi;
reg [1:0] fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo;
wire fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_v_hi;
wire [0:0] fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi;
wire [0:0] fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo;
wire fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi;
wire fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_lo;
wire [0:0] fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi;
wire [0:0] fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo;
wire fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi;
reg [31:0] fp32_add1_out_sum;
wire [31:0] fp32_add1_op_a;
wire [31:0] fp32_add1_op_b;
reg fp32_add1_s1_sign;
reg [7:0] fp32_add1_s1_exp;
reg [23:0] fp32_add1_s1_mx;
reg [23:0] fp32_add1_s1_my;
reg [7:0] fp32_add1_s1_diff;
reg fp32_add1_s1_sub;
reg fp32_add1_s1_spec;
reg [31:0] fp32_add1_s1_sval;
reg fp32_add1_s2_sign;
reg fp32_add1_s2_sub;
reg [7:0] fp32_add1_s2_exp;
reg fp32_add1_s2_spec;
reg [31:0] fp32_add1_s2_sval;
reg [26:0] fp32_add1_s2_x;
reg [26:0] fp32_add1_s2_y;
reg fp32_add1_s3_sign;
reg fp32_add1_s3_sub;
reg [7:0] fp32_add1_s3_exp;
reg fp32_add1_s3_spec;
reg [31:0] fp32_add1_s3_sval;
reg [27:0] fp32_add1_s3_r;
reg [7:0] fp32_add1_s4_exp;
reg [27:0] fp32_add1_s4_r;
reg fp32_add1_s4_spec;
reg [31:0] fp32_add1_s4_sval;
reg fp32_add1_s4_sign;
reg [4:0] fp32_add1_r_lz;
reg [4:0] fp32_add1_s4_sh;
reg fp32_add1_s5_sign;
reg fp32_add1_s5_spec;
reg [31:0] fp32_add1_s5_sval;
reg [26:0] fp32_add1_s5_n;
reg [8:0] fp32_add1_s5_exp;
wire [30:0] fp32_add1_lzc1_x;
reg [3:0] fp32_add1_lzc1__lzc_node31_c_hi;
reg [3:0] fp32_add1_lzc1__lzc_node31_c_lo;
wire fp32_add1_lzc1__lzc_node31_v_hi;
reg [2:0] fp32_add1_lzc1__lzc_node31__lzc_node32_c_hi;
reg [2:0] fp32_add1_lzc1__lzc_node31__lzc_node32_c_lo;
wire fp32_add1_lzc1__lzc_node31__lzc_node32_v_hi;
wire fp32_add1_lzc1__lzc_node31__lzc_node32_v_lo;
reg [1:0] fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi;
reg [1:0] fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo;
wire fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_hi;
wire fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_lo;
wire [0:0] fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_hi;
wire [0:0] fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_lo;
wire fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_hi;
wire fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_lo;
wire [0:0] fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_hi;
wire [0:0] fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_lo;
wire fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_hi;
wire fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_lo;
reg [1:0] fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi;
reg [1:0] fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo;
wire fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_hi;
wire fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_lo;
wire [0:0] fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_hi;
wire [0:0] fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_lo;
wire fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_hi;
wire fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_lo;
wire [0:0] fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_hi;
wire [0:0] fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_lo;
wire fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_hi;
wire fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_lo;
reg [2:0] fp32_add1_lzc1__lzc_node31__lzc_node47_c_hi;
reg [2:0] fp32_add1_lzc1__lzc_node31__lzc_node47_c_lo;
wire fp32_add1_lzc1__lzc_node31__lzc_node47_v_hi;
reg [1:0] fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi;
reg [1:0] fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo;
wire fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_hi;
wire fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_lo;
wire [0:0] fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_hi;
wire [0:0] fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_lo;
wire fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_hi;
wire fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_lo;
wire [0:0] fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_hi;
wire [0:0] fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_lo;
wire fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_hi;
wire fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_lo;
reg [1:0] fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi;
reg [1:0] fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo;
wire fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_v_hi;
wire [0:0] fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_hi;
wire [0:0] fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_lo;
wire fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_hi;
wire fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_lo;
wire [0:0] fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_hi;
wire [0:0] fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_lo;
wire fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_v_hi;
reg [31:0] fp32_add2_out_sum;
wire [31:0] fp32_add2_op_a;
wire [31:0] fp32_add2_op_b;
reg fp32_add2_s1_sign;
reg [7:0] fp32_add2_s1_exp;
reg [23:0] fp32_add2_s1_mx;
reg [23:0] fp32_add2_s1_my;
reg [7:0] fp32_add2_s1_diff;
reg fp32_add2_s1_sub;
reg fp32_add2_s1_spec;
reg [31:0] fp32_add2_s1_sval;
reg fp32_add2_s2_sign;
reg fp32_add2_s2_sub;
reg [7:0] fp32_add2_s2_exp;
reg fp32_add2_s2_spec;
reg [31:0] fp32_add2_s2_sval;
reg [26:0] fp32_add2_s2_x;
reg [26:0] fp32_add2_s2_y;
reg fp32_add2_s3_sign;
reg fp32_add2_s3_sub;
reg [7:0] fp32_add2_s3_exp;
reg fp32_add2_s3_spec;
reg [31:0] fp32_add2_s3_sval;
reg [27:0] fp32_add2_s3_r;
reg [7:0] fp32_add2_s4_exp;
reg [27:0] fp32_add2_s4_r;
reg fp32_add2_s4_spec;
reg [31:0] fp32_add2_s4_sval;
reg fp32_add2_s4_sign;
reg [4:0] fp32_add2_r_lz;
reg [4:0] fp32_add2_s4_sh;
reg fp32_add2_s5_sign;
reg fp32_add2_s5_spec;
reg [31:0] fp32_add2_s5_sval;
reg [26:0] fp32_add2_s5_n;
reg [8:0] fp32_add2_s5_exp;
wire [30:0] fp32_add2_lzc2_x;
reg [3:0] fp32_add2_lzc2__lzc_node62_c_hi;
reg [3:0] fp32_add2_lzc2__lzc_node62_c_lo;
wire fp32_add2_lzc2__lzc_node62_v_hi;
reg [2:0] fp32_add2_lzc2__lzc_node62__lzc_node63_c_hi;
reg [2:0] fp32_add2_lzc2__lzc_node62__lzc_node63_c_lo;
wire fp32_add2_lzc2__lzc_node62__lzc_node63_v_hi;
wire fp32_add2_lzc2__lzc_node62__lzc_node63_v_lo;
reg [1:0] fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi;
reg [1:0] fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo;
wire fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_hi;
wire fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_lo;
wire [0:0] fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_hi;
wire [0:0] fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_lo;
wire fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_hi;
wire fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_lo;
wire [0:0] fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_hi;
wire [0:0] fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_lo;
wire fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_hi;
wire fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_lo;
reg [1:0] fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi;
reg [1:0] fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo;
wire fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_hi;
wire fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_lo;
wire [0:0] fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_hi;
wire [0:0] fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_lo;
wire fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_hi;
wire fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_lo;
wire [0:0] fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_hi;
wire [0:0] fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_lo;
wire fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_hi;
wire fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_lo;
reg [2:0] fp32_add2_lzc2__lzc_node62__lzc_node78_c_hi;
reg [2:0] fp32_add2_lzc2__lzc_node62__lzc_node78_c_lo;
wire fp32_add2_lzc2__lzc_node62__lzc_node78_v_hi;
reg [1:0] fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi;
reg [1:0] fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo;
wire fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_hi;
wire fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_lo;
wire [0:0] fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_hi;
wire [0:0] fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_lo;
wire fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_hi;
wire fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_lo;
wire [0:0] fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_hi;
wire [0:0] fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_lo;
wire fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_hi;
wire fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_lo;
reg [1:0] fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi;
reg [1:0] fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo;
wire fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_v_hi;
wire [0:0] fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_hi;
wire [0:0] fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_lo;
wire fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_hi;
wire fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_lo;
wire [0:0] fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_hi;
wire [0:0] fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_lo;
wire fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_v_hi;
reg [31:0] fp32_add3_out_sum;
wire [31:0] fp32_add3_op_a;
wire [31:0] fp32_add3_op_b;
reg fp32_add3_s1_sign;
reg [7:0] fp32_add3_s1_exp;
reg [23:0] fp32_add3_s1_mx;
reg [23:0] fp32_add3_s1_my;
reg [7:0] fp32_add3_s1_diff;
reg fp32_add3_s1_sub;
reg fp32_add3_s1_spec;
reg [31:0] fp32_add3_s1_sval;
reg fp32_add3_s2_sign;
reg fp32_add3_s2_sub;
reg [7:0] fp32_add3_s2_exp;
reg fp32_add3_s2_spec;
reg [31:0] fp32_add3_s2_sval;
reg [26:0] fp32_add3_s2_x;
reg [26:0] fp32_add3_s2_y;
reg fp32_add3_s3_sign;
reg fp32_add3_s3_sub;
reg [7:0] fp32_add3_s3_exp;
reg fp32_add3_s3_spec;
reg [31:0] fp32_add3_s3_sval;
reg [27:0] fp32_add3_s3_r;
reg [7:0] fp32_add3_s4_exp;
reg [27:0] fp32_add3_s4_r;
reg fp32_add3_s4_spec;
reg [31:0] fp32_add3_s4_sval;
reg fp32_add3_s4_sign;
reg [4:0] fp32_add3_r_lz;
reg [4:0] fp32_add3_s4_sh;
reg fp32_add3_s5_sign;
reg fp32_add3_s5_spec;
reg [31:0] fp32_add3_s5_sval;
reg [26:0] fp32_add3_s5_n;
reg [8:0] fp32_add3_s5_exp;
wire [30:0] fp32_add3_lzc3_x;
reg [3:0] fp32_add3_lzc3__lzc_node93_c_hi;
reg [3:0] fp32_add3_lzc3__lzc_node93_c_lo;
wire fp32_add3_lzc3__lzc_node93_v_hi;
reg [2:0] fp32_add3_lzc3__lzc_node93__lzc_node94_c_hi;
reg [2:0] fp32_add3_lzc3__lzc_node93__lzc_node94_c_lo;
wire fp32_add3_lzc3__lzc_node93__lzc_node94_v_hi;
wire fp32_add3_lzc3__lzc_node93__lzc_node94_v_lo;
reg [1:0] fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi;
reg [1:0] fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo;
wire fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_hi;
wire fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_lo;
wire [0:0] fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_hi;
wire [0:0] fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_lo;
wire fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_hi;
wire fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_lo;
wire [0:0] fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_hi;
wire [0:0] fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_lo;
wire fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_hi;
wire fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_lo;
reg [1:0] fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi;
reg [1:0] fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo;
wire fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_hi;
wire fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_lo;
wire [0:0] fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_hi;
wire [0:0] fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_lo;
wire fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_hi;
wire fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_lo;
wire [0:0] fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_hi;
wire [0:0] fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_lo;
wire fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_hi;
wire fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_lo;
reg [2:0] fp32_add3_lzc3__lzc_node93__lzc_node109_c_hi;
reg [2:0] fp32_add3_lzc3__lzc_node93__lzc_node109_c_lo;
wire fp32_add3_lzc3__lzc_node93__lzc_node109_v_hi;
reg [1:0] fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi;
reg [1:0] fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo;
wire fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_hi;
wire fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_lo;
wire [0:0] fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_hi;
wire [0:0] fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_lo;
wire fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_hi;
wire fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_lo;
wire [0:0] fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_hi;
wire [0:0] fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_lo;
wire fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_hi;
wire fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_lo;
reg [1:0] fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi;
reg [1:0] fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo;
wire fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_v_hi;
wire [0:0] fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_hi;
wire [0:0] fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_lo;
wire fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_hi;
wire fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_lo;
wire [0:0] fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_hi;
wire [0:0] fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_lo;
wire fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_v_hi;
reg [31:0] fp32_add4_out_sum;
wire [31:0] fp32_add4_op_a;
wire [31:0] fp32_add4_op_b;
reg fp32_add4_s1_sign;
reg [7:0] fp32_add4_s1_exp;
reg [23:0] fp32_add4_s1_mx;
reg [23:0] fp32_add4_s1_my;
reg [7:0] fp32_add4_s1_diff;
reg fp32_add4_s1_sub;
reg fp32_add4_s1_spec;
reg [31:0] fp32_add4_s1_sval;
reg fp32_add4_s2_sign;
reg fp32_add4_s2_sub;
reg [7:0] fp32_add4_s2_exp;
reg fp32_add4_s2_spec;
reg [31:0] fp32_add4_s2_sval;
reg [26:0] fp32_add4_s2_x;
reg [26:0] fp32_add4_s2_y;
reg fp32_add4_s3_sign;
reg fp32_add4_s3_sub;
reg [7:0] fp32_add4_s3_exp;
reg fp32_add4_s3_spec;
reg [31:0] fp32_add4_s3_sval;
reg [27:0] fp32_add4_s3_r;
reg [7:0] fp32_add4_s4_exp;
reg [27:0] fp32_add4_s4_r;
reg fp32_add4_s4_spec;
reg [31:0] fp32_add4_s4_sval;
reg fp32_add4_s4_sign;
reg [4:0] fp32_add4_r_lz;
reg [4:0] fp32_add4_s4_sh;
reg fp32_add4_s5_sign;
reg fp32_add4_s5_spec;
reg [31:0] fp32_add4_s5_sval;
reg [26:0] fp32_add4_s5_n;
reg [8:0] fp32_add4_s5_exp;
wire [30:0] fp32_add4_lzc4_x;
reg [3:0] fp32_add4_lzc4__lzc_node124_c_hi;
reg [3:0] fp32_add4_lzc4__lzc_node124_c_lo;
wire fp32_add4_lzc4__lzc_node124_v_hi;
reg [2:0] fp32_add4_lzc4__lzc_node124__lzc_node125_c_hi;
reg [2:0] fp32_add4_lzc4__lzc_node124__lzc_node125_c_lo;
wire fp32_add4_lzc4__lzc_node124__lzc_node125_v_hi;
wire fp32_add4_lzc4__lzc_node124__lzc_node125_v_lo;
reg [1:0] fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi;
reg [1:0] fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo;
wire fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_hi;
wire fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_lo;
wire [0:0] fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_hi;
wire [0:0] fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_lo;
wire fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_hi;
wire fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_lo;
wire [0:0] fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_hi;
wire [0:0] fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_lo;
wire fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_hi;
wire fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_lo;
reg [1:0] fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi;
reg [1:0] fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo;
wire fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_hi;
wire fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_lo;
wire [0:0] fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_hi;
wire [0:0] fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_lo;
wire fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_hi;
wire fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_lo;
wire [0:0] fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_hi;
wire [0:0] fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_lo;
wire fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_hi;
wire fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_lo;
reg [2:0] fp32_add4_lzc4__lzc_node124__lzc_node140_c_hi;
reg [2:0] fp32_add4_lzc4__lzc_node124__lzc_node140_c_lo;
wire fp32_add4_lzc4__lzc_node124__lzc_node140_v_hi;
reg [1:0] fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi;
reg [1:0] fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo;
wire fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_hi;
wire fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_lo;
wire [0:0] fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_hi;
wire [0:0] fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_lo;
wire fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_hi;
wire fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_lo;
wire [0:0] fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_hi;
wire [0:0] fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_lo;
wire fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_hi;
wire fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_lo;
reg [1:0] fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi;
reg [1:0] fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo;
wire fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_v_hi;
wire [0:0] fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_hi;
wire [0:0] fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_lo;
wire fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_hi;
wire fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_lo;
wire [0:0] fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_hi;
wire [0:0] fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_lo;
wire fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_v_hi;
reg [31:0] fp32_add5_out_sum;
wire [31:0] fp32_add5_op_a;
wire [31:0] fp32_add5_op_b;
reg fp32_add5_s1_sign;
reg [7:0] fp32_add5_s1_exp;
reg [23:0] fp32_add5_s1_mx;
reg [23:0] fp32_add5_s1_my;
reg [7:0] fp32_add5_s1_diff;
reg fp32_add5_s1_sub;
reg fp32_add5_s1_spec;
reg [31:0] fp32_add5_s1_sval;
reg fp32_add5_s2_sign;
reg fp32_add5_s2_sub;
reg [7:0] fp32_add5_s2_exp;
reg fp32_add5_s2_spec;
reg [31:0] fp32_add5_s2_sval;
reg [26:0] fp32_add5_s2_x;
reg [26:0] fp32_add5_s2_y;
reg fp32_add5_s3_sign;
reg fp32_add5_s3_sub;
reg [7:0] fp32_add5_s3_exp;
reg fp32_add5_s3_spec;
reg [31:0] fp32_add5_s3_sval;
reg [27:0] fp32_add5_s3_r;
reg [7:0] fp32_add5_s4_exp;
reg [27:0] fp32_add5_s4_r;
reg fp32_add5_s4_spec;
reg [31:0] fp32_add5_s4_sval;
reg fp32_add5_s4_sign;
reg [4:0] fp32_add5_r_lz;
reg [4:0] fp32_add5_s4_sh;
reg fp32_add5_s5_sign;
reg fp32_add5_s5_spec;
reg [31:0] fp32_add5_s5_sval;
reg [26:0] fp32_add5_s5_n;
reg [8:0] fp32_add5_s5_exp;
wire [30:0] fp32_add5_lzc5_x;
reg [3:0] fp32_add5_lzc5__lzc_node155_c_hi;
reg [3:0] fp32_add5_lzc5__lzc_node155_c_lo;
wire fp32_add5_lzc5__lzc_node155_v_hi;
reg [2:0] fp32_add5_lzc5__lzc_node155__lzc_node156_c_hi;
reg [2:0] fp32_add5_lzc5__lzc_node155__lzc_node156_c_lo;
wire fp32_add5_lzc5__lzc_node155__lzc_node156_v_hi;
wire fp32_add5_lzc5__lzc_node155__lzc_node156_v_lo;
reg [1:0] fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi;
reg [1:0] fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo;
wire fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_hi;
wire fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_lo;
wire [0:0] fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_hi;
wire [0:0] fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_lo;
wire fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_hi;
wire fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_lo;
wire [0:0] fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_hi;
wire [0:0] fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_lo;
wire fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_hi;
wire fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_lo;
reg [1:0] fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi;
reg [1:0] fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo;
wire fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_hi;
wire fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_lo;
wire [0:0] fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_hi;
wire [0:0] fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_lo;
wire fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_hi;
wire fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_lo;
wire [0:0] fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_hi;
wire [0:0] fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_lo;
wire fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_hi;
wire fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_lo;
reg [2:0] fp32_add5_lzc5__lzc_node155__lzc_node171_c_hi;
reg [2:0] fp32_add5_lzc5__lzc_node155__lzc_node171_c_lo;
wire fp32_add5_lzc5__lzc_node155__lzc_node171_v_hi;
reg [1:0] fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi;
reg [1:0] fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo;
wire fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_hi;
wire fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_lo;
wire [0:0] fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_hi;
wire [0:0] fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_lo;
wire fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_hi;
wire fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_lo;
wire [0:0] fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_hi;
wire [0:0] fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_lo;
wire fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_hi;
wire fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_lo;
reg [1:0] fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi;
reg [1:0] fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo;
wire fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_v_hi;
wire [0:0] fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_hi;
wire [0:0] fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_lo;
wire fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_hi;
wire fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_lo;
wire [0:0] fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_hi;
wire [0:0] fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_lo;
wire fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_v_hi;
reg [31:0] fp32_add6_out_sum;
wire [31:0] fp32_add6_op_a;
wire [31:0] fp32_add6_op_b;
reg fp32_add6_s1_sign;
reg [7:0] fp32_add6_s1_exp;
reg [23:0] fp32_add6_s1_mx;
reg [23:0] fp32_add6_s1_my;
reg [7:0] fp32_add6_s1_diff;
reg fp32_add6_s1_sub;
reg fp32_add6_s1_spec;
reg [31:0] fp32_add6_s1_sval;
reg fp32_add6_s2_sign;
reg fp32_add6_s2_sub;
reg [7:0] fp32_add6_s2_exp;
reg fp32_add6_s2_spec;
reg [31:0] fp32_add6_s2_sval;
reg [26:0] fp32_add6_s2_x;
reg [26:0] fp32_add6_s2_y;
reg fp32_add6_s3_sign;
reg fp32_add6_s3_sub;
reg [7:0] fp32_add6_s3_exp;
reg fp32_add6_s3_spec;
reg [31:0] fp32_add6_s3_sval;
reg [27:0] fp32_add6_s3_r;
reg [7:0] fp32_add6_s4_exp;
reg [27:0] fp32_add6_s4_r;
reg fp32_add6_s4_spec;
reg [31:0] fp32_add6_s4_sval;
reg fp32_add6_s4_sign;
reg [4:0] fp32_add6_r_lz;
reg [4:0] fp32_add6_s4_sh;
reg fp32_add6_s5_sign;
reg fp32_add6_s5_spec;
reg [31:0] fp32_add6_s5_sval;
reg [26:0] fp32_add6_s5_n;
reg [8:0] fp32_add6_s5_exp;
wire [30:0] fp32_add6_lzc6_x;
reg [3:0] fp32_add6_lzc6__lzc_node186_c_hi;
reg [3:0] fp32_add6_lzc6__lzc_node186_c_lo;
wire fp32_add6_lzc6__lzc_node186_v_hi;
reg [2:0] fp32_add6_lzc6__lzc_node186__lzc_node187_c_hi;
reg [2:0] fp32_add6_lzc6__lzc_node186__lzc_node187_c_lo;
wire fp32_add6_lzc6__lzc_node186__lzc_node187_v_hi;
wire fp32_add6_lzc6__lzc_node186__lzc_node187_v_lo;
reg [1:0] fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi;
reg [1:0] fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo;
wire fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_hi;
wire fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_lo;
wire [0:0] fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_hi;
wire [0:0] fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_lo;
wire fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_hi;
wire fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_lo;
wire [0:0] fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_hi;
wire [0:0] fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_lo;
wire fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_hi;
wire fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_lo;
reg [1:0] fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi;
reg [1:0] fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo;
wire fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_hi;
wire fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_lo;
wire [0:0] fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_hi;
wire [0:0] fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_lo;
wire fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_hi;
wire fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_lo;
wire [0:0] fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_hi;
wire [0:0] fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_lo;
wire fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_hi;
wire fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_lo;
reg [2:0] fp32_add6_lzc6__lzc_node186__lzc_node202_c_hi;
reg [2:0] fp32_add6_lzc6__lzc_node186__lzc_node202_c_lo;
wire fp32_add6_lzc6__lzc_node186__lzc_node202_v_hi;
reg [1:0] fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi;
reg [1:0] fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo;
wire fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_hi;
wire fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_lo;
wire [0:0] fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_hi;
wire [0:0] fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_lo;
wire fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_hi;
wire fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_lo;
wire [0:0] fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_hi;
wire [0:0] fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_lo;
wire fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_hi;
wire fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_lo;
reg [1:0] fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi;
reg [1:0] fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo;
wire fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_v_hi;
wire [0:0] fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_hi;
wire [0:0] fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_lo;
wire fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_hi;
wire fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_lo;
wire [0:0] fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_hi;
wire [0:0] fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_lo;
wire fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_v_hi;
reg [31:0] fp32_add7_out_sum;
wire [31:0] fp32_add7_op_a;
wire [31:0] fp32_add7_op_b;
reg fp32_add7_s1_sign;
reg [7:0] fp32_add7_s1_exp;
reg [23:0] fp32_add7_s1_mx;
reg [23:0] fp32_add7_s1_my;
reg [7:0] fp32_add7_s1_diff;
reg fp32_add7_s1_sub;
reg fp32_add7_s1_spec;
reg [31:0] fp32_add7_s1_sval;
reg fp32_add7_s2_sign;
reg fp32_add7_s2_sub;
reg [7:0] fp32_add7_s2_exp;
reg fp32_add7_s2_spec;
reg [31:0] fp32_add7_s2_sval;
reg [26:0] fp32_add7_s2_x;
reg [26:0] fp32_add7_s2_y;
reg fp32_add7_s3_sign;
reg fp32_add7_s3_sub;
reg [7:0] fp32_add7_s3_exp;
reg fp32_add7_s3_spec;
reg [31:0] fp32_add7_s3_sval;
reg [27:0] fp32_add7_s3_r;
reg [7:0] fp32_add7_s4_exp;
reg [27:0] fp32_add7_s4_r;
reg fp32_add7_s4_spec;
reg [31:0] fp32_add7_s4_sval;
reg fp32_add7_s4_sign;
reg [4:0] fp32_add7_r_lz;
reg [4:0] fp32_add7_s4_sh;
reg fp32_add7_s5_sign;
reg fp32_add7_s5_spec;
reg [31:0] fp32_add7_s5_sval;
reg [26:0] fp32_add7_s5_n;
reg [8:0] fp32_add7_s5_exp;
wire [30:0] fp32_add7_lzc7_x;
reg [3:0] fp32_add7_lzc7__lzc_node217_c_hi;
reg [3:0] fp32_add7_lzc7__lzc_node217_c_lo;
wire fp32_add7_lzc7__lzc_node217_v_hi;
reg [2:0] fp32_add7_lzc7__lzc_node217__lzc_node218_c_hi;
reg [2:0] fp32_add7_lzc7__lzc_node217__lzc_node218_c_lo;
wire fp32_add7_lzc7__lzc_node217__lzc_node218_v_hi;
wire fp32_add7_lzc7__lzc_node217__lzc_node218_v_lo;
reg [1:0] fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi;
reg [1:0] fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo;
wire fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_hi;
wire fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_lo;
wire [0:0] fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_hi;
wire [0:0] fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_lo;
wire fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_hi;
wire fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_lo;
wire [0:0] fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_hi;
wire [0:0] fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_lo;
wire fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_hi;
wire fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_lo;
reg [1:0] fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi;
reg [1:0] fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo;
wire fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_hi;
wire fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_lo;
wire [0:0] fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_hi;
wire [0:0] fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_lo;
wire fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_hi;
wire fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_lo;
wire [0:0] fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_hi;
wire [0:0] fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_lo;
wire fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_hi;
wire fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_lo;
reg [2:0] fp32_add7_lzc7__lzc_node217__lzc_node233_c_hi;
reg [2:0] fp32_add7_lzc7__lzc_node217__lzc_node233_c_lo;
wire fp32_add7_lzc7__lzc_node217__lzc_node233_v_hi;
reg [1:0] fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi;
reg [1:0] fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo;
wire fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_hi;
wire fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_lo;
wire [0:0] fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_hi;
wire [0:0] fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_lo;
wire fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_hi;
wire fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_lo;
wire [0:0] fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_hi;
wire [0:0] fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_lo;
wire fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_hi;
wire fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_lo;
reg [1:0] fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi;
reg [1:0] fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo;
wire fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_v_hi;
wire [0:0] fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_hi;
wire [0:0] fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_lo;
wire fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_hi;
wire fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_lo;
wire [0:0] fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_hi;
wire [0:0] fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_lo;
wire fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_v_hi;

assign sum_cat[256-1:224] = fp32_add7_out_sum;
assign sum_cat[224-1:192] = fp32_add6_out_sum;
assign sum_cat[192-1:160] = fp32_add5_out_sum;
assign sum_cat[160-1:128] = fp32_add4_out_sum;
assign sum_cat[128-1:96] = fp32_add3_out_sum;
assign sum_cat[96-1:64] = fp32_add2_out_sum;
assign sum_cat[64-1:32] = fp32_add1_out_sum;
assign sum_cat[32-1:0] = fp32_add0_out_sum;
assign fp32_add0_lzc0_x[31-1:4] = fp32_add0_s3_r[27-1:0];
assign fp32_add0_lzc0_x[4-1:0] = 'b1111;
assign fp32_add1_lzc1_x[31-1:4] = fp32_add1_s3_r[27-1:0];
assign fp32_add1_lzc1_x[4-1:0] = 'b1111;
assign fp32_add2_lzc2_x[31-1:4] = fp32_add2_s3_r[27-1:0];
assign fp32_add2_lzc2_x[4-1:0] = 'b1111;
assign fp32_add3_lzc3_x[31-1:4] = fp32_add3_s3_r[27-1:0];
assign fp32_add3_lzc3_x[4-1:0] = 'b1111;
assign fp32_add4_lzc4_x[31-1:4] = fp32_add4_s3_r[27-1:0];
assign fp32_add4_lzc4_x[4-1:0] = 'b1111;
assign fp32_add5_lzc5_x[31-1:4] = fp32_add5_s3_r[27-1:0];
assign fp32_add5_lzc5_x[4-1:0] = 'b1111;
assign fp32_add6_lzc6_x[31-1:4] = fp32_add6_s3_r[27-1:0];
assign fp32_add6_lzc6_x[4-1:0] = 'b1111;
assign fp32_add7_lzc7_x[31-1:4] = fp32_add7_s3_r[27-1:0];
assign fp32_add7_lzc7_x[4-1:0] = 'b1111;



assign fp32_add0_op_a = in_a[32-1:0];
assign fp32_add0_op_b = in_b[32-1:0];



assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi = (!fp32_add0_lzc0_x[30]);
assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi = (fp32_add0_lzc0_x[30] | fp32_add0_lzc0_x[29]);



assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo = (!fp32_add0_lzc0_x[28]);
assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_lo = (fp32_add0_lzc0_x[28] | fp32_add0_lzc0_x[27]);


always @(fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi, fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo, fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi) begin: fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_combine
    if (fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi) begin
        fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi[1] = 0;
        fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi[1-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi;
    end
    else begin
        fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi[1] = 1;
        fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi[1-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo;
    end
end



assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi = (fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi | fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_lo);



assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi = (!fp32_add0_lzc0_x[26]);
assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi = (fp32_add0_lzc0_x[26] | fp32_add0_lzc0_x[25]);



assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo = (!fp32_add0_lzc0_x[24]);
assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_lo = (fp32_add0_lzc0_x[24] | fp32_add0_lzc0_x[23]);


always @(fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi, fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo, fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi) begin: fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_combine
    if (fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi) begin
        fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo[1] = 0;
        fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo[1-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi;
    end
    else begin
        fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo[1] = 1;
        fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo[1-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo;
    end
end



assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_lo = (fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi | fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_lo);


always @(fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi, fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo, fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi) begin: fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_combine
    if (fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi) begin
        fp32_add0_lzc0__lzc_node0__lzc_node1_c_hi[2] = 0;
        fp32_add0_lzc0__lzc_node0__lzc_node1_c_hi[2-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi;
    end
    else begin
        fp32_add0_lzc0__lzc_node0__lzc_node1_c_hi[2] = 1;
        fp32_add0_lzc0__lzc_node0__lzc_node1_c_hi[2-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo;
    end
end



assign fp32_add0_lzc0__lzc_node0__lzc_node1_v_hi = (fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi | fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_lo);



assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi = (!fp32_add0_lzc0_x[22]);
assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi = (fp32_add0_lzc0_x[22] | fp32_add0_lzc0_x[21]);



assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo = (!fp32_add0_lzc0_x[20]);
assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_lo = (fp32_add0_lzc0_x[20] | fp32_add0_lzc0_x[19]);


always @(fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi, fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo, fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi) begin: fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_combine
    if (fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi) begin
        fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi[1] = 0;
        fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi[1-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi;
    end
    else begin
        fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi[1] = 1;
        fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi[1-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo;
    end
end



assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi = (fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi | fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_lo);



assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi = (!fp32_add0_lzc0_x[18]);
assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi = (fp32_add0_lzc0_x[18] | fp32_add0_lzc0_x[17]);



assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo = (!fp32_add0_lzc0_x[16]);
assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_lo = (fp32_add0_lzc0_x[16] | fp32_add0_lzc0_x[15]);


always @(fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi, fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo, fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi) begin: fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_combine
    if (fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi) begin
        fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo[1] = 0;
        fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo[1-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi;
    end
    else begin
        fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo[1] = 1;
        fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo[1-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo;
    end
end



assign fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_lo = (fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi | fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_lo);


always @(fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi, fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo, fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi) begin: fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_combine
    if (fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi) begin
        fp32_add0_lzc0__lzc_node0__lzc_node1_c_lo[2] = 0;
        fp32_add0_lzc0__lzc_node0__lzc_node1_c_lo[2-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi;
    end
    else begin
        fp32_add0_lzc0__lzc_node0__lzc_node1_c_lo[2] = 1;
        fp32_add0_lzc0__lzc_node0__lzc_node1_c_lo[2-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo;
    end
end



assign fp32_add0_lzc0__lzc_node0__lzc_node1_v_lo = (fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi | fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_lo);


always @(fp32_add0_lzc0__lzc_node0__lzc_node1_v_hi, fp32_add0_lzc0__lzc_node0__lzc_node1_c_lo, fp32_add0_lzc0__lzc_node0__lzc_node1_c_hi) begin: fp32_add0_lzc0__lzc_node0__lzc_node1_combine
    if (fp32_add0_lzc0__lzc_node0__lzc_node1_v_hi) begin
        fp32_add0_lzc0__lzc_node0_c_hi[3] = 0;
        fp32_add0_lzc0__lzc_node0_c_hi[3-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node1_c_hi;
    end
    else begin
        fp32_add0_lzc0__lzc_node0_c_hi[3] = 1;
        fp32_add0_lzc0__lzc_node0_c_hi[3-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node1_c_lo;
    end
end



assign fp32_add0_lzc0__lzc_node0_v_hi = (fp32_add0_lzc0__lzc_node0__lzc_node1_v_hi | fp32_add0_lzc0__lzc_node0__lzc_node1_v_lo);



assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi = (!fp32_add0_lzc0_x[14]);
assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi = (fp32_add0_lzc0_x[14] | fp32_add0_lzc0_x[13]);



assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo = (!fp32_add0_lzc0_x[12]);
assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_lo = (fp32_add0_lzc0_x[12] | fp32_add0_lzc0_x[11]);


always @(fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi, fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo, fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi) begin: fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_combine
    if (fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi) begin
        fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi[1] = 0;
        fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi[1-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi;
    end
    else begin
        fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi[1] = 1;
        fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi[1-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo;
    end
end



assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi = (fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi | fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_lo);



assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi = (!fp32_add0_lzc0_x[10]);
assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi = (fp32_add0_lzc0_x[10] | fp32_add0_lzc0_x[9]);



assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo = (!fp32_add0_lzc0_x[8]);
assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_lo = (fp32_add0_lzc0_x[8] | fp32_add0_lzc0_x[7]);


always @(fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi, fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo, fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi) begin: fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_combine
    if (fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi) begin
        fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo[1] = 0;
        fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo[1-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi;
    end
    else begin
        fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo[1] = 1;
        fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo[1-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo;
    end
end



assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_lo = (fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi | fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_lo);


always @(fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi, fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo, fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi) begin: fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_combine
    if (fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi) begin
        fp32_add0_lzc0__lzc_node0__lzc_node16_c_hi[2] = 0;
        fp32_add0_lzc0__lzc_node0__lzc_node16_c_hi[2-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi;
    end
    else begin
        fp32_add0_lzc0__lzc_node0__lzc_node16_c_hi[2] = 1;
        fp32_add0_lzc0__lzc_node0__lzc_node16_c_hi[2-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo;
    end
end



assign fp32_add0_lzc0__lzc_node0__lzc_node16_v_hi = (fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi | fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_lo);



assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi = (!fp32_add0_lzc0_x[6]);
assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi = (fp32_add0_lzc0_x[6] | fp32_add0_lzc0_x[5]);



assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo = (!fp32_add0_lzc0_x[4]);
assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_lo = (fp32_add0_lzc0_x[4] | fp32_add0_lzc0_x[3]);


always @(fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi, fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo, fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi) begin: fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_combine
    if (fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi) begin
        fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi[1] = 0;
        fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi[1-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi;
    end
    else begin
        fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi[1] = 1;
        fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi[1-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo;
    end
end



assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_v_hi = (fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi | fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_lo);



assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi = (!fp32_add0_lzc0_x[2]);
assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi = (fp32_add0_lzc0_x[2] | fp32_add0_lzc0_x[1]);



assign fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo = (!fp32_add0_lzc0_x[0]);


always @(fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi, fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo, fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi) begin: fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_combine
    if (fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi) begin
        fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo[1] = 0;
        fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo[1-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi;
    end
    else begin
        fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo[1] = 1;
        fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo[1-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo;
    end
end


always @(fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_v_hi, fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo, fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi) begin: fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_combine
    if (fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_v_hi) begin
        fp32_add0_lzc0__lzc_node0__lzc_node16_c_lo[2] = 0;
        fp32_add0_lzc0__lzc_node0__lzc_node16_c_lo[2-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi;
    end
    else begin
        fp32_add0_lzc0__lzc_node0__lzc_node16_c_lo[2] = 1;
        fp32_add0_lzc0__lzc_node0__lzc_node16_c_lo[2-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo;
    end
end


always @(fp32_add0_lzc0__lzc_node0__lzc_node16_v_hi, fp32_add0_lzc0__lzc_node0__lzc_node16_c_lo, fp32_add0_lzc0__lzc_node0__lzc_node16_c_hi) begin: fp32_add0_lzc0__lzc_node0__lzc_node16_combine
    if (fp32_add0_lzc0__lzc_node0__lzc_node16_v_hi) begin
        fp32_add0_lzc0__lzc_node0_c_lo[3] = 0;
        fp32_add0_lzc0__lzc_node0_c_lo[3-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node16_c_hi;
    end
    else begin
        fp32_add0_lzc0__lzc_node0_c_lo[3] = 1;
        fp32_add0_lzc0__lzc_node0_c_lo[3-1:0] = fp32_add0_lzc0__lzc_node0__lzc_node16_c_lo;
    end
end


always @(fp32_add0_lzc0__lzc_node0_v_hi, fp32_add0_lzc0__lzc_node0_c_lo, fp32_add0_lzc0__lzc_node0_c_hi) begin: fp32_add0_lzc0__lzc_node0_combine
    if (fp32_add0_lzc0__lzc_node0_v_hi) begin
        fp32_add0_r_lz[4] = 0;
        fp32_add0_r_lz[4-1:0] = fp32_add0_lzc0__lzc_node0_c_hi;
    end
    else begin
        fp32_add0_r_lz[4] = 1;
        fp32_add0_r_lz[4-1:0] = fp32_add0_lzc0__lzc_node0_c_lo;
    end
end


always @(posedge clk) begin: fp32_add0_stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (ce) begin
        ea = fp32_add0_op_a[31-1:23];
        eb = fp32_add0_op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((fp32_add0_op_a[31-1:0] >= fp32_add0_op_b[31-1:0])) begin
            fp32_add0_s1_sign <= fp32_add0_op_a[31];
            fp32_add0_s1_exp <= ea;
            fp32_add0_s1_mx <= {ha, fp32_add0_op_a[23-1:0]};
            fp32_add0_s1_my <= {hb, fp32_add0_op_b[23-1:0]};
            fp32_add0_s1_diff <= (ea - eb);
        end
        else begin
            fp32_add0_s1_sign <= fp32_add0_op_b[31];
            fp32_add0_s1_exp <= eb;
            fp32_add0_s1_mx <= {hb, fp32_add0_op_b[23-1:0]};
            fp32_add0_s1_my <= {ha, fp32_add0_op_a[23-1:0]};
            fp32_add0_s1_diff <= (eb - ea);
        end
        fp32_add0_s1_sub <= (fp32_add0_op_a[31] != fp32_add0_op_b[31]);
        if (((fp32_add0_op_a[31-1:23] == 255) && (fp32_add0_op_a[23-1:0] != 0))) begin
            fp32_add0_s1_spec <= 1;
            fp32_add0_s1_sval <= (fp32_add0_op_a | 4194304);
        end
        else if (((fp32_add0_op_b[31-1:23] == 255) && (fp32_add0_op_b[23-1:0] != 0))) begin
            fp32_add0_s1_spec <= 1;
            fp32_add0_s1_sval <= (fp32_add0_op_b | 4194304);
        end
        else if (((fp32_add0_op_a[31-1:23] == 255) && (fp32_add0_op_b[31-1:23] == 255) && (fp32_add0_op_a[31] != fp32_add0_op_b[31]))) begin
            fp32_add0_s1_spec <= 1;
            fp32_add0_s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((fp32_add0_op_a[31-1:23] == 255)) begin
            fp32_add0_s1_spec <= 1;
            fp32_add0_s1_sval <= fp32_add0_op_a;
        end
        else if ((fp32_add0_op_b[31-1:23] == 255)) begin
            fp32_add0_s1_spec <= 1;
            fp32_add0_s1_sval <= fp32_add0_op_b;
        end
        else begin
            fp32_add0_s1_spec <= 0;
            fp32_add0_s1_sval <= 0;
        end
    end
end


always @(posedge clk) begin: fp32_add0_stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (ce) begin
        fp32_add0_s2_sign <= fp32_add0_s1_sign;
        fp32_add0_s2_sub <= fp32_add0_s1_sub;
        fp32_add0_s2_exp <= fp32_add0_s1_exp;
        fp32_add0_s2_spec <= fp32_add0_s1_spec;
        fp32_add0_s2_sval <= fp32_add0_s1_sval;
        fp32_add0_s2_x <= {fp32_add0_s1_mx, 3'h0};
        if ((fp32_add0_s1_diff >= 27)) begin
            fp32_add0_s2_y <= {26'h0, (fp32_add0_s1_my != 0)};
        end
        else begin
            w = ({fp32_add0_s1_my, 30'h0} >>> fp32_add0_s1_diff[5-1:0]);
            y = w[54-1:27];
            fp32_add0_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge clk) begin: fp32_add0_stage3
    if (ce) begin
        fp32_add0_s3_sign <= fp32_add0_s2_sign;
        fp32_add0_s3_sub <= fp32_add0_s2_sub;
        fp32_add0_s3_exp <= fp32_add0_s2_exp;
        fp32_add0_s3_spec <= fp32_add0_s2_spec;
        fp32_add0_s3_sval <= fp32_add0_s2_sval;
        if (fp32_add0_s2_sub) begin
            fp32_add0_s3_r <= (fp32_add0_s2_x - fp32_add0_s2_y);
        end
        else begin
            fp32_add0_s3_r <= (fp32_add0_s2_x + fp32_add0_s2_y);
        end
    end
end


always @(posedge clk) begin: fp32_add0_stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (ce) begin
        fp32_add0_s4_exp <= fp32_add0_s3_exp;
        fp32_add0_s4_r <= fp32_add0_s3_r;
        fp32_add0_s4_spec <= fp32_add0_s3_spec;
        fp32_add0_s4_sval <= fp32_add0_s3_sval;
        if ((fp32_add0_s3_sub && (fp32_add0_s3_r == 0))) begin
            fp32_add0_s4_sign <= 0;
        end
        else begin
            fp32_add0_s4_sign <= fp32_add0_s3_sign;
        end
        lz = {3'h0, fp32_add0_r_lz};
        emax = (fp32_add0_s3_exp - 1);
        if ((emax < lz)) begin
            fp32_add0_s4_sh <= emax[5-1:0];
        end
        else begin
            fp32_add0_s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge clk) begin: fp32_add0_stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (ce) begin
        fp32_add0_s5_sign <= fp32_add0_s4_sign;
        fp32_add0_s5_spec <= fp32_add0_s4_spec;
        fp32_add0_s5_sval <= fp32_add0_s4_sval;
        if (fp32_add0_s4_r[27]) begin
            lsb = (fp32_add0_s4_r[1] | fp32_add0_s4_r[0]);
            fp32_add0_s5_n <= {fp32_add0_s4_r[28-1:2], lsb};
            fp32_add0_s5_exp <= (fp32_add0_s4_exp + 1);
        end
        else begin
            n = (fp32_add0_s4_r[27-1:0] << fp32_add0_s4_sh);
            fp32_add0_s5_n <= n;
            fp32_add0_s5_exp <= ({1'h0, fp32_add0_s4_exp} - {4'h0, fp32_add0_s4_sh});
        end
    end
end


always @(posedge clk) begin: fp32_add0_stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (ce) begin
        if (fp32_add0_s5_spec) begin
            fp32_add0_out_sum <= fp32_add0_s5_sval;
        end
        else if ((fp32_add0_s5_exp >= 255)) begin
            fp32_add0_out_sum <= {fp32_add0_s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (fp32_add0_s5_n[2] & ((fp32_add0_s5_n[1] | fp32_add0_s5_n[0]) | fp32_add0_s5_n[3]));
            if (fp32_add0_s5_n[26]) begin
                word = {fp32_add0_s5_exp[8-1:0], fp32_add0_s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, fp32_add0_s5_n[26-1:3]};
            end
            word = (word + up);
            fp32_add0_out_sum <= {fp32_add0_s5_sign, word};
        end
    end
end



assign fp32_add1_op_a = in_a[64-1:32];
assign fp32_add1_op_b = in_b[64-1:32];



assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_hi = (!fp32_add1_lzc1_x[30]);
assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_hi = (fp32_add1_lzc1_x[30] | fp32_add1_lzc1_x[29]);



assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_lo = (!fp32_add1_lzc1_x[28]);
assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_lo = (fp32_add1_lzc1_x[28] | fp32_add1_lzc1_x[27]);


always @(fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_hi, fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_lo, fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_hi) begin: fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_combine
    if (fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_hi) begin
        fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi[1] = 0;
        fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi[1-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_hi;
    end
    else begin
        fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi[1] = 1;
        fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi[1-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_lo;
    end
end



assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_hi = (fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_hi | fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_lo);



assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_hi = (!fp32_add1_lzc1_x[26]);
assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_hi = (fp32_add1_lzc1_x[26] | fp32_add1_lzc1_x[25]);



assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_lo = (!fp32_add1_lzc1_x[24]);
assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_lo = (fp32_add1_lzc1_x[24] | fp32_add1_lzc1_x[23]);


always @(fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_hi, fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_lo, fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_hi) begin: fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_combine
    if (fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_hi) begin
        fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo[1] = 0;
        fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo[1-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_hi;
    end
    else begin
        fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo[1] = 1;
        fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo[1-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_lo;
    end
end



assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_lo = (fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_hi | fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_lo);


always @(fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_hi, fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo, fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi) begin: fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_combine
    if (fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_hi) begin
        fp32_add1_lzc1__lzc_node31__lzc_node32_c_hi[2] = 0;
        fp32_add1_lzc1__lzc_node31__lzc_node32_c_hi[2-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi;
    end
    else begin
        fp32_add1_lzc1__lzc_node31__lzc_node32_c_hi[2] = 1;
        fp32_add1_lzc1__lzc_node31__lzc_node32_c_hi[2-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo;
    end
end



assign fp32_add1_lzc1__lzc_node31__lzc_node32_v_hi = (fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_hi | fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_lo);



assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_hi = (!fp32_add1_lzc1_x[22]);
assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_hi = (fp32_add1_lzc1_x[22] | fp32_add1_lzc1_x[21]);



assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_lo = (!fp32_add1_lzc1_x[20]);
assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_lo = (fp32_add1_lzc1_x[20] | fp32_add1_lzc1_x[19]);


always @(fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_hi, fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_lo, fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_hi) begin: fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_combine
    if (fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_hi) begin
        fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi[1] = 0;
        fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi[1-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_hi;
    end
    else begin
        fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi[1] = 1;
        fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi[1-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_lo;
    end
end



assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_hi = (fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_hi | fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_lo);



assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_hi = (!fp32_add1_lzc1_x[18]);
assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_hi = (fp32_add1_lzc1_x[18] | fp32_add1_lzc1_x[17]);



assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_lo = (!fp32_add1_lzc1_x[16]);
assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_lo = (fp32_add1_lzc1_x[16] | fp32_add1_lzc1_x[15]);


always @(fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_hi, fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_lo, fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_hi) begin: fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_combine
    if (fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_hi) begin
        fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo[1] = 0;
        fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo[1-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_hi;
    end
    else begin
        fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo[1] = 1;
        fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo[1-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_lo;
    end
end



assign fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_lo = (fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_hi | fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_lo);


always @(fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_hi, fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo, fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi) begin: fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_combine
    if (fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_hi) begin
        fp32_add1_lzc1__lzc_node31__lzc_node32_c_lo[2] = 0;
        fp32_add1_lzc1__lzc_node31__lzc_node32_c_lo[2-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi;
    end
    else begin
        fp32_add1_lzc1__lzc_node31__lzc_node32_c_lo[2] = 1;
        fp32_add1_lzc1__lzc_node31__lzc_node32_c_lo[2-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo;
    end
end



assign fp32_add1_lzc1__lzc_node31__lzc_node32_v_lo = (fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_hi | fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_lo);


always @(fp32_add1_lzc1__lzc_node31__lzc_node32_v_hi, fp32_add1_lzc1__lzc_node31__lzc_node32_c_lo, fp32_add1_lzc1__lzc_node31__lzc_node32_c_hi) begin: fp32_add1_lzc1__lzc_node31__lzc_node32_combine
    if (fp32_add1_lzc1__lzc_node31__lzc_node32_v_hi) begin
        fp32_add1_lzc1__lzc_node31_c_hi[3] = 0;
        fp32_add1_lzc1__lzc_node31_c_hi[3-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node32_c_hi;
    end
    else begin
        fp32_add1_lzc1__lzc_node31_c_hi[3] = 1;
        fp32_add1_lzc1__lzc_node31_c_hi[3-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node32_c_lo;
    end
end



assign fp32_add1_lzc1__lzc_node31_v_hi = (fp32_add1_lzc1__lzc_node31__lzc_node32_v_hi | fp32_add1_lzc1__lzc_node31__lzc_node32_v_lo);



assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_hi = (!fp32_add1_lzc1_x[14]);
assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_hi = (fp32_add1_lzc1_x[14] | fp32_add1_lzc1_x[13]);



assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_lo = (!fp32_add1_lzc1_x[12]);
assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_lo = (fp32_add1_lzc1_x[12] | fp32_add1_lzc1_x[11]);


always @(fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_hi, fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_lo, fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_hi) begin: fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_combine
    if (fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_hi) begin
        fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi[1] = 0;
        fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi[1-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_hi;
    end
    else begin
        fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi[1] = 1;
        fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi[1-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_lo;
    end
end



assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_hi = (fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_hi | fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_lo);



assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_hi = (!fp32_add1_lzc1_x[10]);
assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_hi = (fp32_add1_lzc1_x[10] | fp32_add1_lzc1_x[9]);



assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_lo = (!fp32_add1_lzc1_x[8]);
assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_lo = (fp32_add1_lzc1_x[8] | fp32_add1_lzc1_x[7]);


always @(fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_hi, fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_lo, fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_hi) begin: fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_combine
    if (fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_hi) begin
        fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo[1] = 0;
        fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo[1-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_hi;
    end
    else begin
        fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo[1] = 1;
        fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo[1-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_lo;
    end
end



assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_lo = (fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_hi | fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_lo);


always @(fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_hi, fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo, fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi) begin: fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_combine
    if (fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_hi) begin
        fp32_add1_lzc1__lzc_node31__lzc_node47_c_hi[2] = 0;
        fp32_add1_lzc1__lzc_node31__lzc_node47_c_hi[2-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi;
    end
    else begin
        fp32_add1_lzc1__lzc_node31__lzc_node47_c_hi[2] = 1;
        fp32_add1_lzc1__lzc_node31__lzc_node47_c_hi[2-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo;
    end
end



assign fp32_add1_lzc1__lzc_node31__lzc_node47_v_hi = (fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_hi | fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_lo);



assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_hi = (!fp32_add1_lzc1_x[6]);
assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_hi = (fp32_add1_lzc1_x[6] | fp32_add1_lzc1_x[5]);



assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_lo = (!fp32_add1_lzc1_x[4]);
assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_lo = (fp32_add1_lzc1_x[4] | fp32_add1_lzc1_x[3]);


always @(fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_hi, fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_lo, fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_hi) begin: fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_combine
    if (fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_hi) begin
        fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi[1] = 0;
        fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi[1-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_hi;
    end
    else begin
        fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi[1] = 1;
        fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi[1-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_lo;
    end
end



assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_v_hi = (fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_hi | fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_lo);



assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_hi = (!fp32_add1_lzc1_x[2]);
assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_v_hi = (fp32_add1_lzc1_x[2] | fp32_add1_lzc1_x[1]);



assign fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_lo = (!fp32_add1_lzc1_x[0]);


always @(fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_v_hi, fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_lo, fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_hi) begin: fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_combine
    if (fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_v_hi) begin
        fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo[1] = 0;
        fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo[1-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_hi;
    end
    else begin
        fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo[1] = 1;
        fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo[1-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_lo;
    end
end


always @(fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_v_hi, fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo, fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi) begin: fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_combine
    if (fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_v_hi) begin
        fp32_add1_lzc1__lzc_node31__lzc_node47_c_lo[2] = 0;
        fp32_add1_lzc1__lzc_node31__lzc_node47_c_lo[2-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi;
    end
    else begin
        fp32_add1_lzc1__lzc_node31__lzc_node47_c_lo[2] = 1;
        fp32_add1_lzc1__lzc_node31__lzc_node47_c_lo[2-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo;
    end
end


always @(fp32_add1_lzc1__lzc_node31__lzc_node47_v_hi, fp32_add1_lzc1__lzc_node31__lzc_node47_c_lo, fp32_add1_lzc1__lzc_node31__lzc_node47_c_hi) begin: fp32_add1_lzc1__lzc_node31__lzc_node47_combine
    if (fp32_add1_lzc1__lzc_node31__lzc_node47_v_hi) begin
        fp32_add1_lzc1__lzc_node31_c_lo[3] = 0;
        fp32_add1_lzc1__lzc_node31_c_lo[3-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node47_c_hi;
    end
    else begin
        fp32_add1_lzc1__lzc_node31_c_lo[3] = 1;
        fp32_add1_lzc1__lzc_node31_c_lo[3-1:0] = fp32_add1_lzc1__lzc_node31__lzc_node47_c_lo;
    end
end


always @(fp32_add1_lzc1__lzc_node31_v_hi, fp32_add1_lzc1__lzc_node31_c_lo, fp32_add1_lzc1__lzc_node31_c_hi) begin: fp32_add1_lzc1__lzc_node31_combine
    if (fp32_add1_lzc1__lzc_node31_v_hi) begin
        fp32_add1_r_lz[4] = 0;
        fp32_add1_r_lz[4-1:0] = fp32_add1_lzc1__lzc_node31_c_hi;
    end
    else begin
        fp32_add1_r_lz[4] = 1;
        fp32_add1_r_lz[4-1:0] = fp32_add1_lzc1__lzc_node31_c_lo;
    end
end


always @(posedge clk) begin: fp32_add1_stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (ce) begin
        ea = fp32_add1_op_a[31-1:23];
        eb = fp32_add1_op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((fp32_add1_op_a[31-1:0] >= fp32_add1_op_b[31-1:0])) begin
            fp32_add1_s1_sign <= fp32_add1_op_a[31];
            fp32_add1_s1_exp <= ea;
            fp32_add1_s1_mx <= {ha, fp32_add1_op_a[23-1:0]};
            fp32_add1_s1_my <= {hb, fp32_add1_op_b[23-1:0]};
            fp32_add1_s1_diff <= (ea - eb);
        end
        else begin
            fp32_add1_s1_sign <= fp32_add1_op_b[31];
            fp32_add1_s1_exp <= eb;
            fp32_add1_s1_mx <= {hb, fp32_add1_op_b[23-1:0]};
            fp32_add1_s1_my <= {ha, fp32_add1_op_a[23-1:0]};
            fp32_add1_s1_diff <= (eb - ea);
        end
        fp32_add1_s1_sub <= (fp32_add1_op_a[31] != fp32_add1_op_b[31]);
        if (((fp32_add1_op_a[31-1:23] == 255) && (fp32_add1_op_a[23-1:0] != 0))) begin
            fp32_add1_s1_spec <= 1;
            fp32_add1_s1_sval <= (fp32_add1_op_a | 4194304);
        end
        else if (((fp32_add1_op_b[31-1:23] == 255) && (fp32_add1_op_b[23-1:0] != 0))) begin
            fp32_add1_s1_spec <= 1;
            fp32_add1_s1_sval <= (fp32_add1_op_b | 4194304);
        end
        else if (((fp32_add1_op_a[31-1:23] == 255) && (fp32_add1_op_b[31-1:23] == 255) && (fp32_add1_op_a[31] != fp32_add1_op_b[31]))) begin
            fp32_add1_s1_spec <= 1;
            fp32_add1_s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((fp32_add1_op_a[31-1:23] == 255)) begin
            fp32_add1_s1_spec <= 1;
            fp32_add1_s1_sval <= fp32_add1_op_a;
        end
        else if ((fp32_add1_op_b[31-1:23] == 255)) begin
            fp32_add1_s1_spec <= 1;
            fp32_add1_s1_sval <= fp32_add1_op_b;
        end
        else begin
            fp32_add1_s1_spec <= 0;
            fp32_add1_s1_sval <= 0;
        end
    end
end


always @(posedge clk) begin: fp32_add1_stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (ce) begin
        fp32_add1_s2_sign <= fp32_add1_s1_sign;
        fp32_add1_s2_sub <= fp32_add1_s1_sub;
        fp32_add1_s2_exp <= fp32_add1_s1_exp;
        fp32_add1_s2_spec <= fp32_add1_s1_spec;
        fp32_add1_s2_sval <= fp32_add1_s1_sval;
        fp32_add1_s2_x <= {fp32_add1_s1_mx, 3'h0};
        if ((fp32_add1_s1_diff >= 27)) begin
            fp32_add1_s2_y <= {26'h0, (fp32_add1_s1_my != 0)};
        end
        else begin
            w = ({fp32_add1_s1_my, 30'h0} >>> fp32_add1_s1_diff[5-1:0]);
            y = w[54-1:27];
            fp32_add1_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge clk) begin: fp32_add1_stage3
    if (ce) begin
        fp32_add1_s3_sign <= fp32_add1_s2_sign;
        fp32_add1_s3_sub <= fp32_add1_s2_sub;
        fp32_add1_s3_exp <= fp32_add1_s2_exp;
        fp32_add1_s3_spec <= fp32_add1_s2_spec;
        fp32_add1_s3_sval <= fp32_add1_s2_sval;
        if (fp32_add1_s2_sub) begin
            fp32_add1_s3_r <= (fp32_add1_s2_x - fp32_add1_s2_y);
        end
        else begin
            fp32_add1_s3_r <= (fp32_add1_s2_x + fp32_add1_s2_y);
        end
    end
end


always @(posedge clk) begin: fp32_add1_stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (ce) begin
        fp32_add1_s4_exp <= fp32_add1_s3_exp;
        fp32_add1_s4_r <= fp32_add1_s3_r;
        fp32_add1_s4_spec <= fp32_add1_s3_spec;
        fp32_add1_s4_sval <= fp32_add1_s3_sval;
        if ((fp32_add1_s3_sub && (fp32_add1_s3_r == 0))) begin
            fp32_add1_s4_sign <= 0;
        end
        else begin
            fp32_add1_s4_sign <= fp32_add1_s3_sign;
        end
        lz = {3'h0, fp32_add1_r_lz};
        emax = (fp32_add1_s3_exp - 1);
        if ((emax < lz)) begin
            fp32_add1_s4_sh <= emax[5-1:0];
        end
        else begin
            fp32_add1_s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge clk) begin: fp32_add1_stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (ce) begin
        fp32_add1_s5_sign <= fp32_add1_s4_sign;
        fp32_add1_s5_spec <= fp32_add1_s4_spec;
        fp32_add1_s5_sval <= fp32_add1_s4_sval;
        if (fp32_add1_s4_r[27]) begin
            lsb = (fp32_add1_s4_r[1] | fp32_add1_s4_r[0]);
            fp32_add1_s5_n <= {fp32_add1_s4_r[28-1:2], lsb};
            fp32_add1_s5_exp <= (fp32_add1_s4_exp + 1);
        end
        else begin
            n = (fp32_add1_s4_r[27-1:0] << fp32_add1_s4_sh);
            fp32_add1_s5_n <= n;
            fp32_add1_s5_exp <= ({1'h0, fp32_add1_s4_exp} - {4'h0, fp32_add1_s4_sh});
        end
    end
end


always @(posedge clk) begin: fp32_add1_stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (ce) begin
        if (fp32_add1_s5_spec) begin
            fp32_add1_out_sum <= fp32_add1_s5_sval;
        end
        else if ((fp32_add1_s5_exp >= 255)) begin
            fp32_add1_out_sum <= {fp32_add1_s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (fp32_add1_s5_n[2] & ((fp32_add1_s5_n[1] | fp32_add1_s5_n[0]) | fp32_add1_s5_n[3]));
            if (fp32_add1_s5_n[26]) begin
                word = {fp32_add1_s5_exp[8-1:0], fp32_add1_s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, fp32_add1_s5_n[26-1:3]};
            end
            word = (word + up);
            fp32_add1_out_sum <= {fp32_add1_s5_sign, word};
        end
    end
end



assign fp32_add2_op_a = in_a[96-1:64];
assign fp32_add2_op_b = in_b[96-1:64];



assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_hi = (!fp32_add2_lzc2_x[30]);
assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_hi = (fp32_add2_lzc2_x[30] | fp32_add2_lzc2_x[29]);



assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_lo = (!fp32_add2_lzc2_x[28]);
assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_lo = (fp32_add2_lzc2_x[28] | fp32_add2_lzc2_x[27]);


always @(fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_hi, fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_lo, fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_hi) begin: fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_combine
    if (fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_hi) begin
        fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi[1] = 0;
        fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi[1-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_hi;
    end
    else begin
        fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi[1] = 1;
        fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi[1-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_lo;
    end
end



assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_hi = (fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_hi | fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_lo);



assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_hi = (!fp32_add2_lzc2_x[26]);
assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_hi = (fp32_add2_lzc2_x[26] | fp32_add2_lzc2_x[25]);



assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_lo = (!fp32_add2_lzc2_x[24]);
assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_lo = (fp32_add2_lzc2_x[24] | fp32_add2_lzc2_x[23]);


always @(fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_hi, fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_lo, fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_hi) begin: fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_combine
    if (fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_hi) begin
        fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo[1] = 0;
        fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo[1-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_hi;
    end
    else begin
        fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo[1] = 1;
        fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo[1-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_lo;
    end
end



assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_lo = (fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_hi | fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_lo);


always @(fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_hi, fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo, fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi) begin: fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_combine
    if (fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_hi) begin
        fp32_add2_lzc2__lzc_node62__lzc_node63_c_hi[2] = 0;
        fp32_add2_lzc2__lzc_node62__lzc_node63_c_hi[2-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi;
    end
    else begin
        fp32_add2_lzc2__lzc_node62__lzc_node63_c_hi[2] = 1;
        fp32_add2_lzc2__lzc_node62__lzc_node63_c_hi[2-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo;
    end
end



assign fp32_add2_lzc2__lzc_node62__lzc_node63_v_hi = (fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_hi | fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_lo);



assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_hi = (!fp32_add2_lzc2_x[22]);
assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_hi = (fp32_add2_lzc2_x[22] | fp32_add2_lzc2_x[21]);



assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_lo = (!fp32_add2_lzc2_x[20]);
assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_lo = (fp32_add2_lzc2_x[20] | fp32_add2_lzc2_x[19]);


always @(fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_hi, fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_lo, fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_hi) begin: fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_combine
    if (fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_hi) begin
        fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi[1] = 0;
        fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi[1-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_hi;
    end
    else begin
        fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi[1] = 1;
        fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi[1-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_lo;
    end
end



assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_hi = (fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_hi | fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_lo);



assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_hi = (!fp32_add2_lzc2_x[18]);
assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_hi = (fp32_add2_lzc2_x[18] | fp32_add2_lzc2_x[17]);



assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_lo = (!fp32_add2_lzc2_x[16]);
assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_lo = (fp32_add2_lzc2_x[16] | fp32_add2_lzc2_x[15]);


always @(fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_hi, fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_lo, fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_hi) begin: fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_combine
    if (fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_hi) begin
        fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo[1] = 0;
        fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo[1-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_hi;
    end
    else begin
        fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo[1] = 1;
        fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo[1-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_lo;
    end
end



assign fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_lo = (fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_hi | fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_lo);


always @(fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_hi, fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo, fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi) begin: fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_combine
    if (fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_hi) begin
        fp32_add2_lzc2__lzc_node62__lzc_node63_c_lo[2] = 0;
        fp32_add2_lzc2__lzc_node62__lzc_node63_c_lo[2-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi;
    end
    else begin
        fp32_add2_lzc2__lzc_node62__lzc_node63_c_lo[2] = 1;
        fp32_add2_lzc2__lzc_node62__lzc_node63_c_lo[2-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo;
    end
end



assign fp32_add2_lzc2__lzc_node62__lzc_node63_v_lo = (fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_hi | fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_lo);


always @(fp32_add2_lzc2__lzc_node62__lzc_node63_v_hi, fp32_add2_lzc2__lzc_node62__lzc_node63_c_lo, fp32_add2_lzc2__lzc_node62__lzc_node63_c_hi) begin: fp32_add2_lzc2__lzc_node62__lzc_node63_combine
    if (fp32_add2_lzc2__lzc_node62__lzc_node63_v_hi) begin
        fp32_add2_lzc2__lzc_node62_c_hi[3] = 0;
        fp32_add2_lzc2__lzc_node62_c_hi[3-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node63_c_hi;
    end
    else begin
        fp32_add2_lzc2__lzc_node62_c_hi[3] = 1;
        fp32_add2_lzc2__lzc_node62_c_hi[3-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node63_c_lo;
    end
end



assign fp32_add2_lzc2__lzc_node62_v_hi = (fp32_add2_lzc2__lzc_node62__lzc_node63_v_hi | fp32_add2_lzc2__lzc_node62__lzc_node63_v_lo);



assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_hi = (!fp32_add2_lzc2_x[14]);
assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_hi = (fp32_add2_lzc2_x[14] | fp32_add2_lzc2_x[13]);



assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_lo = (!fp32_add2_lzc2_x[12]);
assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_lo = (fp32_add2_lzc2_x[12] | fp32_add2_lzc2_x[11]);


always @(fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_hi, fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_lo, fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_hi) begin: fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_combine
    if (fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_hi) begin
        fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi[1] = 0;
        fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi[1-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_hi;
    end
    else begin
        fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi[1] = 1;
        fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi[1-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_lo;
    end
end



assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_hi = (fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_hi | fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_lo);



assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_hi = (!fp32_add2_lzc2_x[10]);
assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_hi = (fp32_add2_lzc2_x[10] | fp32_add2_lzc2_x[9]);



assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_lo = (!fp32_add2_lzc2_x[8]);
assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_lo = (fp32_add2_lzc2_x[8] | fp32_add2_lzc2_x[7]);


always @(fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_hi, fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_lo, fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_hi) begin: fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_combine
    if (fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_hi) begin
        fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo[1] = 0;
        fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo[1-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_hi;
    end
    else begin
        fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo[1] = 1;
        fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo[1-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_lo;
    end
end



assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_lo = (fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_hi | fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_lo);


always @(fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_hi, fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo, fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi) begin: fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_combine
    if (fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_hi) begin
        fp32_add2_lzc2__lzc_node62__lzc_node78_c_hi[2] = 0;
        fp32_add2_lzc2__lzc_node62__lzc_node78_c_hi[2-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi;
    end
    else begin
        fp32_add2_lzc2__lzc_node62__lzc_node78_c_hi[2] = 1;
        fp32_add2_lzc2__lzc_node62__lzc_node78_c_hi[2-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo;
    end
end



assign fp32_add2_lzc2__lzc_node62__lzc_node78_v_hi = (fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_hi | fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_lo);



assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_hi = (!fp32_add2_lzc2_x[6]);
assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_hi = (fp32_add2_lzc2_x[6] | fp32_add2_lzc2_x[5]);



assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_lo = (!fp32_add2_lzc2_x[4]);
assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_lo = (fp32_add2_lzc2_x[4] | fp32_add2_lzc2_x[3]);


always @(fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_hi, fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_lo, fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_hi) begin: fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_combine
    if (fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_hi) begin
        fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi[1] = 0;
        fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi[1-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_hi;
    end
    else begin
        fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi[1] = 1;
        fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi[1-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_lo;
    end
end



assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_v_hi = (fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_hi | fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_lo);



assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_hi = (!fp32_add2_lzc2_x[2]);
assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_v_hi = (fp32_add2_lzc2_x[2] | fp32_add2_lzc2_x[1]);



assign fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_lo = (!fp32_add2_lzc2_x[0]);


always @(fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_v_hi, fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_lo, fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_hi) begin: fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_combine
    if (fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_v_hi) begin
        fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo[1] = 0;
        fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo[1-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_hi;
    end
    else begin
        fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo[1] = 1;
        fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo[1-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_lo;
    end
end


always @(fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_v_hi, fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo, fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi) begin: fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_combine
    if (fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_v_hi) begin
        fp32_add2_lzc2__lzc_node62__lzc_node78_c_lo[2] = 0;
        fp32_add2_lzc2__lzc_node62__lzc_node78_c_lo[2-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi;
    end
    else begin
        fp32_add2_lzc2__lzc_node62__lzc_node78_c_lo[2] = 1;
        fp32_add2_lzc2__lzc_node62__lzc_node78_c_lo[2-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo;
    end
end


always @(fp32_add2_lzc2__lzc_node62__lzc_node78_v_hi, fp32_add2_lzc2__lzc_node62__lzc_node78_c_lo, fp32_add2_lzc2__lzc_node62__lzc_node78_c_hi) begin: fp32_add2_lzc2__lzc_node62__lzc_node78_combine
    if (fp32_add2_lzc2__lzc_node62__lzc_node78_v_hi) begin
        fp32_add2_lzc2__lzc_node62_c_lo[3] = 0;
        fp32_add2_lzc2__lzc_node62_c_lo[3-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node78_c_hi;
    end
    else begin
        fp32_add2_lzc2__lzc_node62_c_lo[3] = 1;
        fp32_add2_lzc2__lzc_node62_c_lo[3-1:0] = fp32_add2_lzc2__lzc_node62__lzc_node78_c_lo;
    end
end


always @(fp32_add2_lzc2__lzc_node62_v_hi, fp32_add2_lzc2__lzc_node62_c_lo, fp32_add2_lzc2__lzc_node62_c_hi) begin: fp32_add2_lzc2__lzc_node62_combine
    if (fp32_add2_lzc2__lzc_node62_v_hi) begin
        fp32_add2_r_lz[4] = 0;
        fp32_add2_r_lz[4-1:0] = fp32_add2_lzc2__lzc_node62_c_hi;
    end
    else begin
        fp32_add2_r_lz[4] = 1;
        fp32_add2_r_lz[4-1:0] = fp32_add2_lzc2__lzc_node62_c_lo;
    end
end


always @(posedge clk) begin: fp32_add2_stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (ce) begin
        ea = fp32_add2_op_a[31-1:23];
        eb = fp32_add2_op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((fp32_add2_op_a[31-1:0] >= fp32_add2_op_b[31-1:0])) begin
            fp32_add2_s1_sign <= fp32_add2_op_a[31];
            fp32_add2_s1_exp <= ea;
            fp32_add2_s1_mx <= {ha, fp32_add2_op_a[23-1:0]};
            fp32_add2_s1_my <= {hb, fp32_add2_op_b[23-1:0]};
            fp32_add2_s1_diff <= (ea - eb);
        end
        else begin
            fp32_add2_s1_sign <= fp32_add2_op_b[31];
            fp32_add2_s1_exp <= eb;
            fp32_add2_s1_mx <= {hb, fp32_add2_op_b[23-1:0]};
            fp32_add2_s1_my <= {ha, fp32_add2_op_a[23-1:0]};
            fp32_add2_s1_diff <= (eb - ea);
        end
        fp32_add2_s1_sub <= (fp32_add2_op_a[31] != fp32_add2_op_b[31]);
        if (((fp32_add2_op_a[31-1:23] == 255) && (fp32_add2_op_a[23-1:0] != 0))) begin
            fp32_add2_s1_spec <= 1;
            fp32_add2_s1_sval <= (fp32_add2_op_a | 4194304);
        end
        else if (((fp32_add2_op_b[31-1:23] == 255) && (fp32_add2_op_b[23-1:0] != 0))) begin
            fp32_add2_s1_spec <= 1;
            fp32_add2_s1_sval <= (fp32_add2_op_b | 4194304);
        end
        else if (((fp32_add2_op_a[31-1:23] == 255) && (fp32_add2_op_b[31-1:23] == 255) && (fp32_add2_op_a[31] != fp32_add2_op_b[31]))) begin
            fp32_add2_s1_spec <= 1;
            fp32_add2_s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((fp32_add2_op_a[31-1:23] == 255)) begin
            fp32_add2_s1_spec <= 1;
            fp32_add2_s1_sval <= fp32_add2_op_a;
        end
        else if ((fp32_add2_op_b[31-1:23] == 255)) begin
            fp32_add2_s1_spec <= 1;
            fp32_add2_s1_sval <= fp32_add2_op_b;
        end
        else begin
            fp32_add2_s1_spec <= 0;
            fp32_add2_s1_sval <= 0;
        end
    end
end


always @(posedge clk) begin: fp32_add2_stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (ce) begin
        fp32_add2_s2_sign <= fp32_add2_s1_sign;
        fp32_add2_s2_sub <= fp32_add2_s1_sub;
        fp32_add2_s2_exp <= fp32_add2_s1_exp;
        fp32_add2_s2_spec <= fp32_add2_s1_spec;
        fp32_add2_s2_sval <= fp32_add2_s1_sval;
        fp32_add2_s2_x <= {fp32_add2_s1_mx, 3'h0};
        if ((fp32_add2_s1_diff >= 27)) begin
            fp32_add2_s2_y <= {26'h0, (fp32_add2_s1_my != 0)};
        end
        else begin
            w = ({fp32_add2_s1_my, 30'h0} >>> fp32_add2_s1_diff[5-1:0]);
            y = w[54-1:27];
            fp32_add2_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge clk) begin: fp32_add2_stage3
    if (ce) begin
        fp32_add2_s3_sign <= fp32_add2_s2_sign;
        fp32_add2_s3_sub <= fp32_add2_s2_sub;
        fp32_add2_s3_exp <= fp32_add2_s2_exp;
        fp32_add2_s3_spec <= fp32_add2_s2_spec;
        fp32_add2_s3_sval <= fp32_add2_s2_sval;
        if (fp32_add2_s2_sub) begin
            fp32_add2_s3_r <= (fp32_add2_s2_x - fp32_add2_s2_y);
        end
        else begin
            fp32_add2_s3_r <= (fp32_add2_s2_x + fp32_add2_s2_y);
        end
    end
end


always @(posedge clk) begin: fp32_add2_stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (ce) begin
        fp32_add2_s4_exp <= fp32_add2_s3_exp;
        fp32_add2_s4_r <= fp32_add2_s3_r;
        fp32_add2_s4_spec <= fp32_add2_s3_spec;
        fp32_add2_s4_sval <= fp32_add2_s3_sval;
        if ((fp32_add2_s3_sub && (fp32_add2_s3_r == 0))) begin
            fp32_add2_s4_sign <= 0;
        end
        else begin
            fp32_add2_s4_sign <= fp32_add2_s3_sign;
        end
        lz = {3'h0, fp32_add2_r_lz};
        emax = (fp32_add2_s3_exp - 1);
        if ((emax < lz)) begin
            fp32_add2_s4_sh <= emax[5-1:0];
        end
        else begin
            fp32_add2_s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge clk) begin: fp32_add2_stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (ce) begin
        fp32_add2_s5_sign <= fp32_add2_s4_sign;
        fp32_add2_s5_spec <= fp32_add2_s4_spec;
        fp32_add2_s5_sval <= fp32_add2_s4_sval;
        if (fp32_add2_s4_r[27]) begin
            lsb = (fp32_add2_s4_r[1] | fp32_add2_s4_r[0]);
            fp32_add2_s5_n <= {fp32_add2_s4_r[28-1:2], lsb};
            fp32_add2_s5_exp <= (fp32_add2_s4_exp + 1);
        end
        else begin
            n = (fp32_add2_s4_r[27-1:0] << fp32_add2_s4_sh);
            fp32_add2_s5_n <= n;
            fp32_add2_s5_exp <= ({1'h0, fp32_add2_s4_exp} - {4'h0, fp32_add2_s4_sh});
        end
    end
end


always @(posedge clk) begin: fp32_add2_stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (ce) begin
        if (fp32_add2_s5_spec) begin
            fp32_add2_out_sum <= fp32_add2_s5_sval;
        end
        else if ((fp32_add2_s5_exp >= 255)) begin
            fp32_add2_out_sum <= {fp32_add2_s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (fp32_add2_s5_n[2] & ((fp32_add2_s5_n[1] | fp32_add2_s5_n[0]) | fp32_add2_s5_n[3]));
            if (fp32_add2_s5_n[26]) begin
                word = {fp32_add2_s5_exp[8-1:0], fp32_add2_s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, fp32_add2_s5_n[26-1:3]};
            end
            word = (word + up);
            fp32_add2_out_sum <= {fp32_add2_s5_sign, word};
        end
    end
end



assign fp32_add3_op_a = in_a[128-1:96];
assign fp32_add3_op_b = in_b[128-1:96];



assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_hi = (!fp32_add3_lzc3_x[30]);
assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_hi = (fp32_add3_lzc3_x[30] | fp32_add3_lzc3_x[29]);



assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_lo = (!fp32_add3_lzc3_x[28]);
assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_lo = (fp32_add3_lzc3_x[28] | fp32_add3_lzc3_x[27]);


always @(fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_hi, fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_lo, fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_hi) begin: fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_combine
    if (fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_hi) begin
        fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi[1] = 0;
        fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi[1-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_hi;
    end
    else begin
        fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi[1] = 1;
        fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi[1-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_lo;
    end
end



assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_hi = (fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_hi | fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_lo);



assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_hi = (!fp32_add3_lzc3_x[26]);
assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_hi = (fp32_add3_lzc3_x[26] | fp32_add3_lzc3_x[25]);



assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_lo = (!fp32_add3_lzc3_x[24]);
assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_lo = (fp32_add3_lzc3_x[24] | fp32_add3_lzc3_x[23]);


always @(fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_hi, fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_lo, fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_hi) begin: fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_combine
    if (fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_hi) begin
        fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo[1] = 0;
        fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo[1-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_hi;
    end
    else begin
        fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo[1] = 1;
        fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo[1-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_lo;
    end
end



assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_lo = (fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_hi | fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_lo);


always @(fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_hi, fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo, fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi) begin: fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_combine
    if (fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_hi) begin
        fp32_add3_lzc3__lzc_node93__lzc_node94_c_hi[2] = 0;
        fp32_add3_lzc3__lzc_node93__lzc_node94_c_hi[2-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi;
    end
    else begin
        fp32_add3_lzc3__lzc_node93__lzc_node94_c_hi[2] = 1;
        fp32_add3_lzc3__lzc_node93__lzc_node94_c_hi[2-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo;
    end
end



assign fp32_add3_lzc3__lzc_node93__lzc_node94_v_hi = (fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_hi | fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_lo);



assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_hi = (!fp32_add3_lzc3_x[22]);
assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_hi = (fp32_add3_lzc3_x[22] | fp32_add3_lzc3_x[21]);



assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_lo = (!fp32_add3_lzc3_x[20]);
assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_lo = (fp32_add3_lzc3_x[20] | fp32_add3_lzc3_x[19]);


always @(fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_hi, fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_lo, fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_hi) begin: fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_combine
    if (fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_hi) begin
        fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi[1] = 0;
        fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi[1-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_hi;
    end
    else begin
        fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi[1] = 1;
        fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi[1-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_lo;
    end
end



assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_hi = (fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_hi | fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_lo);



assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_hi = (!fp32_add3_lzc3_x[18]);
assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_hi = (fp32_add3_lzc3_x[18] | fp32_add3_lzc3_x[17]);



assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_lo = (!fp32_add3_lzc3_x[16]);
assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_lo = (fp32_add3_lzc3_x[16] | fp32_add3_lzc3_x[15]);


always @(fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_hi, fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_lo, fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_hi) begin: fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_combine
    if (fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_hi) begin
        fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo[1] = 0;
        fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo[1-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_hi;
    end
    else begin
        fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo[1] = 1;
        fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo[1-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_lo;
    end
end



assign fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_lo = (fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_hi | fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_lo);


always @(fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_hi, fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo, fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi) begin: fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_combine
    if (fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_hi) begin
        fp32_add3_lzc3__lzc_node93__lzc_node94_c_lo[2] = 0;
        fp32_add3_lzc3__lzc_node93__lzc_node94_c_lo[2-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi;
    end
    else begin
        fp32_add3_lzc3__lzc_node93__lzc_node94_c_lo[2] = 1;
        fp32_add3_lzc3__lzc_node93__lzc_node94_c_lo[2-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo;
    end
end



assign fp32_add3_lzc3__lzc_node93__lzc_node94_v_lo = (fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_hi | fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_lo);


always @(fp32_add3_lzc3__lzc_node93__lzc_node94_v_hi, fp32_add3_lzc3__lzc_node93__lzc_node94_c_lo, fp32_add3_lzc3__lzc_node93__lzc_node94_c_hi) begin: fp32_add3_lzc3__lzc_node93__lzc_node94_combine
    if (fp32_add3_lzc3__lzc_node93__lzc_node94_v_hi) begin
        fp32_add3_lzc3__lzc_node93_c_hi[3] = 0;
        fp32_add3_lzc3__lzc_node93_c_hi[3-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node94_c_hi;
    end
    else begin
        fp32_add3_lzc3__lzc_node93_c_hi[3] = 1;
        fp32_add3_lzc3__lzc_node93_c_hi[3-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node94_c_lo;
    end
end



assign fp32_add3_lzc3__lzc_node93_v_hi = (fp32_add3_lzc3__lzc_node93__lzc_node94_v_hi | fp32_add3_lzc3__lzc_node93__lzc_node94_v_lo);



assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_hi = (!fp32_add3_lzc3_x[14]);
assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_hi = (fp32_add3_lzc3_x[14] | fp32_add3_lzc3_x[13]);



assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_lo = (!fp32_add3_lzc3_x[12]);
assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_lo = (fp32_add3_lzc3_x[12] | fp32_add3_lzc3_x[11]);


always @(fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_hi, fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_lo, fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_hi) begin: fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_combine
    if (fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_hi) begin
        fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi[1] = 0;
        fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi[1-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_hi;
    end
    else begin
        fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi[1] = 1;
        fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi[1-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_lo;
    end
end



assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_hi = (fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_hi | fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_lo);



assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_hi = (!fp32_add3_lzc3_x[10]);
assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_hi = (fp32_add3_lzc3_x[10] | fp32_add3_lzc3_x[9]);



assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_lo = (!fp32_add3_lzc3_x[8]);
assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_lo = (fp32_add3_lzc3_x[8] | fp32_add3_lzc3_x[7]);


always @(fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_hi, fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_lo, fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_hi) begin: fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_combine
    if (fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_hi) begin
        fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo[1] = 0;
        fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo[1-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_hi;
    end
    else begin
        fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo[1] = 1;
        fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo[1-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_lo;
    end
end



assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_lo = (fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_hi | fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_lo);


always @(fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_hi, fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo, fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi) begin: fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_combine
    if (fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_hi) begin
        fp32_add3_lzc3__lzc_node93__lzc_node109_c_hi[2] = 0;
        fp32_add3_lzc3__lzc_node93__lzc_node109_c_hi[2-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi;
    end
    else begin
        fp32_add3_lzc3__lzc_node93__lzc_node109_c_hi[2] = 1;
        fp32_add3_lzc3__lzc_node93__lzc_node109_c_hi[2-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo;
    end
end



assign fp32_add3_lzc3__lzc_node93__lzc_node109_v_hi = (fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_hi | fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_lo);



assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_hi = (!fp32_add3_lzc3_x[6]);
assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_hi = (fp32_add3_lzc3_x[6] | fp32_add3_lzc3_x[5]);



assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_lo = (!fp32_add3_lzc3_x[4]);
assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_lo = (fp32_add3_lzc3_x[4] | fp32_add3_lzc3_x[3]);


always @(fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_hi, fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_lo, fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_hi) begin: fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_combine
    if (fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_hi) begin
        fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi[1] = 0;
        fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi[1-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_hi;
    end
    else begin
        fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi[1] = 1;
        fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi[1-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_lo;
    end
end



assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_v_hi = (fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_hi | fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_lo);



assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_hi = (!fp32_add3_lzc3_x[2]);
assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_v_hi = (fp32_add3_lzc3_x[2] | fp32_add3_lzc3_x[1]);



assign fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_lo = (!fp32_add3_lzc3_x[0]);


always @(fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_v_hi, fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_lo, fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_hi) begin: fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_combine
    if (fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_v_hi) begin
        fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo[1] = 0;
        fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo[1-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_hi;
    end
    else begin
        fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo[1] = 1;
        fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo[1-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_lo;
    end
end


always @(fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_v_hi, fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo, fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi) begin: fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_combine
    if (fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_v_hi) begin
        fp32_add3_lzc3__lzc_node93__lzc_node109_c_lo[2] = 0;
        fp32_add3_lzc3__lzc_node93__lzc_node109_c_lo[2-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi;
    end
    else begin
        fp32_add3_lzc3__lzc_node93__lzc_node109_c_lo[2] = 1;
        fp32_add3_lzc3__lzc_node93__lzc_node109_c_lo[2-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo;
    end
end


always @(fp32_add3_lzc3__lzc_node93__lzc_node109_v_hi, fp32_add3_lzc3__lzc_node93__lzc_node109_c_lo, fp32_add3_lzc3__lzc_node93__lzc_node109_c_hi) begin: fp32_add3_lzc3__lzc_node93__lzc_node109_combine
    if (fp32_add3_lzc3__lzc_node93__lzc_node109_v_hi) begin
        fp32_add3_lzc3__lzc_node93_c_lo[3] = 0;
        fp32_add3_lzc3__lzc_node93_c_lo[3-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node109_c_hi;
    end
    else begin
        fp32_add3_lzc3__lzc_node93_c_lo[3] = 1;
        fp32_add3_lzc3__lzc_node93_c_lo[3-1:0] = fp32_add3_lzc3__lzc_node93__lzc_node109_c_lo;
    end
end


always @(fp32_add3_lzc3__lzc_node93_v_hi, fp32_add3_lzc3__lzc_node93_c_lo, fp32_add3_lzc3__lzc_node93_c_hi) begin: fp32_add3_lzc3__lzc_node93_combine
    if (fp32_add3_lzc3__lzc_node93_v_hi) begin
        fp32_add3_r_lz[4] = 0;
        fp32_add3_r_lz[4-1:0] = fp32_add3_lzc3__lzc_node93_c_hi;
    end
    else begin
        fp32_add3_r_lz[4] = 1;
        fp32_add3_r_lz[4-1:0] = fp32_add3_lzc3__lzc_node93_c_lo;
    end
end


always @(posedge clk) begin: fp32_add3_stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (ce) begin
        ea = fp32_add3_op_a[31-1:23];
        eb = fp32_add3_op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((fp32_add3_op_a[31-1:0] >= fp32_add3_op_b[31-1:0])) begin
            fp32_add3_s1_sign <= fp32_add3_op_a[31];
            fp32_add3_s1_exp <= ea;
            fp32_add3_s1_mx <= {ha, fp32_add3_op_a[23-1:0]};
            fp32_add3_s1_my <= {hb, fp32_add3_op_b[23-1:0]};
            fp32_add3_s1_diff <= (ea - eb);
        end
        else begin
            fp32_add3_s1_sign <= fp32_add3_op_b[31];
            fp32_add3_s1_exp <= eb;
            fp32_add3_s1_mx <= {hb, fp32_add3_op_b[23-1:0]};
            fp32_add3_s1_my <= {ha, fp32_add3_op_a[23-1:0]};
            fp32_add3_s1_diff <= (eb - ea);
        end
        fp32_add3_s1_sub <= (fp32_add3_op_a[31] != fp32_add3_op_b[31]);
        if (((fp32_add3_op_a[31-1:23] == 255) && (fp32_add3_op_a[23-1:0] != 0))) begin
            fp32_add3_s1_spec <= 1;
            fp32_add3_s1_sval <= (fp32_add3_op_a | 4194304);
        end
        else if (((fp32_add3_op_b[31-1:23] == 255) && (fp32_add3_op_b[23-1:0] != 0))) begin
            fp32_add3_s1_spec <= 1;
            fp32_add3_s1_sval <= (fp32_add3_op_b | 4194304);
        end
        else if (((fp32_add3_op_a[31-1:23] == 255) && (fp32_add3_op_b[31-1:23] == 255) && (fp32_add3_op_a[31] != fp32_add3_op_b[31]))) begin
            fp32_add3_s1_spec <= 1;
            fp32_add3_s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((fp32_add3_op_a[31-1:23] == 255)) begin
            fp32_add3_s1_spec <= 1;
            fp32_add3_s1_sval <= fp32_add3_op_a;
        end
        else if ((fp32_add3_op_b[31-1:23] == 255)) begin
            fp32_add3_s1_spec <= 1;
            fp32_add3_s1_sval <= fp32_add3_op_b;
        end
        else begin
            fp32_add3_s1_spec <= 0;
            fp32_add3_s1_sval <= 0;
        end
    end
end


always @(posedge clk) begin: fp32_add3_stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (ce) begin
        fp32_add3_s2_sign <= fp32_add3_s1_sign;
        fp32_add3_s2_sub <= fp32_add3_s1_sub;
        fp32_add3_s2_exp <= fp32_add3_s1_exp;
        fp32_add3_s2_spec <= fp32_add3_s1_spec;
        fp32_add3_s2_sval <= fp32_add3_s1_sval;
        fp32_add3_s2_x <= {fp32_add3_s1_mx, 3'h0};
        if ((fp32_add3_s1_diff >= 27)) begin
            fp32_add3_s2_y <= {26'h0, (fp32_add3_s1_my != 0)};
        end
        else begin
            w = ({fp32_add3_s1_my, 30'h0} >>> fp32_add3_s1_diff[5-1:0]);
            y = w[54-1:27];
            fp32_add3_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge clk) begin: fp32_add3_stage3
    if (ce) begin
        fp32_add3_s3_sign <= fp32_add3_s2_sign;
        fp32_add3_s3_sub <= fp32_add3_s2_sub;
        fp32_add3_s3_exp <= fp32_add3_s2_exp;
        fp32_add3_s3_spec <= fp32_add3_s2_spec;
        fp32_add3_s3_sval <= fp32_add3_s2_sval;
        if (fp32_add3_s2_sub) begin
            fp32_add3_s3_r <= (fp32_add3_s2_x - fp32_add3_s2_y);
        end
        else begin
            fp32_add3_s3_r <= (fp32_add3_s2_x + fp32_add3_s2_y);
        end
    end
end


always @(posedge clk) begin: fp32_add3_stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (ce) begin
        fp32_add3_s4_exp <= fp32_add3_s3_exp;
        fp32_add3_s4_r <= fp32_add3_s3_r;
        fp32_add3_s4_spec <= fp32_add3_s3_spec;
        fp32_add3_s4_sval <= fp32_add3_s3_sval;
        if ((fp32_add3_s3_sub && (fp32_add3_s3_r == 0))) begin
            fp32_add3_s4_sign <= 0;
        end
        else begin
            fp32_add3_s4_sign <= fp32_add3_s3_sign;
        end
        lz = {3'h0, fp32_add3_r_lz};
        emax = (fp32_add3_s3_exp - 1);
        if ((emax < lz)) begin
            fp32_add3_s4_sh <= emax[5-1:0];
        end
        else begin
            fp32_add3_s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge clk) begin: fp32_add3_stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (ce) begin
        fp32_add3_s5_sign <= fp32_add3_s4_sign;
        fp32_add3_s5_spec <= fp32_add3_s4_spec;
        fp32_add3_s5_sval <= fp32_add3_s4_sval;
        if (fp32_add3_s4_r[27]) begin
            lsb = (fp32_add3_s4_r[1] | fp32_add3_s4_r[0]);
            fp32_add3_s5_n <= {fp32_add3_s4_r[28-1:2], lsb};
            fp32_add3_s5_exp <= (fp32_add3_s4_exp + 1);
        end
        else begin
            n = (fp32_add3_s4_r[27-1:0] << fp32_add3_s4_sh);
            fp32_add3_s5_n <= n;
            fp32_add3_s5_exp <= ({1'h0, fp32_add3_s4_exp} - {4'h0, fp32_add3_s4_sh});
        end
    end
end


always @(posedge clk) begin: fp32_add3_stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (ce) begin
        if (fp32_add3_s5_spec) begin
            fp32_add3_out_sum <= fp32_add3_s5_sval;
        end
        else if ((fp32_add3_s5_exp >= 255)) begin
            fp32_add3_out_sum <= {fp32_add3_s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (fp32_add3_s5_n[2] & ((fp32_add3_s5_n[1] | fp32_add3_s5_n[0]) | fp32_add3_s5_n[3]));
            if (fp32_add3_s5_n[26]) begin
                word = {fp32_add3_s5_exp[8-1:0], fp32_add3_s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, fp32_add3_s5_n[26-1:3]};
            end
            word = (word + up);
            fp32_add3_out_sum <= {fp32_add3_s5_sign, word};
        end
    end
end



assign fp32_add4_op_a = in_a[160-1:128];
assign fp32_add4_op_b = in_b[160-1:128];



assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_hi = (!fp32_add4_lzc4_x[30]);
assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_hi = (fp32_add4_lzc4_x[30] | fp32_add4_lzc4_x[29]);



assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_lo = (!fp32_add4_lzc4_x[28]);
assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_lo = (fp32_add4_lzc4_x[28] | fp32_add4_lzc4_x[27]);


always @(fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_hi, fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_lo, fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_hi) begin: fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_combine
    if (fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_hi) begin
        fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi[1] = 0;
        fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi[1-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_hi;
    end
    else begin
        fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi[1] = 1;
        fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi[1-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_lo;
    end
end



assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_hi = (fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_hi | fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_lo);



assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_hi = (!fp32_add4_lzc4_x[26]);
assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_hi = (fp32_add4_lzc4_x[26] | fp32_add4_lzc4_x[25]);



assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_lo = (!fp32_add4_lzc4_x[24]);
assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_lo = (fp32_add4_lzc4_x[24] | fp32_add4_lzc4_x[23]);


always @(fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_hi, fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_lo, fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_hi) begin: fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_combine
    if (fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_hi) begin
        fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo[1] = 0;
        fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo[1-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_hi;
    end
    else begin
        fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo[1] = 1;
        fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo[1-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_lo;
    end
end



assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_lo = (fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_hi | fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_lo);


always @(fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_hi, fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo, fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi) begin: fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_combine
    if (fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_hi) begin
        fp32_add4_lzc4__lzc_node124__lzc_node125_c_hi[2] = 0;
        fp32_add4_lzc4__lzc_node124__lzc_node125_c_hi[2-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi;
    end
    else begin
        fp32_add4_lzc4__lzc_node124__lzc_node125_c_hi[2] = 1;
        fp32_add4_lzc4__lzc_node124__lzc_node125_c_hi[2-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo;
    end
end



assign fp32_add4_lzc4__lzc_node124__lzc_node125_v_hi = (fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_hi | fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_lo);



assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_hi = (!fp32_add4_lzc4_x[22]);
assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_hi = (fp32_add4_lzc4_x[22] | fp32_add4_lzc4_x[21]);



assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_lo = (!fp32_add4_lzc4_x[20]);
assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_lo = (fp32_add4_lzc4_x[20] | fp32_add4_lzc4_x[19]);


always @(fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_hi, fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_lo, fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_hi) begin: fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_combine
    if (fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_hi) begin
        fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi[1] = 0;
        fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi[1-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_hi;
    end
    else begin
        fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi[1] = 1;
        fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi[1-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_lo;
    end
end



assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_hi = (fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_hi | fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_lo);



assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_hi = (!fp32_add4_lzc4_x[18]);
assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_hi = (fp32_add4_lzc4_x[18] | fp32_add4_lzc4_x[17]);



assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_lo = (!fp32_add4_lzc4_x[16]);
assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_lo = (fp32_add4_lzc4_x[16] | fp32_add4_lzc4_x[15]);


always @(fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_hi, fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_lo, fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_hi) begin: fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_combine
    if (fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_hi) begin
        fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo[1] = 0;
        fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo[1-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_hi;
    end
    else begin
        fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo[1] = 1;
        fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo[1-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_lo;
    end
end



assign fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_lo = (fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_hi | fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_lo);


always @(fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_hi, fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo, fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi) begin: fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_combine
    if (fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_hi) begin
        fp32_add4_lzc4__lzc_node124__lzc_node125_c_lo[2] = 0;
        fp32_add4_lzc4__lzc_node124__lzc_node125_c_lo[2-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi;
    end
    else begin
        fp32_add4_lzc4__lzc_node124__lzc_node125_c_lo[2] = 1;
        fp32_add4_lzc4__lzc_node124__lzc_node125_c_lo[2-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo;
    end
end



assign fp32_add4_lzc4__lzc_node124__lzc_node125_v_lo = (fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_hi | fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_lo);


always @(fp32_add4_lzc4__lzc_node124__lzc_node125_v_hi, fp32_add4_lzc4__lzc_node124__lzc_node125_c_lo, fp32_add4_lzc4__lzc_node124__lzc_node125_c_hi) begin: fp32_add4_lzc4__lzc_node124__lzc_node125_combine
    if (fp32_add4_lzc4__lzc_node124__lzc_node125_v_hi) begin
        fp32_add4_lzc4__lzc_node124_c_hi[3] = 0;
        fp32_add4_lzc4__lzc_node124_c_hi[3-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node125_c_hi;
    end
    else begin
        fp32_add4_lzc4__lzc_node124_c_hi[3] = 1;
        fp32_add4_lzc4__lzc_node124_c_hi[3-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node125_c_lo;
    end
end



assign fp32_add4_lzc4__lzc_node124_v_hi = (fp32_add4_lzc4__lzc_node124__lzc_node125_v_hi | fp32_add4_lzc4__lzc_node124__lzc_node125_v_lo);



assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_hi = (!fp32_add4_lzc4_x[14]);
assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_hi = (fp32_add4_lzc4_x[14] | fp32_add4_lzc4_x[13]);



assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_lo = (!fp32_add4_lzc4_x[12]);
assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_lo = (fp32_add4_lzc4_x[12] | fp32_add4_lzc4_x[11]);


always @(fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_hi, fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_lo, fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_hi) begin: fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_combine
    if (fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_hi) begin
        fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi[1] = 0;
        fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi[1-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_hi;
    end
    else begin
        fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi[1] = 1;
        fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi[1-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_lo;
    end
end



assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_hi = (fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_hi | fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_lo);



assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_hi = (!fp32_add4_lzc4_x[10]);
assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_hi = (fp32_add4_lzc4_x[10] | fp32_add4_lzc4_x[9]);



assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_lo = (!fp32_add4_lzc4_x[8]);
assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_lo = (fp32_add4_lzc4_x[8] | fp32_add4_lzc4_x[7]);


always @(fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_hi, fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_lo, fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_hi) begin: fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_combine
    if (fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_hi) begin
        fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo[1] = 0;
        fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo[1-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_hi;
    end
    else begin
        fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo[1] = 1;
        fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo[1-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_lo;
    end
end



assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_lo = (fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_hi | fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_lo);


always @(fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_hi, fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo, fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi) begin: fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_combine
    if (fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_hi) begin
        fp32_add4_lzc4__lzc_node124__lzc_node140_c_hi[2] = 0;
        fp32_add4_lzc4__lzc_node124__lzc_node140_c_hi[2-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi;
    end
    else begin
        fp32_add4_lzc4__lzc_node124__lzc_node140_c_hi[2] = 1;
        fp32_add4_lzc4__lzc_node124__lzc_node140_c_hi[2-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo;
    end
end



assign fp32_add4_lzc4__lzc_node124__lzc_node140_v_hi = (fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_hi | fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_lo);



assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_hi = (!fp32_add4_lzc4_x[6]);
assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_hi = (fp32_add4_lzc4_x[6] | fp32_add4_lzc4_x[5]);



assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_lo = (!fp32_add4_lzc4_x[4]);
assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_lo = (fp32_add4_lzc4_x[4] | fp32_add4_lzc4_x[3]);


always @(fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_hi, fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_lo, fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_hi) begin: fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_combine
    if (fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_hi) begin
        fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi[1] = 0;
        fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi[1-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_hi;
    end
    else begin
        fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi[1] = 1;
        fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi[1-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_lo;
    end
end



assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_v_hi = (fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_hi | fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_lo);



assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_hi = (!fp32_add4_lzc4_x[2]);
assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_v_hi = (fp32_add4_lzc4_x[2] | fp32_add4_lzc4_x[1]);



assign fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_lo = (!fp32_add4_lzc4_x[0]);


always @(fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_v_hi, fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_lo, fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_hi) begin: fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_combine
    if (fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_v_hi) begin
        fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo[1] = 0;
        fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo[1-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_hi;
    end
    else begin
        fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo[1] = 1;
        fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo[1-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_lo;
    end
end


always @(fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_v_hi, fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo, fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi) begin: fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_combine
    if (fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_v_hi) begin
        fp32_add4_lzc4__lzc_node124__lzc_node140_c_lo[2] = 0;
        fp32_add4_lzc4__lzc_node124__lzc_node140_c_lo[2-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi;
    end
    else begin
        fp32_add4_lzc4__lzc_node124__lzc_node140_c_lo[2] = 1;
        fp32_add4_lzc4__lzc_node124__lzc_node140_c_lo[2-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo;
    end
end


always @(fp32_add4_lzc4__lzc_node124__lzc_node140_v_hi, fp32_add4_lzc4__lzc_node124__lzc_node140_c_lo, fp32_add4_lzc4__lzc_node124__lzc_node140_c_hi) begin: fp32_add4_lzc4__lzc_node124__lzc_node140_combine
    if (fp32_add4_lzc4__lzc_node124__lzc_node140_v_hi) begin
        fp32_add4_lzc4__lzc_node124_c_lo[3] = 0;
        fp32_add4_lzc4__lzc_node124_c_lo[3-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node140_c_hi;
    end
    else begin
        fp32_add4_lzc4__lzc_node124_c_lo[3] = 1;
        fp32_add4_lzc4__lzc_node124_c_lo[3-1:0] = fp32_add4_lzc4__lzc_node124__lzc_node140_c_lo;
    end
end


always @(fp32_add4_lzc4__lzc_node124_v_hi, fp32_add4_lzc4__lzc_node124_c_lo, fp32_add4_lzc4__lzc_node124_c_hi) begin: fp32_add4_lzc4__lzc_node124_combine
    if (fp32_add4_lzc4__lzc_node124_v_hi) begin
        fp32_add4_r_lz[4] = 0;
        fp32_add4_r_lz[4-1:0] = fp32_add4_lzc4__lzc_node124_c_hi;
    end
    else begin
        fp32_add4_r_lz[4] = 1;
        fp32_add4_r_lz[4-1:0] = fp32_add4_lzc4__lzc_node124_c_lo;
    end
end


always @(posedge clk) begin: fp32_add4_stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (ce) begin
        ea = fp32_add4_op_a[31-1:23];
        eb = fp32_add4_op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((fp32_add4_op_a[31-1:0] >= fp32_add4_op_b[31-1:0])) begin
            fp32_add4_s1_sign <= fp32_add4_op_a[31];
            fp32_add4_s1_exp <= ea;
            fp32_add4_s1_mx <= {ha, fp32_add4_op_a[23-1:0]};
            fp32_add4_s1_my <= {hb, fp32_add4_op_b[23-1:0]};
            fp32_add4_s1_diff <= (ea - eb);
        end
        else begin
            fp32_add4_s1_sign <= fp32_add4_op_b[31];
            fp32_add4_s1_exp <= eb;
            fp32_add4_s1_mx <= {hb, fp32_add4_op_b[23-1:0]};
            fp32_add4_s1_my <= {ha, fp32_add4_op_a[23-1:0]};
            fp32_add4_s1_diff <= (eb - ea);
        end
        fp32_add4_s1_sub <= (fp32_add4_op_a[31] != fp32_add4_op_b[31]);
        if (((fp32_add4_op_a[31-1:23] == 255) && (fp32_add4_op_a[23-1:0] != 0))) begin
            fp32_add4_s1_spec <= 1;
            fp32_add4_s1_sval <= (fp32_add4_op_a | 4194304);
        end
        else if (((fp32_add4_op_b[31-1:23] == 255) && (fp32_add4_op_b[23-1:0] != 0))) begin
            fp32_add4_s1_spec <= 1;
            fp32_add4_s1_sval <= (fp32_add4_op_b | 4194304);
        end
        else if (((fp32_add4_op_a[31-1:23] == 255) && (fp32_add4_op_b[31-1:23] == 255) && (fp32_add4_op_a[31] != fp32_add4_op_b[31]))) begin
            fp32_add4_s1_spec <= 1;
            fp32_add4_s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((fp32_add4_op_a[31-1:23] == 255)) begin
            fp32_add4_s1_spec <= 1;
            fp32_add4_s1_sval <= fp32_add4_op_a;
        end
        else if ((fp32_add4_op_b[31-1:23] == 255)) begin
            fp32_add4_s1_spec <= 1;
            fp32_add4_s1_sval <= fp32_add4_op_b;
        end
        else begin
            fp32_add4_s1_spec <= 0;
            fp32_add4_s1_sval <= 0;
        end
    end
end


always @(posedge clk) begin: fp32_add4_stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (ce) begin
        fp32_add4_s2_sign <= fp32_add4_s1_sign;
        fp32_add4_s2_sub <= fp32_add4_s1_sub;
        fp32_add4_s2_exp <= fp32_add4_s1_exp;
        fp32_add4_s2_spec <= fp32_add4_s1_spec;
        fp32_add4_s2_sval <= fp32_add4_s1_sval;
        fp32_add4_s2_x <= {fp32_add4_s1_mx, 3'h0};
        if ((fp32_add4_s1_diff >= 27)) begin
            fp32_add4_s2_y <= {26'h0, (fp32_add4_s1_my != 0)};
        end
        else begin
            w = ({fp32_add4_s1_my, 30'h0} >>> fp32_add4_s1_diff[5-1:0]);
            y = w[54-1:27];
            fp32_add4_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge clk) begin: fp32_add4_stage3
    if (ce) begin
        fp32_add4_s3_sign <= fp32_add4_s2_sign;
        fp32_add4_s3_sub <= fp32_add4_s2_sub;
        fp32_add4_s3_exp <= fp32_add4_s2_exp;
        fp32_add4_s3_spec <= fp32_add4_s2_spec;
        fp32_add4_s3_sval <= fp32_add4_s2_sval;
        if (fp32_add4_s2_sub) begin
            fp32_add4_s3_r <= (fp32_add4_s2_x - fp32_add4_s2_y);
        end
        else begin
            fp32_add4_s3_r <= (fp32_add4_s2_x + fp32_add4_s2_y);
        end
    end
end


always @(posedge clk) begin: fp32_add4_stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (ce) begin
        fp32_add4_s4_exp <= fp32_add4_s3_exp;
        fp32_add4_s4_r <= fp32_add4_s3_r;
        fp32_add4_s4_spec <= fp32_add4_s3_spec;
        fp32_add4_s4_sval <= fp32_add4_s3_sval;
        if ((fp32_add4_s3_sub && (fp32_add4_s3_r == 0))) begin
            fp32_add4_s4_sign <= 0;
        end
        else begin
            fp32_add4_s4_sign <= fp32_add4_s3_sign;
        end
        lz = {3'h0, fp32_add4_r_lz};
        emax = (fp32_add4_s3_exp - 1);
        if ((emax < lz)) begin
            fp32_add4_s4_sh <= emax[5-1:0];
        end
        else begin
            fp32_add4_s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge clk) begin: fp32_add4_stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (ce) begin
        fp32_add4_s5_sign <= fp32_add4_s4_sign;
        fp32_add4_s5_spec <= fp32_add4_s4_spec;
        fp32_add4_s5_sval <= fp32_add4_s4_sval;
        if (fp32_add4_s4_r[27]) begin
            lsb = (fp32_add4_s4_r[1] | fp32_add4_s4_r[0]);
            fp32_add4_s5_n <= {fp32_add4_s4_r[28-1:2], lsb};
            fp32_add4_s5_exp <= (fp32_add4_s4_exp + 1);
        end
        else begin
            n = (fp32_add4_s4_r[27-1:0] << fp32_add4_s4_sh);
            fp32_add4_s5_n <= n;
            fp32_add4_s5_exp <= ({1'h0, fp32_add4_s4_exp} - {4'h0, fp32_add4_s4_sh});
        end
    end
end


always @(posedge clk) begin: fp32_add4_stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (ce) begin
        if (fp32_add4_s5_spec) begin
            fp32_add4_out_sum <= fp32_add4_s5_sval;
        end
        else if ((fp32_add4_s5_exp >= 255)) begin
            fp32_add4_out_sum <= {fp32_add4_s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (fp32_add4_s5_n[2] & ((fp32_add4_s5_n[1] | fp32_add4_s5_n[0]) | fp32_add4_s5_n[3]));
            if (fp32_add4_s5_n[26]) begin
                word = {fp32_add4_s5_exp[8-1:0], fp32_add4_s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, fp32_add4_s5_n[26-1:3]};
            end
            word = (word + up);
            fp32_add4_out_sum <= {fp32_add4_s5_sign, word};
        end
    end
end



assign fp32_add5_op_a = in_a[192-1:160];
assign fp32_add5_op_b = in_b[192-1:160];



assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_hi = (!fp32_add5_lzc5_x[30]);
assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_hi = (fp32_add5_lzc5_x[30] | fp32_add5_lzc5_x[29]);



assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_lo = (!fp32_add5_lzc5_x[28]);
assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_lo = (fp32_add5_lzc5_x[28] | fp32_add5_lzc5_x[27]);


always @(fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_hi, fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_lo, fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_hi) begin: fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_combine
    if (fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_hi) begin
        fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi[1] = 0;
        fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi[1-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_hi;
    end
    else begin
        fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi[1] = 1;
        fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi[1-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_lo;
    end
end



assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_hi = (fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_hi | fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_lo);



assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_hi = (!fp32_add5_lzc5_x[26]);
assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_hi = (fp32_add5_lzc5_x[26] | fp32_add5_lzc5_x[25]);



assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_lo = (!fp32_add5_lzc5_x[24]);
assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_lo = (fp32_add5_lzc5_x[24] | fp32_add5_lzc5_x[23]);


always @(fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_hi, fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_lo, fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_hi) begin: fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_combine
    if (fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_hi) begin
        fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo[1] = 0;
        fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo[1-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_hi;
    end
    else begin
        fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo[1] = 1;
        fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo[1-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_lo;
    end
end



assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_lo = (fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_hi | fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_lo);


always @(fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_hi, fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo, fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi) begin: fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_combine
    if (fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_hi) begin
        fp32_add5_lzc5__lzc_node155__lzc_node156_c_hi[2] = 0;
        fp32_add5_lzc5__lzc_node155__lzc_node156_c_hi[2-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi;
    end
    else begin
        fp32_add5_lzc5__lzc_node155__lzc_node156_c_hi[2] = 1;
        fp32_add5_lzc5__lzc_node155__lzc_node156_c_hi[2-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo;
    end
end



assign fp32_add5_lzc5__lzc_node155__lzc_node156_v_hi = (fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_hi | fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_lo);



assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_hi = (!fp32_add5_lzc5_x[22]);
assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_hi = (fp32_add5_lzc5_x[22] | fp32_add5_lzc5_x[21]);



assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_lo = (!fp32_add5_lzc5_x[20]);
assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_lo = (fp32_add5_lzc5_x[20] | fp32_add5_lzc5_x[19]);


always @(fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_hi, fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_lo, fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_hi) begin: fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_combine
    if (fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_hi) begin
        fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi[1] = 0;
        fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi[1-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_hi;
    end
    else begin
        fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi[1] = 1;
        fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi[1-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_lo;
    end
end



assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_hi = (fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_hi | fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_lo);



assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_hi = (!fp32_add5_lzc5_x[18]);
assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_hi = (fp32_add5_lzc5_x[18] | fp32_add5_lzc5_x[17]);



assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_lo = (!fp32_add5_lzc5_x[16]);
assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_lo = (fp32_add5_lzc5_x[16] | fp32_add5_lzc5_x[15]);


always @(fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_hi, fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_lo, fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_hi) begin: fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_combine
    if (fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_hi) begin
        fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo[1] = 0;
        fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo[1-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_hi;
    end
    else begin
        fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo[1] = 1;
        fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo[1-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_lo;
    end
end



assign fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_lo = (fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_hi | fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_lo);


always @(fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_hi, fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo, fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi) begin: fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_combine
    if (fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_hi) begin
        fp32_add5_lzc5__lzc_node155__lzc_node156_c_lo[2] = 0;
        fp32_add5_lzc5__lzc_node155__lzc_node156_c_lo[2-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi;
    end
    else begin
        fp32_add5_lzc5__lzc_node155__lzc_node156_c_lo[2] = 1;
        fp32_add5_lzc5__lzc_node155__lzc_node156_c_lo[2-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo;
    end
end



assign fp32_add5_lzc5__lzc_node155__lzc_node156_v_lo = (fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_hi | fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_lo);


always @(fp32_add5_lzc5__lzc_node155__lzc_node156_v_hi, fp32_add5_lzc5__lzc_node155__lzc_node156_c_lo, fp32_add5_lzc5__lzc_node155__lzc_node156_c_hi) begin: fp32_add5_lzc5__lzc_node155__lzc_node156_combine
    if (fp32_add5_lzc5__lzc_node155__lzc_node156_v_hi) begin
        fp32_add5_lzc5__lzc_node155_c_hi[3] = 0;
        fp32_add5_lzc5__lzc_node155_c_hi[3-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node156_c_hi;
    end
    else begin
        fp32_add5_lzc5__lzc_node155_c_hi[3] = 1;
        fp32_add5_lzc5__lzc_node155_c_hi[3-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node156_c_lo;
    end
end



assign fp32_add5_lzc5__lzc_node155_v_hi = (fp32_add5_lzc5__lzc_node155__lzc_node156_v_hi | fp32_add5_lzc5__lzc_node155__lzc_node156_v_lo);



assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_hi = (!fp32_add5_lzc5_x[14]);
assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_hi = (fp32_add5_lzc5_x[14] | fp32_add5_lzc5_x[13]);



assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_lo = (!fp32_add5_lzc5_x[12]);
assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_lo = (fp32_add5_lzc5_x[12] | fp32_add5_lzc5_x[11]);


always @(fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_hi, fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_lo, fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_hi) begin: fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_combine
    if (fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_hi) begin
        fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi[1] = 0;
        fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi[1-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_hi;
    end
    else begin
        fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi[1] = 1;
        fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi[1-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_lo;
    end
end



assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_hi = (fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_hi | fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_lo);



assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_hi = (!fp32_add5_lzc5_x[10]);
assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_hi = (fp32_add5_lzc5_x[10] | fp32_add5_lzc5_x[9]);



assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_lo = (!fp32_add5_lzc5_x[8]);
assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_lo = (fp32_add5_lzc5_x[8] | fp32_add5_lzc5_x[7]);


always @(fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_hi, fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_lo, fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_hi) begin: fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_combine
    if (fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_hi) begin
        fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo[1] = 0;
        fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo[1-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_hi;
    end
    else begin
        fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo[1] = 1;
        fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo[1-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_lo;
    end
end



assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_lo = (fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_hi | fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_lo);


always @(fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_hi, fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo, fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi) begin: fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_combine
    if (fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_hi) begin
        fp32_add5_lzc5__lzc_node155__lzc_node171_c_hi[2] = 0;
        fp32_add5_lzc5__lzc_node155__lzc_node171_c_hi[2-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi;
    end
    else begin
        fp32_add5_lzc5__lzc_node155__lzc_node171_c_hi[2] = 1;
        fp32_add5_lzc5__lzc_node155__lzc_node171_c_hi[2-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo;
    end
end



assign fp32_add5_lzc5__lzc_node155__lzc_node171_v_hi = (fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_hi | fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_lo);



assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_hi = (!fp32_add5_lzc5_x[6]);
assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_hi = (fp32_add5_lzc5_x[6] | fp32_add5_lzc5_x[5]);



assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_lo = (!fp32_add5_lzc5_x[4]);
assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_lo = (fp32_add5_lzc5_x[4] | fp32_add5_lzc5_x[3]);


always @(fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_hi, fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_lo, fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_hi) begin: fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_combine
    if (fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_hi) begin
        fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi[1] = 0;
        fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi[1-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_hi;
    end
    else begin
        fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi[1] = 1;
        fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi[1-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_lo;
    end
end



assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_v_hi = (fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_hi | fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_lo);



assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_hi = (!fp32_add5_lzc5_x[2]);
assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_v_hi = (fp32_add5_lzc5_x[2] | fp32_add5_lzc5_x[1]);



assign fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_lo = (!fp32_add5_lzc5_x[0]);


always @(fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_v_hi, fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_lo, fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_hi) begin: fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_combine
    if (fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_v_hi) begin
        fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo[1] = 0;
        fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo[1-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_hi;
    end
    else begin
        fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo[1] = 1;
        fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo[1-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_lo;
    end
end


always @(fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_v_hi, fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo, fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi) begin: fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_combine
    if (fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_v_hi) begin
        fp32_add5_lzc5__lzc_node155__lzc_node171_c_lo[2] = 0;
        fp32_add5_lzc5__lzc_node155__lzc_node171_c_lo[2-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi;
    end
    else begin
        fp32_add5_lzc5__lzc_node155__lzc_node171_c_lo[2] = 1;
        fp32_add5_lzc5__lzc_node155__lzc_node171_c_lo[2-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo;
    end
end


always @(fp32_add5_lzc5__lzc_node155__lzc_node171_v_hi, fp32_add5_lzc5__lzc_node155__lzc_node171_c_lo, fp32_add5_lzc5__lzc_node155__lzc_node171_c_hi) begin: fp32_add5_lzc5__lzc_node155__lzc_node171_combine
    if (fp32_add5_lzc5__lzc_node155__lzc_node171_v_hi) begin
        fp32_add5_lzc5__lzc_node155_c_lo[3] = 0;
        fp32_add5_lzc5__lzc_node155_c_lo[3-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node171_c_hi;
    end
    else begin
        fp32_add5_lzc5__lzc_node155_c_lo[3] = 1;
        fp32_add5_lzc5__lzc_node155_c_lo[3-1:0] = fp32_add5_lzc5__lzc_node155__lzc_node171_c_lo;
    end
end


always @(fp32_add5_lzc5__lzc_node155_v_hi, fp32_add5_lzc5__lzc_node155_c_lo, fp32_add5_lzc5__lzc_node155_c_hi) begin: fp32_add5_lzc5__lzc_node155_combine
    if (fp32_add5_lzc5__lzc_node155_v_hi) begin
        fp32_add5_r_lz[4] = 0;
        fp32_add5_r_lz[4-1:0] = fp32_add5_lzc5__lzc_node155_c_hi;
    end
    else begin
        fp32_add5_r_lz[4] = 1;
        fp32_add5_r_lz[4-1:0] = fp32_add5_lzc5__lzc_node155_c_lo;
    end
end


always @(posedge clk) begin: fp32_add5_stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (ce) begin
        ea = fp32_add5_op_a[31-1:23];
        eb = fp32_add5_op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((fp32_add5_op_a[31-1:0] >= fp32_add5_op_b[31-1:0])) begin
            fp32_add5_s1_sign <= fp32_add5_op_a[31];
            fp32_add5_s1_exp <= ea;
            fp32_add5_s1_mx <= {ha, fp32_add5_op_a[23-1:0]};
            fp32_add5_s1_my <= {hb, fp32_add5_op_b[23-1:0]};
            fp32_add5_s1_diff <= (ea - eb);
        end
        else begin
            fp32_add5_s1_sign <= fp32_add5_op_b[31];
            fp32_add5_s1_exp <= eb;
            fp32_add5_s1_mx <= {hb, fp32_add5_op_b[23-1:0]};
            fp32_add5_s1_my <= {ha, fp32_add5_op_a[23-1:0]};
            fp32_add5_s1_diff <= (eb - ea);
        end
        fp32_add5_s1_sub <= (fp32_add5_op_a[31] != fp32_add5_op_b[31]);
        if (((fp32_add5_op_a[31-1:23] == 255) && (fp32_add5_op_a[23-1:0] != 0))) begin
            fp32_add5_s1_spec <= 1;
            fp32_add5_s1_sval <= (fp32_add5_op_a | 4194304);
        end
        else if (((fp32_add5_op_b[31-1:23] == 255) && (fp32_add5_op_b[23-1:0] != 0))) begin
            fp32_add5_s1_spec <= 1;
            fp32_add5_s1_sval <= (fp32_add5_op_b | 4194304);
        end
        else if (((fp32_add5_op_a[31-1:23] == 255) && (fp32_add5_op_b[31-1:23] == 255) && (fp32_add5_op_a[31] != fp32_add5_op_b[31]))) begin
            fp32_add5_s1_spec <= 1;
            fp32_add5_s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((fp32_add5_op_a[31-1:23] == 255)) begin
            fp32_add5_s1_spec <= 1;
            fp32_add5_s1_sval <= fp32_add5_op_a;
        end
        else if ((fp32_add5_op_b[31-1:23] == 255)) begin
            fp32_add5_s1_spec <= 1;
            fp32_add5_s1_sval <= fp32_add5_op_b;
        end
        else begin
            fp32_add5_s1_spec <= 0;
            fp32_add5_s1_sval <= 0;
        end
    end
end


always @(posedge clk) begin: fp32_add5_stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (ce) begin
        fp32_add5_s2_sign <= fp32_add5_s1_sign;
        fp32_add5_s2_sub <= fp32_add5_s1_sub;
        fp32_add5_s2_exp <= fp32_add5_s1_exp;
        fp32_add5_s2_spec <= fp32_add5_s1_spec;
        fp32_add5_s2_sval <= fp32_add5_s1_sval;
        fp32_add5_s2_x <= {fp32_add5_s1_mx, 3'h0};
        if ((fp32_add5_s1_diff >= 27)) begin
            fp32_add5_s2_y <= {26'h0, (fp32_add5_s1_my != 0)};
        end
        else begin
            w = ({fp32_add5_s1_my, 30'h0} >>> fp32_add5_s1_diff[5-1:0]);
            y = w[54-1:27];
            fp32_add5_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge clk) begin: fp32_add5_stage3
    if (ce) begin
        fp32_add5_s3_sign <= fp32_add5_s2_sign;
        fp32_add5_s3_sub <= fp32_add5_s2_sub;
        fp32_add5_s3_exp <= fp32_add5_s2_exp;
        fp32_add5_s3_spec <= fp32_add5_s2_spec;
        fp32_add5_s3_sval <= fp32_add5_s2_sval;
        if (fp32_add5_s2_sub) begin
            fp32_add5_s3_r <= (fp32_add5_s2_x - fp32_add5_s2_y);
        end
        else begin
            fp32_add5_s3_r <= (fp32_add5_s2_x + fp32_add5_s2_y);
        end
    end
end


always @(posedge clk) begin: fp32_add5_stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (ce) begin
        fp32_add5_s4_exp <= fp32_add5_s3_exp;
        fp32_add5_s4_r <= fp32_add5_s3_r;
        fp32_add5_s4_spec <= fp32_add5_s3_spec;
        fp32_add5_s4_sval <= fp32_add5_s3_sval;
        if ((fp32_add5_s3_sub && (fp32_add5_s3_r == 0))) begin
            fp32_add5_s4_sign <= 0;
        end
        else begin
            fp32_add5_s4_sign <= fp32_add5_s3_sign;
        end
        lz = {3'h0, fp32_add5_r_lz};
        emax = (fp32_add5_s3_exp - 1);
        if ((emax < lz)) begin
            fp32_add5_s4_sh <= emax[5-1:0];
        end
        else begin
            fp32_add5_s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge clk) begin: fp32_add5_stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (ce) begin
        fp32_add5_s5_sign <= fp32_add5_s4_sign;
        fp32_add5_s5_spec <= fp32_add5_s4_spec;
        fp32_add5_s5_sval <= fp32_add5_s4_sval;
        if (fp32_add5_s4_r[27]) begin
            lsb = (fp32_add5_s4_r[1] | fp32_add5_s4_r[0]);
            fp32_add5_s5_n <= {fp32_add5_s4_r[28-1:2], lsb};
            fp32_add5_s5_exp <= (fp32_add5_s4_exp + 1);
        end
        else begin
            n = (fp32_add5_s4_r[27-1:0] << fp32_add5_s4_sh);
            fp32_add5_s5_n <= n;
            fp32_add5_s5_exp <= ({1'h0, fp32_add5_s4_exp} - {4'h0, fp32_add5_s4_sh});
        end
    end
end


always @(posedge clk) begin: fp32_add5_stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (ce) begin
        if (fp32_add5_s5_spec) begin
            fp32_add5_out_sum <= fp32_add5_s5_sval;
        end
        else if ((fp32_add5_s5_exp >= 255)) begin
            fp32_add5_out_sum <= {fp32_add5_s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (fp32_add5_s5_n[2] & ((fp32_add5_s5_n[1] | fp32_add5_s5_n[0]) | fp32_add5_s5_n[3]));
            if (fp32_add5_s5_n[26]) begin
                word = {fp32_add5_s5_exp[8-1:0], fp32_add5_s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, fp32_add5_s5_n[26-1:3]};
            end
            word = (word + up);
            fp32_add5_out_sum <= {fp32_add5_s5_sign, word};
        end
    end
end



assign fp32_add6_op_a = in_a[224-1:192];
assign fp32_add6_op_b = in_b[224-1:192];



assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_hi = (!fp32_add6_lzc6_x[30]);
assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_hi = (fp32_add6_lzc6_x[30] | fp32_add6_lzc6_x[29]);



assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_lo = (!fp32_add6_lzc6_x[28]);
assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_lo = (fp32_add6_lzc6_x[28] | fp32_add6_lzc6_x[27]);


always @(fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_hi, fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_lo, fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_hi) begin: fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_combine
    if (fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_hi) begin
        fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi[1] = 0;
        fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi[1-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_hi;
    end
    else begin
        fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi[1] = 1;
        fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi[1-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_lo;
    end
end



assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_hi = (fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_hi | fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_lo);



assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_hi = (!fp32_add6_lzc6_x[26]);
assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_hi = (fp32_add6_lzc6_x[26] | fp32_add6_lzc6_x[25]);



assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_lo = (!fp32_add6_lzc6_x[24]);
assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_lo = (fp32_add6_lzc6_x[24] | fp32_add6_lzc6_x[23]);


always @(fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_hi, fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_lo, fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_hi) begin: fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_combine
    if (fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_hi) begin
        fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo[1] = 0;
        fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo[1-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_hi;
    end
    else begin
        fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo[1] = 1;
        fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo[1-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_lo;
    end
end



assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_lo = (fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_hi | fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_lo);


always @(fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_hi, fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo, fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi) begin: fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_combine
    if (fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_hi) begin
        fp32_add6_lzc6__lzc_node186__lzc_node187_c_hi[2] = 0;
        fp32_add6_lzc6__lzc_node186__lzc_node187_c_hi[2-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi;
    end
    else begin
        fp32_add6_lzc6__lzc_node186__lzc_node187_c_hi[2] = 1;
        fp32_add6_lzc6__lzc_node186__lzc_node187_c_hi[2-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo;
    end
end



assign fp32_add6_lzc6__lzc_node186__lzc_node187_v_hi = (fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_hi | fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_lo);



assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_hi = (!fp32_add6_lzc6_x[22]);
assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_hi = (fp32_add6_lzc6_x[22] | fp32_add6_lzc6_x[21]);



assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_lo = (!fp32_add6_lzc6_x[20]);
assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_lo = (fp32_add6_lzc6_x[20] | fp32_add6_lzc6_x[19]);


always @(fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_hi, fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_lo, fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_hi) begin: fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_combine
    if (fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_hi) begin
        fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi[1] = 0;
        fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi[1-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_hi;
    end
    else begin
        fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi[1] = 1;
        fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi[1-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_lo;
    end
end



assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_hi = (fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_hi | fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_lo);



assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_hi = (!fp32_add6_lzc6_x[18]);
assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_hi = (fp32_add6_lzc6_x[18] | fp32_add6_lzc6_x[17]);



assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_lo = (!fp32_add6_lzc6_x[16]);
assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_lo = (fp32_add6_lzc6_x[16] | fp32_add6_lzc6_x[15]);


always @(fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_hi, fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_lo, fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_hi) begin: fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_combine
    if (fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_hi) begin
        fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo[1] = 0;
        fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo[1-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_hi;
    end
    else begin
        fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo[1] = 1;
        fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo[1-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_lo;
    end
end



assign fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_lo = (fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_hi | fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_lo);


always @(fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_hi, fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo, fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi) begin: fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_combine
    if (fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_hi) begin
        fp32_add6_lzc6__lzc_node186__lzc_node187_c_lo[2] = 0;
        fp32_add6_lzc6__lzc_node186__lzc_node187_c_lo[2-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi;
    end
    else begin
        fp32_add6_lzc6__lzc_node186__lzc_node187_c_lo[2] = 1;
        fp32_add6_lzc6__lzc_node186__lzc_node187_c_lo[2-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo;
    end
end



assign fp32_add6_lzc6__lzc_node186__lzc_node187_v_lo = (fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_hi | fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_lo);


always @(fp32_add6_lzc6__lzc_node186__lzc_node187_v_hi, fp32_add6_lzc6__lzc_node186__lzc_node187_c_lo, fp32_add6_lzc6__lzc_node186__lzc_node187_c_hi) begin: fp32_add6_lzc6__lzc_node186__lzc_node187_combine
    if (fp32_add6_lzc6__lzc_node186__lzc_node187_v_hi) begin
        fp32_add6_lzc6__lzc_node186_c_hi[3] = 0;
        fp32_add6_lzc6__lzc_node186_c_hi[3-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node187_c_hi;
    end
    else begin
        fp32_add6_lzc6__lzc_node186_c_hi[3] = 1;
        fp32_add6_lzc6__lzc_node186_c_hi[3-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node187_c_lo;
    end
end



assign fp32_add6_lzc6__lzc_node186_v_hi = (fp32_add6_lzc6__lzc_node186__lzc_node187_v_hi | fp32_add6_lzc6__lzc_node186__lzc_node187_v_lo);



assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_hi = (!fp32_add6_lzc6_x[14]);
assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_hi = (fp32_add6_lzc6_x[14] | fp32_add6_lzc6_x[13]);



assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_lo = (!fp32_add6_lzc6_x[12]);
assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_lo = (fp32_add6_lzc6_x[12] | fp32_add6_lzc6_x[11]);


always @(fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_hi, fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_lo, fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_hi) begin: fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_combine
    if (fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_hi) begin
        fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi[1] = 0;
        fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi[1-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_hi;
    end
    else begin
        fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi[1] = 1;
        fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi[1-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_lo;
    end
end



assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_hi = (fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_hi | fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_lo);



assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_hi = (!fp32_add6_lzc6_x[10]);
assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_hi = (fp32_add6_lzc6_x[10] | fp32_add6_lzc6_x[9]);



assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_lo = (!fp32_add6_lzc6_x[8]);
assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_lo = (fp32_add6_lzc6_x[8] | fp32_add6_lzc6_x[7]);


always @(fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_hi, fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_lo, fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_hi) begin: fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_combine
    if (fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_hi) begin
        fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo[1] = 0;
        fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo[1-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_hi;
    end
    else begin
        fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo[1] = 1;
        fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo[1-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_lo;
    end
end



assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_lo = (fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_hi | fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_lo);


always @(fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_hi, fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo, fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi) begin: fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_combine
    if (fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_hi) begin
        fp32_add6_lzc6__lzc_node186__lzc_node202_c_hi[2] = 0;
        fp32_add6_lzc6__lzc_node186__lzc_node202_c_hi[2-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi;
    end
    else begin
        fp32_add6_lzc6__lzc_node186__lzc_node202_c_hi[2] = 1;
        fp32_add6_lzc6__lzc_node186__lzc_node202_c_hi[2-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo;
    end
end



assign fp32_add6_lzc6__lzc_node186__lzc_node202_v_hi = (fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_hi | fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_lo);



assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_hi = (!fp32_add6_lzc6_x[6]);
assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_hi = (fp32_add6_lzc6_x[6] | fp32_add6_lzc6_x[5]);



assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_lo = (!fp32_add6_lzc6_x[4]);
assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_lo = (fp32_add6_lzc6_x[4] | fp32_add6_lzc6_x[3]);


always @(fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_hi, fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_lo, fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_hi) begin: fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_combine
    if (fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_hi) begin
        fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi[1] = 0;
        fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi[1-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_hi;
    end
    else begin
        fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi[1] = 1;
        fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi[1-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_lo;
    end
end



assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_v_hi = (fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_hi | fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_lo);



assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_hi = (!fp32_add6_lzc6_x[2]);
assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_v_hi = (fp32_add6_lzc6_x[2] | fp32_add6_lzc6_x[1]);



assign fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_lo = (!fp32_add6_lzc6_x[0]);


always @(fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_v_hi, fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_lo, fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_hi) begin: fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_combine
    if (fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_v_hi) begin
        fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo[1] = 0;
        fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo[1-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_hi;
    end
    else begin
        fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo[1] = 1;
        fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo[1-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_lo;
    end
end


always @(fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_v_hi, fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo, fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi) begin: fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_combine
    if (fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_v_hi) begin
        fp32_add6_lzc6__lzc_node186__lzc_node202_c_lo[2] = 0;
        fp32_add6_lzc6__lzc_node186__lzc_node202_c_lo[2-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi;
    end
    else begin
        fp32_add6_lzc6__lzc_node186__lzc_node202_c_lo[2] = 1;
        fp32_add6_lzc6__lzc_node186__lzc_node202_c_lo[2-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo;
    end
end


always @(fp32_add6_lzc6__lzc_node186__lzc_node202_v_hi, fp32_add6_lzc6__lzc_node186__lzc_node202_c_lo, fp32_add6_lzc6__lzc_node186__lzc_node202_c_hi) begin: fp32_add6_lzc6__lzc_node186__lzc_node202_combine
    if (fp32_add6_lzc6__lzc_node186__lzc_node202_v_hi) begin
        fp32_add6_lzc6__lzc_node186_c_lo[3] = 0;
        fp32_add6_lzc6__lzc_node186_c_lo[3-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node202_c_hi;
    end
    else begin
        fp32_add6_lzc6__lzc_node186_c_lo[3] = 1;
        fp32_add6_lzc6__lzc_node186_c_lo[3-1:0] = fp32_add6_lzc6__lzc_node186__lzc_node202_c_lo;
    end
end


always @(fp32_add6_lzc6__lzc_node186_v_hi, fp32_add6_lzc6__lzc_node186_c_lo, fp32_add6_lzc6__lzc_node186_c_hi) begin: fp32_add6_lzc6__lzc_node186_combine
    if (fp32_add6_lzc6__lzc_node186_v_hi) begin
        fp32_add6_r_lz[4] = 0;
        fp32_add6_r_lz[4-1:0] = fp32_add6_lzc6__lzc_node186_c_hi;
    end
    else begin
        fp32_add6_r_lz[4] = 1;
        fp32_add6_r_lz[4-1:0] = fp32_add6_lzc6__lzc_node186_c_lo;
    end
end


always @(posedge clk) begin: fp32_add6_stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (ce) begin
        ea = fp32_add6_op_a[31-1:23];
        eb = fp32_add6_op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((fp32_add6_op_a[31-1:0] >= fp32_add6_op_b[31-1:0])) begin
            fp32_add6_s1_sign <= fp32_add6_op_a[31];
            fp32_add6_s1_exp <= ea;
            fp32_add6_s1_mx <= {ha, fp32_add6_op_a[23-1:0]};
            fp32_add6_s1_my <= {hb, fp32_add6_op_b[23-1:0]};
            fp32_add6_s1_diff <= (ea - eb);
        end
        else begin
            fp32_add6_s1_sign <= fp32_add6_op_b[31];
            fp32_add6_s1_exp <= eb;
            fp32_add6_s1_mx <= {hb, fp32_add6_op_b[23-1:0]};
            fp32_add6_s1_my <= {ha, fp32_add6_op_a[23-1:0]};
            fp32_add6_s1_diff <= (eb - ea);
        end
        fp32_add6_s1_sub <= (fp32_add6_op_a[31] != fp32_add6_op_b[31]);
        if (((fp32_add6_op_a[31-1:23] == 255) && (fp32_add6_op_a[23-1:0] != 0))) begin
            fp32_add6_s1_spec <= 1;
            fp32_add6_s1_sval <= (fp32_add6_op_a | 4194304);
        end
        else if (((fp32_add6_op_b[31-1:23] == 255) && (fp32_add6_op_b[23-1:0] != 0))) begin
            fp32_add6_s1_spec <= 1;
            fp32_add6_s1_sval <= (fp32_add6_op_b | 4194304);
        end
        else if (((fp32_add6_op_a[31-1:23] == 255) && (fp32_add6_op_b[31-1:23] == 255) && (fp32_add6_op_a[31] != fp32_add6_op_b[31]))) begin
            fp32_add6_s1_spec <= 1;
            fp32_add6_s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((fp32_add6_op_a[31-1:23] == 255)) begin
            fp32_add6_s1_spec <= 1;
            fp32_add6_s1_sval <= fp32_add6_op_a;
        end
        else if ((fp32_add6_op_b[31-1:23] == 255)) begin
            fp32_add6_s1_spec <= 1;
            fp32_add6_s1_sval <= fp32_add6_op_b;
        end
        else begin
            fp32_add6_s1_spec <= 0;
            fp32_add6_s1_sval <= 0;
        end
    end
end


always @(posedge clk) begin: fp32_add6_stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (ce) begin
        fp32_add6_s2_sign <= fp32_add6_s1_sign;
        fp32_add6_s2_sub <= fp32_add6_s1_sub;
        fp32_add6_s2_exp <= fp32_add6_s1_exp;
        fp32_add6_s2_spec <= fp32_add6_s1_spec;
        fp32_add6_s2_sval <= fp32_add6_s1_sval;
        fp32_add6_s2_x <= {fp32_add6_s1_mx, 3'h0};
        if ((fp32_add6_s1_diff >= 27)) begin
            fp32_add6_s2_y <= {26'h0, (fp32_add6_s1_my != 0)};
        end
        else begin
            w = ({fp32_add6_s1_my, 30'h0} >>> fp32_add6_s1_diff[5-1:0]);
            y = w[54-1:27];
            fp32_add6_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge clk) begin: fp32_add6_stage3
    if (ce) begin
        fp32_add6_s3_sign <= fp32_add6_s2_sign;
        fp32_add6_s3_sub <= fp32_add6_s2_sub;
        fp32_add6_s3_exp <= fp32_add6_s2_exp;
        fp32_add6_s3_spec <= fp32_add6_s2_spec;
        fp32_add6_s3_sval <= fp32_add6_s2_sval;
        if (fp32_add6_s2_sub) begin
            fp32_add6_s3_r <= (fp32_add6_s2_x - fp32_add6_s2_y);
        end
        else begin
            fp32_add6_s3_r <= (fp32_add6_s2_x + fp32_add6_s2_y);
        end
    end
end


always @(posedge clk) begin: fp32_add6_stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (ce) begin
        fp32_add6_s4_exp <= fp32_add6_s3_exp;
        fp32_add6_s4_r <= fp32_add6_s3_r;
        fp32_add6_s4_spec <= fp32_add6_s3_spec;
        fp32_add6_s4_sval <= fp32_add6_s3_sval;
        if ((fp32_add6_s3_sub && (fp32_add6_s3_r == 0))) begin
            fp32_add6_s4_sign <= 0;
        end
        else begin
            fp32_add6_s4_sign <= fp32_add6_s3_sign;
        end
        lz = {3'h0, fp32_add6_r_lz};
        emax = (fp32_add6_s3_exp - 1);
        if ((emax < lz)) begin
            fp32_add6_s4_sh <= emax[5-1:0];
        end
        else begin
            fp32_add6_s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge clk) begin: fp32_add6_stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (ce) begin
        fp32_add6_s5_sign <= fp32_add6_s4_sign;
        fp32_add6_s5_spec <= fp32_add6_s4_spec;
        fp32_add6_s5_sval <= fp32_add6_s4_sval;
        if (fp32_add6_s4_r[27]) begin
            lsb = (fp32_add6_s4_r[1] | fp32_add6_s4_r[0]);
            fp32_add6_s5_n <= {fp32_add6_s4_r[28-1:2], lsb};
            fp32_add6_s5_exp <= (fp32_add6_s4_exp + 1);
        end
        else begin
            n = (fp32_add6_s4_r[27-1:0] << fp32_add6_s4_sh);
            fp32_add6_s5_n <= n;
            fp32_add6_s5_exp <= ({1'h0, fp32_add6_s4_exp} - {4'h0, fp32_add6_s4_sh});
        end
    end
end


always @(posedge clk) begin: fp32_add6_stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (ce) begin
        if (fp32_add6_s5_spec) begin
            fp32_add6_out_sum <= fp32_add6_s5_sval;
        end
        else if ((fp32_add6_s5_exp >= 255)) begin
            fp32_add6_out_sum <= {fp32_add6_s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (fp32_add6_s5_n[2] & ((fp32_add6_s5_n[1] | fp32_add6_s5_n[0]) | fp32_add6_s5_n[3]));
            if (fp32_add6_s5_n[26]) begin
                word = {fp32_add6_s5_exp[8-1:0], fp32_add6_s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, fp32_add6_s5_n[26-1:3]};
            end
            word = (word + up);
            fp32_add6_out_sum <= {fp32_add6_s5_sign, word};
        end
    end
end



assign fp32_add7_op_a = in_a[256-1:224];
assign fp32_add7_op_b = in_b[256-1:224];



assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_hi = (!fp32_add7_lzc7_x[30]);
assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_hi = (fp32_add7_lzc7_x[30] | fp32_add7_lzc7_x[29]);



assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_lo = (!fp32_add7_lzc7_x[28]);
assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_lo = (fp32_add7_lzc7_x[28] | fp32_add7_lzc7_x[27]);


always @(fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_hi, fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_lo, fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_hi) begin: fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_combine
    if (fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_hi) begin
        fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi[1] = 0;
        fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi[1-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_hi;
    end
    else begin
        fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi[1] = 1;
        fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi[1-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_lo;
    end
end



assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_hi = (fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_hi | fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_lo);



assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_hi = (!fp32_add7_lzc7_x[26]);
assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_hi = (fp32_add7_lzc7_x[26] | fp32_add7_lzc7_x[25]);



assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_lo = (!fp32_add7_lzc7_x[24]);
assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_lo = (fp32_add7_lzc7_x[24] | fp32_add7_lzc7_x[23]);


always @(fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_hi, fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_lo, fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_hi) begin: fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_combine
    if (fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_hi) begin
        fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo[1] = 0;
        fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo[1-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_hi;
    end
    else begin
        fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo[1] = 1;
        fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo[1-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_lo;
    end
end



assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_lo = (fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_hi | fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_lo);


always @(fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_hi, fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo, fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi) begin: fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_combine
    if (fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_hi) begin
        fp32_add7_lzc7__lzc_node217__lzc_node218_c_hi[2] = 0;
        fp32_add7_lzc7__lzc_node217__lzc_node218_c_hi[2-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi;
    end
    else begin
        fp32_add7_lzc7__lzc_node217__lzc_node218_c_hi[2] = 1;
        fp32_add7_lzc7__lzc_node217__lzc_node218_c_hi[2-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo;
    end
end



assign fp32_add7_lzc7__lzc_node217__lzc_node218_v_hi = (fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_hi | fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_lo);



assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_hi = (!fp32_add7_lzc7_x[22]);
assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_hi = (fp32_add7_lzc7_x[22] | fp32_add7_lzc7_x[21]);



assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_lo = (!fp32_add7_lzc7_x[20]);
assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_lo = (fp32_add7_lzc7_x[20] | fp32_add7_lzc7_x[19]);


always @(fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_hi, fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_lo, fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_hi) begin: fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_combine
    if (fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_hi) begin
        fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi[1] = 0;
        fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi[1-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_hi;
    end
    else begin
        fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi[1] = 1;
        fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi[1-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_lo;
    end
end



assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_hi = (fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_hi | fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_lo);



assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_hi = (!fp32_add7_lzc7_x[18]);
assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_hi = (fp32_add7_lzc7_x[18] | fp32_add7_lzc7_x[17]);



assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_lo = (!fp32_add7_lzc7_x[16]);
assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_lo = (fp32_add7_lzc7_x[16] | fp32_add7_lzc7_x[15]);


always @(fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_hi, fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_lo, fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_hi) begin: fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_combine
    if (fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_hi) begin
        fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo[1] = 0;
        fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo[1-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_hi;
    end
    else begin
        fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo[1] = 1;
        fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo[1-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_lo;
    end
end



assign fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_lo = (fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_hi | fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_lo);


always @(fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_hi, fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo, fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi) begin: fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_combine
    if (fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_hi) begin
        fp32_add7_lzc7__lzc_node217__lzc_node218_c_lo[2] = 0;
        fp32_add7_lzc7__lzc_node217__lzc_node218_c_lo[2-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi;
    end
    else begin
        fp32_add7_lzc7__lzc_node217__lzc_node218_c_lo[2] = 1;
        fp32_add7_lzc7__lzc_node217__lzc_node218_c_lo[2-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo;
    end
end



assign fp32_add7_lzc7__lzc_node217__lzc_node218_v_lo = (fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_hi | fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_lo);


always @(fp32_add7_lzc7__lzc_node217__lzc_node218_v_hi, fp32_add7_lzc7__lzc_node217__lzc_node218_c_lo, fp32_add7_lzc7__lzc_node217__lzc_node218_c_hi) begin: fp32_add7_lzc7__lzc_node217__lzc_node218_combine
    if (fp32_add7_lzc7__lzc_node217__lzc_node218_v_hi) begin
        fp32_add7_lzc7__lzc_node217_c_hi[3] = 0;
        fp32_add7_lzc7__lzc_node217_c_hi[3-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node218_c_hi;
    end
    else begin
        fp32_add7_lzc7__lzc_node217_c_hi[3] = 1;
        fp32_add7_lzc7__lzc_node217_c_hi[3-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node218_c_lo;
    end
end



assign fp32_add7_lzc7__lzc_node217_v_hi = (fp32_add7_lzc7__lzc_node217__lzc_node218_v_hi | fp32_add7_lzc7__lzc_node217__lzc_node218_v_lo);



assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_hi = (!fp32_add7_lzc7_x[14]);
assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_hi = (fp32_add7_lzc7_x[14] | fp32_add7_lzc7_x[13]);



assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_lo = (!fp32_add7_lzc7_x[12]);
assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_lo = (fp32_add7_lzc7_x[12] | fp32_add7_lzc7_x[11]);


always @(fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_hi, fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_lo, fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_hi) begin: fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_combine
    if (fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_hi) begin
        fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi[1] = 0;
        fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi[1-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_hi;
    end
    else begin
        fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi[1] = 1;
        fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi[1-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_lo;
    end
end



assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_hi = (fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_hi | fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_lo);



assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_hi = (!fp32_add7_lzc7_x[10]);
assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_hi = (fp32_add7_lzc7_x[10] | fp32_add7_lzc7_x[9]);



assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_lo = (!fp32_add7_lzc7_x[8]);
assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_lo = (fp32_add7_lzc7_x[8] | fp32_add7_lzc7_x[7]);


always @(fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_hi, fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_lo, fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_hi) begin: fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_combine
    if (fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_hi) begin
        fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo[1] = 0;
        fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo[1-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_hi;
    end
    else begin
        fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo[1] = 1;
        fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo[1-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_lo;
    end
end



assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_lo = (fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_hi | fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_lo);


always @(fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_hi, fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo, fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi) begin: fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_combine
    if (fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_hi) begin
        fp32_add7_lzc7__lzc_node217__lzc_node233_c_hi[2] = 0;
        fp32_add7_lzc7__lzc_node217__lzc_node233_c_hi[2-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi;
    end
    else begin
        fp32_add7_lzc7__lzc_node217__lzc_node233_c_hi[2] = 1;
        fp32_add7_lzc7__lzc_node217__lzc_node233_c_hi[2-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo;
    end
end



assign fp32_add7_lzc7__lzc_node217__lzc_node233_v_hi = (fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_hi | fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_lo);



assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_hi = (!fp32_add7_lzc7_x[6]);
assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_hi = (fp32_add7_lzc7_x[6] | fp32_add7_lzc7_x[5]);



assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_lo = (!fp32_add7_lzc7_x[4]);
assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_lo = (fp32_add7_lzc7_x[4] | fp32_add7_lzc7_x[3]);


always @(fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_hi, fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_lo, fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_hi) begin: fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_combine
    if (fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_hi) begin
        fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi[1] = 0;
        fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi[1-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_hi;
    end
    else begin
        fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi[1] = 1;
        fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi[1-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_lo;
    end
end



assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_v_hi = (fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_hi | fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_lo);



assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_hi = (!fp32_add7_lzc7_x[2]);
assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_v_hi = (fp32_add7_lzc7_x[2] | fp32_add7_lzc7_x[1]);



assign fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_lo = (!fp32_add7_lzc7_x[0]);


always @(fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_v_hi, fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_lo, fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_hi) begin: fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_combine
    if (fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_v_hi) begin
        fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo[1] = 0;
        fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo[1-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_hi;
    end
    else begin
        fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo[1] = 1;
        fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo[1-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_lo;
    end
end


always @(fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_v_hi, fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo, fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi) begin: fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_combine
    if (fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_v_hi) begin
        fp32_add7_lzc7__lzc_node217__lzc_node233_c_lo[2] = 0;
        fp32_add7_lzc7__lzc_node217__lzc_node233_c_lo[2-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi;
    end
    else begin
        fp32_add7_lzc7__lzc_node217__lzc_node233_c_lo[2] = 1;
        fp32_add7_lzc7__lzc_node217__lzc_node233_c_lo[2-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo;
    end
end


always @(fp32_add7_lzc7__lzc_node217__lzc_node233_v_hi, fp32_add7_lzc7__lzc_node217__lzc_node233_c_lo, fp32_add7_lzc7__lzc_node217__lzc_node233_c_hi) begin: fp32_add7_lzc7__lzc_node217__lzc_node233_combine
    if (fp32_add7_lzc7__lzc_node217__lzc_node233_v_hi) begin
        fp32_add7_lzc7__lzc_node217_c_lo[3] = 0;
        fp32_add7_lzc7__lzc_node217_c_lo[3-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node233_c_hi;
    end
    else begin
        fp32_add7_lzc7__lzc_node217_c_lo[3] = 1;
        fp32_add7_lzc7__lzc_node217_c_lo[3-1:0] = fp32_add7_lzc7__lzc_node217__lzc_node233_c_lo;
    end
end


always @(fp32_add7_lzc7__lzc_node217_v_hi, fp32_add7_lzc7__lzc_node217_c_lo, fp32_add7_lzc7__lzc_node217_c_hi) begin: fp32_add7_lzc7__lzc_node217_combine
    if (fp32_add7_lzc7__lzc_node217_v_hi) begin
        fp32_add7_r_lz[4] = 0;
        fp32_add7_r_lz[4-1:0] = fp32_add7_lzc7__lzc_node217_c_hi;
    end
    else begin
        fp32_add7_r_lz[4] = 1;
        fp32_add7_r_lz[4-1:0] = fp32_add7_lzc7__lzc_node217_c_lo;
    end
end


always @(posedge clk) begin: fp32_add7_stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (ce) begin
        ea = fp32_add7_op_a[31-1:23];
        eb = fp32_add7_op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((fp32_add7_op_a[31-1:0] >= fp32_add7_op_b[31-1:0])) begin
            fp32_add7_s1_sign <= fp32_add7_op_a[31];
            fp32_add7_s1_exp <= ea;
            fp32_add7_s1_mx <= {ha, fp32_add7_op_a[23-1:0]};
            fp32_add7_s1_my <= {hb, fp32_add7_op_b[23-1:0]};
            fp32_add7_s1_diff <= (ea - eb);
        end
        else begin
            fp32_add7_s1_sign <= fp32_add7_op_b[31];
            fp32_add7_s1_exp <= eb;
            fp32_add7_s1_mx <= {hb, fp32_add7_op_b[23-1:0]};
            fp32_add7_s1_my <= {ha, fp32_add7_op_a[23-1:0]};
            fp32_add7_s1_diff <= (eb - ea);
        end
        fp32_add7_s1_sub <= (fp32_add7_op_a[31] != fp32_add7_op_b[31]);
        if (((fp32_add7_op_a[31-1:23] == 255) && (fp32_add7_op_a[23-1:0] != 0))) begin
            fp32_add7_s1_spec <= 1;
            fp32_add7_s1_sval <= (fp32_add7_op_a | 4194304);
        end
        else if (((fp32_add7_op_b[31-1:23] == 255) && (fp32_add7_op_b[23-1:0] != 0))) begin
            fp32_add7_s1_spec <= 1;
            fp32_add7_s1_sval <= (fp32_add7_op_b | 4194304);
        end
        else if (((fp32_add7_op_a[31-1:23] == 255) && (fp32_add7_op_b[31-1:23] == 255) && (fp32_add7_op_a[31] != fp32_add7_op_b[31]))) begin
            fp32_add7_s1_spec <= 1;
            fp32_add7_s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((fp32_add7_op_a[31-1:23] == 255)) begin
            fp32_add7_s1_spec <= 1;
            fp32_add7_s1_sval <= fp32_add7_op_a;
        end
        else if ((fp32_add7_op_b[31-1:23] == 255)) begin
            fp32_add7_s1_spec <= 1;
            fp32_add7_s1_sval <= fp32_add7_op_b;
        end
        else begin
            fp32_add7_s1_spec <= 0;
            fp32_add7_s1_sval <= 0;
        end
    end
end


always @(posedge clk) begin: fp32_add7_stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (ce) begin
        fp32_add7_s2_sign <= fp32_add7_s1_sign;
        fp32_add7_s2_sub <= fp32_add7_s1_sub;
        fp32_add7_s2_exp <= fp32_add7_s1_exp;
        fp32_add7_s2_spec <= fp32_add7_s1_spec;
        fp32_add7_s2_sval <= fp32_add7_s1_sval;
        fp32_add7_s2_x <= {fp32_add7_s1_mx, 3'h0};
        if ((fp32_add7_s1_diff >= 27)) begin
            fp32_add7_s2_y <= {26'h0, (fp32_add7_s1_my != 0)};
        end
        else begin
            w = ({fp32_add7_s1_my, 30'h0} >>> fp32_add7_s1_diff[5-1:0]);
            y = w[54-1:27];
            fp32_add7_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge clk) begin: fp32_add7_stage3
    if (ce) begin
        fp32_add7_s3_sign <= fp32_add7_s2_sign;
        fp32_add7_s3_sub <= fp32_add7_s2_sub;
        fp32_add7_s3_exp <= fp32_add7_s2_exp;
        fp32_add7_s3_spec <= fp32_add7_s2_spec;
        fp32_add7_s3_sval <= fp32_add7_s2_sval;
        if (fp32_add7_s2_sub) begin
            fp32_add7_s3_r <= (fp32_add7_s2_x - fp32_add7_s2_y);
        end
        else begin
            fp32_add7_s3_r <= (fp32_add7_s2_x + fp32_add7_s2_y);
        end
    end
end


always @(posedge clk) begin: fp32_add7_stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (ce) begin
        fp32_add7_s4_exp <= fp32_add7_s3_exp;
        fp32_add7_s4_r <= fp32_add7_s3_r;
        fp32_add7_s4_spec <= fp32_add7_s3_spec;
        fp32_add7_s4_sval <= fp32_add7_s3_sval;
        if ((fp32_add7_s3_sub && (fp32_add7_s3_r == 0))) begin
            fp32_add7_s4_sign <= 0;
        end
        else begin
            fp32_add7_s4_sign <= fp32_add7_s3_sign;
        end
        lz = {3'h0, fp32_add7_r_lz};
        emax = (fp32_add7_s3_exp - 1);
        if ((emax < lz)) begin
            fp32_add7_s4_sh <= emax[5-1:0];
        end
        else begin
            fp32_add7_s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge clk) begin: fp32_add7_stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (ce) begin
        fp32_add7_s5_sign <= fp32_add7_s4_sign;
        fp32_add7_s5_spec <= fp32_add7_s4_spec;
        fp32_add7_s5_sval <= fp32_add7_s4_sval;
        if (fp32_add7_s4_r[27]) begin
            lsb = (fp32_add7_s4_r[1] | fp32_add7_s4_r[0]);
            fp32_add7_s5_n <= {fp32_add7_s4_r[28-1:2], lsb};
            fp32_add7_s5_exp <= (fp32_add7_s4_exp + 1);
        end
        else begin
            n = (fp32_add7_s4_r[27-1:0] << fp32_add7_s4_sh);
            fp32_add7_s5_n <= n;
            fp32_add7_s5_exp <= ({1'h0, fp32_add7_s4_exp} - {4'h0, fp32_add7_s4_sh});
        end
    end
end


always @(posedge clk) begin: fp32_add7_stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (ce) begin
        if (fp32_add7_s5_spec) begin
            fp32_add7_out_sum <= fp32_add7_s5_sval;
        end
        else if ((fp32_add7_s5_exp >= 255)) begin
            fp32_add7_out_sum <= {fp32_add7_s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (fp32_add7_s5_n[2] & ((fp32_add7_s5_n[1] | fp32_add7_s5_n[0]) | fp32_add7_s5_n[3]));
            if (fp32_add7_s5_n[26]) begin
                word = {fp32_add7_s5_exp[8-1:0], fp32_add7_s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, fp32_add7_s5_n[26-1:3]};
            end
            word = (word + up);
            fp32_add7_out_sum <= {fp32_add7_s5_sign, word};
        end
    end
end


always @(posedge clk) begin: valid_shift
    if (rst == 1) begin
        valid_pipe <= 0;
    end
    else begin
        if (ce) begin
            valid_pipe <= {valid_pipe[(6 - 1)-1:0], in_valid};
        end
    end
end



assign out_valid = valid_pipe[(6 - 1)];
assign out_sum = sum_cat;

endmodule

`default_nettype wire
