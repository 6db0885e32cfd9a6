"""Machine secrets and account strings: API keys, JWTs, PEM blocks, key bodies, e-mail, IBAN."""

from __future__ import annotations

import re

from strata_layered.memory.sensitive.spans import Hit, TextView

PEM_RANK, JWT_RANK, KEY_RANK, EMAIL_RANK, IBAN_RANK, BODY_RANK = 0, 1, 2, 4, 5, 8

# Vendor prefixes and the least body length each needs. The body may go on after one line
# break (a key pasted across two lines); `_key_ok` decides whether that line belongs to it.
_KEY = re.compile(
    r"(?<![A-Za-z0-9_-])(?P<p>sk-(?:proj-|ant-|live-|test-)?|[sr]k_(?:live|test)_|AKIA|ASIA|LTAI"
    r"|gh[pousr]_|github_pat_|xox[abposr]-|AIza|glpat-)"
    r"(?P<b>[A-Za-z0-9_-]++)(?:\r?\n(?P<c>[A-Za-z0-9_-]{4,}+))?"
)
_KEY_HINT = re.compile(r"sk-|[sr]k_|AKIA|ASIA|LTAI|gh[pousr]_|github_pat_|xox|AIza|glpat-")
_KEY_MIN = {"AKIA": 16, "ASIA": 16, "LTAI": 12, "AIza": 35, "github_pat_": 40, "xox": 10}
_KEY_MIN_DEFAULT = 16
_AWS_ID = re.compile(r"[0-9A-Z]{16}")
_JWT = re.compile(
    r"(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}+\.eyJ[A-Za-z0-9_-]{8,}+\.[A-Za-z0-9_-]*+"
)
_PEM_BEGIN = re.compile(r"-----BEGIN ([A-Z0-9 ]{1,40})-----")
_PEM_LINES = re.compile(r"(?:[ \t]*\r?\n[A-Za-z0-9+/=:,. \t-]*+)*+")  # a block cut off before END
# A base64 run of 40+ characters, and the base64 lines that follow it (a pasted key body).
_BODY = re.compile(
    r"(?<![A-Za-z0-9+/=_.-])[A-Za-z0-9+/]{40,}+(?:={1,2}+|(?:\r?\n[A-Za-z0-9+/]{16,}+={0,2}+)*+)"
    r"(?![A-Za-z0-9+/=_-])"
)
_HEX = re.compile(r"(?:0x)?[0-9a-fA-F]+")
# A backslash may escape the local part (Markdown: marlene\_zamora@…): it stays inside.
_EMAIL = re.compile(
    r"(?<![A-Za-z0-9._%+\\-])[A-Za-z0-9._%+\\-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*"
    r"\.[A-Za-z]{2,24}(?![A-Za-z0-9-])"
)
# "bob [at] example [dot] org", "lily艾特qq点com": spelled-out forms that dodge filters.
_EMAIL_SPELLED = re.compile(
    r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}(?: dot [A-Za-z0-9_%+-]{1,64}){0,3}"
    r"(?: {0,2}(?:\[at\]|\(at\)|\{at\}|艾特) {0,2}| at )"
    r"[A-Za-z0-9-]{1,63}(?: {0,2}(?:\[dot\]|\(dot\)|\{dot\}|点) {0,2}| dot )"
    r"(?:com|net|org|edu|gov|cn|io|me|co|uk|de|jp|info)(?![A-Za-z])",
    re.I,
)
_IBAN_HEAD = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]{2}[0-9]{2}")
_IBAN_LENGTHS = {
    "AD": 24, "AE": 23, "AT": 20, "BE": 16, "BG": 22, "BH": 22, "BR": 29, "CH": 21, "CY": 28,
    "CZ": 24, "DE": 22, "DK": 18, "EE": 20, "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GR": 27,
    "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IS": 26, "IT": 27, "KW": 30, "KZ": 20, "LI": 21,
    "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MT": 31, "NL": 18, "NO": 15, "PK": 24, "PL": 28,
    "PT": 25, "QA": 29, "RO": 24, "RS": 22, "SA": 24, "SE": 24, "SI": 19, "SK": 24, "TR": 26,
    "UA": 29,
}


def _key_ok(prefix: str, body: str) -> bool:
    need = _KEY_MIN.get(prefix[:3] if prefix.startswith("xox") else prefix, _KEY_MIN_DEFAULT)
    if prefix in ("AKIA", "ASIA"):
        return _AWS_ID.fullmatch(body[:16]) is not None and len(body) >= need
    return len(body) >= need


