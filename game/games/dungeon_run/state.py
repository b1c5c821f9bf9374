"""Dungeon Run's state: the dungeon, the decks, the heroes and the decision stack.

The rules live in the modules beside this one, each registering the frames it drives; this class
holds the data, the shared helpers they use (dice, events, who stands where) and the engine's
interface. Rulebook: ``shared/seeds/004_1d79b757cae95336.txt``.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from game.engine.actions import Action, IllegalAction
from game.engine.events import GAME_OVER, Event
from game.engine.rng import Rng
from game.engine.state import Decision, Result, State, View

from .cards import CardData
from .frames import KINDS, copy_frame, plain
from .grid import Cell, Dungeon
from .heroes import CARDS, MAGIC_STONE, HeroState, effects

Effect = dict[str, Any]


@dataclass(frozen=True)
class Rules:
    """The game's options as the rules read them (see the Game's option descriptions)."""
    beg: bool = False  # the optional "beg for your life" rule
    round_limit: int = 60
    lord_distance: str = "steps"  # how "farthest from the entrance" is measured: steps or straight
    strangers_wait: bool = True  # a stranger left alone stays on its tile to be met later

# Effects by (hero, ability cards, equipment, abilities working, stone awake): pure data, shared by all states.
_EFFECTS: dict[tuple[Any, ...], list[Effect]] = {}


class DungeonRunState(State):
    game_id = "dungeon-run"
    __slots__ = ("players", "rng", "rules", "heroes", "dungeon", "stack", "stack_seen", "lord", "lord_room",
                 "lord_known", "encounters", "encounter_discard", "treasures", "treasure_discard", "artifacts",
                 "on_tile", "wounds", "items_up", "items_down", "frames", "round", "first", "to_play",
                 "endgame", "markers", "over", "outcome", "turns", "events", "opening_events", "all_tiles", "legal", "blind", "fx")

    cards: CardData = CARDS

    def __init__(self, players: int) -> None:
        self.players = players
        self.rng = Rng(0)
        self.rules = Rules()
        self.heroes = [HeroState() for _ in range(players)]
        self.dungeon = Dungeon()
        self.stack: list[str] = []  # the face-down tile stack, top last
        # Tiles every player saw set aside and shuffled back into the stack, so known to be in it.
        self.stack_seen: list[str] = []
        self.all_tiles: list[str] = []  # every standard and special tile of the box(es) in use, sorted
        self.lord = ""  # the face-down Dungeon Lord card
        self.lord_room: Cell | None = None
        self.lord_known: list[int] = []  # seats that read the Lord's card in the Library
        self.encounters: list[str] = []
        self.encounter_discard: list[str] = []
        self.treasures: list[str] = []
        self.treasure_discard: list[str] = []
        self.artifacts: list[str] = []  # artifacts not yet in play, face up beside the table
        self.on_tile: dict[Cell, str] = {}  # the face-up encounter (monster, Lord or stranger) of a tile
        self.wounds: dict[str, int] = {}  # wound markers on monsters in play
        self.items_up: dict[Cell, tuple[str, ...]] = {}
        self.items_down: dict[Cell, tuple[str, ...]] = {}
        self.frames: list[Decision] = []
        self.round = 1
        self.first = 0
        self.to_play: list[int] = []  # seats still to take their turn this round, in order
        self.endgame = False
        self.markers = 24  # training markers left in the box
        self.over = False
        self.outcome: Result | None = None
        self.turns = 0
        self.events: list[Event] = []
        self.opening_events: list[Event] = []
        self.legal: list[Action] | None = None  # the current decision's options, until the next apply
        self.blind = False  # a determinized copy: its decks are unseen pools drawn at random
        self.fx: dict[int, list[Effect]] | None = None  # effects looked up while options are worked out

    # --- the engine's interface -------------------------------------------------------------------
    def current_player(self) -> int | None:
        if self.over or not self.frames:
            return None
        return self.frames[-1].seat

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        return list(self._options())

    def _options(self) -> list[Action]:
        """The current decision's options, worked out once until the next apply. While they are
        worked out nothing changes, so each hero's effects are looked up once."""
        if self.legal is None:
            top = self.frames[-1]
            self.fx = {}
            try:
                self.legal = KINDS[top.kind].options(self, top)
            finally:
                self.fx = None
        return self.legal

    def apply(self, action: Action) -> list[Event]:
        if self.over:
            raise IllegalAction("The game is over.", "illegal.game_over")
        top = self.frames[-1]
        kind = KINDS[top.kind]
        if action not in self._options():
            from .explain import why_not
            reason, key = why_not(self, top, action)
            raise IllegalAction(reason, key, action=str(action))
        self.events = []
        self.legal = None
        kind.act(self, top, action)
        self.run()
        out, self.events = self.events, []
        return out

    def run(self) -> None:
        """Runs the automatic steps until a seat must decide or the game ends."""
        while self.frames and not self.over:
            top = self.frames[-1]
            if KINDS[top.kind].step(self, top):
                return

    def is_terminal(self) -> bool:
        return self.over

    def result(self) -> Result:
        if self.outcome is None:
            raise ValueError("the game is not over")
        return self.outcome

    def turn_number(self) -> int:
        return self.turns

    def opening_log(self) -> list[Event]:
        return self.opening_events

    def view(self, seat: int | None) -> View:
        from .view import view
        return view(self, seat)

    def determinize(self, observer: int, rng: Rng) -> "DungeonRunState":
        from .hidden import determinize
        return determinize(self, observer, rng)

    # --- shared helpers ---------------------------------------------------------------------------
    def emit(self, kind: str, data: dict[str, Any], secret: dict[str, Any] | None = None,
             viewers: frozenset[int] | None = None, chance: bool = False) -> None:
        self.events.append(Event(kind, data, secret, viewers, chance))

    def roll(self, count: int) -> list[int]:
        """Dice through the state's generator; a roll is never fewer than one die (rulebook, "Azioni")."""
        return [self.rng.die() for _ in range(max(1, count))]

    def draw(self, deck: list[str]) -> str:
        """The top card of a face-down deck. A determinized copy keeps its unseen cards in sorted order
        and draws one of them at random instead, which deals exactly as a shuffle would, unshuffled."""
        if self.blind:
            return deck.pop(self.rng.below(len(deck)))
        return deck.pop()

    def push(self, kind: str, seat: int, **data: Any) -> Decision:
        frame = Decision(kind, seat, data)
        self.frames.append(frame)
        return frame

    def pop(self, frame: Decision) -> None:
        if self.frames[-1] is not frame:
            raise AssertionError(f"frame {frame.kind} is not on top")
        self.frames.pop()

    @property
    def solo(self) -> bool:
        return self.players == 1

    def living(self) -> list[int]:
        return [s for s, h in enumerate(self.heroes) if not h.out and h.hero]

    def heroes_at(self, cell: Cell, standing: bool = True) -> list[int]:
        return [s for s, h in enumerate(self.heroes)
                if h.hero and not h.out and h.pos == cell and (h.standing or not standing)]

    def monster_at(self, cell: Cell) -> str | None:
        card = self.on_tile.get(cell)
        return card if card is not None and card in CARDS.monsters else None

    def stranger_at(self, cell: Cell) -> str | None:
        card = self.on_tile.get(cell)
        return card if card is not None and card in CARDS.strangers else None

    def monster_cell(self, monster: str) -> Cell | None:
        for cell, card in self.on_tile.items():
            if card == monster:
                return cell
        return None

    def tile_rule(self, cell: Cell) -> str:
        placed = self.dungeon.tiles.get(cell)
        return CARDS.tiles[placed[0]].rule if placed else ""

    def abilities_work(self, seat: int) -> bool:
        """False on the Cursed Stone and on every tile joined to it (rulebook, "Pietra Maledetta")."""
        return self.heroes[seat].pos not in self.cursed()

    def cursed(self) -> frozenset[Cell]:
        memo = self.dungeon.memo
        area = memo.get("cursed")
        if area is None:
            stones = [c for c, (t, _) in self.dungeon.tiles.items() if CARDS.tiles[t].rule == "cursed-stone"]
            area = frozenset(stones + [o for c in stones for _, o in self.dungeon.neighbours(c)])
            memo["cursed"] = area
        return area  # type: ignore[no-any-return]

    def stone_holder(self) -> int | None:
        for seat, hero in enumerate(self.heroes):
            if not hero.out and hero.owns(MAGIC_STONE):
                return seat
        return None

    def effects_key(self, seat: int) -> tuple[Any, ...]:
        """What decides a hero's effects: hero, ability cards, equipment, abilities working, stone awake."""
        hero = self.heroes[seat]
        return (hero.hero, tuple(hero.abilities), tuple(hero.equipped), hero.pos not in self.cursed(),
                self.endgame and (MAGIC_STONE in hero.equipped or MAGIC_STONE in hero.loot))

    def effects_of(self, seat: int) -> list[Effect]:
        """The effects in force on a hero; the list is shared and must not be changed."""
        if self.fx is not None and seat in self.fx:
            return self.fx[seat]
        key = self.effects_key(seat)
        found = _EFFECTS.get(key)
        if found is None:
            found = _EFFECTS[key] = list(effects(self.heroes[seat], key[3], key[4]))
        if self.fx is not None:
            self.fx[seat] = found
        return found

    def items_on(self, cell: Cell) -> tuple[str, ...]:
        return self.items_up.get(cell, ()) + self.items_down.get(cell, ())

    def add_items(self, cell: Cell, cards: list[str], face_up: bool = True) -> None:
        if not cards:
            return
        where = self.items_up if face_up else self.items_down
        where[cell] = where.get(cell, ()) + tuple(cards)

    def take_items(self, cell: Cell) -> tuple[list[str], list[str]]:
        """Lifts every card off a tile: (face up, face down)."""
        return list(self.items_up.pop(cell, ())), list(self.items_down.pop(cell, ()))

    def finish(self, scores: tuple[float, ...], winners: tuple[int, ...], reason: str, **details: Any) -> None:
        if self.over:
            return
        self.over = True
        self.frames = []
        self.outcome = Result(scores, winners, reason, details)
        self.emit(GAME_OVER, self.outcome.to_json())

    # --- copies -------------------------------------------------------------------------------------
    def clone(self) -> "DungeonRunState":
        s = DungeonRunState.__new__(DungeonRunState)
        s.players, s.rng, s.rules = self.players, self.rng.copy(), self.rules
        s.heroes = [h.copy() for h in self.heroes]
        s.dungeon = self.dungeon.copy()
        s.stack, s.stack_seen, s.all_tiles = list(self.stack), list(self.stack_seen), self.all_tiles
        s.lord, s.lord_room, s.lord_known = self.lord, self.lord_room, list(self.lord_known)
        s.encounters, s.encounter_discard = list(self.encounters), list(self.encounter_discard)
        s.treasures, s.treasure_discard = list(self.treasures), list(self.treasure_discard)
        s.artifacts = list(self.artifacts)
        s.on_tile, s.wounds = dict(self.on_tile), dict(self.wounds)
        s.items_up, s.items_down = dict(self.items_up), dict(self.items_down)
        s.frames = [copy_frame(f) for f in self.frames]
        s.round, s.first, s.to_play = self.round, self.first, list(self.to_play)
        s.endgame, s.markers, s.over, s.outcome, s.turns = self.endgame, self.markers, self.over, self.outcome, self.turns
        s.events, s.opening_events, s.legal, s.blind, s.fx = [], [], self.legal, self.blind, None
        return s

    def to_snapshot(self) -> dict[str, Any]:
        def cells(mapping: dict[Cell, Any]) -> list[list[Any]]:
            return [[x, y, plain(v)] for (x, y), v in sorted(mapping.items())]
        return {
            "players": self.players, "rng": self.rng.state, "rules": asdict(self.rules),
            "heroes": [h.to_json() for h in self.heroes],
            "tiles": [[x, y, t, r] for (x, y), (t, r) in sorted(self.dungeon.tiles.items())],
            "stack": list(self.stack), "stack_seen": list(self.stack_seen), "all_tiles": list(self.all_tiles), "lord": self.lord,
            "lord_room": list(self.lord_room) if self.lord_room else None, "lord_known": list(self.lord_known),
            "encounters": list(self.encounters), "encounter_discard": list(self.encounter_discard),
            "treasures": list(self.treasures), "treasure_discard": list(self.treasure_discard),
            "artifacts": list(self.artifacts), "on_tile": cells(self.on_tile), "wounds": dict(sorted(self.wounds.items())),
            "items_up": cells(self.items_up), "items_down": cells(self.items_down),
            "frames": [plain(f.to_json()) for f in self.frames],
            "round": self.round, "first": self.first, "to_play": list(self.to_play), "endgame": self.endgame,
            "markers": self.markers, "over": self.over, "turns": self.turns,
            "outcome": self.outcome.to_json() if self.outcome else None,
        }

    @staticmethod
    def from_snapshot(data: dict[str, Any]) -> "DungeonRunState":
        s = DungeonRunState(int(data["players"]))
        s.rng = Rng.restore(int(data["rng"]))
        s.rules = Rules(**data["rules"])
        s.heroes = [HeroState.from_json(h) for h in data["heroes"]]
        for x, y, tile, rotation in data["tiles"]:
            if tile not in CARDS.tiles:
                raise ValueError(f"snapshot names an unknown tile {tile!r}")
            s.dungeon.lay((int(x), int(y)), str(tile), int(rotation), CARDS.tiles[tile].exits)
        s.stack, s.all_tiles, s.lord = [str(t) for t in data["stack"]], [str(t) for t in data["all_tiles"]], str(data["lord"])
        s.stack_seen = [str(t) for t in data.get("stack_seen", [])]
        s.lord_room = (int(data["lord_room"][0]), int(data["lord_room"][1])) if data["lord_room"] else None
        s.lord_known = [int(x) for x in data["lord_known"]]
        s.encounters, s.encounter_discard = [str(c) for c in data["encounters"]], [str(c) for c in data["encounter_discard"]]
        s.treasures, s.treasure_discard = [str(c) for c in data["treasures"]], [str(c) for c in data["treasure_discard"]]
        s.artifacts = [str(c) for c in data["artifacts"]]
        s.on_tile = {(int(x), int(y)): str(c) for x, y, c in data["on_tile"]}
        s.wounds = {str(k): int(v) for k, v in data["wounds"].items()}
        s.items_up = {(int(x), int(y)): tuple(str(c) for c in v) for x, y, v in data["items_up"]}
        s.items_down = {(int(x), int(y)): tuple(str(c) for c in v) for x, y, v in data["items_down"]}
        s.frames = [Decision.from_json(f) for f in data["frames"]]
        s.round, s.first, s.to_play = int(data["round"]), int(data["first"]), [int(x) for x in data["to_play"]]
        s.endgame, s.markers, s.over, s.turns = bool(data["endgame"]), int(data["markers"]), bool(data["over"]), int(data["turns"])
        if data["outcome"]:
            raw = data["outcome"]
            s.outcome = Result(tuple(raw["scores"]), tuple(raw["winners"]), raw["reason"], raw["details"])
        for frame in s.frames:
            if frame.kind not in KINDS:
                raise ValueError(f"snapshot holds an unknown decision {frame.kind!r}")
        return s
