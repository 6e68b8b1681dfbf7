-- Generated from iswitch.wire by `python -m iswitch.wire.gen`: do not edit.
--
-- Wireshark dissector of the iSwitch header (docs/protocol.md section 5) on UDP port
-- 48879. Load it with `wireshark -X lua_script:iswitch.lua` (or tshark), or
-- copy it into Wireshark's personal plugins folder. Fields: iswitch.<name>.

local p = Proto("iswitch", "iSwitch in-network aggregation")

local action_names = {
    [1] = "JOIN",
    [2] = "LEAVE",
    [3] = "RESET",
    [4] = "SETH",
    [5] = "FBCAST",
    [6] = "HELP",
    [7] = "ACK",
    [8] = "QUERY",
    [9] = "SETROLE",
}
local status_names = {
    [0] = "OK",
    [1] = "BAD_ACTION",
    [2] = "NOT_MEMBER",
    [3] = "SPOOFED",
    [4] = "TABLE_FULL",
    [5] = "ID_IN_USE",
    [6] = "BAD_VALUE",
    [7] = "BAD_JOB",
    [8] = "NO_SEGMENT",
    [9] = "NOT_DONE",
    [10] = "ALREADY_DONE",
    [11] = "ROLE_BUSY",
    [12] = "BAD_MODE",
    [13] = "NO_EXACT",
}

local f_magic = ProtoField.uint8("iswitch.magic", "magic", base.HEX, nil, nil, "0x49")
local f_vt = ProtoField.uint8("iswitch.vt", "vt", base.HEX, nil, nil, "version << 4 | type (0 data)")
local f_job = ProtoField.uint16("iswitch.job", "job", base.DEC, nil, nil, "job id")
local f_seg = ProtoField.uint32("iswitch.seg", "seg", base.DEC, nil, nil, "segment number (32-bit serial)")
local f_worker = ProtoField.uint16("iswitch.worker", "worker", base.DEC, nil, nil, "sender's worker id (0xFFFF: the switch)")
local f_count = ProtoField.uint16("iswitch.count", "count", base.DEC, nil, nil, "fp32 elements in the payload")
local f_nsum = ProtoField.uint16("iswitch.nsum", "nsum", base.DEC, nil, nil, "gradients summed in this packet")
local f_flags = ProtoField.uint16("iswitch.flags", "flags", base.HEX, nil, nil, "RETX, DOWN, AGG, PARTIAL, REPLAY")
local f_contrib = ProtoField.uint32("iswitch.contrib", "contrib", base.HEX, nil, nil, "aggregates: bitmap of contributing member entries")
local f_h = ProtoField.uint16("iswitch.h", "h", base.DEC, nil, nil, "aggregates: the effective threshold")
local f_seq = ProtoField.uint32("iswitch.seq", "seq", base.DEC, nil, nil, "request id chosen by the sender")
local f_action = ProtoField.uint8("iswitch.action", "action", base.DEC, action_names, nil, "action code")
local f_status = ProtoField.uint8("iswitch.status", "status", base.DEC, status_names, nil, "Ack: status code")
local f_value = ProtoField.uint32("iswitch.value", "value", base.DEC, nil, nil, "argument")
local f_result = ProtoField.uint32("iswitch.result", "result", base.DEC, nil, nil, "Ack: answer")
local f_acked = ProtoField.uint8("iswitch.acked", "acked", base.DEC, action_names, nil, "Ack: the action answered")
local f_reserved = ProtoField.uint8("iswitch.reserved", "reserved", base.HEX, nil, nil, "zero")
local f_flag_retx = ProtoField.bool("iswitch.flags.retx", "RETX", 16, nil, 0x1)
local f_flag_down = ProtoField.bool("iswitch.flags.down", "DOWN", 16, nil, 0x2)
local f_flag_agg = ProtoField.bool("iswitch.flags.agg", "AGG", 16, nil, 0x4)
local f_flag_partial = ProtoField.bool("iswitch.flags.partial", "PARTIAL", 16, nil, 0x8)
local f_flag_replay = ProtoField.bool("iswitch.flags.replay", "REPLAY", 16, nil, 0x10)
local f_flag_exact = ProtoField.bool("iswitch.flags.exact", "EXACT", 16, nil, 0x20)
local f_elem_bits = ProtoField.uint32("iswitch.elem_bits", "element bits", base.HEX, nil, nil, "fp32 bit pattern, little-endian on the wire")
local f_elem = ProtoField.float("iswitch.elem", "element", "fp32, little-endian")
local f_type = ProtoField.string("iswitch.type", "type")
p.fields = { f_magic, f_vt, f_job, f_seg, f_worker, f_count, f_nsum, f_flags, f_contrib, f_h, f_seq, f_action, f_status, f_value, f_result, f_acked, f_reserved, f_flag_retx, f_flag_down, f_flag_agg, f_flag_partial, f_flag_replay, f_flag_exact, f_elem_bits, f_elem, f_type }
local e_magic = ProtoExpert.new("iswitch.bad_magic", "magic is not 0x49: not an iSwitch header", expert.group.MALFORMED, expert.severity.ERROR)
local e_short = ProtoExpert.new("iswitch.short", "shorter than the 22-byte iSwitch header", expert.group.MALFORMED, expert.severity.ERROR)
local e_version = ProtoExpert.new("iswitch.bad_version", "version is not 1", expert.group.MALFORMED, expert.severity.ERROR)
local e_type = ProtoExpert.new("iswitch.bad_type", "type is neither data nor control", expert.group.MALFORMED, expert.severity.ERROR)
local e_count = ProtoExpert.new("iswitch.bad_count", "count disagrees with the payload", expert.group.MALFORMED, expert.severity.WARN)
local e_flags = ProtoExpert.new("iswitch.unknown_flags", "flag bits the protocol does not define", expert.group.PROTOCOL, expert.severity.WARN)
local e_ctrl_len = ProtoExpert.new("iswitch.ctrl_payload", "a control header has no payload", expert.group.MALFORMED, expert.severity.WARN)
p.experts = { e_magic, e_short, e_version, e_type, e_count, e_flags, e_ctrl_len }

