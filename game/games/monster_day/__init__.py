"""Monster Day, a Decktet game by P.D. Magnus (CC BY-NC-SA), for two players."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.cards import CardSet, Need
from game.engine.registry import register
from game.engine.rng import Rng
from game.engine.state import Game, Option, OptionValue, State

from . import cards, narrate
from . import state as positions
from .ai import Lookahead, evaluate, playout_play
from .cards import EXTENDED_KINDS, SCHEMAS, card_set, records
from .information import from_information, information
from .rules import new_state
from .rules.setup import card_needs
from .state import MonsterDayState


# Which extended cards go in: none, one kind, two kinds or all three (option ``extended-deck``).
EXTENDED_CHOICES = ("none", "excuse", "pawns", "courts", "excuse-pawns", "excuse-courts", "pawns-courts", "all")


def extended_kinds(choice: str) -> frozenset[str]:
    if choice == "all":
        return frozenset(EXTENDED_KINDS)
    return frozenset(kind for kind in choice.split("-") if kind in EXTENDED_KINDS)


class MonsterDay(Game):
    id = "monster-day"
    title = "Monster Day"
    players = range(2, 3)
    card_folder = "monster_day"
    card_schemas = SCHEMAS
    describe, card_name = staticmethod(narrate.describe), staticmethod(narrate.card_name)
    # The dice decide much of a game, so the levels sit close: sampled search of 400 iterations played
    # the game's own search even (48 of 100) and the one-ply search lost to it 61% of the time. Normal is
    # the one-ply search and easy the fast playout policy, which normal beats 74% of the time and which
    # beats random 92% (600 games each, tests/bench/ai_ladder.py).
    ai_levels = {"easy": {"kind": "policy", "iterations": 1}, "normal": {"kind": "greedy", "iterations": 8},
                 "hard": {"kind": "own"}}
    options = {
        "extended-deck": Option(
            "extended-deck", "none",
            "Shuffle some or all of the extended Decktet into the deck, as the rulebook's last section allows: "
            "the Excuse goes on any space and is worth 0; a Pawn or Court is worth 2d6, rolled by the space's "
            "owner each time a monster needs it.",
            choices=EXTENDED_CHOICES, formerly=((False, "none"), (True, "all"))),
    }

    def rule_numbers(self) -> dict[str, int | str]:
        players, every = self.players.start, cards.CARDS.values()
        numbers: dict[str, int | str] = {
            "deck": len(cards.PLAYABLE_BASIC), "hand": positions.HAND_SIZE, "monsters": len(cards.MONSTERS),
            "players": players, "aces": len(cards.ACE_OF), "village": len(cards.ACE_OF) // players,
            "dice": cards.DICE, **{f"{rank}s": sum(1 for c in every if c.rank == rank) for rank in cards.ROLLED_RANKS}}
        for m, monster in enumerate(cards.MONSTERS):  # its die number and its points
            numbers[monster.replace("-", "_")], numbers[monster.replace("-", "_") + "_points"] = m + 1, cards.POINTS[m]
        for name, m in (("odd_ranks", 0), ("even_ranks", 1)):  # the number cards the first two monsters count
            numbers[name] = ", ".join(str(rank) for rank in sorted({int(c.rank) for c in every
                                                                     if c.deck == "basic" and not c.is_ace and c.worth[m] > 0}))
        numbers["crown"] = next(c.worth[3] for c in every if c.is_crown)
        numbers["excuse"] = next(c.worth[3] for c in every if c.is_excuse)
        return numbers

    def new_game(self, players: int, seed: int, options: dict[str, OptionValue] | None = None) -> State:
        resolved = self.resolve_options(options)
        self.check_players(players, resolved)
        return new_state(seed, extended_kinds(str(resolved["extended-deck"])))

    def check_cards(self, card_set: CardSet) -> None:
        records(card_set)

    def loaded_cards(self) -> CardSet:
        return card_set()

    def card_needs(self, players: int, options: dict[str, OptionValue]) -> list[Need]:
        return card_needs()

    def from_snapshot(self, data: dict[str, Any]) -> State:
        return MonsterDayState.from_snapshot(data)

    def information(self, state: State, seat: int) -> dict[str, Any]:
        assert isinstance(state, MonsterDayState)
        return information(state, seat)

    def from_information(self, data: dict[str, Any]) -> State:
        return from_information(data)

    def evaluate(self, state: State, seat: int) -> float:
        assert isinstance(state, MonsterDayState)
        return evaluate(state, seat)

    def evaluate_all(self, state: State) -> list[float]:
        # Two seats and a draw counted half: one seat's chance is the other's complement.
        first = self.evaluate(state, 0)
        return [first, 1.0 - first]

    def playout_action(self, state: State, rng: Rng) -> Action:
        assert isinstance(state, MonsterDayState)
        return playout_play(state, rng)

    def search(self, state: State, seat: int) -> Action:
        assert isinstance(state, MonsterDayState)
        return Lookahead(state, seat).best()


GAME = register(MonsterDay())
