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

// Output port lookup of the reference switch: a learning Ethernet switch.
//
// Two register stages (A: input, B: output) advance together.  When the first
// beat of a packet moves from A to B:
//   * the destination MAC (bytes 0-5, tdata[47:0]) is looked up in a table of
//     MAC_TABLE_DEPTH entries; a hit sends the packet to the learned port
//     minus the source port; a miss, a broadcast or any group address floods
//     it to the four 10G ports (bits 0, 2, 4, 6) minus the source port, never
//     to the host;  tuser[31:24] is overwritten with the result;
//   * the source MAC (bytes 6-11, tdata[95:48]) is learned with the source
//     port tuser[23:16] (host queues, odd bits, included): an existing entry
//     gets the new port, a new MAC replaces the entries in FIFO order.  Group
//     source addresses and a zero source port are not learned.
// The lookup sees the table as it was before the packet's own learning.
// Later beats pass unchanged.  Packets are forwarded in order, never dropped.
//
// AXI-Lite registers (S_AXI_ACLK must be the same clock as axis_aclk):
//   0x00 ID        0x4E464F50 ("NFOP"), read only
//   0x04 VERSION   0x00010000, read only
//   0x08 RESET     write bit 0 = 1: clear the counters; bit 1 = 1: flush the
//                  MAC table; reads 0
//   0x0C SCRATCH   read/write, byte strobes honoured
//   0x10 PKT       packets looked up
//   0x14 HIT       packets sent to a learned port (unicast hit)
//   0x18 FLOOD     packets flooded (miss or group destination)
//   0x1C LEARN     new table entries written
//   0x20 ENTRIES   valid table entries (read only, not cleared by RESET bit 0)

