// Not Verilog a parser can accept: a missing semicolon after a declaration.
`timescale 1ns / 1ps
module nf_datapath (input wire axis_aclk);
    wire m_axis_opl_tdata
    wire m_axis_opl_tvalid;
endmodule
