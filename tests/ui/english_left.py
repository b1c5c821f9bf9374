"""Sentences left in English in another language's window: a run of words that are English and no
words of that language.

English words are the English catalogue's and the card files'; a language's own words are its
catalogue's, its card words files' and the names it shows (cards and seats named the same in both
languages are its own too). A run of ``RUN`` such words in a row is a sentence nobody translated: a
single one may be a name or a word both languages share ("Arena", "Goblin").
"""
from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, Iterable, Iterator

import yaml

from game.engine import registry
from game.engine.cards import CARDS_ROOT

from .program_text import WORD, vocabulary, words_of

RUN = 3

def _strings(node: Any) -> Iterator[str]:
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for value in node.values():
            yield from _strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _strings(value)


def _yaml(path: Path) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _words(texts: Iterable[str]) -> set[str]:
    """The words of ``texts``, a hyphenated one both whole and in its parts."""
    return {w for text in texts for piece in (text, text.replace("-", " ")) for w in words_of(piece)}


@cache
def english_cards() -> tuple[str, ...]:
    """Every text of the English card files."""
    return tuple(s for path in sorted(CARDS_ROOT.glob("*/*.yaml")) for s in _strings(_yaml(path)))


@cache
def own_cards(language: str) -> tuple[str, ...]:
    """Every text of the language's card words files."""
    return tuple(s for path in sorted(CARDS_ROOT.glob(f"*/words/{language}.yaml")) for s in _strings(_yaml(path)))


@cache
def english_only(language: str, names: frozenset[str]) -> frozenset[str]:
    """English words that ``language`` never writes, ``names`` (as the language shows them) being its own."""
    english = set(vocabulary("en")) | _words(english_cards())
    own = set(vocabulary(language)) | _words(own_cards(language)) | _words(names)
    return frozenset(english - own)


def card_names() -> frozenset[str]:
    """Every card's name in the language now set."""
    out: set[str] = set()
    for game in registry.all_games():
        for cards in game.load_card_set().by_kind.values():
            out |= {game.card_name(c["id"]) for c in cards if isinstance(c.get("id"), str)}
    return frozenset(out)


def english_runs(text: str, left: frozenset[str]) -> list[str]:
    """The runs of ``RUN`` or more words in a row in ``text`` that are all in ``left``."""
    out, run = [], []
    for match in WORD.finditer(text):
        if match.group().casefold() in left:
            run.append(match.group())
            continue
        if len(run) >= RUN:
            out.append(" ".join(run))
        run = []
    if len(run) >= RUN:
        out.append(" ".join(run))
    return out
