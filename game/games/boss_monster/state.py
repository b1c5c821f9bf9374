"""The state of a game of Boss Monster: plain lists of card ids, stacks of rooms, and the frames
saying where play stands (see ``flow``). The rules live in the modules this one imports."""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from game.engine.actions import Action, IllegalAction
from game.engine.events import Event
from game.engine.rng import Rng
from game.engine.state import Decision, Result, State, View

# Importing the rules modules registers their steps and answers with ``flow``.
from . import adventure, bosses, build, decisions, lure, rooms, setup, spells, turns  # noqa: F401
from .board import Stack
from .flow import ANSWERS, run


@dataclass(frozen=True)
class Rules:
    """The variants and rules options of one game (see ``Game.options`` for their meaning)."""

    classic: bool = False
    hard: bool = False
    choose_boss: bool = False
    plotting: bool = False
    infinite: bool = False
    tie_break: str = "lowest-xp"
    crushinator: str = "once-per-turn"
    seeded_discard: bool = False

    OPTION_KEYS = {"classic": "classic", "hard": "hard", "choose_boss": "i-choose-you", "plotting": "plotting",
                   "infinite": "infinite-lives", "tie_break": "tie-break", "crushinator": "crushinator",
                   "seeded_discard": "seeded-discard"}

    @staticmethod
    def from_options(options: dict[str, Any]) -> "Rules":
        return Rules(**{field: options[key] for field, key in Rules.OPTION_KEYS.items() if key in options})

    def to_options(self) -> dict[str, Any]:
        values = asdict(self)
        return {key: values[field] for field, key in Rules.OPTION_KEYS.items()}


_LISTS_OF_LISTS = ("rooms", "spells", "entrance", "souls", "wounds", "offers")
_LISTS = ("room_deck", "spell_deck", "hero_deck", "epic_deck", "town", "discard", "removed", "set_aside", "leveled",
          "out",
          "treasure_mult", "crush", "kills", "bosses", "final")
_SCALARS = ("players", "turn", "phase", "active", "walk_seat", "walk_hero", "walk_pos", "walk_next",
            "walk_damage", "walk_leaving", "no_build", "builds_left", "entered", "next_uid", "over")


