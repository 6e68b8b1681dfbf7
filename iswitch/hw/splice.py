"""iswitch-splice: insert an accelerator instance on one internal stream link of a datapath.

The splicer reads a NetFPGA-SUME style ``nf_datapath`` (ours, or the real reference
switch's), cuts one internal AXI4-Stream link ``<link>_{tdata,tkeep,tuser,tvalid,tready,tlast}``
and puts an instance of an accelerator module on it::

    producer --<link>_*--> accelerator --<link>_iswitch_*--> consumer

Pipeline: parse (pyverilog) -> analyse (read-only visitors over the AST) -> transform
(new nodes; the parsed tree is never mutated) -> emit (pyverilog's code generator, with
the original header and trailer text put back). Only the datapath file is rewritten.

Command line (see ``docs/splicer.md``)::

    iswitch-splice rtl/switch/nf_datapath.v --accel-file rtl/switch/axis_passthrough.v \\
        --accel-module axis_passthrough -o out.v
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from pyverilog.vparser import ast as vast

from iswitch.hw.splice_frontend import TEXT, Comment, SpliceError, VerilogFrontend
from iswitch.util import cli, output

PROG = "iswitch-splice"

#: The six signals of one AXI4-Stream link, in the order wires and ports are emitted.
STREAM_SIGNALS: tuple[str, ...] = ("tdata", "tkeep", "tuser", "tvalid", "tready", "tlast")
#: Links the splicer knows to be meaningful in nf_datapath (any declared link is accepted).
KNOWN_LINKS: tuple[str, ...] = ("m_axis_opl", "s_axis_opl")
DEFAULT_LINK = "m_axis_opl"
DEFAULT_ACCEL_MODULE = "iswitch_accel"
#: Suffix of the new link between accelerator and consumer: ``<link>_iswitch_<signal>``.
SPLICE_SUFFIX = "_iswitch"
CLOCK_PORT = "axis_aclk"
RESET_PORT = "axis_resetn"  # active low, passed through unchanged


def _required_accel_ports() -> dict[str, str]:
    """The accelerator's port convention: name -> direction ('input' / 'output')."""
    ports = {CLOCK_PORT: "input", RESET_PORT: "input"}
    for sig in STREAM_SIGNALS:
        ports[f"s_axis_{sig}"] = "output" if sig == "tready" else "input"
    for sig in STREAM_SIGNALS:
        ports[f"m_axis_{sig}"] = "input" if sig == "tready" else "output"
    return ports


REQUIRED_ACCEL_PORTS: dict[str, str] = _required_accel_ports()


@dataclass(frozen=True)
class SpliceRequest:
    """What to splice where. Paths are shown in messages and the note as given.

    Every field is checked when the request is made (SpliceError naming it): names are
    Verilog identifiers, lint rules Verilator rule names, parameter values and defines a
    single line (all of them end up in the generated file)."""

    datapath: Path
    accel_file: Path
    accel_module: str = DEFAULT_ACCEL_MODULE
    instance: str | None = None  # None: first free <accel_module>_<n>
    link: str = DEFAULT_LINK
    params: tuple[tuple[str, str], ...] = ()  # (NAME, Verilog constant expression)
    top: str | None = None  # None: the only module of the datapath file
    include: tuple[str, ...] = ()
    define: tuple[str, ...] = ()
    lint_off: tuple[str, ...] = ()  # Verilator rules to waive around the spliced module

    def __post_init__(self) -> None:
        for name in ("datapath", "accel_file"):
            value = getattr(self, name)
            if not isinstance(value, str | os.PathLike) or not os.fspath(value):
                raise SpliceError(f"{name}: expected a file path, got {value!r}")
            object.__setattr__(self, name, Path(value))
        for name in ("accel_module", "instance", "link", "top"):
            value = getattr(self, name)
            if value is not None or name in ("accel_module", "link"):
                _check_text(name, value, VERILOG_NAME, "a Verilog identifier")
        for name, pattern, what in (("lint_off", LINT_RULE, "a Verilator rule name"),
                                    ("define", DEFINE, "MACRO or MACRO=VALUE on one line"),
                                    ("include", ONE_LINE, "a folder")):
            value = getattr(self, name)
            if isinstance(value, str) or not isinstance(value, tuple | list):
                raise SpliceError(f"{name}: expected a tuple of strings, got {value!r}")
            for item in value:
                _check_text(name, item, pattern, what)
            object.__setattr__(self, name, tuple(value))
        if not isinstance(self.params, tuple | list):
            raise SpliceError(f"params: expected (NAME, VALUE) pairs, got {self.params!r}")
        for pair in self.params:
            if not isinstance(pair, tuple | list) or len(pair) != 2:
                raise SpliceError(f"params: expected (NAME, VALUE) pairs, got {pair!r}")
            _check_text("parameter name", pair[0], VERILOG_NAME, "a Verilog identifier")
            _check_text(f"parameter {pair[0]}", pair[1], ONE_LINE,
                        "a Verilog constant expression on one line")
        object.__setattr__(self, "params", tuple(tuple(p) for p in self.params))


