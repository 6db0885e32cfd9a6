"""Identity on LangGraph's own routes under `langgraph dev` (`langgraph.json` `auth`).

The same token as `strata serve` (server/identity.py). Threads and crons carry their
owner in metadata and every read, update, delete and search is filtered by it; a run's
context user id is the token's, whatever the caller sent; the store answers only inside
("strata", <caller>, …) and takes only items Strata can read back. What has no handler
here is refused.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from langgraph_sdk import Auth
from starlette.requests import Request

from strata_layered.graph.context import Context
from strata_layered.memory.namespaces import InvalidId, encode_label
from strata_layered.memory.sensitive.content import mask_message_input
from strata_layered.memory.sensitive.masking import mask_secrets
from strata_layered.server.identity import Unauthorized, identify
from strata_layered.server.run_settings import SettingRefused, pinned_settings
from strata_layered.server.settings import ServerSettings
from strata_layered.server.store_rules import NotYours, Refused, check_owner, check_put, own_prefix

auth = Auth()
SETTINGS = ServerSettings.from_env()
SERVER_CONTEXT = Context()
"""The run settings of this server's configuration: a run may narrow them, never widen."""
OWNER = "owner"
CONTEXT_IDS = (("agent_id", "agent id"), ("conversation_id", "conversation id"))
SETTING_NAMES = {f.name for f in fields(Context)}


def _error(status: int, detail: str) -> Auth.exceptions.HTTPException:
    return Auth.exceptions.HTTPException(status_code=status, detail=detail)


@auth.authenticate
async def authenticate(request: Request, authorization: str | None) -> Auth.types.MinimalUserDict:
    """The token's `sub` (or the local user on loopback, without a secret)."""
    host = request.client.host if request.client else None
    try:
        user = identify(authorization, host, SETTINGS)
    except Unauthorized as error:
        raise _error(401, str(error)) from error
    return {"identity": user, "permissions": []}


@auth.on
async def refuse(ctx: Auth.types.AuthContext, value: Any) -> bool:
    """Default: refuse anything without a handler below."""
    raise _error(403, f"{ctx.resource}.{ctx.action} is not allowed here")


@auth.on.assistants.read
async def read_assistants(ctx: Auth.types.AuthContext, value: Any) -> bool:
    """Assistants are the served graph's definitions: anyone signed in may read them."""
    return True


@auth.on.assistants.search
async def search_assistants(ctx: Auth.types.AuthContext, value: Any) -> bool:
    """Listing assistants reveals no user's data."""
    return True


def _mark_owner(value: dict[str, Any], user: str) -> None:
    """Owner metadata, set in place (a replaced dict is silently ignored by the server)."""
    metadata = value.get("metadata")
    if isinstance(metadata, dict):
        metadata[OWNER] = user
    else:
        value["metadata"] = {OWNER: user}


def pinned_context(context: Any, user: str) -> dict[str, Any]:
    """The run context: the token's user id, its other ids checked, settings within bounds.

    Settings are checked against the server's configuration (server/run_settings.py): a
    run may narrow a limit, never pick the model or widen a limit (422 names the field).
    """
    sent = dict(context) if isinstance(context, dict) else {}
    pinned: dict[str, Any] = {}
    for key, what in CONTEXT_IDS:
        if sent.get(key) is not None:
            try:
                encode_label(sent[key], what=what)
            except InvalidId as error:
                raise _error(422, f"context.{key}: {error}") from error
            pinned[key] = sent[key]
    try:
        pinned |= pinned_settings(sent, SERVER_CONTEXT)
    except SettingRefused as error:
        raise _error(422, str(error)) from error
    pinned["user_id"] = user
    return pinned


def _mask_values(values: Any) -> None:
    """`user_text` and `messages` of a run's input (or a command's update), masked in place."""
    if not isinstance(values, dict):
        return
    if isinstance(values.get("user_text"), str):
        values["user_text"] = mask_secrets(values["user_text"]).text
    messages = values.get("messages")
    if isinstance(messages, list):
        values["messages"] = [mask_message_input(m) for m in messages]
    elif messages is not None:
        values["messages"] = mask_message_input(messages)


