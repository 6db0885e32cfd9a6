"""Settings of the HTTP server, read once from the environment."""

from __future__ import annotations

import ipaddress
import os
from dataclasses import dataclass
from pathlib import Path

from strata_layered.memory.namespaces import DEFAULT_USER

MIB = 1024 * 1024
MIN_PUBLIC_SECRET_CHARS = 32
"""Shortest STRATA_AUTH_SECRET accepted off loopback: 256 bits of HS256 key, as RFC 7518 asks,
when each character carries one byte (`openssl rand -hex 32` gives 64)."""


class SettingsError(ValueError):
    """A setting that cannot work (bad number, unreadable key, public bind without a secret)."""


def _int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or not raw.strip():
        return default
    try:
        value = int(raw)
    except ValueError as error:
        raise SettingsError(f"{name} must be a whole number of bytes, got {raw!r}") from error
    if value <= 0:
        raise SettingsError(f"{name} must be positive, got {value}")
    return value


def _public_key(raw: str | None) -> str | None:
    """The PEM text itself, or the PEM file it names."""
    if not raw or not raw.strip():
        return None
    if "-----BEGIN" in raw:
        return raw
    try:
        return Path(raw).read_text()
    except OSError as error:
        raise SettingsError(f"STRATA_AUTH_PUBLIC_KEY: cannot read {raw}: {error}") from error


def _names(raw: str) -> tuple[str, ...]:
    return tuple(n.strip().lower() for n in raw.split(",") if n.strip())


@dataclass(frozen=True)
class ServerSettings:
    """Who may call, how much they may send, and what the pages ask."""

    auth_secret: str | None
    """STRATA_AUTH_SECRET: HS256 tokens are verified with it (and `strata token` signs)."""
    auth_public_key: str | None
    """STRATA_AUTH_PUBLIC_KEY: PEM (or a PEM file) for RS256 / ES256 tokens of an IdP."""
    audience: str | None
    """STRATA_AUTH_AUDIENCE: required `aud` of every token, when set."""
    issuer: str | None
    """STRATA_AUTH_ISSUER: required `iss` of every token, when set."""
    local_user: str
    """The one user of local mode (no secret): STRATA_USER, else the one default user
    (memory.namespaces.DEFAULT_USER, the CLI's too)."""
    max_json_bytes: int
    """STRATA_MAX_JSON_BYTES: largest JSON body (default 1 MiB)."""
    max_upload_bytes: int
    """STRATA_MAX_UPLOAD_BYTES: largest document upload (default 20 MiB)."""
    cors_origins: tuple[str, ...] = ()
    """STRATA_CORS_ORIGINS: other origins (comma-separated) whose pages may call the API, e.g.
    the chat app's own site; none by default (same origin only)."""

    allowed_hosts: tuple[str, ...] = ()
    """STRATA_ALLOWED_HOSTS: names (comma-separated, no port) local mode answers besides the
    loopback ones, e.g. a name a reverse proxy on this machine passes on."""

    @property
    def requires_token(self) -> bool:
        """Every request needs a bearer token (a secret or a public key is configured)."""
        return bool(self.auth_secret or self.auth_public_key)

    @classmethod
    def from_env(cls) -> ServerSettings:
        """Read every setting, failing with one clear line on a bad one."""
        return cls(
            auth_secret=os.environ.get("STRATA_AUTH_SECRET") or None,
            auth_public_key=_public_key(os.environ.get("STRATA_AUTH_PUBLIC_KEY")),
            audience=os.environ.get("STRATA_AUTH_AUDIENCE") or None,
            issuer=os.environ.get("STRATA_AUTH_ISSUER") or None,
            local_user=os.environ.get("STRATA_USER") or DEFAULT_USER,
            max_json_bytes=_int("STRATA_MAX_JSON_BYTES", MIB),
            max_upload_bytes=_int("STRATA_MAX_UPLOAD_BYTES", 20 * MIB),
            cors_origins=tuple(o.strip().rstrip("/") for o in
                               os.environ.get("STRATA_CORS_ORIGINS", "").split(",") if o.strip()),
            allowed_hosts=_names(os.environ.get("STRATA_ALLOWED_HOSTS", "")),
        )


def is_loopback(host: str | None) -> bool:
    """A host name or address that only this machine can reach."""
    if not host:
        return False
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def check_bind(host: str, settings: ServerSettings) -> None:
    """Local mode (no secret) serves one user, so only this machine may reach it."""
    if is_loopback(host):
        return
    if not settings.requires_token:
        raise SettingsError(
            f"refusing to listen on {host}: without STRATA_AUTH_SECRET (or "
            "STRATA_AUTH_PUBLIC_KEY) every caller would be the local user; bind 127.0.0.1 "
            "or set a secret")
    secret = settings.auth_secret
    if secret is not None and (len(secret) < MIN_PUBLIC_SECRET_CHARS or len(set(secret)) < 8):
        raise SettingsError(
            f"refusing to listen on {host}: STRATA_AUTH_SECRET is too weak to sign tokens "
            f"anyone can try to forge (use {MIN_PUBLIC_SECRET_CHARS}+ random characters, e.g. "
            "`openssl rand -hex 32`)")
