"""Compute-time profiles: what one training iteration costs a worker outside the network.

A profile (JSON, `FORMAT`) holds, per workload (dqn, a2c, ppo, ddpg), the median seconds of
one iteration's five parts -- agent action, environment, forward, backward, weight update --
plus the host figures the model needs (fp32 summation and int32 quantisation rates).
`python -m iswitch.model.compute --measure` measures this machine (needs the report
environment: gymnasium, ale-py, mujoco) and writes `MEASURED`; `--derive-gpu` writes the
H200-like example `H200` from it (an assumption, see docs/model.md). Any other hardware:
write a file of the same format and pass it with `iswitch-model --compute-profile FILE`.

One iteration (per worker; the common settings of the reference implementations, documented
in docs/model.md) is `ITERATION[name]`: `env_steps` agent actions and environment steps
(`envs` environments stepped together, their step taken as parallel), then one learner step
(forward, backward, weight update) on a minibatch of `batch`.
"""

from __future__ import annotations

import argparse
import copy
import json
import platform
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from iswitch.util import cli, output

DATA = Path(__file__).resolve().parent / "data"
MEASURED = DATA / "compute_profile.json"
H200 = DATA / "compute_h200_assumed.json"
FORMAT = "iswitch-model compute profile 1"
PARTS = ("agent_action", "environment", "forward", "backward", "weight_update")
LEARNER = ("forward", "backward", "weight_update")
NETWORK = ("agent_action", *LEARNER)  #: the parts that run the neural network
WORKLOADS = ("dqn", "a2c", "ppo", "ddpg")


@dataclass(frozen=True)
class Iteration:
    """One training iteration of a worker."""

    env_steps: float  #: agent actions + environment steps per iteration
    envs: int  #: environments stepped together (one batched action, parallel steps)
    batch: int  #: learner minibatch
    optimizer: str
    why: str


ITERATION: dict[str, Iteration] = {
    "dqn": Iteration(4, 1, 32, "RMSprop", "Nature DQN: one minibatch of 32 every 4 steps"),
    "a2c": Iteration(5, 16, 80, "RMSprop", "A2C: 5-step rollouts of 16 environments"),
    "ppo": Iteration(6.4, 1, 64, "Adam", "PPO (MuJoCo): 2048-step rollout, 10 epochs of 32 "
                     "minibatches of 64: 6.4 steps per minibatch"),
    "ddpg": Iteration(2, 1, 64, "Adam", "DDPG: 100 rollout steps, 50 training steps of 64"),
}


@dataclass(frozen=True)
class Profile:
    """Per-iteration seconds by part, per workload, and the host's rates."""

    name: str
    kind: str  #: "measured" or "assumption"
    parts: dict[str, dict[str, float]]
    sum_bytes_per_s: float  #: fp32 a += b, bytes of b per second (one core)
    quantize_bytes_per_s: float  #: fp32 -> int32 with a shared exponent, bytes per second
    gpu_copy_bytes_per_s: float | None  #: host <-> GPU copies; None: the learner is the CPU
    source: str

    def total(self, workload: str) -> float:
        return sum(self.parts[workload].values())

    def on_testbed(self, workload: str, cpu_factor: float,
                   gpu_factor: float | None = None) -> dict[str, float]:
        """The parts on hardware `cpu_factor` times as fast as this profile's CPU; with
        `gpu_factor` the networks' parts (agent action, forward, backward, weight update)
        run on a GPU that much faster than this CPU, the environment stays on the CPU."""
        return {k: v / (gpu_factor if gpu_factor and k in NETWORK else cpu_factor)
                for k, v in self.parts[workload].items()}


def load(path: Path) -> Profile:
    """Read and check a profile file (ValueError with the reason on anything wrong)."""
    try:
        d = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError) as e:
        raise ValueError(f"{path}: cannot read a compute profile ({e})") from e
    if not isinstance(d, dict) or d.get("format") != FORMAT:
        raise ValueError(f"{path}: not a compute profile (format must be {FORMAT!r})")
    parts: dict[str, dict[str, float]] = {}
    for w in WORKLOADS:
        try:
            p = d["workloads"][w]["per_iteration_s"]
            parts[w] = {k: float(p[k]) for k in PARTS}
        except (KeyError, TypeError, ValueError) as e:
            raise ValueError(f"{path}: workload {w}: missing or bad per_iteration_s ({e})") \
                from e
        if any(not v >= 0 for v in parts[w].values()) or not sum(parts[w].values()) > 0:
            raise ValueError(f"{path}: workload {w}: times must be >= 0 and not all 0")
    host = d.get("host", {})
    try:
        rates = [float(host[k]) for k in ("sum_bytes_per_s", "quantize_bytes_per_s")]
        gpu = host.get("gpu_copy_bytes_per_s")
        gpu = None if gpu is None else float(gpu)
    except (KeyError, TypeError, ValueError) as e:
        raise ValueError(f"{path}: host rates missing or bad ({e})") from e
    if min(rates) <= 0 or (gpu is not None and gpu <= 0):
        raise ValueError(f"{path}: host rates must be > 0")
    return Profile(d.get("name", path.stem), d.get("kind", "unknown"), parts, *rates, gpu,
                   str(path))


