"""Dungeon Run (Plaid Hat Games) for 1-6 players, with an original card set of our own."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from game.engine.actions import Action
from game.engine.cards import CardSet, Need
from game.engine.registry import register
from game.engine.rng import Rng
from game.engine.state import Game, Option, OptionValue, State
from game.i18n import Line

from . import narrate
from .cards import SCHEMAS, card_set, check_named
from .information import from_information, information
from . import view  # noqa: F401  (importing it gives the state its view and determinization)
from .ai.evaluate import evaluate, evaluate_all
from .ai.policy import playout_action
from .rules import DungeonRunState, new_state
from .rules import advance, encounters, fate, setup, turns
from .rules.setup import card_needs
from .state import Rules


class DungeonRun(Game):
    id = "dungeon-run"
    title = "Dungeon Run"
    players = range(1, 7)
    card_folder = "dungeon_run"
    card_schemas = SCHEMAS
    # Hard tries every option in sampled worlds with the playout policy's moves, and stops once the
    # best is clear (``race``: most moves of a crawl are, and a close one still gets every sample);
    # normal is the same search on ten samples and shorter playouts, easy the one-ply search, which
    # cannot plan a crawl. More samples gain little here (hard beat a search of 30 only 48 of 80, and
    # the playout policy alone played one of 100 even, 16 of 30), so the levels sit far apart to keep
    # their order (tests/bench/ai_ladder.py): hard beat normal 156 of 200 (two draws), normal beat easy
    # 28 of 40, easy beat random 29 of 30. The race cut hard's mean time per move from 169 to 74 ms
    # (two heroes) and from 219 to 60 ms (four); against OpenSpiel's search given five times hard's
    # time, hard went from 59 to 68 wins of 100 (two heroes) and from 62 to 80 of 100 (four).
    # Flat sampling beat information-set MCTS here at the same cost (solo, 20 seeds: 19 wins against
    # 17, and no stalled games).
    ai_levels = {"easy": {"kind": "greedy", "iterations": 4},
                 "normal": {"kind": "flat", "iterations": 10, "cut": 6, "time_cap": 0.9},
                 "hard": {"kind": "flat", "iterations": 300, "cut": 10, "time_cap": 0.9, "race": 2.5}}
    options = {
        "beg-for-your-life": Option(
            "beg-for-your-life", False,
            "The rulebook's optional rule: when a hero is defeated before the endgame, every other player "
            "votes in secret; if nobody spares them, the hero is out of the game."),
        "lord-room-distance": Option(
            "lord-room-distance", "steps",
            "The rulebook lays the Dungeon Lord's room beside the tile farthest from the entrance without "
            "saying how to measure: 'steps' counts tiles walked along joined exits (the reference's choice); "
            "'straight' counts grid squares as the crow flies. Ties are chosen by the player laying the last tile.",
            ("steps", "straight")),
        "strangers-wait": Option(
            "strangers-wait", True,
            "The rulebook lets a hero choose not to meet a stranger. On: the stranger stays on its tile and "
            "any hero there may meet them later as an action. Off: a stranger left alone is discarded."),
        "round-limit": Option(
            "round-limit", 60,
            "A safety net the rulebook does not have: after this many rounds the game ends with no winner.",
            maximum=180),
    }

    def rule_numbers(self) -> dict[str, int | str]:
        return {"success": encounters.SUCCESS, **fate.SOLO_POINTS, "abilities_drawn": setup.DRAWN_ABILITIES,
                "actions": turns.ACTIONS_PER_TURN, "advance_cost": advance.COST}

    def new_game(self, players: int, seed: int, options: dict[str, OptionValue] | None = None) -> State:
        o = self.resolve_options(options)
        self.check_players(players, o)
        rules = Rules(bool(o["beg-for-your-life"]), int(o["round-limit"]), str(o["lord-room-distance"]),
                      bool(o["strangers-wait"]))
        return new_state(players, seed, rules)

    def load_card_set(self, root: Path | None = None) -> CardSet:
        """The card files, checked against their schemas and for every card the rules name."""
        card_set = super().load_card_set(root)
        check_named(card_set)
        return card_set

    def loaded_cards(self) -> CardSet:
        return card_set()

    def card_needs(self, players: int, options: dict[str, OptionValue]) -> list[Need]:
        return card_needs(players)

    def from_snapshot(self, data: dict[str, Any]) -> State:
        return DungeonRunState.from_snapshot(data)

    def information(self, state: State, seat: int) -> dict[str, Any]:
        assert isinstance(state, DungeonRunState)
        return information(state, seat)

    def from_information(self, data: dict[str, Any]) -> State:
        return from_information(data)

    def evaluate(self, state: State, seat: int) -> float:
        assert isinstance(state, DungeonRunState)
        return evaluate(state, seat)

    def evaluate_all(self, state: State) -> list[float]:
        assert isinstance(state, DungeonRunState)
        return evaluate_all(state)

    def playout_action(self, state: State, rng: Rng) -> Action:
        assert isinstance(state, DungeonRunState)
        return playout_action(state, rng)

    def describe(self, event: dict[str, Any], names: list[str]) -> Line | None:
        return narrate.describe(event, names)

    def card_name(self, card_id: str) -> str:
        return narrate.card_name(card_id)


GAME = register(DungeonRun())
