"""Tests of iswitch-splice (iswitch/hw/splice.py) and its generated file.

Golden outputs in tests/data/splice/expected/ were derived from the fixture by hand-style
text edits (not by the splicer) and are compared after normalising both sides through
pyverilog's parser and code generator.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from pyverilog.vparser import ast as vast

from iswitch.hw import splicegen
from iswitch.hw.splice import SpliceRequest, main, splice
from iswitch.hw.splice_frontend import SpliceError, VerilogFrontend

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tests" / "data" / "splice"
SUME = DATA / "nf_datapath_sume_shape.v"
MINI = DATA / "mini_datapath.v"
STUB_CORES = DATA / "sume_stub_cores.v"
PASSTHROUGH = REPO / "rtl" / "switch" / "axis_passthrough.v"
ACCELS = DATA / "accel_params.v"
BAD_ACCELS = DATA / "accel_bad.v"
OUR_DATAPATH = REPO / "rtl" / "switch" / "nf_datapath.v"
GENERATED = REPO / "rtl" / "gen" / "spliced" / "nf_datapath_passthrough.v"
SIGNALS = ("tdata", "tkeep", "tuser", "tvalid", "tready", "tlast")


@pytest.fixture(scope="session")
def fe() -> VerilogFrontend:
    return VerilogFrontend()


def normalise(fe: VerilogFrontend, text: str) -> str:
    return fe.emit(fe.parse_text(text, "<normalise>"))


def passthrough_request(datapath: Path, link: str = "m_axis_opl", **kw: object) -> SpliceRequest:
    return SpliceRequest(datapath=datapath, accel_file=PASSTHROUGH,
                         accel_module="axis_passthrough", link=link, **kw)  # type: ignore[arg-type]


def module_of(fe: VerilogFrontend, text: str) -> vast.ModuleDef:
    (mod,) = fe.parse_text(text, "<out>").description.definitions
    return mod


def instances(mod: vast.ModuleDef) -> dict[str, vast.Instance]:
    return {i.name: i for item in mod.items if isinstance(item, vast.InstanceList)
            for i in item.instances}


def connections(inst: vast.Instance) -> dict[str, str | None]:
    """port -> connected signal name (None for an open port)."""
    out: dict[str, str | None] = {}
    for arg in inst.portlist:
        assert arg.argname is None or isinstance(arg.argname, vast.Identifier)
        out[arg.portname] = None if arg.argname is None else arg.argname.name
    return out


# ----------------------------------------------------------------------------- golden
def test_fixture_has_the_documented_shape(fe: VerilogFrontend) -> None:
    mod = module_of(fe, SUME.read_text())
    ports = [p.first.name for p in mod.portlist.ports]
    assert len(ports) == 115
    assert ports[:4] == ["axis_aclk", "axis_resetn", "axi_aclk", "axi_resetn"]
    assert ports[4] == "S0_AXI_AWADDR" and ports[55] == "s_axis_0_tdata"
    assert ports[85] == "m_axis_0_tdata" and ports[-1] == "m_axis_4_tlast"
    assert [(i.module, n) for n, i in instances(mod).items()] == [
        ("input_arbiter_ip", "input_arbiter_v1_0"),
        ("output_port_lookup_ip", "output_port_lookup_1"),
        ("output_queues_ip", "bram_output_queues_1"),
    ]


@pytest.mark.parametrize("link", ["m_axis_opl", "s_axis_opl"])
def test_golden_sume_shape(fe: VerilogFrontend, link: str) -> None:
    out = splice(passthrough_request(SUME, link), fe)
    expected = (DATA / "expected" / f"sume_shape_{link}.v").read_text()
    assert normalise(fe, out) == normalise(fe, expected)


def test_golden_both_links_one_after_the_other(fe: VerilogFrontend, tmp_path: Path) -> None:
    first = tmp_path / "first.v"
    first.write_text(splice(passthrough_request(SUME, "m_axis_opl"), fe))
    out = splice(passthrough_request(first, "s_axis_opl"), fe)
    expected = (DATA / "expected" / "sume_shape_both_links.v").read_text()
    assert normalise(fe, out) == normalise(fe, expected)


@pytest.mark.parametrize(
    ("link", "consumer", "producer"),
    [("m_axis_opl", "bram_output_queues_1", "output_port_lookup_1"),
     ("s_axis_opl", "output_port_lookup_1", "input_arbiter_v1_0")],
)
def test_rewiring(fe: VerilogFrontend, link: str, consumer: str, producer: str) -> None:
    """Producer untouched, accelerator between, consumer on the new wires; clock and reset."""
    insts = instances(module_of(fe, splice(passthrough_request(SUME, link), fe)))
    accel = connections(insts["axis_passthrough_0"])
    assert accel["axis_aclk"] == "axis_aclk"
    assert accel["axis_resetn"] == "axis_resetn"  # active low on both sides: not inverted
    for sig in SIGNALS:
        assert accel[f"s_axis_{sig}"] == f"{link}_{sig}"
        assert accel[f"m_axis_{sig}"] == f"{link}_iswitch_{sig}"
        assert connections(insts[producer])[f"m_axis_{sig}"] == f"{link}_{sig}"
        assert connections(insts[consumer])[f"s_axis_{sig}"] == f"{link}_iswitch_{sig}"
    assert list(insts).index("axis_passthrough_0") == list(insts).index(consumer) - 1


def test_header_timescale_and_trailer_kept(fe: VerilogFrontend) -> None:
    for src in (SUME, MINI):
        raw = src.read_text()
        header = raw[: raw.index("\nmodule ") + 1]
        out = splice(passthrough_request(src), fe)
        note, rest = out.split("\n", 2)[:2], out.split("\n", 2)[2]
        assert note[0] == f"// Generated by iswitch-splice from {src}, do not edit:"
        assert note[1] == ("// axis_passthrough instance axis_passthrough_0 spliced on link "
                           "m_axis_opl.")
        assert rest.startswith(header)
        assert "`timescale 1ns / 1ps\n" in header
    assert out.endswith("endmodule\n\n`default_nettype wire\n// end of mini_datapath.v\n")
    licence = "// Copyright (c) 2026 The iSwitch project authors.\n"
    assert licence in splice(passthrough_request(SUME), fe)


def test_deterministic_and_nothing_written_to_cwd(tmp_path: Path) -> None:
    outs = []
    for n in range(2):
        out = tmp_path / f"out{n}.v"
        run = subprocess.run(
            [sys.executable, "-m", "iswitch.hw.splice", str(SUME), "--accel-file",
             str(PASSTHROUGH), "--accel-module", "axis_passthrough", "-o", str(out)],
            cwd=tmp_path, capture_output=True, text=True, check=False,
        )
        assert run.returncode == 0, run.stderr
        assert run.stdout == "" and run.stderr == ""
        outs.append(out.read_text())
    assert outs[0] == outs[1]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out0.v", "out1.v"]


def test_parser_table_cache_is_private_and_self_repairing(tmp_path: Path) -> None:
    """Tables go to $ISWITCH_SPLICE_CACHE; a damaged cache file is rebuilt, not fatal."""
    cache, work = tmp_path / "cache", tmp_path / "work"
    work.mkdir()
    env = {**os.environ, "ISWITCH_SPLICE_CACHE": str(cache)}
    cmd = [sys.executable, "-m", "iswitch.hw.splice", str(SUME), "--accel-file", str(PASSTHROUGH),
           "--accel-module", "axis_passthrough", "-o", str(tmp_path / "out.v")]
    for damage in (False, True):
        if damage:
            (table,) = cache.iterdir()
            table.write_bytes(b"not a pickle")
        run = subprocess.run(cmd, cwd=work, env=env, capture_output=True, text=True, check=False)
        assert run.returncode == 0 and run.stderr == "", run.stderr
        (table,) = cache.iterdir()
        assert table.name.endswith("-lalr.pickle") and table.stat().st_size > 10_000
    assert list(work.iterdir()) == []


# ------------------------------------------------------------------------- parameters
def test_parameters_passed_in_declaration_order(fe: VerilogFrontend) -> None:
    req = SpliceRequest(
        datapath=MINI, accel_file=ACCELS,
        params=(("NUM_SLOTS", "32"), ("C_M_AXIS_DATA_WIDTH", "256"),
                ("C_M_AXIS_TUSER_WIDTH", "C_M_AXIS_TUSER_WIDTH")),
    )
    mod = module_of(fe, splice(req, fe))
    (item,) = [i for i in mod.items if isinstance(i, vast.InstanceList)
               and i.module == "iswitch_accel"]
    got = [(p.paramname, fe.emit(p.argname)) for p in item.parameterlist]
    assert got == [("C_M_AXIS_DATA_WIDTH", "256"),
                   ("C_M_AXIS_TUSER_WIDTH", "C_M_AXIS_TUSER_WIDTH"), ("NUM_SLOTS", "32")]
    accel = connections(instances(mod)["iswitch_accel_0"])
    assert accel["busy"] is None  # an extra output is left open
    assert accel["axis_aclk"] == "clk" and accel["axis_resetn"] == "rst_n"


def test_non_ansi_accelerator(fe: VerilogFrontend) -> None:
    req = SpliceRequest(datapath=MINI, accel_file=ACCELS, accel_module="iswitch_accel_1995",
                        params=(("DEPTH", "2"),))
    accel = connections(instances(module_of(fe, splice(req, fe)))["iswitch_accel_1995_0"])
    assert accel["m_axis_tlast"] == "m_axis_opl_iswitch_tlast"


def test_cli_parameter_flag(tmp_path: Path, fe: VerilogFrontend) -> None:
    out = tmp_path / "p.v"
    assert main([str(SUME), "--accel-file", str(PASSTHROUGH), "--accel-module",
                 "axis_passthrough", "-P", "C_M_AXIS_DATA_WIDTH=256",
                 "--instance", "pt", "-o", str(out)]) == 0
    (item,) = [i for i in module_of(fe, out.read_text()).items
               if isinstance(i, vast.InstanceList) and i.module == "axis_passthrough"]
    assert [(p.paramname, fe.emit(p.argname)) for p in item.parameterlist] == [
        ("C_M_AXIS_DATA_WIDTH", "256")]
    assert item.instances[0].name == "pt"
    umask = os.umask(0)
    os.umask(umask)
    assert out.stat().st_mode & 0o777 == 0o666 & ~umask  # not mkstemp's private 0600


# ----------------------------------------------------------------------------- errors
def run_cli(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    with pytest.raises(SystemExit) as exc:
        main(args)
    err = capsys.readouterr().err
    return int(exc.value.code or 0), err


def splice_args(datapath: Path, out: Path, *extra: str, accel: Path = PASSTHROUGH,
                module: str = "axis_passthrough") -> list[str]:
    return [str(datapath), "--accel-file", str(accel), "--accel-module", module,
            "-o", str(out), *extra]


ERROR_CASES = {
    "missing datapath": (dict(datapath=DATA / "nope.v"), "nope.v: no such file"),
    "missing accel file": (dict(accel=DATA / "nope_accel.v"), "nope_accel.v: no such file"),
    "unparsable": (dict(datapath=DATA / "bad_syntax.v"),
                   "cannot parse Verilog: " + str(DATA / "bad_syntax.v") + " line:5"),
    "no such link": (dict(extra=("--link", "x_axis")), "no such link 'x_axis'"),
    "link is a port": (dict(extra=("--link", "m_axis_0")), "a module port, not an internal link"),
    "accel module missing": (dict(module="iswitch_accel"), "no module 'iswitch_accel'"),
    "accel lacks port": (dict(accel=BAD_ACCELS, module="accel_no_tlast"),
                         "lacks the stream ports m_axis_tlast"),
    "accel port direction": (dict(accel=BAD_ACCELS, module="accel_wrong_direction"),
                             "s_axis_tready is input, expected output"),
    "accel extra input": (dict(accel=BAD_ACCELS, module="accel_extra_input"),
                          "cfg_threshold (input) is not a stream port"),
    "unknown parameter": (dict(extra=("-P", "NUM_SLOTS=4")), "unknown parameter 'NUM_SLOTS'"),
    "bad parameter value": (dict(extra=("-P", "C_M_AXIS_DATA_WIDTH=256+")),
                            "not a Verilog constant expression"),
    "parameter value names unknown identifier": (
        dict(extra=("-P", "C_M_AXIS_DATA_WIDTH=WIDE")), "'WIDE' is not a parameter"),
    "parameter twice": (dict(extra=("-P", "C_M_AXIS_DATA_WIDTH=256",
                                    "-P", "C_M_AXIS_DATA_WIDTH=128")), "given twice"),
    "malformed -P": (dict(extra=("-P", "C_M_AXIS_DATA_WIDTH")), "expected NAME=VALUE"),
    "instance name taken": (dict(extra=("--instance", "output_port_lookup_1")),
                            "'output_port_lookup_1' is already used"),
    "missing required flag": (dict(drop_accel=True), "required: --accel-file"),
}


@pytest.mark.parametrize("case", list(ERROR_CASES))
def test_errors(case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    opts, message = ERROR_CASES[case]
    out = tmp_path / "out.v"
    args = splice_args(opts.get("datapath", SUME), out, *opts.get("extra", ()),
                       accel=opts.get("accel", PASSTHROUGH),
                       module=opts.get("module", "axis_passthrough"))
    if opts.get("drop_accel"):
        i = args.index("--accel-file")
        del args[i:i + 2]
    code, err = run_cli(args, capsys)
    assert code == 2
    assert err.startswith("iswitch-splice: error: ") and err.count("\n") == 1, err
    assert message in err
    assert not out.exists()


def test_splice_twice_same_link_errors_other_link_works(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    once = tmp_path / "once.v"
    assert main(splice_args(SUME, once)) == 0
    # same accelerator again: the instance on the link is detected
    code, err = run_cli(splice_args(once, tmp_path / "twice.v"), capsys)
    assert code == 2 and "link 'm_axis_opl' is already spliced" in err
    # another accelerator on the same link: its wires would clash
    code, err = run_cli(splice_args(once, tmp_path / "twice.v", accel=ACCELS,
                                    module="iswitch_accel"), capsys)
    assert code == 2 and "already spliced (wire m_axis_opl_iswitch_tdata exists)" in err
    # cutting the accelerator's own output link is splicing the same place again
    code, err = run_cli(splice_args(once, tmp_path / "twice.v", "--link",
                                    "m_axis_opl_iswitch"), capsys)
    assert code == 2 and "already spliced (axis_passthrough instance axis_passthrough_0" in err
    assert not (tmp_path / "twice.v").exists()
    both = tmp_path / "both.v"
    assert main(splice_args(once, both, "--link", "s_axis_opl")) == 0
    assert "axis_passthrough_1" in both.read_text()


def test_error_leaves_an_existing_output_untouched(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out.v"
    out.write_text("keep me\n")
    code, _ = run_cli(splice_args(SUME, out, "--link", "nope"), capsys)
    assert code == 2 and out.read_text() == "keep me\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.v"]


def datapath_variant(tmp_path: Path, old: str, new: str) -> Path:
    """The mini datapath with one source edit (test input construction, not splicing)."""
    text = MINI.read_text()
    assert old in text
    path = tmp_path / "variant.v"
    path.write_text(text.replace(old, new))
    return path


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (".s_axis_tvalid(m_axis_opl_tvalid)", ".s_axis_tvalid(m_axis_opl_tvalid & 1'b1)",
         "inside an expression"),
        ("endmodule", "assign s_axis_tready = m_axis_opl_tready;\nendmodule",
         "used outside an instance port connection"),
        (".s_axis_tlast(m_axis_opl_tlast)", ".in_last(m_axis_opl_tlast)",
         "cannot tell the direction of stage_b_0.in_last"),
        (".s_axis_tlast(m_axis_opl_tlast)", ".s_axis_tlast()",
         "needs one consumer instance connected to all six"),
        ("wire m_axis_opl_tvalid,",
         "wire [1:0] x = s_axis_tdata[0 +: 2];\n    wire m_axis_opl_tvalid,",
         "indexed part-select"),
        ("endmodule", "// synthesis translate_off\nendmodule", "pragma 'synthesis translate_off'"),
        ("endmodule", "/* verilator public */\nendmodule", "pragma 'verilator public'"),
    ],
)
def test_refuses_what_it_cannot_rewire(
    tmp_path: Path, fe: VerilogFrontend, old: str, new: str, message: str
) -> None:
    with pytest.raises(SpliceError, match=message):
        splice(SpliceRequest(datapath=datapath_variant(tmp_path, old, new),
                             accel_file=ACCELS), fe)


def test_lint_pragmas_hoisted_around_the_module(tmp_path: Path, fe: VerilogFrontend) -> None:
    """In-module lint waivers would be dropped with the comments: they cover the module."""
    src = datapath_variant(
        tmp_path, "    stage_b\n",
        "    // verilator lint_off PINCONNECTEMPTY\n    stage_b\n")
    src.write_text(src.read_text().replace(
        "endmodule",
        "    // verilator lint_on PINCONNECTEMPTY\n    /* verilator lint_off WIDTH */\nendmodule"))
    out = splice(SpliceRequest(datapath=src, accel_file=ACCELS, lint_off=("DECLFILENAME",)), fe)
    before, after = out.split("\nmodule mini_datapath", 1)
    body, trailer = after.split("\nendmodule\n", 1)
    assert before.endswith(
        "`default_nettype none\n\n"
        "// iswitch-splice: Verilator lint waivers for the whole module "
        "(comments inside it are dropped)\n"
        "// verilator lint_off PINCONNECTEMPTY\n// verilator lint_off WIDTH\n"
        "// verilator lint_off DECLFILENAME")
    assert "verilator" not in body
    # WIDTH was left off inside the original module, so it stays off after it
    assert trailer.startswith(
        "// verilator lint_on PINCONNECTEMPTY\n// verilator lint_on DECLFILENAME\n\n"
        "`default_nettype wire\n")


def test_include_and_define_reach_the_preprocessor(
    tmp_path: Path, fe: VerilogFrontend, capsys: pytest.CaptureFixture[str]
) -> None:
    src = datapath_variant(tmp_path, "wire [C_M_AXIS_DATA_WIDTH-1:0]   m_axis_opl_tdata;",
                           "wire [`OPL_W-1:0]   m_axis_opl_tdata;")
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "w.vh").write_text("`define OPL_W 256\n")
    inc = tmp_path / "with_include.v"
    inc.write_text(src.read_text().replace("`default_nettype none\n",
                                           '`default_nettype none\n`include "w.vh"\n'))
    out = tmp_path / "out.v"
    code, err = run_cli(splice_args(inc, out, accel=ACCELS, module="iswitch_accel"), capsys)
    assert code == 2 and "preprocessing failed" in err and "w.vh" in err
    assert main(splice_args(inc, out, "-I", str(tmp_path / "inc"), accel=ACCELS,
                            module="iswitch_accel")) == 0
    assert "wire [256-1:0] m_axis_opl_iswitch_tdata;" in out.read_text()
    assert main(splice_args(src, out, "-D", "OPL_W=64", accel=ACCELS,
                            module="iswitch_accel")) == 0
    assert "wire [64-1:0] m_axis_opl_iswitch_tdata;" in out.read_text()


def test_non_utf8_header_bytes_survive(tmp_path: Path) -> None:
    src = tmp_path / "latin1.v"
    src.write_bytes(b"// (c) 2026 Caf\xe9 Switch Ltd, \xa9 all rights reserved\n"
                    + MINI.read_bytes())
    out = tmp_path / "out.v"
    assert main(splice_args(src, out, accel=ACCELS, module="iswitch_accel")) == 0
    assert b"// (c) 2026 Caf\xe9 Switch Ltd, \xa9 all rights reserved\n/* A two-stage" in (
        out.read_bytes())


def test_unexpected_exception_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object, **_kw: object) -> str:
        raise RuntimeError("boom")

    monkeypatch.setattr("iswitch.hw.splice.splice", broken)
    monkeypatch.delenv("ISWITCH_SPLICE_DEBUG", raising=False)
    code, err = run_cli(splice_args(SUME, tmp_path / "out.v"), capsys)
    assert code == 2 and err == (
        "iswitch-splice: error: internal error: RuntimeError: boom "
        "(set ISWITCH_SPLICE_DEBUG=1 for the traceback)\n")
    assert not (tmp_path / "out.v").exists()


# ------------------------------------------------------------------- console commands
@pytest.mark.parametrize("command", ["console script", "python -m"])
def test_console_entry_point(command: str, tmp_path: Path) -> None:
    exe = Path(sys.executable).with_name("iswitch-splice")
    prefix = [str(exe)] if command == "console script" else [sys.executable, "-m",
                                                            "iswitch.hw.splice"]
    assert command != "console script" or exe.is_file()
    out = tmp_path / "out.v"
    ok = subprocess.run(prefix + splice_args(SUME, out), capture_output=True, text=True,
                        check=False)
    assert ok.returncode == 0 and ok.stderr == ""
    assert "axis_passthrough_0" in out.read_text()
    bad = subprocess.run(prefix + splice_args(SUME, tmp_path / "bad.v", "--link", "nope"),
                         capture_output=True, text=True, check=False)
    assert bad.returncode == 2
    assert bad.stderr.startswith("iswitch-splice: error: ") and bad.stderr.count("\n") == 1
    assert "Traceback" not in bad.stderr and not (tmp_path / "bad.v").exists()


# ----------------------------------------------------------------------- elaboration
def _tools_env() -> dict[str, str]:
    env = dict(os.environ)
    site = Path(sys.executable).parents[1] / "lib" / (
        f"python{sys.version_info.major}.{sys.version_info.minor}") / "site-packages"
    vroot = site / "verilator"
    if vroot.is_dir():
        env.setdefault("VERILATOR_ROOT", str(vroot))
        env["PATH"] = f"{vroot / 'bin'}{os.pathsep}{env['PATH']}"
    return env


def elaborate(files: list[Path], tmp_path: Path) -> None:
    """iverilog -g2005 and verilator --lint-only of nf_datapath, both without complaint."""
    env = _tools_env()
    assert shutil.which("iverilog", path=env["PATH"]), "iverilog is required"
    iv = subprocess.run(["iverilog", "-g2005", "-s", "nf_datapath", "-o",
                         str(tmp_path / "dp.vvp"), *map(str, files)],
                        capture_output=True, text=True, check=False, env=env)
    assert iv.returncode == 0 and iv.stderr == "", iv.stderr
    assert shutil.which("verilator", path=env["PATH"]), "verilator is required"
    vl = subprocess.run(["verilator", "--lint-only", "--top-module", "nf_datapath",
                         *map(str, files)], capture_output=True, text=True, check=False,
                        env=env, cwd=tmp_path)
    assert vl.returncode == 0 and "%Warning" not in vl.stderr, vl.stderr


@pytest.mark.parametrize("link", ["m_axis_opl", "s_axis_opl"])
def test_spliced_fixture_elaborates(fe: VerilogFrontend, tmp_path: Path, link: str) -> None:
    out = tmp_path / "nf_datapath_spliced.v"
    out.write_text(splice(passthrough_request(SUME, link), fe))
    elaborate([out, STUB_CORES, PASSTHROUGH], tmp_path)


def _switch_cores() -> list[Path]:
    return sorted(p for p in (REPO / "rtl" / "switch").glob("*.v")
                  if p.name not in ("nf_datapath.v", "axis_passthrough.v"))


def test_generated_file_elaborates_with_the_switch_cores(tmp_path: Path) -> None:
    elaborate([GENERATED, PASSTHROUGH, *_switch_cores()], tmp_path)


@pytest.mark.parametrize("link", ["m_axis_opl", "s_axis_opl"])
def test_our_datapath_spliced_elaborates(fe: VerilogFrontend, tmp_path: Path, link: str) -> None:
    out = tmp_path / "nf_datapath.v"
    out.write_text(splice(passthrough_request(OUR_DATAPATH, link), fe))
    elaborate([out, PASSTHROUGH, *_switch_cores()], tmp_path)


def test_generated_file_is_up_to_date(fe: VerilogFrontend) -> None:
    outputs = {REPO / job.output for job in splicegen.JOBS}
    assert GENERATED in outputs
    assert outputs == set((REPO / "rtl" / "gen" / "spliced").glob("*.v")), (
        "every file in rtl/gen/spliced/ is generated by a job of iswitch/hw/splicegen.py")
    for job in splicegen.JOBS:
        assert splicegen.render(job, fe) == (REPO / job.output).read_text(), (
            f"{job.output} is stale: run `tox -e regen` (python -m iswitch.hw.splicegen)")
