"""Real RL gradients for the golden report: four workloads with the paper's gradient sizes.

Each of N workers (synchronous data-parallel training: every worker holds the *same*
weights) steps its *own* seeded environment with its *own* seeded policy for a few real
steps, computes one real loss of the algorithm on what it saw, and runs one backward pass.
Its gradient is the fp32 vector `torch.nn.utils.parameters_to_vector` over the parameters'
``.grad`` in the model's registration order (`flat_grad`); that is what the worker library
(iswitch/worker.py) cuts into packets.

=========  =====================  ===========  ==============  ================
workload   environment            parameters   bytes (fp32)    paper (iswitch.md)
=========  =====================  ===========  ==============  ================
dqn        ALE/Pong-v5 (ale-py)   1,687,206    6,748,824       6 MB
a2c        ALE/Pong-v5 (ale-py)     882,855    3,531,420       3 MB
ppo        HalfCheetah-v5           11,085        44,340       40 KB
ddpg       HalfCheetah-v5           39,303       157,212       158 KB
=========  =====================  ===========  ==============  ================

Seeds (``seed`` is the run seed, ``w`` the worker index 0..N-1):

- weights: ``torch.manual_seed(seed)`` then the model is built (PyTorch's default init);
  the same for every worker. Target networks (DQN, DDPG) are copies of these weights.
- environment of worker ``w``: ``env.reset(seed=1000 * seed + w)`` (ALE's sticky actions and
  no-op starts, MuJoCo's initial-state noise all come from it);
- policy of worker ``w`` (epsilon-greedy draws, action sampling, exploration noise): a
  ``torch.Generator`` seeded with ``1000 * seed + w`` as well (a separate stream).

Determinism: the computation runs under `deterministic_torch` (CPU, one intra-op thread,
``torch.use_deterministic_algorithms(True)``, the caller's global RNG untouched), so the
same (name, workers, seed) gives bit-identical gradients on the same machine and versions.
Another CPU instruction set (oneDNN/BLAS kernel choice) may change low-order bits.

Gradients are cached on disk (`cache_path`, under ``out/cache/workloads/``) keyed by the
name, workers, seed, the versions of torch/numpy/gymnasium/ale-py/mujoco/Python and a hash
of this file, so reports do not recompute them.

Needs gymnasium 1.4 with ale-py and mujoco (requirements-report.txt) only to compute
gradients; the models, counts, flattening and cache-key helpers need only torch.
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
import json
import os
import platform
import secrets
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import torch
from torch import nn
from torch.nn import functional as F

#: bump when the meaning of a workload changes (the cache key also hashes this file)
WORKLOADS_VERSION = 1
#: intra-op threads used while computing gradients (fixed for reproducibility)
THREADS = 1
#: most workers `gradients` accepts (the report's largest setting)
MAX_WORKERS = 16
#: environment and policy seed of worker w: ENV_SEED_STRIDE * seed + w (`env_seed`)
ENV_SEED_STRIDE = 1000
#: the largest run seed: every seed drawn from it (the weights' `torch.manual_seed(seed)`,
#: each worker's `env_seed`) must be a torch seed, below 2^64
MAX_SEED = (2**64 - ENV_SEED_STRIDE) // ENV_SEED_STRIDE

ATARI_ENV = "ALE/Pong-v5"
ATARI_ACTIONS = 6  # Pong's minimal action set
ATARI_FRAMES = 4  # frame stack
ATARI_SIZE = 84  # grayscale 84x84 (AtariPreprocessing)
MUJOCO_ENV = "HalfCheetah-v5"
MUJOCO_OBS = 17
MUJOCO_ACT = 6

# ---------------------------------------------------------------- determinism, flattening


@contextlib.contextmanager
def deterministic_torch(seed: int, threads: int = THREADS) -> Iterator[None]:
    """Run the body with a fixed thread count, deterministic algorithms and the global
    torch RNG seeded with `seed`; restore the caller's settings and RNG state afterwards."""
    old_threads = torch.get_num_threads()
    old_det = torch.are_deterministic_algorithms_enabled()
    old_warn = torch.is_deterministic_algorithms_warn_only_enabled()
    with torch.random.fork_rng(devices=[]):
        torch.set_num_threads(threads)
        torch.use_deterministic_algorithms(True)
        torch.manual_seed(seed)
        try:
            yield
        finally:
            torch.use_deterministic_algorithms(old_det, warn_only=old_warn)
            torch.set_num_threads(old_threads)


