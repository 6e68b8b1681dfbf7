// Generated from iswitch.wire by `python -m iswitch.wire.gen`: do not edit.
//
// The wire and harness contracts of docs/protocol.md and docs/architecture.md for the
// compiled Verilator harnesses (tb/*/compiled/harness.cpp). Python reads and writes the
// same records through iswitch.wire.
#pragma once
#include <cstdint>

namespace iswitch_wire {

// ---- frames
constexpr int ETH_LEN = 14;
constexpr int IP_LEN = 20;
constexpr int UDP_LEN = 8;
constexpr int HDR_OFF = 42;  // the iSwitch header in a frame
constexpr int HDR_LEN = 22;
constexpr int PAYLOAD_OFF = 64;
constexpr int MAX_FRAME = 1504;
constexpr int MAX_ELEMS = 360;  // fp32 elements of a full segment
constexpr int ELEM_BYTES = 4;
constexpr uint16_t SWITCH_WORKER_ID = 0xFFFF;  // aggregates' worker
constexpr uint16_t ETHERTYPE_IPV4 = 0x0800;
constexpr uint8_t IP_VERSION = 4;
constexpr uint8_t IP_IHL = 5;  // header length in 32-bit words: no options
constexpr uint16_t IP_FRAG_MASK = 0x3FFF;  // MF and the fragment offset
constexpr uint8_t IPPROTO_UDP = 17;
constexpr uint8_t MAGIC = 0x49;
constexpr uint8_t VT_DATA = 0x10;
constexpr uint8_t VT_CTRL = 0x11;
constexpr uint16_t UDP_PORT = 48879;
constexpr uint8_t DATA_DSCP = 27;
constexpr uint8_t CTRL_DSCP = 31;

// big-endian field of n bytes (n <= 4)
inline uint32_t be(const uint8_t* p, int n) {
    uint32_t v = 0;
    for (int i = 0; i < n; i++) v = (v << 8) | p[i];
    return v;
}

// ---- Ethernet / IPv4 / UDP (offsets in the frame)
constexpr int ETH_DST_MAC_OFF = 0;  // 6 bytes
constexpr int ETH_SRC_MAC_OFF = 6;  // 6 bytes
constexpr int ETH_ETHERTYPE_OFF = 12;  // 2 bytes
inline uint16_t eth_ethertype(const uint8_t* frame) { return (uint16_t)be(frame + ETH_ETHERTYPE_OFF, 2); }
constexpr int IP_VER_IHL_OFF = 14;  // 1 byte: version (high nibble) and IHL (low nibble)
constexpr int IP_TOS_OFF = 15;  // 1 byte: DSCP (bits 7..2) and ECN (bits 1..0)
constexpr int IP_TOTAL_LEN_OFF = 16;  // 2 bytes
constexpr int IP_IDENT_OFF = 18;  // 2 bytes
constexpr int IP_FRAG_OFF = 20;  // 2 bytes: flags and fragment offset
constexpr int IP_TTL_OFF = 22;  // 1 byte
constexpr int IP_PROTO_OFF = 23;  // 1 byte
constexpr int IP_CSUM_OFF = 24;  // 2 bytes
constexpr int IP_SRC_IP_OFF = 26;  // 4 bytes
constexpr int IP_DST_IP_OFF = 30;  // 4 bytes
inline uint8_t ip_ver_ihl(const uint8_t* frame) { return (uint8_t)be(frame + IP_VER_IHL_OFF, 1); }
inline uint8_t ip_tos(const uint8_t* frame) { return (uint8_t)be(frame + IP_TOS_OFF, 1); }
inline uint16_t ip_total_len(const uint8_t* frame) { return (uint16_t)be(frame + IP_TOTAL_LEN_OFF, 2); }
inline uint16_t ip_ident(const uint8_t* frame) { return (uint16_t)be(frame + IP_IDENT_OFF, 2); }
inline uint16_t ip_frag(const uint8_t* frame) { return (uint16_t)be(frame + IP_FRAG_OFF, 2); }
inline uint8_t ip_ttl(const uint8_t* frame) { return (uint8_t)be(frame + IP_TTL_OFF, 1); }
inline uint8_t ip_proto(const uint8_t* frame) { return (uint8_t)be(frame + IP_PROTO_OFF, 1); }
inline uint16_t ip_csum(const uint8_t* frame) { return (uint16_t)be(frame + IP_CSUM_OFF, 2); }
inline uint32_t ip_src_ip(const uint8_t* frame) { return (uint32_t)be(frame + IP_SRC_IP_OFF, 4); }
inline uint32_t ip_dst_ip(const uint8_t* frame) { return (uint32_t)be(frame + IP_DST_IP_OFF, 4); }
constexpr int UDP_SPORT_OFF = 34;  // 2 bytes
constexpr int UDP_DPORT_OFF = 36;  // 2 bytes
constexpr int UDP_UDP_LEN_OFF = 38;  // 2 bytes
constexpr int UDP_UDP_CSUM_OFF = 40;  // 2 bytes
inline uint16_t udp_sport(const uint8_t* frame) { return (uint16_t)be(frame + UDP_SPORT_OFF, 2); }
inline uint16_t udp_dport(const uint8_t* frame) { return (uint16_t)be(frame + UDP_DPORT_OFF, 2); }
inline uint16_t udp_udp_len(const uint8_t* frame) { return (uint16_t)be(frame + UDP_UDP_LEN_OFF, 2); }
inline uint16_t udp_udp_csum(const uint8_t* frame) { return (uint16_t)be(frame + UDP_UDP_CSUM_OFF, 2); }

// ---- iSwitch data header (offsets in the frame)
constexpr int DATA_MAGIC_OFF = 42;  // 1 byte: 0x49
constexpr int DATA_VT_OFF = 43;  // 1 byte: version << 4 | type (0 data)
constexpr int DATA_JOB_OFF = 44;  // 2 bytes: job id
constexpr int DATA_SEG_OFF = 46;  // 4 bytes: segment number (32-bit serial)
constexpr int DATA_WORKER_OFF = 50;  // 2 bytes: sender's worker id (0xFFFF: the switch)
constexpr int DATA_COUNT_OFF = 52;  // 2 bytes: fp32 elements in the payload
constexpr int DATA_NSUM_OFF = 54;  // 2 bytes: gradients summed in this packet
constexpr int DATA_FLAGS_OFF = 56;  // 2 bytes: RETX, DOWN, AGG, PARTIAL, REPLAY
constexpr int DATA_CONTRIB_OFF = 58;  // 4 bytes: aggregates: bitmap of contributing member entries
constexpr int DATA_H_OFF = 62;  // 2 bytes: aggregates: the effective threshold
inline uint8_t data_magic(const uint8_t* frame) { return (uint8_t)be(frame + DATA_MAGIC_OFF, 1); }
inline uint8_t data_vt(const uint8_t* frame) { return (uint8_t)be(frame + DATA_VT_OFF, 1); }
inline uint16_t data_job(const uint8_t* frame) { return (uint16_t)be(frame + DATA_JOB_OFF, 2); }
inline uint32_t data_seg(const uint8_t* frame) { return (uint32_t)be(frame + DATA_SEG_OFF, 4); }
inline uint16_t data_worker(const uint8_t* frame) { return (uint16_t)be(frame + DATA_WORKER_OFF, 2); }
inline uint16_t data_count(const uint8_t* frame) { return (uint16_t)be(frame + DATA_COUNT_OFF, 2); }
inline uint16_t data_nsum(const uint8_t* frame) { return (uint16_t)be(frame + DATA_NSUM_OFF, 2); }
inline uint16_t data_flags(const uint8_t* frame) { return (uint16_t)be(frame + DATA_FLAGS_OFF, 2); }
inline uint32_t data_contrib(const uint8_t* frame) { return (uint32_t)be(frame + DATA_CONTRIB_OFF, 4); }
inline uint16_t data_h(const uint8_t* frame) { return (uint16_t)be(frame + DATA_H_OFF, 2); }

// ---- iSwitch control header (offsets in the frame)
constexpr int CTRL_MAGIC_OFF = 42;  // 1 byte: 0x49
constexpr int CTRL_VT_OFF = 43;  // 1 byte: version << 4 | type (1 control)
constexpr int CTRL_JOB_OFF = 44;  // 2 bytes: job id
constexpr int CTRL_SEQ_OFF = 46;  // 4 bytes: request id chosen by the sender
constexpr int CTRL_WORKER_OFF = 50;  // 2 bytes: sender's worker id
constexpr int CTRL_ACTION_OFF = 52;  // 1 byte: action code
constexpr int CTRL_STATUS_OFF = 53;  // 1 byte: Ack: status code
constexpr int CTRL_VALUE_OFF = 54;  // 4 bytes: argument
constexpr int CTRL_RESULT_OFF = 58;  // 4 bytes: Ack: answer
constexpr int CTRL_ACKED_OFF = 62;  // 1 byte: Ack: the action answered
constexpr int CTRL_RESERVED_OFF = 63;  // 1 byte: zero
inline uint8_t ctrl_magic(const uint8_t* frame) { return (uint8_t)be(frame + CTRL_MAGIC_OFF, 1); }
inline uint8_t ctrl_vt(const uint8_t* frame) { return (uint8_t)be(frame + CTRL_VT_OFF, 1); }
inline uint16_t ctrl_job(const uint8_t* frame) { return (uint16_t)be(frame + CTRL_JOB_OFF, 2); }
inline uint32_t ctrl_seq(const uint8_t* frame) { return (uint32_t)be(frame + CTRL_SEQ_OFF, 4); }
inline uint16_t ctrl_worker(const uint8_t* frame) { return (uint16_t)be(frame + CTRL_WORKER_OFF, 2); }
inline uint8_t ctrl_action(const uint8_t* frame) { return (uint8_t)be(frame + CTRL_ACTION_OFF, 1); }
inline uint8_t ctrl_status(const uint8_t* frame) { return (uint8_t)be(frame + CTRL_STATUS_OFF, 1); }
inline uint32_t ctrl_value(const uint8_t* frame) { return (uint32_t)be(frame + CTRL_VALUE_OFF, 4); }
inline uint32_t ctrl_result(const uint8_t* frame) { return (uint32_t)be(frame + CTRL_RESULT_OFF, 4); }
inline uint8_t ctrl_acked(const uint8_t* frame) { return (uint8_t)be(frame + CTRL_ACKED_OFF, 1); }
inline uint8_t ctrl_reserved(const uint8_t* frame) { return (uint8_t)be(frame + CTRL_RESERVED_OFF, 1); }

// ---- codes
constexpr uint32_t FLAG_RETX = 0x1;
constexpr uint32_t FLAG_DOWN = 0x2;
constexpr uint32_t FLAG_AGG = 0x4;
constexpr uint32_t FLAG_PARTIAL = 0x8;
constexpr uint32_t FLAG_REPLAY = 0x10;
constexpr uint32_t FLAG_EXACT = 0x20;
enum class Action : uint32_t {
    JOIN = 0x1,
    LEAVE = 0x2,
    RESET = 0x3,
    SETH = 0x4,
    FBCAST = 0x5,
    HELP = 0x6,
    ACK = 0x7,
    QUERY = 0x8,
    SETROLE = 0x9,
};
enum class Status : uint32_t {
    OK = 0x0,
    BAD_ACTION = 0x1,
    NOT_MEMBER = 0x2,
    SPOOFED = 0x3,
    TABLE_FULL = 0x4,
    ID_IN_USE = 0x5,
    BAD_VALUE = 0x6,
    BAD_JOB = 0x7,
    NO_SEGMENT = 0x8,
    NOT_DONE = 0x9,
    ALREADY_DONE = 0xA,
    ROLE_BUSY = 0xB,
    BAD_MODE = 0xC,
    NO_EXACT = 0xD,
};
// counter and status register indices; 1..25 are also the drop reasons
enum class Reg : uint32_t {
    DROPS = 0x0,
    RUNT = 0x1,
    TKEEP = 0x2,
    OVERSIZE = 0x3,
    TRUNCATED = 0x4,
    IP_LEN = 0x5,
    IP_CSUM = 0x6,
    UDP_LEN = 0x7,
    BAD_PORT = 0x8,
    BAD_HEADER = 0x9,
    ALIGN = 0xA,
    COUNT_BEYOND = 0xB,
    COUNT_SHORT = 0xC,
    DIRECTION = 0xD,
    NON_MEMBER = 0xE,
    SPOOFED = 0xF,
    BAD_JOB = 0x10,
    NO_THRESHOLD = 0x11,
    COLLISION = 0x12,
    STALE = 0x13,
    LATE = 0x14,
    DUPLICATE = 0x15,
    LEN_MISMATCH = 0x16,
    CTRL_LEN = 0x17,
    BAD_ACTION = 0x18,
    ACK_IN = 0x19,
    NOT_PARENT = 0x1A,
    ROLE_BUSY = 0x1B,
    MODE = 0x1C,
    BYPASS_IHL = 0x20,
    BYPASS_FRAG = 0x21,
    BYPASS_PROTO = 0x22,
    REGULAR = 0x28,
    DATA_OK = 0x29,
    CTRL_OK = 0x2A,
    AGG_TX = 0x2B,
    REPLAY_TX = 0x2C,
    ACK_TX = 0x2D,
    CTRL_ERR = 0x2E,
    UP_TX = 0x2F,
    DOWN_OK = 0x30,
    UP_ACK = 0x31,
    H = 0x100,
    MEMBER_COUNT = 0x101,
    JOB = 0x102,
    K = 0x103,
    MEMBERS = 0x104,
    BUSY = 0x105,
    VERSION = 0x106,
    UPLINK = 0x107,
    MEMBER_BASE = 0x200,
};

// ---- NetFPGA streams
constexpr int BEAT_BYTES = 32;
constexpr int NUM_STREAMS = 5;
constexpr int HOST_STREAM = 4;
constexpr uint32_t STREAM_BITS[NUM_STREAMS] = {0x01, 0x04, 0x10, 0x40, 0x02};  // TUSER source bit of each input stream
constexpr int TUSER_WORDS = 4;
constexpr int TUSER_LEN_LO = 0, TUSER_LEN_W = 16;
constexpr int TUSER_SRC_LO = 16, TUSER_SRC_W = 8;
constexpr int TUSER_DST_LO = 24, TUSER_DST_W = 8;
constexpr int TUSER_SPARE_LO = 32, TUSER_SPARE_W = 96;

// ---- AXI-Lite counters of the three cores, read at the end of a run
struct AxilRegAddr { uint32_t slave, offset; };
constexpr AxilRegAddr AXIL_COUNTERS[] = {
    {0, 0x10},  // IA PKT_OUT
    {0, 0x14},  // IA PKT_IN_0
    {0, 0x18},  // IA PKT_IN_1
    {0, 0x1C},  // IA PKT_IN_2
    {0, 0x20},  // IA PKT_IN_3
    {0, 0x24},  // IA PKT_IN_4
    {1, 0x10},  // OPL PKT
    {1, 0x14},  // OPL HIT
    {1, 0x18},  // OPL FLOOD
    {1, 0x1C},  // OPL LEARN
    {1, 0x20},  // OPL ENTRIES
    {2, 0x10},  // OQ STORED_0
    {2, 0x14},  // OQ STORED_1
    {2, 0x18},  // OQ STORED_2
    {2, 0x1C},  // OQ STORED_3
    {2, 0x20},  // OQ STORED_4
    {2, 0x30},  // OQ REMOVED_0
    {2, 0x34},  // OQ REMOVED_1
    {2, 0x38},  // OQ REMOVED_2
    {2, 0x3C},  // OQ REMOVED_3
    {2, 0x40},  // OQ REMOVED_4
    {2, 0x50},  // OQ DROPPED_0
    {2, 0x54},  // OQ DROPPED_1
    {2, 0x58},  // OQ DROPPED_2
    {2, 0x5C},  // OQ DROPPED_3
    {2, 0x60},  // OQ DROPPED_4
    {2, 0x70},  // OQ PKT_IN
    {2, 0x74},  // OQ PKT_DROP
};

// ---- records of the harness files and pipes (little-endian, packed)
constexpr char STIM_MAGIC[] = "ISWSTIM3";
constexpr char OUT_MAGIC[] = "ISWOUT03";
constexpr int ADDER_LANES = 8;
constexpr uint32_t EVENT_NONE = 0xFFFFFFFF;
constexpr uint32_t MAX_SWITCHES = 64;
// the stimulus file's header: pacing, output backpressure (tready low on tready_p/256 of the cycles), the end and hang conditions (stall_limit cycles without progress), the fault model of the worker links (parts per million, drawn from fault_seed), the cycles a hang diagnosis may take; the fabric: n_switches switch datapaths (1..64), n_links StimLinks between them (their records follow the header), each with link_latency cycles of propagation
struct __attribute__((packed)) StimHeader {
    char magic[8];
    uint32_t n_streams;
    uint32_t line_bits;
    uint32_t overhead;
    uint32_t reaction;
    uint32_t tready_p;
    uint32_t seed;
    uint64_t max_cycles;
    uint32_t stall_limit;
    uint32_t idle_end;
    uint32_t fault_seed;
    uint32_t loss_in_ppm;
    uint32_t dup_ppm;
    uint32_t loss_out_ppm;
    uint32_t diag_cycles;
    uint32_t n_switches;
    uint32_t n_links;
    uint32_t link_latency;
};
static_assert(sizeof(StimHeader) == 80, "StimHeader layout");
// a 10G link of the fabric between port a_port of switch a_switch and port b_port of switch b_switch, both ways: each sending side paced at the line rate, every frame delivered whole link_latency cycles after its last bit left
struct __attribute__((packed)) StimLink {
    uint32_t a_switch;
    uint32_t a_port;
    uint32_t b_switch;
    uint32_t b_port;
};
static_assert(sizeof(StimLink) == 16, "StimLink layout");
// a stream: its input port (of switch `sw`), frame count, the endpoint's MAC (it receives broadcasts on its port and unicasts to this MAC), its StreamRole, and the worker protocol: after help_timeout cycles without the aggregate of a segment it sent, Help with seq from help_seq on (0: no recovery); its frames follow
struct __attribute__((packed)) StimStream {
    uint32_t port;
    uint32_t n_frames;
    uint64_t mac;
    uint32_t role;
    uint32_t help_timeout;
    uint32_t help_seq;
    uint32_t sw;
};
static_assert(sizeof(StimStream) == 32, "StimStream layout");
// an item of a stream (FrameRole); `len` bytes of frame data follow; keep_clear: tkeep bits cleared on beat keep_beat (0: canonical tkeep); the gate's port is gate_port of switch gate_switch
struct __attribute__((packed)) StimFrame {
    uint32_t len;
    uint32_t tuser[4];
    uint32_t gate_kind;
    uint32_t gate_port;
    uint32_t gate_value;
    uint32_t gap;
    uint64_t not_before;
    uint32_t role;
    uint32_t keep_beat;
    uint32_t keep_clear;
    uint32_t gate_switch;
};
static_assert(sizeof(StimFrame) == 60, "StimFrame layout");
// an observed frame at switch `sw`; nbeats x u32 tkeep and nbeats x 32 bytes of tdata follow
struct __attribute__((packed)) OutRecord {
    uint32_t kind;
    uint32_t port;
    uint32_t nbeats;
    uint32_t tuser[4];
    uint64_t first;
    uint64_t last;
    uint32_t sw;
};
static_assert(sizeof(OutRecord) == 48, "OutRecord layout");
// an endpoint event (kind EVENT): a fault injected, an aggregate received, the worker protocol's recovery, a barrier, the hang
struct __attribute__((packed)) OutEvent {
    uint32_t kind;
    uint32_t event;
    uint32_t stream;
    uint32_t seg;
    uint32_t value;
    uint32_t aux;
    uint64_t cycle;
};
static_assert(sizeof(OutEvent) == 32, "OutEvent layout");
// after the record of kind TRAILER (its kind word only); n_regs OutReg follow
struct __attribute__((packed)) OutTrailer {
    uint64_t cycles;
    uint64_t status;
    uint64_t sim_ns;
    uint64_t n_regs;
};
static_assert(sizeof(OutTrailer) == 32, "OutTrailer layout");
// an AXI-Lite register of switch `sw` read at the end
struct __attribute__((packed)) OutReg {
    uint32_t slave;
    uint32_t offset;
    uint32_t value;
    uint32_t sw;
};
static_assert(sizeof(OutReg) == 16, "OutReg layout");
// beat counts of one switch, after the registers, one per switch: the end of the file
struct __attribute__((packed)) OutBeats {
    uint64_t in_beats[5];
    uint64_t out_beats[5];
    uint64_t probe_in_beats;
    uint64_t probe_out_beats;
};
static_assert(sizeof(OutBeats) == 96, "OutBeats layout");
// a chunk of nbeats x (a[LANES], b[LANES]) u32 words; nbeats 0 ends the input
struct __attribute__((packed)) AdderChunk {
    uint32_t nbeats;
};
static_assert(sizeof(AdderChunk) == 4, "AdderChunk layout");
// after the terminator
struct __attribute__((packed)) AdderTrailer {
    uint64_t cycles;
    uint64_t beats_in;
    uint64_t beats_out;
    uint64_t sim_ns;
};
static_assert(sizeof(AdderTrailer) == 32, "AdderTrailer layout");
// FRAME: a frame for input port `port`; `len` bytes follow
struct __attribute__((packed)) DrvFrame {
    uint32_t port;
    uint32_t len;
    uint32_t tuser[4];
};
static_assert(sizeof(DrvFrame) == 24, "DrvFrame layout");
// RUN: clock until idle
struct __attribute__((packed)) DrvRun {
    uint64_t max_cycles;
    uint32_t quiet;
    uint32_t out_ready;
};
static_assert(sizeof(DrvRun) == 16, "DrvRun layout");
// REGS: n DrvRegAddr follow
struct __attribute__((packed)) DrvRegs {
    uint32_t n;
};
static_assert(sizeof(DrvRegs) == 4, "DrvRegs layout");
// an AXI-Lite address
struct __attribute__((packed)) DrvRegAddr {
    uint32_t slave;
    uint32_t addr;
};
static_assert(sizeof(DrvRegAddr) == 8, "DrvRegAddr layout");
// the answer to RUN; its records follow
struct __attribute__((packed)) DrvRunEnd {
    uint32_t status;
    uint32_t n_records;
    uint64_t n_bytes;
    uint32_t pending_in;
    uint32_t out_valid;
    uint32_t probe_valid;
    uint64_t cycle;
    uint64_t ran;
    uint64_t sim_ns;
};
static_assert(sizeof(DrvRunEnd) == 52, "DrvRunEnd layout");
// a RUN record: nbeats x u32 tkeep and nbeats x 32 bytes follow
struct __attribute__((packed)) DrvRecHdr {
    uint32_t kind;
    uint32_t port;
    uint32_t nbeats;
};
static_assert(sizeof(DrvRecHdr) == 12, "DrvRecHdr layout");
enum class RecKind : uint32_t {
    SENT = 0x0,
    PORT_OUT = 0x1,
    ACCEL_IN = 0x2,
    ACCEL_OUT = 0x3,
    INJECTED = 0x4,
    EVENT = 0x5,
    TRAILER = 0xFFFFFFFF,
};
enum class Gate : uint32_t {
    NONE = 0x0,
    AGG = 0x1,
    ACK = 0x2,
    AGG_COUNT = 0x3,
    IDLE = 0x4,
};
enum class FrameRole : uint32_t {
    PLAIN = 0x0,
    DATA = 0x1,
    HELP_TEMPLATE = 0x2,
    BARRIER = 0x3,
};
enum class StreamRole : uint32_t {
    NORMAL = 0x0,
    DIAGNOSIS = 0x1,
};
enum class Injected : uint32_t {
    HELP = 0x1,
    RETX = 0x2,
    DUP = 0x3,
};
enum class Event : uint32_t {
    LOST_IN = 0x1,
    LOST_OUT = 0x2,
    RECV = 0x3,
    EXTRA = 0x4,
    HELP_ACK = 0x5,
    HELP_EXPIRED = 0x6,
    BARRIER = 0x7,
    STALL = 0x8,
    STATE = 0x9,
};
enum class RunStatus : uint32_t {
    DONE = 0x0,
    STALLED = 0x1,
    MAX_CYCLES = 0x2,
};
enum class HarnessExit : uint32_t {
    OK = 0x0,
    USAGE = 0x2,
    IO = 0x3,
    BAD_STIMULUS = 0x4,
    WRITE_FAILED = 0x7,
};
enum class DriverOp : uint32_t {
    FRAME = 0x1,
    RUN = 0x2,
    REGS = 0x3,
    QUIT = 0x4,
};
enum class DriverRec : uint32_t {
    OUT = 0x1,
    ACC_IN = 0x2,
};
enum class DriverRunStatus : uint32_t {
    IDLE = 0x0,
    CYCLE_BOUND = 0x1,
};
enum class DriverProbe : uint32_t {
    ACC_IN = 0x1,
    ACC_OUT = 0x2,
};

}  // namespace iswitch_wire
