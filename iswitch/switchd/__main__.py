"""iswitch-switchd: serve the iSwitch protocol over UDP (docs/training.md section 2).

    iswitch-switchd --listen 127.0.0.1:PORT --backend model|rtl [--log PATH] [--drop-p P]
    iswitch-switchd --query HOST:PORT [--reg NAME|INDEX ...]
    iswitch-switchd --dump-log PATH

Serving prints ``iswitch-switchd: listening on HOST:PORT ...`` on stdout once the socket is
bound (PORT 0 picks a free port), runs until SIGTERM or SIGINT, then prints its own
counters on stderr. Usage errors: one line on stderr, exit 2; a switch that does not
answer a Query or a backend that cannot start: one line, exit 1.
"""

from __future__ import annotations

import argparse
import gc
import os
import signal
import sys
import threading
from collections.abc import Sequence

from iswitch.wire import AccelParams, Reg

PROG = "iswitch-switchd"


class _ArgumentParser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        _fail(message, 2)


def _fail(message: str, code: int) -> None:
    print(f"{PROG}: error: {message}", file=sys.stderr)
    raise SystemExit(code)


def _addr(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise argparse.ArgumentTypeError(f"expected HOST:PORT, got '{text}'")
    return host, int(port)


def _prob(text: str) -> float:
    try:
        p = float(text)
    except ValueError:
        p = -1.0
    if not 0.0 <= p < 1.0:
        raise argparse.ArgumentTypeError(f"expected a probability in [0, 1), got '{text}'")
    return p


def _reg(text: str) -> int:
    if text.upper() in Reg.__members__:
        return int(Reg[text.upper()])
    try:
        return int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"unknown register '{text}'") from None


def build_arg_parser() -> argparse.ArgumentParser:
    from iswitch.switchd.backend import BACKENDS  # (no torch)

    ap = _ArgumentParser(prog=PROG, description="The iSwitch wire protocol over UDP, served "
                         "by the accelerator's software model or by its Verilated RTL.")
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--listen", type=_addr, metavar="HOST:PORT",
                      help="serve on this UDP address (port 0: any free port)")
    mode.add_argument("--query", type=_addr, metavar="HOST:PORT",
                      help="print the counters and status registers of a running switch")
    mode.add_argument("--dump-log", metavar="PATH", help="print a contribution-order log")
    ap.add_argument("--backend", choices=sorted(BACKENDS), default="model",
                    help="data plane (default model)")
    ap.add_argument("--k", type=int, help="window K, a power of two 1..256 (default: the "
                    "accelerator's, 16)")
    ap.add_argument("--members", type=int, help="membership table entries 1..32 (default: "
                    "the accelerator's, 16)")
    ap.add_argument("--log", metavar="PATH", help="write the contribution-order log here")
    ap.add_argument("--drop-p", type=_prob, default=0.0, metavar="P",
                    help="drop each datagram, in and out, with probability P (seeded)")
    ap.add_argument("--seed", type=int, default=0, help="seed of --drop-p (default 0)")
    ap.add_argument("--reg", type=_reg, action="append", metavar="NAME|INDEX",
                    help="with --query: only these registers (repeatable)")
    ap.add_argument("--timeout", type=float, default=2.0, metavar="S",
                    help="with --query: seconds to wait for the switch (default 2)")
    return ap


def serve(args: argparse.Namespace) -> int:
    from iswitch.switchd.backend import open_backend
    from iswitch.switchd.log import LogWriter
    from iswitch.switchd.server import Switchd

    given = {k: v for k, v in (("K", args.k), ("MEMBERS", args.members)) if v is not None}
    try:
        cfg = AccelParams(**given)
    except ValueError as e:
        _fail(str(e), 2)
    try:
        backend = open_backend(args.backend, cfg)
    except Exception as e:  # the RTL backend may lack its build: one line, no traceback
        _fail(f"backend {args.backend} cannot start: {type(e).__name__}: {e}", 1)
    log = None
    try:
        log = LogWriter(args.log) if args.log else None
        server = Switchd(args.listen, backend, cfg, args.drop_p, args.seed, log)
    except OSError as e:
        backend.close()
        where = args.log if isinstance(e, FileNotFoundError | IsADirectoryError) else (
            f"{args.listen[0]}:{args.listen[1]}")
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
    from iswitch.dgram import BurstSocket
    from iswitch.worker import Endpoint

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
