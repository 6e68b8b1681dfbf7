// Generated from myhdl_src/exact_align.py by `python -m myhdl_src.convert` (MyHDL 0.11.52).
// Do not edit: change the MyHDL source and regenerate (`tox -e regen`).

`timescale 1ns / 1ps
`default_nettype none

module exact_align (
    clk,
    ce,
    in_x,
    out_add,
    out_cin,
    out_nan,
    out_pinf,
    out_ninf,
    out_negzero
);
// verilator lint_off UNUSEDPARAM
localparam LATENCY = 3;
localparam ACC_W = 288;
// verilator lint_on UNUSEDPARAM
// One value as the accumulator's addend; see the module docstring.

input clk;
input ce;
input [31:0] in_x;
output [287:0] out_add;
wire [287:0] out_add;
output out_cin;
reg out_cin;
output out_nan;
reg out_nan;
output out_pinf;
reg out_pinf;
output out_ninf;
reg out_ninf;
output out_negzero;
reg out_negzero;

wire [31:0] op;
wire [7:0] x_e;
wire [22:0] x_f;
reg [7:0] x_shift;
reg [54:0] s1_sig;
reg [2:0] s1_q;
reg [4:0] s1_r;
reg s1_neg;
reg s1_nan;
reg s1_pinf;
reg s1_ninf;
reg s1_nz;
reg [54:0] s2_win;
reg [2:0] s2_q;
reg s2_neg;
reg s2_nan;
reg s2_pinf;
reg s2_ninf;
reg s2_nz;
wire [287:0] add;
reg [31:0] _chunk0_out;
reg [31:0] _chunk0_v;
reg [31:0] _chunk1_out;
reg [31:0] _chunk1_v;
reg [31:0] _chunk2_out;
reg [31:0] _chunk2_v;
reg [31:0] _chunk3_out;
reg [31:0] _chunk3_v;
reg [31:0] _chunk4_out;
reg [31:0] _chunk4_v;
reg [31:0] _chunk5_out;
reg [31:0] _chunk5_v;
reg [31:0] _chunk6_out;
reg [31:0] _chunk6_v;
reg [31:0] _chunk7_out;
reg [31:0] _chunk7_v;
reg [31:0] _chunk8_out;
reg [31:0] _chunk8_v;

assign add[288-1:256] = _chunk8_out;
assign add[256-1:224] = _chunk7_out;
assign add[224-1:192] = _chunk6_out;
assign add[192-1:160] = _chunk5_out;
assign add[160-1:128] = _chunk4_out;
assign add[128-1:96] = _chunk3_out;
assign add[96-1:64] = _chunk2_out;
assign add[64-1:32] = _chunk1_out;
assign add[32-1:0] = _chunk0_out;



assign op = in_x;



assign x_e = op[31-1:23];
assign x_f = op[23-1:0];


always @(x_e) begin: shift_of
    if ((x_e != 0)) begin
        x_shift = (x_e - 1);
    end
    else begin
        x_shift = 0;
    end
end


