"""An installed iswitch works: the wheel, installed into a fresh virtual environment outside
the checkout, serves and all-reduces from its own files.

The wheel is built offline from a copy of the package sources (``pip wheel --no-deps
--no-build-isolation``: setuptools comes from the tox environment, and the checkout gets no
build folder). The venv is made with ``--system-site-packages`` (torch, numpy, scapy come
from the tox environment) and the wheel installed into it without the network; every
command then runs with the working directory outside the checkout and no PYTHONPATH, and
`iswitch.__file__` must be the venv's. Run from there:

* ``iswitch-switchd --backend model``, which builds its compiled hot path from the
  installed C++ into the per-user cache (``$XDG_CACHE_HOME/iswitch``, a fresh folder here),
  never into site-packages;
* a 3-worker `SwitchClient.allreduce` against it, every worker's result checked bit for bit
  against the sequential fold (golden.fold, from the checkout) of the contributions in the
  order switchd logged;
* ``iswitch-splice --help``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import numpy as np
import pytest
import torch

from golden.fold import bits, fold
from iswitch.switchd.log import read_log, select
from iswitch.switchd.process import SwitchdProcess
from iswitch.wire import MAX_ELEMS

REPO = Path(__file__).resolve().parents[1]
#: what the wheel is built from (pyproject.toml's packages, its readme)
SOURCES = ("pyproject.toml", "README.md", "iswitch", "golden", "myhdl_src")
WORKERS = 3
ELEMS = 2000  # 6 segments, the last one short
JOB = 7
SEED = 20
#: the workers of one all-reduce, in one process of the venv (their constructors are the Join
#: barrier, so they are made at once); argv: host port grads.npy sums.npy
CLIENTS = """
import sys, threading
import numpy as np, torch
import iswitch
from iswitch.torch import SwitchClient

host, port, src, dst = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
grads = np.load(src)
sums, errors = [None] * len(grads), []

def worker(rank):
    try:
        c = SwitchClient((host, port), worker=rank, job=JOB_ID, members=len(grads))
        try:
            sums[rank] = c.allreduce(torch.from_numpy(grads[rank].copy())).numpy()
        finally:
            c.close()
    except Exception as e:
        errors.append(repr(e))

threads = [threading.Thread(target=worker, args=(r,)) for r in range(len(grads))]
for t in threads:
    t.start()
for t in threads:
    t.join(120)
if errors or any(s is None for s in sums):
    sys.exit(f"clients failed: {errors}")
