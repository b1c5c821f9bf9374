"""The odds shown before a fight, a strike (at a monster or a hero), a flee, a disarm or the end of a turn beside a monster,
worded for the table. The numbers come from the game's own odds module (the rules' arithmetic
counted over every roll, from the seat's view), never from here."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.games.dungeon_run import odds as game_odds
from game.games.dungeon_run.narrate import card_name
from game.i18n import t

from .targets import prompt_args
from .tray import Roll


def percent(p: float) -> str:
    """A chance in whole percent, never rounded to a certainty it is not: a fall that can happen is
    never shown as 0%."""
    if 0 < p < 0.005:
        return "<1%"
    if 0.995 < p < 1:
        return ">99%"
    return f"{round(100 * p)}%"


def _fall(view: dict[str, Any], p: float) -> list[str]:
    """The chance the hero falls, when there is one: out of the game in solo play and the endgame."""
    if p <= 0:
        return []
    final = view.get("solo") or view.get("endgame")
    return [t("dungeon-run.ui.odds_defeated" if final else "dungeon-run.ui.odds_down", p=percent(p))]


def chance_line(view: dict[str, Any], head: str, success: str, p: float, wounded: float, fall: float) -> str:
    parts = [t(f"dungeon-run.ui.odds_{success}", p=percent(p)), t("dungeon-run.ui.odds_hurt", p=percent(wounded))]
    return f"{head}: " + " · ".join(parts + _fall(view, fall))


def _stat_lines(view: dict[str, Any], odds: dict[str, game_odds.Chances], success: str = "kill") -> list[str]:
    return [chance_line(view, t("dungeon-run.ui.odds_stat", n=c.dice, stat=t(f"dungeon-run.stat.{stat}")),
                        success, c.kill, c.wounded, c.fall) for stat, c in odds.items()]


def flee_line(view: dict[str, Any], seat: int) -> str:
    odds = game_odds.flee_odds(view, seat)
    return chance_line(view, t("dungeon-run.verb.flee"), "escape", odds["escape"], odds["wounded"], odds["fall"])


def idle_line(view: dict[str, Any], seat: int, monster: str) -> str:
    """Ending the turn now, beside a monster never fought: its free attack."""
    wounded, fall = game_odds.free_attack_odds(view, seat, monster)
    parts = [t("dungeon-run.ui.odds_hurt", p=percent(wounded))] + _fall(view, fall)
    return t("dungeon-run.ui.odds_idle", monster=card_name(monster)) + ": " + " · ".join(parts)


def move_lines(view: dict[str, Any], seat: int, legal: list[Action]) -> list[str]:
    """The moves that can hurt the hero (a hazardous tile, an ambush, the Arena's exit), with their odds."""
    hero = view["heroes"][seat]
    tiles = {(t["x"], t["y"]): t["tile"] for t in view["dungeon"]["tiles"]}
    lines = []
    for action in legal:
        if action.verb != "move":
            continue
        direction = str(action.args[0])
        wounded, fall = game_odds.move_risks(view, seat, direction)
        dx, dy = game_odds.STEP[direction]
        tile = tiles.get((hero["x"] + dx, hero["y"] + dy))
        if wounded > 0 and tile is not None:
            head = t("dungeon-run.ui.odds_move", dir=t(f"dungeon-run.dir.{direction}"), tile=card_name(tile))
            lines.append(head + ": " + " · ".join([t("dungeon-run.ui.odds_hurt", p=percent(wounded))]
                                                  + _fall(view, fall)))
    return lines


def odds_lines(view: dict[str, Any], seat: int | None, roll: Roll | None) -> list[str]:
    """In the tray, once the monster has rolled and before the hero strikes: the chances by stat, for
    the monster's roll."""
    if seat is None or roll is None or roll.kind != "fight" or roll.dice or not roll.foe_dice:
        return []
    fight = view.get("fight")
    if not fight or fight.get("seat") != seat:
        return []
    return _stat_lines(view, game_odds.strike_odds(view))


def preview(view: dict[str, Any], seat: int | None, legal: list[Action] | None) -> list[str]:
    """Before acting: on your turn beside a monster, the odds of fighting it, of fleeing it, and of
    ending the turn without fighting it; asked to assist or sabotage, the odds of the roll about to be
    made; striking another hero, the odds of each stat against the one they defend with."""
    if seat is None or not legal or view.get("prompt") is None:
        return []
    kind = view["prompt"]["kind"]
    verbs = {a.verb for a in legal}
    if kind == "turn":
        lines = _stat_lines(view, game_odds.fight_odds(view, seat)) if "fight" in verbs else []
        if "flee" in verbs:
            lines.append(flee_line(view, seat))
        lines += move_lines(view, seat, legal)
        if "read" in verbs:
            wounded, fall = game_odds.book_risk(view, seat)
            lines.append(t("dungeon-run.action.read") + ": " + " · ".join(
                [t("dungeon-run.ui.odds_hurt", p=percent(wounded))] + _fall(view, fall)))
        idle = (view.get("active") or {}).get("idle_attacker")
        if idle and "end" in verbs:
            lines.append(idle_line(view, seat, idle))
        return lines
    if kind == "support":
        return _support_lines(view)
    if kind == "duel" and "strike" in verbs:
        args = prompt_args(view)
        target, defence = args["target_seat"], args["defender_stat"]
        return _stat_lines(view, {str(a.args[0]): game_odds.duel_odds(view, seat, target, str(a.args[0]), defence)
                                  for a in legal if a.verb == "strike"}, "fell")
    return []


def _support_lines(view: dict[str, Any]) -> list[str]:
    args = prompt_args(view)
    roller, roll = args.get("roller_seat"), args.get("roll")
    if not isinstance(roller, int):
        return []
    if roll == "fight" and view.get("fight"):
        numbers = view["fight"]["numbers"]
        return _stat_lines(view, {s: game_odds.fight_chances(numbers, s) for s in numbers["dice"]})
    if roll == "flee":
        return [flee_line(view, roller)]
    if roll == "disarm" and args.get("trap_card"):
        odds = game_odds.disarm_odds(view, roller, args["trap_card"])
        return [chance_line(view, card_name(args["trap_card"]), "disarm", odds["disarm"], odds["wounded"],
                            odds["fall"])]
    return []
