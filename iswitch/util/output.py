"""Safe output files and folders, for every tool that writes one.

- `check_file` / `check_dir`: whether a path may be written, before any work is done (the
  command-line types of `iswitch.util.cli` call them, so a bad `-o` or `--out` is a usage error).
  A symlink is followed: what is written is its target, the link stays. A FIFO, a device, a
  socket (or a folder where a file is wanted, a file where a folder is) is refused.
- `replacing` / `write_atomic`: a file is written under a temporary name next to its target
  and renamed over it only when complete; on an error or Ctrl-C the temporary file is
  removed and the old file is untouched.
- `staged_dir`: an output folder is written into a hidden staging folder inside it and its
  entries are moved into place only when the whole run succeeded; on an error or Ctrl-C
  the staging folder (with any work files in it) is removed, and so are the folders the
  run created on the way.

Errors are `OutputError`, whose message names the path the user gave (never a temporary
name).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

_OTHER_KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"),
                (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
                (stat.S_ISSOCK, "a socket"))
_PARTIAL = ".partial-"


class OutputError(Exception):
    """An output that cannot be written; the message names the user's path."""


def kind_of(mode: int) -> str:
    """What a stat mode is, in words: 'a FIFO', 'a directory', 'a regular file' ..."""
    for test, name in _OTHER_KINDS:
        if test(mode):
            return name
    return "a regular file"


def _stat(path: Path, shown: Path) -> os.stat_result | None:
    """stat of `path` (symlinks followed), None if nothing is there."""
    try:
        return os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as e:  # ENOTDIR (a file on the way), ELOOP, EACCES
        raise OutputError(f"{shown}: {e.strerror}") from None


def _target(path: str | os.PathLike[str]) -> tuple[Path, Path]:
    """(the path as given, where writing it lands: every symlink followed)."""
    shown = Path(path)
    if not str(path):
        raise OutputError("the output path is empty")
    return shown, Path(os.path.realpath(shown))


def _link_note(shown: Path, target: Path) -> str:
    return f" (the symlink's target {target})" if shown.is_symlink() else ""


def _writable_dir(d: Path, shown: Path) -> None:
    if not os.access(d, os.W_OK | os.X_OK):
        raise OutputError(f"{shown}: cannot write in {d} (permission denied or read-only)")


def check_file(path: str | os.PathLike[str]) -> Path:
    """The file `path` names may be written: nothing is there yet or a regular file, in an
    existing writable folder. Returns where writing lands (symlinks followed); raises
    OutputError otherwise."""
    shown, target = _target(path)
    st = _stat(target, shown)
    if st is not None and not stat.S_ISREG(st.st_mode):
        raise OutputError(f"{shown}: is {kind_of(st.st_mode)}{_link_note(shown, target)}, "
                          "not a regular file; refusing to write there")
    parent = target.parent
    pst = _stat(parent, shown)
    if pst is None or not stat.S_ISDIR(pst.st_mode):
        raise OutputError(f"{shown}: the folder {parent} does not exist")
    _writable_dir(parent, shown)
    return target


def check_dir(path: str | os.PathLike[str]) -> Path:
    """The folder `path` names may be written into (created if missing): it is a folder or
    nothing yet, and the nearest existing folder on the way is writable. Returns where
    writing lands (symlinks followed); raises OutputError otherwise."""
    shown, target = _target(path)
    d = target
    while True:
        st = _stat(d, shown)
        if st is not None:
            break
        d = d.parent
    if not stat.S_ISDIR(st.st_mode):  # (a file on the way fails the stat: ENOTDIR)
        raise OutputError(f"{shown}: is {kind_of(st.st_mode)}, not a folder")
    _writable_dir(d, shown)
    return target


def _os_error(shown: Path, e: OSError, temporary: str) -> OutputError:
    """An OSError while writing, as an OutputError naming the user's path."""
    named = e.filename not in (None, temporary) and str(e.filename) != str(shown)
    return OutputError(f"{shown}: {e.strerror or e}" + (f" ({e.filename})" if named else ""))


def _new_file_mode() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


