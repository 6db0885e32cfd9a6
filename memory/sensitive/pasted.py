"""Secrets in what is pasted whole: a setting's value, a link, a command line, a table's header.

Written for a program, not said: a .env file (DB_PASS=…, AUTH_TOKEN=…), a config (client_secret:
…), a link (https://dan:hunter22@host, ?pwd=…&u=dan), a command (curl -u dan:hunter22, mysql
-pHunter22), a CSV export ("site,password" over "gmail,hunter22!"). memory/sensitive/keyed.py
reads a keyword's value with these.
"""

from __future__ import annotations

import re

# [beyond] sec43: a keyword written as a setting's name and assigned a value (DB_PASS=…,
# CLIENT_SECRET=…, client_secret: …, ?pwd=… in a URL, AUTH_TOKEN=…) names that value, however
# short or weak the word alone (pass, pwd: a boarding pass, a directory): a setting's name says
# what it holds.
SET_VALUE = re.compile(r"(?:(?![&\"'`])[!-~]){3,512}")  # a link's next parameter ends it
# scheme://user:password@host — connection strings carry a password without any keyword.
_URL_PASSWORD = re.compile(
    r"(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,15}://[^\s:/@]{1,64}:(?P<v>[^\s/@]{1,128})@"
)
# [beyond] sec43: a command's credentials: curl / wget -u user:password, mysql -pPASSWORD (glued:
# "-p 22" is ssh's port), --password=…  is a keyword's value already.
_COMMAND_PASSWORD = re.compile(
    r"(?<![^\s])(?:-u|--user)[ \t=]+[^\s:]{1,64}:(?P<v>[^\s\"'`]{3,128})"
    r"|\bmysql(?:dump|admin)?\b[^\n]{0,80}?(?<![^\s])-p(?P<p>[^\s\"'`-][^\s\"'`]{2,127})")
_CELL_EDGE = re.compile(r"[ \t]*(?:[,\t|]|$)", re.M)


def assigned(link: re.Match[str]) -> bool:
    """The keyword before the link is a setting's name given a value ("DB_PASS=", "?pwd=")."""
    if link["strong"] not in ("=", ":"):
        return False
    text, end = link.string, link.start()
    start = end
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
        start -= 1  # the whole name the keyword ends: DB_PASS, client_secret, SECRET
    name = text[start:end]
    in_link = start > 0 and text[start - 1] in "?&"
    return in_link or "_" in name or name.isupper() and len(name) > 2


def header_cell(text: str, keyword: re.Match[str]) -> bool:
    """The keyword is a whole cell of a line of several ("site,password"): it names a column.

    sec43: the keyword's value on the next line was the whole row ("gmail,hunter22!" masked
    with its site); memory/sensitive/tables.py reads the cell under it.
    """
    line_start = text.rfind("\n", 0, keyword.start()) + 1
    line_end = text.find("\n", keyword.end())
    line = text[line_start : line_end if line_end >= 0 else len(text)]
    before = text[line_start : keyword.start()].rstrip(" \t")
    opens_cell = not before or before[-1] in ",\t|"
    cells = [c for c in re.split(r"[,\t|]", line) if c.strip()]
    return len(cells) >= 2 and opens_cell and bool(_CELL_EDGE.match(text, keyword.end()))


def pasted_secrets(text: str) -> list[tuple[int, int, str]]:
    """The passwords of links and command lines, as (start, end, kind)."""
    found = [(*m.span("v"), "password") for m in _URL_PASSWORD.finditer(text)]
    if "-u" in text or "-p" in text:
        for m in _COMMAND_PASSWORD.finditer(text):
            group = "v" if m["v"] else "p"
            found.append((*m.span(group), "password"))
    return found