# ---------------------------------------------------------------- measuring


def _median_s(fn: Callable[[], Any], repeats: int, warmup: int = 2) -> tuple[float, list[float]]:
    for _ in range(warmup):
        fn()
    ts = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t)
    return statistics.median(ts), ts


def _workload_fns(name: str, torch: Any, wl: Any) -> dict[str, Callable[[], Any]]:
    """Closures timing one call of each part (agent action on `envs` observations, one
    environment step, forward to the loss, backward, optimizer step) on real observations."""
    it = ITERATION[name]
    model = wl.build_model(name)
    target = copy.deepcopy(model).requires_grad_(False)
    atari = name in ("dqn", "a2c")
    env = wl.make_atari_env() if atari else wl.make_mujoco_env()
    obs_fn = wl._atari_obs if atari else wl._mujoco_obs
    o, _ = env.reset(seed=0)
    seen = [obs_fn(o)]
    for _ in range(max(it.batch, 64)):  # real observations for the batches
        o, _, term, trunc, _ = env.step(env.action_space.sample())
        seen.append(obs_fn(o))
        if term or trunc:
            o, _ = env.reset()
    scale = 255.0 if atari else 1.0
    obs = torch.stack(seen[:it.batch]).float() / scale
    nxt = torch.stack(seen[1:it.batch + 1]).float() / scale
    one = torch.stack(seen[:it.envs]).float() / scale
    act_dim = wl.ATARI_ACTIONS if atari else wl.MUJOCO_ACT
    if atari:
        acts = torch.randint(act_dim, (it.batch,))
    else:
        acts = torch.rand(it.batch, act_dim) * 2 - 1

    def loss() -> Any:
        if name == "dqn":
            q = model(obs).gather(1, acts[:, None]).squeeze(1)
            with torch.no_grad():
                y = 0.99 * target(nxt).max(1).values
            return torch.nn.functional.smooth_l1_loss(q, y)
        if name == "a2c":
            logits, v = model(obs)
            logp = logits.log_softmax(-1)
            return -(logp.gather(1, acts[:, None]).squeeze(1) * v.detach()).mean() \
                + 0.5 * v.pow(2).mean() + 0.01 * (logp.exp() * logp).sum(-1).mean()
        if name == "ppo":
            ratio = model.dist(obs).log_prob(acts).sum(-1).exp()
            return -torch.min(ratio, ratio.clamp(0.8, 1.2)).mean() + model.value(obs).pow(2).mean()
        with torch.no_grad():
            y = 0.99 * target.q(nxt, target.act(nxt))
        critic = torch.nn.functional.mse_loss(model.q(obs, acts), y)
        return critic - model.q(obs, model.act(obs)).mean()

    def action() -> Any:
        with torch.no_grad():
            if name == "dqn":
                return model(one).argmax(1)
            if name == "a2c":
                return torch.multinomial(model(one)[0].softmax(-1), 1)
            if name == "ppo":
                return model.dist(one).sample()
            return (model.act(one) + 0.1 * torch.randn(it.envs, act_dim)).clamp(-1, 1)

    def env_step() -> Any:
        _, _, term, trunc, _ = env.step(env.action_space.sample())
        if term or trunc:
            env.reset()

    opt_cls = getattr(torch.optim, it.optimizer)
    opt = opt_cls(model.parameters(), lr=1e-4)
    state: dict[str, Any] = {}

    def forward() -> Any:
        model.zero_grad(set_to_none=True)
        state["loss"] = loss()

    def backward() -> Any:
        lo = state.pop("loss", None)
        (loss() if lo is None else lo).backward()

    return {"agent_action": action, "environment": env_step, "forward": forward,
            "backward": backward, "weight_update": opt.step, "_env": env}


