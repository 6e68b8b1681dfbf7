"""The accelerator's MyHDL blocks (docs/architecture.md), and MyHDL's elaboration without
``inspect.stack()``: the same frames, found by walking them.

MyHDL 0.11 finds the block and generator it is elaborating from the call stack: for every
``@block`` call and every ``@always``/``@always_comb``/``@always_seq``/``@instance``
generator, ``myhdl._block._getCallInfo`` and ``myhdl._instance._getCallInfo`` call
``inspect.stack()`` (twice in the latter) and keep only the frame object and the function
name of two entries. ``inspect.stack()`` also reads the source line of every frame on the
stack, and its ``inspect.getmodule`` scans ``sys.modules`` for each (CPython issue 92041:
the cost grows with stack depth and with the number of modules loaded). Under pytest,
with the stack some 60 frames deep and hundreds of modules loaded, that was 60 of the 73 s
of a run of ``tb/iswitch_core`` (cProfile): elaborating ``iswitch_core`` makes 1,746 such
calls.

Importing the package (``install()``) gives those two MyHDL modules an ``inspect`` whose
``stack()`` and ``getouterframes()`` walk ``frame.f_back`` and return records with the same frame,
file name, line number and function name at the same indices (no source context, which
MyHDL does not read); every other name is the real ``inspect``'s. Elaboration, simulation
and conversion are otherwise untouched: tests/test_frames.py compares the records with
``inspect.stack()``'s, and tests/test_regen.py the converted Verilog with rtl/gen. MyHDL
has no option for this; patching the module attribute is the narrowest hook it offers.
"""

from __future__ import annotations

import inspect
import sys
import types
from types import FrameType

import myhdl._block
import myhdl._instance


def getouterframes(frame: FrameType | None, context: int = 1) -> list[tuple]:
    """``inspect.getouterframes(frame)`` without source context: ``(frame, filename,
    lineno, function, None, None)`` from ``frame`` outwards."""
    out = []
    while frame is not None:
        code = frame.f_code
        out.append((frame, code.co_filename, frame.f_lineno, code.co_name, None, None))
        frame = frame.f_back
    return out


def stack(context: int = 1) -> list[tuple]:
    """``inspect.stack()`` without source context: the caller's frame first."""
    return getouterframes(sys._getframe(1), context)


class _Inspect(types.ModuleType):
    """``inspect`` with the two functions above; any other attribute is the real one's."""

    stack = staticmethod(stack)
    getouterframes = staticmethod(getouterframes)

    def __getattr__(self, name: str):
        return getattr(inspect, name)


_SHIM = _Inspect("inspect")


def install() -> None:
    """Give MyHDL's two call-info finders the walking ``inspect`` (idempotent)."""
    myhdl._block.inspect = _SHIM
    myhdl._instance.inspect = _SHIM


install()
