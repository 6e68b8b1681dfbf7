// axis_passthrough: a one-stage AXI4-Stream register slice with the iSwitch
// accelerator's port conventions. It stands in for the accelerator until that
// exists: `iswitch-splice --accel-module axis_passthrough` puts it on a stream
// link of nf_datapath, and the spliced switch must behave exactly like the plain one.
//
// Every beat (tdata, tkeep, tuser, tlast) is registered once: one cycle of
// latency, one beat per cycle at full throughput. s_axis_tready is
// combinational from m_axis_tready (the slice accepts a beat when its output
// register is empty or is being emptied in the same cycle), so backpressure
// never drops or duplicates a beat.

`timescale 1ns / 1ps
`default_nettype none

module axis_passthrough #(
    // Output stream data width in bits (a multiple of 8)
    parameter C_M_AXIS_DATA_WIDTH  = 256,
    // Input stream data width in bits (must equal C_M_AXIS_DATA_WIDTH)
    parameter C_S_AXIS_DATA_WIDTH  = 256,
    // Output stream tuser width in bits
    parameter C_M_AXIS_TUSER_WIDTH = 128,
    // Input stream tuser width in bits (must equal C_M_AXIS_TUSER_WIDTH)
    parameter C_S_AXIS_TUSER_WIDTH = 128
) (
    input  wire                               axis_aclk,
    input  wire                               axis_resetn,   // active low, synchronous

    input  wire [C_S_AXIS_DATA_WIDTH-1:0]     s_axis_tdata,
    input  wire [C_S_AXIS_DATA_WIDTH/8-1:0]   s_axis_tkeep,
    input  wire [C_S_AXIS_TUSER_WIDTH-1:0]    s_axis_tuser,
    input  wire                               s_axis_tvalid,
    output wire                               s_axis_tready,
    input  wire                               s_axis_tlast,

    output wire [C_M_AXIS_DATA_WIDTH-1:0]     m_axis_tdata,
    output wire [C_M_AXIS_DATA_WIDTH/8-1:0]   m_axis_tkeep,
    output wire [C_M_AXIS_TUSER_WIDTH-1:0]    m_axis_tuser,
    output wire                               m_axis_tvalid,
    input  wire                               m_axis_tready,
    output wire                               m_axis_tlast
);

    localparam KEEP_WIDTH = C_M_AXIS_DATA_WIDTH / 8;

    // A pass-through cannot change widths: stop elaboration on a mismatch.
    initial begin
        if (C_S_AXIS_DATA_WIDTH != C_M_AXIS_DATA_WIDTH || C_M_AXIS_DATA_WIDTH % 8 != 0) begin
            $display("axis_passthrough: C_S_AXIS_DATA_WIDTH (%0d) must equal C_M_AXIS_DATA_WIDTH (%0d), a multiple of 8",
                     C_S_AXIS_DATA_WIDTH, C_M_AXIS_DATA_WIDTH);
            $finish;
        end
        if (C_S_AXIS_TUSER_WIDTH != C_M_AXIS_TUSER_WIDTH) begin
            $display("axis_passthrough: C_S_AXIS_TUSER_WIDTH (%0d) must equal C_M_AXIS_TUSER_WIDTH (%0d)",
                     C_S_AXIS_TUSER_WIDTH, C_M_AXIS_TUSER_WIDTH);
            $finish;
        end
    end

    // Only tvalid is reset; the payload registers are loaded with every accepted beat.
    reg [C_M_AXIS_DATA_WIDTH-1:0]  tdata_reg;
    reg [KEEP_WIDTH-1:0]           tkeep_reg;
    reg [C_M_AXIS_TUSER_WIDTH-1:0] tuser_reg;
    reg                            tlast_reg;
    reg                            tvalid_reg;

    // Take a new beat when the output register is empty or drains this cycle.
    wire take = !tvalid_reg || m_axis_tready;

    always @(posedge axis_aclk) begin
        if (take) begin
            tvalid_reg <= s_axis_tvalid;
            if (s_axis_tvalid) begin
                tdata_reg <= s_axis_tdata;
                tkeep_reg <= s_axis_tkeep;
                tuser_reg <= s_axis_tuser;
                tlast_reg <= s_axis_tlast;
            end
        end
        if (!axis_resetn) begin
            tvalid_reg <= 1'b0;
        end
    end

    assign s_axis_tready = take;
    assign m_axis_tdata  = tdata_reg;
    assign m_axis_tkeep  = tkeep_reg;
    assign m_axis_tuser  = tuser_reg;
    assign m_axis_tvalid = tvalid_reg;
    assign m_axis_tlast  = tlast_reg;

endmodule

`default_nettype wire
