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

// AXI4-Lite slave front end for a bank of 32-bit registers.
//
// Every request is answered (OKAY); addresses are decoded relative to
// C_BASEADDR on bits [log2(NUM_REGS)+1:2] only, higher bits are ignored (the
// interconnect selects the slave), so the bank repeats through its window.
// Reads return reg_rd_data[index*32 +: 32]; writes produce a one-cycle
// reg_wr_en pulse with index, data and byte strobes, the owner applies them.
// Write address and write data are accepted independently, in any order; one
// write or read is outstanding at a time, so BVALID / RVALID are held until
// BREADY / RREADY.

`default_nettype none

module nf_axil_regs #(
    // AXI-Lite data bus width (only 32 is supported)
    parameter C_S_AXI_DATA_WIDTH = 32,
    // AXI-Lite address bus width
    parameter C_S_AXI_ADDR_WIDTH = 32,
    // Base address of the register bank
    parameter C_BASEADDR = 32'h00000000,
    // Number of 32-bit registers decoded (power of two)
    parameter NUM_REGS = 32
) (
    input  wire                            S_AXI_ACLK,
    input  wire                            S_AXI_ARESETN,
    input  wire [C_S_AXI_ADDR_WIDTH-1:0]   S_AXI_AWADDR,
    input  wire                            S_AXI_AWVALID,
    input  wire [C_S_AXI_DATA_WIDTH-1:0]   S_AXI_WDATA,
    input  wire [C_S_AXI_DATA_WIDTH/8-1:0] S_AXI_WSTRB,
    input  wire                            S_AXI_WVALID,
    input  wire                            S_AXI_BREADY,
    input  wire [C_S_AXI_ADDR_WIDTH-1:0]   S_AXI_ARADDR,
    input  wire                            S_AXI_ARVALID,
    input  wire                            S_AXI_RREADY,
    output wire                            S_AXI_ARREADY,
    output wire [C_S_AXI_DATA_WIDTH-1:0]   S_AXI_RDATA,
    output wire [1:0]                      S_AXI_RRESP,
    output wire                            S_AXI_RVALID,
    output wire                            S_AXI_WREADY,
    output wire [1:0]                      S_AXI_BRESP,
    output wire                            S_AXI_BVALID,
    output wire                            S_AXI_AWREADY,

    // register file interface, S_AXI_ACLK domain
    input  wire [NUM_REGS*32-1:0]          reg_rd_data,
    output reg                             reg_wr_en,
    output reg  [$clog2(NUM_REGS)-1:0]     reg_wr_index,
    output reg  [31:0]                     reg_wr_data,
    output reg  [3:0]                      reg_wr_strb
);

localparam INDEX_WIDTH = $clog2(NUM_REGS);
localparam [C_S_AXI_ADDR_WIDTH-1:0] BASE = C_BASEADDR;

initial begin
    if (C_S_AXI_DATA_WIDTH != 32) begin
        $display("Error: nf_axil_regs supports C_S_AXI_DATA_WIDTH = 32 only (instance %m)");
        $finish;
    end
    if (NUM_REGS < 2 || (1 << INDEX_WIDTH) != NUM_REGS || C_S_AXI_ADDR_WIDTH < INDEX_WIDTH + 2) begin
        $display("Error: nf_axil_regs NUM_REGS must be a power of two that fits the address bus (instance %m)");
        $finish;
    end
end

// only the index bits of the offsets are decoded
/* verilator lint_off UNUSEDSIGNAL */
wire [C_S_AXI_ADDR_WIDTH-1:0] aw_offset = S_AXI_AWADDR - BASE;
wire [C_S_AXI_ADDR_WIDTH-1:0] ar_offset = S_AXI_ARADDR - BASE;
/* verilator lint_on UNUSEDSIGNAL */
wire [INDEX_WIDTH-1:0]        aw_index  = aw_offset[INDEX_WIDTH+1:2];
wire [INDEX_WIDTH-1:0]        ar_index  = ar_offset[INDEX_WIDTH+1:2];

reg                    aw_held_reg;
reg  [INDEX_WIDTH-1:0] aw_index_reg;
reg                    w_held_reg;
reg  [31:0]            w_data_reg;
reg  [3:0]             w_strb_reg;
reg                    bvalid_reg;
reg                    rvalid_reg;
reg  [31:0]            rdata_reg;

assign S_AXI_AWREADY = !aw_held_reg && !bvalid_reg;
assign S_AXI_WREADY  = !w_held_reg && !bvalid_reg;
assign S_AXI_BVALID  = bvalid_reg;
assign S_AXI_BRESP   = 2'b00;
assign S_AXI_ARREADY = !rvalid_reg;
assign S_AXI_RVALID  = rvalid_reg;
assign S_AXI_RDATA   = rdata_reg;
assign S_AXI_RRESP   = 2'b00;

wire aw_take = S_AXI_AWVALID && S_AXI_AWREADY;
wire w_take  = S_AXI_WVALID && S_AXI_WREADY;
wire ar_take = S_AXI_ARVALID && S_AXI_ARREADY;

always @(posedge S_AXI_ACLK) begin
    reg_wr_en <= 1'b0;

    if (aw_take) begin
        aw_index_reg <= aw_index;
    end
    if (w_take) begin
        w_data_reg <= S_AXI_WDATA;
        w_strb_reg <= S_AXI_WSTRB;
    end

    if ((aw_held_reg || aw_take) && (w_held_reg || w_take)) begin
        // both halves present: perform the write and answer
        reg_wr_en    <= 1'b1;
        reg_wr_index <= aw_take ? aw_index : aw_index_reg;
        reg_wr_data  <= w_take ? S_AXI_WDATA : w_data_reg;
        reg_wr_strb  <= w_take ? S_AXI_WSTRB : w_strb_reg;
        aw_held_reg  <= 1'b0;
        w_held_reg   <= 1'b0;
        bvalid_reg   <= 1'b1;
    end else begin
        if (aw_take) begin
            aw_held_reg <= 1'b1;
        end
        if (w_take) begin
            w_held_reg <= 1'b1;
        end
    end

    if (bvalid_reg && S_AXI_BREADY) begin
        bvalid_reg <= 1'b0;
    end

    if (ar_take) begin
        rdata_reg  <= reg_rd_data[ar_index*32 +: 32];
        rvalid_reg <= 1'b1;
    end else if (S_AXI_RREADY) begin
        rvalid_reg <= 1'b0;
    end

    if (!S_AXI_ARESETN) begin
        reg_wr_en   <= 1'b0;
        aw_held_reg <= 1'b0;
        w_held_reg  <= 1'b0;
        bvalid_reg  <= 1'b0;
        rvalid_reg  <= 1'b0;
    end
end

endmodule

`default_nettype wire
