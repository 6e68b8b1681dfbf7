// Generated from myhdl_src/fp32_add.py by `python -m myhdl_src.convert` (MyHDL 0.11.52).
// Do not edit: change the MyHDL source and regenerate (`tox -e regen`).

`timescale 1ns / 1ps
`default_nettype none

module fp32_add (
    clk,
    ce,
    in_a,
    in_b,
    out_sum
);
// verilator lint_off UNUSEDPARAM
localparam LATENCY = 6;
// verilator lint_on UNUSEDPARAM
// One binary32 adder lane; see the module docstring for ports and timing.

input clk;
input ce;
input [31:0] in_a;
input [31:0] in_b;
output [31:0] out_sum;
reg [31:0] out_sum;

wire [31:0] op_a;
wire [31:0] op_b;
reg s1_sign;
reg [7:0] s1_exp;
reg [23:0] s1_mx;
reg [23:0] s1_my;
reg [7:0] s1_diff;
reg s1_sub;
reg s1_spec;
reg [31:0] s1_sval;
reg s2_sign;
reg s2_sub;
reg [7:0] s2_exp;
reg s2_spec;
reg [31:0] s2_sval;
reg [26:0] s2_x;
reg [26:0] s2_y;
reg s3_sign;
reg s3_sub;
reg [7:0] s3_exp;
reg s3_spec;
reg [31:0] s3_sval;
reg [27:0] s3_r;
reg [7:0] s4_exp;
reg [27:0] s4_r;
reg s4_spec;
reg [31:0] s4_sval;
reg s4_sign;
reg [4:0] r_lz;
reg [4:0] s4_sh;
reg s5_sign;
reg s5_spec;
reg [31:0] s5_sval;
reg [26:0] s5_n;
reg [8:0] s5_exp;
wire [30:0] lzc0_x;
reg [3:0] lzc0__lzc_node0_c_hi;
reg [3:0] lzc0__lzc_node0_c_lo;
wire lzc0__lzc_node0_v_hi;
reg [2:0] lzc0__lzc_node0__lzc_node1_c_hi;
reg [2:0] lzc0__lzc_node0__lzc_node1_c_lo;
wire lzc0__lzc_node0__lzc_node1_v_hi;
wire lzc0__lzc_node0__lzc_node1_v_lo;
reg [1:0] lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi;
reg [1:0] lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo;
wire lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi;
wire lzc0__lzc_node0__lzc_node1__lzc_node2_v_lo;
wire [0:0] lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi;
wire [0:0] lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo;
wire lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi;
wire lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_lo;
wire [0:0] lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi;
wire [0:0] lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo;
wire lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi;
wire lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_lo;
reg [1:0] lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi;
reg [1:0] lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo;
wire lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi;
wire lzc0__lzc_node0__lzc_node1__lzc_node9_v_lo;
wire [0:0] lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi;
wire [0:0] lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo;
wire lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi;
wire lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_lo;
wire [0:0] lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi;
wire [0:0] lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo;
wire lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi;
wire lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_lo;
reg [2:0] lzc0__lzc_node0__lzc_node16_c_hi;
reg [2:0] lzc0__lzc_node0__lzc_node16_c_lo;
wire lzc0__lzc_node0__lzc_node16_v_hi;
reg [1:0] lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi;
reg [1:0] lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo;
wire lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi;
wire lzc0__lzc_node0__lzc_node16__lzc_node17_v_lo;
wire [0:0] lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi;
wire [0:0] lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo;
wire lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi;
wire lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_lo;
wire [0:0] lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi;
wire [0:0] lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo;
wire lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi;
wire lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_lo;
reg [1:0] lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi;
reg [1:0] lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo;
wire lzc0__lzc_node0__lzc_node16__lzc_node24_v_hi;
wire [0:0] lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi;
wire [0:0] lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo;
wire lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi;
wire lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_lo;
wire [0:0] lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi;
wire [0:0] lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo;
wire lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi;

assign lzc0_x[31-1:4] = s3_r[27-1:0];
assign lzc0_x[4-1:0] = 'b1111;



assign op_a = in_a;
assign op_b = in_b;



assign lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi = (!lzc0_x[30]);
assign lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi = (lzc0_x[30] | lzc0_x[29]);



assign lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo = (!lzc0_x[28]);
assign lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_lo = (lzc0_x[28] | lzc0_x[27]);


