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

// NetFPGA-SUME compatible reference switch datapath (clean-room): a linear
// pipeline of input arbiter -> output port lookup -> output queues.
// Streams 0-3 are the 10G ports nf0-nf3, stream 4 is the host (PCIe DMA).
// AXI-Lite slave S0 belongs to the input arbiter, S1 to the output port
// lookup, S2 to the output queues.  Plain Verilog-2001 on purpose: this file
// is parsed and rewritten by the splicer (pyverilog).

// verilator lint_off UNUSEDPARAM
module nf_datapath #(
    // AXI-Lite data width
    parameter C_S_AXI_DATA_WIDTH   = 32,
    // AXI-Lite address width (the board top overrides it to 12)
    parameter C_S_AXI_ADDR_WIDTH   = 32,
    // AXI-Lite base address
    parameter C_BASEADDR           = 32'h00000000,
    // Output stream data width
    parameter C_M_AXIS_DATA_WIDTH  = 256,
    // Input stream data width
    parameter C_S_AXIS_DATA_WIDTH  = 256,
    // Output stream TUSER width
    parameter C_M_AXIS_TUSER_WIDTH = 128,
    // Input stream TUSER width
    parameter C_S_AXIS_TUSER_WIDTH = 128,
    // Number of output queues
    parameter NUM_QUEUES           = 5
) (
    input  wire                                    axis_aclk,
    input  wire                                    axis_resetn,
    input  wire                                    axi_aclk,
    input  wire                                    axi_resetn,

    input  wire [C_S_AXI_ADDR_WIDTH-1:0]           S0_AXI_AWADDR,
    input  wire                                    S0_AXI_AWVALID,
    input  wire [C_S_AXI_DATA_WIDTH-1:0]           S0_AXI_WDATA,
    input  wire [(C_S_AXI_DATA_WIDTH/8)-1:0]     S0_AXI_WSTRB,
    input  wire                                    S0_AXI_WVALID,
    input  wire                                    S0_AXI_BREADY,
    input  wire [C_S_AXI_ADDR_WIDTH-1:0]           S0_AXI_ARADDR,
    input  wire                                    S0_AXI_ARVALID,
    input  wire                                    S0_AXI_RREADY,
    output wire                                    S0_AXI_ARREADY,
    output wire [C_S_AXI_DATA_WIDTH-1:0]           S0_AXI_RDATA,
    output wire [1:0]                              S0_AXI_RRESP,
    output wire                                    S0_AXI_RVALID,
    output wire                                    S0_AXI_WREADY,
    output wire [1:0]                              S0_AXI_BRESP,
    output wire                                    S0_AXI_BVALID,
    output wire                                    S0_AXI_AWREADY,

    input  wire [C_S_AXI_ADDR_WIDTH-1:0]           S1_AXI_AWADDR,
    input  wire                                    S1_AXI_AWVALID,
    input  wire [C_S_AXI_DATA_WIDTH-1:0]           S1_AXI_WDATA,
    input  wire [(C_S_AXI_DATA_WIDTH/8)-1:0]     S1_AXI_WSTRB,
    input  wire                                    S1_AXI_WVALID,
    input  wire                                    S1_AXI_BREADY,
    input  wire [C_S_AXI_ADDR_WIDTH-1:0]           S1_AXI_ARADDR,
    input  wire                                    S1_AXI_ARVALID,
    input  wire                                    S1_AXI_RREADY,
    output wire                                    S1_AXI_ARREADY,
    output wire [C_S_AXI_DATA_WIDTH-1:0]           S1_AXI_RDATA,
    output wire [1:0]                              S1_AXI_RRESP,
    output wire                                    S1_AXI_RVALID,
    output wire                                    S1_AXI_WREADY,
    output wire [1:0]                              S1_AXI_BRESP,
    output wire                                    S1_AXI_BVALID,
    output wire                                    S1_AXI_AWREADY,

    input  wire [C_S_AXI_ADDR_WIDTH-1:0]           S2_AXI_AWADDR,
    input  wire                                    S2_AXI_AWVALID,
    input  wire [C_S_AXI_DATA_WIDTH-1:0]           S2_AXI_WDATA,
    input  wire [(C_S_AXI_DATA_WIDTH/8)-1:0]     S2_AXI_WSTRB,
    input  wire                                    S2_AXI_WVALID,
    input  wire                                    S2_AXI_BREADY,
    input  wire [C_S_AXI_ADDR_WIDTH-1:0]           S2_AXI_ARADDR,
    input  wire                                    S2_AXI_ARVALID,
    input  wire                                    S2_AXI_RREADY,
    output wire                                    S2_AXI_ARREADY,
    output wire [C_S_AXI_DATA_WIDTH-1:0]           S2_AXI_RDATA,
    output wire [1:0]                              S2_AXI_RRESP,
    output wire                                    S2_AXI_RVALID,
    output wire                                    S2_AXI_WREADY,
    output wire [1:0]                              S2_AXI_BRESP,
    output wire                                    S2_AXI_BVALID,
    output wire                                    S2_AXI_AWREADY,

    input  wire [C_S_AXIS_DATA_WIDTH-1:0]          s_axis_0_tdata,
    input  wire [(C_S_AXIS_DATA_WIDTH/8)-1:0]    s_axis_0_tkeep,
    input  wire [C_S_AXIS_TUSER_WIDTH-1:0]         s_axis_0_tuser,
    input  wire                                    s_axis_0_tvalid,
    output wire                                    s_axis_0_tready,
    input  wire                                    s_axis_0_tlast,

    input  wire [C_S_AXIS_DATA_WIDTH-1:0]          s_axis_1_tdata,
    input  wire [(C_S_AXIS_DATA_WIDTH/8)-1:0]    s_axis_1_tkeep,
    input  wire [C_S_AXIS_TUSER_WIDTH-1:0]         s_axis_1_tuser,
    input  wire                                    s_axis_1_tvalid,
    output wire                                    s_axis_1_tready,
    input  wire                                    s_axis_1_tlast,

    input  wire [C_S_AXIS_DATA_WIDTH-1:0]          s_axis_2_tdata,
    input  wire [(C_S_AXIS_DATA_WIDTH/8)-1:0]    s_axis_2_tkeep,
    input  wire [C_S_AXIS_TUSER_WIDTH-1:0]         s_axis_2_tuser,
    input  wire                                    s_axis_2_tvalid,
    output wire                                    s_axis_2_tready,
    input  wire                                    s_axis_2_tlast,

    input  wire [C_S_AXIS_DATA_WIDTH-1:0]          s_axis_3_tdata,
    input  wire [(C_S_AXIS_DATA_WIDTH/8)-1:0]    s_axis_3_tkeep,
    input  wire [C_S_AXIS_TUSER_WIDTH-1:0]         s_axis_3_tuser,
    input  wire                                    s_axis_3_tvalid,
    output wire                                    s_axis_3_tready,
    input  wire                                    s_axis_3_tlast,

    input  wire [C_S_AXIS_DATA_WIDTH-1:0]          s_axis_4_tdata,
    input  wire [(C_S_AXIS_DATA_WIDTH/8)-1:0]    s_axis_4_tkeep,
    input  wire [C_S_AXIS_TUSER_WIDTH-1:0]         s_axis_4_tuser,
    input  wire                                    s_axis_4_tvalid,
    output wire                                    s_axis_4_tready,
    input  wire                                    s_axis_4_tlast,

    output wire [C_M_AXIS_DATA_WIDTH-1:0]          m_axis_0_tdata,
    output wire [(C_M_AXIS_DATA_WIDTH/8)-1:0]    m_axis_0_tkeep,
    output wire [C_M_AXIS_TUSER_WIDTH-1:0]         m_axis_0_tuser,
    output wire                                    m_axis_0_tvalid,
    input  wire                                    m_axis_0_tready,
    output wire                                    m_axis_0_tlast,

    output wire [C_M_AXIS_DATA_WIDTH-1:0]          m_axis_1_tdata,
    output wire [(C_M_AXIS_DATA_WIDTH/8)-1:0]    m_axis_1_tkeep,
    output wire [C_M_AXIS_TUSER_WIDTH-1:0]         m_axis_1_tuser,
    output wire                                    m_axis_1_tvalid,
    input  wire                                    m_axis_1_tready,
    output wire                                    m_axis_1_tlast,

    output wire [C_M_AXIS_DATA_WIDTH-1:0]          m_axis_2_tdata,
    output wire [(C_M_AXIS_DATA_WIDTH/8)-1:0]    m_axis_2_tkeep,
    output wire [C_M_AXIS_TUSER_WIDTH-1:0]         m_axis_2_tuser,
    output wire                                    m_axis_2_tvalid,
    input  wire                                    m_axis_2_tready,
    output wire                                    m_axis_2_tlast,

    output wire [C_M_AXIS_DATA_WIDTH-1:0]          m_axis_3_tdata,
    output wire [(C_M_AXIS_DATA_WIDTH/8)-1:0]    m_axis_3_tkeep,
    output wire [C_M_AXIS_TUSER_WIDTH-1:0]         m_axis_3_tuser,
    output wire                                    m_axis_3_tvalid,
    input  wire                                    m_axis_3_tready,
    output wire                                    m_axis_3_tlast,

    output wire [C_M_AXIS_DATA_WIDTH-1:0]          m_axis_4_tdata,
    output wire [(C_M_AXIS_DATA_WIDTH/8)-1:0]    m_axis_4_tkeep,
    output wire [C_M_AXIS_TUSER_WIDTH-1:0]         m_axis_4_tuser,
    output wire                                    m_axis_4_tvalid,
    input  wire                                    m_axis_4_tready,
    output wire                                    m_axis_4_tlast
);
// verilator lint_on UNUSEDPARAM

