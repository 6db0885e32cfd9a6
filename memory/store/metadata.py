"""Metadata an app attaches to memories: flat JSON, checked on the way in, matched by equality."""

from __future__ import annotations

from collections.abc import Mapping

from strata_layered.memory.sensitive import redact

MetadataValue = str | int | float | bool | None
Metadata = dict[str, MetadataValue]
MAX_KEYS = 32
MAX_KEY_CHARS = 64
MAX_VALUE_CHARS = 500


class InvalidMetadata(ValueError):
    """Metadata Strata will not store (nothing was written)."""


def checked_metadata(value: object) -> Metadata:
    """A copy of `value` fit to store: at most MAX_KEYS text keys, scalar values.

    String values pass through the secret masking every stored text gets, so a token an
    app puts in metadata rests masked like one typed in a message.
    """
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise InvalidMetadata("metadata must be an object of keys to scalar values")
    if len(value) > MAX_KEYS:
        raise InvalidMetadata(f"metadata has more than {MAX_KEYS} keys")
    out: Metadata = {}
    for key, item in value.items():
        if not isinstance(key, str) or not key.strip() or len(key) > MAX_KEY_CHARS:
            raise InvalidMetadata(f"metadata key {key!r}: non-empty text of at most "
                                  f"{MAX_KEY_CHARS} characters")
        if isinstance(item, str):
            if len(item) > MAX_VALUE_CHARS:
                raise InvalidMetadata(f"metadata {key!r}: longer than {MAX_VALUE_CHARS} "
                                      "characters")
            out[key] = redact(item)
        elif item is None or isinstance(item, bool | int | float):
            out[key] = item
        else:
            raise InvalidMetadata(f"metadata {key!r}: a string, number, boolean or null")
    return out


def metadata_matches(metadata: Mapping[str, MetadataValue], where: Mapping[str, object]) -> bool:
    """Whether every key of `where` is in `metadata` with an equal value."""
    return all(key in metadata and metadata[key] == want for key, want in where.items())