`default_nettype none

module output_port_lookup_ip #(
    // Output stream data width in bits
    parameter C_M_AXIS_DATA_WIDTH  = 256,
    // Input stream data width in bits (must equal C_M_AXIS_DATA_WIDTH, >= 96)
    parameter C_S_AXIS_DATA_WIDTH  = 256,
    // Output stream TUSER width in bits
    parameter C_M_AXIS_TUSER_WIDTH = 128,
    // Input stream TUSER width in bits (must equal C_M_AXIS_TUSER_WIDTH, >= 32)
    parameter C_S_AXIS_TUSER_WIDTH = 128,
    // AXI-Lite data width (32)
    parameter C_S_AXI_DATA_WIDTH   = 32,
    // AXI-Lite address width
    parameter C_S_AXI_ADDR_WIDTH   = 32,
    // AXI-Lite base address of the register bank
    parameter C_BASEADDR           = 32'h00000000,
    // Entries in the MAC table (power of two, 2..256)
    parameter MAC_TABLE_DEPTH      = 16
) (
    input  wire                              axis_aclk,
    input  wire                              axis_resetn,

    output wire [C_M_AXIS_DATA_WIDTH-1:0]    m_axis_tdata,
    output wire [C_M_AXIS_DATA_WIDTH/8-1:0]  m_axis_tkeep,
    output wire [C_M_AXIS_TUSER_WIDTH-1:0]   m_axis_tuser,
    output wire                              m_axis_tvalid,
    input  wire                              m_axis_tready,
    output wire                              m_axis_tlast,

    input  wire [C_S_AXIS_DATA_WIDTH-1:0]    s_axis_tdata,
    input  wire [C_S_AXIS_DATA_WIDTH/8-1:0]  s_axis_tkeep,
    input  wire [C_S_AXIS_TUSER_WIDTH-1:0]   s_axis_tuser,
    input  wire                              s_axis_tvalid,
    output wire                              s_axis_tready,
    input  wire                              s_axis_tlast,

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
    output wire                              S_AXI_AWREADY
);

localparam DATA_WIDTH  = C_S_AXIS_DATA_WIDTH;
localparam KEEP_WIDTH  = C_S_AXIS_DATA_WIDTH/8;
localparam USER_WIDTH  = C_S_AXIS_TUSER_WIDTH;
localparam TBL         = MAC_TABLE_DEPTH;
localparam TBL_W       = $clog2(MAC_TABLE_DEPTH);
localparam NUM_REGS    = 16;
// the four 10G ports nf0-nf3
localparam [7:0] FLOOD_PORTS = 8'h55;

localparam [31:0] REG_ID      = 32'h4E464F50;
localparam [31:0] REG_VERSION = 32'h00010000;

initial begin
    if (C_M_AXIS_DATA_WIDTH != C_S_AXIS_DATA_WIDTH || C_S_AXIS_DATA_WIDTH < 96 || C_S_AXIS_DATA_WIDTH % 8 != 0) begin
        $display("Error: output_port_lookup_ip needs equal data widths, >= 96 bits and a multiple of 8 (instance %m)");
        $finish;
    end
    if (C_M_AXIS_TUSER_WIDTH != C_S_AXIS_TUSER_WIDTH || C_S_AXIS_TUSER_WIDTH < 32) begin
        $display("Error: output_port_lookup_ip needs equal TUSER widths of at least 32 bits (instance %m)");
        $finish;
    end
    if (TBL < 2 || TBL > 256 || (1 << TBL_W) != TBL) begin
        $display("Error: output_port_lookup_ip MAC_TABLE_DEPTH must be a power of two in 2..256 (instance %m)");
        $finish;
    end
end

wire rst = !axis_resetn;

// ---------------------------------------------------------------------------
// pipeline

reg  [DATA_WIDTH-1:0] a_data_reg;
reg  [KEEP_WIDTH-1:0] a_keep_reg;
reg  [USER_WIDTH-1:0] a_user_reg;
reg                   a_last_reg;
reg                   a_first_reg;
reg                   a_valid_reg;
reg                   in_first_reg;  // next input beat starts a packet

reg  [DATA_WIDTH-1:0] b_data_reg;
reg  [KEEP_WIDTH-1:0] b_keep_reg;
reg  [USER_WIDTH-1:0] b_user_reg;
reg                   b_last_reg;
reg                   b_valid_reg;

wire b_load = !b_valid_reg || m_axis_tready;
wire a_move = a_valid_reg && b_load;

assign s_axis_tready = !a_valid_reg || b_load;

wire s_take = s_axis_tvalid && s_axis_tready;

assign m_axis_tdata  = b_data_reg;
assign m_axis_tkeep  = b_keep_reg;
assign m_axis_tuser  = b_user_reg;
assign m_axis_tlast  = b_last_reg;
assign m_axis_tvalid = b_valid_reg;

// ---------------------------------------------------------------------------
// MAC table: flat registers, compared in parallel

reg  [TBL*48-1:0] tbl_mac_reg;
reg  [TBL*8-1:0]  tbl_port_reg;
reg  [TBL-1:0]    tbl_valid_reg;
reg  [TBL_W-1:0]  tbl_next_reg;   // FIFO replacement pointer

wire [47:0] dst_mac  = a_data_reg[47:0];
wire [47:0] src_mac  = a_data_reg[95:48];
wire [7:0]  src_port = a_user_reg[23:16];
// the group bit is the least significant bit of the first address byte
wire        dst_group = dst_mac[0];
wire        src_group = src_mac[0];

reg  [TBL-1:0] dst_match;
reg  [TBL-1:0] src_match;
reg  [7:0]     dst_port;
integer t;

always @* begin
    dst_port = 8'd0;
    for (t = 0; t < TBL; t = t + 1) begin
        dst_match[t] = tbl_valid_reg[t] && tbl_mac_reg[t*48 +: 48] == dst_mac;
        src_match[t] = tbl_valid_reg[t] && tbl_mac_reg[t*48 +: 48] == src_mac;
        // MACs in the table are unique, so OR-ing the matches is a mux
        dst_port = dst_port | ({8{dst_match[t]}} & tbl_port_reg[t*8 +: 8]);
    end
end

wire       dst_hit = !dst_group && |dst_match;
wire       src_hit = |src_match;
wire [7:0] dst_out = (dst_hit ? dst_port : FLOOD_PORTS) & ~src_port;
wire       learn   = a_move && a_first_reg && !src_group && src_port != 8'd0;

// control register pulses (same clock)
wire                        reg_wr_en;
wire [$clog2(NUM_REGS)-1:0] reg_wr_index;
wire [31:0]                 reg_wr_data;
wire [3:0]                  reg_wr_strb;

wire clear = reg_wr_en && reg_wr_index == 4'd2 && reg_wr_strb[0] && reg_wr_data[0];
wire flush = reg_wr_en && reg_wr_index == 4'd2 && reg_wr_strb[0] && reg_wr_data[1];

always @(posedge axis_aclk) begin
    if (s_take) begin
        a_data_reg   <= s_axis_tdata;
        a_keep_reg   <= s_axis_tkeep;
        a_user_reg   <= s_axis_tuser;
        a_last_reg   <= s_axis_tlast;
        a_first_reg  <= in_first_reg;
        in_first_reg <= s_axis_tlast;
        a_valid_reg  <= 1'b1;
    end else if (a_move) begin
        a_valid_reg  <= 1'b0;
    end

    if (a_move) begin
        b_data_reg  <= a_data_reg;
        b_keep_reg  <= a_keep_reg;
        b_last_reg  <= a_last_reg;
        b_valid_reg <= 1'b1;
        if (a_first_reg) begin
            b_user_reg <= {a_user_reg[USER_WIDTH-1:32], dst_out, a_user_reg[23:0]};
        end else begin
            b_user_reg <= a_user_reg;
        end
    end else if (m_axis_tready) begin
        b_valid_reg <= 1'b0;
    end

    if (rst) begin
        a_valid_reg  <= 1'b0;
        b_valid_reg  <= 1'b0;
        in_first_reg <= 1'b1;
    end
end

integer e;

always @(posedge axis_aclk) begin
    if (learn) begin
        if (src_hit) begin
            for (e = 0; e < TBL; e = e + 1) begin
                if (src_match[e]) begin
                    tbl_port_reg[e*8 +: 8] <= src_port;
                end
            end
        end else begin
            for (e = 0; e < TBL; e = e + 1) begin
                if (tbl_next_reg == e[TBL_W-1:0]) begin
                    tbl_mac_reg[e*48 +: 48] <= src_mac;
                    tbl_port_reg[e*8 +: 8]  <= src_port;
                    tbl_valid_reg[e]        <= 1'b1;
                end
            end
            tbl_next_reg <= tbl_next_reg + 1'b1;
        end
    end

    if (rst || flush) begin
        tbl_valid_reg <= {TBL{1'b0}};
        tbl_next_reg  <= {TBL_W{1'b0}};
    end
end

// ---------------------------------------------------------------------------
// counters and registers

reg  [31:0] scratch_reg;
reg  [31:0] pkt_reg;
reg  [31:0] hit_reg;
reg  [31:0] flood_reg;
reg  [31:0] learn_reg;
reg  [8:0]  entries;

always @* begin
    entries = 9'd0;
    for (t = 0; t < TBL; t = t + 1) begin
        entries = entries + {8'd0, tbl_valid_reg[t]};
    end
end

integer b;

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
    if (a_move && a_first_reg) begin
        pkt_reg <= pkt_reg + 1'b1;
        if (dst_hit) begin
            hit_reg <= hit_reg + 1'b1;
        end else begin
            flood_reg <= flood_reg + 1'b1;
        end
    end
    if (learn && !src_hit) begin
        learn_reg <= learn_reg + 1'b1;
    end
    if (rst || clear) begin
        pkt_reg   <= 32'd0;
        hit_reg   <= 32'd0;
        flood_reg <= 32'd0;
        learn_reg <= 32'd0;
    end
end

wire [NUM_REGS*32-1:0] reg_rd_data = {
    {(NUM_REGS-9){32'd0}},
    {23'd0, entries},
    learn_reg,
    flood_reg,
    hit_reg,
    pkt_reg,
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
