"""Monster Day in plain words: log sentences for the engine's events, refusals, and the result."""
from __future__ import annotations

from typing import Any

from game.engine.actions import IllegalAction
from game.engine.state import View

from game.i18n import CATALOGUE, Ref, Segment, rich, t
from ...widgets.log_panel import Entry
from .faces import card_name
from .monsters import MONSTERS

POINTS = {"catoblepas": 1, "dire-bear": 1, "glatisant": 1, "pegasus": 2}


def card(card_id: str) -> Ref:
    return Ref(card_name(card_id), card_id)


def monster(name: str) -> Ref:
    return Ref(t(f"monster_day.monster.{name}"))


def suit_name(suit: str) -> str:
    return t(f"monster_day.suit.{suit}")


def village(names: list[str], seat: int) -> str:
    return t("monster_day.village_of", name=names[seat])


def describe(event: dict[str, Any], names: list[str]) -> Entry | None:
    kind = event["kind"]
    if kind == "aces_laid":
        return Entry(rich("monster_day.log.aces"))
    if kind == "hand_dealt":
        return Entry(rich("monster_day.log.dealt", seat=names[event["seat"]], count=event["count"]))
    if kind == "first_player_rolled":
        a, b = event["rolls"][-1]
        first = event["first"]
        high, low = (a, b) if first == 0 else (b, a)
        return Entry(rich("monster_day.log.first", seat=names[first], high=high, low=low))
    if kind == "turn_begins":
        return Entry(rich("monster_day.log.turn", turn=event["turn"], seat=names[event["seat"]]), heading=True)
    if kind == "card_played":
        key = "monster_day.log.played_over" if event["covered"] else "monster_day.log.played"
        return Entry(rich(key, seat=names[event["seat"]], card=card(event["card"]), suit=suit_name(event["suit"]),
                          village=village(names, event["space"] // 3),
                          covered=card(event["covered"]) if event["covered"] else ""))
    if kind == "dice_rolled":
        a, b = event["dice"]
        key = "monster_day.log.rolled" if min(a, b) <= 4 else "monster_day.log.rolled_nothing"
        return Entry(rich(key, seat=names[event["seat"]], a=a, b=b))
    if kind == "value_rolled":
        key = "monster_day.log.value" if event["counts"] else "monster_day.log.value_void"
        a, b = event["dice"]
        return Entry(rich(key, card=card(event["card"]), value=event["value"], monster=monster(event["monster"]),
                          a=a, b=b))
    if kind in ("monster_moved", "monster_stays"):
        return _movement(event, names)
    if kind == "card_drawn":
        if "card" in event:
            return Entry(rich("monster_day.log.drew", seat=names[event["seat"]], card=card(event["card"]),
                              deck=event["deck"]))
        return Entry(rich("monster_day.log.drew_hidden", seat=names[event["seat"]], deck=event["deck"]))
    if kind == "game_over":
        scores = event["scores"]
        if len(event["winners"]) != 1:
            return Entry(rich("monster_day.log.over_draw", score=scores[0]), heading=True)
        winner = event["winners"][0]
        return Entry(rich("monster_day.log.over", winner=names[winner], high=scores[winner],
                          low=scores[1 - winner]), heading=True)
    return None


def _movement(event: dict[str, Any], names: list[str]) -> Entry:
    t0, t1 = event["totals"]
    who = monster(event["monster"])
    if event["kind"] == "monster_stays" and event["why"] == "tie":
        return Entry(rich("monster_day.log.tie", monster=who, total=t0))
    toward = 0 if t0 > t1 else 1
    high, low = max(t0, t1), min(t0, t1)
    if event["kind"] == "monster_stays":
        return Entry(rich("monster_day.log.end", monster=who, village=village(names, toward), high=high, low=low))
    return Entry(rich("monster_day.log.moved", monster=who, village=village(names, toward), high=high, low=low))


def refusal_text(refusal: IllegalAction) -> str:
    """The engine's refusal in the player's language; its English reason if there is no entry."""
    if not refusal.key or not CATALOGUE.has(refusal.key):
        return refusal.reason
    params: dict[str, Any] = dict(refusal.params)
    if "card" in params:
        params["card"] = card_name(str(params["card"]))
    if "suits" in params:
        params["suits"] = t("words.or").join(suit_name(s) for s in params["suits"])
    return t(refusal.key, **params)


def result_lines(view: View, names: list[str]) -> list[list[Segment]]:
    """Where each monster ended and what it was worth: that is what decided the game."""
    lines = []
    for index, name in enumerate(MONSTERS):
        position = view["monsters"][index]
        who = monster(name)
        if position == 0:
            lines.append(rich("monster_day.result.centre", monster=who, points=POINTS[name]))
        else:
            owner = 0 if position < 0 else 1
            lines.append(rich("monster_day.result.owned", monster=who, points=POINTS[name], name=names[owner]))
    return lines
