"""Code generated from `iswitch.wire`: the C++ header of the compiled harnesses and the
Wireshark dissector.

    python -m iswitch.wire.gen            # rewrite the generated files (tox -e regen)
    python -m iswitch.wire.gen --check    # exit 1 if a generated file is stale

Outputs (checked in, deterministic, no timestamps):

* `iswitch/wire/iswitch_wire.h`: constants, header field offsets and big-endian field
  readers, the record structs (packed, with their sizes asserted) and codes of the files
  and pipes that tb/nf_datapath/compiled/harness.cpp and tb/fp32_vec_add/compiled/
  harness.cpp exchange with Python, and the AXI-Lite counters the switch harness reads;
* `iswitch/wire/wireshark/iswitch.lua`: a Wireshark (Lua) dissector of the iSwitch header on
  UDP port `UDP_PORT` (README, "Reading captures").
"""

from __future__ import annotations

import argparse
import enum
import sys
from collections.abc import Iterable
from pathlib import Path

from iswitch import wire
from iswitch.util import cli, output
from iswitch.wire import Field, Rec, Show, Table

REPO = Path(__file__).resolve().parents[2]
#: package data beside the contracts: the native code and tb/'s harnesses include it from here
HEADER = Path(__file__).resolve().with_name("iswitch_wire.h")
DISSECTOR = Path(__file__).resolve().parent / "wireshark" / "iswitch.lua"
BANNER = "Generated from iswitch.wire by `python -m iswitch.wire.gen`: do not edit."

# ================================================================ C++


def _c_type(t: str) -> tuple[str, str]:
    base, n = Rec._parse(t)
    ctype = {"u32": "uint32_t", "u64": "uint64_t", "char": "char"}[base]
    return ctype, f"[{n}]" if (base == "char" or n > 1) else ""


def _c_fields(prefix: str, table: Table, base: int) -> list[str]:
    out = []
    for f in table:
        name = f"{prefix}_{f.name.upper()}"
        out.append(f"constexpr int {name}_OFF = {base + f.offset};"
                   f"  // {f.size} byte{'s' if f.size > 1 else ''}{': ' + f.doc if f.doc else ''}")
    for f in table:
        if f.size <= 4:
            ctype = "uint32_t" if f.size == 4 else ("uint16_t" if f.size == 2 else "uint8_t")
            out.append(f"inline {ctype} {prefix.lower()}_{f.name}(const uint8_t* frame) "
                       f"{{ return ({ctype})be(frame + {prefix}_{f.name.upper()}_OFF, "
                       f"{f.size}); }}")
    return out


def _c_enum(e: type[enum.IntEnum], prefix: str = "") -> list[str]:
    out = [f"enum class {prefix}{e.__name__} : uint32_t {{"]
    out += [f"    {m.name} = 0x{int(m):X}," for m in e]
    return out + ["};"]


def _c_record(r: Rec) -> list[str]:
    out = [f"// {r.doc}" if r.doc else "", f"struct __attribute__((packed)) {r.name} {{"]
    for name, t in r.fields:
        ctype, arr = _c_type(t)
        out.append(f"    {ctype} {name}{arr};")
    out += ["};", f"static_assert(sizeof({r.name}) == {r.size}, \"{r.name} layout\");"]
    return [line for line in out if line]


