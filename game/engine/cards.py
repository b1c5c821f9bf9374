"""Card files: YAML read with the safe loader and checked field by field.

A card file is a mapping with a ``kind`` (which schema applies) and a list of
``cards``. Every problem is reported as one line naming the file, the card and
the field, e.g. ``cards/boss_monster/rooms.yaml: card 'golem-factory': damage
must be a whole number >= 0, got 'two'``; a wrong file never gives a traceback.
"""
from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

import yaml

from .paths import shipped

try:  # the C loader is much faster; the pure-Python one gives the same data
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on how PyYAML was built
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

# CARD_TABLE_CARDS points the app at another card folder (to try edited cards without touching the
# installed ones); otherwise the card files shipped with the app.
CARDS_ROOT = Path(os.environ["CARD_TABLE_CARDS"]) if os.environ.get("CARD_TABLE_CARDS") else shipped("cards")
_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


class CardError(ValueError):
    """One problem in one card file, as a single line."""


class FieldProblem(Exception):
    """Raised by a field check; the loader adds the file and card to it."""


Check = Callable[[Any], Any]


def _shown(value: Any) -> str:
    return repr(value) if isinstance(value, str) else str(value)


def whole(minimum: int | None = 0, maximum: int | None = None) -> Check:
    def check(value: Any) -> int:
        ok = isinstance(value, int) and not isinstance(value, bool)
        ok = ok and (minimum is None or value >= minimum) and (maximum is None or value <= maximum)
        if not ok:
            if minimum is not None and maximum is not None:
                raise FieldProblem(f"must be a whole number from {minimum} to {maximum}, got {_shown(value)}")
            if minimum is not None:
                raise FieldProblem(f"must be a whole number >= {minimum}, got {_shown(value)}")
            raise FieldProblem(f"must be a whole number, got {_shown(value)}")
        return value
    return check


def text(value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise FieldProblem(f"must be some text, got {_shown(value)}")
    return value


def flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise FieldProblem(f"must be true or false, got {_shown(value)}")
    return value


def slug(value: Any) -> str:
    if not isinstance(value, str) or not _SLUG.match(value):
        raise FieldProblem(f"must be lowercase words joined by hyphens, got {_shown(value)}")
    return value


def one_of(*choices: Any) -> Check:
    def check(value: Any) -> Any:
        # type() as well as ==, because YAML's true would otherwise pass for 1
        if not any(value == c and type(value) is type(c) for c in choices):
            raise FieldProblem(f"must be one of {', '.join(str(c) for c in choices)}, got {_shown(value)}")
        return value
    return check


def either(*checks: Check, describe: str) -> Check:
    def check(value: Any) -> Any:
        for inner in checks:
            try:
                return inner(value)
            except FieldProblem:
                continue
        raise FieldProblem(f"must be {describe}, got {_shown(value)}")
    return check


def list_of(item: Check, min_len: int = 0, max_len: int | None = None, unique: bool = False) -> Check:
    def check(value: Any) -> list[Any]:
        if not isinstance(value, list):
            raise FieldProblem(f"must be a list, got {_shown(value)}")
        if len(value) < min_len or (max_len is not None and len(value) > max_len):
            span = f"{min_len} to {max_len}" if max_len is not None else f"at least {min_len}"
            raise FieldProblem(f"must list {span} items, got {len(value)}")
        out = []
        for i, v in enumerate(value):
            try:
                out.append(item(v))
            except FieldProblem as problem:
                raise FieldProblem(f"item {i + 1} {problem}") from None
        if unique and len(set(map(repr, out))) != len(out):
            raise FieldProblem("must not repeat an item")
        return out
    return check


def mapping(fields: "dict[str, FieldSpec]") -> Check:
    """A nested record, e.g. a hero's souls and wounds."""
    schema = Schema(fields)

    def check(value: Any) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise FieldProblem(f"must be a mapping of {', '.join(fields)}, got {_shown(value)}")
        try:
            return schema.check(value)
        except _NestedProblem as problem:
            raise FieldProblem(f"{problem.field} {problem.message}") from None
    return check


@dataclass(frozen=True)
class FieldSpec:
    check: Check
    required: bool = True
    default: Any = None


def field_(check: Check, default: Any = None, required: bool | None = None) -> FieldSpec:
    """A field; giving a default makes it optional."""
    return FieldSpec(check, required if required is not None else default is None, default)


class _NestedProblem(Exception):
    def __init__(self, field_name: str, message: str) -> None:
        super().__init__(f"{field_name} {message}")
        self.field = field_name
        self.message = message


@dataclass
class Schema:
    fields: dict[str, FieldSpec]
    # Checks across fields of one card (e.g. "an epic hero has 2 wounds"); they raise FieldProblem
    # whose message starts with the field's name.
    rules: list[Callable[[dict[str, Any]], None]] = field(default_factory=list)

    def check(self, raw: dict[str, Any]) -> dict[str, Any]:
        for key in raw:
            if key not in self.fields:
                raise _NestedProblem(str(key), f"is not a known field (known: {', '.join(self.fields)})")
        out: dict[str, Any] = {}
        for name, spec in self.fields.items():
            if name not in raw:
                if spec.required:
                    raise _NestedProblem(name, "is missing")
                out[name] = spec.default() if callable(spec.default) else spec.default
                continue
            try:
                out[name] = spec.check(raw[name])
            except FieldProblem as problem:
                raise _NestedProblem(name, str(problem)) from None
        for rule in self.rules:
            try:
                rule(out)
            except FieldProblem as problem:
                name, _, message = str(problem).partition(" ")
                raise _NestedProblem(name, message) from None
        return out


@dataclass
class CardSet:
    """Every card of one game, by kind, in file order, plus a hash of the files for saves."""

    by_kind: dict[str, list[dict[str, Any]]]
    files: list[Path]
    digest: str
    # The folder and, for each kind, the first file holding it, as a message names them
    # (``cards/boss_monster/bosses.yaml``).
    folder: str = "cards"
    places: dict[str, str] = field(default_factory=dict)

    def of(self, kind: str) -> list[dict[str, Any]]:
        return self.by_kind.get(kind, [])

    def where(self, kind: str) -> str:
        """The file of this kind of card, for a message about it."""
        return self.places.get(kind, f"{self.folder} (no file of {kind} cards)")


@dataclass(frozen=True)
class Need:
    """A count the rules rely on to deal a game: at least ``count`` ``what`` among the cards of
    ``kind``, ``why`` saying what takes them. ``have`` counts them in a card set (by default, the
    cards of ``kind``)."""

    kind: str
    count: int
    what: str
    why: str
    have: Callable[[CardSet], int] | None = None

    def shortfall(self, card_set: CardSet) -> str | None:
        """None when the set holds enough; else one line naming the file, the kind and the number."""
        found = self.have(card_set) if self.have is not None else len(card_set.of(self.kind))
        if found >= self.count:
            return None
        return (f"{card_set.where(self.kind)} ({self.kind} cards): {self.what}: {self.count} needed {self.why}, "
                f"found {found}")


def _display(path: Path, root: Path) -> str:
    try:
        return str(Path("cards") / path.relative_to(root))
    except ValueError:
        return str(path)


def load_file(path: Path, schemas: dict[str, Schema], root: Path = CARDS_ROOT) -> tuple[str, list[dict[str, Any]]]:
    name = _display(path, root)
    try:
        raw = yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader)
    except UnicodeDecodeError:
        raise CardError(f"{name}: is not UTF-8 text") from None
    except OSError as error:  # a folder named like a card file, a file that cannot be read
        raise CardError(f"{name}: cannot be read ({error.strerror or error})") from None
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark else ""
        problem = getattr(error, "problem", None) or "cannot be read"
        raise CardError(f"{name}: is not valid YAML{where}: {problem}") from None
    if not isinstance(raw, dict) or "cards" not in raw or "kind" not in raw:
        raise CardError(f"{name}: must be a mapping with 'kind' and 'cards'")
    extra = sorted(set(raw) - {"kind", "cards", "notes"})
    if extra:
        raise CardError(f"{name}: {extra[0]} is not a known top-level key (known: kind, cards, notes)")
    kind = raw["kind"]
    if kind not in schemas:
        raise CardError(f"{name}: kind must be one of {', '.join(schemas)}, got {_shown(kind)}")
    if not isinstance(raw["cards"], list):
        raise CardError(f"{name}: cards must be a list")
    schema = schemas[kind]
    cards = []
    for index, card in enumerate(raw["cards"]):
        label = f"card {index + 1}"
        if isinstance(card, dict) and isinstance(card.get("id"), str):
            label = f"card '{card['id']}'"
        if not isinstance(card, dict):
            raise CardError(f"{name}: {label}: must be a mapping of fields, got {_shown(card)}")
        try:
            cards.append(schema.check(card))
        except _NestedProblem as problem:
            raise CardError(f"{name}: {label}: {problem.field} {problem.message}") from None
    return kind, cards