def flat_grad(params: Sequence[nn.Parameter] | Iterator[nn.Parameter]) -> torch.Tensor:
    """The gradients of `params`, in the given order, as one contiguous 1-D fp32 CPU tensor
    (`torch.nn.utils.parameters_to_vector` over the ``.grad`` tensors, detached, a copy).

    Raises ValueError if a parameter has no gradient (a silently skipped or zero-filled
    parameter would shift every later element) and TypeError on a non-fp32 gradient."""
    grads = []
    for i, p in enumerate(params):
        if p.grad is None:
            raise ValueError(f"parameter {i} (shape {tuple(p.shape)}) has no gradient")
        if p.grad.dtype != torch.float32:
            raise TypeError(f"parameter {i}: gradient is {p.grad.dtype}, not float32")
        grads.append(p.grad)
    if not grads:
        raise ValueError("no parameters")
    return nn.utils.parameters_to_vector(grads).detach().cpu().clone().contiguous()


def n_params(model: nn.Module) -> int:
    """Number of trainable elements of `model` (the gradient vector's length)."""
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


def env_seed(seed: int, worker: int) -> int:
    """Environment (and policy) seed of `worker` in a run with seed `seed`."""
    if not 0 <= worker < ENV_SEED_STRIDE:
        raise ValueError(f"worker {worker} outside 0..{ENV_SEED_STRIDE - 1}")
    return ENV_SEED_STRIDE * check_seed(seed) + worker


def check_workers(workers: object) -> int:
    """A worker count: an integer in 1..MAX_WORKERS (TypeError / ValueError otherwise; 1.5
    or True would pass a comparison)."""
    if isinstance(workers, bool) or not isinstance(workers, int):
        raise TypeError(f"workers must be an integer, got {type(workers).__name__}")
    if not 1 <= workers <= MAX_WORKERS:
        raise ValueError(f"workers must be an integer in 1..{MAX_WORKERS}, got {workers}")
    return workers


