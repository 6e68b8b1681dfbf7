"""iswitch.util.output: output files and folders are never destroyed, never half-written.

A symlink is written through (the link stays), a FIFO, a device, a socket or a folder is
refused before anything is written, a failed or interrupted write leaves the old content
and no temporary file, and a staged output folder appears whole or not at all.
"""

from __future__ import annotations

import os
import socket
import stat
from pathlib import Path

import pytest

from iswitch.util import cli, output


def _umask() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return umask


def _device(tmp_path: Path) -> Path:
    """A character device node that is safe to point at: the null device's numbers in a
    temporary folder (needs root), else /dev/null itself. Nothing is ever written to it."""
    if os.geteuid() == 0:
        node = tmp_path / "null-device"
        os.mknod(node, stat.S_IFCHR | 0o600, os.makedev(1, 3))
        return node
    return Path("/dev/null")


def _unwritable_dir(tmp_path: Path) -> Path:
    """A folder this process may not write in: a read-only folder, or as root (who may
    write in any folder of a writable filesystem) /proc/sys."""
    if os.geteuid() == 0:
        return Path("/proc/sys")
    d = tmp_path / "ro"
    d.mkdir()
    d.chmod(0o555)
    return d


# ---------------------------------------------------------------- single files


def test_new_file_gets_the_umask_mode_and_no_temporary_stays(tmp_path: Path) -> None:
    out = tmp_path / "a.txt"
    output.write_atomic(out, "hello\n")
    assert out.read_text() == "hello\n"
    assert stat.S_IMODE(out.stat().st_mode) == 0o666 & ~_umask()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt"]


def test_existing_file_keeps_its_mode(tmp_path: Path) -> None:
    out = tmp_path / "a.txt"
    out.write_text("old")
    out.chmod(0o640)
    output.write_atomic(out, b"new")
    assert out.read_bytes() == b"new" and stat.S_IMODE(out.stat().st_mode) == 0o640


def test_symlink_is_written_through_and_kept(tmp_path: Path) -> None:
    target = tmp_path / "real.v"
    target.write_text("old")
    link = tmp_path / "link.v"
    link.symlink_to(target)
    output.write_atomic(link, "new")
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text() == "new"
    dangling = tmp_path / "dangling.v"
    dangling.symlink_to(tmp_path / "created.v")
    output.write_atomic(dangling, "x")
    assert dangling.is_symlink() and (tmp_path / "created.v").read_text() == "x"


def _fifo(tmp_path: Path) -> Path:
    p = tmp_path / "fifo"
    os.mkfifo(p)
    return p


def _unix_socket(tmp_path: Path) -> Path:
    p = tmp_path / "sock"
    s = socket.socket(socket.AF_UNIX)
    s.bind(str(p))
    s.close()
    return p


def _link_to_fifo(tmp_path: Path) -> Path:
    link = tmp_path / "to-fifo"
    link.symlink_to(_fifo(tmp_path))
    return link


def _in_a_file(tmp_path: Path) -> Path:
    (tmp_path / "file").write_text("")
    return tmp_path / "file" / "out.txt"


REFUSED_FILES = {
    "FIFO": (_fifo, "is a FIFO, not a regular file"),
    "device": (_device, "is a character device, not a regular file"),
    "socket": (_unix_socket, "is a socket"),
    "folder": (lambda t: t, "is a directory"),
    "symlink to a FIFO": (_link_to_fifo, "is a FIFO (the symlink's target"),
    "missing folder": (lambda t: t / "nope" / "out.txt", "does not exist"),
    "under a file": (_in_a_file, "Not a directory"),
    "unwritable folder": (lambda t: _unwritable_dir(t) / "out.txt", "cannot write in"),
}


@pytest.mark.parametrize("case", list(REFUSED_FILES))
def test_refused_file_outputs(case: str, tmp_path: Path) -> None:
    make, fragment = REFUSED_FILES[case]
    path = make(tmp_path)
    before = path.lstat() if path.is_symlink() or path.exists() else None
    with pytest.raises(output.OutputError, match=None) as e:
        output.write_atomic(path, "data")
    assert fragment in str(e.value) and str(e.value).startswith(str(path))
    if before is not None:  # not replaced: the same inode, the same kind
        after = path.lstat()
        assert (after.st_ino, after.st_mode) == (before.st_ino, before.st_mode)


def test_failed_or_interrupted_write_leaves_the_old_file(tmp_path: Path) -> None:
    out = tmp_path / "a.txt"
    out.write_text("old")
    for exc in (RuntimeError("boom"), KeyboardInterrupt()):
        with pytest.raises(type(exc)), output.replacing(out) as tmp:
            tmp.write_text("half")
            raise exc
        assert out.read_text() == "old"
        assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt"]


