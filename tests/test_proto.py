"""Protocol codecs and scapy layers (docs/protocol.md): layout, round trips, classification."""

from __future__ import annotations

import pathlib
import random
import re
import struct

from hypothesis import given, settings
from hypothesis import strategies as st
from scapy.layers.inet import IP, UDP
from scapy.layers.l2 import Ether
from scapy.utils import rdpcap

from golden.accel_model import AccelModel, AxisFrame, make_tuser
from iswitch.wire.proto import (
    CTRL_DSCP,
    DATA_DSCP,
    ETH_LEN,
    HDR_OFF,
    IP_LEN,
    IPV4_FIELDS,
    MAX_ELEMS,
    MAX_FRAME,
    PAYLOAD_OFF,
    UDP_PORT,
    Action,
    ControlHeader,
    DataHeader,
    ISwitchControl,
    ISwitchData,
    Reg,
    Status,
    build_control_frame,
    build_data_frame,
    build_frame,
    ip_checksum,
    parse_frame,
    read_pcap,
    set_field,
    write_pcap,
)

MAC = bytes.fromhex("0200000000aa")
IP4 = bytes([10, 0, 0, 1])

u16 = st.integers(0, 0xFFFF)
u32 = st.integers(0, 0xFFFF_FFFF)


def test_layout_constants() -> None:
    assert HDR_OFF == 42 and PAYLOAD_OFF == 64 and PAYLOAD_OFF % 32 == 0
    assert MAX_FRAME == 1504 and MAX_FRAME - 14 <= 1500 and MAX_ELEMS * 4 == 45 * 32
    assert DATA_DSCP & 3 == 3 and CTRL_DSCP & 3 == 3  # pool 2 (xxxx11)
    assert DATA_DSCP != CTRL_DSCP


def test_data_header_bytes() -> None:
    h = DataHeader(job=0x0102, seg=0x03040506, worker=0x0708, count=0x090A, nsum=0x0B0C,
                   flags=0x0D0E, contrib=0x0F101112, h=0x1314)
    assert h.pack() == bytes.fromhex("4910" "0102" "03040506" "0708" "090a" "0b0c" "0d0e"
                                     "0f101112" "1314")


def test_control_header_bytes() -> None:
    h = ControlHeader(job=0x0102, seq=0x03040506, worker=0x0708, action=7, status=9,
                      value=0x0A0B0C0D, result=0x0E0F1011, acked=4)
    assert h.pack() == bytes.fromhex("4911" "0102" "03040506" "0708" "07" "09" "0a0b0c0d"
                                     "0e0f1011" "04" "00")


