"""The topic-routing loop re-implemented on vectors, to try representations before porting.

With `latest` and no margin it is `memory.topics.routing.route_message` as it stands: the nearest
topic by cosine if it reaches the threshold, else a new topic, a topic being found by its
latest message. The other settings are the prototypes `python -m bench topics` compares.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

REPRESENTATIONS = ("latest", "centroid", "nearest")


def simulate(
    vectors: Any,
    conversations: Sequence[str],
    threshold: float,
    representation: str,
    margin: float | None = None,
) -> list[int]:
    """Topic number (in order of creation) of each message, conversations replayed in order.

    Args:
        vectors: one embedding per message (rows of a numpy array or lists).
        conversations: the conversation of each message; the current topic resets with it.
        threshold: least cosine to join an existing topic.
        representation: what a topic is compared by — `latest` (its latest message),
            `centroid` (the running mean of its messages), `nearest` (its closest message).
        margin: when set, the conversation's current topic is kept while it scores at
            least `threshold - margin`, before any other topic is considered.
    """
    import numpy as np

    if representation not in REPRESENTATIONS:
        raise ValueError(f"unknown representation {representation!r}")
    unit = np.asarray(vectors, dtype=np.float64)
    unit = unit / np.linalg.norm(unit, axis=1, keepdims=True)
    reps = np.zeros_like(unit)  # per topic: latest vector, or the sum of its vectors
    owner = np.zeros(len(unit), dtype=np.int64)
    count, current, conversation = 0, -1, None
    routed: list[int] = []
    for i, vector in enumerate(unit):
        if conversations[i] != conversation:
            current, conversation = -1, conversations[i]
        scores = np.empty(0)
        if count and representation == "nearest":
            scores = np.full(count, -np.inf)
            np.maximum.at(scores, owner[:i], unit[:i] @ vector)
        elif count:
            scores = reps[:count] @ vector
            if representation == "centroid":
                scores = scores / np.linalg.norm(reps[:count], axis=1)
        if margin is not None and current >= 0 and scores[current] >= threshold - margin:
            topic = current
        elif count and scores.max() >= threshold:
            topic = int(scores.argmax())
        else:
            topic, count = count, count + 1
        if representation == "centroid":
            reps[topic] += vector
        else:
            reps[topic] = vector
        owner[i], current = topic, topic
        routed.append(topic)
    return routed