def test_write_error_names_the_users_path_not_the_temporary(tmp_path: Path) -> None:
    out = tmp_path / "a.txt"
    with pytest.raises(output.OutputError) as e, output.replacing(out) as tmp:
        tmp.unlink()  # its chmod and rename then fail, naming the temporary file
    assert str(e.value) == f"{out}: No such file or directory"
    assert sorted(p.name for p in tmp_path.iterdir()) == []


# ---------------------------------------------------------------- output folders


def test_staged_dir_replaces_entries_keeps_others_discards_work(tmp_path: Path) -> None:
    out = tmp_path / "report"
    out.mkdir()
    (out / "index.md").write_text("old")
    (out / "fig").mkdir()
    (out / "fig" / "old.png").write_text("")
    (out / "mine.txt").write_text("the user's")
    (out / "work").mkdir()  # an earlier run's work folder
    (out / "work" / "stale.bin").write_bytes(b"x")
    with output.staged_dir(out, discard=("work",)) as stage:
        assert stage.parent == out and stage.name.startswith(".partial-")
        (stage / "index.md").write_text("new")
        (stage / "fig").mkdir()
        (stage / "fig" / "new.png").write_text("")
        (stage / "work").mkdir()
        (stage / "work" / "stimulus.bin").write_bytes(b"x")
    assert sorted(p.name for p in out.iterdir()) == ["fig", "index.md", "mine.txt"]
    assert (out / "index.md").read_text() == "new"
    assert [p.name for p in (out / "fig").iterdir()] == ["new.png"]


@pytest.mark.parametrize("exc", [RuntimeError("boom"), KeyboardInterrupt()])
def test_staged_dir_failure_leaves_the_folder_as_it_was(tmp_path: Path,
                                                        exc: BaseException) -> None:
    out = tmp_path / "report"
    out.mkdir()
    (out / "index.md").write_text("old")
    with pytest.raises(type(exc)), output.staged_dir(out) as stage:
        (stage / "index.md").write_text("new")
        (stage / "work").mkdir()
        raise exc
    assert sorted(p.name for p in out.iterdir()) == ["index.md"]
    assert (out / "index.md").read_text() == "old"
    fresh = tmp_path / "a" / "b" / "report"
    with pytest.raises(type(exc)), output.staged_dir(fresh) as stage:
        raise exc
    assert not (tmp_path / "a").exists()  # the folders made on the way are gone too


def test_staged_dir_write_errors_name_the_users_path(tmp_path: Path) -> None:
    out = tmp_path / "report"
    with pytest.raises(output.OutputError) as e, output.staged_dir(out) as stage:
        (stage / "fig" / "a.png").write_bytes(b"")  # (no fig folder: ENOENT)
    assert str(e.value) == f"{out / 'fig' / 'a.png'}: No such file or directory"
    assert not out.exists()


def test_staged_dir_through_a_symlink(tmp_path: Path) -> None:
    real = tmp_path / "real"
    real.mkdir()
    link = tmp_path / "link"
    link.symlink_to(real)
    with output.staged_dir(link) as stage:
        (stage / "x").write_text("1")
    assert link.is_symlink() and (real / "x").read_text() == "1"


REFUSED_DIRS = {
    "a file": (lambda t: _in_a_file(t).parent, "is a regular file, not a folder"),
    "a device": (_device, "is a character device, not a folder"),
    "under a file": (_in_a_file, "Not a directory"),
    "unwritable": (lambda t: _unwritable_dir(t) / "report", "cannot write in"),
}


@pytest.mark.parametrize("case", list(REFUSED_DIRS))
def test_refused_output_folders(case: str, tmp_path: Path) -> None:
    make, fragment = REFUSED_DIRS[case]
    path = make(tmp_path)
    with pytest.raises(output.OutputError) as e, output.staged_dir(path):
        pytest.fail("the block must not run")
    assert fragment in str(e.value) and str(e.value).startswith(str(path))


# ---------------------------------------------------------------- cli.run


@pytest.mark.parametrize("exc, code, line", [
    (KeyboardInterrupt(), cli.INTERRUPTED, "tool: interrupted\n"),
    (output.OutputError("out/x: disk full"), cli.FAILED, "tool: error: out/x: disk full\n"),
    (OSError(28, "No space left on device", "out/y"), cli.FAILED,
     "tool: error: out/y: No space left on device\n"),
    (FileNotFoundError(2, "No such file or directory", "verilator"), cli.FAILED,
     "tool: error: verilator: No such file or directory\n"),
])
def test_run_turns_interrupts_and_output_errors_into_one_line(
        exc: BaseException, code: int, line: str, capsys: pytest.CaptureFixture[str]) -> None:
    def work() -> int:
        raise exc

    assert cli.run("tool", work) == code
    assert capsys.readouterr().err == line
