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

// Output queues of the reference switch.
//
// One store-and-forward queue per output stream (QUEUE_DEPTH beats of data,
// 128 x 32 bytes = 4 kB, plus a META_DEPTH-packet metadata FIFO).  A packet is
// written into every queue selected by its destination bits tuser[31:24]:
// bit 0 -> queue 0 (nf0), bit 2 -> 1, bit 4 -> 2, bit 6 -> 3, and any odd bit
// (host queues) -> queue 4.  Admission is decided on the first beat from the
// length field tuser[15:0]: if any target queue lacks room for the whole
// packet (or a metadata slot) the packet is dropped from all its targets and
// counted, so a full queue never blocks the others and s_axis_tready is
// always high.  A packet whose length field understates it and overflows a
// queue is rolled back in that queue and counted as dropped there.
// A packet with no destination bit set is discarded silently.
//
// Statistics outputs (registered, one cycle per event):
//   pkt_stored[q] / bytes_stored      packet committed to queue q / its length
//   pkt_removed_q / bytes_removed_q   packet left queue q / its length
//   pkt_dropped[q] / bytes_dropped    packet dropped for queue q / its length
//
// AXI-Lite registers (S_AXI_ACLK must be the same clock as axis_aclk):
//   0x00 ID        0x4E464F51 ("NFOQ"), read only
//   0x04 VERSION   0x00010000, read only
//   0x08 RESET     write bit 0 = 1: clear the counters; reads 0
//   0x0C SCRATCH   read/write, byte strobes honoured
//   0x10 + 4q      STORED_q   packets stored in queue q (q = 0..4)
//   0x30 + 4q      REMOVED_q  packets sent from queue q
//   0x50 + 4q      DROPPED_q  packets dropped for queue q
//   0x70 PKT_IN    packets received
//   0x74 PKT_DROP  packets refused at admission (once per packet)