def check_seed(seed: object) -> int:
    """A run seed: an integer in 0..MAX_SEED (TypeError / ValueError otherwise)."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an integer, got {type(seed).__name__}")
    if not 0 <= seed <= MAX_SEED:
        raise ValueError(f"seed must be an integer in 0..{MAX_SEED}, got {seed}")
    return seed


# ---------------------------------------------------------------- models


class NatureCNN(nn.Module):
    """The DQN Nature network (Mnih et al. 2015): conv 32x8x8/4, 64x4x4/2, 64x3x3/1, fc 512,
    one Q-value per action. Input: 4 stacked 84x84 grayscale frames scaled to [0, 1]."""

    def __init__(self, n_actions: int = ATARI_ACTIONS, frames: int = ATARI_FRAMES) -> None:
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv2d(frames, 32, 8, stride=4), nn.ReLU(),
            nn.Conv2d(32, 64, 4, stride=2), nn.ReLU(),
            nn.Conv2d(64, 64, 3, stride=1), nn.ReLU(),
            nn.Flatten(),
        )
        self.fc = nn.Sequential(nn.Linear(64 * 7 * 7, 512), nn.ReLU(), nn.Linear(512, n_actions))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(self.conv(x))


class AtariActorCritic(nn.Module):
    """A2C network: the Nature convolutional trunk (32x8x8/4, 64x4x4/2, 64x3x3/1), a shared
    256-wide fully connected layer, then a policy head (logits) and a value head. This is
    the network that gives ~0.88M parameters (882,855 for Pong's 6 actions); the original
    A3C network (16x8x8/4, 32x4x4/2, fc 256) would have 677,095."""

    def __init__(self, n_actions: int = ATARI_ACTIONS, frames: int = ATARI_FRAMES) -> None:
        super().__init__()
        self.trunk = nn.Sequential(
            nn.Conv2d(frames, 32, 8, stride=4), nn.ReLU(),
            nn.Conv2d(32, 64, 4, stride=2), nn.ReLU(),
            nn.Conv2d(64, 64, 3, stride=1), nn.ReLU(),
            nn.Flatten(),
            nn.Linear(64 * 7 * 7, 256), nn.ReLU(),
        )
        self.pi = nn.Linear(256, n_actions)
        self.v = nn.Linear(256, 1)

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        h = self.trunk(x)
        return self.pi(h), self.v(h).squeeze(-1)


def _mlp(n_in: int, hidden: int, n_out: int, act: type[nn.Module]) -> nn.Sequential:
    return nn.Sequential(nn.Linear(n_in, hidden), act(), nn.Linear(hidden, hidden), act(),
                         nn.Linear(hidden, n_out))


class PPOActorCritic(nn.Module):
    """PPO for MuJoCo: Gaussian actor (tanh MLP 64x64 -> action mean, plus a state-independent
    log standard deviation per action dimension) and a separate critic (tanh MLP 64x64 -> 1).
    Parameter order (PyTorch's: own parameters before submodules'): log_std, actor layers,
    critic layers."""

    def __init__(self, n_obs: int = MUJOCO_OBS, n_act: int = MUJOCO_ACT, hidden: int = 64) -> None:
        super().__init__()
        self.actor = _mlp(n_obs, hidden, n_act, nn.Tanh)
        self.log_std = nn.Parameter(torch.zeros(n_act))
        self.critic = _mlp(n_obs, hidden, 1, nn.Tanh)

    def dist(self, obs: torch.Tensor) -> torch.distributions.Normal:
        return torch.distributions.Normal(self.actor(obs), self.log_std.exp())

    def value(self, obs: torch.Tensor) -> torch.Tensor:
        return self.critic(obs).squeeze(-1)


class DDPGActorCritic(nn.Module):
    """DDPG for MuJoCo: deterministic actor (ReLU MLP 128x128 -> tanh, actions in [-1, 1])
    and critic Q(s, a) (ReLU MLP 128x128 on the concatenated state and action).
    Parameter order: actor layers, critic layers."""

    def __init__(self, n_obs: int = MUJOCO_OBS, n_act: int = MUJOCO_ACT, hidden: int = 128) -> None:
        super().__init__()
        self.actor = _mlp(n_obs, hidden, n_act, nn.ReLU)
        self.critic = _mlp(n_obs + n_act, hidden, 1, nn.ReLU)

    def act(self, obs: torch.Tensor) -> torch.Tensor:
        return torch.tanh(self.actor(obs))

    def q(self, obs: torch.Tensor, act: torch.Tensor) -> torch.Tensor:
        return self.critic(torch.cat([obs, act], dim=-1)).squeeze(-1)


# ---------------------------------------------------------------- environments


def _gym() -> Any:
    """gymnasium with the ALE environments registered (imported only when needed) and ALE's
    log level set to errors only (process-wide)."""
    import ale_py  # noqa: PLC0415 - optional dependency (requirements-report.txt)
    import gymnasium as gym  # noqa: PLC0415

    gym.register_envs(ale_py)
    ale_py.ALEInterface.setLoggerMode(ale_py.LoggerMode.Error)  # no banner on stderr
    return gym


def make_atari_env() -> Any:
    """ALE/Pong-v5 (sticky actions p = 0.25, full action set off) with the standard DQN
    preprocessing: up to 30 no-op starts, frame skip 4 with max-pooling of the last two
    frames, grayscale, 84x84 (area interpolation), 4 stacked frames, no rendering."""
    gym = _gym()
    env = gym.make(ATARI_ENV, frameskip=1)  # AtariPreprocessing does the skipping
    env = gym.wrappers.AtariPreprocessing(env, noop_max=30, frame_skip=4,
                                          screen_size=ATARI_SIZE, grayscale_obs=True,
                                          scale_obs=False, terminal_on_life_loss=False)
    env = gym.wrappers.FrameStackObservation(env, ATARI_FRAMES)
    if env.action_space.n != ATARI_ACTIONS:
        raise RuntimeError(f"{ATARI_ENV} has {env.action_space.n} actions, "
                           f"expected {ATARI_ACTIONS}")
    return env


def _mujoco_warning(msg: str) -> None:
    """MuJoCo warning hook: drop the known deprecation notice about the ``settotalmass``
    attribute in gymnasium 1.4.0's half_cheetah.xml (still applied by MuJoCo 4.0), pass
    anything else on as a Python warning. MuJoCo's default hook prints to stderr and appends
    to ``MUJOCO_LOG.TXT`` in the working directory, which would litter the repository."""
    if "settotalmass" not in msg:
        warnings.warn(f"MuJoCo: {msg}", RuntimeWarning, stacklevel=2)


def make_mujoco_env() -> Any:
    """HalfCheetah-v5 (MuJoCo), no rendering. Installs `_mujoco_warning` as MuJoCo's
    (process-wide) warning hook."""
    import mujoco  # noqa: PLC0415 - optional dependency (requirements-report.txt)

    mujoco.set_mju_user_warning(_mujoco_warning)
    env = _gym().make(MUJOCO_ENV)
    if env.observation_space.shape != (MUJOCO_OBS,) or env.action_space.shape != (MUJOCO_ACT,):
        raise RuntimeError(f"{MUJOCO_ENV}: unexpected spaces {env.observation_space} "
                           f"{env.action_space}")
    return env


def _atari_obs(o: Any) -> torch.Tensor:
    """The (4, 84, 84) uint8 frame stack as a torch uint8 tensor (a copy)."""
    return torch.as_tensor(o.__array__(), dtype=torch.uint8).clone()


def _mujoco_obs(o: Any) -> torch.Tensor:
    return torch.as_tensor(o, dtype=torch.float64).float()


def atari_input(obs: torch.Tensor) -> torch.Tensor:
    """uint8 frame stacks to the networks' float input in [0, 1]."""
    return obs.float() / 255.0


# ---------------------------------------------------------------- environment runner


@dataclass
class Rollout:
    """Transitions in step order: observation, action, reward, whether the episode
    terminated (`terms`) or ended in any way (`lasts`, termination or truncation), and the
    observation the step led to (`nxt`; the real last observation even when the
    environment was then reset)."""

    obs: list[torch.Tensor] = field(default_factory=list)
    acts: list[Any] = field(default_factory=list)
    rews: list[float] = field(default_factory=list)
    terms: list[bool] = field(default_factory=list)
    lasts: list[bool] = field(default_factory=list)
    nxt: list[torch.Tensor] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.rews)

    def drop_oldest(self, n: int) -> None:
        """Forget the `n` oldest transitions (a replay memory's capacity)."""
        for lst in (self.obs, self.acts, self.rews, self.terms, self.lasts, self.nxt):
            del lst[:n]

    def extend(self, other: Rollout) -> None:
        for mine, theirs in zip((self.obs, self.acts, self.rews, self.terms, self.lasts,
                                 self.nxt), (other.obs, other.acts, other.rews, other.terms,
                                             other.lasts, other.nxt), strict=True):
            mine.extend(theirs)

    def batch(self, idx: torch.Tensor | Sequence[int], pixels: bool) -> tuple[torch.Tensor, ...]:
        """(obs, acts, rewards, terminated, next obs) of the transitions `idx` as tensors;
        `pixels` scales uint8 frames to [0, 1] (`atari_input`)."""
        obs = torch.stack([self.obs[i] for i in idx])
        nxt = torch.stack([self.nxt[i] for i in idx])
        if pixels:
            obs, nxt = atari_input(obs), atari_input(nxt)
        first = self.acts[0]
        acts = (torch.stack([self.acts[i] for i in idx]) if isinstance(first, torch.Tensor)
                else torch.tensor([self.acts[i] for i in idx]))
        rews = torch.tensor([self.rews[i] for i in idx], dtype=torch.float32)
        terms = torch.tensor([float(self.terms[i]) for i in idx], dtype=torch.float32)
        return obs, acts, rews, terms, nxt


