"""Field positions on the 256-bit bus and packed records, derived for the MyHDL blocks.

The header layouts are written once, as the field tables of ``iswitch.wire`` (name, byte
offset in the frame or header, size); the blocks never type a bit position. Byte ``n`` of
a frame is beat ``n // 32``, ``tdata[8 * (n % 32) + 7 : 8 * (n % 32)]`` (docs/accel.md 4.0),
and header fields are big-endian, so a field's value is the concatenation of its byte
slices in byte order.

* ``beat_of``, ``byte_in_beat``, ``byte_bits``, ``value_bit``: where a field of a frame (a
  byte of it, a bit of its value) sits on the bus;
* ``be``: the big-endian value of a field as a ``ConcatSignal`` of byte slices of a beat;
* ``Record``: a packed word of named fields (the first the most significant), e.g. a
  register set or a FIFO entry: widths in, offsets out;
* ``header``: the pieces of a header, field by field in table order, for a
  ``ConcatSignal`` whose bits [8 * len - 1 : 8 * len - 8] hold byte 0 (the byte order of a
  ``Desc.hdr``).
"""

from __future__ import annotations

from myhdl import ConcatSignal, always_comb, block, intbv

from iswitch.wire import BEAT_BYTES, Field, Table


def beat_of(f: Field, base: int = 0) -> int:
    """The beat that holds field ``f`` (placed ``base`` bytes into the frame)."""
    return (base + f.offset) // BEAT_BYTES


def byte_in_beat(f: Field, beat: int, base: int = 0) -> int:
    """The byte of ``beat`` where ``f`` starts; ValueError unless the whole field is on
    that beat (the blocks read a field from one beat)."""
    o = base + f.offset
    if o // BEAT_BYTES != beat or (o + f.size - 1) // BEAT_BYTES != beat:
        raise ValueError(f"field {f.name} (frame bytes {o}..{o + f.size - 1}) is not on "
                         f"beat {beat}")
    return o % BEAT_BYTES


def byte_bits(f: Field, beat: int, k: int = 0, base: int = 0) -> tuple[int, int]:
    """``(hi, lo)``, Python slice style, of byte ``k`` of field ``f`` in ``beat``'s tdata."""
    b = byte_in_beat(f, beat, base) + k
    return 8 * b + 8, 8 * b


def value_bit(f: Field, beat: int, bit: int, base: int = 0) -> int:
    """The tdata bit of ``beat`` that holds bit ``bit`` of ``f``'s (big-endian) value."""
    if not 0 <= bit < f.bits:
        raise ValueError(f"field {f.name} has no bit {bit}")
    return byte_bits(f, beat, f.size - 1 - bit // 8, base)[1] + bit % 8


def be(sig, f: Field, beat: int, base: int = 0):
    """The big-endian value of ``f`` from a beat ``sig`` (tdata of beat ``beat``): its byte
    slices, first byte most significant (a ``ConcatSignal``; one byte: a shadow slice,
    which a generator must not slice again: yosys refuses a slice of a slice)."""
    if f.size == 1:
        return sig(*byte_bits(f, beat, 0, base))
    return ConcatSignal(*[sig(*byte_bits(f, beat, k, base)) for k in range(f.size)])


class Record:
    """A packed word of named fields ``(name, width)``, the first the most significant."""

    def __init__(self, *fields: tuple[str, int]) -> None:
        self.fields = fields
        self.width = sum(w for _, w in fields)
        self._lo: dict[str, int] = {}
        lo = self.width
        for name, w in fields:
            if w < 1 or name in self._lo:
                raise ValueError(f"record: bad or repeated field {name}")
            lo -= w
            self._lo[name] = lo

    def span(self, name: str) -> tuple[int, int]:
        """``(hi, lo)`` of the field, Python slice style (``word[hi:lo]``)."""
        w = dict(self.fields)[name]
        return self._lo[name] + w, self._lo[name]

    def lo(self, name: str) -> int:
        return self._lo[name]

    def view(self, sig, name: str):
        """A shadow slice of ``sig`` (a word of this record) holding the field (one bit:
        the bit itself)."""
        hi, lo = self.span(name)
        return sig(lo) if hi - lo == 1 else sig(hi, lo)

    def pack(self, **values) -> ConcatSignal:
        """The word as a ``ConcatSignal`` of ``values`` (Signals, shadow slices or ints),
        one per field, each exactly the field's width (ints: constants)."""
        return ConcatSignal(*_pieces(self.fields, values, "record"))


@block
def drive(src, dst):
    """``dst`` = ``src`` (a field of a word, e.g. a ``Record.view``, onto an interface
    signal)."""

    @always_comb
    def drive_field():
        dst.next = src

    return drive_field


def header(table: Table, values: dict) -> ConcatSignal:
    """A header as a ``ConcatSignal``, byte 0 in the top bits: ``values`` maps every field
    of ``table`` to a Signal or shadow slice no wider than the field (zero-extended) or an
    int (a constant)."""
    return ConcatSignal(*_pieces([(f.name, f.bits) for f in table], values, "header",
                                 extend=True))


def _pieces(fields, values: dict, what: str, extend: bool = False) -> list:
    missing = [n for n, _ in fields if n not in values]
    extra = [n for n in values if n not in dict(fields)]
    if missing or extra:
        raise ValueError(f"{what}: missing {missing}, unknown {extra}")
    out = []
    for name, w in fields:
        v = values[name]
        if isinstance(v, int):
            if not 0 <= v < 1 << w:
                raise ValueError(f"{what}: {name} = {v} does not fit {w} bits")
            out.append(intbv(v)[w:])
            continue
        if len(v) > w or (len(v) < w and not extend):
            raise ValueError(f"{what}: {name} is {len(v)} bits, the field {w}")
        if len(v) < w:
            out.append(intbv(0)[w - len(v):])
        # A ConcatSignal inside a ConcatSignal converts to constants unless a generator
        # also reads it (MyHDL 0.11 marks it driven only then): splice in its pieces.
        out.extend(v._args if isinstance(v, ConcatSignal) else [v])
    return out
