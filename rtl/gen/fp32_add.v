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

wire [30:0] r_pad;
reg [4:0] r_lz;
reg [7:0] s1_diff;
reg [7:0] s1_exp;
reg [23:0] s1_mx;
reg [23:0] s1_my;
reg s1_sign;
reg s1_spec;
reg s1_sub;
reg [31:0] s1_sval;
reg [7:0] s2_exp;
reg s2_sign;
reg s2_spec;
reg s2_sub;
reg [31:0] s2_sval;
reg [26:0] s2_x;
reg [26:0] s2_y;
reg [7:0] s3_exp;
reg [27:0] s3_r;
reg s3_sign;
reg s3_spec;
reg s3_sub;
reg [31:0] s3_sval;
reg [7:0] s4_exp;
reg [27:0] s4_r;
reg s4_spec;
reg [31:0] s4_sval;
reg s4_sign;
reg [4:0] s4_sh;
reg s5_sign;
reg s5_spec;
reg [31:0] s5_sval;
reg [26:0] s5_n;
reg [8:0] s5_exp;
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

assign r_pad[31-1:4] = s3_r[27-1:0];
assign r_pad[4-1:0] = 'b1111;



assign lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi = (!r_pad[30]);
assign lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi = (r_pad[30] | r_pad[29]);



assign lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo = (!r_pad[28]);
assign lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_lo = (r_pad[28] | r_pad[27]);


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



assign lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi = (!r_pad[26]);
assign lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi = (r_pad[26] | r_pad[25]);



assign lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo = (!r_pad[24]);
assign lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_lo = (r_pad[24] | r_pad[23]);


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



assign lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi = (!r_pad[22]);
assign lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi = (r_pad[22] | r_pad[21]);



assign lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo = (!r_pad[20]);
assign lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_lo = (r_pad[20] | r_pad[19]);


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



assign lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi = (!r_pad[18]);
assign lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi = (r_pad[18] | r_pad[17]);



assign lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo = (!r_pad[16]);
assign lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_lo = (r_pad[16] | r_pad[15]);


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



assign lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi = (!r_pad[14]);
assign lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi = (r_pad[14] | r_pad[13]);



assign lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo = (!r_pad[12]);
assign lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_lo = (r_pad[12] | r_pad[11]);


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



assign lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi = (!r_pad[10]);
assign lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi = (r_pad[10] | r_pad[9]);



assign lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo = (!r_pad[8]);
assign lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_lo = (r_pad[8] | r_pad[7]);


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



assign lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi = (!r_pad[6]);
assign lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi = (r_pad[6] | r_pad[5]);



assign lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo = (!r_pad[4]);
assign lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_lo = (r_pad[4] | r_pad[3]);


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



assign lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi = (!r_pad[2]);
assign lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi = (r_pad[2] | r_pad[1]);



assign lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo = (!r_pad[0]);


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
        ea = in_a[31-1:23];
        eb = in_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((in_a[31-1:0] >= in_b[31-1:0])) begin
            s1_sign <= in_a[31];
            s1_exp <= ea;
            s1_mx <= {ha, in_a[23-1:0]};
            s1_my <= {hb, in_b[23-1:0]};
            s1_diff <= (ea - eb);
        end
        else begin
            s1_sign <= in_b[31];
            s1_exp <= eb;
            s1_mx <= {hb, in_b[23-1:0]};
            s1_my <= {ha, in_a[23-1:0]};
            s1_diff <= (eb - ea);
        end
        s1_sub <= (in_a[31] != in_b[31]);
        if (((in_a[31-1:23] == 255) && (in_a[23-1:0] != 0))) begin
            s1_spec <= 1;
            s1_sval <= (in_a | 4194304);
        end
        else if (((in_b[31-1:23] == 255) && (in_b[23-1:0] != 0))) begin
            s1_spec <= 1;
            s1_sval <= (in_b | 4194304);
        end
        else if (((in_a[31-1:23] == 255) && (in_b[31-1:23] == 255) && (in_a[31] != in_b[31]))) begin
            s1_spec <= 1;
            s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((in_a[31-1:23] == 255)) begin
            s1_spec <= 1;
            s1_sval <= in_a;
        end
        else if ((in_b[31-1:23] == 255)) begin
            s1_spec <= 1;
            s1_sval <= in_b;
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