#: a Verilog simple identifier (IEEE 1364 section 3.7.1): module, instance, link names
VERILOG_NAME = cli.VERILOG_NAME
#: a Verilator warning name (`// verilator lint_off RULE`)
LINT_RULE = r"[A-Za-z][A-Za-z0-9_]*"
#: an iverilog -D argument
DEFINE = VERILOG_NAME + r"(=[^\x00-\x1f\x7f]*)?"
#: text on one line, not empty (no control characters: nothing that breaks a line)
ONE_LINE = r"[^\x00-\x1f\x7f]+"


def _check_text(name: str, value: object, pattern: str, what: str) -> None:
    if not isinstance(value, str) or not re.fullmatch(pattern, value):
        raise SpliceError(f"{name}: expected {what}, got {value!r}")


# =============================================================================
# analyse: read-only visitors
# =============================================================================
def walk(node: vast.Node) -> Iterator[vast.Node]:
    """Every node of a subtree, depth first, parents before children."""
    yield node
    for child in node.children():
        yield from walk(child)


def _identifiers(node: vast.Node) -> Iterator[vast.Identifier]:
    return (n for n in walk(node) if isinstance(n, vast.Identifier))


@dataclass(frozen=True)
class AccelInterface:
    """Ports (declaration order, with direction) and overridable parameters of a module."""

    name: str
    ports: tuple[tuple[str, str], ...]
    parameters: tuple[str, ...]
    localparams: tuple[str, ...]


_DIRECTIONS: dict[type, str] = {vast.Input: "input", vast.Output: "output", vast.Inout: "inout"}


def _direction(node: vast.Node) -> str | None:
    return _DIRECTIONS.get(type(node))


def analyse_accel(source: vast.Source, module: str, path: Path) -> AccelInterface:
    """Read the accelerator's ports and parameters (ANSI or non-ANSI headers)."""
    defs = {d.name: d for d in source.description.definitions if isinstance(d, vast.ModuleDef)}
    if module not in defs:
        found = ", ".join(sorted(defs)) or "none"
        raise SpliceError(f"{path}: no module '{module}' (modules found: {found})")
    mod = defs[module]
    order: list[str] = []
    directions: dict[str, str] = {}
    for port in mod.portlist.ports:
        if isinstance(port, vast.Ioport):
            order.append(port.first.name)
            directions[port.first.name] = _direction(port.first) or "?"
        elif isinstance(port, vast.Port):
            order.append(port.name)
    parameters: list[str] = []
    localparams: list[str] = []
    decls = list(mod.paramlist.params) + [i for i in mod.items if isinstance(i, vast.Decl)]
    for decl in decls:
        for var in decl.list:
            if isinstance(var, vast.Localparam):
                localparams.append(var.name)
            elif isinstance(var, vast.Parameter):
                parameters.append(var.name)
            elif (word := _direction(var)) is not None:
                directions[var.name] = word
    ports = tuple((name, directions.get(name, "?")) for name in order)
    return AccelInterface(module, ports, tuple(parameters), tuple(localparams))


