// Accelerators that break the port convention, one way each (splicer error tests).
module accel_no_tlast (
    input  wire axis_aclk, input wire axis_resetn,
    input  wire [255:0] s_axis_tdata, input wire [31:0] s_axis_tkeep,
    input  wire [127:0] s_axis_tuser, input wire s_axis_tvalid,
    output wire s_axis_tready, input wire s_axis_tlast,
    output wire [255:0] m_axis_tdata, output wire [31:0] m_axis_tkeep,
    output wire [127:0] m_axis_tuser, output wire m_axis_tvalid,
    input  wire m_axis_tready
);
endmodule

module accel_wrong_direction (
    input  wire axis_aclk, input wire axis_resetn,
    input  wire [255:0] s_axis_tdata, input wire [31:0] s_axis_tkeep,
    input  wire [127:0] s_axis_tuser, input wire s_axis_tvalid,
    input  wire s_axis_tready, input wire s_axis_tlast,
    output wire [255:0] m_axis_tdata, output wire [31:0] m_axis_tkeep,
    output wire [127:0] m_axis_tuser, output wire m_axis_tvalid,
    input  wire m_axis_tready, output wire m_axis_tlast
);
endmodule

module accel_extra_input (
    input  wire axis_aclk, input wire axis_resetn,
    input  wire [255:0] s_axis_tdata, input wire [31:0] s_axis_tkeep,
    input  wire [127:0] s_axis_tuser, input wire s_axis_tvalid,
    output wire s_axis_tready, input wire s_axis_tlast,
    output wire [255:0] m_axis_tdata, output wire [31:0] m_axis_tkeep,
    output wire [127:0] m_axis_tuser, output wire m_axis_tvalid,
    input  wire m_axis_tready, output wire m_axis_tlast,
    input  wire [31:0] cfg_threshold
);
endmodule
