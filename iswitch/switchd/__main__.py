"""iswitch-switchd: serve the iSwitch protocol over UDP (docs/training.md section 2).

    iswitch-switchd --listen 127.0.0.1:PORT --backend model|rtl [--log PATH] [--drop-p P]
    iswitch-switchd --query HOST:PORT [--reg NAME|INDEX ...]
    iswitch-switchd --dump-log PATH

Serving prints ``iswitch-switchd: listening on HOST:PORT ...`` on stdout once the socket is
bound (PORT 0 picks a free port), runs until SIGTERM or SIGINT, then prints its own
counters on stderr. Usage errors: one line on stderr, exit 2; a switch that does not
answer a Query or a backend that cannot start: one line, exit 1.

The argument checks and the query path import neither torch nor numpy (the control client
`iswitch.client`, the wire codecs and sockets): a Query answers in the time of the
interpreter's start, not of torch's import.
"""

from __future__ import annotations

import argparse
import gc
import os
import signal
import sys
import threading
from collections.abc import Sequence

from iswitch.util import cli
from iswitch.wire import (
    CTRL_FIELDS,
    DEFAULT_K,
    DEFAULT_MEMBERS,
    MAX_K,
    MAX_MEMBERS,
    Reg,
)

PROG = "iswitch-switchd"
#: a register index is the `value` of a Query
QUERY_VALUE_MAX = (1 << CTRL_FIELDS["value"].bits) - 1


def _fail(message: str, code: int) -> None:
    print(f"{PROG}: error: {message}", file=sys.stderr)
    raise SystemExit(code)


def _reg(text: str) -> int:
    if text.upper() in Reg.__members__:
        return int(Reg[text.upper()])
    try:
        value = int(text, 0)
    except ValueError:
        value = -1
    if not 0 <= value <= QUERY_VALUE_MAX:
        raise argparse.ArgumentTypeError(
            f"unknown register {text!r} (a name of docs/protocol.md section 10 or "
            f"0..{QUERY_VALUE_MAX:#x})")
    return value


def build_arg_parser() -> argparse.ArgumentParser:
    from iswitch.switchd.backend import BACKENDS  # (no torch)

    ap = cli.ArgumentParser(prog=PROG, description="The iSwitch wire protocol over UDP, "
                            "served by the accelerator's software model or by its Verilated "
                            "RTL.")
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--listen", type=cli.host_port(0), metavar="HOST:PORT",
                      help="serve on this UDP address (port 0: any free port)")
    mode.add_argument("--query", type=cli.host_port(), metavar="HOST:PORT",
                      help="print the counters and status registers of a running switch")
    mode.add_argument("--dump-log", type=cli.input_file, metavar="PATH",
                      help="print a contribution-order log")
    ap.add_argument("--backend", choices=sorted(BACKENDS), default="model",
                    help="data plane (default model)")
    ap.add_argument("--k", type=cli.int_in(1, MAX_K), help=f"window K, a power of two "
                    f"1..{MAX_K} (default: the accelerator's, {DEFAULT_K})")
    ap.add_argument("--members", type=cli.int_in(1, MAX_MEMBERS), help=f"membership table "
                    f"entries 1..{MAX_MEMBERS} (default: the accelerator's, {DEFAULT_MEMBERS})")
    ap.add_argument("--log", type=cli.output_file, metavar="PATH",
                    help="write the contribution-order log here (a regular file; a symlink "
                    "is written through)")
    ap.add_argument("--drop-p", type=cli.probability, default=0.0, metavar="P",
                    help="drop each datagram, in and out, with probability P in [0, 1) "
                    "(seeded)")
    ap.add_argument("--seed", type=cli.int_in(0), default=0,
                    help="seed of --drop-p (default 0)")
    ap.add_argument("--reg", type=_reg, action="append", metavar="NAME|INDEX",
                    help="with --query: only these registers (repeatable)")
    ap.add_argument("--timeout", type=cli.float_in(0.0, lo_open=True), default=2.0,
                    metavar="S", help="with --query: seconds to wait for the switch (default 2)")
    return ap


def serve(args: argparse.Namespace) -> int:
    from iswitch.switchd.backend import backend_params

    given = {k: v for k, v in (("K", args.k), ("MEMBERS", args.members)) if v is not None}
    try:
        cfg = backend_params(args.backend, **given)
    except ValueError as e:
        _fail(str(e), 2)
    # the data path (numpy, the compiled hot path) only once the arguments are good
    from iswitch.switchd.backend import open_backend
    from iswitch.switchd.log import LogWriter
    from iswitch.switchd.server import Switchd

    try:
        backend = open_backend(args.backend, cfg)
    except Exception as e:  # the RTL backend may lack its build: one line, no traceback
        _fail(f"backend {args.backend} cannot start: {type(e).__name__}: {e}", 1)
    log = None
    new_log = args.log is not None and not args.log.exists()
    try:
        log = LogWriter(args.log) if args.log else None
        server = Switchd(args.listen, backend, cfg, args.drop_p, args.seed, log)
    except OSError as e:
        backend.close()
        if log is not None:  # the socket failed: no log file of a switch that never ran
            log.close()
            if new_log:
                args.log.unlink(missing_ok=True)
        where = args.log if log is None and args.log else f"{args.listen[0]}:{args.listen[1]}"
        _fail(f"{where}: {e.strerror or e}", 1)
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    host, port = server.addr
    print(f"{PROG}: listening on {host}:{port} backend={backend.name} k={cfg.K} "
          f"members={cfg.MEMBERS} drop_p={args.drop_p} seed={args.seed} "
          f"log={args.log or '-'}", flush=True)
    gc.freeze()  # what is loaded now lives on: the collector need not scan it while serving
    try:
        server.serve(stop)
    finally:
        server.close()
        print(f"{PROG}: {server.stats.line()}", file=sys.stderr, flush=True)
    return 0


def query(args: argparse.Namespace) -> int:
    from iswitch.client import Control, SwitchError
    from iswitch.wire.dgram import BurstSocket
    from iswitch.wire.proto import Endpoint

    sock = BurstSocket(("0.0.0.0", 0), args.query)
    ctl = Control(sock, args.query, Endpoint(worker=0xFFFE, job=0, mac=bytes(6), ip=bytes(4)),
                  timeout_s=args.timeout, retry_s=min(0.1, args.timeout / 4))
    try:
        regs = args.reg
        if regs is None:
            members = ctl.query(Reg.MEMBERS)
            regs = [int(r) for r in Reg if r != Reg.MEMBER_BASE]
            regs += [Reg.MEMBER_BASE + i for i in range(members)]
        for r in regs:
            if r >= Reg.MEMBER_BASE:
                name = f"MEMBER_{r - Reg.MEMBER_BASE}"
            else:
                name = Reg(r).name if r in Reg._value2member_map_ else f"REG_{r:#x}"
            print(f"{name} {ctl.query(r)}")
    except SwitchError as e:
        _fail(str(e), 1)
    finally:
        sock.close()
    return 0


def dump_log(args: argparse.Namespace) -> int:
    from iswitch.switchd.log import format_record, read_log

    try:
        recs = read_log(args.dump_log)
    except (OSError, ValueError) as e:
        _fail(str(e) if isinstance(e, ValueError) else f"{args.dump_log}: {e.strerror}", 1)
    for r in recs:
        print(format_record(r))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = build_arg_parser().parse_args(argv)
    try:
        if args.query:
            return query(args)
        if args.dump_log:
            return dump_log(args)
        return serve(args)
    except BrokenPipeError:  # e.g. piped into head
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
