"""One Dungeon Run action as beats: a tile drops into place, a hero or a monster walks, dice tumble in
the tray, wounds and healing pop over the one who took them, and anything else is said in a short
banner over the map. Beats draw over the view the engine reached, with the moving piece left out, so
nothing can drift from the engine."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.state import View
from game.games.dungeon_run.cards import card_data
from game.games.dungeon_run.rules.duel import HIT
from game.games.dungeon_run.rules.encounters import SUCCESS

from ... import theme
from ...widgets.anim import Beat
from ...widgets.paint import panel
from ...widgets.tween import ease_in_out, ease_out_cubic, lerp_point
from .layout import MAP, TRAY
from .faces import initial
from .mapview import draw_encounter, draw_token, monster_rect, paint_tile
from .tray import Roll

if TYPE_CHECKING:
    from .table import DungeonRunTable

TILE, WALK, DICE, POP, BANNER = 0.3, 0.32, 0.6, 0.4, 0.22
ROLLS = {"monster_attacks", "hero_attacks", "flee_rolled", "disarm_rolled", "duel_rolled", "free_attack", "bolt",
         "tile_die", "steal_rolled", "trial_rolled", "arena_exit", "bridge_crossed", "channel_crossed",
         "dice_rerolled", "book_read", "well_offering", "first_player_rolled"}
NUMBERS = {"hero_wounded": (theme.RED, "-"), "monster_wounded": (theme.RED, "-"), "hero_healed": (theme.BLUE, "+"),
           "monster_healed": (theme.BLUE, "+")}


def choreograph(table: "DungeonRunTable", before: View, events: list[dict[str, Any]], after: View) -> list[Beat]:
    beats: list[Beat] = []
    banner: list[dict[str, Any]] = []

    def flush() -> None:
        if banner:
            beats.append(Beat(BANNER, after, _banner(table, list(banner)), events=list(banner)))
            banner.clear()

    for event in events:
        kind = event["kind"]
        if kind == "turn_begins":
            table.last_roll = None
        beat = _beat(table, after, event)
        if beat is None:
            banner.append(event)
            if len(banner) == 3:
                flush()
            continue
        flush()
        beats.append(beat)
        _remember_roll(table, event)
    flush()
    beats.append(Beat(0.0, after))
    return beats


def _beat(table: "DungeonRunTable", after: View, event: dict[str, Any]) -> Beat | None:
    kind = event["kind"]
    cam = table.camera
    if kind == "tile_placed":
        cell = (event["x"], event["y"])
        return Beat(TILE, after, _drop_tile(table, after, cell), frozenset({("tile", *cell)}), [event])
    if kind == "hero_moved":
        seat = event["seat"]
        start, end = cam.to_screen(tuple(event["from"])), cam.to_screen(tuple(event["to"]))
        return Beat(WALK, after, _walk_hero(table, after, seat, start, end), frozenset({("hero", seat)}),
                    [event])
    if kind == "monster_moved":
        monster = event["monster"]
        start = monster_rect(cam, tuple(event["from"])).center
        end = monster_rect(cam, tuple(event["to"])).center
        return Beat(WALK, after, _walk_monster(table, monster, start, end), frozenset({("monster", monster)}), [event])
    if kind in ROLLS and event.get("dice"):
        return Beat(DICE, after, _tumble(table, event), frozenset({"tray"}), [event])
    if kind in NUMBERS and event.get("amount"):
        return Beat(POP, after, _pop(table, after, event), frozenset(), [event])
    return None


def _remember_roll(table: "DungeonRunTable", event: dict[str, Any]) -> None:
    """The tray keeps the latest roll on show until the next turn begins."""
    kind = event["kind"]
    roll = table.last_roll
    if kind == "monster_attacks":
        table.last_roll = Roll("fight", event["monster"], list(event["dice"]), list(event.get("hits", [])),
                               target=card_data().monsters[event["monster"]].defense)
    elif kind == "hero_attacks" and roll is not None and roll.kind == "fight":
        roll.dice = list(event["dice"])
    elif kind == "flee_rolled":
        needs = event.get("needs") or [0, 1]
        table.last_roll = Roll("flee", event.get("monster"), [], [], list(event["dice"]), int(needs[0]))
    elif kind == "disarm_rolled":
        table.last_roll = Roll("disarm", event["trap"], [], [], list(event["dice"]), SUCCESS, int(event["needs"]))
    elif kind == "duel_rolled":
        defender = list(event.get("target_dice", []))
        table.last_roll = Roll("duel", None, defender, [d for d in defender if d >= HIT], list(event["dice"]), HIT)


def _drop_tile(table: "DungeonRunTable", after: View, cell: tuple[int, int]) -> Any:
    tile = next((t for t in after["dungeon"]["tiles"] if (t["x"], t["y"]) == cell), None)

    def paint(surface: pygame.Surface, t: float) -> None:
        if tile is None:
            return
        side = table.camera.side
        image = paint_tile(table.ctx.fonts, tile, max(8, round(side * (1.25 - 0.25 * ease_out_cubic(t)))))
        surface.set_clip(MAP)
        surface.blit(image, image.get_rect(center=table.camera.to_screen(cell)))
        surface.set_clip(None)

    return paint


def _walk_hero(table: "DungeonRunTable", after: View, seat: int, start: Any, end: Any) -> Any:
    hero = after["heroes"][seat]

    def paint(surface: pygame.Surface, t: float) -> None:
        surface.set_clip(MAP)
        draw_token(surface, table.ctx.fonts, lerp_point(start, end, ease_in_out(t)), seat,
                           initial(hero), table.camera.side, active=True)
        surface.set_clip(None)

    return paint


def _walk_monster(table: "DungeonRunTable", monster: str, start: Any, end: Any) -> Any:
    def paint(surface: pygame.Surface, t: float) -> None:
        rect = monster_rect(table.camera, (0, 0))
        point = lerp_point(start, end, ease_in_out(t))
        rect.center = (round(point[0]), round(point[1]))
        surface.set_clip(MAP)
        draw_encounter(surface, table.ctx.fonts, rect, monster, 0, None)
        surface.set_clip(None)

    return paint


def _tumble(table: "DungeonRunTable", event: dict[str, Any]) -> Any:
    dice = list(event.get("dice") or event.get("after") or [])
    centers = [(TRAY.x + 210 + i * 48, TRAY.centery) for i in range(len(dice))]
    tumble = table.tray.dice.tumble(centers, dice, seed=sum(dice) + len(dice))
    line = table.describe(event)

    def paint(surface: pygame.Surface, t: float) -> None:
        panel(surface, TRAY, fill=(10, 26, 22, 236))
        if line is not None:
            table.ctx.fonts.draw(surface, table.ctx.fonts.fit(line.text(), TRAY.width - 32, theme.SMALL),
                                 (TRAY.x + 16, TRAY.y + 12), theme.SMALL, theme.GOLD, bold=True)
        tumble(surface, t)

    return paint


def _pop(table: "DungeonRunTable", after: View, event: dict[str, Any]) -> Any:
    colour, sign = NUMBERS[event["kind"]]
    if "seat" in event and event["kind"].startswith("hero"):
        hero = after["heroes"][event["seat"]]
        where = table.camera.to_screen((hero["x"], hero["y"]))
    else:
        cells = [(t["x"], t["y"]) for t in after["dungeon"]["tiles"] if t.get("encounter") == event.get("monster")]
        where = table.camera.to_screen(cells[0]) if cells else MAP.center
    text = f"{sign}{event['amount']}"

    def paint(surface: pygame.Surface, t: float) -> None:
        y = where[1] - 20 - 30 * ease_out_cubic(t)
        table.ctx.fonts.draw(surface, text, (where[0], y), theme.HEADING, colour, bold=True, anchor="center")

    return paint


def _banner(table: "DungeonRunTable", events: list[dict[str, Any]]) -> Any:
    lines = [line.text() for line in map(table.describe, events) if line is not None]

    def paint(surface: pygame.Surface, t: float) -> None:
        if not lines:
            return
        f = table.ctx.fonts
        rect = pygame.Rect(MAP.x + 80, MAP.y + 12, MAP.width - 160, 12 + 22 * len(lines))
        panel(surface, rect, fill=(10, 20, 18, 220))
        for i, line in enumerate(lines):
            f.draw(surface, line, (rect.centerx, rect.y + 8 + 22 * i),
                   theme.SMALL, theme.TEXT, anchor="midtop", width=rect.width - 24)

    return paint