#: a policy: observation -> (action as stored in a `Rollout`, action as the env takes it)
Policy = Callable[[torch.Tensor], tuple[Any, Any]]


class EnvRunner:
    """One worker's environment and its current observation, stepped on across calls: it
    resets itself when an episode ends (termination or truncation), so the next step starts
    the new episode, and keeps the undiscounted return of every finished episode."""

    def __init__(self, env: Any, obs: Callable[[Any], torch.Tensor], seed: int) -> None:
        self.env = env
        self._obs = obs
        o, _ = env.reset(seed=seed)
        self.s = obs(o)
        self.steps = 0
        self.episode_return = 0.0
        #: returns of the finished episodes, in order
        self.returns: list[float] = []

    def rollout(self, policy: Policy, steps: int) -> Rollout:
        """`steps` real steps with `policy` from the current observation."""
        ro = Rollout()
        for _ in range(steps):
            stored, a = policy(self.s)
            o, r, term, trunc, _ = self.env.step(a)
            s2 = self._obs(o)
            ro.obs.append(self.s)
            ro.acts.append(stored)
            ro.rews.append(float(r))
            ro.terms.append(bool(term))
            ro.lasts.append(bool(term or trunc))
            ro.nxt.append(s2)
            self.steps += 1
            self.episode_return += float(r)
            self.s = s2
            if term or trunc:
                self.returns.append(self.episode_return)
                self.episode_return = 0.0
                o, _ = self.env.reset()
                self.s = self._obs(o)
        return ro

    def close(self) -> None:
        self.env.close()