always @(posedge clk) begin: unpack
    reg special;
    if (ce) begin
        special = (x_e == 255);
        if (special) begin
            s1_sig <= 0;
        end
        else begin
            s1_sig <= {31'h0, (x_e != 0), x_f};
        end
        s1_q <= x_shift[8-1:5];
        s1_r <= x_shift[5-1:0];
        s1_neg <= (op[31] && (!special) && (op[31-1:0] != 0));
        s1_nan <= (special && (x_f != 0));
        s1_pinf <= (special && (x_f == 0) && (!op[31]));
        s1_ninf <= (special && (x_f == 0) && op[31]);
        s1_nz <= (op[31] && (op[31-1:0] == 0));
    end
end


always @(posedge clk) begin: shift_in
    if (ce) begin
        s2_win <= (s1_sig << s1_r);
        s2_q <= s1_q;
        s2_neg <= s1_neg;
        s2_nan <= s1_nan;
        s2_pinf <= s1_pinf;
        s2_ninf <= s1_ninf;
        s2_nz <= s1_nz;
    end
end


always @(s2_q, s2_win) begin: _chunk0_pick
    if ((s2_q == 0)) begin
        _chunk0_v = s2_win[32-1:0];
    end
    else begin
        _chunk0_v = 0;
    end
end


always @(posedge clk) begin: _chunk0_place
    if (ce) begin
        if (s2_neg) begin
            _chunk0_out <= (~_chunk0_v);
        end
        else begin
            _chunk0_out <= _chunk0_v;
        end
    end
end


always @(s2_q, s2_win) begin: _chunk1_pick
    case (s2_q)
        'h1: begin
            _chunk1_v = s2_win[32-1:0];
        end
        'h0: begin
            _chunk1_v = {9'h0, s2_win[55-1:32]};
        end
        default: begin
            _chunk1_v = 0;
        end
    endcase
end


always @(posedge clk) begin: _chunk1_place
    if (ce) begin
        if (s2_neg) begin
            _chunk1_out <= (~_chunk1_v);
        end
        else begin
            _chunk1_out <= _chunk1_v;
        end
    end
end


always @(s2_q, s2_win) begin: _chunk2_pick
    case (s2_q)
        'h2: begin
            _chunk2_v = s2_win[32-1:0];
        end
        'h1: begin
            _chunk2_v = {9'h0, s2_win[55-1:32]};
        end
        default: begin
            _chunk2_v = 0;
        end
    endcase
end


always @(posedge clk) begin: _chunk2_place
    if (ce) begin
        if (s2_neg) begin
            _chunk2_out <= (~_chunk2_v);
        end
        else begin
            _chunk2_out <= _chunk2_v;
        end
    end
end


always @(s2_q, s2_win) begin: _chunk3_pick
    case (s2_q)
        'h3: begin
            _chunk3_v = s2_win[32-1:0];
        end
        'h2: begin
            _chunk3_v = {9'h0, s2_win[55-1:32]};
        end
        default: begin
            _chunk3_v = 0;
        end
    endcase
end


always @(posedge clk) begin: _chunk3_place
    if (ce) begin
        if (s2_neg) begin
            _chunk3_out <= (~_chunk3_v);
        end
        else begin
            _chunk3_out <= _chunk3_v;
        end
    end
end


always @(s2_q, s2_win) begin: _chunk4_pick
    case (s2_q)
        'h4: begin
            _chunk4_v = s2_win[32-1:0];
        end
        'h3: begin
            _chunk4_v = {9'h0, s2_win[55-1:32]};
        end
        default: begin
            _chunk4_v = 0;
        end
    endcase
end


always @(posedge clk) begin: _chunk4_place
    if (ce) begin
        if (s2_neg) begin
            _chunk4_out <= (~_chunk4_v);
        end
        else begin
            _chunk4_out <= _chunk4_v;
        end
    end
end


always @(s2_q, s2_win) begin: _chunk5_pick
    case (s2_q)
        'h5: begin
            _chunk5_v = s2_win[32-1:0];
        end
        'h4: begin
            _chunk5_v = {9'h0, s2_win[55-1:32]};
        end
        default: begin
            _chunk5_v = 0;
        end
    endcase
end


always @(posedge clk) begin: _chunk5_place
    if (ce) begin
        if (s2_neg) begin
            _chunk5_out <= (~_chunk5_v);
        end
        else begin
            _chunk5_out <= _chunk5_v;
        end
    end
end


always @(s2_q, s2_win) begin: _chunk6_pick
    case (s2_q)
        'h6: begin
            _chunk6_v = s2_win[32-1:0];
        end
        'h5: begin
            _chunk6_v = {9'h0, s2_win[55-1:32]};
        end
        default: begin
            _chunk6_v = 0;
        end
    endcase
end


always @(posedge clk) begin: _chunk6_place
    if (ce) begin
        if (s2_neg) begin
            _chunk6_out <= (~_chunk6_v);
        end
        else begin
            _chunk6_out <= _chunk6_v;
        end
    end
end


always @(s2_q, s2_win) begin: _chunk7_pick
    case (s2_q)
        'h7: begin
            _chunk7_v = s2_win[32-1:0];
        end
        'h6: begin
            _chunk7_v = {9'h0, s2_win[55-1:32]};
        end
        default: begin
            _chunk7_v = 0;
        end
    endcase
end


always @(posedge clk) begin: _chunk7_place
    if (ce) begin
        if (s2_neg) begin
            _chunk7_out <= (~_chunk7_v);
        end
        else begin
            _chunk7_out <= _chunk7_v;
        end
    end
end


always @(s2_q, s2_win) begin: _chunk8_pick
    if ((s2_q == 7)) begin
        _chunk8_v = {9'h0, s2_win[55-1:32]};
    end
    else begin
        _chunk8_v = 0;
    end
end


always @(posedge clk) begin: _chunk8_place
    if (ce) begin
        if (s2_neg) begin
            _chunk8_out <= (~_chunk8_v);
        end
        else begin
            _chunk8_out <= _chunk8_v;
        end
    end
end


always @(posedge clk) begin: flags
    if (ce) begin
        out_cin <= s2_neg;
        out_nan <= s2_nan;
        out_pinf <= s2_pinf;
        out_ninf <= s2_ninf;
        out_negzero <= s2_nz;
    end
end



assign out_add = add;

endmodule

`default_nettype wire
