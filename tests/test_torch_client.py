"""iswitch.torch against a real iswitch-switchd (model backend) on loopback.

Every sum is compared bit for bit with the fold of the members' gradients in the order
switchd logged (`iswitch.switchd.log.replay`). Every server runs on an ephemeral port; every
wait has a timeout (clients have `timeout_s`, threads and processes are joined with one).
"""

from __future__ import annotations

import collections
import contextlib
import inspect
import multiprocessing as mp
import os
import random
import select
import signal
import socket
import threading
import time
from pathlib import Path

import numpy as np
import pytest
import torch
from switchd_helpers import (
    JOB,
    allreduce_all,
    clients,
    dead_udp_port,
    expected,
    in_threads,
    same_bits,
)

from iswitch import native
from iswitch.client import Control
from iswitch.sim.scenarios import rand_bits
from iswitch.switchd.log import LogWriter, read_log
from iswitch.switchd.model_backend import ModelBackend
from iswitch.switchd.process import SwitchdProcess
from iswitch.switchd.server import Switchd
from iswitch.torch import (
    StalenessError,
    SwitchClient,
    SwitchError,
    SwitchTimeoutError,
    ddp_comm_hook,
)
from iswitch.util.build import ToolError
from iswitch.wire import (
    DATA_DSCP,
    DATA_FIELDS,
    HDR_LEN,
    VT_CTRL,
    AccelParams,
    Action,
    Flag,
    Reg,
)
from iswitch.wire.proto import ControlHeader, DataHeader, Endpoint, ISwitchData
from iswitch.worker import Session

#: SwitchClient's default retry_s
RETRY_S = inspect.signature(SwitchClient).parameters["retry_s"].default


def _grad(rng: random.Random, shape: tuple[int, ...]) -> torch.Tensor:
    n = int(np.prod(shape))
    return torch.from_numpy(np.array(rand_bits(rng, n), np.uint32).view(np.float32)
                            ).reshape(shape)


@pytest.fixture
def switchd(tmp_path: Path):
    with SwitchdProcess(log=tmp_path / "order.log") as sw:
        yield sw


# ---------------------------------------------------------------- sync


SHAPES = [(1,), (359,), (360,), (361,), (3, 5, 7), (2, 360), (720,), (4097,), (100_003,)]


