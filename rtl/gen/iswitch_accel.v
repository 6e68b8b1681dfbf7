// Generated from myhdl_src/iswitch_accel.py by `python -m myhdl_src.convert` (MyHDL 0.11.52).
// Do not edit: change the MyHDL source and regenerate (`tox -e regen`).

`timescale 1ns / 1ps
`default_nettype none

module iswitch_accel (
    axis_aclk,
    axis_resetn,
    s_axis_tdata,
    s_axis_tkeep,
    s_axis_tuser,
    s_axis_tvalid,
    s_axis_tready,
    s_axis_tlast,
    m_axis_tdata,
    m_axis_tkeep,
    m_axis_tuser,
    m_axis_tvalid,
    m_axis_tready,
    m_axis_tlast
);
// verilator lint_off UNUSEDPARAM
localparam K = 16;
localparam MEMBERS = 16;
localparam DATA_DSCP = 27;
localparam CTRL_DSCP = 31;
localparam UDP_PORT = 48879;
localparam [47:0] SWITCH_MAC = 48'h024953570001;
localparam [31:0] SWITCH_IP = 32'h0a0000fe;
localparam EXACT = 0;
// verilator lint_on UNUSEDPARAM
// The accelerator; see the module docstring. ``p`` is an ``AccelParams``.

input axis_aclk;
input axis_resetn;
input [255:0] s_axis_tdata;
input [31:0] s_axis_tkeep;
input [127:0] s_axis_tuser;
input s_axis_tvalid;
output s_axis_tready;
reg s_axis_tready;
input s_axis_tlast;
output [255:0] m_axis_tdata;
reg [255:0] m_axis_tdata;
output [31:0] m_axis_tkeep;
reg [31:0] m_axis_tkeep;
output [127:0] m_axis_tuser;
reg [127:0] m_axis_tuser;
output m_axis_tvalid;
wire m_axis_tvalid;
input m_axis_tready;
output m_axis_tlast;
wire m_axis_tlast;

wire rst;
wire [5:0] iswitch_rx0_in_pc;
wire iswitch_rx0_in_full;
wire iswitch_rx0_in_contig;
reg iswitch_rx0_c_cand;
reg [1:0] iswitch_rx0_c_byp;
wire iswitch_rx0_i_isctrl;
wire iswitch_rx0_ram_we;
reg iswitch_rx0_m_cv;
reg [5:0] iswitch_rx0_bidx;
wire [7:0] iswitch_rx0_ram_waddr;
reg [1:0] iswitch_rx0_cbuf;
reg [255:0] iswitch_rx0_m_data;
reg [255:0] iswitch_rx0_stage_rd_rdata;
wire [7:0] iswitch_rx0_stage_rd_raddr;
wire iswitch_rx0_we_b1;
wire iswitch_rx0_rx_classify0_i_end;
wire iswitch_rx0_rx_classify0_i_k16;
wire iswitch_rx0_rx_classify0_i_k24;
wire iswitch_rx0_rx_classify0_i_ipv4;
wire iswitch_rx0_rx_classify0_i_isdata;
wire iswitch_rx0_rx_classify0_i_ihl5;
wire iswitch_rx0_rx_classify0_i_frag;
wire iswitch_rx0_rx_classify0_i_udp;
wire [4:0] iswitch_rx0_rx_classify0__popcount0_a;
wire [4:0] iswitch_rx0_rx_classify0__popcount0_b;
wire [3:0] iswitch_rx0_rx_classify0__popcount0__popcount1_a;
wire [3:0] iswitch_rx0_rx_classify0__popcount0__popcount1_b;
wire [2:0] iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2_a;
wire [2:0] iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2_b;
wire [1:0] iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2__popcount3_a;
wire [1:0] iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2__popcount3_b;
wire [1:0] iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2__popcount6_a;
wire [1:0] iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2__popcount6_b;
wire [2:0] iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9_a;
wire [2:0] iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9_b;
wire [1:0] iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9__popcount10_a;
wire [1:0] iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9__popcount10_b;
wire [1:0] iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9__popcount13_a;
wire [1:0] iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9__popcount13_b;
wire [3:0] iswitch_rx0_rx_classify0__popcount0__popcount16_a;
wire [3:0] iswitch_rx0_rx_classify0__popcount0__popcount16_b;
wire [2:0] iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17_a;
wire [2:0] iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17_b;
wire [1:0] iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17__popcount18_a;
wire [1:0] iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17__popcount18_b;
wire [1:0] iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17__popcount21_a;
wire [1:0] iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17__popcount21_b;
wire [2:0] iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24_a;
wire [2:0] iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24_b;
wire [1:0] iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24__popcount25_a;
wire [1:0] iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24__popcount25_b;
wire [1:0] iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24__popcount28_a;
wire [1:0] iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24__popcount28_b;
reg iswitch_rx0_rx_input0_room;
reg iswitch_rx0_rx_input0_alloc;
reg [127:0] iswitch_rx0_rx_input0_m_user;
reg iswitch_rx0_rx_input0_m_last;
reg iswitch_rx0_rx_input0_m_first;
reg iswitch_rx0_rx_input0_m_ctrl;
reg [5:0] iswitch_rx0_rx_input0_m_pc;
reg iswitch_rx0_rx_input0_m_full;
reg iswitch_rx0_rx_input0_m_contig;
reg iswitch_rx0_rx_input0_m_rf;
reg iswitch_rx0_rx_input0_m_cl;
reg iswitch_rx0_rx_input0_m_cf;
reg [1:0] iswitch_rx0_rx_input0_m_byp;
reg iswitch_rx0_rx_input0_acc;
reg iswitch_rx0_rx_input0_b_cand;
reg iswitch_rx0_rx_input0_i_cand;
reg iswitch_rx0_rx_input0_in_frame;
reg iswitch_rx0_rx_input0_m_free;
reg [31:0] iswitch_rx0_rx_input0_m_keep;
reg iswitch_rx0_rx_input0_m_rv;
reg [1:0] iswitch_rx0_rx_input0_sk_byp;
reg iswitch_rx0_rx_input0_sk_cand;
reg iswitch_rx0_rx_input0_sk_contig;
reg iswitch_rx0_rx_input0_sk_ctrl;
reg [255:0] iswitch_rx0_rx_input0_sk_data;
reg iswitch_rx0_rx_input0_sk_first;
reg iswitch_rx0_rx_input0_sk_full;
reg [31:0] iswitch_rx0_rx_input0_sk_keep;
reg iswitch_rx0_rx_input0_sk_last;
reg [5:0] iswitch_rx0_rx_input0_sk_pc;
reg [127:0] iswitch_rx0_rx_input0_sk_user;
reg iswitch_rx0_rx_input0_sk_valid;
reg iswitch_rx0_rx_input0_regular_tready;
wire iswitch_rx0_rx_input0_regular_tvalid;
wire [255:0] iswitch_rx0_rx_input0_regular_tdata;
wire [31:0] iswitch_rx0_rx_input0_regular_tkeep;
wire [127:0] iswitch_rx0_rx_input0_regular_tuser;
wire iswitch_rx0_rx_input0_regular_tlast;
reg iswitch_rx0_rx_verdict0_v2_go;
reg [1:0] iswitch_rx0_rx_verdict0_v2_buf;
reg [4:0] iswitch_rx0_rx_verdict0_v2_code;
reg iswitch_rx0_rx_verdict0_clen_ok;
reg iswitch_rx0_rx_verdict0_cnt0;
reg [18:0] iswitch_rx0_rx_verdict0_cnt_end;
reg [19:0] iswitch_rx0_rx_verdict0_csum;
reg iswitch_rx0_rx_verdict0_cur_ctrl;
reg iswitch_rx0_rx_verdict0_f_align;
reg iswitch_rx0_rx_verdict0_f_beyond;
reg iswitch_rx0_rx_verdict0_f_clen;
reg iswitch_rx0_rx_verdict0_f_csum;
wire [15:0] iswitch_rx0_rx_verdict0_f_dport;
reg iswitch_rx0_rx_verdict0_f_hdr;
wire [15:0] iswitch_rx0_rx_verdict0_f_ip_total;
reg iswitch_rx0_rx_verdict0_f_iplen;
reg iswitch_rx0_rx_verdict0_f_over;
reg iswitch_rx0_rx_verdict0_f_port;
reg iswitch_rx0_rx_verdict0_f_runt;
reg iswitch_rx0_rx_verdict0_f_short;
reg iswitch_rx0_rx_verdict0_f_tkeep;
reg iswitch_rx0_rx_verdict0_f_trunc;
reg iswitch_rx0_rx_verdict0_f_udp;
wire [15:0] iswitch_rx0_rx_verdict0_f_udp_len;
wire [15:0] iswitch_rx0_rx_verdict0_f_w52;
wire [15:0] iswitch_rx0_rx_verdict0_f_w54;
wire [15:0] iswitch_rx0_rx_verdict0_f_w9;
reg iswitch_rx0_rx_verdict0_hdr_ok;
wire [15:0] iswitch_rx0_rx_verdict0_hw0;
wire [15:0] iswitch_rx0_rx_verdict0_hw1;
wire [15:0] iswitch_rx0_rx_verdict0_hw2;
wire [15:0] iswitch_rx0_rx_verdict0_hw3;
wire [15:0] iswitch_rx0_rx_verdict0_hw4;
wire [15:0] iswitch_rx0_rx_verdict0_hw5;
wire [15:0] iswitch_rx0_rx_verdict0_hw6;
wire [15:0] iswitch_rx0_rx_verdict0_hw7;
wire [15:0] iswitch_rx0_rx_verdict0_hw8;
reg [16:0] iswitch_rx0_rx_verdict0_ip_end;
reg [15:0] iswitch_rx0_rx_verdict0_ip_udp;
reg iswitch_rx0_rx_verdict0_ip_udp_ok;
reg iswitch_rx0_rx_verdict0_kb;
wire iswitch_rx0_rx_verdict0_m_bad;
reg [10:0] iswitch_rx0_rx_verdict0_n_acc;
reg [17:0] iswitch_rx0_rx_verdict0_p0;
reg [17:0] iswitch_rx0_rx_verdict0_p1;
reg [17:0] iswitch_rx0_rx_verdict0_p2;
reg iswitch_rx0_rx_verdict0_port_ok;
reg iswitch_rx0_rx_verdict0_udp_ok;
reg [1:0] iswitch_rx0_rx_verdict0_v1_buf;
reg iswitch_rx0_rx_verdict0_v1_go;
reg iswitch_rx0_rx_verdict0_v2_ctrl;
wire [88:0] iswitch_rx0_rx_slots0_b0_in;
wire [167:0] iswitch_rx0_rx_slots0_b1_in;
wire [127:0] iswitch_rx0_rx_slots0_d_in;
reg iswitch_rx0_rx_slots0_a_q;
reg [1:0] iswitch_rx0_rx_slots0_pbuf;
reg [1:0] iswitch_rx0_rx_slots0_pnext;
reg [1:0] iswitch_rx0_rx_slots0_rf_byp;
reg iswitch_rx0_rx_slots0_rf_take;
reg [31:0] iswitch_rx0_rx_slots0_run_frag;
wire [31:0] iswitch_rx0_rx_slots0_run_frag_in;
reg [31:0] iswitch_rx0_rx_slots0_run_ihl;
wire [31:0] iswitch_rx0_rx_slots0_run_ihl_in;
reg [31:0] iswitch_rx0_rx_slots0_run_proto;
wire [31:0] iswitch_rx0_rx_slots0_run_proto_in;
reg [31:0] iswitch_rx0_rx_slots0_run_reg;
wire [31:0] iswitch_rx0_rx_slots0_run_reg_in;
wire iswitch_rx0_rx_slots0_taken;
reg [1:0] iswitch_rx0_rx_slots0_used;
wire [390:0] iswitch_rx0_rx_slots0_sl;
reg iswitch_rx0_rx_slots0_staged_ready;
reg [15:0] iswitch_rx0_rx_slots0_sl_mkey;
wire [15:0] iswitch_rx0_rx_slots0_next_w56;
wire [15:0] iswitch_rx0_rx_slots0_now_w56;
wire iswitch_rx0_rx_slots0_staged_valid;
wire [1:0] iswitch_rx0_rx_slots0_staged_buf;
wire [15:0] iswitch_rx0_rx_slots0_staged_mkey;
reg [1:0] iswitch_rx0_rx_slots0__sel_copy0_pb;
reg [1:0] iswitch_rx0_rx_slots0__sel_copy0_pn;
reg [1:0] iswitch_rx0_rx_slots0__sel_copy1_pb;
reg [1:0] iswitch_rx0_rx_slots0__sel_copy1_pn;
reg [1:0] iswitch_rx0_rx_slots0__sel_copy2_pb;
reg [1:0] iswitch_rx0_rx_slots0__sel_copy2_pn;
reg [1:0] iswitch_rx0_rx_slots0__sel_copy3_pb;
reg [1:0] iswitch_rx0_rx_slots0__sel_copy3_pn;
wire [390:0] iswitch_rx0_rx_slots0__slot0_word;
reg [88:0] iswitch_rx0_rx_slots0__slot0_b0;
reg [167:0] iswitch_rx0_rx_slots0__slot0_b1;
reg [127:0] iswitch_rx0_rx_slots0__slot0_d;
reg iswitch_rx0_rx_slots0__slot0_done;
reg [4:0] iswitch_rx0_rx_slots0__slot0_drop;
wire [390:0] iswitch_rx0_rx_slots0__slot0_drive0_dst;
wire [96:0] iswitch_rx0_rx_slots0__slot0__link0_out;
wire [96:0] iswitch_rx0_rx_slots0__slot0__link0_out_n;
wire [97:0] iswitch_rx0_rx_slots0__slot0__link1_out;
wire [97:0] iswitch_rx0_rx_slots0__slot0__link1_out_n;
wire [97:0] iswitch_rx0_rx_slots0__slot0__link2_out;
wire [97:0] iswitch_rx0_rx_slots0__slot0__link2_out_n;
wire [97:0] iswitch_rx0_rx_slots0__slot0__link3_out;
wire [97:0] iswitch_rx0_rx_slots0__slot0__link3_out_n;
wire [390:0] iswitch_rx0_rx_slots0__slot1_word;
reg [88:0] iswitch_rx0_rx_slots0__slot1_b0;
reg [167:0] iswitch_rx0_rx_slots0__slot1_b1;
reg [127:0] iswitch_rx0_rx_slots0__slot1_d;
reg iswitch_rx0_rx_slots0__slot1_done;
reg [4:0] iswitch_rx0_rx_slots0__slot1_drop;
wire [390:0] iswitch_rx0_rx_slots0__slot1_drive1_dst;
reg [96:0] iswitch_rx0_rx_slots0__slot1__link4_out;
reg [96:0] iswitch_rx0_rx_slots0__slot1__link4_out_n;
reg [97:0] iswitch_rx0_rx_slots0__slot1__link5_out;
reg [97:0] iswitch_rx0_rx_slots0__slot1__link5_out_n;
reg [97:0] iswitch_rx0_rx_slots0__slot1__link6_out;
reg [97:0] iswitch_rx0_rx_slots0__slot1__link6_out_n;
reg [97:0] iswitch_rx0_rx_slots0__slot1__link7_out;
reg [97:0] iswitch_rx0_rx_slots0__slot1__link7_out_n;
wire [390:0] iswitch_rx0_rx_slots0__slot2_word;
reg [88:0] iswitch_rx0_rx_slots0__slot2_b0;
reg [167:0] iswitch_rx0_rx_slots0__slot2_b1;
reg [127:0] iswitch_rx0_rx_slots0__slot2_d;
reg iswitch_rx0_rx_slots0__slot2_done;
reg [4:0] iswitch_rx0_rx_slots0__slot2_drop;
wire [390:0] iswitch_rx0_rx_slots0__slot2_drive2_dst;
reg [96:0] iswitch_rx0_rx_slots0__slot2__link8_out;
reg [96:0] iswitch_rx0_rx_slots0__slot2__link8_out_n;
reg [97:0] iswitch_rx0_rx_slots0__slot2__link9_out;
reg [97:0] iswitch_rx0_rx_slots0__slot2__link9_out_n;
reg [97:0] iswitch_rx0_rx_slots0__slot2__link10_out;
reg [97:0] iswitch_rx0_rx_slots0__slot2__link10_out_n;
reg [97:0] iswitch_rx0_rx_slots0__slot2__link11_out;
reg [97:0] iswitch_rx0_rx_slots0__slot2__link11_out_n;
reg [96:0] iswitch_rx0_rx_slots0__present0_q;
reg [97:0] iswitch_rx0_rx_slots0__present1_q;
reg [97:0] iswitch_rx0_rx_slots0__present2_q;
reg [97:0] iswitch_rx0_rx_slots0__present3_q;
wire [47:0] iswitch_rx0_rx_slots0_drive3_dst;
wire [31:0] iswitch_rx0_rx_slots0_drive4_dst;
wire [7:0] iswitch_rx0_rx_slots0_drive5_dst;
wire iswitch_rx0_rx_slots0_drive6_dst;
wire [15:0] iswitch_rx0_rx_slots0_drive7_dst;
wire [31:0] iswitch_rx0_rx_slots0_drive8_dst;
wire [15:0] iswitch_rx0_rx_slots0_drive9_dst;
wire [15:0] iswitch_rx0_rx_slots0_drive10_dst;
wire [15:0] iswitch_rx0_rx_slots0_drive11_dst;
wire [15:0] iswitch_rx0_rx_slots0_drive12_dst;
wire [31:0] iswitch_rx0_rx_slots0_drive13_dst;
wire [7:0] iswitch_rx0_rx_slots0_drive14_dst;
wire [15:0] iswitch_rx0_rx_slots0_drive15_dst;
wire [31:0] iswitch_rx0_rx_slots0_drive16_dst;
wire [31:0] iswitch_rx0_rx_slots0_drive17_dst;
wire [31:0] iswitch_rx0_rx_slots0_drive18_dst;
wire [31:0] iswitch_rx0_rx_slots0_drive19_dst;
wire [4:0] iswitch_rx0_rx_slots0_drive20_dst;
reg [4:0] iswitch_core0_meta_ra;
wire [151:0] iswitch_core0_meta_rd;
reg [4:0] iswitch_core0_wcnt_ra;
wire [5:0] iswitch_core0_wcnt_rd;
reg iswitch_core0_wr_meta_we;
reg [4:0] iswitch_core0_wr_meta_wa;
reg [151:0] iswitch_core0_wr_meta_wd;
reg iswitch_core0_ram_we;
reg [10:0] iswitch_core0_ram_wa;
reg [255:0] iswitch_core0_ram_wd;
reg [255:0] iswitch_core0_ram_rdata;
wire [10:0] iswitch_core0_ram_raddr;
reg [255:0] iswitch_core0_pl_rd_rdata;
wire [10:0] iswitch_core0_pl_rd_raddr;
reg [3:0] iswitch_core0_core_read0_state;
reg iswitch_core0_core_read0_walking;
reg [5:0] iswitch_core0_core_read0_w_idx;
wire iswitch_core0_core_read0_p_go;
reg [151:0] iswitch_core0_core_read0_fr_meta;
reg [4:0] iswitch_core0_core_read0_fr_buf;
reg iswitch_core0_core_read0_fr_ctrl;
reg [4:0] iswitch_core0_core_read0_fr_drop;
reg iswitch_core0_core_read0_fr_ok;
reg [15:0] iswitch_core0_core_read0_fr_job;
reg [31:0] iswitch_core0_core_read0_fr_seg;
reg [15:0] iswitch_core0_core_read0_fr_worker;
reg [47:0] iswitch_core0_core_read0_fr_mac;
reg [31:0] iswitch_core0_core_read0_fr_ip;
reg [15:0] iswitch_core0_core_read0_fr_w52;
reg [15:0] iswitch_core0_core_read0_fr_w54;
reg [15:0] iswitch_core0_core_read0_fr_w56;
reg [31:0] iswitch_core0_core_read0_fr_w58;
reg [7:0] iswitch_core0_core_read0_fr_acked;
reg [7:0] iswitch_core0_core_read0_fr_port;
reg [5:0] iswitch_core0_core_member_table0_n_members;
reg [15:0] iswitch_core0_core_member_table0_lk_ip0v;
reg [15:0] iswitch_core0_core_member_table0_lk_ip1v;
reg [15:0] iswitch_core0_core_member_table0_lk_ip2v;
reg [15:0] iswitch_core0_core_member_table0_lk_ip3v;
reg [15:0] iswitch_core0_core_member_table0_lk_mac0v;
reg [15:0] iswitch_core0_core_member_table0_lk_mac1v;
reg [15:0] iswitch_core0_core_member_table0_lk_mac2v;
reg [15:0] iswitch_core0_core_member_table0_lk_mac3v;
reg [15:0] iswitch_core0_core_member_table0_lk_mac4v;
reg [15:0] iswitch_core0_core_member_table0_lk_mac5v;
reg [15:0] iswitch_core0_core_member_table0_lk_portv;
wire iswitch_core0_core_member_table0_t_join;
reg iswitch_core0_core_member_table0_t_join_r;
reg [15:0] iswitch_core0_core_member_table0_t_type;
reg [15:0] iswitch_core0_core_member_table0_t_valid;
wire iswitch_core0_core_member_table0_a_ctl;
reg iswitch_core0_core_member_table0_dc_join;
reg [15:0] iswitch_core0_core_member_table0_lk_freev;
reg iswitch_core0_core_member_table0_dc_reset;
reg iswitch_core0_core_member_table0_dc_leave;
reg [15:0] iswitch_core0_core_member_table0_lk_hitv;
reg iswitch_core0_core_member_table0_lk_free;
reg [7:0] iswitch_core0_core_member_table0_lk_ports;
reg iswitch_core0_core_member_table0_lk_hit;
reg iswitch_core0_core_member_table0_lk_loc;
reg [31:0] iswitch_core0_core_member_table0_lk_onehot;
reg iswitch_core0_core_member_table0_lk_qv;
reg [31:0] iswitch_core0_core_member_table0_lk_qent;
wire [3:0] iswitch_core0_core_member_table0_onehot_index0_idx;
wire [3:0] iswitch_core0_core_member_table0_onehot_index0_whole;
wire iswitch_core0_core_member_table0_onehot_index0__or_mask0_bit;
wire iswitch_core0_core_member_table0_onehot_index0__or_mask1_bit;
wire iswitch_core0_core_member_table0_onehot_index0__or_mask2_bit;
wire iswitch_core0_core_member_table0_onehot_index0__or_mask3_bit;
wire [3:0] iswitch_core0_core_member_table0_onehot_index1_idx;
wire [3:0] iswitch_core0_core_member_table0_onehot_index1_whole;
wire iswitch_core0_core_member_table0_onehot_index1__or_mask4_bit;
wire iswitch_core0_core_member_table0_onehot_index1__or_mask5_bit;
wire iswitch_core0_core_member_table0_onehot_index1__or_mask6_bit;
wire iswitch_core0_core_member_table0_onehot_index1__or_mask7_bit;
reg iswitch_core0_core_counters0_wk_push;
reg [31:0] iswitch_core0_core_counters0_c_dfrag;
reg [31:0] iswitch_core0_core_counters0_c_dihl;
reg [31:0] iswitch_core0_core_counters0_c_dproto;
reg [31:0] iswitch_core0_core_counters0_c_dreg;
reg iswitch_core0_core_counters0_cnt_clr;
reg [63:0] iswitch_core0_core_counters0_cnt_inc;
reg [4:0] iswitch_core0_core_counters0_drop_code;
wire [31:0] iswitch_core0_core_counters0_drop_vec;
wire iswitch_core0_core_counters0_a_go;
reg [4:0] iswitch_core0_core_counters0_dd_drop;
reg iswitch_core0_core_counters0_dd_ok;
reg iswitch_core0_core_counters0_dd_down;
reg iswitch_core0_core_counters0_dd_emit;
reg iswitch_core0_core_counters0_dd_up;
reg iswitch_core0_core_counters0_dc_upack;
reg iswitch_core0_core_counters0_dc_ack;
reg [7:0] iswitch_core0_core_counters0_dc_status;
reg iswitch_core0_core_counters0_dc_bad;
reg iswitch_core0_core_counters0_dc_rbusy;
reg iswitch_core0_core_counters0_dc_ok;
reg iswitch_core0_core_counters0_dc_fbcast;
reg iswitch_core0_core_counters0_rg_child;
reg iswitch_core0_core_counters0_dc_help;
reg iswitch_core0_core_counters0_dc_resend;
wire [31:0] iswitch_core0_core_counters0_onehot_decode0_whole;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const0_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const1_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const2_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const3_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const4_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const5_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const6_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const7_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const8_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const9_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const10_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const11_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const12_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const13_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const14_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const15_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const16_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const17_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const18_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const19_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const20_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const21_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const22_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const23_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const24_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const25_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const26_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const27_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const28_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const29_bit;
wire iswitch_core0_core_counters0_onehot_decode0__eq_const30_bit;
reg iswitch_core0_core_counters0__query_select0_c_qcnt;
reg iswitch_core0_core_counters0__query_select0_c_qnofx;
wire [7:0] iswitch_core0_core_counters0__query_select0_q_lo;
wire iswitch_core0_core_counters0__query_select0_q_iscnt;
wire iswitch_core0_core_counters0__query_select0_job_word;
reg [7:0] iswitch_core0_core_counters0__query_select0_c_qsoh;
reg iswitch_core0_core_counters0__query_select0_rg_job_bound;
wire iswitch_core0_core_counters0__query_select0_q_fx_en;
wire iswitch_core0_core_counters0__query_select0_q_grp_en;
wire iswitch_core0_core_counters0__query_select0_q_page_cnt;
wire iswitch_core0_core_counters0__query_select0_q_page_st;
wire iswitch_core0_core_counters0__query_select0_qent_n;
wire [4:0] iswitch_core0_core_counters0__query_select0_qfx_n;
wire [7:0] iswitch_core0_core_counters0__query_select0_qst_n;
reg iswitch_core0_core_counters0__query_select0_q_ent;
reg iswitch_core0_core_counters0__query_select0_q_none;
reg [4:0] iswitch_core0_core_counters0__query_select0_c_qfx;
reg [7:0] iswitch_core0_core_counters0__query_select0_c_qg;
wire [7:0] iswitch_core0_core_counters0__query_select0_qg_n;
reg [31:0] iswitch_core0_core_counters0__query_select0_c_qs0;
reg [31:0] iswitch_core0_core_counters0__query_select0_c_qs1;
reg [31:0] iswitch_core0_core_counters0__query_select0_c_qs2;
reg [31:0] iswitch_core0_core_counters0__query_select0_c_qs3;
reg [31:0] iswitch_core0_core_counters0__query_select0_c_qs4;
reg [31:0] iswitch_core0_core_counters0__query_select0_q_value;
wire [31:0] iswitch_core0_core_counters0__query_select0_q_or;
wire [5:0] iswitch_core0_core_counters0__query_select0__counter_pick0_idx;
reg [31:0] iswitch_core0_core_counters0__query_select0__counter_pick0_q;
wire [5:0] iswitch_core0_core_counters0__query_select0__counter_pick1_idx;
reg [31:0] iswitch_core0_core_counters0__query_select0__counter_pick1_q;
wire [5:0] iswitch_core0_core_counters0__query_select0__counter_pick2_idx;
reg [31:0] iswitch_core0_core_counters0__query_select0__counter_pick2_q;
wire [5:0] iswitch_core0_core_counters0__query_select0__counter_pick3_idx;
reg [31:0] iswitch_core0_core_counters0__query_select0__counter_pick3_q;
wire [5:0] iswitch_core0_core_counters0__query_select0__counter_pick4_idx;
reg [31:0] iswitch_core0_core_counters0__query_select0__counter_pick4_q;
wire [5:0] iswitch_core0_core_counters0__query_select0__counter_pick5_idx;
reg [31:0] iswitch_core0_core_counters0__query_select0__counter_pick5_q;
wire [5:0] iswitch_core0_core_counters0__query_select0__counter_pick6_idx;
reg [31:0] iswitch_core0_core_counters0__query_select0__counter_pick6_q;
wire [5:0] iswitch_core0_core_counters0__query_select0__counter_pick7_idx;
reg [31:0] iswitch_core0_core_counters0__query_select0__counter_pick7_q;
wire iswitch_core0_core_counters0__query_select0__page_eq0_bit;
wire iswitch_core0_core_counters0__query_select0__page_eq1_bit;
wire iswitch_core0_core_counters0__query_select0__page_eq2_bit;
wire iswitch_core0_core_counters0__query_select0__page_eq3_bit;
wire iswitch_core0_core_counters0__query_select0__page_eq4_bit;
wire iswitch_core0_core_counters0__query_select0__page_eq5_bit;
wire iswitch_core0_core_counters0__query_select0__page_eq6_bit;
wire iswitch_core0_core_counters0__query_select0__page_eq7_bit;
wire [7:0] iswitch_core0_core_counters0__query_select0_onehot_decode1_whole;
wire iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const31_bit;
wire iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const32_bit;
wire iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const33_bit;
wire iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const34_bit;
wire iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const35_bit;
wire iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const36_bit;
wire iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const37_bit;
wire iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const38_bit;
wire [31:0] iswitch_core0_core_counters0__query_select0__gate0_src;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate0_out;
wire [31:0] iswitch_core0_core_counters0__query_select0__gate1_src;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate1_out;
wire [31:0] iswitch_core0_core_counters0__query_select0__gate2_src;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate2_out;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate3_out;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate4_out;
wire [31:0] iswitch_core0_core_counters0__query_select0__gate5_src;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate5_out;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate6_out;
wire [31:0] iswitch_core0_core_counters0__query_select0__gate7_src;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate7_out;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate_en0_out;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate_en1_out;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate_en2_out;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate_en3_out;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate_en4_out;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate_en5_out;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate_en6_out;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate_en7_out;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate_en8_out;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate_en9_out;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate_en10_out;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate_en11_out;
reg [31:0] iswitch_core0_core_counters0__query_select0__gate_en12_out;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0_a;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0_b;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1_a;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1_b;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree2_a;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree2_b;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree2__or_tree4_b;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree6_a;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree6_b;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree6__or_tree8_b;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10_a;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10_b;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree11_a;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree11_b;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree11__or_tree13_b;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree15_a;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree15_b;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree15__or_tree16_b;
wire [31:0] iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree15__or_tree18_b;
reg iswitch_core0_core_pins0_pin_inc;
reg [4:0] iswitch_core0_core_pins0_pin_buf;
reg [31:0] iswitch_core0_core_pins0_pin_nz;
wire [31:0] iswitch_core0_core_pins0_pin_decv;
wire [31:0] iswitch_core0_core_pins0_pin_incv;
reg iswitch_core0_core_pins0_pl_rd_unpin;
wire [31:0] iswitch_core0_core_pins0_onehot_decode2_whole;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const39_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const40_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const41_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const42_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const43_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const44_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const45_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const46_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const47_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const48_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const49_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const50_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const51_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const52_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const53_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const54_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const55_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const56_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const57_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const58_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const59_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const60_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const61_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const62_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const63_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const64_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const65_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const66_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const67_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const68_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const69_bit;
wire iswitch_core0_core_pins0_onehot_decode2__eq_const70_bit;
reg [4:0] iswitch_core0_core_pins0_onehot_decode3_idx;
wire [31:0] iswitch_core0_core_pins0_onehot_decode3_whole;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const71_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const72_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const73_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const74_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const75_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const76_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const77_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const78_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const79_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const80_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const81_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const82_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const83_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const84_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const85_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const86_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const87_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const88_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const89_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const90_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const91_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const92_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const93_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const94_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const95_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const96_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const97_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const98_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const99_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const100_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const101_bit;
wire iswitch_core0_core_pins0_onehot_decode3__eq_const102_bit;
wire [9:0] iswitch_core0_core_compare0_act_v;
reg iswitch_core0_core_compare0_x_tag_eq;
reg iswitch_core0_core_compare0_x_older;
reg iswitch_core0_core_compare0_x_dup;
reg iswitch_core0_core_compare0_x_len_bad;
reg iswitch_core0_core_compare0_x_pinned;
reg [5:0] iswitch_core0_core_compare0_x_cnt1;
reg iswitch_core0_core_compare0_x_ge_add;
reg [5:0] iswitch_core0_core_compare0_rg_heff;
reg iswitch_core0_core_compare0_x_ge_store;
reg [15:0] iswitch_core0_core_compare0_x_nsum;
reg [31:0] iswitch_core0_core_compare0_x_bmap;
reg iswitch_core0_core_compare0_x_job_ok;
reg [15:0] iswitch_core0_core_compare0_rg_job;
reg iswitch_core0_core_compare0_x_job_bad;
reg iswitch_core0_core_compare0_x_v_bad;
reg iswitch_core0_core_compare0_x_join_x;
reg iswitch_core0_core_compare0_x_role_x;
reg iswitch_core0_core_compare0_x_jmode_bad;
reg iswitch_core0_core_compare0_rg_exact;
reg iswitch_core0_core_compare0_rg_up_x;
reg iswitch_core0_core_compare0_x_mode_bad;
reg iswitch_core0_core_compare0_x_v_bad_h;
reg iswitch_core0_core_compare0_x_sw_id;
reg iswitch_core0_core_compare0_x_act_bad;
reg [9:0] iswitch_core0_core_compare0_x_act;
reg iswitch_core0_core_compare0_x_from_up;
reg [7:0] iswitch_core0_core_compare0_rg_up_port;
reg iswitch_core0_core_compare0_x_incl;
reg iswitch_core0_core_compare0_rg_up_att;
reg [4:0] iswitch_core0_core_compare0_rg_up_idx;
reg iswitch_core0_core_compare0_x_role_ok;
reg iswitch_core0_core_compare0_x_role_same;
wire [31:0] iswitch_core0_core_compare0_rg_up_cfg;
reg iswitch_core0_core_compare0_x_ack_join;
reg [15:0] iswitch_core0_core_compare0_rg_up_id;
wire [9:0] iswitch_core0_core_compare0_onehot_decode4_whole;
wire iswitch_core0_core_compare0_onehot_decode4__eq_const103_bit;
wire iswitch_core0_core_compare0_onehot_decode4__eq_const104_bit;
wire iswitch_core0_core_compare0_onehot_decode4__eq_const105_bit;
wire iswitch_core0_core_compare0_onehot_decode4__eq_const106_bit;
wire iswitch_core0_core_compare0_onehot_decode4__eq_const107_bit;
wire iswitch_core0_core_compare0_onehot_decode4__eq_const108_bit;
wire iswitch_core0_core_compare0_onehot_decode4__eq_const109_bit;
wire iswitch_core0_core_compare0_onehot_decode4__eq_const110_bit;
wire iswitch_core0_core_compare0_onehot_decode4__eq_const111_bit;
reg iswitch_core0_core_decide0_x_room2;
reg iswitch_core0_core_decide0_x_room3;
reg [5:0] iswitch_core0_core_decide0_core_decide_data0_rg_h;
reg [4:0] iswitch_core0_core_decide0_core_decide_data0_dn_drop;
reg iswitch_core0_core_decide0_core_decide_data0_dn_ok;
reg iswitch_core0_core_decide0_core_decide_data0_dn_down;
reg iswitch_core0_core_decide0_core_decide_data0_dn_up;
reg iswitch_core0_core_decide0_core_decide_data0_dn_store;
reg iswitch_core0_core_decide0_core_decide_data0_dn_retry;
reg iswitch_core0_core_decide0_core_decide_data0_dn_emit;
reg [151:0] iswitch_core0_core_decide0_core_decide_data0_dn_md;
wire iswitch_core0_core_decide0_core_decide_ctrl0_dt_fh;
wire iswitch_core0_core_decide0_core_decide_ctrl0_dt_join;
wire iswitch_core0_core_decide0_core_decide_ctrl0_dt_member;
wire iswitch_core0_core_decide0_core_decide_ctrl0_dt_rbusy;
wire iswitch_core0_core_decide0_core_decide_ctrl0_dt_role;
wire [1:0] iswitch_core0_core_decide0_core_decide_ctrl0_dt_st;
wire iswitch_core0_core_decide0_core_decide_ctrl0_cn_ack;
wire iswitch_core0_core_decide0_core_decide_ctrl0_cn_upack;
wire iswitch_core0_core_decide0_core_decide_ctrl0_cn_bad;
wire iswitch_core0_core_decide0_core_decide_ctrl0_cn_rbusy;
wire iswitch_core0_core_decide0_core_decide_ctrl0_cn_ok;
wire iswitch_core0_core_decide0_core_decide_ctrl0_cn_join;
wire iswitch_core0_core_decide0_core_decide_ctrl0_cn_reset;
wire iswitch_core0_core_decide0_core_decide_ctrl0_cn_seth;
wire iswitch_core0_core_decide0_core_decide_ctrl0_cn_role;
wire iswitch_core0_core_decide0_core_decide_ctrl0_cn_leave;
wire iswitch_core0_core_decide0_core_decide_ctrl0_cn_fbcast;
wire iswitch_core0_core_decide0_core_decide_ctrl0_cn_help;
wire iswitch_core0_core_decide0_core_decide_ctrl0_cn_resend;
wire iswitch_core0_core_decide0_core_decide_ctrl0_cn_req;
reg [31:0] iswitch_core0_core_decide0_core_decide_ctrl0_cn_result;
reg [7:0] iswitch_core0_core_decide0_core_decide_ctrl0_cn_status;
reg [151:0] iswitch_core0_core_decide0_core_decide_ctrl0_cn_md;
reg iswitch_core0_core_decide0__reg2_q;
reg iswitch_core0_core_decide0__reg3_q;
reg [151:0] iswitch_core0_core_decide0__reg5_q;
reg [31:0] iswitch_core0_core_decide0__reg10_q;
reg iswitch_core0_core_decide0__reg16_q;
reg [151:0] iswitch_core0_core_decide0__reg19_q;
reg iswitch_core0_core_decide0__reg22_q;
reg iswitch_core0_core_decide0__reg24_q;
reg iswitch_core0_core_engine0_f_emit;
reg iswitch_core0_core_engine0_f_req;
reg [15:0] iswitch_core0_core_engine0_memv_n;
reg [1:0] iswitch_core0_core_engine0_mode_n;
reg iswitch_core0_core_engine0_rel_n;
reg [3:0] iswitch_core0_core_engine0_st_n;
reg iswitch_core0_core_engine0_w_release;
reg iswitch_core0_core_engine0_w_release_n;
reg iswitch_core0_core_engine0_walking_n;
wire iswitch_core0_core_engine0_a_commit;
reg [5:0] iswitch_core0_core_engine0_rg_heff_now;
reg [1:0] iswitch_core0_core_engine0_a_mode;
reg [15:0] iswitch_core0_core_engine0_a_memv;
reg iswitch_core0_core_engine0_cm_done;
reg iswitch_core0_core_engine0_wk_end;
reg iswitch_core0_core_engine0_cm_res;
reg iswitch_core0_core_engine0_cm_kill;
reg iswitch_core0_core_engine0_cm_dec;
reg iswitch_core0_core_engine0_cm_store;
reg iswitch_core0_core_engine0_wr_d_we;
reg [4:0] iswitch_core0_core_engine0_cm_buf;
reg iswitch_core0_core_engine0_wk_we;
reg [4:0] iswitch_core0_core_engine0_wk_idx2;
reg [151:0] iswitch_core0_core_engine0_wk_md;
reg [5:0] iswitch_core0_core_engine0_rg_busy;
reg iswitch_core0_core_engine0_cm_more_a;
reg iswitch_core0_core_engine0_cm_at_last_a;
reg iswitch_core0_core_engine0_cm_hazard_a;
wire iswitch_core0_core_commit_pipe0_ce;
wire iswitch_core0_core_commit_pipe0_add_in;
reg [6:0] iswitch_core0_core_commit_pipe0_f_beat;
reg [6:0] iswitch_core0_core_commit_pipe0_f_last;
reg [1:0] iswitch_core0_core_commit_pipe0_f_sbuf;
reg [5:0] iswitch_core0_core_commit_pipe0_iss_beat;
reg iswitch_core0_core_commit_pipe0_iss_bm;
reg [4:0] iswitch_core0_core_commit_pipe0_iss_buf;
reg iswitch_core0_core_commit_pipe0_iss_spec;
reg iswitch_core0_core_commit_pipe0_iss_store;
reg iswitch_core0_core_commit_pipe0_iss_valid;
reg iswitch_core0_core_commit_pipe0_iss_z0;
reg iswitch_core0_core_commit_pipe0_iss_z1;
reg [255:0] iswitch_core0_core_commit_pipe0_ram_q;
wire [6:0] iswitch_core0_core_commit_pipe0_s_beats;
reg [6:0] iswitch_core0_core_commit_pipe0_sb_bm;
reg [6:0] iswitch_core0_core_commit_pipe0_sb_spec;
reg [6:0] iswitch_core0_core_commit_pipe0_sb_store;
reg [6:0] iswitch_core0_core_commit_pipe0_sb_valid;
reg [6:0] iswitch_core0_core_commit_pipe0_sb_z0;
reg [6:0] iswitch_core0_core_commit_pipe0_sb_z1;
wire [5:0] iswitch_core0_core_commit_pipe0_st_beat;
wire [255:0] iswitch_core0_core_commit_pipe0_st_q;
wire [255:0] iswitch_core0_core_commit_pipe0_st_rdata;
wire iswitch_core0_core_commit_pipe0_sum_valid;
wire [255:0] iswitch_core0_core_commit_pipe0_sum_word;
wire iswitch_core0_core_commit_pipe0_x_hold;
reg [5:0] iswitch_core0_core_commit_pipe0_f_n2;
reg [5:0] iswitch_core0_core_commit_pipe0_f_nxt;
reg iswitch_core0_core_commit_pipe0_hz_b0;
reg iswitch_core0_core_commit_pipe0_hz_b1;
reg iswitch_core0_core_commit_pipe0_hz_inc;
reg iswitch_core0_core_commit_pipe0_hz_pgo;
reg iswitch_core0_core_commit_pipe0_hz_s0;
reg iswitch_core0_core_commit_pipe0_hz_s1;
reg iswitch_core0_core_commit_pipe0_hz_s2;
reg iswitch_core0_core_commit_pipe0_hz_z0;
reg [5:0] iswitch_core0_core_commit_pipe0_sb_q0;
reg [5:0] iswitch_core0_core_commit_pipe0_sb_q1;
reg [5:0] iswitch_core0_core_commit_pipe0_sb_q2;
reg iswitch_core0_core_commit_pipe0_cm_iss;
reg iswitch_core0_core_commit_pipe0_cm_go;
reg iswitch_core0_core_commit_pipe0_cm_more;
reg iswitch_core0_core_commit_pipe0_cm_hazard;
reg iswitch_core0_core_commit_pipe0_cm_at_last;
reg [5:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_valid_pipe;
wire [255:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_sum_cat;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_out_sum;
wire [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_a;
wire [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_b;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_sign;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_exp;
reg [23:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_mx;
reg [23:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_my;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_diff;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_sub;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_sval;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_sub;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_exp;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_sval;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_x;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_y;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_sub;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_exp;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_sval;
reg [27:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_r;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_exp;
reg [27:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_r;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_sval;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_sign;
reg [4:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_r_lz;
reg [4:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_sh;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_sval;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_n;
reg [8:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_exp;
wire [30:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x;
reg [3:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_c_hi;
reg [3:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_v_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_c_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_lo;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_c_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_v_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_v_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_out_sum;
wire [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_a;
wire [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_b;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_sign;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_exp;
reg [23:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_mx;
reg [23:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_my;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_diff;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_sub;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_sval;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_sub;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_exp;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_sval;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_x;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_y;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_sub;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_exp;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_sval;
reg [27:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_r;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_exp;
reg [27:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_r;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_sval;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_sign;
reg [4:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_r_lz;
reg [4:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_sh;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_sval;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_n;
reg [8:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_exp;
wire [30:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x;
reg [3:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_c_hi;
reg [3:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_v_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_c_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_lo;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_c_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_v_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_v_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_v_hi;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_out_sum;
wire [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_a;
wire [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_b;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_sign;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_exp;
reg [23:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_mx;
reg [23:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_my;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_diff;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_sub;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_sval;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_sub;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_exp;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_sval;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_x;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_y;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_sub;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_exp;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_sval;
reg [27:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_r;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_exp;
reg [27:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_r;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_sval;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_sign;
reg [4:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_r_lz;
reg [4:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_sh;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_sval;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_n;
reg [8:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_exp;
wire [30:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x;
reg [3:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_c_hi;
reg [3:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_v_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_c_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_lo;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_c_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_v_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_v_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_v_hi;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_out_sum;
wire [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_a;
wire [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_b;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_sign;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_exp;
reg [23:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_mx;
reg [23:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_my;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_diff;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_sub;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_sval;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_sub;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_exp;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_sval;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_x;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_y;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_sub;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_exp;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_sval;
reg [27:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_r;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_exp;
reg [27:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_r;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_sval;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_sign;
reg [4:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_r_lz;
reg [4:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_sh;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_sval;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_n;
reg [8:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_exp;
wire [30:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x;
reg [3:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_c_hi;
reg [3:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_v_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_c_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_lo;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_c_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_v_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_v_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_v_hi;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_out_sum;
wire [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_a;
wire [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_b;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_sign;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_exp;
reg [23:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_mx;
reg [23:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_my;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_diff;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_sub;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_sval;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_sub;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_exp;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_sval;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_x;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_y;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_sub;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_exp;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_sval;
reg [27:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_r;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_exp;
reg [27:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_r;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_sval;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_sign;
reg [4:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_r_lz;
reg [4:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_sh;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_sval;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_n;
reg [8:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_exp;
wire [30:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x;
reg [3:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_c_hi;
reg [3:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_v_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_c_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_lo;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_c_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_v_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_v_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_v_hi;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_out_sum;
wire [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_a;
wire [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_b;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_sign;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_exp;
reg [23:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_mx;
reg [23:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_my;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_diff;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_sub;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_sval;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_sub;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_exp;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_sval;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_x;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_y;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_sub;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_exp;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_sval;
reg [27:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_r;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_exp;
reg [27:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_r;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_sval;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_sign;
reg [4:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_r_lz;
reg [4:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_sh;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_sval;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_n;
reg [8:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_exp;
wire [30:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x;
reg [3:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_c_hi;
reg [3:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_v_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_c_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_lo;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_c_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_v_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_v_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_v_hi;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_out_sum;
wire [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_a;
wire [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_b;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_sign;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_exp;
reg [23:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_mx;
reg [23:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_my;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_diff;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_sub;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_sval;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_sub;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_exp;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_sval;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_x;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_y;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_sub;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_exp;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_sval;
reg [27:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_r;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_exp;
reg [27:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_r;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_sval;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_sign;
reg [4:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_r_lz;
reg [4:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_sh;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_sval;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_n;
reg [8:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_exp;
wire [30:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x;
reg [3:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_c_hi;
reg [3:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_v_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_c_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_lo;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_c_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_v_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_v_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_v_hi;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_out_sum;
wire [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_a;
wire [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_b;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_sign;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_exp;
reg [23:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_mx;
reg [23:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_my;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_diff;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_sub;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_sval;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_sub;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_exp;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_sval;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_x;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_y;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_sub;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_exp;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_sval;
reg [27:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_r;
reg [7:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_exp;
reg [27:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_r;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_sval;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_sign;
reg [4:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_r_lz;
reg [4:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_sh;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_sign;
reg iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_spec;
reg [31:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_sval;
reg [26:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_n;
reg [8:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_exp;
wire [30:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x;
reg [3:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_c_hi;
reg [3:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_v_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_c_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_lo;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_c_hi;
reg [2:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_v_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_lo;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi;
reg [1:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_v_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_hi;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_lo;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_hi;
wire [0:0] iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_lo;
wire iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_v_hi;
reg iswitch_core0_core_walker0_w2_ge;
reg [151:0] iswitch_core0_core_walker0_w2_meta;
reg [151:0] iswitch_core0_core_walker0_wk_left;
reg [151:0] iswitch_core0_core_walker0_wk_emit;
reg iswitch_core0_core_walker0_wk_valid;
reg iswitch_core0_core_walker0_wk_stall;
reg [294:0] iswitch_core0_core_emission0_d_wd;
reg [111:0] iswitch_core0_core_emission0_ew_md;
reg [7:0] iswitch_core0_core_emission0_ew_ports;
reg iswitch_core0_core_emission0_ew_down;
reg [15:0] iswitch_core0_core_emission0_ew_worker;
reg [4:0] iswitch_core0_core_emission0_e_buf;
reg iswitch_core0_core_emission0_e_down;
reg [31:0] iswitch_core0_core_emission0_e_ip;
reg [47:0] iswitch_core0_core_emission0_e_mac;
reg [111:0] iswitch_core0_core_emission0_e_md;
reg [7:0] iswitch_core0_core_emission0_e_ports;
reg iswitch_core0_core_emission0_e_replay;
reg iswitch_core0_core_emission0_e_retx;
reg [15:0] iswitch_core0_core_emission0_e_worker;
reg [7:0] iswitch_core0_core_emission0_r_action;
reg [31:0] iswitch_core0_core_emission0_r_value;
reg [294:0] iswitch_core0_core_emission0_f_desc;
wire [294:0] iswitch_core0_core_emission0_e_desc;
wire [294:0] iswitch_core0_core_emission0_ack_desc;
wire [294:0] iswitch_core0_core_emission0_req_desc;
wire [294:0] iswitch_core0_core_emission0_ew_desc;
wire iswitch_core0_drive21_dst;
wire [31:0] iswitch_core0_drive22_dst;
wire [8:0] iswitch_core0_drive23_dst;
reg [7:0] iswitch_core0_desc_prep0_tos;
reg [15:0] iswitch_core0_desc_prep0_ip_len;
reg [15:0] iswitch_core0_desc_prep0_udp_len;
reg [15:0] iswitch_core0_desc_prep0_flen;
reg [15:0] iswitch_core0_desc_prep0_ip_sum;
reg [15:0] iswitch_core0_desc_prep0_len_sum;
reg [6:0] iswitch_core0_desc_prep0_last;
reg [7:0] iswitch_core0_desc_prep0_lanes_last;
wire [388:0] iswitch_core0_core_desc_fifo0_d_wd;
wire [388:0] iswitch_core0_core_desc_fifo0_d_head;
reg iswitch_core0_core_desc_fifo0_d_room2;
reg iswitch_core0_core_desc_fifo0_d_room3;
reg [4:0] iswitch_core0_core_desc_fifo0_d_rptr;
reg [4:0] iswitch_core0_core_desc_fifo0_d_rptr1;
reg iswitch_core0_core_desc_fifo0_d_valid;
reg [4:0] iswitch_core0_core_desc_fifo0_d_wptr;
wire iswitch_core0_core_desc_fifo0_desc_valid;
reg iswitch_core0_core_desc_fifo0_desc_ready;
wire iswitch_core0_core_desc_fifo0_drive24_dst;
wire [47:0] iswitch_core0_core_desc_fifo0_drive25_dst;
wire [31:0] iswitch_core0_core_desc_fifo0_drive26_dst;
wire [15:0] iswitch_core0_core_desc_fifo0_drive27_dst;
wire [7:0] iswitch_core0_core_desc_fifo0_drive28_dst;
wire [175:0] iswitch_core0_core_desc_fifo0_drive29_dst;
wire [4:0] iswitch_core0_core_desc_fifo0_drive30_dst;
wire [7:0] iswitch_core0_core_desc_fifo0_drive31_dst;
wire [15:0] iswitch_core0_core_desc_fifo0_drive32_dst;
wire [15:0] iswitch_core0_core_desc_fifo0_drive33_dst;
wire [15:0] iswitch_core0_core_desc_fifo0_drive34_dst;
wire [15:0] iswitch_core0_core_desc_fifo0_drive35_dst;
wire [15:0] iswitch_core0_core_desc_fifo0_drive36_dst;
wire [6:0] iswitch_core0_core_desc_fifo0_drive37_dst;
wire [7:0] iswitch_core0_core_desc_fifo0_drive38_dst;
reg [7:0] iswitch_tx0_tos_r;
reg [15:0] iswitch_tx0_ip_len_r;
reg [15:0] iswitch_tx0_udp_len_r;
reg [15:0] iswitch_tx0_flen_r;
reg [15:0] iswitch_tx0_csum;
reg iswitch_tx0_gen_ok;
reg [7:0] iswitch_tx0_lanes_last_r;
reg [6:0] iswitch_tx0_last_r;
wire [47:0] iswitch_tx0_dst_mac;
wire [31:0] iswitch_tx0_dst_ip;
wire [15:0] iswitch_tx0_dport;
wire [7:0] iswitch_tx0_ports;
wire [175:0] iswitch_tx0_hdr;
reg iswitch_tx0_g_pay;
reg [255:0] iswitch_tx0_g_data;
wire [255:0] iswitch_tx0_rq_head;
reg iswitch_tx0_g_b0;
wire [255:0] iswitch_tx0_beat0;
wire [255:0] iswitch_tx0_beat1;
reg iswitch_tx0_g_last;
reg [7:0] iswitch_tx0_g_lanes;
reg [2:0] iswitch_tx0_rq_n;
reg iswitch_tx0_req_g;
reg iswitch_tx0_take_g;
reg iswitch_tx0_skid_valid;
reg iswitch_tx0_pop;
reg iswitch_tx0_g_done;
reg [6:0] iswitch_tx0_gbeat;
reg [15:0] iswitch_tx0_tx_prep0_ip_sum;
reg [15:0] iswitch_tx0_tx_prep0_len_sum;
reg [10:0] iswitch_tx0_tx_readq0_raddr_r;
reg [2:0] iswitch_tx0_tx_readq0_rd_cr;
reg [5:0] iswitch_tx0_tx_readq0_rd_idx;
wire iswitch_tx0_tx_readq0_rd_issue;
reg iswitch_tx0_tx_readq0_rd_v1;
reg iswitch_tx0_tx_readq0_rd_v2;
reg [255:0] iswitch_tx0_tx_readq0_rq0;
reg [255:0] iswitch_tx0_tx_readq0_rq1;
reg [255:0] iswitch_tx0_tx_readq0_rq2;
reg [255:0] iswitch_tx0_tx_readq0_rq3;
reg [1:0] iswitch_tx0_tx_readq0_rq_r;
reg [1:0] iswitch_tx0_tx_readq0_rq_w;
reg [1:0] iswitch_tx0_tx_readq0__rq_r_copy0_q;
reg [1:0] iswitch_tx0_tx_readq0__rq_r_copy1_q;
reg [1:0] iswitch_tx0_tx_readq0__rq_r_copy2_q;
reg [1:0] iswitch_tx0_tx_readq0__rq_r_copy3_q;
reg [63:0] iswitch_tx0_tx_readq0__head_group0_out;
reg [63:0] iswitch_tx0_tx_readq0__head_group1_out;
reg [63:0] iswitch_tx0_tx_readq0__head_group2_out;
reg [63:0] iswitch_tx0_tx_readq0__head_group3_out;
wire [31:0] iswitch_tx0_tx_skid0_in_keep;
wire [127:0] iswitch_tx0_tx_skid0_in_user;
reg iswitch_tx0_tx_skid0_out_valid;
reg [255:0] iswitch_tx0_tx_skid0_out_data;
reg [31:0] iswitch_tx0_tx_skid0_out_keep;
reg [127:0] iswitch_tx0_tx_skid0_out_user;
reg iswitch_tx0_tx_skid0_out_last;
reg iswitch_tx0_tx_skid0_out_pop;
reg [255:0] iswitch_tx0_tx_skid0_skid_data;
reg [31:0] iswitch_tx0_tx_skid0_skid_keep;
reg iswitch_tx0_tx_skid0_skid_last;
reg [127:0] iswitch_tx0_tx_skid0_skid_user;
reg iswitch_tx0_tx_mux0_busy;
reg iswitch_tx0_tx_mux0_cur_gen;
reg iswitch_tx0_tx_mux0_last_gen;
reg iswitch_tx0_tx_mux0_out_last;
reg iswitch_tx0_tx_mux0_out_valid;
reg iswitch_tx0_tx_mux0_own_g;
(* no_rw_check *)
reg [255:0] iswitch_rx0_mem [0:256-1];
reg [151:0] iswitch_core0_meta [0:32-1];
reg [5:0] iswitch_core0_wcnt [0:32-1];
(* no_rw_check *)
reg [255:0] iswitch_core0_ram_a [0:2048-1];
(* no_rw_check *)
reg [255:0] iswitch_core0_ram_b [0:2048-1];
reg [31:0] iswitch_core0_core_member_table0_t_ip [0:16-1];
reg [47:0] iswitch_core0_core_member_table0_t_mac [0:16-1];
reg [7:0] iswitch_core0_core_member_table0_t_port [0:16-1];
reg [15:0] iswitch_core0_core_member_table0_t_worker [0:16-1];
reg [31:0] iswitch_core0_core_counters0_cnt [0:64-1];
reg [9:0] iswitch_core0_core_pins0_pins [0:32-1];
reg [5:0] iswitch_core0_core_commit_pipe0_sb_beat [0:7-1];
reg [4:0] iswitch_core0_core_commit_pipe0_sb_buf [0:7-1];
reg [255:0] iswitch_core0_core_commit_pipe0_st_dly [0:7-1];
reg [4:0] iswitch_core0_core_desc_fifo0_d_vis [0:5-1];
reg [388:0] iswitch_core0_core_desc_fifo0_dfifo [0:16-1];

assign iswitch_core0_core_commit_pipe0_ce = 1'd1;
assign iswitch_core0_core_commit_pipe0_x_hold = 1'd0;
assign iswitch_rx0_rx_verdict0_f_dport[16-1:8] = iswitch_rx0_m_data[40-1:32];
assign iswitch_rx0_rx_verdict0_f_dport[8-1:0] = iswitch_rx0_m_data[48-1:40];
assign iswitch_rx0_rx_verdict0_f_ip_total[16-1:8] = iswitch_rx0_m_data[136-1:128];
assign iswitch_rx0_rx_verdict0_f_ip_total[8-1:0] = iswitch_rx0_m_data[144-1:136];
assign iswitch_rx0_rx_verdict0_f_udp_len[16-1:8] = iswitch_rx0_m_data[56-1:48];
assign iswitch_rx0_rx_verdict0_f_udp_len[8-1:0] = iswitch_rx0_m_data[64-1:56];
assign iswitch_rx0_rx_verdict0_f_w52[16-1:8] = iswitch_rx0_m_data[168-1:160];
assign iswitch_rx0_rx_verdict0_f_w52[8-1:0] = iswitch_rx0_m_data[176-1:168];
assign iswitch_rx0_rx_verdict0_f_w54[16-1:8] = iswitch_rx0_m_data[184-1:176];
assign iswitch_rx0_rx_verdict0_f_w54[8-1:0] = iswitch_rx0_m_data[192-1:184];
assign iswitch_rx0_rx_verdict0_f_w9[16-1:8] = iswitch_rx0_m_data[8-1:0];
assign iswitch_rx0_rx_verdict0_f_w9[8-1:0] = iswitch_rx0_m_data[16-1:8];
assign iswitch_rx0_rx_verdict0_hw0[16-1:8] = iswitch_rx0_m_data[120-1:112];
assign iswitch_rx0_rx_verdict0_hw0[8-1:0] = iswitch_rx0_m_data[128-1:120];
assign iswitch_rx0_rx_verdict0_hw1[16-1:8] = iswitch_rx0_m_data[136-1:128];
assign iswitch_rx0_rx_verdict0_hw1[8-1:0] = iswitch_rx0_m_data[144-1:136];
assign iswitch_rx0_rx_verdict0_hw2[16-1:8] = iswitch_rx0_m_data[152-1:144];
assign iswitch_rx0_rx_verdict0_hw2[8-1:0] = iswitch_rx0_m_data[160-1:152];
assign iswitch_rx0_rx_verdict0_hw3[16-1:8] = iswitch_rx0_m_data[168-1:160];
assign iswitch_rx0_rx_verdict0_hw3[8-1:0] = iswitch_rx0_m_data[176-1:168];
assign iswitch_rx0_rx_verdict0_hw4[16-1:8] = iswitch_rx0_m_data[184-1:176];
assign iswitch_rx0_rx_verdict0_hw4[8-1:0] = iswitch_rx0_m_data[192-1:184];
assign iswitch_rx0_rx_verdict0_hw5[16-1:8] = iswitch_rx0_m_data[200-1:192];
assign iswitch_rx0_rx_verdict0_hw5[8-1:0] = iswitch_rx0_m_data[208-1:200];
assign iswitch_rx0_rx_verdict0_hw6[16-1:8] = iswitch_rx0_m_data[216-1:208];
assign iswitch_rx0_rx_verdict0_hw6[8-1:0] = iswitch_rx0_m_data[224-1:216];
assign iswitch_rx0_rx_verdict0_hw7[16-1:8] = iswitch_rx0_m_data[232-1:224];
assign iswitch_rx0_rx_verdict0_hw7[8-1:0] = iswitch_rx0_m_data[240-1:232];
assign iswitch_rx0_rx_verdict0_hw8[16-1:8] = iswitch_rx0_m_data[248-1:240];
assign iswitch_rx0_rx_verdict0_hw8[8-1:0] = iswitch_rx0_m_data[256-1:248];
assign iswitch_rx0_rx_slots0_b0_in[89-1:81] = iswitch_rx0_m_data[56-1:48];
assign iswitch_rx0_rx_slots0_b0_in[81-1:73] = iswitch_rx0_m_data[64-1:56];
assign iswitch_rx0_rx_slots0_b0_in[73-1:65] = iswitch_rx0_m_data[72-1:64];
assign iswitch_rx0_rx_slots0_b0_in[65-1:57] = iswitch_rx0_m_data[80-1:72];
assign iswitch_rx0_rx_slots0_b0_in[57-1:49] = iswitch_rx0_m_data[88-1:80];
assign iswitch_rx0_rx_slots0_b0_in[49-1:41] = iswitch_rx0_m_data[96-1:88];
assign iswitch_rx0_rx_slots0_b0_in[41-1:33] = iswitch_rx0_m_data[216-1:208];
assign iswitch_rx0_rx_slots0_b0_in[33-1:25] = iswitch_rx0_m_data[224-1:216];
assign iswitch_rx0_rx_slots0_b0_in[25-1:17] = iswitch_rx0_m_data[232-1:224];
assign iswitch_rx0_rx_slots0_b0_in[17-1:9] = iswitch_rx0_m_data[240-1:232];
assign iswitch_rx0_rx_slots0_b0_in[9-1:1] = iswitch_rx0_rx_input0_m_user[24-1:16];
assign iswitch_rx0_rx_slots0_b0_in[0] = iswitch_rx0_rx_input0_m_ctrl;
assign iswitch_rx0_rx_slots0_b1_in[168-1:160] = iswitch_rx0_m_data[104-1:96];
assign iswitch_rx0_rx_slots0_b1_in[160-1:152] = iswitch_rx0_m_data[112-1:104];
assign iswitch_rx0_rx_slots0_b1_in[152-1:144] = iswitch_rx0_m_data[120-1:112];
assign iswitch_rx0_rx_slots0_b1_in[144-1:136] = iswitch_rx0_m_data[128-1:120];
assign iswitch_rx0_rx_slots0_b1_in[136-1:128] = iswitch_rx0_m_data[136-1:128];
assign iswitch_rx0_rx_slots0_b1_in[128-1:120] = iswitch_rx0_m_data[144-1:136];
assign iswitch_rx0_rx_slots0_b1_in[120-1:112] = iswitch_rx0_m_data[152-1:144];
assign iswitch_rx0_rx_slots0_b1_in[112-1:104] = iswitch_rx0_m_data[160-1:152];
assign iswitch_rx0_rx_slots0_b1_in[104-1:96] = iswitch_rx0_m_data[168-1:160];
assign iswitch_rx0_rx_slots0_b1_in[96-1:88] = iswitch_rx0_m_data[176-1:168];
assign iswitch_rx0_rx_slots0_b1_in[88-1:80] = iswitch_rx0_m_data[184-1:176];
assign iswitch_rx0_rx_slots0_b1_in[80-1:72] = iswitch_rx0_m_data[192-1:184];
assign iswitch_rx0_rx_slots0_b1_in[72-1:64] = iswitch_rx0_m_data[200-1:192];
assign iswitch_rx0_rx_slots0_b1_in[64-1:56] = iswitch_rx0_m_data[208-1:200];
assign iswitch_rx0_rx_slots0_b1_in[56-1:48] = iswitch_rx0_m_data[216-1:208];
assign iswitch_rx0_rx_slots0_b1_in[48-1:40] = iswitch_rx0_m_data[224-1:216];
assign iswitch_rx0_rx_slots0_b1_in[40-1:32] = iswitch_rx0_m_data[232-1:224];
assign iswitch_rx0_rx_slots0_b1_in[32-1:24] = iswitch_rx0_m_data[240-1:232];
assign iswitch_rx0_rx_slots0_b1_in[24-1:16] = iswitch_rx0_m_data[248-1:240];
assign iswitch_rx0_rx_slots0_b1_in[16-1:8] = iswitch_rx0_m_data[24-1:16];
assign iswitch_rx0_rx_slots0_b1_in[8-1:0] = iswitch_rx0_m_data[32-1:24];
assign iswitch_rx0_rx_slots0_d_in[128-1:96] = iswitch_rx0_rx_slots0_run_reg_in;
assign iswitch_rx0_rx_slots0_d_in[96-1:64] = iswitch_rx0_rx_slots0_run_ihl_in;
assign iswitch_rx0_rx_slots0_d_in[64-1:32] = iswitch_rx0_rx_slots0_run_frag_in;
assign iswitch_rx0_rx_slots0_d_in[32-1:0] = iswitch_rx0_rx_slots0_run_proto_in;
assign iswitch_rx0_rx_slots0_next_w56[16-1:5] = iswitch_rx0_rx_slots0__slot2__link10_out_n[11-1:0];
assign iswitch_rx0_rx_slots0_next_w56[5-1:0] = iswitch_rx0_rx_slots0__slot2__link9_out_n[98-1:93];
assign iswitch_rx0_rx_slots0_now_w56[16-1:5] = iswitch_rx0_rx_slots0__slot2__link10_out[11-1:0];
assign iswitch_rx0_rx_slots0_now_w56[5-1:0] = iswitch_rx0_rx_slots0__slot2__link9_out[98-1:93];
assign iswitch_rx0_rx_slots0__slot0_word[391-1:302] = iswitch_rx0_rx_slots0__slot0_b0;
assign iswitch_rx0_rx_slots0__slot0_word[302-1:134] = iswitch_rx0_rx_slots0__slot0_b1;
assign iswitch_rx0_rx_slots0__slot0_word[134-1:6] = iswitch_rx0_rx_slots0__slot0_d;
assign iswitch_rx0_rx_slots0__slot0_word[6-1:1] = iswitch_rx0_rx_slots0__slot0_drop;
assign iswitch_rx0_rx_slots0__slot0_word[0] = iswitch_rx0_rx_slots0__slot0_done;
assign iswitch_rx0_rx_slots0__slot1_word[391-1:302] = iswitch_rx0_rx_slots0__slot1_b0;
assign iswitch_rx0_rx_slots0__slot1_word[302-1:134] = iswitch_rx0_rx_slots0__slot1_b1;
assign iswitch_rx0_rx_slots0__slot1_word[134-1:6] = iswitch_rx0_rx_slots0__slot1_d;
assign iswitch_rx0_rx_slots0__slot1_word[6-1:1] = iswitch_rx0_rx_slots0__slot1_drop;
assign iswitch_rx0_rx_slots0__slot1_word[0] = iswitch_rx0_rx_slots0__slot1_done;
assign iswitch_rx0_rx_slots0__slot2_word[391-1:302] = iswitch_rx0_rx_slots0__slot2_b0;
assign iswitch_rx0_rx_slots0__slot2_word[302-1:134] = iswitch_rx0_rx_slots0__slot2_b1;
assign iswitch_rx0_rx_slots0__slot2_word[134-1:6] = iswitch_rx0_rx_slots0__slot2_d;
assign iswitch_rx0_rx_slots0__slot2_word[6-1:1] = iswitch_rx0_rx_slots0__slot2_drop;
assign iswitch_rx0_rx_slots0__slot2_word[0] = iswitch_rx0_rx_slots0__slot2_done;
assign iswitch_core0_core_member_table0_onehot_index0_whole[3] = iswitch_core0_core_member_table0_onehot_index0__or_mask3_bit;
assign iswitch_core0_core_member_table0_onehot_index0_whole[2] = iswitch_core0_core_member_table0_onehot_index0__or_mask2_bit;
assign iswitch_core0_core_member_table0_onehot_index0_whole[1] = iswitch_core0_core_member_table0_onehot_index0__or_mask1_bit;
assign iswitch_core0_core_member_table0_onehot_index0_whole[0] = iswitch_core0_core_member_table0_onehot_index0__or_mask0_bit;
assign iswitch_core0_core_member_table0_onehot_index1_whole[3] = iswitch_core0_core_member_table0_onehot_index1__or_mask7_bit;
assign iswitch_core0_core_member_table0_onehot_index1_whole[2] = iswitch_core0_core_member_table0_onehot_index1__or_mask6_bit;
assign iswitch_core0_core_member_table0_onehot_index1_whole[1] = iswitch_core0_core_member_table0_onehot_index1__or_mask5_bit;
assign iswitch_core0_core_member_table0_onehot_index1_whole[0] = iswitch_core0_core_member_table0_onehot_index1__or_mask4_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[31] = iswitch_core0_core_counters0_onehot_decode0__eq_const30_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[30] = iswitch_core0_core_counters0_onehot_decode0__eq_const29_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[29] = iswitch_core0_core_counters0_onehot_decode0__eq_const28_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[28] = iswitch_core0_core_counters0_onehot_decode0__eq_const27_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[27] = iswitch_core0_core_counters0_onehot_decode0__eq_const26_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[26] = iswitch_core0_core_counters0_onehot_decode0__eq_const25_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[25] = iswitch_core0_core_counters0_onehot_decode0__eq_const24_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[24] = iswitch_core0_core_counters0_onehot_decode0__eq_const23_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[23] = iswitch_core0_core_counters0_onehot_decode0__eq_const22_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[22] = iswitch_core0_core_counters0_onehot_decode0__eq_const21_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[21] = iswitch_core0_core_counters0_onehot_decode0__eq_const20_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[20] = iswitch_core0_core_counters0_onehot_decode0__eq_const19_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[19] = iswitch_core0_core_counters0_onehot_decode0__eq_const18_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[18] = iswitch_core0_core_counters0_onehot_decode0__eq_const17_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[17] = iswitch_core0_core_counters0_onehot_decode0__eq_const16_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[16] = iswitch_core0_core_counters0_onehot_decode0__eq_const15_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[15] = iswitch_core0_core_counters0_onehot_decode0__eq_const14_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[14] = iswitch_core0_core_counters0_onehot_decode0__eq_const13_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[13] = iswitch_core0_core_counters0_onehot_decode0__eq_const12_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[12] = iswitch_core0_core_counters0_onehot_decode0__eq_const11_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[11] = iswitch_core0_core_counters0_onehot_decode0__eq_const10_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[10] = iswitch_core0_core_counters0_onehot_decode0__eq_const9_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[9] = iswitch_core0_core_counters0_onehot_decode0__eq_const8_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[8] = iswitch_core0_core_counters0_onehot_decode0__eq_const7_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[7] = iswitch_core0_core_counters0_onehot_decode0__eq_const6_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[6] = iswitch_core0_core_counters0_onehot_decode0__eq_const5_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[5] = iswitch_core0_core_counters0_onehot_decode0__eq_const4_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[4] = iswitch_core0_core_counters0_onehot_decode0__eq_const3_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[3] = iswitch_core0_core_counters0_onehot_decode0__eq_const2_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[2] = iswitch_core0_core_counters0_onehot_decode0__eq_const1_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[1] = iswitch_core0_core_counters0_onehot_decode0__eq_const0_bit;
assign iswitch_core0_core_counters0_onehot_decode0_whole[0] = 'b0;
assign iswitch_core0_core_counters0__query_select0_qst_n[7] = iswitch_core0_core_counters0__query_select0__page_eq7_bit;
assign iswitch_core0_core_counters0__query_select0_qst_n[6] = iswitch_core0_core_counters0__query_select0__page_eq6_bit;
assign iswitch_core0_core_counters0__query_select0_qst_n[5] = iswitch_core0_core_counters0__query_select0__page_eq5_bit;
assign iswitch_core0_core_counters0__query_select0_qst_n[4] = iswitch_core0_core_counters0__query_select0__page_eq4_bit;
assign iswitch_core0_core_counters0__query_select0_qst_n[3] = iswitch_core0_core_counters0__query_select0__page_eq3_bit;
assign iswitch_core0_core_counters0__query_select0_qst_n[2] = iswitch_core0_core_counters0__query_select0__page_eq2_bit;
assign iswitch_core0_core_counters0__query_select0_qst_n[1] = iswitch_core0_core_counters0__query_select0__page_eq1_bit;
assign iswitch_core0_core_counters0__query_select0_qst_n[0] = iswitch_core0_core_counters0__query_select0__page_eq0_bit;
assign iswitch_core0_core_counters0__query_select0__counter_pick0_idx[6-1:3] = 'b000;
assign iswitch_core0_core_counters0__query_select0__counter_pick0_idx[3-1:0] = iswitch_rx0_rx_slots0_drive12_dst[3-1:0];
assign iswitch_core0_core_counters0__query_select0__counter_pick1_idx[6-1:3] = 'b001;
assign iswitch_core0_core_counters0__query_select0__counter_pick1_idx[3-1:0] = iswitch_rx0_rx_slots0_drive12_dst[3-1:0];
assign iswitch_core0_core_counters0__query_select0__counter_pick2_idx[6-1:3] = 'b010;
assign iswitch_core0_core_counters0__query_select0__counter_pick2_idx[3-1:0] = iswitch_rx0_rx_slots0_drive12_dst[3-1:0];
assign iswitch_core0_core_counters0__query_select0__counter_pick3_idx[6-1:3] = 'b011;
assign iswitch_core0_core_counters0__query_select0__counter_pick3_idx[3-1:0] = iswitch_rx0_rx_slots0_drive12_dst[3-1:0];
assign iswitch_core0_core_counters0__query_select0__counter_pick4_idx[6-1:3] = 'b100;
assign iswitch_core0_core_counters0__query_select0__counter_pick4_idx[3-1:0] = iswitch_rx0_rx_slots0_drive12_dst[3-1:0];
assign iswitch_core0_core_counters0__query_select0__counter_pick5_idx[6-1:3] = 'b101;
assign iswitch_core0_core_counters0__query_select0__counter_pick5_idx[3-1:0] = iswitch_rx0_rx_slots0_drive12_dst[3-1:0];
assign iswitch_core0_core_counters0__query_select0__counter_pick6_idx[6-1:3] = 'b110;
assign iswitch_core0_core_counters0__query_select0__counter_pick6_idx[3-1:0] = iswitch_rx0_rx_slots0_drive12_dst[3-1:0];
assign iswitch_core0_core_counters0__query_select0__counter_pick7_idx[6-1:3] = 'b111;
assign iswitch_core0_core_counters0__query_select0__counter_pick7_idx[3-1:0] = iswitch_rx0_rx_slots0_drive12_dst[3-1:0];
assign iswitch_core0_core_counters0__query_select0_onehot_decode1_whole[7] = iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const38_bit;
assign iswitch_core0_core_counters0__query_select0_onehot_decode1_whole[6] = iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const37_bit;
assign iswitch_core0_core_counters0__query_select0_onehot_decode1_whole[5] = iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const36_bit;
assign iswitch_core0_core_counters0__query_select0_onehot_decode1_whole[4] = iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const35_bit;
assign iswitch_core0_core_counters0__query_select0_onehot_decode1_whole[3] = iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const34_bit;
assign iswitch_core0_core_counters0__query_select0_onehot_decode1_whole[2] = iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const33_bit;
assign iswitch_core0_core_counters0__query_select0_onehot_decode1_whole[1] = iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const32_bit;
assign iswitch_core0_core_counters0__query_select0_onehot_decode1_whole[0] = iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const31_bit;
assign iswitch_core0_core_counters0__query_select0__gate0_src[32-1:6] = 'b00000000000000000000000000;
assign iswitch_core0_core_counters0__query_select0__gate0_src[6-1:0] = iswitch_core0_core_decide0_core_decide_data0_rg_h;
assign iswitch_core0_core_counters0__query_select0__gate1_src[32-1:6] = 'b00000000000000000000000000;
assign iswitch_core0_core_counters0__query_select0__gate1_src[6-1:0] = iswitch_core0_core_member_table0_n_members;
assign iswitch_core0_core_counters0__query_select0__gate2_src[32-1:18] = 'b00000000000000;
assign iswitch_core0_core_counters0__query_select0__gate2_src[17] = iswitch_core0_core_compare0_rg_exact;
assign iswitch_core0_core_counters0__query_select0__gate2_src[16] = 'b1;
assign iswitch_core0_core_counters0__query_select0__gate2_src[16-1:0] = iswitch_core0_core_compare0_rg_job;
assign iswitch_core0_core_counters0__query_select0__gate5_src[32-1:6] = 'b00000000000000000000000000;
assign iswitch_core0_core_counters0__query_select0__gate5_src[6-1:0] = iswitch_core0_core_engine0_rg_busy;
assign iswitch_core0_core_counters0__query_select0__gate7_src[31] = iswitch_core0_core_counters0_rg_child;
assign iswitch_core0_core_counters0__query_select0__gate7_src[30] = iswitch_core0_core_compare0_rg_up_att;
assign iswitch_core0_core_counters0__query_select0__gate7_src[29] = iswitch_core0_core_compare0_rg_up_x;
assign iswitch_core0_core_counters0__query_select0__gate7_src[29-1:24] = iswitch_core0_core_compare0_rg_up_idx;
assign iswitch_core0_core_counters0__query_select0__gate7_src[24-1:16] = iswitch_core0_core_compare0_rg_up_port;
assign iswitch_core0_core_counters0__query_select0__gate7_src[16-1:0] = iswitch_core0_core_compare0_rg_up_id;
assign iswitch_core0_core_pins0_onehot_decode2_whole[31] = iswitch_core0_core_pins0_onehot_decode2__eq_const70_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[30] = iswitch_core0_core_pins0_onehot_decode2__eq_const69_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[29] = iswitch_core0_core_pins0_onehot_decode2__eq_const68_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[28] = iswitch_core0_core_pins0_onehot_decode2__eq_const67_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[27] = iswitch_core0_core_pins0_onehot_decode2__eq_const66_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[26] = iswitch_core0_core_pins0_onehot_decode2__eq_const65_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[25] = iswitch_core0_core_pins0_onehot_decode2__eq_const64_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[24] = iswitch_core0_core_pins0_onehot_decode2__eq_const63_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[23] = iswitch_core0_core_pins0_onehot_decode2__eq_const62_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[22] = iswitch_core0_core_pins0_onehot_decode2__eq_const61_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[21] = iswitch_core0_core_pins0_onehot_decode2__eq_const60_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[20] = iswitch_core0_core_pins0_onehot_decode2__eq_const59_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[19] = iswitch_core0_core_pins0_onehot_decode2__eq_const58_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[18] = iswitch_core0_core_pins0_onehot_decode2__eq_const57_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[17] = iswitch_core0_core_pins0_onehot_decode2__eq_const56_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[16] = iswitch_core0_core_pins0_onehot_decode2__eq_const55_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[15] = iswitch_core0_core_pins0_onehot_decode2__eq_const54_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[14] = iswitch_core0_core_pins0_onehot_decode2__eq_const53_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[13] = iswitch_core0_core_pins0_onehot_decode2__eq_const52_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[12] = iswitch_core0_core_pins0_onehot_decode2__eq_const51_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[11] = iswitch_core0_core_pins0_onehot_decode2__eq_const50_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[10] = iswitch_core0_core_pins0_onehot_decode2__eq_const49_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[9] = iswitch_core0_core_pins0_onehot_decode2__eq_const48_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[8] = iswitch_core0_core_pins0_onehot_decode2__eq_const47_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[7] = iswitch_core0_core_pins0_onehot_decode2__eq_const46_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[6] = iswitch_core0_core_pins0_onehot_decode2__eq_const45_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[5] = iswitch_core0_core_pins0_onehot_decode2__eq_const44_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[4] = iswitch_core0_core_pins0_onehot_decode2__eq_const43_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[3] = iswitch_core0_core_pins0_onehot_decode2__eq_const42_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[2] = iswitch_core0_core_pins0_onehot_decode2__eq_const41_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[1] = iswitch_core0_core_pins0_onehot_decode2__eq_const40_bit;
assign iswitch_core0_core_pins0_onehot_decode2_whole[0] = iswitch_core0_core_pins0_onehot_decode2__eq_const39_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[31] = iswitch_core0_core_pins0_onehot_decode3__eq_const102_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[30] = iswitch_core0_core_pins0_onehot_decode3__eq_const101_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[29] = iswitch_core0_core_pins0_onehot_decode3__eq_const100_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[28] = iswitch_core0_core_pins0_onehot_decode3__eq_const99_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[27] = iswitch_core0_core_pins0_onehot_decode3__eq_const98_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[26] = iswitch_core0_core_pins0_onehot_decode3__eq_const97_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[25] = iswitch_core0_core_pins0_onehot_decode3__eq_const96_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[24] = iswitch_core0_core_pins0_onehot_decode3__eq_const95_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[23] = iswitch_core0_core_pins0_onehot_decode3__eq_const94_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[22] = iswitch_core0_core_pins0_onehot_decode3__eq_const93_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[21] = iswitch_core0_core_pins0_onehot_decode3__eq_const92_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[20] = iswitch_core0_core_pins0_onehot_decode3__eq_const91_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[19] = iswitch_core0_core_pins0_onehot_decode3__eq_const90_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[18] = iswitch_core0_core_pins0_onehot_decode3__eq_const89_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[17] = iswitch_core0_core_pins0_onehot_decode3__eq_const88_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[16] = iswitch_core0_core_pins0_onehot_decode3__eq_const87_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[15] = iswitch_core0_core_pins0_onehot_decode3__eq_const86_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[14] = iswitch_core0_core_pins0_onehot_decode3__eq_const85_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[13] = iswitch_core0_core_pins0_onehot_decode3__eq_const84_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[12] = iswitch_core0_core_pins0_onehot_decode3__eq_const83_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[11] = iswitch_core0_core_pins0_onehot_decode3__eq_const82_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[10] = iswitch_core0_core_pins0_onehot_decode3__eq_const81_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[9] = iswitch_core0_core_pins0_onehot_decode3__eq_const80_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[8] = iswitch_core0_core_pins0_onehot_decode3__eq_const79_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[7] = iswitch_core0_core_pins0_onehot_decode3__eq_const78_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[6] = iswitch_core0_core_pins0_onehot_decode3__eq_const77_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[5] = iswitch_core0_core_pins0_onehot_decode3__eq_const76_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[4] = iswitch_core0_core_pins0_onehot_decode3__eq_const75_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[3] = iswitch_core0_core_pins0_onehot_decode3__eq_const74_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[2] = iswitch_core0_core_pins0_onehot_decode3__eq_const73_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[1] = iswitch_core0_core_pins0_onehot_decode3__eq_const72_bit;
assign iswitch_core0_core_pins0_onehot_decode3_whole[0] = iswitch_core0_core_pins0_onehot_decode3__eq_const71_bit;
assign iswitch_core0_core_compare0_rg_up_cfg[31] = iswitch_core0_core_counters0_rg_child;
assign iswitch_core0_core_compare0_rg_up_cfg[30] = 'b0;
assign iswitch_core0_core_compare0_rg_up_cfg[29] = iswitch_core0_core_compare0_rg_up_x;
assign iswitch_core0_core_compare0_rg_up_cfg[29-1:24] = 'b00000;
assign iswitch_core0_core_compare0_rg_up_cfg[24-1:16] = iswitch_core0_core_compare0_rg_up_port;
assign iswitch_core0_core_compare0_rg_up_cfg[16-1:0] = iswitch_core0_core_compare0_rg_up_id;
assign iswitch_core0_core_compare0_onehot_decode4_whole[9] = iswitch_core0_core_compare0_onehot_decode4__eq_const111_bit;
assign iswitch_core0_core_compare0_onehot_decode4_whole[8] = iswitch_core0_core_compare0_onehot_decode4__eq_const110_bit;
assign iswitch_core0_core_compare0_onehot_decode4_whole[7] = iswitch_core0_core_compare0_onehot_decode4__eq_const109_bit;
assign iswitch_core0_core_compare0_onehot_decode4_whole[6] = iswitch_core0_core_compare0_onehot_decode4__eq_const108_bit;
assign iswitch_core0_core_compare0_onehot_decode4_whole[5] = iswitch_core0_core_compare0_onehot_decode4__eq_const107_bit;
assign iswitch_core0_core_compare0_onehot_decode4_whole[4] = iswitch_core0_core_compare0_onehot_decode4__eq_const106_bit;
assign iswitch_core0_core_compare0_onehot_decode4_whole[3] = iswitch_core0_core_compare0_onehot_decode4__eq_const105_bit;
assign iswitch_core0_core_compare0_onehot_decode4_whole[2] = iswitch_core0_core_compare0_onehot_decode4__eq_const104_bit;
assign iswitch_core0_core_compare0_onehot_decode4_whole[1] = iswitch_core0_core_compare0_onehot_decode4__eq_const103_bit;
assign iswitch_core0_core_compare0_onehot_decode4_whole[0] = 'b0;
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_sum_cat[256-1:224] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_out_sum;
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_sum_cat[224-1:192] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_out_sum;
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_sum_cat[192-1:160] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_out_sum;
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_sum_cat[160-1:128] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_out_sum;
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_sum_cat[128-1:96] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_out_sum;
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_sum_cat[96-1:64] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_out_sum;
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_sum_cat[64-1:32] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_out_sum;
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_sum_cat[32-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_out_sum;
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[31-1:4] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_r[27-1:0];
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[4-1:0] = 'b1111;
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[31-1:4] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_r[27-1:0];
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[4-1:0] = 'b1111;
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[31-1:4] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_r[27-1:0];
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[4-1:0] = 'b1111;
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[31-1:4] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_r[27-1:0];
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[4-1:0] = 'b1111;
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[31-1:4] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_r[27-1:0];
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[4-1:0] = 'b1111;
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[31-1:4] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_r[27-1:0];
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[4-1:0] = 'b1111;
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[31-1:4] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_r[27-1:0];
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[4-1:0] = 'b1111;
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[31-1:4] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_r[27-1:0];
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[4-1:0] = 'b1111;
assign iswitch_core0_core_emission0_e_desc[294] = 'b1;
assign iswitch_core0_core_emission0_e_desc[294-1:246] = iswitch_core0_core_emission0_e_mac;
assign iswitch_core0_core_emission0_e_desc[246-1:214] = iswitch_core0_core_emission0_e_ip;
assign iswitch_core0_core_emission0_e_desc[214-1:198] = 'b1011111011101111;
assign iswitch_core0_core_emission0_e_desc[198-1:190] = iswitch_core0_core_emission0_e_ports;
assign iswitch_core0_core_emission0_e_desc[190-1:182] = 'b01001001;
assign iswitch_core0_core_emission0_e_desc[182-1:174] = 'b00010000;
assign iswitch_core0_core_emission0_e_desc[174-1:158] = iswitch_core0_core_emission0_e_md[55-1:39];
assign iswitch_core0_core_emission0_e_desc[158-1:126] = iswitch_core0_core_emission0_e_md[112-1:80];
assign iswitch_core0_core_emission0_e_desc[126-1:110] = iswitch_core0_core_emission0_e_worker;
assign iswitch_core0_core_emission0_e_desc[110-1:103] = 'b0000000;
assign iswitch_core0_core_emission0_e_desc[103-1:94] = iswitch_core0_core_emission0_e_md[64-1:55];
assign iswitch_core0_core_emission0_e_desc[94-1:78] = iswitch_core0_core_emission0_e_md[80-1:64];
assign iswitch_core0_core_emission0_e_desc[77] = 'b0;
assign iswitch_core0_core_emission0_e_desc[76] = 'b0;
assign iswitch_core0_core_emission0_e_desc[75] = 'b0;
assign iswitch_core0_core_emission0_e_desc[74] = 'b0;
assign iswitch_core0_core_emission0_e_desc[73] = 'b0;
assign iswitch_core0_core_emission0_e_desc[72] = 'b0;
assign iswitch_core0_core_emission0_e_desc[71] = 'b0;
assign iswitch_core0_core_emission0_e_desc[70] = 'b0;
assign iswitch_core0_core_emission0_e_desc[69] = 'b0;
assign iswitch_core0_core_emission0_e_desc[68] = 'b0;
assign iswitch_core0_core_emission0_e_desc[67] = iswitch_core0_core_compare0_rg_exact;
assign iswitch_core0_core_emission0_e_desc[66] = iswitch_core0_core_emission0_e_replay;
assign iswitch_core0_core_emission0_e_desc[65] = iswitch_core0_core_emission0_e_md[38];
assign iswitch_core0_core_emission0_e_desc[64] = 'b1;
assign iswitch_core0_core_emission0_e_desc[63] = iswitch_core0_core_emission0_e_down;
assign iswitch_core0_core_emission0_e_desc[62] = iswitch_core0_core_emission0_e_retx;
assign iswitch_core0_core_emission0_e_desc[62-1:30] = iswitch_core0_core_emission0_e_md[32-1:0];
assign iswitch_core0_core_emission0_e_desc[30-1:20] = 'b0000000000;
assign iswitch_core0_core_emission0_e_desc[20-1:14] = iswitch_core0_core_emission0_e_md[38-1:32];
assign iswitch_core0_core_emission0_e_desc[14-1:9] = iswitch_core0_core_emission0_e_buf;
assign iswitch_core0_core_emission0_e_desc[9-1:0] = iswitch_core0_core_emission0_e_md[64-1:55];
assign iswitch_core0_core_emission0_ack_desc[294] = 'b0;
assign iswitch_core0_core_emission0_ack_desc[294-1:246] = iswitch_core0_core_read0_fr_mac;
assign iswitch_core0_core_emission0_ack_desc[246-1:214] = iswitch_core0_core_read0_fr_ip;
assign iswitch_core0_core_emission0_ack_desc[214-1:198] = iswitch_rx0_rx_slots0_drive15_dst;
assign iswitch_core0_core_emission0_ack_desc[198-1:190] = iswitch_core0_core_read0_fr_port;
assign iswitch_core0_core_emission0_ack_desc[190-1:182] = 'b01001001;
assign iswitch_core0_core_emission0_ack_desc[182-1:174] = 'b00010001;
assign iswitch_core0_core_emission0_ack_desc[174-1:158] = iswitch_core0_core_read0_fr_job;
assign iswitch_core0_core_emission0_ack_desc[158-1:126] = iswitch_core0_core_read0_fr_seg;
assign iswitch_core0_core_emission0_ack_desc[126-1:110] = iswitch_core0_core_read0_fr_worker;
assign iswitch_core0_core_emission0_ack_desc[110-1:102] = 'b00000111;
assign iswitch_core0_core_emission0_ack_desc[102-1:94] = iswitch_core0_core_counters0_dc_status;
assign iswitch_core0_core_emission0_ack_desc[94-1:78] = iswitch_core0_core_read0_fr_w54;
assign iswitch_core0_core_emission0_ack_desc[78-1:62] = iswitch_core0_core_read0_fr_w56;
assign iswitch_core0_core_emission0_ack_desc[62-1:30] = iswitch_core0_core_decide0__reg10_q;
assign iswitch_core0_core_emission0_ack_desc[30-1:22] = iswitch_core0_core_read0_fr_w52[16-1:8];
assign iswitch_core0_core_emission0_ack_desc[22-1:14] = 'b00000000;
assign iswitch_core0_core_emission0_ack_desc[14-1:9] = 'b00000;
assign iswitch_core0_core_emission0_ack_desc[9-1:0] = 'b000000000;
assign iswitch_core0_core_emission0_req_desc[294] = 'b0;
assign iswitch_core0_core_emission0_req_desc[294-1:246] = 'b111111111111111111111111111111111111111111111111;
assign iswitch_core0_core_emission0_req_desc[246-1:214] = 'b11111111111111111111111111111111;
assign iswitch_core0_core_emission0_req_desc[214-1:198] = 'b1011111011101111;
assign iswitch_core0_core_emission0_req_desc[198-1:190] = iswitch_core0_core_compare0_rg_up_port;
assign iswitch_core0_core_emission0_req_desc[190-1:182] = 'b01001001;
assign iswitch_core0_core_emission0_req_desc[182-1:174] = 'b00010001;
assign iswitch_core0_core_emission0_req_desc[174-1:158] = iswitch_core0_core_read0_fr_job;
assign iswitch_core0_core_emission0_req_desc[158-1:126] = iswitch_core0_core_read0_fr_seg;
assign iswitch_core0_core_emission0_req_desc[126-1:110] = iswitch_core0_core_compare0_rg_up_id;
assign iswitch_core0_core_emission0_req_desc[110-1:102] = iswitch_core0_core_emission0_r_action;
assign iswitch_core0_core_emission0_req_desc[102-1:94] = 'b00000000;
assign iswitch_core0_core_emission0_req_desc[94-1:62] = iswitch_core0_core_emission0_r_value;
assign iswitch_core0_core_emission0_req_desc[62-1:30] = 'b00000000000000000000000000000000;
assign iswitch_core0_core_emission0_req_desc[30-1:22] = 'b00000000;
assign iswitch_core0_core_emission0_req_desc[22-1:14] = 'b00000000;
assign iswitch_core0_core_emission0_req_desc[14-1:9] = 'b00000;
assign iswitch_core0_core_emission0_req_desc[9-1:0] = 'b000000000;
assign iswitch_core0_core_emission0_ew_desc[294] = 'b1;
assign iswitch_core0_core_emission0_ew_desc[294-1:246] = 'b111111111111111111111111111111111111111111111111;
assign iswitch_core0_core_emission0_ew_desc[246-1:214] = 'b11111111111111111111111111111111;
assign iswitch_core0_core_emission0_ew_desc[214-1:198] = 'b1011111011101111;
assign iswitch_core0_core_emission0_ew_desc[198-1:190] = iswitch_core0_core_emission0_ew_ports;
assign iswitch_core0_core_emission0_ew_desc[190-1:182] = 'b01001001;
assign iswitch_core0_core_emission0_ew_desc[182-1:174] = 'b00010000;
assign iswitch_core0_core_emission0_ew_desc[174-1:158] = iswitch_core0_core_emission0_ew_md[55-1:39];
assign iswitch_core0_core_emission0_ew_desc[158-1:126] = iswitch_core0_core_emission0_ew_md[112-1:80];
assign iswitch_core0_core_emission0_ew_desc[126-1:110] = iswitch_core0_core_emission0_ew_worker;
assign iswitch_core0_core_emission0_ew_desc[110-1:103] = 'b0000000;
assign iswitch_core0_core_emission0_ew_desc[103-1:94] = iswitch_core0_core_emission0_ew_md[64-1:55];
assign iswitch_core0_core_emission0_ew_desc[94-1:78] = iswitch_core0_core_emission0_ew_md[80-1:64];
assign iswitch_core0_core_emission0_ew_desc[77] = 'b0;
assign iswitch_core0_core_emission0_ew_desc[76] = 'b0;
assign iswitch_core0_core_emission0_ew_desc[75] = 'b0;
assign iswitch_core0_core_emission0_ew_desc[74] = 'b0;
assign iswitch_core0_core_emission0_ew_desc[73] = 'b0;
assign iswitch_core0_core_emission0_ew_desc[72] = 'b0;
assign iswitch_core0_core_emission0_ew_desc[71] = 'b0;
assign iswitch_core0_core_emission0_ew_desc[70] = 'b0;
assign iswitch_core0_core_emission0_ew_desc[69] = 'b0;
assign iswitch_core0_core_emission0_ew_desc[68] = 'b0;
assign iswitch_core0_core_emission0_ew_desc[67] = iswitch_core0_core_compare0_rg_exact;
assign iswitch_core0_core_emission0_ew_desc[66] = 'b0;
assign iswitch_core0_core_emission0_ew_desc[65] = iswitch_core0_core_emission0_ew_md[38];
assign iswitch_core0_core_emission0_ew_desc[64] = 'b1;
assign iswitch_core0_core_emission0_ew_desc[63] = iswitch_core0_core_emission0_ew_down;
assign iswitch_core0_core_emission0_ew_desc[62] = 'b0;
assign iswitch_core0_core_emission0_ew_desc[62-1:30] = iswitch_core0_core_emission0_ew_md[32-1:0];
assign iswitch_core0_core_emission0_ew_desc[30-1:20] = 'b0000000000;
assign iswitch_core0_core_emission0_ew_desc[20-1:14] = iswitch_core0_core_emission0_ew_md[38-1:32];
assign iswitch_core0_core_emission0_ew_desc[14-1:9] = iswitch_core0_core_engine0_wk_idx2;
assign iswitch_core0_core_emission0_ew_desc[9-1:0] = iswitch_core0_core_emission0_ew_md[64-1:55];
assign iswitch_core0_core_desc_fifo0_d_wd[388] = iswitch_core0_core_emission0_d_wd[294];
assign iswitch_core0_core_desc_fifo0_d_wd[388-1:340] = iswitch_core0_core_emission0_d_wd[294-1:246];
assign iswitch_core0_core_desc_fifo0_d_wd[340-1:308] = iswitch_core0_core_emission0_d_wd[246-1:214];
assign iswitch_core0_core_desc_fifo0_d_wd[308-1:292] = iswitch_core0_core_emission0_d_wd[214-1:198];
assign iswitch_core0_core_desc_fifo0_d_wd[292-1:284] = iswitch_core0_core_emission0_d_wd[198-1:190];
assign iswitch_core0_core_desc_fifo0_d_wd[284-1:108] = iswitch_core0_core_emission0_d_wd[190-1:14];
assign iswitch_core0_core_desc_fifo0_d_wd[108-1:103] = iswitch_core0_core_emission0_d_wd[14-1:9];
assign iswitch_core0_core_desc_fifo0_d_wd[103-1:95] = iswitch_core0_desc_prep0_tos;
assign iswitch_core0_core_desc_fifo0_d_wd[95-1:79] = iswitch_core0_desc_prep0_ip_len;
assign iswitch_core0_core_desc_fifo0_d_wd[79-1:63] = iswitch_core0_desc_prep0_udp_len;
assign iswitch_core0_core_desc_fifo0_d_wd[63-1:47] = iswitch_core0_desc_prep0_flen;
assign iswitch_core0_core_desc_fifo0_d_wd[47-1:31] = iswitch_core0_desc_prep0_ip_sum;
assign iswitch_core0_core_desc_fifo0_d_wd[31-1:15] = iswitch_core0_desc_prep0_len_sum;
assign iswitch_core0_core_desc_fifo0_d_wd[15-1:8] = iswitch_core0_desc_prep0_last;
assign iswitch_core0_core_desc_fifo0_d_wd[8-1:0] = iswitch_core0_desc_prep0_lanes_last;
assign iswitch_tx0_beat0[256-1:248] = iswitch_tx0_dst_ip[24-1:16];
assign iswitch_tx0_beat0[248-1:240] = iswitch_tx0_dst_ip[32-1:24];
assign iswitch_tx0_beat0[240-1:232] = 'b11111110;
assign iswitch_tx0_beat0[232-1:224] = 'b00000000;
assign iswitch_tx0_beat0[224-1:216] = 'b00000000;
assign iswitch_tx0_beat0[216-1:208] = 'b00001010;
assign iswitch_tx0_beat0[208-1:200] = iswitch_tx0_csum[8-1:0];
assign iswitch_tx0_beat0[200-1:192] = iswitch_tx0_csum[16-1:8];
assign iswitch_tx0_beat0[192-1:184] = 'b00010001;
assign iswitch_tx0_beat0[184-1:176] = 'b01000000;
assign iswitch_tx0_beat0[176-1:168] = 'b00000000;
assign iswitch_tx0_beat0[168-1:160] = 'b01000000;
assign iswitch_tx0_beat0[160-1:152] = 'b00000000;
assign iswitch_tx0_beat0[152-1:144] = 'b00000000;
assign iswitch_tx0_beat0[144-1:136] = iswitch_tx0_ip_len_r[8-1:0];
assign iswitch_tx0_beat0[136-1:128] = iswitch_tx0_ip_len_r[16-1:8];
assign iswitch_tx0_beat0[128-1:120] = iswitch_tx0_tos_r[8-1:0];
assign iswitch_tx0_beat0[120-1:112] = 'b01000101;
assign iswitch_tx0_beat0[112-1:104] = 'b00000000;
assign iswitch_tx0_beat0[104-1:96] = 'b00001000;
assign iswitch_tx0_beat0[96-1:88] = 'b00000001;
assign iswitch_tx0_beat0[88-1:80] = 'b00000000;
assign iswitch_tx0_beat0[80-1:72] = 'b01010111;
assign iswitch_tx0_beat0[72-1:64] = 'b01010011;
assign iswitch_tx0_beat0[64-1:56] = 'b01001001;
assign iswitch_tx0_beat0[56-1:48] = 'b00000010;
assign iswitch_tx0_beat0[48-1:40] = iswitch_tx0_dst_mac[8-1:0];
assign iswitch_tx0_beat0[40-1:32] = iswitch_tx0_dst_mac[16-1:8];
assign iswitch_tx0_beat0[32-1:24] = iswitch_tx0_dst_mac[24-1:16];
assign iswitch_tx0_beat0[24-1:16] = iswitch_tx0_dst_mac[32-1:24];
assign iswitch_tx0_beat0[16-1:8] = iswitch_tx0_dst_mac[40-1:32];
assign iswitch_tx0_beat0[8-1:0] = iswitch_tx0_dst_mac[48-1:40];
assign iswitch_tx0_beat1[256-1:248] = iswitch_tx0_hdr[8-1:0];
assign iswitch_tx0_beat1[248-1:240] = iswitch_tx0_hdr[16-1:8];
assign iswitch_tx0_beat1[240-1:232] = iswitch_tx0_hdr[24-1:16];
assign iswitch_tx0_beat1[232-1:224] = iswitch_tx0_hdr[32-1:24];
assign iswitch_tx0_beat1[224-1:216] = iswitch_tx0_hdr[40-1:32];
assign iswitch_tx0_beat1[216-1:208] = iswitch_tx0_hdr[48-1:40];
assign iswitch_tx0_beat1[208-1:200] = iswitch_tx0_hdr[56-1:48];
assign iswitch_tx0_beat1[200-1:192] = iswitch_tx0_hdr[64-1:56];
assign iswitch_tx0_beat1[192-1:184] = iswitch_tx0_hdr[72-1:64];
assign iswitch_tx0_beat1[184-1:176] = iswitch_tx0_hdr[80-1:72];
assign iswitch_tx0_beat1[176-1:168] = iswitch_tx0_hdr[88-1:80];
assign iswitch_tx0_beat1[168-1:160] = iswitch_tx0_hdr[96-1:88];
assign iswitch_tx0_beat1[160-1:152] = iswitch_tx0_hdr[104-1:96];
assign iswitch_tx0_beat1[152-1:144] = iswitch_tx0_hdr[112-1:104];
assign iswitch_tx0_beat1[144-1:136] = iswitch_tx0_hdr[120-1:112];
assign iswitch_tx0_beat1[136-1:128] = iswitch_tx0_hdr[128-1:120];
assign iswitch_tx0_beat1[128-1:120] = iswitch_tx0_hdr[136-1:128];
assign iswitch_tx0_beat1[120-1:112] = iswitch_tx0_hdr[144-1:136];
assign iswitch_tx0_beat1[112-1:104] = iswitch_tx0_hdr[152-1:144];
assign iswitch_tx0_beat1[104-1:96] = iswitch_tx0_hdr[160-1:152];
assign iswitch_tx0_beat1[96-1:88] = iswitch_tx0_hdr[168-1:160];
assign iswitch_tx0_beat1[88-1:80] = iswitch_tx0_hdr[176-1:168];
assign iswitch_tx0_beat1[80-1:72] = 'b00000000;
assign iswitch_tx0_beat1[72-1:64] = 'b00000000;
assign iswitch_tx0_beat1[64-1:56] = iswitch_tx0_udp_len_r[8-1:0];
assign iswitch_tx0_beat1[56-1:48] = iswitch_tx0_udp_len_r[16-1:8];
assign iswitch_tx0_beat1[48-1:40] = iswitch_tx0_dport[8-1:0];
assign iswitch_tx0_beat1[40-1:32] = iswitch_tx0_dport[16-1:8];
assign iswitch_tx0_beat1[32-1:24] = 'b11101111;
assign iswitch_tx0_beat1[24-1:16] = 'b10111110;
assign iswitch_tx0_beat1[16-1:8] = iswitch_tx0_dst_ip[8-1:0];
assign iswitch_tx0_beat1[8-1:0] = iswitch_tx0_dst_ip[16-1:8];
assign iswitch_tx0_tx_skid0_in_keep[31] = iswitch_tx0_g_lanes[7];
assign iswitch_tx0_tx_skid0_in_keep[30] = iswitch_tx0_g_lanes[7];
assign iswitch_tx0_tx_skid0_in_keep[29] = iswitch_tx0_g_lanes[7];
assign iswitch_tx0_tx_skid0_in_keep[28] = iswitch_tx0_g_lanes[7];
assign iswitch_tx0_tx_skid0_in_keep[27] = iswitch_tx0_g_lanes[6];
assign iswitch_tx0_tx_skid0_in_keep[26] = iswitch_tx0_g_lanes[6];
assign iswitch_tx0_tx_skid0_in_keep[25] = iswitch_tx0_g_lanes[6];
assign iswitch_tx0_tx_skid0_in_keep[24] = iswitch_tx0_g_lanes[6];
assign iswitch_tx0_tx_skid0_in_keep[23] = iswitch_tx0_g_lanes[5];
assign iswitch_tx0_tx_skid0_in_keep[22] = iswitch_tx0_g_lanes[5];
assign iswitch_tx0_tx_skid0_in_keep[21] = iswitch_tx0_g_lanes[5];
assign iswitch_tx0_tx_skid0_in_keep[20] = iswitch_tx0_g_lanes[5];
assign iswitch_tx0_tx_skid0_in_keep[19] = iswitch_tx0_g_lanes[4];
assign iswitch_tx0_tx_skid0_in_keep[18] = iswitch_tx0_g_lanes[4];
assign iswitch_tx0_tx_skid0_in_keep[17] = iswitch_tx0_g_lanes[4];
assign iswitch_tx0_tx_skid0_in_keep[16] = iswitch_tx0_g_lanes[4];
assign iswitch_tx0_tx_skid0_in_keep[15] = iswitch_tx0_g_lanes[3];
assign iswitch_tx0_tx_skid0_in_keep[14] = iswitch_tx0_g_lanes[3];
assign iswitch_tx0_tx_skid0_in_keep[13] = iswitch_tx0_g_lanes[3];
assign iswitch_tx0_tx_skid0_in_keep[12] = iswitch_tx0_g_lanes[3];
assign iswitch_tx0_tx_skid0_in_keep[11] = iswitch_tx0_g_lanes[2];
assign iswitch_tx0_tx_skid0_in_keep[10] = iswitch_tx0_g_lanes[2];
assign iswitch_tx0_tx_skid0_in_keep[9] = iswitch_tx0_g_lanes[2];
assign iswitch_tx0_tx_skid0_in_keep[8] = iswitch_tx0_g_lanes[2];
assign iswitch_tx0_tx_skid0_in_keep[7] = iswitch_tx0_g_lanes[1];
assign iswitch_tx0_tx_skid0_in_keep[6] = iswitch_tx0_g_lanes[1];
assign iswitch_tx0_tx_skid0_in_keep[5] = iswitch_tx0_g_lanes[1];
assign iswitch_tx0_tx_skid0_in_keep[4] = iswitch_tx0_g_lanes[1];
assign iswitch_tx0_tx_skid0_in_keep[3] = iswitch_tx0_g_lanes[0];
assign iswitch_tx0_tx_skid0_in_keep[2] = iswitch_tx0_g_lanes[0];
assign iswitch_tx0_tx_skid0_in_keep[1] = iswitch_tx0_g_lanes[0];
assign iswitch_tx0_tx_skid0_in_keep[0] = iswitch_tx0_g_lanes[0];
assign iswitch_tx0_tx_skid0_in_user[128-1:32] = 'b000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000;
assign iswitch_tx0_tx_skid0_in_user[32-1:24] = iswitch_tx0_ports;
assign iswitch_tx0_tx_skid0_in_user[24-1:16] = 'b00000000;
assign iswitch_tx0_tx_skid0_in_user[16-1:0] = iswitch_tx0_flen_r;



assign rst = (!axis_resetn);



assign iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2__popcount3_a = {(s_axis_tkeep[1] & s_axis_tkeep[0]), (s_axis_tkeep[1] ^ s_axis_tkeep[0])};



assign iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2__popcount3_b = {(s_axis_tkeep[3] & s_axis_tkeep[2]), (s_axis_tkeep[3] ^ s_axis_tkeep[2])};



assign iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2_a = (iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2__popcount3_a + iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2__popcount3_b);



assign iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2__popcount6_a = {(s_axis_tkeep[5] & s_axis_tkeep[4]), (s_axis_tkeep[5] ^ s_axis_tkeep[4])};



assign iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2__popcount6_b = {(s_axis_tkeep[7] & s_axis_tkeep[6]), (s_axis_tkeep[7] ^ s_axis_tkeep[6])};



assign iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2_b = (iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2__popcount6_a + iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2__popcount6_b);



assign iswitch_rx0_rx_classify0__popcount0__popcount1_a = (iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2_a + iswitch_rx0_rx_classify0__popcount0__popcount1__popcount2_b);



assign iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9__popcount10_a = {(s_axis_tkeep[9] & s_axis_tkeep[8]), (s_axis_tkeep[9] ^ s_axis_tkeep[8])};



assign iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9__popcount10_b = {(s_axis_tkeep[11] & s_axis_tkeep[10]), (s_axis_tkeep[11] ^ s_axis_tkeep[10])};



assign iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9_a = (iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9__popcount10_a + iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9__popcount10_b);



assign iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9__popcount13_a = {(s_axis_tkeep[13] & s_axis_tkeep[12]), (s_axis_tkeep[13] ^ s_axis_tkeep[12])};



assign iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9__popcount13_b = {(s_axis_tkeep[15] & s_axis_tkeep[14]), (s_axis_tkeep[15] ^ s_axis_tkeep[14])};



assign iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9_b = (iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9__popcount13_a + iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9__popcount13_b);



assign iswitch_rx0_rx_classify0__popcount0__popcount1_b = (iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9_a + iswitch_rx0_rx_classify0__popcount0__popcount1__popcount9_b);



assign iswitch_rx0_rx_classify0__popcount0_a = (iswitch_rx0_rx_classify0__popcount0__popcount1_a + iswitch_rx0_rx_classify0__popcount0__popcount1_b);



assign iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17__popcount18_a = {(s_axis_tkeep[17] & s_axis_tkeep[16]), (s_axis_tkeep[17] ^ s_axis_tkeep[16])};



assign iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17__popcount18_b = {(s_axis_tkeep[19] & s_axis_tkeep[18]), (s_axis_tkeep[19] ^ s_axis_tkeep[18])};



assign iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17_a = (iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17__popcount18_a + iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17__popcount18_b);



assign iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17__popcount21_a = {(s_axis_tkeep[21] & s_axis_tkeep[20]), (s_axis_tkeep[21] ^ s_axis_tkeep[20])};



assign iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17__popcount21_b = {(s_axis_tkeep[23] & s_axis_tkeep[22]), (s_axis_tkeep[23] ^ s_axis_tkeep[22])};



assign iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17_b = (iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17__popcount21_a + iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17__popcount21_b);



assign iswitch_rx0_rx_classify0__popcount0__popcount16_a = (iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17_a + iswitch_rx0_rx_classify0__popcount0__popcount16__popcount17_b);



assign iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24__popcount25_a = {(s_axis_tkeep[25] & s_axis_tkeep[24]), (s_axis_tkeep[25] ^ s_axis_tkeep[24])};



assign iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24__popcount25_b = {(s_axis_tkeep[27] & s_axis_tkeep[26]), (s_axis_tkeep[27] ^ s_axis_tkeep[26])};



assign iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24_a = (iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24__popcount25_a + iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24__popcount25_b);



assign iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24__popcount28_a = {(s_axis_tkeep[29] & s_axis_tkeep[28]), (s_axis_tkeep[29] ^ s_axis_tkeep[28])};



assign iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24__popcount28_b = {(s_axis_tkeep[31] & s_axis_tkeep[30]), (s_axis_tkeep[31] ^ s_axis_tkeep[30])};



assign iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24_b = (iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24__popcount28_a + iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24__popcount28_b);



assign iswitch_rx0_rx_classify0__popcount0__popcount16_b = (iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24_a + iswitch_rx0_rx_classify0__popcount0__popcount16__popcount24_b);



assign iswitch_rx0_rx_classify0__popcount0_b = (iswitch_rx0_rx_classify0__popcount0__popcount16_a + iswitch_rx0_rx_classify0__popcount0__popcount16_b);



assign iswitch_rx0_in_pc = (iswitch_rx0_rx_classify0__popcount0_a + iswitch_rx0_rx_classify0__popcount0_b);



assign iswitch_rx0_in_contig = (s_axis_tkeep[0] && ((s_axis_tkeep[32-1:1] & (~s_axis_tkeep[(32 - 1)-1:0])) == 0));
assign iswitch_rx0_in_full = (s_axis_tkeep[0] && s_axis_tkeep[(32 - 1)] && ((s_axis_tkeep[32-1:1] & (~s_axis_tkeep[(32 - 1)-1:0])) == 0));



assign iswitch_rx0_rx_classify0_i_end = (s_axis_tlast && iswitch_rx0_in_contig);
assign iswitch_rx0_rx_classify0_i_k16 = s_axis_tkeep[15];
assign iswitch_rx0_rx_classify0_i_k24 = s_axis_tkeep[23];
assign iswitch_rx0_rx_classify0_i_ipv4 = ((s_axis_tdata[104-1:96] == 8) && (s_axis_tdata[112-1:104] == 0) && (s_axis_tdata[120-1:116] == 4));
assign iswitch_rx0_rx_classify0_i_isdata = (s_axis_tdata[128-1:122] == 27);
assign iswitch_rx0_i_isctrl = (s_axis_tdata[128-1:122] == 31);
assign iswitch_rx0_rx_classify0_i_ihl5 = (s_axis_tdata[116-1:112] == 5);
assign iswitch_rx0_rx_classify0_i_frag = ((s_axis_tdata[166-1:160] != 0) || (s_axis_tdata[176-1:168] != 0));
assign iswitch_rx0_rx_classify0_i_udp = (s_axis_tdata[192-1:184] == 17);


always @(iswitch_rx0_rx_classify0_i_isdata, iswitch_rx0_rx_classify0_i_frag, iswitch_rx0_i_isctrl, iswitch_rx0_rx_classify0_i_udp, iswitch_rx0_rx_classify0_i_k16, iswitch_rx0_rx_classify0_i_k24, iswitch_rx0_rx_classify0_i_ipv4, iswitch_rx0_rx_classify0_i_end, iswitch_rx0_rx_classify0_i_ihl5) begin: iswitch_rx0_rx_classify0_classify
    reg hdr;
    reg long_ok;
    reg [2-1:0] bypass;
    hdr = (iswitch_rx0_rx_classify0_i_ipv4 && (iswitch_rx0_rx_classify0_i_isdata || iswitch_rx0_i_isctrl));
    long_ok = (iswitch_rx0_rx_classify0_i_ihl5 && (!iswitch_rx0_rx_classify0_i_frag) && iswitch_rx0_rx_classify0_i_udp);
    bypass = 2'h0;
    if ((!iswitch_rx0_rx_classify0_i_ihl5)) begin
        bypass = 1;
    end
    else if (iswitch_rx0_rx_classify0_i_frag) begin
        bypass = 2;
    end
    else if ((!iswitch_rx0_rx_classify0_i_udp)) begin
        bypass = 3;
    end
    else begin
        bypass = 0;
    end
    if (iswitch_rx0_rx_classify0_i_end) begin
        iswitch_rx0_c_cand = (hdr && iswitch_rx0_rx_classify0_i_k16 && ((!iswitch_rx0_rx_classify0_i_k24) || long_ok));
        if ((hdr && iswitch_rx0_rx_classify0_i_k16 && iswitch_rx0_rx_classify0_i_k24)) begin
            iswitch_rx0_c_byp = bypass;
        end
        else begin
            iswitch_rx0_c_byp = 0;
        end
    end
    else begin
        iswitch_rx0_c_cand = (hdr && long_ok);
        if (hdr) begin
            iswitch_rx0_c_byp = bypass;
        end
        else begin
            iswitch_rx0_c_byp = 0;
        end
    end
end


always @(iswitch_rx0_rx_input0_i_cand, iswitch_rx0_rx_input0_regular_tready, iswitch_rx0_rx_input0_in_frame, s_axis_tvalid, iswitch_rx0_rx_input0_sk_valid, iswitch_rx0_c_cand, iswitch_rx0_rx_input0_room, iswitch_rx0_rx_input0_m_rv) begin: iswitch_rx0_rx_input0_input_ctl
    s_axis_tready = ((!iswitch_rx0_rx_input0_sk_valid) && (iswitch_rx0_rx_input0_in_frame || iswitch_rx0_rx_input0_room));
    iswitch_rx0_rx_input0_acc = (s_axis_tvalid && (!iswitch_rx0_rx_input0_sk_valid) && (iswitch_rx0_rx_input0_in_frame || iswitch_rx0_rx_input0_room));
    iswitch_rx0_rx_input0_alloc = (s_axis_tvalid && (!iswitch_rx0_rx_input0_sk_valid) && (!iswitch_rx0_rx_input0_in_frame) && iswitch_rx0_rx_input0_room && iswitch_rx0_c_cand);
    if (iswitch_rx0_rx_input0_in_frame) begin
        iswitch_rx0_rx_input0_b_cand = iswitch_rx0_rx_input0_i_cand;
    end
    else begin
        iswitch_rx0_rx_input0_b_cand = iswitch_rx0_c_cand;
    end
    iswitch_rx0_rx_input0_m_free = ((!iswitch_rx0_rx_input0_m_rv) || iswitch_rx0_rx_input0_regular_tready);
end


always @(posedge axis_aclk) begin: iswitch_rx0_rx_input0_slice_ctl
    if (rst == 1) begin
        iswitch_rx0_rx_input0_i_cand <= 0;
        iswitch_rx0_m_cv <= 0;
        iswitch_rx0_rx_input0_in_frame <= 0;
        iswitch_rx0_rx_input0_sk_valid <= 0;
        iswitch_rx0_rx_input0_m_rv <= 0;
    end
    else begin
        if (iswitch_rx0_rx_input0_acc) begin
            iswitch_rx0_rx_input0_in_frame <= (!s_axis_tlast);
            if ((!iswitch_rx0_rx_input0_in_frame)) begin
                iswitch_rx0_rx_input0_i_cand <= iswitch_rx0_c_cand;
            end
        end
        if (iswitch_rx0_rx_input0_m_free) begin
            if (iswitch_rx0_rx_input0_sk_valid) begin
                iswitch_rx0_rx_input0_m_rv <= (!iswitch_rx0_rx_input0_sk_cand);
                iswitch_rx0_m_cv <= iswitch_rx0_rx_input0_sk_cand;
                iswitch_rx0_rx_input0_sk_valid <= 0;
            end
            else if (iswitch_rx0_rx_input0_acc) begin
                iswitch_rx0_rx_input0_m_rv <= (!iswitch_rx0_rx_input0_b_cand);
                iswitch_rx0_m_cv <= iswitch_rx0_rx_input0_b_cand;
            end
            else begin
                iswitch_rx0_rx_input0_m_rv <= 0;
                iswitch_rx0_m_cv <= 0;
            end
        end
        else if (iswitch_rx0_rx_input0_acc) begin
            iswitch_rx0_rx_input0_sk_valid <= 1;
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_rx0_rx_input0_slice_flags
    if (rst == 1) begin
        iswitch_rx0_rx_input0_m_cl <= 0;
        iswitch_rx0_rx_input0_m_byp <= 0;
        iswitch_rx0_rx_input0_m_rf <= 0;
        iswitch_rx0_rx_input0_m_cf <= 0;
    end
    else begin
        if (iswitch_rx0_rx_input0_m_free) begin
            if (iswitch_rx0_rx_input0_sk_valid) begin
                iswitch_rx0_rx_input0_m_rf <= ((!iswitch_rx0_rx_input0_sk_cand) && iswitch_rx0_rx_input0_sk_first);
                iswitch_rx0_rx_input0_m_cl <= (iswitch_rx0_rx_input0_sk_cand && iswitch_rx0_rx_input0_sk_last);
                iswitch_rx0_rx_input0_m_cf <= (iswitch_rx0_rx_input0_sk_cand && iswitch_rx0_rx_input0_sk_first);
                iswitch_rx0_rx_input0_m_byp <= iswitch_rx0_rx_input0_sk_byp;
            end
            else if (iswitch_rx0_rx_input0_acc) begin
                iswitch_rx0_rx_input0_m_rf <= ((!iswitch_rx0_rx_input0_b_cand) && (!iswitch_rx0_rx_input0_in_frame));
                iswitch_rx0_rx_input0_m_cl <= (iswitch_rx0_rx_input0_b_cand && s_axis_tlast);
                iswitch_rx0_rx_input0_m_cf <= (iswitch_rx0_rx_input0_b_cand && (!iswitch_rx0_rx_input0_in_frame));
                iswitch_rx0_rx_input0_m_byp <= iswitch_rx0_c_byp;
            end
            else begin
                iswitch_rx0_rx_input0_m_rf <= 0;
                iswitch_rx0_rx_input0_m_cl <= 0;
                iswitch_rx0_rx_input0_m_cf <= 0;
            end
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_rx0_rx_input0_slice_data
    if (iswitch_rx0_rx_input0_m_free) begin
        if (iswitch_rx0_rx_input0_sk_valid) begin
            iswitch_rx0_m_data <= iswitch_rx0_rx_input0_sk_data;
            iswitch_rx0_rx_input0_m_keep <= iswitch_rx0_rx_input0_sk_keep;
            iswitch_rx0_rx_input0_m_user <= iswitch_rx0_rx_input0_sk_user;
            iswitch_rx0_rx_input0_m_last <= iswitch_rx0_rx_input0_sk_last;
            iswitch_rx0_rx_input0_m_first <= iswitch_rx0_rx_input0_sk_first;
            iswitch_rx0_rx_input0_m_ctrl <= iswitch_rx0_rx_input0_sk_ctrl;
            iswitch_rx0_rx_input0_m_pc <= iswitch_rx0_rx_input0_sk_pc;
            iswitch_rx0_rx_input0_m_full <= iswitch_rx0_rx_input0_sk_full;
            iswitch_rx0_rx_input0_m_contig <= iswitch_rx0_rx_input0_sk_contig;
        end
        else begin
            iswitch_rx0_m_data <= s_axis_tdata;
            iswitch_rx0_rx_input0_m_keep <= s_axis_tkeep;
            iswitch_rx0_rx_input0_m_user <= s_axis_tuser;
            iswitch_rx0_rx_input0_m_last <= s_axis_tlast;
            iswitch_rx0_rx_input0_m_first <= (!iswitch_rx0_rx_input0_in_frame);
            iswitch_rx0_rx_input0_m_ctrl <= iswitch_rx0_i_isctrl;
            iswitch_rx0_rx_input0_m_pc <= iswitch_rx0_in_pc;
            iswitch_rx0_rx_input0_m_full <= iswitch_rx0_in_full;
            iswitch_rx0_rx_input0_m_contig <= iswitch_rx0_in_contig;
        end
    end
    if ((!iswitch_rx0_rx_input0_sk_valid)) begin
        iswitch_rx0_rx_input0_sk_cand <= iswitch_rx0_rx_input0_b_cand;
        iswitch_rx0_rx_input0_sk_data <= s_axis_tdata;
        iswitch_rx0_rx_input0_sk_keep <= s_axis_tkeep;
        iswitch_rx0_rx_input0_sk_user <= s_axis_tuser;
        iswitch_rx0_rx_input0_sk_last <= s_axis_tlast;
        iswitch_rx0_rx_input0_sk_first <= (!iswitch_rx0_rx_input0_in_frame);
        iswitch_rx0_rx_input0_sk_ctrl <= iswitch_rx0_i_isctrl;
        iswitch_rx0_rx_input0_sk_byp <= iswitch_rx0_c_byp;
        iswitch_rx0_rx_input0_sk_pc <= iswitch_rx0_in_pc;
        iswitch_rx0_rx_input0_sk_full <= iswitch_rx0_in_full;
        iswitch_rx0_rx_input0_sk_contig <= iswitch_rx0_in_contig;
    end
end



assign iswitch_rx0_rx_input0_regular_tvalid = iswitch_rx0_rx_input0_m_rv;
assign iswitch_rx0_rx_input0_regular_tdata = iswitch_rx0_m_data;
assign iswitch_rx0_rx_input0_regular_tkeep = iswitch_rx0_rx_input0_m_keep;
assign iswitch_rx0_rx_input0_regular_tuser = iswitch_rx0_rx_input0_m_user;
assign iswitch_rx0_rx_input0_regular_tlast = iswitch_rx0_rx_input0_m_last;


always @(posedge axis_aclk) begin: iswitch_rx0_rx_verdict0_position
    if (rst == 1) begin
        iswitch_rx0_rx_verdict0_v2_go <= 0;
        iswitch_rx0_bidx <= 0;
        iswitch_rx0_rx_verdict0_v2_buf <= 0;
        iswitch_rx0_rx_verdict0_v1_buf <= 0;
        iswitch_rx0_rx_verdict0_v1_go <= 0;
        iswitch_rx0_cbuf <= 0;
    end
    else begin
        iswitch_rx0_rx_verdict0_v1_go <= (iswitch_rx0_m_cv && iswitch_rx0_rx_input0_m_last);
        iswitch_rx0_rx_verdict0_v2_go <= iswitch_rx0_rx_verdict0_v1_go;
        iswitch_rx0_rx_verdict0_v2_buf <= iswitch_rx0_rx_verdict0_v1_buf;
        if (iswitch_rx0_m_cv) begin
            if (iswitch_rx0_rx_input0_m_last) begin
                iswitch_rx0_bidx <= 0;
                if ((iswitch_rx0_cbuf == 2)) begin
                    iswitch_rx0_cbuf <= 0;
                end
                else begin
                    iswitch_rx0_cbuf <= (iswitch_rx0_cbuf + 1);
                end
                iswitch_rx0_rx_verdict0_v1_buf <= iswitch_rx0_cbuf;
            end
            else if ((iswitch_rx0_bidx != 48)) begin
                iswitch_rx0_bidx <= (iswitch_rx0_bidx + 1);
            end
        end
    end
end



assign iswitch_rx0_rx_verdict0_m_bad = (((!iswitch_rx0_rx_input0_m_last) && (!iswitch_rx0_rx_input0_m_full)) || (iswitch_rx0_rx_input0_m_last && (!iswitch_rx0_rx_input0_m_contig)));


always @(posedge axis_aclk) begin: iswitch_rx0_rx_verdict0_capture
    if (iswitch_rx0_m_cv) begin
        if (iswitch_rx0_rx_input0_m_first) begin
            iswitch_rx0_rx_verdict0_n_acc <= {5'h0, iswitch_rx0_rx_input0_m_pc};
            iswitch_rx0_rx_verdict0_kb <= iswitch_rx0_rx_verdict0_m_bad;
            iswitch_rx0_rx_verdict0_cur_ctrl <= iswitch_rx0_rx_input0_m_ctrl;
            iswitch_rx0_rx_verdict0_ip_udp <= (iswitch_rx0_rx_verdict0_f_ip_total - 20);
            iswitch_rx0_rx_verdict0_ip_udp_ok <= (iswitch_rx0_rx_verdict0_f_ip_total >= 20);
            iswitch_rx0_rx_verdict0_ip_end <= (iswitch_rx0_rx_verdict0_f_ip_total + 14);
            iswitch_rx0_rx_verdict0_p0 <= (({2'h0, iswitch_rx0_rx_verdict0_hw0} + {2'h0, iswitch_rx0_rx_verdict0_hw1}) + {2'h0, iswitch_rx0_rx_verdict0_hw2});
            iswitch_rx0_rx_verdict0_p1 <= (({2'h0, iswitch_rx0_rx_verdict0_hw3} + {2'h0, iswitch_rx0_rx_verdict0_hw4}) + {2'h0, iswitch_rx0_rx_verdict0_hw5});
            iswitch_rx0_rx_verdict0_p2 <= (({2'h0, iswitch_rx0_rx_verdict0_hw6} + {2'h0, iswitch_rx0_rx_verdict0_hw7}) + {2'h0, iswitch_rx0_rx_verdict0_hw8});
        end
        else begin
            if ((iswitch_rx0_rx_verdict0_n_acc < 2016)) begin
                iswitch_rx0_rx_verdict0_n_acc <= (iswitch_rx0_rx_verdict0_n_acc + {5'h0, iswitch_rx0_rx_input0_m_pc});
            end
            iswitch_rx0_rx_verdict0_kb <= (iswitch_rx0_rx_verdict0_kb || iswitch_rx0_rx_verdict0_m_bad);
        end
        if ((iswitch_rx0_bidx == 1)) begin
            iswitch_rx0_rx_verdict0_csum <= ((({2'h0, iswitch_rx0_rx_verdict0_p0} + {2'h0, iswitch_rx0_rx_verdict0_p1}) + {2'h0, iswitch_rx0_rx_verdict0_p2}) + {4'h0, iswitch_rx0_rx_verdict0_f_w9});
            iswitch_rx0_rx_verdict0_udp_ok <= (iswitch_rx0_rx_verdict0_ip_udp_ok && (iswitch_rx0_rx_verdict0_f_udp_len == iswitch_rx0_rx_verdict0_ip_udp));
            iswitch_rx0_rx_verdict0_port_ok <= (iswitch_rx0_rx_verdict0_f_dport == 48879);
            iswitch_rx0_rx_verdict0_hdr_ok <= ((iswitch_rx0_m_data[88-1:80] == 73) && (iswitch_rx0_m_data[96-1:92] == 1) && (iswitch_rx0_m_data[92-1:89] == 0) && (iswitch_rx0_m_data[88] == iswitch_rx0_rx_verdict0_cur_ctrl) && (iswitch_rx0_rx_verdict0_cur_ctrl || (iswitch_rx0_rx_verdict0_f_w54 != 0)));
            iswitch_rx0_rx_verdict0_cnt0 <= (iswitch_rx0_rx_verdict0_f_w52 == 0);
            iswitch_rx0_rx_verdict0_clen_ok <= (iswitch_rx0_rx_verdict0_f_udp_len == 30);
            iswitch_rx0_rx_verdict0_cnt_end <= ({iswitch_rx0_rx_verdict0_f_w52, 2'h0} + 64);
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_rx0_rx_verdict0_verdict1
    iswitch_rx0_rx_verdict0_f_runt <= (iswitch_rx0_rx_verdict0_n_acc < 64);
    iswitch_rx0_rx_verdict0_f_tkeep <= iswitch_rx0_rx_verdict0_kb;
    iswitch_rx0_rx_verdict0_f_over <= (iswitch_rx0_rx_verdict0_n_acc > 1504);
    iswitch_rx0_rx_verdict0_f_trunc <= ({6'h0, iswitch_rx0_rx_verdict0_n_acc} < iswitch_rx0_rx_verdict0_ip_end);
    iswitch_rx0_rx_verdict0_f_iplen <= ({6'h0, iswitch_rx0_rx_verdict0_n_acc} > iswitch_rx0_rx_verdict0_ip_end);
    iswitch_rx0_rx_verdict0_f_csum <= (({1'h0, iswitch_rx0_rx_verdict0_csum[16-1:0]} + {13'h0, iswitch_rx0_rx_verdict0_csum[20-1:16]}) != 65535);
    iswitch_rx0_rx_verdict0_f_udp <= (!iswitch_rx0_rx_verdict0_udp_ok);
    iswitch_rx0_rx_verdict0_f_port <= (!iswitch_rx0_rx_verdict0_port_ok);
    iswitch_rx0_rx_verdict0_f_hdr <= (!iswitch_rx0_rx_verdict0_hdr_ok);
    iswitch_rx0_rx_verdict0_f_align <= (iswitch_rx0_rx_verdict0_n_acc[2-1:0] != 0);
    iswitch_rx0_rx_verdict0_f_beyond <= (iswitch_rx0_rx_verdict0_cnt_end > {8'h0, iswitch_rx0_rx_verdict0_n_acc});
    iswitch_rx0_rx_verdict0_f_short <= (iswitch_rx0_rx_verdict0_cnt0 || (iswitch_rx0_rx_verdict0_cnt_end < {8'h0, iswitch_rx0_rx_verdict0_n_acc}));
    iswitch_rx0_rx_verdict0_f_clen <= (!iswitch_rx0_rx_verdict0_clen_ok);
    iswitch_rx0_rx_verdict0_v2_ctrl <= iswitch_rx0_rx_verdict0_cur_ctrl;
end


always @(iswitch_rx0_rx_verdict0_f_over, iswitch_rx0_rx_verdict0_f_hdr, iswitch_rx0_rx_verdict0_f_port, iswitch_rx0_rx_verdict0_f_csum, iswitch_rx0_rx_verdict0_f_align, iswitch_rx0_rx_verdict0_f_clen, iswitch_rx0_rx_verdict0_f_beyond, iswitch_rx0_rx_verdict0_f_iplen, iswitch_rx0_rx_verdict0_f_trunc, iswitch_rx0_rx_verdict0_f_udp, iswitch_rx0_rx_verdict0_v2_ctrl, iswitch_rx0_rx_verdict0_f_runt, iswitch_rx0_rx_verdict0_f_short, iswitch_rx0_rx_verdict0_f_tkeep) begin: iswitch_rx0_rx_verdict0_verdict2
    if (iswitch_rx0_rx_verdict0_f_runt) begin
        iswitch_rx0_rx_verdict0_v2_code = 1;
    end
    else if (iswitch_rx0_rx_verdict0_f_tkeep) begin
        iswitch_rx0_rx_verdict0_v2_code = 2;
    end
    else if (iswitch_rx0_rx_verdict0_f_over) begin
        iswitch_rx0_rx_verdict0_v2_code = 3;
    end
    else if (iswitch_rx0_rx_verdict0_f_trunc) begin
        iswitch_rx0_rx_verdict0_v2_code = 4;
    end
    else if (iswitch_rx0_rx_verdict0_f_iplen) begin
        iswitch_rx0_rx_verdict0_v2_code = 5;
    end
    else if (iswitch_rx0_rx_verdict0_f_csum) begin
        iswitch_rx0_rx_verdict0_v2_code = 6;
    end
    else if (iswitch_rx0_rx_verdict0_f_udp) begin
        iswitch_rx0_rx_verdict0_v2_code = 7;
    end
    else if (iswitch_rx0_rx_verdict0_f_port) begin
        iswitch_rx0_rx_verdict0_v2_code = 8;
    end
    else if (iswitch_rx0_rx_verdict0_f_hdr) begin
        iswitch_rx0_rx_verdict0_v2_code = 9;
    end
    else if (iswitch_rx0_rx_verdict0_v2_ctrl) begin
        if (iswitch_rx0_rx_verdict0_f_clen) begin
            iswitch_rx0_rx_verdict0_v2_code = 23;
        end
        else begin
            iswitch_rx0_rx_verdict0_v2_code = 0;
        end
    end
    else if (iswitch_rx0_rx_verdict0_f_align) begin
        iswitch_rx0_rx_verdict0_v2_code = 10;
    end
    else if (iswitch_rx0_rx_verdict0_f_beyond) begin
        iswitch_rx0_rx_verdict0_v2_code = 11;
    end
    else if (iswitch_rx0_rx_verdict0_f_short) begin
        iswitch_rx0_rx_verdict0_v2_code = 12;
    end
    else begin
        iswitch_rx0_rx_verdict0_v2_code = 0;
    end
end


(* keep *)
always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0__sel_copy0_sel_copy
    if (rst == 1) begin
        iswitch_rx0_rx_slots0__sel_copy0_pb <= 0;
        iswitch_rx0_rx_slots0__sel_copy0_pn <= 1;
    end
    else begin
        if (iswitch_rx0_rx_slots0_taken) begin
            iswitch_rx0_rx_slots0__sel_copy0_pb <= iswitch_rx0_rx_slots0__sel_copy0_pn;
            if ((iswitch_rx0_rx_slots0__sel_copy0_pn == 2)) begin
                iswitch_rx0_rx_slots0__sel_copy0_pn <= 0;
            end
            else begin
                iswitch_rx0_rx_slots0__sel_copy0_pn <= (iswitch_rx0_rx_slots0__sel_copy0_pn + 1);
            end
        end
    end
end


(* keep *)
always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0__sel_copy1_sel_copy
    if (rst == 1) begin
        iswitch_rx0_rx_slots0__sel_copy1_pb <= 0;
        iswitch_rx0_rx_slots0__sel_copy1_pn <= 1;
    end
    else begin
        if (iswitch_rx0_rx_slots0_taken) begin
            iswitch_rx0_rx_slots0__sel_copy1_pb <= iswitch_rx0_rx_slots0__sel_copy1_pn;
            if ((iswitch_rx0_rx_slots0__sel_copy1_pn == 2)) begin
                iswitch_rx0_rx_slots0__sel_copy1_pn <= 0;
            end
            else begin
                iswitch_rx0_rx_slots0__sel_copy1_pn <= (iswitch_rx0_rx_slots0__sel_copy1_pn + 1);
            end
        end
    end
end


(* keep *)
always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0__sel_copy2_sel_copy
    if (rst == 1) begin
        iswitch_rx0_rx_slots0__sel_copy2_pb <= 0;
        iswitch_rx0_rx_slots0__sel_copy2_pn <= 1;
    end
    else begin
        if (iswitch_rx0_rx_slots0_taken) begin
            iswitch_rx0_rx_slots0__sel_copy2_pb <= iswitch_rx0_rx_slots0__sel_copy2_pn;
            if ((iswitch_rx0_rx_slots0__sel_copy2_pn == 2)) begin
                iswitch_rx0_rx_slots0__sel_copy2_pn <= 0;
            end
            else begin
                iswitch_rx0_rx_slots0__sel_copy2_pn <= (iswitch_rx0_rx_slots0__sel_copy2_pn + 1);
            end
        end
    end
end


(* keep *)
always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0__sel_copy3_sel_copy
    if (rst == 1) begin
        iswitch_rx0_rx_slots0__sel_copy3_pb <= 0;
        iswitch_rx0_rx_slots0__sel_copy3_pn <= 1;
    end
    else begin
        if (iswitch_rx0_rx_slots0_taken) begin
            iswitch_rx0_rx_slots0__sel_copy3_pb <= iswitch_rx0_rx_slots0__sel_copy3_pn;
            if ((iswitch_rx0_rx_slots0__sel_copy3_pn == 2)) begin
                iswitch_rx0_rx_slots0__sel_copy3_pn <= 0;
            end
            else begin
                iswitch_rx0_rx_slots0__sel_copy3_pn <= (iswitch_rx0_rx_slots0__sel_copy3_pn + 1);
            end
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0__slot0_write
    if ((iswitch_rx0_cbuf == 0)) begin
        if (iswitch_rx0_rx_input0_m_cf) begin
            iswitch_rx0_rx_slots0__slot0_b0 <= iswitch_rx0_rx_slots0_b0_in;
        end
        if (iswitch_rx0_we_b1) begin
            iswitch_rx0_rx_slots0__slot0_b1 <= iswitch_rx0_rx_slots0_b1_in;
        end
        if (iswitch_rx0_rx_input0_m_cl) begin
            iswitch_rx0_rx_slots0__slot0_d <= iswitch_rx0_rx_slots0_d_in;
        end
    end
    if ((iswitch_rx0_rx_verdict0_v2_go && (iswitch_rx0_rx_verdict0_v2_buf == 0))) begin
        iswitch_rx0_rx_slots0__slot0_drop <= iswitch_rx0_rx_verdict0_v2_code;
    end
end


always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0__slot0_done_ctl
    if (rst == 1) begin
        iswitch_rx0_rx_slots0__slot0_done <= 0;
    end
    else begin
        if ((iswitch_rx0_rx_slots0_taken && (iswitch_rx0_rx_slots0_pbuf == 0))) begin
            iswitch_rx0_rx_slots0__slot0_done <= 0;
        end
        if ((iswitch_rx0_rx_verdict0_v2_go && (iswitch_rx0_rx_verdict0_v2_buf == 0))) begin
            iswitch_rx0_rx_slots0__slot0_done <= 1;
        end
    end
end



assign iswitch_rx0_rx_slots0__slot0_drive0_dst = iswitch_rx0_rx_slots0__slot0_word;



assign iswitch_rx0_rx_slots0__slot0__link0_out = iswitch_rx0_rx_slots0__slot0_drive0_dst[97-1:0];
assign iswitch_rx0_rx_slots0__slot0__link0_out_n = iswitch_rx0_rx_slots0__slot0_drive0_dst[97-1:0];



assign iswitch_rx0_rx_slots0__slot0__link1_out = iswitch_rx0_rx_slots0__slot0_drive0_dst[195-1:97];
assign iswitch_rx0_rx_slots0__slot0__link1_out_n = iswitch_rx0_rx_slots0__slot0_drive0_dst[195-1:97];



assign iswitch_rx0_rx_slots0__slot0__link2_out = iswitch_rx0_rx_slots0__slot0_drive0_dst[293-1:195];
assign iswitch_rx0_rx_slots0__slot0__link2_out_n = iswitch_rx0_rx_slots0__slot0_drive0_dst[293-1:195];



assign iswitch_rx0_rx_slots0__slot0__link3_out = iswitch_rx0_rx_slots0__slot0_drive0_dst[391-1:293];
assign iswitch_rx0_rx_slots0__slot0__link3_out_n = iswitch_rx0_rx_slots0__slot0_drive0_dst[391-1:293];


always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0__slot1_write
    if ((iswitch_rx0_cbuf == 1)) begin
        if (iswitch_rx0_rx_input0_m_cf) begin
            iswitch_rx0_rx_slots0__slot1_b0 <= iswitch_rx0_rx_slots0_b0_in;
        end
        if (iswitch_rx0_we_b1) begin
            iswitch_rx0_rx_slots0__slot1_b1 <= iswitch_rx0_rx_slots0_b1_in;
        end
        if (iswitch_rx0_rx_input0_m_cl) begin
            iswitch_rx0_rx_slots0__slot1_d <= iswitch_rx0_rx_slots0_d_in;
        end
    end
    if ((iswitch_rx0_rx_verdict0_v2_go && (iswitch_rx0_rx_verdict0_v2_buf == 1))) begin
        iswitch_rx0_rx_slots0__slot1_drop <= iswitch_rx0_rx_verdict0_v2_code;
    end
end


always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0__slot1_done_ctl
    if (rst == 1) begin
        iswitch_rx0_rx_slots0__slot1_done <= 0;
    end
    else begin
        if ((iswitch_rx0_rx_slots0_taken && (iswitch_rx0_rx_slots0_pbuf == 1))) begin
            iswitch_rx0_rx_slots0__slot1_done <= 0;
        end
        if ((iswitch_rx0_rx_verdict0_v2_go && (iswitch_rx0_rx_verdict0_v2_buf == 1))) begin
            iswitch_rx0_rx_slots0__slot1_done <= 1;
        end
    end
end



assign iswitch_rx0_rx_slots0__slot1_drive1_dst = iswitch_rx0_rx_slots0__slot1_word;


always @(iswitch_rx0_rx_slots0__slot0__link0_out, iswitch_rx0_rx_slots0__sel_copy0_pn, iswitch_rx0_rx_slots0__slot1_drive1_dst[97-1:0], iswitch_rx0_rx_slots0__slot0__link0_out_n, iswitch_rx0_rx_slots0__sel_copy0_pb) begin: iswitch_rx0_rx_slots0__slot1__link4_read
    if ((iswitch_rx0_rx_slots0__sel_copy0_pb == 1)) begin
        iswitch_rx0_rx_slots0__slot1__link4_out = iswitch_rx0_rx_slots0__slot1_drive1_dst[97-1:0];
    end
    else begin
        iswitch_rx0_rx_slots0__slot1__link4_out = iswitch_rx0_rx_slots0__slot0__link0_out;
    end
    if ((iswitch_rx0_rx_slots0__sel_copy0_pn == 1)) begin
        iswitch_rx0_rx_slots0__slot1__link4_out_n = iswitch_rx0_rx_slots0__slot1_drive1_dst[97-1:0];
    end
    else begin
        iswitch_rx0_rx_slots0__slot1__link4_out_n = iswitch_rx0_rx_slots0__slot0__link0_out_n;
    end
end


always @(iswitch_rx0_rx_slots0__slot0__link1_out, iswitch_rx0_rx_slots0__sel_copy1_pn, iswitch_rx0_rx_slots0__slot1_drive1_dst[195-1:97], iswitch_rx0_rx_slots0__slot0__link1_out_n, iswitch_rx0_rx_slots0__sel_copy1_pb) begin: iswitch_rx0_rx_slots0__slot1__link5_read
    if ((iswitch_rx0_rx_slots0__sel_copy1_pb == 1)) begin
        iswitch_rx0_rx_slots0__slot1__link5_out = iswitch_rx0_rx_slots0__slot1_drive1_dst[195-1:97];
    end
    else begin
        iswitch_rx0_rx_slots0__slot1__link5_out = iswitch_rx0_rx_slots0__slot0__link1_out;
    end
    if ((iswitch_rx0_rx_slots0__sel_copy1_pn == 1)) begin
        iswitch_rx0_rx_slots0__slot1__link5_out_n = iswitch_rx0_rx_slots0__slot1_drive1_dst[195-1:97];
    end
    else begin
        iswitch_rx0_rx_slots0__slot1__link5_out_n = iswitch_rx0_rx_slots0__slot0__link1_out_n;
    end
end


always @(iswitch_rx0_rx_slots0__slot0__link2_out, iswitch_rx0_rx_slots0__sel_copy2_pn, iswitch_rx0_rx_slots0__slot1_drive1_dst[293-1:195], iswitch_rx0_rx_slots0__slot0__link2_out_n, iswitch_rx0_rx_slots0__sel_copy2_pb) begin: iswitch_rx0_rx_slots0__slot1__link6_read
    if ((iswitch_rx0_rx_slots0__sel_copy2_pb == 1)) begin
        iswitch_rx0_rx_slots0__slot1__link6_out = iswitch_rx0_rx_slots0__slot1_drive1_dst[293-1:195];
    end
    else begin
        iswitch_rx0_rx_slots0__slot1__link6_out = iswitch_rx0_rx_slots0__slot0__link2_out;
    end
    if ((iswitch_rx0_rx_slots0__sel_copy2_pn == 1)) begin
        iswitch_rx0_rx_slots0__slot1__link6_out_n = iswitch_rx0_rx_slots0__slot1_drive1_dst[293-1:195];
    end
    else begin
        iswitch_rx0_rx_slots0__slot1__link6_out_n = iswitch_rx0_rx_slots0__slot0__link2_out_n;
    end
end


always @(iswitch_rx0_rx_slots0__slot0__link3_out, iswitch_rx0_rx_slots0__sel_copy3_pn, iswitch_rx0_rx_slots0__slot1_drive1_dst[391-1:293], iswitch_rx0_rx_slots0__slot0__link3_out_n, iswitch_rx0_rx_slots0__sel_copy3_pb) begin: iswitch_rx0_rx_slots0__slot1__link7_read
    if ((iswitch_rx0_rx_slots0__sel_copy3_pb == 1)) begin
        iswitch_rx0_rx_slots0__slot1__link7_out = iswitch_rx0_rx_slots0__slot1_drive1_dst[391-1:293];
    end
    else begin
        iswitch_rx0_rx_slots0__slot1__link7_out = iswitch_rx0_rx_slots0__slot0__link3_out;
    end
    if ((iswitch_rx0_rx_slots0__sel_copy3_pn == 1)) begin
        iswitch_rx0_rx_slots0__slot1__link7_out_n = iswitch_rx0_rx_slots0__slot1_drive1_dst[391-1:293];
    end
    else begin
        iswitch_rx0_rx_slots0__slot1__link7_out_n = iswitch_rx0_rx_slots0__slot0__link3_out_n;
    end
end


always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0__slot2_write
    if ((iswitch_rx0_cbuf == 2)) begin
        if (iswitch_rx0_rx_input0_m_cf) begin
            iswitch_rx0_rx_slots0__slot2_b0 <= iswitch_rx0_rx_slots0_b0_in;
        end
        if (iswitch_rx0_we_b1) begin
            iswitch_rx0_rx_slots0__slot2_b1 <= iswitch_rx0_rx_slots0_b1_in;
        end
        if (iswitch_rx0_rx_input0_m_cl) begin
            iswitch_rx0_rx_slots0__slot2_d <= iswitch_rx0_rx_slots0_d_in;
        end
    end
    if ((iswitch_rx0_rx_verdict0_v2_go && (iswitch_rx0_rx_verdict0_v2_buf == 2))) begin
        iswitch_rx0_rx_slots0__slot2_drop <= iswitch_rx0_rx_verdict0_v2_code;
    end
end


always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0__slot2_done_ctl
    if (rst == 1) begin
        iswitch_rx0_rx_slots0__slot2_done <= 0;
    end
    else begin
        if ((iswitch_rx0_rx_slots0_taken && (iswitch_rx0_rx_slots0_pbuf == 2))) begin
            iswitch_rx0_rx_slots0__slot2_done <= 0;
        end
        if ((iswitch_rx0_rx_verdict0_v2_go && (iswitch_rx0_rx_verdict0_v2_buf == 2))) begin
            iswitch_rx0_rx_slots0__slot2_done <= 1;
        end
    end
end



assign iswitch_rx0_rx_slots0__slot2_drive2_dst = iswitch_rx0_rx_slots0__slot2_word;


always @(iswitch_rx0_rx_slots0__slot1__link4_out, iswitch_rx0_rx_slots0__sel_copy0_pn, iswitch_rx0_rx_slots0__slot2_drive2_dst[97-1:0], iswitch_rx0_rx_slots0__slot1__link4_out_n, iswitch_rx0_rx_slots0__sel_copy0_pb) begin: iswitch_rx0_rx_slots0__slot2__link8_read
    if ((iswitch_rx0_rx_slots0__sel_copy0_pb == 2)) begin
        iswitch_rx0_rx_slots0__slot2__link8_out = iswitch_rx0_rx_slots0__slot2_drive2_dst[97-1:0];
    end
    else begin
        iswitch_rx0_rx_slots0__slot2__link8_out = iswitch_rx0_rx_slots0__slot1__link4_out;
    end
    if ((iswitch_rx0_rx_slots0__sel_copy0_pn == 2)) begin
        iswitch_rx0_rx_slots0__slot2__link8_out_n = iswitch_rx0_rx_slots0__slot2_drive2_dst[97-1:0];
    end
    else begin
        iswitch_rx0_rx_slots0__slot2__link8_out_n = iswitch_rx0_rx_slots0__slot1__link4_out_n;
    end
end


always @(iswitch_rx0_rx_slots0__slot1__link5_out, iswitch_rx0_rx_slots0__sel_copy1_pn, iswitch_rx0_rx_slots0__slot2_drive2_dst[195-1:97], iswitch_rx0_rx_slots0__slot1__link5_out_n, iswitch_rx0_rx_slots0__sel_copy1_pb) begin: iswitch_rx0_rx_slots0__slot2__link9_read
    if ((iswitch_rx0_rx_slots0__sel_copy1_pb == 2)) begin
        iswitch_rx0_rx_slots0__slot2__link9_out = iswitch_rx0_rx_slots0__slot2_drive2_dst[195-1:97];
    end
    else begin
        iswitch_rx0_rx_slots0__slot2__link9_out = iswitch_rx0_rx_slots0__slot1__link5_out;
    end
    if ((iswitch_rx0_rx_slots0__sel_copy1_pn == 2)) begin
        iswitch_rx0_rx_slots0__slot2__link9_out_n = iswitch_rx0_rx_slots0__slot2_drive2_dst[195-1:97];
    end
    else begin
        iswitch_rx0_rx_slots0__slot2__link9_out_n = iswitch_rx0_rx_slots0__slot1__link5_out_n;
    end
end


always @(iswitch_rx0_rx_slots0__slot1__link6_out, iswitch_rx0_rx_slots0__sel_copy2_pn, iswitch_rx0_rx_slots0__slot2_drive2_dst[293-1:195], iswitch_rx0_rx_slots0__slot1__link6_out_n, iswitch_rx0_rx_slots0__sel_copy2_pb) begin: iswitch_rx0_rx_slots0__slot2__link10_read
    if ((iswitch_rx0_rx_slots0__sel_copy2_pb == 2)) begin
        iswitch_rx0_rx_slots0__slot2__link10_out = iswitch_rx0_rx_slots0__slot2_drive2_dst[293-1:195];
    end
    else begin
        iswitch_rx0_rx_slots0__slot2__link10_out = iswitch_rx0_rx_slots0__slot1__link6_out;
    end
    if ((iswitch_rx0_rx_slots0__sel_copy2_pn == 2)) begin
        iswitch_rx0_rx_slots0__slot2__link10_out_n = iswitch_rx0_rx_slots0__slot2_drive2_dst[293-1:195];
    end
    else begin
        iswitch_rx0_rx_slots0__slot2__link10_out_n = iswitch_rx0_rx_slots0__slot1__link6_out_n;
    end
end


always @(iswitch_rx0_rx_slots0__slot1__link7_out, iswitch_rx0_rx_slots0__sel_copy3_pn, iswitch_rx0_rx_slots0__slot2_drive2_dst[391-1:293], iswitch_rx0_rx_slots0__slot1__link7_out_n, iswitch_rx0_rx_slots0__sel_copy3_pb) begin: iswitch_rx0_rx_slots0__slot2__link11_read
    if ((iswitch_rx0_rx_slots0__sel_copy3_pb == 2)) begin
        iswitch_rx0_rx_slots0__slot2__link11_out = iswitch_rx0_rx_slots0__slot2_drive2_dst[391-1:293];
    end
    else begin
        iswitch_rx0_rx_slots0__slot2__link11_out = iswitch_rx0_rx_slots0__slot1__link7_out;
    end
    if ((iswitch_rx0_rx_slots0__sel_copy3_pn == 2)) begin
        iswitch_rx0_rx_slots0__slot2__link11_out_n = iswitch_rx0_rx_slots0__slot2_drive2_dst[391-1:293];
    end
    else begin
        iswitch_rx0_rx_slots0__slot2__link11_out_n = iswitch_rx0_rx_slots0__slot1__link7_out_n;
    end
end


always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0__present0_present
    if (rst == 1) begin
        iswitch_rx0_rx_slots0__present0_q <= 0;
    end
    else begin
        if (iswitch_rx0_rx_slots0_taken) begin
            iswitch_rx0_rx_slots0__present0_q <= iswitch_rx0_rx_slots0__slot2__link8_out_n;
        end
        else begin
            iswitch_rx0_rx_slots0__present0_q <= iswitch_rx0_rx_slots0__slot2__link8_out;
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0__present1_present
    if (rst == 1) begin
        iswitch_rx0_rx_slots0__present1_q <= 0;
    end
    else begin
        if (iswitch_rx0_rx_slots0_taken) begin
            iswitch_rx0_rx_slots0__present1_q <= iswitch_rx0_rx_slots0__slot2__link9_out_n;
        end
        else begin
            iswitch_rx0_rx_slots0__present1_q <= iswitch_rx0_rx_slots0__slot2__link9_out;
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0__present2_present
    if (rst == 1) begin
        iswitch_rx0_rx_slots0__present2_q <= 0;
    end
    else begin
        if (iswitch_rx0_rx_slots0_taken) begin
            iswitch_rx0_rx_slots0__present2_q <= iswitch_rx0_rx_slots0__slot2__link10_out_n;
        end
        else begin
            iswitch_rx0_rx_slots0__present2_q <= iswitch_rx0_rx_slots0__slot2__link10_out;
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0__present3_present
    if (rst == 1) begin
        iswitch_rx0_rx_slots0__present3_q <= 0;
    end
    else begin
        if (iswitch_rx0_rx_slots0_taken) begin
            iswitch_rx0_rx_slots0__present3_q <= iswitch_rx0_rx_slots0__slot2__link11_out_n;
        end
        else begin
            iswitch_rx0_rx_slots0__present3_q <= iswitch_rx0_rx_slots0__slot2__link11_out;
        end
    end
end



assign iswitch_rx0_rx_slots0_sl = {iswitch_rx0_rx_slots0__present3_q, iswitch_rx0_rx_slots0__present2_q, iswitch_rx0_rx_slots0__present1_q, iswitch_rx0_rx_slots0__present0_q};


always @(iswitch_rx0_rx_slots0_used, iswitch_rx0_rx_slots0_a_q) begin: iswitch_rx0_rx_slots0_buf_room
    if (iswitch_rx0_rx_slots0_a_q) begin
        iswitch_rx0_rx_input0_room = ($signed({1'b0, iswitch_rx0_rx_slots0_used}) != (3 - 1));
    end
    else begin
        iswitch_rx0_rx_input0_room = (iswitch_rx0_rx_slots0_used != 3);
    end
end



assign iswitch_rx0_rx_slots0_run_reg_in = (iswitch_rx0_rx_slots0_run_reg + iswitch_rx0_rx_slots0_rf_take);
assign iswitch_rx0_rx_slots0_run_ihl_in = (iswitch_rx0_rx_slots0_run_ihl + (iswitch_rx0_rx_slots0_rf_take && (iswitch_rx0_rx_slots0_rf_byp == 1)));
assign iswitch_rx0_rx_slots0_run_frag_in = (iswitch_rx0_rx_slots0_run_frag + (iswitch_rx0_rx_slots0_rf_take && (iswitch_rx0_rx_slots0_rf_byp == 2)));
assign iswitch_rx0_rx_slots0_run_proto_in = (iswitch_rx0_rx_slots0_run_proto + (iswitch_rx0_rx_slots0_rf_take && (iswitch_rx0_rx_slots0_rf_byp == 3)));


always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0_counts
    if (rst == 1) begin
        iswitch_rx0_rx_slots0_run_proto <= 0;
        iswitch_rx0_rx_slots0_run_frag <= 0;
        iswitch_rx0_rx_slots0_run_ihl <= 0;
        iswitch_rx0_rx_slots0_rf_byp <= 0;
        iswitch_rx0_rx_slots0_run_reg <= 0;
        iswitch_rx0_rx_slots0_rf_take <= 0;
    end
    else begin
        iswitch_rx0_rx_slots0_rf_take <= (iswitch_rx0_rx_input0_m_rf && iswitch_rx0_rx_input0_regular_tready);
        iswitch_rx0_rx_slots0_rf_byp <= iswitch_rx0_rx_input0_m_byp;
        if (iswitch_rx0_rx_input0_m_cl) begin
            iswitch_rx0_rx_slots0_run_reg <= 0;
            iswitch_rx0_rx_slots0_run_ihl <= 0;
            iswitch_rx0_rx_slots0_run_frag <= 0;
            iswitch_rx0_rx_slots0_run_proto <= 0;
        end
        else begin
            iswitch_rx0_rx_slots0_run_reg <= iswitch_rx0_rx_slots0_run_reg_in;
            iswitch_rx0_rx_slots0_run_ihl <= iswitch_rx0_rx_slots0_run_ihl_in;
            iswitch_rx0_rx_slots0_run_frag <= iswitch_rx0_rx_slots0_run_frag_in;
            iswitch_rx0_rx_slots0_run_proto <= iswitch_rx0_rx_slots0_run_proto_in;
        end
    end
end



assign iswitch_rx0_rx_slots0_taken = (iswitch_rx0_rx_slots0_sl[0] && iswitch_rx0_rx_slots0_staged_ready);


always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0_buf_ctl
    if (rst == 1) begin
        iswitch_rx0_rx_slots0_used <= 0;
        iswitch_rx0_rx_slots0_pbuf <= 0;
        iswitch_rx0_rx_slots0_a_q <= 0;
        iswitch_rx0_rx_slots0_pnext <= 1;
    end
    else begin
        iswitch_rx0_rx_slots0_a_q <= iswitch_rx0_rx_input0_alloc;
        if ((iswitch_rx0_rx_slots0_a_q && (!iswitch_rx0_rx_slots0_taken))) begin
            iswitch_rx0_rx_slots0_used <= (iswitch_rx0_rx_slots0_used + 1);
        end
        else if ((iswitch_rx0_rx_slots0_taken && (!iswitch_rx0_rx_slots0_a_q))) begin
            iswitch_rx0_rx_slots0_used <= (iswitch_rx0_rx_slots0_used - 1);
        end
        if (iswitch_rx0_rx_slots0_taken) begin
            iswitch_rx0_rx_slots0_pbuf <= iswitch_rx0_rx_slots0_pnext;
            if ((iswitch_rx0_rx_slots0_pnext == 2)) begin
                iswitch_rx0_rx_slots0_pnext <= 0;
            end
            else begin
                iswitch_rx0_rx_slots0_pnext <= (iswitch_rx0_rx_slots0_pnext + 1);
            end
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_rx0_rx_slots0_present_mkey
    if (iswitch_rx0_rx_slots0_taken) begin
        if (iswitch_rx0_rx_slots0__slot2__link11_out_n[9]) begin
            iswitch_rx0_rx_slots0_sl_mkey <= iswitch_rx0_rx_slots0_next_w56;
        end
        else begin
            iswitch_rx0_rx_slots0_sl_mkey <= iswitch_rx0_rx_slots0__slot2__link10_out_n[75-1:59];
        end
    end
    else begin
        if (iswitch_rx0_rx_slots0__slot2__link11_out[9]) begin
            iswitch_rx0_rx_slots0_sl_mkey <= iswitch_rx0_rx_slots0_now_w56;
        end
        else begin
            iswitch_rx0_rx_slots0_sl_mkey <= iswitch_rx0_rx_slots0__slot2__link10_out[75-1:59];
        end
    end
end



assign iswitch_rx0_rx_slots0_staged_valid = iswitch_rx0_rx_slots0_sl[0];
assign iswitch_rx0_rx_slots0_staged_buf = iswitch_rx0_rx_slots0_pbuf;
assign iswitch_rx0_rx_slots0_staged_mkey = iswitch_rx0_rx_slots0_sl_mkey;



assign iswitch_rx0_rx_slots0_drive3_dst = iswitch_rx0_rx_slots0_sl[391-1:343];



assign iswitch_rx0_rx_slots0_drive4_dst = iswitch_rx0_rx_slots0_sl[343-1:311];



assign iswitch_rx0_rx_slots0_drive5_dst = iswitch_rx0_rx_slots0_sl[311-1:303];



assign iswitch_rx0_rx_slots0_drive6_dst = iswitch_rx0_rx_slots0_sl[302];



assign iswitch_rx0_rx_slots0_drive7_dst = iswitch_rx0_rx_slots0_sl[302-1:286];



assign iswitch_rx0_rx_slots0_drive8_dst = iswitch_rx0_rx_slots0_sl[286-1:254];



assign iswitch_rx0_rx_slots0_drive9_dst = iswitch_rx0_rx_slots0_sl[254-1:238];



assign iswitch_rx0_rx_slots0_drive10_dst = iswitch_rx0_rx_slots0_sl[238-1:222];



assign iswitch_rx0_rx_slots0_drive11_dst = iswitch_rx0_rx_slots0_sl[222-1:206];



assign iswitch_rx0_rx_slots0_drive12_dst = iswitch_rx0_rx_slots0_sl[206-1:190];



assign iswitch_rx0_rx_slots0_drive13_dst = iswitch_rx0_rx_slots0_sl[190-1:158];



assign iswitch_rx0_rx_slots0_drive14_dst = iswitch_rx0_rx_slots0_sl[158-1:150];



assign iswitch_rx0_rx_slots0_drive15_dst = iswitch_rx0_rx_slots0_sl[150-1:134];



assign iswitch_rx0_rx_slots0_drive16_dst = iswitch_rx0_rx_slots0_sl[134-1:102];



assign iswitch_rx0_rx_slots0_drive17_dst = iswitch_rx0_rx_slots0_sl[102-1:70];



assign iswitch_rx0_rx_slots0_drive18_dst = iswitch_rx0_rx_slots0_sl[70-1:38];



assign iswitch_rx0_rx_slots0_drive19_dst = iswitch_rx0_rx_slots0_sl[38-1:6];



assign iswitch_rx0_rx_slots0_drive20_dst = iswitch_rx0_rx_slots0_sl[6-1:1];



assign iswitch_rx0_ram_we = (iswitch_rx0_m_cv && (iswitch_rx0_bidx < 48));
assign iswitch_rx0_ram_waddr = {iswitch_rx0_cbuf, iswitch_rx0_bidx};


always @(posedge axis_aclk) begin: iswitch_rx0_ram
    if (iswitch_rx0_ram_we) begin
        iswitch_rx0_mem[iswitch_rx0_ram_waddr] <= iswitch_rx0_m_data;
    end
    iswitch_rx0_stage_rd_rdata <= iswitch_rx0_mem[iswitch_rx0_stage_rd_raddr];
end



assign iswitch_rx0_we_b1 = (iswitch_rx0_m_cv && (iswitch_rx0_bidx == 1));


always @(posedge axis_aclk) begin: iswitch_core0_meta_write
    if (iswitch_core0_wr_meta_we) begin
        iswitch_core0_meta[iswitch_core0_wr_meta_wa] <= iswitch_core0_wr_meta_wd;
        iswitch_core0_wcnt[iswitch_core0_wr_meta_wa] <= iswitch_core0_wr_meta_wd[80+:6];
    end
end



assign iswitch_core0_meta_rd = iswitch_core0_meta[iswitch_core0_meta_ra];



assign iswitch_core0_wcnt_rd = iswitch_core0_wcnt[iswitch_core0_wcnt_ra];


always @(posedge axis_aclk) begin: iswitch_core0_ram_a_port
    if (iswitch_core0_ram_we) begin
        iswitch_core0_ram_a[iswitch_core0_ram_wa] <= iswitch_core0_ram_wd;
    end
    iswitch_core0_ram_rdata <= iswitch_core0_ram_a[iswitch_core0_ram_raddr];
end


always @(posedge axis_aclk) begin: iswitch_core0_ram_b_port
    if (iswitch_core0_ram_we) begin
        iswitch_core0_ram_b[iswitch_core0_ram_wa] <= iswitch_core0_ram_wd;
    end
    iswitch_core0_pl_rd_rdata <= iswitch_core0_ram_b[iswitch_core0_pl_rd_raddr];
end



assign iswitch_core0_core_read0_p_go = ((iswitch_core0_core_read0_state == 1) && iswitch_rx0_rx_slots0_staged_valid);


always @(iswitch_rx0_rx_slots0_staged_mkey, iswitch_core0_core_read0_walking, iswitch_core0_core_read0_w_idx) begin: iswitch_core0_core_read0_read_address
    iswitch_core0_wcnt_ra = iswitch_core0_core_read0_w_idx[5-1:0];
    if (iswitch_core0_core_read0_walking) begin
        iswitch_core0_meta_ra = iswitch_core0_core_read0_w_idx[5-1:0];
    end
    else begin
        iswitch_core0_meta_ra = iswitch_rx0_rx_slots0_staged_mkey[5-1:0];
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_read0_stage_read
    if (iswitch_core0_core_read0_p_go) begin
        iswitch_core0_core_read0_fr_meta <= iswitch_core0_meta_rd;
        iswitch_core0_core_read0_fr_buf <= iswitch_core0_meta_ra;
        iswitch_core0_core_read0_fr_ctrl <= iswitch_rx0_rx_slots0_drive6_dst;
        iswitch_core0_core_read0_fr_drop <= iswitch_rx0_rx_slots0_drive20_dst;
        iswitch_core0_core_read0_fr_ok <= (iswitch_rx0_rx_slots0_drive20_dst == 0);
        iswitch_core0_core_read0_fr_job <= iswitch_rx0_rx_slots0_drive7_dst;
        iswitch_core0_core_read0_fr_seg <= iswitch_rx0_rx_slots0_drive8_dst;
        iswitch_core0_core_read0_fr_worker <= iswitch_rx0_rx_slots0_drive9_dst;
        iswitch_core0_core_read0_fr_mac <= iswitch_rx0_rx_slots0_drive3_dst;
        iswitch_core0_core_read0_fr_ip <= iswitch_rx0_rx_slots0_drive4_dst;
        iswitch_core0_core_read0_fr_w52 <= iswitch_rx0_rx_slots0_drive10_dst;
        iswitch_core0_core_read0_fr_w54 <= iswitch_rx0_rx_slots0_drive11_dst;
        iswitch_core0_core_read0_fr_w56 <= iswitch_rx0_rx_slots0_drive12_dst;
        iswitch_core0_core_read0_fr_w58 <= iswitch_rx0_rx_slots0_drive13_dst;
        iswitch_core0_core_read0_fr_acked <= iswitch_rx0_rx_slots0_drive14_dst;
        iswitch_core0_core_read0_fr_port <= iswitch_rx0_rx_slots0_drive5_dst;
    end
end



assign iswitch_core0_core_member_table0_onehot_index0__or_mask0_bit = ((iswitch_core0_core_member_table0_lk_hitv & 43690) != 0);



assign iswitch_core0_core_member_table0_onehot_index0__or_mask1_bit = ((iswitch_core0_core_member_table0_lk_hitv & 52428) != 0);



assign iswitch_core0_core_member_table0_onehot_index0__or_mask2_bit = ((iswitch_core0_core_member_table0_lk_hitv & 61680) != 0);



assign iswitch_core0_core_member_table0_onehot_index0__or_mask3_bit = ((iswitch_core0_core_member_table0_lk_hitv & 65280) != 0);



assign iswitch_core0_core_member_table0_onehot_index0_idx = iswitch_core0_core_member_table0_onehot_index0_whole;



assign iswitch_core0_core_member_table0_onehot_index1__or_mask4_bit = ((iswitch_core0_core_member_table0_lk_freev & 43690) != 0);



assign iswitch_core0_core_member_table0_onehot_index1__or_mask5_bit = ((iswitch_core0_core_member_table0_lk_freev & 52428) != 0);



assign iswitch_core0_core_member_table0_onehot_index1__or_mask6_bit = ((iswitch_core0_core_member_table0_lk_freev & 61680) != 0);



assign iswitch_core0_core_member_table0_onehot_index1__or_mask7_bit = ((iswitch_core0_core_member_table0_lk_freev & 65280) != 0);



assign iswitch_core0_core_member_table0_onehot_index1_idx = iswitch_core0_core_member_table0_onehot_index1_whole;



assign iswitch_core0_core_member_table0_t_join = (iswitch_core0_core_member_table0_a_ctl && iswitch_core0_core_member_table0_dc_join);


always @(posedge axis_aclk) begin: iswitch_core0_core_member_table0_table_valid
    if (rst) begin
        iswitch_core0_core_member_table0_t_valid <= 0;
        iswitch_core0_core_member_table0_t_type <= 0;
        iswitch_core0_core_member_table0_n_members <= 0;
    end
    else if (iswitch_core0_core_member_table0_a_ctl) begin
        if (iswitch_core0_core_member_table0_dc_join) begin
            iswitch_core0_core_member_table0_t_valid <= (iswitch_core0_core_member_table0_t_valid | iswitch_core0_core_member_table0_lk_freev);
            if (iswitch_core0_core_read0_fr_w56[0]) begin
                iswitch_core0_core_member_table0_t_type <= (iswitch_core0_core_member_table0_t_type | iswitch_core0_core_member_table0_lk_freev);
            end
            else begin
                iswitch_core0_core_member_table0_t_type <= (iswitch_core0_core_member_table0_t_type & (~iswitch_core0_core_member_table0_lk_freev));
            end
            iswitch_core0_core_member_table0_n_members <= (iswitch_core0_core_member_table0_n_members + 1);
        end
        if (iswitch_core0_core_member_table0_dc_reset) begin
            iswitch_core0_core_member_table0_t_valid <= 0;
            iswitch_core0_core_member_table0_n_members <= 0;
        end
        if (iswitch_core0_core_member_table0_dc_leave) begin
            iswitch_core0_core_member_table0_t_valid <= (iswitch_core0_core_member_table0_t_valid & (~iswitch_core0_core_member_table0_lk_hitv));
            iswitch_core0_core_member_table0_n_members <= (iswitch_core0_core_member_table0_n_members - 1);
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_member_table0_table_write
    integer i;
    iswitch_core0_core_member_table0_t_join_r <= iswitch_core0_core_member_table0_t_join;
    if (iswitch_core0_core_member_table0_t_join_r) begin
        for (i=0; i<16; i=i+1) begin
            if (iswitch_core0_core_member_table0_lk_freev[i]) begin
                iswitch_core0_core_member_table0_t_worker[i] <= iswitch_core0_core_read0_fr_worker;
                iswitch_core0_core_member_table0_t_mac[i] <= iswitch_core0_core_read0_fr_mac;
                iswitch_core0_core_member_table0_t_ip[i] <= iswitch_core0_core_read0_fr_ip;
                iswitch_core0_core_member_table0_t_port[i] <= iswitch_core0_core_read0_fr_port;
            end
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_member_table0_lookup
    reg [16-1:0] hv;
    reg [16-1:0] fv;
    reg [8-1:0] ports;
    integer i;
    hv = 16'h0;
    fv = 16'h0;
    ports = 8'h0;
    hv = 0;
    ports = 0;
    for (i=0; i<16; i=i+1) begin
        if (iswitch_core0_core_member_table0_t_valid[i]) begin
            ports = (ports | iswitch_core0_core_member_table0_t_port[i]);
            hv[i] = (iswitch_core0_core_member_table0_t_worker[i] == iswitch_rx0_rx_slots0_drive9_dst);
        end
        iswitch_core0_core_member_table0_lk_mac0v[i] <= (iswitch_core0_core_member_table0_t_mac[i][8-1:0] == iswitch_rx0_rx_slots0_drive3_dst[8-1:0]);
        iswitch_core0_core_member_table0_lk_mac1v[i] <= (iswitch_core0_core_member_table0_t_mac[i][16-1:8] == iswitch_rx0_rx_slots0_drive3_dst[16-1:8]);
        iswitch_core0_core_member_table0_lk_mac2v[i] <= (iswitch_core0_core_member_table0_t_mac[i][24-1:16] == iswitch_rx0_rx_slots0_drive3_dst[24-1:16]);
        iswitch_core0_core_member_table0_lk_mac3v[i] <= (iswitch_core0_core_member_table0_t_mac[i][32-1:24] == iswitch_rx0_rx_slots0_drive3_dst[32-1:24]);
        iswitch_core0_core_member_table0_lk_mac4v[i] <= (iswitch_core0_core_member_table0_t_mac[i][40-1:32] == iswitch_rx0_rx_slots0_drive3_dst[40-1:32]);
        iswitch_core0_core_member_table0_lk_mac5v[i] <= (iswitch_core0_core_member_table0_t_mac[i][48-1:40] == iswitch_rx0_rx_slots0_drive3_dst[48-1:40]);
        iswitch_core0_core_member_table0_lk_ip0v[i] <= (iswitch_core0_core_member_table0_t_ip[i][8-1:0] == iswitch_rx0_rx_slots0_drive4_dst[8-1:0]);
        iswitch_core0_core_member_table0_lk_ip1v[i] <= (iswitch_core0_core_member_table0_t_ip[i][16-1:8] == iswitch_rx0_rx_slots0_drive4_dst[16-1:8]);
        iswitch_core0_core_member_table0_lk_ip2v[i] <= (iswitch_core0_core_member_table0_t_ip[i][24-1:16] == iswitch_rx0_rx_slots0_drive4_dst[24-1:16]);
        iswitch_core0_core_member_table0_lk_ip3v[i] <= (iswitch_core0_core_member_table0_t_ip[i][32-1:24] == iswitch_rx0_rx_slots0_drive4_dst[32-1:24]);
        iswitch_core0_core_member_table0_lk_portv[i] <= (iswitch_core0_core_member_table0_t_port[i] == iswitch_rx0_rx_slots0_drive5_dst);
    end
    fv = (~iswitch_core0_core_member_table0_t_valid);
    iswitch_core0_core_member_table0_lk_hitv <= hv;
    iswitch_core0_core_member_table0_lk_freev <= (fv & ((~fv) + 1));
    iswitch_core0_core_member_table0_lk_free <= (fv != 0);
    iswitch_core0_core_member_table0_lk_ports <= ports;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_member_table0_lookup_reduce
    iswitch_core0_core_member_table0_lk_hit <= (iswitch_core0_core_member_table0_lk_hitv != 0);
    iswitch_core0_core_member_table0_lk_loc <= ((((((((((((iswitch_core0_core_member_table0_lk_hitv & iswitch_core0_core_member_table0_lk_mac0v) & iswitch_core0_core_member_table0_lk_mac1v) & iswitch_core0_core_member_table0_lk_mac2v) & iswitch_core0_core_member_table0_lk_mac3v) & iswitch_core0_core_member_table0_lk_mac4v) & iswitch_core0_core_member_table0_lk_mac5v) & iswitch_core0_core_member_table0_lk_ip0v) & iswitch_core0_core_member_table0_lk_ip1v) & iswitch_core0_core_member_table0_lk_ip2v) & iswitch_core0_core_member_table0_lk_ip3v) & iswitch_core0_core_member_table0_lk_portv) != 0);
end


always @(iswitch_core0_core_member_table0_lk_hitv) begin: iswitch_core0_core_member_table0_lookup_bitmap
    reg [32-1:0] v;
    v = 32'h0;
    v = 0;
    v[16-1:0] = iswitch_core0_core_member_table0_lk_hitv;
    iswitch_core0_core_member_table0_lk_onehot = v;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_member_table0_entry_read
    iswitch_core0_core_member_table0_lk_qv <= ((iswitch_core0_core_read0_fr_w56[8-1:0] < 16) && iswitch_core0_core_member_table0_t_valid[iswitch_core0_core_read0_fr_w56[4-1:0]]);
    if ((iswitch_core0_core_read0_fr_w56[(4 + 1)-1:0] < 16)) begin
        iswitch_core0_core_member_table0_lk_qent <= {1'b1, (iswitch_core0_core_member_table0_t_type[iswitch_core0_core_read0_fr_w56[4-1:0]] != 0), 6'h0, iswitch_core0_core_member_table0_t_port[iswitch_core0_core_read0_fr_w56[4-1:0]], iswitch_core0_core_member_table0_t_worker[iswitch_core0_core_read0_fr_w56[4-1:0]]};
    end
end



assign iswitch_core0_core_counters0_onehot_decode0__eq_const0_bit = (iswitch_core0_core_counters0_drop_code == 1);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const1_bit = (iswitch_core0_core_counters0_drop_code == 2);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const2_bit = (iswitch_core0_core_counters0_drop_code == 3);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const3_bit = (iswitch_core0_core_counters0_drop_code == 4);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const4_bit = (iswitch_core0_core_counters0_drop_code == 5);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const5_bit = (iswitch_core0_core_counters0_drop_code == 6);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const6_bit = (iswitch_core0_core_counters0_drop_code == 7);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const7_bit = (iswitch_core0_core_counters0_drop_code == 8);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const8_bit = (iswitch_core0_core_counters0_drop_code == 9);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const9_bit = (iswitch_core0_core_counters0_drop_code == 10);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const10_bit = (iswitch_core0_core_counters0_drop_code == 11);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const11_bit = (iswitch_core0_core_counters0_drop_code == 12);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const12_bit = (iswitch_core0_core_counters0_drop_code == 13);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const13_bit = (iswitch_core0_core_counters0_drop_code == 14);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const14_bit = (iswitch_core0_core_counters0_drop_code == 15);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const15_bit = (iswitch_core0_core_counters0_drop_code == 16);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const16_bit = (iswitch_core0_core_counters0_drop_code == 17);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const17_bit = (iswitch_core0_core_counters0_drop_code == 18);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const18_bit = (iswitch_core0_core_counters0_drop_code == 19);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const19_bit = (iswitch_core0_core_counters0_drop_code == 20);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const20_bit = (iswitch_core0_core_counters0_drop_code == 21);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const21_bit = (iswitch_core0_core_counters0_drop_code == 22);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const22_bit = (iswitch_core0_core_counters0_drop_code == 23);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const23_bit = (iswitch_core0_core_counters0_drop_code == 24);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const24_bit = (iswitch_core0_core_counters0_drop_code == 25);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const25_bit = (iswitch_core0_core_counters0_drop_code == 26);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const26_bit = (iswitch_core0_core_counters0_drop_code == 27);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const27_bit = (iswitch_core0_core_counters0_drop_code == 28);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const28_bit = (iswitch_core0_core_counters0_drop_code == 29);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const29_bit = (iswitch_core0_core_counters0_drop_code == 30);



assign iswitch_core0_core_counters0_onehot_decode0__eq_const30_bit = (iswitch_core0_core_counters0_drop_code == 31);



assign iswitch_core0_core_counters0_drop_vec = iswitch_core0_core_counters0_onehot_decode0_whole;


always @(posedge axis_aclk) begin: iswitch_core0_core_counters0__query_select0__counter_pick0_pick
    if (iswitch_core0_core_read0_p_go) begin
        iswitch_core0_core_counters0__query_select0__counter_pick0_q <= iswitch_core0_core_counters0_cnt[iswitch_core0_core_counters0__query_select0__counter_pick0_idx];
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_counters0__query_select0__counter_pick1_pick
    if (iswitch_core0_core_read0_p_go) begin
        iswitch_core0_core_counters0__query_select0__counter_pick1_q <= iswitch_core0_core_counters0_cnt[iswitch_core0_core_counters0__query_select0__counter_pick1_idx];
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_counters0__query_select0__counter_pick2_pick
    if (iswitch_core0_core_read0_p_go) begin
        iswitch_core0_core_counters0__query_select0__counter_pick2_q <= iswitch_core0_core_counters0_cnt[iswitch_core0_core_counters0__query_select0__counter_pick2_idx];
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_counters0__query_select0__counter_pick3_pick
    if (iswitch_core0_core_read0_p_go) begin
        iswitch_core0_core_counters0__query_select0__counter_pick3_q <= iswitch_core0_core_counters0_cnt[iswitch_core0_core_counters0__query_select0__counter_pick3_idx];
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_counters0__query_select0__counter_pick4_pick
    if (iswitch_core0_core_read0_p_go) begin
        iswitch_core0_core_counters0__query_select0__counter_pick4_q <= iswitch_core0_core_counters0_cnt[iswitch_core0_core_counters0__query_select0__counter_pick4_idx];
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_counters0__query_select0__counter_pick5_pick
    if (iswitch_core0_core_read0_p_go) begin
        iswitch_core0_core_counters0__query_select0__counter_pick5_q <= iswitch_core0_core_counters0_cnt[iswitch_core0_core_counters0__query_select0__counter_pick5_idx];
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_counters0__query_select0__counter_pick6_pick
    if (iswitch_core0_core_read0_p_go) begin
        iswitch_core0_core_counters0__query_select0__counter_pick6_q <= iswitch_core0_core_counters0_cnt[iswitch_core0_core_counters0__query_select0__counter_pick6_idx];
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_counters0__query_select0__counter_pick7_pick
    if (iswitch_core0_core_read0_p_go) begin
        iswitch_core0_core_counters0__query_select0__counter_pick7_q <= iswitch_core0_core_counters0_cnt[iswitch_core0_core_counters0__query_select0__counter_pick7_idx];
    end
end



assign iswitch_core0_core_counters0__query_select0__page_eq0_bit = (iswitch_core0_core_counters0__query_select0_q_page_st && (iswitch_core0_core_counters0__query_select0_q_lo == 0));



assign iswitch_core0_core_counters0__query_select0__page_eq1_bit = (iswitch_core0_core_counters0__query_select0_q_page_st && (iswitch_core0_core_counters0__query_select0_q_lo == 1));



assign iswitch_core0_core_counters0__query_select0__page_eq2_bit = (iswitch_core0_core_counters0__query_select0_q_page_st && (iswitch_core0_core_counters0__query_select0_q_lo == 2));



assign iswitch_core0_core_counters0__query_select0__page_eq3_bit = (iswitch_core0_core_counters0__query_select0_q_page_st && (iswitch_core0_core_counters0__query_select0_q_lo == 3));



assign iswitch_core0_core_counters0__query_select0__page_eq4_bit = (iswitch_core0_core_counters0__query_select0_q_page_st && (iswitch_core0_core_counters0__query_select0_q_lo == 4));



assign iswitch_core0_core_counters0__query_select0__page_eq5_bit = (iswitch_core0_core_counters0__query_select0_q_page_st && (iswitch_core0_core_counters0__query_select0_q_lo == 5));



assign iswitch_core0_core_counters0__query_select0__page_eq6_bit = (iswitch_core0_core_counters0__query_select0_q_page_st && (iswitch_core0_core_counters0__query_select0_q_lo == 6));



assign iswitch_core0_core_counters0__query_select0__page_eq7_bit = (iswitch_core0_core_counters0__query_select0_q_page_st && (iswitch_core0_core_counters0__query_select0_q_lo == 7));



assign iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const31_bit = (iswitch_rx0_rx_slots0_drive12_dst[6-1:3] == 0);



assign iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const32_bit = (iswitch_rx0_rx_slots0_drive12_dst[6-1:3] == 1);



assign iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const33_bit = (iswitch_rx0_rx_slots0_drive12_dst[6-1:3] == 2);



assign iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const34_bit = (iswitch_rx0_rx_slots0_drive12_dst[6-1:3] == 3);



assign iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const35_bit = (iswitch_rx0_rx_slots0_drive12_dst[6-1:3] == 4);



assign iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const36_bit = (iswitch_rx0_rx_slots0_drive12_dst[6-1:3] == 5);



assign iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const37_bit = (iswitch_rx0_rx_slots0_drive12_dst[6-1:3] == 6);



assign iswitch_core0_core_counters0__query_select0_onehot_decode1__eq_const38_bit = (iswitch_rx0_rx_slots0_drive12_dst[6-1:3] == 7);



assign iswitch_core0_core_counters0__query_select0_qg_n = iswitch_core0_core_counters0__query_select0_onehot_decode1_whole;


always @(iswitch_core0_core_counters0__query_select0__gate0_src, iswitch_core0_core_counters0__query_select0_c_qsoh[0]) begin: iswitch_core0_core_counters0__query_select0__gate0_gate
    if (iswitch_core0_core_counters0__query_select0_c_qsoh[0]) begin
        iswitch_core0_core_counters0__query_select0__gate0_out = iswitch_core0_core_counters0__query_select0__gate0_src;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate0_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0__gate1_src, iswitch_core0_core_counters0__query_select0_c_qsoh[1]) begin: iswitch_core0_core_counters0__query_select0__gate1_gate
    if (iswitch_core0_core_counters0__query_select0_c_qsoh[1]) begin
        iswitch_core0_core_counters0__query_select0__gate1_out = iswitch_core0_core_counters0__query_select0__gate1_src;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate1_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0__gate2_src, iswitch_core0_core_counters0__query_select0_job_word) begin: iswitch_core0_core_counters0__query_select0__gate2_gate
    if (iswitch_core0_core_counters0__query_select0_job_word) begin
        iswitch_core0_core_counters0__query_select0__gate2_out = iswitch_core0_core_counters0__query_select0__gate2_src;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate2_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0_c_qsoh[3]) begin: iswitch_core0_core_counters0__query_select0__gate3_gate
    if (iswitch_core0_core_counters0__query_select0_c_qsoh[3]) begin
        iswitch_core0_core_counters0__query_select0__gate3_out = 16;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate3_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0_c_qsoh[4]) begin: iswitch_core0_core_counters0__query_select0__gate4_gate
    if (iswitch_core0_core_counters0__query_select0_c_qsoh[4]) begin
        iswitch_core0_core_counters0__query_select0__gate4_out = 16;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate4_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0__gate5_src, iswitch_core0_core_counters0__query_select0_c_qsoh[5]) begin: iswitch_core0_core_counters0__query_select0__gate5_gate
    if (iswitch_core0_core_counters0__query_select0_c_qsoh[5]) begin
        iswitch_core0_core_counters0__query_select0__gate5_out = iswitch_core0_core_counters0__query_select0__gate5_src;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate5_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0_c_qsoh[6]) begin: iswitch_core0_core_counters0__query_select0__gate6_gate
    if (iswitch_core0_core_counters0__query_select0_c_qsoh[6]) begin
        iswitch_core0_core_counters0__query_select0__gate6_out = 1;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate6_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0__gate7_src, iswitch_core0_core_counters0__query_select0_c_qsoh[7]) begin: iswitch_core0_core_counters0__query_select0__gate7_gate
    if (iswitch_core0_core_counters0__query_select0_c_qsoh[7]) begin
        iswitch_core0_core_counters0__query_select0__gate7_out = iswitch_core0_core_counters0__query_select0__gate7_src;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate7_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0_q_fx_en, iswitch_core0_core_counters0__query_select0_c_qs0, iswitch_core0_core_counters0__query_select0_c_qfx[0]) begin: iswitch_core0_core_counters0__query_select0__gate_en0_gate_en
    if ((iswitch_core0_core_counters0__query_select0_c_qfx[0] && iswitch_core0_core_counters0__query_select0_q_fx_en)) begin
        iswitch_core0_core_counters0__query_select0__gate_en0_out = iswitch_core0_core_counters0__query_select0_c_qs0;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate_en0_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0_q_fx_en, iswitch_core0_core_counters0__query_select0_c_qs1, iswitch_core0_core_counters0__query_select0_c_qfx[1]) begin: iswitch_core0_core_counters0__query_select0__gate_en1_gate_en
    if ((iswitch_core0_core_counters0__query_select0_c_qfx[1] && iswitch_core0_core_counters0__query_select0_q_fx_en)) begin
        iswitch_core0_core_counters0__query_select0__gate_en1_out = iswitch_core0_core_counters0__query_select0_c_qs1;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate_en1_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0_q_fx_en, iswitch_core0_core_counters0__query_select0_c_qs2, iswitch_core0_core_counters0__query_select0_c_qfx[2]) begin: iswitch_core0_core_counters0__query_select0__gate_en2_gate_en
    if ((iswitch_core0_core_counters0__query_select0_c_qfx[2] && iswitch_core0_core_counters0__query_select0_q_fx_en)) begin
        iswitch_core0_core_counters0__query_select0__gate_en2_out = iswitch_core0_core_counters0__query_select0_c_qs2;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate_en2_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0_q_fx_en, iswitch_core0_core_counters0__query_select0_c_qs3, iswitch_core0_core_counters0__query_select0_c_qfx[3]) begin: iswitch_core0_core_counters0__query_select0__gate_en3_gate_en
    if ((iswitch_core0_core_counters0__query_select0_c_qfx[3] && iswitch_core0_core_counters0__query_select0_q_fx_en)) begin
        iswitch_core0_core_counters0__query_select0__gate_en3_out = iswitch_core0_core_counters0__query_select0_c_qs3;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate_en3_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0_q_fx_en, iswitch_core0_core_counters0__query_select0_c_qs4, iswitch_core0_core_counters0__query_select0_c_qfx[4]) begin: iswitch_core0_core_counters0__query_select0__gate_en4_gate_en
    if ((iswitch_core0_core_counters0__query_select0_c_qfx[4] && iswitch_core0_core_counters0__query_select0_q_fx_en)) begin
        iswitch_core0_core_counters0__query_select0__gate_en4_out = iswitch_core0_core_counters0__query_select0_c_qs4;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate_en4_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0_q_grp_en, iswitch_core0_core_counters0__query_select0__counter_pick0_q, iswitch_core0_core_counters0__query_select0_c_qg[0]) begin: iswitch_core0_core_counters0__query_select0__gate_en5_gate_en
    if ((iswitch_core0_core_counters0__query_select0_c_qg[0] && iswitch_core0_core_counters0__query_select0_q_grp_en)) begin
        iswitch_core0_core_counters0__query_select0__gate_en5_out = iswitch_core0_core_counters0__query_select0__counter_pick0_q;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate_en5_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0_q_grp_en, iswitch_core0_core_counters0__query_select0__counter_pick1_q, iswitch_core0_core_counters0__query_select0_c_qg[1]) begin: iswitch_core0_core_counters0__query_select0__gate_en6_gate_en
    if ((iswitch_core0_core_counters0__query_select0_c_qg[1] && iswitch_core0_core_counters0__query_select0_q_grp_en)) begin
        iswitch_core0_core_counters0__query_select0__gate_en6_out = iswitch_core0_core_counters0__query_select0__counter_pick1_q;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate_en6_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0_q_grp_en, iswitch_core0_core_counters0__query_select0__counter_pick2_q, iswitch_core0_core_counters0__query_select0_c_qg[2]) begin: iswitch_core0_core_counters0__query_select0__gate_en7_gate_en
    if ((iswitch_core0_core_counters0__query_select0_c_qg[2] && iswitch_core0_core_counters0__query_select0_q_grp_en)) begin
        iswitch_core0_core_counters0__query_select0__gate_en7_out = iswitch_core0_core_counters0__query_select0__counter_pick2_q;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate_en7_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0_q_grp_en, iswitch_core0_core_counters0__query_select0__counter_pick3_q, iswitch_core0_core_counters0__query_select0_c_qg[3]) begin: iswitch_core0_core_counters0__query_select0__gate_en8_gate_en
    if ((iswitch_core0_core_counters0__query_select0_c_qg[3] && iswitch_core0_core_counters0__query_select0_q_grp_en)) begin
        iswitch_core0_core_counters0__query_select0__gate_en8_out = iswitch_core0_core_counters0__query_select0__counter_pick3_q;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate_en8_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0_q_grp_en, iswitch_core0_core_counters0__query_select0__counter_pick4_q, iswitch_core0_core_counters0__query_select0_c_qg[4]) begin: iswitch_core0_core_counters0__query_select0__gate_en9_gate_en
    if ((iswitch_core0_core_counters0__query_select0_c_qg[4] && iswitch_core0_core_counters0__query_select0_q_grp_en)) begin
        iswitch_core0_core_counters0__query_select0__gate_en9_out = iswitch_core0_core_counters0__query_select0__counter_pick4_q;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate_en9_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0_q_grp_en, iswitch_core0_core_counters0__query_select0__counter_pick5_q, iswitch_core0_core_counters0__query_select0_c_qg[5]) begin: iswitch_core0_core_counters0__query_select0__gate_en10_gate_en
    if ((iswitch_core0_core_counters0__query_select0_c_qg[5] && iswitch_core0_core_counters0__query_select0_q_grp_en)) begin
        iswitch_core0_core_counters0__query_select0__gate_en10_out = iswitch_core0_core_counters0__query_select0__counter_pick5_q;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate_en10_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0_q_grp_en, iswitch_core0_core_counters0__query_select0__counter_pick6_q, iswitch_core0_core_counters0__query_select0_c_qg[6]) begin: iswitch_core0_core_counters0__query_select0__gate_en11_gate_en
    if ((iswitch_core0_core_counters0__query_select0_c_qg[6] && iswitch_core0_core_counters0__query_select0_q_grp_en)) begin
        iswitch_core0_core_counters0__query_select0__gate_en11_out = iswitch_core0_core_counters0__query_select0__counter_pick6_q;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate_en11_out = 0;
    end
end


always @(iswitch_core0_core_counters0__query_select0_q_grp_en, iswitch_core0_core_counters0__query_select0__counter_pick7_q, iswitch_core0_core_counters0__query_select0_c_qg[7]) begin: iswitch_core0_core_counters0__query_select0__gate_en12_gate_en
    if ((iswitch_core0_core_counters0__query_select0_c_qg[7] && iswitch_core0_core_counters0__query_select0_q_grp_en)) begin
        iswitch_core0_core_counters0__query_select0__gate_en12_out = iswitch_core0_core_counters0__query_select0__counter_pick7_q;
    end
    else begin
        iswitch_core0_core_counters0__query_select0__gate_en12_out = 0;
    end
end



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree2_a = (iswitch_core0_core_counters0__query_select0__gate0_out | iswitch_core0_core_counters0__query_select0__gate1_out);



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree2__or_tree4_b = (iswitch_core0_core_counters0__query_select0__gate3_out | iswitch_core0_core_counters0__query_select0__gate4_out);



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree2_b = (iswitch_core0_core_counters0__query_select0__gate2_out | iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree2__or_tree4_b);



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1_a = (iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree2_a | iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree2_b);



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree6_a = (iswitch_core0_core_counters0__query_select0__gate5_out | iswitch_core0_core_counters0__query_select0__gate6_out);



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree6__or_tree8_b = (iswitch_core0_core_counters0__query_select0__gate_en0_out | iswitch_core0_core_counters0__query_select0__gate_en1_out);



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree6_b = (iswitch_core0_core_counters0__query_select0__gate7_out | iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree6__or_tree8_b);



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1_b = (iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree6_a | iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1__or_tree6_b);



assign iswitch_core0_core_counters0__query_select0__or_tree0_a = (iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1_a | iswitch_core0_core_counters0__query_select0__or_tree0__or_tree1_b);



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree11_a = (iswitch_core0_core_counters0__query_select0__gate_en2_out | iswitch_core0_core_counters0__query_select0__gate_en3_out);



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree11__or_tree13_b = (iswitch_core0_core_counters0__query_select0__gate_en5_out | iswitch_core0_core_counters0__query_select0__gate_en6_out);



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree11_b = (iswitch_core0_core_counters0__query_select0__gate_en4_out | iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree11__or_tree13_b);



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10_a = (iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree11_a | iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree11_b);



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree15__or_tree16_b = (iswitch_core0_core_counters0__query_select0__gate_en8_out | iswitch_core0_core_counters0__query_select0__gate_en9_out);



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree15_a = (iswitch_core0_core_counters0__query_select0__gate_en7_out | iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree15__or_tree16_b);



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree15__or_tree18_b = (iswitch_core0_core_counters0__query_select0__gate_en11_out | iswitch_core0_core_counters0__query_select0__gate_en12_out);



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree15_b = (iswitch_core0_core_counters0__query_select0__gate_en10_out | iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree15__or_tree18_b);



assign iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10_b = (iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree15_a | iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10__or_tree15_b);



assign iswitch_core0_core_counters0__query_select0__or_tree0_b = (iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10_a | iswitch_core0_core_counters0__query_select0__or_tree0__or_tree10_b);



assign iswitch_core0_core_counters0__query_select0_q_or = (iswitch_core0_core_counters0__query_select0__or_tree0_a | iswitch_core0_core_counters0__query_select0__or_tree0_b);



assign iswitch_core0_core_counters0__query_select0_q_lo = iswitch_rx0_rx_slots0_drive12_dst[8-1:0];



assign iswitch_core0_core_counters0__query_select0_q_iscnt = ((iswitch_core0_core_counters0__query_select0_q_lo < 29) || ((iswitch_core0_core_counters0__query_select0_q_lo >= 32) && (iswitch_core0_core_counters0__query_select0_q_lo < 35)) || ((iswitch_core0_core_counters0__query_select0_q_lo >= 40) && (iswitch_core0_core_counters0__query_select0_q_lo < 50)));



assign iswitch_core0_core_counters0__query_select0_job_word = (iswitch_core0_core_counters0__query_select0_c_qsoh[2] && iswitch_core0_core_counters0__query_select0_rg_job_bound);



assign iswitch_core0_core_counters0__query_select0_q_fx_en = iswitch_core0_core_counters0__query_select0_c_qcnt;
assign iswitch_core0_core_counters0__query_select0_q_grp_en = (iswitch_core0_core_counters0__query_select0_c_qcnt && iswitch_core0_core_counters0__query_select0_c_qnofx);



assign iswitch_core0_core_counters0__query_select0_q_page_cnt = ((iswitch_rx0_rx_slots0_drive11_dst == 0) && (iswitch_rx0_rx_slots0_drive12_dst[16-1:8] == 0));
assign iswitch_core0_core_counters0__query_select0_q_page_st = ((iswitch_rx0_rx_slots0_drive11_dst == 0) && (iswitch_rx0_rx_slots0_drive12_dst[16-1:8] == 1));
assign iswitch_core0_core_counters0__query_select0_qent_n = ((iswitch_rx0_rx_slots0_drive11_dst == 0) && (iswitch_rx0_rx_slots0_drive12_dst[16-1:8] == 2) && (iswitch_core0_core_counters0__query_select0_q_lo < 16));
assign iswitch_core0_core_counters0__query_select0_qfx_n = {(iswitch_core0_core_counters0__query_select0_q_lo == 42), (iswitch_core0_core_counters0__query_select0_q_lo == 34), (iswitch_core0_core_counters0__query_select0_q_lo == 33), (iswitch_core0_core_counters0__query_select0_q_lo == 32), (iswitch_core0_core_counters0__query_select0_q_lo == 40)};


always @(posedge axis_aclk) begin: iswitch_core0_core_counters0__query_select0_query_read
    if (iswitch_core0_core_read0_p_go) begin
        iswitch_core0_core_counters0__query_select0_c_qsoh <= iswitch_core0_core_counters0__query_select0_qst_n;
        iswitch_core0_core_counters0__query_select0_q_ent <= iswitch_core0_core_counters0__query_select0_qent_n;
        iswitch_core0_core_counters0__query_select0_q_none <= ((!(iswitch_core0_core_counters0__query_select0_q_page_cnt && iswitch_core0_core_counters0__query_select0_q_iscnt)) && (iswitch_core0_core_counters0__query_select0_qst_n == 0) && (!iswitch_core0_core_counters0__query_select0_qent_n));
        iswitch_core0_core_counters0__query_select0_c_qcnt <= (iswitch_core0_core_counters0__query_select0_q_page_cnt && iswitch_core0_core_counters0__query_select0_q_iscnt);
        iswitch_core0_core_counters0__query_select0_c_qfx <= iswitch_core0_core_counters0__query_select0_qfx_n;
        iswitch_core0_core_counters0__query_select0_c_qnofx <= (iswitch_core0_core_counters0__query_select0_qfx_n == 0);
        iswitch_core0_core_counters0__query_select0_c_qg <= iswitch_core0_core_counters0__query_select0_qg_n;
        iswitch_core0_core_counters0__query_select0_c_qs0 <= (iswitch_core0_core_counters0_cnt[40] + iswitch_rx0_rx_slots0_drive16_dst);
        iswitch_core0_core_counters0__query_select0_c_qs1 <= (iswitch_core0_core_counters0_cnt[32] + iswitch_rx0_rx_slots0_drive17_dst);
        iswitch_core0_core_counters0__query_select0_c_qs2 <= (iswitch_core0_core_counters0_cnt[33] + iswitch_rx0_rx_slots0_drive18_dst);
        iswitch_core0_core_counters0__query_select0_c_qs3 <= (iswitch_core0_core_counters0_cnt[34] + iswitch_rx0_rx_slots0_drive19_dst);
        iswitch_core0_core_counters0__query_select0_c_qs4 <= (iswitch_core0_core_counters0_cnt[42] + 1);
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_counters0__query_select0_query_value
    iswitch_core0_core_counters0__query_select0_q_value <= iswitch_core0_core_counters0__query_select0_q_or;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_counters0_deltas
    if (iswitch_core0_core_read0_p_go) begin
        iswitch_core0_core_counters0_c_dreg <= iswitch_rx0_rx_slots0_drive16_dst;
        iswitch_core0_core_counters0_c_dihl <= iswitch_rx0_rx_slots0_drive17_dst;
        iswitch_core0_core_counters0_c_dfrag <= iswitch_rx0_rx_slots0_drive18_dst;
        iswitch_core0_core_counters0_c_dproto <= iswitch_rx0_rx_slots0_drive19_dst;
    end
end


always @(iswitch_core0_core_read0_fr_ctrl, iswitch_core0_core_counters0_a_go, iswitch_core0_core_read0_fr_ok, iswitch_core0_core_counters0_dd_drop, iswitch_core0_core_read0_fr_drop) begin: iswitch_core0_core_counters0_drop_count
    iswitch_core0_core_counters0_drop_code = 0;
    if (iswitch_core0_core_counters0_a_go) begin
        if ((!iswitch_core0_core_read0_fr_ok)) begin
            iswitch_core0_core_counters0_drop_code = iswitch_core0_core_read0_fr_drop;
        end
        else if ((!iswitch_core0_core_read0_fr_ctrl)) begin
            iswitch_core0_core_counters0_drop_code = iswitch_core0_core_counters0_dd_drop;
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_counters0_count_select
    reg [64-1:0] inc;
    inc = 64'h0;
    inc = 0;
    inc[32-1:0] = iswitch_core0_core_counters0_drop_vec;
    iswitch_core0_core_counters0_cnt_clr <= 0;
    if (rst) begin
        // pass
    end
    else if (iswitch_core0_core_counters0_a_go) begin
        inc[40] = 1;
        inc[32] = 1;
        inc[33] = 1;
        inc[34] = 1;
        if ((!iswitch_core0_core_read0_fr_ok)) begin
            inc[0] = 1;
        end
        else if ((!iswitch_core0_core_read0_fr_ctrl)) begin
            if ((!iswitch_core0_core_counters0_dd_ok)) begin
                inc[0] = 1;
            end
            else begin
                if (iswitch_core0_core_counters0_dd_down) begin
                    inc[48] = 1;
                end
                else begin
                    inc[41] = 1;
                end
                if (iswitch_core0_core_counters0_dd_emit) begin
                    if (iswitch_core0_core_counters0_dd_up) begin
                        inc[47] = 1;
                    end
                    else begin
                        inc[43] = 1;
                    end
                end
            end
        end
        else begin
            if (iswitch_core0_core_counters0_dc_upack) begin
                inc[49] = 1;
            end
            else if ((!iswitch_core0_core_counters0_dc_ack)) begin
                inc[25] = 1;
                inc[0] = 1;
            end
            else begin
                inc[45] = 1;
                if ((iswitch_core0_core_counters0_dc_status != 0)) begin
                    inc[46] = 1;
                end
                if (iswitch_core0_core_counters0_dc_bad) begin
                    inc[24] = 1;
                    inc[0] = 1;
                end
                if (iswitch_core0_core_counters0_dc_rbusy) begin
                    inc[27] = 1;
                    inc[0] = 1;
                end
            end
            if (iswitch_core0_core_counters0_dc_ok) begin
                inc[42] = 1;
            end
            if ((iswitch_core0_core_member_table0_dc_reset && iswitch_core0_core_read0_fr_w56[0])) begin
                iswitch_core0_core_counters0_cnt_clr <= 1;
            end
            if (iswitch_core0_core_counters0_dc_fbcast) begin
                if (iswitch_core0_core_counters0_rg_child) begin
                    inc[47] = 1;
                end
                else begin
                    inc[43] = 1;
                end
            end
            if (iswitch_core0_core_counters0_dc_help) begin
                inc[44] = 1;
            end
            if (iswitch_core0_core_counters0_dc_resend) begin
                inc[47] = 1;
            end
        end
    end
    else if ((iswitch_core0_core_read0_state == 7)) begin
        inc[47] = 1;
    end
    else if ((((iswitch_core0_core_read0_state == 8) || (iswitch_core0_core_read0_state == 0)) && iswitch_core0_core_counters0_wk_push)) begin
        if (iswitch_core0_core_counters0_rg_child) begin
            inc[47] = 1;
        end
        else begin
            inc[43] = 1;
        end
    end
    iswitch_core0_core_counters0_cnt_inc <= inc;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_counters0_counters
    integer i;
    if (rst) begin
        for (i=0; i<64; i=i+1) begin
            iswitch_core0_core_counters0_cnt[i] <= 0;
        end
    end
    else if (iswitch_core0_core_counters0_cnt_clr) begin
        for (i=0; i<64; i=i+1) begin
            iswitch_core0_core_counters0_cnt[i] <= 0;
        end
        iswitch_core0_core_counters0_cnt[42] <= 1;
        iswitch_core0_core_counters0_cnt[45] <= 1;
    end
    else begin
        for (i=0; i<64; i=i+1) begin
            if (iswitch_core0_core_counters0_cnt_inc[i]) begin
                case (i)
                    'h28: begin
                        iswitch_core0_core_counters0_cnt[i] <= (iswitch_core0_core_counters0_cnt[i] + iswitch_core0_core_counters0_c_dreg);
                    end
                    'h20: begin
                        iswitch_core0_core_counters0_cnt[i] <= (iswitch_core0_core_counters0_cnt[i] + iswitch_core0_core_counters0_c_dihl);
                    end
                    'h21: begin
                        iswitch_core0_core_counters0_cnt[i] <= (iswitch_core0_core_counters0_cnt[i] + iswitch_core0_core_counters0_c_dfrag);
                    end
                    'h22: begin
                        iswitch_core0_core_counters0_cnt[i] <= (iswitch_core0_core_counters0_cnt[i] + iswitch_core0_core_counters0_c_dproto);
                    end
                    default: begin
                        iswitch_core0_core_counters0_cnt[i] <= (iswitch_core0_core_counters0_cnt[i] + 1);
                    end
                endcase
            end
        end
    end
end



assign iswitch_core0_core_pins0_onehot_decode2__eq_const39_bit = (iswitch_core0_core_pins0_pin_buf == 0);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const40_bit = (iswitch_core0_core_pins0_pin_buf == 1);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const41_bit = (iswitch_core0_core_pins0_pin_buf == 2);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const42_bit = (iswitch_core0_core_pins0_pin_buf == 3);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const43_bit = (iswitch_core0_core_pins0_pin_buf == 4);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const44_bit = (iswitch_core0_core_pins0_pin_buf == 5);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const45_bit = (iswitch_core0_core_pins0_pin_buf == 6);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const46_bit = (iswitch_core0_core_pins0_pin_buf == 7);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const47_bit = (iswitch_core0_core_pins0_pin_buf == 8);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const48_bit = (iswitch_core0_core_pins0_pin_buf == 9);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const49_bit = (iswitch_core0_core_pins0_pin_buf == 10);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const50_bit = (iswitch_core0_core_pins0_pin_buf == 11);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const51_bit = (iswitch_core0_core_pins0_pin_buf == 12);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const52_bit = (iswitch_core0_core_pins0_pin_buf == 13);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const53_bit = (iswitch_core0_core_pins0_pin_buf == 14);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const54_bit = (iswitch_core0_core_pins0_pin_buf == 15);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const55_bit = (iswitch_core0_core_pins0_pin_buf == 16);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const56_bit = (iswitch_core0_core_pins0_pin_buf == 17);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const57_bit = (iswitch_core0_core_pins0_pin_buf == 18);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const58_bit = (iswitch_core0_core_pins0_pin_buf == 19);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const59_bit = (iswitch_core0_core_pins0_pin_buf == 20);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const60_bit = (iswitch_core0_core_pins0_pin_buf == 21);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const61_bit = (iswitch_core0_core_pins0_pin_buf == 22);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const62_bit = (iswitch_core0_core_pins0_pin_buf == 23);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const63_bit = (iswitch_core0_core_pins0_pin_buf == 24);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const64_bit = (iswitch_core0_core_pins0_pin_buf == 25);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const65_bit = (iswitch_core0_core_pins0_pin_buf == 26);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const66_bit = (iswitch_core0_core_pins0_pin_buf == 27);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const67_bit = (iswitch_core0_core_pins0_pin_buf == 28);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const68_bit = (iswitch_core0_core_pins0_pin_buf == 29);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const69_bit = (iswitch_core0_core_pins0_pin_buf == 30);



assign iswitch_core0_core_pins0_onehot_decode2__eq_const70_bit = (iswitch_core0_core_pins0_pin_buf == 31);



assign iswitch_core0_core_pins0_pin_incv = iswitch_core0_core_pins0_onehot_decode2_whole;



assign iswitch_core0_core_pins0_onehot_decode3__eq_const71_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 0);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const72_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 1);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const73_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 2);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const74_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 3);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const75_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 4);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const76_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 5);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const77_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 6);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const78_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 7);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const79_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 8);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const80_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 9);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const81_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 10);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const82_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 11);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const83_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 12);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const84_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 13);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const85_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 14);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const86_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 15);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const87_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 16);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const88_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 17);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const89_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 18);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const90_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 19);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const91_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 20);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const92_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 21);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const93_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 22);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const94_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 23);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const95_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 24);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const96_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 25);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const97_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 26);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const98_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 27);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const99_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 28);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const100_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 29);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const101_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 30);



assign iswitch_core0_core_pins0_onehot_decode3__eq_const102_bit = (iswitch_core0_core_pins0_onehot_decode3_idx == 31);



assign iswitch_core0_core_pins0_pin_decv = iswitch_core0_core_pins0_onehot_decode3_whole;


always @(posedge axis_aclk) begin: iswitch_core0_core_pins0_pin_count
    integer i;
    if (rst) begin
        for (i=0; i<32; i=i+1) begin
            iswitch_core0_core_pins0_pins[i] <= 0;
        end
    end
    else begin
        for (i=0; i<32; i=i+1) begin
            if ((iswitch_core0_core_pins0_pin_inc && iswitch_core0_core_pins0_pin_incv[i] && (!(iswitch_core0_core_pins0_pl_rd_unpin && iswitch_core0_core_pins0_pin_decv[i])))) begin
                iswitch_core0_core_pins0_pins[i] <= (iswitch_core0_core_pins0_pins[i] + 1);
            end
            else if ((iswitch_core0_core_pins0_pl_rd_unpin && iswitch_core0_core_pins0_pin_decv[i] && (!(iswitch_core0_core_pins0_pin_inc && iswitch_core0_core_pins0_pin_incv[i])))) begin
                iswitch_core0_core_pins0_pins[i] <= (iswitch_core0_core_pins0_pins[i] - 1);
            end
        end
    end
end


always @(iswitch_core0_core_pins0_pins[0], iswitch_core0_core_pins0_pins[1], iswitch_core0_core_pins0_pins[2], iswitch_core0_core_pins0_pins[3], iswitch_core0_core_pins0_pins[4], iswitch_core0_core_pins0_pins[5], iswitch_core0_core_pins0_pins[6], iswitch_core0_core_pins0_pins[7], iswitch_core0_core_pins0_pins[8], iswitch_core0_core_pins0_pins[9], iswitch_core0_core_pins0_pins[10], iswitch_core0_core_pins0_pins[11], iswitch_core0_core_pins0_pins[12], iswitch_core0_core_pins0_pins[13], iswitch_core0_core_pins0_pins[14], iswitch_core0_core_pins0_pins[15], iswitch_core0_core_pins0_pins[16], iswitch_core0_core_pins0_pins[17], iswitch_core0_core_pins0_pins[18], iswitch_core0_core_pins0_pins[19], iswitch_core0_core_pins0_pins[20], iswitch_core0_core_pins0_pins[21], iswitch_core0_core_pins0_pins[22], iswitch_core0_core_pins0_pins[23], iswitch_core0_core_pins0_pins[24], iswitch_core0_core_pins0_pins[25], iswitch_core0_core_pins0_pins[26], iswitch_core0_core_pins0_pins[27], iswitch_core0_core_pins0_pins[28], iswitch_core0_core_pins0_pins[29], iswitch_core0_core_pins0_pins[30], iswitch_core0_core_pins0_pins[31]) begin: iswitch_core0_core_pins0_pin_read
    reg [32-1:0] nz;
    integer i;
    nz = 32'h0;
    for (i=0; i<32; i=i+1) begin
        nz[i] = (iswitch_core0_core_pins0_pins[i] != 0);
    end
    iswitch_core0_core_pins0_pin_nz = nz;
end



assign iswitch_core0_core_compare0_onehot_decode4__eq_const103_bit = (iswitch_core0_core_read0_fr_w52[16-1:8] == 1);



assign iswitch_core0_core_compare0_onehot_decode4__eq_const104_bit = (iswitch_core0_core_read0_fr_w52[16-1:8] == 2);



assign iswitch_core0_core_compare0_onehot_decode4__eq_const105_bit = (iswitch_core0_core_read0_fr_w52[16-1:8] == 3);



assign iswitch_core0_core_compare0_onehot_decode4__eq_const106_bit = (iswitch_core0_core_read0_fr_w52[16-1:8] == 4);



assign iswitch_core0_core_compare0_onehot_decode4__eq_const107_bit = (iswitch_core0_core_read0_fr_w52[16-1:8] == 5);



assign iswitch_core0_core_compare0_onehot_decode4__eq_const108_bit = (iswitch_core0_core_read0_fr_w52[16-1:8] == 6);



assign iswitch_core0_core_compare0_onehot_decode4__eq_const109_bit = (iswitch_core0_core_read0_fr_w52[16-1:8] == 7);



assign iswitch_core0_core_compare0_onehot_decode4__eq_const110_bit = (iswitch_core0_core_read0_fr_w52[16-1:8] == 8);



assign iswitch_core0_core_compare0_onehot_decode4__eq_const111_bit = (iswitch_core0_core_read0_fr_w52[16-1:8] == 9);



assign iswitch_core0_core_compare0_act_v = iswitch_core0_core_compare0_onehot_decode4_whole;


always @(posedge axis_aclk) begin: iswitch_core0_core_compare0_stage_compare
    reg [32-1:0] value;
    reg [32-1:0] a;
    reg [32-1:0] b;
    reg [32-1:0] tag;
    reg [32-1:0] bmap;
    reg [6-1:0] count;
    reg [8-1:0] pm1;
    value = 32'h0;
    a = 32'h0;
    b = 32'h0;
    tag = 32'h0;
    bmap = 32'h0;
    count = 6'h0;
    pm1 = 8'h0;
    value = {iswitch_core0_core_read0_fr_w54, iswitch_core0_core_read0_fr_w56};
    tag = iswitch_core0_core_read0_fr_meta[118+:32];
    bmap = iswitch_core0_core_read0_fr_meta[86+:32];
    count = iswitch_core0_core_read0_fr_meta[80+:6];
    if (iswitch_core0_core_read0_fr_ctrl) begin
        a = tag;
        b = value;
    end
    else begin
        a = iswitch_core0_core_read0_fr_seg;
        b = tag;
    end
    iswitch_core0_core_compare0_x_tag_eq <= (a == b);
    iswitch_core0_core_compare0_x_older <= ((a[31] ^ b[31]) ^ (a[31-1:0] < b[31-1:0]));
    iswitch_core0_core_compare0_x_dup <= ((bmap & iswitch_core0_core_member_table0_lk_onehot) != 0);
    iswitch_core0_core_compare0_x_len_bad <= ((iswitch_core0_core_read0_fr_w52[16-1:9] != 0) || (iswitch_core0_core_read0_fr_meta[55+:9] != iswitch_core0_core_read0_fr_w52[9-1:0]));
    iswitch_core0_core_compare0_x_pinned <= iswitch_core0_core_pins0_pin_nz[iswitch_core0_core_read0_fr_buf];
    iswitch_core0_core_compare0_x_cnt1 <= (count + 1);
    iswitch_core0_core_compare0_x_ge_add <= ((count + 1) >= iswitch_core0_core_compare0_rg_heff);
    iswitch_core0_core_compare0_x_ge_store <= (iswitch_core0_core_compare0_rg_heff <= 1);
    iswitch_core0_core_compare0_x_nsum <= (iswitch_core0_core_read0_fr_meta[64+:16] + iswitch_core0_core_read0_fr_w54);
    iswitch_core0_core_compare0_x_bmap <= (bmap | iswitch_core0_core_member_table0_lk_onehot);
    iswitch_core0_core_compare0_x_job_ok <= (iswitch_core0_core_counters0__query_select0_rg_job_bound && (iswitch_core0_core_read0_fr_job == iswitch_core0_core_compare0_rg_job));
    iswitch_core0_core_compare0_x_job_bad <= (iswitch_core0_core_counters0__query_select0_rg_job_bound && (iswitch_core0_core_read0_fr_job != iswitch_core0_core_compare0_rg_job));
    iswitch_core0_core_compare0_x_v_bad <= (value > 3);
    iswitch_core0_core_compare0_x_join_x <= (1'b1 && value[1]);
    iswitch_core0_core_compare0_x_role_x <= (1'b1 && value[29]);
    iswitch_core0_core_compare0_x_jmode_bad <= ((iswitch_core0_core_counters0__query_select0_rg_job_bound && (value[1] != iswitch_core0_core_compare0_rg_exact)) || (iswitch_core0_core_counters0_rg_child && (value[1] != iswitch_core0_core_compare0_rg_up_x)));
    iswitch_core0_core_compare0_x_mode_bad <= (iswitch_core0_core_read0_fr_w56[5] != iswitch_core0_core_compare0_rg_exact);
    iswitch_core0_core_compare0_x_v_bad_h <= ((value == 0) || (value > 16));
    iswitch_core0_core_compare0_x_sw_id <= (iswitch_core0_core_read0_fr_worker == 65535);
    iswitch_core0_core_compare0_x_act_bad <= ((iswitch_core0_core_read0_fr_w52[16-1:8] == 0) || (iswitch_core0_core_read0_fr_w52[16-1:8] > 9));
    iswitch_core0_core_compare0_x_act <= iswitch_core0_core_compare0_act_v;
    iswitch_core0_core_compare0_x_from_up <= (iswitch_core0_core_read0_fr_port == iswitch_core0_core_compare0_rg_up_port);
    iswitch_core0_core_compare0_x_incl <= (iswitch_core0_core_compare0_rg_up_att && iswitch_core0_core_read0_fr_w58[iswitch_core0_core_compare0_rg_up_idx]);
    pm1 = (value[24-1:16] - 1);
    if (value[31]) begin
        iswitch_core0_core_compare0_x_role_ok <= ((!value[(31 - 1)]) && (value[29-1:24] == 0) && (value[24-1:16] != 0) && ((value[24-1:16] & pm1) == 0) && (value[16-1:0] != 65535));
    end
    else begin
        iswitch_core0_core_compare0_x_role_ok <= (value == 0);
    end
    iswitch_core0_core_compare0_x_role_same <= (value == iswitch_core0_core_compare0_rg_up_cfg);
    iswitch_core0_core_compare0_x_ack_join <= ((iswitch_core0_core_read0_fr_acked == 1) && (iswitch_core0_core_read0_fr_worker == iswitch_core0_core_compare0_rg_up_id));
end


always @(iswitch_core0_core_compare0_x_job_ok, iswitch_core0_core_decide0_core_decide_data0_rg_h, iswitch_core0_core_compare0_x_mode_bad, iswitch_core0_core_read0_fr_ctrl, iswitch_core0_core_compare0_x_pinned, iswitch_core0_core_compare0_x_len_bad, iswitch_core0_core_compare0_x_dup, iswitch_core0_core_compare0_x_older, iswitch_core0_core_member_table0_lk_loc, iswitch_core0_core_read0_fr_ok, iswitch_core0_core_decide0_x_room3, iswitch_core0_core_compare0_x_tag_eq, iswitch_core0_core_member_table0_lk_hit, iswitch_core0_core_counters0_rg_child, iswitch_core0_core_read0_fr_meta, iswitch_core0_core_decide0_x_room2, iswitch_core0_core_compare0_x_from_up, iswitch_core0_core_read0_fr_w56) begin: iswitch_core0_core_decide0_core_decide_data0_data_drop
    reg [5-1:0] drop;
    reg [2-1:0] st;
    reg down;
    drop = 5'h0;
    st = 2'h0;
    down = 1'b0;
    st = iswitch_core0_core_read0_fr_meta[150+:2];
    down = (iswitch_core0_core_read0_fr_w56[1] != 0);
    drop = 0;
    if (down) begin
        if ((!iswitch_core0_core_counters0_rg_child)) begin
            drop = 13;
        end
        else if ((!iswitch_core0_core_compare0_x_from_up)) begin
            drop = 26;
        end
        else if ((!iswitch_core0_core_compare0_x_job_ok)) begin
            drop = 16;
        end
        else if (iswitch_core0_core_compare0_x_mode_bad) begin
            drop = 28;
        end
        else if (((st == 1) || (st == 3))) begin
            if ((!iswitch_core0_core_compare0_x_tag_eq)) begin
                drop = 18;
            end
            else if (iswitch_core0_core_compare0_x_len_bad) begin
                drop = 22;
            end
        end
        else if ((st == 2)) begin
            if (iswitch_core0_core_compare0_x_tag_eq) begin
                drop = 20;
            end
            else if (iswitch_core0_core_compare0_x_older) begin
                drop = 19;
            end
        end
    end
    else if ((!iswitch_core0_core_member_table0_lk_hit)) begin
        drop = 14;
    end
    else if ((!iswitch_core0_core_member_table0_lk_loc)) begin
        drop = 15;
    end
    else if ((!iswitch_core0_core_compare0_x_job_ok)) begin
        drop = 16;
    end
    else if (iswitch_core0_core_compare0_x_mode_bad) begin
        drop = 28;
    end
    else if ((iswitch_core0_core_decide0_core_decide_data0_rg_h == 0)) begin
        drop = 17;
    end
    else if (((st == 1) || (st == 3))) begin
        if ((!iswitch_core0_core_compare0_x_tag_eq)) begin
            drop = 18;
        end
        else if ((st == 3)) begin
            drop = 20;
        end
        else if (iswitch_core0_core_compare0_x_dup) begin
            drop = 21;
        end
        else if (iswitch_core0_core_compare0_x_len_bad) begin
            drop = 22;
        end
    end
    else if ((st == 2)) begin
        if (iswitch_core0_core_compare0_x_tag_eq) begin
            drop = 20;
        end
        else if (iswitch_core0_core_compare0_x_older) begin
            drop = 19;
        end
    end
    iswitch_core0_core_decide0_core_decide_data0_dn_drop = drop;
    iswitch_core0_core_decide0_core_decide_data0_dn_ok = (drop == 0);
    iswitch_core0_core_decide0_core_decide_data0_dn_down = down;
    iswitch_core0_core_decide0_core_decide_data0_dn_up = (iswitch_core0_core_counters0_rg_child && (!down));
    iswitch_core0_core_decide0_core_decide_data0_dn_store = (down || (st != 1));
    if (iswitch_core0_core_read0_fr_ctrl) begin
        iswitch_core0_core_decide0_core_decide_data0_dn_retry = (!iswitch_core0_core_decide0_x_room3);
    end
    else begin
        iswitch_core0_core_decide0_core_decide_data0_dn_retry = ((!iswitch_core0_core_decide0_x_room2) || (iswitch_core0_core_read0_fr_ok && (drop == 0) && (down || (st != 1)) && iswitch_core0_core_compare0_x_pinned));
    end
end


always @(iswitch_core0_core_member_table0_lk_onehot, iswitch_core0_core_read0_fr_job, iswitch_core0_core_read0_fr_w56, iswitch_core0_core_compare0_rg_heff, iswitch_core0_core_compare0_x_ge_add, iswitch_core0_core_compare0_x_bmap, iswitch_core0_core_compare0_x_ge_store, iswitch_core0_core_compare0_x_nsum, iswitch_core0_core_read0_fr_w54, iswitch_core0_core_counters0_rg_child, iswitch_core0_core_compare0_x_cnt1, iswitch_core0_core_read0_fr_meta, iswitch_core0_core_read0_fr_w52, iswitch_core0_core_compare0_x_incl, iswitch_core0_core_read0_fr_seg) begin: iswitch_core0_core_decide0_core_decide_data0_data_word
    reg [152-1:0] md;
    reg [2-1:0] st;
    reg ge;
    md = 152'h0;
    st = 2'h0;
    ge = 1'b0;
    md = iswitch_core0_core_read0_fr_meta;
    st = iswitch_core0_core_read0_fr_meta[150+:2];
    if (iswitch_core0_core_read0_fr_w56[1]) begin
        ge = 1'b1;
        md[118+:32] = iswitch_core0_core_read0_fr_seg;
        md[39+:16] = iswitch_core0_core_read0_fr_job;
        md[55+:9] = iswitch_core0_core_read0_fr_w52[9-1:0];
        md[64+:16] = iswitch_core0_core_read0_fr_w54;
        md[38] = (((st == 3) && iswitch_core0_core_read0_fr_meta[38]) || iswitch_core0_core_read0_fr_w56[3]);
        if ((st != 3)) begin
            md[32+:6] = iswitch_core0_core_compare0_rg_heff;
            md[80+:6] = 0;
        end
        if ((!((st == 3) && iswitch_core0_core_compare0_x_incl))) begin
            md[0+:32] = 0;
        end
        md[150+:2] = 2;
    end
    else begin
        if ((st == 1)) begin
            ge = (iswitch_core0_core_compare0_x_ge_add != 0);
            md[86+:32] = iswitch_core0_core_compare0_x_bmap;
            md[80+:6] = iswitch_core0_core_compare0_x_cnt1;
            md[64+:16] = iswitch_core0_core_compare0_x_nsum;
        end
        else begin
            ge = (iswitch_core0_core_compare0_x_ge_store != 0);
            md[118+:32] = iswitch_core0_core_read0_fr_seg;
            md[39+:16] = iswitch_core0_core_read0_fr_job;
            md[55+:9] = iswitch_core0_core_read0_fr_w52[9-1:0];
            md[38] = 0;
            md[86+:32] = iswitch_core0_core_member_table0_lk_onehot;
            md[80+:6] = 1;
            md[64+:16] = iswitch_core0_core_read0_fr_w54;
        end
        md[150+:2] = 1;
        if (ge) begin
            md[150+:2] = 2;
            if (iswitch_core0_core_counters0_rg_child) begin
                md[150+:2] = 3;
            end
            md[32+:6] = iswitch_core0_core_compare0_rg_heff;
            md[0+:32] = md[86+:32];
        end
    end
    iswitch_core0_core_decide0_core_decide_data0_dn_emit = ge;
    iswitch_core0_core_decide0_core_decide_data0_dn_md = md;
end



assign iswitch_core0_core_decide0_core_decide_ctrl0_dt_rbusy = (iswitch_core0_core_compare0_x_act[9] && iswitch_core0_core_compare0_x_role_ok && (!iswitch_core0_core_compare0_x_role_same) && iswitch_core0_core_counters0__query_select0_rg_job_bound);
assign iswitch_core0_core_decide0_core_decide_ctrl0_dt_role = (iswitch_core0_core_compare0_x_act[9] && iswitch_core0_core_compare0_x_role_ok && (!iswitch_core0_core_compare0_x_role_x) && (iswitch_core0_core_compare0_x_role_same || (!iswitch_core0_core_counters0__query_select0_rg_job_bound)));
assign iswitch_core0_core_decide0_core_decide_ctrl0_dt_join = (iswitch_core0_core_compare0_x_act[1] && (!iswitch_core0_core_compare0_x_v_bad) && (!iswitch_core0_core_compare0_x_join_x) && (!iswitch_core0_core_compare0_x_sw_id) && (!iswitch_core0_core_compare0_x_job_bad) && (!iswitch_core0_core_compare0_x_jmode_bad));
assign iswitch_core0_core_decide0_core_decide_ctrl0_dt_member = (iswitch_core0_core_member_table0_lk_hit && iswitch_core0_core_member_table0_lk_loc && iswitch_core0_core_compare0_x_job_ok);
assign iswitch_core0_core_decide0_core_decide_ctrl0_dt_fh = ((iswitch_core0_core_compare0_x_act[5] || iswitch_core0_core_compare0_x_act[6]) && iswitch_core0_core_member_table0_lk_hit && iswitch_core0_core_member_table0_lk_loc && iswitch_core0_core_compare0_x_job_ok && (iswitch_core0_core_read0_fr_meta[150+:2] != 0) && iswitch_core0_core_compare0_x_tag_eq);
assign iswitch_core0_core_decide0_core_decide_ctrl0_dt_st = iswitch_core0_core_read0_fr_meta[150+:2];



assign iswitch_core0_core_decide0_core_decide_ctrl0_cn_ack = (!iswitch_core0_core_compare0_x_act[7]);
assign iswitch_core0_core_decide0_core_decide_ctrl0_cn_upack = (iswitch_core0_core_compare0_x_act[7] && iswitch_core0_core_counters0_rg_child && iswitch_core0_core_compare0_x_from_up);
assign iswitch_core0_core_decide0_core_decide_ctrl0_cn_bad = iswitch_core0_core_compare0_x_act_bad;
assign iswitch_core0_core_decide0_core_decide_ctrl0_cn_rbusy = iswitch_core0_core_decide0_core_decide_ctrl0_dt_rbusy;
assign iswitch_core0_core_decide0_core_decide_ctrl0_cn_ok = ((!iswitch_core0_core_compare0_x_act[7]) && (!iswitch_core0_core_compare0_x_act_bad) && (!iswitch_core0_core_decide0_core_decide_ctrl0_dt_rbusy));
assign iswitch_core0_core_decide0_core_decide_ctrl0_cn_join = (iswitch_core0_core_decide0_core_decide_ctrl0_dt_join && (!iswitch_core0_core_member_table0_lk_hit) && iswitch_core0_core_member_table0_lk_free);
assign iswitch_core0_core_decide0_core_decide_ctrl0_cn_reset = iswitch_core0_core_compare0_x_act[3];
assign iswitch_core0_core_decide0_core_decide_ctrl0_cn_seth = (iswitch_core0_core_compare0_x_act[4] && (!iswitch_core0_core_compare0_x_v_bad_h));
assign iswitch_core0_core_decide0_core_decide_ctrl0_cn_role = iswitch_core0_core_decide0_core_decide_ctrl0_dt_role;
assign iswitch_core0_core_decide0_core_decide_ctrl0_cn_leave = (iswitch_core0_core_compare0_x_act[2] && iswitch_core0_core_decide0_core_decide_ctrl0_dt_member);
assign iswitch_core0_core_decide0_core_decide_ctrl0_cn_fbcast = (iswitch_core0_core_compare0_x_act[5] && iswitch_core0_core_decide0_core_decide_ctrl0_dt_fh && (iswitch_core0_core_decide0_core_decide_ctrl0_dt_st == 1));
assign iswitch_core0_core_decide0_core_decide_ctrl0_cn_help = (iswitch_core0_core_compare0_x_act[6] && iswitch_core0_core_decide0_core_decide_ctrl0_dt_fh && (iswitch_core0_core_decide0_core_decide_ctrl0_dt_st == 2));
assign iswitch_core0_core_decide0_core_decide_ctrl0_cn_resend = (iswitch_core0_core_decide0_core_decide_ctrl0_dt_fh && (iswitch_core0_core_decide0_core_decide_ctrl0_dt_st == 3));
assign iswitch_core0_core_decide0_core_decide_ctrl0_cn_req = ((iswitch_core0_core_decide0_core_decide_ctrl0_dt_role && iswitch_core0_core_read0_fr_w54[15]) || (iswitch_core0_core_compare0_x_act[5] && iswitch_core0_core_decide0_core_decide_ctrl0_dt_fh && (iswitch_core0_core_decide0_core_decide_ctrl0_dt_st != 2) && iswitch_core0_core_counters0_rg_child) || (iswitch_core0_core_compare0_x_act[6] && iswitch_core0_core_decide0_core_decide_ctrl0_dt_fh && (iswitch_core0_core_decide0_core_decide_ctrl0_dt_st == 3)));


always @(iswitch_core0_core_decide0_core_decide_ctrl0_dt_fh, iswitch_core0_core_compare0_x_act, iswitch_core0_core_decide0_core_decide_ctrl0_dt_join, iswitch_core0_core_member_table0_onehot_index0_idx, iswitch_core0_core_read0_fr_meta, iswitch_core0_core_counters0__query_select0_q_value, iswitch_core0_core_counters0__query_select0_q_ent, iswitch_core0_core_member_table0_lk_loc, iswitch_core0_core_decide0_core_decide_ctrl0_dt_role, iswitch_core0_core_member_table0_lk_qv, iswitch_core0_core_member_table0_lk_hit, iswitch_core0_core_compare0_x_v_bad_h, iswitch_core0_core_decide0_core_decide_data0_rg_h, iswitch_core0_core_counters0__query_select0_q_none, iswitch_core0_core_member_table0_onehot_index1_idx, iswitch_core0_core_member_table0_lk_free, iswitch_core0_core_counters0__query_select0__gate7_src, iswitch_core0_core_decide0_core_decide_ctrl0_dt_member, iswitch_core0_core_member_table0_lk_qent, iswitch_core0_core_member_table0_n_members) begin: iswitch_core0_core_decide0_core_decide_ctrl0_ctrl_result
    reg [32-1:0] result;
    result = 32'h0;
    result = 0;
    if ((iswitch_core0_core_decide0_core_decide_ctrl0_dt_join && iswitch_core0_core_member_table0_lk_hit && iswitch_core0_core_member_table0_lk_loc)) begin
        result[4-1:0] = iswitch_core0_core_member_table0_onehot_index0_idx;
    end
    if ((iswitch_core0_core_decide0_core_decide_ctrl0_dt_join && (!iswitch_core0_core_member_table0_lk_hit) && iswitch_core0_core_member_table0_lk_free)) begin
        result[4-1:0] = iswitch_core0_core_member_table0_onehot_index1_idx;
    end
    if ((iswitch_core0_core_compare0_x_act[4] && (!iswitch_core0_core_compare0_x_v_bad_h))) begin
        result[6-1:0] = iswitch_core0_core_decide0_core_decide_data0_rg_h;
    end
    if ((iswitch_core0_core_compare0_x_act[8] && iswitch_core0_core_counters0__query_select0_q_ent && iswitch_core0_core_member_table0_lk_qv)) begin
        result = iswitch_core0_core_member_table0_lk_qent;
    end
    if ((iswitch_core0_core_compare0_x_act[8] && (!iswitch_core0_core_counters0__query_select0_q_ent) && (!iswitch_core0_core_counters0__query_select0_q_none))) begin
        result = iswitch_core0_core_counters0__query_select0_q_value;
    end
    if (iswitch_core0_core_decide0_core_decide_ctrl0_dt_role) begin
        result = iswitch_core0_core_counters0__query_select0__gate7_src;
    end
    if ((iswitch_core0_core_compare0_x_act[2] && iswitch_core0_core_decide0_core_decide_ctrl0_dt_member && (iswitch_core0_core_member_table0_n_members > 1))) begin
        result[6-1:0] = (iswitch_core0_core_member_table0_n_members - 1);
    end
    if (iswitch_core0_core_decide0_core_decide_ctrl0_dt_fh) begin
        result[6-1:0] = iswitch_core0_core_read0_fr_meta[80+:6];
    end
    iswitch_core0_core_decide0_core_decide_ctrl0_cn_result = result;
end


always @(iswitch_core0_core_compare0_x_jmode_bad, iswitch_core0_core_decide0_core_decide_ctrl0_dt_fh, iswitch_core0_core_compare0_x_v_bad, iswitch_core0_core_compare0_x_act, iswitch_core0_core_decide0_core_decide_ctrl0_dt_st, iswitch_core0_core_compare0_x_act_bad, iswitch_core0_core_member_table0_lk_loc, iswitch_core0_core_member_table0_lk_hit, iswitch_core0_core_compare0_x_v_bad_h, iswitch_core0_core_compare0_x_job_ok, iswitch_core0_core_compare0_x_role_ok, iswitch_core0_core_compare0_x_older, iswitch_core0_core_counters0__query_select0_q_none, iswitch_core0_core_member_table0_lk_free, iswitch_core0_core_decide0_core_decide_ctrl0_dt_rbusy, iswitch_core0_core_compare0_x_join_x, iswitch_core0_core_compare0_x_sw_id, iswitch_core0_core_compare0_x_role_x, iswitch_core0_core_compare0_x_job_bad) begin: iswitch_core0_core_decide0_core_decide_ctrl0_ctrl_status
    reg [8-1:0] status;
    status = 8'h0;
    status = 0;
    if (iswitch_core0_core_compare0_x_act[7]) begin
        status = 0;
    end
    else if (iswitch_core0_core_compare0_x_act_bad) begin
        status = 1;
    end
    else if (iswitch_core0_core_decide0_core_decide_ctrl0_dt_rbusy) begin
        status = 11;
    end
    else if (iswitch_core0_core_compare0_x_act[1]) begin
        if ((iswitch_core0_core_compare0_x_v_bad || iswitch_core0_core_compare0_x_sw_id)) begin
            status = 6;
        end
        else if (iswitch_core0_core_compare0_x_join_x) begin
            status = 13;
        end
        else if (iswitch_core0_core_compare0_x_job_bad) begin
            status = 7;
        end
        else if (iswitch_core0_core_compare0_x_jmode_bad) begin
            status = 12;
        end
        else if ((iswitch_core0_core_member_table0_lk_hit && (!iswitch_core0_core_member_table0_lk_loc))) begin
            status = 5;
        end
        else if (((!iswitch_core0_core_member_table0_lk_hit) && (!iswitch_core0_core_member_table0_lk_free))) begin
            status = 4;
        end
    end
    else if ((iswitch_core0_core_compare0_x_act[4] || iswitch_core0_core_compare0_x_act[8] || iswitch_core0_core_compare0_x_act[9])) begin
        if (((iswitch_core0_core_compare0_x_act[4] && iswitch_core0_core_compare0_x_v_bad_h) || (iswitch_core0_core_compare0_x_act[8] && iswitch_core0_core_counters0__query_select0_q_none) || (iswitch_core0_core_compare0_x_act[9] && (!iswitch_core0_core_compare0_x_role_ok)))) begin
            status = 6;
        end
        else if ((iswitch_core0_core_compare0_x_act[9] && iswitch_core0_core_compare0_x_role_x)) begin
            status = 13;
        end
    end
    else if (iswitch_core0_core_compare0_x_act[3]) begin
        status = 0;
    end
    else if ((!iswitch_core0_core_member_table0_lk_hit)) begin
        status = 2;
    end
    else if ((!iswitch_core0_core_member_table0_lk_loc)) begin
        status = 3;
    end
    else if ((!iswitch_core0_core_compare0_x_job_ok)) begin
        status = 7;
    end
    else if (iswitch_core0_core_compare0_x_act[2]) begin
        status = 0;
    end
    else if ((!iswitch_core0_core_decide0_core_decide_ctrl0_dt_fh)) begin
        if ((iswitch_core0_core_compare0_x_act[6] && (iswitch_core0_core_decide0_core_decide_ctrl0_dt_st != 0) && (!iswitch_core0_core_compare0_x_older))) begin
            status = 8;
        end
        else if (iswitch_core0_core_compare0_x_act[6]) begin
            status = 9;
        end
        else begin
            status = 8;
        end
    end
    else if (iswitch_core0_core_compare0_x_act[5]) begin
        if ((iswitch_core0_core_decide0_core_decide_ctrl0_dt_st == 2)) begin
            status = 10;
        end
    end
    else if ((iswitch_core0_core_decide0_core_decide_ctrl0_dt_st != 2)) begin
        status = 9;
    end
    iswitch_core0_core_decide0_core_decide_ctrl0_cn_status = status;
end


always @(iswitch_core0_core_read0_fr_meta, iswitch_core0_core_compare0_rg_heff, iswitch_core0_core_counters0_rg_child) begin: iswitch_core0_core_decide0_core_decide_ctrl0_ctrl_word
    reg [152-1:0] md;
    md = 152'h0;
    md = iswitch_core0_core_read0_fr_meta;
    md[150+:2] = 2;
    if (iswitch_core0_core_counters0_rg_child) begin
        md[150+:2] = 3;
    end
    md[38] = 1;
    md[32+:6] = iswitch_core0_core_compare0_rg_heff;
    md[0+:32] = iswitch_core0_core_read0_fr_meta[86+:32];
    iswitch_core0_core_decide0_core_decide_ctrl0_cn_md = md;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg0_reg
    iswitch_core0_core_counters0_dd_drop <= iswitch_core0_core_decide0_core_decide_data0_dn_drop;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg1_reg
    iswitch_core0_core_counters0_dd_ok <= iswitch_core0_core_decide0_core_decide_data0_dn_ok;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg2_reg
    iswitch_core0_core_decide0__reg2_q <= iswitch_core0_core_decide0_core_decide_data0_dn_retry;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg3_reg
    iswitch_core0_core_decide0__reg3_q <= iswitch_core0_core_decide0_core_decide_data0_dn_store;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg4_reg
    iswitch_core0_core_counters0_dd_emit <= iswitch_core0_core_decide0_core_decide_data0_dn_emit;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg5_reg
    iswitch_core0_core_decide0__reg5_q <= iswitch_core0_core_decide0_core_decide_data0_dn_md;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg6_reg
    iswitch_core0_core_counters0_dd_down <= iswitch_core0_core_decide0_core_decide_data0_dn_down;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg7_reg
    iswitch_core0_core_counters0_dd_up <= iswitch_core0_core_decide0_core_decide_data0_dn_up;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg8_reg
    iswitch_core0_core_counters0_dc_ack <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_ack;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg9_reg
    iswitch_core0_core_counters0_dc_status <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_status;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg10_reg
    iswitch_core0_core_decide0__reg10_q <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_result;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg11_reg
    iswitch_core0_core_counters0_dc_ok <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_ok;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg12_reg
    iswitch_core0_core_counters0_dc_bad <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_bad;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg13_reg
    iswitch_core0_core_member_table0_dc_join <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_join;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg14_reg
    iswitch_core0_core_member_table0_dc_leave <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_leave;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg15_reg
    iswitch_core0_core_member_table0_dc_reset <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_reset;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg16_reg
    iswitch_core0_core_decide0__reg16_q <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_seth;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg17_reg
    iswitch_core0_core_counters0_dc_fbcast <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_fbcast;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg18_reg
    iswitch_core0_core_counters0_dc_help <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_help;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg19_reg
    iswitch_core0_core_decide0__reg19_q <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_md;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg20_reg
    iswitch_core0_core_counters0_dc_upack <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_upack;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg21_reg
    iswitch_core0_core_counters0_dc_rbusy <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_rbusy;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg22_reg
    iswitch_core0_core_decide0__reg22_q <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_role;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg23_reg
    iswitch_core0_core_counters0_dc_resend <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_resend;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_decide0__reg24_reg
    iswitch_core0_core_decide0__reg24_q <= iswitch_core0_core_decide0_core_decide_ctrl0_cn_req;
end



assign iswitch_core0_core_counters0_a_go = ((iswitch_core0_core_read0_state == 4) && (!iswitch_core0_core_decide0__reg2_q));
assign iswitch_core0_core_member_table0_a_ctl = ((iswitch_core0_core_read0_state == 4) && (!iswitch_core0_core_decide0__reg2_q) && iswitch_core0_core_read0_fr_ok && iswitch_core0_core_read0_fr_ctrl);
assign iswitch_core0_core_engine0_a_commit = ((iswitch_core0_core_read0_state == 4) && (!iswitch_core0_core_decide0__reg2_q) && iswitch_core0_core_read0_fr_ok && (!iswitch_core0_core_read0_fr_ctrl) && iswitch_core0_core_counters0_dd_ok);


always @(iswitch_core0_core_member_table0_n_members, iswitch_core0_core_decide0_core_decide_data0_rg_h) begin: iswitch_core0_core_engine0_threshold_now
    if ((iswitch_core0_core_decide0_core_decide_data0_rg_h < iswitch_core0_core_member_table0_n_members)) begin
        iswitch_core0_core_engine0_rg_heff_now = iswitch_core0_core_decide0_core_decide_data0_rg_h;
    end
    else begin
        iswitch_core0_core_engine0_rg_heff_now = iswitch_core0_core_member_table0_n_members;
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_engine0_threshold
    iswitch_core0_core_compare0_rg_heff <= iswitch_core0_core_engine0_rg_heff_now;
end


always @(rst, iswitch_core0_core_counters0_dd_ok, iswitch_core0_core_read0_fr_ok, iswitch_rx0_rx_slots0_staged_valid, iswitch_core0_core_member_table0_dc_leave, iswitch_core0_core_decide0__reg24_q, iswitch_core0_core_engine0_f_req, iswitch_core0_core_counters0_dc_resend, iswitch_core0_core_engine0_a_mode, iswitch_core0_core_read0_walking, iswitch_core0_core_decide0__reg16_q, iswitch_core0_core_engine0_w_release, iswitch_core0_core_read0_state, iswitch_core0_core_decide0__reg2_q, iswitch_core0_core_engine0_cm_done, iswitch_core0_core_member_table0_dc_reset, iswitch_core0_core_engine0_a_memv, iswitch_core0_core_engine0_wk_end, iswitch_core0_core_read0_fr_ctrl, iswitch_core0_core_counters0_dc_help, iswitch_core0_core_member_table0_lk_hitv, iswitch_core0_core_counters0_dc_fbcast, iswitch_core0_core_member_table0_n_members) begin: iswitch_core0_core_engine0_engine_next
    iswitch_core0_core_engine0_st_n = iswitch_core0_core_read0_state;
    iswitch_core0_core_engine0_walking_n = iswitch_core0_core_read0_walking;
    iswitch_core0_core_engine0_mode_n = iswitch_core0_core_engine0_a_mode;
    iswitch_core0_core_engine0_memv_n = iswitch_core0_core_engine0_a_memv;
    iswitch_core0_core_engine0_w_release_n = iswitch_core0_core_engine0_w_release;
    if (rst) begin
        iswitch_core0_core_engine0_st_n = 0;
        iswitch_core0_core_engine0_walking_n = 1;
        iswitch_core0_core_engine0_mode_n = 2;
        iswitch_core0_core_engine0_w_release_n = 0;
    end
    else if ((iswitch_core0_core_read0_state == 1)) begin
        if (iswitch_rx0_rx_slots0_staged_valid) begin
            iswitch_core0_core_engine0_st_n = 2;
        end
    end
    else if ((iswitch_core0_core_read0_state == 2)) begin
        iswitch_core0_core_engine0_st_n = 3;
    end
    else if ((iswitch_core0_core_read0_state == 3)) begin
        iswitch_core0_core_engine0_st_n = 4;
    end
    else if ((iswitch_core0_core_read0_state == 4)) begin
        if (iswitch_core0_core_decide0__reg2_q) begin
            iswitch_core0_core_engine0_st_n = 10;
        end
        else if ((!iswitch_core0_core_read0_fr_ok)) begin
            iswitch_core0_core_engine0_st_n = 9;
        end
        else if ((!iswitch_core0_core_read0_fr_ctrl)) begin
            if ((!iswitch_core0_core_counters0_dd_ok)) begin
                iswitch_core0_core_engine0_st_n = 9;
            end
            else begin
                iswitch_core0_core_engine0_st_n = 5;
            end
        end
        else begin
            iswitch_core0_core_engine0_st_n = 9;
            if (iswitch_core0_core_member_table0_dc_reset) begin
                iswitch_core0_core_engine0_mode_n = 2;
                iswitch_core0_core_engine0_w_release_n = 1;
                iswitch_core0_core_engine0_st_n = 8;
                iswitch_core0_core_engine0_walking_n = 1;
            end
            if (iswitch_core0_core_decide0__reg16_q) begin
                iswitch_core0_core_engine0_mode_n = 0;
                iswitch_core0_core_engine0_w_release_n = 1;
                iswitch_core0_core_engine0_st_n = 8;
                iswitch_core0_core_engine0_walking_n = 1;
            end
            if (iswitch_core0_core_member_table0_dc_leave) begin
                iswitch_core0_core_engine0_w_release_n = 1;
                iswitch_core0_core_engine0_st_n = 8;
                iswitch_core0_core_engine0_walking_n = 1;
                if ((iswitch_core0_core_member_table0_n_members == 1)) begin
                    iswitch_core0_core_engine0_mode_n = 2;
                end
                else begin
                    iswitch_core0_core_engine0_mode_n = 1;
                    iswitch_core0_core_engine0_memv_n = iswitch_core0_core_member_table0_lk_hitv;
                end
            end
            if ((iswitch_core0_core_counters0_dc_fbcast || iswitch_core0_core_counters0_dc_help || iswitch_core0_core_counters0_dc_resend)) begin
                iswitch_core0_core_engine0_st_n = 6;
            end
            else if (iswitch_core0_core_decide0__reg24_q) begin
                iswitch_core0_core_engine0_st_n = 7;
            end
        end
    end
    else if ((iswitch_core0_core_read0_state == 5)) begin
        if (iswitch_core0_core_engine0_cm_done) begin
            iswitch_core0_core_engine0_st_n = 1;
        end
    end
    else if ((iswitch_core0_core_read0_state == 6)) begin
        if (iswitch_core0_core_engine0_f_req) begin
            iswitch_core0_core_engine0_st_n = 7;
        end
        else begin
            iswitch_core0_core_engine0_st_n = 9;
        end
    end
    else if ((iswitch_core0_core_read0_state == 7)) begin
        iswitch_core0_core_engine0_st_n = 9;
    end
    else if (((iswitch_core0_core_read0_state == 8) || (iswitch_core0_core_read0_state == 0))) begin
        if (iswitch_core0_core_engine0_wk_end) begin
            iswitch_core0_core_engine0_walking_n = 0;
            if (((iswitch_core0_core_read0_state == 0) || (!iswitch_core0_core_engine0_w_release))) begin
                iswitch_core0_core_engine0_st_n = 1;
            end
            else begin
                iswitch_core0_core_engine0_st_n = 9;
            end
        end
    end
    else begin
        iswitch_core0_core_engine0_st_n = 1;
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_engine0_engine_state
    iswitch_core0_core_read0_state <= iswitch_core0_core_engine0_st_n;
    iswitch_core0_core_read0_walking <= iswitch_core0_core_engine0_walking_n;
    iswitch_core0_core_engine0_a_mode <= iswitch_core0_core_engine0_mode_n;
    iswitch_core0_core_engine0_a_memv <= iswitch_core0_core_engine0_memv_n;
    iswitch_core0_core_engine0_w_release <= iswitch_core0_core_engine0_w_release_n;
end


always @(posedge axis_aclk) begin: iswitch_core0_core_engine0_engine_commit
    iswitch_core0_core_engine0_cm_res <= 0;
    iswitch_core0_core_engine0_cm_kill <= 0;
    if (rst) begin
        iswitch_core0_core_engine0_cm_dec <= 0;
        iswitch_core0_core_engine0_f_emit <= 0;
    end
    else if ((iswitch_core0_core_read0_state == 1)) begin
        if (iswitch_rx0_rx_slots0_staged_valid) begin
            iswitch_core0_core_engine0_cm_dec <= 0;
        end
    end
    else if ((iswitch_core0_core_read0_state == 4)) begin
        iswitch_core0_core_engine0_cm_res <= 1;
        if ((iswitch_core0_core_decide0__reg2_q || (!iswitch_core0_core_read0_fr_ok))) begin
            iswitch_core0_core_engine0_cm_kill <= 1;
        end
        else if ((!iswitch_core0_core_read0_fr_ctrl)) begin
            if ((!iswitch_core0_core_counters0_dd_ok)) begin
                iswitch_core0_core_engine0_cm_kill <= 1;
            end
            else begin
                iswitch_core0_core_engine0_cm_dec <= 1;
                iswitch_core0_core_engine0_cm_store <= iswitch_core0_core_decide0__reg3_q;
                iswitch_core0_core_engine0_f_emit <= iswitch_core0_core_counters0_dd_emit;
            end
        end
        else begin
            iswitch_core0_core_engine0_f_req <= iswitch_core0_core_decide0__reg24_q;
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_engine0_engine_writes
    iswitch_core0_wr_meta_we <= 0;
    iswitch_core0_core_engine0_wr_d_we <= 0;
    iswitch_core0_core_pins0_pin_inc <= 0;
    if (rst) begin
        // pass
    end
    else if (iswitch_core0_core_engine0_a_commit) begin
        iswitch_core0_wr_meta_we <= 1;
    end
    else if (iswitch_core0_core_member_table0_a_ctl) begin
        if ((iswitch_core0_core_counters0_dc_ack && (!iswitch_core0_core_counters0_dc_upack))) begin
            iswitch_core0_core_engine0_wr_d_we <= 1;
        end
        if (iswitch_core0_core_counters0_dc_fbcast) begin
            iswitch_core0_wr_meta_we <= 1;
        end
    end
    else if ((iswitch_core0_core_read0_state == 5)) begin
        if ((iswitch_core0_core_engine0_cm_done && iswitch_core0_core_engine0_f_emit)) begin
            iswitch_core0_core_engine0_wr_d_we <= 1;
            iswitch_core0_core_pins0_pin_inc <= 1;
            iswitch_core0_core_pins0_pin_buf <= iswitch_core0_core_engine0_cm_buf;
        end
    end
    else if ((iswitch_core0_core_read0_state == 6)) begin
        iswitch_core0_core_engine0_wr_d_we <= 1;
        iswitch_core0_core_pins0_pin_inc <= 1;
        iswitch_core0_core_pins0_pin_buf <= iswitch_core0_core_read0_fr_buf;
    end
    else if ((iswitch_core0_core_read0_state == 7)) begin
        iswitch_core0_core_engine0_wr_d_we <= 1;
    end
    else if (((iswitch_core0_core_read0_state == 8) || (iswitch_core0_core_read0_state == 0))) begin
        iswitch_core0_wr_meta_we <= iswitch_core0_core_engine0_wk_we;
        if (iswitch_core0_core_counters0_wk_push) begin
            iswitch_core0_core_engine0_wr_d_we <= 1;
            iswitch_core0_core_pins0_pin_inc <= 1;
            iswitch_core0_core_pins0_pin_buf <= iswitch_core0_core_engine0_wk_idx2;
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_engine0_meta_word
    if ((iswitch_core0_core_read0_state == 4)) begin
        iswitch_core0_wr_meta_wa <= iswitch_core0_core_read0_fr_buf;
        if (iswitch_core0_core_read0_fr_ctrl) begin
            iswitch_core0_wr_meta_wd <= iswitch_core0_core_decide0__reg19_q;
        end
        else begin
            iswitch_core0_wr_meta_wd <= iswitch_core0_core_decide0__reg5_q;
        end
    end
    else begin
        iswitch_core0_wr_meta_wa <= iswitch_core0_core_engine0_wk_idx2;
        iswitch_core0_wr_meta_wd <= iswitch_core0_core_engine0_wk_md;
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_engine0_switch_regs
    if (rst) begin
        iswitch_core0_core_decide0_core_decide_data0_rg_h <= 0;
        iswitch_core0_core_counters0__query_select0_rg_job_bound <= 0;
        iswitch_core0_core_compare0_rg_job <= 0;
        iswitch_core0_core_compare0_rg_exact <= 0;
        iswitch_core0_core_engine0_rg_busy <= 0;
        iswitch_core0_core_counters0_rg_child <= 0;
        iswitch_core0_core_compare0_rg_up_x <= 0;
        iswitch_core0_core_compare0_rg_up_port <= 0;
        iswitch_core0_core_compare0_rg_up_id <= 0;
        iswitch_core0_core_compare0_rg_up_att <= 0;
        iswitch_core0_core_compare0_rg_up_idx <= 0;
    end
    else if (iswitch_core0_core_engine0_a_commit) begin
        if ((iswitch_core0_core_decide0__reg3_q && (iswitch_core0_core_read0_fr_meta[150+:2] == 0))) begin
            iswitch_core0_core_engine0_rg_busy <= (iswitch_core0_core_engine0_rg_busy + 1);
        end
    end
    else if (iswitch_core0_core_member_table0_a_ctl) begin
        if ((iswitch_core0_core_counters0_dc_upack && iswitch_core0_core_compare0_x_ack_join)) begin
            iswitch_core0_core_compare0_rg_up_att <= (iswitch_core0_core_read0_fr_w52[8-1:0] == 0);
            iswitch_core0_core_compare0_rg_up_idx <= iswitch_core0_core_read0_fr_w58[5-1:0];
        end
        if (iswitch_core0_core_decide0__reg22_q) begin
            iswitch_core0_core_counters0_rg_child <= iswitch_core0_core_read0_fr_w54[15];
            iswitch_core0_core_compare0_rg_up_port <= iswitch_core0_core_read0_fr_w54[8-1:0];
            iswitch_core0_core_compare0_rg_up_id <= iswitch_core0_core_read0_fr_w56;
            iswitch_core0_core_compare0_rg_up_x <= iswitch_core0_core_read0_fr_w54[13];
            if ((!iswitch_core0_core_compare0_x_role_same)) begin
                iswitch_core0_core_compare0_rg_up_att <= 0;
                iswitch_core0_core_compare0_rg_up_idx <= 0;
            end
        end
        if ((iswitch_core0_core_member_table0_dc_join && (!iswitch_core0_core_counters0__query_select0_rg_job_bound))) begin
            iswitch_core0_core_counters0__query_select0_rg_job_bound <= 1;
            iswitch_core0_core_compare0_rg_job <= iswitch_core0_core_read0_fr_job;
            iswitch_core0_core_compare0_rg_exact <= iswitch_core0_core_read0_fr_w56[1];
        end
        if (iswitch_core0_core_member_table0_dc_reset) begin
            iswitch_core0_core_decide0_core_decide_data0_rg_h <= 0;
            iswitch_core0_core_counters0__query_select0_rg_job_bound <= 0;
            iswitch_core0_core_engine0_rg_busy <= 0;
        end
        if (iswitch_core0_core_decide0__reg16_q) begin
            iswitch_core0_core_decide0_core_decide_data0_rg_h <= iswitch_core0_core_read0_fr_w56[6-1:0];
        end
        if ((iswitch_core0_core_member_table0_dc_leave && (iswitch_core0_core_member_table0_n_members == 1))) begin
            iswitch_core0_core_counters0__query_select0_rg_job_bound <= 0;
            iswitch_core0_core_engine0_rg_busy <= 0;
        end
    end
end


always @(iswitch_core0_core_engine0_cm_more_a, iswitch_core0_core_engine0_cm_hazard_a, iswitch_core0_core_engine0_a_commit, iswitch_core0_core_engine0_cm_at_last_a, iswitch_core0_core_engine0_st_n, iswitch_core0_core_decide0__reg3_q, iswitch_core0_core_engine0_cm_store) begin: iswitch_core0_core_engine0_rel_next
    reg store_n;
    store_n = (iswitch_core0_core_engine0_cm_store != 0);
    if (iswitch_core0_core_engine0_a_commit) begin
        store_n = (iswitch_core0_core_decide0__reg3_q != 0);
    end
    iswitch_core0_core_engine0_rel_n = ((iswitch_core0_core_engine0_st_n == 9) || ((iswitch_core0_core_engine0_st_n == 5) && ((!iswitch_core0_core_engine0_cm_more_a) || (iswitch_core0_core_engine0_cm_at_last_a && (store_n || (!iswitch_core0_core_engine0_cm_hazard_a))))));
end


always @(posedge axis_aclk) begin: iswitch_core0_core_engine0_release
    iswitch_rx0_rx_slots0_staged_ready <= iswitch_core0_core_engine0_rel_n;
end


always @(iswitch_core0_core_commit_pipe0_sb_buf[0], iswitch_core0_core_commit_pipe0_sb_buf[1], iswitch_core0_core_commit_pipe0_sb_buf[2], iswitch_core0_core_commit_pipe0_sb_buf[3], iswitch_core0_core_commit_pipe0_sb_buf[4], iswitch_core0_core_commit_pipe0_sb_buf[5], iswitch_core0_core_commit_pipe0_sb_buf[6], iswitch_core0_core_commit_pipe0_st_dly[0], iswitch_core0_core_commit_pipe0_st_dly[1], iswitch_core0_core_commit_pipe0_st_dly[2], iswitch_core0_core_commit_pipe0_st_dly[3], iswitch_core0_core_commit_pipe0_st_dly[4], iswitch_core0_core_commit_pipe0_st_dly[5], iswitch_core0_core_commit_pipe0_st_dly[6], iswitch_core0_core_commit_pipe0_sum_valid, iswitch_core0_core_commit_pipe0_sb_beat[0], iswitch_core0_core_commit_pipe0_sb_beat[1], iswitch_core0_core_commit_pipe0_sb_beat[2], iswitch_core0_core_commit_pipe0_sb_beat[3], iswitch_core0_core_commit_pipe0_sb_beat[4], iswitch_core0_core_commit_pipe0_sb_beat[5], iswitch_core0_core_commit_pipe0_sb_beat[6], iswitch_core0_core_commit_pipe0_sum_word, iswitch_core0_core_commit_pipe0_sb_store, iswitch_core0_core_commit_pipe0_sb_valid) begin: iswitch_core0_core_commit_pipe0_writeback
    iswitch_core0_ram_we = (iswitch_core0_core_commit_pipe0_sb_valid[(7 - 1)] && (iswitch_core0_core_commit_pipe0_sb_store[(7 - 1)] || iswitch_core0_core_commit_pipe0_sum_valid));
    iswitch_core0_ram_wa = {iswitch_core0_core_commit_pipe0_sb_buf[(7 - 1)], iswitch_core0_core_commit_pipe0_sb_beat[(7 - 1)]};
    if (iswitch_core0_core_commit_pipe0_sb_store[(7 - 1)]) begin
        iswitch_core0_ram_wd = iswitch_core0_core_commit_pipe0_st_dly[(7 - 1)];
    end
    else begin
        iswitch_core0_ram_wd = iswitch_core0_core_commit_pipe0_sum_word;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_a = iswitch_core0_core_commit_pipe0_ram_q[32-1:0];
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_b = iswitch_core0_core_commit_pipe0_st_q[32-1:0];



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[30]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[30] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[29]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[28]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[28] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[27]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node3_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[26]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[26] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[25]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[24]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[24] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[23]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2__lzc_node6_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_c_hi[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_c_hi[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node2_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[22]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[22] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[21]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[20]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[20] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[19]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node10_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[18]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[18] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[17]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[16]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[16] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[15]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9__lzc_node13_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_c_lo[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_c_lo[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1__lzc_node9_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_c_hi[3] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_c_hi[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_c_hi[3] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_c_hi[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node1_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[14]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[14] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[13]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[12]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[12] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[11]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node18_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[10]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[10] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[9]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[8]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[8] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[7]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17__lzc_node21_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_c_hi[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_c_hi[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node17_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[6]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[6] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[5]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[4]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[4] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[3]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node25_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[2]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[2] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[1]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0_x[0]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24__lzc_node28_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_c_lo[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_c_lo[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16__lzc_node24_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_c_lo[3] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_c_lo[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_c_lo[3] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_c_lo[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0__lzc_node16_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_r_lz[4] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_r_lz[4-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_r_lz[4] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_r_lz[4-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_lzc0__lzc_node0_c_lo;
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        ea = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_a[31-1:23];
        eb = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_a[31-1:0] >= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_b[31-1:0])) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_a[31];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_exp <= ea;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_mx <= {ha, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_a[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_my <= {hb, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_b[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_diff <= (ea - eb);
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_b[31];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_exp <= eb;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_mx <= {hb, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_b[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_my <= {ha, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_a[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_diff <= (eb - ea);
        end
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_sub <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_a[31] != iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_b[31]);
        if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_a[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_a[23-1:0] != 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_sval <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_a | 4194304);
        end
        else if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_b[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_b[23-1:0] != 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_sval <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_b | 4194304);
        end
        else if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_a[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_b[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_a[31] != iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_b[31]))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_a[31-1:23] == 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_a;
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_b[31-1:23] == 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_op_b;
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_spec <= 0;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_sval <= 0;
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_sub <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_sub;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_sval;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_x <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_mx, 3'h0};
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_diff >= 27)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_y <= {26'h0, (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_my != 0)};
        end
        else begin
            w = ({iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_my, 30'h0} >>> iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s1_diff[5-1:0]);
            y = w[54-1:27];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_stage3
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_sub <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_sub;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_sval;
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_sub) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_r <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_x - iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_y);
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_r <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_x + iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s2_y);
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_r <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_r;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_sval;
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_sub && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_r == 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_sign <= 0;
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_sign;
        end
        lz = {3'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_r_lz};
        emax = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s3_exp - 1);
        if ((emax < lz)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_sh <= emax[5-1:0];
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_sval;
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_r[27]) begin
            lsb = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_r[1] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_r[0]);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_n <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_r[28-1:2], lsb};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_exp <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_exp + 1);
        end
        else begin
            n = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_r[27-1:0] << iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_sh);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_n <= n;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_exp <= ({1'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_exp} - {4'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s4_sh});
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_spec) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_out_sum <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_sval;
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_exp >= 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_out_sum <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_n[2] & ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_n[1] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_n[0]) | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_n[3]));
            if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_n[26]) begin
                word = {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_exp[8-1:0], iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_n[26-1:3]};
            end
            word = (word + up);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_out_sum <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add0_s5_sign, word};
        end
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_a = iswitch_core0_core_commit_pipe0_ram_q[64-1:32];
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_b = iswitch_core0_core_commit_pipe0_st_q[64-1:32];



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[30]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[30] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[29]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[28]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[28] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[27]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node34_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[26]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[26] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[25]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[24]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[24] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[23]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33__lzc_node37_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_c_hi[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_c_hi[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node33_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[22]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[22] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[21]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[20]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[20] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[19]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node41_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[18]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[18] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[17]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[16]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[16] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[15]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40__lzc_node44_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_c_lo[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_c_lo[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32__lzc_node40_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_c_hi[3] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_c_hi[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_c_hi[3] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_c_hi[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node32_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[14]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[14] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[13]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[12]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[12] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[11]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node49_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[10]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[10] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[9]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[8]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[8] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[7]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48__lzc_node52_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_c_hi[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_c_hi[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node48_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[6]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[6] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[5]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[4]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[4] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[3]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node56_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[2]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[2] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[1]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1_x[0]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55__lzc_node59_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_c_lo[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_c_lo[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47__lzc_node55_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_c_lo[3] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_c_lo[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_c_lo[3] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_c_lo[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31__lzc_node47_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_r_lz[4] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_r_lz[4-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_r_lz[4] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_r_lz[4-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_lzc1__lzc_node31_c_lo;
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        ea = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_a[31-1:23];
        eb = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_a[31-1:0] >= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_b[31-1:0])) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_a[31];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_exp <= ea;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_mx <= {ha, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_a[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_my <= {hb, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_b[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_diff <= (ea - eb);
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_b[31];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_exp <= eb;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_mx <= {hb, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_b[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_my <= {ha, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_a[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_diff <= (eb - ea);
        end
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_sub <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_a[31] != iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_b[31]);
        if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_a[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_a[23-1:0] != 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_sval <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_a | 4194304);
        end
        else if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_b[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_b[23-1:0] != 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_sval <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_b | 4194304);
        end
        else if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_a[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_b[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_a[31] != iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_b[31]))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_a[31-1:23] == 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_a;
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_b[31-1:23] == 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_op_b;
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_spec <= 0;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_sval <= 0;
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_sub <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_sub;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_sval;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_x <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_mx, 3'h0};
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_diff >= 27)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_y <= {26'h0, (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_my != 0)};
        end
        else begin
            w = ({iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_my, 30'h0} >>> iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s1_diff[5-1:0]);
            y = w[54-1:27];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_stage3
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_sub <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_sub;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_sval;
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_sub) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_r <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_x - iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_y);
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_r <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_x + iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s2_y);
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_r <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_r;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_sval;
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_sub && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_r == 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_sign <= 0;
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_sign;
        end
        lz = {3'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_r_lz};
        emax = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s3_exp - 1);
        if ((emax < lz)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_sh <= emax[5-1:0];
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_sval;
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_r[27]) begin
            lsb = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_r[1] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_r[0]);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_n <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_r[28-1:2], lsb};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_exp <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_exp + 1);
        end
        else begin
            n = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_r[27-1:0] << iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_sh);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_n <= n;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_exp <= ({1'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_exp} - {4'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s4_sh});
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_spec) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_out_sum <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_sval;
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_exp >= 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_out_sum <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_n[2] & ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_n[1] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_n[0]) | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_n[3]));
            if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_n[26]) begin
                word = {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_exp[8-1:0], iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_n[26-1:3]};
            end
            word = (word + up);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_out_sum <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add1_s5_sign, word};
        end
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_a = iswitch_core0_core_commit_pipe0_ram_q[96-1:64];
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_b = iswitch_core0_core_commit_pipe0_st_q[96-1:64];



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[30]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[30] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[29]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[28]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[28] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[27]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node65_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[26]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[26] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[25]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[24]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[24] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[23]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64__lzc_node68_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_c_hi[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_c_hi[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node64_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[22]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[22] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[21]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[20]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[20] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[19]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node72_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[18]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[18] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[17]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[16]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[16] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[15]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71__lzc_node75_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_c_lo[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_c_lo[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63__lzc_node71_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_c_hi[3] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_c_hi[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_c_hi[3] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_c_hi[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node63_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[14]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[14] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[13]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[12]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[12] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[11]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node80_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[10]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[10] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[9]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[8]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[8] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[7]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79__lzc_node83_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_c_hi[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_c_hi[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node79_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[6]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[6] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[5]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[4]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[4] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[3]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node87_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[2]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[2] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[1]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2_x[0]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86__lzc_node90_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_c_lo[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_c_lo[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78__lzc_node86_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_c_lo[3] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_c_lo[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_c_lo[3] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_c_lo[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62__lzc_node78_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_r_lz[4] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_r_lz[4-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_r_lz[4] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_r_lz[4-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_lzc2__lzc_node62_c_lo;
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        ea = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_a[31-1:23];
        eb = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_a[31-1:0] >= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_b[31-1:0])) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_a[31];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_exp <= ea;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_mx <= {ha, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_a[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_my <= {hb, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_b[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_diff <= (ea - eb);
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_b[31];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_exp <= eb;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_mx <= {hb, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_b[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_my <= {ha, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_a[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_diff <= (eb - ea);
        end
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_sub <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_a[31] != iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_b[31]);
        if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_a[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_a[23-1:0] != 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_sval <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_a | 4194304);
        end
        else if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_b[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_b[23-1:0] != 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_sval <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_b | 4194304);
        end
        else if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_a[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_b[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_a[31] != iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_b[31]))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_a[31-1:23] == 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_a;
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_b[31-1:23] == 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_op_b;
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_spec <= 0;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_sval <= 0;
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_sub <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_sub;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_sval;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_x <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_mx, 3'h0};
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_diff >= 27)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_y <= {26'h0, (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_my != 0)};
        end
        else begin
            w = ({iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_my, 30'h0} >>> iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s1_diff[5-1:0]);
            y = w[54-1:27];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_stage3
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_sub <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_sub;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_sval;
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_sub) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_r <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_x - iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_y);
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_r <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_x + iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s2_y);
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_r <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_r;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_sval;
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_sub && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_r == 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_sign <= 0;
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_sign;
        end
        lz = {3'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_r_lz};
        emax = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s3_exp - 1);
        if ((emax < lz)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_sh <= emax[5-1:0];
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_sval;
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_r[27]) begin
            lsb = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_r[1] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_r[0]);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_n <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_r[28-1:2], lsb};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_exp <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_exp + 1);
        end
        else begin
            n = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_r[27-1:0] << iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_sh);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_n <= n;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_exp <= ({1'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_exp} - {4'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s4_sh});
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_spec) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_out_sum <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_sval;
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_exp >= 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_out_sum <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_n[2] & ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_n[1] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_n[0]) | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_n[3]));
            if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_n[26]) begin
                word = {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_exp[8-1:0], iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_n[26-1:3]};
            end
            word = (word + up);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_out_sum <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add2_s5_sign, word};
        end
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_a = iswitch_core0_core_commit_pipe0_ram_q[128-1:96];
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_b = iswitch_core0_core_commit_pipe0_st_q[128-1:96];



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[30]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[30] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[29]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[28]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[28] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[27]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node96_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[26]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[26] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[25]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[24]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[24] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[23]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95__lzc_node99_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_c_hi[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_c_hi[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node95_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[22]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[22] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[21]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[20]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[20] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[19]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node103_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[18]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[18] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[17]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[16]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[16] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[15]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102__lzc_node106_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_c_lo[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_c_lo[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94__lzc_node102_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_c_hi[3] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_c_hi[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_c_hi[3] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_c_hi[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node94_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[14]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[14] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[13]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[12]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[12] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[11]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node111_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[10]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[10] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[9]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[8]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[8] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[7]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110__lzc_node114_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_c_hi[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_c_hi[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node110_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[6]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[6] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[5]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[4]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[4] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[3]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node118_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[2]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[2] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[1]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3_x[0]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117__lzc_node121_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_c_lo[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_c_lo[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109__lzc_node117_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_c_lo[3] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_c_lo[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_c_lo[3] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_c_lo[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93__lzc_node109_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_r_lz[4] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_r_lz[4-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_r_lz[4] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_r_lz[4-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_lzc3__lzc_node93_c_lo;
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        ea = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_a[31-1:23];
        eb = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_a[31-1:0] >= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_b[31-1:0])) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_a[31];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_exp <= ea;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_mx <= {ha, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_a[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_my <= {hb, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_b[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_diff <= (ea - eb);
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_b[31];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_exp <= eb;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_mx <= {hb, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_b[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_my <= {ha, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_a[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_diff <= (eb - ea);
        end
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_sub <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_a[31] != iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_b[31]);
        if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_a[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_a[23-1:0] != 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_sval <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_a | 4194304);
        end
        else if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_b[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_b[23-1:0] != 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_sval <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_b | 4194304);
        end
        else if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_a[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_b[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_a[31] != iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_b[31]))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_a[31-1:23] == 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_a;
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_b[31-1:23] == 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_op_b;
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_spec <= 0;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_sval <= 0;
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_sub <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_sub;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_sval;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_x <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_mx, 3'h0};
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_diff >= 27)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_y <= {26'h0, (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_my != 0)};
        end
        else begin
            w = ({iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_my, 30'h0} >>> iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s1_diff[5-1:0]);
            y = w[54-1:27];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_stage3
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_sub <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_sub;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_sval;
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_sub) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_r <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_x - iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_y);
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_r <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_x + iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s2_y);
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_r <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_r;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_sval;
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_sub && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_r == 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_sign <= 0;
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_sign;
        end
        lz = {3'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_r_lz};
        emax = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s3_exp - 1);
        if ((emax < lz)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_sh <= emax[5-1:0];
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_sval;
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_r[27]) begin
            lsb = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_r[1] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_r[0]);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_n <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_r[28-1:2], lsb};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_exp <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_exp + 1);
        end
        else begin
            n = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_r[27-1:0] << iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_sh);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_n <= n;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_exp <= ({1'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_exp} - {4'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s4_sh});
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_spec) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_out_sum <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_sval;
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_exp >= 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_out_sum <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_n[2] & ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_n[1] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_n[0]) | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_n[3]));
            if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_n[26]) begin
                word = {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_exp[8-1:0], iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_n[26-1:3]};
            end
            word = (word + up);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_out_sum <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add3_s5_sign, word};
        end
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_a = iswitch_core0_core_commit_pipe0_ram_q[160-1:128];
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_b = iswitch_core0_core_commit_pipe0_st_q[160-1:128];



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[30]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[30] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[29]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[28]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[28] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[27]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node127_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[26]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[26] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[25]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[24]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[24] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[23]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126__lzc_node130_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_c_hi[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_c_hi[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node126_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[22]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[22] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[21]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[20]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[20] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[19]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node134_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[18]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[18] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[17]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[16]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[16] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[15]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133__lzc_node137_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_c_lo[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_c_lo[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125__lzc_node133_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_c_hi[3] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_c_hi[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_c_hi[3] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_c_hi[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node125_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[14]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[14] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[13]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[12]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[12] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[11]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node142_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[10]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[10] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[9]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[8]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[8] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[7]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141__lzc_node145_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_c_hi[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_c_hi[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node141_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[6]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[6] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[5]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[4]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[4] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[3]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node149_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[2]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[2] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[1]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4_x[0]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148__lzc_node152_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_c_lo[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_c_lo[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140__lzc_node148_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_c_lo[3] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_c_lo[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_c_lo[3] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_c_lo[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124__lzc_node140_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_r_lz[4] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_r_lz[4-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_r_lz[4] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_r_lz[4-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_lzc4__lzc_node124_c_lo;
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        ea = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_a[31-1:23];
        eb = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_a[31-1:0] >= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_b[31-1:0])) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_a[31];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_exp <= ea;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_mx <= {ha, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_a[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_my <= {hb, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_b[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_diff <= (ea - eb);
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_b[31];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_exp <= eb;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_mx <= {hb, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_b[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_my <= {ha, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_a[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_diff <= (eb - ea);
        end
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_sub <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_a[31] != iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_b[31]);
        if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_a[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_a[23-1:0] != 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_sval <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_a | 4194304);
        end
        else if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_b[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_b[23-1:0] != 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_sval <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_b | 4194304);
        end
        else if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_a[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_b[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_a[31] != iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_b[31]))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_a[31-1:23] == 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_a;
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_b[31-1:23] == 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_op_b;
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_spec <= 0;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_sval <= 0;
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_sub <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_sub;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_sval;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_x <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_mx, 3'h0};
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_diff >= 27)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_y <= {26'h0, (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_my != 0)};
        end
        else begin
            w = ({iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_my, 30'h0} >>> iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s1_diff[5-1:0]);
            y = w[54-1:27];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_stage3
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_sub <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_sub;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_sval;
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_sub) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_r <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_x - iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_y);
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_r <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_x + iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s2_y);
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_r <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_r;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_sval;
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_sub && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_r == 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_sign <= 0;
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_sign;
        end
        lz = {3'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_r_lz};
        emax = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s3_exp - 1);
        if ((emax < lz)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_sh <= emax[5-1:0];
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_sval;
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_r[27]) begin
            lsb = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_r[1] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_r[0]);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_n <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_r[28-1:2], lsb};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_exp <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_exp + 1);
        end
        else begin
            n = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_r[27-1:0] << iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_sh);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_n <= n;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_exp <= ({1'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_exp} - {4'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s4_sh});
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_spec) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_out_sum <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_sval;
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_exp >= 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_out_sum <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_n[2] & ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_n[1] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_n[0]) | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_n[3]));
            if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_n[26]) begin
                word = {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_exp[8-1:0], iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_n[26-1:3]};
            end
            word = (word + up);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_out_sum <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add4_s5_sign, word};
        end
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_a = iswitch_core0_core_commit_pipe0_ram_q[192-1:160];
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_b = iswitch_core0_core_commit_pipe0_st_q[192-1:160];



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[30]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[30] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[29]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[28]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[28] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[27]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node158_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[26]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[26] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[25]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[24]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[24] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[23]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157__lzc_node161_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_c_hi[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_c_hi[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node157_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[22]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[22] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[21]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[20]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[20] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[19]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node165_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[18]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[18] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[17]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[16]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[16] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[15]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164__lzc_node168_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_c_lo[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_c_lo[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156__lzc_node164_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_c_hi[3] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_c_hi[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_c_hi[3] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_c_hi[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node156_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[14]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[14] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[13]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[12]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[12] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[11]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node173_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[10]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[10] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[9]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[8]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[8] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[7]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172__lzc_node176_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_c_hi[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_c_hi[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node172_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[6]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[6] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[5]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[4]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[4] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[3]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node180_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[2]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[2] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[1]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5_x[0]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179__lzc_node183_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_c_lo[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_c_lo[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171__lzc_node179_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_c_lo[3] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_c_lo[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_c_lo[3] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_c_lo[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155__lzc_node171_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_r_lz[4] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_r_lz[4-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_r_lz[4] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_r_lz[4-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_lzc5__lzc_node155_c_lo;
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        ea = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_a[31-1:23];
        eb = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_a[31-1:0] >= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_b[31-1:0])) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_a[31];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_exp <= ea;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_mx <= {ha, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_a[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_my <= {hb, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_b[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_diff <= (ea - eb);
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_b[31];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_exp <= eb;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_mx <= {hb, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_b[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_my <= {ha, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_a[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_diff <= (eb - ea);
        end
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_sub <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_a[31] != iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_b[31]);
        if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_a[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_a[23-1:0] != 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_sval <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_a | 4194304);
        end
        else if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_b[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_b[23-1:0] != 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_sval <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_b | 4194304);
        end
        else if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_a[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_b[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_a[31] != iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_b[31]))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_a[31-1:23] == 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_a;
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_b[31-1:23] == 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_op_b;
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_spec <= 0;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_sval <= 0;
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_sub <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_sub;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_sval;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_x <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_mx, 3'h0};
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_diff >= 27)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_y <= {26'h0, (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_my != 0)};
        end
        else begin
            w = ({iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_my, 30'h0} >>> iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s1_diff[5-1:0]);
            y = w[54-1:27];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_stage3
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_sub <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_sub;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_sval;
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_sub) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_r <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_x - iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_y);
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_r <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_x + iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s2_y);
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_r <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_r;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_sval;
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_sub && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_r == 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_sign <= 0;
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_sign;
        end
        lz = {3'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_r_lz};
        emax = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s3_exp - 1);
        if ((emax < lz)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_sh <= emax[5-1:0];
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_sval;
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_r[27]) begin
            lsb = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_r[1] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_r[0]);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_n <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_r[28-1:2], lsb};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_exp <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_exp + 1);
        end
        else begin
            n = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_r[27-1:0] << iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_sh);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_n <= n;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_exp <= ({1'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_exp} - {4'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s4_sh});
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_spec) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_out_sum <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_sval;
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_exp >= 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_out_sum <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_n[2] & ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_n[1] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_n[0]) | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_n[3]));
            if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_n[26]) begin
                word = {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_exp[8-1:0], iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_n[26-1:3]};
            end
            word = (word + up);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_out_sum <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add5_s5_sign, word};
        end
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_a = iswitch_core0_core_commit_pipe0_ram_q[224-1:192];
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_b = iswitch_core0_core_commit_pipe0_st_q[224-1:192];



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[30]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[30] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[29]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[28]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[28] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[27]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node189_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[26]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[26] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[25]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[24]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[24] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[23]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188__lzc_node192_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_c_hi[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_c_hi[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node188_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[22]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[22] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[21]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[20]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[20] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[19]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node196_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[18]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[18] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[17]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[16]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[16] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[15]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195__lzc_node199_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_c_lo[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_c_lo[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187__lzc_node195_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_c_hi[3] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_c_hi[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_c_hi[3] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_c_hi[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node187_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[14]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[14] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[13]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[12]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[12] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[11]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node204_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[10]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[10] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[9]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[8]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[8] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[7]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203__lzc_node207_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_c_hi[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_c_hi[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node203_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[6]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[6] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[5]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[4]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[4] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[3]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node211_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[2]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[2] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[1]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6_x[0]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210__lzc_node214_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_c_lo[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_c_lo[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202__lzc_node210_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_c_lo[3] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_c_lo[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_c_lo[3] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_c_lo[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186__lzc_node202_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_r_lz[4] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_r_lz[4-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_r_lz[4] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_r_lz[4-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_lzc6__lzc_node186_c_lo;
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        ea = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_a[31-1:23];
        eb = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_a[31-1:0] >= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_b[31-1:0])) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_a[31];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_exp <= ea;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_mx <= {ha, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_a[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_my <= {hb, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_b[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_diff <= (ea - eb);
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_b[31];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_exp <= eb;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_mx <= {hb, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_b[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_my <= {ha, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_a[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_diff <= (eb - ea);
        end
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_sub <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_a[31] != iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_b[31]);
        if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_a[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_a[23-1:0] != 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_sval <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_a | 4194304);
        end
        else if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_b[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_b[23-1:0] != 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_sval <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_b | 4194304);
        end
        else if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_a[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_b[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_a[31] != iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_b[31]))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_a[31-1:23] == 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_a;
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_b[31-1:23] == 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_op_b;
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_spec <= 0;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_sval <= 0;
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_sub <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_sub;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_sval;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_x <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_mx, 3'h0};
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_diff >= 27)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_y <= {26'h0, (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_my != 0)};
        end
        else begin
            w = ({iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_my, 30'h0} >>> iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s1_diff[5-1:0]);
            y = w[54-1:27];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_stage3
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_sub <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_sub;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_sval;
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_sub) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_r <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_x - iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_y);
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_r <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_x + iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s2_y);
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_r <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_r;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_sval;
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_sub && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_r == 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_sign <= 0;
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_sign;
        end
        lz = {3'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_r_lz};
        emax = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s3_exp - 1);
        if ((emax < lz)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_sh <= emax[5-1:0];
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_sval;
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_r[27]) begin
            lsb = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_r[1] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_r[0]);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_n <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_r[28-1:2], lsb};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_exp <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_exp + 1);
        end
        else begin
            n = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_r[27-1:0] << iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_sh);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_n <= n;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_exp <= ({1'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_exp} - {4'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s4_sh});
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_spec) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_out_sum <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_sval;
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_exp >= 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_out_sum <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_n[2] & ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_n[1] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_n[0]) | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_n[3]));
            if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_n[26]) begin
                word = {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_exp[8-1:0], iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_n[26-1:3]};
            end
            word = (word + up);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_out_sum <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add6_s5_sign, word};
        end
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_a = iswitch_core0_core_commit_pipe0_ram_q[256-1:224];
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_b = iswitch_core0_core_commit_pipe0_st_q[256-1:224];



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[30]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[30] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[29]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[28]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[28] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[27]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node220_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[26]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[26] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[25]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[24]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[24] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[23]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219__lzc_node223_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_c_hi[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_c_hi[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node219_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[22]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[22] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[21]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[20]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[20] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[19]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node227_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[18]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[18] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[17]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[16]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[16] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[15]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226__lzc_node230_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_c_lo[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_c_lo[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218__lzc_node226_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_c_hi[3] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_c_hi[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_c_hi[3] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_c_hi[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node218_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[14]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[14] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[13]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[12]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[12] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[11]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node235_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[10]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[10] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[9]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[8]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[8] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[7]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234__lzc_node238_v_lo);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_c_hi[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_c_hi[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_c_hi[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node234_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[6]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[6] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[5]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[4]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_lo = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[4] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[3]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_c_lo;
    end
end



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_hi | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node242_v_lo);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_hi = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[2]);
assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_v_hi = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[2] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[1]);



assign iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_lo = (!iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7_x[0]);


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo[1] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo[1] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo[1-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241__lzc_node245_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_c_lo[2] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_c_lo[2] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_c_lo[2-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233__lzc_node241_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_c_lo[3] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_c_lo[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_c_lo[3] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_c_lo[3-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217__lzc_node233_c_lo;
    end
end


always @(iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_v_hi, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_c_lo, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_c_hi) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_combine
    if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_v_hi) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_r_lz[4] = 0;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_r_lz[4-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_c_hi;
    end
    else begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_r_lz[4] = 1;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_r_lz[4-1:0] = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_lzc7__lzc_node217_c_lo;
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_stage1
    reg [8-1:0] ea;
    reg [8-1:0] eb;
    reg [1-1:0] ha;
    reg [1-1:0] hb;
    ea = 8'h0;
    eb = 8'h0;
    ha = 1'h0;
    hb = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        ea = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_a[31-1:23];
        eb = iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_b[31-1:23];
        ha = (ea != 0);
        hb = (eb != 0);
        if ((ea == 0)) begin
            ea = 1;
        end
        if ((eb == 0)) begin
            eb = 1;
        end
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_a[31-1:0] >= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_b[31-1:0])) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_a[31];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_exp <= ea;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_mx <= {ha, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_a[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_my <= {hb, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_b[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_diff <= (ea - eb);
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_b[31];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_exp <= eb;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_mx <= {hb, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_b[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_my <= {ha, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_a[23-1:0]};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_diff <= (eb - ea);
        end
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_sub <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_a[31] != iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_b[31]);
        if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_a[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_a[23-1:0] != 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_sval <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_a | 4194304);
        end
        else if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_b[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_b[23-1:0] != 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_sval <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_b | 4194304);
        end
        else if (((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_a[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_b[31-1:23] == 255) && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_a[31] != iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_b[31]))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_sval <= {1'b1, 8'hff, 1'b1, 22'h0};
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_a[31-1:23] == 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_a;
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_b[31-1:23] == 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_spec <= 1;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_op_b;
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_spec <= 0;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_sval <= 0;
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_stage2
    reg [54-1:0] w;
    reg [27-1:0] y;
    w = 54'h0;
    y = 27'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_sub <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_sub;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_sval;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_x <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_mx, 3'h0};
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_diff >= 27)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_y <= {26'h0, (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_my != 0)};
        end
        else begin
            w = ({iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_my, 30'h0} >>> iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s1_diff[5-1:0]);
            y = w[54-1:27];
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_stage3
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_sub <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_sub;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_sval;
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_sub) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_r <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_x - iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_y);
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_r <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_x + iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s2_y);
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_stage4
    reg [8-1:0] lz;
    reg [8-1:0] emax;
    lz = 8'h0;
    emax = 8'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_exp <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_exp;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_r <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_r;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_sval;
        if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_sub && (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_r == 0))) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_sign <= 0;
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_sign;
        end
        lz = {3'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_r_lz};
        emax = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s3_exp - 1);
        if ((emax < lz)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_sh <= emax[5-1:0];
        end
        else begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_sh <= lz[5-1:0];
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_stage5
    reg [27-1:0] n;
    reg [1-1:0] lsb;
    n = 27'h0;
    lsb = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_sign <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_sign;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_spec <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_spec;
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_sval <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_sval;
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_r[27]) begin
            lsb = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_r[1] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_r[0]);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_n <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_r[28-1:2], lsb};
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_exp <= (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_exp + 1);
        end
        else begin
            n = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_r[27-1:0] << iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_sh);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_n <= n;
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_exp <= ({1'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_exp} - {4'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s4_sh});
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_stage6
    reg [31-1:0] word;
    reg [1-1:0] up;
    word = 31'h0;
    up = 1'h0;
    if (iswitch_core0_core_commit_pipe0_ce) begin
        if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_spec) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_out_sum <= iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_sval;
        end
        else if ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_exp >= 255)) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_out_sum <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_sign, 8'hff, 23'h0};
        end
        else begin
            up = (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_n[2] & ((iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_n[1] | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_n[0]) | iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_n[3]));
            if (iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_n[26]) begin
                word = {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_exp[8-1:0], iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_n[26-1:3]};
            end
            else begin
                word = {8'h0, iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_n[26-1:3]};
            end
            word = (word + up);
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_out_sum <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_fp32_add7_s5_sign, word};
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_fp32_vec_add0_valid_shift
    if (rst == 1) begin
        iswitch_core0_core_commit_pipe0_fp32_vec_add0_valid_pipe <= 0;
    end
    else begin
        if (iswitch_core0_core_commit_pipe0_ce) begin
            iswitch_core0_core_commit_pipe0_fp32_vec_add0_valid_pipe <= {iswitch_core0_core_commit_pipe0_fp32_vec_add0_valid_pipe[(6 - 1)-1:0], iswitch_core0_core_commit_pipe0_add_in};
        end
    end
end



assign iswitch_core0_core_commit_pipe0_sum_valid = iswitch_core0_core_commit_pipe0_fp32_vec_add0_valid_pipe[(6 - 1)];
assign iswitch_core0_core_commit_pipe0_sum_word = iswitch_core0_core_commit_pipe0_fp32_vec_add0_sum_cat;



assign iswitch_core0_core_commit_pipe0_st_rdata = iswitch_rx0_stage_rd_rdata;
assign iswitch_core0_core_commit_pipe0_st_q = iswitch_core0_core_commit_pipe0_st_dly[0];
assign iswitch_core0_core_commit_pipe0_add_in = iswitch_core0_core_commit_pipe0_sb_valid[0];


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_ram_out
    iswitch_core0_core_commit_pipe0_ram_q <= iswitch_core0_ram_rdata;
end



assign iswitch_core0_core_commit_pipe0_st_beat = iswitch_core0_core_commit_pipe0_f_n2;
assign iswitch_core0_ram_raddr = {iswitch_core0_core_engine0_cm_buf, iswitch_core0_core_commit_pipe0_f_beat[6-1:0]};



assign iswitch_rx0_stage_rd_raddr = {iswitch_core0_core_commit_pipe0_f_sbuf, iswitch_core0_core_commit_pipe0_st_beat};


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_scoreboard_cmp
    reg v;
    integer i;
    v = ((iswitch_core0_core_commit_pipe0_iss_valid != 0) && (!(iswitch_core0_core_engine0_cm_res && iswitch_core0_core_engine0_cm_kill && iswitch_core0_core_commit_pipe0_iss_spec)) && (!rst));
    iswitch_core0_core_commit_pipe0_sb_q0[0] <= (v && (iswitch_core0_core_commit_pipe0_iss_beat == iswitch_core0_core_commit_pipe0_f_beat[6-1:0]));
    iswitch_core0_core_commit_pipe0_sb_q1[0] <= (v && (iswitch_core0_core_commit_pipe0_iss_beat == iswitch_core0_core_commit_pipe0_f_nxt));
    iswitch_core0_core_commit_pipe0_sb_q2[0] <= (v && (iswitch_core0_core_commit_pipe0_iss_beat == iswitch_core0_core_commit_pipe0_f_n2));
    for (i=1; i<(7 - 1); i=i+1) begin
        v = ((iswitch_core0_core_commit_pipe0_sb_valid[(i - 1)] != 0) && (!(iswitch_core0_core_engine0_cm_res && iswitch_core0_core_engine0_cm_kill && iswitch_core0_core_commit_pipe0_sb_spec[(i - 1)])) && (!rst));
        iswitch_core0_core_commit_pipe0_sb_q0[i] <= (v && (iswitch_core0_core_commit_pipe0_sb_beat[(i - 1)] == iswitch_core0_core_commit_pipe0_f_beat[6-1:0]));
        iswitch_core0_core_commit_pipe0_sb_q1[i] <= (v && (iswitch_core0_core_commit_pipe0_sb_beat[(i - 1)] == iswitch_core0_core_commit_pipe0_f_nxt));
        iswitch_core0_core_commit_pipe0_sb_q2[i] <= (v && (iswitch_core0_core_commit_pipe0_sb_beat[(i - 1)] == iswitch_core0_core_commit_pipe0_f_n2));
    end
    iswitch_core0_core_commit_pipe0_hz_pgo <= (iswitch_core0_core_read0_p_go && (!rst));
    iswitch_core0_core_commit_pipe0_hz_inc <= (iswitch_core0_core_commit_pipe0_cm_iss && (!rst));
end


always @(iswitch_core0_core_commit_pipe0_iss_valid, iswitch_core0_core_commit_pipe0_sb_z0, iswitch_core0_core_commit_pipe0_sb_z1, iswitch_core0_core_commit_pipe0_sb_q2, iswitch_core0_core_commit_pipe0_iss_z1, iswitch_core0_core_commit_pipe0_iss_bm, iswitch_core0_core_commit_pipe0_sb_q1, iswitch_core0_core_commit_pipe0_sb_valid, iswitch_core0_core_commit_pipe0_sb_q0, iswitch_core0_core_commit_pipe0_iss_z0, iswitch_core0_core_commit_pipe0_sb_bm) begin: iswitch_core0_core_commit_pipe0_scoreboard_or
    reg s0;
    reg s1;
    reg s2;
    reg b0;
    reg b1;
    reg z0;
    integer i;
    s0 = 1'b0;
    s1 = 1'b0;
    s2 = 1'b0;
    b0 = ((iswitch_core0_core_commit_pipe0_iss_valid && iswitch_core0_core_commit_pipe0_iss_bm && iswitch_core0_core_commit_pipe0_iss_z0) != 0);
    b1 = ((iswitch_core0_core_commit_pipe0_iss_valid && iswitch_core0_core_commit_pipe0_iss_bm && iswitch_core0_core_commit_pipe0_iss_z1) != 0);
    z0 = ((iswitch_core0_core_commit_pipe0_iss_valid && iswitch_core0_core_commit_pipe0_iss_z0) != 0);
    for (i=0; i<(7 - 1); i=i+1) begin
        if ((iswitch_core0_core_commit_pipe0_sb_bm[i] && iswitch_core0_core_commit_pipe0_sb_q0[i])) begin
            s0 = 1'b1;
        end
        if ((iswitch_core0_core_commit_pipe0_sb_bm[i] && iswitch_core0_core_commit_pipe0_sb_q1[i])) begin
            s1 = 1'b1;
        end
        if ((iswitch_core0_core_commit_pipe0_sb_bm[i] && iswitch_core0_core_commit_pipe0_sb_q2[i])) begin
            s2 = 1'b1;
        end
        if ((iswitch_core0_core_commit_pipe0_sb_valid[i] && iswitch_core0_core_commit_pipe0_sb_bm[i] && iswitch_core0_core_commit_pipe0_sb_z0[i])) begin
            b0 = 1'b1;
        end
        if ((iswitch_core0_core_commit_pipe0_sb_valid[i] && iswitch_core0_core_commit_pipe0_sb_bm[i] && iswitch_core0_core_commit_pipe0_sb_z1[i])) begin
            b1 = 1'b1;
        end
        if ((iswitch_core0_core_commit_pipe0_sb_valid[i] && iswitch_core0_core_commit_pipe0_sb_z0[i])) begin
            z0 = 1'b1;
        end
    end
    iswitch_core0_core_commit_pipe0_hz_s0 = s0;
    iswitch_core0_core_commit_pipe0_hz_s1 = s1;
    iswitch_core0_core_commit_pipe0_hz_s2 = s2;
    iswitch_core0_core_commit_pipe0_hz_b0 = b0;
    iswitch_core0_core_commit_pipe0_hz_b1 = b1;
    iswitch_core0_core_commit_pipe0_hz_z0 = z0;
end


always @(iswitch_core0_core_commit_pipe0_cm_iss, iswitch_core0_core_commit_pipe0_hz_pgo, iswitch_core0_core_commit_pipe0_hz_s0, iswitch_core0_core_commit_pipe0_hz_s2, iswitch_core0_core_commit_pipe0_hz_s1, iswitch_core0_core_commit_pipe0_hz_b0, iswitch_core0_core_commit_pipe0_hz_inc, iswitch_core0_core_commit_pipe0_hz_b1) begin: iswitch_core0_core_commit_pipe0_scoreboard
    reg same;
    reg nxt;
    same = 1'b0;
    nxt = 1'b0;
    if (iswitch_core0_core_commit_pipe0_hz_pgo) begin
        same = (iswitch_core0_core_commit_pipe0_hz_b0 != 0);
        nxt = (iswitch_core0_core_commit_pipe0_hz_b1 != 0);
    end
    else if (iswitch_core0_core_commit_pipe0_hz_inc) begin
        same = (iswitch_core0_core_commit_pipe0_hz_s1 != 0);
        nxt = (iswitch_core0_core_commit_pipe0_hz_s2 != 0);
    end
    else begin
        same = (iswitch_core0_core_commit_pipe0_hz_s0 != 0);
        nxt = (iswitch_core0_core_commit_pipe0_hz_s1 != 0);
    end
    if (iswitch_core0_core_commit_pipe0_cm_iss) begin
        iswitch_core0_core_engine0_cm_hazard_a = nxt;
    end
    else begin
        iswitch_core0_core_engine0_cm_hazard_a = same;
    end
end


always @(iswitch_core0_core_engine0_cm_kill, iswitch_core0_core_commit_pipe0_x_hold, iswitch_core0_core_commit_pipe0_cm_more, iswitch_core0_core_engine0_cm_dec, iswitch_core0_core_commit_pipe0_cm_at_last, iswitch_core0_core_commit_pipe0_cm_hazard, iswitch_core0_core_commit_pipe0_cm_go, iswitch_core0_core_engine0_cm_store) begin: iswitch_core0_core_commit_pipe0_issue_ctl
    reg go;
    go = (iswitch_core0_core_commit_pipe0_cm_go && (!iswitch_core0_core_engine0_cm_kill) && iswitch_core0_core_commit_pipe0_cm_more && ((iswitch_core0_core_engine0_cm_dec && iswitch_core0_core_engine0_cm_store) || (!iswitch_core0_core_commit_pipe0_cm_hazard)) && (!iswitch_core0_core_commit_pipe0_x_hold));
    iswitch_core0_core_commit_pipe0_cm_iss = go;
    iswitch_core0_core_engine0_cm_done = ((!iswitch_core0_core_commit_pipe0_cm_more) || (go && iswitch_core0_core_commit_pipe0_cm_at_last));
end



assign iswitch_core0_core_commit_pipe0_s_beats = (iswitch_rx0_rx_slots0_drive10_dst[9-1:3] + (iswitch_rx0_rx_slots0_drive10_dst[3-1:0] != 0));


always @(iswitch_core0_core_commit_pipe0_cm_iss, iswitch_core0_core_commit_pipe0_cm_more, iswitch_core0_core_commit_pipe0_cm_at_last, iswitch_core0_core_commit_pipe0_f_last, iswitch_core0_core_commit_pipe0_f_nxt) begin: iswitch_core0_core_commit_pipe0_issue_next
    if (iswitch_core0_core_commit_pipe0_cm_iss) begin
        iswitch_core0_core_engine0_cm_more_a = (!iswitch_core0_core_commit_pipe0_cm_at_last);
        iswitch_core0_core_engine0_cm_at_last_a = ({1'h0, iswitch_core0_core_commit_pipe0_f_nxt} == iswitch_core0_core_commit_pipe0_f_last);
    end
    else begin
        iswitch_core0_core_engine0_cm_more_a = iswitch_core0_core_commit_pipe0_cm_more;
        iswitch_core0_core_engine0_cm_at_last_a = iswitch_core0_core_commit_pipe0_cm_at_last;
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_issue
    if (rst) begin
        iswitch_core0_core_commit_pipe0_cm_go <= 0;
        iswitch_core0_core_commit_pipe0_cm_hazard <= 0;
    end
    else if (iswitch_core0_core_read0_p_go) begin
        iswitch_core0_core_commit_pipe0_cm_more <= (iswitch_core0_core_commit_pipe0_s_beats != 0);
        iswitch_core0_core_commit_pipe0_cm_at_last <= (iswitch_core0_core_commit_pipe0_s_beats == 1);
        iswitch_core0_core_commit_pipe0_cm_hazard <= iswitch_core0_core_commit_pipe0_hz_z0;
        iswitch_core0_core_commit_pipe0_cm_go <= ((!iswitch_rx0_rx_slots0_drive6_dst) && (iswitch_rx0_rx_slots0_drive20_dst == 0));
        iswitch_core0_core_engine0_cm_buf <= iswitch_rx0_rx_slots0_drive8_dst[5-1:0];
        iswitch_core0_core_commit_pipe0_f_sbuf <= iswitch_rx0_rx_slots0_staged_buf;
        iswitch_core0_core_commit_pipe0_f_last <= (iswitch_core0_core_commit_pipe0_s_beats - 1);
        iswitch_core0_core_commit_pipe0_f_beat <= 0;
        iswitch_core0_core_commit_pipe0_f_nxt <= 1;
        iswitch_core0_core_commit_pipe0_f_n2 <= 2;
    end
    else begin
        iswitch_core0_core_commit_pipe0_cm_more <= iswitch_core0_core_engine0_cm_more_a;
        iswitch_core0_core_commit_pipe0_cm_at_last <= iswitch_core0_core_engine0_cm_at_last_a;
        iswitch_core0_core_commit_pipe0_cm_hazard <= iswitch_core0_core_engine0_cm_hazard_a;
        if (iswitch_core0_core_engine0_cm_kill) begin
            iswitch_core0_core_commit_pipe0_cm_go <= 0;
        end
        if (iswitch_core0_core_commit_pipe0_cm_iss) begin
            iswitch_core0_core_commit_pipe0_f_beat <= (iswitch_core0_core_commit_pipe0_f_beat + 1);
            iswitch_core0_core_commit_pipe0_f_nxt <= (iswitch_core0_core_commit_pipe0_f_nxt + 1);
            iswitch_core0_core_commit_pipe0_f_n2 <= (iswitch_core0_core_commit_pipe0_f_n2 + 1);
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_commit_pipe0_pipeline
    integer i;
    if (rst) begin
        iswitch_core0_core_commit_pipe0_iss_valid <= 0;
        iswitch_core0_core_commit_pipe0_sb_valid <= 0;
    end
    else begin
        iswitch_core0_core_commit_pipe0_iss_valid <= iswitch_core0_core_commit_pipe0_cm_iss;
        iswitch_core0_core_commit_pipe0_sb_valid[0] <= (iswitch_core0_core_commit_pipe0_iss_valid && (!(iswitch_core0_core_engine0_cm_res && iswitch_core0_core_engine0_cm_kill && iswitch_core0_core_commit_pipe0_iss_spec)));
        for (i=1; i<7; i=i+1) begin
            iswitch_core0_core_commit_pipe0_sb_valid[i] <= (iswitch_core0_core_commit_pipe0_sb_valid[(i - 1)] && (!(iswitch_core0_core_engine0_cm_res && iswitch_core0_core_engine0_cm_kill && iswitch_core0_core_commit_pipe0_sb_spec[(i - 1)])));
        end
    end
    iswitch_core0_core_commit_pipe0_iss_spec <= (!iswitch_core0_core_engine0_cm_dec);
    iswitch_core0_core_commit_pipe0_iss_store <= iswitch_core0_core_engine0_cm_store;
    iswitch_core0_core_commit_pipe0_iss_bm <= 1;
    iswitch_core0_core_commit_pipe0_iss_buf <= iswitch_core0_core_engine0_cm_buf;
    iswitch_core0_core_commit_pipe0_iss_beat <= iswitch_core0_core_commit_pipe0_f_beat[6-1:0];
    iswitch_core0_core_commit_pipe0_iss_z0 <= (iswitch_core0_core_commit_pipe0_f_beat[6-1:0] == 0);
    iswitch_core0_core_commit_pipe0_iss_z1 <= (iswitch_core0_core_commit_pipe0_f_beat[6-1:0] == 1);
    if (iswitch_core0_core_read0_p_go) begin
        iswitch_core0_core_commit_pipe0_sb_bm[0] <= (iswitch_core0_core_commit_pipe0_iss_buf == iswitch_rx0_rx_slots0_drive8_dst[5-1:0]);
        for (i=1; i<7; i=i+1) begin
            iswitch_core0_core_commit_pipe0_sb_bm[i] <= (iswitch_core0_core_commit_pipe0_sb_buf[(i - 1)] == iswitch_rx0_rx_slots0_drive8_dst[5-1:0]);
        end
    end
    else begin
        iswitch_core0_core_commit_pipe0_sb_bm[0] <= iswitch_core0_core_commit_pipe0_iss_bm;
        for (i=1; i<7; i=i+1) begin
            iswitch_core0_core_commit_pipe0_sb_bm[i] <= iswitch_core0_core_commit_pipe0_sb_bm[(i - 1)];
        end
    end
    iswitch_core0_core_commit_pipe0_sb_spec[0] <= (iswitch_core0_core_commit_pipe0_iss_spec && (!iswitch_core0_core_engine0_cm_res));
    if ((iswitch_core0_core_engine0_cm_res && iswitch_core0_core_commit_pipe0_iss_spec)) begin
        iswitch_core0_core_commit_pipe0_sb_store[0] <= iswitch_core0_core_engine0_cm_store;
    end
    else begin
        iswitch_core0_core_commit_pipe0_sb_store[0] <= iswitch_core0_core_commit_pipe0_iss_store;
    end
    for (i=1; i<7; i=i+1) begin
        iswitch_core0_core_commit_pipe0_sb_spec[i] <= (iswitch_core0_core_commit_pipe0_sb_spec[(i - 1)] && (!iswitch_core0_core_engine0_cm_res));
        if ((iswitch_core0_core_engine0_cm_res && iswitch_core0_core_commit_pipe0_sb_spec[(i - 1)])) begin
            iswitch_core0_core_commit_pipe0_sb_store[i] <= iswitch_core0_core_engine0_cm_store;
        end
        else begin
            iswitch_core0_core_commit_pipe0_sb_store[i] <= iswitch_core0_core_commit_pipe0_sb_store[(i - 1)];
        end
    end
    iswitch_core0_core_commit_pipe0_sb_buf[0] <= iswitch_core0_core_commit_pipe0_iss_buf;
    iswitch_core0_core_commit_pipe0_sb_beat[0] <= iswitch_core0_core_commit_pipe0_iss_beat;
    iswitch_core0_core_commit_pipe0_sb_z0[0] <= iswitch_core0_core_commit_pipe0_iss_z0;
    iswitch_core0_core_commit_pipe0_sb_z1[0] <= iswitch_core0_core_commit_pipe0_iss_z1;
    for (i=1; i<7; i=i+1) begin
        iswitch_core0_core_commit_pipe0_sb_buf[i] <= iswitch_core0_core_commit_pipe0_sb_buf[(i - 1)];
        iswitch_core0_core_commit_pipe0_sb_beat[i] <= iswitch_core0_core_commit_pipe0_sb_beat[(i - 1)];
        iswitch_core0_core_commit_pipe0_sb_z0[i] <= iswitch_core0_core_commit_pipe0_sb_z0[(i - 1)];
        iswitch_core0_core_commit_pipe0_sb_z1[i] <= iswitch_core0_core_commit_pipe0_sb_z1[(i - 1)];
    end
    iswitch_core0_core_commit_pipe0_st_dly[0] <= iswitch_core0_core_commit_pipe0_st_rdata;
    for (i=1; i<7; i=i+1) begin
        iswitch_core0_core_commit_pipe0_st_dly[i] <= iswitch_core0_core_commit_pipe0_st_dly[(i - 1)];
    end
end


always @(iswitch_core0_core_compare0_rg_heff, iswitch_core0_core_engine0_a_mode, iswitch_core0_core_engine0_a_memv, iswitch_core0_core_walker0_w2_meta) begin: iswitch_core0_core_walker0_walk_word
    reg [152-1:0] md;
    reg [32-1:0] onehot;
    reg [32-1:0] bmap;
    md = 152'h0;
    onehot = 32'h0;
    bmap = 32'h0;
    md = iswitch_core0_core_walker0_w2_meta;
    bmap = iswitch_core0_core_walker0_w2_meta[86+:32];
    onehot = 0;
    onehot[16-1:0] = iswitch_core0_core_engine0_a_memv;
    if (((iswitch_core0_core_engine0_a_mode == 1) && (iswitch_core0_core_walker0_w2_meta[150+:2] == 1))) begin
        bmap = (bmap & (~onehot));
        md[86+:32] = bmap;
    end
    iswitch_core0_core_walker0_wk_left = md;
    md[38] = 0;
    md[32+:6] = iswitch_core0_core_compare0_rg_heff;
    md[0+:32] = bmap;
    iswitch_core0_core_walker0_wk_emit = md;
end


always @(iswitch_core0_core_walker0_wk_emit, iswitch_core0_core_walker0_wk_valid, iswitch_core0_core_decide0_x_room3, iswitch_core0_core_walker0_wk_left, iswitch_core0_core_walker0_w2_meta, iswitch_core0_core_walker0_w2_ge, iswitch_core0_core_engine0_wk_idx2, iswitch_core0_core_engine0_a_mode, iswitch_core0_core_counters0_rg_child) begin: iswitch_core0_core_walker0_walk_step
    reg [152-1:0] md;
    reg [2-1:0] st;
    reg stall;
    md = 152'h0;
    st = 2'h0;
    st = iswitch_core0_core_walker0_w2_meta[150+:2];
    stall = 1'b0;
    iswitch_core0_core_engine0_wk_we = 0;
    iswitch_core0_core_counters0_wk_push = 0;
    if ((iswitch_core0_core_engine0_a_mode == 2)) begin
        md = iswitch_core0_core_walker0_w2_meta;
        md[150+:2] = 0;
        iswitch_core0_core_engine0_wk_we = iswitch_core0_core_walker0_wk_valid;
    end
    else begin
        md = iswitch_core0_core_walker0_wk_left;
        if (((iswitch_core0_core_engine0_a_mode == 1) && (st == 1))) begin
            iswitch_core0_core_engine0_wk_we = iswitch_core0_core_walker0_wk_valid;
        end
        if (((st == 1) && iswitch_core0_core_walker0_w2_ge)) begin
            if (iswitch_core0_core_decide0_x_room3) begin
                md = iswitch_core0_core_walker0_wk_emit;
                md[150+:2] = 2;
                if (iswitch_core0_core_counters0_rg_child) begin
                    md[150+:2] = 3;
                end
                iswitch_core0_core_engine0_wk_we = iswitch_core0_core_walker0_wk_valid;
                iswitch_core0_core_counters0_wk_push = iswitch_core0_core_walker0_wk_valid;
            end
            else begin
                stall = (iswitch_core0_core_walker0_wk_valid != 0);
                iswitch_core0_core_engine0_wk_we = 0;
            end
        end
    end
    iswitch_core0_core_engine0_wk_md = md;
    iswitch_core0_core_walker0_wk_stall = stall;
    iswitch_core0_core_engine0_wk_end = (iswitch_core0_core_walker0_wk_valid && ($signed({1'b0, iswitch_core0_core_engine0_wk_idx2}) == (32 - 1)) && (!stall));
end


always @(posedge axis_aclk) begin: iswitch_core0_core_walker0_walk
    if ((rst || (!iswitch_core0_core_read0_walking))) begin
        iswitch_core0_core_read0_w_idx <= 0;
        iswitch_core0_core_walker0_wk_valid <= 0;
    end
    else if ((!iswitch_core0_core_walker0_wk_stall)) begin
        iswitch_core0_core_walker0_wk_valid <= (iswitch_core0_core_read0_w_idx != 32);
        iswitch_core0_core_engine0_wk_idx2 <= iswitch_core0_core_read0_w_idx[5-1:0];
        iswitch_core0_core_walker0_w2_meta <= iswitch_core0_meta_rd;
        iswitch_core0_core_walker0_w2_ge <= ((iswitch_core0_core_engine0_rg_heff_now != 0) && (iswitch_core0_wcnt_rd >= iswitch_core0_core_engine0_rg_heff_now));
        if ((iswitch_core0_core_read0_w_idx != 32)) begin
            iswitch_core0_core_read0_w_idx <= (iswitch_core0_core_read0_w_idx + 1);
        end
    end
end


always @(iswitch_core0_core_walker0_wk_emit, iswitch_core0_core_compare0_rg_up_id, iswitch_core0_core_compare0_rg_up_port, iswitch_core0_core_member_table0_lk_ports, iswitch_core0_core_counters0_rg_child) begin: iswitch_core0_core_emission0__emission_walk0_emission_walk
    iswitch_core0_core_emission0_ew_md = {iswitch_core0_core_walker0_wk_emit[118+:32], iswitch_core0_core_walker0_wk_emit[80-1:0]};
    iswitch_core0_core_emission0_ew_down = (!iswitch_core0_core_counters0_rg_child);
    if (iswitch_core0_core_counters0_rg_child) begin
        iswitch_core0_core_emission0_ew_ports = iswitch_core0_core_compare0_rg_up_port;
        iswitch_core0_core_emission0_ew_worker = iswitch_core0_core_compare0_rg_up_id;
    end
    else begin
        iswitch_core0_core_emission0_ew_ports = iswitch_core0_core_member_table0_lk_ports;
        iswitch_core0_core_emission0_ew_worker = 65535;
    end
end


always @(iswitch_core0_core_read0_fr_ctrl, iswitch_core0_core_counters0_dd_up, iswitch_core0_core_read0_fr_buf, iswitch_core0_core_read0_fr_mac, iswitch_core0_core_counters0_dc_help, iswitch_core0_core_read0_fr_port, iswitch_core0_core_decide0__reg5_q, iswitch_core0_core_compare0_rg_up_id, iswitch_core0_core_decide0__reg19_q, iswitch_core0_core_read0_fr_ip, iswitch_core0_core_counters0_dc_fbcast, iswitch_core0_core_counters0_dc_resend, iswitch_core0_core_compare0_rg_up_port, iswitch_core0_core_member_table0_lk_ports, iswitch_core0_core_counters0_rg_child, iswitch_core0_core_read0_fr_meta) begin: iswitch_core0_core_emission0_emission
    reg up;
    up = 1'b0;
    if ((iswitch_core0_core_read0_fr_ctrl && iswitch_core0_core_counters0_dc_fbcast)) begin
        iswitch_core0_core_emission0_e_md = {iswitch_core0_core_decide0__reg19_q[118+:32], iswitch_core0_core_decide0__reg19_q[80-1:0]};
        iswitch_core0_core_emission0_e_buf = iswitch_core0_core_read0_fr_buf;
        up = (iswitch_core0_core_counters0_rg_child != 0);
    end
    else if (iswitch_core0_core_read0_fr_ctrl) begin
        iswitch_core0_core_emission0_e_md = {iswitch_core0_core_read0_fr_meta[118+:32], iswitch_core0_core_read0_fr_meta[80-1:0]};
        iswitch_core0_core_emission0_e_buf = iswitch_core0_core_read0_fr_buf;
        up = (iswitch_core0_core_counters0_dc_resend != 0);
    end
    else begin
        iswitch_core0_core_emission0_e_md = {iswitch_core0_core_decide0__reg5_q[118+:32], iswitch_core0_core_decide0__reg5_q[80-1:0]};
        iswitch_core0_core_emission0_e_buf = iswitch_core0_core_read0_fr_buf;
        up = (iswitch_core0_core_counters0_dd_up != 0);
    end
    iswitch_core0_core_emission0_e_down = (!up);
    iswitch_core0_core_emission0_e_retx = (iswitch_core0_core_read0_fr_ctrl && iswitch_core0_core_counters0_dc_resend);
    if (up) begin
        iswitch_core0_core_emission0_e_worker = iswitch_core0_core_compare0_rg_up_id;
    end
    else begin
        iswitch_core0_core_emission0_e_worker = 65535;
    end
    if ((iswitch_core0_core_read0_fr_ctrl && iswitch_core0_core_counters0_dc_help)) begin
        iswitch_core0_core_emission0_e_mac = iswitch_core0_core_read0_fr_mac;
        iswitch_core0_core_emission0_e_ip = iswitch_core0_core_read0_fr_ip;
        iswitch_core0_core_emission0_e_ports = iswitch_core0_core_read0_fr_port;
        iswitch_core0_core_emission0_e_replay = 1;
    end
    else begin
        iswitch_core0_core_emission0_e_mac = ((1 << 48) - 1);
        iswitch_core0_core_emission0_e_ip = ((1 << 32) - 1);
        if (up) begin
            iswitch_core0_core_emission0_e_ports = iswitch_core0_core_compare0_rg_up_port;
        end
        else begin
            iswitch_core0_core_emission0_e_ports = iswitch_core0_core_member_table0_lk_ports;
        end
        iswitch_core0_core_emission0_e_replay = 0;
    end
end


always @(iswitch_core0_core_read0_fr_w54, iswitch_core0_core_read0_fr_w52, iswitch_core0_core_read0_fr_w56) begin: iswitch_core0_core_emission0_request
    if ((iswitch_core0_core_read0_fr_w52[16-1:8] == 9)) begin
        iswitch_core0_core_emission0_r_action = 1;
        iswitch_core0_core_emission0_r_value = {30'h0, iswitch_core0_core_read0_fr_w54[13], 1'b1};
    end
    else begin
        iswitch_core0_core_emission0_r_action = iswitch_core0_core_read0_fr_w52[16-1:8];
        iswitch_core0_core_emission0_r_value = {iswitch_core0_core_read0_fr_w54, iswitch_core0_core_read0_fr_w56};
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_emission0_data_word
    if ((iswitch_core0_core_read0_state == 4)) begin
        iswitch_core0_core_emission0_f_desc <= iswitch_core0_core_emission0_e_desc;
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_emission0_desc_word
    if ((iswitch_core0_core_read0_state == 4)) begin
        iswitch_core0_core_emission0_d_wd <= iswitch_core0_core_emission0_ack_desc;
    end
    else if (((iswitch_core0_core_read0_state == 5) || (iswitch_core0_core_read0_state == 6))) begin
        iswitch_core0_core_emission0_d_wd <= iswitch_core0_core_emission0_f_desc;
    end
    else if ((iswitch_core0_core_read0_state == 7)) begin
        iswitch_core0_core_emission0_d_wd <= iswitch_core0_core_emission0_req_desc;
    end
    else begin
        iswitch_core0_core_emission0_d_wd <= iswitch_core0_core_emission0_ew_desc;
    end
end



assign iswitch_core0_drive21_dst = iswitch_core0_core_emission0_d_wd[294];



assign iswitch_core0_drive22_dst = iswitch_core0_core_emission0_d_wd[246-1:214];



assign iswitch_core0_drive23_dst = iswitch_core0_core_emission0_d_wd[9-1:0];


always @(iswitch_core0_drive23_dst, iswitch_core0_drive22_dst, iswitch_core0_drive21_dst) begin: iswitch_core0_desc_prep0_prep
    reg [16-1:0] len4;
    reg [16-1:0] k;
    reg [16-1:0] nk;
    reg [16-1:0] nlo;
    reg [17-1:0] r0;
    reg [16-1:0] r1;
    reg [7-1:0] nb;
    reg [3-1:0] r;
    len4 = 16'h0;
    k = 16'h0;
    nk = 16'h0;
    nlo = 16'h0;
    r0 = 17'h0;
    r1 = 16'h0;
    nb = 7'h0;
    r = 3'h0;
    len4 = {5'h0, iswitch_core0_drive23_dst, 2'h0};
    iswitch_core0_desc_prep0_ip_len = (len4 + 50);
    iswitch_core0_desc_prep0_udp_len = (len4 + 30);
    iswitch_core0_desc_prep0_flen = (len4 + 64);
    r0 = ({1'h0, iswitch_core0_drive22_dst[32-1:16]} + {1'h0, iswitch_core0_drive22_dst[16-1:0]});
    nlo = (~iswitch_core0_drive22_dst[16-1:0]);
    r1 = (iswitch_core0_drive22_dst[32-1:16] - nlo);
    if (r0[16]) begin
        iswitch_core0_desc_prep0_ip_sum = r1;
    end
    else begin
        iswitch_core0_desc_prep0_ip_sum = r0[16-1:0];
    end
    if (iswitch_core0_drive21_dst) begin
        iswitch_core0_desc_prep0_tos = (27 << 2);
        k = 53421;
    end
    else begin
        iswitch_core0_desc_prep0_tos = (31 << 2);
        k = 53437;
    end
    r0 = ({1'h0, len4} + {1'h0, k});
    nk = (~k);
    r1 = (len4 - nk);
    if (r0[16]) begin
        iswitch_core0_desc_prep0_len_sum = r1;
    end
    else begin
        iswitch_core0_desc_prep0_len_sum = r0[16-1:0];
    end
    r = iswitch_core0_drive23_dst[3-1:0];
    nb = ({1'h0, iswitch_core0_drive23_dst[9-1:3]} + {5'h0, (r != 0), (r == 0)});
    if ((iswitch_core0_drive21_dst && (iswitch_core0_drive23_dst != 0))) begin
        iswitch_core0_desc_prep0_last = nb;
    end
    else begin
        iswitch_core0_desc_prep0_last = 1;
    end
    case (r)
        0: iswitch_core0_desc_prep0_lanes_last = 255;
        1: iswitch_core0_desc_prep0_lanes_last = 1;
        2: iswitch_core0_desc_prep0_lanes_last = 3;
        3: iswitch_core0_desc_prep0_lanes_last = 7;
        4: iswitch_core0_desc_prep0_lanes_last = 15;
        5: iswitch_core0_desc_prep0_lanes_last = 31;
        6: iswitch_core0_desc_prep0_lanes_last = 63;
        default: iswitch_core0_desc_prep0_lanes_last = 127;
    endcase
end


always @(posedge axis_aclk) begin: iswitch_core0_core_desc_fifo0_dfifo_write
    if (iswitch_core0_core_engine0_wr_d_we) begin
        iswitch_core0_core_desc_fifo0_dfifo[iswitch_core0_core_desc_fifo0_d_wptr[(5 - 1)-1:0]] <= iswitch_core0_core_desc_fifo0_d_wd;
    end
end


always @(posedge axis_aclk) begin: iswitch_core0_core_desc_fifo0_dfifo_ptrs
    integer i;
    if (rst) begin
        iswitch_core0_core_desc_fifo0_d_wptr <= 0;
        iswitch_core0_core_desc_fifo0_d_rptr <= 0;
        iswitch_core0_core_desc_fifo0_d_rptr1 <= 1;
        iswitch_core0_core_desc_fifo0_d_valid <= 0;
        for (i=0; i<(6 - 1); i=i+1) begin
            iswitch_core0_core_desc_fifo0_d_vis[i] <= 0;
        end
    end
    else begin
        if (iswitch_core0_core_engine0_wr_d_we) begin
            iswitch_core0_core_desc_fifo0_d_wptr <= (iswitch_core0_core_desc_fifo0_d_wptr + 1);
        end
        if ((iswitch_core0_core_desc_fifo0_desc_valid && iswitch_core0_core_desc_fifo0_desc_ready)) begin
            iswitch_core0_core_desc_fifo0_d_rptr <= iswitch_core0_core_desc_fifo0_d_rptr1;
            iswitch_core0_core_desc_fifo0_d_rptr1 <= (iswitch_core0_core_desc_fifo0_d_rptr1 + 1);
            iswitch_core0_core_desc_fifo0_d_valid <= (iswitch_core0_core_desc_fifo0_d_vis[(6 - 2)] != iswitch_core0_core_desc_fifo0_d_rptr1);
        end
        else begin
            iswitch_core0_core_desc_fifo0_d_valid <= (iswitch_core0_core_desc_fifo0_d_vis[(6 - 2)] != iswitch_core0_core_desc_fifo0_d_rptr);
        end
        iswitch_core0_core_desc_fifo0_d_vis[0] <= iswitch_core0_core_desc_fifo0_d_wptr;
        for (i=1; i<(6 - 1); i=i+1) begin
            iswitch_core0_core_desc_fifo0_d_vis[i] <= iswitch_core0_core_desc_fifo0_d_vis[(i - 1)];
        end
    end
end



assign iswitch_core0_core_desc_fifo0_d_head = iswitch_core0_core_desc_fifo0_dfifo[iswitch_core0_core_desc_fifo0_d_rptr[(5 - 1)-1:0]];


always @(iswitch_core0_core_desc_fifo0_d_wptr, iswitch_core0_core_desc_fifo0_d_rptr) begin: iswitch_core0_core_desc_fifo0_dfifo_status
    reg [5-1:0] used;
    used = 5'h0;
    used = (iswitch_core0_core_desc_fifo0_d_wptr - iswitch_core0_core_desc_fifo0_d_rptr);
    iswitch_core0_core_desc_fifo0_d_room2 = ($signed({1'b0, used}) <= (16 - 2));
    iswitch_core0_core_desc_fifo0_d_room3 = ($signed({1'b0, used}) <= (16 - 3));
end


always @(posedge axis_aclk) begin: iswitch_core0_core_desc_fifo0_dfifo_room
    iswitch_core0_core_decide0_x_room2 <= iswitch_core0_core_desc_fifo0_d_room2;
    iswitch_core0_core_decide0_x_room3 <= iswitch_core0_core_desc_fifo0_d_room3;
end



assign iswitch_core0_core_desc_fifo0_desc_valid = iswitch_core0_core_desc_fifo0_d_valid;



assign iswitch_core0_core_desc_fifo0_drive24_dst = iswitch_core0_core_desc_fifo0_d_head[388];



assign iswitch_core0_core_desc_fifo0_drive25_dst = iswitch_core0_core_desc_fifo0_d_head[388-1:340];



assign iswitch_core0_core_desc_fifo0_drive26_dst = iswitch_core0_core_desc_fifo0_d_head[340-1:308];



assign iswitch_core0_core_desc_fifo0_drive27_dst = iswitch_core0_core_desc_fifo0_d_head[308-1:292];



assign iswitch_core0_core_desc_fifo0_drive28_dst = iswitch_core0_core_desc_fifo0_d_head[292-1:284];



assign iswitch_core0_core_desc_fifo0_drive29_dst = iswitch_core0_core_desc_fifo0_d_head[284-1:108];



assign iswitch_core0_core_desc_fifo0_drive30_dst = iswitch_core0_core_desc_fifo0_d_head[108-1:103];



assign iswitch_core0_core_desc_fifo0_drive31_dst = iswitch_core0_core_desc_fifo0_d_head[103-1:95];



assign iswitch_core0_core_desc_fifo0_drive32_dst = iswitch_core0_core_desc_fifo0_d_head[95-1:79];



assign iswitch_core0_core_desc_fifo0_drive33_dst = iswitch_core0_core_desc_fifo0_d_head[79-1:63];



assign iswitch_core0_core_desc_fifo0_drive34_dst = iswitch_core0_core_desc_fifo0_d_head[63-1:47];



assign iswitch_core0_core_desc_fifo0_drive35_dst = iswitch_core0_core_desc_fifo0_d_head[47-1:31];



assign iswitch_core0_core_desc_fifo0_drive36_dst = iswitch_core0_core_desc_fifo0_d_head[31-1:15];



assign iswitch_core0_core_desc_fifo0_drive37_dst = iswitch_core0_core_desc_fifo0_d_head[15-1:8];



assign iswitch_core0_core_desc_fifo0_drive38_dst = iswitch_core0_core_desc_fifo0_d_head[8-1:0];


always @(posedge axis_aclk) begin: iswitch_tx0_tx_prep0_prep
    iswitch_tx0_tos_r <= iswitch_core0_core_desc_fifo0_drive31_dst;
    iswitch_tx0_ip_len_r <= iswitch_core0_core_desc_fifo0_drive32_dst;
    iswitch_tx0_udp_len_r <= iswitch_core0_core_desc_fifo0_drive33_dst;
    iswitch_tx0_flen_r <= iswitch_core0_core_desc_fifo0_drive34_dst;
    iswitch_tx0_tx_prep0_ip_sum <= iswitch_core0_core_desc_fifo0_drive35_dst;
    iswitch_tx0_tx_prep0_len_sum <= iswitch_core0_core_desc_fifo0_drive36_dst;
    iswitch_tx0_last_r <= iswitch_core0_core_desc_fifo0_drive37_dst;
    iswitch_tx0_lanes_last_r <= iswitch_core0_core_desc_fifo0_drive38_dst;
end


always @(iswitch_tx0_tx_prep0_ip_sum, iswitch_tx0_tx_prep0_len_sum) begin: iswitch_tx0_tx_prep0_checksum
    reg [17-1:0] r0;
    reg [16-1:0] r1;
    reg [16-1:0] nl;
    r0 = 17'h0;
    r1 = 16'h0;
    nl = 16'h0;
    r0 = ({1'h0, iswitch_tx0_tx_prep0_ip_sum} + {1'h0, iswitch_tx0_tx_prep0_len_sum});
    nl = (~iswitch_tx0_tx_prep0_len_sum);
    r1 = (iswitch_tx0_tx_prep0_ip_sum - nl);
    if (r0[16]) begin
        iswitch_tx0_csum = (~r1);
    end
    else begin
        iswitch_tx0_csum = (~r0[16-1:0]);
    end
end



assign iswitch_tx0_dst_mac = iswitch_core0_core_desc_fifo0_drive25_dst;
assign iswitch_tx0_dst_ip = iswitch_core0_core_desc_fifo0_drive26_dst;
assign iswitch_tx0_dport = iswitch_core0_core_desc_fifo0_drive27_dst;
assign iswitch_tx0_ports = iswitch_core0_core_desc_fifo0_drive28_dst;
assign iswitch_tx0_hdr = iswitch_core0_core_desc_fifo0_drive29_dst;



assign iswitch_tx0_tx_readq0_rd_issue = (iswitch_core0_core_desc_fifo0_desc_valid && (iswitch_tx0_tx_readq0_rd_cr != 0));


(* keep *)
always @(posedge axis_aclk) begin: iswitch_tx0_tx_readq0__rq_r_copy0_rq_r_copy
    if (rst == 1) begin
        iswitch_tx0_tx_readq0__rq_r_copy0_q <= 0;
    end
    else begin
        if (iswitch_tx0_g_done) begin
            iswitch_tx0_tx_readq0__rq_r_copy0_q <= 0;
        end
        else if (iswitch_tx0_pop) begin
            iswitch_tx0_tx_readq0__rq_r_copy0_q <= (iswitch_tx0_tx_readq0__rq_r_copy0_q + 1);
        end
    end
end


(* keep *)
always @(posedge axis_aclk) begin: iswitch_tx0_tx_readq0__rq_r_copy1_rq_r_copy
    if (rst == 1) begin
        iswitch_tx0_tx_readq0__rq_r_copy1_q <= 0;
    end
    else begin
        if (iswitch_tx0_g_done) begin
            iswitch_tx0_tx_readq0__rq_r_copy1_q <= 0;
        end
        else if (iswitch_tx0_pop) begin
            iswitch_tx0_tx_readq0__rq_r_copy1_q <= (iswitch_tx0_tx_readq0__rq_r_copy1_q + 1);
        end
    end
end


(* keep *)
always @(posedge axis_aclk) begin: iswitch_tx0_tx_readq0__rq_r_copy2_rq_r_copy
    if (rst == 1) begin
        iswitch_tx0_tx_readq0__rq_r_copy2_q <= 0;
    end
    else begin
        if (iswitch_tx0_g_done) begin
            iswitch_tx0_tx_readq0__rq_r_copy2_q <= 0;
        end
        else if (iswitch_tx0_pop) begin
            iswitch_tx0_tx_readq0__rq_r_copy2_q <= (iswitch_tx0_tx_readq0__rq_r_copy2_q + 1);
        end
    end
end


(* keep *)
always @(posedge axis_aclk) begin: iswitch_tx0_tx_readq0__rq_r_copy3_rq_r_copy
    if (rst == 1) begin
        iswitch_tx0_tx_readq0__rq_r_copy3_q <= 0;
    end
    else begin
        if (iswitch_tx0_g_done) begin
            iswitch_tx0_tx_readq0__rq_r_copy3_q <= 0;
        end
        else if (iswitch_tx0_pop) begin
            iswitch_tx0_tx_readq0__rq_r_copy3_q <= (iswitch_tx0_tx_readq0__rq_r_copy3_q + 1);
        end
    end
end


always @(iswitch_tx0_tx_readq0_rq1[64-1:0], iswitch_tx0_tx_readq0_rq3[64-1:0], iswitch_tx0_tx_readq0__rq_r_copy0_q, iswitch_tx0_tx_readq0_rq0[64-1:0], iswitch_tx0_tx_readq0_rq2[64-1:0]) begin: iswitch_tx0_tx_readq0__head_group0_head_group
    case (iswitch_tx0_tx_readq0__rq_r_copy0_q)
        'h0: begin
            iswitch_tx0_tx_readq0__head_group0_out = iswitch_tx0_tx_readq0_rq0[64-1:0];
        end
        'h1: begin
            iswitch_tx0_tx_readq0__head_group0_out = iswitch_tx0_tx_readq0_rq1[64-1:0];
        end
        'h2: begin
            iswitch_tx0_tx_readq0__head_group0_out = iswitch_tx0_tx_readq0_rq2[64-1:0];
        end
        default: begin
            iswitch_tx0_tx_readq0__head_group0_out = iswitch_tx0_tx_readq0_rq3[64-1:0];
        end
    endcase
end


always @(iswitch_tx0_tx_readq0_rq1[128-1:64], iswitch_tx0_tx_readq0_rq3[128-1:64], iswitch_tx0_tx_readq0__rq_r_copy1_q, iswitch_tx0_tx_readq0_rq0[128-1:64], iswitch_tx0_tx_readq0_rq2[128-1:64]) begin: iswitch_tx0_tx_readq0__head_group1_head_group
    case (iswitch_tx0_tx_readq0__rq_r_copy1_q)
        'h0: begin
            iswitch_tx0_tx_readq0__head_group1_out = iswitch_tx0_tx_readq0_rq0[128-1:64];
        end
        'h1: begin
            iswitch_tx0_tx_readq0__head_group1_out = iswitch_tx0_tx_readq0_rq1[128-1:64];
        end
        'h2: begin
            iswitch_tx0_tx_readq0__head_group1_out = iswitch_tx0_tx_readq0_rq2[128-1:64];
        end
        default: begin
            iswitch_tx0_tx_readq0__head_group1_out = iswitch_tx0_tx_readq0_rq3[128-1:64];
        end
    endcase
end


always @(iswitch_tx0_tx_readq0_rq1[192-1:128], iswitch_tx0_tx_readq0_rq3[192-1:128], iswitch_tx0_tx_readq0__rq_r_copy2_q, iswitch_tx0_tx_readq0_rq0[192-1:128], iswitch_tx0_tx_readq0_rq2[192-1:128]) begin: iswitch_tx0_tx_readq0__head_group2_head_group
    case (iswitch_tx0_tx_readq0__rq_r_copy2_q)
        'h0: begin
            iswitch_tx0_tx_readq0__head_group2_out = iswitch_tx0_tx_readq0_rq0[192-1:128];
        end
        'h1: begin
            iswitch_tx0_tx_readq0__head_group2_out = iswitch_tx0_tx_readq0_rq1[192-1:128];
        end
        'h2: begin
            iswitch_tx0_tx_readq0__head_group2_out = iswitch_tx0_tx_readq0_rq2[192-1:128];
        end
        default: begin
            iswitch_tx0_tx_readq0__head_group2_out = iswitch_tx0_tx_readq0_rq3[192-1:128];
        end
    endcase
end


always @(iswitch_tx0_tx_readq0_rq1[256-1:192], iswitch_tx0_tx_readq0_rq3[256-1:192], iswitch_tx0_tx_readq0__rq_r_copy3_q, iswitch_tx0_tx_readq0_rq0[256-1:192], iswitch_tx0_tx_readq0_rq2[256-1:192]) begin: iswitch_tx0_tx_readq0__head_group3_head_group
    case (iswitch_tx0_tx_readq0__rq_r_copy3_q)
        'h0: begin
            iswitch_tx0_tx_readq0__head_group3_out = iswitch_tx0_tx_readq0_rq0[256-1:192];
        end
        'h1: begin
            iswitch_tx0_tx_readq0__head_group3_out = iswitch_tx0_tx_readq0_rq1[256-1:192];
        end
        'h2: begin
            iswitch_tx0_tx_readq0__head_group3_out = iswitch_tx0_tx_readq0_rq2[256-1:192];
        end
        default: begin
            iswitch_tx0_tx_readq0__head_group3_out = iswitch_tx0_tx_readq0_rq3[256-1:192];
        end
    endcase
end



assign iswitch_tx0_rq_head = {iswitch_tx0_tx_readq0__head_group3_out, iswitch_tx0_tx_readq0__head_group2_out, iswitch_tx0_tx_readq0__head_group1_out, iswitch_tx0_tx_readq0__head_group0_out};


always @(posedge axis_aclk) begin: iswitch_tx0_tx_readq0_read_ctl
    if (rst == 1) begin
        iswitch_tx0_tx_readq0_rd_v1 <= 0;
        iswitch_tx0_rq_n <= 0;
        iswitch_tx0_tx_readq0_rq_r <= 0;
        iswitch_tx0_tx_readq0_rd_v2 <= 0;
        iswitch_tx0_tx_readq0_rd_idx <= 0;
        iswitch_tx0_tx_readq0_rq_w <= 0;
        iswitch_tx0_tx_readq0_rd_cr <= 4;
    end
    else begin
        if (iswitch_tx0_g_done) begin
            iswitch_tx0_tx_readq0_rd_idx <= 0;
            iswitch_tx0_tx_readq0_rd_cr <= 4;
            iswitch_tx0_tx_readq0_rd_v1 <= 0;
            iswitch_tx0_tx_readq0_rd_v2 <= 0;
            iswitch_tx0_tx_readq0_rq_w <= 0;
            iswitch_tx0_tx_readq0_rq_r <= 0;
            iswitch_tx0_rq_n <= 0;
        end
        else begin
            iswitch_tx0_tx_readq0_rd_v1 <= iswitch_tx0_tx_readq0_rd_issue;
            iswitch_tx0_tx_readq0_rd_v2 <= iswitch_tx0_tx_readq0_rd_v1;
            if (iswitch_tx0_tx_readq0_rd_issue) begin
                iswitch_tx0_tx_readq0_rd_idx <= (iswitch_tx0_tx_readq0_rd_idx + 1);
            end
            if ((iswitch_tx0_tx_readq0_rd_issue && (!iswitch_tx0_pop))) begin
                iswitch_tx0_tx_readq0_rd_cr <= (iswitch_tx0_tx_readq0_rd_cr - 1);
            end
            else if ((iswitch_tx0_pop && (!iswitch_tx0_tx_readq0_rd_issue))) begin
                iswitch_tx0_tx_readq0_rd_cr <= (iswitch_tx0_tx_readq0_rd_cr + 1);
            end
            if (iswitch_tx0_tx_readq0_rd_v2) begin
                iswitch_tx0_tx_readq0_rq_w <= (iswitch_tx0_tx_readq0_rq_w + 1);
            end
            if (iswitch_tx0_pop) begin
                iswitch_tx0_tx_readq0_rq_r <= (iswitch_tx0_tx_readq0_rq_r + 1);
            end
            if ((iswitch_tx0_tx_readq0_rd_v2 && (!iswitch_tx0_pop))) begin
                iswitch_tx0_rq_n <= (iswitch_tx0_rq_n + 1);
            end
            else if ((iswitch_tx0_pop && (!iswitch_tx0_tx_readq0_rd_v2))) begin
                iswitch_tx0_rq_n <= (iswitch_tx0_rq_n - 1);
            end
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_tx0_tx_readq0_read_regs
    iswitch_tx0_tx_readq0_raddr_r <= {iswitch_core0_core_desc_fifo0_drive30_dst, iswitch_tx0_tx_readq0_rd_idx};
    if (iswitch_tx0_tx_readq0_rd_v2) begin
        if ((iswitch_tx0_tx_readq0_rq_w == 0)) begin
            iswitch_tx0_tx_readq0_rq0 <= iswitch_core0_pl_rd_rdata;
        end
        if ((iswitch_tx0_tx_readq0_rq_w == 1)) begin
            iswitch_tx0_tx_readq0_rq1 <= iswitch_core0_pl_rd_rdata;
        end
        if ((iswitch_tx0_tx_readq0_rq_w == 2)) begin
            iswitch_tx0_tx_readq0_rq2 <= iswitch_core0_pl_rd_rdata;
        end
        if ((iswitch_tx0_tx_readq0_rq_w == 3)) begin
            iswitch_tx0_tx_readq0_rq3 <= iswitch_core0_pl_rd_rdata;
        end
    end
end



assign iswitch_core0_pl_rd_raddr = iswitch_tx0_tx_readq0_raddr_r;


always @(posedge axis_aclk) begin: iswitch_tx0_tx_skid0_skid_ctrl
    if (rst == 1) begin
        iswitch_tx0_tx_skid0_out_valid <= 0;
        iswitch_tx0_skid_valid <= 0;
    end
    else begin
        if ((!iswitch_tx0_skid_valid)) begin
            if (((!iswitch_tx0_tx_skid0_out_valid) || iswitch_tx0_tx_skid0_out_pop)) begin
                iswitch_tx0_tx_skid0_out_valid <= iswitch_tx0_req_g;
            end
            else if (iswitch_tx0_req_g) begin
                iswitch_tx0_skid_valid <= 1;
            end
        end
        else if (iswitch_tx0_tx_skid0_out_pop) begin
            iswitch_tx0_skid_valid <= 0;
        end
    end
end


always @(posedge axis_aclk) begin: iswitch_tx0_tx_skid0_skid_data_regs
    if ((!iswitch_tx0_skid_valid)) begin
        if (((!iswitch_tx0_tx_skid0_out_valid) || iswitch_tx0_tx_skid0_out_pop)) begin
            iswitch_tx0_tx_skid0_out_data <= iswitch_tx0_g_data;
            iswitch_tx0_tx_skid0_out_keep <= iswitch_tx0_tx_skid0_in_keep;
            iswitch_tx0_tx_skid0_out_user <= iswitch_tx0_tx_skid0_in_user;
            iswitch_tx0_tx_skid0_out_last <= iswitch_tx0_g_last;
        end
        else begin
            iswitch_tx0_tx_skid0_skid_data <= iswitch_tx0_g_data;
            iswitch_tx0_tx_skid0_skid_keep <= iswitch_tx0_tx_skid0_in_keep;
            iswitch_tx0_tx_skid0_skid_user <= iswitch_tx0_tx_skid0_in_user;
            iswitch_tx0_tx_skid0_skid_last <= iswitch_tx0_g_last;
        end
    end
    else if (iswitch_tx0_tx_skid0_out_pop) begin
        iswitch_tx0_tx_skid0_out_data <= iswitch_tx0_tx_skid0_skid_data;
        iswitch_tx0_tx_skid0_out_keep <= iswitch_tx0_tx_skid0_skid_keep;
        iswitch_tx0_tx_skid0_out_user <= iswitch_tx0_tx_skid0_skid_user;
        iswitch_tx0_tx_skid0_out_last <= iswitch_tx0_tx_skid0_skid_last;
    end
end


always @(iswitch_tx0_tx_mux0_cur_gen, iswitch_tx0_tx_mux0_last_gen, iswitch_tx0_tx_skid0_out_valid, iswitch_rx0_rx_input0_regular_tvalid, iswitch_tx0_tx_mux0_busy) begin: iswitch_tx0_tx_mux0_arbitrate
    if (iswitch_tx0_tx_mux0_busy) begin
        iswitch_tx0_tx_mux0_own_g = iswitch_tx0_tx_mux0_cur_gen;
    end
    else begin
        iswitch_tx0_tx_mux0_own_g = (iswitch_tx0_tx_skid0_out_valid && (!(iswitch_rx0_rx_input0_regular_tvalid && iswitch_tx0_tx_mux0_last_gen)));
    end
end


always @(iswitch_rx0_rx_input0_regular_tdata, iswitch_tx0_tx_skid0_out_user, iswitch_tx0_tx_skid0_out_keep, iswitch_rx0_rx_input0_regular_tlast, iswitch_rx0_rx_input0_regular_tuser, iswitch_tx0_tx_mux0_own_g, m_axis_tready, iswitch_tx0_tx_skid0_out_valid, iswitch_rx0_rx_input0_regular_tvalid, iswitch_rx0_rx_input0_regular_tkeep, iswitch_tx0_tx_skid0_out_last, iswitch_tx0_tx_skid0_out_data) begin: iswitch_tx0_tx_mux0_output_mux
    if (iswitch_tx0_tx_mux0_own_g) begin
        iswitch_tx0_tx_mux0_out_valid = iswitch_tx0_tx_skid0_out_valid;
        iswitch_tx0_tx_mux0_out_last = iswitch_tx0_tx_skid0_out_last;
        m_axis_tdata = iswitch_tx0_tx_skid0_out_data;
        m_axis_tkeep = iswitch_tx0_tx_skid0_out_keep;
        m_axis_tuser = iswitch_tx0_tx_skid0_out_user;
    end
    else begin
        iswitch_tx0_tx_mux0_out_valid = iswitch_rx0_rx_input0_regular_tvalid;
        iswitch_tx0_tx_mux0_out_last = iswitch_rx0_rx_input0_regular_tlast;
        m_axis_tdata = iswitch_rx0_rx_input0_regular_tdata;
        m_axis_tkeep = iswitch_rx0_rx_input0_regular_tkeep;
        m_axis_tuser = iswitch_rx0_rx_input0_regular_tuser;
    end
    iswitch_rx0_rx_input0_regular_tready = (m_axis_tready && (!iswitch_tx0_tx_mux0_own_g));
    iswitch_tx0_tx_skid0_out_pop = (iswitch_tx0_tx_mux0_own_g && iswitch_tx0_tx_skid0_out_valid && m_axis_tready);
end



assign m_axis_tvalid = iswitch_tx0_tx_mux0_out_valid;
assign m_axis_tlast = iswitch_tx0_tx_mux0_out_last;


always @(posedge axis_aclk) begin: iswitch_tx0_tx_mux0_owner
    if (rst == 1) begin
        iswitch_tx0_tx_mux0_last_gen <= 0;
        iswitch_tx0_tx_mux0_busy <= 0;
        iswitch_tx0_tx_mux0_cur_gen <= 0;
    end
    else begin
        if (iswitch_tx0_tx_mux0_out_valid) begin
            iswitch_tx0_tx_mux0_busy <= (!(m_axis_tready && iswitch_tx0_tx_mux0_out_last));
            iswitch_tx0_tx_mux0_cur_gen <= iswitch_tx0_tx_mux0_own_g;
            iswitch_tx0_tx_mux0_last_gen <= iswitch_tx0_tx_mux0_own_g;
        end
    end
end


always @(iswitch_tx0_beat1, iswitch_tx0_rq_head, iswitch_tx0_beat0, iswitch_tx0_lanes_last_r, iswitch_tx0_g_pay, iswitch_tx0_g_last, iswitch_tx0_g_b0) begin: iswitch_tx0_gen_beat
    if (iswitch_tx0_g_pay) begin
        iswitch_tx0_g_data = iswitch_tx0_rq_head;
    end
    else if (iswitch_tx0_g_b0) begin
        iswitch_tx0_g_data = iswitch_tx0_beat0;
    end
    else begin
        iswitch_tx0_g_data = iswitch_tx0_beat1;
    end
    if ((iswitch_tx0_g_pay && iswitch_tx0_g_last)) begin
        iswitch_tx0_g_lanes = iswitch_tx0_lanes_last_r;
    end
    else begin
        iswitch_tx0_g_lanes = 255;
    end
end


always @(iswitch_tx0_rq_n, iswitch_tx0_g_last, iswitch_tx0_skid_valid, iswitch_tx0_g_pay, iswitch_core0_core_desc_fifo0_desc_valid, iswitch_tx0_gen_ok) begin: iswitch_tx0_gen_handshakes
    reg ok;
    ok = (iswitch_core0_core_desc_fifo0_desc_valid && iswitch_tx0_gen_ok && ((!iswitch_tx0_g_pay) || (iswitch_tx0_rq_n != 0)));
    iswitch_tx0_req_g = ok;
    iswitch_tx0_take_g = (ok && (!iswitch_tx0_skid_valid));
    iswitch_tx0_pop = (ok && (!iswitch_tx0_skid_valid) && iswitch_tx0_g_pay);
    iswitch_tx0_g_done = (ok && (!iswitch_tx0_skid_valid) && iswitch_tx0_g_last);
    iswitch_core0_core_desc_fifo0_desc_ready = (ok && (!iswitch_tx0_skid_valid) && iswitch_tx0_g_last);
end


always @(posedge axis_aclk) begin: iswitch_tx0_gen_ctl
    if (rst == 1) begin
        iswitch_tx0_gbeat <= 0;
        iswitch_core0_core_pins0_pl_rd_unpin <= 0;
        iswitch_core0_core_pins0_onehot_decode3_idx <= 0;
        iswitch_tx0_g_pay <= 0;
        iswitch_tx0_g_last <= 0;
        iswitch_tx0_gen_ok <= 0;
        iswitch_tx0_g_b0 <= 1;
    end
    else begin
        if (iswitch_tx0_take_g) begin
            if (iswitch_tx0_g_last) begin
                iswitch_tx0_gbeat <= 0;
                iswitch_tx0_g_last <= 0;
                iswitch_tx0_g_pay <= 0;
                iswitch_tx0_g_b0 <= 1;
            end
            else begin
                iswitch_tx0_gbeat <= (iswitch_tx0_gbeat + 1);
                iswitch_tx0_g_last <= ((iswitch_tx0_gbeat + 1) == iswitch_tx0_last_r);
                iswitch_tx0_g_pay <= (iswitch_tx0_gbeat != 0);
                iswitch_tx0_g_b0 <= 0;
            end
        end
        iswitch_tx0_gen_ok <= (iswitch_core0_core_desc_fifo0_desc_valid && (!iswitch_tx0_g_done));
        iswitch_core0_core_pins0_pl_rd_unpin <= (iswitch_tx0_g_done && iswitch_core0_core_desc_fifo0_drive24_dst);
        iswitch_core0_core_pins0_onehot_decode3_idx <= iswitch_core0_core_desc_fifo0_drive30_dst;
    end
end

endmodule

`default_nettype wire
