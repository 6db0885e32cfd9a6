"""Every error the API answers, as `{"error": "…"}` with the status that says what went wrong."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from strata_layered.graph.backends.folder_health import storage_reason
from strata_layered.graph.embedding_stamp import EmbeddingsChanged

log = logging.getLogger("strata.server")

NOT_FOUND = "not found"
"""The one body of every 404: an unknown id and another user's id look the same."""


class ApiError(Exception):
    """An answer other than success, with a message a person can act on."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def not_found() -> ApiError:
    """404 with the body that reveals nothing."""
    return ApiError(404, NOT_FOUND)


def error_response(status: int, message: str) -> JSONResponse:
    """The JSON error body; a 401 names the scheme it wants."""
    headers = {"www-authenticate": "Bearer"} if status == 401 else None
    return JSONResponse({"error": message}, status_code=status, headers=headers)


def _where(location: tuple[Any, ...] | list[Any]) -> str:
    parts = [str(p) for p in location if p not in ("body",)]
    return ".".join(parts) or "body"


def describe_validation(error: RequestValidationError) -> tuple[int, str]:
    """400 for a body that is not JSON (or not UTF-8), 422 for JSON of the wrong shape."""
    problems = list(error.errors())
    if any(p.get("type") == "json_invalid" for p in problems):
        return 400, "the request body is not valid JSON (UTF-8)"
    first = problems[0] if problems else {}
    message = f"{_where(first.get('loc', ()))}: {first.get('msg', 'invalid')}"
    if len(problems) > 1:
        message += f" (and {len(problems) - 1} more)"
    return 422, message


async def _api_error(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, ApiError)
    return error_response(exc.status, exc.message)


async def _validation(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    return error_response(*describe_validation(exc))


async def _http(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    message = NOT_FOUND if exc.status_code == 404 else str(exc.detail)
    return error_response(exc.status_code, message)


async def _not_unicode(_: Request, exc: Exception) -> JSONResponse:
    # A lone surrogate (a JSON "\ud800") in some text field: caught here, whatever the field,
    # before it reaches a file (SQLite refuses it there, which used to answer 500).
    return error_response(422, "the request holds text that is not valid Unicode (a lone "
                               "surrogate)")


def storage_failure(reason: str, outcome: str = "the request did not complete") -> ApiError:
    """507: the data folder cannot take a write (full, read-only, failing)."""
    return ApiError(507, f"the server cannot write its data ({reason}): {outcome}; try again "
                         "once space is freed")


async def _embeddings_changed(_: Request, exc: Exception) -> JSONResponse:
    # The operator's to fix (`strata reindex`), said to the caller as a conflict, not a 500.
    return error_response(409, str(exc))


async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
    log.error("%s %s failed", request.method, request.url.path, exc_info=exc)
    reason = storage_reason(exc)
    if reason is not None:  # the operator's problem, said as such, not a bare 500
        failure = storage_failure(reason)
        return error_response(failure.status, failure.message)
    return error_response(500, "internal error (see the server log)")


def install_error_handlers(app: FastAPI) -> None:
    """Answer every failure of the API in the one JSON shape."""
    app.add_exception_handler(ApiError, _api_error)
    app.add_exception_handler(RequestValidationError, _validation)
    app.add_exception_handler(StarletteHTTPException, _http)
    app.add_exception_handler(UnicodeEncodeError, _not_unicode)
    app.add_exception_handler(EmbeddingsChanged, _embeddings_changed)
    app.add_exception_handler(Exception, _unexpected)