def render_header() -> str:
    w = wire
    lines = [
        f"// {BANNER}",
        "//",
        "// The wire and harness contracts of docs/protocol.md and docs/architecture.md for the",
        "// compiled Verilator harnesses (tb/*/compiled/harness.cpp). Python reads and writes the",
        "// same records through iswitch.wire.",
        "#pragma once",
        "#include <cstdint>",
        "",
        "namespace iswitch_wire {",
        "",
        "// ---- frames",
        f"constexpr int ETH_LEN = {w.ETH_LEN};",
        f"constexpr int IP_LEN = {w.IP_LEN};",
        f"constexpr int UDP_LEN = {w.UDP_LEN};",
        f"constexpr int HDR_OFF = {w.HDR_OFF};  // the iSwitch header in a frame",
        f"constexpr int HDR_LEN = {w.HDR_LEN};",
        f"constexpr int PAYLOAD_OFF = {w.PAYLOAD_OFF};",
        f"constexpr int MAX_FRAME = {w.MAX_FRAME};",
        f"constexpr int MAX_ELEMS = {w.MAX_ELEMS};  // fp32 elements of a full segment",
        f"constexpr int ELEM_BYTES = {w.ELEM_BYTES};",
        f"constexpr uint16_t SWITCH_WORKER_ID = 0x{w.SWITCH_WORKER_ID:04X};  // aggregates' worker",
        f"constexpr uint16_t ETHERTYPE_IPV4 = 0x{w.ETHERTYPE_IPV4:04X};",
        f"constexpr uint8_t IP_VERSION = {w.IP_VERSION};",
        f"constexpr uint8_t IP_IHL = {w.IP_IHL};  // header length in 32-bit words: no options",
        f"constexpr uint16_t IP_FRAG_MASK = 0x{w.IP_FRAG_MASK:04X};  // MF and the fragment offset",
        f"constexpr uint8_t IPPROTO_UDP = {w.IPPROTO_UDP};",
        f"constexpr uint8_t MAGIC = 0x{w.MAGIC:02X};",
        f"constexpr uint8_t VT_DATA = 0x{w.VT_DATA:02X};",
        f"constexpr uint8_t VT_CTRL = 0x{w.VT_CTRL:02X};",
        f"constexpr uint16_t UDP_PORT = {w.UDP_PORT};",
        f"constexpr uint8_t DATA_DSCP = {w.DATA_DSCP};",
        f"constexpr uint8_t CTRL_DSCP = {w.CTRL_DSCP};",
        "",
        "// big-endian field of n bytes (n <= 4)",
        "inline uint32_t be(const uint8_t* p, int n) {",
        "    uint32_t v = 0;",
        "    for (int i = 0; i < n; i++) v = (v << 8) | p[i];",
        "    return v;",
        "}",
        "",
        "// ---- Ethernet / IPv4 / UDP (offsets in the frame)",
        *_c_fields("ETH", wire.ETH_FIELDS, 0),
        *_c_fields("IP", wire.IPV4_FIELDS, 0),
        *_c_fields("UDP", wire.UDP_FIELDS, 0),
        "",
        "// ---- iSwitch data header (offsets in the frame)",
        *_c_fields("DATA", wire.DATA_FIELDS, w.HDR_OFF),
        "",
        "// ---- iSwitch control header (offsets in the frame)",
        *_c_fields("CTRL", wire.CTRL_FIELDS, w.HDR_OFF),
        "",
        "// ---- codes",
        *[f"constexpr uint32_t FLAG_{m.name} = 0x{int(m):X};" for m in wire.Flag],
        *_c_enum(wire.Action),
        *_c_enum(wire.Status),
        "// counter and status register indices; 1..25 are also the drop reasons",
        *_c_enum(wire.Reg),
        "",
        "// ---- NetFPGA streams",
        f"constexpr int BEAT_BYTES = {w.BEAT_BYTES};",
        f"constexpr int NUM_STREAMS = {w.NUM_STREAMS};",
        f"constexpr int HOST_STREAM = {w.HOST_STREAM};",
        "constexpr uint32_t STREAM_BITS[NUM_STREAMS] = {"
        + ", ".join(f"0x{w.stream_bit(i):02X}" for i in range(w.NUM_STREAMS))
        + "};  // TUSER source bit of each input stream",
        f"constexpr int TUSER_WORDS = {w.USER_W // 32};",
        *[f"constexpr int TUSER_{f.name.upper()}_LO = {f.lo}, TUSER_{f.name.upper()}_W = "
          f"{f.width};" for f in wire.TUSER_FIELDS],
        "",
        "// ---- AXI-Lite counters of the three cores, read at the end of a run",
        "struct AxilRegAddr { uint32_t slave, offset; };",
        "constexpr AxilRegAddr AXIL_COUNTERS[] = {",
        *[f"    {{{s.index}, 0x{r.offset:02X}}},  // {s.prefix} {r.name}"
          for s in wire.AXIL_SLAVES for r in s.counters()],
        "};",
        "",
        "// ---- records of the harness files and pipes (little-endian, packed)",
        f"constexpr char STIM_MAGIC[] = \"{w.STIM_MAGIC.decode()}\";",
        f"constexpr char OUT_MAGIC[] = \"{w.OUT_MAGIC.decode()}\";",
        f"constexpr int ADDER_LANES = {w.ADDER_LANES};",
        f"constexpr uint32_t EVENT_NONE = 0x{w.EVENT_NONE:08X};",
        f"constexpr uint32_t MAX_SWITCHES = {w.MAX_SWITCHES};",
    ]
    for r in wire.RECORDS:
        lines += _c_record(r)
    for e in wire.ENUMS:
        lines += _c_enum(e)
    lines += ["", "}  // namespace iswitch_wire", ""]
    return "\n".join(lines)


