"""myhdl_src/__init__.py: the walking ``stack()`` / ``getouterframes()`` give the records that
MyHDL reads (frame, file name, line number, function name) as ``inspect``'s do, and the
package installs them into MyHDL's two call-info finders. (That elaboration under them
names every block and signal as before is tests/test_regen.py: the converted Verilog is
rtl/gen's.)"""

from __future__ import annotations

import inspect

import myhdl._block
import myhdl._instance
from myhdl import Signal, always_comb, block

from myhdl_src import getouterframes, stack


def _nested(depth: int, fn):
    return fn() if depth == 0 else _nested(depth - 1, fn)


def _fields(records) -> list[tuple]:
    return [(r[0], r[1], r[2], r[3]) for r in records]


def test_stack_matches_inspect_at_every_depth() -> None:
    for depth in (0, 1, 5):
        # both taken from the same frame: the lambda's
        got, want = _nested(depth, lambda: (stack(), inspect.stack()))
        assert _fields(got) == _fields(want)
        assert got[0][3] == "<lambda>" and got[1][3] == "_nested"


def test_getouterframes_matches_inspect() -> None:
    frame = inspect.currentframe()
    assert _fields(getouterframes(frame)) == _fields(inspect.getouterframes(frame))


def test_installed_and_other_names_are_the_real_inspects() -> None:
    for mod in (myhdl._block, myhdl._instance):
        assert mod.inspect.stack is stack
        assert mod.inspect.getouterframes is getouterframes
        assert mod.inspect.isfunction is inspect.isfunction


def test_elaboration_names_blocks_and_generators() -> None:
    @block
    def inner(a, b):
        @always_comb
        def copy():
            b.next = a

        return copy

    @block
    def outer(a, c):
        b = Signal(bool(0))
        return inner(a, b), inner(b, c)

    top = outer(Signal(bool(0)), Signal(bool(0)))
    assert [s.name for s in top.subs] == ["inner0", "inner1"]
    assert [g.name for g in top.subs[0].subs] == ["copy"]
