"""The interface every game implements, after OpenSpiel's Game and State.

The window, the AI, the saves, the simulator and the tests speak only this
interface; a new game is a new package under ``game/games`` and touches none
of the shared code.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from .actions import Action
from .cards import CARDS_ROOT, CardSet, Schema, load_cards
from .events import Event
from .rng import Rng
from game.i18n import Line

View = dict[str, Any]
OptionValue = bool | int | str


@dataclass(frozen=True)
class Option:
    """A variant or rules toggle, shown on the new-game screen with its description."""

    key: str
    default: OptionValue
    description: str
    choices: tuple[OptionValue, ...] = ()
    # A whole-number option counts something (rounds, turns): below this it means nothing.
    minimum: int = 1

    def parse(self, raw: OptionValue) -> OptionValue:
        """Turns a value from the command line or a save into this option's type, or refuses it."""
        value: OptionValue = raw
        if isinstance(self.default, bool):
            if isinstance(raw, str):
                lowered = raw.lower()
                if lowered not in ("true", "false", "on", "off", "yes", "no", "1", "0"):
                    raise ValueError(f"option {self.key} is on or off, got {raw!r}")
                value = lowered in ("true", "on", "yes", "1")
            elif not isinstance(raw, bool):
                raise ValueError(f"option {self.key} is on or off, got {raw!r}")
        elif isinstance(self.default, int):
            try:
                value = int(raw)
            except (TypeError, ValueError, OverflowError):
                raise ValueError(f"option {self.key} must be a whole number, got {raw!r}") from None
            if value < self.minimum:
                raise ValueError(f"option {self.key} must be at least {self.minimum}, got {value}")
        else:
            value = str(raw)
        if self.choices and value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise ValueError(f"option {self.key} must be one of {allowed}, got {raw!r}")
        return value


