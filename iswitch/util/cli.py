"""What every command-line tool of the project shares: the argument parser, the argument
types that check values at the boundary, and the handling of Ctrl-C and output errors.

- `ArgumentParser`: a usage error is one line on stderr, ``<prog>: error: <message>``,
  exit 2 (`--help` shows the usage); `DefaultsHelpFormatter` adds each option's default to
  its description;
- types for ``add_argument(type=...)``: integers and numbers in a range (`int_in`,
  `float_in`, `probability`), ``HOST:PORT`` (`host_port`), names that end up in generated
  text (`name`), files and folders to read (`input_file`, `input_dir`) and to write
  (`output_file`, `output_dir`: `iswitch.util.output`'s checks, so a FIFO, a device or an
  unwritable place is refused before any work). argparse puts the option in front of the
  message: ``argument --tready-p: must be an integer in 0..255, got '256'``;
- `run`: the work of a tool; Ctrl-C ends it with one line and exit 130, an output that
  cannot be written with one line and exit 1 (no traceback for either).
"""

from __future__ import annotations

import argparse
import ipaddress
import os
import re
import signal
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

from iswitch.util import checks, output

USAGE = 2  #: exit status of a usage error
FAILED = 1  #: exit status of a run that could not finish
INTERRUPTED = 130  #: exit status after Ctrl-C (128 + SIGINT), as shells report it


class ArgumentParser(argparse.ArgumentParser):
    """argparse with one-line usage errors (exit 2)."""

    def error(self, message: str) -> NoReturn:
        self.exit(USAGE, f"{self.prog}: error: {message}\n")


def default_text(value: object) -> str:
    """A default as ``--help`` shows it: a list as its items, space-separated."""
    return " ".join(map(str, value)) if isinstance(value, list | tuple) else str(value)


class DefaultsHelpFormatter(argparse.HelpFormatter):
    """``--help`` that ends each description with its option's default, ``(default: 4)``,
    where there is one to say: not for None or a flag's False (argparse's own
    ArgumentDefaultsHelpFormatter prints those too), nor where the description already has
    a ``(default ...)``. (`_get_help_string` is the hook argparse's formatters override.)"""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help or ""
        d = action.default
        if d is None or d is False or d is argparse.SUPPRESS or "(default" in text:
            return text
        return f"{text} (default: {default_text(d).replace('%', '%%')})"


def _named(f: Callable[[str], Any], name: str) -> Callable[[str], Any]:
    f.__name__ = name  # argparse names a type by it in its own messages
    return f


def int_in(lo: int, hi: int | None = None) -> Callable[[str], int]:
    """An integer in ``lo..hi`` (no upper bound if `hi` is None)."""

    def parse(text: str) -> int:
        try:
            v = int(text, 10)
        except ValueError:
            v = None
        if v is None or v < lo or (hi is not None and v > hi):
            raise argparse.ArgumentTypeError(
                f"must be {checks.range_text(lo, hi)}, got {text!r}")
        return v

    return _named(parse, "integer")


def float_in(lo: float, hi: float | None = None, *, lo_open: bool = False,
             hi_open: bool = False) -> Callable[[str], float]:
    """A finite number in the interval (closed unless `lo_open` / `hi_open`)."""

    accepted = checks.range_text(lo, hi, lo_open=lo_open, hi_open=hi_open, integer=False)

    def parse(text: str) -> float:
        try:
            return checks.float_in("value", float(text), lo, hi, lo_open=lo_open,
                                   hi_open=hi_open)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be {accepted}, got {text!r}") from None

    return _named(parse, "number")


#: a probability that is not certainty: [0, 1)
probability = float_in(0.0, 1.0, hi_open=True)

_HOSTNAME = re.compile(r"[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*"
                       r"[A-Za-z0-9])?)*\Z")