@contextlib.contextmanager
def replacing(path: str | os.PathLike[str]) -> Iterator[Path]:
    """A temporary file next to the file `path` names, for the caller to write; when the
    block ends normally it replaces that file in one rename (readers see the old file or
    the new one, never part of it; the file's mode is kept, a new file gets the umask's).
    On an error or Ctrl-C the temporary file is removed. Errors: OutputError."""
    shown = Path(path)
    target = check_file(shown)
    st = _stat(target, shown)
    mode = stat.S_IMODE(st.st_mode) if st is not None else _new_file_mode()
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}{_PARTIAL}", dir=target.parent)
    except OSError as e:
        raise _os_error(shown, e, "") from None
    os.close(fd)
    try:
        yield Path(tmp)
        os.chmod(tmp, mode)  # mkstemp's file is private
        os.replace(tmp, target)
    except OSError as e:
        Path(tmp).unlink(missing_ok=True)
        raise _os_error(shown, e, tmp) from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_atomic(path: str | os.PathLike[str], data: str | bytes, *,
                 encoding: str = "utf-8", errors: str = "strict") -> None:
    """Write `data` (text or bytes) to the file `path` names, atomically (`replacing`)."""
    with replacing(path) as tmp:
        if isinstance(data, bytes):
            tmp.write_bytes(data)
        else:
            tmp.write_text(data, encoding=encoding, errors=errors)


def _make_dirs(d: Path) -> list[Path]:
    """mkdir -p; the folders it created, outermost first."""
    missing = []
    while not d.exists():
        missing.append(d)
        d = d.parent
    for m in reversed(missing):
        m.mkdir()
    return list(reversed(missing))


@contextlib.contextmanager
def staged_dir(path: str | os.PathLike[str], discard: tuple[str, ...] = ()) -> Iterator[Path]:
    """A fresh hidden folder inside the output folder `path` (created if missing, symlinks
    followed) to write the run's output into. When the block ends normally, each of its
    entries replaces the entry of the same name in `path` (other entries of `path` stay;
    entries named in `discard`, work folders, are dropped, and removed from `path` too). On
    an error or Ctrl-C it is removed with everything in it, and so are the folders created
    on the way: `path` is as it was. Errors: OutputError (naming the user's path)."""
    shown = Path(path)
    target = check_dir(shown)
    created: list[Path] = []
    done = False
    try:
        try:
            created = _make_dirs(target)
            stage = Path(tempfile.mkdtemp(prefix=_PARTIAL, dir=target))
        except OSError as e:
            raise _os_error(shown, e, "") from None
        try:
            yield stage
            _move_entries(stage, target, discard, shown)
            done = True
        except OSError as e:  # writing into the stage: name the user's path
            inside = e.filename is not None and Path(os.fsdecode(e.filename)).is_relative_to(
                stage)
            if not inside:
                raise
            rel = Path(os.fsdecode(e.filename)).relative_to(stage)
            raise OutputError(f"{shown / rel}: {e.strerror or e}") from None
        finally:
            shutil.rmtree(stage, ignore_errors=True)
    finally:
        if not done:
            for d in reversed(created):
                with contextlib.suppress(OSError):
                    d.rmdir()  # only if empty


def _move_entries(stage: Path, target: Path, discard: tuple[str, ...], shown: Path) -> None:
    """Each entry of `stage` replaces the same-named one of `target` (the old one is moved
    aside first, then removed)."""
    try:
        old = Path(tempfile.mkdtemp(prefix=_PARTIAL, dir=target))
        try:
            for name in discard:  # an earlier run's work folder
                if (target / name).is_dir() and not (target / name).is_symlink():
                    os.rename(target / name, old / name)
            for entry in sorted(stage.iterdir()):
                if entry.name in discard:
                    continue
                dest = target / entry.name
                if dest.is_symlink() or dest.exists():
                    os.rename(dest, old / entry.name)
                os.rename(entry, dest)
        finally:
            shutil.rmtree(old, ignore_errors=True)
    except OSError as e:
        raise OutputError(f"{shown}: {e.strerror or e}") from None
