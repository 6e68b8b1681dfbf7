//
// Copyright (c) 2026 The iSwitch project authors.
// All rights reserved.
//
// Test fixture for the iSwitch splicer. It has the shape of a NetFPGA-SUME
// reference-switch datapath (port list, instance layout, comment and
// directive placement), written from the interface facts only.
//
// Redistribution and use in source and binary forms, with or without
// modification, are permitted under the terms of the MIT licence.
//
/*
 * A block comment as well, so that both comment styles of the header
 * must survive the splice.
 */

`timescale 1ns / 1ps

module nf_datapath
#(
    // Slave AXI-Lite parameters
    parameter C_S_AXI_DATA_WIDTH    = 32,
    parameter C_S_AXI_ADDR_WIDTH    = 32,
    parameter C_BASEADDR            = 32'h00000000,

    // AXI4-Stream data and side-band widths
    parameter C_M_AXIS_DATA_WIDTH   = 256,
    parameter C_S_AXIS_DATA_WIDTH   = 256,
    parameter C_M_AXIS_TUSER_WIDTH  = 128,
    parameter C_S_AXIS_TUSER_WIDTH  = 128,
    parameter NUM_QUEUES            = 5
)
(
    // datapath clock and its active-low reset
    input                                              axis_aclk,
    input                                              axis_resetn,
    // register clock and its active-low reset
    input                                              axi_aclk,
    input                                              axi_resetn,

    // AXI-Lite slave 0
    input      [C_S_AXI_ADDR_WIDTH-1:0]                S0_AXI_AWADDR,
    input                                              S0_AXI_AWVALID,
    input      [C_S_AXI_DATA_WIDTH-1:0]                S0_AXI_WDATA,
    input      [C_S_AXI_DATA_WIDTH/8-1:0]              S0_AXI_WSTRB,
    input                                              S0_AXI_WVALID,
    input                                              S0_AXI_BREADY,
    input      [C_S_AXI_ADDR_WIDTH-1:0]                S0_AXI_ARADDR,
    input                                              S0_AXI_ARVALID,
    input                                              S0_AXI_RREADY,
    output                                             S0_AXI_ARREADY,
    output     [C_S_AXI_DATA_WIDTH-1:0]                S0_AXI_RDATA,
    output     [1:0]                                   S0_AXI_RRESP,
    output                                             S0_AXI_RVALID,
    output                                             S0_AXI_WREADY,
    output     [1:0]                                   S0_AXI_BRESP,
    output                                             S0_AXI_BVALID,
    output                                             S0_AXI_AWREADY,

    // AXI-Lite slave 1
    input      [C_S_AXI_ADDR_WIDTH-1:0]                S1_AXI_AWADDR,
    input                                              S1_AXI_AWVALID,
    input      [C_S_AXI_DATA_WIDTH-1:0]                S1_AXI_WDATA,
    input      [C_S_AXI_DATA_WIDTH/8-1:0]              S1_AXI_WSTRB,
    input                                              S1_AXI_WVALID,
    input                                              S1_AXI_BREADY,
    input      [C_S_AXI_ADDR_WIDTH-1:0]                S1_AXI_ARADDR,
    input                                              S1_AXI_ARVALID,
    input                                              S1_AXI_RREADY,
    output                                             S1_AXI_ARREADY,
    output     [C_S_AXI_DATA_WIDTH-1:0]                S1_AXI_RDATA,
    output     [1:0]                                   S1_AXI_RRESP,
    output                                             S1_AXI_RVALID,
    output                                             S1_AXI_WREADY,
    output     [1:0]                                   S1_AXI_BRESP,
    output                                             S1_AXI_BVALID,
    output                                             S1_AXI_AWREADY,

    // AXI-Lite slave 2
    input      [C_S_AXI_ADDR_WIDTH-1:0]                S2_AXI_AWADDR,
    input                                              S2_AXI_AWVALID,
    input      [C_S_AXI_DATA_WIDTH-1:0]                S2_AXI_WDATA,
    input      [C_S_AXI_DATA_WIDTH/8-1:0]              S2_AXI_WSTRB,
    input                                              S2_AXI_WVALID,
    input                                              S2_AXI_BREADY,
    input      [C_S_AXI_ADDR_WIDTH-1:0]                S2_AXI_ARADDR,
    input                                              S2_AXI_ARVALID,
    input                                              S2_AXI_RREADY,
    output                                             S2_AXI_ARREADY,
    output     [C_S_AXI_DATA_WIDTH-1:0]                S2_AXI_RDATA,
    output     [1:0]                                   S2_AXI_RRESP,
    output                                             S2_AXI_RVALID,
    output                                             S2_AXI_WREADY,
    output     [1:0]                                   S2_AXI_BRESP,
    output                                             S2_AXI_BVALID,
    output                                             S2_AXI_AWREADY,

    // stream input 0
    input      [C_S_AXIS_DATA_WIDTH-1:0]               s_axis_0_tdata,
    input      [((C_S_AXIS_DATA_WIDTH / 8)) - 1:0]     s_axis_0_tkeep,
    input      [C_S_AXIS_TUSER_WIDTH-1:0]              s_axis_0_tuser,
    input                                              s_axis_0_tvalid,
    output                                             s_axis_0_tready,
    input                                              s_axis_0_tlast,

    // stream input 1
    input      [C_S_AXIS_DATA_WIDTH-1:0]               s_axis_1_tdata,
    input      [((C_S_AXIS_DATA_WIDTH / 8)) - 1:0]     s_axis_1_tkeep,
    input      [C_S_AXIS_TUSER_WIDTH-1:0]              s_axis_1_tuser,
    input                                              s_axis_1_tvalid,
    output                                             s_axis_1_tready,
    input                                              s_axis_1_tlast,

    // stream input 2
    input      [C_S_AXIS_DATA_WIDTH-1:0]               s_axis_2_tdata,
    input      [((C_S_AXIS_DATA_WIDTH / 8)) - 1:0]     s_axis_2_tkeep,
    input      [C_S_AXIS_TUSER_WIDTH-1:0]              s_axis_2_tuser,
    input                                              s_axis_2_tvalid,
    output                                             s_axis_2_tready,
    input                                              s_axis_2_tlast,

    // stream input 3
    input      [C_S_AXIS_DATA_WIDTH-1:0]               s_axis_3_tdata,
    input      [((C_S_AXIS_DATA_WIDTH / 8)) - 1:0]     s_axis_3_tkeep,
    input      [C_S_AXIS_TUSER_WIDTH-1:0]              s_axis_3_tuser,
    input                                              s_axis_3_tvalid,
    output                                             s_axis_3_tready,
    input                                              s_axis_3_tlast,

    // stream input 4
    input      [C_S_AXIS_DATA_WIDTH-1:0]               s_axis_4_tdata,
    input      [((C_S_AXIS_DATA_WIDTH / 8)) - 1:0]     s_axis_4_tkeep,
    input      [C_S_AXIS_TUSER_WIDTH-1:0]              s_axis_4_tuser,
    input                                              s_axis_4_tvalid,
    output                                             s_axis_4_tready,
    input                                              s_axis_4_tlast,

    // stream outputs
    output     [C_M_AXIS_DATA_WIDTH-1:0]               m_axis_0_tdata,
    output     [((C_M_AXIS_DATA_WIDTH / 8)) - 1:0]     m_axis_0_tkeep,
    output     [C_M_AXIS_TUSER_WIDTH-1:0]              m_axis_0_tuser,
    output                                             m_axis_0_tvalid,
    input                                              m_axis_0_tready,
    output                                             m_axis_0_tlast,
    output     [C_M_AXIS_DATA_WIDTH-1:0]               m_axis_1_tdata,
    output     [((C_M_AXIS_DATA_WIDTH / 8)) - 1:0]     m_axis_1_tkeep,
    output     [C_M_AXIS_TUSER_WIDTH-1:0]              m_axis_1_tuser,
    output                                             m_axis_1_tvalid,
    input                                              m_axis_1_tready,
    output                                             m_axis_1_tlast,
    output     [C_M_AXIS_DATA_WIDTH-1:0]               m_axis_2_tdata,
    output     [((C_M_AXIS_DATA_WIDTH / 8)) - 1:0]     m_axis_2_tkeep,
    output     [C_M_AXIS_TUSER_WIDTH-1:0]              m_axis_2_tuser,
    output                                             m_axis_2_tvalid,
    input                                              m_axis_2_tready,
    output                                             m_axis_2_tlast,
    output     [C_M_AXIS_DATA_WIDTH-1:0]               m_axis_3_tdata,
    output     [((C_M_AXIS_DATA_WIDTH / 8)) - 1:0]     m_axis_3_tkeep,
    output     [C_M_AXIS_TUSER_WIDTH-1:0]              m_axis_3_tuser,
    output                                             m_axis_3_tvalid,
    input                                              m_axis_3_tready,
    output                                             m_axis_3_tlast,
    output     [C_M_AXIS_DATA_WIDTH-1:0]               m_axis_4_tdata,
    output     [((C_M_AXIS_DATA_WIDTH / 8)) - 1:0]     m_axis_4_tkeep,
    output     [C_M_AXIS_TUSER_WIDTH-1:0]              m_axis_4_tuser,
    output                                             m_axis_4_tvalid,
    input                                              m_axis_4_tready,
    output                                             m_axis_4_tlast
);

    // internal stream links, named from the output port lookup's side
    wire [C_M_AXIS_DATA_WIDTH-1:0]               s_axis_opl_tdata;
    wire [((C_M_AXIS_DATA_WIDTH / 8)) - 1:0]     s_axis_opl_tkeep;
    wire [C_M_AXIS_TUSER_WIDTH-1:0]              s_axis_opl_tuser;
    wire                                         s_axis_opl_tvalid;
    wire                                         s_axis_opl_tready;
    wire                                         s_axis_opl_tlast;
    wire [C_M_AXIS_DATA_WIDTH-1:0] s_axis_opl_iswitch_tdata;
    wire [((C_M_AXIS_DATA_WIDTH / 8)) - 1:0] s_axis_opl_iswitch_tkeep;
    wire [C_M_AXIS_TUSER_WIDTH-1:0] s_axis_opl_iswitch_tuser;
    wire s_axis_opl_iswitch_tvalid;
    wire s_axis_opl_iswitch_tready;
    wire s_axis_opl_iswitch_tlast;

    wire [C_M_AXIS_DATA_WIDTH-1:0]               m_axis_opl_tdata;
    wire [((C_M_AXIS_DATA_WIDTH / 8)) - 1:0]     m_axis_opl_tkeep;
    wire [C_M_AXIS_TUSER_WIDTH-1:0]              m_axis_opl_tuser;
    wire                                         m_axis_opl_tvalid;
    wire                                         m_axis_opl_tready;
    wire                                         m_axis_opl_tlast;
    wire [C_M_AXIS_DATA_WIDTH-1:0] m_axis_opl_iswitch_tdata;
    wire [((C_M_AXIS_DATA_WIDTH / 8)) - 1:0] m_axis_opl_iswitch_tkeep;
    wire [C_M_AXIS_TUSER_WIDTH-1:0] m_axis_opl_iswitch_tuser;
    wire m_axis_opl_iswitch_tvalid;
    wire m_axis_opl_iswitch_tready;
    wire m_axis_opl_iswitch_tlast;

    // input arbiter
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

    // output port lookup
    axis_passthrough
    axis_passthrough_1 (
      .axis_aclk(axis_aclk),
      .axis_resetn(axis_resetn),
      .s_axis_tdata(s_axis_opl_tdata),
      .s_axis_tkeep(s_axis_opl_tkeep),
      .s_axis_tuser(s_axis_opl_tuser),
      .s_axis_tvalid(s_axis_opl_tvalid),
      .s_axis_tready(s_axis_opl_tready),
      .s_axis_tlast(s_axis_opl_tlast),
      .m_axis_tdata(s_axis_opl_iswitch_tdata),
      .m_axis_tkeep(s_axis_opl_iswitch_tkeep),
      .m_axis_tuser(s_axis_opl_iswitch_tuser),
      .m_axis_tvalid(s_axis_opl_iswitch_tvalid),
      .m_axis_tready(s_axis_opl_iswitch_tready),
      .m_axis_tlast(s_axis_opl_iswitch_tlast)
    );

    output_port_lookup_ip
    output_port_lookup_1 (
      .axis_aclk       (axis_aclk),
      .axis_resetn     (axis_resetn),
      .m_axis_tdata    (m_axis_opl_tdata),
      .m_axis_tkeep    (m_axis_opl_tkeep),
      .m_axis_tuser    (m_axis_opl_tuser),
      .m_axis_tvalid   (m_axis_opl_tvalid),
      .m_axis_tready   (m_axis_opl_tready),
      .m_axis_tlast    (m_axis_opl_tlast),
      .s_axis_tdata    (s_axis_opl_iswitch_tdata),
      .s_axis_tkeep    (s_axis_opl_iswitch_tkeep),
      .s_axis_tuser    (s_axis_opl_iswitch_tuser),
      .s_axis_tvalid   (s_axis_opl_iswitch_tvalid),
      .s_axis_tready   (s_axis_opl_iswitch_tready),
      .s_axis_tlast    (s_axis_opl_iswitch_tlast),
      .S_AXI_ACLK      (axi_aclk),
      .S_AXI_ARESETN   (axi_resetn),
      .S_AXI_AWADDR    (S1_AXI_AWADDR),
      .S_AXI_AWVALID   (S1_AXI_AWVALID),
      .S_AXI_WDATA     (S1_AXI_WDATA),
      .S_AXI_WSTRB     (S1_AXI_WSTRB),
      .S_AXI_WVALID    (S1_AXI_WVALID),
      .S_AXI_BREADY    (S1_AXI_BREADY),
      .S_AXI_ARADDR    (S1_AXI_ARADDR),
      .S_AXI_ARVALID   (S1_AXI_ARVALID),
      .S_AXI_RREADY    (S1_AXI_RREADY),
      .S_AXI_ARREADY   (S1_AXI_ARREADY),
      .S_AXI_RDATA     (S1_AXI_RDATA),
      .S_AXI_RRESP     (S1_AXI_RRESP),
      .S_AXI_RVALID    (S1_AXI_RVALID),
      .S_AXI_WREADY    (S1_AXI_WREADY),
      .S_AXI_BRESP     (S1_AXI_BRESP),
      .S_AXI_BVALID    (S1_AXI_BVALID),
      .S_AXI_AWREADY   (S1_AXI_AWREADY)
    );

    // output queues
    axis_passthrough
    axis_passthrough_0 (
      .axis_aclk(axis_aclk),
      .axis_resetn(axis_resetn),
      .s_axis_tdata(m_axis_opl_tdata),
      .s_axis_tkeep(m_axis_opl_tkeep),
      .s_axis_tuser(m_axis_opl_tuser),
      .s_axis_tvalid(m_axis_opl_tvalid),
      .s_axis_tready(m_axis_opl_tready),
      .s_axis_tlast(m_axis_opl_tlast),
      .m_axis_tdata(m_axis_opl_iswitch_tdata),
      .m_axis_tkeep(m_axis_opl_iswitch_tkeep),
      .m_axis_tuser(m_axis_opl_iswitch_tuser),
      .m_axis_tvalid(m_axis_opl_iswitch_tvalid),
      .m_axis_tready(m_axis_opl_iswitch_tready),
      .m_axis_tlast(m_axis_opl_iswitch_tlast)
    );

    output_queues_ip
    bram_output_queues_1 (
      .axis_aclk       (axis_aclk),
      .axis_resetn     (axis_resetn),
      .s_axis_tdata    (m_axis_opl_iswitch_tdata),
      .s_axis_tkeep    (m_axis_opl_iswitch_tkeep),
      .s_axis_tuser    (m_axis_opl_iswitch_tuser),
      .s_axis_tvalid   (m_axis_opl_iswitch_tvalid),
      .s_axis_tready   (m_axis_opl_iswitch_tready),
      .s_axis_tlast    (m_axis_opl_iswitch_tlast),
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

endmodule // nf_datapath
