"""One Boss Monster move as beats. Each beat shows the table part-way through the move: a copy of the
view before it, patched event by event (a room appears where it was built, a hero steps into the
next room with its damage counted up, a killed hero joins the souls). The last beat shows the
engine's own view, so nothing can drift. Events with nothing to move get a short caption over the
table, so every event is seen."""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.engine.state import View
from game.i18n import t as t_

from ... import theme
from ...widgets.anim import Beat
from ...widgets.paint import badge, glow, panel
from ...widgets.tween import arc_point, ease_out_cubic
import game.ui.tables.boss_monster.layout as layout
import game.ui.tables.boss_monster.targets as targets
from .board import hero_on_room

if TYPE_CHECKING:
    from .table import BossMonsterTable

Paint = Callable[[pygame.Surface, float], None]
# Seconds at normal speed.
FLY, STEP, HIT, FLASH, CAPTION, LEVEL = 0.32, 0.3, 0.4, 0.35, 0.55, 0.9
# Events folded into the next beat: they change nothing one could watch.
QUIET = ("turn_begins", "deck_shuffled", "decks_shuffled", "build_passed")


def choreograph(table: "BossMonsterTable", before: View, events: list[dict[str, Any]], after: View) -> list[Beat]:
    cur = copy.deepcopy(before)
    beats: list[Beat] = []
    waiting: list[dict[str, Any]] = []

    def add(duration: float, paint: Paint | None, event: dict[str, Any], hidden: frozenset[Any] = frozenset()) -> None:
        beats.append(Beat(duration, copy.deepcopy(cur), paint, hidden, [*waiting, event]))
        waiting.clear()

    for event in events:
        kind = event["kind"]
        seat = event.get("seat")
        if kind in QUIET:
            waiting.append(event)
            continue
        if kind in ("room_placed", "room_built", "room_destroyed", "rooms_swapped", "room_returned", "room_boosted",
                    "room_deactivated", "rooms_revealed"):
            seats = [r["seat"] for r in event.get("rooms", [])] if kind == "rooms_revealed" else [seat]
            for p in {s for s in seats if isinstance(s, int)}:
                cur["seats"][p]["dungeon"] = copy.deepcopy(after["seats"][p]["dungeon"])
                _sync_hand(cur, after, p)
            where = _room_center(table, cur, seat, event.get("position"))
            if kind in ("room_placed",) and where is not None:
                card = event.get("room") if seat == table.perspective else None
                start = table.hand_origin(seat)
                hide = frozenset({("room", seat, event.get("position"))})
                add(FLY, _fly(table, card, start, where), event, hide)
            elif where is not None:
                color = theme.RED if kind in ("room_destroyed", "room_deactivated") else theme.GOLD
                add(FLASH, _flash(table, cur, seat, event.get("position"), color), event)
            else:
                add(FLASH, _caption(table, event), event)
        elif kind == "ability" and _room_center(table, cur, seat, event.get("position")) is not None:
            add(FLASH, _flash(table, cur, seat, event["position"], theme.GOLD), event)
        elif kind == "heroes_arrive":
            cur["town"] = list(cur.get("town", [])) + list(event.get("heroes", []))
            cur["heroes_left"] = event.get("heroes_left", cur.get("heroes_left"))
            cur["epic_heroes_left"] = event.get("epic_heroes_left", cur.get("epic_heroes_left"))
            add(STEP, _caption(table, event), event)
        elif kind == "hero_lured":
            hero = event["hero"]
            start = _town_center(cur, hero)
            if hero in cur["town"]:
                cur["town"].remove(hero)
            cur["seats"][seat]["entrance"].append(hero)
            row = targets.row_of(table.rows, seat)
            end = row.entrance.center if row else start
            add(FLY, _fly(table, hero, start, end, "mini"), event, frozenset({("hero", hero)}))
        elif kind == "hero_enters":
            hero = event["hero"]
            entrance = cur["seats"][seat]["entrance"]
            if hero in entrance:
                entrance.remove(hero)
            cur["walking"] = {"seat": seat, "hero": hero, "position": 1, "damage": 0,
                              "health": event.get("health", 0), "room_gone": False}
            add(STEP, None, event)
        elif kind in ("room_damage", "hero_damaged", "hero_sent_back"):
            walk = cur.get("walking")
            if walk is not None:
                if "position" in event:
                    walk["position"] = event["to"] if kind == "hero_sent_back" else event["position"]
                walk["damage"] = event.get("total", walk["damage"])
                walk["health"] = event.get("health", walk["health"])
            add(HIT, _hit(table, cur, event), event)
        elif kind in ("hero_killed", "boss_wounded"):
            hero = event["hero"]
            start = _walker_center(table, cur) or _town_center(cur, hero)
            cur["walking"] = None
            if hero in cur.get("town", []):
                cur["town"].remove(hero)
            info = cur["seats"][seat]
            info["souls"], info["wounds"] = list(after["seats"][seat]["souls"]), list(after["seats"][seat]["wounds"])
            info["soul_count"] = after["seats"][seat]["soul_count"]
            info["wound_count"] = after["seats"][seat]["wound_count"]
            row = targets.row_of(table.rows, seat)
            end = (row.souls_rect if kind == "hero_killed" else row.wounds_rect).center if row else start
            add(HIT, _fly(table, hero, start, end, "mini"), event)
        elif kind == "level_up":
            add(LEVEL, _level_up(table, seat), event)
        elif kind == "game_over":
            waiting.append(event)
        else:
            add(CAPTION, _caption(table, event), event)
    beats.append(Beat(0.0, after, events=waiting))
    return beats


