// Shared pieces of the compiled hot paths (iswitch/native/__init__.py builds and loads them):
// header fields of a datagram, the accelerator's fp32 add, the clock, and bursts of datagrams
// in and out of a UDP socket (the C++ side of iswitch/dgram.py).
#pragma once
#include <cerrno>
#include <cfenv>
#include <cstdint>
#include <cstring>
#include <ctime>

#include <netinet/in.h>
#include <netinet/udp.h>
#include <poll.h>
#include <sys/socket.h>

#include "iswitch_wire.h"

namespace isw {

using namespace iswitch_wire;

// A datagram starts at the iSwitch header: the field at frame offset `off` is at
// `dg + off - HDR_OFF` (the offsets are iswitch_wire's, generated from iswitch/wire.py).
inline uint32_t field(const uint8_t* dg, int off, int n) { return be(dg + (off - HDR_OFF), n); }

inline void put_field(uint8_t* dg, int off, int n, uint32_t v) {
    uint8_t* p = dg + (off - HDR_OFF);
    for (int i = n - 1; i >= 0; i--, v >>= 8) p[i] = (uint8_t)v;
}

inline double now_s() {  // CLOCK_MONOTONIC, as Python's time.monotonic()
    timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

// ---------------------------------------------------------------- the accelerator's fp32 add

// binary32 bit patterns (IEEE-754; golden/fp32.py names the same constants)
constexpr uint32_t F32_ABS = 0x7FFFFFFFu;
constexpr uint32_t F32_INF = 0x7F800000u;
constexpr uint32_t F32_QUIET = 0x00400000u;
constexpr uint32_t F32_DEFAULT_NAN = 0xFFC00000u;

// acc[i] = acc[i] + x[i] for n elements (x: little-endian binary32, any alignment), exactly
// as the accelerator's adder (golden/fp32.py, golden/fold.py): IEEE-754 round to nearest
// even with subnormals kept; a NaN in acc (the stored sum, first operand) propagates quieted,
// else a NaN in x propagates quieted; inf + -inf gives the default NaN. The NaN cases are
// written out instead of left to the hardware (x86 and ARM differ, and a compiler may
// commute an add); the caller runs this in the default floating-point environment (`DefaultFp`).
// On x86-64 the loop is also compiled for AVX2 and the CPU's best is picked at load time
// (wider vectors, the same IEEE operations).
#if defined(__x86_64__)
__attribute__((target_clones("avx2", "default")))
#endif
inline void fold(float* acc, const uint8_t* x, int64_t n) {
    for (int64_t i = 0; i < n; i++) {
        uint32_t ua, ux, ur;
        std::memcpy(&ua, acc + i, 4);
        std::memcpy(&ux, x + 4 * i, 4);
        float a, b;
        std::memcpy(&a, &ua, 4);
        std::memcpy(&b, &ux, 4);
        float r = a + b;
        std::memcpy(&ur, &r, 4);
        // all-ones masks where a, x, the sum are NaN (branch-free, so the loop vectorises)
        uint32_t na = 0u - (uint32_t)((ua & F32_ABS) > F32_INF);
        uint32_t nx = 0u - (uint32_t)((ux & F32_ABS) > F32_INF);
        uint32_t nr = 0u - (uint32_t)((ur & F32_ABS) > F32_INF);
        uint32_t nan = (nx & (ux | F32_QUIET)) | (~nx & F32_DEFAULT_NAN);
        nan = (na & (ua | F32_QUIET)) | (~na & nan);
        ur = (nr & nan) | (~nr & ur);
        std::memcpy(acc + i, &ur, 4);
    }
}

// The default floating-point environment for the life of the object: round to nearest even,
// no flush-to-zero or denormals-are-zero (a library loaded into the process, or
// torch.set_flush_denormal, may have set them on this thread), restored afterwards.
struct DefaultFp {
    std::fenv_t saved;
    DefaultFp() {
        std::fegetenv(&saved);
        std::fesetenv(FE_DFL_ENV);
    }
    ~DefaultFp() { std::fesetenv(&saved); }
};

// ---------------------------------------------------------------- UDP bursts

// How bursts are cut for one GSO send (iswitch.dgram: MAX_GSO_SEGMENTS, MAX_UDP_PAYLOAD).
struct GsoLimits {
    int64_t max_segments;
    int64_t max_payload;
};

// A message's control data: the ToS byte, and the GSO segment size when it holds several
// datagrams.
struct alignas(cmsghdr) MsgCtrl {
    char bytes[CMSG_SPACE(sizeof(int)) + CMSG_SPACE(sizeof(uint16_t))];
};

// Fill `m` to send the `niov` buffers of `iov` (`len` bytes in all: datagrams of `size` bytes,
// cut by the kernel (GSO) when there are several) with the IPv4 ToS byte `tos` to `to` (null:
// the connected peer).
inline void make_msg(msghdr* m, iovec* iov, size_t niov, MsgCtrl* ctrl, int64_t len,
                     int64_t size, int tos, const sockaddr_in* to) {
    std::memset(ctrl, 0, sizeof *ctrl);
    *m = msghdr{};
    m->msg_name = const_cast<sockaddr_in*>(to);
    m->msg_namelen = to ? sizeof(sockaddr_in) : 0;
    m->msg_iov = iov;
    m->msg_iovlen = niov;
    m->msg_control = ctrl->bytes;
    m->msg_controllen = CMSG_SPACE(sizeof(int));
    cmsghdr* c = CMSG_FIRSTHDR(m);
    c->cmsg_level = IPPROTO_IP;
    c->cmsg_type = IP_TOS;
    c->cmsg_len = CMSG_LEN(sizeof(int));
    std::memcpy(CMSG_DATA(c), &tos, sizeof(int));
    if (len > size) {
        uint16_t seg = (uint16_t)size;
        m->msg_controllen += CMSG_SPACE(sizeof(uint16_t));
        c = CMSG_NXTHDR(m, c);
        c->cmsg_level = SOL_UDP;
        c->cmsg_type = UDP_SEGMENT;
        c->cmsg_len = CMSG_LEN(sizeof(uint16_t));
        std::memcpy(CMSG_DATA(c), &seg, sizeof seg);
    }
}

// The errors of a kernel without UDP GSO.
inline bool no_gso(int e) { return e == EINVAL || e == ENOPROTOOPT || e == EIO || e == EOPNOTSUPP; }

// sendmsg as BurstSocket._sendmsg: a full send buffer is waited for; a pending ICMP error
// (ECONNREFUSED) is retried once, then the message counts as lost. Returns 0 or an errno.
inline int send_msg(int fd, const msghdr* m) {
    int refused = 0;
    for (;;) {
        if (sendmsg(fd, m, 0) >= 0) return 0;
        if (errno == EINTR) continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            pollfd p{fd, POLLOUT, 0};
            poll(&p, 1, 1000);
            continue;
        }
        if (errno == ECONNREFUSED) {
            if (++refused > 1) return 0;
            continue;
        }
        return errno;
    }
}

// Datagrams of `size` bytes per GSO send (at most `lim` datagrams and bytes), as
// iswitch.dgram.gso_chunks.
inline int64_t gso_count(int64_t size, GsoLimits lim) {
    int64_t n = lim.max_payload / size;
    if (n > lim.max_segments) n = lim.max_segments;
    return n < 1 ? 1 : n;
}

// Send a burst (datagrams of `size` bytes back to back, the last one possibly shorter), as
// BurstSocket.send: cut into pieces of `gso_count` datagrams, each piece one GSO sendmsg while
// `*gso` holds, else one sendmsg per datagram (and `*gso` cleared for good when the kernel
// refuses GSO). Returns 0 or an errno.
inline int send_burst(int fd, const uint8_t* data, int64_t len, int64_t size, int tos,
                      const sockaddr_in* to, int64_t* gso, GsoLimits lim) {
    int64_t per = gso_count(size, lim) * size;
    MsgCtrl ctrl;
    iovec iov;
    msghdr m;
    for (int64_t a = 0; a < len; a += per) {
        int64_t b = a + per < len ? a + per : len;
        if (b - a > size && *gso) {
            iov = iovec{const_cast<uint8_t*>(data + a), (size_t)(b - a)};
            make_msg(&m, &iov, 1, &ctrl, b - a, size, tos, to);
            int e = send_msg(fd, &m);
            if (e == 0) continue;
            if (!no_gso(e)) return e;
            *gso = 0;
        }
        for (int64_t off = a; off < b; off += size) {
            int64_t n = off + size < b ? size : b - off;
            iov = iovec{const_cast<uint8_t*>(data + off), (size_t)n};
            make_msg(&m, &iov, 1, &ctrl, n, n, tos, to);
            int e = send_msg(fd, &m);
            if (e) return e;
        }
    }
    return 0;
}

// One worker's datagrams [a, b) of an `n`-element gradient, to the connected peer: datagram
// i is headers[i] (HDR_LEN bytes) then elements [i MAX_ELEMS, min(n, (i + 1) MAX_ELEMS)) of
// `grad`, gathered by the kernel from both (iovecs): the gradient is not copied in user
// space. Pieces, GSO and its fallback as `send_burst` of the datagrams back to back.
inline int send_rows(int fd, const uint8_t* headers, const uint8_t* grad, int64_t n,
                     int64_t a, int64_t b, int tos, int64_t* gso, GsoLimits lim) {
    constexpr int64_t ROW = HDR_LEN + ELEM_BYTES * MAX_ELEMS;
    constexpr int64_t MAX_SEGS = 64;  // UDP_MAX_SEGMENTS (iswitch.dgram.MAX_GSO_SEGMENTS)
    iovec iov[2 * MAX_SEGS];
    MsgCtrl ctrl;
    msghdr m;
    int64_t per = gso_count(ROW, lim);
    if (per > MAX_SEGS) per = MAX_SEGS;
    while (a < b) {
        int64_t stop = *gso ? (a + per < b ? a + per : b) : a + 1, len = 0;
        size_t k = 0;
        for (int64_t i = a; i < stop; i++) {
            int64_t elems = n - i * MAX_ELEMS < MAX_ELEMS ? n - i * MAX_ELEMS : MAX_ELEMS;
            iov[k++] = iovec{const_cast<uint8_t*>(headers + i * HDR_LEN), (size_t)HDR_LEN};
            iov[k++] = iovec{const_cast<uint8_t*>(grad + i * MAX_ELEMS * ELEM_BYTES),
                             (size_t)(elems * ELEM_BYTES)};
            len += HDR_LEN + elems * ELEM_BYTES;
        }
        make_msg(&m, iov, k, &ctrl, len, stop - a > 1 ? ROW : len, tos, nullptr);
        int e = send_msg(fd, &m);
        if (e && stop - a > 1 && no_gso(e)) {
            *gso = 0;
            continue;
        }
        if (e) return e;
        a = stop;
    }
    return 0;
}

// A burst to send: datagrams of `size` bytes back to back, the last one possibly shorter.
struct OutBurst {
    const uint8_t* data;
    int64_t len, size;
};

// Send each of `nb` bursts to each of `nto` recipients, in this order (burst by burst, and
// for each burst recipient by recipient, as `send_burst` one after the other would), but
// with one sendmmsg for up to MAX_MSGS GSO pieces: the recipients are woken in one system
// call, and the sender is not preempted by the first of them before it has sent to the
// others. Without GSO (`*gso` clear, or cleared by the kernel's refusal), `send_burst` per
// burst and recipient. Returns 0 or an errno.
inline int send_bursts(int fd, const OutBurst* bursts, int64_t nb, const sockaddr_in* to,
                       int64_t nto, int tos, int64_t* gso, GsoLimits lim) {
    constexpr int MAX_MSGS = 256;
    mmsghdr msgs[MAX_MSGS];
    iovec iovs[MAX_MSGS];
    MsgCtrl ctrls[MAX_MSGS];
    struct Piece {
        const uint8_t* data;
        int64_t len, size;
        const sockaddr_in* to;
    } pieces[MAX_MSGS];
    int n = 0;
    auto flush = [&]() -> int {
        int done = 0;
        while (done < n && *gso) {
            int r = sendmmsg(fd, msgs + done, (unsigned)(n - done), 0);
            if (r > 0) {
                done += r;
                continue;
            }
            if (errno == EINTR) continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK) {
                pollfd p{fd, POLLOUT, 0};
                poll(&p, 1, 1000);
                continue;
            }
            if (errno == ECONNREFUSED) {  // (an unconnected socket does not get these)
                done++;
                continue;
            }
            if (!no_gso(errno)) return errno;
            *gso = 0;
        }
        for (; done < n; done++) {  // GSO refused: the rest one datagram per send
            const Piece& q = pieces[done];
            int e = send_burst(fd, q.data, q.len, q.size, tos, q.to, gso, lim);
            if (e) return e;
        }
        n = 0;
        return 0;
    };
    for (int64_t i = 0; i < nb; i++) {
        const OutBurst& b = bursts[i];
        int64_t per = gso_count(b.size, lim) * b.size;
        for (int64_t t = 0; t < nto; t++) {
            if (!*gso) {
                int e = flush();
                if (!e) e = send_burst(fd, b.data, b.len, b.size, tos, &to[t], gso, lim);
                if (e) return e;
                continue;
            }
            for (int64_t a = 0; a < b.len; a += per) {
                int64_t len = a + per < b.len ? per : b.len - a;
                pieces[n] = Piece{b.data + a, len, b.size, &to[t]};
                iovs[n] = iovec{const_cast<uint8_t*>(b.data + a), (size_t)len};
                make_msg(&msgs[n].msg_hdr, &iovs[n], 1, &ctrls[n], len, b.size, tos, &to[t]);
                msgs[n].msg_len = 0;
                if (++n == MAX_MSGS) {
                    int e = flush();
                    if (e) return e;
                }
            }
        }
    }
    return flush();
}