def find_keys(view: TextView) -> list[Hit]:
    """Vendor API keys (sk-, AKIA, ghp_, xox…-, AIza, LTAI…) and JWTs."""
    hits = []
    for m in _KEY.finditer(view.text) if _KEY_HINT.search(view.text) else ():
        prefix, body, more = m["p"], m["b"], m["c"] or ""
        # Take the next line only when it reads as the rest of a random string.
        joined = any(c.isdigit() for c in more) and _key_ok(prefix, body + more)
        if joined and (not _key_ok(prefix, body) or len(more) >= 6):
            hits.append(Hit(m.start(), m.end(), "api_key", KEY_RANK))
        elif _key_ok(prefix, body):
            hits.append(Hit(m.start(), m.start("b") + len(body), "api_key", KEY_RANK))
    hits.extend(Hit(m.start(), m.end(), "jwt", JWT_RANK) for m in _JWT.finditer(view.text))
    return hits + _spaced_keys(view.text)


# [beyond] A key typed one character at a time, "A K I A I O S F …" (issue 27): the run with
# its spaces taken out is checked as a key like any other.
_SPACED = re.compile(r"(?<![A-Za-z0-9_-])[A-Za-z0-9_-](?:[ \t][A-Za-z0-9_-]){15,}(?![A-Za-z0-9_-])")


def _spaced_keys(text: str) -> list[Hit]:
    if " " not in text and "\t" not in text:
        return []
    hits = []
    for m in _SPACED.finditer(text):
        key = _KEY.fullmatch(m[0].replace(" ", "").replace("\t", ""))
        if key and _key_ok(key["p"], key["b"]):
            hits.append(Hit(m.start(), m.end(), "api_key", KEY_RANK))
    return hits


def find_pem(view: TextView) -> tuple[list[Hit], list[tuple[int, int]]]:
    """Private-key blocks (whole, armour included) and the spans of public ones.

    Certificates and public keys are not secrets; their spans are returned so that their
    base64 bodies are not taken for bare key material.
    """
    text, hits, public = view.text, [], []
    pos = 0
    while m := _PEM_BEGIN.search(text, pos):
        label = m[1]
        end_marker = f"-----END {label}-----"
        end = text.find(end_marker, m.end())
        if end >= 0:
            end += len(end_marker)
        else:  # cut off before its END line: the body still goes
            lines = _PEM_LINES.match(text, m.end())
            end = lines.end() if lines else m.end()
        if "PRIVATE" in label:
            hits.append(Hit(m.start(), end, "pem", PEM_RANK))
        else:
            public.append((m.start(), end))
        pos = max(end, m.end())
    return hits, public


def _looks_like_key(run: str) -> bool:
    """Random base64, not a word, a path, a hash or a public address."""
    body = run.rstrip("=").replace("\n", "").replace("\r", "")
    if _HEX.fullmatch(body):
        return False  # hex digests and wallet addresses are public
    letters = [c for c in body if c.isalpha()]
    upper = sum(c.isupper() for c in letters)
    digits = sum(c.isdigit() for c in body)
    # CamelCase words and paths have few capitals or many slashes; random base64 has neither.
    return (
        digits >= 2
        and len(letters) > 0
        and 0.25 <= upper / len(letters) <= 0.75
        and body.count("/") * 16 <= len(body)
    )


def find_bodies(view: TextView, public: list[tuple[int, int]]) -> list[Hit]:
    """Bare key material: long base64 runs outside public PEM blocks and data URIs."""
    text, hits = view.text, []
    for m in _BODY.finditer(text):
        if text[max(0, m.start() - 7) : m.start()].lower() == "base64,":
            continue  # an inline image, not a key
        if any(s <= m.start() < e for s, e in public):
            continue
        if _looks_like_key(m[0]):
            hits.append(Hit(m.start(), m.end(), "pem", BODY_RANK))
    return hits


def find_emails(view: TextView) -> list[Hit]:
    """E-mail addresses, plain, full-width (folded) or spelled out."""
    text = view.text
    lowered = text.lower()
    spelled = any(a in lowered for a in ("at]", "at)", "at}", "艾特", " at ")) and any(
        d in lowered for d in ("dot]", "dot)", "dot}", "点", " dot ")
    )
    patterns = ([_EMAIL] if "@" in text else []) + ([_EMAIL_SPELLED] if spelled else [])
    return [Hit(*m.span(), "email", EMAIL_RANK) for p in patterns for m in p.finditer(text)]


def iban_ok(iban: str) -> bool:
    """ISO 13616 check: the rearranged number is 1 modulo 97."""
    s = (iban[4:] + iban[:4]).upper()
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def find_ibans(view: TextView) -> list[Hit]:
    """IBANs of the listed countries: exact length (single spaces allowed) and mod-97 check."""
    text, hits = view.text, []
    for m in _IBAN_HEAD.finditer(text):
        want = _IBAN_LENGTHS.get(m[0][:2].upper())
        if want is None:
            continue
        chars, end = 0, m.start()
        while chars < want and end < len(text) and text[end].isascii():
            if text[end].isalnum():
                chars += 1
            elif text[end] != " " or text[end - 1] == " ":
                break
            end += 1
        boundary = end >= len(text) or not (text[end].isascii() and text[end].isalnum())
        if chars == want and boundary and iban_ok(text[m.start() : end].replace(" ", "")):
            hits.append(Hit(m.start(), end, "iban", IBAN_RANK))
    return hits
