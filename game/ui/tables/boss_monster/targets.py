"""What the pending decision lets the seat do on the table: for each card in hand, the places it may be
dragged to (a room's places, a spell's targets), and the things on the table a click answers with
(a room to use or destroy, a hero, a player's dungeon, a card in hand to discard). Everything here is
taken from the legal list the table was handed, so the table can only send a legal action."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.engine.actions import Action
from game.games.boss_monster.cards import book

import game.ui.tables.boss_monster.layout as layout
from .layout import Row
from .preview import Move
from .reading import blind_rects

BOOK = book()
# Spells whose effect takes a room out of the lure's count, for the preview while one is aimed.
ROOM_OFF_EFFECTS = ("destroy-room-and-hero", "deactivate-room")
ROOM_TARGETS = {"room": None, "trap-room": False, "monster-room": True, "own-room": None}


@dataclass(frozen=True)
class Drop:
    """A place a card from the hand may be let go: what reaches the engine, what follows it (a spell's
    target, sent when the engine asks for it), and the move the lure preview shows meanwhile."""

    rect: pygame.Rect
    action: Action
    then: Action | None = None
    move: Move | None = None


@dataclass
class Lit:
    drops: dict[str, list[Drop]] = field(default_factory=dict)  # hand card -> places
    clicks: list[tuple[pygame.Rect, Action]] = field(default_factory=list)
    hand_clicks: dict[str, Action] = field(default_factory=dict)  # a card in hand answers by a click

    def covered(self) -> set[Action]:
        out = {d.action for drops in self.drops.values() for d in drops}
        out |= {a for _, a in self.clicks} | set(self.hand_clicks.values())
        return out


def row_of(rows: list[Row], seat: int) -> Row | None:
    return next((r for r in rows if r.seat == seat), None)


def dungeon_of(view: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    return view["seats"][seat].get("dungeon", [])


def room_rect(view: dict[str, Any], rows: list[Row], seat: int, position: int) -> pygame.Rect | None:
    row = row_of(rows, seat)
    if row is None:
        return None
    return row.room_rect(position, len(dungeon_of(view, seat)))


def hero_rect(view: dict[str, Any], rows: list[Row], hero: str) -> pygame.Rect | None:
    """Where a hero named by an action is drawn: in town, walking a dungeon, or among a seat's souls."""
    town = view.get("town", [])
    w, h = (54, 75)
    if hero in town and town.index(hero) < layout.TOWN_MAX:
        x, y = layout.town_slot(town.index(hero))
        return pygame.Rect(x - w // 2, y - h // 2, w, h)
    walk = view.get("walking")
    if walk and walk.get("hero") == hero:
        row = row_of(rows, walk["seat"])
        if row is not None:
            count = len(dungeon_of(view, walk["seat"]))
            pos = walk["position"]
            cx, cy = row.room_center(pos, count) if pos <= count else row.boss_center
            return pygame.Rect(cx - w // 2, round(cy - row.card[1] * 0.28) - h // 2, w, h)
    return None


def plate_rect(rows: list[Row], seat: int) -> pygame.Rect | None:
    row = row_of(rows, seat)
    return row.plate if row is not None else None


def _spell_targets(view: dict[str, Any], rows: list[Row], me: int, spell: str) -> list[tuple[pygame.Rect, Action]]:
    """Where a spell may be aimed, as the view shows it (the engine asks again and has the last word)."""
    info = BOOK.spells[spell]
    kind = info.target
    out: list[tuple[pygame.Rect, Action]] = []
    in_play = [s["seat"] for s in view["seats"] if not s.get("eliminated")]
    if kind in ROOM_TARGETS:
        monster = ROOM_TARGETS[kind]
        for seat in ([me] if kind == "own-room" else in_play):
            for place in dungeon_of(view, seat):
                room = place.get("room")
                if place.get("face_down") or place.get("deactivated") or room is None:
                    continue
                if monster is not None and BOOK.rooms[room].monster != monster:
                    continue
                rect = room_rect(view, rows, seat, place["position"])
                if rect is not None:
                    out.append((rect, Action("target", (seat, place["position"]))))
    elif kind == "town-hero":
        for hero in view.get("town", []):
            rect = hero_rect(view, rows, hero)
            if rect is not None:
                out.append((rect, Action("target", (hero,))))
    elif kind == "richer-player":
        mine = view["seats"][me].get("soul_count", 0)
        for seat in in_play:
            rect = plate_rect(rows, seat)
            if seat != me and rect is not None and view["seats"][seat].get("soul_count", 0) >= mine + 2:
                out.append((rect, Action("target", (seat,))))
    return out


def _spell_move(view: dict[str, Any], spell: str, target: Action | None) -> Move | None:
    if target is None or BOOK.spells[spell].effect not in ROOM_OFF_EFFECTS or len(target.args) != 2:
        return None
    seat, position = int(target.args[0]), int(target.args[1])
    return Move(seat, off=(seat, position))


def lit(view: dict[str, Any], rows: list[Row], me: int, legal: list[Action], kind: str,
        play_area: pygame.Rect) -> Lit:
    out = Lit()
    hand = view["seats"][me].get("hand") or {"rooms": [], "spells": []}
    in_hand = set(hand["rooms"]) | set(hand["spells"])
    mine = row_of(rows, me)
    count = len(dungeon_of(view, me))
    for action in legal:
        verb, args = action.verb, action.args
        if verb == "build" and len(args) == 2 and str(args[0]) in in_hand and mine is not None:
            room = str(args[0])
            if args[1] == "new":
                rect, move = mine.new_place(count), Move(me, room)
            else:
                rect, move = mine.room_rect(int(args[1]), count), Move(me, room, on=int(args[1]))
            out.drops.setdefault(room, []).append(Drop(rect, action, move=move))
        elif verb == "cast" and str(args[0]) in in_hand:
            spell = str(args[0])
            aims = _spell_targets(view, rows, me, spell) if BOOK.spells[spell].target in (
                *ROOM_TARGETS, "town-hero", "richer-player") else []
            if aims:
                for rect, target in aims:
                    out.drops.setdefault(spell, []).append(Drop(rect, action, target, _spell_move(view, spell, target)))
            else:
                out.drops.setdefault(spell, []).append(Drop(play_area, action))
        elif verb in ("use", "destroy") and len(args) == 2:
            rect = room_rect(view, rows, me, int(args[1]))
            if rect is not None:
                out.clicks.append((rect, action))
        elif verb == "target" and len(args) == 2:
            rect = room_rect(view, rows, int(args[0]), int(args[1]))
            if rect is not None:
                out.clicks.append((rect, action))
        elif verb in ("target", "opponent") and len(args) == 1 and isinstance(args[0], int):
            rect = plate_rect(rows, args[0])
            if rect is not None:
                out.clicks.append((rect, action))
        elif verb in ("target", "hero") and len(args) == 1:
            rect = hero_rect(view, rows, str(args[0]))
            if rect is not None:
                out.clicks.append((rect, action))
        elif verb == "discard" and str(args[0]) in in_hand and kind in ("discard", "opening-discard"):
            out.hand_clicks[str(args[0])] = action
        elif verb == "pick" and len(args) == 1:  # a blind pick: the face-down cards drawn to be clicked
            rects = blind_rects(sum(1 for a in legal if a.verb == "pick"))
            if 0 < int(args[0]) <= len(rects):
                out.clicks.append((rects[int(args[0]) - 1], action))
    return out