// input arbiter -> output port lookup (named from the lookup's point of view)
wire [C_M_AXIS_DATA_WIDTH-1:0]         s_axis_opl_tdata;
wire [(C_M_AXIS_DATA_WIDTH/8)-1:0]   s_axis_opl_tkeep;
wire [C_M_AXIS_TUSER_WIDTH-1:0]        s_axis_opl_tuser;
wire                                   s_axis_opl_tvalid;
wire                                   s_axis_opl_tready;
wire                                   s_axis_opl_tlast;

// output port lookup -> output queues
wire [C_M_AXIS_DATA_WIDTH-1:0]         m_axis_opl_tdata;
wire [(C_M_AXIS_DATA_WIDTH/8)-1:0]   m_axis_opl_tkeep;
wire [C_M_AXIS_TUSER_WIDTH-1:0]        m_axis_opl_tuser;
wire                                   m_axis_opl_tvalid;
wire                                   m_axis_opl_tready;
wire                                   m_axis_opl_tlast;

// unused statistics outputs stay open, as in the board design
// verilator lint_off PINCONNECTEMPTY

// stage 1: input arbiter
input_arbiter_ip
input_arbiter_v1_0 (
    .axis_aclk       (axis_aclk),
    .axis_resetn     (axis_resetn),
    .m_axis_tdata    (s_axis_opl_tdata),
    .m_axis_tkeep    (s_axis_opl_tkeep),
    .m_axis_tuser    (s_axis_opl_tuser),
    .m_axis_tvalid   (s_axis_opl_tvalid),
    .m_axis_tready   (s_axis_opl_tready),
    .m_axis_tlast    (s_axis_opl_tlast),
    .s_axis_0_tdata  (s_axis_0_tdata),
    .s_axis_0_tkeep  (s_axis_0_tkeep),
    .s_axis_0_tuser  (s_axis_0_tuser),
    .s_axis_0_tvalid (s_axis_0_tvalid),
    .s_axis_0_tready (s_axis_0_tready),
    .s_axis_0_tlast  (s_axis_0_tlast),
    .s_axis_1_tdata  (s_axis_1_tdata),
    .s_axis_1_tkeep  (s_axis_1_tkeep),
    .s_axis_1_tuser  (s_axis_1_tuser),
    .s_axis_1_tvalid (s_axis_1_tvalid),
    .s_axis_1_tready (s_axis_1_tready),
    .s_axis_1_tlast  (s_axis_1_tlast),
    .s_axis_2_tdata  (s_axis_2_tdata),
    .s_axis_2_tkeep  (s_axis_2_tkeep),
    .s_axis_2_tuser  (s_axis_2_tuser),
    .s_axis_2_tvalid (s_axis_2_tvalid),
    .s_axis_2_tready (s_axis_2_tready),
    .s_axis_2_tlast  (s_axis_2_tlast),
    .s_axis_3_tdata  (s_axis_3_tdata),
    .s_axis_3_tkeep  (s_axis_3_tkeep),
    .s_axis_3_tuser  (s_axis_3_tuser),
    .s_axis_3_tvalid (s_axis_3_tvalid),
    .s_axis_3_tready (s_axis_3_tready),
    .s_axis_3_tlast  (s_axis_3_tlast),
    .s_axis_4_tdata  (s_axis_4_tdata),
    .s_axis_4_tkeep  (s_axis_4_tkeep),
    .s_axis_4_tuser  (s_axis_4_tuser),
    .s_axis_4_tvalid (s_axis_4_tvalid),
    .s_axis_4_tready (s_axis_4_tready),
    .s_axis_4_tlast  (s_axis_4_tlast),
    .S_AXI_ACLK      (axi_aclk),
    .S_AXI_ARESETN   (axi_resetn),
    .S_AXI_AWADDR    (S0_AXI_AWADDR),
    .S_AXI_AWVALID   (S0_AXI_AWVALID),
    .S_AXI_WDATA     (S0_AXI_WDATA),
    .S_AXI_WSTRB     (S0_AXI_WSTRB),
    .S_AXI_WVALID    (S0_AXI_WVALID),
    .S_AXI_BREADY    (S0_AXI_BREADY),
    .S_AXI_ARADDR    (S0_AXI_ARADDR),
    .S_AXI_ARVALID   (S0_AXI_ARVALID),
    .S_AXI_RREADY    (S0_AXI_RREADY),
    .S_AXI_ARREADY   (S0_AXI_ARREADY),
    .S_AXI_RDATA     (S0_AXI_RDATA),
    .S_AXI_RRESP     (S0_AXI_RRESP),
    .S_AXI_RVALID    (S0_AXI_RVALID),
    .S_AXI_WREADY    (S0_AXI_WREADY),
    .S_AXI_BRESP     (S0_AXI_BRESP),
    .S_AXI_BVALID    (S0_AXI_BVALID),
    .S_AXI_AWREADY   (S0_AXI_AWREADY),
    .pkt_fwd         ()
);