def check_accel(accel: AccelInterface, path: Path) -> None:
    """The accelerator must follow the stream port convention; extra ports must be outputs."""
    have = dict(accel.ports)
    missing = [p for p in REQUIRED_ACCEL_PORTS if p not in have]
    if missing:
        raise SpliceError(
            f"{path}: module '{accel.name}' lacks the stream ports {', '.join(missing)}"
        )
    for name, want in REQUIRED_ACCEL_PORTS.items():
        if have[name] != want:
            raise SpliceError(
                f"{path}: port {accel.name}.{name} is {have[name]}, expected {want}"
            )
    for name, direction in accel.ports:
        if name not in REQUIRED_ACCEL_PORTS and direction != "output":
            raise SpliceError(
                f"{path}: port {accel.name}.{name} ({direction}) is not a stream port and "
                "cannot be left unconnected"
            )


@dataclass(frozen=True)
class Connection:
    """One named instance port connected to a whole link signal."""

    item_index: int  # index of the InstanceList in the module items
    instance: str
    module: str
    port: str
    signal: str


@dataclass
class LinkAnalysis:
    """What the transform needs to know about the datapath module and the link."""

    module: vast.ModuleDef
    link: str
    wires: dict[str, vast.Wire] = field(default_factory=dict)  # signal -> declaration
    last_wire_item: int = -1  # module item index of the last link wire declaration
    producer: list[Connection] = field(default_factory=list)
    consumer: list[Connection] = field(default_factory=list)
    names: set[str] = field(default_factory=set)  # every name declared in the module
    constants: set[str] = field(default_factory=set)  # parameters and localparams

    def signal(self, sig: str) -> str:
        return f"{self.link}_{sig}"

    def spliced(self, sig: str) -> str:
        return f"{self.link}{SPLICE_SUFFIX}_{sig}"


def select_module(source: vast.Source, top: str | None, path: Path) -> vast.ModuleDef:
    mods = [d for d in source.description.definitions if isinstance(d, vast.ModuleDef)]
    if top is not None:
        for mod in mods:
            if mod.name == top:
                return mod
        raise SpliceError(f"{path}: no module '{top}'")
    if len(mods) != 1:
        names = ", ".join(m.name for m in mods)
        raise SpliceError(f"{path}: {len(mods)} modules ({names}); choose one with --top")
    return mods[0]


def _declared_names(mod: vast.ModuleDef) -> tuple[set[str], set[str]]:
    """(all declared names, parameter and localparam names) of a module."""
    names: set[str] = set()
    constants: set[str] = set()
    for port in mod.portlist.ports:
        names.add(port.first.name if isinstance(port, vast.Ioport) else port.name)
    for node in list(mod.paramlist.params) + list(mod.items):
        for sub in walk(node):
            if isinstance(sub, vast.Parameter):
                constants.add(sub.name)
                names.add(sub.name)
            elif isinstance(sub, vast.Variable):
                names.add(sub.name)
            elif isinstance(sub, vast.Instance):
                names.add(sub.name)
    return names, constants


