"""What may be clicked now: each option of the pending decision tied to the thing on the table it
names (a hero's tile, a boast chip, a token on a class or weapon card, a hero's board, a path, one
of the Wand's cards). The same list lights the table and answers its clicks, so what glows is what
answers."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.actions import Action

from .board import class_strip, dice_spot, token_spot, weapon_strip
from .centre import path_rects, wand_rects
from .draft import chip_rects, BOASTS
from .layout import PLAY_W, board_rect, tile_rect


@dataclass(frozen=True)
class Spot:
    tag: str  # what glows: "hero:2", "boast:hopping", "1/class:wizard", "board:3", "path:ogre", "wand:1"
    rect: pygame.Rect
    action: Action
    label: str = ""  # the option's words, for a spot that stands among several on one thing


def hero_index(view: dict[str, Any], cls: str) -> int | None:
    for hero in view["heroes"]:
        if hero["class"] == cls:
            return int(hero["hero"])
    return None


def place(view: dict[str, Any], action: Action, slot_of: dict[int, int]) -> tuple[str, pygame.Rect] | None:
    """Where on the table an option is answered, or None when only the bar offers it."""
    prompt = view["prompt"]
    verb = action.verb
    first = str(action.args[0]) if action.args else ""
    acting = prompt.get("args", {}).get("hero")
    heroes = view["heroes"]
    if verb in ("take", "steal"):
        index = hero_index(view, first)
        return None if index is None else (f"hero:{index}", tile_rect(index, len(heroes)))
    if verb == "boast" and first in BOASTS:
        return f"boast:{first}", chip_rects()[BOASTS.index(first)]
    if verb in ("send", "rise") and first:
        index = hero_index(view, first)
        if index is None or index not in slot_of:
            return None
        return f"board:{index}", board_rect(slot_of[index])
    if verb == "face":
        cards = [p["card"] for p in view["paths"]]
        if first in cards and len(cards) > 1:
            return f"path:{first}", path_rects(len(cards))[cards.index(first)]
        return None
    if verb == "wand-top" and view.get("wand") and view["wand"]["top"]:
        n = int(first)
        rects = wand_rects(len(view["wand"]["top"]))
        return (f"wand:{n}", rects[n - 1]) if n <= len(rects) else None
    if acting is None or acting not in slot_of:
        return None
    hero = heroes[acting]
    board = board_rect(slot_of[acting])
    if verb == "use" and first == "one-use-die":
        return f"{acting}/dice", dice_spot(board)
    if verb in ("use", "sneak-past", "weapon", "roll") and first in hero["weapons"]:
        i = hero["weapons"].index(first)
        return f"{acting}/weapon:{first}", token_spot(weapon_strip(board, i, len(hero["weapons"])))
    if verb == "use" or (verb == "rise" and not first):
        return f"{acting}/class:{hero['class']}", token_spot(class_strip(board))
    return None


def spots_for(view: dict[str, Any], options: list[dict[str, Any]], slot_of: dict[int, int]) -> list[Spot]:
    out = []
    for option in options:
        action = Action.parse(option["action"])
        where = place(view, action, slot_of)
        if where is not None:
            out.append(Spot(where[0], where[1], action))
    return out


def popup(spots: list[Spot], labels: list[str]) -> list[Spot]:
    """Several options on one thing (the Staff's two uses, the Scimitar's dice): a small menu above it."""
    anchor = spots[0].rect
    width = 240
    out = []
    for i, (spot, label) in enumerate(zip(spots, labels)):
        rect = pygame.Rect(min(anchor.x, PLAY_W - width - 8), anchor.y - (len(spots) - i) * 36 - 4, width, 32)
        if rect.y < 8:
            rect.y = anchor.bottom + 4 + i * 36
        out.append(Spot(spot.tag, rect, spot.action, label))
    return out