always @(lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi, lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo, lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi) begin: lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_combine
    if (lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi) begin
        lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi[1] = 0;
        lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi[1-1:0] = lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi;
    end
    else begin
        lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi[1] = 1;
        lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi[1-1:0] = lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo;
    end
end



assign lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi = (lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi | lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_lo);



assign lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi = (!lzc0_x[26]);
assign lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi = (lzc0_x[26] | lzc0_x[25]);



assign lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo = (!lzc0_x[24]);
assign lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_lo = (lzc0_x[24] | lzc0_x[23]);


always @(lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi, lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo, lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi) begin: lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_combine
    if (lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi) begin
        lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo[1] = 0;
        lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo[1-1:0] = lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi;
    end
    else begin
        lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo[1] = 1;
        lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo[1-1:0] = lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo;
    end
end



assign lzc0__lzc_node0__lzc_node1__lzc_node2_v_lo = (lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi | lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_lo);


always @(lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi, lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo, lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi) begin: lzc0__lzc_node0__lzc_node1__lzc_node2_combine
    if (lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi) begin
        lzc0__lzc_node0__lzc_node1_c_hi[2] = 0;
        lzc0__lzc_node0__lzc_node1_c_hi[2-1:0] = lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi;
    end
    else begin
        lzc0__lzc_node0__lzc_node1_c_hi[2] = 1;
        lzc0__lzc_node0__lzc_node1_c_hi[2-1:0] = lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo;
    end
end



assign lzc0__lzc_node0__lzc_node1_v_hi = (lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi | lzc0__lzc_node0__lzc_node1__lzc_node2_v_lo);



assign lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi = (!lzc0_x[22]);
assign lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi = (lzc0_x[22] | lzc0_x[21]);



assign lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo = (!lzc0_x[20]);
assign lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_lo = (lzc0_x[20] | lzc0_x[19]);


always @(lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi, lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo, lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi) begin: lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_combine
    if (lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi) begin
        lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi[1] = 0;
        lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi[1-1:0] = lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi;
    end
    else begin
        lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi[1] = 1;
        lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi[1-1:0] = lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo;
    end
end



assign lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi = (lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi | lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_lo);



assign lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi = (!lzc0_x[18]);
assign lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi = (lzc0_x[18] | lzc0_x[17]);



assign lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo = (!lzc0_x[16]);
assign lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_lo = (lzc0_x[16] | lzc0_x[15]);


always @(lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi, lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo, lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi) begin: lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_combine
    if (lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi) begin
        lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo[1] = 0;
        lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo[1-1:0] = lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi;
    end
    else begin
        lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo[1] = 1;
        lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo[1-1:0] = lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo;
    end
end



assign lzc0__lzc_node0__lzc_node1__lzc_node9_v_lo = (lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi | lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_lo);


always @(lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi, lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo, lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi) begin: lzc0__lzc_node0__lzc_node1__lzc_node9_combine
    if (lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi) begin
        lzc0__lzc_node0__lzc_node1_c_lo[2] = 0;
        lzc0__lzc_node0__lzc_node1_c_lo[2-1:0] = lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi;
    end
    else begin
        lzc0__lzc_node0__lzc_node1_c_lo[2] = 1;
        lzc0__lzc_node0__lzc_node1_c_lo[2-1:0] = lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo;
    end
end



assign lzc0__lzc_node0__lzc_node1_v_lo = (lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi | lzc0__lzc_node0__lzc_node1__lzc_node9_v_lo);


always @(lzc0__lzc_node0__lzc_node1_v_hi, lzc0__lzc_node0__lzc_node1_c_lo, lzc0__lzc_node0__lzc_node1_c_hi) begin: lzc0__lzc_node0__lzc_node1_combine
    if (lzc0__lzc_node0__lzc_node1_v_hi) begin
        lzc0__lzc_node0_c_hi[3] = 0;
        lzc0__lzc_node0_c_hi[3-1:0] = lzc0__lzc_node0__lzc_node1_c_hi;
    end
    else begin
        lzc0__lzc_node0_c_hi[3] = 1;
        lzc0__lzc_node0_c_hi[3-1:0] = lzc0__lzc_node0__lzc_node1_c_lo;
    end
end



assign lzc0__lzc_node0_v_hi = (lzc0__lzc_node0__lzc_node1_v_hi | lzc0__lzc_node0__lzc_node1_v_lo);



assign lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi = (!lzc0_x[14]);
assign lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi = (lzc0_x[14] | lzc0_x[13]);



