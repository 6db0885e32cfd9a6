"""Identity comes from a verified token only: forged, expired or odd tokens are refused."""

from __future__ import annotations

import time
from collections.abc import Callable

import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa

from strata_layered.memory.namespaces import DEFAULT_USER
from strata_layered.server.identity import (
    Unauthorized,
    bearer_token,
    identify,
    issue_token,
    verify_token,
)
from strata_layered.server.settings import ServerSettings, SettingsError, check_bind, is_loopback

SECRET = "unit-test-secret-0123456789-abcdefghij"


def settings(**changes: object) -> ServerSettings:
    base = dict(auth_secret=SECRET, auth_public_key=None, audience=None, issuer=None,
                local_user="local", max_json_bytes=1024, max_upload_bytes=4096)
    return ServerSettings(**(base | changes))  # type: ignore[arg-type]


def signed(claims: dict, key: object = SECRET, algorithm: str = "HS256") -> str:
    return jwt.encode(claims, key, algorithm=algorithm)  # type: ignore[arg-type]


def test_a_valid_token_names_its_subject() -> None:
    assert verify_token(issue_token("alice", SECRET, ttl_seconds=60), settings()) == "alice"
    assert verify_token(signed({"sub": "用户-1", "exp": time.time() + 60}), settings()) == "用户-1"


# Tokens are made when the test runs: made at collection, "forged" and the rest would
# be refused for having expired by the time a long suite reaches them.
@pytest.mark.parametrize("token", [
    lambda: signed({"sub": "alice", "exp": time.time() + 60},
                   key="another-secret-0123456789-abcdef"),
    lambda: signed({"sub": "alice", "exp": time.time() - 60}),
    lambda: signed({"sub": "alice"}),  # PyJWT accepts a token without exp unless it is required
    lambda: signed({"exp": time.time() + 60}),
    lambda: signed({"sub": "", "exp": time.time() + 60}),
    lambda: signed({"sub": 42, "exp": time.time() + 60}),
    lambda: signed({"sub": "x" * 201, "exp": time.time() + 60}),
    lambda: signed({"sub": "alice", "exp": time.time() + 60, "nbf": time.time() + 600}),
    lambda: jwt.encode({"sub": "alice", "exp": time.time() + 60}, None, algorithm="none"),  # type: ignore[arg-type]
    lambda: "not.a.jwt", lambda: "abc", lambda: "",
], ids=["forged", "expired", "no-exp", "no-sub", "empty-sub", "int-sub", "long-sub",
        "not-yet", "alg-none", "three-dots", "garbage", "empty"])
def test_bad_tokens_are_refused(token: Callable[[], str]) -> None:
    with pytest.raises(Unauthorized):
        verify_token(token(), settings())


def test_the_header_must_be_a_bearer_token() -> None:
    assert bearer_token("Bearer abc") == "abc"
    assert bearer_token("bearer  abc ") == "abc"
    for header in (None, "", "Basic abc", "Bearer", "Bearer   ", "abc"):
        with pytest.raises(Unauthorized):
            bearer_token(header)


@pytest.mark.parametrize("curve", ["rsa", "ec"])
def test_tokens_of_an_identity_provider_verify_with_its_public_key(curve: str) -> None:
    if curve == "rsa":
        private = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        algorithm = "RS256"
    else:
        private = ec.generate_private_key(ec.SECP256R1())  # type: ignore[assignment]
        algorithm = "ES256"
    public = private.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo).decode()
    config = settings(auth_secret=None, auth_public_key=public, audience="chat-app")
    claims = {"sub": "carol", "exp": time.time() + 60, "aud": "chat-app"}
    assert verify_token(signed(claims, private, algorithm), config) == "carol"
    with pytest.raises(Unauthorized):  # another audience
        verify_token(signed(claims | {"aud": "other"}, private, algorithm), config)
    with pytest.raises(Unauthorized):  # HS256 signed with the public key text (alg confusion)
        verify_token(jwt.encode(claims, SECRET, algorithm="HS256"), config)
    other = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    with pytest.raises(Unauthorized):
        verify_token(signed(claims, other, "RS256"), config)


def test_local_mode_is_one_user_and_only_loopback() -> None:
    local = settings(auth_secret=None)
    assert identify(None, "127.0.0.1", local) == "local"
    assert identify("Bearer whatever", "::1", local) == "local"
    with pytest.raises(Unauthorized):
        identify(None, "192.168.1.20", local)
    with pytest.raises(Unauthorized):
        identify(None, None, local)
    with pytest.raises(Unauthorized):  # with a secret, a token is always needed
        identify(None, "127.0.0.1", settings())


def test_without_a_secret_only_loopback_may_be_bound() -> None:
    check_bind("127.0.0.1", settings(auth_secret=None))
    check_bind("localhost", settings(auth_secret=None))
    check_bind("0.0.0.0", settings())
    for host in ("0.0.0.0", "::", "192.168.1.20", "example.org"):
        with pytest.raises(SettingsError):
            check_bind(host, settings(auth_secret=None))
    assert is_loopback("127.0.0.2") and is_loopback("[::1]") and not is_loopback("")


def test_settings_read_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STRATA_AUTH_SECRET", SECRET)
    monkeypatch.setenv("STRATA_MAX_UPLOAD_BYTES", "1000")
    monkeypatch.delenv("STRATA_USER", raising=False)
    found = ServerSettings.from_env()
    assert found.requires_token and found.max_upload_bytes == 1000
    assert found.local_user == DEFAULT_USER and found.max_json_bytes == 1024 * 1024
    monkeypatch.setenv("STRATA_MAX_JSON_BYTES", "lots")
    with pytest.raises(SettingsError):
        ServerSettings.from_env()
