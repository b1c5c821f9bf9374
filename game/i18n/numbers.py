"""Small numbers written as words, the way a rules text says "four monsters" rather than "4 monsters".

A template asks for it with a format spec: ``{monsters:w}`` gives "four", ``{monsters:W}`` "Four" (the
start of a sentence), and an ``f`` after it the feminine form where the language has one
(``{hand:wf}`` gives the Portuguese "duas", the Italian "una"). A number past the words kept here is
written in digits, as any text would.
"""
from __future__ import annotations

# 0 to 20, then the tens from 30 to 90: enough for any count a rules text names.
_SMALL = {
    "en": ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
           "sixteen seventeen eighteen nineteen twenty"),
    "it": ("zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici "
           "quindici sedici diciassette diciotto diciannove venti"),
    "pt-BR": ("zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis "
              "dezessete dezoito dezenove vinte"),
}
_TENS = {
    "en": "thirty forty fifty sixty seventy eighty ninety",
    "it": "trenta quaranta cinquanta sessanta settanta ottanta novanta",
    "pt-BR": "trinta quarenta cinquenta sessenta setenta oitenta noventa",
}
# The feminine of the numbers that have one: "una carta", "uma carta", "duas cartas".
_FEMININE = {"it": {1: "una"}, "pt-BR": {1: "uma", 2: "duas"}}


def in_words(value: int, language: str, feminine: bool = False) -> str:
    """``value`` in words in ``language`` (English for a language without its words here)."""
    if feminine and value in _FEMININE.get(language, {}):
        return _FEMININE[language][value]
    small = _SMALL.get(language, _SMALL["en"]).split()
    if 0 <= value < len(small):
        return small[value]
    if value < 100 and value % 10 == 0:
        return _TENS.get(language, _TENS["en"]).split()[value // 10 - 3]
    return str(value)


def spelled(value: object, spec: str, language: str) -> str | None:
    """The number as the format spec asks (``w``, ``W``, ``wf``, ``Wf``), or None for any other spec."""
    if spec.rstrip("f") not in ("w", "W") or not isinstance(value, int):
        return None
    text = in_words(value, language, spec.endswith("f"))
    return text[0].upper() + text[1:] if spec[0] == "W" else text
