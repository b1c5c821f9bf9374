"""Boss Monster (Brotherwise Games), 2-4 players: build a dungeon, lure heroes, take their souls."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from game.engine.actions import Action
from game.engine.cards import CardSet, Need
from game.engine.registry import register
from game.engine.rng import Rng
from game.engine.state import Game, Option, OptionValue, State
from game.i18n import Line

from . import board, narrate
from .ai import evaluate, playout_action
from .cards import SCHEMAS, card_set, check_named
from .information import from_information, information
from .rules import new_state
from .rules import setup
from .rules.setup import card_needs
from .state import BossMonsterState, Rules


class BossMonster(Game):
    id = "boss-monster"
    title = "Boss Monster"
    players = range(2, 5)
    card_folder = "boss_monster"
    card_schemas = SCHEMAS
    # Windows now ask every seat that may answer (rulings.md); an older save's log passes them.
    added_answer = Action("pass")
    options = {
        "classic": Option(
            "classic", False,
            "Classic mode: after drawing five rooms and two spells, each player discards two cards of their choice."),
        "hard": Option(
            "hard", False,
            "Hard mode: ordinary heroes with 4 health leave the game, so early wounds are harder to avoid and the "
            "epic heroes come sooner."),
        "i-choose-you": Option(
            "i-choose-you", False,
            "I Choose You: each player is dealt two Bosses, keeps one and sets the other aside."),
        "plotting": Option(
            "plotting", False,
            "Plotting: at the end of a turn in which you gained no souls you may draw a room or a spell."),
        "infinite-lives": Option(
            "infinite-lives", False,
            "Infinite Lives: nobody is eliminated by wounds; the game ends after the turn in which the hero decks "
            "run out, and the most souls minus wounds wins."),
        "tie-break": Option(
            "tie-break", "lowest-xp",
            "Who wins a tie of souls minus wounds: the Boss with the lowest XP, as both rulebooks say, or the "
            "highest, as some players learned it.", ("lowest-xp", "highest-xp")),
        "crushinator": Option(
            "crushinator", "once-per-turn",
            "The Crushinator: usable once per turn, as later printings say, or as often as you have rooms to "
            "destroy, as first printed.", ("once-per-turn", "unlimited")),
        "seeded-discard": Option(
            "seeded-discard", False,
            "Start the discard pile with four rooms and two spells from the decks, as a later FAQ suggests, so "
            "that cards taking from it work from the first turn."),
    }
    # The search looks at its clock only every few iterations and a decision also pays for
    # determinizing, so the caps sit below the 0.3 s and 1.0 s a decision may take.
    # Easy plays the fast playout policy: the one-ply search played normal even (101 of 200), while
    # normal beats the policy 88 of 100 and the policy beats random 115 of 200 (tests/bench/ai_ladder.py).
    ai_levels: dict[str, dict[str, Any]] = {
        "easy": {"kind": "policy", "iterations": 1},
        "normal": {"iterations": 60, "cut": 36, "time_cap": 0.25},
        "hard": {"iterations": 360, "cut": 36, "time_cap": 0.85},
    }

    def load_card_set(self, root: Path | None = None) -> CardSet:
        return check_named(super().load_card_set(root))

    def loaded_cards(self) -> CardSet:
        return card_set()

    def rule_numbers(self) -> dict[str, int | str]:
        return {"win_souls": board.WIN_SOULS, "lose_wounds": board.LOSE_WOUNDS, "rooms": board.MAX_ROOMS,
                "opening_rooms": setup.OPENING_ROOMS, "opening_spells": setup.OPENING_SPELLS,
                "mulligan": setup.MULLIGAN_MATCH, "classic_discards": setup.CLASSIC_DISCARDS,
                "hard_health": setup.HARD_HEALTH, "offered_bosses": setup.OFFERED_BOSSES,
                "seeded_rooms": setup.SEEDED_ROOMS, "seeded_spells": setup.SEEDED_SPELLS}

    def card_needs(self, players: int, options: dict[str, OptionValue]) -> list[Need]:
        return card_needs(players, Rules.from_options(options))

    def new_game(self, players: int, seed: int, options: dict[str, OptionValue] | None = None) -> State:
        resolved = self.resolve_options(options)
        self.check_players(players, resolved)
        return new_state(players, seed, Rules.from_options(resolved))

    def from_snapshot(self, data: dict[str, Any]) -> State:
        return BossMonsterState.from_snapshot(data)

    def information(self, state: State, seat: int) -> dict[str, Any]:
        assert isinstance(state, BossMonsterState)
        return information(state, seat)

    def from_information(self, data: dict[str, Any]) -> State:
        return from_information(data)

    def evaluate(self, state: State, seat: int) -> float:
        assert isinstance(state, BossMonsterState)
        return evaluate(state, seat)

    def describe(self, event: dict[str, Any], names: list[str]) -> Line | None:
        return narrate.describe(event, names)

    def card_name(self, card_id: str) -> str:
        return narrate.card_name(card_id)

    def playout_action(self, state: State, rng: Rng) -> Action:
        assert isinstance(state, BossMonsterState)
        return playout_action(state, rng)


GAME = register(BossMonster())