# ---------------------------------------------------------------- policies

GAMMA = 0.99
DQN_STEPS = 256  # real steps per worker into its replay memory
DQN_BATCH = 32  # transitions in the minibatch (the Nature DQN minibatch size)
DQN_EPSILON = 1.0  # DQN's initial exploration rate (annealed later in real training)
A2C_STEPS = 32  # rollout length per worker
A2C_VALUE_COEF = 0.5
A2C_ENTROPY_COEF = 0.01
PPO_STEPS = 128  # rollout length per worker (one minibatch, first epoch)
PPO_CLIP = 0.2
PPO_GAE_LAMBDA = 0.95
PPO_VALUE_COEF = 0.5
DDPG_STEPS = 128  # transitions per worker (the whole batch)
DDPG_NOISE = 0.1  # Gaussian exploration noise standard deviation


def dqn_policy(model: nn.Module, g: torch.Generator, epsilon: float) -> Policy:
    """Epsilon-greedy on the Q-values (draws from `g`: one uniform, then the random action
    when exploring)."""
    def act(s: torch.Tensor) -> tuple[int, int]:
        if torch.rand((), generator=g).item() < epsilon:
            a = int(torch.randint(ATARI_ACTIONS, (), generator=g))
        else:
            with torch.no_grad():
                a = int(model(atari_input(s[None])).argmax())
        return a, a
    return act


def a2c_policy(model: nn.Module, g: torch.Generator) -> Policy:
    """An action sampled from the policy head's softmax."""
    def act(s: torch.Tensor) -> tuple[int, int]:
        with torch.no_grad():
            logits, _ = model(atari_input(s[None]))
        a = int(torch.multinomial(logits.softmax(-1)[0], 1, generator=g))
        return a, a
    return act


def ppo_policy(model: nn.Module, g: torch.Generator) -> Policy:
    """A sample of the Gaussian policy (mean + std * a standard normal draw from `g`)."""
    def act(s: torch.Tensor) -> tuple[torch.Tensor, Any]:
        with torch.no_grad():
            d = model.dist(s)
            a = d.mean + d.stddev * torch.randn(MUJOCO_ACT, generator=g)
        return a, a.double().numpy()
    return act


def ddpg_policy(model: nn.Module, g: torch.Generator, noise: float = DDPG_NOISE) -> Policy:
    """The deterministic action plus Gaussian noise (std `noise`), clipped to [-1, 1]."""
    def act(s: torch.Tensor) -> tuple[torch.Tensor, Any]:
        with torch.no_grad():
            a = model.act(s) + noise * torch.randn(MUJOCO_ACT, generator=g)
            a = a.clamp(-1.0, 1.0)
        return a, a.double().numpy()
    return act


# ---------------------------------------------------------------- losses


def dqn_loss(model: nn.Module, target: nn.Module, batch: tuple[torch.Tensor, ...]) -> torch.Tensor:
    """Huber TD loss (Nature DQN) of Q(s, a) against r + gamma (1 - done) max Q_target(s')
    on a `Rollout.batch`."""
    obs, acts, rews, dones, nxt = batch
    with torch.no_grad():
        y = rews + GAMMA * (1.0 - dones) * target(nxt).max(dim=1).values
    q = model(obs).gather(1, acts[:, None]).squeeze(1)
    return F.smooth_l1_loss(q, y)


def a2c_loss(model: nn.Module, ro: Rollout, s_last: torch.Tensor) -> torch.Tensor:
    """-log pi(a|s) A + 0.5 (R - V(s))^2 - 0.01 entropy over a rollout, R the discounted
    return bootstrapped from V(`s_last`), A = R - V(s)."""
    n = len(ro)
    with torch.no_grad():
        ret = float(model(atari_input(s_last[None]))[1][0])
    returns = [0.0] * n
    for t in reversed(range(n)):
        ret = ro.rews[t] + GAMMA * (0.0 if ro.lasts[t] else ret)
        returns[t] = ret
    logits, v = model(atari_input(torch.stack(ro.obs)))
    logp = logits.log_softmax(-1)
    adv = torch.tensor(returns, dtype=torch.float32) - v
    pg = -(logp.gather(1, torch.tensor(ro.acts)[:, None]).squeeze(1) * adv.detach()).mean()
    entropy = -(logp.exp() * logp).sum(-1).mean()
    return pg + A2C_VALUE_COEF * adv.pow(2).mean() - A2C_ENTROPY_COEF * entropy


