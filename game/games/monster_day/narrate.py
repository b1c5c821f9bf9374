"""Monster Day in words: each event for the log and ``replay``, refusals, the result, and what a
card or a monster's lane is worth, all through the catalogues (``game/i18n/<lang>/monster-day.yaml``).
The window's table and the command line tell a game in these same sentences."""
from __future__ import annotations

from typing import Any

from game.engine.actions import IllegalAction
from game.i18n import CATALOGUE, Line, Ref, Segment, rich, t

from .cards import MONSTERS, POINTS, ROLL, VALUES, village_of

COMPARES = ("odd", "even", "face", "all")  # what each monster counts, in MONSTERS order


def card_name(card_id: str) -> str:
    return t(f"monster-day.card.{card_id}")


def card(card_id: str) -> Ref:
    return Ref(card_name(card_id), card_id)


def monster(name: str) -> Ref:
    return Ref(t(f"monster-day.monster.{name}"))


def suit_name(suit: str) -> str:
    return t(f"monster-day.suit.{suit}")


def village(names: list[str], seat: int) -> str:
    return t("monster-day.village_of", name=names[seat])


def describe(event: dict[str, Any], names: list[str]) -> Line | None:
    kind = event["kind"]
    if kind == "aces_laid":
        return Line(rich("monster-day.log.aces"))
    if kind == "hand_dealt":
        return Line(rich("monster-day.log.dealt", seat=names[event["seat"]], count=event["count"]))
    if kind == "first_player_rolled":
        a, b = event["rolls"][-1]
        first = event["first"]
        high, low = (a, b) if first == 0 else (b, a)
        return Line(rich("monster-day.log.first", seat=names[first], high=high, low=low))
    if kind == "turn_begins":
        return Line(rich("monster-day.log.turn", turn=event["turn"], seat=names[event["seat"]]), heading=True)
    if kind == "card_played":
        key = "monster-day.log.played_over" if event["covered"] else "monster-day.log.played"
        return Line(rich(key, seat=names[event["seat"]], card=card(event["card"]), suit=suit_name(event["suit"]),
                         village=village(names, event["space"] // 3),
                         covered=card(event["covered"]) if event["covered"] else ""))
    if kind == "dice_rolled":
        a, b = event["dice"]
        key = "monster-day.log.rolled" if min(a, b) <= 4 else "monster-day.log.rolled_nothing"
        return Line(rich(key, seat=names[event["seat"]], a=a, b=b))
    if kind == "value_rolled":
        key = "monster-day.log.value" if event["counts"] else "monster-day.log.value_void"
        a, b = event["dice"]
        return Line(rich(key, card=card(event["card"]), value=event["value"], monster=monster(event["monster"]),
                         a=a, b=b))
    if kind in ("monster_moved", "monster_stays"):
        return _movement(event, names)
    if kind == "card_drawn":
        if "card" in event:
            return Line(rich("monster-day.log.drew", seat=names[event["seat"]], card=card(event["card"]),
                             deck=event["deck"]))
        return Line(rich("monster-day.log.drew_hidden", seat=names[event["seat"]], deck=event["deck"]))
    if kind == "game_over":
        scores = event["scores"]
        if len(event["winners"]) != 1:
            return Line(rich("monster-day.log.over_draw", score=scores[0]), heading=True)
        winner = event["winners"][0]
        return Line(rich("monster-day.log.over", winner=names[winner], high=scores[winner],
                         low=scores[1 - winner]), heading=True)
    return None


def _movement(event: dict[str, Any], names: list[str]) -> Line:
    t0, t1 = event["totals"]
    who = monster(event["monster"])
    if event["kind"] == "monster_stays" and event["why"] == "tie":
        return Line(rich("monster-day.log.tie", monster=who, total=t0))
    toward = 0 if t0 > t1 else 1
    high, low = max(t0, t1), min(t0, t1)
    key = "monster-day.log.end" if event["kind"] == "monster_stays" else "monster-day.log.moved"
    return Line(rich(key, monster=who, village=village(names, toward), high=high, low=low))


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


def lane_name(monster_name: str) -> str:
    """The lane's caption: the die number that calls the monster, and its name."""
    return t("monster-day.lane_name", n=MONSTERS.index(monster_name) + 1,
             monster=t(f"monster-day.monster.{monster_name}"))


def lane_detail(monster_name: str) -> str:
    m = MONSTERS.index(monster_name)
    return t("monster-day.lane", compares=t(f"monster-day.compare.{COMPARES[m]}"), points=POINTS[m])


def card_adds(card_id: str) -> str:
    """What the card on top of a space adds to each monster's total, for the zoomed card."""
    adds = [(COMPARES[m], v) for m, v in enumerate(VALUES[card_id]) if v]
    if any(v == ROLL for _, v in adds):
        return t("monster-day.adds_rolled", what=", ".join(t(f"monster-day.compare.{m}") for m, _ in adds))
    if adds:
        return t("monster-day.adds", what=", ".join(t(f"monster-day.compare.{m}") + f" +{v}" for m, v in adds))
    return t("monster-day.adds_nothing")


def result_lines(view: dict[str, Any], names: list[str]) -> list[list[Segment]]:
    """Where each monster ended and what it was worth: that is what decided the game."""
    lines = []
    for index, name in enumerate(MONSTERS):
        owner = village_of(view["monsters"][index])
        who = monster(name)
        if owner is None:
            lines.append(rich("monster-day.result.centre", monster=who, points=POINTS[index]))
        else:
            lines.append(rich("monster-day.result.owned", monster=who, points=POINTS[index], name=names[owner]))
    return lines