local function add_fields(tree, buf, list)
    for _, e in ipairs(list) do
        local item = tree:add(e[1], buf(e[2], e[3]))
        if e[1] == f_flags then
            item:add(f_flag_retx, buf(e[2], e[3]))
            item:add(f_flag_down, buf(e[2], e[3]))
            item:add(f_flag_agg, buf(e[2], e[3]))
            item:add(f_flag_partial, buf(e[2], e[3]))
            item:add(f_flag_replay, buf(e[2], e[3]))
            item:add(f_flag_exact, buf(e[2], e[3]))
        end
    end
end

-- each element: its bits in hex and a decimal of 9 significant digits, which reads
-- back to the same binary32 (6, the %g of a float field, does not); the float
-- field below it is for display filters
local function add_elements(sub, buf, n)
    local pl = sub:add(buf(22, n * 4), "payload: " .. n .. " fp32")
    for i = 0, n - 1 do
        local r = buf(22 + 4 * i, 4)
        local item = pl:add_le(f_elem_bits, r)
        item:set_text(string.format("element %d: 0x%08x = %.9g", i, r:le_uint(),
            r:le_float()))
        item:add_le(f_elem, r)
    end
end

local data_fields = {
    {f_magic, 0, 1},
    {f_vt, 1, 1},
    {f_job, 2, 2},
    {f_seg, 4, 4},
    {f_worker, 8, 2},
    {f_count, 10, 2},
    {f_nsum, 12, 2},
    {f_flags, 14, 2},
    {f_contrib, 16, 4},
    {f_h, 20, 2},
}
local ctrl_fields = {
    {f_magic, 0, 1},
    {f_vt, 1, 1},
    {f_job, 2, 2},
    {f_seq, 4, 4},
    {f_worker, 8, 2},
    {f_action, 10, 1},
    {f_status, 11, 1},
    {f_value, 12, 4},
    {f_result, 16, 4},
    {f_acked, 20, 1},
    {f_reserved, 21, 1},
}

function p.dissector(buf, pinfo, tree)
    if buf:len() < 1 then return 0 end
    pinfo.cols.protocol = "iSwitch"
    local sub = tree:add(p, buf(0, math.min(buf:len(), 22)))
    if buf(0, 1):uint() ~= 0x49 then
        sub:add(f_magic, buf(0, 1))
        sub:add_proto_expert_info(e_magic)
        pinfo.cols.info = "iSwitch port, not an iSwitch header"
        return buf:len()
    end
    if buf:len() < 22 then
        sub:add(f_magic, buf(0, 1))
        sub:add_proto_expert_info(e_short)
        pinfo.cols.info = "iSwitch, truncated header"
        return buf:len()
    end
    local vt = buf(1, 1):uint()
    local kind = bit.band(vt, 0x0F)
    if bit.rshift(vt, 4) ~= 1 or (kind ~= 0 and kind ~= 1) then
        sub:add(f_magic, buf(0, 1))
        local item = sub:add(f_vt, buf(1, 1))
        if bit.rshift(vt, 4) ~= 1 then
            item:add_proto_expert_info(e_version)
        else
            item:add_proto_expert_info(e_type)
        end
        pinfo.cols.info = string.format("iSwitch, unknown version/type 0x%02x", vt)
        return buf:len()
    end
    local payload = buf:len() - 22
    if kind == 0 then
        sub:add(f_type, "data")
        add_fields(sub, buf, data_fields)
        local count = buf(10, 2):uint()
        local seg = buf(4, 4):uint()
        local flags = buf(14, 2):uint()
        pinfo.cols.info = string.format("data seg=%u worker=%u count=%u flags=0x%x",
            seg, buf(8, 2):uint(), count, flags)
        if count < 1 or count > 360 or count * 4 ~= payload then
            sub:add_proto_expert_info(e_count, string.format(
                "count %u, payload %u bytes (%u x 4 expected, count 1..360)", count, payload, count))
        end
        if bit.band(flags, 0xFFC0) ~= 0 then
            sub:add_proto_expert_info(e_flags, string.format(
                "flags 0x%04x: bits 0x%04x undefined", flags, bit.band(flags, 0xFFC0)))
        end
        local n = math.min(count, math.floor(payload / 4))
        if n > 0 then add_elements(sub, buf, n) end
    else
        sub:add(f_type, "control")
        add_fields(sub, buf, ctrl_fields)
        if payload ~= 0 then
            sub:add_proto_expert_info(e_ctrl_len, string.format(
                "%u bytes after the control header", payload))
        end
        local a = buf(10, 1):uint()
        pinfo.cols.info = string.format("control %s seq=%u value=%u",
            action_names[a] or tostring(a), buf(4, 4):uint(),
            buf(12, 4):uint())
    end
    return buf:len()
end

DissectorTable.get("udp.port"):add(48879, p)