def ppo_loss(model: nn.Module, ro: Rollout, s_last: torch.Tensor) -> torch.Tensor:
    """PPO's first minibatch of its first epoch over a rollout: GAE(0.99, 0.95) advantages
    normalised over the rollout, clipped surrogate (eps 0.2) + 0.5 value loss against the
    GAE returns (old log-probabilities = the current policy's, so the ratio is 1)."""
    n = len(ro)
    obs_t, act_t = torch.stack(ro.obs), torch.stack(ro.acts)
    with torch.no_grad():
        old_logp = model.dist(obs_t).log_prob(act_t).sum(-1)
        values = model.value(obs_t)
        next_v = float(model.value(s_last))
    adv = torch.zeros(n)
    gae = 0.0
    for t in reversed(range(n)):
        nv = next_v if t == n - 1 else float(values[t + 1])
        if ro.terms[t]:
            nv = 0.0
        delta = ro.rews[t] + GAMMA * nv - float(values[t])
        gae = delta + GAMMA * PPO_GAE_LAMBDA * (0.0 if ro.lasts[t] else gae)
        adv[t] = gae
    returns = adv + values
    adv = (adv - adv.mean()) / (adv.std() + 1e-8)
    ratio = (model.dist(obs_t).log_prob(act_t).sum(-1) - old_logp).exp()
    surrogate = torch.min(ratio * adv, ratio.clamp(1 - PPO_CLIP, 1 + PPO_CLIP) * adv)
    return -surrogate.mean() + PPO_VALUE_COEF * (model.value(obs_t) - returns).pow(2).mean()


def ddpg_loss(model: nn.Module, target: nn.Module, batch: tuple[torch.Tensor, ...]) -> torch.Tensor:
    """Critic MSE TD loss against r + gamma (1 - done) Q'(s', mu'(s')) plus actor loss
    -Q(s, mu(s)) on a `Rollout.batch`. The actor loss sees the critic's weights detached
    (`torch.func.functional_call`), so one backward pass gives the critic its TD gradient
    and the actor the deterministic policy gradient, as DDPG's two steps would."""
    obs_t, act_t, r_t, d_t, nxt_t = batch
    with torch.no_grad():
        y = r_t + GAMMA * (1.0 - d_t) * target.q(nxt_t, target.act(nxt_t))
    critic_loss = F.mse_loss(model.q(obs_t, act_t), y)
    frozen = {k: v.detach() for k, v in model.critic.named_parameters()}
    q_pi = torch.func.functional_call(model.critic, frozen,
                                      (torch.cat([obs_t, model.act(obs_t)], dim=-1),))
    actor_loss = -q_pi.mean()
    return critic_loss + actor_loss


def backward_flat(model: nn.Module, loss: torch.Tensor) -> torch.Tensor:
    """Zero the gradients, back-propagate `loss`, return the flat fp32 gradient."""
    model.zero_grad(set_to_none=True)
    loss.backward()
    return flat_grad(model.parameters())


# ---------------------------------------------------------------- one worker's gradient


def _dqn_grad(model: nn.Module, worker_seed: int) -> torch.Tensor:
    """Huber TD loss (as in Nature DQN) of a minibatch of `DQN_BATCH` transitions drawn
    uniformly (with replacement) from a small replay memory of the worker's `DQN_STEPS` real
    epsilon-greedy steps, against a target network holding the initial weights."""
    target = copy.deepcopy(model).requires_grad_(False)
    g = torch.Generator().manual_seed(worker_seed)
    with contextlib.closing(EnvRunner(make_atari_env(), _atari_obs, worker_seed)) as run:
        ro = run.rollout(dqn_policy(model, g, DQN_EPSILON), DQN_STEPS)
    idx = torch.randint(DQN_STEPS, (DQN_BATCH,), generator=g)
    return backward_flat(model, dqn_loss(model, target, ro.batch(idx, pixels=True)))


def _a2c_grad(model: nn.Module, worker_seed: int) -> torch.Tensor:
    """Actor-critic loss (`a2c_loss`) over an `A2C_STEPS`-step rollout sampled from the
    policy."""
    g = torch.Generator().manual_seed(worker_seed)
    with contextlib.closing(EnvRunner(make_atari_env(), _atari_obs, worker_seed)) as run:
        ro = run.rollout(a2c_policy(model, g), A2C_STEPS)
        s_last = run.s
    return backward_flat(model, a2c_loss(model, ro, s_last))


