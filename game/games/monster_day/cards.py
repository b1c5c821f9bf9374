"""The Decktet as Monster Day uses it: typed records from ``cards/monster_day/decktet.yaml``, and what
each card is worth to each of the four monsters (rulebook, "Giocati le tue possibilità")."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from game.engine.cards import (CardError, CardSet, FieldProblem, Schema, either, field_, list_of, load_cards, one_of,
                               slug, text, whole)

SUITS = ("moons", "suns", "waves", "leaves", "wyrms", "knots")
ROLLED_RANKS = ("pawn", "court")
# The four monster tokens in the order of the dice that move them, and the points each is worth.
MONSTERS = ("catoblepas", "dire-bear", "glatisant", "pegasus")
POINTS = (1, 1, 1, 2)
ROLL = -1  # a Pawn or Court's worth: rolled on 2d6 each time a monster needs it
DICE = 2  # the dice of a turn's chances, and of a Pawn or Court's worth: drawn as one pair of six-sided dice


def village_of(position: int) -> int | None:
    """The seat whose village a monster stands in (seat 0's lies at the negative end); None in the gap."""
    return None if position == 0 else 0 if position < 0 else 1


def points_by_monster(monsters: list[int]) -> list[tuple[int, int]]:
    """What each monster gives each village, in ``MONSTERS`` order: the score, monster by monster."""
    return [(worth if village_of(position) == 0 else 0, worth if village_of(position) == 1 else 0)
            for position, worth in zip(monsters, POINTS)]


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

    @property
    def worth(self) -> tuple[int, int, int, int]:
        """What the card adds to each monster's total while it is on top of a space: the Catoblepas
        counts odd ranks 3-9, the Dire Bear even ranks 2-8, the Glatisant personalities (a Crown is
        10), the Pegasus every value; the Excuse is worth 0 and a Pawn or Court ``ROLL``."""
        if self.is_rolled:
            return ROLL, ROLL, ROLL if self.is_personality else 0, ROLL
        value = 0 if self.is_excuse else int(self.rank)
        number = not self.is_crown and not self.is_excuse
        odd = value if number and value % 2 == 1 else 0
        even = value if number and value % 2 == 0 else 0
        return odd, even, value if self.is_personality else 0, value


def rolled_counts(monster: int, value: int) -> bool:
    """Whether a Pawn or Court rolled ``value`` counts for a monster. Only 2-9 are odd or even, as the
    printed ranks the rulebook lists are (a 10 is a Crown's value, 11 and 12 are no rank): see
    rulings.md. The Glatisant and the Pegasus take any roll."""
    if monster == 0:
        return value in (3, 5, 7, 9)
    if monster == 1:
        return value in (2, 4, 6, 8)
    return True


def records(card_set: CardSet) -> dict[str, DecktetCard]:
    out = {c["id"]: DecktetCard(c["id"], c["name"], c["rank"], tuple(c["suits"]), tuple(c["types"]), c["deck"])
           for c in card_set.of("decktet")}
    _check_board(out, card_set)
    return out


def _check_board(cards: dict[str, DecktetCard], card_set: CardSet) -> None:
    """The board is one Ace of each suit; a set without them validates card by card but cannot play.
    (The cards dealt from the deck are a count the game checks: ``rules.setup.card_needs``.)"""
    for suit in SUITS:
        aces = [c.id for c in cards.values() if c.is_ace and c.suits == (suit,)]
        if len(aces) != 1:
            raise CardError(f"{card_set.where('decktet')}: the board needs one Ace of {suit}, found {len(aces)}")


@cache
def card_set() -> CardSet:
    return load_cards("monster_day", SCHEMAS)


@cache
def deck() -> dict[str, DecktetCard]:
    return records(card_set())


CARDS = deck()
# Each suit's Ace, the card the board lays for it.
ACE_OF = {c.suits[0]: c.id for c in CARDS.values() if c.is_ace}
PLAYABLE_BASIC = tuple(c.id for c in CARDS.values() if c.deck == "basic" and not c.is_ace)
# The rulebook lets players add "some or all" of the extended Decktet ("Il Decktet esteso"): its three
# kinds of card, by the rank the card data gives them.
EXTENDED_KINDS = {"excuse": "excuse", "pawns": "pawn", "courts": "court"}


def playable(extras: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The deck: the basic cards but the Aces, then the extended cards of the kinds in ``extras``
    (in the card files' order, so that a game's shuffle depends on nothing else)."""
    ranks = {EXTENDED_KINDS[kind] for kind in extras}
    return PLAYABLE_BASIC + tuple(c.id for c in CARDS.values() if c.deck == "extended" and c.rank in ranks)
VALUES: dict[str, tuple[int, int, int, int]] = {c.id: c.worth for c in CARDS.values()}
# The fixed part of each card's worth (a rolled worth counted as 0) and the cards whose worth is rolled.
FIXED = {card: tuple(0 if v == ROLL else v for v in values) for card, values in VALUES.items()}
ROLLED = frozenset(card for card, values in VALUES.items() if ROLL in values)