def _sync_hand(cur: View, after: View, seat: int) -> None:
    for key in ("hand", "hand_counts"):
        cur["seats"][seat][key] = copy.deepcopy(after["seats"][seat][key])


def _room_center(table: "BossMonsterTable", view: View, seat: Any, position: Any) -> tuple[int, int] | None:
    if not isinstance(seat, int) or not isinstance(position, int):
        return None
    row = targets.row_of(table.rows, seat)
    dungeon = view["seats"][seat]["dungeon"]
    if row is None or not 1 <= position <= len(dungeon):
        return None
    return row.room_center(position, len(dungeon))


def _town_center(view: View, hero: str) -> tuple[int, int]:
    town = view.get("town", [])
    return layout.town_slot(town.index(hero)) if hero in town and town.index(hero) < layout.TOWN_MAX else layout.HERO_DECK


def _walker_center(table: "BossMonsterTable", view: View) -> tuple[int, int] | None:
    walk = view.get("walking")
    if not walk:
        return None
    rect = targets.hero_rect(view, table.rows, walk["hero"])
    return rect.center if rect else None


def _fly(table: "BossMonsterTable", card: str | None, start: tuple[float, float], end: tuple[float, float],
         size: str = "table") -> Paint:
    def paint(surface: pygame.Surface, t: float) -> None:
        table.faces.draw(surface, card, size, arc_point(start, end, ease_out_cubic(t), 40), lifted=t < 0.9)

    return paint


def _flash(table: "BossMonsterTable", view: View, seat: int, position: int, color: tuple[int, int, int]) -> Paint:
    row = targets.row_of(table.rows, seat)
    dungeon = view["seats"][seat]["dungeon"]
    rect = row.room_rect(position, len(dungeon)) if row else pygame.Rect(0, 0, 0, 0)

    def paint(surface: pygame.Surface, t: float) -> None:
        glow(surface, rect, color, 1.0 - abs(t - 0.5), 8)

    return paint


def _hit(table: "BossMonsterTable", view: View, event: dict[str, Any]) -> Paint:
    """The room that deals damage flashes and the number rises from it."""
    seat, position = event.get("seat"), event.get("position")
    center = _room_center(table, view, seat, position)
    damage = event.get("damage", 0)

    def paint(surface: pygame.Surface, t: float) -> None:
        if center is None:
            return
        row = targets.row_of(table.rows, seat)
        assert row is not None
        rect = row.room_rect(position, len(view["seats"][seat]["dungeon"]))
        glow(surface, rect, theme.RED, 1.0 - abs(t - 0.4), 8)
        if damage:
            badge(surface, table.ctx.fonts, f"-{damage}", (center[0] + 30, center[1] - 20 - 30 * t), theme.HEADING,
                  theme.RED, theme.PAPER)

    return paint


def _level_up(table: "BossMonsterTable", seat: int) -> Paint:
    row = targets.row_of(table.rows, seat)

    def paint(surface: pygame.Surface, t: float) -> None:
        if row is None:
            return
        glow(surface, row.boss_rect, theme.GOLD, 1.0, 10)
        badge(surface, table.ctx.fonts, t_("boss-monster.level_up_banner"), (row.boss_center[0], row.boss_rect.top - 8 - 12 * t),
              theme.HEADING, theme.GOLD, theme.INK)

    return paint


def _caption(table: "BossMonsterTable", event: dict[str, Any]) -> Paint:
    """The event's log sentence in a panel over the middle of the table."""
    line = table.describe(event)
    text = line.text() if line is not None else ""

    def paint(surface: pygame.Surface, t: float) -> None:
        if not text:
            return
        fonts = table.ctx.fonts
        lines = fonts.wrap(text, 640, theme.BODY)[:3]
        h = 24 + 24 * len(lines)
        box = pygame.Rect(0, 0, 680, h)
        box.center = (780, 300)
        panel(surface, box, theme.PANEL, theme.GOLD, 12)
        for k, part in enumerate(lines):
            fonts.draw(surface, part, (box.centerx, box.y + 12 + k * 24), theme.BODY, theme.TEXT, anchor="midtop")

    return paint
