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
from .cards import CARDS_ROOT, CardSet, Need, Schema, load_cards
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
    # A whole-number option counts something (rounds, turns): below this it means nothing, and above
    # its maximum (None: no maximum) a game could outgrow what a save may hold.
    minimum: int = 1
    maximum: int | None = None
    # Values an older version gave the option, with what each means now (a save keeps its options).
    formerly: tuple[tuple[OptionValue, OptionValue], ...] = ()

    def parse(self, raw: OptionValue) -> OptionValue:
        """Turns a value from the command line or a save into this option's type, or refuses it."""
        for old, now in self.formerly:
            if type(raw) is type(old) and raw == old:
                return now
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
            if self.maximum is not None and value > self.maximum:
                raise ValueError(f"option {self.key} must be at most {self.maximum}, got {value}")
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

    def view_all(self, seat: int | None) -> View:
        """``seat``'s view with every seat's own hidden cards shown too; for the replay of a finished
        game alone. A game whose seats hide nothing from each other shows its view."""
        return self.view(seat)

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

    def round_number(self) -> int | None:
        """The round, for a game whose table counts rounds rather than turns: the save list says it."""
        return None

    def standing(self) -> list[int] | None:
        """Each seat's score so far as its table shows it, for the save list; None for a game that
        keeps no score before its end."""
        return None


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

    def information(self, state: State, seat: int) -> dict[str, Any]:
        """What ``seat`` knows of ``state``, as data ``from_information`` rebuilds a state from: the
        snapshot with every card the seat cannot see left out (``game/engine/information.py``). Like
        ``view(seat)`` it depends only on what the seat sees: a copy determinized for the seat gives
        the same data."""
        raise NotImplementedError(f"{self.title} cannot tell what one seat knows")

    def from_information(self, data: dict[str, Any]) -> State:
        """A state the seat of ``data`` (``information``) cannot tell from the real one: the cards
        it has not seen put in the hidden places in sorted order. Its determinized copies for that seat
        are the real state's, so an AI decides from it as from the real state; a seat on another
        computer is played this way. Raises ``ValueError`` for data no state of this game gives."""
        raise NotImplementedError(f"{self.title} cannot rebuild a state from what one seat knows")

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

    def loaded_cards(self) -> CardSet:
        """The card set this game plays with: the one its package loaded when it was imported."""
        raise NotImplementedError(f"{self.id} names no card needs, so it has no card set to check them against")

    def rule_numbers(self) -> dict[str, int | str]:
        """The numbers the rules screen states, by the name its text gives them, read from the rules'
        own constants when asked: the text is never a second copy of them. None by default."""
        return {}

    def card_needs(self, players: int, options: dict[str, OptionValue]) -> list[Need]:
        """The counts of cards the rules rely on to deal a game of ``players`` with these resolved
        options (Bosses per seat, rooms for the opening hands...)."""
        return []

    def seat_problem(self, players: int, options: dict[str, OptionValue] | None = None) -> str | None:
        """Why a game of ``players`` with these options cannot be dealt (outside the rulebook's range,
        or the card set holds too few of some card), or None when it can."""
        if players not in self.players:
            return f"{self.title} is for {self.player_counts()}, not {players}"
        needs = self.card_needs(players, self.resolve_options(options))
        card_set = self.loaded_cards() if needs else None
        for need in needs:
            assert card_set is not None
            short = need.shortfall(card_set)
            if short:
                return f"{self.title} cannot be dealt for {players} player{'s' if players != 1 else ''}: {short}"
        return None

    def check_players(self, players: int, options: dict[str, OptionValue] | None = None) -> None:
        problem = self.seat_problem(players, options)
        if problem:
            raise ValueError(problem)

    def seat_counts(self, options: dict[str, OptionValue] | None = None) -> list[int]:
        """The numbers of players the card set can deal with these options (of the rulebook's range)."""
        return [n for n in self.players if self.seat_problem(n, options) is None]

    def shortages(self, card_set: CardSet) -> list[str]:
        """Every count of ``card_set`` below what the rules need, at every number of players, with the
        default options and with each other value of an on/off or chosen option, one line each. A
        whole-number option (a round limit) changes no count."""
        variants: list[dict[str, OptionValue]] = [{}]
        for key, option in self.options.items():
            values = option.choices or ((True, False) if isinstance(option.default, bool) else ())
            variants += [{key: value} for value in values if value != option.default]
        lines: list[str] = []
        for players in self.players:
            for variant in variants:
                for need in self.card_needs(players, self.resolve_options(variant)):
                    short = need.shortfall(card_set)
                    if short and short not in lines:
                        lines.append(short)
        return lines

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
