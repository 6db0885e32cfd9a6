"""[beyond] A deadline met, said with what was due, is the user's event (issue 24, clauses42b).

"submitted algorithms cw" after "deadlines: algorithms cw due dec 12, databases report still due,
kinda panicking", and 我今天终于交了论文 days after 论文下周五截止 was kept, ended nothing: the
note said anew (memory/supersession/deadlines_met.py) kept the work done and the deadlines that
stand, and when no clause of it said a day the gate found no signal in it. The work handed in is
now said with the deadline it met ("submitted algorithms cw (was … due dec 12)",
交了论文（原来论文…截止）), and work handed in said with what was due is an event, firm as a change
said done: the learned stage never vetoes it, or the deadline met stays active
(memory/gate/families.py, rules.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

DEADLINE_MET = Row(
    "deadline_met",
    re.compile(r"(?<!n't )(?<!not )(?<!never )(?<!still )(?<!almost )(?<!nearly )(?<!be )"
               r"\b(?:submitted|handed in|turned in|sent off|done|finished)\b"
               r"[^,.;!?]*?\b(?:due|deadlines?)\b(?![^.!?]*\?)"
               r"|(?<![没不未还])交(?:上去|上|完)?了[^，,。！!？?]*?(?:截止|要交|得交|(?i:ddl))"
               r"(?![^，。！？!?]*[吗么][？?]?$)"
               r"|(?:截止|(?i:ddl))(?:日期|时间)?之?前[^，,。！!？?]{0,12}?(?<![没不未还])交(?:上去|上|完)?了"
               r"(?![^，。！？!?]*[吗么][？?]?$)", re.I),
    "memory signal: event (work handed in said with the deadline it met: 'submitted the essay "
    "that was due friday', 交了论文（原来论文下周五截止）), firm as a change said done",
    "[beyond] issue 24 clauses42b (clauses42 left: 'submitted algorithms cw' after a deadline "
    "list with a clause of no day, 我今天终于交了论文 after 论文下周五截止, ended nothing)",
    ("submitted the essay that was due friday", "handed in my thesis before the deadline",
     "report done (was databases report still due dec 15)",
     "我今天终于交了论文（原来论文12月18日截止）", "赶在截止前交了论文"),
    ("I haven't submitted the essay due friday", "submitted the form", "the essay is due friday",
     "论文还没交，下周五截止", "交了电费", "论文交了吗？下周五截止",
     "is the essay due friday done?", "I'm done, the bus is due"),
)

ROWS: tuple[Row, ...] = (DEADLINE_MET,)
