"""Monster Day, a Decktet game by P.D. Magnus (CC BY-NC-SA), for two players."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.cards import CardSet
from game.engine.registry import register
from game.engine.rng import Rng
from game.engine.state import Game, Option, OptionValue, State

from . import narrate
from .ai import Lookahead, evaluate, playout_play
from .cards import SCHEMAS, records
from .rules import new_state
from .state import MonsterDayState


class MonsterDay(Game):
    id = "monster-day"
    title = "Monster Day"
    players = range(2, 3)
    card_folder = "monster_day"
    card_schemas = SCHEMAS
    describe, card_name = staticmethod(narrate.describe), staticmethod(narrate.card_name)
    ai_levels = {"hard": {"kind": "own"}}
    options = {
        "extended-deck": Option(
            "extended-deck", False,
            "Shuffle the Excuse, Pawns and Courts into the deck: the Excuse goes on any space and is worth 0; "
            "a Pawn or Court is worth 2d6, rolled by the space's owner each time a monster needs it."),
    }

    def new_game(self, players: int, seed: int, options: dict[str, OptionValue] | None = None) -> State:
        self.check_players(players)
        resolved = self.resolve_options(options)
        return new_state(seed, bool(resolved["extended-deck"]))

    def check_cards(self, card_set: CardSet) -> None:
        records(card_set)

    def from_snapshot(self, data: dict[str, Any]) -> State:
        return MonsterDayState.from_snapshot(data)

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
