`timescale 1ns / 1ps
/*
 * Copyright (c) 2026 The iSwitch project authors
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy
 * of this software and associated documentation files (the "Software"), to deal
 * in the Software without restriction, including without limitation the rights
 * to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 * copies of the Software, and to permit persons to whom the Software is
 * furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in
 * all copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 * AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 * LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 * OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
 * THE SOFTWARE.
 */

// Synchronous FIFO with a registered read port (block-RAM friendly) and a
// one-word output register: one word per cycle in and out, s_ready is !full
// taken from registers only, so there is no combinational path from m_ready
// to s_ready.  Latency from s_valid to m_valid is two cycles.

`default_nettype none

module nf_fifo #(
    // Width of one FIFO word in bits
    parameter WIDTH = 8,
    // Number of words in the memory (power of two, at least 2)
    parameter DEPTH = 64
) (
    input  wire             clk,
    input  wire             rst,

    input  wire [WIDTH-1:0] s_data,
    input  wire             s_valid,
    output wire             s_ready,

    output wire [WIDTH-1:0] m_data,
    output wire             m_valid,
    input  wire             m_ready
);

localparam ADDR_WIDTH = $clog2(DEPTH);

initial begin
    if (DEPTH < 2 || (1 << ADDR_WIDTH) != DEPTH) begin
        $display("Error: nf_fifo DEPTH must be a power of two >= 2 (instance %m)");
        $finish;
    end
end

// block RAM even when shallow: a 2 kB x 417-bit FIFO would take ~700 LUTRAM cells
(* ram_style = "block" *)
reg [WIDTH-1:0] mem [0:DEPTH-1];

reg [ADDR_WIDTH:0] wr_ptr_reg;
reg [ADDR_WIDTH:0] rd_ptr_reg;

reg [WIDTH-1:0]    out_data_reg;
reg                out_valid_reg;

// full when the pointers differ only in their extra wrap bit
wire full  = wr_ptr_reg == {~rd_ptr_reg[ADDR_WIDTH], rd_ptr_reg[ADDR_WIDTH-1:0]};
wire empty = wr_ptr_reg == rd_ptr_reg;

wire do_write = s_valid && !full;
// refill the output register whenever it is empty or being emptied
wire do_read  = !empty && (!out_valid_reg || m_ready);

assign s_ready = !full;
assign m_data  = out_data_reg;
assign m_valid = out_valid_reg;

always @(posedge clk) begin
    if (do_write) begin
        mem[wr_ptr_reg[ADDR_WIDTH-1:0]] <= s_data;
    end
end

// no reset on the read data register so that it maps into the RAM primitive
always @(posedge clk) begin
    if (do_read) begin
        out_data_reg <= mem[rd_ptr_reg[ADDR_WIDTH-1:0]];
    end
end

always @(posedge clk) begin
    if (do_write) begin
        wr_ptr_reg <= wr_ptr_reg + 1'b1;
    end

    if (do_read) begin
        rd_ptr_reg    <= rd_ptr_reg + 1'b1;
        out_valid_reg <= 1'b1;
    end else if (m_ready) begin
        out_valid_reg <= 1'b0;
    end

    if (rst) begin
        wr_ptr_reg    <= {ADDR_WIDTH+1{1'b0}};
        rd_ptr_reg    <= {ADDR_WIDTH+1{1'b0}};
        out_valid_reg <= 1'b0;
    end
end

endmodule

`default_nettype wire
