"""What the pending decision lets a player touch on the map and in the tray, worked out from the legal
actions and the view alone: the tiles a hero may be dragged to, the monsters that may be clicked or
dragged, the cells that may be clicked, the rotations of a new tile, the wounds a die may cover."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.actions import Action
from game.i18n import CATALOGUE, t

from .faces import DRAFT, SOLO, kind_of

Cell = tuple[int, int]
DELTA = {"north": (0, -1), "east": (1, 0), "south": (0, 1), "west": (-1, 0)}


def step(cell: Cell, direction: str) -> Cell:
    dx, dy = DELTA[direction]
    return cell[0] + dx, cell[1] + dy


def prompt_args(view: dict[str, Any]) -> dict[str, Any]:
    """The prompt's arguments (older views put them beside the prompt's own keys)."""
    prompt = view.get("prompt") or {}
    return prompt.get("args") or prompt


def monsters_on_map(view: dict[str, Any]) -> dict[str, Cell]:
    return {tile["encounter"]: (tile["x"], tile["y"]) for tile in view["dungeon"]["tiles"]
            if tile.get("encounter") and kind_of(tile["encounter"]) in ("monster", "lord")}


def place_cell(view: dict[str, Any]) -> Cell | None:
    args = prompt_args(view)
    if "cell" in args:
        return int(args["cell"][0]), int(args["cell"][1])
    if "x" in args and "y" in args:
        return int(args["x"]), int(args["y"])
    return None


def place_tile(view: dict[str, Any]) -> str | None:
    args = prompt_args(view)
    tile = args.get("tile_card") or args.get("tile")
    return str(tile) if tile else None


@dataclass
class Targets:
    hero: Cell | None = None  # where the hero who may be dragged stands
    hero_moves: dict[Cell, Action] = field(default_factory=dict)
    monster_clicks: dict[str, Action] = field(default_factory=dict)
    monster_moves: dict[str, dict[Cell, Action]] = field(default_factory=dict)
    cell_clicks: dict[Cell, Action] = field(default_factory=dict)
    place: Cell | None = None
    rotations: dict[int, Action] = field(default_factory=dict)  # degrees -> action
    cancels: dict[int, Action] = field(default_factory=dict)  # potential wounds cancelled -> action
    # A card of the hero's dragged to a place in the heroes' panel: (card, (zone, seat)) -> action.
    card_drags: dict[tuple[str, tuple[str, int]], Action] = field(default_factory=dict)
    # Cards laid out large to choose between (a hero, an ability card): the face shown -> action.
    cards: dict[str, Action] = field(default_factory=dict)

    @property
    def any(self) -> bool:
        return bool(self.hero_moves or self.monster_clicks or self.monster_moves or self.cell_clicks
                    or self.rotations or self.cancels or self.card_drags or self.cards)


def targets(view: dict[str, Any], legal: list[Action] | None, seat: int | None) -> Targets:
    out = Targets()
    if not legal or seat is None or view.get("prompt") is None:
        return out
    kind = view["prompt"]["kind"]
    monsters = monsters_on_map(view)
    hero = view["heroes"][seat]
    here: Cell | None = (hero["x"], hero["y"]) if hero.get("hero") else None
    for action in legal:
        verb, args = action.verb, action.args
        if kind == "turn" and here is not None:
            if verb in ("move", "flee") and args:
                cell = step(here, str(args[0]))
                if verb == "move" or cell not in out.hero_moves:
                    out.hero_moves[cell] = action
                out.hero = here
            elif verb == "fight":
                for monster, cell in monsters.items():
                    if cell == here:
                        out.monster_clicks[monster] = action
            elif verb == "bolt" and args:
                cell = step(here, str(args[0]))
                for monster, where in monsters.items():
                    if where == cell:
                        out.monster_clicks[monster] = action
        elif kind == "wander" and args:
            monster = str(args[0])
            if verb == "wander" and monster in monsters:
                # One monster is moved at a time: its tiles are lit, and a click on one moves it there.
                cell = step(monsters[monster], str(args[1]))
                out.monster_moves.setdefault(monster, {})[cell] = action
                out.cell_clicks[cell] = action
            elif verb == "stay":
                out.monster_clicks[monster] = action
        elif kind in ("draft", "learn") and verb in ("pick", "learn") and args:
            # A hero is shown with what the Magic Stone would wake in them, but in solo play (faces.py).
            face = (SOLO if view.get("solo") else DRAFT) if verb == "pick" else ""
            out.cards[f"{args[0]}{face}"] = action
        elif verb in ("summon-to", "lord-room") and len(args) >= 2:
            out.cell_clicks[(int(args[0]), int(args[1]))] = action
        elif verb == "rotate" and args:
            out.rotations[int(args[0]) % 360] = action
            out.place = place_cell(view)
        elif kind == "fight" and verb == "cancel" and args:
            out.cancels[int(args[0])] = action
        elif kind == "equip" and verb in ("wear", "remove") and args:
            out.card_drags.setdefault((str(args[0]), ("worn" if verb == "wear" else "pack", seat)), action)
        elif kind == "equip" and verb == "offer" and args and hero.get("hero"):
            out.card_drags[(hero["hero"], ("strip", int(args[0])))] = action
    return out


def option_words(view: dict[str, Any], action: Action) -> str | None:
    """An option's label from the prompt, in the current language (None when the prompt has no options)."""
    for option in (view.get("prompt") or {}).get("options") or []:
        if option.get("action") == str(action) and option.get("key") and CATALOGUE.has(option["key"]):
            return t(option["key"], **option.get("args", {}))
    return None


def best_cancel(view: dict[str, Any], cancels: dict[int, Action]) -> Action | None:
    """The engine's best assignment of the fight dice, marked among the prompt's options."""
    for option in (view.get("prompt") or {}).get("options") or []:
        if option.get("verb") == "cancel" and option.get("args", {}).get("best"):
            return next((a for a in cancels.values() if str(a) == option["action"]), None)
    return None
