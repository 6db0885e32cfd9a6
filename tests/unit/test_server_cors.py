"""A chat app on another origin may call the API only when STRATA_CORS_ORIGINS names it."""

from __future__ import annotations

import httpx

from strata_layered.server.api import build_api
from strata_layered.server.runtime import Runtime
from strata_layered.server.settings import ServerSettings
from strata_layered.server.turn_runner import TurnRunner


def api(origins: tuple[str, ...]) -> httpx.AsyncClient:
    settings = ServerSettings(auth_secret="unit-test-secret-0123456789-abcdefghij",
                              auth_public_key=None, audience=None, issuer=None,
                              local_user="local", max_json_bytes=1024, max_upload_bytes=4096,
                              cors_origins=origins)
    app = build_api(Runtime("standalone", settings), TurnRunner(), settings)
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://api")


PREFLIGHT = {"Origin": "https://chat.example", "Access-Control-Request-Method": "POST",
             "Access-Control-Request-Headers": "authorization, content-type"}


async def test_a_named_origin_may_call_with_a_bearer_token() -> None:
    async with api(("https://chat.example",)) as client:
        answer = await client.options("/chat", headers=PREFLIGHT)
        assert answer.status_code == 200
        assert answer.headers["access-control-allow-origin"] == "https://chat.example"
        assert "authorization" in answer.headers["access-control-allow-headers"].lower()
        assert "access-control-allow-credentials" not in answer.headers
        health = await client.get("/health", headers={"Origin": "https://chat.example"})
        assert health.headers["access-control-allow-origin"] == "https://chat.example"


async def test_other_origins_get_no_cors_headers() -> None:
    async with api(("https://chat.example",)) as client:
        answer = await client.options("/chat", headers=PREFLIGHT | {"Origin": "https://evil"})
        assert "access-control-allow-origin" not in answer.headers
    async with api(()) as client:
        health = await client.get("/health", headers={"Origin": "https://chat.example"})
        assert health.status_code == 200 and "access-control-allow-origin" not in health.headers
        assert (await client.post("/chat", json={})).json() == {
            "error": "missing bearer token (Authorization: Bearer <token>)"}
