"""Each game's glossary: its keywords explained in our own words, and where they stand in a text.

The entries are catalogue texts (``glossary-<game-id>.yaml`` in each language folder), keyed
``glossary.<game-id>.<keyword>`` with a ``name`` (how the rules screen lists it), a ``text`` (one or
two sentences) and ``forms``: every way the keyword is written in that language's card texts,
prompts and options, separated by ``|``. A form is matched as it is written, and one written in
lower case also with a capital first letter, since a sentence may begin with it: so "Might" (the
stat) is never found in "you might". Nothing here draws: the window marks what ``marked`` finds, the command line could too.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from . import CATALOGUE, Ref, Segment

PREFIX = "glossary."


@dataclass(frozen=True)
class Term:
    key: str  # "dungeon-run.sabotage": the game and the keyword, the same in every language
    name: str
    forms: tuple[str, ...]
    text: str


def _entry(key: str) -> Term:
    base = PREFIX + key
    forms = tuple(f.strip() for f in CATALOGUE.t(base + ".forms").split("|") if f.strip())
    return Term(key, CATALOGUE.t(base + ".name"), forms, CATALOGUE.t(base + ".text"))


def keys(game_id: str) -> list[str]:
    """The game's keywords in the order its English glossary lists them."""
    start, end = f"{PREFIX}{game_id}.", ".name"
    return [k[len(PREFIX):-len(end)] for k in CATALOGUE.tables["en"] if k.startswith(start) and k.endswith(end)]


def terms(game_id: str) -> list[Term]:
    """The game's glossary in the current language."""
    return [_entry(key) for key in keys(game_id)]


def term(key: str) -> Term | None:
    return _entry(key) if CATALOGUE.has(f"{PREFIX}{key}.name") else None


def _form_pattern(form: str) -> str:
    first, rest = form[0], re.escape(form[1:])
    if first != first.upper():
        return f"[{re.escape(first)}{re.escape(first.upper())}]{rest}"
    return re.escape(form)


# A keyword is a whole word, elided or not ("dell'Asso" names the Ace); after it may come a possessive
# "'s" ("the Lord's room" names the Lord) but no elision ("L'eroe" holds no letter L).
_BEFORE = r"(?<!\w)"
_AFTER = r"(?!\w)(?!['’](?!s\b)\w)"


@lru_cache(maxsize=16)
def _pattern(game_id: str, language: str, names: tuple[str, ...]) -> tuple[re.Pattern[str] | None, dict[str, str]]:
    """One pattern for all of a game's forms and the ``names`` of its cards (longest first, so "Level
    Up" wins over "Level" and "Soul Harvest" over "Soul"), and which keyword each form names: a card's
    name names none, so a keyword inside it is left alone."""
    owner: dict[str, str] = {}
    for entry in terms(game_id):
        for form in entry.forms:
            owner.setdefault(form, entry.key)
    if not owner:
        return None, owner
    for name in names:
        owner.setdefault(name, "")
    alternatives = "|".join(_form_pattern(f) for f in sorted(owner, key=len, reverse=True))
    return re.compile(f"{_BEFORE}(?:{alternatives}){_AFTER}"), owner


def _owner(owner: dict[str, str], written: str) -> str:
    return owner.get(written) or owner.get(written[0].lower() + written[1:], "")


def marked(game_id: str, text: str, names: tuple[str, ...] = ()) -> list[Segment]:
    """The text in pieces: each keyword a ``Ref`` naming its entry, the words between plain (a card's
    name among ``names`` too, whatever keyword it holds)."""
    pattern, owner = _pattern(game_id, CATALOGUE.language, names)
    if pattern is None:
        return [(text, None)] if text else []
    out: list[Segment] = []
    at = 0
    for match in pattern.finditer(text):
        keyword = _owner(owner, match.group())
        if not keyword:
            continue
        if match.start() > at:
            out.append((text[at:match.start()], None))
        out.append((match.group(), Ref(match.group(), term=keyword)))
        at = match.end()
    if at < len(text):
        out.append((text[at:], None))
    return out


def mark(game_id: str, segments: list[Segment], names: tuple[str, ...] = ()) -> list[Segment]:
    """A sentence with the keywords of its plain pieces marked; its cards and names stay as they were."""
    out: list[Segment] = []
    for text, ref in segments:
        out += marked(game_id, text, names) if ref is None else [(text, ref)]
    return out


def found(game_id: str, text: str, names: tuple[str, ...] = ()) -> list[Term]:
    """The keywords a text uses, each once, in the order they first appear."""
    seen = dict.fromkeys(ref.term for _, ref in marked(game_id, text, names) if ref is not None and ref.term)
    return [entry for entry in map(term, seen) if entry is not None]
