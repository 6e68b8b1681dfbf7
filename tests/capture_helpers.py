"""Decode a capture with the real tshark and the generated dissector, and compare every
frame's iSwitch header with the Python codec's (tests/test_wire.py, test_report_flow.py)."""

from __future__ import annotations

import shutil
import struct
import subprocess
from pathlib import Path

import pytest

from iswitch import wire
from iswitch.wire import gen as wiregen
from iswitch.wire.proto import ControlHeader, DataHeader, read_pcap

NAMES = ["magic", "vt", "job", "seg", "seq", "worker", "count", "nsum", "flags", "contrib", "h",
         "action", "status", "value", "result", "acked"]


def _g(v: float) -> str:
    if v != v:
        return "nan" if struct.pack("<f", v)[3] & 0x80 == 0 else "-nan"
    return f"{v:g}"


def _on_port(f: bytes) -> bool:
    """An IPv4/UDP frame to or from the iSwitch port (what the dissector is called on)."""
    if len(f) < wire.HDR_OFF or wire.ETH_FIELDS["ethertype"].read(f) != wire.ETHERTYPE_IPV4 \
            or wire.IPV4_FIELDS["proto"].read(f) != wire.IPPROTO_UDP:
        return False
    return wire.UDP_PORT in (wire.UDP_FIELDS["sport"].read(f), wire.UDP_FIELDS["dport"].read(f))


def tshark(cap: Path, *args: str) -> list[str]:
    """The lines of ``tshark -r cap *args`` with the generated dissector loaded."""
    exe = shutil.which("tshark")
    if exe is None:
        pytest.fail("tshark is not installed: `make test` installs it (scripts/setup-system.sh)")
    r = subprocess.run([exe, "-n", "-X", f"lua_script:{wiregen.DISSECTOR}", "-r", str(cap),
                        *args], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    return r.stdout.splitlines()


def tshark_matches_codec(cap: Path) -> tuple[int, int]:
    """Every iSwitch frame of `cap` decoded by tshark with iswitch/wire/wireshark/iswitch.lua has
    exactly the header fields `iswitch.wire.proto` reads (and the payload, as tshark's %g
    text of each float); returns (data frames, control frames) checked."""
    frames = read_pcap(cap)
    lines = tshark(cap, "-T", "fields", "-E", "separator=;", "-E", "occurrence=a",
                   *[x for n in NAMES for x in ("-e", f"iswitch.{n}")], "-e", "iswitch.elem")
    assert len(lines) == len(frames)
    n_data = n_ctrl = 0
    for line, f in zip(lines, frames, strict=True):
        cells = line.split(";")
        got = dict(zip(NAMES, cells[:-1], strict=True))
        hdr = f[wire.HDR_OFF:]
        if len(f) < wire.PAYLOAD_OFF or wire.DATA_FIELDS["magic"].read(hdr) != wire.MAGIC:
            # not an iSwitch header: on the iSwitch port only its first byte is shown (with
            # the dissector's expert info, tests/test_wire.py); elsewhere nothing is decoded
            shown = [c for n, c in zip(NAMES, cells, strict=False) if c]
            if _on_port(f) and len(f) > wire.HDR_OFF:
                assert shown == [f"0x{f[wire.HDR_OFF]:02x}"], line
            else:
                assert not any(cells), line
            continue
        if wire.vt_type(wire.DATA_FIELDS["vt"].read(hdr)) == wire.TYPE_DATA:
            h = DataHeader.unpack(hdr)
            n_data += 1
            for n in ("job", "seg", "worker", "count", "nsum", "h"):
                assert int(got[n]) == getattr(h, n), (n, line)
            assert int(got["flags"], 16) == h.flags and int(got["contrib"], 16) == h.contrib
            elems = cells[-1].split(",") if cells[-1] else []
            floats = struct.unpack(f"<{h.count}f",
                                   f[wire.PAYLOAD_OFF:][:wire.ELEM_BYTES * h.count])
            # tshark prints a float with %g (6 significant digits): the same text, exactly
            assert elems == [_g(v) for v in floats], line
        else:
            c = ControlHeader.unpack(hdr)
            n_ctrl += 1
            for n in ("job", "seq", "worker", "action", "status", "value", "result", "acked"):
                assert int(got[n]) == getattr(c, n), (n, line)
        assert int(got["magic"], 16) == wire.MAGIC
    return n_data, n_ctrl
