"""What a sentence at the table must never show: the program's own text instead of words.

``faults(text, reader)`` lists what is wrong with one rendered sentence: a catalogue key or an unfilled
blank, a card or option id, a grid coordinate, money with decimals, a plural left to the reader ("room(s)")
or got wrong ("1 wounds"), a number that names nothing (a place or a seat given as a bare number, "Build
Dark Altar 2"), and, in Italian and Portuguese, an English word left over.

A number names something when the sentence says what it counts or what it is: a word next to it
that the language's own catalogue writes next to a number ("3 wounds", "room 2", "Defense 15"). Those
words are read from the catalogue templates themselves (the words either side of each blank), so the
check follows the catalogues without a list to keep in step.
"""
from __future__ import annotations

import re
import string
from dataclasses import dataclass, field
from functools import cache

from game.engine import registry
from game.i18n import CATALOGUE

WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*", re.UNICODE)
NUMBER = re.compile(r"(?<![\w.,/-])\d+(?![\w.,/])")
KEY = re.compile(r"\b[a-z]+(?:-[a-z]+)*\.[a-z_-]+(?:\.[a-z_-]+)*\b")
COORDINATE = re.compile(r"-?\d+,\s?-?\d+(?!\d)")
DECIMAL = re.compile(r"\b\d+[.,]\d+\b")
PLURAL_LEFT_OPEN = re.compile(r"[^\W\d_](?:\((?:s|es|i|e|a|as|os|is)\)|/(?:s|es|i|e|a|as|os|is)\b)", re.UNICODE)
SLUG = re.compile(r"\b[a-z0-9]+(?:[-_][a-z0-9]+)+\b")
CARD = "\u2063"  # stands in for a card's or a seat's name: a name is no word of any language

# Nouns and verbs whose form follows the number they go with: (singular, plural). A count of one
# takes the first, any other count the second. The number stands right before the noun, or right
# after the verb ("ne restano 1").
AGREE: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (("wound", "wounds"), ("soul", "souls"), ("card", "cards"), ("room", "rooms"), ("spell", "spells"),
           ("player", "players"), ("hero", "heroes"), ("token", "tokens"), ("point", "points"),
           ("encounter", "encounters"), ("monster", "monsters"), ("turn", "turns"), ("round", "rounds"),
           ("tile", "tiles"), ("space", "spaces"), ("step", "steps"), ("die", "dice"), ("time", "times")),
    "it": (("ferita", "ferite"), ("anima", "anime"), ("carta", "carte"), ("stanza", "stanze"),
           ("incantesimo", "incantesimi"), ("giocatore", "giocatori"), ("eroe", "eroi"), ("segnalino", "segnalini"),
           ("punto", "punti"), ("incontro", "incontri"), ("mostro", "mostri"), ("turno", "turni"),
           ("round", "round"), ("tessera", "tessere"), ("passo", "passi"), ("dado", "dadi"), ("volta", "volte"),
           ("ferito", "feriti")),
    "pt-BR": (("ferimento", "ferimentos"), ("ferida", "feridas"), ("alma", "almas"), ("carta", "cartas"),
              ("sala", "salas"), ("feitiço", "feitiços"), ("jogador", "jogadores"), ("herói", "heróis"),
              ("ficha", "fichas"), ("ponto", "pontos"), ("encontro", "encontros"), ("monstro", "monstros"),
              ("turno", "turnos"), ("rodada", "rodadas"), ("peça", "peças"), ("passo", "passos"),
              ("dado", "dados"), ("vez", "vezes"), ("magia", "magias")),
}
AGREE_AFTER: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (("is", "are"), ("remains", "remain")),
    "it": (("resta", "restano"), ("rimane", "rimangono")),
    "pt-BR": (("resta", "restam"), ("sobra", "sobram")),
}


@dataclass(frozen=True)
class Reader:
    """Who reads: the language, and the names (cards, seats, monsters) that are no words of it."""

    language: str
    names: frozenset[str] = field(default_factory=frozenset)


def words_of(text: str) -> list[str]:
    return [w.casefold() for w in WORD.findall(text)]


@cache
def _templates(language: str) -> tuple[str, ...]:
    return tuple(CATALOGUE.tables[language].values())


def _parts(template: str) -> list[tuple[str, str | None, str]]:
    """A template's (literal, field, format spec) parts; a brace written twice is a literal one."""
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        return [(template, None, "")]
    return [(literal, name, spec or "") for literal, name, spec, _ in parsed]


@cache
def vocabulary(language: str) -> frozenset[str]:
    """Every word the language's catalogue writes: its literal text and the forms of its plurals,
    never the names of its blanks."""
    out: set[str] = set()
    for template in _templates(language):
        for literal, _name, spec in _parts(template):
            out |= set(words_of(literal)) | ({w for form in spec.split("|") for w in words_of(form)}
                                             if "|" in spec else set())
    return frozenset(out)


@cache
def number_words(language: str) -> frozenset[str]:
    """The words the catalogue writes right next to a blank: what a number beside them stands for."""
    out: set[str] = set()
    for template in _templates(language):
        parts = _parts(template)
        for k, (literal, name, spec) in enumerate(parts):
            if name is None:
                continue
            if spec and "|" in spec:  # a word written in the form of its number
                out |= {w for form in spec.split("|") for w in words_of(form)}
            before = re.search(r"([^\W\d_]+)\W{0,2}$", literal, re.UNICODE)
            if before:
                out.add(before.group(1).casefold())
            following = parts[k + 1][0] if k + 1 < len(parts) else ""
            after = re.match(r"^\W{0,2}([^\W\d_]+)", following, re.UNICODE)
            if after:
                out.add(after.group(1).casefold())
    return frozenset(out)


