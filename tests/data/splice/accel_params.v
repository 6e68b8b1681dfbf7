// Accelerator stand-ins for the splicer tests: the stream port convention,
// parameters to override, and an extra (status) output that stays open.
`timescale 1ns / 1ps
`default_nettype none

module iswitch_accel #(
    parameter C_M_AXIS_DATA_WIDTH  = 256,
    parameter C_S_AXIS_DATA_WIDTH  = 256,
    parameter C_M_AXIS_TUSER_WIDTH = 128,
    parameter C_S_AXIS_TUSER_WIDTH = 128,
    parameter NUM_SLOTS            = 16
) (
    input  wire                              axis_aclk,
    input  wire                              axis_resetn,
    input  wire [C_S_AXIS_DATA_WIDTH-1:0]    s_axis_tdata,
    input  wire [C_S_AXIS_DATA_WIDTH/8-1:0]  s_axis_tkeep,
    input  wire [C_S_AXIS_TUSER_WIDTH-1:0]   s_axis_tuser,
    input  wire                              s_axis_tvalid,
    output wire                              s_axis_tready,
    input  wire                              s_axis_tlast,
    output wire [C_M_AXIS_DATA_WIDTH-1:0]    m_axis_tdata,
    output wire [C_M_AXIS_DATA_WIDTH/8-1:0]  m_axis_tkeep,
    output wire [C_M_AXIS_TUSER_WIDTH-1:0]   m_axis_tuser,
    output wire                              m_axis_tvalid,
    input  wire                              m_axis_tready,
    output wire                              m_axis_tlast,
    output wire                              busy
);
    localparam KEEP_WIDTH = C_M_AXIS_DATA_WIDTH / 8;
    assign m_axis_tdata  = s_axis_tdata;
    assign m_axis_tkeep  = s_axis_tkeep[KEEP_WIDTH-1:0];
    assign m_axis_tuser  = s_axis_tuser;
    assign m_axis_tvalid = s_axis_tvalid;
    assign m_axis_tlast  = s_axis_tlast;
    assign s_axis_tready = m_axis_tready;
    assign busy          = s_axis_tvalid & ~axis_resetn & axis_aclk;
endmodule

// The same ports in a non-ANSI (Verilog-1995 style) header.
module iswitch_accel_1995 (axis_aclk, axis_resetn,
    s_axis_tdata, s_axis_tkeep, s_axis_tuser, s_axis_tvalid, s_axis_tready, s_axis_tlast,
    m_axis_tdata, m_axis_tkeep, m_axis_tuser, m_axis_tvalid, m_axis_tready, m_axis_tlast);
    parameter DEPTH = 4;
    input  axis_aclk;
    input  axis_resetn;
    input  [255:0] s_axis_tdata;
    input  [31:0]  s_axis_tkeep;
    input  [127:0] s_axis_tuser;
    input  s_axis_tvalid;
    output s_axis_tready;
    input  s_axis_tlast;
    output [255:0] m_axis_tdata;
    output [31:0]  m_axis_tkeep;
    output [127:0] m_axis_tuser;
    output m_axis_tvalid;
    input  m_axis_tready;
    output m_axis_tlast;
    assign m_axis_tdata  = s_axis_tdata;
    assign m_axis_tkeep  = s_axis_tkeep;
    assign m_axis_tuser  = s_axis_tuser;
    assign m_axis_tvalid = s_axis_tvalid & axis_resetn & (DEPTH > 0) & axis_aclk;
    assign m_axis_tlast  = s_axis_tlast;
    assign s_axis_tready = m_axis_tready;
endmodule

`default_nettype wire
