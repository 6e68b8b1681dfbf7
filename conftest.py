"""Project-wide pytest hooks: the figures that tests record are printed at the end.

A test records a line with ``record_property("summary", "...")`` (for example "TestFloat
L1 on verilator: 46,464 vectors, 0 mismatches"); every such line of the run is printed in
a section of the terminal summary, also under pytest-xdist, whose workers send the user
properties along with each report. Passing tests' own output stays captured.
"""


def pytest_terminal_summary(terminalreporter):
    lines = []
    for outcome in ("passed", "failed"):
        for rep in terminalreporter.stats.get(outcome, []):
            if getattr(rep, "when", "call") != "call":
                continue
            lines += [v for k, v in getattr(rep, "user_properties", ()) if k == "summary"]
    if lines:
        terminalreporter.section("recorded figures")
        for line in sorted(lines):
            terminalreporter.write_line(line)
