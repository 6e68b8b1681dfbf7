"""The rx stimulus: frames of every class, every stateless drop reason and its neighbours in
the order of the checks, and what ``golden.accel_model.AccelModel`` decides for each.

Shared by the tests of iswitch_rx (tb/iswitch_rx) and of its verdict (tb/rx_verdict).
Frames are built with iswitch.proto (valid data and control frames, regular traffic, one
frame for every rx drop reason and bypass class, tkeep holes, random mutations, several
faults at once); every expectation comes from the model on the same
frame: the class from ``AccelModel.classify``, the drop code from ``AccelModel.push`` on a
fresh model (its ``last_drop``, where it is one of the stateless reasons rx decides), the
regular and bypass counts from the counters that push moved. Header fields are decoded
with the proto codecs.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from golden.accel_model import AccelModel, AxisFrame, OutFrame, make_tuser
from iswitch.wire import (
    ETH_FIELDS,
    ETH_LEN,
    IP_LEN,
    IPV4_FIELDS,
    TYPE_CTRL,
    TYPE_DATA,
    UDP_FIELDS,
    VERSION,
    AccelParams,
    Field,
    vt,
)
from iswitch.wire.proto import (
    CTRL_DSCP,
    CTRL_FIELDS,
    DATA_DSCP,
    DATA_FIELDS,
    F_DOWN,
    F_RETX,
    HDR_OFF,
    SWITCH_IP,
    SWITCH_MAC,
    UDP_PORT,
    Action,
    ControlHeader,
    DataHeader,
    Flag,
    Reg,
    build_control_frame,
    build_data_frame,
    build_frame,
    fix_ip_checksum,
    parse_frame,
    patch,
    set_field,
)
from iswitch.worker import Endpoint

#: the stateless checks (RUNT .. COUNT_SHORT, CTRL_LEN); DIRECTION needs the role: the core's
RX_DROPS = frozenset(int(r) for r in Reg if Reg.RUNT <= r <= Reg.COUNT_SHORT) | {int(Reg.CTRL_LEN)}
BYPASS = (Reg.BYPASS_IHL, Reg.BYPASS_FRAG, Reg.BYPASS_PROTO)
PORTS = (0x01, 0x04, 0x10, 0x40)


# ---------------------------------------------------------------- expectations (model)


@dataclass
class Expect:
    """What the model decides for one input frame."""

    frame: AxisFrame
    regular: bool
    bypass: Reg | None = None  # for regular frames
    drop: int = 0  # for candidates: rx's drop code (0 = passed every stateless check)
    kind: str = ""  # classify's answer for candidates: "data", "ctrl" or "RUNT"
    fields: dict[str, int] = field(default_factory=dict)  # header fields (>= 2 beats)


def raw_bytes(f: AxisFrame) -> bytes:
    """The frame as it lies on the bus: every beat's 32 tdata bytes, kept or not."""
    return b"".join(d.to_bytes(32, "little") for d, _ in f.beats())


def expect(f: AxisFrame, cfg: AccelParams) -> Expect:
    m = AccelModel(cfg)
    kind = m.classify(f)
    out = m.push(f)
    if out == [OutFrame(f, True)]:
        assert m.counters[Reg.REGULAR] == 1
        byp = [r for r in BYPASS if m.counters[r]]
        return Expect(f, True, byp[0] if byp else None)
    drop = int(m.last_drop) if m.last_drop is not None and m.last_drop in RX_DROPS else 0
    e = Expect(f, False, drop=drop, kind=kind if isinstance(kind, str) else kind.name)
    raw = raw_bytes(f)
    if len(raw) >= 64:
        fr = parse_frame(raw)
        d = DataHeader.unpack(raw[HDR_OFF:])
        e.fields = {
            "job": d.job, "seg": d.seg, "worker": d.worker, "w52": d.count, "w54": d.nsum,
            "w56": d.flags, "w58": d.contrib, "acked": CTRL_FIELDS["acked"].read(raw, HDR_OFF),
            "src_mac": int.from_bytes(fr.src_mac, "big"),
            "src_ip": int.from_bytes(fr.src_ip, "big"), "sport": fr.sport, "port": f.src_port,
        }
        if kind in ("data", "ctrl"):  # the metadata key: value[15:0] or seg[15:0]
            e.fields["mkey"] = d.flags if kind == "ctrl" else d.seg & 0xFFFF
        if kind == "ctrl":  # the same bytes read as a control header
            c = ControlHeader.unpack(raw[HDR_OFF:])
            assert (c.action << 8 | c.status, c.value) == (d.count, d.nsum << 16 | d.flags)
    return e