def measure_workload(name: str, repeats: int) -> dict[str, Any]:
    """Median seconds per call and per iteration of each part of `name` on this machine."""
    import torch

    from golden import workloads as wl

    it = ITERATION[name]
    torch.set_num_threads(1)
    torch.manual_seed(0)
    fns = _workload_fns(name, torch, wl)
    env = fns.pop("_env")
    per_call: dict[str, float] = {}
    spread: dict[str, list[float]] = {}
    try:
        for part in ("agent_action", "environment", "forward", "weight_update"):
            fn = fns[part]
            if part == "weight_update":
                fns["forward"]()
                fns["backward"]()
            per_call[part], ts = _median_s(fn, repeats * (4 if part == "environment" else 1))
            spread[part] = [min(ts), max(ts)]
        # backward: time it alone, a fresh forward before each call (not timed)

        def fb() -> float:
            fns["forward"]()
            t = time.perf_counter()
            fns["backward"]()
            return time.perf_counter() - t

        for _ in range(2):
            fb()
        bs = [fb() for _ in range(repeats)]
        per_call["backward"] = statistics.median(bs)
        spread["backward"] = [min(bs), max(bs)]
    finally:
        env.close()
    calls = {"agent_action": it.env_steps, "environment": it.env_steps, "forward": 1,
             "backward": 1, "weight_update": 1}
    return {"iteration": {"env_steps": it.env_steps, "envs": it.envs, "batch": it.batch,
                          "optimizer": it.optimizer, "why": it.why},
            "per_call_s": per_call, "per_call_min_max_s": spread, "calls": calls,
            "per_iteration_s": {k: per_call[k] * calls[k] for k in PARTS},
            "repeats": repeats}


def measure_host(repeats: int) -> dict[str, float]:
    """fp32 summation and int32 quantisation rates of one core (numpy, 1.7M elements: the
    DQN gradient)."""
    import numpy as np

    n = 1_687_206
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal(n, np.float32), rng.standard_normal(n, np.float32)
    t_sum, _ = _median_s(lambda: np.add(a, b, out=a), repeats)
    q = np.empty(n, np.int32)

    def quantize() -> None:
        e = np.frexp(np.max(np.abs(b)))[1]
        np.multiply(b, np.float32(2.0 ** (30 - e)), out=a)
        np.rint(a, out=a)
        q[:] = a

    t_q, _ = _median_s(quantize, repeats)
    return {"sum_bytes_per_s": 4 * n / t_sum, "quantize_bytes_per_s": 4 * n / t_q,
            "gpu_copy_bytes_per_s": None}


def measure(repeats: int) -> dict[str, Any]:
    return {"format": FORMAT, "name": f"this machine ({platform.processor() or platform.machine()}"
            ", 1 thread per worker)", "kind": "measured",
            "how": f"python -m iswitch.model.compute --measure --repeats {repeats}",
            "cpu": _cpu_name(), "torch_threads": 1,
            "workloads": {w: measure_workload(w, repeats) for w in WORKLOADS},
            "host": measure_host(repeats * 4)}


def derive_gpu(measured: dict[str, Any], learner_s: dict[str, float],
               gpu_copy_bytes_per_s: float, name: str) -> dict[str, Any]:
    """A GPU-learner profile from a measured one: each workload's learner step (forward +
    backward + weight update) set to `learner_s[w]`, split in the measured proportions; the
    agent action and the environment stay the host CPU's measured times."""
    out = json.loads(json.dumps(measured))
    out.update(name=name, kind="assumption", how="python -m iswitch.model.compute --derive-gpu")
    for w, s in learner_s.items():
        p = out["workloads"][w]["per_iteration_s"]
        total = sum(p[k] for k in LEARNER)
        for k in LEARNER:
            p[k] = p[k] / total * s
        out["workloads"][w]["assumed_learner_step_s"] = s
    out["host"]["gpu_copy_bytes_per_s"] = gpu_copy_bytes_per_s
    return out


#: the issue's figure for an H200: one learner step of each paper model in about 1.7-1.9 ms
H200_LEARNER_S = {"dqn": 1.9e-3, "a2c": 1.8e-3, "ppo": 1.7e-3, "ddpg": 1.7e-3}
#: PCIe 5.0 x16 host <-> device copies, pinned memory (assumption)
H200_COPY_BYTES_PER_S = 50e9


def _cpu_name() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog="python -m iswitch.model.compute",
                            description="Measure or derive compute profiles.")
    ap.add_argument("--measure", action="store_true",
                    help=f"measure this machine and write {MEASURED.name}")
    ap.add_argument("--derive-gpu", action="store_true",
                    help=f"write the H200-like assumption {H200.name} from the measured file")
    ap.add_argument("--repeats", type=cli.int_in(3), default=15)
    ap.add_argument("--out", type=cli.output_file)
    args = ap.parse_args(argv)
    if not (args.measure or args.derive_gpu):
        ap.error("nothing to do: --measure and/or --derive-gpu")
    return cli.run(ap.prog, lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    if args.measure:
        d = measure(args.repeats)
        path = args.out or MEASURED
        output.write_atomic(path, json.dumps(d, indent=1) + "\n")
        print(f"wrote {path}")
    if args.derive_gpu:
        d = derive_gpu(json.loads(MEASURED.read_text()), H200_LEARNER_S, H200_COPY_BYTES_PER_S,
                       "H200-like GPU learner (ASSUMPTION: 1.7-1.9 ms per learner step, "
                       "issue 12; environments on the host CPU as measured here)")
        path = args.out if args.out and not args.measure else H200
        output.write_atomic(path, json.dumps(d, indent=1) + "\n")
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
