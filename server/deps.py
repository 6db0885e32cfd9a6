"""What every route is handed: the verified caller, the agent, the graph and store."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import Depends, Query, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from langchain_core.runnables import RunnableConfig
from langgraph.store.base import BaseStore

from strata_layered.graph.context import Context
from strata_layered.memory.namespaces import InvalidId, check_reachable_id, encode_label
from strata_layered.server.errors import ApiError, not_found
from strata_layered.server.identity import Unauthorized, identify
from strata_layered.server.runtime import Runtime, Served
from strata_layered.server.settings import ServerSettings

DEFAULT_AGENT = "default"


def checked_id(value: str, what: str, *, status: int = 422) -> str:
    """An id Strata can store and a URL can name, or a clear error (404 for ids in the path)."""
    try:
        # A conversation id also stands in URL paths: `..` or `a/b` would be kept, then lost.
        (check_reachable_id if what == "conversation id" else encode_label)(value, what=what)
    except InvalidId as error:
        raise (not_found() if status == 404 else ApiError(status, str(error))) from error
    return value


BEARER = HTTPBearer(auto_error=False, scheme_name="bearer",
                    description="a JWT whose `sub` is the user (HS256 with STRATA_AUTH_SECRET, "
                                "or RS256 / ES256 with STRATA_AUTH_PUBLIC_KEY); not needed "
                                "from loopback when the server runs without a secret")
"""Declares the scheme in the OpenAPI; `identify` reads and checks the header itself."""


def caller(request: Request,
           _: Annotated[HTTPAuthorizationCredentials | None, Depends(BEARER)] = None) -> str:
    """The user id of the token (or the local user); 401 otherwise."""
    settings: ServerSettings = request.app.state.settings
    host = request.client.host if request.client else None
    try:
        return identify(request.headers.get("authorization"), host, settings)
    except Unauthorized as error:
        raise ApiError(401, str(error)) from error


def agent_param(agent: Annotated[str, Query(max_length=200)] = DEFAULT_AGENT) -> str:
    """Which agent: `?agent=` (validated), default "default"."""
    return checked_id(agent, "agent id")


@dataclass(frozen=True)
class Who:
    """One request's user (from the token), agent, and this process's graph and store."""

    user: str
    agent: str
    served: Served

    @property
    def store(self) -> BaseStore:
        """The store."""
        return self.served.store

    @property
    def graph(self) -> Any:
        """The compiled graph (its store and checkpointer set)."""
        return self.served.graph

    def context(self, conversation: str | None = None) -> Context:
        """Run context; ids are set after construction so no environment default wins."""
        ctx = Context()
        ctx.user_id, ctx.agent_id, ctx.conversation_id = self.user, self.agent, conversation
        return ctx

    def config(self, conversation: str) -> RunnableConfig:
        """Run config of the conversation's thread."""
        return self.served.config(self.user, self.agent, conversation)


async def who(request: Request, user: Annotated[str, Depends(caller)],
              agent: Annotated[str, Depends(agent_param)]) -> Who:
    """The caller with the agent of `?agent=`."""
    runtime: Runtime = request.app.state.runtime
    return Who(user, agent, await runtime.current())


Caller = Annotated[Who, Depends(who)]