np.save(dst, np.stack(sums))
print(iswitch.__file__)
""".replace("JOB_ID", str(JOB))


def _env(tmp: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "ISWITCH_BUILD_DIR")}
    env["XDG_CACHE_HOME"] = str(tmp / "xdg")
    return env


def _run(cmd: list[str], tmp: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    r = subprocess.run(cmd, cwd=tmp, env=_env(tmp), capture_output=True, text=True,
                       timeout=timeout)
    assert r.returncode == 0, f"{' '.join(cmd)}: exit {r.returncode}\n{r.stdout}\n{r.stderr}"
    return r


@pytest.fixture(scope="module")
def venv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the wheel installed (the tmp folder is outside the checkout)."""
    tmp = tmp_path_factory.mktemp("wheel")
    assert not tmp.is_relative_to(REPO)
    src = tmp / "src"
    for name in SOURCES:
        p = REPO / name
        if p.is_dir():
            shutil.copytree(p, src / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            src.mkdir(exist_ok=True)
            shutil.copy2(p, src / name)
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
          "--no-index", "-q", "-w", str(tmp / "dist"), str(src)], tmp)
    wheel, = (tmp / "dist").glob("iswitch-*.whl")
    env = tmp / "venv"
    _run([sys.executable, "-m", "venv", "--system-site-packages", "--without-pip", str(env)],
         tmp)
    # The tox environment is itself a venv: --system-site-packages reaches only the base
    # interpreter's packages. A path line in a .pth file puts the tox environment's
    # site-packages behind the venv's own (its .pth files, the editable iswitch among them,
    # are not run), so torch, numpy, scapy, pyverilog and pip come from there.
    (_site(env) / "tox-env.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    # pip installs into the venv's own site-packages; the editable iswitch stays where it is
    _run([str(env / "bin" / "python"), "-m", "pip", "install", "--no-deps", "--no-index",
          "--force-reinstall", "-q", str(wheel)], tmp)
    return env


def _site(venv: Path) -> Path:
    site, = (venv / "lib").glob("python3*/site-packages")
    return site


def test_the_venv_imports_the_installed_package(venv: Path) -> None:
    tmp = venv.parent
    r = _run([str(venv / "bin" / "python"), "-c", "import iswitch.wire.gen as g, iswitch; "
              "print(iswitch.__file__); print(g.HEADER)"], tmp)
    where, header = (Path(x) for x in r.stdout.split())
    assert where.is_relative_to(_site(venv)) and not where.is_relative_to(REPO), where
    assert header.is_file() and header.is_relative_to(_site(venv))


def test_switchd_and_a_three_worker_allreduce_from_the_wheel(
        venv: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tmp = venv.parent
    rng = np.random.default_rng(SEED)
    print(f"seed {SEED}")
    grads = (rng.standard_normal((WORKERS, ELEMS))
             * 10.0 ** rng.integers(-4, 5, (WORKERS, ELEMS))).astype(np.float32)
    grads[:, :3] = [[-0.0, 1e-45, 3.0e38]] * WORKERS  # -0.0, a subnormal, an overflow to inf
    np.save(tmp / "grads.npy", grads)
    for k, v in _env(tmp).items():
        monkeypatch.setenv(k, v)
    monkeypatch.delenv("PYTHONPATH", raising=False)
    monkeypatch.delenv("ISWITCH_BUILD_DIR", raising=False)
    monkeypatch.chdir(tmp)
    log = tmp / "order.log"
    sw = SwitchdProcess(backend="model", log=log, start_timeout_s=300)
    sw.args[:3] = [str(venv / "bin" / "iswitch-switchd")]  # the console script of the venv
    with sw:
        r = _run([str(venv / "bin" / "python"), "-c", CLIENTS, sw.addr[0], str(sw.addr[1]),
                  str(tmp / "grads.npy"), str(tmp / "sums.npy")], tmp)
    assert Path(r.stdout.strip()).is_relative_to(_site(venv))
    sums = np.load(tmp / "sums.npy")
    # the hot path was built from the installed sources, into the per-user cache
    so = list((tmp / "xdg" / "iswitch").glob("native-*/libiswitch_native.so"))
    assert len(so) == 1, so
    assert not [p for p in _site(venv).rglob("*") if p.suffix in (".so", ".o")
                or p.name == "compiled_tb"]
    # every worker holds the fold of the three contributions in switchd's logged order
    n_segs = -(-ELEMS // MAX_ELEMS)
    recs = select(read_log(log), JOB, 0, n_segs)
    want = np.empty(ELEMS, np.float32)
    for s, rec in enumerate(recs):
        order = [int(w) for w in rec["order"][:rec["n"]]]
        assert sorted(order) == list(range(WORKERS)), order
        a, b = s * MAX_ELEMS, min((s + 1) * MAX_ELEMS, ELEMS)
        want[a:b] = fold(torch.from_numpy(grads[w, a:b].copy()) for w in order).numpy()
    for w in range(WORKERS):
        got = torch.from_numpy(sums[w].copy())
        assert torch.equal(bits(got), bits(torch.from_numpy(want))), f"worker {w}"


#: console scripts and the public API -> the extra that must cover what they import
ENTRY_POINTS = {"iswitch.switchd.__main__": None, "iswitch.switchd.model_backend": "torch",
                "iswitch.switchd.rtl_backend": "rtl", "iswitch.worker": "torch",
                "iswitch.torch": "torch", "iswitch.train.cli": "train",
                "iswitch.hw.splice": "hw", "iswitch.model.__main__": "model"}
#: import name -> distribution name where the two differ
DIST = {"ale_py": "ale-py"}


def _direct_imports(modules: list[str]) -> set[str]:
    """The third-party top-level names that the iswitch/golden modules loaded with
    `modules` import themselves (every import statement in their source, lazy ones
    included; what those libraries import in turn is theirs to declare)."""
    code = f"""
import ast, importlib, sys
for m in {modules!r}:
    importlib.import_module(m)
ours, found = ("iswitch", "golden", "myhdl_src"), set()
for name, mod in list(sys.modules.items()):
    f = getattr(mod, "__file__", None)
    if name.split(".")[0] not in ours or not f or not f.endswith(".py"):
        continue
    for node in ast.walk(ast.parse(open(f).read())):
        if isinstance(node, ast.Import):
            found |= {{a.name.split(".")[0] for a in node.names}}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
print(" ".join(sorted(n for n in found
                      if n not in sys.stdlib_module_names and n not in ours)))
"""
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       cwd=REPO, timeout=300)
    assert r.returncode == 0, r.stderr
    return set(r.stdout.split())


def test_the_wheel_declares_what_the_entry_points_import(venv: Path) -> None:
    """Requires-Dist in the wheel's metadata names every third-party package that the
    console scripts and the public API import, in the base set or the entry point's extra
    (a new import without a declared dependency fails here, not on a user's machine)."""
    import re
    import zipfile
    from email.parser import Parser

    wheel, = (venv.parent / "dist").glob("iswitch-*.whl")
    with zipfile.ZipFile(wheel) as z:
        meta, = (n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        msg = Parser().parsestr(z.read(meta).decode())
    declared: dict[str | None, set[str]] = {}
    for req in msg.get_all("Requires-Dist") or []:
        name = re.match(r"[A-Za-z0-9_.-]+", req).group(0).lower().replace("_", "-")
        extra = re.search(r"extra\s*==\s*[\"']([^\"']+)", req)
        declared.setdefault(extra.group(1) if extra else None, set()).add(name)
    assert {"numpy", "scapy"} <= declared.get(None, set())
    for module, extra in ENTRY_POINTS.items():
        have = declared.get(None, set()) | declared.get(extra, set())
        need = {DIST.get(n, n).lower() for n in _direct_imports([module])}
        assert need <= have, f"{module}: imports {sorted(need - have)} undeclared"


def test_splice_help_from_the_wheel(venv: Path) -> None:
    r = _run([str(venv / "bin" / "iswitch-splice"), "--help"], venv.parent)
    assert r.stdout.startswith("usage: iswitch-splice")


def test_build_root_choice(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """$ISWITCH_BUILD_DIR, else the checkout's build/compiled_tb/, else (installed) the
    per-user cache, $XDG_CACHE_HOME/iswitch or ~/.cache/iswitch."""
    from iswitch.util import build

    monkeypatch.setenv("ISWITCH_BUILD_DIR", str(tmp_path / "b"))
    assert build.build_root() == tmp_path / "b"
    monkeypatch.delenv("ISWITCH_BUILD_DIR")
    assert build.checkout() == REPO and build.build_root() == REPO / "build" / "compiled_tb"
    monkeypatch.setattr(build, "checkout", lambda: None)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert build.build_root() == tmp_path / "xdg" / "iswitch"
    monkeypatch.setenv("XDG_CACHE_HOME", "")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert build.build_root() == tmp_path / "home" / ".cache" / "iswitch"
