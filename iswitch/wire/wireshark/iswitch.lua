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
local f_elem = ProtoField.float("iswitch.elem", "element", "fp32, little-endian")
local f_type = ProtoField.string("iswitch.type", "type")
p.fields = { f_magic, f_vt, f_job, f_seg, f_worker, f_count, f_nsum, f_flags, f_contrib, f_h, f_seq, f_action, f_status, f_value, f_result, f_acked, f_reserved, f_flag_retx, f_flag_down, f_flag_agg, f_flag_partial, f_flag_replay, f_elem, f_type }

local function add_fields(tree, buf, list)
    for _, e in ipairs(list) do
        local item = tree:add(e[1], buf(e[2], e[3]))
        if e[1] == f_flags then
            item:add(f_flag_retx, buf(e[2], e[3]))
            item:add(f_flag_down, buf(e[2], e[3]))
            item:add(f_flag_agg, buf(e[2], e[3]))
            item:add(f_flag_partial, buf(e[2], e[3]))
            item:add(f_flag_replay, buf(e[2], e[3]))
        end
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
    if buf:len() < 22 or buf(0, 1):uint() ~= 0x49 then return 0 end
    local vt = buf(1, 1):uint()
    if bit.rshift(vt, 4) ~= 1 then return 0 end
    local kind = bit.band(vt, 0x0F)
    pinfo.cols.protocol = "iSwitch"
    local sub = tree:add(p, buf(0, 22))
    if kind == 0 then
        sub:add(f_type, "data")
        add_fields(sub, buf, data_fields)
        local count = buf(10, 2):uint()
        local seg = buf(4, 4):uint()
        local flags = buf(14, 2):uint()
        pinfo.cols.info = string.format("data seg=%u worker=%u count=%u flags=0x%x",
            seg, buf(8, 2):uint(), count, flags)
        local n = math.min(count, math.floor((buf:len() - 22) / 4))
        if n > 0 then
            local pl = sub:add(buf(22, n * 4), "payload: " .. n .. " fp32")
            for i = 0, n - 1 do
                pl:add_le(f_elem, buf(22 + 4 * i, 4))
            end
        end
    elseif kind == 1 then
        sub:add(f_type, "control")
        add_fields(sub, buf, ctrl_fields)
        local a = buf(10, 1):uint()
        pinfo.cols.info = string.format("control %s seq=%u value=%u",
            action_names[a] or tostring(a), buf(4, 4):uint(),
            buf(12, 4):uint())
    else
        return 0
    end
    return buf:len()
end

DissectorTable.get("udp.port"):add(48879, p)
