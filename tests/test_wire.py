"""iswitch.wire, the one owner of the contracts, and what is generated from it.

* the generated C++ header and Wireshark dissector are up to date (`python -m
  iswitch.wire.gen --check`), and the header compiles with its layout assertions;
* the documentation's tables (docs/protocol.md, docs/switch.md) say what the module says;
* the records round-trip; the tables are consistent with the known wire layout;
* Wireshark (the real `tshark`) decodes a capture written by the report's pcapng writer
  with the generated dissector into exactly the fields the Python codec reads.
"""

from __future__ import annotations

import random
import re
import struct
import subprocess
from pathlib import Path

import pytest
from capture_helpers import tshark, tshark_matches_codec

from golden.accel_model import AccelModel
from iswitch import wire
from iswitch.sim import scenarios as sc
from iswitch.sim.pcap import write_pcapng
from iswitch.wire import Action
from iswitch.wire import gen as wiregen
from iswitch.wire.proto import ControlHeader, DataHeader, build_frame

REPO = Path(__file__).resolve().parents[1]


# ---------------------------------------------------------------- generated files


def test_generated_files_are_up_to_date() -> None:
    for path, render in wiregen.OUTPUTS.items():
        assert path.exists(), f"{path} is missing: run `python -m iswitch.wire.gen`"
        assert path.read_text() == render(), (
            f"{path.relative_to(REPO)} is stale: run `python -m iswitch.wire.gen` (tox -e regen)")
    assert wiregen.main(["--check"]) == 0


