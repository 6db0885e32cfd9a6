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
              "STRIPE_KEY=sk_live_51HxYz", "PASS=sunflower", "export PGPASSWORD=sunflower",
              "set PGPASS=sunflower", "SMTPPASS=lilac99"),
    masked=(("marigold",), ("a8f7c6d5e4b3",), ("xk29ppqq",), ("sunflower9",), ("daffodil",),
            ("sk_live_51HxYz",), ("sunflower",), ("sunflower",), ("sunflower",), ("lilac99",)),
    non_examples=("pass: sunflower", "SORT_KEY=name", "SESSION_TOKEN=abc", "COMPASS=north",
                  "ACCESS_TOKEN=<your token here>", "SECRET_KEY=${SECRET}",
                  "the secret: love", "refresh_token: abcdef", "BYPASS=1", "OVERPASS=A4"),
)
# A command's own arguments: its options, each with at most one value (-h db.host, --port 3306),
# never a sentence ("mysql at work. My kid's grades -pretty bad" is no mysql argument).
_ARGS = r"(?:[ \t]+-{1,2}[A-Za-z][^\s\"'`]*(?:[ \t]+[^\s\"'`-][^\s\"'`]*)?)*?[ \t]+"
COMMAND_ROW = MaskRow(
    name="secret_command_line",
    pattern=re.compile(
        r"\b(?:curl|wget)\b" + _ARGS + r"(?:-u[ \t]*|--(?:http-)?user[ \t=]+)"
        r"[^\s:\"'`]{1,64}:(?P<v>[^\s\"'`]{3,128})"
        r"|\bmysql(?:dump|admin|sh)?\b" + _ARGS + r"-p(?P<p>[^\s\"'`-][^\s\"'`]{2,127})"
        r"|\bredis-cli\b" + _ARGS + r"(?:-a|--pass)[ \t=]+(?P<a>[^\s\"'`-][^\s\"'`]{2,127})"
        r"|\bsshpass\b" + _ARGS + r"-p[ \t]*(?P<s>[^\s\"'`-][^\s\"'`]{2,127})"),
    decides="secret: a command's credentials where that command takes them, within its own "
            "arguments: curl / wget -u user:password (glued or not), mysql's -pPASSWORD (glued: "
            "'ssh -p 22' is a port), redis-cli -a PASSWORD, sshpass -p PASSWORD; -u after another "
            "command is a user (docker run -u 1000:1000, sudo -u postgres, git diff -u)",
    source="[beyond] sec43: 'curl -u dan:hyacinth7 …' and 'mysql -u root -pPeony2020 shop' "
           "rested in clear; sec43b: 'curl -udan:…', 'redis-cli -a …' too, while 'docker run -u "
           "1000:1000' and 'mysql at work … -pretty bad' were masked",
    examples=("I ran curl -u dan:hyacinth7 https://api.x.com",
              "then mysql -u root -pPeony2020 shop",
              "wget --user=dan:sunflower x", "curl -udan:hyacinth7 https://x.com",
              "redis-cli -h cache.local -a Peony2020", "sshpass -p Tulip2019 ssh dan@host",
              "mysql -h db.local --port 3306 -pHunter22 shop"),
    masked=(("hyacinth7",), ("Peony2020",), ("sunflower",), ("hyacinth7",), ("Peony2020",),
            ("Tulip2019",), ("Hunter22",)),
    non_examples=("ssh -p 22 root@host", "docker run -p8080:80 img", "mysql -u root -p",
                  "git log -u", "tar -u x:y", "docker run -u 1000:1000 myimage",
                  "sudo -u postgres:postgres psql", "git diff -u old:new",
                  "I use mysql at work. My kid's grades -pretty bad",
                  "redis-cli -a", "curl https://x.com -o out.txt"),
)
# A record of fields written name then value, blanks between (.netrc: "machine host login dan
# password sunflower"; "user dan password sunflower"): a user's field, then the password's,
# the record ending after its value or going on with another field's name.
_FIELD_WORDS = frozenset(
    "page form field box screen prompt button link details info name id and or is are was were"
    " the a my your to for of in on with reset manager change changed required".split())
FIELDS_ROW = MaskRow(
    name="secret_field_record",
    pattern=re.compile(
        # sec44b: the user's field may be labelled ("login: dan password sunflower")
        r"(?i)(?<![\w-])(?:login|user(?:name)?|account)(?:[ \t]*[:=][ \t]*|[ \t]+)"
        r"(?P<u>[^\s=:]{1,64})[ \t]+"
        r"(?:password|passwd)[ \t]+(?P<v>[^\s\"'`]{3,128})"
        r"(?=[ \t]*(?:$|\r?\n|[ \t](?:machine|login|account|port|default|macdef)\b))"),
    decides="secret: the password's field of a record of fields, each its name then its value "
            "(.netrc's 'login dan password …'), after the user's field, is the password",
    source="[beyond] sec44: '.netrc: machine host login dan password sunflower' rested in clear (a"
           " password of no digit after a bare keyword and no link)",
    examples=(".netrc: machine host login dan password sunflower",
              "machine api.example.com login dan password marigold port 443",
              "default login anonymous password tulipwood", "user dan password sunflower",
              "login: dan password sunflower"),
    masked=(("sunflower",), ("marigold",), ("tulipwood",), ("sunflower",), ("sunflower",)),
    non_examples=("my login and password are on the fridge", "the login page password field",
                  "username or password incorrect", "login dan password reset",
                  "user dan password is sunflower99 lol", "login: dan password reset"),
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
    found += [(*m.span("v"), "password") for m in FIELDS_ROW.finditer(text)
              if m["u"].lower() not in _FIELD_WORDS and m["v"].lower() not in _FIELD_WORDS]
    if "-u" in text or "-p" in text or "-a" in text or "--pass" in text:
        for m in COMMAND_ROW.finditer(text):
            group = next(g for g in ("v", "p", "a", "s") if m[g])
            found.append((*m.span(group), "password"))
    return found
