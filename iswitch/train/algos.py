"""One worker's training state per algorithm: the paper-size model of docs/workloads.md,
its environment stepped on across iterations, its own replay memory (DQN, DDPG), and the
update every worker applies identically to the aggregated gradient.

The models, environments, policies and losses are those of `golden.workloads` (the
gradients of the report); this module only adds what training needs on top: persistent
environments, replay memories, exploration schedules, optimisers and target networks.

A `Learner` splits an iteration into the two halves around the aggregation:

- `Learner.gradient(it)`: rollout, loss, backward, the flat fp32 gradient (worker-local);
- `Learner.apply(mean, it)`: the optimiser step on the aggregated mean gradient, then the
  target-network update. It is a function of the weights, the optimiser state and `mean`
  only, so every worker applying the same aggregates in the same order holds the same
  weights, and `Replay` (the optimiser without environments) reproduces them.

Hyperparameters (`HPARAMS`) are the usual ones for each algorithm scaled to a few workers;
one iteration is one gradient step, so on-policy methods do one epoch of one minibatch per
rollout.
"""

from __future__ import annotations

import copy
import hashlib
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

import torch
from torch import nn

from golden import workloads as W

ALGOS = tuple(W.WORKLOADS)


@dataclass(frozen=True)
class HParams:
    """Training hyperparameters of one algorithm."""

    #: real environment steps per worker per iteration (on-policy: the rollout length)
    steps: int
    #: steps per worker in the first iteration (fills the replay memory; = golden's count)
    first_steps: int
    #: Adam learning rate
    lr: float
    #: replay minibatch per worker (off-policy only)
    batch: int = 0
    #: replay memory capacity per worker, in transitions (off-policy only)
    memory: int = 0
    #: DQN: hard target copy every this many iterations
    target_every: int = 0
    #: DDPG: Polyak factor of the soft target update after every step
    tau: float = 0.0
    #: DQN: epsilon annealed linearly from 1.0 to `eps_end` over `eps_iters` iterations
    eps_end: float = 0.0
    eps_iters: int = 0


HPARAMS: dict[str, HParams] = {
    "dqn": HParams(steps=4, first_steps=W.DQN_STEPS, lr=1e-4, batch=W.DQN_BATCH,
                   memory=10_000, target_every=250, eps_end=0.1, eps_iters=2_500),
    "a2c": HParams(steps=W.A2C_STEPS, first_steps=W.A2C_STEPS, lr=7e-4),
    "ppo": HParams(steps=W.PPO_STEPS, first_steps=W.PPO_STEPS, lr=3e-4),
    "ddpg": HParams(steps=4, first_steps=W.DDPG_STEPS, lr=1e-3, batch=128,
                    memory=200_000, tau=0.02),
}


def make_optimizer(model: nn.Module, hp: HParams) -> torch.optim.Optimizer:
    """The optimiser of every worker and of the replay (Adam, default betas and eps,
    single-tensor implementation so the arithmetic does not depend on tensor grouping)."""
    return torch.optim.Adam(model.parameters(), lr=hp.lr, foreach=False)


def set_flat_grad(model: nn.Module, flat: torch.Tensor) -> None:
    """Give each parameter its slice of the flat gradient (the inverse of
    `golden.workloads.flat_grad`: same order, bits unchanged)."""
    params = list(model.parameters())
    n = sum(p.numel() for p in params)
    if flat.dtype != torch.float32 or flat.shape != (n,):
        raise ValueError(f"gradient {flat.dtype} {tuple(flat.shape)}, expected float32 ({n},)")
    off = 0
    for p in params:
        p.grad = flat[off:off + p.numel()].view_as(p).clone()
        off += p.numel()


def weights(model: nn.Module) -> torch.Tensor:
    """The model's parameters as one flat fp32 vector (registration order)."""
    return nn.utils.parameters_to_vector(model.parameters()).detach()


def weights_digest(model: nn.Module) -> str:
    """SHA-256 (hex) of the parameters' IEEE-754 little-endian bytes."""
    return tensor_digest(weights(model))


def tensor_digest(t: torch.Tensor) -> str:
    """SHA-256 (hex) of a float32 tensor's little-endian bytes."""
    return hashlib.sha256(t.contiguous().numpy().astype("<f4", copy=False).tobytes()).hexdigest()


class Replay:
    """The update half of training without environments: the model (same initial weights
    as every worker) and its optimiser. `apply` is `Learner.apply` minus the target
    networks, which never influence the weights except through the recorded gradients."""

    def __init__(self, algo: str, seed: int) -> None:
        self.hp = HPARAMS[algo]
        self.model = W.build_model(algo, seed)
        self.opt = make_optimizer(self.model, self.hp)

    def apply(self, mean: torch.Tensor, it: int) -> None:
        set_flat_grad(self.model, mean)
        self.opt.step()


