"""golden/workloads.py: the RL gradient workloads of the report.

The first tests need only torch: the models' parameter counts, the flattening order, the
cache key and the cache file. The rest step the real environments (gymnasium, ale-py and
mujoco of requirements-report.txt, which every tox environment installs), so the code that
computes the report's gradients runs in `make test`.
"""

from __future__ import annotations

import math
import os

import pytest
import torch
from torch import nn

from golden import workloads as W


def _bits(t: torch.Tensor) -> torch.Tensor:
    return t.contiguous().view(torch.int32)


# ---------------------------------------------------------------- torch only


class _Tiny(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.a = nn.Linear(3, 2)  # weight (2, 3), bias (2,)
        self.b = nn.Parameter(torch.zeros(4))


def test_flat_grad_order_and_bits() -> None:
    m = _Tiny()
    vals = {
        "a.weight": torch.arange(6, dtype=torch.float32).reshape(2, 3),
        "a.bias": torch.tensor([-0.0, 1e-40]),  # signed zero and a subnormal
        "b": torch.tensor([float("inf"), -1.5, 2.5, 3.0]),
    }
    for name, p in m.named_parameters():
        p.grad = vals[name].clone()
    flat = W.flat_grad(m.parameters())
    # registration order: a module's own parameters first, then its children's
    assert [n for n, _ in m.named_parameters()] == ["b", "a.weight", "a.bias"]
    want = torch.cat([vals["b"], vals["a.weight"].reshape(-1), vals["a.bias"]])
    assert flat.dtype == torch.float32 and flat.shape == (12,)
    assert torch.equal(_bits(flat), _bits(want))
    # the same as parameters_to_vector, and a copy (not a view of the grads)
    assert torch.equal(_bits(flat), _bits(nn.utils.parameters_to_vector(
        [p.grad for p in m.parameters()])))
    m.b.grad.zero_()
    assert flat[3] == 3.0


def test_flat_grad_refuses_missing_and_non_fp32() -> None:
    m = _Tiny()
    m.a.weight.grad = torch.zeros(2, 3)
    with pytest.raises(ValueError, match="no gradient"):
        W.flat_grad(m.parameters())
    m2 = _Tiny().double()
    for p in m2.parameters():
        p.grad = torch.zeros_like(p)
    with pytest.raises(TypeError):
        W.flat_grad(m2.parameters())
    with pytest.raises(ValueError):
        W.flat_grad([])


def test_flat_grad_of_a_real_backward() -> None:
    with W.deterministic_torch(3):
        m = _Tiny()
        loss = m.a(torch.ones(5, 3)).pow(2).sum() + m.b.sum()
        loss.backward()
    flat = W.flat_grad(m.parameters())
    assert torch.equal(flat[:4], torch.ones(4))
    assert torch.equal(flat[4:10], m.a.weight.grad.reshape(-1))


@pytest.mark.parametrize("name", list(W.WORKLOADS))
def test_parameter_counts(name: str) -> None:
    wl = W.WORKLOADS[name]
    model = W.build_model(name, seed=0)
    assert W.n_params(model) == wl.params
    assert wl.bytes == 4 * wl.params
    # within 25% of the paper's size (iswitch.md)
    assert 0.75 < wl.bytes / wl.paper_bytes < 1.25


def test_parameter_order() -> None:
    """The flat vector's layout: what the docs state for each workload."""
    names = {n: [k for k, _ in W.build_model(n).named_parameters()] for n in W.WORKLOADS}
    assert names["ppo"][0] == "log_std"
    assert names["ppo"][1:7] == [f"actor.{i}.{k}" for i in (0, 2, 4) for k in ("weight", "bias")]
    assert names["ppo"][7:] == [f"critic.{i}.{k}" for i in (0, 2, 4) for k in ("weight", "bias")]
    assert names["ddpg"] == [f"{m}.{i}.{k}" for m in ("actor", "critic") for i in (0, 2, 4)
                             for k in ("weight", "bias")]
    assert names["dqn"][0] == "conv.0.weight" and names["dqn"][-1] == "fc.2.bias"
    assert names["a2c"][-4:] == ["pi.weight", "pi.bias", "v.weight", "v.bias"]


def test_parameter_counts_exact() -> None:
    got = {n: w.params for n, w in W.WORKLOADS.items()}
    assert got == {"dqn": 1_687_206, "a2c": 882_855, "ppo": 11_085, "ddpg": 39_303}


def test_build_model_is_seeded_and_leaves_global_state() -> None:
    threads, det = torch.get_num_threads(), torch.are_deterministic_algorithms_enabled()
    torch.manual_seed(123)
    before = torch.rand(3)
    torch.manual_seed(123)
    a = W.build_model("ppo", seed=5)
    after = torch.rand(3)
    assert torch.equal(before, after)  # the caller's RNG stream is untouched
    assert torch.get_num_threads() == threads
    assert torch.are_deterministic_algorithms_enabled() == det
    b = W.build_model("ppo", seed=5)
    c = W.build_model("ppo", seed=6)
    va = nn.utils.parameters_to_vector(a.parameters())
    assert torch.equal(va, nn.utils.parameters_to_vector(b.parameters()))
    assert not torch.equal(va, nn.utils.parameters_to_vector(c.parameters()))


def test_env_seeds_distinct() -> None:
    seeds = {W.env_seed(s, w) for s in range(3) for w in range(W.MAX_WORKERS)}
    assert len(seeds) == 3 * W.MAX_WORKERS
    with pytest.raises(ValueError):
        W.env_seed(0, 1000)


def test_cache_key() -> None:
    v = {"torch": "2.13.0", "workloads_sha256": "abc"}
    k = W.cache_key("dqn", 4, 0, v)
    assert k == W.cache_key("dqn", 4, 0, dict(v))
    others = {
        W.cache_key("a2c", 4, 0, v),
        W.cache_key("dqn", 5, 0, v),
        W.cache_key("dqn", 4, 1, v),
        W.cache_key("dqn", 4, 0, {**v, "torch": "2.13.1"}),
        W.cache_key("dqn", 4, 0, {**v, "workloads_sha256": "abd"}),
    }
    assert k not in others and len(others) == 5
    p = W.cache_path("dqn", 4, 0, cache_dir=None, vers=v)
    assert p.name == f"dqn-w4-s0-{k}.pt"
    real = W.versions()
    assert real["torch"].split("+")[0] == torch.__version__.split("+")[0]
    assert set(real) >= {"python", "torch", "numpy", "gymnasium", "ale-py", "mujoco",
                         "workloads", "workloads_sha256"}


def test_cache_dir_env(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    monkeypatch.setenv("ISWITCH_CACHE", str(tmp_path))
    assert W.default_cache_dir() == tmp_path
    monkeypatch.delenv("ISWITCH_CACHE")
    assert W.default_cache_dir().parts[-3:] == ("out", "cache", "workloads")


def test_cache_roundtrip_and_misses(tmp_path) -> None:
    g = [_special(), torch.arange(5, dtype=torch.float32)]
    meta = {"name": "x", "workers": 2, "seed": 0, "params": 5, "versions": {"a": "1"}}
    path = tmp_path / "sub" / "x.pt"
    assert W.load_cached(path, meta) is None
    W.save_cached(path, g, meta)
    back = W.load_cached(path, meta)
    assert back is not None and len(back) == 2
    for a, b in zip(g, back, strict=True):
        assert torch.equal(_bits(a), _bits(b))  # -0.0, subnormal, NaN payload kept
    assert W.load_cached(path, {**meta, "seed": 1}) is None
    path.write_bytes(b"not a torch file")
    assert W.load_cached(path, meta) is None
    assert [p.name for p in path.parent.iterdir()] == ["x.pt"]  # no temporary left


def test_cache_write_is_atomic(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A save that fails half-way keeps the old file and leaves no temporary; a new file
    gets the umask's mode (golden/ writes it itself: it imports only iswitch.wire)."""
    meta = {"name": "x"}
    path = tmp_path / "x.pt"
    W.save_cached(path, [torch.ones(3)], meta)
    old = path.read_bytes()
    umask = os.umask(0)
    os.umask(umask)
    assert path.stat().st_mode & 0o777 == 0o666 & ~umask

    def half_then_fail(obj, f) -> None:
        f.write(b"partial")
        raise OSError("disk full")

    monkeypatch.setattr(W.torch, "save", half_then_fail)
    with pytest.raises(OSError, match="disk full"):
        W.save_cached(path, [torch.zeros(3)], meta)
    assert path.read_bytes() == old and [p.name for p in tmp_path.iterdir()] == ["x.pt"]


def _special() -> torch.Tensor:
    return torch.tensor([0x80000000, 0x00000001, 0x7FC01234, 0x3F800000, 0xFF800000],
                        dtype=torch.int64).to(torch.int32).view(torch.float32)


def test_gradients_uses_cache(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    calls = []

    def fake(name: str, workers: int, seed: int) -> list[torch.Tensor]:
        calls.append((name, workers, seed))
        gen = torch.Generator().manual_seed(seed)
        return [torch.randn(W.WORKLOADS[name].params, generator=gen) for _ in range(workers)]

    monkeypatch.setattr(W, "compute_gradients", fake)
    a = W.gradients("ppo", 3, 7, cache_dir=tmp_path)
    b = W.gradients("ppo", 3, 7, cache_dir=tmp_path)
    assert calls == [("ppo", 3, 7)]
    assert all(torch.equal(_bits(x), _bits(y)) for x, y in zip(a, b, strict=True))
    W.gradients("ppo", 2, 7, cache_dir=tmp_path)
    W.gradients("ppo", 3, 7, cache_dir=tmp_path, cache=False)
    assert len(calls) == 3
    assert len(list(tmp_path.iterdir())) == 2
    with pytest.raises(ValueError):
        W.gradients("ppo", W.MAX_WORKERS + 1, 0, cache_dir=tmp_path)
    with pytest.raises(KeyError):
        W.gradients("sgd", 2, 0, cache_dir=tmp_path)


def test_digest() -> None:
    a = [torch.tensor([0.0]), torch.tensor([1.0])]
    b = [torch.tensor([-0.0]), torch.tensor([1.0])]
    assert W.digest(a) != W.digest(b)
    assert W.digest(a) == W.digest([t.clone() for t in a])


# ---------------------------------------------------------------- real environments


_CACHE: dict[tuple[str, int, int], list[torch.Tensor]] = {}


def _grads(name: str, workers: int, seed: int) -> list[torch.Tensor]:
    key = (name, workers, seed)
    if key not in _CACHE:
        _CACHE[key] = W.compute_gradients(name, workers, seed)
    return _CACHE[key]


@pytest.mark.parametrize("name", list(W.WORKLOADS))
def test_real_gradients_shape_finite_distinct(name: str) -> None:
    wl = W.WORKLOADS[name]
    grads = _grads(name, 3, 0)
    assert len(grads) == 3
    for g in grads:
        assert g.dtype == torch.float32 and g.shape == (wl.params,) and g.is_contiguous()
        assert bool(torch.isfinite(g).all())
        assert math.isfinite(float(g.norm())) and float(g.norm()) > 0
    # every worker saw its own environment: pairwise different bits
    assert len({W.digest([g]) for g in grads}) == 3


@pytest.mark.parametrize("name", list(W.WORKLOADS))
def test_real_gradients_deterministic(name: str) -> None:
    first = _grads(name, 3, 0)
    again = W.compute_gradients(name, 2, 0)  # worker w's gradient does not depend on N
    for a, b in zip(first, again, strict=False):
        assert torch.equal(_bits(a), _bits(b))
    other_seed = W.compute_gradients(name, 1, 1)
    assert not torch.equal(_bits(first[0]), _bits(other_seed[0]))


@pytest.mark.parametrize("name", ["ppo"])
def test_real_gradients_cache(name: str, tmp_path) -> None:
    a = W.gradients(name, 2, 0, cache_dir=tmp_path)
    (path,) = tmp_path.iterdir()
    b = W.gradients(name, 2, 0, cache_dir=tmp_path)
    assert all(torch.equal(_bits(x), _bits(y)) for x, y in zip(a, b, strict=True))
    ref = _grads(name, 3, 0)
    assert all(torch.equal(_bits(x), _bits(y)) for x, y in zip(a, ref, strict=False))
    assert path.name.startswith(f"{name}-w2-s0-")
