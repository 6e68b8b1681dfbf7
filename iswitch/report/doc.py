"""A page built once as blocks (headings, paragraphs, lists, tables, images, preformatted
text) and rendered to Markdown and to HTML: the report, its adder appendix and the system
model's page (iswitch/model/page.py) are written with it."""

from __future__ import annotations

import html
import re
from typing import Any


class Doc:
    """A report built once as blocks and rendered to Markdown and HTML."""

    def __init__(self) -> None:
        self.blocks: list[tuple[str, Any]] = []

    def h(self, level: int, text: str) -> None:
        self.blocks.append(("h", (level, text)))

    def p(self, text: str, cls: str = "") -> None:
        self.blocks.append(("p", (text, cls)))

    def ul(self, items: list[str]) -> None:
        self.blocks.append(("ul", items))

    def table(self, head: list[str], rows: list[list[str]]) -> None:
        self.blocks.append(("table", (head, rows)))

    def img(self, path: str, alt: str) -> None:
        self.blocks.append(("img", (path, alt)))

    def pre(self, text: str) -> None:
        self.blocks.append(("pre", text))

    def markdown(self) -> str:
        out: list[str] = []
        for kind, v in self.blocks:
            if kind == "h":
                out += ["#" * v[0] + " " + v[1], ""]
            elif kind == "p":
                out += [f"**{v[0]}**" if v[1] else v[0], ""]
            elif kind == "ul":
                out += [f"- {x}" for x in v] + [""]
            elif kind == "table":
                head, rows = v
                out.append("| " + " | ".join(head) + " |")
                out.append("|" + "|".join("---" if i < 2 else "---:"
                                          for i in range(len(head))) + "|")
                out += ["| " + " | ".join(r) + " |" for r in rows]
                out.append("")
            elif kind == "img":
                out += [f"![{v[1]}]({v[0]})", ""]
            elif kind == "pre":
                out += ["```", v, "```", ""]
        return "\n".join(out)

    def html(self, title: str) -> str:
        def inline(t: str) -> str:
            t = html.escape(t, quote=False)
            parts = t.split("`")
            t = "".join(f"<code>{x}</code>" if i % 2 else x for i, x in enumerate(parts))
            t = re.sub(r"\*\*([^*]+)\*\*", r"<b>\1</b>", t)
            return re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", r"<a href='\2'>\1</a>", t)

        out = ["<!doctype html><html><head><meta charset='utf-8'>",
               f"<title>{html.escape(title)}</title>",
               "<style>body{font-family:sans-serif;margin:2em;max-width:1300px}"
               "table{border-collapse:collapse;margin:0.5em 0}"
               "td,th{border:1px solid #999;padding:2px 6px;text-align:right}"
               "td:first-child,td:nth-child(2){text-align:left}"
               ".pass{color:#060;font-size:1.2em}.fail{color:#a00;font-size:1.4em}"
               "img{max-width:100%}</style></head><body>"]
        for kind, v in self.blocks:
            if kind == "h":
                out.append(f"<h{v[0]}>{inline(v[1])}</h{v[0]}>")
            elif kind == "p":
                out.append(f"<p class='{v[1]}'>{'<b>' if v[1] else ''}{inline(v[0])}"
                           f"{'</b>' if v[1] else ''}</p>")
            elif kind == "ul":
                out.append("<ul>" + "".join(f"<li>{inline(x)}</li>" for x in v) + "</ul>")
            elif kind == "table":
                head, rows = v
                out.append("<table><thead><tr>" + "".join(f"<th>{inline(h)}</th>" for h in head)
                           + "</tr></thead><tbody>" + "".join(
                               "<tr>" + "".join(f"<td>{inline(c)}</td>" for c in r) + "</tr>"
                               for r in rows) + "</tbody></table>")
            elif kind == "img":
                out.append(f"<p><img src='{html.escape(v[0])}' alt='{html.escape(v[1])}'></p>")
            elif kind == "pre":
                out.append(f"<pre>{html.escape(v)}</pre>")
        out.append("</body></html>")
        return "\n".join(out)