class Learner(Replay):
    """One worker's training state: `Replay` plus the environment, the policy's random
    generator, the replay memory and target networks."""

    def __init__(self, algo: str, seed: int, worker: int) -> None:
        super().__init__(algo, seed)
        self.algo = algo
        wseed = W.env_seed(seed, worker)
        self.g = torch.Generator().manual_seed(wseed)
        atari = W.WORKLOADS[algo].env_id == W.ATARI_ENV
        env = W.make_atari_env() if atari else W.make_mujoco_env()
        self.runner = W.EnvRunner(env, W._atari_obs if atari else W._mujoco_obs, wseed)
        self.memory = W.Rollout()
        self.target: nn.Module | None = None
        if algo in ("dqn", "ddpg"):
            self.target = copy.deepcopy(self.model).requires_grad_(False)
        self._grad: Callable[[int], torch.Tensor] = getattr(self, f"_{algo}")

    def close(self) -> None:
        self.runner.close()

    def gradient(self, it: int) -> torch.Tensor:
        """Rollout, loss and backward of iteration `it`: this worker's flat fp32 gradient."""
        return self._grad(it)

    def apply(self, mean: torch.Tensor, it: int) -> None:
        """Optimiser step on the aggregated mean gradient, then the target update."""
        super().apply(mean, it)
        if self.target is None:
            return
        if self.hp.tau:  # DDPG: soft update
            with torch.no_grad():
                for t, p in zip(self.target.parameters(), self.model.parameters(), strict=True):
                    t.mul_(1.0 - self.hp.tau).add_(p, alpha=self.hp.tau)
        elif (it + 1) % self.hp.target_every == 0:  # DQN: hard copy
            self.target.load_state_dict(self.model.state_dict())

    # -------------------------------------------------------------- per algorithm

    def _steps(self, it: int) -> int:
        return self.hp.first_steps if it == 0 else self.hp.steps

    def _remember(self, ro: W.Rollout) -> torch.Tensor:
        """Add a rollout to the replay memory (oldest forgotten beyond capacity) and draw
        a minibatch's indices uniformly with replacement."""
        self.memory.extend(ro)
        if len(self.memory) > self.hp.memory:
            self.memory.drop_oldest(len(self.memory) - self.hp.memory)
        return torch.randint(len(self.memory), (self.hp.batch,), generator=self.g)

    def epsilon(self, it: int) -> float:
        """DQN's exploration rate at iteration `it` (linear from 1.0 to `eps_end`)."""
        frac = min(1.0, it / self.hp.eps_iters)
        return 1.0 + frac * (self.hp.eps_end - 1.0)

    def _dqn(self, it: int) -> torch.Tensor:
        ro = self.runner.rollout(W.dqn_policy(self.model, self.g, self.epsilon(it)),
                                 self._steps(it))
        idx = self._remember(ro)
        assert self.target is not None
        batch = self.memory.batch(idx, pixels=True)
        return W.backward_flat(self.model, W.dqn_loss(self.model, self.target, batch))

    def _a2c(self, it: int) -> torch.Tensor:
        ro = self.runner.rollout(W.a2c_policy(self.model, self.g), self._steps(it))
        return W.backward_flat(self.model, W.a2c_loss(self.model, ro, self.runner.s))

    def _ppo(self, it: int) -> torch.Tensor:
        ro = self.runner.rollout(W.ppo_policy(self.model, self.g), self._steps(it))
        return W.backward_flat(self.model, W.ppo_loss(self.model, ro, self.runner.s))

    def _ddpg(self, it: int) -> torch.Tensor:
        ro = self.runner.rollout(W.ddpg_policy(self.model, self.g), self._steps(it))
        idx = self._remember(ro)
        assert self.target is not None
        batch = self.memory.batch(idx, pixels=False)
        return W.backward_flat(self.model, W.ddpg_loss(self.model, self.target, batch))


def n_params(algo: str) -> int:
    """Elements of the algorithm's gradient vector."""
    return W.WORKLOADS[algo].params


def describe(algo: str) -> dict[str, Any]:
    """The algorithm's workload and hyperparameters, for the run record."""
    wl = W.WORKLOADS[algo]
    return {"algo": algo, "algorithm": wl.algorithm, "env": wl.env_id, "params": wl.params,
            "hparams": asdict(HPARAMS[algo])}