class BossMonsterState(State):
    game_id = "boss-monster"
    __slots__ = ("players", "rng", "rules", "bosses", "order", "leveled", "out", "rooms", "spells", "dungeons",
                 "entrance", "souls", "wounds", "room_deck", "spell_deck", "hero_deck", "epic_deck", "town",
                 "discard", "removed", "set_aside", "offers", "turn", "phase", "active", "frames", "casts", "walk_seat",
                 "walk_hero", "walk_pos", "walk_next", "walk_here", "walk_damage", "walk_leaving", "no_build",
                 "builds_left", "treasure_mult", "crush", "health_bonus", "maze_done", "waiting", "kills",
                 "entered", "final", "next_uid", "over", "outcome", "opening", "strengths")

    def __init__(self, players: int, seed: int, rules: Rules) -> None:
        n = players
        self.players = n
        self.rng = Rng(seed)
        self.rules = rules
        self.bosses: list[str] = [""] * n
        self.order: tuple[int, ...] = tuple(range(n))  # seats by XP, most first, once the Bosses are known
        self.leveled = [False] * n
        self.out = [False] * n  # eliminated
        self.rooms: list[list[str]] = [[] for _ in range(n)]  # room cards in hand
        self.spells: list[list[str]] = [[] for _ in range(n)]  # spells in hand
        self.dungeons: list[list[Stack]] = [[] for _ in range(n)]
        self.entrance: list[list[str]] = [[] for _ in range(n)]  # heroes waiting, first arrived first
        self.souls: list[list[str]] = [[] for _ in range(n)]  # dead heroes, face down
        self.wounds: list[list[str]] = [[] for _ in range(n)]  # surviving heroes, face up
        self.room_deck: list[str] = []  # the last card is the top
        self.spell_deck: list[str] = []
        self.hero_deck: list[str] = []
        self.epic_deck: list[str] = []
        self.town: list[str] = []  # first arrived first
        self.discard: list[str] = []
        self.removed: list[str] = []  # out of the game, face up: heroes left out, harvested souls, a fallen dungeon
        self.set_aside: list[str] = []  # out of the game, face down: unused Bosses, a fallen player's hand
        self.offers: list[list[str]] = [[] for _ in range(n)]  # I Choose You: the two Bosses dealt, until chosen
        self.turn = 0
        self.phase = "setup"
        self.active: int | None = None
        self.frames: list[Any] = []
        self.casts: list[list[Any]] = []  # spells being cast: [caster, spell, target, cancelled], last on top
        # The hero walking a dungeon: the room it is in (index and mark), the room it enters next,
        # its damage, and whether it is between damage and leaving its room.
        self.walk_seat: int | None = None
        self.walk_hero: str | None = None
        self.walk_pos = 0
        self.walk_next = 0
        self.walk_here: tuple[int, int] | None = None
        self.walk_damage = 0
        self.walk_leaving = False
        # Until the end of the turn.
        self.no_build = False  # Kobold Strike
        self.builds_left = 0  # rooms the active builder may still place
        self.treasure_mult = [1] * n  # Jackpot Stash
        self.crush = [0] * n  # The Crushinator
        self.health_bonus: dict[str, int] = {}
        self.maze_done: frozenset[tuple[str, int]] = frozenset()  # (hero, maze) already sent back
        self.waiting: frozenset[int] = frozenset()  # Trepidation: entrances that do not go in
        self.kills = [0] * n  # souls gained this turn (Plotting)
        self.entered = 0  # heroes that went into a dungeon this turn
        self.final = [0] * n  # souls minus wounds of a player when they were eliminated
        self.next_uid = 0
        self.over = False
        self.outcome: Result | None = None
        self.opening: list[Event] = []
        # The AI's evaluation of this position for every seat, kept until play moves on (flow.run):
        # the search asks for each seat in turn and the work is the same.
        self.strengths: dict[int, float] | None = None

    # --- the interface ----------------------------------------------------------------------
    def current_player(self) -> int | None:
        if self.over or not self.frames:
            return None
        return self.frames[-1].seat

    def legal_actions(self) -> list[Action]:
        if self.over or not self.frames:
            return []
        return list(self.frames[-1].data["options"])

    def apply(self, action: Action) -> list[Event]:
        if self.over:
            raise IllegalAction("The game is over.", "illegal.game_over")
        top: Decision = self.frames[-1]
        if action not in top.data["options"]:
            raise decisions.explain(self, top, action)
        self.frames.pop()
        events: list[Event] = []
        ANSWERS[top.kind](self, top, action, events)
        run(self, events)
        return events

    def is_terminal(self) -> bool:
        return self.over

    def result(self) -> Result:
        if self.outcome is None:
            raise ValueError("the game is not over")
        return self.outcome

    def turn_number(self) -> int:
        return self.turn

    def opening_log(self) -> list[Event]:
        return self.opening

    def view(self, seat: int | None) -> View:
        from .view import view
        return view(self, seat)

    def determinize(self, observer: int, rng: Rng) -> "BossMonsterState":
        from .view import determinize
        return determinize(self, observer, rng)

    # --- copies -------------------------------------------------------------------------------
    def clone(self) -> "BossMonsterState":
        c = BossMonsterState.__new__(BossMonsterState)
        c.players = self.players
        c.rng = self.rng.copy()
        c.rules = self.rules
        c.bosses = list(self.bosses)
        c.order = self.order
        c.leveled = list(self.leveled)
        c.out = list(self.out)
        c.rooms = [list(h) for h in self.rooms]
        c.spells = [list(h) for h in self.spells]
        c.dungeons = [list(d) for d in self.dungeons]
        c.entrance = [list(e) for e in self.entrance]
        c.souls = [list(x) for x in self.souls]
        c.wounds = [list(x) for x in self.wounds]
        c.room_deck = list(self.room_deck)
        c.spell_deck = list(self.spell_deck)
        c.hero_deck = list(self.hero_deck)
        c.epic_deck = list(self.epic_deck)
        c.town = list(self.town)
        c.discard = list(self.discard)
        c.removed = list(self.removed)
        c.set_aside = list(self.set_aside)
        c.offers = [list(o) for o in self.offers]
        c.turn = self.turn
        c.phase = self.phase
        c.active = self.active
        c.frames = list(self.frames)
        c.casts = [list(x) for x in self.casts]
        c.walk_seat = self.walk_seat
        c.walk_hero = self.walk_hero
        c.walk_pos = self.walk_pos
        c.walk_next = self.walk_next
        c.walk_here = self.walk_here
        c.walk_damage = self.walk_damage
        c.walk_leaving = self.walk_leaving
        c.no_build = self.no_build
        c.builds_left = self.builds_left
        c.treasure_mult = list(self.treasure_mult)
        c.crush = list(self.crush)
        c.health_bonus = dict(self.health_bonus)
        c.maze_done = self.maze_done
        c.waiting = self.waiting
        c.kills = list(self.kills)
        c.entered = self.entered
        c.final = list(self.final)
        c.next_uid = self.next_uid
        c.over = self.over
        c.outcome = self.outcome
        c.opening = []
        c.strengths = None
        return c

    def to_snapshot(self) -> dict[str, Any]:
        data: dict[str, Any] = {"rng": self.rng.state, "rules": self.rules.to_options(), "order": list(self.order)}
        for name in _LISTS_OF_LISTS:
            data[name] = [list(x) for x in getattr(self, name)]
        for name in _LISTS:
            data[name] = list(getattr(self, name))
        for name in _SCALARS:
            data[name] = getattr(self, name)
        data["dungeons"] = [[[st.uid, list(st.cards), st.hidden, st.frozen, st.used, st.bonus] for st in d]
                            for d in self.dungeons]
        data["frames"] = [_frame_json(f) for f in self.frames]
        data["casts"] = [list(x) for x in self.casts]
        data["walk_here"] = list(self.walk_here) if self.walk_here else None
        data["health_bonus"] = dict(self.health_bonus)
        data["maze_done"] = sorted([h, m] for h, m in self.maze_done)
        data["waiting"] = sorted(self.waiting)
        data["outcome"] = self.outcome.to_json() if self.outcome else None
        return data

    @staticmethod
    def from_snapshot(data: dict[str, Any]) -> "BossMonsterState":
        rules = Rules.from_options(data["rules"])
        s = BossMonsterState(int(data["players"]), 0, rules)
        s.rng = Rng.restore(int(data["rng"]))
        s.order = tuple(int(p) for p in data["order"])
        for name in _LISTS_OF_LISTS:
            setattr(s, name, [list(x) for x in data[name]])
        for name in _LISTS:
            setattr(s, name, list(data[name]))
        for name in _SCALARS:
            setattr(s, name, data[name])
        s.dungeons = [[Stack(int(u), tuple(cards), bool(h), bool(f), bool(used), int(b))
                       for u, cards, h, f, used, b in d] for d in data["dungeons"]]
        s.frames = [_frame_from_json(f) for f in data["frames"]]
        s.casts = [[c[0], c[1], _target_from_json(c[2]), c[3]] for c in data["casts"]]
        s.walk_here = tuple(data["walk_here"]) if data["walk_here"] else None  # type: ignore[assignment]
        s.health_bonus = {str(k): int(v) for k, v in data["health_bonus"].items()}
        s.maze_done = frozenset((str(h), int(m)) for h, m in data["maze_done"])
        s.waiting = frozenset(int(p) for p in data["waiting"])
        raw = data["outcome"]
        s.outcome = Result(tuple(raw["scores"]), tuple(raw["winners"]), raw["reason"], raw["details"]) if raw else None
        return s


def _frame_json(frame: Any) -> Any:
    if type(frame) is Decision:
        data = dict(frame.data)
        data["options"] = [str(a) for a in data["options"]]
        return {"decision": frame.kind, "seat": frame.seat, "data": _plain(data)}
    return {"step": _plain(list(frame))}


def _frame_from_json(raw: dict[str, Any]) -> Any:
    if "decision" in raw:
        data = dict(raw["data"])
        data["options"] = tuple(Action.parse(a) for a in data["options"])
        for key, value in data.items():
            if isinstance(value, list):
                data[key] = _tuples(value)
        return Decision(raw["decision"], int(raw["seat"]), data)
    return _tuples(raw["step"])


def _plain(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def _tuples(value: Any) -> Any:
    """Frames hold tuples; JSON gives lists back."""
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


def _target_from_json(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value
