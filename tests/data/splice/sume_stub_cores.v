// Port-only stand-ins for the three reference-switch cores, written from the
// interface facts in docs (netfpga-sume.md): just enough behaviour (stream 0 in,
// straight through, stream 0 out) for the spliced NetFPGA-shaped fixture to
// elaborate under iverilog and verilator. Not a switch.
`timescale 1ns / 1ps
`default_nettype none

module input_arbiter_ip (
    input  wire axis_aclk,
    input  wire axis_resetn,
    input  wire S_AXI_ACLK,
    input  wire S_AXI_ARESETN,
    input  wire [31:0] S_AXI_AWADDR,
    input  wire S_AXI_AWVALID,
    input  wire [31:0] S_AXI_WDATA,
    input  wire [3:0] S_AXI_WSTRB,
    input  wire S_AXI_WVALID,
    input  wire S_AXI_BREADY,
    input  wire [31:0] S_AXI_ARADDR,
    input  wire S_AXI_ARVALID,
    input  wire S_AXI_RREADY,
    output wire S_AXI_ARREADY,
    output wire [31:0] S_AXI_RDATA,
    output wire [1:0] S_AXI_RRESP,
    output wire S_AXI_RVALID,
    output wire S_AXI_WREADY,
    output wire [1:0] S_AXI_BRESP,
    output wire S_AXI_BVALID,
    output wire S_AXI_AWREADY,
    input  wire [255:0] s_axis_0_tdata,
    input  wire [31:0] s_axis_0_tkeep,
    input  wire [127:0] s_axis_0_tuser,
    input  wire s_axis_0_tvalid,
    output wire s_axis_0_tready,
    input  wire s_axis_0_tlast,
    input  wire [255:0] s_axis_1_tdata,
    input  wire [31:0] s_axis_1_tkeep,
    input  wire [127:0] s_axis_1_tuser,
    input  wire s_axis_1_tvalid,
    output wire s_axis_1_tready,
    input  wire s_axis_1_tlast,
    input  wire [255:0] s_axis_2_tdata,
    input  wire [31:0] s_axis_2_tkeep,
    input  wire [127:0] s_axis_2_tuser,
    input  wire s_axis_2_tvalid,
    output wire s_axis_2_tready,
    input  wire s_axis_2_tlast,
    input  wire [255:0] s_axis_3_tdata,
    input  wire [31:0] s_axis_3_tkeep,
    input  wire [127:0] s_axis_3_tuser,
    input  wire s_axis_3_tvalid,
    output wire s_axis_3_tready,
    input  wire s_axis_3_tlast,
    input  wire [255:0] s_axis_4_tdata,
    input  wire [31:0] s_axis_4_tkeep,
    input  wire [127:0] s_axis_4_tuser,
    input  wire s_axis_4_tvalid,
    output wire s_axis_4_tready,
    input  wire s_axis_4_tlast,
    output wire [255:0] m_axis_tdata,
    output wire [31:0] m_axis_tkeep,
    output wire [127:0] m_axis_tuser,
    output wire m_axis_tvalid,
    input  wire m_axis_tready,
    output wire m_axis_tlast,
    output wire pkt_fwd
);
    assign S_AXI_ARREADY = 1'd0;
    assign S_AXI_RDATA = 32'd0;
    assign S_AXI_RRESP = 2'd0;
    assign S_AXI_RVALID = 1'd0;
    assign S_AXI_WREADY = 1'd0;
    assign S_AXI_BRESP = 2'd0;
    assign S_AXI_BVALID = 1'd0;
    assign S_AXI_AWREADY = 1'd0;
    assign m_axis_tdata = s_axis_0_tdata;
    assign m_axis_tkeep = s_axis_0_tkeep;
    assign m_axis_tuser = s_axis_0_tuser;
    assign m_axis_tvalid = s_axis_0_tvalid;
    assign m_axis_tlast = s_axis_0_tlast;
    assign s_axis_0_tready = m_axis_tready;
    assign s_axis_1_tready = 1'b0;
    assign s_axis_2_tready = 1'b0;
    assign s_axis_3_tready = 1'b0;
    assign s_axis_4_tready = 1'b0;
    assign pkt_fwd = 1'b0;
