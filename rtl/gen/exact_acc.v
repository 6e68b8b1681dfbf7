// Generated from myhdl_src/exact_acc.py by `python -m myhdl_src.convert` (MyHDL 0.11.52).
// Do not edit: change the MyHDL source and regenerate (`tox -e regen`).

`timescale 1ns / 1ps
`default_nettype none

module exact_acc (
    clk,
    ce,
    first,
    in_chunks,
    in_carries,
    in_nan,
    in_pinf,
    in_ninf,
    in_allnz,
    add,
    cin,
    a_nan,
    a_pinf,
    a_ninf,
    a_negzero,
    out_chunks,
    out_carries,
    out_nan,
    out_pinf,
    out_ninf,
    out_allnz
);
// verilator lint_off UNUSEDPARAM
localparam LATENCY = 1;
localparam ACC_W = 288;
// verilator lint_on UNUSEDPARAM
// One accumulator update; see the module docstring.

input clk;
input ce;
input first;
input [287:0] in_chunks;
input [8:0] in_carries;
input in_nan;
input in_pinf;
input in_ninf;
input in_allnz;
input [287:0] add;
input cin;
input a_nan;
input a_pinf;
input a_ninf;
input a_negzero;
output [287:0] out_chunks;
wire [287:0] out_chunks;
output [8:0] out_carries;
wire [8:0] out_carries;
output out_nan;
reg out_nan;
output out_pinf;
reg out_pinf;
output out_ninf;
reg out_ninf;
output out_allnz;
reg out_allnz;

reg c0;
wire [287:0] all_chunks;
wire [8:0] all_carries;
reg [31:0] _chunk_add0_out;
reg _chunk_add0_co;
wire [31:0] _chunk_add0_a;
wire [31:0] _chunk_add0_b;
wire [32:0] _chunk_add0_s;
reg [31:0] _chunk_add1_out;
reg _chunk_add1_co;
wire [31:0] _chunk_add1_a;
wire [31:0] _chunk_add1_b;
wire [32:0] _chunk_add1_s;
reg [31:0] _chunk_add2_out;
reg _chunk_add2_co;
wire [31:0] _chunk_add2_a;
wire [31:0] _chunk_add2_b;
wire [32:0] _chunk_add2_s;
reg [31:0] _chunk_add3_out;
reg _chunk_add3_co;
wire [31:0] _chunk_add3_a;
wire [31:0] _chunk_add3_b;
wire [32:0] _chunk_add3_s;
reg [31:0] _chunk_add4_out;
reg _chunk_add4_co;
wire [31:0] _chunk_add4_a;
wire [31:0] _chunk_add4_b;
wire [32:0] _chunk_add4_s;
reg [31:0] _chunk_add5_out;
reg _chunk_add5_co;
wire [31:0] _chunk_add5_a;
wire [31:0] _chunk_add5_b;
wire [32:0] _chunk_add5_s;
reg [31:0] _chunk_add6_out;
reg _chunk_add6_co;
wire [31:0] _chunk_add6_a;
wire [31:0] _chunk_add6_b;
wire [32:0] _chunk_add6_s;
reg [31:0] _chunk_add7_out;
reg _chunk_add7_co;
wire [31:0] _chunk_add7_a;
wire [31:0] _chunk_add7_b;
wire [32:0] _chunk_add7_s;
reg [31:0] _chunk_add8_out;
wire [31:0] _chunk_add8_a;
wire [31:0] _chunk_add8_b;
wire [31:0] _chunk_add8_s;

assign all_chunks[288-1:256] = _chunk_add8_out;
assign all_chunks[256-1:224] = _chunk_add7_out;
assign all_chunks[224-1:192] = _chunk_add6_out;
assign all_chunks[192-1:160] = _chunk_add5_out;
assign all_chunks[160-1:128] = _chunk_add4_out;
assign all_chunks[128-1:96] = _chunk_add3_out;
assign all_chunks[96-1:64] = _chunk_add2_out;
assign all_chunks[64-1:32] = _chunk_add1_out;
assign all_chunks[32-1:0] = _chunk_add0_out;
assign all_carries[8] = _chunk_add7_co;
assign all_carries[7] = _chunk_add6_co;
assign all_carries[6] = _chunk_add5_co;
assign all_carries[5] = _chunk_add4_co;
assign all_carries[4] = _chunk_add3_co;
assign all_carries[3] = _chunk_add2_co;
assign all_carries[2] = _chunk_add1_co;
assign all_carries[1] = _chunk_add0_co;
assign all_carries[0] = c0;



assign _chunk_add0_a = in_chunks[32-1:0];
assign _chunk_add0_b = add[32-1:0];