def analyse_datapath(
    mod: vast.ModuleDef, link: str, accel_module: str, path: Path
) -> LinkAnalysis:
    """Find the link's wires, its producer and consumer, and refuse what cannot be rewired."""
    info = LinkAnalysis(module=mod, link=link)
    info.names, info.constants = _declared_names(mod)
    by_name = {info.signal(sig): sig for sig in STREAM_SIGNALS}

    port_names = {p.first.name if isinstance(p, vast.Ioport) else p.name
                  for p in mod.portlist.ports}
    for idx, item in enumerate(mod.items):
        if isinstance(item, vast.Decl):
            for var in item.list:
                if type(var) is vast.Wire and var.name in by_name:
                    info.wires[by_name[var.name]] = var
                    info.last_wire_item = idx
    missing = [info.signal(s) for s in STREAM_SIGNALS if s not in info.wires]
    if missing:
        where = " (a module port, not an internal link)" if missing[0] in port_names else ""
        raise SpliceError(
            f"{path}: no such link '{link}' in module {mod.name}: "
            f"no wire {', '.join(missing)}{where}"
        )
    if any(info.spliced(s) in info.names for s in STREAM_SIGNALS):
        raise SpliceError(
            f"{path}: link '{link}' is already spliced (wire {info.spliced('tdata')} exists)"
        )

    for idx, item in enumerate(mod.items):
        if isinstance(item, vast.InstanceList):
            for inst in item.instances:
                for arg in inst.portlist:
                    _classify(info, idx, inst, arg, by_name, path)
        else:
            for ident in _identifiers(item):
                if ident.name in by_name:
                    raise SpliceError(
                        f"{path}: line {ident.lineno}: {ident.name} is used outside an "
                        "instance port connection; only instance connections can be rewired"
                    )

    for role, conns in (("producer", info.producer), ("consumer", info.consumer)):
        insts = sorted({c.instance for c in conns})
        if len(insts) > 1:
            raise SpliceError(
                f"{path}: link '{link}' has several {role}s ({', '.join(insts)})"
            )
        sigs = sorted(c.signal for c in conns)
        if sigs != sorted(info.signal(s) for s in STREAM_SIGNALS):
            raise SpliceError(
                f"{path}: link '{link}' needs one {role} instance connected to all six "
                f"signals by name, found {', '.join(sigs) or 'none'}"
            )
    for conn in (info.producer[0], info.consumer[0]):
        if conn.module == accel_module:
            raise SpliceError(
                f"{path}: link '{link}' is already spliced ({accel_module} instance "
                f"{conn.instance} is on it)"
            )
    return info


def _classify(
    info: LinkAnalysis,
    idx: int,
    inst: vast.Instance,
    arg: vast.PortArg,
    by_name: dict[str, str],
    path: Path,
) -> None:
    """Record a link connection as producer (m_axis*) or consumer (s_axis*) side."""
    if arg.argname is None:
        return
    if not isinstance(arg.argname, vast.Identifier):
        for ident in _identifiers(arg.argname):
            if ident.name in by_name:
                raise SpliceError(
                    f"{path}: line {ident.lineno}: {ident.name} is connected to "
                    f"{inst.name}.{arg.portname} inside an expression; cannot rewire it"
                )
        return
    signal = arg.argname.name
    if signal not in by_name:
        return
    port = arg.portname
    if port is None:
        raise SpliceError(
            f"{path}: line {arg.lineno}: {signal} is connected to {inst.name} by position; "
            "named connections are required"
        )
    conn = Connection(idx, inst.name, inst.module, port, signal)
    if port.startswith("m_axis"):
        info.producer.append(conn)
    elif port.startswith("s_axis"):
        info.consumer.append(conn)
    else:
        raise SpliceError(
            f"{path}: line {arg.lineno}: cannot tell the direction of {inst.name}.{port} "
            f"(connected to {signal}): stream ports must be named m_axis* or s_axis*"
        )


# =============================================================================
# transform: build new nodes, never mutate the parsed tree
# =============================================================================
def _instance(mod: vast.ModuleDef, conn: Connection) -> vast.Instance:
    item = mod.items[conn.item_index]
    return next(i for i in item.instances if i.name == conn.instance)


def _port_arg(inst: vast.Instance, port: str) -> vast.Node | None:
    for arg in inst.portlist:
        if arg.portname == port and arg.argname is not None:
            return arg.argname
    return None