// stage 2: output port lookup
output_port_lookup_ip
output_port_lookup_1 (
    .axis_aclk     (axis_aclk),
    .axis_resetn   (axis_resetn),
    .m_axis_tdata  (m_axis_opl_tdata),
    .m_axis_tkeep  (m_axis_opl_tkeep),
    .m_axis_tuser  (m_axis_opl_tuser),
    .m_axis_tvalid (m_axis_opl_tvalid),
    .m_axis_tready (m_axis_opl_tready),
    .m_axis_tlast  (m_axis_opl_tlast),
    .s_axis_tdata  (s_axis_opl_tdata),
    .s_axis_tkeep  (s_axis_opl_tkeep),
    .s_axis_tuser  (s_axis_opl_tuser),
    .s_axis_tvalid (s_axis_opl_tvalid),
    .s_axis_tready (s_axis_opl_tready),
    .s_axis_tlast  (s_axis_opl_tlast),
    .S_AXI_ACLK    (axi_aclk),
    .S_AXI_ARESETN (axi_resetn),
    .S_AXI_AWADDR  (S1_AXI_AWADDR),
    .S_AXI_AWVALID (S1_AXI_AWVALID),
    .S_AXI_WDATA   (S1_AXI_WDATA),
    .S_AXI_WSTRB   (S1_AXI_WSTRB),
    .S_AXI_WVALID  (S1_AXI_WVALID),
    .S_AXI_BREADY  (S1_AXI_BREADY),
    .S_AXI_ARADDR  (S1_AXI_ARADDR),
    .S_AXI_ARVALID (S1_AXI_ARVALID),
    .S_AXI_RREADY  (S1_AXI_RREADY),
    .S_AXI_ARREADY (S1_AXI_ARREADY),
    .S_AXI_RDATA   (S1_AXI_RDATA),
    .S_AXI_RRESP   (S1_AXI_RRESP),
    .S_AXI_RVALID  (S1_AXI_RVALID),
    .S_AXI_WREADY  (S1_AXI_WREADY),
    .S_AXI_BRESP   (S1_AXI_BRESP),
    .S_AXI_BVALID  (S1_AXI_BVALID),
    .S_AXI_AWREADY (S1_AXI_AWREADY)
);