@settings(derandomize=True, deadline=None)
@given(u16, u32, u16, st.integers(1, MAX_ELEMS), u16, u16, u32, u16)
def test_data_roundtrip(job: int, seg: int, worker: int, count: int, nsum: int, flags: int,
                        contrib: int, h: int) -> None:
    hdr = DataHeader(job, seg, worker, count, nsum, flags, contrib, h)
    payload = bytes(range(256)) * (4 * count // 256) + bytes(4 * count % 256)
    frame = build_data_frame(hdr, payload, src_mac=MAC, src_ip=IP4)
    assert len(frame) == PAYLOAD_OFF + 4 * count
    assert DataHeader.unpack(frame[HDR_OFF:]) == hdr
    assert frame[PAYLOAD_OFF:] == payload
    f = parse_frame(frame)
    assert (f.ethertype, f.ip_ver, f.ihl, f.dscp, f.proto) == (0x0800, 4, 5, DATA_DSCP, 17)
    assert f.ip_total == len(frame) - 14 and f.udp_len == f.ip_total - 20
    assert ip_checksum(frame[ETH_LEN:ETH_LEN + IP_LEN]) == 0
    p = Ether(frame)
    d = p[ISwitchData]
    assert (d.job, d.seg, d.worker, d.count, d.nsum, int(d.flags), d.contrib, d.h) == (
        job, seg, worker, count, nsum, flags, contrib, h)
    assert d.floats() == payload
    assert bytes(p) == frame


@settings(derandomize=True, deadline=None)
@given(u16, u32, u16, st.sampled_from(list(Action)), st.integers(0, 255), u32, u32)
def test_control_roundtrip(job: int, seq: int, worker: int, action: Action, status: int,
                           value: int, result: int) -> None:
    hdr = ControlHeader(job, seq, worker, int(action), status, value, result, acked=3)
    frame = build_control_frame(hdr, src_mac=MAC, src_ip=IP4)
    assert len(frame) == 64
    assert ControlHeader.unpack(frame[HDR_OFF:]) == hdr
    c = Ether(frame)[ISwitchControl]
    assert (c.job, c.seq, c.worker, c.action, c.status, c.value, c.result, c.acked) == (
        job, seq, worker, int(action), status, value, result, 3)
    assert bytes(Ether(frame)) == frame


def test_scapy_build_matches_codec() -> None:
    payload = struct.pack("<3f", 1.0, -0.0, 2.5)
    pkt = (Ether(dst="02:49:53:57:00:01", src="02:00:00:00:00:aa")
           / IP(src="10.0.0.1", dst="10.0.0.254", tos=DATA_DSCP << 2, flags="DF", id=0)
           / UDP(sport=UDP_PORT, dport=UDP_PORT, chksum=0)
           / ISwitchData(job=5, seg=9, worker=2) / payload)
    want = build_data_frame(DataHeader(job=5, seg=9, worker=2, count=3), payload,
                            src_mac=MAC, src_ip=IP4)
    assert bytes(pkt) == want  # count filled from the payload, checksums equal


def test_pcap_roundtrip(tmp_path) -> None:  # type: ignore[no-untyped-def]
    frames = [
        build_data_frame(DataHeader(1, 2, 3, 1), b"\x00\x00\x80\xbf", src_mac=MAC, src_ip=IP4),
        build_control_frame(ControlHeader(1, 2, 3, Action.HELP, value=2), src_mac=MAC,
                            src_ip=IP4),
    ]
    path = tmp_path / "x.pcap"
    write_pcap(path, frames)
    assert read_pcap(path) == frames
    got = rdpcap(str(path))
    assert got[0][ISwitchData].seg == 2 and got[1][ISwitchControl].action == Action.HELP


def test_ack_to_ephemeral_port_dissects() -> None:
    """Acks go to the requester's source port: the layer binds on sport too."""
    ack = build_control_frame(ControlHeader(1, 2, 3, Action.ACK, Status.OK), src_mac=MAC,
                              src_ip=IP4, sport=UDP_PORT, dport=40000)
    assert Ether(ack)[ISwitchControl].action == Action.ACK


# ---------------------------------------------------------------- classification


def _frame(**kw: object) -> bytes:
    args: dict = dict(dst_mac=MAC, src_mac=MAC, src_ip=IP4, dst_ip=IP4, dscp=DATA_DSCP,
                      sport=UDP_PORT, dport=UDP_PORT,
                      udp_payload=DataHeader(1, 0, 1, 1).pack() + bytes(4))
    args.update(kw)
    return build_frame(**args)


def _patch_ip(frame: bytes, name: str, value: int) -> bytes:
    """Change an IPv4 header field and fix the checksum."""
    return set_field(frame, IPV4_FIELDS[name], value)


def _classify(frame: bytes) -> str | Reg:
    return AccelModel().classify(AxisFrame(frame, make_tuser(len(frame), 1)))


def test_classify_candidates() -> None:
    assert _classify(_frame()) == "data"
    assert _classify(_frame(dscp=CTRL_DSCP)) == "ctrl"
    for ecn in range(4):  # ECN bits never change the class
        assert _classify(_frame(ecn=ecn)) == "data"
        assert _classify(_frame(dscp=CTRL_DSCP, ecn=ecn)) == "ctrl"


def test_classify_regular() -> None:
    base = _frame()
    for dscp in (0, 8, 26, 46, 63):
        assert _classify(_frame(dscp=dscp)) == "regular"
    assert _classify(base[:12] + b"\x86\xdd" + base[14:]) == "regular"  # not IPv4
    assert _classify(base[:12] + b"\x08\x06" + base[14:]) == "regular"  # ARP
    assert _classify(_patch_ip(base, "ver_ihl", 0x65)) == "regular"  # IP version 6 nibble
    assert _classify(base[:15]) == "regular"  # too short to classify
    assert _classify(_patch_ip(base, "ver_ihl", 0x46)) == Reg.BYPASS_IHL  # options
    assert _classify(_patch_ip(base, "ver_ihl", 0x44)) == Reg.BYPASS_IHL  # IHL < 5
    assert _classify(_patch_ip(base, "frag", 0x2000)) == Reg.BYPASS_FRAG  # MF
    assert _classify(_patch_ip(base, "frag", 0x0001)) == Reg.BYPASS_FRAG  # offset 1
    assert _classify(_patch_ip(base, "frag", 0x4000)) == "data"  # DF alone is fine
    assert _classify(_patch_ip(base, "proto", 6)) == Reg.BYPASS_PROTO  # TCP
    assert _classify(base[:20]) == Reg.RUNT  # matches by ToS, IPv4 header unreadable


def test_accel_doc_bus_positions() -> None:
    """Every single-beat row of the bus position table in docs/accel.md (section 4.0) reads
    the big-endian value of its frame bytes out of `tdata`."""
    doc = pathlib.Path(__file__).resolve().parents[1] / "docs" / "accel.md"
    rows = re.findall(r"^\| [^|]+ \| (\d+)(?:\.\.(\d+))? \| (\d) \| `([^`]+)`", doc.read_text(),
                      re.M)
    assert len(rows) >= 20
    rng = random.Random(11)
    print("seed 11")
    frame = bytes(rng.getrandbits(8) for _ in range(64))
    for first, last, beat, expr in rows:
        lo, hi = int(first), int(last or first)
        tdata = int.from_bytes(frame[32 * int(beat):32 * int(beat) + 32], "little")
        value = 0
        for a, b in re.findall(r"tdata\[(\d+):(\d+)\]", expr.split(" (")[0]):
            width = int(a) - int(b) + 1
            value = (value << width) | ((tdata >> int(b)) & ((1 << width) - 1))
        assert value == int.from_bytes(frame[lo:hi + 1], "big"), (first, expr)