# ---------------------------------------------------------------- frames


def sources(rng: random.Random) -> list[Endpoint]:
    """One sender per 10G port (their frames carry random jobs)."""
    return [Endpoint(100 + i, 0, bytes([2, 0, 0, 0, rng.randrange(256), i]),
                     bytes([10, 0, 1, i + 1]), port_bit=PORTS[i]) for i in range(4)]


def data_bytes(s: Endpoint, rng: random.Random, n: int, **kw: int) -> bytes:
    hdr = DataHeader(**{"job": rng.getrandbits(16), "seg": rng.getrandbits(32),
                        "worker": s.worker, "count": n, "nsum": rng.randint(1, 0xFFFF),
                        "flags": rng.choice([0, F_RETX]), "contrib": rng.getrandbits(32),
                        "h": rng.getrandbits(16), **kw})
    payload = bytes(rng.getrandbits(8) for _ in range(4 * n))
    return build_data_frame(hdr, payload, src_mac=s.mac, src_ip=s.ip,
                            sport=rng.choice([UDP_PORT, rng.randrange(1024, 65536)]))


def ctrl_bytes(s: Endpoint, rng: random.Random, action: int | None = None, **kw: int) -> bytes:
    a = rng.choice([*Action, 0, 99]) if action is None else action
    hdr = ControlHeader(**{"job": rng.getrandbits(16), "seq": rng.getrandbits(32),
                           "worker": s.worker, "action": a, "value": rng.getrandbits(32), **kw})
    return build_control_frame(hdr, src_mac=s.mac, src_ip=s.ip,
                               sport=rng.choice([UDP_PORT, rng.randrange(1024, 65536)]))


def udp_bytes(s: Endpoint, payload: bytes, dscp: int) -> bytes:
    return build_frame(dst_mac=SWITCH_MAC, src_mac=s.mac, src_ip=s.ip, dst_ip=SWITCH_IP,
                       dscp=dscp, sport=UDP_PORT, dport=UDP_PORT, udp_payload=payload)


_MAGIC, _VT = (DATA_FIELDS[n].at(HDR_OFF) for n in ("magic", "vt"))
_CSUM, _SRC_IP, _DST_IP = (IPV4_FIELDS[n] for n in ("csum", "src_ip", "dst_ip"))


def flip(b: bytes, f: Field, mask: int, byte: int = 0) -> bytes:
    """``b`` with byte ``byte`` of field ``f`` XORed with ``mask`` (checksum left stale)."""
    return patch(b, f.offset + byte, bytes([b[f.offset + byte] ^ mask]), fix_ip=False)


def frame(s: Endpoint, b: bytes, rng: random.Random) -> AxisFrame:
    # the TUSER length is not trusted: sometimes it lies
    n = len(b) if rng.random() < 0.8 else rng.getrandbits(16)
    return AxisFrame(b, make_tuser(n, s.port_bit, rng.getrandbits(8)))


def holey(b: bytes, masks: tuple[int, ...], s: Endpoint) -> AxisFrame:
    """``b`` padded to whole beats, with the given tkeep masks."""
    return AxisFrame(b + bytes(32 * len(masks) - len(b)), make_tuser(len(b), s.port_bit), masks)


F = 0xFFFF_FFFF


