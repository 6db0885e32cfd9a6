"""[beyond] Traditional characters read as simplified: one table, every row reads through it.

A 繁體 user's 我住在台北，是一名護士 / 我閨蜜叫小雨 met no row written in simplified
characters (issue 24, probe24c: 護士 gave no 职业, 閨蜜 named nobody, 下個月 anchored
nothing). Each character maps to one, so a match's positions hold in the text as said: the
rows match the folded text (memory/rules/row.py), the notes keep the user's own characters.
Only characters that simplified Chinese never writes are in the table (著 / 乾 are not).
"""

from __future__ import annotations

import re
from functools import lru_cache

from strata_layered.memory.text.text import APOSTROPHES

_PAIRS = (
    "護护師师員员國国們们這这個个來来說说時时會会後后過过還还對对學学習习經经電电話话裡里裏里"
    "現现樣样點点麼么為为與与給给讓让號号歲岁媽妈爺爷兒儿孫孙親亲愛爱歡欢貓猫魚鱼鳥鸟買买賣卖"
    "錢钱貴贵車车開开關关門门問问間间聽听見见覺觉記记憶忆東东馬马長长張张陳陈劉刘楊杨黃黄趙赵"
    "吳吴鄭郑謝谢許许鄧邓蕭萧葉叶蘇苏盧卢蔣蒋節节書书畫画藝艺術术樂乐訴诉認认識识讀读寫写語语"
    "歷历厭厌難难傷伤氣气體体醫医藥药癥症壓压專专業业職职資资務务場场廠厂辦办處处應应該该準准"
    "備备劃划計计轉转換换遷迁區区縣县鄉乡灣湾臺台島岛韓韩華华漢汉廣广廳厅飯饭麵面飲饮湯汤雞鸡"
    "豬猪蝦虾蘋苹藍蓝綠绿紅红顏颜戀恋婦妇離离結结閨闺夥伙隊队團团參参興兴運运動动遊游戲戏籃篮"
    "網网線线視视頻频聞闻報报紙纸課课試试題题級级組组織织約约週周錶表鐘钟齡龄寵宠貝贝寶宝嬰婴"
    "懷怀產产嬸婶鄰邻樓楼層层單单碼码帳账戶户銀银證证隻只條条兩两萬万億亿幾几雙双討讨嗎吗讚赞"
    "請请別别談谈誰谁邊边頭头腦脑臉脸腳脚髮发發发變变進进遠远達达選选連连錯错鐵铁銷销設设廚厨"
    "駕驾駛驶軍军導导攝摄編编輯辑譯译實实驗验際际總总闆板幣币塊块減减膩腻鹹咸蔥葱薑姜煙烟菸烟"
    "燒烧麥麦穀谷豐丰農农劇剧機机軟软館馆園园診诊療疗檢检憂忧鬱郁慮虑睏困夢梦嚴严輕轻鬆松緊紧"
    "擔担憐怜幫帮顧顾於于從从將将當当夠够沒没無无曉晓飛飞鳳凤龍龙麗丽靜静偉伟強强傑杰濤涛輝辉"
    "鵬鹏歲岁鬧闹煩烦惱恼態态慣惯喚唤聯联繫系係系準准續续據据屬属構构調调質质嗎吗麼么啟启"
    # probe24f: a pet adopted (領養了一隻小狗), a job left (辭職), places and the body's ills
    "領领養养飼饲鸚鹦鵡鹉倉仓辭辞紐纽倫伦蘭兰喬乔維维爾尔雲云陽阳陰阴慶庆誕诞壽寿癒愈瘋疯腫肿"
    "癢痒膚肤頸颈風风溫温濕湿熱热涼凉飽饱餓饿葷荤練练騎骑駐驻歐欧紀纪錄录舊旧貨货賽赛獎奖標标"
    "稅税險险費费曆历"
)
_SIMPLIFIED: dict[int, int] = {ord(_PAIRS[i]): ord(_PAIRS[i + 1])
                               for i in range(0, len(_PAIRS), 2)}
FOLD: dict[int, int] = {**_SIMPLIFIED, **APOSTROPHES}
"""str.translate table: a traditional character → its simplified one; an apostrophe (’ ` ʼ)
→ the plain one (memory/text/text.py)."""


def fold(text: str) -> str:
    """The text with its traditional characters simplified, one for one.

    Every row reads through it, thousands of times a turn over a few texts: an ASCII text is
    itself (checked without a scan), the others are remembered.
    """
    return text if text.isascii() and "`" not in text else _folded(text)


def as_said(text: str, match: re.Match[str], group: str) -> str | None:
    """A group of a match on `fold(text)`, in the text as said (陳小明, not 陈小明): one for one."""
    return text[match.start(group):match.end(group)] if match.group(group) is not None else None


@lru_cache(maxsize=4096)
def _folded(text: str) -> str:
    return text.translate(FOLD)