@dataclass(frozen=True)
class Result:
    """How a finished game ended: a score per seat, the winners, and why."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    reason: str
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def draw(self) -> bool:
        return len(self.winners) != 1

    def reward(self, seat: int) -> float:
        """1 for a sole win, a share of 1 for a shared win, 0 for a loss: what the AI maximises."""
        return 1.0 / len(self.winners) if seat in self.winners else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "winners": list(self.winners), "reason": self.reason,
                "details": self.details}

    @staticmethod
    def from_json(raw: dict[str, Any]) -> "Result":
        return Result(tuple(raw["scores"]), tuple(raw["winners"]), str(raw["reason"]), dict(raw.get("details", {})))


class State(ABC):
    """One position of one game. Chance happens inside ``apply`` through ``self.rng``."""

    __slots__ = ()
    game_id: ClassVar[str]

    rng: Rng
    players: int

    @abstractmethod
    def current_player(self) -> int | None:
        """The seat that must decide now; ``None`` once the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """The current seat's options; never empty while the game runs."""

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Plays ``action`` for the current seat or raises :class:`IllegalAction` with a reason."""

    @abstractmethod
    def is_terminal(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result: ...

    @abstractmethod
    def view(self, seat: int | None) -> View:
        """Everything ``seat`` may see, as plain data; ``None`` is what a spectator sees."""

    @abstractmethod
    def determinize(self, observer: int, rng: Rng) -> "State":
        """A copy whose hidden parts are resampled from what ``observer`` cannot see.

        It must depend only on ``view(observer)`` and ``rng``: the unseen cards
        are gathered in a canonical order before they are shuffled, so that
        permuting them in the real state changes nothing. The copy's own
        generator is reseeded from ``rng`` so future dice and draws are unknown.
        """

    @abstractmethod
    def clone(self) -> "State": ...

    @abstractmethod
    def to_snapshot(self) -> dict[str, Any]: ...

    def opening_log(self) -> list[Event]:
        """The events of setup (deals, first-player rolls) for the log of a new game."""
        return []

    def turn_number(self) -> int:
        """Counts turns for the log and the save list; games override where turns exist."""
        return 0


class Game(ABC):
    """One per game, registered by id. Holds the card data, options and AI knowledge."""

    id: ClassVar[str]
    title: ClassVar[str]
    players: ClassVar[range]
    options: ClassVar[dict[str, Option]] = {}
    # The folder under cards/ whose YAML files make this game's card set, and the schema of each
    # file kind found there.
    card_folder: ClassVar[str]
    card_schemas: ClassVar[dict[str, Schema]] = {}
    # The answer this game's flow asks for where saves of an older schema went straight on, so their
    # logs still replay (see ``Match.replay``); None when the game's decisions have not changed.
    added_answer: ClassVar[Action | None] = None
    # Per-level overrides of the AI settings, e.g. {"hard": {"iterations": 800, "cut": 10}}.
    ai_levels: ClassVar[dict[str, dict[str, Any]]] = {}

    @abstractmethod
    def new_game(self, players: int, seed: int, options: dict[str, OptionValue] | None = None) -> State: ...

    @abstractmethod
    def from_snapshot(self, data: dict[str, Any]) -> State: ...

    def load_card_set(self, root: Path | None = None) -> CardSet:
        """Reads and checks every card file of this game; raises ``CardError`` with one line."""
        card_set = load_cards(self.card_folder, self.card_schemas, root or CARDS_ROOT)
        self.check_cards(card_set)
        return card_set

    def check_cards(self, card_set: CardSet) -> None:
        """Refuses, with a ``CardError`` naming the file and the card, a set whose every card is well
        formed but that lacks a card the rules name or refers to one that is not there."""

    def resolve_options(self, given: dict[str, OptionValue] | None) -> dict[str, OptionValue]:
        """Fills defaults and refuses unknown keys or values with a message naming the option."""
        given = given or {}
        unknown = sorted(set(given) - set(self.options))
        if unknown:
            raise ValueError(f"{self.id} has no option {unknown[0]!r} (options: {', '.join(self.options) or 'none'})")
        return {key: opt.parse(given[key]) if key in given else opt.default for key, opt in self.options.items()}

    def check_players(self, players: int) -> None:
        if players not in self.players:
            raise ValueError(f"{self.title} is for {self.player_counts()}, not {players}")

    def player_counts(self) -> str:
        """The numbers of players in words: "2 players", "2 or 3 players", "1 to 6 players"."""
        low, high = self.players.start, self.players.stop - 1
        if low == high:
            return f"{low} player" + ("s" if low != 1 else "")
        return f"{low} {'or' if high == low + 1 else 'to'} {high} players"

    def evaluate(self, state: State, seat: int) -> float:
        """How good ``state`` looks for ``seat``, between 0 and 1 (an estimate of winning).

        The default knows nothing but the end; every game overrides it for the AI.
        """
        if state.is_terminal():
            return state.result().reward(seat)
        return 0.5

    def evaluate_all(self, state: State) -> list[float]:
        """``evaluate`` for every seat; games whose seats' values are linked compute them at once."""
        return [self.evaluate(state, seat) for seat in range(state.players)]

    def playout_action(self, state: State, rng: Rng) -> Action:
        """The move a fast playout makes; games override with a cheap heuristic."""
        return rng.choice(state.legal_actions())

    def search(self, state: State, seat: int) -> Action:
        """The game's own search, for a level whose kind is ``own``: ``state`` is the seat's determinized
        copy. Only a game that gives a level that kind defines it."""
        raise NotImplementedError(f"{self.title} has no search of its own")

    def describe(self, event: dict[str, Any], names: list[str]) -> Line | None:
        """One event (as a seat may see it) in words for the log and ``replay``; None leaves it out.
        Every game overrides this from its ``narrate.py``."""
        return Line([(event["kind"].replace("_", " "), None)])

    def card_name(self, card_id: str) -> str:
        """A card's name in the current language, for prompts, options and the log."""
        return card_id
