"""pyverilog plumbing for the splicer: preprocess, parse, lex and emit Verilog.

Everything that touches pyverilog/ply/iverilog directly lives here, so that
:mod:`iswitch.hw.splice` only sees pyverilog AST nodes and :class:`SpliceError`.

* Preprocessing runs Icarus Verilog's ``iverilog -E`` (pyverilog's own preprocessor
  does the same, but ignores iverilog's exit status and treats a missing file name as
  Verilog source text; here both become clear errors).
* The LALR tables are built once and cached as a pickle in a per-user cache
  directory (``$ISWITCH_SPLICE_CACHE``, else ``$XDG_CACHE_HOME/iswitch-splice``, else
  ``~/.cache/iswitch-splice``), written atomically. Nothing is written to the
  working directory: no ``parsetab.py``, no ``parser.out``.
* The code generator drops comments and compiler directives; :func:`source_layout`
  finds the text before the first ``module`` and after the last ``endmodule`` token so
  that the caller can put the header (licence, ``timescale``) and trailer back as text.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path

import ply.yacc
from pyverilog.ast_code_generator.codegen import ASTCodeGenerator
from pyverilog.vparser import ast as vast
from pyverilog.vparser.lexer import VerilogLexer
from pyverilog.vparser.parser import ParseError, VerilogParser

from iswitch.util.build import user_cache_dir

#: How files are read and written: bytes that are not UTF-8 (a Latin-1 "©" in a licence
#: header) survive the round trip unchanged instead of failing.
TEXT: dict[str, str] = {"encoding": "utf-8", "errors": "surrogateescape"}


class SpliceError(Exception):
    """A user-facing error: bad input, not a bug. The message is one line."""


def _cache_dir() -> Path:
    explicit = os.environ.get("ISWITCH_SPLICE_CACHE")
    return Path(explicit) if explicit else user_cache_dir("iswitch-splice")


class _CachedTableParser(VerilogParser):
    """pyverilog's parser with quiet, pickled, atomically cached LALR tables.

    ``VerilogParser.__init__`` writes ``parsetab.py`` into ``outputdir`` but then looks
    for it as ``pyverilog.vparser.parsetab``, so its cache never hits (~0.9 s per run).
    """

    def __init__(self, cache_dir: Path) -> None:  # replaces, does not call, the base __init__
        self.lexer = VerilogLexer(error_func=self._lexer_error_func)
        self.lexer.build()
        self.tokens = self.lexer.tokens
        name = f"pyverilog-{version('pyverilog')}-ply-{ply.__version__}-lalr.pickle"
        table = cache_dir / name
        self.parser = None
        if table.is_file():
            try:
                self.parser = self._build(table)
            except Exception:  # a damaged cache file: rebuild it below
                self.parser = None
        if self.parser is None:
            self.parser = self._build_and_store(table)

    def _build(self, picklefile: Path) -> ply.yacc.LRParser:
        return ply.yacc.yacc(
            module=self,
            method="LALR",
            debug=False,
            write_tables=False,
            picklefile=str(picklefile),
            outputdir=str(picklefile.parent),
            errorlog=ply.yacc.NullLogger(),
        )

    def _build_and_store(self, table: Path) -> ply.yacc.LRParser:
        with tempfile.TemporaryDirectory(prefix="iswitch-splice-") as tmp:
            fresh = Path(tmp) / table.name
            parser = self._build(fresh)  # ply writes the tables to `fresh`
            try:
                table.parent.mkdir(parents=True, exist_ok=True)
                staged = table.with_name(f"{table.name}.{os.getpid()}.tmp")
                staged.write_bytes(fresh.read_bytes())
                os.replace(staged, table)  # atomic: concurrent runs never see half a file
            except OSError:
                pass  # an unwritable cache only costs time
        return parser


@dataclass(frozen=True)
class SourceLayout:
    """Where the module text starts and ends in a source file (1-based lines)."""

    first_module_line: int
    last_endmodule_line: int
    indexed_part_select_lines: tuple[int, ...]


@dataclass(frozen=True)
class Comment:
    """A comment's first line (1-based) and its text without the delimiters."""

    line: int
    text: str


