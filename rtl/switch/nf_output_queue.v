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

// One store-and-forward packet queue of the output queues.
//
// Data beats {tlast, tkeep, tdata} go into a DEPTH-beat memory with a
// registered read port (block RAM); a packet becomes visible to the reader
// only when its tlast beat has been written (commit), together with its
// TUSER word in a META_DEPTH-entry metadata FIFO.  If the memory runs full in
// the middle of a packet (its length field lied), or the metadata FIFO is full
// at its end, the packet is rolled back and dropped (drop pulse), so a queue
// never holds a partial packet.  free_beats and meta_free are what the writer
// checks before it starts a packet; the beat in the output register counts as
// occupied, so a paused reader leaves exactly DEPTH beats / META_DEPTH packets.
// m_axis_tuser holds the packet's TUSER on every beat of the packet.

`default_nettype none

module nf_output_queue #(
    // Stream data width in bits
    parameter DATA_WIDTH = 256,
    // Stream TUSER width in bits
    parameter USER_WIDTH = 128,
    // Data memory depth in beats (power of two)
    parameter DEPTH      = 128,
    // Metadata FIFO depth in packets (power of two)
    parameter META_DEPTH = 32
) (
    input  wire                        clk,
    input  wire                        rst,

    // write side: one beat per wr_en, packets framed by wr_last
    input  wire [DATA_WIDTH-1:0]       wr_data,
    input  wire [DATA_WIDTH/8-1:0]     wr_keep,
    input  wire                        wr_last,
    // TUSER of the packet, sampled with its tlast beat
    input  wire [USER_WIDTH-1:0]       wr_user,
    input  wire                        wr_en,

    output wire [$clog2(DEPTH)+1:0]    free_beats,
    output wire [$clog2(META_DEPTH):0] meta_free,
    // one-cycle pulses, registered
    output reg                         commit,
    output reg                         drop,

    output wire [DATA_WIDTH-1:0]       m_axis_tdata,
    output wire [DATA_WIDTH/8-1:0]     m_axis_tkeep,
    output wire [USER_WIDTH-1:0]       m_axis_tuser,
    output wire                        m_axis_tvalid,
    input  wire                        m_axis_tready,
    output wire                        m_axis_tlast
);

localparam KEEP_WIDTH = DATA_WIDTH/8;
localparam ADDR_WIDTH = $clog2(DEPTH);
localparam META_WIDTH = $clog2(META_DEPTH);
localparam WORD_WIDTH = DATA_WIDTH + KEEP_WIDTH + 1;
localparam [ADDR_WIDTH+1:0] DEPTH_N      = DEPTH;
localparam [META_WIDTH:0]   META_DEPTH_N = META_DEPTH;

initial begin
    if (DEPTH < 2 || (1 << ADDR_WIDTH) != DEPTH || META_DEPTH < 2 || (1 << META_WIDTH) != META_DEPTH) begin
        $display("Error: nf_output_queue DEPTH and META_DEPTH must be powers of two >= 2 (instance %m)");
        $finish;
    end
end

(* ram_style = "block" *)
reg [WORD_WIDTH-1:0] mem [0:DEPTH-1];
(* ram_style = "distributed" *)
reg [USER_WIDTH-1:0] meta_mem [0:META_DEPTH-1];

reg [ADDR_WIDTH:0] wr_ptr_reg;
reg [ADDR_WIDTH:0] commit_ptr_reg;
reg [ADDR_WIDTH:0] rd_ptr_reg;
reg [META_WIDTH:0] meta_wr_reg;
reg [META_WIDTH:0] meta_rd_reg;
reg                overflow_reg;   // current packet did not fit

reg [WORD_WIDTH-1:0] out_word_reg;
reg                  out_valid_reg;

wire [ADDR_WIDTH:0] used      = wr_ptr_reg - rd_ptr_reg;
wire [META_WIDTH:0] meta_used = meta_wr_reg - meta_rd_reg;

assign free_beats = DEPTH_N - {1'b0, used} - {{ADDR_WIDTH+1{1'b0}}, out_valid_reg};
assign meta_free  = META_DEPTH_N - meta_used;

wire full      = free_beats == {ADDR_WIDTH+2{1'b0}};
wire meta_full = meta_free == {META_WIDTH+1{1'b0}};

wire do_write  = wr_en && !full && !overflow_reg;

always @(posedge clk) begin
    if (do_write) begin
        mem[wr_ptr_reg[ADDR_WIDTH-1:0]] <= {wr_last, wr_keep, wr_data};
    end
end

// metadata FIFO: small, read asynchronously (distributed RAM)
always @(posedge clk) begin
    if (wr_en && wr_last && !(overflow_reg || full || meta_full)) begin
        meta_mem[meta_wr_reg[META_WIDTH-1:0]] <= wr_user;
    end
end

always @(posedge clk) begin
    commit <= 1'b0;
    drop   <= 1'b0;
    if (wr_en) begin
        if (wr_last) begin
            if (overflow_reg || full || meta_full) begin
                // roll the partial packet back
                wr_ptr_reg <= commit_ptr_reg;
                drop       <= 1'b1;
            end else begin
                wr_ptr_reg     <= wr_ptr_reg + 1'b1;
                commit_ptr_reg <= wr_ptr_reg + 1'b1;
                meta_wr_reg    <= meta_wr_reg + 1'b1;
                commit         <= 1'b1;
            end
            overflow_reg <= 1'b0;
        end else if (full) begin
            overflow_reg <= 1'b1;
        end else if (!overflow_reg) begin
            wr_ptr_reg <= wr_ptr_reg + 1'b1;
        end
    end

    if (rst) begin
        wr_ptr_reg     <= {ADDR_WIDTH+1{1'b0}};
        commit_ptr_reg <= {ADDR_WIDTH+1{1'b0}};
        meta_wr_reg    <= {META_WIDTH+1{1'b0}};
        overflow_reg   <= 1'b0;
        commit         <= 1'b0;
        drop           <= 1'b0;
    end
end

// read side: committed beats only
wire avail   = rd_ptr_reg != commit_ptr_reg;
wire do_read = avail && (!out_valid_reg || m_axis_tready);

always @(posedge clk) begin
    if (do_read) begin
        out_word_reg <= mem[rd_ptr_reg[ADDR_WIDTH-1:0]];
    end
end

always @(posedge clk) begin
    if (do_read) begin
        rd_ptr_reg    <= rd_ptr_reg + 1'b1;
        out_valid_reg <= 1'b1;
    end else if (m_axis_tready) begin
        out_valid_reg <= 1'b0;
    end

    if (out_valid_reg && m_axis_tready && m_axis_tlast) begin
        meta_rd_reg <= meta_rd_reg + 1'b1;
    end

    if (rst) begin
        rd_ptr_reg    <= {ADDR_WIDTH+1{1'b0}};
        meta_rd_reg   <= {META_WIDTH+1{1'b0}};
        out_valid_reg <= 1'b0;
    end
end

assign m_axis_tdata  = out_word_reg[DATA_WIDTH-1:0];
assign m_axis_tkeep  = out_word_reg[DATA_WIDTH +: KEEP_WIDTH];
assign m_axis_tlast  = out_word_reg[WORD_WIDTH-1];
assign m_axis_tvalid = out_valid_reg;
assign m_axis_tuser  = meta_mem[meta_rd_reg[META_WIDTH-1:0]];

endmodule

`default_nettype wire