def load_cards(folder: str, schemas: dict[str, Schema], root: Path = CARDS_ROOT) -> CardSet:
    """Loads every ``*.yaml`` of ``cards/<folder>`` in name order; ids must be unique across the game."""
    directory = root / folder
    if not root.is_dir():  # CARD_TABLE_CARDS naming a folder that is not there
        raise CardError(f"{root}: there is no such folder of card files")
    files = sorted(directory.glob("*.yaml"))
    if not files:
        raise CardError(f"{directory}: holds no card files")
    by_kind: dict[str, list[dict[str, Any]]] = {}
    places: dict[str, str] = {}
    seen: dict[str, str] = {}
    for path in files:
        kind, cards = load_file(path, schemas, root)
        places.setdefault(kind, _display(path, root))
        for card in cards:
            card_id = card.get("id")
            if card_id is not None:
                if card_id in seen:
                    raise CardError(f"{_display(path, root)}: card '{card_id}': id is used twice (also in {seen[card_id]})")
                seen[card_id] = _display(path, root)
        by_kind.setdefault(kind, []).extend(cards)
    return CardSet(by_kind, files, digest(folder, root), _display(directory, root), places)


def digest(folder: str, root: Path = CARDS_ROOT) -> str:
    """A hash of a game's card files, stored in saves to notice when the cards have changed."""
    hasher = hashlib.sha256()
    for path in sorted((root / folder).glob("*.yaml")):
        hasher.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return "sha256:" + hasher.hexdigest()


def ids(cards: Iterable[dict[str, Any]]) -> list[str]:
    return [c["id"] for c in cards]


def card_words(folder: Path, language: str, sections: Iterable[str]) -> dict[str, dict[str, Any]]:
    """A game's cards in another language, from ``<language>.yaml`` in the game's ``words`` folder
    beside its card files: the entry of every card id, the file's sections (one per kind of card, as
    the card files are split) merged, since ids are unique across a game. A language without a file
    has no entries, so every card shows in English."""
    path = folder / f"{language}.yaml"
    if not path.is_file():
        return {}
    data = yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader) or {}
    return {str(card_id): entry for section in sections
            for card_id, entry in (data.get(section) or {}).items()}
