"""Secrets in either language: found as spans, masked before anything is stored."""

from strata_layered.memory.sensitive.detection import (
    EXTRA_SENSITIVE_PATTERN,
    SEED_SENSITIVE_PATTERN,
    find_secrets,
    is_sensitive,
    sensitive_reasons,
)
from strata_layered.memory.sensitive.expecting import (
    asked_secret,
    expected_secret,
    mask_document,
    mask_echoes,
    mask_turn,
    reads_as_value,
    secrets_after,
)
from strata_layered.memory.sensitive.masking import (
    ZH_LABELS,
    Masked,
    mask_file_name,
    mask_secrets,
    mask_token,
    redact,
)
from strata_layered.memory.sensitive.numbers import cn_id_ok, luhn_ok
from strata_layered.memory.sensitive.spans import MASK_PATTERN, Secret
from strata_layered.memory.sensitive.tokens import iban_ok

__all__ = [
    "EXTRA_SENSITIVE_PATTERN",
    "MASK_PATTERN",
    "SEED_SENSITIVE_PATTERN",
    "ZH_LABELS",
    "Masked",
    "Secret",
    "asked_secret",
    "cn_id_ok",
    "expected_secret",
    "find_secrets",
    "iban_ok",
    "is_sensitive",
    "luhn_ok",
    "mask_secrets",
    "mask_document",
    "mask_file_name",
    "mask_echoes",
    "mask_token",
    "mask_turn",
    "reads_as_value",
    "redact",
    "secrets_after",
    "sensitive_reasons",
]
