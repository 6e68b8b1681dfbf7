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

// Cut-through latency of nf_datapath without contention, plain Verilog (no
// Python): one broadcast frame of each length in LENGTHS enters on s_axis_0,
// all outputs are always ready; the bench counts the cycles from the first
// beat accepted on s_axis_0 to the first beat shown on m_axis_1 (nf1) and
// prints "LATENCY <bytes> <cycles>".  Used by scripts/bench_switch.py.

`default_nettype none

module nf_datapath_latency_tb;

localparam NUM_LENGTHS = 2;
localparam [NUM_LENGTHS*16-1:0] LENGTHS = {16'd1514, 16'd60};

reg clk = 1'b0;
reg resetn = 1'b0;
always #2.5 clk = ~clk;

reg  [255:0] s_tdata = 256'd0;
reg  [31:0]  s_tkeep = 32'd0;
reg  [127:0] s_tuser = 128'd0;
reg          s_tvalid = 1'b0;
reg          s_tlast = 1'b0;
wire         s_tready;

wire [255:0] m_tdata [0:4];
wire [31:0]  m_tkeep [0:4];
wire [127:0] m_tuser [0:4];
wire [4:0]   m_tvalid;
wire [4:0]   m_tlast;

integer cycle = 0;
always @(posedge clk) cycle <= cycle + 1;

nf_datapath
dut (
    .axis_aclk       (clk),
    .axis_resetn     (resetn),
    .axi_aclk        (clk),
    .axi_resetn      (resetn),
    .S0_AXI_AWADDR   (32'd0), .S0_AXI_AWVALID (1'b0), .S0_AXI_WDATA (32'd0), .S0_AXI_WSTRB (4'd0),
    .S0_AXI_WVALID   (1'b0),  .S0_AXI_BREADY  (1'b1), .S0_AXI_ARADDR (32'd0), .S0_AXI_ARVALID (1'b0),
    .S0_AXI_RREADY   (1'b1),  .S0_AXI_ARREADY (), .S0_AXI_RDATA (), .S0_AXI_RRESP (), .S0_AXI_RVALID (),
    .S0_AXI_WREADY   (), .S0_AXI_BRESP (), .S0_AXI_BVALID (), .S0_AXI_AWREADY (),
    .S1_AXI_AWADDR   (32'd0), .S1_AXI_AWVALID (1'b0), .S1_AXI_WDATA (32'd0), .S1_AXI_WSTRB (4'd0),
    .S1_AXI_WVALID   (1'b0),  .S1_AXI_BREADY  (1'b1), .S1_AXI_ARADDR (32'd0), .S1_AXI_ARVALID (1'b0),
    .S1_AXI_RREADY   (1'b1),  .S1_AXI_ARREADY (), .S1_AXI_RDATA (), .S1_AXI_RRESP (), .S1_AXI_RVALID (),
    .S1_AXI_WREADY   (), .S1_AXI_BRESP (), .S1_AXI_BVALID (), .S1_AXI_AWREADY (),
    .S2_AXI_AWADDR   (32'd0), .S2_AXI_AWVALID (1'b0), .S2_AXI_WDATA (32'd0), .S2_AXI_WSTRB (4'd0),
    .S2_AXI_WVALID   (1'b0),  .S2_AXI_BREADY  (1'b1), .S2_AXI_ARADDR (32'd0), .S2_AXI_ARVALID (1'b0),
    .S2_AXI_RREADY   (1'b1),  .S2_AXI_ARREADY (), .S2_AXI_RDATA (), .S2_AXI_RRESP (), .S2_AXI_RVALID (),
    .S2_AXI_WREADY   (), .S2_AXI_BRESP (), .S2_AXI_BVALID (), .S2_AXI_AWREADY (),
    .s_axis_0_tdata  (s_tdata), .s_axis_0_tkeep (s_tkeep), .s_axis_0_tuser (s_tuser),
    .s_axis_0_tvalid (s_tvalid), .s_axis_0_tready (s_tready), .s_axis_0_tlast (s_tlast),
    .s_axis_1_tdata  (256'd0), .s_axis_1_tkeep (32'd0), .s_axis_1_tuser (128'd0),
    .s_axis_1_tvalid (1'b0), .s_axis_1_tready (), .s_axis_1_tlast (1'b0),
    .s_axis_2_tdata  (256'd0), .s_axis_2_tkeep (32'd0), .s_axis_2_tuser (128'd0),
    .s_axis_2_tvalid (1'b0), .s_axis_2_tready (), .s_axis_2_tlast (1'b0),
    .s_axis_3_tdata  (256'd0), .s_axis_3_tkeep (32'd0), .s_axis_3_tuser (128'd0),
    .s_axis_3_tvalid (1'b0), .s_axis_3_tready (), .s_axis_3_tlast (1'b0),
    .s_axis_4_tdata  (256'd0), .s_axis_4_tkeep (32'd0), .s_axis_4_tuser (128'd0),
    .s_axis_4_tvalid (1'b0), .s_axis_4_tready (), .s_axis_4_tlast (1'b0),
    .m_axis_0_tdata  (m_tdata[0]), .m_axis_0_tkeep (m_tkeep[0]), .m_axis_0_tuser (m_tuser[0]),
    .m_axis_0_tvalid (m_tvalid[0]), .m_axis_0_tready (1'b1), .m_axis_0_tlast (m_tlast[0]),
    .m_axis_1_tdata  (m_tdata[1]), .m_axis_1_tkeep (m_tkeep[1]), .m_axis_1_tuser (m_tuser[1]),
    .m_axis_1_tvalid (m_tvalid[1]), .m_axis_1_tready (1'b1), .m_axis_1_tlast (m_tlast[1]),
    .m_axis_2_tdata  (m_tdata[2]), .m_axis_2_tkeep (m_tkeep[2]), .m_axis_2_tuser (m_tuser[2]),
    .m_axis_2_tvalid (m_tvalid[2]), .m_axis_2_tready (1'b1), .m_axis_2_tlast (m_tlast[2]),
    .m_axis_3_tdata  (m_tdata[3]), .m_axis_3_tkeep (m_tkeep[3]), .m_axis_3_tuser (m_tuser[3]),
    .m_axis_3_tvalid (m_tvalid[3]), .m_axis_3_tready (1'b1), .m_axis_3_tlast (m_tlast[3]),
    .m_axis_4_tdata  (m_tdata[4]), .m_axis_4_tkeep (m_tkeep[4]), .m_axis_4_tuser (m_tuser[4]),
    .m_axis_4_tvalid (m_tvalid[4]), .m_axis_4_tready (1'b1), .m_axis_4_tlast (m_tlast[4])
);

integer n;
integer len;
integer sent;
integer t_in;
integer t_out;
integer b;

initial begin
    repeat (10) @(posedge clk);
    resetn <= 1'b1;
    repeat (10) @(posedge clk);
    for (n = 0; n < NUM_LENGTHS; n = n + 1) begin
        len = LENGTHS[n*16 +: 16];
        sent = 0;
        t_in = -1;
        t_out = -1;
        while (sent < len) begin
            // broadcast destination, source 02:00:00:00:00:01, bytes after the header = n
            for (b = 0; b < 32; b = b + 1) begin
                s_tdata[b*8 +: 8] <= (sent + b < 6) ? 8'hff :
                                     (sent + b == 6) ? 8'h02 :
                                     (sent + b == 11) ? 8'h01 :
                                     (sent + b < 12) ? 8'h00 : n[7:0];
            end
            s_tkeep  <= (len - sent >= 32) ? 32'hffffffff : ((32'd1 << (len - sent)) - 1);
            s_tlast  <= (len - sent <= 32);
            s_tuser  <= {96'd0, 8'h00, 8'h01, len[15:0]};
            s_tvalid <= 1'b1;
            @(posedge clk);
            while (!s_tready) @(posedge clk);
            if (t_in < 0) t_in = cycle;
            sent = sent + 32;
        end
        s_tvalid <= 1'b0;
        s_tlast  <= 1'b0;
        while (t_out < 0) begin
            @(posedge clk);
            if (m_tvalid[1]) t_out = cycle;
        end
        $display("LATENCY %0d %0d", len, t_out - t_in);
        repeat (100) @(posedge clk);
    end
    $finish;
end

// a stuck datapath must not hang the bench
initial begin
    #200000;
    $display("ERROR: timeout");
    $finish;
end

endmodule

`default_nettype wire
