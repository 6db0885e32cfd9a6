"""What the rules read from a message's subject part before routing decides (seed 004 §3.2).

One reading for routing (route_message, peek_topic) and for the learned boundary's trainer
(bench/topics/learn.py), so the two never read a message differently.
"""

from __future__ import annotations

from strata_layered.memory.topics.boundary import Signals
from strata_layered.memory.topics.continuation import follow_up
from strata_layered.memory.topics.cues import foreign_domain, later_cue, shift_cue


def read_signals(text: str, named: list[str], current_domain: str | None,
                 replying: bool) -> tuple[Signals, bool]:
    """The cues of the message's subject part (`text`), and whether it follows up.

    A follow-up (continuation.py: "She finally ate today, chicken and rice mixed into her
    food") names no foreign domain, and without a shift cue it stays in the current topic
    as a reply does. After answering the assistant, a cue may open a later clause
    ("…我会试试。另外，…"); otherwise a later clause's cue counts only without a first one.
    """
    shifted = shift_cue(text) is not None
    follows = not shifted and follow_up(text) is not None
    signals = Signals(shifted, not shifted and not follows
                      and foreign_domain(named, current_domain),
                      replying, later_cue(text) is not None if replying
                      else not shifted and later_cue(text, replying=False) is not None)
    return signals, follows
