"""The documentation against the tree: every repository path README.md and docs/*.md name
exists, every link and anchor resolves, every `python -m X` is a module that runs, and the
post-route figures stand in docs/benchmarks.md's per-seed table only, with a status line
that agrees with it (docs/benchmarks.md, "Post-route timing")."""

from __future__ import annotations

import importlib.util
import itertools
import pathlib
import re
import statistics
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BENCH = ROOT / "docs" / "benchmarks.md"

# A path into the repository: it starts with one of its top-level folders.
TOP = ("myhdl_src", "rtl", "tb", "golden", "iswitch", "tests", "scripts", "docs", r"\.ci")
PATH = re.compile(r"(?<![\w./~$-])((?:" + "|".join(TOP) + r")/[\w./*<>{},-]*)")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
DOC_ANCHOR = re.compile(r"(?<![\w./-])((?:docs/)?[\w-]+\.md)#([\w-]+)")
PYTHON_M = re.compile(r"python3? -m ([A-Za-z_][\w.]*\w)")


def _doc_id(p: pathlib.Path) -> str:
    return str(p.relative_to(ROOT))


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation but `-` and `_` dropped, each
    space a `-`."""
    text = re.sub(r"[`*]", "", heading.strip()).lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(doc: pathlib.Path) -> set[str]:
    """Every heading anchor of a Markdown file (repeated headings get -1, -2, ...)."""
    seen: dict[str, int] = {}
    out = set()
    fence = False
    for line in doc.read_text().splitlines():
        if line.startswith("```"):
            fence = not fence
        m = None if fence else re.match(r"#{1,6} (.+)", line)
        if m:
            s = slug(m.group(1))
            n = seen.get(s, 0)
            seen[s] = n + 1
            out.add(s if n == 0 else f"{s}-{n}")
    return out


def _expand(path: str) -> list[str]:
    """`a/{b,c}.py` -> both; `<name>` placeholders and `*` become glob wildcards."""
    m = re.search(r"\{([^{}]*)\}", path)
    if m:
        return list(itertools.chain.from_iterable(
            _expand(path[:m.start()] + alt + path[m.end():]) for alt in m.group(1).split(",")))
    return [re.sub(r"<[^<>]*>", "*", path)]


def _exists(path: str) -> bool:
    if "*" in path:
        return any(ROOT.glob(path.rstrip("/")))
    return (ROOT / path).exists()


def named_paths() -> list[tuple[str, int, str]]:
    out = []
    for doc in DOCS:
        for n, line in enumerate(doc.read_text().splitlines(), 1):
            for m in PATH.finditer(line.replace("<br/>", " ")):
                p = m.group(1).rstrip(".,;:")
                out.append((_doc_id(doc), n, p))
    return out


def test_named_paths_exist():
    found = named_paths()
    assert len(found) > 100, len(found)  # the scan sees the docs' paths at all
    missing = [f"{d}:{n}: {p}" for d, n, p in found
               if not any(_exists(e) for e in _expand(p))]
    assert not missing, "paths named in the docs that do not exist:\n" + "\n".join(missing)


def test_links_and_anchors_resolve():
    bad, checked = [], 0
    for doc in DOCS:
        text = doc.read_text()
        targets = {(t, doc.parent) for t in LINK.findall(text)}
        targets |= {(f"{f}#{a}", ROOT if f.startswith("docs/") else doc.parent)
                    for f, a in DOC_ANCHOR.findall(text)}
        for target, base in sorted(targets):
            if re.match(r"[a-z]+:", target):  # http:, https:, mailto:
                continue
            file, _, anchor = target.partition("#")
            path = (base / file).resolve() if file else doc
            if not path.is_relative_to(ROOT):
                continue  # outside the repository (../shared/...)
            checked += 1
            if not path.exists():
                bad.append(f"{_doc_id(doc)}: {target}: no such file")
            elif anchor and path.suffix == ".md" and anchor not in anchors(path):
                bad.append(f"{_doc_id(doc)}: {target}: no heading with that anchor")
    assert checked > 20, checked
    assert not bad, "\n".join(bad)


def test_slug_and_anchor_check_can_fail(tmp_path):
    assert slug("iswitch_accel: cycles") == "iswitch_accel-cycles"
    assert slug("Post-route timing") == "post-route-timing"
    assert slug("1.1 `SwitchClient`") == "11-switchclient"
    doc = tmp_path / "x.md"
    doc.write_text("# A\n```\n# not a heading\n```\n## B b\n## B b\n")
    assert anchors(doc) == {"a", "b-b", "b-b-1"}
    assert not any(_exists(e) for e in _expand("iswitch/no_such_module.py"))
    assert all(_exists(e) for e in _expand("iswitch/{worker,torch}.py"))
    assert _exists(_expand("tb/<unit>/")[0])


def _module_runs(name: str) -> bool:
    """`python -m name` would find something to run: in the repository a module file or a
    package with __main__.py; otherwise an installed module."""
    top = name.split(".")[0]
    if (ROOT / top).is_dir():
        base = ROOT / pathlib.Path(*name.split("."))
        return base.with_suffix(".py").is_file() or (base / "__main__.py").is_file()
    spec = importlib.util.find_spec(name)
    if spec is None:
        return False
    return spec.submodule_search_locations is None or importlib.util.find_spec(
        name + ".__main__") is not None


def test_python_m_modules_exist():
    names = {(m, _doc_id(doc)) for doc in DOCS for m in PYTHON_M.findall(doc.read_text())}
    assert len(names) > 15, names
    bad = sorted(f"{d}: python -m {m}" for m, d in names if not _module_runs(m))
    assert not bad, "not a runnable module:\n" + "\n".join(bad)
    assert not _module_runs("iswitch.no_such_tool") and not _module_runs("iswitch.util")


# ------------------------------------------------------------- the post-route figures

def per_seed_table() -> tuple[list[tuple[int, float]], float, str]:
    """The rows (seed, Fmax) of benchmarks.md's per-seed table, its median row and the
    status line under it."""
    text = BENCH.read_text()
    section = text.split("### Per seed\n", 1)[1].split("\n### ", 1)[0]
    rows = [(int(s), float(f)) for s, f in re.findall(r"^\| (\d+) \| ([\d.]+) \|", section, re.M)]
    median = float(re.search(r"^\| median \| \**([\d.]+)\**", section, re.M).group(1))
    status = re.search(r"\*\*Status: .*?\*\*[^\n]*", section).group(0)
    return rows, median, status


def test_post_route_status_line_agrees_with_the_table():
    from iswitch.hw.timing import TARGET_MHZ

    target = TARGET_MHZ["iswitch_accel"]
    rows, median, status = per_seed_table()
    assert len(rows) >= 1 and len({s for s, _ in rows}) == len(rows), rows
    assert median == round(statistics.median(f for _, f in rows), 1), (median, rows)
    m = re.match(r"\*\*Status: target \(([\d.]+) MHz\) met on (\d+) of (\d+) seeds\*\*", status)
    assert m, status
    met = [s for s, f in rows if f >= target]
    assert float(m.group(1)) == target
    assert (int(m.group(2)), int(m.group(3))) == (len(met), len(rows)), (status, rows)
    listed = re.match(r"[^(]*\(([\d, and]+)\)", status[m.end():])
    if met and listed:
        assert [int(x) for x in re.findall(r"\d+", listed.group(1))] == met, status


def test_post_route_figures_stand_in_one_table():
    """No other document, and no comment or docstring of the hardware or the package, states
    a post-route Fmax of the table: they link to it."""
    rows, median, _ = per_seed_table()
    figures = {f"{f:.1f}" for _, f in rows} | {f"{median:.1f}"}
    pat = re.compile(r"(?<![\d.])(" + "|".join(re.escape(f) for f in figures) + r")(?!\d)")
    files = [d for d in DOCS if d != BENCH]
    files += sorted((ROOT / "myhdl_src").glob("*.py")) + sorted((ROOT / "iswitch").rglob("*.py"))
    files += [ROOT / "tox.ini", ROOT / "Makefile"]
    hits = [f"{_doc_id(p)}:{n}: {line.strip()}" for p in files
            for n, line in enumerate(p.read_text().splitlines(), 1)
            if pat.search(line) and "MHz" in line]
    assert not hits, "post-route figures restated outside docs/benchmarks.md:\n" + "\n".join(hits)
    assert BENCH.read_text().count("### Per seed\n") == 1


@pytest.mark.parametrize("status, ok", [
    ("**Status: target (125 MHz) met on 2 of 5 seeds** (1 and 3)", True),
    ("**Status: target (125 MHz) met on 3 of 5 seeds** (1 and 3)", False),
])
def test_status_check_can_fail(status, ok, monkeypatch, tmp_path):
    fake = tmp_path / "benchmarks.md"
    fake.write_text("### Per seed\n\n| seed | Fmax |\n|---:|---:|\n| 1 | 131.0 |\n| 2 | 119.4 |\n"
                    "| 3 | 126.3 |\n| 4 | 116.2 |\n| 5 | 124.1 |\n| median | **124.1** |\n\n"
                    f"{status}; more.\n\n### Next\n")
    monkeypatch.setattr(sys.modules[__name__], "BENCH", fake)
    if ok:
        test_post_route_status_line_agrees_with_the_table()
    else:
        with pytest.raises(AssertionError):
            test_post_route_status_line_agrees_with_the_table()