def _ppo_grad(model: nn.Module, worker_seed: int) -> torch.Tensor:
    """PPO's first minibatch (`ppo_loss`) of a `PPO_STEPS`-step rollout sampled from the
    Gaussian policy."""
    g = torch.Generator().manual_seed(worker_seed)
    with contextlib.closing(EnvRunner(make_mujoco_env(), _mujoco_obs, worker_seed)) as run:
        ro = run.rollout(ppo_policy(model, g), PPO_STEPS)
        s_last = run.s
    return backward_flat(model, ppo_loss(model, ro, s_last))


def _ddpg_grad(model: nn.Module, worker_seed: int) -> torch.Tensor:
    """DDPG (`ddpg_loss`) on `DDPG_STEPS` real transitions from the actor plus Gaussian
    noise (std 0.1, clipped to [-1, 1]), used as one batch; target networks hold the
    initial weights."""
    target = copy.deepcopy(model).requires_grad_(False)
    g = torch.Generator().manual_seed(worker_seed)
    with contextlib.closing(EnvRunner(make_mujoco_env(), _mujoco_obs, worker_seed)) as run:
        ro = run.rollout(ddpg_policy(model, g), DDPG_STEPS)
    return backward_flat(model, ddpg_loss(model, target, ro.batch(range(len(ro)), pixels=False)))


# ---------------------------------------------------------------- the table


@dataclass(frozen=True)
class Workload:
    """One workload: its model, environment, loss, and sizes."""

    name: str
    algorithm: str
    env_id: str
    #: elements of the gradient vector (checked against `build()` by the tests)
    params: int
    #: the paper's gradient size in bytes (iswitch.md), for comparison
    paper_bytes: int
    #: the model (torch only); call under `deterministic_torch` for the seeded weights
    build: Callable[[], nn.Module]
    #: (model, worker seed) -> flat fp32 gradient; needs gymnasium and ale-py or mujoco
    grad: Callable[[nn.Module, int], torch.Tensor]
    #: short description of the loss and the data
    loss: str

    @property
    def bytes(self) -> int:
        """Size of one worker's gradient in bytes (fp32)."""
        return 4 * self.params


WORKLOADS: dict[str, Workload] = {
    "dqn": Workload("dqn", "DQN", ATARI_ENV, 1_687_206, 6_000_000, NatureCNN, _dqn_grad,
                    f"Huber TD loss vs target network, minibatch of {DQN_BATCH} from "
                    f"{DQN_STEPS} epsilon-greedy steps (epsilon {DQN_EPSILON})"),
    "a2c": Workload("a2c", "A2C", ATARI_ENV, 882_855, 3_000_000, AtariActorCritic, _a2c_grad,
                    f"actor-critic loss (value 0.5, entropy 0.01), {A2C_STEPS}-step rollout"),
    "ppo": Workload("ppo", "PPO", MUJOCO_ENV, 11_085, 40_000, PPOActorCritic, _ppo_grad,
                    f"clipped surrogate + 0.5 value loss, GAE, {PPO_STEPS}-step rollout"),
    "ddpg": Workload("ddpg", "DDPG", MUJOCO_ENV, 39_303, 158_000, DDPGActorCritic, _ddpg_grad,
                     f"critic TD loss + actor loss, {DDPG_STEPS} transitions"),
}


# ---------------------------------------------------------------- gradients and cache


def _check(name: str, workers: int, seed: int = 0) -> Workload:
    check_seed(seed)
    if name not in WORKLOADS:
        raise KeyError(f"unknown workload {name!r}; known: {', '.join(WORKLOADS)}")
    check_workers(workers)
    return WORKLOADS[name]


def build_model(name: str, seed: int = 0) -> nn.Module:
    """The workload's model with the run's shared initial weights (seeded by `seed`)."""
    wl = _check(name, 1, seed)
    with deterministic_torch(seed):
        return wl.build()