endmodule

module output_port_lookup_ip (
    input  wire axis_aclk,
    input  wire axis_resetn,
    input  wire S_AXI_ACLK,
    input  wire S_AXI_ARESETN,
    input  wire [31:0] S_AXI_AWADDR,
    input  wire S_AXI_AWVALID,
    input  wire [31:0] S_AXI_WDATA,
    input  wire [3:0] S_AXI_WSTRB,
    input  wire S_AXI_WVALID,
    input  wire S_AXI_BREADY,
    input  wire [31:0] S_AXI_ARADDR,
    input  wire S_AXI_ARVALID,
    input  wire S_AXI_RREADY,
    output wire S_AXI_ARREADY,
    output wire [31:0] S_AXI_RDATA,
    output wire [1:0] S_AXI_RRESP,
    output wire S_AXI_RVALID,
    output wire S_AXI_WREADY,
    output wire [1:0] S_AXI_BRESP,
    output wire S_AXI_BVALID,
    output wire S_AXI_AWREADY,
    input  wire [255:0] s_axis_tdata,
    input  wire [31:0] s_axis_tkeep,
    input  wire [127:0] s_axis_tuser,
    input  wire s_axis_tvalid,
    output wire s_axis_tready,
    input  wire s_axis_tlast,
    output wire [255:0] m_axis_tdata,
    output wire [31:0] m_axis_tkeep,
    output wire [127:0] m_axis_tuser,
    output wire m_axis_tvalid,
    input  wire m_axis_tready,
    output wire m_axis_tlast
);
    assign S_AXI_ARREADY = 1'd0;
    assign S_AXI_RDATA = 32'd0;
    assign S_AXI_RRESP = 2'd0;
    assign S_AXI_RVALID = 1'd0;
    assign S_AXI_WREADY = 1'd0;
    assign S_AXI_BRESP = 2'd0;
    assign S_AXI_BVALID = 1'd0;
    assign S_AXI_AWREADY = 1'd0;
    assign m_axis_tdata = s_axis_tdata;
    assign m_axis_tkeep = s_axis_tkeep;
    assign m_axis_tuser = s_axis_tuser;
    assign m_axis_tvalid = s_axis_tvalid;
    assign m_axis_tlast = s_axis_tlast;
    assign s_axis_tready = m_axis_tready;
endmodule