def directed_frames(rng: random.Random) -> dict[str, AxisFrame]:
    """One frame of each kind the brief lists (name -> frame)."""
    s0, s1, *_ = ss = sources(rng)
    g = data_bytes(s0, rng, 2)
    out: dict[str, AxisFrame] = {}
    for n in (1, 2, 7, 8, 9, 16, 100, 359, 360):
        out[f"data_{n}"] = frame(ss[n % 4], data_bytes(ss[n % 4], rng, n), rng)
    for a in (*Action, 0, 99):
        out[f"ctrl_{int(a)}"] = frame(s1, ctrl_bytes(s1, rng, a), rng)
    out["data_down_clear_retx"] = frame(s0, data_bytes(s0, rng, 3, flags=F_RETX), rng)
    # regular traffic
    for n in (1, 15, 16, 23, 24, 33, 60, 64, 97, 1514, 1600):
        out[f"regular_random_{n}"] = frame(s0, bytes(rng.getrandbits(8) for _ in range(n)),
                                           rng)
    out["regular_other_dscp"] = frame(s0, udp_bytes(s0, DataHeader(1, 2, 3, 1).pack()
                                                    + bytes(4), 26), rng)
    out["regular_ipv6_ethertype"] = frame(s0, set_field(g, ETH_FIELDS["ethertype"], 0x86DD),
                                          rng)
    out["regular_ip_version_6"] = frame(s0, set_field(g, IPV4_FIELDS["ver_ihl"], b"\x65"), rng)
    out["regular_15_bytes_dscp"] = frame(s0, g[:15], rng)  # too short to classify
    out["regular_holey_ethertype0"] = holey(bytes(40), (F, 0x0000_FF00), s0)
    out["regular_first_beat_8_bytes_then_more"] = holey(bytes(rng.getrandbits(8)
                                                              for _ in range(64)),
                                                        (0xFF, F), s0)
    # bypass classes (regular, counted)
    out["bypass_ihl"] = frame(s0, set_field(g, IPV4_FIELDS["ver_ihl"], b"\x46"), rng)
    out["bypass_mf"] = frame(s0, set_field(g, IPV4_FIELDS["frag"], b"\x20\x00"), rng)
    out["bypass_frag_offset"] = frame(s0, set_field(g, IPV4_FIELDS["frag"], 8), rng)
    out["bypass_proto_tcp"] = frame(s0, set_field(g, IPV4_FIELDS["proto"], b"\x06"), rng)
    out["bypass_ihl_ctrl"] = frame(s1, set_field(ctrl_bytes(s1, rng), IPV4_FIELDS["ver_ihl"],
                                                 0x4F), rng)
    # drops: one each (and a few variants)
    out["runt_50"] = frame(s0, g[:50], rng)
    out["runt_16"] = frame(s0, g[:16], rng)
    out["runt_20"] = frame(s0, g[:20], rng)
    out["runt_23_ctrl"] = frame(s1, ctrl_bytes(s1, rng)[:23], rng)
    out["runt_63"] = frame(s0, g[:63], rng)
    out["runt_holey_one_beat"] = holey(g[:32], (0x0F0F_FFFF,), s0)
    out["runt_holey_many_beats"] = holey(g[:64] + bytes(96), (F, 0xFF, 0, 0, 0x1), s0)
    out["tkeep_hole_mid"] = holey(g, (F, 0xFFFE_FFFF, 0xFF), s0)
    out["tkeep_last_not_contiguous"] = holey(g, (F, F, 0xF0), s0)
    out["tkeep_last_zero"] = holey(g, (F, F, 0xFF, 0), s0)
    out["tkeep_first_not_full"] = holey(g, (0xFFFF_FF, F, 0xFF), s0)
    out["oversize_361"] = frame(s0, data_bytes(s0, rng, 361), rng)
    out["oversize_jumbo"] = frame(s0, data_bytes(s0, rng, 900), rng)
    out["oversize_one_byte"] = frame(s0, data_bytes(s0, rng, 360) + b"\x01", rng)
    out["truncated"] = frame(s0, data_bytes(s0, rng, 10)[:100], rng)
    out["ip_len_trailing"] = frame(s0, g + bytes(4), rng)
    out["ip_checksum"] = frame(s0, flip(g, _CSUM, 1), rng)
    out["ip_checksum_src_ip"] = frame(s0, flip(g, _SRC_IP, 0x80, 3), rng)
    out["ip_checksum_dst_ip_beat1"] = frame(s0, flip(g, _DST_IP, 4, 3), rng)
    out["udp_length"] = frame(s0, set_field(g, UDP_FIELDS["udp_len"], b"\x00\x20"), rng)
    out["udp_port"] = frame(s0, set_field(g, UDP_FIELDS["dport"], b"\x00\x35"), rng)
    out["bad_magic"] = frame(s0, set_field(g, _MAGIC, b"\x48"), rng)
    out["bad_version"] = frame(s0, set_field(g, _VT, b"\x20"), rng)
    out["type_ctrl_with_data_dscp"] = frame(s0, udp_bytes(
        s0, ControlHeader(1, 0, 100, Action.QUERY).pack(), DATA_DSCP), rng)
    out["type_data_with_ctrl_dscp"] = frame(s0, udp_bytes(
        s0, DataHeader(1, 0, 100, 1).pack() + bytes(4), CTRL_DSCP), rng)
    out["nsum_zero"] = frame(s0, data_bytes(s0, rng, 2, nsum=0), rng)
    out["align"] = frame(s0, udp_bytes(s0, DataHeader(1, 5, 100, 1).pack() + bytes(6),
                                       DATA_DSCP), rng)
    out["count_beyond"] = frame(s0, udp_bytes(s0, DataHeader(1, 5, 100, 3).pack() + bytes(8),
                                              DATA_DSCP), rng)
    out["count_beyond_huge"] = frame(s0, udp_bytes(
        s0, DataHeader(1, 5, 100, 0xFFFF).pack() + bytes(8), DATA_DSCP), rng)
    out["count_short"] = frame(s0, udp_bytes(s0, DataHeader(1, 5, 100, 1).pack() + bytes(8),
                                             DATA_DSCP), rng)
    out["count_zero"] = frame(s0, udp_bytes(s0, DataHeader(1, 5, 100, 0).pack() + bytes(4),
                                            DATA_DSCP), rng)
    out["count_zero_no_payload"] = frame(s0, udp_bytes(s0, DataHeader(1, 5, 100, 0).pack(),
                                                       DATA_DSCP), rng)
    out["direction_down"] = frame(s0, data_bytes(s0, rng, 2, flags=F_DOWN), rng)
    out["ctrl_len"] = frame(s1, udp_bytes(s1, ControlHeader(1, 0, 100, Action.QUERY).pack()
                                          + bytes(4), CTRL_DSCP), rng)
    # two faults at once, for each pair of neighbouring checks (the first one wins)
    def dh(count: int, flags: int = 0, nsum: int = 1) -> bytes:
        return DataHeader(1, 5, 100, count, nsum=nsum, flags=flags).pack()

    out["pair_runt_tkeep"] = holey(g[:64] + bytes(32), (F, 0xFFFF_FFFE, 0), s0)
    out["pair_tkeep_oversize"] = holey(data_bytes(s0, rng, 400)[:32 * 50], (F,) * 30 + (
        0xFFFF,) + (F,) * 19, s0)
    out["pair_oversize_truncated"] = frame(s0, set_field(
        data_bytes(s0, rng, 361), IPV4_FIELDS["total_len"], 0x700), rng)
    out["pair_iplen_csum"] = frame(s0, flip(g + bytes(8), _CSUM, 2), rng)
    udp64 = set_field(g, UDP_FIELDS["udp_len"], 0x40)
    out["pair_csum_udp"] = frame(s0, flip(udp64, _CSUM, 8), rng)
    out["pair_udp_port"] = frame(s0, set_field(udp64, UDP_FIELDS["dport"], 0x35), rng)
    out["pair_port_header"] = frame(s0, set_field(set_field(g, UDP_FIELDS["dport"], 0x35),
                                                  _MAGIC, 0x48), rng)
    out["pair_header_align"] = frame(s0, udp_bytes(s0, dh(1, nsum=0) + bytes(6), DATA_DSCP), rng)
    out["pair_header_ctrl_len"] = frame(s1, udp_bytes(
        s1, set_field(ControlHeader(1, 0, 100, 8).pack(), CTRL_FIELDS["magic"], 0x4A, fix_ip=False)
        + bytes(4), CTRL_DSCP),
        rng)
    out["pair_align_beyond"] = frame(s0, udp_bytes(s0, dh(3) + bytes(6), DATA_DSCP), rng)
    out["pair_beyond_down"] = frame(s0, udp_bytes(s0, dh(3, F_DOWN) + bytes(8), DATA_DSCP), rng)
    out["pair_short_down"] = frame(s0, udp_bytes(s0, dh(1, F_DOWN) + bytes(8), DATA_DSCP), rng)
    out["pair_zero_down"] = frame(s0, udp_bytes(s0, dh(0, F_DOWN) + bytes(8), DATA_DSCP), rng)
    return out