def compute_gradients(name: str, workers: int = 4, seed: int = 0) -> list[torch.Tensor]:
    """Compute (no cache) each worker's flat fp32 gradient: same initial weights for all
    workers, worker ``w`` on environment/policy seed `env_seed`(seed, w)."""
    wl = _check(name, workers, seed)
    out = []
    with deterministic_torch(seed):
        model0 = wl.build()
        for w in range(workers):
            model = copy.deepcopy(model0)
            torch.manual_seed(env_seed(seed, w))  # nothing should draw from it; fixed anyway
            g = wl.grad(model, env_seed(seed, w))
            if g.dtype != torch.float32 or g.shape != (wl.params,):
                raise RuntimeError(f"{name}: gradient {g.dtype} {tuple(g.shape)}, "
                                   f"expected float32 ({wl.params},)")
            out.append(g)
    return out


def versions() -> dict[str, str]:
    """Versions that decide the gradients' bits: Python, torch, numpy, gymnasium, ale-py,
    mujoco (``"-"`` when not installed), the machine, and this module (version and hash)."""
    from importlib import metadata  # noqa: PLC0415

    v = {"python": platform.python_version(), "machine": platform.machine(),
         "workloads": str(WORKLOADS_VERSION),
         "workloads_sha256": hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:16]}
    for pkg in ("torch", "numpy", "gymnasium", "ale-py", "mujoco"):
        try:
            v[pkg] = metadata.version(pkg)
        except metadata.PackageNotFoundError:
            v[pkg] = "-"
    return v


def cache_key(name: str, workers: int, seed: int, vers: dict[str, str] | None = None) -> str:
    """A 24-hex-digit key of (name, workers, seed, versions); any change gives a new key."""
    vers = versions() if vers is None else vers
    blob = json.dumps({"name": name, "workers": workers, "seed": seed, "versions": vers},
                      sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:24]


def default_cache_dir() -> Path:
    """``$ISWITCH_CACHE`` if set, else ``out/cache/workloads`` in the repository."""
    env = os.environ.get("ISWITCH_CACHE")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[1] / "out" / "cache" / "workloads"


def cache_path(name: str, workers: int, seed: int, cache_dir: Path | None = None,
               vers: dict[str, str] | None = None) -> Path:
    """File holding the cached gradients of (name, workers, seed) under these versions."""
    d = default_cache_dir() if cache_dir is None else Path(cache_dir)
    return d / f"{name}-w{workers}-s{seed}-{cache_key(name, workers, seed, vers)}.pt"


def save_cached(path: Path, grads: Sequence[torch.Tensor], meta: dict[str, Any]) -> None:
    """Write gradients and metadata atomically: a new temporary file beside `path` (mode
    from the umask), renamed over it, so that a reader sees the old file or the new one;
    removed on any error. (Written out here rather than with iswitch.util.output: golden/
    depends on iswitch.wire only.)"""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.partial")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, "wb") as f:
            torch.save({"meta": meta, "grads": [g.contiguous() for g in grads]}, f)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def load_cached(path: Path, meta: dict[str, Any]) -> list[torch.Tensor] | None:
    """The cached gradients if `path` exists, loads, and its metadata equals `meta`;
    None otherwise (a damaged or foreign file is ignored and later overwritten)."""
    if not path.is_file():
        return None
    try:
        data = torch.load(path, weights_only=True)
    except Exception:  # noqa: BLE001 - any unreadable file is a cache miss
        return None
    if not isinstance(data, dict) or data.get("meta") != meta:
        return None
    grads = data.get("grads")
    if not isinstance(grads, list) or not all(isinstance(g, torch.Tensor) for g in grads):
        return None
    return grads


def gradients(name: str, workers: int = 4, seed: int = 0, *, cache: bool = True,
              cache_dir: Path | None = None) -> list[torch.Tensor]:
    """Each worker's flat fp32 gradient of workload `name` (list of `workers` tensors of
    ``WORKLOADS[name].params`` elements), from the disk cache when present."""
    wl = _check(name, workers, seed)
    vers = versions()
    meta = {"name": name, "workers": workers, "seed": seed, "params": wl.params,
            "versions": vers}
    path = cache_path(name, workers, seed, cache_dir, vers)
    if cache:
        hit = load_cached(path, meta)
        if hit is not None and len(hit) == workers:
            return hit
    grads = compute_gradients(name, workers, seed)
    if cache:
        save_cached(path, grads, meta)
    return grads


def digest(grads: Sequence[torch.Tensor]) -> str:
    """SHA-256 (hex) over the gradients' IEEE-754 little-endian bytes, in worker order: one
    short string that says whether two runs produced the same bits."""
    h = hashlib.sha256()
    for g in grads:
        h.update(g.detach().cpu().contiguous().numpy().astype("<f4", copy=False).tobytes())
    return h.hexdigest()
