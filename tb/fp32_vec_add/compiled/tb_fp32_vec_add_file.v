// File-driven testbench for fp32_vec_add (Icarus; plain Verilog-2001, no cocotb, no VPI).
//
// Reads beats from +in=<file>: one line per beat, "<in_a hex> <in_b hex>" (64 hex digits each,
// lane i = bits [32i+31:32i]); writes one line per result beat to +out=<file>: "<out_sum hex>",
// then a last line "END <cycles> <beats_in> <beats_out>". Python (iswitch/sim/adder_exactness.py)
// writes the vectors and compares the results against the numpy golden model as integers.
//
// Schedule, the same as the Verilator harness (harness.cpp), from an xorshift32 seeded by
// +seed=S: each cycle ce is low with probability +stall=P/256 (random data on the inputs),
// each ce cycle in_valid is low with probability +bubble=P/256 (random data). Every result
// must come out exactly LATENCY ce-cycles after its beat went in.
`timescale 1ns / 1ps
`default_nettype none

module tb_fp32_vec_add_file;

// Pipeline depth of the design in ce-cycles: +latency=L (the Python driver reads
// fp32_vec_add's localparam LATENCY from the Verilog); 6 when not given.
integer LATENCY;

reg          clk = 1'b0;
reg          rst = 1'b1;
reg          ce = 1'b1;
reg          in_valid = 1'b0;
reg  [255:0] in_a = 256'd0;
reg  [255:0] in_b = 256'd0;
wire         out_valid;
wire [255:0] out_sum;

fp32_vec_add dut (
    .clk       (clk),
    .rst       (rst),
    .ce        (ce),
    .in_valid  (in_valid),
    .in_a      (in_a),
    .in_b      (in_b),
    .out_valid (out_valid),
    .out_sum   (out_sum)
);

reg [1023:0] in_name, out_name;
integer      fin, fout, n, i;
integer      stall, bubble;
reg   [31:0] rng;
reg  [255:0] a, b;
reg          have;        // a beat is read and waiting to be sent
reg          eof;
reg          send;
reg   [63:0] cycles, ce_cycles, beats_in, beats_out;
reg   [63:0] sent_at [0:63];  // ce-cycle at which each outstanding beat went in (ring)

// xorshift32, the same sequence as the C++ harness
task rng_next;
    begin
        rng = rng ^ (rng << 13);
        rng = rng ^ (rng >> 17);
        rng = rng ^ (rng << 5);
    end
endtask

task tick;
    begin
        #5 clk = 1'b1;
        #5 clk = 1'b0;
        cycles = cycles + 1;
    end
endtask

task read_beat;
    begin
        n = $fscanf(fin, "%h %h\n", a, b);
        if (n == 2) have = 1'b1;
        else begin
            have = 1'b0;
            eof = 1'b1;
        end
    end
endtask

initial begin
    if (!$value$plusargs("in=%s", in_name)) begin
        $display("tb_fp32_vec_add_file: +in=<file> is required");
        $finish;
    end
    if (!$value$plusargs("out=%s", out_name)) begin
        $display("tb_fp32_vec_add_file: +out=<file> is required");
        $finish;
    end
    if (!$value$plusargs("latency=%d", LATENCY)) LATENCY = 6;
    if (LATENCY < 1 || LATENCY > 60) begin
        $display("tb_fp32_vec_add_file: +latency=%0d out of range 1..60", LATENCY);
        $finish;
    end
    if (!$value$plusargs("stall=%d", stall)) stall = 0;
    if (!$value$plusargs("bubble=%d", bubble)) bubble = 0;
    if (!$value$plusargs("seed=%d", rng)) rng = 1;
    if (rng == 0) rng = 1;
    fin = $fopen(in_name, "r");
    fout = $fopen(out_name, "w");
    if (fin == 0 || fout == 0) begin
        $display("tb_fp32_vec_add_file: cannot open %0s or %0s", in_name, out_name);
        $finish;
    end
    cycles = 0; ce_cycles = 0; beats_in = 0; beats_out = 0;
    eof = 1'b0;
    // synchronous reset, pipeline advancing
    for (i = 0; i < 2 * LATENCY + 2; i = i + 1) tick;
    rst = 1'b0;
    tick;
    if (out_valid) begin
        $display("tb_fp32_vec_add_file: ERROR out_valid high after reset");
        $fatal(1);
    end
    read_beat;
    while (have || beats_out < beats_in) begin
        if (stall != 0) begin
            rng_next;
            ce = !((rng & 255) < stall);
        end else ce = 1'b1;
        send = 1'b0;
        if (ce && have) begin
            if (bubble != 0) begin
                rng_next;
                send = !((rng & 255) < bubble);
            end else send = 1'b1;
        end
        in_valid = send;
        if (send) begin
            in_a = a;
            in_b = b;
            sent_at[beats_in[5:0]] = ce_cycles;
            beats_in = beats_in + 1;
        end else if (stall != 0 || bubble != 0) begin
            // garbage on the data inputs whenever nothing is being sent
            for (i = 0; i < 8; i = i + 1) begin
                rng_next; in_a[32*i +: 32] = rng;
                rng_next; in_b[32*i +: 32] = rng;
            end
        end
        tick;
        if (ce) ce_cycles = ce_cycles + 1;
        if (ce && out_valid) begin
            if (beats_out >= beats_in) begin
                $display("tb_fp32_vec_add_file: ERROR spurious out_valid");
                $fatal(1);
            end
            if (ce_cycles - sent_at[beats_out[5:0]] != LATENCY) begin
                $display("tb_fp32_vec_add_file: ERROR beat %0d came out after %0d ce-cycles",
                         beats_out, ce_cycles - sent_at[beats_out[5:0]]);
                $fatal(1);
            end
            $fwrite(fout, "%h\n", out_sum);
            beats_out = beats_out + 1;
        end
        if (send) read_beat;
    end
    $fwrite(fout, "END %0d %0d %0d\n", cycles, beats_in, beats_out);
    $fclose(fout);
    $fclose(fin);
    $finish;
end

endmodule

`default_nettype wire
