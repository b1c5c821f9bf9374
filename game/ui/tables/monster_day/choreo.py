"""One Monster Day move as beats: the card flies to its space, the dice tumble, the monsters step,
a card is drawn. Each beat shows the table part-way through the move (a copy of the view patched
with the events so far); the final beat shows the engine's own view, so nothing can drift."""
from __future__ import annotations

import copy
import math
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.state import View

from ... import theme
from ...widgets.anim import Beat
from ...widgets.paint import glow
from ...widgets.tween import Point, arc_point, ease_in_out, ease_out_cubic
import game.ui.tables.monster_day.layout as layout

if TYPE_CHECKING:
    from .table import MonsterDayTable

# Seconds at normal speed: your own card snaps in; the opponent's travels slowly enough to follow.
PLAY, OPPONENT_PLAY, DICE, VALUE, STEP, STAY, DRAW = 0.18, 0.65, 0.6, 0.5, 0.38, 0.3, 0.3


def choreograph(table: "MonsterDayTable", before: View, events: list[dict[str, Any]], after: View) -> list[Beat]:
    cur = copy.deepcopy(before)
    beats: list[Beat] = []
    waiting: list[dict[str, Any]] = []  # events shown by the next beat (turn markers and the like)

    def add(duration: float, paint: Any, hidden: frozenset[Any], event: dict[str, Any]) -> None:
        beats.append(Beat(duration, copy.deepcopy(cur), paint, hidden, [*waiting, event]))
        waiting.clear()

    for event in events:
        kind = event["kind"]
        if kind == "card_played":
            seat, card, space = event["seat"], event["card"], event["space"]
            start = hand_origin(table, seat, card, cur)
            _take_from_hand(cur, seat, card)
            mine = seat == table.perspective
            end = layout.space_center(space, table.flip, layout.STACK_Y)
            add(PLAY if mine else OPPONENT_PLAY, _fly(table, card, start, end, 0 if mine else 60), frozenset(), event)
            cur["spaces"][space].append(card)
            cur["totals"] = after["totals"]
        elif kind == "dice_rolled":
            add(DICE, table.dice.tumble(list(layout.DICE), event["dice"], seed=sum(event["dice"]) + len(beats)),
                frozenset({"dice"}), event)
            cur["last_roll"] = event["dice"]
        elif kind == "value_rolled":
            where = _space_of(cur, event["card"])
            center = layout.space_center(where, table.flip, layout.STACK_Y) if where is not None else layout.DICE[0]
            add(VALUE, _value(table, center, event), frozenset(), event)
        elif kind == "monster_moved":
            m = table.monster_index(event["monster"])
            start = layout.token_center(m, event["from"], table.flip)
            end = layout.token_center(m, event["position"], table.flip)
            add(STEP, _slide(table, m, start, end), frozenset({("monster", m)}), event)
            cur["monsters"][m] = event["position"]
        elif kind == "monster_stays":
            m = table.monster_index(event["monster"])
            add(STAY, _shake(table, m, layout.token_center(m, event["position"], table.flip)),
                frozenset({("monster", m)}), event)
        elif kind == "card_drawn":
            seat = event["seat"]
            visible = "card" in event and seat == table.perspective
            cur["deck"] = event["deck"]
            end = hand_arrival(table, seat, cur)
            add(DRAW, _fly(table, event["card"] if visible else None, layout.DECK, end, 30), frozenset(), event)
            cur["hand_sizes"][seat] += 1
            if visible and cur["hands"][seat] is not None:
                cur["hands"][seat].append(event["card"])
        else:
            waiting.append(event)
    beats.append(Beat(0.0, after, events=waiting))
    return beats


def hand_origin(table: "MonsterDayTable", seat: int, card: str, view: View) -> Point:
    """Where a played card leaves from: where it was dropped, its slot in a visible hand, or the
    middle of a hidden one."""
    hand = view["hands"][seat]
    if seat == table.me and hand is not None and card in hand:
        if table.last_drop and table.last_drop[0] == card:
            return table.last_drop[1]
        return table.my_hand.slot(hand.index(card), len(hand))[0]
    widget = table.my_hand if seat == table.me else table.their_hand
    count = view["hand_sizes"][seat]
    return widget.slot(count // 2, count)[0]


def hand_arrival(table: "MonsterDayTable", seat: int, view: View) -> Point:
    widget = table.my_hand if seat == table.me else table.their_hand
    count = view["hand_sizes"][seat]
    return widget.slot(count, count + 1)[0]


def _take_from_hand(view: View, seat: int, card: str) -> None:
    view["hand_sizes"][seat] -= 1
    hand = view["hands"][seat]
    if hand is not None and card in hand:
        hand.remove(card)


def _space_of(view: View, card: str) -> int | None:
    for space, stack in enumerate(view["spaces"]):
        if stack and stack[-1] == card:
            return space
    return None


def _fly(table: "MonsterDayTable", card: str | None, start: tuple[float, float], end: tuple[float, float],
         lift: float) -> Any:
    size = "hand" if card is None and end[1] > layout.STACK_Y + 100 else "table"

    def paint(surface: pygame.Surface, t: float) -> None:
        e = ease_out_cubic(t)
        table.faces.draw(surface, card, size, arc_point(start, end, e, lift), lifted=t < 0.9)

    return paint


def _slide(table: "MonsterDayTable", m: int, start: tuple[int, int], end: tuple[int, int]) -> Any:
    def paint(surface: pygame.Surface, t: float) -> None:
        glow(surface, layout.lane_rect(m), theme.BLUE, 0.5, 12)
        table.tokens[m].draw(surface, arc_point(start, end, ease_in_out(t), 14))

    return paint


def _shake(table: "MonsterDayTable", m: int, center: tuple[int, int]) -> Any:
    def paint(surface: pygame.Surface, t: float) -> None:
        glow(surface, layout.lane_rect(m), theme.BLUE, 0.5, 12)
        offset = math.sin(t * math.pi * 6) * 5 * (1 - t)
        table.tokens[m].draw(surface, (center[0] + offset, center[1]))

    return paint


def _value(table: "MonsterDayTable", center: tuple[int, int], event: dict[str, Any]) -> Any:
    a, b = event["dice"]
    tumble = table.small_dice.tumble([(center[0] - 20, center[1]), (center[0] + 20, center[1])], [a, b], seed=a * 7 + b)

    def paint(surface: pygame.Surface, t: float) -> None:
        tumble(surface, min(1.0, t * 1.3))
        if t > 0.7:
            color = theme.GOLD if event["counts"] else theme.TEXT_SOFT
            table.ctx.fonts.draw(surface, f"= {event['value']}", (center[0], center[1] + 34), theme.HEADING, color,
                                 bold=True, anchor="center")

    return paint
