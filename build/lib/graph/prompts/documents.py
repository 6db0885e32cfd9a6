"""Prompts of the document summariser (seed 004 §4.3): one map step, one reduce step."""

from __future__ import annotations

DOCUMENT_GROUP_PROMPT = """你在为一份长文档做分层摘要中的一步。下面是文档中连续的几个片段
（或几段下级摘要）。只根据这些内容写一段摘要，保留：主题、关键事实与数字、日期时间、
名称与编号（条款号、文件路径、函数名、错误信息）。
不要引用其他片段，不要编造，不超过 {limit} 字。用与原文相同的语言书写。
(Summarise only the excerpts below; keep key facts, numbers, dates, names and identifiers;
at most {limit} characters; write in the excerpts' language.)

<excerpts>
{excerpts}
</excerpts>"""

DOCUMENT_FINAL_PROMPT = """下面是一份长文档各部分的摘要（按原文顺序）。请写出整份文档的最终摘要：
它是什么文档、整体结构、最重要的内容与结论；细节留给原文检索。
不超过 {limit} 字。用与原文相同的语言书写。
(Write the document's final summary from the section summaries below: what it is, its
structure, what matters most. At most {limit} characters, in the document's language.)

<outline>
{outline}
</outline>

<summaries>
{excerpts}
</summaries>"""

EXCERPT_SEPARATOR = "\n---\n"