// stage 3: output queues
output_queues_ip
bram_output_queues_1 (
    .axis_aclk       (axis_aclk),
    .axis_resetn     (axis_resetn),
    .s_axis_tdata    (m_axis_opl_tdata),
    .s_axis_tkeep    (m_axis_opl_tkeep),
    .s_axis_tuser    (m_axis_opl_tuser),
    .s_axis_tvalid   (m_axis_opl_tvalid),
    .s_axis_tready   (m_axis_opl_tready),
    .s_axis_tlast    (m_axis_opl_tlast),
    .m_axis_0_tdata  (m_axis_0_tdata),
    .m_axis_0_tkeep  (m_axis_0_tkeep),
    .m_axis_0_tuser  (m_axis_0_tuser),
    .m_axis_0_tvalid (m_axis_0_tvalid),
    .m_axis_0_tready (m_axis_0_tready),
    .m_axis_0_tlast  (m_axis_0_tlast),
    .m_axis_1_tdata  (m_axis_1_tdata),
    .m_axis_1_tkeep  (m_axis_1_tkeep),
    .m_axis_1_tuser  (m_axis_1_tuser),
    .m_axis_1_tvalid (m_axis_1_tvalid),
    .m_axis_1_tready (m_axis_1_tready),
    .m_axis_1_tlast  (m_axis_1_tlast),
    .m_axis_2_tdata  (m_axis_2_tdata),
    .m_axis_2_tkeep  (m_axis_2_tkeep),
    .m_axis_2_tuser  (m_axis_2_tuser),
    .m_axis_2_tvalid (m_axis_2_tvalid),
    .m_axis_2_tready (m_axis_2_tready),
    .m_axis_2_tlast  (m_axis_2_tlast),
    .m_axis_3_tdata  (m_axis_3_tdata),
    .m_axis_3_tkeep  (m_axis_3_tkeep),
    .m_axis_3_tuser  (m_axis_3_tuser),
    .m_axis_3_tvalid (m_axis_3_tvalid),
    .m_axis_3_tready (m_axis_3_tready),
    .m_axis_3_tlast  (m_axis_3_tlast),
    .m_axis_4_tdata  (m_axis_4_tdata),
    .m_axis_4_tkeep  (m_axis_4_tkeep),
    .m_axis_4_tuser  (m_axis_4_tuser),
    .m_axis_4_tvalid (m_axis_4_tvalid),
    .m_axis_4_tready (m_axis_4_tready),
    .m_axis_4_tlast  (m_axis_4_tlast),
    .S_AXI_ACLK      (axi_aclk),
    .S_AXI_ARESETN   (axi_resetn),
    .S_AXI_AWADDR    (S2_AXI_AWADDR),
    .S_AXI_AWVALID   (S2_AXI_AWVALID),
    .S_AXI_WDATA     (S2_AXI_WDATA),
    .S_AXI_WSTRB     (S2_AXI_WSTRB),
    .S_AXI_WVALID    (S2_AXI_WVALID),
    .S_AXI_BREADY    (S2_AXI_BREADY),
    .S_AXI_ARADDR    (S2_AXI_ARADDR),
    .S_AXI_ARVALID   (S2_AXI_ARVALID),
    .S_AXI_RREADY    (S2_AXI_RREADY),
    .S_AXI_ARREADY   (S2_AXI_ARREADY),
    .S_AXI_RDATA     (S2_AXI_RDATA),
    .S_AXI_RRESP     (S2_AXI_RRESP),
    .S_AXI_RVALID    (S2_AXI_RVALID),
    .S_AXI_WREADY    (S2_AXI_WREADY),
    .S_AXI_BRESP     (S2_AXI_BRESP),
    .S_AXI_BVALID    (S2_AXI_BVALID),
    .S_AXI_AWREADY   (S2_AXI_AWREADY),
    .bytes_stored    (),
    .pkt_stored      (),
    .bytes_removed_0 (),
    .bytes_removed_1 (),
    .bytes_removed_2 (),
    .bytes_removed_3 (),
    .bytes_removed_4 (),
    .pkt_removed_0   (),
    .pkt_removed_1   (),
    .pkt_removed_2   (),
    .pkt_removed_3   (),
    .pkt_removed_4   (),
    .bytes_dropped   (),
    .pkt_dropped     ()
);

// verilator lint_on PINCONNECTEMPTY

endmodule