def clock_and_reset(info: LinkAnalysis, path: Path) -> tuple[vast.Node, vast.Node]:
    """The stream clock and active-low reset, as the consumer (else producer) gets them."""
    for conn in (info.consumer[0], info.producer[0]):
        inst = _instance(info.module, conn)
        clk, rst = _port_arg(inst, CLOCK_PORT), _port_arg(inst, RESET_PORT)
        if clk is not None and rst is not None:
            return clk, rst
    raise SpliceError(
        f"{path}: neither {info.consumer[0].instance} nor {info.producer[0].instance} "
        f"connects {CLOCK_PORT} and {RESET_PORT}; cannot tell the stream clock"
    )


def parameter_args(
    frontend: VerilogFrontend,
    accel: AccelInterface,
    info: LinkAnalysis,
    params: Sequence[tuple[str, str]],
) -> tuple[vast.ParamArg, ...]:
    """-P NAME=VALUE as ParamArgs, in the accelerator's declaration order."""
    given: dict[str, vast.Node] = {}
    for name, value in params:
        if name not in accel.parameters:
            hint = " (a localparam)" if name in accel.localparams else ""
            known = ", ".join(accel.parameters) or "none"
            raise SpliceError(
                f"unknown parameter '{name}'{hint} of {accel.name} (parameters: {known})"
            )
        if name in given:
            raise SpliceError(f"parameter '{name}' given twice")
        given[name] = _constant_expression(frontend, name, value, info)
    return tuple(
        vast.ParamArg(name, given[name]) for name in accel.parameters if name in given
    )


def _constant_expression(
    frontend: VerilogFrontend, name: str, value: str, info: LinkAnalysis
) -> vast.Node:
    """Parse VALUE as a Verilog constant expression over the datapath's parameters."""
    probe = f"module iswitch_splice_probe; localparam P = {value}; endmodule\n"
    try:
        source = frontend.parse_text(probe, f"-P {name}")
        (mod,) = source.description.definitions
        (decl,) = mod.items
        (local,) = decl.list
        if not isinstance(local, vast.Localparam) or mod.name != "iswitch_splice_probe":
            raise ValueError
    except (SpliceError, ValueError) as exc:
        raise SpliceError(f"-P {name}={value}: not a Verilog constant expression") from exc
    for ident in _identifiers(local.value):
        if ident.name not in info.constants:
            raise SpliceError(
                f"-P {name}={value}: '{ident.name}' is not a parameter of {info.module.name}"
            )
    return local.value.var


def free_instance_name(info: LinkAnalysis, accel_module: str) -> str:
    n = 0
    while f"{accel_module}_{n}" in info.names:
        n += 1
    return f"{accel_module}_{n}"


def splice_module(
    info: LinkAnalysis,
    accel: AccelInterface,
    instance_name: str,
    param_args: tuple[vast.ParamArg, ...],
    clock: vast.Node,
    reset: vast.Node,
) -> vast.ModuleDef:
    """The datapath module with the accelerator on the link (a new tree)."""
    mod = info.module
    new_wires = [
        vast.Decl((vast.Wire(info.spliced(sig), info.wires[sig].width,
                             info.wires[sig].signed),))
        for sig in STREAM_SIGNALS
    ]
    to_spliced = {info.signal(sig): info.spliced(sig) for sig in STREAM_SIGNALS}
    ports: list[vast.PortArg] = []
    for port, _direction in accel.ports:
        if port == CLOCK_PORT:
            arg: vast.Node | None = clock
        elif port == RESET_PORT:
            arg = reset
        elif port.startswith("s_axis_") and port[len("s_axis_"):] in STREAM_SIGNALS:
            arg = vast.Identifier(info.signal(port[len("s_axis_"):]))
        elif port.startswith("m_axis_") and port[len("m_axis_"):] in STREAM_SIGNALS:
            arg = vast.Identifier(info.spliced(port[len("m_axis_"):]))
        else:
            arg = None  # an extra output, left open
        ports.append(vast.PortArg(port, arg))
    accel_item = vast.InstanceList(
        accel.name,
        param_args,
        (vast.Instance(accel.name, instance_name, tuple(ports), param_args),),
    )

    consumer = info.consumer[0]
    items: list[vast.Node] = []
    for idx, item in enumerate(mod.items):
        if idx == consumer.item_index:
            items.append(accel_item)
            items.append(_rewired(item, consumer.instance, to_spliced))
        else:
            items.extend(_one_per_declaration(item))
        if idx == info.last_wire_item:
            items.extend(new_wires)
    return vast.ModuleDef(
        mod.name, mod.paramlist, mod.portlist, tuple(items), mod.default_nettype
    )