def masked_input(kwargs: dict[str, Any]) -> None:
    """The run's input with its secrets masked, in place, before the server keeps it.

    LangGraph's server stores a run's input (its run record, the thread's input checkpoint)
    in its own files: a password typed into a run — as `user_text`, or as `messages` the
    way Studio sends it — would rest there in clear. The turn then runs on the masked
    text, so the model sees `[hidden:password]` as every later prompt does. State edits
    (`update_state`) reach no handler here: the graph's channels mask those (graph/state.py).
    """
    _mask_values(kwargs.get("input"))
    command = kwargs.get("command")
    if isinstance(command, dict):
        _mask_values(command.get("update"))


@auth.on.threads.create
async def create_thread(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str]:
    """A new thread belongs to the caller."""
    _mark_owner(value, ctx.user.identity)
    return {OWNER: ctx.user.identity}


@auth.on.threads.create_run
async def create_run(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str]:
    """Runs only on the caller's threads, always as the caller."""
    kwargs = value["kwargs"]
    kwargs["context"] = pinned_context(kwargs.get("context"), ctx.user.identity)
    masked_input(kwargs)
    configurable = (kwargs.get("config") or {}).get("configurable")
    if isinstance(configurable, dict):
        # The server copies `configurable` into the context when none is sent: what was
        # checked above is the context; no setting or identity rides along here.
        for key in [k for k in configurable if k in SETTING_NAMES]:
            del configurable[key]
    _mark_owner(value, ctx.user.identity)
    return {OWNER: ctx.user.identity}


async def own_threads(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str]:
    """Only the caller's threads exist for them (read, update, delete, search)."""
    return {OWNER: ctx.user.identity}


@auth.on.threads.update
async def update_thread(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str]:
    """The caller's threads only, and their owner never changes (a thread is not handed on)."""
    metadata = value.get("metadata")
    if isinstance(metadata, dict) and OWNER in metadata and metadata[OWNER] != ctx.user.identity:
        raise _error(403, "metadata.owner cannot be changed: a thread stays its creator's")
    return {OWNER: ctx.user.identity}


auth.on.threads.read(own_threads)
auth.on.threads.delete(own_threads)
auth.on.threads.search(own_threads)


@auth.on.crons.create
async def create_cron(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str]:
    """A cron runs as its creator, on the creator's threads."""
    payload = value.get("payload")
    if isinstance(payload, dict):
        payload["context"] = pinned_context(payload.get("context"), ctx.user.identity)
        masked_input(payload)
    _mark_owner(value, ctx.user.identity)
    return {OWNER: ctx.user.identity}


async def own_crons(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str]:
    """Only the caller's crons exist for them (read, update, delete, search)."""
    return {OWNER: ctx.user.identity}


@auth.on.crons.update
async def update_cron(ctx: Auth.types.AuthContext, value: Any) -> dict[str, str]:
    """The caller's crons only; a new payload is pinned and masked as a new cron's is."""
    payload = value.get("payload")
    if isinstance(payload, dict):
        payload["context"] = pinned_context(payload.get("context"), ctx.user.identity)
        masked_input(payload)
    return {OWNER: ctx.user.identity}


auth.on.crons.read(own_crons)
auth.on.crons.delete(own_crons)
auth.on.crons.search(own_crons)


@auth.on.store()
async def own_store(ctx: Auth.types.AuthContext, value: Any) -> bool:
    """Only ("strata", <caller>, …); a search above it is narrowed to it; writes are checked."""
    user = ctx.user.identity
    namespace = tuple(value.get("namespace") or ())
    mine = own_prefix(user)
    if ctx.action in ("search", "list_namespaces") and mine[:len(namespace)] == namespace:
        value["namespace"] = mine
        return True
    try:
        check_owner(namespace, user)
        if ctx.action == "put":
            check_put(namespace, value["key"], value.get("value"))
    except NotYours as error:
        raise _error(404, "not found") from error
    except Refused as error:
        raise _error(422, str(error)) from error
    return True