def test_header_compiles_and_its_layout_asserts_hold(tmp_path: Path) -> None:
    """The header's static_asserts compare each packed struct with the size Python packs."""
    src = tmp_path / "t.cpp"
    checks = "\n".join(
        f"static_assert(sizeof(iswitch_wire::{r.name}) == {r.struct.size}, \"{r.name}\");"
        for r in wire.RECORDS)
    src.write_text(f'#include "iswitch_wire.h"\n{checks}\nint main() {{ return 0; }}\n')
    r = subprocess.run(["g++", "-std=c++17", "-Wall", "-Werror", "-fsyntax-only",
                        "-I", str(wiregen.HEADER.parent), str(src)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


# ---------------------------------------------------------------- the tables


def test_header_tables_are_the_wire_layout() -> None:
    # an independent known answer: the data header of protocol.md section 5.1, byte by byte
    h = DataHeader(job=0x0102, seg=0x03040506, worker=0x0708, count=0x090A, nsum=0x0B0C,
                   flags=0x0D0E, contrib=0x0F101112, h=0x1314)
    assert h.pack().hex() == "49100102030405060708090a0b0c0d0e0f1011121314"
    assert wire.DATA_FIELDS.size == wire.CTRL_FIELDS.size == wire.HDR_LEN
    # the fields both kinds share are at the same place
    for name in ("magic", "vt", "job", "worker"):
        assert wire.DATA_FIELDS[name] == wire.CTRL_FIELDS[name] or (
            wire.DATA_FIELDS[name].offset, wire.DATA_FIELDS[name].size) == (
            wire.CTRL_FIELDS[name].offset, wire.CTRL_FIELDS[name].size)
    # every field of the frame headers, read from a built frame, is what was put in
    f = sc.data_bytes(sc.worker(3), 0xA1B2C3D4, [1, 2, 3], nsum=7, flags=int(wire.Flag.RETX))
    assert wire.ETH_FIELDS["ethertype"].read(f) == wire.ETHERTYPE_IPV4
    assert wire.IPV4_FIELDS["tos"].read(f) >> 2 == wire.DATA_DSCP
    assert wire.IPV4_FIELDS["src_ip"].read_bytes(f) == sc.worker(3).ip
    assert wire.UDP_FIELDS["dport"].read(f) == wire.UDP_PORT
    assert wire.DATA_FIELDS["seg"].read(f, wire.HDR_OFF) == 0xA1B2C3D4
    assert wire.DATA_FIELDS["nsum"].read(f, wire.HDR_OFF) == 7


def test_table_refuses_gaps_and_overlaps() -> None:
    F = wire.Field
    with pytest.raises(ValueError, match="expected 2"):
        wire.Table([F("a", 0, 2), F("b", 3, 1)])
    with pytest.raises(ValueError, match="expected 4"):
        wire.Table([F("a", 0, 4), F("b", 2, 2)])


def _md_rows(text: str, heading: str) -> list[list[str]]:
    """The rows of the first Markdown table after `heading`, cells stripped of backquotes."""
    part = text[text.index(heading):]
    rows, started = [], False
    for line in part.splitlines()[1:]:
        if line.startswith("|"):
            started = True
            cells = [c.strip().strip("`") for c in line.strip().strip("|").split("|")]
            if not set(cells[0]) <= {"-", ":"}:
                rows.append(cells)
        elif started:
            break
    return rows if heading.startswith("|") else rows[1:]  # without the head row


def test_protocol_doc_tables_match() -> None:
    doc = (REPO / "docs" / "protocol.md").read_text()
    for heading, table in (("### 5.1 Data header", wire.DATA_FIELDS),
                           ("### 5.2 Control header", wire.CTRL_FIELDS)):
        rows = _md_rows(doc, heading)
        got = [(int(r[0]), int(r[1]), r[2].split()[0]) for r in rows]
        want = [(f.offset, f.size, f.name) for f in table]
        want = [(o, s, "reserved" if n == "reserved" else n) for o, s, n in want]
        assert [(o, s) for o, s, _ in got] == [(o, s) for o, s, _ in want], heading
        assert [n for *_, n in got] == [n for *_, n in want], heading
    # actions, statuses, flags, drop reasons and registers
    acts = {int(r[0]): r[1].upper() for r in _md_rows(doc, "## 6. Control actions")}
    assert acts == {int(a): a.name for a in wire.Action}, acts
    st = {int(r[0]): r[1] for r in _md_rows(doc, "## 7. Ack status codes")}
    assert st == {int(s): s.name for s in wire.Status}
    drops = {int(r[0]): r[1] for r in _md_rows(doc, "## 9. Drop reasons")}
    assert drops == {int(r): r.name for r in wire.DROP_REASONS}
    regs = {}
    for r in _md_rows(doc, "## 10. Counters and status registers"):
        if ".." in r[0] or "+" in r[0]:
            continue
        regs[int(r[0], 0)] = r[1]
    assert regs == {int(r): r.name for r in wire.Reg
                    if r not in wire.DROP_REASONS and r != wire.Reg.MEMBER_BASE}
    flags = {}
    for r in _md_rows(doc, "| bit | name | meaning |"):
        if r[1] != "-":
            flags[int(r[0])] = r[1]
    assert flags == {int(f).bit_length() - 1: f.name for f in wire.Flag}


def test_switch_doc_register_map_matches() -> None:
    doc = (REPO / "docs" / "switch.md").read_text()
    rows = _md_rows(doc, "| offset |")
    text = {int(r[0], 16): r[1:4] for r in rows}
    for s in wire.AXIL_SLAVES:
        for reg in s.regs:
            if reg.name.endswith(tuple(f"_{q}" for q in range(1, wire.NUM_STREAMS))):
                continue  # the doc names the range by its first and last register
            name = reg.name.rsplit("_", 1)[0] if reg.name.endswith("_0") else reg.name
            assert name in text[reg.offset][s.index], (s.prefix, reg.name, text[reg.offset])
        assert f"0x{s.ident:08X}" in text[0][s.index]


# ---------------------------------------------------------------- records


def test_records_round_trip() -> None:
    rng = random.Random(8)
    print("seed 8")
    for r in wire.RECORDS:
        vals: dict[str, object] = {}
        for name, t in r.fields:
            base, n = wire.Rec._parse(t)
            bits = 64 if base == "u64" else 32
            if base == "char":
                vals[name] = bytes(rng.getrandbits(8) for _ in range(n))
            elif n > 1:
                vals[name] = tuple(rng.getrandbits(bits) for _ in range(n))
            else:
                vals[name] = rng.getrandbits(bits)
        b = r.pack(**vals)  # type: ignore[arg-type]
        assert len(b) == r.size
        assert r.unpack_from(b) == vals
    # the sizes the harness's packed structs have (static_assert in iswitch_wire.h)
    assert (wire.STIM_HEADER.size, wire.STIM_LINK.size, wire.STIM_STREAM.size,
            wire.STIM_FRAME.size, wire.OUT_RECORD.size, wire.OUT_EVENT.size) == (
                80, 16, 32, 60, 48, 32)
    with pytest.raises(ValueError, match="4 values"):
        wire.STIM_FRAME.pack(len=1, tuser=(1, 2), gate_kind=0, gate_port=0, gate_value=0,
                             gap=0, not_before=0)


def test_params_and_tuser() -> None:
    p = wire.AccelParams()
    assert (p.K, p.MEMBERS, p.NBUF, p.BUF_W) == (wire.DEFAULT_K, wire.DEFAULT_MEMBERS, 32, 5)
    assert p.switch_mac == wire.SWITCH_MAC and p.switch_ip == wire.SWITCH_IP
    for bad in ({"K": 3}, {"K": 512}, {"MEMBERS": 33}, {"DATA_DSCP": 31},
                {"UDP_PORT": 0}, {"SWITCH_IP": 1 << 32}):
        with pytest.raises(ValueError, match="iswitch_accel"):
            wire.AccelParams(**bad)
    t = wire.make_tuser(1504, wire.nf_bit(2), wire.FLOOD_PORTS, spare=5)
    assert (wire.TUSER_LEN.get(t), wire.TUSER_SRC.get(t), wire.TUSER_DST.get(t),
            wire.TUSER_SPARE.get(t)) == (1504, 0x10, 0x55, 5)
    assert wire.NF_PORT_BITS == (0x01, 0x04, 0x10, 0x40) and wire.HOST_PORTS == 0xAA
    assert [q for q in range(5) if wire.queue_selected(0x06, q)] == [1, 4]
    assert wire.axil_name(2, 0x74) == "OQ PKT_DROP" and wire.axil_name(1, 0x40) == "OPL 0x40"


# ---------------------------------------------------------------- Wireshark


def test_wireshark_dissector_decodes_like_the_codec(tmp_path: Path) -> None:
    """A capture of a random job (worker frames in, switch frames out, regular frames),
    written by the report's pcapng writer, read by tshark with the generated dissector:
    every frame's decoded header equals the Python codec's (tests/test_report_flow.py does
    the same on a capture of the RTL)."""
    seed = 11
    print(f"seed {seed}")
    rng = random.Random(seed)
    ws = sc.workers(3)
    frames_in = sc.random_job(rng, ws, 6, p_bad=0.0)
    out = AccelModel().run(frames_in)
    frames = [f.data for f in frames_in] + [o.frame.data for o in out]
    cap = tmp_path / "cap.pcapng.gz"
    write_pcapng(cap, [(i, 0, f) for i, f in enumerate(frames)])
    n_data, n_ctrl = tshark_matches_codec(cap)
    assert n_data > 10 and n_ctrl > 3, (n_data, n_ctrl)


def _udp(payload: bytes, dport: int = wire.UDP_PORT) -> bytes:
    return build_frame(dst_mac=bytes(6), src_mac=bytes(6), src_ip=bytes(4), dst_ip=bytes(4),
                       dscp=wire.DATA_DSCP, sport=wire.UDP_PORT, dport=dport,
                       udp_payload=payload)


def test_wireshark_elements_show_bits_and_a_decimal_that_reads_back(tmp_path: Path) -> None:
    """Each element of a data frame: its exact bits in hex and a decimal of 9 significant
    digits that parses back to the same binary32 (6, tshark's %g of a float, does not for
    most values); subnormals, zeros, infinities and NaNs included."""
    seed = 12
    print(f"seed {seed}")
    rng = random.Random(seed)
    words = [rng.getrandbits(32) for _ in range(wire.MAX_ELEMS - 12)]
    words += [0, 0x80000000, 1, 0x807FFFFF, 0x00800000, 0x7F7FFFFF, 0x7F800000, 0xFF800000,
              0x7FC00000, 0xFF800001, 0x3F800000, 0x3DCCCCCD]
    payload = struct.pack(f"<{len(words)}I", *words)
    frame = _udp(DataHeader(1, 7, 0, len(words)).pack() + payload)
    cap = tmp_path / "elems.pcapng.gz"
    write_pcapng(cap, [(0, 0, frame)])
    shown = [m.groups() for line in tshark(cap, "-V")
             if (m := re.search(r"element (\d+): 0x([0-9a-f]{8}) = (\S+)$", line))]
    assert [(int(i), int(b, 16)) for i, b, _ in shown] == list(enumerate(words))
    short = 0
    for (_, _, dec), w in zip(shown, words, strict=True):
        if w & 0x7F800000 == 0x7F800000 and w & 0x7FFFFF:
            assert dec in ("nan", "-nan"), dec
            continue
        back = struct.unpack("<I", struct.pack("<f", float(dec)))[0]
        assert back == w, f"{dec} reads back as {back:#010x}, not {w:#010x}"
        g6 = struct.unpack("<f", struct.pack("<I", w))[0]
        short += struct.unpack("<I", struct.pack("<f", float(f"{g6:g}")))[0] != w
    assert short > len(words) // 2  # what 6 digits would lose (the check can fail)


def _experts(frames: list[bytes], tmp_path: Path) -> list[set[str]]:
    """The iSwitch expert infos tshark raises on each frame (by their abbreviations)."""
    cap = tmp_path / "experts.pcapng.gz"
    write_pcapng(cap, [(i, 0, f) for i, f in enumerate(frames)])
    names = ["bad_magic", "short", "bad_version", "bad_type", "bad_count", "unknown_flags",
             "ctrl_payload"]
    lines = tshark(cap, "-T", "fields", "-E", "separator=;",
                    *[x for n in names for x in ("-e", f"iswitch.{n}")])
    assert len(lines) == len(frames)
    return [{n for n, cell in zip(names, line.split(";"), strict=True) if cell}
            for line in lines]


def test_wireshark_flags_malformed_headers(tmp_path: Path) -> None:
    """Each malformed header on the iSwitch port raises its own expert info, and a good
    data or control frame none."""
    data = DataHeader(1, 7, 0, 2).pack()
    ctrl = ControlHeader(1, 1, 0, Action.QUERY).pack()
    two = bytes(8)

    def patch(hdr: bytes, off: int, value: int) -> bytes:
        return hdr[:off] + bytes([value]) + hdr[off + 1:]

    vt = wire.DATA_FIELDS["vt"].offset
    flags = wire.DATA_FIELDS["flags"].offset
    cases = {
        "good data": (_udp(data + two), set()),
        "good control": (_udp(ctrl), set()),
        "bad magic": (_udp(patch(data, 0, 0x48) + two), {"bad_magic"}),
        "short": (_udp(data[:10]), {"short"}),
        "version 2": (_udp(patch(data, vt, 0x20) + two), {"bad_version"}),
        "type 5": (_udp(patch(data, vt, 0x15) + two), {"bad_type"}),
        "count 2, 3 elements": (_udp(data + bytes(12)), {"bad_count"}),
        "count 2, 6 bytes": (_udp(data + bytes(6)), {"bad_count"}),
        "count 0": (_udp(DataHeader(1, 7, 0, 0).pack()), {"bad_count"}),
        "flag bit 6": (_udp(data[:flags] + (1 << 6).to_bytes(2, "big") + data[flags + 2:]
                            + two), {"unknown_flags"}),
        "flag EXACT": (_udp(data[:flags] + int(wire.Flag.EXACT).to_bytes(2, "big")
                            + data[flags + 2:] + two), set()),
        "control with a payload": (_udp(ctrl + bytes(4)), {"ctrl_payload"}),
    }
    got = _experts([f for f, _ in cases.values()], tmp_path)
    for (name, (_, want)), g in zip(cases.items(), got, strict=True):
        assert g == want, f"{name}: {sorted(g)}, want {sorted(want)}"


def test_doc_bus_positions_follow_the_tables() -> None:
    """docs/accel.md's bus-position table (section 4.0: frame bytes and beat of each iSwitch
    header field) agrees with the field tables (tests/test_proto.py checks its tdata
    expressions against the bytes)."""
    doc = (REPO / "docs" / "accel.md").read_text()
    fields = {f.name: f.at(wire.HDR_OFF) for t in (wire.DATA_FIELDS, wire.CTRL_FIELDS)
              for f in t}
    checked = set()
    for cell, first, last, beat in re.findall(
            r"^\| ([^|]+) \| (\d+)(?:\.\.(\d+))? \| (\d) \|", doc, re.M):
        lo, hi = int(first), int(last or first)
        if lo < wire.HDR_OFF:
            continue  # Ethernet, IPv4, UDP rows
        for name in re.findall(r"\b([a-z]\w*)\b", cell):
            f = fields.get(name)
            if f is None or name in ("data", "control"):
                continue
            n = hi - lo + 1
            if n == f.size:
                assert (lo, hi) == (f.offset, f.end - 1), (name, cell)
            elif n < f.size:  # a part of the field (value[31:16])
                assert f.offset <= lo and hi <= f.end - 1, (name, cell)
            else:  # several fields in the row (action, status)
                assert lo <= f.offset and f.end - 1 <= hi, (name, cell)
            assert int(beat) == f.offset // wire.BEAT_BYTES, (name, cell)
            checked.add(name)
    assert checked == set(fields), set(fields) - checked
