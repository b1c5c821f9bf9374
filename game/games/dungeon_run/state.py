"""Dungeon Run's state: the dungeon, the decks, the heroes, and the flow every chapter registers on.

The rules live in ``rules/``, one chapter a module, each registering its frames on ``FLOW``; this
module holds the data, the shared helpers the chapters use (dice, draws, who stands where, the turn's
bookkeeping) and the engine's interface. Rulebook: ``shared/seeds/004_1d79b757cae95336.txt``.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Callable

from game.engine.actions import Action, IllegalAction
from game.engine.events import GAME_OVER, Event
from game.engine.flow import Flow, FlowState, Frame, plain
from game.engine.rng import Rng
from game.engine.state import Result, View

from .cards import MAGIC_STONE, CardData
from .grid import Cell, Dungeon
from .heroes import CARDS, HeroState, effects

Effect = dict[str, Any]
FLOW = Flow("dungeon-run")
BIG_TABLE = 5  # from five players the encounter discards are shuffled into a new deck when it runs out


def option(verb: str, *args: int | str) -> Action:
    """An action offered by the rules; its arguments are card ids, directions and numbers, which all
    survive the text form, so the engine's checking constructor is skipped on this hot path."""
    return Action(verb, args)


@dataclass(frozen=True)
class Rules:
    """The game's options as the rules read them (see the Game's option descriptions)."""
    beg: bool = False  # the optional "beg for your life" rule
    round_limit: int = 60
    lord_distance: str = "steps"  # how "farthest from the entrance" is measured: steps or straight
    strangers_wait: bool = True  # a stranger left alone stays on its tile to be met later


@dataclass
class Sight:
    """How a seat sees the state, what a determinized copy is and the view with every hidden card shown
    (``view_all``); ``view.py`` fills them in when it is imported, so the state needs no import of
    its own view."""
    view: Callable[["DungeonRunState", int | None], View] | None = None
    determinize: Callable[["DungeonRunState", int, Rng], "DungeonRunState"] | None = None
    open_view: Callable[["DungeonRunState", int | None], View] | None = None


SIGHT = Sight()


def words(action: Action, **args: Any) -> tuple[str, dict[str, Any]]:
    """An option in words: ``dungeon-run.action.<verb>`` and what it concerns."""
    return f"dungeon-run.action.{action.verb}", args


def cell_args(cell: Cell) -> dict[str, int]:
    return {"x": cell[0], "y": cell[1]}


def direction_between(start: Cell, end: Cell) -> str | None:
    """The compass direction from one cell to the next one, if they touch."""
    for name, (dx, dy) in (("north", (0, -1)), ("east", (1, 0)), ("south", (0, 1)), ("west", (-1, 0))):
        if (start[0] + dx, start[1] + dy) == end:
            return name
    return None


def refusal(asks: str) -> Callable[["DungeonRunState", Frame, Action], IllegalAction]:
    """A decision's refusal: what it asks, and the choices there are."""
    def refuse(state: "DungeonRunState", frame: Frame, action: Action) -> IllegalAction:
        choices = ", ".join(str(a) for a in state.options())
        return IllegalAction(f"'{action}' is not a choice now: {asks} ({choices}).",
                             f"illegal.dungeon_run.{frame.kind}", action=str(action))
    return refuse

# Effects by (hero, ability cards, equipment, abilities working, stone awake): pure data, shared by all states.
_EFFECTS: dict[tuple[Any, ...], list[Effect]] = {}