`default_nettype none

module output_queues_ip #(
    // Output stream data width in bits
    parameter C_M_AXIS_DATA_WIDTH  = 256,
    // Input stream data width in bits (must equal C_M_AXIS_DATA_WIDTH)
    parameter C_S_AXIS_DATA_WIDTH  = 256,
    // Output stream TUSER width in bits
    parameter C_M_AXIS_TUSER_WIDTH = 128,
    // Input stream TUSER width in bits (must equal C_M_AXIS_TUSER_WIDTH, >= 32)
    parameter C_S_AXIS_TUSER_WIDTH = 128,
    // Number of output queues (the port list has exactly five)
    parameter NUM_QUEUES           = 5,
    // AXI-Lite data width (32)
    parameter C_S_AXI_DATA_WIDTH   = 32,
    // AXI-Lite address width
    parameter C_S_AXI_ADDR_WIDTH   = 32,
    // AXI-Lite base address of the register bank
    parameter C_BASEADDR           = 32'h00000000,
    // Data depth of each queue in beats (power of two, at most 16384)
    parameter QUEUE_DEPTH          = 128,
    // Metadata FIFO depth of each queue in packets (power of two)
    parameter META_DEPTH           = 32
) (
    input  wire                              axis_aclk,
    input  wire                              axis_resetn,

    input  wire [C_S_AXIS_DATA_WIDTH-1:0]    s_axis_tdata,
    input  wire [C_S_AXIS_DATA_WIDTH/8-1:0]  s_axis_tkeep,
    input  wire [C_S_AXIS_TUSER_WIDTH-1:0]   s_axis_tuser,
    input  wire                              s_axis_tvalid,
    output wire                              s_axis_tready,
    input  wire                              s_axis_tlast,

    output wire [C_M_AXIS_DATA_WIDTH-1:0]    m_axis_0_tdata,
    output wire [C_M_AXIS_DATA_WIDTH/8-1:0]  m_axis_0_tkeep,
    output wire [C_M_AXIS_TUSER_WIDTH-1:0]   m_axis_0_tuser,
    output wire                              m_axis_0_tvalid,
    input  wire                              m_axis_0_tready,
    output wire                              m_axis_0_tlast,

    output wire [C_M_AXIS_DATA_WIDTH-1:0]    m_axis_1_tdata,
    output wire [C_M_AXIS_DATA_WIDTH/8-1:0]  m_axis_1_tkeep,
    output wire [C_M_AXIS_TUSER_WIDTH-1:0]   m_axis_1_tuser,
    output wire                              m_axis_1_tvalid,
    input  wire                              m_axis_1_tready,
    output wire                              m_axis_1_tlast,

    output wire [C_M_AXIS_DATA_WIDTH-1:0]    m_axis_2_tdata,
    output wire [C_M_AXIS_DATA_WIDTH/8-1:0]  m_axis_2_tkeep,
    output wire [C_M_AXIS_TUSER_WIDTH-1:0]   m_axis_2_tuser,
    output wire                              m_axis_2_tvalid,
    input  wire                              m_axis_2_tready,
    output wire                              m_axis_2_tlast,

    output wire [C_M_AXIS_DATA_WIDTH-1:0]    m_axis_3_tdata,
    output wire [C_M_AXIS_DATA_WIDTH/8-1:0]  m_axis_3_tkeep,
    output wire [C_M_AXIS_TUSER_WIDTH-1:0]   m_axis_3_tuser,
    output wire                              m_axis_3_tvalid,
    input  wire                              m_axis_3_tready,
    output wire                              m_axis_3_tlast,

    output wire [C_M_AXIS_DATA_WIDTH-1:0]    m_axis_4_tdata,
    output wire [C_M_AXIS_DATA_WIDTH/8-1:0]  m_axis_4_tkeep,
    output wire [C_M_AXIS_TUSER_WIDTH-1:0]   m_axis_4_tuser,
    output wire                              m_axis_4_tvalid,
    input  wire                              m_axis_4_tready,
    output wire                              m_axis_4_tlast,

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

    output wire [31:0]                       bytes_stored,
    output wire [4:0]                        pkt_stored,
    output wire [31:0]                       bytes_removed_0,
    output wire [31:0]                       bytes_removed_1,
    output wire [31:0]                       bytes_removed_2,
    output wire [31:0]                       bytes_removed_3,
    output wire [31:0]                       bytes_removed_4,
    output wire                              pkt_removed_0,
    output wire                              pkt_removed_1,
    output wire                              pkt_removed_2,
    output wire                              pkt_removed_3,
    output wire                              pkt_removed_4,
    output wire [31:0]                       bytes_dropped,
    output wire [4:0]                        pkt_dropped
);

localparam DATA_WIDTH  = C_S_AXIS_DATA_WIDTH;
localparam KEEP_WIDTH  = C_S_AXIS_DATA_WIDTH/8;
localparam USER_WIDTH  = C_S_AXIS_TUSER_WIDTH;
localparam NUM_Q       = 5;
localparam BYTE_SHIFT  = $clog2(KEEP_WIDTH);
localparam FREE_WIDTH  = $clog2(QUEUE_DEPTH) + 2;
localparam MFREE_WIDTH = $clog2(META_DEPTH) + 1;
localparam NUM_REGS    = 32;

localparam [31:0] REG_ID      = 32'h4E464F51;
localparam [31:0] REG_VERSION = 32'h00010000;

initial begin
    if (C_M_AXIS_DATA_WIDTH != C_S_AXIS_DATA_WIDTH || (1 << BYTE_SHIFT) != KEEP_WIDTH || C_S_AXIS_DATA_WIDTH % 8 != 0) begin
        $display("Error: output_queues_ip needs equal data widths of a power-of-two number of bytes (instance %m)");
        $finish;
    end
    if (C_M_AXIS_TUSER_WIDTH != C_S_AXIS_TUSER_WIDTH || C_S_AXIS_TUSER_WIDTH < 32) begin
        $display("Error: output_queues_ip needs equal TUSER widths of at least 32 bits (instance %m)");
        $finish;
    end
    if (NUM_QUEUES != NUM_Q) begin
        $display("Error: output_queues_ip has exactly five outputs, NUM_QUEUES must be 5 (instance %m)");
        $finish;
    end
    if (QUEUE_DEPTH > 16384) begin
        $display("Error: output_queues_ip QUEUE_DEPTH must be at most 16384 (instance %m)");
        $finish;
    end
end

wire rst = !axis_resetn;

// ---------------------------------------------------------------------------
// admission

reg                   in_first_reg;   // next beat starts a packet
reg  [NUM_Q-1:0]      pkt_mask_reg;
reg  [USER_WIDTH-1:0] pkt_user_reg;

wire [7:0]  dst    = s_axis_tuser[31:24];
wire [NUM_Q-1:0] target = {dst[7] | dst[5] | dst[3] | dst[1], dst[6], dst[4], dst[2], dst[0]};
wire [15:0] len    = s_axis_tuser[15:0];
// beats the packet needs: ceil(len / bytes per beat)
wire [16:0] need   = ({1'b0, len} + KEEP_WIDTH - 1) >> BYTE_SHIFT;

wire [NUM_Q*FREE_WIDTH-1:0]  free_beats;
wire [NUM_Q*MFREE_WIDTH-1:0] meta_free;
reg  [NUM_Q-1:0]             room;
integer q;

always @* begin
    for (q = 0; q < NUM_Q; q = q + 1) begin
        room[q] = {{(17-FREE_WIDTH){1'b0}}, free_beats[q*FREE_WIDTH +: FREE_WIDTH]} >= need &&
                  meta_free[q*MFREE_WIDTH +: MFREE_WIDTH] != {MFREE_WIDTH{1'b0}};
    end
end

wire                  refuse   = |(target & ~room);
wire                  take     = s_axis_tvalid;
wire [NUM_Q-1:0]      wr_mask  = in_first_reg ? (refuse ? {NUM_Q{1'b0}} : target) : pkt_mask_reg;
wire [USER_WIDTH-1:0] cur_user = in_first_reg ? s_axis_tuser : pkt_user_reg;
wire [NUM_Q-1:0]      wr_en    = take ? wr_mask : {NUM_Q{1'b0}};

assign s_axis_tready = 1'b1;

always @(posedge axis_aclk) begin
    if (take) begin
        in_first_reg <= s_axis_tlast;
        if (in_first_reg) begin
            pkt_mask_reg <= wr_mask;
            pkt_user_reg <= s_axis_tuser;
        end
    end
    if (rst) begin
        in_first_reg <= 1'b1;
        pkt_mask_reg <= {NUM_Q{1'b0}};
    end
end

// ---------------------------------------------------------------------------
// queues

wire [NUM_Q*DATA_WIDTH-1:0] q_tdata;
wire [NUM_Q*KEEP_WIDTH-1:0] q_tkeep;
wire [NUM_Q*USER_WIDTH-1:0] q_tuser;
wire [NUM_Q-1:0]            q_tvalid;
wire [NUM_Q-1:0]            q_tready;
wire [NUM_Q-1:0]            q_tlast;
wire [NUM_Q-1:0]            q_commit;
wire [NUM_Q-1:0]            q_drop;

genvar n;
generate
    for (n = 0; n < NUM_Q; n = n + 1) begin : g_q
        nf_output_queue #(
            .DATA_WIDTH (DATA_WIDTH),
            .USER_WIDTH (USER_WIDTH),
            .DEPTH      (QUEUE_DEPTH),
            .META_DEPTH (META_DEPTH)
        )
        queue_inst (
            .clk           (axis_aclk),
            .rst           (rst),
            .wr_data       (s_axis_tdata),
            .wr_keep       (s_axis_tkeep),
            .wr_last       (s_axis_tlast),
            .wr_user       (cur_user),
            .wr_en         (wr_en[n]),
            .free_beats    (free_beats[n*FREE_WIDTH +: FREE_WIDTH]),
            .meta_free     (meta_free[n*MFREE_WIDTH +: MFREE_WIDTH]),
            .commit        (q_commit[n]),
            .drop          (q_drop[n]),
            .m_axis_tdata  (q_tdata[n*DATA_WIDTH +: DATA_WIDTH]),
            .m_axis_tkeep  (q_tkeep[n*KEEP_WIDTH +: KEEP_WIDTH]),
            .m_axis_tuser  (q_tuser[n*USER_WIDTH +: USER_WIDTH]),
            .m_axis_tvalid (q_tvalid[n]),
            .m_axis_tready (q_tready[n]),
            .m_axis_tlast  (q_tlast[n])
        );
    end
endgenerate

assign m_axis_0_tdata  = q_tdata[0*DATA_WIDTH +: DATA_WIDTH];
assign m_axis_0_tkeep  = q_tkeep[0*KEEP_WIDTH +: KEEP_WIDTH];
assign m_axis_0_tuser  = q_tuser[0*USER_WIDTH +: USER_WIDTH];
assign m_axis_0_tvalid = q_tvalid[0];
assign m_axis_0_tlast  = q_tlast[0];

assign m_axis_1_tdata  = q_tdata[1*DATA_WIDTH +: DATA_WIDTH];
assign m_axis_1_tkeep  = q_tkeep[1*KEEP_WIDTH +: KEEP_WIDTH];
assign m_axis_1_tuser  = q_tuser[1*USER_WIDTH +: USER_WIDTH];
assign m_axis_1_tvalid = q_tvalid[1];
assign m_axis_1_tlast  = q_tlast[1];

assign m_axis_2_tdata  = q_tdata[2*DATA_WIDTH +: DATA_WIDTH];
assign m_axis_2_tkeep  = q_tkeep[2*KEEP_WIDTH +: KEEP_WIDTH];
assign m_axis_2_tuser  = q_tuser[2*USER_WIDTH +: USER_WIDTH];
assign m_axis_2_tvalid = q_tvalid[2];
assign m_axis_2_tlast  = q_tlast[2];

assign m_axis_3_tdata  = q_tdata[3*DATA_WIDTH +: DATA_WIDTH];
assign m_axis_3_tkeep  = q_tkeep[3*KEEP_WIDTH +: KEEP_WIDTH];
assign m_axis_3_tuser  = q_tuser[3*USER_WIDTH +: USER_WIDTH];
assign m_axis_3_tvalid = q_tvalid[3];
assign m_axis_3_tlast  = q_tlast[3];

assign m_axis_4_tdata  = q_tdata[4*DATA_WIDTH +: DATA_WIDTH];
assign m_axis_4_tkeep  = q_tkeep[4*KEEP_WIDTH +: KEEP_WIDTH];
assign m_axis_4_tuser  = q_tuser[4*USER_WIDTH +: USER_WIDTH];
assign m_axis_4_tvalid = q_tvalid[4];
assign m_axis_4_tlast  = q_tlast[4];

assign q_tready = {m_axis_4_tready, m_axis_3_tready, m_axis_2_tready,
                   m_axis_1_tready, m_axis_0_tready};

// ---------------------------------------------------------------------------
// statistics

wire [NUM_Q-1:0] q_removed = q_tvalid & q_tready & q_tlast;
wire [NUM_Q-1:0] refused   = (take && in_first_reg && refuse) ? target : {NUM_Q{1'b0}};

reg  [15:0]         last_len_reg;   // length of the packet whose tlast was just written
reg  [NUM_Q-1:0]    refused_reg;
reg  [15:0]         refused_len_reg;
reg  [NUM_Q-1:0]    removed_reg;
reg  [NUM_Q*16-1:0] removed_len_reg;

always @(posedge axis_aclk) begin
    if (take && s_axis_tlast) begin
        last_len_reg <= cur_user[15:0];
    end
    refused_reg     <= refused;
    refused_len_reg <= len;
    removed_reg     <= q_removed;
    for (q = 0; q < NUM_Q; q = q + 1) begin
        removed_len_reg[q*16 +: 16] <= q_tuser[q*USER_WIDTH +: 16];
    end
    if (rst) begin
        refused_reg <= {NUM_Q{1'b0}};
        removed_reg <= {NUM_Q{1'b0}};
    end
end

assign pkt_stored      = q_commit;
assign bytes_stored    = |q_commit ? {16'd0, last_len_reg} : 32'd0;
assign pkt_dropped     = refused_reg | q_drop;
assign bytes_dropped   = |refused_reg ? {16'd0, refused_len_reg} :
                         |q_drop      ? {16'd0, last_len_reg} : 32'd0;
assign pkt_removed_0   = removed_reg[0];
assign pkt_removed_1   = removed_reg[1];
assign pkt_removed_2   = removed_reg[2];
assign pkt_removed_3   = removed_reg[3];
assign pkt_removed_4   = removed_reg[4];
assign bytes_removed_0 = removed_reg[0] ? {16'd0, removed_len_reg[0*16 +: 16]} : 32'd0;
assign bytes_removed_1 = removed_reg[1] ? {16'd0, removed_len_reg[1*16 +: 16]} : 32'd0;
assign bytes_removed_2 = removed_reg[2] ? {16'd0, removed_len_reg[2*16 +: 16]} : 32'd0;
assign bytes_removed_3 = removed_reg[3] ? {16'd0, removed_len_reg[3*16 +: 16]} : 32'd0;
assign bytes_removed_4 = removed_reg[4] ? {16'd0, removed_len_reg[4*16 +: 16]} : 32'd0;

// ---------------------------------------------------------------------------
// counters and registers

wire                        reg_wr_en;
wire [$clog2(NUM_REGS)-1:0] reg_wr_index;
wire [31:0]                 reg_wr_data;
wire [3:0]                  reg_wr_strb;

wire clear = reg_wr_en && reg_wr_index == 5'd2 && reg_wr_strb[0] && reg_wr_data[0];

reg  [31:0]         scratch_reg;
reg  [NUM_Q*32-1:0] stored_cnt_reg;
reg  [NUM_Q*32-1:0] removed_cnt_reg;
reg  [NUM_Q*32-1:0] dropped_cnt_reg;
reg  [31:0]         pkt_in_reg;
reg  [31:0]         pkt_drop_reg;

integer b;

always @(posedge S_AXI_ACLK) begin
    if (reg_wr_en && reg_wr_index == 5'd3) begin
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
    for (q = 0; q < NUM_Q; q = q + 1) begin
        stored_cnt_reg[q*32 +: 32]   <= stored_cnt_reg[q*32 +: 32] + {31'd0, q_commit[q]};
        removed_cnt_reg[q*32 +: 32] <= removed_cnt_reg[q*32 +: 32] + {31'd0, q_removed[q]};
        dropped_cnt_reg[q*32 +: 32]  <= dropped_cnt_reg[q*32 +: 32] + {31'd0, refused[q]} + {31'd0, q_drop[q]};
    end
    if (take && in_first_reg) begin
        pkt_in_reg <= pkt_in_reg + 1'b1;
        if (refuse) begin
            pkt_drop_reg <= pkt_drop_reg + 1'b1;
        end
    end
    if (rst || clear) begin
        stored_cnt_reg   <= {NUM_Q*32{1'b0}};
        removed_cnt_reg <= {NUM_Q*32{1'b0}};
        dropped_cnt_reg  <= {NUM_Q*32{1'b0}};
        pkt_in_reg   <= 32'd0;
        pkt_drop_reg <= 32'd0;
    end
end

wire [NUM_REGS*32-1:0] reg_rd_data = {
    {2{32'd0}},                     // 0x78-0x7C
    pkt_drop_reg,                   // 0x74
    pkt_in_reg,                     // 0x70
    {3{32'd0}}, dropped_cnt_reg,        // 0x50-0x6C
    {3{32'd0}}, removed_cnt_reg,       // 0x30-0x4C
    {3{32'd0}}, stored_cnt_reg,         // 0x10-0x2C
    scratch_reg,                    // 0x0C
    32'd0,                          // 0x08 RESET
    REG_VERSION,                    // 0x04
    REG_ID                          // 0x00
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
