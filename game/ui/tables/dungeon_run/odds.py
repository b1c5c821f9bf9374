"""The odds shown before a fight, a flee or a disarm, worded for the table. The numbers come from the
game's own odds module (the evaluator's fight model applied to the seat's view), never from here."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.i18n import t

from .targets import monsters_on_map, prompt_args
from .tray import Roll

try:  # the game's pure odds module; an engine without it shows no odds rather than made-up ones
    from game.games.dungeon_run import odds as game_odds
except ImportError:  # pragma: no cover - depends on the engine version
    game_odds = None  # type: ignore[assignment]


def percent(p: float) -> int:
    return round(100 * p)


def fight_lines(view: dict[str, Any], seat: int, monster: str) -> list[str]:
    lines = []
    for stat in ("might", "magic"):
        odds = game_odds.fight_odds(view, seat, monster, stat)
        lines.append(f"{t('dungeon-run.stat.' + stat)}: " + t("dungeon-run.ui.odds_kill", p=percent(odds["kill"]))
                     + " · " + t("dungeon-run.ui.odds_hurt", p=percent(odds["wounded"])))
    return lines


def flee_line(view: dict[str, Any], seat: int, monster: str | None) -> str:
    odds = game_odds.flee_odds(view, seat, monster)
    return (t("dungeon-run.ui.odds_escape", p=percent(odds["escape"])) + " · "
            + t("dungeon-run.ui.odds_hurt", p=percent(odds["wounded"])))


def disarm_line(view: dict[str, Any], seat: int, trap: str) -> str:
    odds = game_odds.disarm_odds(view, seat, trap)
    return (t("dungeon-run.ui.odds_disarm", p=percent(odds["disarm"])) + " · "
            + t("dungeon-run.ui.odds_hurt", p=percent(odds["wounded"])))


def odds_lines(view: dict[str, Any], seat: int | None, roll: Roll | None) -> list[str]:
    """In the tray, before the hero strikes: the chance to kill and to be wounded, by stat."""
    if game_odds is None or seat is None or roll is None or roll.kind != "fight" or roll.dice or not roll.foe:
        return []
    return fight_lines(view, seat, roll.foe)


def preview(view: dict[str, Any], seat: int | None, legal: list[Action] | None) -> list[str]:
    """Before acting: on your turn beside a monster, the odds of fighting it and of fleeing it; asked
    to assist or sabotage, the odds of the roll about to be made."""
    if game_odds is None or seat is None or not legal or view.get("prompt") is None:
        return []
    kind = view["prompt"]["kind"]
    if kind == "turn":
        hero = view["heroes"][seat]
        here = monsters_on_map(view)
        monster = next((m for m, cell in here.items() if cell == (hero.get("x"), hero.get("y"))), None)
        verbs = {a.verb for a in legal}
        lines = fight_lines(view, seat, monster) if monster and "fight" in verbs else []
        if "flee" in verbs:
            lines.append(flee_line(view, seat, monster))
        return lines
    if kind == "support":
        args = prompt_args(view)
        roller, roll = args.get("roller_seat"), args.get("roll")
        if not isinstance(roller, int):
            return []
        if roll == "fight" and args.get("monster_card"):
            return fight_lines(view, roller, args["monster_card"])
        if roll == "flee":
            return [flee_line(view, roller, args.get("monster_card"))]
        if roll == "disarm" and args.get("trap_card"):
            return [disarm_line(view, roller, args["trap_card"])]
    return []