class DungeonRunState(FlowState):
    game_id = "dungeon-run"
    flow = FLOW
    __slots__ = ("players", "rng", "rules", "heroes", "dungeon", "stack", "stack_seen", "lord", "lord_room",
                 "lord_known", "encounters", "encounter_discard", "treasures", "treasure_discard", "artifacts",
                 "on_tile", "wounds", "items_up", "items_down", "round", "first", "to_play",
                 "endgame", "markers", "turns", "opening_events", "all_tiles", "blind", "fx")

    cards: CardData = CARDS

    def __init__(self, players: int) -> None:
        self.init_flow()
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
        self.round = 1
        self.first = 0
        self.to_play: list[int] = []  # seats still to take their turn this round, in order
        self.endgame = False
        self.markers = 24  # training markers left in the box
        self.turns = 0
        self.opening_events: list[Event] = []
        self.blind = False  # a determinized copy: its decks are unseen pools drawn at random
        self.fx: dict[int, list[Effect]] | None = None  # effects looked up while options are worked out

    # --- the engine's interface -------------------------------------------------------------------
    def options(self) -> list[Action]:
        """The current decision's options, worked out once until the next apply. While they are
        worked out nothing changes, so each hero's effects are looked up once."""
        if self.legal is None:
            self.fx = {}
            try:
                return super().options()
            finally:
                self.fx = None
        return self.legal

    def turn_number(self) -> int:
        return self.turns

    def round_number(self) -> int:
        return self.round

    def opening_log(self) -> list[Event]:
        return self.opening_events

    def game_view(self, seat: int | None) -> View:
        assert SIGHT.view is not None, "import the package, which brings its view"
        return SIGHT.view(self, seat)

    def game_view_all(self, seat: int | None) -> View:
        assert SIGHT.open_view is not None, "import the package, which brings its view"
        return SIGHT.open_view(self, seat)

    def determinize(self, observer: int, rng: Rng) -> "DungeonRunState":
        assert SIGHT.determinize is not None, "import the package, which brings its view"
        return SIGHT.determinize(self, observer, rng)

    # --- shared helpers ---------------------------------------------------------------------------
    def roll(self, count: int) -> list[int]:
        """Dice through the state's generator; a roll is never fewer than one die (rulebook, "Azioni")."""
        return [self.rng.die() for _ in range(max(1, count))]

    def draw(self, deck: list[str]) -> str:
        """The top card of a face-down deck. A determinized copy keeps its unseen cards in sorted order
        and draws one of them at random instead, which deals exactly as a shuffle would, unshuffled."""
        if self.blind:
            return deck.pop(self.rng.below(len(deck)))
        return deck.pop()

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

    def where(self, cell: Cell, field: str = "place") -> dict[str, Any]:
        """A cell for an event: its grid square, and under ``field`` the tile laid there, by which the
        log names the place (a player reads "in the Ossuary", never a grid square)."""
        placed = self.dungeon.tiles.get(cell)
        return {"x": cell[0], "y": cell[1], field: placed[0] if placed else None}

    def beside(self, cell: Cell, start: Cell | None = None) -> dict[str, Any]:
        """A cell not yet laid (or just laid), for an event: the laid tile it opens from (``start``, or
        a joined neighbour) and the direction it lies in from there."""
        if start is None:
            start = next((other for _, other in self.dungeon.neighbours(cell)), None)
        placed = self.dungeon.tiles.get(start) if start is not None else None
        return {"x": cell[0], "y": cell[1], "beside": placed[0] if placed else None,
                "dir": direction_between(start, cell) if start is not None else None}

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

    def conclude(self, scores: tuple[float, ...], winners: tuple[int, ...], reason: str, **details: Any) -> None:
        """The game ends (once): its result, and the event that tells it."""
        if self.over:
            return
        self.finish(Result(scores, winners, reason, details))
        self.emit(GAME_OVER, self.result().to_json())

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
        self.copy_flow_to(s)
        s.round, s.first, s.to_play = self.round, self.first, list(self.to_play)
        s.endgame, s.markers, s.turns = self.endgame, self.markers, self.turns
        s.opening_events, s.blind, s.fx = [], self.blind, None
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
            "round": self.round, "first": self.first, "to_play": list(self.to_play), "endgame": self.endgame,
            "markers": self.markers, "turns": self.turns, **self.flow_snapshot(),
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
        s.load_flow(data)
        s.round, s.first, s.to_play = int(data["round"]), int(data["first"]), [int(x) for x in data["to_play"]]
        s.endgame, s.markers, s.turns = bool(data["endgame"]), int(data["markers"]), int(data["turns"])
        for frame in s.frames:
            if frame.kind not in FLOW.kinds:
                raise ValueError(f"snapshot holds an unknown decision {frame.kind!r}")
        return s


# --- the turn's bookkeeping and the encounter deck, which every chapter touches ---------------------
def spend_action(state: DungeonRunState, frame: Frame) -> None:
    frame.data["left"] -= 1
    frame.data["taken"] += 1


def stop_turn(state: DungeonRunState, seat: int) -> None:
    """Ends the rest of ``seat``'s actions this turn (a knock-out, a pit, a failed tile draw)."""
    for frame in state.frames:
        if frame.kind == "turn" and frame.seat == seat:
            frame.data["left"] = 0
            frame.data["stopped"] = True


def turn_frame(state: DungeonRunState, seat: int) -> Frame | None:
    for frame in reversed(state.frames):
        if frame.kind == "turn" and frame.seat == seat:
            return frame
    return None


def draw_encounter(state: DungeonRunState) -> str | None:
    if not state.encounters and state.players >= BIG_TABLE:
        again = [c for c in state.encounter_discard if not CARDS.monsters.get(c) or not CARDS.monsters[c].lord]
        if again:
            state.encounter_discard = [c for c in state.encounter_discard if c not in again]
            state.rng.shuffle(again)
            state.encounters = again
            state.emit("encounters_reshuffled", {"count": len(again)}, chance=True)
    return state.draw(state.encounters) if state.encounters else None


def put_monster(state: DungeonRunState, monster: str, cell: Cell) -> None:
    """A monster arriving on a tile sends any other encounter card there to the discard pile."""
    previous = state.on_tile.get(cell)
    if previous is not None:
        state.encounter_discard.append(previous)
        state.emit("encounter_discarded", {"card": previous, **state.where(cell)})
    state.on_tile[cell] = monster
    state.wounds[monster] = 0