def _one_per_declaration(item: vast.Node) -> list[vast.Node]:
    """Split ``wire a, b;`` into one Decl per name.

    pyverilog prints a multi-name Decl as ``wire a;wire b;`` on one line, which also
    re-parses as two Decls; splitting first keeps the output one declaration per line
    and a fixed point of parse + emit. Port declarations (input/output with their
    net type) are left alone.
    """
    if not isinstance(item, vast.Decl) or len(item.list) < 2:
        return [item]
    if any(isinstance(v, vast.Input | vast.Output | vast.Inout) for v in item.list):
        return [item]
    return [vast.Decl((var,), lineno=item.lineno) for var in item.list]


def _rewired(
    item: vast.InstanceList, instance: str, rename: dict[str, str]
) -> vast.InstanceList:
    """A copy of the InstanceList with one instance's link connections renamed."""
    instances = []
    for inst in item.instances:
        if inst.name == instance:
            portlist = tuple(
                vast.PortArg(arg.portname, vast.Identifier(rename[arg.argname.name]))
                if isinstance(arg.argname, vast.Identifier) and arg.argname.name in rename
                else arg
                for arg in inst.portlist
            )
            inst = vast.Instance(inst.module, inst.name, portlist, inst.parameterlist,
                                 inst.array)
        instances.append(inst)
    return vast.InstanceList(item.module, item.parameterlist, tuple(instances))


# =============================================================================
# comments: pyverilog drops them; keep the header and trailer, hoist lint waivers
# =============================================================================
_LOST_PRAGMAS = ("translate_off", "translate_on")


def lint_pragmas(
    comments: Sequence[Comment], first_line: int, last_line: int, path: Path
) -> tuple[list[str], list[str]]:
    """Verilator lint pragmas inside the module, as comment lines for before and after it.

    The code generator drops every comment inside the module, pragmas too. A
    ``verilator lint_off`` inside is hoisted to before ``module`` (the waiver then covers
    the whole module); a rule whose last pragma inside was ``lint_on`` is switched back
    on after ``endmodule``. Pragmas that change meaning (``translate_off`` and other
    ``verilator`` directives) cannot be kept and are refused.
    """
    off: list[str] = []
    last: dict[str, str] = {}
    for comment in comments:
        if not first_line <= comment.line <= last_line:
            continue
        words = comment.text.split()
        if not words:
            continue
        head = words[0].lower()
        if head == "verilator" and len(words) > 1 and words[1] in ("lint_off", "lint_on"):
            rule = " ".join(words[2:])
            last[rule] = words[1]
            if words[1] == "lint_off" and rule not in off:
                off.append(rule)
        elif head == "verilator" or any(w.lower() in _LOST_PRAGMAS for w in words[:2]):
            raise SpliceError(
                f"{path}: line {comment.line}: the comment pragma '{comment.text}' inside the "
                "module would be lost (pyverilog drops comments); move it out of the module"
            )
    before = [f"// verilator lint_off {rule}".rstrip() for rule in off]
    after = [f"// verilator lint_on {rule}".rstrip() for rule, act in last.items()
             if act == "lint_on"]
    return before, after