// A received burst: `len` bytes of datagrams of `size` bytes (UDP GRO) at `off` in the
// arena, their ToS byte and source.
struct Received {
    int64_t off, len, size, tos, ip, port;  // ip, port: host order
};

constexpr int MAX_RECV = 64;  // most bursts of one recv_bursts

// Every burst waiting (at most `max` <= MAX_RECV), without waiting, with one recvmmsg: burst
// i into the arena at i x `slot` bytes (a slot holds any burst: 64 KiB). Returns how many
// (0: none waiting), or -errno (ECONNREFUSED: the connected peer is not listening).
inline int recv_bursts(int fd, uint8_t* arena, int64_t slot, int max, Received* out) {
    struct alignas(cmsghdr) Ctrl {
        char bytes[2 * CMSG_SPACE(sizeof(int))];
    } ctrl[MAX_RECV];
    mmsghdr msgs[MAX_RECV];
    iovec iovs[MAX_RECV];
    sockaddr_in from[MAX_RECV];
    if (max > MAX_RECV) max = MAX_RECV;
    for (int i = 0; i < max; i++) {
        iovs[i] = iovec{arena + i * slot, (size_t)slot};
        msgs[i].msg_hdr = msghdr{};
        msgs[i].msg_hdr.msg_name = &from[i];
        msgs[i].msg_hdr.msg_namelen = sizeof from[i];
        msgs[i].msg_hdr.msg_iov = &iovs[i];
        msgs[i].msg_hdr.msg_iovlen = 1;
        msgs[i].msg_hdr.msg_control = ctrl[i].bytes;
        msgs[i].msg_hdr.msg_controllen = sizeof ctrl[i].bytes;
        msgs[i].msg_len = 0;
    }
    int n;
    do {
        n = recvmmsg(fd, msgs, (unsigned)max, MSG_DONTWAIT, nullptr);
    } while (n < 0 && errno == EINTR);
    if (n < 0) return (errno == EAGAIN || errno == EWOULDBLOCK) ? 0 : -errno;
    for (int i = 0; i < n; i++) {
        msghdr* m = &msgs[i].msg_hdr;
        Received* r = &out[i];
        r->off = i * slot;
        r->len = msgs[i].msg_len;
        r->size = 0;
        r->tos = 0;
        for (cmsghdr* c = CMSG_FIRSTHDR(m); c; c = CMSG_NXTHDR(m, c)) {
            if (c->cmsg_level == SOL_UDP && c->cmsg_type == UDP_GRO) {
                int v;
                std::memcpy(&v, CMSG_DATA(c), sizeof v);
                r->size = v;
            } else if (c->cmsg_level == IPPROTO_IP && c->cmsg_type == IP_TOS) {
                r->tos = *(const uint8_t*)CMSG_DATA(c);
            }
        }
        if (r->size <= 0) r->size = r->len;
        r->ip = ntohl(from[i].sin_addr.s_addr);
        r->port = ntohs(from[i].sin_port);
    }
    return n;
}

// Wait up to `timeout_s` (<= 0: do not wait) for `fd` to be readable: 1 ready, 0 not,
// -EINTR if a signal came (the caller returns to Python, which runs its handler).
inline int wait_readable(int fd, double timeout_s) {
    int ms = timeout_s <= 0 ? 0 : (int)(timeout_s * 1000.0 + 0.999);
    pollfd p{fd, POLLIN, 0};
    int r = poll(&p, 1, ms);
    if (r < 0) return -errno;
    return r > 0;
}

}  // namespace isw
