"""The string catalogues: every word the window and the command line show comes from here.

Each language is a folder (``en/``, ``it/``, ``pt-BR/``) of YAML files merged into one catalogue:
``app.yaml`` for the shared window, one file per game named after its id. Keys are dotted paths into
the nested YAML (``menu.new_game``, ``boss-monster.prompt.build``); a value is a template whose
``{name}`` fields are filled by keyword. A key missing in the current language falls back to
English, then to the key itself, so a gap shows up on screen instead of crashing. This package never
imports pygame: the command line tells a game in the same sentences as the window.

A word that follows a number is written with both its forms after the number's name:
``"{n} {n:wound|wounds}"`` gives "1 wound" and "3 wounds"; ``"ne {n:resta|restano} {n}"`` gives
"ne resta 1". The first form is for a count of one, the second for any other count. A number may be
written in words, ``{n:w}`` ("four"), as ``numbers.py`` tells.
"""
from __future__ import annotations

import string
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from .numbers import spelled

try:
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - the C loader is absent on some platforms
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

FOLDER = Path(__file__).resolve().parent
FALLBACK = "en"


def _flatten(node: Any, prefix: str, out: dict[str, str]) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            _flatten(value, f"{prefix}.{key}" if prefix else str(key), out)
    else:
        out[prefix] = str(node)


def load_catalogue(path: Path) -> dict[str, str]:
    with path.open(encoding="utf-8") as handle:
        data = yaml.load(handle, Loader=_Loader)
    if not isinstance(data, dict):
        raise ValueError(f"{path.name}: a catalogue must be a mapping of keys to texts")
    flat: dict[str, str] = {}
    _flatten(data, "", flat)
    return flat


@dataclass(frozen=True)
class Ref:
    """A highlighted piece of a sentence (a card or a monster) that the log can show on hover, or a
    keyword of the game's glossary (``term``, its entry's key), explained on hover."""

    text: str
    card: str | None = None
    term: str | None = None


Segment = tuple[str, Ref | None]


@dataclass
class Line:
    """One sentence of a game's story, for the window's log and for ``replay``."""

    segments: list[Segment]
    heading: bool = False  # a turn separator, drawn dimmer and bold

    def text(self) -> str:
        return "".join(text for text, _ in self.segments)


class _Lenient(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def plural(value: Any, forms: str) -> str:
    """``forms`` is "one|other": the form the count ``value`` takes."""
    one, _, other = forms.partition("|")
    return one if isinstance(value, int) and abs(value) == 1 else other


class _Words(string.Formatter):
    """Formats a template in a language, choosing a word's form by its number, or writing the number
    in words, where the template asks for it."""

    def __init__(self, language: str) -> None:
        self.language = language

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec:
            return plural(value, format_spec)
        words = spelled(value, format_spec, self.language)
        return words if words is not None else super().format_field(value, format_spec)


class Catalogue:
    def __init__(self, folder: Path = FOLDER) -> None:
        self.tables: dict[str, dict[str, str]] = {}
        for language in sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith("_")):
            merged: dict[str, str] = {}
            for path in sorted(language.glob("*.yaml")):
                merged.update(load_catalogue(path))
            if merged:
                self.tables[language.name] = merged
        self.language = FALLBACK

    def languages(self) -> list[tuple[str, str]]:
        """(code, the language's own name) for every catalogue."""
        return [(code, table.get("language.name", code)) for code, table in self.tables.items()]

    def set_language(self, code: str) -> None:
        self.language = code if code in self.tables else FALLBACK

    def has(self, key: str) -> bool:
        return key in self.tables[self.language] or key in self.tables[FALLBACK]

    def raw(self, key: str) -> str:
        table = self.tables[self.language]
        if key in table:
            return table[key]
        return self.tables[FALLBACK].get(key, key)

    def t(self, key: str, **params: Any) -> str:
        template = self.raw(key)
        if not params:
            return template
        return _Words(self.language).vformat(template, (), _Lenient({k: v.text if isinstance(v, Ref) else v for k, v in params.items()}))

    def in_every_language(self, key: str, **params: Any) -> set[str]:
        """The text in each language: what a text kept while another language was chosen may read."""
        return {_Words(code).vformat(table.get(key, self.tables[FALLBACK].get(key, key)), (), _Lenient(params))
                for code, table in self.tables.items()}

    def rich(self, key: str, **params: Any) -> list[Segment]:
        """The sentence as segments, the ``Ref`` parameters kept apart so they can be highlighted."""
        out: list[Segment] = []
        for literal, field, spec, _conv in string.Formatter().parse(self.raw(key)):
            if literal:
                out.append((literal, None))
            if field is None:
                continue
            value = params.get(field, "{" + field + "}")
            if spec and "|" in spec:
                out.append((plural(value, spec), None))
            elif isinstance(value, Ref):
                out.append((value.text, value))
            else:
                out.append((str(value), None))
        return out


CATALOGUE = Catalogue()


def t(key: str, **params: Any) -> str:
    return CATALOGUE.t(key, **params)


def rich(key: str, **params: Any) -> list[Segment]:
    return CATALOGUE.rich(key, **params)


def set_language(code: str) -> None:
    CATALOGUE.set_language(code)


def words(key: str, args: dict[str, Any], card_name: Any, seat_name: Any, fallback: str = "") -> str:
    """A prompt or an option in the current language. By the engine's convention an argument named
    ``card`` or ``*_card`` is a card id and ``seat`` or ``*_seat`` a seat number; both are shown by
    name. Any other argument whose value the game's catalogue words under the argument's name (``dir:
    north`` as ``dungeon-run.dir.north``) is shown as that word. A key the catalogue lacks shows
    ``fallback`` (the action's own text) rather than the key."""
    if not CATALOGUE.has(key):
        return fallback or key
    game = key.split(".", 1)[0]
    shown: dict[str, Any] = {}
    for name, value in args.items():
        if (name == "card" or name.endswith("_card")) and isinstance(value, str):
            shown[name] = card_name(value)
        elif (name == "seat" or name.endswith("_seat")) and isinstance(value, int):
            shown[name] = seat_name(value)
        elif isinstance(value, str) and CATALOGUE.has(f"{game}.{name}.{value}"):
            shown[name] = CATALOGUE.t(f"{game}.{name}.{value}")
        else:
            shown[name] = value
    return CATALOGUE.t(key, **shown)
