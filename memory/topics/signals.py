"""What the rules read from a message's subject part before routing decides (seed 004 §3.2).

One reading for routing (route_message, peek_topic) and for the learned boundary's trainer
(bench/topics/learn.py), so the two never read a message differently.
"""

from __future__ import annotations

from collections.abc import Sequence

from strata_layered.memory.store.records import TopicRecord
from strata_layered.memory.topics.boundary import Signals
from strata_layered.memory.topics.continuation import follow_up
from strata_layered.memory.topics.cues import foreign_domain, later_cue, shift_cue


def topic_domains(topic: TopicRecord | None, every: bool) -> list[str]:
    """The domains a topic is of: its first (whose neighbours it borders), then the rest.

    `every` (RoutingSettings.domains_said): every domain its messages named. A topic opened
    on 健康 that took in a job search is of 工作 too, and 面试 in it names no foreign domain;
    it borders only its first domain's neighbours (去日本旅游的预算 is foreign to a 装修
    topic that said 预算: travel borders budget, not renovation).
    """
    if topic is None or not topic.domain:
        return []
    return list(dict.fromkeys([topic.domain, *topic.keywords])) if every else [topic.domain]


def read_signals(text: str, named: list[str], domains: Sequence[str],
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
                      and bool(domains) and foreign_domain(named, domains[0])
                      and named[0] not in domains[1:],
                      replying, later_cue(text) is not None if replying
                      else not shifted and later_cue(text, replying=False) is not None)
    return signals, follows