@cache
def _english_only(language: str) -> frozenset[str]:
    """English words (the English catalogue's, the card data's, the actions') that ``language``'s
    own catalogue never writes: in its sentences they can only be leftovers."""
    english = set(vocabulary("en"))
    for game in registry.all_games():
        for cards in game.load_card_set().by_kind.values():
            for card in cards:
                for value in card.values():
                    if isinstance(value, str):
                        english |= set(words_of(value.replace("-", " ")))
    return frozenset(english - vocabulary(language))


def _masked(text: str, reader: Reader) -> str:
    """The text with every name replaced by a stand-in that no check reads as a word or a number."""
    for name in sorted(reader.names, key=len, reverse=True):
        if name and name in text:
            text = text.replace(name, CARD)
    return text


def faults(text: str, reader: Reader, ids: frozenset[str] = frozenset()) -> list[str]:
    """What is program text in ``text``, each fault named; an empty list for a sentence in words."""
    out: list[str] = []
    if "{" in text or "}" in text:
        out.append("an unfilled blank")
    for key in KEY.findall(text):
        if CATALOGUE.has(key) or key.split(".", 1)[0] in {g.id for g in registry.all_games()}:
            out.append(f"the catalogue key {key!r}")
    masked = _masked(text, reader)
    for slug in SLUG.findall(masked):
        if slug in ids or "_" in slug or slug.casefold() not in vocabulary(reader.language):
            out.append(f"the id {slug!r}")
    for coordinate in COORDINATE.findall(masked):
        out.append(f"the grid coordinate {coordinate!r}")
    masked = COORDINATE.sub(CARD, masked)  # told once: not as a decimal or a bare number as well
    for decimal in DECIMAL.findall(masked):
        out.append(f"the decimal number {decimal!r}")
    for open_plural in PLURAL_LEFT_OPEN.findall(masked):
        out.append(f"a plural left open ({open_plural!r})")
    out += _plural_faults(masked, reader.language)
    out += _bare_numbers(masked, reader.language)
    if reader.language != "en":
        leftovers = sorted({w for w in words_of(masked) if w in _english_only(reader.language)})
        out += [f"the English word {w!r}" for w in leftovers]
    return out


def _plural_faults(text: str, language: str) -> list[str]:
    """A count and the noun right after it (or the verb right before it) that do not agree."""
    out = []
    for match in re.finditer(r"(?<![\w.,])(\d+) ([^\W\d_]+)", text, re.UNICODE):
        one, word = int(match.group(1)) == 1, match.group(2).casefold()
        if any(s != p and word == (p if one else s) for s, p in AGREE[language]):
            out.append(f"a wrong plural ({match.group()})")
    for match in re.finditer(r"([^\W\d_]+) (\d+)(?![\w.,])", text, re.UNICODE):
        one, word = int(match.group(2)) == 1, match.group(1).casefold()
        if any(s != p and word == (p if one else s) for s, p in AGREE_AFTER[language]):
            out.append(f"a wrong plural ({match.group()})")
    return out


def _bare_numbers(text: str, language: str) -> list[str]:
    """A run of numbers that neither follows nor precedes a word the catalogue writes beside its
    numbers ("rolls 6 4 3", "3 Might dice", "room 2"), nor a sign (%, /, ≥) or a colon opening a list
    of them: a place, a seat or an index shown as it is kept ("Build Dark Altar 2")."""
    out = []
    allowed = number_words(language)
    for run in re.finditer(r"(?<![\w-])\d+(?:\s+\d+)*(?!\w)", text):
        head, tail = text[:run.start()], text[run.end():]
        before = re.search(r"([^\W\d_]+)\W{0,2}$", head, re.UNICODE)
        after = [w.casefold() for w in re.findall(r"[^\W\d_]+", tail[:40], re.UNICODE)[:2]]
        near = re.match(r"^\W{0,2}[^\W\d_]+(?:\s+[^\W\d_]+)?", tail, re.UNICODE) is not None
        sign = re.match(r"^\s*[%×/≥≤<>=+–-]", tail) or re.search(r"[%×/≥≤<>=+–:-]\s*$", head)
        if sign or (before and before.group(1).casefold() in allowed) or (near and set(after) & allowed):
            continue
        out.append(f"the bare number {run.group()!r}")
    return out


def raw_arguments(text: str, reader: Reader, arguments: list[str]) -> list[str]:
    """An action's argument printed as the program keeps it, right after a name ("Build Dark Altar
    new", "Use Dark Altar 1"): the action's text, not words."""
    masked = _masked(text, reader)
    out = []
    for argument in arguments:
        if re.search(rf"{CARD}\s+{re.escape(argument)}(?!\w)", masked):
            out.append(f"the argument {argument!r} as the program keeps it")
    return out


def card_ids() -> frozenset[str]:
    """Every card id of every game: text that shows one shows the program's name for a card."""
    ids: set[str] = set()
    for game in registry.all_games():
        for cards in game.load_card_set().by_kind.values():
            ids |= {c["id"] for c in cards if isinstance(c.get("id"), str)}
        ids |= set(game.options)
    return frozenset(ids)