# =============================================================================
# the whole pipeline
# =============================================================================
def generated_note(request: SpliceRequest, instance: str) -> str:
    return (
        f"// Generated by {PROG} from {request.datapath}, do not edit:\n"
        f"// {request.accel_module} instance {instance} spliced on link {request.link}.\n"
    )


def splice(request: SpliceRequest, frontend: VerilogFrontend | None = None) -> str:
    """Return the spliced datapath text. Raises SpliceError on bad input; writes nothing."""
    fe = frontend or VerilogFrontend()
    dp_path = request.datapath
    if not dp_path.is_file():
        raise SpliceError(f"{dp_path}: no such file")
    raw = dp_path.read_text(**TEXT)

    # parse
    source = fe.parse_file(dp_path, request.include, request.define)
    layout = fe.source_layout(raw, str(dp_path))
    if layout.indexed_part_select_lines:
        raise SpliceError(
            f"{dp_path}: line {layout.indexed_part_select_lines[0]}: indexed part-select "
            "(+: or -:), which pyverilog's code generator prints wrongly; refusing to rewrite"
        )
    mod = select_module(source, request.top, dp_path)
    if any(isinstance(n, vast.GenerateStatement) for n in walk(mod)):
        raise SpliceError(
            f"{dp_path}: module {mod.name} has a generate block, which pyverilog's code "
            "generator mangles; refusing to rewrite"
        )
    accel_source = fe.parse_file(request.accel_file, request.include, request.define)

    # analyse
    accel = analyse_accel(accel_source, request.accel_module, request.accel_file)
    check_accel(accel, request.accel_file)
    info = analyse_datapath(mod, request.link, request.accel_module, dp_path)
    clock, reset = clock_and_reset(info, dp_path)
    param_args = parameter_args(fe, accel, info, request.params)
    instance = request.instance or free_instance_name(info, request.accel_module)
    if instance in info.names:
        raise SpliceError(f"{dp_path}: the name '{instance}' is already used in {mod.name}")

    # transform
    new_mod = splice_module(info, accel, instance, param_args, clock, reset)
    definitions = tuple(new_mod if d is mod else d for d in source.description.definitions)
    new_source = vast.Source(source.name, vast.Description(definitions))

    # emit; the header (licence, `timescale), lint waivers and trailer go back as text
    before, after = lint_pragmas(fe.comments(raw), layout.first_module_line,
                                 layout.last_endmodule_line, dp_path)
    before += [f"// verilator lint_off {rule}" for rule in request.lint_off]
    after += [f"// verilator lint_on {rule}" for rule in request.lint_off]
    body = fe.emit(new_source)
    # Self-check: the emitted text must be a fixed point of parse + emit. (Not tree
    # equality: the generator prints `wire a, b;` as two declarations.)
    if fe.emit(fe.parse_text(body, "<emitted>")) != body:
        raise SpliceError("internal error: the emitted Verilog does not re-parse to itself")
    lines = raw.splitlines(keepends=True)
    header = "".join(lines[: layout.first_module_line - 1])
    trailer = "".join(lines[layout.last_endmodule_line:])
    if header and not header.endswith("\n"):
        header += "\n"
    text = generated_note(request, instance) + header
    if before:
        text += (f"// {PROG}: Verilator lint waivers for the whole module "
                 "(comments inside it are dropped)\n")
        text += "".join(f"{line}\n" for line in before)
    text += body.rstrip("\n") + "\n"
    text += "".join(f"{line}\n" for line in after)
    if trailer:
        text += trailer if trailer.endswith("\n") else trailer + "\n"
    return text


# =============================================================================
# command line
# =============================================================================
def _fail(message: str) -> None:
    print(f"{PROG}: error: {message}", file=sys.stderr)
    raise SystemExit(cli.USAGE)