module output_queues_ip (
    input  wire axis_aclk,
    input  wire axis_resetn,
    input  wire S_AXI_ACLK,
    input  wire S_AXI_ARESETN,
    input  wire [31:0] S_AXI_AWADDR,
    input  wire S_AXI_AWVALID,
    input  wire [31:0] S_AXI_WDATA,
    input  wire [3:0] S_AXI_WSTRB,
    input  wire S_AXI_WVALID,
    input  wire S_AXI_BREADY,
    input  wire [31:0] S_AXI_ARADDR,
    input  wire S_AXI_ARVALID,
    input  wire S_AXI_RREADY,
    output wire S_AXI_ARREADY,
    output wire [31:0] S_AXI_RDATA,
    output wire [1:0] S_AXI_RRESP,
    output wire S_AXI_RVALID,
    output wire S_AXI_WREADY,
    output wire [1:0] S_AXI_BRESP,
    output wire S_AXI_BVALID,
    output wire S_AXI_AWREADY,
    input  wire [255:0] s_axis_tdata,
    input  wire [31:0] s_axis_tkeep,
    input  wire [127:0] s_axis_tuser,
    input  wire s_axis_tvalid,
    output wire s_axis_tready,
    input  wire s_axis_tlast,
    output wire [255:0] m_axis_0_tdata,
    output wire [31:0] m_axis_0_tkeep,
    output wire [127:0] m_axis_0_tuser,
    output wire m_axis_0_tvalid,
    input  wire m_axis_0_tready,
    output wire m_axis_0_tlast,
    output wire [255:0] m_axis_1_tdata,
    output wire [31:0] m_axis_1_tkeep,
    output wire [127:0] m_axis_1_tuser,
    output wire m_axis_1_tvalid,
    input  wire m_axis_1_tready,
    output wire m_axis_1_tlast,
    output wire [255:0] m_axis_2_tdata,
    output wire [31:0] m_axis_2_tkeep,
    output wire [127:0] m_axis_2_tuser,
    output wire m_axis_2_tvalid,
    input  wire m_axis_2_tready,
    output wire m_axis_2_tlast,
    output wire [255:0] m_axis_3_tdata,
    output wire [31:0] m_axis_3_tkeep,
    output wire [127:0] m_axis_3_tuser,
    output wire m_axis_3_tvalid,
    input  wire m_axis_3_tready,
    output wire m_axis_3_tlast,
    output wire [255:0] m_axis_4_tdata,
    output wire [31:0] m_axis_4_tkeep,
    output wire [127:0] m_axis_4_tuser,
    output wire m_axis_4_tvalid,
    input  wire m_axis_4_tready,
    output wire m_axis_4_tlast,
    output wire [31:0] bytes_stored,
    output wire [4:0] pkt_stored,
    output wire [31:0] bytes_removed_0,
    output wire [31:0] bytes_removed_1,
    output wire [31:0] bytes_removed_2,
    output wire [31:0] bytes_removed_3,
    output wire [31:0] bytes_removed_4,
    output wire pkt_removed_0,
    output wire pkt_removed_1,
    output wire pkt_removed_2,
    output wire pkt_removed_3,
    output wire pkt_removed_4,
    output wire [31:0] bytes_dropped,
    output wire [4:0] pkt_dropped
);
    assign S_AXI_ARREADY = 1'd0;
    assign S_AXI_RDATA = 32'd0;
    assign S_AXI_RRESP = 2'd0;
    assign S_AXI_RVALID = 1'd0;
    assign S_AXI_WREADY = 1'd0;
    assign S_AXI_BRESP = 2'd0;
    assign S_AXI_BVALID = 1'd0;
    assign S_AXI_AWREADY = 1'd0;
    assign m_axis_0_tdata = s_axis_tdata;
    assign m_axis_0_tkeep = s_axis_tkeep;
    assign m_axis_0_tuser = s_axis_tuser;
    assign m_axis_0_tvalid = s_axis_tvalid;
    assign m_axis_0_tlast = s_axis_tlast;
    assign s_axis_tready = m_axis_0_tready;
    assign m_axis_1_tdata = 256'd0;
    assign m_axis_1_tkeep = 32'd0;
    assign m_axis_1_tuser = 128'd0;
    assign m_axis_1_tvalid = 1'd0;
    assign m_axis_1_tlast = 1'd0;
    assign m_axis_2_tdata = 256'd0;
    assign m_axis_2_tkeep = 32'd0;
    assign m_axis_2_tuser = 128'd0;
    assign m_axis_2_tvalid = 1'd0;
    assign m_axis_2_tlast = 1'd0;
    assign m_axis_3_tdata = 256'd0;
    assign m_axis_3_tkeep = 32'd0;
    assign m_axis_3_tuser = 128'd0;
    assign m_axis_3_tvalid = 1'd0;
    assign m_axis_3_tlast = 1'd0;
    assign m_axis_4_tdata = 256'd0;
    assign m_axis_4_tkeep = 32'd0;
    assign m_axis_4_tuser = 128'd0;
    assign m_axis_4_tvalid = 1'd0;
    assign m_axis_4_tlast = 1'd0;
    assign bytes_stored = 32'd0;
    assign pkt_stored = 5'd0;
    assign bytes_removed_0 = 32'd0;
    assign bytes_removed_1 = 32'd0;
    assign bytes_removed_2 = 32'd0;
    assign bytes_removed_3 = 32'd0;
    assign bytes_removed_4 = 32'd0;
    assign pkt_removed_0 = 1'd0;
    assign pkt_removed_1 = 1'd0;
    assign pkt_removed_2 = 1'd0;
    assign pkt_removed_3 = 1'd0;
    assign pkt_removed_4 = 1'd0;
    assign bytes_dropped = 32'd0;
    assign pkt_dropped = 5'd0;
endmodule

`default_nettype wire
