"""Prompts of the memory model: candidate gate, extraction, summary (seeds 002, 003)."""

from __future__ import annotations

from strata_layered.memory.gate.judgement import JudgementJSON

# Seed 003, verbatim.
CANDIDATE_SYSTEM = "\n".join([
    "你是 AI 电子伴侣聊天产品的长期记忆候选判断器。",
    "你的任务不是抽取记忆，也不是回复用户，而是判断本轮对话是否值得进入长期记忆抽取流程。",
    "只有稳定、未来多轮对话仍然有用的信息才应该进入抽取：用户偏好、边界禁忌、关系目标、"
    "对 Agent 的互动风格要求、重要事实、稳定身份资料。",
    "以下内容通常不要进入抽取：普通寒暄、一次性情绪、临时状态、纯粹感谢、表情语气、"
    "Agent 自己编造的信息、已经存在的重复记忆、危险或不应保存的信息。",
    "如果用户明确要求“记住/以后/不要/别再/我喜欢/我不喜欢/我的习惯/我的边界”，通常应判断为候选。",
    "如果只是用户当下难过、生气、累，除非它表达了稳定偏好、重要事件或长期边界，否则不要进入长期记忆。",
    "输出必须是可被 LangChain 结构化解析的 JSON 对象。",
])

CANDIDATE_USER = """<agent_name>{agent_name}</agent_name>
<existing_memories>
{existing_memories}
</existing_memories>
<conversation_summary>
{conversation_summary}
</conversation_summary>
<user_text>
{user_text}
</user_text>
<assistant_text>
{assistant_text}
</assistant_text>"""

EXTRACTION_SYSTEM = "\n".join([
    "你是 AI 电子伴侣聊天产品的长期记忆抽取器。对话模型已经回复完毕，你只负责结构化抽取。",
    "只抽取用户自己明确表达或清楚体现的稳定信息：偏好、边界、关系目标、对话风格、重要事实、稳定身份资料。",
    "不要抽取 Agent 说出的、用户没有确认的信息；不要抽取寒暄、一次性情绪、临时状态。",
    "绝不抽取密码、验证码、身份证号、银行卡号、手机号、住址、API Key 等敏感信息。",
    "记忆内容使用用户使用的语言（用户说中文就写中文，说英文就写英文），每条一句话。",
    "会跨话题限制回答的事实（有猫、预算、过敏、租房、家里有老人小孩）设为 scope=constraint，"
    "并在 applies_to 中给出会受影响的话题。",
    "最多输出 2 条；与已有记忆重复的不要输出。输出必须是 JSON 对象。",
])

EXTRACTION_USER = """<existing_memories>
{existing_memories}
</existing_memories>
<conversation_summary>
{conversation_summary}
</conversation_summary>
本轮记忆候选判断：
{memory_candidate}
<user_text>
{user_text}
</user_text>
<assistant_text>
{assistant_text}
</assistant_text>"""

# Seed 002 (方案 C), with the structure from seed 004 §4.1.
SUMMARY_SYSTEM = (
    "你的任务是更新对话摘要。把新对话融合进已有摘要。"
    "摘要应保留：用户偏好 / 关键事实 / 待办 / 重要决策。"
    "按三段输出：进展：… 已确定事项：… 待解决问题：…（用户用英文交流时用 Progress / Decided / "
    "Open questions）。不超过 800 字。"
)
SUMMARY_USER = (
    "已有摘要：\n{previous}\n\n新对话：\n{conversation}\n\n请输出更新后的摘要（不超过 800 字）。"
)
JSON_MODE_SUFFIX = "\n只输出一个符合下面 JSON Schema 的 JSON 对象，不要输出其他文字：\n{schema}"


def format_existing(contents: list[str]) -> str:
    """Existing memories as a numbered list (seed 003 formatExistingMemories)."""
    return "\n".join(f"{i}. {c}" for i, c in enumerate(contents, start=1)) or "暂无"


def format_candidate(judgement: JudgementJSON) -> str:
    """Seed 003's formatMemoryCandidateForPrompt, verbatim in shape."""
    facts = judgement.get("candidate_facts") or []
    return "\n".join([
        f"是否进入抽取：{'是' if judgement.get('should_extract') else '否'}",
        f"类别：{judgement.get('category')}",
        f"置信度：{float(judgement.get('confidence') or 0):.2f}",
        f"稳定性：{judgement.get('stability')}",
        f"重要度：{judgement.get('importance')}",
        f"判断原因：{judgement.get('reason')}",
        "候选事实：" + "；".join(f"{i}. {f}" for i, f in enumerate(facts, start=1))
        if facts else "候选事实：暂无",
    ])

TOPIC_CHOICE_SYSTEM = (
    "你是聊天话题路由器。给出用户的新消息和几个向量相似的候选话题，判断消息属于哪一个话题。"
    "语义相似不代表是同一件事：装修预算和旅游预算是两个话题。都不属于时返回 null。只输出 JSON。"
)
TOPIC_CHOICE_USER = "<message>\n{message}\n</message>\n<candidates>\n{candidates}\n</candidates>"
