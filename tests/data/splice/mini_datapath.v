/* A two-stage datapath with the nf_datapath link naming, a `default_nettype
   pair around the module and a comment after it (splicer tests). */
`timescale 1ns / 1ps
`default_nettype none

module mini_datapath #(
    parameter C_M_AXIS_DATA_WIDTH  = 256,
    parameter C_M_AXIS_TUSER_WIDTH = 128
) (
    input  wire                              clk,
    input  wire                              rst_n,
    input  wire [C_M_AXIS_DATA_WIDTH-1:0]    s_axis_tdata,
    input  wire [C_M_AXIS_DATA_WIDTH/8-1:0]  s_axis_tkeep,
    input  wire [C_M_AXIS_TUSER_WIDTH-1:0]   s_axis_tuser,
    input  wire                              s_axis_tvalid,
    output wire                              s_axis_tready,
    input  wire                              s_axis_tlast,
    output wire [C_M_AXIS_DATA_WIDTH-1:0]    m_axis_tdata,
    output wire [C_M_AXIS_DATA_WIDTH/8-1:0]  m_axis_tkeep,
    output wire [C_M_AXIS_TUSER_WIDTH-1:0]   m_axis_tuser,
    output wire                              m_axis_tvalid,
    input  wire                              m_axis_tready,
    output wire                              m_axis_tlast
);
    wire [C_M_AXIS_DATA_WIDTH-1:0]   m_axis_opl_tdata;
    wire [C_M_AXIS_DATA_WIDTH/8-1:0] m_axis_opl_tkeep;
    wire [C_M_AXIS_TUSER_WIDTH-1:0]  m_axis_opl_tuser;
    wire m_axis_opl_tvalid, m_axis_opl_tready, m_axis_opl_tlast;

    stage_a
    stage_a_0 (
        .axis_aclk(clk), .axis_resetn(rst_n),
        .s_axis_tdata(s_axis_tdata), .s_axis_tkeep(s_axis_tkeep), .s_axis_tuser(s_axis_tuser),
        .s_axis_tvalid(s_axis_tvalid), .s_axis_tready(s_axis_tready), .s_axis_tlast(s_axis_tlast),
        .m_axis_tdata(m_axis_opl_tdata), .m_axis_tkeep(m_axis_opl_tkeep),
        .m_axis_tuser(m_axis_opl_tuser), .m_axis_tvalid(m_axis_opl_tvalid),
        .m_axis_tready(m_axis_opl_tready), .m_axis_tlast(m_axis_opl_tlast)
    );

    stage_b
    stage_b_0 (
        .axis_aclk(clk), .axis_resetn(rst_n),
        .s_axis_tdata(m_axis_opl_tdata), .s_axis_tkeep(m_axis_opl_tkeep),
        .s_axis_tuser(m_axis_opl_tuser), .s_axis_tvalid(m_axis_opl_tvalid),
        .s_axis_tready(m_axis_opl_tready), .s_axis_tlast(m_axis_opl_tlast),
        .m_axis_tdata(m_axis_tdata), .m_axis_tkeep(m_axis_tkeep), .m_axis_tuser(m_axis_tuser),
        .m_axis_tvalid(m_axis_tvalid), .m_axis_tready(m_axis_tready), .m_axis_tlast(m_axis_tlast)
    );
endmodule

`default_nettype wire
// end of mini_datapath.v
