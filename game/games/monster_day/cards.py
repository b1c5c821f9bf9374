"""The Decktet as Monster Day uses it: typed records from ``cards/monster_day/decktet.yaml``."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from game.engine.cards import (CardSet, FieldProblem, Schema, either, field_, list_of, load_cards, one_of,
                               slug, text, whole)

SUITS = ("moons", "suns", "waves", "leaves", "wyrms", "knots")
ROLLED_RANKS = ("pawn", "court")


def _suit_count(card: dict[str, Any]) -> None:
    rank = card["rank"]
    expected = {1: 1, 10: 1, "pawn": 3, "court": 3, "excuse": 0}.get(rank, 2)
    if len(card["suits"]) != expected:
        raise FieldProblem(f"suits must list {expected} suits for rank {rank}, got {len(card['suits'])}")
    if (card["deck"] == "extended") != (rank in ("pawn", "court", "excuse")):
        raise FieldProblem("deck must be extended exactly for the Pawns, Courts and the Excuse")


SCHEMAS = {
    "decktet": Schema(
        {
            "id": field_(slug),
            "name": field_(text),
            "rank": field_(either(whole(1, 10), one_of("pawn", "court", "excuse"),
                                  describe="a whole number from 1 to 10 or one of pawn, court, excuse")),
            "suits": field_(list_of(one_of(*SUITS), unique=True)),
            "types": field_(list_of(one_of("personality", "location", "event"), unique=True)),
            "deck": field_(one_of("basic", "extended")),
        },
        rules=[_suit_count],
    )
}


@dataclass(frozen=True)
class DecktetCard:
    id: str
    name: str
    rank: int | str
    suits: tuple[str, ...]
    types: tuple[str, ...]
    deck: str

    @property
    def is_ace(self) -> bool:
        return self.rank == 1

    @property
    def is_crown(self) -> bool:
        return self.rank == 10

    @property
    def is_personality(self) -> bool:
        return "personality" in self.types

    @property
    def is_rolled(self) -> bool:
        """Pawns and Courts: worth 2d6, rolled each time their value matters (extended deck)."""
        return self.rank in ROLLED_RANKS

    @property
    def is_excuse(self) -> bool:
        return self.rank == "excuse"


def records(card_set: CardSet) -> dict[str, DecktetCard]:
    return {c["id"]: DecktetCard(c["id"], c["name"], c["rank"], tuple(c["suits"]), tuple(c["types"]), c["deck"])
            for c in card_set.of("decktet")}


@cache
def deck() -> dict[str, DecktetCard]:
    return records(load_cards("monster_day", SCHEMAS))