def mutated_frames(rng: random.Random, n: int) -> list[AxisFrame]:
    """Random valid frames with one random mutation (bit flip in the headers, cut, extension,
    tkeep hole)."""
    ss = sources(rng)
    out = []
    for _ in range(n):
        s = rng.choice(ss)
        b = (data_bytes(s, rng, rng.choice([1, 2, 3, 8, 9, 20])) if rng.random() < 0.6
             else ctrl_bytes(s, rng))
        kind = rng.randrange(4)
        x = bytearray(b)
        if kind == 0:
            x[rng.randrange(min(64, len(x)))] ^= 1 << rng.randrange(8)
        elif kind == 1:
            del x[rng.randrange(1, len(x)):]
        elif kind == 2:
            x += bytes(rng.getrandbits(8) for _ in range(rng.randrange(1, 40)))
        else:
            nb = (len(x) + 31) // 32
            masks = [F] * (nb - 1) + [(1 << (len(x) - 32 * (nb - 1))) - 1]
            j = rng.randrange(nb)
            masks[j] &= ~(1 << rng.randrange(32)) & F
            out.append(holey(bytes(x), tuple(masks), s))
            continue
        out.append(frame(s, bytes(x), rng))
    return out


def multi_fault_frames(rng: random.Random, n: int) -> list[AxisFrame]:
    """Valid frames with two to four faults at once, so that the order of the checks
    matters (the model names the first failing one)."""
    ss = sources(rng)
    out = []
    faults = ["csum", "udp", "port", "magic", "version", "type", "nsum0", "down", "count",
              "align", "trail", "cut", "oversize", "keep"]
    for _ in range(n):
        s = rng.choice(ss)
        is_data = rng.random() < 0.7
        x = bytearray(data_bytes(s, rng, rng.choice([1, 2, 5, 9])) if is_data
                      else ctrl_bytes(s, rng))
        chosen = set(rng.sample(faults, rng.randint(2, 4)))

        def relen(x: bytearray) -> None:
            IPV4_FIELDS["total_len"].put(x, len(x) - ETH_LEN)
            UDP_FIELDS["udp_len"].put(x, len(x) - ETH_LEN - IP_LEN)

        if "align" in chosen:
            x += bytes(rng.randint(1, 3))
            relen(x)
        if "oversize" in chosen:
            x += bytes(rng.choice([1441, 1500, 1700]))
            relen(x)
        if "trail" in chosen:
            x += bytes(rng.randint(1, 40))
        if "cut" in chosen:
            del x[rng.randrange(20, len(x)):]
        for name, f, base in (("udp", UDP_FIELDS["udp_len"], 0), ("port", UDP_FIELDS["dport"], 0),
                              ("count", DATA_FIELDS["count"], HDR_OFF)):
            if name in chosen and len(x) >= base + f.end:
                f.put(x, f.read(x, base) + rng.choice([1, -1, 4, 0x100]), base)
        if "magic" in chosen and len(x) > _MAGIC.offset:
            x[_MAGIC.offset] ^= 1 << rng.randrange(8)
        if "version" in chosen and len(x) > _VT.offset:
            x[_VT.offset] = vt(x[_VT.offset] & 0x0F, version=VERSION + 1)
        if "type" in chosen and len(x) > _VT.offset:
            x[_VT.offset] ^= TYPE_DATA ^ TYPE_CTRL
        nsum, flags = DATA_FIELDS["nsum"], DATA_FIELDS["flags"]
        if "nsum0" in chosen and len(x) >= HDR_OFF + nsum.end:
            nsum.put(x, 0, HDR_OFF)
        if "down" in chosen and len(x) >= HDR_OFF + flags.end:
            flags.put(x, flags.read(x, HDR_OFF) | Flag.DOWN, HDR_OFF)
        if len(x) >= ETH_LEN + IP_LEN:
            x = bytearray(fix_ip_checksum(x))
        if "csum" in chosen and len(x) >= ETH_LEN + IP_LEN:
            x[rng.choice([_CSUM.offset, _CSUM.end - 1, _DST_IP.end - 1, _SRC_IP.end - 1,
                          IPV4_FIELDS["ver_ihl"].offset])] ^= 1 << rng.randrange(8)
        if "keep" in chosen:
            nb = (len(x) + 31) // 32
            masks = [F] * (nb - 1) + [(1 << (len(x) - 32 * (nb - 1))) - 1]
            j = rng.randrange(nb)
            masks[j] &= ~(1 << rng.randrange(32)) & F
            out.append(holey(bytes(x), tuple(masks), s))
        else:
            out.append(frame(s, bytes(x), rng))
    return out
