"""Formal proof that the fp32 lanes of the generated RTL equal IEEE-754 binary32 addition.

``python -m iswitch.formal`` (``tox -e formal``) reads ``rtl/gen/fp32_add.v`` and
``rtl/gen/fp32_vec_add.v`` as generated, turns each lane into BTOR2 with yosys
(`netlist`), unrolls it over the pipeline's latency into SMT-LIB terms (`btor2`), and asks
an SMT solver (`solvers`: z3-solver or bitwuzla from PyPI) whether any pair of 32-bit
patterns makes the lane's output differ from SMT-LIB's ``fp.add RNE`` with the x86 NaN
rule (`spec`); what is proved and why it covers every stall pattern is in `flow`.
docs/adder-exactness.md ("Formal proof") has the method, the figures are in
docs/benchmarks.md.
"""