assign lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo = (!lzc0_x[12]);
assign lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_lo = (lzc0_x[12] | lzc0_x[11]);


always @(lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi, lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo, lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi) begin: lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_combine
    if (lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi) begin
        lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi[1] = 0;
        lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi[1-1:0] = lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi;
    end
    else begin
        lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi[1] = 1;
        lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi[1-1:0] = lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo;
    end
end



assign lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi = (lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi | lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_lo);



assign lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi = (!lzc0_x[10]);
assign lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi = (lzc0_x[10] | lzc0_x[9]);



assign lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo = (!lzc0_x[8]);
assign lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_lo = (lzc0_x[8] | lzc0_x[7]);


always @(lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi, lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo, lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi) begin: lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_combine
    if (lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi) begin
        lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo[1] = 0;
        lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo[1-1:0] = lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi;
    end
    else begin
        lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo[1] = 1;
        lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo[1-1:0] = lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo;
    end
end



assign lzc0__lzc_node0__lzc_node16__lzc_node17_v_lo = (lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi | lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_lo);


always @(lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi, lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo, lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi) begin: lzc0__lzc_node0__lzc_node16__lzc_node17_combine
    if (lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi) begin
        lzc0__lzc_node0__lzc_node16_c_hi[2] = 0;
        lzc0__lzc_node0__lzc_node16_c_hi[2-1:0] = lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi;
    end
    else begin
        lzc0__lzc_node0__lzc_node16_c_hi[2] = 1;
        lzc0__lzc_node0__lzc_node16_c_hi[2-1:0] = lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo;
    end
end



assign lzc0__lzc_node0__lzc_node16_v_hi = (lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi | lzc0__lzc_node0__lzc_node16__lzc_node17_v_lo);



assign lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi = (!lzc0_x[6]);
assign lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi = (lzc0_x[6] | lzc0_x[5]);



assign lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo = (!lzc0_x[4]);
assign lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_lo = (lzc0_x[4] | lzc0_x[3]);


always @(lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi, lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo, lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi) begin: lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_combine
    if (lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi) begin
        lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi[1] = 0;
        lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi[1-1:0] = lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi;
    end
    else begin
        lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi[1] = 1;
        lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi[1-1:0] = lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo;
    end
end



assign lzc0__lzc_node0__lzc_node16__lzc_node24_v_hi = (lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi | lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_lo);



assign lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi = (!lzc0_x[2]);
assign lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi = (lzc0_x[2] | lzc0_x[1]);



assign lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo = (!lzc0_x[0]);


always @(lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi, lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo, lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi) begin: lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_combine
    if (lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi) begin
        lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo[1] = 0;
        lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo[1-1:0] = lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi;
    end
    else begin
        lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo[1] = 1;
        lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo[1-1:0] = lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo;
    end
end


always @(lzc0__lzc_node0__lzc_node16__lzc_node24_v_hi, lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo, lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi) begin: lzc0__lzc_node0__lzc_node16__lzc_node24_combine
    if (lzc0__lzc_node0__lzc_node16__lzc_node24_v_hi) begin
        lzc0__lzc_node0__lzc_node16_c_lo[2] = 0;
        lzc0__lzc_node0__lzc_node16_c_lo[2-1:0] = lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi;
    end
    else begin
        lzc0__lzc_node0__lzc_node16_c_lo[2] = 1;
        lzc0__lzc_node0__lzc_node16_c_lo[2-1:0] = lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo;
    end
end


always @(lzc0__lzc_node0__lzc_node16_v_hi, lzc0__lzc_node0__lzc_node16_c_lo, lzc0__lzc_node0__lzc_node16_c_hi) begin: lzc0__lzc_node0__lzc_node16_combine
    if (lzc0__lzc_node0__lzc_node16_v_hi) begin
        lzc0__lzc_node0_c_lo[3] = 0;
        lzc0__lzc_node0_c_lo[3-1:0] = lzc0__lzc_node0__lzc_node16_c_hi;
    end
    else begin
        lzc0__lzc_node0_c_lo[3] = 1;
        lzc0__lzc_node0_c_lo[3-1:0] = lzc0__lzc_node0__lzc_node16_c_lo;
    end
end


always @(lzc0__lzc_node0_v_hi, lzc0__lzc_node0_c_lo, lzc0__lzc_node0_c_hi) begin: lzc0__lzc_node0_combine
    if (lzc0__lzc_node0_v_hi) begin
        r_lz[4] = 0;
        r_lz[4-1:0] = lzc0__lzc_node0_c_hi;
    end
    else begin
        r_lz[4] = 1;
        r_lz[4-1:0] = lzc0__lzc_node0_c_lo;
    end