def test_allreduce_shapes_bit_exact(switchd: SwitchdProcess) -> None:
    """Several shapes and sizes, NaN payloads, infinities, subnormals and signed zeros
    included: every member gets the same sum, the fold in switchd's logged order, and
    segment numbers continue across calls."""
    rng = random.Random(21)
    print("seed 21")
    cs = clients(switchd.addr, 3)
    try:
        base = 0
        for shape in SHAPES:
            grads = [_grad(rng, shape) for _ in cs]
            outs = allreduce_all(cs, grads)
            want = expected(switchd.log, grads, [c.worker for c in cs], base)
            for out in outs:
                assert out.shape == torch.Size(shape) and out.dtype == torch.float32
                assert same_bits(out, want), shape
            base += -(-int(np.prod(shape)) // 360)
            assert all(c.next_seg == base for c in cs)
        assert all(c.stats["ignored"] == 0 for c in cs)
    finally:
        in_threads([c.close for c in cs])
    recs = read_log(switchd.log)
    assert recs["seg"].tolist() == list(range(base))  # one aggregate per segment, in order
    assert set(recs["n"].tolist()) == {3}


def test_in_place_and_overlapping_out_bit_exact(switchd: SwitchdProcess) -> None:
    """`allreduce(t, out=t)` (in place, as DDP's hook does: the datagrams are gathered from
    `t` while the sums land in it) and an `out` that overlaps `t` at another offset (the
    gradient is copied first) give the logged-order fold."""
    rng = random.Random(27)
    print("seed 27")
    n = 5 * 360 + 17
    cs = clients(switchd.addr, 3)
    try:
        grads = [_grad(rng, (n,)) for _ in cs]
        xs = [g.clone() for g in grads]
        in_threads([lambda c=c, x=x: c.allreduce(x, out=x) for c, x in zip(cs, xs, strict=True)])
        want = expected(switchd.log, grads, [c.worker for c in cs], 0)
        assert all(same_bits(x, want) for x in xs)
        bufs = [torch.zeros(2 * n) for _ in cs]
        for b, g in zip(bufs, grads, strict=True):
            b[:n] = g
        in_threads([lambda c=c, b=b: c.allreduce(b[:n], out=b[n // 2:n // 2 + n])
                    for c, b in zip(cs, bufs, strict=True)])
        want = expected(switchd.log, grads, [c.worker for c in cs], cs[0].next_seg // 2)
        assert all(same_bits(b[n // 2:n // 2 + n], want) for b in bufs)
    finally:
        in_threads([c.close for c in cs])


def test_without_gso_at_either_end(tmp_path: Path) -> None:
    """A kernel without UDP GSO: clients and switch send one datagram per system call (the
    compiled loops' fallback), and the sums are the same."""
    rng = random.Random(28)
    print("seed 28")
    cfg = AccelParams(K=16, EXACT=0)
    server = Switchd(("127.0.0.1", 0), ModelBackend(cfg), cfg, log=LogWriter(tmp_path / "o.log"))
    server.sock.gso = False
    stop = threading.Event()
    t = threading.Thread(target=server.serve, args=(stop, 0.05), daemon=True)
    t.start()
    try:
        cs = clients(server.addr, 3)
        try:
            for c in cs:
                c.sock.gso = False
            grads = [_grad(rng, (20 * 360 + 5,)) for _ in cs]
            outs = allreduce_all(cs, grads)
            want = expected(tmp_path / "o.log", grads, [c.worker for c in cs], 0)
            assert all(same_bits(o, want) for o in outs)
            assert not server.sock.gso and not any(c.sock.gso for c in cs)
        finally:
            in_threads([c.close for c in cs])
    finally:
        stop.set()
        t.join(10)
        server.close()
    assert server.loop is not None and server.loop.taken >= 3 * 21  # (counted on return)


def test_window_one_and_threshold_queries(switchd: SwitchdProcess) -> None:
    rng = random.Random(22)
    print("seed 22")
    cs = clients(switchd.addr, 2, window=1)
    try:
        grads = [_grad(rng, (1500,)) for _ in cs]
        outs = allreduce_all(cs, grads)
        want = expected(switchd.log, grads, [c.worker for c in cs], 0)
        assert all(same_bits(o, want) for o in outs)
        assert cs[0].query(Reg.H) == 2 and cs[1].query(Reg.MEMBER_COUNT) == 2
        assert sorted(c.index for c in cs) == [0, 1]
    finally:
        in_threads([c.close for c in cs])


def test_no_compiler_fails_before_joining(switchd: SwitchdProcess,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The compiled window loop cannot be built: the client fails at construction, with
    the compiler named, before it joins."""
    monkeypatch.setenv("CXX", "/nonexistent/c++")
    native.lib.cache_clear()
    try:
        with pytest.raises(ToolError, match="C\\+\\+ compiler '/nonexistent/c\\+\\+'"):
            SwitchClient(switchd.addr, 1, JOB, 1, timeout_s=5)
    finally:
        monkeypatch.undo()
        native.lib.cache_clear()
    with SwitchClient(switchd.addr, 2, JOB, 1, timeout_s=5) as c:
        assert c.query(Reg.MEMBER_COUNT) == 1
    switchd.stop()
    assert switchd.stats()["senders"] == 1  # the first client sent nothing


def test_bad_arguments(switchd: SwitchdProcess) -> None:
    with pytest.raises(ValueError, match="threshold"):
        SwitchClient(switchd.addr, 1, JOB, 2, threshold=3)
    with pytest.raises(ValueError, match="worker must be an integer in 0..65534"):
        SwitchClient(switchd.addr, 0xFFFF, JOB, 1)
    with pytest.raises(ValueError, match="window 32 exceeds the K 16"):
        SwitchClient(switchd.addr, 1, JOB, 1, window=32)
    with SwitchClient(switchd.addr, 1, JOB, 1, timeout_s=5) as c:
        with pytest.raises(TypeError, match="float32"):
            c.allreduce(torch.zeros(3, dtype=torch.float64))
        with pytest.raises(ValueError, match="empty"):
            c.allreduce(torch.zeros(0))
        with pytest.raises(TypeError, match="takes a torch.Tensor, got ndarray"):
            c.allreduce(np.zeros(3, np.float32))  # type: ignore[arg-type]
        x = torch.zeros(4)
        for out in (torch.zeros(4, dtype=torch.float64), torch.zeros(5),
                    torch.zeros(8)[::2], torch.zeros(4, device="meta")):
            with pytest.raises(ValueError, match="out must be a contiguous float32 CPU"):
                c.allreduce(x, out=out)
        out = c.allreduce(torch.tensor([1.5, -0.0]))  # one member: the sum is the tensor
        assert same_bits(out, [1.5, -0.0])
        with pytest.raises(SwitchError, match="BAD_JOB"):
            SwitchClient(switchd.addr, 2, JOB + 1, 1, timeout_s=5)
    assert c.closed and c.leave_error is None
    with pytest.raises(RuntimeError, match="closed"):
        c.allreduce(torch.zeros(1))


def test_members_missing_at_construction(switchd: SwitchdProcess) -> None:
    """Too few members within the join timeout: a clear error, and the client that gave
    up left the job again (a one-member job can then start there)."""
    with pytest.raises(SwitchTimeoutError,
                       match=rf"1 of 2 members joined job {JOB} .* within 1 s") as e:
        SwitchClient(switchd.addr, 1, JOB, 2, timeout_s=1.0)
    assert e.value.switch_addr == switchd.addr
    with SwitchClient(switchd.addr, 2, JOB, 1, timeout_s=5) as c:
        assert c.query(Reg.MEMBER_COUNT) == 1


# ---------------------------------------------------------------- faults


def _requests_sent(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """(action, seq) of every control request the clients send from now on."""
    sent: list[tuple[int, int]] = []
    send = Control.send

    def counting(self: Control, action: int, value: int = 0, seq: int | None = None) -> int:
        seq = send(self, action, value, seq)
        sent.append((int(action), seq))
        return seq

    monkeypatch.setattr(Control, "send", counting)
    return sent


def _most_sends(retry_s: float, timeout_s: float) -> int:
    """How many times `Control.request` may send a request before it gives up: at 0, then
    after each back-off (retry_s doubling up to a quarter of timeout_s) that ends before
    timeout_s. A slower machine sends fewer, never more."""
    t, retry, n = 0.0, retry_s, 1
    while t + retry < timeout_s:
        t, n = t + retry, n + 1
        retry = min(2 * retry, max(retry_s, timeout_s / 4))
    return n


def _gave_up_in_time(sent: list[tuple[int, int]], timeout_s: float) -> None:
    """One JOIN request, resent with the same seq on the back-off schedule, and no more
    often than it allows within timeout_s."""
    assert sent and {a for a, _ in sent} == {int(Action.JOIN)}
    assert len({q for _, q in sent}) == 1, sent
    assert len(sent) <= _most_sends(RETRY_S, timeout_s), (len(sent), sent)


def test_switch_unreachable(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing listens at the address: a clear error naming it, after timeout_s of
    retries."""
    port = dead_udp_port()
    sent = _requests_sent(monkeypatch)
    with pytest.raises(SwitchTimeoutError) as e:
        SwitchClient(("127.0.0.1", port), 1, JOB, 1, timeout_s=1.0)
    assert f"127.0.0.1:{port}" in str(e.value) and "connection refused" in str(e.value)
    assert "no Ack to JOIN(0) within 1 s" in str(e.value)
    _gave_up_in_time(sent, 1.0)


def test_switch_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    """A socket that swallows everything (no ICMP error either): the same, without
    'refused'; every request the client sent reached the socket."""
    import socket

    sent = _requests_sent(monkeypatch)
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sink:
        sink.bind(("127.0.0.1", 0))
        with pytest.raises(SwitchTimeoutError, match=r"no Ack to JOIN\(0\) within 0.5 s") as e:
            SwitchClient(sink.getsockname(), 1, JOB, 1, timeout_s=0.5)
        assert "refused" not in str(e.value)
        sink.setblocking(False)
        got = []
        with contextlib.suppress(BlockingIOError):
            while True:
                got.append(sink.recv(2048))
    _gave_up_in_time(sent, 0.5)
    assert len(got) == len(sent) and len(set(got)) == 1  # one request, resent as it was


@pytest.mark.parametrize("drop_p", [0.01, 0.05])
def test_drop_both_directions_recovers_bit_exact(tmp_path: Path, drop_p: float) -> None:
    """switchd drops datagrams in both directions: Help, replays and RETX recover them and
    the sums are still the logged-order fold, bit for bit."""
    rng = random.Random(23)
    print("seed 23, switchd seed 5")
    with SwitchdProcess(log=tmp_path / "o.log", drop_p=drop_p, seed=5) as sw:
        cs = clients(sw.addr, 3, timeout_s=20)
        try:
            base = 0
            for n in (7, 3000, 20_000):
                grads = [_grad(rng, (n,)) for _ in cs]
                outs = allreduce_all(cs, grads)
                want = expected(sw.log, grads, [c.worker for c in cs], base)
                assert all(same_bits(o, want) for o in outs), n
                base += -(-n // 360)
            helps = sum(c.stats["helps"] for c in cs)
        finally:
            in_threads([c.close for c in cs])
    stats = sw.stats()
    print(stats, helps)
    assert stats["dropped_in"] > 0 and stats["dropped_out"] > 0 and helps > 0


def test_non_iswitch_datagrams_counted_and_ignored(switchd: SwitchdProcess) -> None:
    """Ordinary datagrams (DSCP 0) pass the switch as regular traffic: REGULAR counts them
    and nobody receives them; one with the iSwitch data DSCP but no iSwitch header is a
    counted drop. Training goes on, bit for bit."""
    import socket

    rng = random.Random(24)
    print("seed 24")
    cs = clients(switchd.addr, 2)
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as stray:
            stray.sendto(b"hello, switch", switchd.addr)
            stray.setsockopt(socket.IPPROTO_IP, socket.IP_TOS, DATA_DSCP << 2)
            stray.sendto(bytes(range(40)), switchd.addr)
        grads = [_grad(rng, (1000,)) for _ in cs]
        outs = allreduce_all(cs, grads)
        want = expected(switchd.log, grads, [c.worker for c in cs], 0)
        assert all(same_bits(o, want) for o in outs)
        assert cs[0].query(Reg.REGULAR) == 1
        assert cs[0].query(Reg.BAD_HEADER) == 1 and cs[0].query(Reg.DROPS) == 1
        assert all(c.stats["ignored"] == 0 for c in cs)
    finally:
        in_threads([c.close for c in cs])
    assert switchd.stop() == 0
    assert switchd.stats()["regular"] == 1


def _member_proc(addr: tuple[str, int], worker: int, n: int, q: mp.Queue) -> None:
    torch.set_num_threads(1)
    try:
        c = SwitchClient(addr, worker, JOB, 3, timeout_s=2.0, join_timeout_s=120)
        q.put(("joined", worker))
        rng = np.random.default_rng(worker)
        while True:
            c.allreduce(torch.from_numpy(rng.standard_normal(n).astype(np.float32)))
            q.put(("done", worker))
    except SwitchError as e:
        q.put(("error", worker, type(e).__name__, str(e)))
    except Exception as e:  # anything else is reported, not a silent exit
        q.put(("crash", worker, type(e).__name__, str(e)))


def test_member_killed_sync_others_fail_clearly(switchd: SwitchdProcess) -> None:
    """A member dies mid-training (SIGKILL, no Leave): the others stop with a clear error
    within their timeout (2 s), naming the switch and the missing segments.

    Each member has its own queue: a process killed while it writes to a queue leaves
    that queue's write lock held (the multiprocessing docs warn of it), which would stall
    the survivors' reports if they shared it."""
    ctx = mp.get_context("spawn")
    qs = [ctx.Queue() for _ in range(3)]
    procs = [ctx.Process(target=_member_proc, args=(switchd.addr, w, 50_000, qs[w]),
                         daemon=True)
             for w in range(3)]
    for p in procs:
        p.start()
    try:
        assert [q.get(timeout=120)[:2] for q in qs] == [("joined", w) for w in range(3)]
        assert qs[0].get(timeout=60)[0] == "done"  # training runs
        os.kill(procs[2].pid, signal.SIGKILL)
        errors = []
        for q in qs[:2]:
            while (e := q.get(timeout=30))[0] == "done":
                pass
            errors.append(e)
        for state, worker, kind, msg in errors:
            assert (state, worker, kind) == ("error", worker, "SwitchTimeoutError"), msg
            assert f"switch {switchd.addr[0]}:{switchd.addr[1]}" in msg
            assert "no progress for 2 s: " in msg  # its own timeout, not a later one
            assert "segment(s) missing" in msg and "NOT_DONE" in msg
    finally:
        for p in procs:
            p.join(10)
            if p.is_alive():
                p.kill()
                p.join(5)


# ---------------------------------------------------------------- DDP


def _ddp_proc(rank: int, world: int, switch_addr: tuple[str, int], pg_port: int,
              out: str) -> None:
    import torch.distributed as dist
    from torch.nn.parallel import DistributedDataParallel as DDP

    torch.set_num_threads(1)
    os.environ["MASTER_ADDR"], os.environ["MASTER_PORT"] = "127.0.0.1", str(pg_port)
    dist.init_process_group("gloo", rank=rank, world_size=world)
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(20, 300), torch.nn.Tanh(),
                                torch.nn.Linear(300, 300), torch.nn.Tanh(),
                                torch.nn.Linear(300, 7))
    ddp = DDP(model, bucket_cap_mb=0.1)  # several buckets (after DDP's first iteration)
    client = SwitchClient(switch_addr, 100 + rank, JOB, world, timeout_s=20,
                          join_timeout_s=120)
    calls = []

    def hook(state, bucket):  # noqa: ANN001, ANN202 (DDP checks real annotations)
        local = bucket.buffer().clone()
        fut = ddp_comm_hook(state, bucket)
        calls.append((state.next_seg, local, fut.value().clone()))
        return fut

    ddp.register_comm_hook(client, hook)
    opt = torch.optim.SGD(ddp.parameters(), lr=0.1)
    gen = torch.Generator().manual_seed(rank)
    for _ in range(3):
        x = torch.randn(16, 20, generator=gen)
        opt.zero_grad()
        ddp(x).pow(2).mean().backward()
        opt.step()
    # the three-line usage of the README, with the hook itself
    model2 = torch.nn.Linear(20, 5)
    ddp2 = DDP(model2)
    ddp2.register_comm_hook(client, ddp_comm_hook)
    ddp2(torch.randn(4, 20, generator=gen)).sum().backward()
    client.close()
    torch.save({"calls": calls, "params": [p.detach() for p in model.parameters()],
                "grads2": [p.grad for p in model2.parameters()]},
               Path(out) / f"rank{rank}.pt")
    dist.destroy_process_group()


def test_ddp_comm_hook_sums_through_the_switch(switchd: SwitchdProcess, tmp_path: Path) -> None:
    """DistributedDataParallel with the hook (gloo only for DDP's bookkeeping): every bucket
    is the switch's logged-order sum divided by the world size, bit for bit, and the
    replicas stay identical."""
    import socket

    import torch.multiprocessing as tmp_mp

    world = 3
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        pg_port = s.getsockname()[1]
    ctx = tmp_mp.start_processes(_ddp_proc, args=(world, switchd.addr, pg_port, str(tmp_path)),
                                 nprocs=world, join=False, start_method="spawn")
    deadline = time.monotonic() + 180
    while not ctx.join(timeout=max(1.0, deadline - time.monotonic())):
        if time.monotonic() > deadline:
            for p in ctx.processes:
                p.kill()
            pytest.fail("DDP workers did not finish within 180 s")
    runs = [torch.load(tmp_path / f"rank{r}.pt") for r in range(world)]
    n_calls = len(runs[0]["calls"])
    print("hook calls", n_calls)
    assert n_calls > 3 and all(len(r["calls"]) == n_calls for r in runs)  # 3 x buckets
    for i in range(n_calls):
        end = runs[0]["calls"][i][0]
        local = [r["calls"][i][1] for r in runs]
        base = end - -(-local[0].numel() // 360)
        want = expected(switchd.log, local, [100 + r for r in range(world)], base)
        mean = torch.from_numpy(want) / world
        for r in runs:
            assert same_bits(r["calls"][i][2], mean), f"bucket call {i}"
    for r in runs[1:]:
        for a, b in zip(runs[0]["params"] + runs[0]["grads2"], r["params"] + r["grads2"],
                        strict=True):
            assert same_bits(a, b)


# ---------------------------------------------------------------- async


def test_async_members_apply_the_same_updates(switchd: SwitchdProcess) -> None:
    """H = 2 of 4 members, staleness 1, members of different speeds: every member gets
    every update, in order, bit-identical; each aggregate has exactly H contributions."""
    n, iters = 2000, 12
    digests = []

    def member(c: SwitchClient, delay: float) -> tuple[list[bytes], int]:
        st = c.stream(n, staleness=1)
        got: list[bytes] = []
        rng = np.random.default_rng(c.worker)
        submitted = 0
        while st.version < iters:
            ups = st.poll(timeout=0.0 if st.can_submit() else 1.0)
            for u in ups:
                assert u.index == len(got)
                assert (u.nsum == 2).all()
                assert (u.mine == ((u.contrib >> c.index) & 1).astype(bool)).all()
                got.append(u.sum.numpy().tobytes())
            if st.can_submit() and not ups:
                time.sleep(delay)
                st.submit(torch.from_numpy(rng.standard_normal(n).astype(np.float32)))
                submitted += 1
        with pytest.raises(StalenessError):
            while True:
                st.submit(torch.zeros(n))
        return got[:iters], submitted

    cs = clients(switchd.addr, 4, threshold=2)
    try:
        digests = in_threads([lambda c=c, d=d: member(c, d)
                              for c, d in zip(cs, (0.0, 0.001, 0.004, 0.01), strict=True)])
        late = cs[0].query(Reg.LATE)
    finally:
        in_threads([c.close for c in cs])
    updates = [d[0] for d in digests]
    assert all(u == updates[0] for u in updates)
    print("submissions per member", [d[1] for d in digests], "LATE", late)


def test_stray_datagrams_at_the_client_are_ignored(switchd: SwitchdProcess) -> None:
    """What a worker may receive besides its aggregates (short or odd-sized datagrams,
    data without the AGG flag, another job's aggregates, aggregates of segments not asked
    for) is counted in stats['ignored'] and changes nothing; a second copy of an aggregate
    that differs from the first is an error. The datagrams go in where the socket's do,
    through the client's `Control.dispatch` (whatever engine takes the aggregates behind
    it)."""
    from iswitch.torch import ROW
    from iswitch.wire import MAGIC, MAX_ELEMS, SWITCH_WORKER_ID, VT_DATA, Flag
    from iswitch.wire.dgram import Burst
    from iswitch.wire.dtypes import DATA_DTYPE

    def agg(seg: int, job: int = JOB, flags: int = Flag.AGG | Flag.DOWN,
            count: int = MAX_ELEMS, fill: float = 0.0) -> bytes:
        h = np.zeros(1, DATA_DTYPE)
        h["magic"], h["vt"], h["job"], h["seg"] = MAGIC, VT_DATA, job, seg
        h["worker"], h["count"], h["nsum"], h["flags"] = SWITCH_WORKER_ID, count, 1, flags
        return h.tobytes() + np.full(count, fill, "<f4").tobytes()

    with SwitchClient(switchd.addr, 1, JOB, 1, timeout_s=5) as c:
        c.allreduce(torch.zeros(720))  # segments 0, 1 done; the next call starts at 2
        strays = [b"\x00" * 5, bytes(ROW - 1), agg(2, flags=0), agg(2, job=JOB + 1),
                  agg(99), agg(2, count=100), agg(0, fill=1.0)]  # (0: delivered already)
        for s in strays:
            c.ctl.dispatch(Burst.of(s), 0)
        assert c.stats["ignored"] == len(strays)
        out = c.allreduce(torch.ones(MAX_ELEMS))  # the strays disturbed nothing
        assert same_bits(out, torch.ones(MAX_ELEMS))
        # a differing second copy of an aggregate (forged here): SwitchError. The forged
        # aggregates are of the asynchronous stream's first update, which their arrival
        # opens (this worker contributed nothing to it)
        st = c.stream(MAX_ELEMS, staleness=0)
        seg = c.next_seg
        c.ctl.dispatch(Burst.of(agg(seg, fill=2.0)), 0)
        c.ctl.dispatch(Burst.of(agg(seg, fill=2.0)), 0)  # an identical copy: a duplicate
        assert c.stats["duplicates"] == 1
        forged = bytearray(agg(seg, fill=2.0))
        forged[-1] ^= 1
        with pytest.raises(SwitchError, match="differ"):
            c.ctl.dispatch(Burst.of(bytes(forged)), 0)
        (update,) = st.poll()  # the first copy stands
        assert update.index == 0 and same_bits(update.sum, torch.full((MAX_ELEMS,), 2.0))
        assert c.stats["ignored"] == len(strays)


# ---------------------------------------------------------------- against worker.Session


class _Relay(threading.Thread):
    """A UDP relay between one client and switchd on loopback that records every datagram,
    in the order it passes (a client's datagram is recorded before it goes on, an
    aggregate before the client can see it: the record is causally ordered), with its ToS
    byte kept (IP_RECVTOS in, IP_TOS out). With `drop_p`, each datagram is lost with that
    probability (seeded), either way: a lost one from the client is recorded (it sent it),
    one to the client is not (it never saw it)."""

    def __init__(self, switch: tuple[str, int], drop_p: float = 0.0, seed: int = 0) -> None:
        super().__init__(daemon=True)
        self.drop_p, self.rng = drop_p, random.Random(seed)
        self.front = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.front.bind(("127.0.0.1", 0))
        self.back = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.back.bind(("127.0.0.1", 0))
        self.back.connect(switch)
        for s in (self.front, self.back):
            s.setsockopt(socket.IPPROTO_IP, socket.IP_RECVTOS, 1)
        self.addr = self.front.getsockname()
        self.events: list[tuple[str, bytes]] = []  #: ("up" | "down", datagram)
        self.client: tuple[str, int] | None = None
        self.done = threading.Event()

    @staticmethod
    def _recv(s: socket.socket) -> tuple[bytes, int, tuple[str, int]]:
        d, anc, _flags, addr = s.recvmsg(65535, socket.CMSG_SPACE(4))
        tos = next((c[2][0] for c in anc if c[:2] == (socket.IPPROTO_IP, socket.IP_TOS)), 0)
        return d, tos, addr

    def run(self) -> None:
        while not self.done.is_set():
            for s in select.select([self.front, self.back], [], [], 0.02)[0]:
                d, tos, addr = self._recv(s)
                cmsg = [(socket.IPPROTO_IP, socket.IP_TOS, bytes([tos]))]
                lost = self.drop_p and self.rng.random() < self.drop_p
                if s is self.front:
                    self.client = addr
                    self.events.append(("up", d))
                    if not lost:
                        self.back.sendmsg([d], cmsg)
                elif self.client is not None and not lost:
                    self.events.append(("down", d))
                    self.front.sendmsg([d], cmsg, 0, self.client)

    def close(self) -> None:
        self.done.set()
        self.join(10)
        self.front.close()
        self.back.close()


#: aggregates relayed to the client that it may not have read yet when it asks (_conforms)
RACE = 64


def _conforms(events: list[tuple[str, bytes]], grad: torch.Tensor, worker: int, k: int,
              result: torch.Tensor) -> dict[str, int]:
    """The client's side of the exchange, replayed into the reference (`worker.Session`,
    fed the aggregates in the order the client got them):

    - every first copy of a data datagram the client sent is the one the reference sends
      next, at a moment the reference's window allows it;
    - every RETX copy is the reference's datagram of a segment sent before and still
      missing (or whose aggregate is among the last ``RACE`` relayed, which the client may
      not have read yet), with the RETX flag set;
    - every Help asks for a segment sent before and still missing (the same);
    - the reference sends nothing the client did not, and its sum is the client's, bit for
      bit.

    The datagrams are compared as bytes, their headers read by scapy for the message.
    Returns how many datagrams of each kind were checked."""
    s = Session(grad, Endpoint(worker=worker, job=JOB, mac=bytes(6), ip=bytes(4)), k)
    allowed: list[bytes] = []
    n = {"data": 0, "retx": 0, "help": 0}

    # The relay records an aggregate when it forwards it, before the client reads it: a
    # Help or RETX the client decided on before reading one of the last aggregates
    # relayed is legitimate (the race is the socket's, not the protocol's). So "missing"
    # is: sent, and not received, or received among the last RACE aggregates relayed.
    race: collections.deque[int] = collections.deque(maxlen=RACE)

    def missing(seg: int) -> bool:
        i = (seg - s.base_seg) & 0xFFFF_FFFF
        return i < s.next and (i not in s.reasm.parts or seg in race)

    for e, (way, d) in enumerate(events):
        if way == "down":
            s.on_datagram(d)
            if len(d) >= HDR_LEN and d[1] != VT_CTRL:
                race.append(DataHeader.unpack(d).seg)
            continue
        if len(d) < HDR_LEN:
            continue
        if d[1] == VT_CTRL:
            req = ControlHeader.unpack(d)
            if req.action == Action.HELP:
                assert missing(req.value), f"event {e}: Help({req.value}), not missing"
                n["help"] += 1
            continue  # (the other requests: iswitch.client's, not the flow's)
        hdr = DataHeader.unpack(d)
        if hdr.flags & Flag.RETX:
            assert missing(hdr.seg), f"event {e}: RETX of segment {hdr.seg}, not missing"
            want = bytearray(s.data[(hdr.seg - s.base_seg) & 0xFFFF_FFFF])
            want[DATA_FIELDS["flags"].offset + 1] |= Flag.RETX
            assert d == want, (f"event {e}: RETX {ISwitchData(d).fields} != reference "
                               f"{ISwitchData(bytes(want)).fields}")
            n["retx"] += 1
            continue
        allowed += s.sendable()
        assert allowed, (f"event {e}: the client sent {ISwitchData(d).summary()} where the "
                         f"window allows nothing")
        want = allowed.pop(0)
        assert d == want, (f"event {e}: data datagram {n['data']}: client "
                           f"{ISwitchData(d).fields} != reference {ISwitchData(want).fields}")
        n["data"] += 1
    allowed += s.sendable()
    assert not allowed and n["data"] == len(s.data), (
        f"the client sent {n['data']} of the reference's {len(s.data)} data datagrams")
    assert s.done and same_bits(result, s.result().reshape(result.shape))
    return n


def _relayed_allreduce(switchd: SwitchdProcess, n: int, k: int, seed: int, drop_p: float = 0.0
                       ) -> list[tuple[list[tuple[str, bytes]], torch.Tensor, int, torch.Tensor]]:
    """Two members, each through its own relay (losing `drop_p` of the datagrams either
    way), one allreduce of `n` elements: per member (relay events, gradient, worker id,
    result)."""
    rng = random.Random(seed)
    relays = [_Relay(switchd.addr, drop_p, seed + i) for i in range(2)]
    for r in relays:
        r.start()
    cs = in_threads([lambda i=i: SwitchClient(relays[i].addr, 100 + i, JOB, 2, window=k)
                     for i in range(2)])
    try:
        grads = [_grad(rng, (n,)) for _ in cs]
        outs = allreduce_all(cs, grads)
    finally:
        in_threads([c.close for c in cs])
        for r in relays:
            r.close()
    return [(r.events, g, c.worker, o) for r, g, c, o in zip(relays, grads, cs, outs,
                                                              strict=True)]


@pytest.mark.parametrize(("n", "k", "seed"), [(40 * 360 + 17, 4, 51), (7 * 360, 1, 52),
                                              (100, 16, 53)])
def test_client_conforms_to_session_frame_by_frame(switchd: SwitchdProcess, n: int, k: int,
                                                   seed: int) -> None:
    """SwitchClient (its compiled data path, iswitch/native/flow.cpp, on worker.h) against the
    reference worker, `iswitch.worker.Session`, datagram by datagram through a recording
    relay: the same data datagrams, in the reference's order, within its window, and the
    same sum."""
    print(f"seed {seed}")
    for events, grad, worker, out in _relayed_allreduce(switchd, n, k, seed):
        assert _conforms(events, grad, worker, k, out)["retx"] == 0


@pytest.mark.parametrize("seed", [61, 62])
def test_client_recovery_conforms_to_session(switchd: SwitchdProcess, seed: int) -> None:
    """The same through relays that lose 5% of the datagrams either way: the client's Help
    requests and RETX copies are the reference's (a segment sent and still missing; the
    reference's datagram with RETX set), its first copies as above, and the sums agree."""
    print(f"seed {seed}")
    helps = 0
    for events, grad, worker, out in _relayed_allreduce(switchd, 30 * 360 + 3, 4, seed, 0.05):
        n = _conforms(events, grad, worker, 4, out)
        print(n)
        helps += n["help"]
    assert helps > 0


@pytest.mark.parametrize("where", ["sent", "received"])
def test_session_comparison_catches_a_one_bit_fault(switchd: SwitchdProcess,
                                                    where: str) -> None:
    """The conformance check is not vacuous: one flipped bit in one datagram the client
    sent (a header or payload bit), or in the payload of one aggregate it received, fails
    it; the record without the fault passes."""
    print("seed 54")
    rng = random.Random(54)
    events, grad, worker, out = _relayed_allreduce(switchd, 12 * 360 + 5, 4, 54)[0]
    _conforms(events, grad, worker, 4, out)
    way = "up" if where == "sent" else "down"
    picks = [i for i, (w, d) in enumerate(events) if w == way and len(d) > HDR_LEN
             and d[1] != VT_CTRL]
    i = rng.choice(picks)
    d = bytearray(events[i][1])
    lo = 0 if where == "sent" else 8 * HDR_LEN
    bit = rng.randrange(lo, 8 * len(d))
    d[bit // 8] ^= 1 << (bit % 8)
    events[i] = (way, bytes(d))
    print(f"event {i}, bit {bit}")
    with pytest.raises(AssertionError):
        _conforms(events, grad, worker, 4, out)