class VerilogFrontend:
    """Preprocess, parse, lex and emit Verilog with pyverilog."""

    def __init__(self, cache_dir: Path | None = None) -> None:
        self._parser = _CachedTableParser(cache_dir or _cache_dir())
        self._codegen = ASTCodeGenerator()  # keeps its compiled templates between calls

    # ----------------------------------------------------------------- parse
    def preprocess(
        self, path: Path, include: Sequence[str] = (), define: Sequence[str] = ()
    ) -> str:
        """Return the text of ``path`` after ``iverilog -E`` (comments and lines are kept)."""
        if not path.is_file():
            raise SpliceError(f"{path}: no such file")
        cmd = ["iverilog", "-E"]
        for inc in include:
            cmd += ["-I", inc]
        for dfn in define:
            cmd += ["-D", dfn]
        with tempfile.TemporaryDirectory(prefix="iswitch-splice-") as tmp:
            out = Path(tmp) / "preprocessed.v"
            cmd += ["-o", str(out), str(path)]
            try:
                run = subprocess.run(cmd, capture_output=True, text=True, check=False)
            except FileNotFoundError as exc:
                raise SpliceError("iverilog not found (it is pyverilog's preprocessor)") from exc
            if run.returncode != 0 or not out.is_file():
                detail = next((ln for ln in run.stderr.splitlines() if ln.strip()), "")
                raise SpliceError(f"{path}: preprocessing failed: {detail}".rstrip(": "))
            return out.read_text(**TEXT)

    def parse_text(self, text: str, name: str) -> vast.Source:
        """Parse Verilog text; ``name`` appears in error messages."""
        self._parser.lexer.filename = name
        self._parser.lexer.reset_lineno()
        try:
            return self._parser.parse(text)
        except ParseError as exc:
            detail = str(exc).strip()
            if detail.startswith("None: "):  # pyverilog's message for an error at end of input
                detail = f"{name}: {detail.removeprefix('None: ')}"
            raise SpliceError(f"cannot parse Verilog: {detail}") from exc

    def parse_file(
        self, path: Path, include: Sequence[str] = (), define: Sequence[str] = ()
    ) -> vast.Source:
        return self.parse_text(self.preprocess(path, include, define), str(path))

    # ------------------------------------------------------------------ lex
    @staticmethod
    def _tokens(text: str, name: str) -> Iterator[object]:
        def fail(msg: str, line: int, column: int) -> None:
            raise SpliceError(f"cannot parse Verilog: {name} line:{line}: {msg}")

        lexer = VerilogLexer(error_func=fail)
        lexer.build()
        lexer.input(text)
        while (tok := lexer.token()) is not None:
            yield tok

    def source_layout(self, text: str, name: str) -> SourceLayout:
        """Locate the first ``module`` and last ``endmodule`` tokens, and any ``+:``/``-:``."""
        first = last = 0
        indexed: list[int] = []
        for tok in self._tokens(text, name):
            kind, line = tok.type, tok.lineno  # type: ignore[attr-defined]
            if kind == "MODULE" and not first:
                first = line
            elif kind == "ENDMODULE":
                last = line
            elif kind in ("PLUSCOLON", "MINUSCOLON"):
                indexed.append(line)
        if not first or not last:
            raise SpliceError(f"{name}: no module definition found")
        return SourceLayout(first, last, tuple(indexed))

    @staticmethod
    def comments(text: str) -> list[Comment]:
        """Every ``//`` and ``/* */`` comment outside string literals, in order."""
        out: list[Comment] = []
        i, line, n = 0, 1, len(text)
        while i < n:
            ch = text[i]
            if ch == "\n":
                line += 1
                i += 1
            elif ch == '"':  # a string literal: skip it, honouring escapes
                i += 1
                while i < n and text[i] not in '"\n':
                    i += 2 if text[i] == "\\" else 1
                i += 1
            elif text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                out.append(Comment(line, text[i + 2:end].strip()))
                i = end
            elif text.startswith("/*", i):
                end = text.find("*/", i + 2)
                end = n if end < 0 else end
                body = text[i + 2:end]
                out.append(Comment(line, body.strip()))
                line += body.count("\n")
                i = end + 2
            else:
                i += 1
        return out

    # ----------------------------------------------------------------- emit
    def emit(self, node: vast.Node) -> str:
        """pyverilog's code generator, with leading blank lines removed."""
        return self._codegen.visit(node).lstrip("\n")