end


always @(posedge clk) begin: stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (ce) begin
        ea = op_a[31-1:23];
        eb = op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((op_a[31-1:0] >= op_b[31-1:0])) begin
            s1_sign <= op_a[31];
            s1_exp <= ea;
            s1_mx <= {ha, op_a[23-1:0]};
            s1_my <= {hb, op_b[23-1:0]};
            s1_diff <= (ea - eb);
        end
        else begin
            s1_sign <= op_b[31];
            s1_exp <= eb;
            s1_mx <= {hb, op_b[23-1:0]};
            s1_my <= {ha, op_a[23-1:0]};
            s1_diff <= (eb - ea);
        end
        s1_sub <= (op_a[31] != op_b[31]);
        if (((op_a[31-1:23] == 255) && (op_a[23-1:0] != 0))) begin
            s1_spec <= 1;
            s1_sval <= (op_a | 4194304);
        end
        else if (((op_b[31-1:23] == 255) && (op_b[23-1:0] != 0))) begin
            s1_spec <= 1;
            s1_sval <= (op_b | 4194304);
        end
        else if (((op_a[31-1:23] == 255) && (op_b[31-1:23] == 255) && (op_a[31] != op_b[31]))) begin
            s1_spec <= 1;
            s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((op_a[31-1:23] == 255)) begin
            s1_spec <= 1;
            s1_sval <= op_a;
        end
        else if ((op_b[31-1:23] == 255)) begin
            s1_spec <= 1;
            s1_sval <= op_b;
        end
        else begin
            s1_spec <= 0;
            s1_sval <= 0;
        end
    end
end


always @(posedge clk) begin: stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (ce) begin
        s2_sign <= s1_sign;
        s2_sub <= s1_sub;
        s2_exp <= s1_exp;
        s2_spec <= s1_spec;
        s2_sval <= s1_sval;
        s2_x <= {s1_mx, 3'h0};
        if ((s1_diff >= 27)) begin
            s2_y <= {26'h0, (s1_my != 0)};
        end
        else begin
            w = ({s1_my, 30'h0} >>> s1_diff[5-1:0]);
            y = w[54-1:27];
            s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge clk) begin: stage3
    if (ce) begin
        s3_sign <= s2_sign;
        s3_sub <= s2_sub;
        s3_exp <= s2_exp;
        s3_spec <= s2_spec;
        s3_sval <= s2_sval;
        if (s2_sub) begin
            s3_r <= (s2_x - s2_y);
        end
        else begin
            s3_r <= (s2_x + s2_y);
        end
    end
end


always @(posedge clk) begin: stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (ce) begin
        s4_exp <= s3_exp;
        s4_r <= s3_r;
        s4_spec <= s3_spec;
        s4_sval <= s3_sval;
        if ((s3_sub && (s3_r == 0))) begin
            s4_sign <= 0;
        end
        else begin
            s4_sign <= s3_sign;
        end
        lz = {3'h0, r_lz};
        emax = (s3_exp - 1);
        if ((emax < lz)) begin
            s4_sh <= emax[5-1:0];
        end
        else begin
            s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge clk) begin: stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (ce) begin
        s5_sign <= s4_sign;
        s5_spec <= s4_spec;
        s5_sval <= s4_sval;
        if (s4_r[27]) begin
            lsb = (s4_r[1] | s4_r[0]);
            s5_n <= {s4_r[28-1:2], lsb};
            s5_exp <= (s4_exp + 1);
        end
        else begin
            n = (s4_r[27-1:0] << s4_sh);
            s5_n <= n;
            s5_exp <= ({1'h0, s4_exp} - {4'h0, s4_sh});
        end
    end
end


always @(posedge clk) begin: stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (ce) begin
        if (s5_spec) begin
            out_sum <= s5_sval;
        end
        else if ((s5_exp >= 255)) begin
            out_sum <= {s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (s5_n[2] & ((s5_n[1] | s5_n[0]) | s5_n[3]));
            if (s5_n[26]) begin
                word = {s5_exp[8-1:0], s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, s5_n[26-1:3]};
            end
            word = (word + up);
            out_sum <= {s5_sign, word};
        end
    end
end

endmodule

`default_nettype wire