# ================================================================ Wireshark (Lua)

_LUA_BASE = {Show.DEC: "base.DEC", Show.HEX: "base.HEX", Show.FLAGS: "base.HEX",
             Show.ACTION: "base.DEC", Show.STATUS: "base.DEC"}
_LUA_UINT = {1: "uint8", 2: "uint16", 4: "uint32"}


def _lua_fields(tables: Iterable[Table]) -> list[tuple[Field, str]]:
    """Every field once (both headers share magic, vt, job, worker), with its Lua name."""
    seen: dict[str, Field] = {}
    for t in tables:
        for f in t:
            if f.name in seen:
                if (seen[f.name].offset, seen[f.name].size) != (f.offset, f.size):
                    raise ValueError(f"data and control disagree on {f.name}")
                continue
            seen[f.name] = f
    return [(f, f"f_{f.name}") for f in seen.values()]


def render_dissector() -> str:
    w = wire
    data, ctrl = w.DATA_FIELDS, w.CTRL_FIELDS
    out = [
        f"-- {BANNER}",
        "--",
        "-- Wireshark dissector of the iSwitch header (docs/protocol.md section 5) on UDP port",
        f"-- {w.UDP_PORT}. Load it with `wireshark -X lua_script:iswitch.lua` (or tshark), or",
        "-- copy it into Wireshark's personal plugins folder. Fields: iswitch.<name>.",
        "",
        'local p = Proto("iswitch", "iSwitch in-network aggregation")',
        "",
        "local action_names = {",
        *[f'    [{int(a)}] = "{a.name}",' for a in w.Action],
        "}",
        "local status_names = {",
        *[f'    [{int(s)}] = "{s.name}",' for s in w.Status],
        "}",
        "",
    ]
    fields = _lua_fields((data, ctrl))
    for f, var in fields:
        vs = {Show.ACTION: "action_names", Show.STATUS: "status_names"}.get(f.show, "nil")
        label = f.doc or f.name
        out.append(f'local {var} = ProtoField.{_LUA_UINT[f.size]}("iswitch.{f.name}", '
                   f'"{f.name}", {_LUA_BASE[f.show]}, {vs}, nil, "{label}")')
    flag_vars = []
    for m in w.Flag:
        var = f"f_flag_{m.name.lower()}"
        flag_vars.append(var)
        out.append(f'local {var} = ProtoField.bool("iswitch.flags.{m.name.lower()}", '
                   f'"{m.name}", {w.FLAGS_BITS}, nil, 0x{int(m):X})')
    known = 0
    for m in w.Flag:
        known |= int(m)
    experts = [  # (variable, abbreviation, message, group, severity)
        ("e_magic", "bad_magic", f"magic is not 0x{w.MAGIC:02X}: not an iSwitch header",
         "MALFORMED", "ERROR"),
        ("e_short", "short", f"shorter than the {w.HDR_LEN}-byte iSwitch header", "MALFORMED",
         "ERROR"),
        ("e_version", "bad_version", f"version is not {w.VERSION}", "MALFORMED", "ERROR"),
        ("e_type", "bad_type", "type is neither data nor control", "MALFORMED", "ERROR"),
        ("e_count", "bad_count", "count disagrees with the payload", "MALFORMED", "WARN"),
        ("e_flags", "unknown_flags", "flag bits the protocol does not define", "PROTOCOL",
         "WARN"),
        ("e_ctrl_len", "ctrl_payload", "a control header has no payload", "MALFORMED", "WARN"),
    ]
    out += [
        'local f_elem_bits = ProtoField.uint32("iswitch.elem_bits", "element bits", '
        'base.HEX, nil, nil, "fp32 bit pattern, little-endian on the wire")',
        'local f_elem = ProtoField.float("iswitch.elem", "element", '
        '"fp32, little-endian")',
        'local f_type = ProtoField.string("iswitch.type", "type")',
        "p.fields = { " + ", ".join([v for _, v in fields] + flag_vars
                                    + ["f_elem_bits", "f_elem", "f_type"]) + " }",
        *[f'local {v} = ProtoExpert.new("iswitch.{a}", "{msg}", expert.group.{g}, '
          f'expert.severity.{sev})' for v, a, msg, g, sev in experts],
        "p.experts = { " + ", ".join(v for v, *_ in experts) + " }",
        "",
        "local function add_fields(tree, buf, list)",
        "    for _, e in ipairs(list) do",
        "        local item = tree:add(e[1], buf(e[2], e[3]))",
        "        if e[1] == f_flags then",
        *[f"            item:add({v}, buf(e[2], e[3]))" for v in flag_vars],
        "        end",
        "    end",
        "end",
        "",
        "-- each element: its bits in hex and a decimal of 9 significant digits, which reads",
        "-- back to the same binary32 (6, the %g of a float field, does not); the float",
        "-- field below it is for display filters",
        "local function add_elements(sub, buf, n)",
        f'    local pl = sub:add(buf({w.HDR_LEN}, n * {w.ELEM_BYTES}), '
        '"payload: " .. n .. " fp32")',
        "    for i = 0, n - 1 do",
        f"        local r = buf({w.HDR_LEN} + {w.ELEM_BYTES} * i, {w.ELEM_BYTES})",
        "        local item = pl:add_le(f_elem_bits, r)",
        '        item:set_text(string.format("element %d: 0x%08x = %.9g", i, r:le_uint(),',
        "            r:le_float()))",
        "        item:add_le(f_elem, r)",
        "    end",
        "end",
        "",
        "local data_fields = {",
        *[f"    {{f_{f.name}, {f.offset}, {f.size}}}," for f in data],
        "}",
        "local ctrl_fields = {",
        *[f"    {{f_{f.name}, {f.offset}, {f.size}}}," for f in ctrl],
        "}",
        "",
        "function p.dissector(buf, pinfo, tree)",
        "    if buf:len() < 1 then return 0 end",
        "    pinfo.cols.protocol = \"iSwitch\"",
        f"    local sub = tree:add(p, buf(0, math.min(buf:len(), {w.HDR_LEN})))",
        f"    if buf({data['magic'].offset}, 1):uint() ~= 0x{w.MAGIC:02X} then",
        f"        sub:add(f_magic, buf({data['magic'].offset}, 1))",
        "        sub:add_proto_expert_info(e_magic)",
        '        pinfo.cols.info = "iSwitch port, not an iSwitch header"',
        "        return buf:len()",
        "    end",
        f"    if buf:len() < {w.HDR_LEN} then",
        f"        sub:add(f_magic, buf({data['magic'].offset}, 1))",
        "        sub:add_proto_expert_info(e_short)",
        '        pinfo.cols.info = "iSwitch, truncated header"',
        "        return buf:len()",
        "    end",
        f"    local vt = buf({data['vt'].offset}, 1):uint()",
        "    local kind = bit.band(vt, 0x0F)",
        f"    if bit.rshift(vt, 4) ~= {w.VERSION} or (kind ~= {w.TYPE_DATA} and kind ~= "
        f"{w.TYPE_CTRL}) then",
        f"        sub:add(f_magic, buf({data['magic'].offset}, 1))",
        f"        local item = sub:add(f_vt, buf({data['vt'].offset}, 1))",
        f"        if bit.rshift(vt, 4) ~= {w.VERSION} then",
        "            item:add_proto_expert_info(e_version)",
        "        else",
        "            item:add_proto_expert_info(e_type)",
        "        end",
        '        pinfo.cols.info = string.format("iSwitch, unknown version/type 0x%02x", vt)',
        "        return buf:len()",
        "    end",
        f"    local payload = buf:len() - {w.HDR_LEN}",
        f"    if kind == {w.TYPE_DATA} then",
        '        sub:add(f_type, "data")',
        "        add_fields(sub, buf, data_fields)",
        f"        local count = buf({data['count'].offset}, {data['count'].size}):uint()",
        f"        local seg = buf({data['seg'].offset}, {data['seg'].size}):uint()",
        f"        local flags = buf({data['flags'].offset}, {data['flags'].size}):uint()",
        '        pinfo.cols.info = string.format("data seg=%u worker=%u count=%u flags=0x%x",',
        f"            seg, buf({data['worker'].offset}, {data['worker'].size}):uint(), count, "
        "flags)",
        f"        if count < 1 or count > {w.MAX_ELEMS} or count * {w.ELEM_BYTES} ~= payload "
        "then",
        "            sub:add_proto_expert_info(e_count, string.format(",
        f'                "count %u, payload %u bytes (%u x {w.ELEM_BYTES} expected, count '
        f'1..{w.MAX_ELEMS})", count, payload, count))',
        "        end",
        f"        if bit.band(flags, 0x{~known & (1 << w.FLAGS_BITS) - 1:X}) ~= 0 then",
        "            sub:add_proto_expert_info(e_flags, string.format(",
        f'                "flags 0x%04x: bits 0x%04x undefined", flags, bit.band(flags, '
        f'0x{~known & (1 << w.FLAGS_BITS) - 1:X})))',
        "        end",
        f"        local n = math.min(count, math.floor(payload / {w.ELEM_BYTES}))",
        "        if n > 0 then add_elements(sub, buf, n) end",
        "    else",
        '        sub:add(f_type, "control")',
        "        add_fields(sub, buf, ctrl_fields)",
        "        if payload ~= 0 then",
        "            sub:add_proto_expert_info(e_ctrl_len, string.format(",
        '                "%u bytes after the control header", payload))',
        "        end",
        f"        local a = buf({ctrl['action'].offset}, 1):uint()",
        '        pinfo.cols.info = string.format("control %s seq=%u value=%u",',
        f'            action_names[a] or tostring(a), buf({ctrl["seq"].offset}, '
        f'{ctrl["seq"].size}):uint(),',
        f"            buf({ctrl['value'].offset}, {ctrl['value'].size}):uint())",
        "    end",
        "    return buf:len()",
        "end",
        "",
        f'DissectorTable.get("udp.port"):add({w.UDP_PORT}, p)',
        "",
    ]
    return "\n".join(out)


# ================================================================ files

OUTPUTS = {HEADER: render_header, DISSECTOR: render_dissector}


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog="python -m iswitch.wire.gen", description=__doc__,
                            formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true",
                    help="exit 1 if a generated file differs from what would be written")
    args = ap.parse_args(argv)
    return cli.run(ap.prog, lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    stale = []
    for path, render in OUTPUTS.items():
        text = render()
        if args.check:
            if not path.exists() or path.read_text() != text:
                stale.append(path)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            if not path.exists() or path.read_text() != text:
                output.write_atomic(path, text)
                print(f"wrote {path.relative_to(REPO)}")
    for p in stale:
        print(f"{p.relative_to(REPO)} is stale: run `python -m iswitch.wire.gen` (tox -e regen)",
              file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
