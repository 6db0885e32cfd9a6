"""The client over a running `strata serve`: the memory-only HTTP API, with a bearer token.

The server decides who the caller is from the token; a `user_id` given here must be that
user (a token is never a way to reach another user's data).
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

import httpx

from strata_layered.client.types import (
    AddResult,
    ContextResult,
    Export,
    ForgetResult,
    InvalidInput,
    MemoryRecord,
    NotFound,
    Revision,
    SearchHit,
    StrataError,
    Unauthorized,
)

TIMEOUT = httpx.Timeout(300.0, connect=10.0)
"""A turn runs the gate, extraction and summaries: minutes with a slow model."""
PAGE = 1000


def _path(value: str) -> str:
    return quote(value, safe="")


class RemoteClient:
    """One HTTP connection pool to the server's /api."""

    def __init__(self, url: str, *, token: str | None, agent: str = "default",
                 timeout: httpx.Timeout | float = TIMEOUT) -> None:
        headers = {"authorization": f"Bearer {token}"} if token else {}
        self.agent = agent
        self._http = httpx.AsyncClient(base_url=url.rstrip("/") + "/api", headers=headers,
                                       params={"agent": agent}, timeout=timeout)
        self._user: str | None = None

    async def aclose(self) -> None:
        """Close the connection pool."""
        await self._http.aclose()

    async def _send(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        response = await self._http.request(method, path, **kwargs)
        if response.is_success:
            return response
        try:
            message = str(response.json().get("error") or response.text)
        except ValueError:
            message = response.text
        if response.status_code == 401:
            raise Unauthorized(message)
        if response.status_code == 404:
            raise NotFound(message)
        if response.status_code in (400, 413, 422):
            raise InvalidInput(message)
        raise StrataError(f"{response.status_code}: {message}")

    async def _check_user(self, user: str | None) -> None:
        """The token's user; a different `user_id` is refused before anything is sent."""
        if user is None:
            return
        if self._user is None:
            self._user = str((await self._send("GET", "/me")).json()["user"])
        if user != self._user:
            raise Unauthorized(f"this token is for user {self._user!r}, not {user!r}: "
                               "the server takes the user from the token")

    async def add(self, messages: Any, *, user: str | None, conversation: str,
                  metadata: dict[str, Any] | None, at: str | None) -> AddResult:
        """POST /api/turns."""
        await self._check_user(user)
        body = {"conversation": conversation, "messages": messages, "metadata": metadata,
                "at": at}
        response = await self._send("POST", "/turns", json=body)
        return AddResult.model_validate(response.json())

    async def search(self, query: str, *, user: str | None, limit: int, type: str | None,
                     status: str | None, topic: str | None,
                     metadata: dict[str, Any] | None) -> list[SearchHit]:
        """POST /api/memories/search."""
        await self._check_user(user)
        body = {"query": query, "limit": limit, "type": type, "status": status, "topic": topic,
                "metadata": metadata}
        response = await self._send("POST", "/memories/search", json=body)
        return [SearchHit.model_validate(h) for h in response.json()]

    async def get_all(self, *, user: str | None, type: str | None, status: str | None,
                   metadata: dict[str, Any] | None) -> list[MemoryRecord]:
        """GET /api/memories, every page."""
        await self._check_user(user)
        params: dict[str, Any] = {"limit": PAGE}
        params |= {k: v for k, v in (("type", type), ("status", status)) if v}
        if metadata:
            params["metadata"] = json.dumps(metadata, ensure_ascii=False)
        out: list[MemoryRecord] = []
        while True:
            response = await self._send("GET", "/memories", params=params)
            out += [MemoryRecord.model_validate(m) for m in response.json()]
            cursor = response.headers.get("next-cursor")
            if not cursor:
                return out
            params["cursor"] = cursor

    async def context(self, query: str, *, user: str | None, conversation: str,
                      budget: int | None) -> ContextResult:
        """GET /api/context."""
        await self._check_user(user)
        params: dict[str, Any] = {"q": query, "conversation": conversation}
        if budget is not None:
            params["budget"] = budget
        response = await self._send("GET", "/context", params=params)
        return ContextResult.model_validate(response.json())

    async def get(self, memory_id: str, *, user: str | None) -> MemoryRecord:
        """GET /api/memories/{id}."""
        await self._check_user(user)
        response = await self._send("GET", f"/memories/{_path(memory_id)}")
        return MemoryRecord.model_validate(response.json())

    async def update(self, memory_id: str, *, user: str | None, content: str | None,
                     status: str | None, metadata: dict[str, Any] | None) -> MemoryRecord:
        """PATCH /api/memories/{id}."""
        await self._check_user(user)
        body = {k: v for k, v in (("content", content), ("status", status),
                                  ("metadata", metadata)) if v is not None}
        response = await self._send("PATCH", f"/memories/{_path(memory_id)}", json=body)
        return MemoryRecord.model_validate(response.json())

    async def delete(self, memory_id: str, *, user: str | None) -> None:
        """DELETE /api/memories/{id}."""
        await self._check_user(user)
        await self._send("DELETE", f"/memories/{_path(memory_id)}")

    async def history(self, memory_id: str, *, user: str | None) -> list[Revision]:
        """GET /api/memories/{id}/history."""
        await self._check_user(user)
        response = await self._send("GET", f"/memories/{_path(memory_id)}/history")
        return [Revision.model_validate(r) for r in response.json()]

    async def forget(self, *, user: str | None, conversation: str | None) -> ForgetResult:
        """DELETE /api/me, or DELETE /api/conversations/{id}."""
        await self._check_user(user)
        path = "/me" if conversation is None else f"/conversations/{_path(conversation)}"
        return ForgetResult.model_validate((await self._send("DELETE", path)).json())

    async def export(self, *, user: str | None) -> Export:
        """GET /api/me/export."""
        await self._check_user(user)
        return Export.model_validate((await self._send("GET", "/me/export")).json())