def host_port(min_port: int = 1) -> Callable[[str], tuple[str, int]]:
    """``HOST:PORT``: an IPv4 address or a host name, a port in ``min_port..65535``."""

    def parse(text: str) -> tuple[str, int]:
        host, sep, port = text.rpartition(":")
        ok = bool(sep) and port.isascii() and port.isdigit() and (
            min_port <= int(port) <= 0xFFFF)
        if ok and not _HOSTNAME.match(host):
            try:
                ipaddress.IPv4Address(host)
            except ValueError:
                ok = False
        if not ok:
            raise argparse.ArgumentTypeError(
                f"expected HOST:PORT (an IPv4 address or host name, a port in "
                f"{min_port}..65535), got {text!r}")
        return host, int(port)

    return _named(parse, "address")


def name(pattern: str, what: str) -> Callable[[str], str]:
    """Text matching `pattern` in full (names that end up in generated files: no spaces,
    no newlines, no comment delimiters); `what` says what it is in the message."""
    rx = re.compile(pattern)

    def parse(text: str) -> str:
        if not rx.fullmatch(text):
            raise argparse.ArgumentTypeError(f"expected {what}, got {text!r}")
        return text

    return _named(parse, "name")


#: a Verilog simple identifier (IEEE 1364 section 3.7.1)
VERILOG_NAME = r"[A-Za-z_][A-Za-z0-9_$]*"
verilog_name = name(VERILOG_NAME, "a Verilog identifier ([A-Za-z_][A-Za-z0-9_$]*)")


def _checked_path(check: Callable[[str], Path]) -> Callable[[str], Path]:
    def parse(text: str) -> Path:
        try:
            check(text)
        except output.OutputError as e:
            raise argparse.ArgumentTypeError(str(e)) from None
        return Path(text)

    return parse


#: a file to write (a regular file or nothing yet, in a writable folder; symlinks followed)
output_file = _named(_checked_path(output.check_file), "output file")
#: a folder to write into (a folder or nothing yet; the nearest existing folder writable)
output_dir = _named(_checked_path(output.check_dir), "output folder")


def _existing(text: str, is_kind: Callable[[int], bool], kind: str) -> Path:
    p = Path(text)
    try:
        st = os.stat(p)
    except FileNotFoundError:
        raise argparse.ArgumentTypeError(f"{text}: no such {kind}") from None
    except OSError as e:
        raise argparse.ArgumentTypeError(f"{text}: {e.strerror}") from None
    if not is_kind(st.st_mode):
        raise argparse.ArgumentTypeError(f"{text}: is {output.kind_of(st.st_mode)}, not a {kind}")
    if not os.access(p, os.R_OK):
        raise argparse.ArgumentTypeError(f"{text}: not readable")
    return p


def input_file(text: str) -> Path:
    """An existing readable regular file (not a FIFO or device: reading one may block)."""
    return _existing(text, stat.S_ISREG, "file")


def input_dir(text: str) -> Path:
    """An existing readable folder."""
    return _existing(text, stat.S_ISDIR, "folder")


def exit_on_interrupt() -> None:
    """For a pool's worker processes (`initializer=`): Ctrl-C, which the terminal sends to
    the whole process group, ends the worker at once and without a traceback; the parent,
    which gets it too, reports it and cleans up."""
    signal.signal(signal.SIGINT, lambda *_: os._exit(INTERRUPTED))


def run(prog: str, work: Callable[[], int]) -> int:
    """`work()`'s exit status; Ctrl-C: ``<prog>: interrupted`` and 130; an output that
    cannot be written or another OSError (a full disk, a missing program): ``<prog>:
    error: <path>: <why>`` and 1. One line on stderr each."""
    try:
        return work()
    except KeyboardInterrupt:
        print(f"{prog}: interrupted", file=sys.stderr, flush=True)
        return INTERRUPTED
    except output.OutputError as e:
        print(f"{prog}: error: {e}", file=sys.stderr, flush=True)
        return FAILED
    except OSError as e:  # the machine's, not the tool's: a full disk, a missing program
        where = f"{os.fsdecode(e.filename)}: " if e.filename is not None else ""
        print(f"{prog}: error: {where}{e.strerror or e}", file=sys.stderr, flush=True)
        return FAILED
