"""Who is calling: the `sub` of a verified bearer token, or the one local user.

The same verification serves `strata serve` and LangGraph's own routes under
`langgraph dev` (server/langgraph_auth.py), so a token means the same user everywhere.
"""

from __future__ import annotations

import time
from typing import Any

import jwt

from strata_layered.memory.namespaces import InvalidId, encode_label
from strata_layered.server.settings import ServerSettings, is_loopback

HMAC_ALGORITHMS = ["HS256"]
KEY_ALGORITHMS = ["RS256", "ES256"]
LEEWAY_SECONDS = 5
"""Clock skew tolerated on `exp` / `nbf` between the identity provider and this server."""
MAX_TOKEN_SECONDS = 366 * 86400
"""Furthest `exp` accepted: a year (as `strata token --ttl` allows); a token that never
expires in practice (year 9999) is refused."""


class Unauthorized(Exception):
    """No identity: a missing, malformed, forged or expired token (answered with 401)."""


def bearer_token(authorization: str | None) -> str:
    """The token of an `Authorization: Bearer <token>` header."""
    if not authorization:
        raise Unauthorized("missing bearer token (Authorization: Bearer <token>)")
    scheme, _, token = authorization.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("the Authorization header must be 'Bearer <token>'")
    return token.strip()


def _key_for(token: str, settings: ServerSettings) -> tuple[Any, list[str]]:
    """The key and the one algorithm family the token's header may name."""
    try:
        algorithm = jwt.get_unverified_header(token).get("alg")
    except jwt.PyJWTError as error:
        raise Unauthorized("malformed token") from error
    if algorithm in HMAC_ALGORITHMS and settings.auth_secret:
        return settings.auth_secret, HMAC_ALGORITHMS
    if algorithm in KEY_ALGORITHMS and settings.auth_public_key:
        return settings.auth_public_key, KEY_ALGORITHMS
    raise Unauthorized("token signed with an algorithm this server does not accept")


def verify_token(token: str, settings: ServerSettings) -> str:
    """The user id (`sub`) of a valid token; `exp` is required and honoured."""
    key, algorithms = _key_for(token, settings)
    try:
        claims = jwt.decode(token, key, algorithms=algorithms,
                            options={"require": ["exp", "sub"]},
                            audience=settings.audience, issuer=settings.issuer,
                            leeway=LEEWAY_SECONDS)
    except jwt.ExpiredSignatureError as error:
        raise Unauthorized("token expired") from error
    except jwt.PyJWTError as error:
        raise Unauthorized(f"invalid token ({type(error).__name__})") from error
    expires = claims.get("exp")
    if isinstance(expires, bool) or not isinstance(expires, int | float):
        raise Unauthorized("token `exp` must be a number (seconds since 1970)")
    if expires > time.time() + MAX_TOKEN_SECONDS + LEEWAY_SECONDS:
        raise Unauthorized("token `exp` is more than a year away; issue shorter-lived tokens")
    subject = claims.get("sub")
    if not isinstance(subject, str):
        raise Unauthorized("token `sub` must be a string")
    try:
        encode_label(subject, what="user id")
    except InvalidId as error:
        raise Unauthorized(f"token `sub` is not a usable user id: {error}") from error
    return subject


def identify(authorization: str | None, client_host: str | None,
             settings: ServerSettings) -> str:
    """The caller's user id, from the token only (never from the request body)."""
    if settings.requires_token:
        return verify_token(bearer_token(authorization), settings)
    # Local mode: one user, and only this machine may ask (whatever the bind).
    if not is_loopback(client_host):
        raise Unauthorized("this server has no STRATA_AUTH_SECRET and only answers loopback")
    return settings.local_user


def issue_token(user: str, secret: str, *, ttl_seconds: int, now: float | None = None) -> str:
    """An HS256 token for `user` valid for `ttl_seconds` (development: `strata token`)."""
    encode_label(user, what="user id")
    issued = int(now if now is not None else time.time())
    claims = {"sub": user, "iat": issued, "exp": issued + ttl_seconds}
    return jwt.encode(claims, secret, algorithm="HS256")
