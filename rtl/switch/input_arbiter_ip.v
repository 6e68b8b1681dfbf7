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

// Input arbiter of the reference switch.
//
// Five AXI4-Stream inputs (nf0-nf3 and the host) each feed a FIFO of
// FIFO_DEPTH beats (64 x 32 bytes = 2 kB); tready of an input is "FIFO not
// full", taken from registers.  A round-robin arbiter picks the next
// non-empty FIFO after the one served last and stays with it until that
// packet's tlast beat has left, so packets are never interleaved.  It is
// cut-through: a packet may leave before it has fully arrived, and a tvalid
// gap on the input shows up as a gap on the output.
//
// AXI-Lite registers (S_AXI_ACLK must be the same clock as axis_aclk):
//   0x00 ID        0x4E464941 ("NFIA"), read only
//   0x04 VERSION   0x00010000, read only
//   0x08 RESET     write bit 0 = 1: clear the packet counters; reads 0
//   0x0C SCRATCH   read/write, byte strobes honoured
//   0x10 PKT_OUT   packets forwarded (all inputs)
//   0x14 PKT_IN_0 .. 0x24 PKT_IN_4   packets forwarded from input 0..4

`default_nettype none

module input_arbiter_ip #(
    // Output stream data width in bits
    parameter C_M_AXIS_DATA_WIDTH  = 256,
    // Input stream data width in bits (must equal C_M_AXIS_DATA_WIDTH)
    parameter C_S_AXIS_DATA_WIDTH  = 256,
    // Output stream TUSER width in bits
    parameter C_M_AXIS_TUSER_WIDTH = 128,
    // Input stream TUSER width in bits (must equal C_M_AXIS_TUSER_WIDTH)
    parameter C_S_AXIS_TUSER_WIDTH = 128,
    // Number of input streams (the port list has exactly five)
    parameter NUM_QUEUES           = 5,
    // AXI-Lite data width (32)
    parameter C_S_AXI_DATA_WIDTH   = 32,
    // AXI-Lite address width
    parameter C_S_AXI_ADDR_WIDTH   = 32,
    // AXI-Lite base address of the register bank
    parameter C_BASEADDR           = 32'h00000000,
    // Depth of each input FIFO in beats (power of two)
    parameter FIFO_DEPTH           = 64
) (
    input  wire                              axis_aclk,
    input  wire                              axis_resetn,

    output wire [C_M_AXIS_DATA_WIDTH-1:0]    m_axis_tdata,
    output wire [C_M_AXIS_DATA_WIDTH/8-1:0]  m_axis_tkeep,
    output wire [C_M_AXIS_TUSER_WIDTH-1:0]   m_axis_tuser,
    output wire                              m_axis_tvalid,
    input  wire                              m_axis_tready,
    output wire                              m_axis_tlast,

    input  wire [C_S_AXIS_DATA_WIDTH-1:0]    s_axis_0_tdata,
    input  wire [C_S_AXIS_DATA_WIDTH/8-1:0]  s_axis_0_tkeep,
    input  wire [C_S_AXIS_TUSER_WIDTH-1:0]   s_axis_0_tuser,
    input  wire                              s_axis_0_tvalid,
    output wire                              s_axis_0_tready,
    input  wire                              s_axis_0_tlast,

    input  wire [C_S_AXIS_DATA_WIDTH-1:0]    s_axis_1_tdata,
    input  wire [C_S_AXIS_DATA_WIDTH/8-1:0]  s_axis_1_tkeep,
    input  wire [C_S_AXIS_TUSER_WIDTH-1:0]   s_axis_1_tuser,
    input  wire                              s_axis_1_tvalid,
    output wire                              s_axis_1_tready,
    input  wire                              s_axis_1_tlast,

    input  wire [C_S_AXIS_DATA_WIDTH-1:0]    s_axis_2_tdata,
    input  wire [C_S_AXIS_DATA_WIDTH/8-1:0]  s_axis_2_tkeep,
    input  wire [C_S_AXIS_TUSER_WIDTH-1:0]   s_axis_2_tuser,
    input  wire                              s_axis_2_tvalid,
    output wire                              s_axis_2_tready,
    input  wire                              s_axis_2_tlast,

    input  wire [C_S_AXIS_DATA_WIDTH-1:0]    s_axis_3_tdata,
    input  wire [C_S_AXIS_DATA_WIDTH/8-1:0]  s_axis_3_tkeep,
    input  wire [C_S_AXIS_TUSER_WIDTH-1:0]   s_axis_3_tuser,
    input  wire                              s_axis_3_tvalid,
    output wire                              s_axis_3_tready,
    input  wire                              s_axis_3_tlast,

    input  wire [C_S_AXIS_DATA_WIDTH-1:0]    s_axis_4_tdata,
    input  wire [C_S_AXIS_DATA_WIDTH/8-1:0]  s_axis_4_tkeep,
    input  wire [C_S_AXIS_TUSER_WIDTH-1:0]   s_axis_4_tuser,
    input  wire                              s_axis_4_tvalid,
    output wire                              s_axis_4_tready,
    input  wire                              s_axis_4_tlast,

    input  wire                              S_AXI_ACLK,
    input  wire                              S_AXI_ARESETN,
    input  wire [C_S_AXI_ADDR_WIDTH-1:0]     S_AXI_AWADDR,
    input  wire                              S_AXI_AWVALID,
    input  wire [C_S_AXI_DATA_WIDTH-1:0]     S_AXI_WDATA,
    input  wire [C_S_AXI_DATA_WIDTH/8-1:0]   S_AXI_WSTRB,
    input  wire                              S_AXI_WVALID,
    input  wire                              S_AXI_BREADY,
    input  wire [C_S_AXI_ADDR_WIDTH-1:0]     S_AXI_ARADDR,
    input  wire                              S_AXI_ARVALID,
    input  wire                              S_AXI_RREADY,
    output wire                              S_AXI_ARREADY,
    output wire [C_S_AXI_DATA_WIDTH-1:0]     S_AXI_RDATA,
    output wire [1:0]                        S_AXI_RRESP,
    output wire                              S_AXI_RVALID,
    output wire                              S_AXI_WREADY,
    output wire [1:0]                        S_AXI_BRESP,
    output wire                              S_AXI_BVALID,
    output wire                              S_AXI_AWREADY,

    // one-cycle pulse for every packet forwarded (its tlast beat accepted)
    output wire                              pkt_fwd
);

localparam DATA_WIDTH  = C_S_AXIS_DATA_WIDTH;
localparam KEEP_WIDTH  = C_S_AXIS_DATA_WIDTH/8;
localparam USER_WIDTH  = C_S_AXIS_TUSER_WIDTH;
localparam NUM_IN      = 5;
// FIFO word: {tuser, tlast, tkeep, tdata}
localparam WORD_WIDTH  = DATA_WIDTH + KEEP_WIDTH + 1 + USER_WIDTH;
localparam LAST_BIT    = DATA_WIDTH + KEEP_WIDTH;
localparam NUM_REGS    = 16;

localparam [31:0] REG_ID      = 32'h4E464941;
localparam [31:0] REG_VERSION = 32'h00010000;

initial begin
    if (C_M_AXIS_DATA_WIDTH != C_S_AXIS_DATA_WIDTH || C_S_AXIS_DATA_WIDTH % 8 != 0) begin
        $display("Error: input_arbiter_ip needs equal input/output data widths, a multiple of 8 (instance %m)");
        $finish;
    end
    if (C_M_AXIS_TUSER_WIDTH != C_S_AXIS_TUSER_WIDTH) begin
        $display("Error: input_arbiter_ip needs equal input/output TUSER widths (instance %m)");
        $finish;
    end
    if (NUM_QUEUES != NUM_IN) begin
        $display("Error: input_arbiter_ip has exactly five inputs, NUM_QUEUES must be 5 (instance %m)");
        $finish;
    end
end

wire rst = !axis_resetn;

// ---------------------------------------------------------------------------
// input FIFOs

wire [NUM_IN*WORD_WIDTH-1:0] in_word = {
    s_axis_4_tuser, s_axis_4_tlast, s_axis_4_tkeep, s_axis_4_tdata,
    s_axis_3_tuser, s_axis_3_tlast, s_axis_3_tkeep, s_axis_3_tdata,
    s_axis_2_tuser, s_axis_2_tlast, s_axis_2_tkeep, s_axis_2_tdata,
    s_axis_1_tuser, s_axis_1_tlast, s_axis_1_tkeep, s_axis_1_tdata,
    s_axis_0_tuser, s_axis_0_tlast, s_axis_0_tkeep, s_axis_0_tdata
};
wire [NUM_IN-1:0] in_valid = {s_axis_4_tvalid, s_axis_3_tvalid, s_axis_2_tvalid,
                              s_axis_1_tvalid, s_axis_0_tvalid};
wire [NUM_IN-1:0] in_ready;

assign s_axis_0_tready = in_ready[0];
assign s_axis_1_tready = in_ready[1];
assign s_axis_2_tready = in_ready[2];
assign s_axis_3_tready = in_ready[3];
assign s_axis_4_tready = in_ready[4];

wire [NUM_IN*WORD_WIDTH-1:0] fifo_word;
wire [NUM_IN-1:0]            fifo_valid;
wire [NUM_IN-1:0]            fifo_ready;

genvar n;
generate
    for (n = 0; n < NUM_IN; n = n + 1) begin : g_in
        nf_fifo #(
            .WIDTH (WORD_WIDTH),
            .DEPTH (FIFO_DEPTH)
        )
        fifo_inst (
            .clk     (axis_aclk),
            .rst     (rst),
            .s_data  (in_word[n*WORD_WIDTH +: WORD_WIDTH]),
            .s_valid (in_valid[n]),
            .s_ready (in_ready[n]),
            .m_data  (fifo_word[n*WORD_WIDTH +: WORD_WIDTH]),
            .m_valid (fifo_valid[n]),
            .m_ready (fifo_ready[n])
        );
    end
endgenerate

// ---------------------------------------------------------------------------
// round-robin arbiter, packet granularity

reg  [2:0] last_reg;     // input served last (after reset 4, so input 0 goes first)
reg  [2:0] grant_reg;    // input being served while locked
reg        locked_reg;   // in the middle of a packet

// requests rotated right so that bit 0 is the input after the last one served
reg  [NUM_IN-1:0] req_rot;

always @* begin
    case (last_reg)
        3'd0:    req_rot = {fifo_valid[0],   fifo_valid[4:1]};
        3'd1:    req_rot = {fifo_valid[1:0], fifo_valid[4:2]};
        3'd2:    req_rot = {fifo_valid[2:0], fifo_valid[4:3]};
        3'd3:    req_rot = {fifo_valid[3:0], fifo_valid[4]};
        default: req_rot = fifo_valid;
    endcase
end

reg  [2:0] rot_index;
reg  [3:0] pick_sum;
reg  [2:0] pick;
integer k;

always @* begin
    rot_index = 3'd0;
    for (k = NUM_IN-1; k >= 0; k = k - 1) begin
        if (req_rot[k]) begin
            rot_index = k[2:0];
        end
    end
    pick_sum = {1'b0, last_reg} + {1'b0, rot_index} + 4'd1;
    if (pick_sum >= NUM_IN) begin
        pick_sum = pick_sum - NUM_IN;
    end
    pick = pick_sum[2:0];
end

wire [2:0] sel       = locked_reg ? grant_reg : pick;
wire       sel_valid = locked_reg ? fifo_valid[grant_reg] : |fifo_valid;

wire [WORD_WIDTH-1:0] sel_word = fifo_word[sel*WORD_WIDTH +: WORD_WIDTH];
wire                  sel_last = sel_word[LAST_BIT];

// output register
reg  [DATA_WIDTH-1:0] out_data_reg;
reg  [KEEP_WIDTH-1:0] out_keep_reg;
reg  [USER_WIDTH-1:0] out_user_reg;
reg                   out_last_reg;
reg                   out_valid_reg;
reg                   pkt_fwd_reg;

wire pop = sel_valid && (!out_valid_reg || m_axis_tready);

assign fifo_ready = {{(NUM_IN-1){1'b0}}, pop} << sel;

assign m_axis_tdata  = out_data_reg;
assign m_axis_tkeep  = out_keep_reg;
assign m_axis_tuser  = out_user_reg;
assign m_axis_tlast  = out_last_reg;
assign m_axis_tvalid = out_valid_reg;
assign pkt_fwd       = pkt_fwd_reg;

always @(posedge axis_aclk) begin
    pkt_fwd_reg <= 1'b0;

    if (pop) begin
        out_data_reg  <= sel_word[DATA_WIDTH-1:0];
        out_keep_reg  <= sel_word[DATA_WIDTH +: KEEP_WIDTH];
        out_last_reg  <= sel_last;
        out_user_reg  <= sel_word[LAST_BIT+1 +: USER_WIDTH];
        out_valid_reg <= 1'b1;
        grant_reg     <= sel;
        if (sel_last) begin
            // packet done: release the lock, the next pick starts after it
            locked_reg  <= 1'b0;
            last_reg    <= sel;
            pkt_fwd_reg <= 1'b1;
        end else begin
            locked_reg  <= 1'b1;
        end
    end else if (m_axis_tready) begin
        out_valid_reg <= 1'b0;
    end

    if (rst) begin
        out_valid_reg <= 1'b0;
        locked_reg    <= 1'b0;
        last_reg      <= 3'd4;
        pkt_fwd_reg   <= 1'b0;
    end
end

// ---------------------------------------------------------------------------
// counters and registers

wire                        reg_wr_en;
wire [$clog2(NUM_REGS)-1:0] reg_wr_index;
wire [31:0]                 reg_wr_data;
wire [3:0]                  reg_wr_strb;

reg  [31:0]        scratch_reg;
reg  [31:0]        pkt_out_reg;
reg  [NUM_IN*32-1:0] pkt_in_reg;

wire clear = reg_wr_en && reg_wr_index == 4'd2 && reg_wr_strb[0] && reg_wr_data[0];

integer b;
integer q;

always @(posedge S_AXI_ACLK) begin
    if (reg_wr_en && reg_wr_index == 4'd3) begin
        for (b = 0; b < 4; b = b + 1) begin
            if (reg_wr_strb[b]) begin
                scratch_reg[b*8 +: 8] <= reg_wr_data[b*8 +: 8];
            end
        end
    end
    if (!S_AXI_ARESETN) begin
        scratch_reg <= 32'd0;
    end
end

always @(posedge axis_aclk) begin
    if (pop && sel_last) begin
        pkt_out_reg <= pkt_out_reg + 1'b1;
        for (q = 0; q < NUM_IN; q = q + 1) begin
            if (sel == q[2:0]) begin
                pkt_in_reg[q*32 +: 32] <= pkt_in_reg[q*32 +: 32] + 1'b1;
            end
        end
    end
    if (rst || clear) begin
        pkt_out_reg <= 32'd0;
        pkt_in_reg  <= {NUM_IN*32{1'b0}};
    end
end

wire [NUM_REGS*32-1:0] reg_rd_data = {
    {(NUM_REGS-10){32'd0}},
    pkt_in_reg,
    pkt_out_reg,
    scratch_reg,
    32'd0,
    REG_VERSION,
    REG_ID
};

nf_axil_regs #(
    .C_S_AXI_DATA_WIDTH (C_S_AXI_DATA_WIDTH),
    .C_S_AXI_ADDR_WIDTH (C_S_AXI_ADDR_WIDTH),
    .C_BASEADDR         (C_BASEADDR),
    .NUM_REGS           (NUM_REGS)
)
regs_inst (
    .S_AXI_ACLK    (S_AXI_ACLK),
    .S_AXI_ARESETN (S_AXI_ARESETN),
    .S_AXI_AWADDR  (S_AXI_AWADDR),
    .S_AXI_AWVALID (S_AXI_AWVALID),
    .S_AXI_WDATA   (S_AXI_WDATA),
    .S_AXI_WSTRB   (S_AXI_WSTRB),
    .S_AXI_WVALID  (S_AXI_WVALID),
    .S_AXI_BREADY  (S_AXI_BREADY),
    .S_AXI_ARADDR  (S_AXI_ARADDR),
    .S_AXI_ARVALID (S_AXI_ARVALID),
    .S_AXI_RREADY  (S_AXI_RREADY),
    .S_AXI_ARREADY (S_AXI_ARREADY),
    .S_AXI_RDATA   (S_AXI_RDATA),
    .S_AXI_RRESP   (S_AXI_RRESP),
    .S_AXI_RVALID  (S_AXI_RVALID),
    .S_AXI_WREADY  (S_AXI_WREADY),
    .S_AXI_BRESP   (S_AXI_BRESP),
    .S_AXI_BVALID  (S_AXI_BVALID),
    .S_AXI_AWREADY (S_AXI_AWREADY),
    .reg_rd_data   (reg_rd_data),
    .reg_wr_en     (reg_wr_en),
    .reg_wr_index  (reg_wr_index),
    .reg_wr_data   (reg_wr_data),
    .reg_wr_strb   (reg_wr_strb)
);

endmodule

`default_nettype wire
