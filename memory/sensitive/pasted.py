"""Secrets in what is pasted whole: a setting's value, a link, a command line.

Written for a program, not said: a .env file (DB_PASS=…, AUTH_TOKEN=…), a config (client_secret:
…), a link (https://dan:hunter22@host, ?pwd=…&u=dan), a command (curl -u dan:hunter22, mysql
-pHunter22), memory/sensitive/keyed.py reads a keyword's value with these.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import MaskRow

SET_VALUE = re.compile(r"(?:(?![&\"'`])[!-~]){3,512}")  # a link's next parameter ends it
# scheme://user:password@host — connection strings carry a password without any keyword.
_URL_PASSWORD = re.compile(
    r"(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,15}://[^\s:/@]{1,64}:(?P<v>[^\s/@]{1,128})@"
)
SETTING_ROW = MaskRow(
    name="secret_setting",
    # the whole name the keyword ends, written as a setting's: in a link's query, with an
    # underscore, or in capitals
    pattern=re.compile(r"(?<=[?&])\w+|\w*_\w*|(?=[A-Z0-9]*[A-Z])[A-Z0-9]{3,}"),
    decides="secret: a keyword written as a setting's name and given a value (DB_PASS=…, "
            "CLIENT_SECRET=…, client_secret: …, ?pwd=… in a link) names that value, however short"
            " or weak the word alone (pass, pwd: a boarding pass, a directory)",
    source="[beyond] sec43: a .env pasted ('DB_PASS=marigold', 'AUTH_TOKEN=a8f7c6d5e4b3', "
           "'STRIPE_KEY=sk_live_51HxYz') and '?pwd=daffodil&u=dan' rested in clear",
    examples=("DB_PASS=marigold", "AUTH_TOKEN=a8f7c6d5e4b3", "CLIENT_SECRET=xk29ppqq",
              "client_secret: sunflower9", "https://x.com/login?pwd=daffodil&u=dan",
              "STRIPE_KEY=sk_live_51HxYz", "PASS=sunflower", "export PGPASSWORD=sunflower"),
    masked=(("marigold",), ("a8f7c6d5e4b3",), ("xk29ppqq",), ("sunflower9",), ("daffodil",),
            ("sk_live_51HxYz",), ("sunflower",), ("sunflower",)),
    non_examples=("pass: sunflower", "SORT_KEY=name", "SESSION_TOKEN=abc", "COMPASS=north",
                  "ACCESS_TOKEN=<your token here>", "SECRET_KEY=${SECRET}",
                  "the secret: love", "refresh_token: abcdef"),
)
COMMAND_ROW = MaskRow(
    name="secret_command_line",
    pattern=re.compile(
        r"(?<![^\s])(?:-u|--user)[ \t=]+[^\s:]{1,64}:(?P<v>[^\s\"'`]{3,128})"
        r"|\bmysql(?:dump|admin)?\b[^\n]{0,80}?(?<![^\s])-p(?P<p>[^\s\"'`-][^\s\"'`]{2,127})"),
    decides="secret: a command's credentials, curl / wget -u user:password and mysql's -pPASSWORD"
            " (glued: 'ssh -p 22' is a port)",
    source="[beyond] sec43: 'curl -u dan:hyacinth7 …' and 'mysql -u root -pPeony2020 shop' "
           "rested in clear",
    examples=("I ran curl -u dan:hyacinth7 https://api.x.com",
              "then mysql -u root -pPeony2020 shop",
              "wget --user=dan:sunflower x"),
    masked=(("hyacinth7",), ("Peony2020",), ("sunflower",)),
    non_examples=("ssh -p 22 root@host", "docker run -p8080:80 img", "mysql -u root -p",
                  "git log -u", "tar -u x:y"),
)


def assigned(link: re.Match[str]) -> bool:
    """The keyword before the link is a setting's name given a value ("DB_PASS=", "?pwd=")."""
    if link["strong"] not in ("=", ":"):
        return False
    text, end = link.string, link.start()
    start = end
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
        start -= 1  # the whole name the keyword ends: DB_PASS, client_secret, SECRET
    name = SETTING_ROW.match_at(text, start) if start < end else None
    return name is not None and name.end() == end


def pasted_secrets(text: str) -> list[tuple[int, int, str]]:
    """The passwords of links and command lines, as (start, end, kind)."""
    found = [(*m.span("v"), "password") for m in _URL_PASSWORD.finditer(text)]
    if "-u" in text or "-p" in text:
        for m in COMMAND_ROW.finditer(text):
            group = "v" if m["v"] else "p"
            found.append((*m.span(group), "password"))
    return found
