"""The state of a game of Boss Monster: plain lists of card ids, stacks of rooms, the flow's frames,
and the helpers the chapters register their frames with.

``FLOW`` holds every frame kind by name; the chapters in ``rules/`` register theirs when imported.
A step is registered with ``@step(name)`` and runs ``fn(s, events, **data)`` once, popped first;
a decision with ``@decision(name, options)`` waits for its seat while ``options`` gives it a choice
(worked out when asked, so a copy with other hidden cards is asked about its own) and is skipped
when it gives none. ``later`` queues frames so that they run in the order given.

Effects lasting until the end of the turn live in ``this_turn`` under the id of the card that made
them (``jackpot-stash``, ``the-crushinator``, ``minotaurs-maze``, ``trepidation``, ``kobold-strike``)
or, for a hero's extra health that several cards give, under ``health``.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Callable, Iterable

from game.engine.actions import Action
from game.engine.events import Event
from game.engine.flow import Flow, FlowState, Frame
from game.engine.rng import Rng
from game.engine.state import View

from .board import Stack, souls
from .prompts import explain, label

FLOW = Flow("boss-monster")
PASS = Action("pass")
# Goes back from a cost not yet paid to the choice that started the use (``hold``).
DECLINE = Action("decline")

Options = Callable[["BossMonsterState", Frame], list[Action]]
Answer = Callable[["BossMonsterState", Frame, Action, list[Event]], None]
Ask = Callable[["BossMonsterState", Frame], dict[str, Any]]
# Whether an answer waits for a cost first: it then pushes the cost's decision and leaves its own
# frame beneath, untouched, for a decline to come back to.
Hold = Callable[["BossMonsterState", Frame, Action], bool]
# Each decision's own answer, as registered: a cost once chosen gives the held answer through it.
ANSWERS: dict[str, Answer] = {}


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


# --- registering frames ---------------------------------------------------------------------------

def step(name: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    def register(fn: Callable[..., None]) -> Callable[..., None]:
        def run(s: BossMonsterState, frame: Frame) -> bool:
            s.frames.pop()  # the flow runs only the top frame's step
            fn(s, s.events, **frame.data)
            return False
        FLOW.step(name, run)
        return fn
    return register


def _asked_if_any(s: "BossMonsterState", frame: Frame) -> bool:
    """A decision waits only while it offers something; the options found are kept for the asking."""
    options = FLOW.kinds[frame.kind].options(s, frame)
    if options:
        s.legal = options
        return True
    s.pop(frame)
    return False


def decision(name: str, options: Options, ask: Ask | None = None,
             hold: Hold | None = None) -> Callable[[Answer], Answer]:
    def register(fn: Answer) -> Answer:
        def act(s: BossMonsterState, frame: Frame, action: Action) -> None:
            s.strengths = None  # play moves on: the AI's evaluation of the position no longer holds
            if hold is not None and hold(s, frame, action):
                return
            s.frames.pop()  # an answer is given to the top frame only
            fn(s, frame, action, s.events)
        FLOW.decision(name, options, act, step=_asked_if_any, refuse=explain, ask=ask, label=label)
        ANSWERS[name] = fn
        return fn
    return register


def resume(s: "BossMonsterState", action: Action) -> Frame:
    """Gives the decision on top, which a ``hold`` kept waiting, its answer ``action`` now that the
    cost is chosen; returns the frame the answer left on top (the ability it declared)."""
    frame = s.frames.pop()
    ANSWERS[frame.kind](s, frame, action, s.events)
    return s.frames[-1]


def later(s: "BossMonsterState", *frames: tuple[str, dict[str, Any]]) -> None:
    """Queues frames on top of the stack so that they run in the order given, before what was there.
    A frame's seat is its ``seat`` datum (-1 for the table's own steps)."""
    stack = s.frames  # a name never registered fails when the flow reaches its frame
    for name, data in reversed(frames):
        stack.append(Frame(name, data.get("seat", -1), data))


def ask(s: "BossMonsterState", name: str, seat: int, /, **data: Any) -> None:
    """Pushes the decision ``name`` for ``seat``; it is asked only if it offers something."""
    assert name in FLOW.kinds, name
    s.frames.append(Frame(name, seat, data))


def distinct(cards: Iterable[str]) -> list[str]:
    """Each card id once, in first-seen order: copies of a card make one choice, not several."""
    return list(dict.fromkeys(cards))


# --- the state --------------------------------------------------------------------------------------

_LISTS_OF_LISTS = ("rooms", "spells", "entrance", "souls", "wounds", "offers", "casts")
_LISTS = ("room_deck", "spell_deck", "hero_deck", "epic_deck", "town", "discard", "removed", "set_aside", "leveled",
          "out", "kills", "bosses", "final")
_SCALARS = ("players", "turn", "phase", "active", "walk_seat", "walk_hero", "walk_pos", "walk_next",
            "walk_damage", "walk_leaving", "builds_left", "entered", "next_uid")


class BossMonsterState(FlowState):
    game_id = "boss-monster"
    flow = FLOW
    __slots__ = ("players", "rng", "rules", "bosses", "order", "leveled", "out", "rooms", "spells", "dungeons",
                 "entrance", "souls", "wounds", "room_deck", "spell_deck", "hero_deck", "epic_deck", "town",
                 "discard", "removed", "set_aside", "offers", "turn", "phase", "active", "casts", "walk_seat",
                 "walk_hero", "walk_pos", "walk_next", "walk_here", "walk_damage", "walk_leaving", "builds_left",
                 "this_turn", "kills", "entered", "final", "next_uid", "opening", "strengths")

    def __init__(self, players: int, seed: int, rules: Rules) -> None:
        n = players
        self.init_flow()
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
        self.room_deck: list[str] = []  # a bag: draws take a card at random
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
        # Spells being cast, last on top: [caster, spell, target, cancelled]; a room target is
        # [seat, uid, height], so that it is gone once that room changes.
        self.casts: list[list[Any]] = []
        # The hero walking a dungeon: the room it is in (index and mark), the room it enters next,
        # its damage, and whether it is between damage and leaving its room.
        self.walk_seat: int | None = None
        self.walk_hero: str | None = None
        self.walk_pos = 0
        self.walk_next = 0
        self.walk_here: tuple[int, int] | None = None
        self.walk_damage = 0
        self.walk_leaving = False
        self.builds_left = 0  # rooms the active builder may still place
        self.this_turn: dict[str, Any] = {}  # card effects until the end of the turn, by card (module doc)
        self.kills = [0] * n  # souls gained this turn (Plotting)
        self.entered = 0  # heroes that went into a dungeon this turn
        self.final = [0] * n  # souls minus wounds of a player when they were eliminated
        self.next_uid = 0
        self.opening: list[Event] = []
        # The AI's evaluation of this position for every seat, kept until play moves on (an answer):
        # the search asks for each seat in turn and the work is the same.
        self.strengths: dict[int, float] | None = None

    # --- the interface ----------------------------------------------------------------------
    def turn_number(self) -> int:
        return self.turn

    def standing(self) -> list[int]:
        return [souls(self, seat) for seat in range(self.players)]

    def opening_log(self) -> list[Event]:
        return self.opening

    def game_view(self, seat: int | None) -> View:
        from .view import game_view  # the view reads the rules' tables; imported when first asked
        return game_view(self, seat)

    def game_view_all(self, seat: int | None) -> View:
        from .view import open_view
        return open_view(self, seat)

    def determinize(self, observer: int, rng: Rng) -> "BossMonsterState":
        from .view import determinize
        return determinize(self, observer, rng)

    # --- per-turn effects -----------------------------------------------------------------------
    def per_seat(self, card: str) -> list[int]:
        """A per-seat number set by ``card`` this turn (Jackpot Stash's factor, the Crushinator's bonus)."""
        default = 1 if card == "jackpot-stash" else 0
        return self.this_turn.get(card) or [default] * self.players

    def set_per_seat(self, card: str, seat: int, value: int) -> None:
        values = list(self.per_seat(card))
        values[seat] = value
        self.this_turn[card] = values

    def health_bonus(self, hero: str) -> int:
        return int(self.this_turn.get("health", {}).get(hero, 0))

    def add_health(self, hero: str, amount: int) -> int:
        bonus = dict(self.this_turn.get("health", {}))
        bonus[hero] = bonus.get(hero, 0) + amount
        self.this_turn["health"] = bonus
        return bonus[hero]

    def flagged(self, card: str, value: Any) -> bool:
        """Whether ``value`` is among those ``card`` marked this turn (a hero and maze sent back, an
        entrance that waits)."""
        return value in self.this_turn.get(card, ())

    def flag(self, card: str, value: Any) -> None:
        self.this_turn[card] = [*self.this_turn.get(card, ()), value]

    # --- copies -------------------------------------------------------------------------------
    def clone(self) -> "BossMonsterState":
        c = BossMonsterState.__new__(BossMonsterState)
        self.copy_flow_to(c)
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
        c.casts = [list(x) for x in self.casts]
        c.walk_seat = self.walk_seat
        c.walk_hero = self.walk_hero
        c.walk_pos = self.walk_pos
        c.walk_next = self.walk_next
        c.walk_here = self.walk_here
        c.walk_damage = self.walk_damage
        c.walk_leaving = self.walk_leaving
        c.builds_left = self.builds_left
        c.this_turn = dict(self.this_turn)  # its values are replaced, never changed in place
        c.kills = list(self.kills)
        c.entered = self.entered
        c.final = list(self.final)
        c.next_uid = self.next_uid
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
        data["walk_here"] = list(self.walk_here) if self.walk_here else None
        data["this_turn"] = {k: self.this_turn[k] for k in sorted(self.this_turn)}
        data.update(self.flow_snapshot())
        return data

    @staticmethod
    def from_snapshot(data: dict[str, Any]) -> "BossMonsterState":
        rules = Rules.from_options(data["rules"])
        s = BossMonsterState(int(data["players"]), 0, rules)
        s.load_flow(data)
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
        s.walk_here = (int(data["walk_here"][0]), int(data["walk_here"][1])) if data["walk_here"] else None
        s.this_turn = dict(data["this_turn"])
        return s