def _param(text: str) -> tuple[str, str]:
    name, sep, value = text.partition("=")
    if (not sep or not re.fullmatch(VERILOG_NAME, name.strip())
            or not re.fullmatch(ONE_LINE, value.strip())):
        raise argparse.ArgumentTypeError(
            f"expected NAME=VALUE (a Verilog identifier, a constant expression on one line), "
            f"got {text!r}")
    return name.strip(), value.strip()


def build_arg_parser() -> argparse.ArgumentParser:
    ap = cli.ArgumentParser(
        prog=PROG,
        description="Insert an accelerator instance on an internal stream link of a "
        "NetFPGA-SUME style nf_datapath and write the new datapath.",
        epilog="Exit status 0 on success, 2 on any error (one line on stderr, nothing "
        "written), 130 after Ctrl-C (nothing written). See docs/splicer.md.",
    )
    ident = cli.name(VERILOG_NAME, "a Verilog identifier")
    ap.add_argument("datapath", type=cli.input_file, help="the datapath Verilog file to read")
    ap.add_argument("-o", "--output", type=cli.output_file, required=True, metavar="FILE",
                    help="where to write the spliced datapath (a regular file or a new one; "
                    "a symlink is written through)")
    ap.add_argument("--accel-file", type=cli.input_file, required=True, metavar="FILE",
                    help="Verilog file declaring the accelerator module")
    ap.add_argument("--accel-module", type=ident, default=DEFAULT_ACCEL_MODULE, metavar="NAME",
                    help=f"accelerator module name (default {DEFAULT_ACCEL_MODULE})")
    ap.add_argument("--instance", type=ident, metavar="NAME",
                    help="instance name (default: first free <accel-module>_<n>)")
    ap.add_argument("--link", type=ident, default=DEFAULT_LINK, metavar="PREFIX",
                    help=f"stream wire prefix to cut: {' or '.join(KNOWN_LINKS)} "
                    f"(default {DEFAULT_LINK}, after the output port lookup)")
    ap.add_argument("--top", type=ident, metavar="NAME",
                    help="datapath module (default: the only module in the file)")
    ap.add_argument("--lint-off", type=cli.name(LINT_RULE, "a Verilator rule name"),
                    action="append", default=[], metavar="RULE",
                    help="wrap the module in a Verilator lint_off/lint_on RULE pair "
                    "(e.g. DECLFILENAME when the file is not named after the module)")
    ap.add_argument("-P", dest="params", action="append", type=_param, default=[],
                    metavar="NAME=VALUE", help="accelerator parameter override (repeatable)")
    ap.add_argument("-I", dest="include", action="append", type=cli.input_dir, default=[],
                    metavar="DIR", help="include directory for the preprocessor (repeatable)")
    ap.add_argument("-D", dest="define", action="append",
                    type=cli.name(DEFINE, "MACRO or MACRO=VALUE on one line"), default=[],
                    metavar="MACRO[=V]", help="preprocessor define (repeatable)")
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    args = build_arg_parser().parse_args(argv)
    return cli.run(PROG, lambda: _run(args))


def _run(args: argparse.Namespace) -> int:
    try:
        request = SpliceRequest(
            datapath=args.datapath,
            accel_file=args.accel_file,
            accel_module=args.accel_module,
            instance=args.instance,
            link=args.link,
            params=tuple(args.params),
            top=args.top,
            include=tuple(str(d) for d in args.include),
            define=tuple(args.define),
            lint_off=tuple(args.lint_off),
        )
        text = splice(request)
        output.write_atomic(args.output, text, **TEXT)
    except (SpliceError, output.OutputError) as exc:
        _fail(str(exc))
    except OSError as exc:
        _fail(f"{exc.filename or ''}: {exc.strerror or exc}".lstrip(": "))
    except Exception as exc:  # a bug (here or in pyverilog): still one line, no file
        if os.environ.get("ISWITCH_SPLICE_DEBUG"):
            raise
        _fail(f"internal error: {type(exc).__name__}: {exc} "
              "(set ISWITCH_SPLICE_DEBUG=1 for the traceback)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