assign _chunk_add0_s = (({1'h0, _chunk_add0_a} + _chunk_add0_b) + in_carries[0]);


always @(posedge clk) begin: _chunk_add0_update
    if (ce) begin
        if (first) begin
            _chunk_add0_out <= _chunk_add0_b;
            _chunk_add0_co <= 0;
        end
        else begin
            _chunk_add0_out <= _chunk_add0_s[32-1:0];
            _chunk_add0_co <= _chunk_add0_s[32];
        end
    end
end



assign _chunk_add1_a = in_chunks[64-1:32];
assign _chunk_add1_b = add[64-1:32];



assign _chunk_add1_s = (({1'h0, _chunk_add1_a} + _chunk_add1_b) + in_carries[1]);


always @(posedge clk) begin: _chunk_add1_update
    if (ce) begin
        if (first) begin
            _chunk_add1_out <= _chunk_add1_b;
            _chunk_add1_co <= 0;
        end
        else begin
            _chunk_add1_out <= _chunk_add1_s[32-1:0];
            _chunk_add1_co <= _chunk_add1_s[32];
        end
    end
end



assign _chunk_add2_a = in_chunks[96-1:64];
assign _chunk_add2_b = add[96-1:64];



assign _chunk_add2_s = (({1'h0, _chunk_add2_a} + _chunk_add2_b) + in_carries[2]);


always @(posedge clk) begin: _chunk_add2_update
    if (ce) begin
        if (first) begin
            _chunk_add2_out <= _chunk_add2_b;
            _chunk_add2_co <= 0;
        end
        else begin
            _chunk_add2_out <= _chunk_add2_s[32-1:0];
            _chunk_add2_co <= _chunk_add2_s[32];
        end
    end
end



assign _chunk_add3_a = in_chunks[128-1:96];
assign _chunk_add3_b = add[128-1:96];



assign _chunk_add3_s = (({1'h0, _chunk_add3_a} + _chunk_add3_b) + in_carries[3]);


always @(posedge clk) begin: _chunk_add3_update
    if (ce) begin
        if (first) begin
            _chunk_add3_out <= _chunk_add3_b;
            _chunk_add3_co <= 0;
        end
        else begin
            _chunk_add3_out <= _chunk_add3_s[32-1:0];
            _chunk_add3_co <= _chunk_add3_s[32];
        end
    end
end



assign _chunk_add4_a = in_chunks[160-1:128];
assign _chunk_add4_b = add[160-1:128];



assign _chunk_add4_s = (({1'h0, _chunk_add4_a} + _chunk_add4_b) + in_carries[4]);


always @(posedge clk) begin: _chunk_add4_update
    if (ce) begin
        if (first) begin
            _chunk_add4_out <= _chunk_add4_b;
            _chunk_add4_co <= 0;
        end
        else begin
            _chunk_add4_out <= _chunk_add4_s[32-1:0];
            _chunk_add4_co <= _chunk_add4_s[32];
        end
    end
end



assign _chunk_add5_a = in_chunks[192-1:160];
assign _chunk_add5_b = add[192-1:160];



assign _chunk_add5_s = (({1'h0, _chunk_add5_a} + _chunk_add5_b) + in_carries[5]);


always @(posedge clk) begin: _chunk_add5_update
    if (ce) begin
        if (first) begin
            _chunk_add5_out <= _chunk_add5_b;
            _chunk_add5_co <= 0;
        end
        else begin
            _chunk_add5_out <= _chunk_add5_s[32-1:0];
            _chunk_add5_co <= _chunk_add5_s[32];
        end
    end
end



assign _chunk_add6_a = in_chunks[224-1:192];
assign _chunk_add6_b = add[224-1:192];



assign _chunk_add6_s = (({1'h0, _chunk_add6_a} + _chunk_add6_b) + in_carries[6]);


always @(posedge clk) begin: _chunk_add6_update
    if (ce) begin
        if (first) begin
            _chunk_add6_out <= _chunk_add6_b;
            _chunk_add6_co <= 0;
        end
        else begin
            _chunk_add6_out <= _chunk_add6_s[32-1:0];
            _chunk_add6_co <= _chunk_add6_s[32];
        end
    end
end



assign _chunk_add7_a = in_chunks[256-1:224];
assign _chunk_add7_b = add[256-1:224];



assign _chunk_add7_s = (({1'h0, _chunk_add7_a} + _chunk_add7_b) + in_carries[7]);


always @(posedge clk) begin: _chunk_add7_update
    if (ce) begin
        if (first) begin
            _chunk_add7_out <= _chunk_add7_b;
            _chunk_add7_co <= 0;
        end
        else begin
            _chunk_add7_out <= _chunk_add7_s[32-1:0];
            _chunk_add7_co <= _chunk_add7_s[32];
        end
    end
end



assign _chunk_add8_a = in_chunks[288-1:256];
assign _chunk_add8_b = add[288-1:256];



assign _chunk_add8_s = ((_chunk_add8_a + _chunk_add8_b) + in_carries[8]);


always @(posedge clk) begin: _chunk_add8_update
    if (ce) begin
        if (first) begin
            _chunk_add8_out <= _chunk_add8_b;
        end
        else begin
            _chunk_add8_out <= _chunk_add8_s;
        end
    end
end


always @(posedge clk) begin: flags
    if (ce) begin
        c0 <= cin;
        if (first) begin
            out_nan <= a_nan;
            out_pinf <= a_pinf;
            out_ninf <= a_ninf;
            out_allnz <= a_negzero;
        end
        else begin
            out_nan <= (in_nan || a_nan);
            out_pinf <= (in_pinf || a_pinf);
            out_ninf <= (in_ninf || a_ninf);
            out_allnz <= (in_allnz && a_negzero);
        end
    end
end



assign out_chunks = all_chunks;
assign out_carries = all_carries;

endmodule

`default_nettype wire
